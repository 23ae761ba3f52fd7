/**
 * A random bot: picks uniformly among the legal actions with its own seeded generator, so that
 * a game between random bots is reproducible from the two seeds.
 * @module
 */
import { type Bot, seededRng } from './bot.js';

/**
 * A bot that plays uniformly random legal actions.
 * @category Bots
 */
export function randomBot(seed = 1): Bot {
  const r = seededRng(seed);
  return {
    name: 'random',
    choose: ({ legal }) => legal[r(legal.length)]!,
  };
}
