/**
 * When a refresh is possible: fewer than five cards in hand and something to draw (rulebook,
 * "Refresh"; community rulings, "Refresh limitation").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { Board } from './context.js';

export function canRefresh(b: Board, player: PlayerId): boolean {
  const ps = b.s.players[player]!;
  return ps.hand.length < 5 && (ps.deck.length > 0 || ps.trash.length > 0);
}
