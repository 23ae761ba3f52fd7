/**
 * Delete all / return all in one chosen line: every matching card, covered or not, leaves at once
 * ("all" is simultaneous, Codex FAQ); the cards this uncovers then enter play together. Only a
 * line where something would happen may be chosen (community rulings, Death 2).
 * @module
 */
import type { DeleteAllCommand, ReturnAllCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { Frame } from '../state/types.js';
import { emit } from '../machine/context.js';
import { fieldLoc } from '../machine/board.js';
import { commitToZone, enterText, interrupt, liftAll, openAfter, reportReturn, returnZone, windowWaitsFor } from '../machine/moves.js';
import { askLine } from '../machine/prompts.js';
import { linesFor, linesWithAtLeast } from '../machine/targets.js';
import { boundTo, mayMove, selectable } from '../machine/expressions.js';
import { checkLineChoice } from '../cards/check.js';
import { textOf } from '../machine/frames.js';
import { checkTarget } from './shared.js';

type LineWide = DeleteAllCommand | ReturnAllCommand;

/** The matching cards of a line, but those a continuous effect keeps from being deleted or returned. */
function cardsIn(x: Ctx, f: TextFrame, cmd: LineWide, line: number): number[] {
  const verb = cmd.op === 'deleteAll' ? 'delete' : 'return';
  return selectable(x, boundTo(f, line), { ...cmd.filter, line: 'bound' }).filter((c) => mayMove(x, verb, c, f.owner));
}

function eligibleLines(x: Ctx, f: TextFrame, cmd: LineWide): number[] {
  let lines = linesFor(x, f, cmd.line);
  if (cmd.op === 'deleteAll' && cmd.minCards) lines = linesWithAtLeast(x, lines, cmd.minCards);
  return lines.filter((l) => cardsIn(x, f, cmd, l).length > 0);
}

function removeAll(x: Ctx, f: TextFrame, cmd: LineWide, line: number): Step {
  const cards = cardsIn(x, f, cmd, line);
  const zone = cmd.op === 'deleteAll' ? 'trash' : 'hand';
  const window = openAfter(x, zone === 'trash' ? 'delete' : 'return', f.owner);
  // Read while the cards are still on the field: where each goes (a returned card may go to its
  // owner's deck instead, Corruption 1) and how it shows.
  const dest = new Map(cards.map((c) => [c, zone === 'trash' ? zone : returnZone(x, c, fieldLoc(x, c)!)] as const));
  if (zone === 'hand') for (const c of cards) reportReturn(x, c, fieldLoc(x, c)!, dest.get(c) as 'hand' | 'deckTop', f.owner);
  const { uncovered, lifted } = liftAll(x, cards);
  if (zone === 'trash') {
    for (const p of [0, 1] as const) {
      const mine = lifted.filter((l) => l.player === p);
      if (mine.length) emit(x, { type: 'deleted', side: p, by: f.owner, line: line as 0 | 1 | 2, cards: mine.map((l) => x.s.cards[l.card]!) });
    }
  }
  const moved: Frame[] = [];
  for (let i = 0; i < lifted.length; i++) {
    const l = lifted[i]!;
    interrupt(x, l.card, 'left');
    moved.push(commitToZone(x, l.card, l.player, dest.get(l.card)!));
  }
  windowWaitsFor(x, window, moved);
  enterText(x, uncovered);
  // Returns replaced by Corruption 1 did not happen (rulings page): "If you do" needs one that did.
  f.vars.did = cards.some((c) => dest.get(c) !== 'deckTop');
  return 'done';
}

function handler<C extends LineWide>(): Handler<C> {
  return {
    check: (c) => checkTarget(c.filter) ?? checkLineChoice(c.line),
    start(x, f, cmd) {
      const lines = eligibleLines(x, f, cmd);
      if (lines.length === 0) {
        f.vars.did = false;
        return 'done';
      }
      if (lines.length === 1) return removeAll(x, f, cmd, lines[0]!);
      return askLine(x, f.owner, lines, false, textOf(x, f));
    },
    answer(x, f, cmd, a) {
      if (a.type !== 'line') throw new Error('expected a line');
      return removeAll(x, f, cmd, a.line);
    },
  };
}

export const deleteAll = handler<DeleteAllCommand>();
export const returnAll = handler<ReturnAllCommand>();
