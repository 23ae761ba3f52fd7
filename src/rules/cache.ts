/**
 * Check Cache (Codex, "Clear Cache"): with more than five cards in hand, the player discards down
 * to five, choosing which. The whole clear-cache is one discard.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Frame } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { discardCards } from '../machine/moves.js';
import { emit } from '../machine/context.js';
import { askHand, handCardOf } from '../machine/prompts.js';

type CacheFrame = Extract<Frame, { k: 'cache' }>;

/** One step of clearing cache. */
export function stepCache(x: Ctx, f: CacheFrame): void {
  const hand = x.s.players[f.player]!.hand;
  if (hand.length - f.chosen.length <= 5) {
    x.s.frames.pop();
    discardCards(x, f.player, f.chosen, 'clearCache');
    if (!x.quiet) emit(x, { type: 'cacheChecked', player: f.player, handCount: hand.length, skipped: false });
    return;
  }
  askHand(x, f.player, hand.filter((c) => !f.chosen.includes(c)), false, 'Clear cache: discard down to 5 cards.');
}

/** The player chose a card to discard. */
export function answerCache(x: Ctx, f: CacheFrame, a: Action): void {
  f.chosen.push(handCardOf(x, f.player, a));
}
