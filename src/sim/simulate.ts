/**
 * `simulate`: many seeded games between two bots, on this thread or on worker threads, summed up
 * as win rates. A run is determined by its options: the same seed gives the same figures and the
 * same records, whether it is played on this thread or on any number of workers.
 * @module
 */
import { fail, readingInput } from '../errors.js';
import { copyInput } from '../state/copy.js';
import { quote } from '../state/text.js';
import { CompileEngineError, defaultEngine } from '../api.js';
import type { GameRecord } from '../records/record.js';
import { botByName } from './bots.js';
import { type GameOutcome, type PlayedResult, playPlanned, poolOf } from './game.js';
import { type ProtocolChoice, type SimSetup, planGame } from './plan.js';
import { failure, playInWorkers } from './pool.js';
import { type SimResult, summarise } from './summary.js';

export type { ProtocolChoice } from './plan.js';

/**
 * How far a run has got.
 * @category Simulation
 */
export interface SimProgress {
  /** Games played so far. */
  done: number;
  /** Games in the run. */
  total: number;
}

/**
 * What {@link simulate} plays.
 * @category Simulation
 */
export interface SimulateOptions {
  /** How many games (a whole number ≥ 1). */
  games: number;
  /** The run's seed: game `i` has the engine seed `"<seed>#<i>"`, and its bots' seeds are derived from it. */
  seed: string | number;
  /** The two bots, by name (see `botNames()`). */
  bots: [string, string];
  /**
   * The protocols: both seats' by line, the same every game; `'draft'` (the default): the bots
   * draft them; `'random'`: six drawn at random for each game.
   */
  protocols?: ProtocolChoice;
  /** The card sets in play (default: every set). */
  sets?: string[];
  /** The engine's turn limit (default 500): a game still going then is stopped as a draw. */
  maxTurns?: number;
  /** Swap the bots' seats every other game, so that each plays first half the time (default true). */
  alternate?: boolean;
  /**
   * Worker threads to play on: `0` (the default) plays on this thread. The figures and records
   * are the same for any number.
   */
  workers?: number;
  /** Called after every game (on this thread), with how many are done. */
  onProgress?: (progress: SimProgress) => void;
  /** Receives each game's record, in game order, as soon as it and every earlier game are done. */
  onRecord?: (record: GameRecord, index: number) => void;
  /** Keep each seat's event log in the records (default false; only with `onRecord`). */
  events?: boolean;
}

/**
 * Plays `games` seeded games between two bots and sums them up (see {@link SimResult}). With
 * `workers: n`, the games are shared among `n` worker threads; the result is identical to the
 * single-threaded run. Refuses bad options with `INVALID_CONFIG` before any game is played; a game
 * that fails (a bot choosing an illegal action) rejects the promise with its error, naming the game.
 * @category Simulation
 */
export async function simulate(options: SimulateOptions): Promise<SimResult> {
  const { setup, workers, onProgress, onRecord } = readOptions(options);
  const outcomes: GameOutcome[] = [];
  const inOrder = recordsInOrder(onRecord);
  const take = (r: PlayedResult) => {
    outcomes.push(r.outcome);
    if (r.record) inOrder(r.outcome.index, r.record);
    onProgress?.({ done: outcomes.length, total: setup.games });
  };
  if (workers === 0) await playHere(setup, take);
  else await playInWorkers(setup, Math.min(workers, setup.games), take);
  return summarise(setup.seed, setup.bots, outcomes);
}

/** Plays the run on this thread, letting the event loop breathe every few milliseconds. */
async function playHere(setup: SimSetup, take: (r: PlayedResult) => void): Promise<void> {
  const engine = defaultEngine();
  let slice = performance.now();
  for (let index = 0; index < setup.games; index++) {
    let played: PlayedResult;
    try {
      played = playPlanned(engine, setup, index);
    } catch (e) {
      throw e instanceof Error ? failure(index, e instanceof CompileEngineError ? e.code : null, e.message, e) : e;
    }
    take(played);
    if (performance.now() - slice > 25) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
}

/** Hands records to `onRecord` in game order, holding back those that finish early. */
function recordsInOrder(onRecord: SimulateOptions['onRecord']): (index: number, record: GameRecord) => void {
  const waiting = new Map<number, GameRecord>();
  let next = 0;
  return (index, record) => {
    if (!onRecord) return;
    waiting.set(index, record);
    for (let r = waiting.get(next); r; r = waiting.get(next)) {
      waiting.delete(next);
      onRecord(r, next++);
    }
  };
}

const KNOWN = ['games', 'seed', 'bots', 'protocols', 'sets', 'maxTurns', 'alternate', 'workers', 'onProgress', 'onRecord', 'events'];

/** The options, checked: a plain-data setup for the workers, and the callbacks kept on this thread. */
function readOptions(options: SimulateOptions): { setup: SimSetup; workers: number; onProgress: SimulateOptions['onProgress']; onRecord: SimulateOptions['onRecord'] } {
  if (typeof options !== 'object' || options === null) fail('INVALID_CONFIG', 'simulate takes an options object such as { games, seed, bots }');
  // Read once, as the engine reads its input: a getter or Proxy that throws is a bad option.
  const given = readingInput('INVALID_CONFIG', 'simulate could not read its options', () => ({ ...options }));
  const { onProgress, onRecord, ...data } = given;
  for (const key of Object.keys(given)) if (!KNOWN.includes(key)) fail('INVALID_CONFIG', `simulate: unknown option ${quote(key)} (known: ${KNOWN.join(', ')})`);
  for (const [name, f] of [['onProgress', onProgress], ['onRecord', onRecord]] as const) if (f !== undefined && typeof f !== 'function') fail('INVALID_CONFIG', `${name} must be a function`);
  const o = copyInput(data, { depth: 4, nodes: 1000, undefinedIsAbsent: true }, 'INVALID_CONFIG', 'the options') as Record<string, any>;
  const games = count(o.games, 'games', 1);
  const workers = o.workers === undefined ? 0 : count(o.workers, 'workers', 0);
  if (typeof o.seed !== 'string' && typeof o.seed !== 'number') fail('INVALID_CONFIG', 'seed must be a string or a number');
  if (!Array.isArray(o.bots) || o.bots.length !== 2) fail('INVALID_CONFIG', 'bots must name two bots, such as ["random", "random"]');
  for (const name of o.bots) botByName(name as string);
  if (o.alternate !== undefined && typeof o.alternate !== 'boolean') fail('INVALID_CONFIG', 'alternate must be true or false');
  if (o.events !== undefined && typeof o.events !== 'boolean') fail('INVALID_CONFIG', 'events must be true or false');
  const setup: SimSetup = {
    games,
    seed: o.seed,
    bots: [o.bots[0] as string, o.bots[1] as string],
    protocols: protocolChoice(o.protocols),
    sets: o.sets as string[] | undefined,
    maxTurns: o.maxTurns as number | undefined,
    alternate: o.alternate ?? true,
    records: onRecord !== undefined,
    events: onRecord !== undefined && o.events === true,
  };
  // The engine checks sets, protocols and the turn limit: let it refuse them once, here, rather
  // than in every game of every worker.
  const engine = defaultEngine();
  engine.createGame(planGame(setup, 0, () => poolOf(engine, setup.sets)).config);
  if (setup.protocols === 'random' && poolOf(engine, setup.sets).length < 6) fail('INVALID_CONFIG', 'random protocols need at least six protocols in the sets');
  return { setup, workers, onProgress, onRecord };
}

/** A whole number of at least `min` (and at most a billion). */
function count(v: unknown, name: string, min: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > 1e9) fail('INVALID_CONFIG', `${name} must be a whole number from ${min} to 1e9`);
  return v;
}

function protocolChoice(v: unknown): ProtocolChoice {
  if (v === undefined || v === 'draft' || v === 'random') return v ?? 'draft';
  const ok = Array.isArray(v) && v.length === 2 && v.every((side) => Array.isArray(side) && side.length === 3 && side.every((p) => typeof p === 'string'));
  return ok ? (v as [string[], string[]]) : fail('INVALID_CONFIG', 'protocols must be "draft", "random", or three protocol names for each seat');
}
