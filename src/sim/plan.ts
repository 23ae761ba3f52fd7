/**
 * What a simulation plays, as plain data that can be sent to a worker thread: the settings, and
 * for game `i` its config, which bot sits where and each bot's seed — all derived from the run's
 * seed and `i` alone, so that a game is the same whichever thread plays it, and in whatever order.
 * @module
 */
import type { GameConfig } from '../state/config.js';
import type { PlayerId } from '../state/types.js';
import { seededRng } from '../bots/bot.js';

/**
 * How each game's protocols are chosen.
 * @category Simulation
 */
export type ProtocolChoice =
  /** Both seats' protocols by line, the same in every game. */
  | [string[], string[]]
  /** The two bots draft them (1-2-2-1) from the protocols of the sets in play. */
  | 'draft'
  /** Six different protocols drawn at random for each game from the sets in play. */
  | 'random';

/** A simulation's settings, as plain data (what a worker thread receives). */
export interface SimSetup {
  games: number;
  seed: string | number;
  /** The two bots, by registry name: `bots[0]` sits at seat 0 in even games. */
  bots: [string, string];
  protocols: ProtocolChoice;
  /** The card sets in play (`undefined`: every set). */
  sets: string[] | undefined;
  maxTurns: number | undefined;
  /** Swap the bots' seats in odd games. */
  alternate: boolean;
  /** Keep a record of each game; with `events`, each seat's event log in it. */
  records: boolean;
  events: boolean;
}

/** One game of a run: how it starts and who plays it. */
export interface GamePlan {
  index: number;
  config: GameConfig;
  /** Which of the run's two bots sits at each seat (an index into {@link SimSetup.bots}). */
  botAt: [0 | 1, 0 | 1];
  /** Each seat's bot seed. */
  botSeeds: [number, number];
}

/** A 32-bit number from a text (FNV-1a): a seed that changes with every character of `text`. */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Game `index` of a run. Its engine seed is the text "seed#index"; the bots' seeds and a random
 * choice of protocols come from hashes of that text, never from another game.
 */
export function planGame(setup: SimSetup, index: number, protocolNames: () => string[]): GamePlan {
  const seed = `${setup.seed}#${index}`;
  const swapped = setup.alternate && index % 2 === 1;
  const config: GameConfig = { seed };
  if (Array.isArray(setup.protocols)) config.protocols = [[...setup.protocols[0]], [...setup.protocols[1]]];
  else if (setup.protocols === 'random') config.protocols = randomProtocols(protocolNames(), seedFrom(`${seed}/protocols`));
  if (setup.sets) config.sets = [...setup.sets];
  if (setup.maxTurns !== undefined) config.maxTurns = setup.maxTurns;
  return {
    index,
    config,
    botAt: swapped ? [1, 0] : [0, 1],
    botSeeds: [seedFrom(`${seed}/seat0`), seedFrom(`${seed}/seat1`)],
  };
}

/** Six different protocols out of `pool`, three per seat. */
function randomProtocols(pool: readonly string[], seed: number): [string[], string[]] {
  const pick = seededRng(seed);
  const left = [...pool];
  const chosen: string[] = [];
  for (let i = 0; i < 6; i++) chosen.push(left.splice(pick(left.length), 1)[0]!);
  return [chosen.slice(0, 3), chosen.slice(3)];
}

/** The seat the bot `bot` (0 or 1) plays in a game. */
export const seatOf = (plan: GamePlan, bot: 0 | 1): PlayerId => (plan.botAt[0] === bot ? 0 : 1);
