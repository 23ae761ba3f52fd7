/**
 * `compile-engine/sim`: many seeded games between bots, on this thread or on every core, summed up
 * as win rates with their intervals — per seat, per bot, per protocol and per pair of protocols —
 * a rating table for a round-robin, and each bot's decision times.
 *
 * ```ts
 * import { simulate } from 'compile-engine/sim';
 * const result = await simulate({ games: 1000, seed: 7, bots: ['random', 'random'], workers: 2 });
 * console.log(result.wins, result.firstPlayer.advantage);
 * ```
 *
 * Bots are built-in ones by name (with options), JavaScript modules, or programs in any language
 * speaking JSON Lines; the cards may include protocol files and custom handler modules. A run
 * can be split into shards (on many machines) and the shards' results merged into exactly the
 * whole run's.
 *
 * A separate entry point from `compile-engine` because it uses Node's `worker_threads`: the main
 * entry stays free of Node modules. The bots it seats, and their types, are in
 * `compile-engine/bots`.
 * @module compile-engine/sim
 */
export { DEFAULT_DECISION_MS, MAX_COUNT, simulate, workerLimit } from './sim/simulate.js';
export type { SimulateOptions, SimProgress, ProtocolChoice } from './sim/simulate.js';
export type { DecisionTimes, Interval, Pairing, Rating, RunSettings, Shard, SimResult, Standing, WinRate } from './sim/summary.js';
export type { EngineSource } from './sim/content.js';
export { mergeResults } from './sim/merge.js';
export type { BotSpec, BuiltinBotSpec, JsonValue, ModuleBotSpec, ProcessBotSpec } from './sim/bots.js';
export { botByName, botNames } from './sim/bots.js';
