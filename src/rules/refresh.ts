/**
 * Refresh (rulebook, "Refresh"): spend the control component first if held, then draw until five
 * cards are in hand, refilling the deck from the trash when it runs out.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Frame } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { drawCards, openAfter } from '../machine/moves.js';
import { applyOrder } from '../machine/protocols.js';
import { spendControl } from './control.js';

type RefreshFrame = Extract<Frame, { k: 'refresh' }>;

/** One step of a refresh. */
export function stepRefresh(x: Ctx, f: RefreshFrame): void {
  if (f.stage === 0) {
    f.stage = 1;
    // Control is spent before drawing: the rearrange comes before the new hand is seen (community rulings).
    if (spendControl(x, f.player)) return;
  }
  x.s.frames.pop();
  if (!x.quiet) emit(x, { type: 'refreshed', player: f.player });
  // "After you refresh" waits for the refresh's draw; both windows are reached together (see stepAfter).
  openAfter(x, 'refresh', f.player);
  const need = 5 - x.s.players[f.player]!.hand.length;
  if (need > 0) drawCards(x, f.player, need);
}

/** The refreshing player answered the control component's rearrange question. */
export function answerRefresh(x: Ctx, f: RefreshFrame, a: Action): void {
  if (a.type === 'rearrange') applyOrder(x, f.player, a.whose, a.order);
}
