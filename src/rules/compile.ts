/**
 * Compiling (Codex, "Compiling"): mandatory in Check Compile for a line with 10 or more value and
 * strictly more than the opponent there; one line per turn. Steps: spend control, delete every
 * card in the line at once (no text enters play), flip the protocol — or, already compiled, draw
 * the top card of the opponent's deck. The third compiled protocol wins at once.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Frame, PlayerId } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { emit, metaOf } from '../machine/context.js';
import { isVisible, other } from '../machine/board.js';
import { allTotals, forbidden } from '../machine/expressions.js';
import { drawCards, openAfter, pushText, triggeredSections } from '../machine/moves.js';
import { applyOrder, markCompiled } from '../machine/protocols.js';
import { withCards } from '../state/grown.js';
import { spendControl } from './control.js';

type CompileFrame = Extract<Frame, { k: 'compile' }>;

/** Lines `player` must compile in now (a continuous `forbid: 'compile'` removes lines; Metal 1 is checked apart). */
export function compilableLines(x: Ctx, player: PlayerId, totals: number[][] = allTotals(x)): number[] {
  const lines: number[] = [];
  for (let line = 0; line < 3; line++) {
    const mine = totals[player]![line]!;
    if (mine >= 10 && mine > totals[other(player)]![line]! && !forbidden(x, 'compile', { who: player, side: player, line, card: null, by: player })) lines.push(line);
  }
  return lines;
}

/** Whether a Metal 1 ("cannot compile on their next turn") bars `player` this turn while its text is visible. */
export function compileBarred(x: Ctx, player: PlayerId): boolean {
  return x.s.noCompile.some((n) => n.player === player && n.turn === x.s.turnNumber && isVisible(x, n.card, 'middle'));
}

/** Starts compiling a line. */
export function beginCompile(x: Ctx, player: PlayerId, line: number): void {
  x.s.compiledThisTurn = true;
  x.s.frames.push({ k: 'compile', player, line, stage: 0, deleted: false });
}

/** One step of a compile. */
export function stepCompile(x: Ctx, f: CompileFrame): void {
  if (f.stage === 0) {
    f.stage = 1;
    if (spendControl(x, f.player)) return;
  }
  if (f.stage === 1) {
    f.stage = 2;
    // Speed 2: "When this card would be deleted by compiling: Shift this card" replaces its deletion only (Codex, Speed 2).
    const saved: number[] = [];
    for (let p: PlayerId = 0; p < 2; p++) {
      const stack = x.s.players[p]!.stacks[f.line]!;
      for (let i = 0; i < stack.length; i++) {
        const card = stack[i]!;
        const sections = triggeredSections(x, card, 'wouldBeDeletedByCompile');
        for (let k = 0; k < sections.length; k++) {
          saved.push(card);
          pushText(x, { card, section: sections[k]!, owner: p as PlayerId });
        }
      }
    }
    deleteLine(x, f, saved);
    if (saved.length) return;
  }
  // A card whose replacement failed to move it (still in the line) is deleted with the rest; a
  // card that entered the line meanwhile came after the simultaneous deletion and stays (Codex,
  // "Compiling"; Speed 2: "not altering the compile"). Saved cards are known by their printed
  // trigger: the frame keeps no list (only a second Speed 2 arriving meanwhile would be mistaken).
  deleteLine(x, f, keptAfterReplacements(x, f.line));
  x.s.frames.pop();
  // "After …" windows wait for the whole compile (Codex, effects happening "after"): the compile
  // itself, its deletion, and a recompile's draw are reached together (see stepAfter).
  openAfter(x, 'compile', f.player);
  if (f.deleted) openAfter(x, 'delete', f.player);
  flipProtocol(x, f.player, f.line);
}

/** The cards in `line` that no replacement saved (see `stepCompile`): all but those with a "would be deleted by compiling" text. */
function keptAfterReplacements(x: Ctx, line: number): number[] {
  const keep: number[] = [];
  for (let p = 0; p < 2; p++) for (const card of x.s.players[p]!.stacks[line]!) if (metaOf(x, card).on.wouldBeDeletedByCompile.length === 0) keep.push(card);
  return keep;
}

function deleteLine(x: Ctx, f: CompileFrame, keep: number[]): void {
  for (let p: PlayerId = 0; p < 2; p++) {
    const stack = x.s.players[p]!.stacks[f.line]!;
    const gone = stack.filter((c) => !keep.includes(c));
    if (gone.length === 0) continue;
    f.deleted = true;
    const ps = x.s.players[p]!;
    // `slice`: a list of its own length (`filter` builds its result by pushing, see `grown.ts`).
    ps.stacks[f.line] = stack.filter((c) => keep.includes(c)).slice();
    for (let i = 0; i < gone.length; i++) x.s.up[gone[i]!] = true;
    ps.trash = withCards(ps.trash, gone);
    if (!x.quiet) emit(x, { type: 'deleted', side: p as PlayerId, by: f.player, line: f.line as 0 | 1 | 2, cards: gone.map((c) => x.s.cards[c]!) });
    const frames = x.s.frames;
    for (let i = 0; i < frames.length; i++) {
      const fr = frames[i]!;
      if ((fr.k === 'text' || fr.k === 'each') && gone.includes(fr.src.card)) fr.dead = true;
    }
  }
}

function flipProtocol(x: Ctx, player: PlayerId, line: number): void {
  const slot = x.s.players[player]!.protocols[line]!;
  if (!slot.compiled) {
    markCompiled(x, player, line, 'compile');
    return;
  }
  if (!x.quiet) emit(x, { type: 'recompiled', player, line: line as 0 | 1 | 2, protocol: slot.name });
  // Recompiling draws the top card of the opponent's deck: a draw, so it may refill that deck (community rulings).
  const n = drawCards(x, player, 1, other(player)).length;
  if (!x.quiet && n) emit(x, { type: 'stole', player, count: n });
}

/** The compiling player answered the control component's rearrange question. */
export function answerCompile(x: Ctx, f: CompileFrame, a: Action): void {
  if (a.type === 'rearrange') applyOrder(x, f.player, a.whose, a.order);
}
