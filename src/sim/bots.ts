/**
 * Bots by name: the simulator, its worker threads and the command line find a bot only through
 * {@link botByName}, since a function cannot cross into a worker thread but a name can. The names
 * are those of the bot registry, `BOTS` (random, greedy, ismcts, expert).
 * @module
 */
import type { BotFactory } from '../bots/bot.js';
import { BOTS } from '../bots/registry.js';
import { fail } from '../errors.js';
import { describeValue, quote } from '../state/text.js';

/**
 * The names {@link botByName} knows, in the registry's order (random first).
 * @category Simulation
 */
export function botNames(): string[] {
  return Object.keys(BOTS);
}

/**
 * The factory of the bot called `name`; an unknown name is `INVALID_CONFIG`, listing the known ones.
 * @category Simulation
 */
export function botByName(name: string): BotFactory {
  const factory = typeof name === 'string' && Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
  return factory ?? fail('INVALID_CONFIG', `unknown bot ${typeof name === 'string' ? quote(name) : describeValue(name)} (known: ${botNames().join(', ')})`);
}
