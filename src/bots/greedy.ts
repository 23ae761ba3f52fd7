/**
 * A greedy bot: tries every legal action one step ahead and keeps the one whose result looks best
 * for it from its own view (compiled protocols, then line leads); ties broken by its seeded
 * generator. A simple opponent for demos and a baseline for real bots.
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { applyAction, legalActions, viewFor } from '../api.js';
import { type Bot, botRandom } from './random.js';

/**
 * How good a position looks to `seat`, from what it may see.
 * @category Bots
 */
export function score(v: PlayerViewState, seat: PlayerId): number {
  if (v.result) return v.result.winner === seat ? 1e6 : v.result.winner === null ? 0 : -1e6;
  const me = v.players[seat];
  const them = v.players[seat === 0 ? 1 : 0];
  let s = 0;
  s += 100 * (me.protocols.filter((p) => p.compiled).length - them.protocols.filter((p) => p.compiled).length);
  for (let l = 0; l < 3; l++) {
    const mine = me.totals[l]!;
    const theirs = them.totals[l]!;
    s += Math.min(mine, 12) - Math.min(theirs, 12);
    if (mine >= 10 && mine > theirs) s += 10;
  }
  s += 0.5 * (me.handCount - them.handCount);
  if (v.control === seat) s += 3;
  return s;
}

/**
 * A one-step greedy bot.
 * @category Bots
 */
export function greedyBot(seed = 1): Bot {
  const r = botRandom(seed);
  return {
    name: 'greedy',
    choose(state: GameState) {
      const seat = state.prompt!.player;
      const actions = legalActions(state);
      let best = [actions[0]!];
      let bestScore = -Infinity;
      for (const a of actions) {
        const next = applyAction(state, a).state;
        const v = score(viewFor(next, seat), seat);
        if (v > bestScore) {
          bestScore = v;
          best = [a];
        } else if (v === bestScore) best.push(a);
      }
      return best[r(best.length)]!;
    },
  };
}
