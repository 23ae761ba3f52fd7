/**
 * The bots by name, for command lines and tournaments (`--bot ismcts`): each entry makes a fresh
 * bot for one game from its seed and the engine whose rules it may simulate.
 * @module
 */
import type { BotFactory } from './bot.js';
import { EXPERT_ITERATIONS, expertBot } from './expert.js';
import { greedyBot } from './greedy.js';
import { ISMCTS_ITERATIONS, type IsmctsOptions, ismctsBot } from './ismcts.js';
import { randomBot } from './random.js';

/**
 * Every bot of the library, by name: `random`; `greedy` (one step ahead on a determinisation);
 * `ismcts` (information-set MCTS at a fixed {@link ISMCTS_ITERATIONS} iterations per decision, so
 * that its games are reproducible on any machine). `ismcts` takes `options` (`BotOptions.options`):
 * `iterations`, `timeMs`, `exploration`, `iterationsPerWorld`, `horizon` (see `IsmctsOptions`);
 * `expert` (a deeper ISMCTS, at
 * {@link EXPERT_ITERATIONS} iterations and a lower exploration constant, that searches the opponent's reply too and keeps its
 * tree between its decisions of a turn, also on a fixed count).
 * @category Bots
 */
export const BOTS: Readonly<Record<string, BotFactory>> = Object.freeze({
  random: ({ seed }) => randomBot(seed),
  greedy: ({ seed, engine }) => greedyBot(seed, engine),
  ismcts: ({ seed, engine, options }) => ismctsBot({ iterations: ISMCTS_ITERATIONS, ...ismctsSettings(options), seed, engine }),
  expert: ({ seed, engine, options }) => expertBot({ iterations: EXPERT_ITERATIONS, ...ismctsSettings(options), seed, engine }),
});

/** The numeric settings of `IsmctsOptions` found in a bot's options (`simulate` checks them first). */
function ismctsSettings(options: Readonly<Record<string, unknown>> | undefined): Partial<IsmctsOptions> {
  const out: Partial<IsmctsOptions> = {};
  for (const key of ['iterations', 'timeMs', 'exploration', 'iterationsPerWorld', 'horizon'] as const) {
    const v = options?.[key];
    if (typeof v === 'number') out[key] = v;
  }
  return out;
}
