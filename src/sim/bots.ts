/**
 * Bots by name: the simulator, its worker threads and the command line find a bot only through
 * {@link botByName}, since a function cannot cross into a worker thread but a name can.
 *
 * This is the one place where the simulator meets the bot registry. Until `src/bots/index.ts`
 * exports `BOTS`, the table below holds a uniformly random bot on the {@link Bot} interface.
 * @module
 */
import { type Bot, type BotFactory, botRandom } from '../bots/bot.js';
import { fail } from '../errors.js';
import { quote } from '../state/text.js';

/** A bot that picks uniformly among its legal actions with its own seeded generator. */
const randomPlayer: BotFactory = ({ seed }): Bot => {
  const pick = botRandom(seed);
  return { name: 'random', choose: ({ legal }) => legal[pick(legal.length)]! };
};

/** The bots that can be named. */
const REGISTRY: Readonly<Record<string, BotFactory>> = Object.freeze(Object.assign(Object.create(null) as Record<string, BotFactory>, { random: randomPlayer }));

/** The names {@link botByName} knows, sorted. */
export function botNames(): string[] {
  return Object.keys(REGISTRY).sort();
}

/** The factory of the bot called `name`; an unknown name is `INVALID_CONFIG`, listing the known ones. */
export function botByName(name: string): BotFactory {
  const factory = typeof name === 'string' ? REGISTRY[name] : undefined;
  return factory ?? fail('INVALID_CONFIG', `unknown bot ${typeof name === 'string' ? quote(name) : String(name)} (known: ${botNames().join(', ')})`);
}
