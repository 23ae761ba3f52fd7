/**
 * The figures of a simulation, computed from the outcomes of its games taken in game order: the
 * same outcomes always give the same figures, to the last bit, whichever threads played them.
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { GameOutcome } from './game.js';

/**
 * Games played and won by one protocol (or pair), and the share won.
 * @category Simulation
 */
export interface WinRate {
  /** Games played. */
  games: number;
  /** Games won. */
  wins: number;
  /** `wins / games`: games stopped at the turn limit count as played and not won. */
  winRate: number;
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
  /** The two bots, as given. */
  bots: [string, string];
  /** Games won, by seat and by bot. */
  wins: {
    /** Games won by the bot at seat 0 and at seat 1. */
    bySeat: [number, number];
    /** Games won by `bots[0]` and by `bots[1]`, whichever seat each sat at. */
    byBot: [number, number];
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
    /** `winRate - 0.5`. */
    advantage: number;
  };
  /** Mean of the turn each game ended on. */
  meanTurns: number;
  /** Mean number of decisions (actions) per game, draft picks included. */
  meanDecisions: number;
  /** Games stopped as a draw at the turn limit (`maxTurns`): 0 is expected. */
  stoppedAtTurnLimit: number;
  /** For each protocol played, how the seat that had it did; keys sorted. */
  byProtocol: Record<string, WinRate>;
  /** For each pair of protocols on one side ("Fire + Water", names sorted), how that side did; keys sorted. */
  byPair: Record<string, WinRate>;
}

/** The run's figures from its outcomes (in any order: they are sorted by game first). */
export function summarise(seed: string | number, bots: [string, string], outcomes: readonly GameOutcome[]): SimResult {
  const sorted = [...outcomes].sort((a, b) => a.index - b.index);
  const bySeat: [number, number] = [0, 0];
  const byBot: [number, number] = [0, 0];
  const protocols = new Map<string, WinRate>();
  const pairs = new Map<string, WinRate>();
  let turns = 0;
  let decisions = 0;
  let stopped = 0;
  for (const o of sorted) {
    turns += o.turns;
    decisions += o.decisions;
    if (o.reason === 'turnLimit') stopped++;
    if (o.winner !== null) {
      bySeat[o.winner]++;
      byBot[o.botAt[o.winner]]++;
    }
    for (const seat of [0, 1] as const) {
      const won = o.winner === seat;
      for (const name of o.protocols[seat]) count(protocols, name, won);
      for (const pair of pairsOf(o.protocols[seat])) count(pairs, pair, won);
    }
  }
  const games = sorted.length;
  const decided = bySeat[0] + bySeat[1];
  const firstRate = decided === 0 ? 0.5 : bySeat[0] / decided;
  return {
    games,
    seed,
    bots: [bots[0], bots[1]],
    wins: { bySeat, byBot },
    firstPlayer: { seat: 0, wins: bySeat[0], winRate: firstRate, advantage: firstRate - 0.5 },
    meanTurns: games === 0 ? 0 : turns / games,
    meanDecisions: games === 0 ? 0 : decisions / games,
    stoppedAtTurnLimit: stopped,
    byProtocol: sortedRecord(protocols),
    byPair: sortedRecord(pairs),
  };
}

/** Every pair of a side's protocols, each named "A + B" with the names sorted. */
export function pairsOf(protocols: readonly string[]): string[] {
  const names = [...protocols].sort();
  const out: string[] = [];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) out.push(`${names[i]} + ${names[j]}`);
  return out;
}

function count(table: Map<string, WinRate>, key: string, won: boolean): void {
  const r = table.get(key) ?? { games: 0, wins: 0, winRate: 0 };
  r.games++;
  if (won) r.wins++;
  r.winRate = r.wins / r.games;
  table.set(key, r);
}

function sortedRecord(table: Map<string, WinRate>): Record<string, WinRate> {
  const out: Record<string, WinRate> = {};
  for (const key of [...table.keys()].sort()) out[key] = table.get(key)!;
  return out;
}
