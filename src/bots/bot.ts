/**
 * The bot interface: a bot decides from what its seat may know — the seat's view, its legal
 * actions and the events it was allowed to see — never from the full state. Search bots that need
 * full states build them from that knowledge (a determinisation), and run them on the engine they
 * are given.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameEvent } from '../state/events.js';
import type { PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import type { Engine } from '../api.js';
import { readingInput } from '../errors.js';

/**
 * What a bot is given at each of its decisions: only what its seat may know. The harness makes
 * `view` and `history` when they are first read (getters: a bot that needs neither costs nothing
 * for them), so copy a field, not the whole decision with a spread.
 * @category Bots
 */
export interface Decision {
  /** The seat that decides. */
  seat: PlayerId;
  /** `viewFor(state, seat)`. */
  view: PlayerViewState;
  /** The seat's legal actions, in the engine's documented order (the same as `view.legalActions`). */
  legal: readonly Action[];
  /** Every event this seat was allowed to see since the game began (`eventsFor`), oldest first. */
  history: readonly GameEvent[];
}

/**
 * A bot: picks one of `decision.legal`. It may keep memory between decisions of one game.
 * @category Bots
 */
export interface Bot {
  /** A name for logs and reports ("random", "ismcts"). */
  readonly name: string;
  /** One of `decision.legal`: the bot's decision. */
  choose(decision: Decision): Action;
}

/**
 * A bot that may answer with a promise: a bot in another process or across the network. It plays
 * in `playGameAsync` and `playGameInPlaceAsync` (and in `simulate`), which await each answer and
 * race it against the decision time limit. Every {@link Bot} is one.
 * @category Bots
 */
export interface AsyncBot {
  /** A name for logs and reports. */
  readonly name: string;
  /** One of `decision.legal`, or a promise of one. */
  choose(decision: Decision): Action | PromiseLike<Action>;
  /**
   * Milliseconds added to the time limit of this bot's first decision of the game (default 0): a
   * program that is still starting up (`simulate`'s process bots ask for 10 s on their first game).
   */
  readonly warmupMs?: number;
}

/**
 * What a bot is made with: its own seed, and the engine whose rules it may simulate.
 * @category Bots
 */
export interface BotOptions {
  /** The bot's own seed: the same seeds replay the same game. */
  seed: number;
  /** The engine whose rules (and cards) the game is played with, for the bot to simulate. */
  engine: Engine;
  /** Settings for the bot, as the run gave them (`simulate`'s bot options, `--bots ./bot.mjs:depth=3`): plain JSON data. */
  options?: Readonly<Record<string, unknown>>;
}

/**
 * Makes a fresh bot for one game.
 * @category Bots
 */
export type BotFactory = (options: BotOptions) => Bot;

/**
 * The options of a look-ahead that reads no events (search playouts, one-step candidates): frozen,
 * so the engine reads it once and then recognises it. Internal to the bots.
 */
export const NO_EVENTS = Object.freeze({ events: false } as const);

/**
 * A seeded random-number generator (a small LCG), not a bot: each call of the function it returns
 * gives an integer in [0, n), the same sequence for the same seed. The bots use it for their own
 * choices, and it is the `rng` that {@link determinize} and `InformationSet.sample` take; the
 * engine's own randomness lives in the state. (Called `botRandom` before 0.2.)
 * @category Bots
 * @example
 * ```ts
 * import { seededRng } from 'compile-engine/bots';
 *
 * const rng = seededRng(7);
 * console.log([rng(6), rng(6), rng(6)].every((n) => n >= 0 && n < 6)); // true
 * ```
 */
export function seededRng(seed: number): (n: number) => number {
  let s = readingInput('INVALID_CONFIG', 'a bot\'s seed must be a number', () => seed >>> 0) || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}
