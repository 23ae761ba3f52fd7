/**
 * "Refresh." on a card — a normal refresh, control component included (Codex, Spirit 0). With
 * five or more cards in hand, or nothing to draw, it does nothing (community rulings, Spirit 0).
 * @module
 */
import type { RefreshCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { canRefresh } from '../machine/refresh.js';

export const refresh: Handler<RefreshCommand> = {
  start(x, f) {
    if (f.stage === 1) return 'done';
    if (!canRefresh(x, f.owner)) {
      f.vars.did = false;
      return 'done';
    }
    f.vars.did = true;
    f.stage = 1;
    x.s.frames.push({ k: 'refresh', player: f.owner, stage: 0 });
    return 'push';
  },
};
