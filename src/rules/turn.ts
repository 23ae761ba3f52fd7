/**
 * Turn flow: the six phases in order (rulebook, "Player Turn") and the loop that drives the
 * pending-resolution stack until a decision is needed or the game ends.
 * @module
 */
import type { Phase, PendingTrigger, PlayerId } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { allTotals, anyConcerns } from '../machine/expressions.js';
import { collectTriggers } from '../machine/moves.js';
import { ask } from '../machine/prompts.js';
import { putArrived, putDown, stepAfter, stepArrive, stepEach, stepLand, stepText, stepTriggers, top } from '../machine/frames.js';
import { beginCompile, compilableLines, compileBarred, stepCompile } from './compile.js';
import { checkControl } from './control.js';
import { stepCache } from './cache.js';
import { stepRefresh } from './refresh.js';
import { hasAnyAction } from './action.js';
import { keepSpareFrames } from '../machine/spare-frames.js';

/** The phase after `phase` within a turn, `null` after the End phase. */
function nextPhase(phase: Phase): Phase | null {
  switch (phase) {
    case 'start': return 'control';
    case 'control': return 'compile';
    case 'compile': return 'action';
    case 'action': return 'cache';
    case 'cache': return 'end';
    default: return null;
  }
}

/** Runs until a player must decide or the game is over. */
export function run(x: Ctx): void {
  for (let guard = 0; x.s.prompt === null && x.s.result === null; guard++) {
    if (guard > 1_000_000) throw new Error('the engine did not settle (a loop in card effects?)');
    const f = top(x);
    if (!f) {
      advancePhase(x);
      continue;
    }
    switch (f.k) {
      case 'text': stepText(x, f); break;
      case 'each': stepEach(x, f); break;
      case 'land': stepLand(x, f); break;
      case 'arrive': stepArrive(x, f); break;
      case 'after': stepAfter(x, f); break;
      case 'triggers': stepTriggers(x, f); break;
      case 'compile': stepCompile(x, f); break;
      case 'refresh': stepRefresh(x, f); break;
      case 'cache': stepCache(x, f); break;
    }
  }
  if (x.s.result !== null) {
    putDownInTransit(x);
    x.s.phase = 'over';
    x.s.frames = [];
    x.s.prompt = null;
  } else {
    keepSpareFrames(x.s);
  }
}

/**
 * The game is over: nothing more resolves, but a card committed to a move and not yet landed
 * (a shifted card waiting while the card it uncovered resolves a win, Diversity 0) is put where
 * it was going, so that the final state holds every card in one place. Its move was announced by
 * the event that committed it (Codex, "Committed Cards"); no text of it or of any other card
 * resolves. The stack's top frame is the next to land, as `run` would have taken them.
 */
function putDownInTransit(x: Ctx): void {
  const frames = x.s.frames;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.k === 'arrive') putArrived(x, f);
    else if (f.k === 'land') putDown(x, f);
  }
}

/** Starts a player's turn. */
export function beginTurn(x: Ctx, player: PlayerId): void {
  x.s.turn = player;
  x.s.compiledThisTurn = false;
  if (x.s.noCompile.length) x.s.noCompile = x.s.noCompile.filter((n) => n.turn >= x.s.turnNumber);
  if (x.s.turnNumber > x.s.maxTurns) {
    x.s.result = { winner: null, reason: 'turnLimit' };
    if (!x.quiet) emit(x, { type: 'gameOver', result: x.s.result });
    return;
  }
  if (!x.quiet) emit(x, { type: 'turnStarted', player, turn: x.s.turnNumber });
  enterPhase(x, 'start');
}

/**
 * Starts `player`'s turn at a given phase (explicit positions): the earlier phases are over, and
 * `compiledThisTurn` says whether they included a compile (then the action is skipped).
 */
export function beginTurnAt(x: Ctx, player: PlayerId, phase: Phase, compiledThisTurn = false): void {
  x.s.turn = player;
  x.s.compiledThisTurn = compiledThisTurn;
  if (!x.quiet) emit(x, { type: 'turnStarted', player, turn: x.s.turnNumber });
  enterPhase(x, phase);
}

function advancePhase(x: Ctx): void {
  const next = nextPhase(x.s.phase);
  if (next !== null) return enterPhase(x, next);
  // End phase done: the turn passes.
  x.s.turnNumber++;
  beginTurn(x, other(x.s.turn));
}

/**
 * Start and End: note the visible commands of that kind on the current player's side at the start
 * of the phase; they resolve one at a time in the player's order, and a command that has left play
 * by its turn does nothing (Codex, "Start and End Effects During Those Phases").
 */
function noteTriggers(x: Ctx, on: 'start' | 'end'): PendingTrigger[] {
  if ((on === 'start' ? x.tc.start : x.tc.end).length === 0) return NO_TRIGGERS; // by name: a lookup by a variable key costs more
  const items: PendingTrigger[] = [];
  collectTriggers(x, x.s.turn, on, items);
  return items;
}

const NO_TRIGGERS: PendingTrigger[] = [];

function enterPhase(x: Ctx, phase: Phase): void {
  x.s.phase = phase;
  const p = x.s.turn;
  switch (phase) {
    case 'start':
    case 'end': {
      const items = noteTriggers(x, phase);
      if (items.length) x.s.frames.push({ k: 'triggers', items, phase });
      return;
    }
    case 'control': {
      // Check Control changes nothing on the field, so Check Compile follows on the same totals.
      const totals = allTotals(x);
      checkControl(x, totals);
      x.s.phase = 'compile';
      return compilePhase(x, totals);
    }
    case 'compile':
      return compilePhase(x, allTotals(x));
    case 'action':
      // After a compile, the action is skipped (rulebook, "Check Compile").
      if (x.s.compiledThisTurn) return;
      if (hasAnyAction(x, p)) ask(x, { kind: 'action', player: p });
      else if (!x.quiet) emit(x, { type: 'skippedAction', player: p });
      return;
    case 'cache':
      if (x.ch['skip:cache'].length > 0 && anyConcerns(x, 'skip:cache', { who: p, side: p, line: null, card: null })) {
        if (!x.quiet) emit(x, { type: 'cacheChecked', player: p, handCount: x.s.players[p]!.hand.length, skipped: true });
        return;
      }
      if (x.s.players[p]!.hand.length > 5) x.s.frames.push({ k: 'cache', player: p, chosen: [] });
      else if (!x.quiet) emit(x, { type: 'cacheChecked', player: p, handCount: x.s.players[p]!.hand.length, skipped: false });
      return;
    default:
      return;
  }
}

/** Check Compile: a compile is mandatory when a line qualifies (Codex, "Compiling"). */
function compilePhase(x: Ctx, totals: number[][]): void {
  const p = x.s.turn;
  const lines = compilableLines(x, p, totals);
  if (lines.length === 0) return;
  if (compileBarred(x, p)) {
    if (!x.quiet) emit(x, { type: 'cannotCompile', player: p });
    return;
  }
  if (lines.length === 1) beginCompile(x, p, lines[0]!);
  else ask(x, { kind: 'compile', player: p, lines });
}
