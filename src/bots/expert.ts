/**
 * The `expert` bot: a deeper search, meant to be the library's strongest. With ISMCTS's exploration
 * constant it was level with ISMCTS-300 (504 of 1,000 seeded games, 95 % interval 47.3–53.5 %);
 * with {@link EXPERT_EXPLORATION} at 500 iterations it won 325 of 550 games of the same run
 * (59.1 %, 54.9–63.1 %); at {@link EXPERT_ITERATIONS}, 1,000, 646 of 1,000 games (64.6 %, 95 % interval 61.6–67.5 %). It is
 * {@link ismctsBot} with a longer horizon (the opponent's reply, {@link EXPERT_HORIZON}), a larger
 * budget, less exploration and two of its options: the tree stays within the playouts' horizon (`treeWithinHorizon`), so that every
 * iteration is scored at the same point of the game — without it, more iterations grow more paths
 * that run into the opponent's turn and are scored after the opponent's play and before the
 * reply, and 900 iterations did no better than 300 — and the tree is kept between the seat's
 * decisions of one turn (`reuse`), so that the choices a play's effects ask for start from what
 * the search of the play already found below it.
 * @module
 */
import type { Engine } from '../api.js';
import type { Bot } from './bot.js';
import { ismctsBot } from './ismcts.js';
import { fail, readingInput } from '../errors.js';

/**
 * The iterations per decision of the `expert` entry of `BOTS`, on top of a kept subtree: 1,000.
 * With the tree kept within the horizon and {@link EXPERT_EXPLORATION}, more iterations keep
 * paying (before those two, 900 did no better than 300): against ISMCTS-300 the expert won
 * 59.1 % of 550 games at 500 iterations and 64.6 % (61.6–67.5 %) at 1,000 (`scripts/strength.mjs`, seed
 * "strength"). Its time per decision is about 3 × ISMCTS-300's in the same games under the same
 * load (the script's timing games): 22.5–24.2 ms a decision on a quiet core of the project's 2-core
 * machines (2026-12-04), within the 50 ms the expert may spend.
 * @category Bots
 */
export const EXPERT_ITERATIONS = 1000;

/**
 * How far the expert looks, in turns begun after the decision's: 2, the rest of its turn and the
 * opponent's whole reply, up to its own next decision — all of it in the tree, where ISMCTS-300's
 * playouts stop at the start of the opponent's turn (horizon 1). Chosen on small seeded samples
 * against ISMCTS-300 (horizon 2 at 500 iterations won 14 of 20, horizon 1 at 800 won 7 of 19, at
 * about the same time per decision); `scripts/strength.mjs` gives the measure, over 1,000 games.
 * @category Bots
 */
export const EXPERT_HORIZON = 2;

/**
 * The expert's UCB1 exploration constant: 0.15, where ISMCTS's default is 0.7. A stopped
 * playout is scored by `evaluateView`, whose values sit close to ½ — one card's worth of
 * line lead moves it by a few hundredths — so at 0.7 the exploration term outweighs the
 * differences between moves, the visits spread almost evenly and the most visited move is close
 * to a draw among them. Chosen on seeded samples against ISMCTS-300 at 500 iterations (60 games
 * each: exploration 0.15 won 35, 0.7 with a heavier hand weight 31, horizon 1 at 1,000 iterations
 * 25); `scripts/strength.mjs` gives the measure.
 * @category Bots
 */
export const EXPERT_EXPLORATION = 0.15;

/**
 * What an expert bot is made with.
 * @category Bots
 */
export interface ExpertOptions {
  /** Seed of the bot's own generator. Default 1. */
  seed?: number;
  /** The rules it searches with (default: the official cards). */
  engine?: Engine;
  /** Iterations per decision (default {@link EXPERT_ITERATIONS} when `timeMs` is not given). */
  iterations?: number;
  /**
   * Milliseconds per decision, instead of (or, with `iterations`, as well as) an iteration count.
   * A time limit makes the bot's games depend on the machine's speed and load: they no longer
   * replay from their seeds.
   */
  timeMs?: number;
  /** UCB1's exploration constant (default {@link EXPERT_EXPLORATION}). */
  exploration?: number;
}

/**
 * An expert bot (see the module). On an iteration budget (the default) it is deterministic given
 * its seed: the same seeds replay the same game on any machine.
 * @category Bots
 */
export function expertBot(options: ExpertOptions = {}): Bot {
  if (typeof options !== 'object' || options === null) fail('INVALID_CONFIG', 'expertBot takes an options object such as { iterations, seed }');
  return readingInput('INVALID_CONFIG', 'expertBot could not read its options', () => botOf(options));
}

/** The expert's search: {@link ismctsBot}'s, which checks the values. */
function botOf(options: ExpertOptions): Bot {
  const exploration = options.exploration ?? EXPERT_EXPLORATION;
  if (typeof exploration !== 'number' || !Number.isFinite(exploration) || exploration < 0) fail('INVALID_CONFIG', `expertBot's exploration is a number of at least 0, not ${String(exploration)}`);
  const iterations = options.iterations ?? (options.timeMs === undefined ? EXPERT_ITERATIONS : undefined);
  return ismctsBot({
    name: 'expert',
    reuse: true,
    horizon: EXPERT_HORIZON,
    treeWithinHorizon: true,
    exploration,
    seed: options.seed ?? 1,
    ...(options.engine && { engine: options.engine }),
    ...(iterations !== undefined && { iterations }),
    ...(options.timeMs !== undefined && { timeMs: options.timeMs }),
  });
}
