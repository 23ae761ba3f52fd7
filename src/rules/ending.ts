/**
 * Endings outside the rules of play: a seat resigns, or a server declares that a seat lost on
 * time. Either may come at any moment of a game that is not over — mid-draft, mid-effect, while
 * the opponent decides — so nothing pending resolves: cards committed to a move are put where they
 * were going (as at any game end, see `run`) and the other seat wins.
 * @module
 */
import type { EndingAction } from '../state/actions.js';
import type { Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { run } from './turn.js';

/** Ends the game on `a`: the other seat of `a.player` wins, with the ending as the reason. */
export function endGame(x: Ctx, a: EndingAction): void {
  x.s.prompt = null;
  // A game ended in the draft has no table to finish: it stays as drafted so far.
  x.s.draft = null;
  x.s.result = { winner: other(a.player), reason: a.type === 'resign' ? 'resigned' : 'timeout' };
  if (!x.quiet) emit(x, { type: 'gameOver', result: x.s.result });
  run(x);
}
