/**
 * `compile-engine/sim`: many seeded games between bots, on this thread or on every core, summed up
 * as win rates — per seat, per bot, per protocol and per pair of protocols.
 *
 * ```ts
 * import { simulate } from 'compile-engine/sim';
 * const result = await simulate({ games: 1000, seed: 7, bots: ['random', 'random'], workers: 2 });
 * console.log(result.wins, result.firstPlayer.advantage);
 * ```
 *
 * A separate entry point from `compile-engine` because it uses Node's `worker_threads`: the main
 * entry stays free of Node modules. The bots it seats, and their types, are in
 * `compile-engine/bots`.
 * @module compile-engine/sim
 */
export { simulate } from './sim/simulate.js';
export type { SimulateOptions, SimProgress, ProtocolChoice } from './sim/simulate.js';
export type { SimResult, WinRate } from './sim/summary.js';
export { botByName, botNames } from './sim/bots.js';
