/**
 * The figures of a simulation, computed from counts: the games' outcomes are first tallied (wins,
 * games, turns… all whole numbers), then the figures — rates, intervals, ratings — are derived from
 * the tally alone. Tallies add up, so the figures of a run played in shards and merged are exactly
 * those of the run played at once, to the last bit; only decision times (a clock's) differ.
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { GameOutcome } from './game.js';
import type { ProtocolChoice } from './plan.js';
import { pairingsOf } from './plan.js';
import { type Interval, type PairCount, type Rating, type TimeTally, addTally, bradleyTerry, emptyTally, percentile, wilson } from './stats.js';

export type { Interval, Rating } from './stats.js';

/**
 * Games played and won by one protocol (or pair), the share won, and its 95 % interval.
 * @category Simulation
 */
export interface WinRate {
  /** Games played. */
  games: number;
  /** Games won. */
  wins: number;
  /** `wins / games`: games stopped at the turn limit count as played and not won. */
  winRate: number;
  /** The 95 % Wilson interval of `winRate`. */
  interval: Interval;
}

/**
 * How one bot did over the run, whoever it played.
 * @category Simulation
 */
export interface Standing extends WinRate {
  /** The bot, as labelled in `bots`. */
  bot: string;
  /** Games lost. */
  losses: number;
  /** Games drawn (stopped at the turn limit). */
  draws: number;
  /** Its Bradley–Terry rating, in Elo points from the first bot, with its 95 % interval. */
  rating: Rating;
}

/**
 * The games two bots played against each other.
 * @category Simulation
 */
export interface Pairing {
  /** The two bots, as indices into `bots`. */
  bots: [number, number];
  /** Games they played. */
  games: number;
  /** Games won by each of the two. */
  wins: [number, number];
  /** Games stopped at the turn limit. */
  draws: number;
}

/**
 * How long a bot took to decide, from the harness's clock: the one part of a result that depends
 * on the machine (and that a merged run sums rather than reproduces).
 * @category Simulation
 */
export interface DecisionTimes {
  /** Decisions timed. */
  decisions: number;
  /** Their mean, in milliseconds. */
  meanMs: number;
  /** The 95th percentile, read from `histogram` (at most 19 % above the true one). */
  p95Ms: number;
  /** The longest, in milliseconds. */
  maxMs: number;
  /** The sum of every decision's time (so that results can be merged). */
  totalMs: number;
  /** Decisions by quarter-octave: bucket `b` counts those that took up to 2^(b/4) µs (so that results can be merged). */
  histogram: Record<string, number>;
}

/**
 * What was played: the settings a result came from (what `sim-merge` checks before adding results up).
 * @category Simulation
 */
export interface RunSettings {
  /** Games per pairing of bots (the run's games, with two bots). */
  gamesPerPairing: number;
  /** How the protocols were chosen. */
  protocols: ProtocolChoice;
  /** The card sets in play (`null`: every set). */
  sets: string[] | null;
  /** The turn limit given (`null`: the engine's default). */
  maxTurns: number | null;
  /** Whether the bots swapped seats every other game. */
  alternate: boolean;
  /** The protocol files the engine was built with (empty: the official cards only). */
  protocolFiles: string[];
  /** The handler modules it was built with. */
  handlerModules: string[];
}

/**
 * The slice of a run a result covers: shard `index` of `of`, its games `from` … `to - 1`.
 * @category Simulation
 */
export interface Shard {
  /** Which shard, from 1. */
  index: number;
  /** How many shards the run is cut into. */
  of: number;
  /** Its first game's index in the run. */
  from: number;
  /** One past its last game's index. */
  to: number;
}

/**
 * What a simulation found.
 * @category Simulation
 */
export interface SimResult {
  /** Games played. */
  games: number;
  /** The run's seed, as given. */
  seed: string | number;
  /** The bots, as labelled (`'random'`, `'ismcts:iterations=1000'`, `'./my-bot.mjs'`, `'cmd:python3 bot.py'`). */
  bots: string[];
  /** What was played. */
  settings: RunSettings;
  /** The slice of the run played (`null`: the whole run). */
  shard: Shard | null;
  /** Games won, by seat and by bot. */
  wins: {
    /** Games won by the bot at seat 0 and at seat 1. */
    bySeat: [number, number];
    /** Games won by each bot, whichever seat it sat at. */
    byBot: number[];
  };
  /**
   * The player who took the first turn (seat 0 in every game: the engine's default, and the first
   * to draft). `winRate` is over the games that had a winner (0.5 when none had); `advantage` is
   * `winRate - 0.5`.
   */
  firstPlayer: {
    /** Its seat. */
    seat: PlayerId;
    /** Games it won. */
    wins: number;
    /** Its share of the games that had a winner. */
    winRate: number;
    /** The 95 % Wilson interval of `winRate`. */
    interval: Interval;
    /** `winRate - 0.5`. */
    advantage: number;
  };
  /** Mean of the turn each game ended on. */
  meanTurns: number;
  /** Mean number of decisions (actions) per game, draft picks included. */
  meanDecisions: number;
  /** The sums the means come from. */
  totals: {
    /** The sum of the turns the games ended on. */
    turns: number;
    /** Decisions in all games. */
    decisions: number;
  };
  /** Games stopped as a draw at the turn limit (`maxTurns`): 0 is expected. */
  stoppedAtTurnLimit: number;
  /** Each bot's games, wins, win rate with its interval, and rating, in the order of `bots`. */
  standings: Standing[];
  /** The games of each pair of bots, in the order (0, 1), (0, 2) … (1, 2) … */
  pairings: Pairing[];
  /** For each protocol played, how the seat that had it did; keys sorted. */
  byProtocol: Record<string, WinRate>;
  /** For each pair of protocols on one side ("Fire + Water", names sorted), how that side did; keys sorted. */
  byPair: Record<string, WinRate>;
  /** Each bot's decision times (the only figures that differ from one playing of a run to another). */
  timing: {
    /** In the order of `bots`. */
    byBot: DecisionTimes[];
  };
}

/** Who played and how: what a result says besides its counts. */
export interface RunInfo {
  seed: string | number;
  bots: string[];
  settings: RunSettings;
  shard: Shard | null;
}

/** The counts of a run or a part of it: what adds up. */
export interface Tally {
  games: number;
  bySeat: [number, number];
  byBot: number[];
  turns: number;
  decisions: number;
  stopped: number;
  protocols: Map<string, { games: number; wins: number }>;
  pairs: Map<string, { games: number; wins: number }>;
  pairings: PairCount[];
  times: TimeTally[];
}

export function emptyCount(bots: number): Tally {
  return {
    games: 0, bySeat: [0, 0], byBot: new Array<number>(bots).fill(0), turns: 0, decisions: 0, stopped: 0,
    protocols: new Map(), pairs: new Map(),
    pairings: pairingsOf(bots).map((p) => ({ bots: p, games: 0, wins: [0, 0] })),
    times: Array.from({ length: bots }, emptyTally),
  };
}

/** The run's figures from its outcomes (in any order: they are counted in game order). */
export function summarise(info: RunInfo, outcomes: readonly GameOutcome[]): SimResult {
  const t = emptyCount(info.bots.length);
  const index = new Map(t.pairings.map((p, k) => [`${p.bots[0]},${p.bots[1]}`, k]));
  for (const o of [...outcomes].sort((a, b) => a.index - b.index)) {
    t.games++;
    t.turns += o.turns;
    t.decisions += o.decisions;
    if (o.reason === 'turnLimit') t.stopped++;
    const [lo, hi] = o.botAt[0] < o.botAt[1] ? [o.botAt[0], o.botAt[1]] : [o.botAt[1], o.botAt[0]];
    const pairing = t.pairings[index.get(`${lo},${hi}`)!]!;
    pairing.games++;
    if (o.winner !== null) {
      t.bySeat[o.winner]++;
      const bot = o.botAt[o.winner];
      t.byBot[bot]!++;
      pairing.wins[bot === lo ? 0 : 1]++;
    }
    for (const seat of [0, 1] as const) {
      const won = o.winner === seat;
      for (const name of o.protocols[seat]) count(t.protocols, name, won ? 1 : 0, 1);
      for (const pair of pairsOf(o.protocols[seat])) count(t.pairs, pair, won ? 1 : 0, 1);
      addTally(t.times[o.botAt[seat]]!, o.times[seat]);
    }
  }
  return figures(info, t);
}

/** The figures of a tally. */
export function figures(info: RunInfo, t: Tally): SimResult {
  const decided = t.bySeat[0] + t.bySeat[1];
  const firstRate = decided === 0 ? 0.5 : t.bySeat[0] / decided;
  const ratings = bradleyTerry(info.bots.length, t.pairings);
  const standings = info.bots.map((bot, k): Standing => {
    const mine = t.pairings.filter((p) => p.bots.includes(k));
    const games = mine.reduce((n, p) => n + p.games, 0);
    const draws = mine.reduce((n, p) => n + p.games - p.wins[0] - p.wins[1], 0);
    const wins = t.byBot[k]!;
    return { bot, ...rate(games, wins), losses: games - wins - draws, draws, rating: ratings[k]! };
  });
  return {
    games: t.games,
    seed: info.seed,
    bots: [...info.bots],
    settings: info.settings,
    shard: info.shard,
    wins: { bySeat: [t.bySeat[0], t.bySeat[1]], byBot: [...t.byBot] },
    firstPlayer: { seat: 0, wins: t.bySeat[0], winRate: firstRate, interval: wilson(t.bySeat[0], decided), advantage: firstRate - 0.5 },
    meanTurns: t.games === 0 ? 0 : t.turns / t.games,
    meanDecisions: t.games === 0 ? 0 : t.decisions / t.games,
    totals: { turns: t.turns, decisions: t.decisions },
    stoppedAtTurnLimit: t.stopped,
    standings,
    pairings: t.pairings.map((p) => ({ bots: [p.bots[0], p.bots[1]], games: p.games, wins: [p.wins[0], p.wins[1]], draws: p.games - p.wins[0] - p.wins[1] })),
    byProtocol: sortedRates(t.protocols),
    byPair: sortedRates(t.pairs),
    timing: { byBot: t.times.map(decisionTimes) },
  };
}

/** Every pair of a side's protocols, each named "A + B" with the names sorted. */
export function pairsOf(protocols: readonly string[]): string[] {
  const names = [...protocols].sort();
  const out: string[] = [];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) out.push(`${names[i]} + ${names[j]}`);
  return out;
}

export function count(table: Map<string, { games: number; wins: number }>, key: string, wins: number, games: number): void {
  const r = table.get(key) ?? { games: 0, wins: 0 };
  r.games += games;
  r.wins += wins;
  table.set(key, r);
}

const rate = (games: number, wins: number): WinRate => ({ games, wins, winRate: games === 0 ? 0 : wins / games, interval: wilson(wins, games) });

function sortedRates(table: Map<string, { games: number; wins: number }>): Record<string, WinRate> {
  const out: Record<string, WinRate> = {};
  for (const key of [...table.keys()].sort()) out[key] = rate(table.get(key)!.games, table.get(key)!.wins);
  return out;
}

function decisionTimes(t: TimeTally): DecisionTimes {
  const sorted: Record<string, number> = {};
  for (const b of Object.keys(t.histogram).map(Number).sort((x, y) => x - y)) sorted[String(b)] = t.histogram[String(b)]!;
  return { decisions: t.decisions, meanMs: t.decisions === 0 ? 0 : t.totalMs / t.decisions, p95Ms: percentile(t, 0.95), maxMs: t.maxMs, totalMs: t.totalMs, histogram: sorted };
}
