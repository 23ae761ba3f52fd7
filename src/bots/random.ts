/**
 * A random bot: picks uniformly among the legal actions with its own seeded generator, so that
 * a game between random bots is reproducible from the two seeds.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameState } from '../state/types.js';
import { legalActions } from '../api.js';

/**
 * Something that picks an action for the player who must act.
 * @category Bots
 */
export interface Bot {
  /** A name for reports ("random"). */
  readonly name: string;
  /** One of `legalActions(state)`. */
  choose(state: GameState): Action;
}

/**
 * A small seeded generator (LCG) for bots; the engine's own randomness lives in the state.
 * @category Bots
 */
export function botRandom(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

/**
 * A bot that plays uniformly random legal actions.
 * @category Bots
 */
export function randomBot(seed = 1): Bot {
  const r = botRandom(seed);
  return {
    name: 'random',
    choose(state) {
      const actions = legalActions(state);
      return actions[r(actions.length)]!;
    },
  };
}
