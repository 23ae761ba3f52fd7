/**
 * When a refresh is possible: fewer than five cards in hand and something to draw (rulebook,
 * "Refresh"; community rulings, "Refresh limitation").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { Board } from './context.js';
import { canDraw } from './moves.js';

/** Whether `player` may refresh: fewer than five cards and a draw possible (Ice 6 can bar it). */
export function canRefresh(b: Board, player: PlayerId): boolean {
  return b.s.players[player]!.hand.length < 5 && canDraw(b, player);
}
