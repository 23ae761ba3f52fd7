/**
 * compile-engine/bots — bots that play fair: each decides from what its seat may know (its view,
 * its legal actions, the events it saw), never from the full state.
 *
 * - {@link playGame}: the harness that seats two bots and gives each only its seat's knowledge;
 *   {@link playGameInPlace}, the same on the simulation path (what `simulate` plays with);
 *   {@link playGameAsync} / {@link playGameInPlaceAsync} for bots that answer with a promise; a
 *   per-decision time limit, and `BotError` naming the seat and decision of a bot that failed;
 * - {@link randomBot}, {@link greedyBot}, {@link ismctsBot}, and {@link BOTS} by name;
 * - {@link determinize} / {@link InformationSet}: full states consistent with what a seat knows,
 *   the building block of search bots, drawn with a {@link seededRng} (a seeded random-number
 *   generator, as the bots use for their own choices).
 * @module compile-engine/bots
 */
export type { AsyncBot, Bot, BotFactory, BotOptions, Decision } from './bots/bot.js';
export { seededRng } from './bots/bot.js';
export type { BotFailure } from './bots/bot-error.js';
export { BotError } from './bots/bot-error.js';
export type { PlayAsyncOptions, PlayedGame, PlayedStep, PlayOptions } from './bots/play.js';
export { playGame, playGameAsync, playGameInPlace, playGameInPlaceAsync } from './bots/play.js';
export { randomBot } from './bots/random.js';
export { greedyBot, score } from './bots/greedy.js';
export type { Rng } from './bots/determinize.js';
export { determinize, InformationSet } from './bots/determinize.js';
export type { Zones } from './bots/whereabouts.js';
export { Whereabouts, whereabouts, zone } from './bots/whereabouts.js';
export type { IsmctsOptions, PlayoutPolicy } from './bots/ismcts.js';
export { ISMCTS_ITERATIONS, evaluateView, ismctsBot, moveKey, randomPlayout } from './bots/ismcts.js';
export type { ExpertOptions } from './bots/expert.js';
export { EXPERT_EXPLORATION, EXPERT_HORIZON, EXPERT_ITERATIONS, expertBot } from './bots/expert.js';
export { BOTS } from './bots/registry.js';
