/**
 * A greedy bot: tries every legal action one step ahead on a determinisation — a full state drawn
 * from what its seat knows, never the real one — and keeps the action whose result looks best from
 * its own view of that state (compiled protocols, then line leads). Ties are broken by its seeded
 * generator. A simple opponent for demos and a baseline for real bots.
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type Engine, adoptWorld, cloneState, defaultEngine } from '../api.js';
import { type Bot, NO_EVENTS, seededRng } from './bot.js';
import { determinize } from './determinize.js';
import { rethrowTyped } from '../errors.js';

/**
 * How good a position looks to `seat`, from what it may see.
 * @category Bots
 */
export function score(v: PlayerViewState, seat: PlayerId): number {
  try {
    return scoreOf(v, seat);
  } catch (e) {
    return rethrowTyped(e, 'INVALID_ARGUMENT', 'score takes a seat\'s view and that seat');
  }
}

function scoreOf(v: PlayerViewState, seat: PlayerId): number {
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
 * A one-step greedy bot; `engine`: the rules it looks ahead with (default: the official cards).
 * @category Bots
 */
export function greedyBot(seed = 1, engine: Engine = defaultEngine()): Bot {
  const r = seededRng(seed);
  return {
    name: 'greedy',
    choose({ seat, view, legal, history }) {
      if (legal.length === 1) return legal[0]!;
      // One determinisation serves every candidate: each is played on its own copy of it.
      const world = adoptWorld(engine, determinize(view, history, r, engine));
      let best = [legal[0]!];
      let bestScore = -Infinity;
      for (const a of legal) {
        const next = cloneState(world);
        engine.applyInPlace(next, a, NO_EVENTS); // only the position reached is scored
        const v = score(engine.viewFor(next, seat), seat);
        if (v > bestScore) {
          bestScore = v;
          best = [a];
        } else if (v === bestScore) best.push(a);
      }
      return best[r(best.length)]!;
    },
  };
}
