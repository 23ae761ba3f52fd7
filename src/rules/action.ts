/**
 * The Action phase (rulebook, "Actions"): play one card, or refresh. Refresh needs fewer than five
 * cards in hand and something to draw; with an empty hand it is the only choice; with no legal
 * play and no refresh, the action is skipped (Codex, "Running Out of Cards").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { handPlays, playRules } from '../machine/plays.js';
import { canRefresh } from '../machine/refresh.js';

/** Whether refresh is allowed now. */
export const refreshAllowed = canRefresh;

/** Whether the player has any play or may refresh. */
export function hasAnyAction(b: Board, player: PlayerId): boolean {
  if (refreshAllowed(b, player)) return true;
  const hand = b.s.players[player]!.hand;
  if (hand.length === 0) return false;
  const rules = playRules(b, player);
  // Without restrictions any card can go face-down somewhere.
  if (rules.blockedLines === 0 && rules.noFaceDownLines === 0) return true;
  return handPlays(b, player).some((h) => h.opts.length > 0);
}
