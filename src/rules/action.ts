/**
 * The Action phase (rulebook, "Actions"): play one card, or refresh. Refresh needs fewer than five
 * cards in hand and something to draw; with an empty hand it is the only choice; with no legal
 * play and no refresh, the action is skipped (Codex, "Running Out of Cards").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { canPlayAny } from '../machine/plays.js';
import { canRefresh } from '../machine/refresh.js';

/** Whether refresh is allowed now. */
export const refreshAllowed = canRefresh;

/** Whether the player has any play or may refresh. */
export function hasAnyAction(b: Board, player: PlayerId): boolean {
  return refreshAllowed(b, player) || canPlayAny(b, player);
}
