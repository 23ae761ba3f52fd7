/**
 * `simulate`: many seeded games between two bots, on this thread or on worker threads, summed up
 * as win rates. A run is determined by its options: the same seed gives the same figures and the
 * same records, whether it is played on this thread or on any number of workers.
 * @module
 */
import { availableParallelism } from 'node:os';
import { fail, readingInput } from '../errors.js';
import { copyInput } from '../state/copy.js';
import { quote } from '../state/text.js';
import { CompileEngineError } from '../api.js';
import { BotError } from '../bots/bot-error.js';
import type { GameRecord } from '../records/record.js';
import { type BotSpec, moduleFactory, readBotSpec } from './bots.js';
import { type EngineSource, engineFrom, resolveSource } from './content.js';
import { type GameOutcome, type PlayedResult, playPlanned, poolOf, seat } from './game.js';
import { type ProtocolChoice, type SimSetup, pairingsOf, planGame } from './plan.js';
import { failure, playInWorkers, startWorkers } from './pool.js';
import { type RunInfo, type SimResult, summarise } from './summary.js';

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
  /** How many games (a whole number from 1 to 1e9); with more than two bots, how many each pair of them plays. */
  games: number;
  /** The run's seed: game `i` has the engine seed `"<seed>#<i>"`, and its bots' seeds are derived from it. */
  seed: string | number;
  /**
   * The bots: two, or more for a round-robin in which every pair plays `games` games (seats
   * alternated within each pairing), summed up with a rating table (`standings`). Each is a
   * built-in bot by name (`'ismcts'`, `{ name: 'ismcts', iterations: 1000 }`), a module whose
   * export makes the bot (`'./my-bot.mjs'`, `{ module, export, options }`), or a program speaking
   * JSON Lines (`'cmd:python3 my_bot.py'`): see {@link BotSpec}.
   */
  bots: BotSpec[];
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
  /** The cards: the official ones, with protocol files and handler modules added (see {@link EngineSource}). */
  engine?: EngineSource;
  /**
   * Milliseconds a bot may spend on one decision (default 60,000). A bot that takes longer fails
   * the run with a `BotError` (`reason: 'timeout'`) naming the game, the seat and the decision: the
   * run stops, the game is not scored as a loss. An async bot (a process bot) is raced against the
   * limit; a sync bot is checked when it returns, and on worker threads a sync bot still deciding
   * a quarter of a second past the limit has its worker stopped. On this thread (`workers: 0`) a
   * sync bot that never returns cannot be stopped.
   */
  decisionMs?: number;
  /**
   * Play only shard `index` of `of` (1-based, as `sim --shard 2/3`): a contiguous, deterministic
   * slice of the run's games, the same whoever plays it. `mergeResults` adds the shards' results
   * up to exactly the whole run's.
   */
  shard?: {
    /** Which shard, from 1. */
    index: number;
    /** How many shards the run is cut into. */
    of: number;
  };
  /** Where relative paths of bots, protocol files and handler modules are resolved from (default: `process.cwd()`). */
  cwd?: string;
  /**
   * Worker threads to play on: `0` (the default) plays on this thread. The figures and records
   * are the same for any number. At most one per core is started (`os.availableParallelism()`,
   * see {@link workerLimit}): more threads than cores would not play faster, and each costs
   * memory (a thousand cost gigabytes).
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
 * The default of {@link SimulateOptions.decisionMs}: a minute, far beyond any bot of the library, so that only a bot that hangs reaches it.
 * @category Simulation
 */
export const DEFAULT_DECISION_MS = 60_000;

/**
 * Plays seeded games between bots and sums them up (see {@link SimResult}). With `workers: n`, the
 * games are shared among `n` worker threads; the result is identical to the single-threaded run
 * (but for `timing`, a clock's figures). Refuses bad options with `INVALID_CONFIG` before any game
 * is played; a game that fails rejects the promise with its error, naming the game — a bot that
 * fails (throws, runs past `decisionMs`, answers garbage, or its program dies) with a `BotError`.
 * @category Simulation
 */
export async function simulate(options: SimulateOptions): Promise<SimResult> {
  // Threads start while the options are checked (the engine built, modules imported) rather than after.
  const asked = (options as Partial<SimulateOptions> | null)?.workers;
  if (typeof asked === 'number' && Number.isInteger(asked) && asked > 0) startWorkers(Math.min(asked, workerLimit(), Number(options.games) || 1));
  const { setup, info, workers, onProgress, onRecord } = await readOptions(options);
  const outcomes: GameOutcome[] = [];
  const inOrder = recordsInOrder(onRecord, setup.from);
  const total = setup.to - setup.from;
  const take = (r: PlayedResult) => {
    outcomes.push(r.outcome);
    if (r.record) inOrder(r.outcome.index, r.record);
    onProgress?.({ done: outcomes.length, total });
  };
  if (workers === 0) await playHere(setup, take);
  else await playInWorkers(setup, Math.min(workers, total, workerLimit()), take);
  return summarise(info, outcomes);
}

/**
 * The most worker threads {@link simulate} starts: the machine's cores, as
 * `os.availableParallelism()` counts them (the CPUs this process may run on). A larger `workers`
 * is played on this many.
 * @category Simulation
 */
export function workerLimit(): number {
  return Math.max(1, availableParallelism());
}

/** Plays the run on this thread, letting the event loop breathe every few milliseconds. */
async function playHere(setup: SimSetup, take: (r: PlayedResult) => void): Promise<void> {
  const seating = await seat(setup);
  try {
    let slice = performance.now();
    for (let index = setup.from; index < setup.to; index++) {
      let played: PlayedResult;
      try {
        played = await playPlanned(seating, setup, index);
      } catch (e) {
        if (e instanceof BotError) throw failure(index, e.code, e.message, e.cause, e);
        throw e instanceof Error ? failure(index, e instanceof CompileEngineError ? e.code : null, e.message, e) : e;
      }
      take(played);
      if (performance.now() - slice > 25) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
  } finally {
    await seating.close();
  }
}

/** Hands records to `onRecord` in game order, holding back those that finish early. */
function recordsInOrder(onRecord: SimulateOptions['onRecord'], first: number): (index: number, record: GameRecord) => void {
  const waiting = new Map<number, GameRecord>();
  let next = first;
  return (index, record) => {
    if (!onRecord) return;
    waiting.set(index, record);
    for (let r = waiting.get(next); r; r = waiting.get(next)) {
      waiting.delete(next);
      onRecord(r, next++);
    }
  };
}

const KNOWN = ['games', 'seed', 'bots', 'protocols', 'sets', 'maxTurns', 'alternate', 'engine', 'decisionMs', 'shard', 'cwd', 'workers', 'onProgress', 'onRecord', 'events'];

/** The most bots a round-robin seats (45 pairings). */
const MAX_BOTS = 10;

/** The options, checked: a plain-data setup for the workers, what the result says about the run, and the callbacks kept on this thread. */
async function readOptions(options: SimulateOptions): Promise<{ setup: SimSetup; info: RunInfo; workers: number; onProgress: SimulateOptions['onProgress']; onRecord: SimulateOptions['onRecord'] }> {
  if (typeof options !== 'object' || options === null) fail('INVALID_CONFIG', 'simulate takes an options object such as { games, seed, bots }');
  // Read once, as the engine reads its input: a getter or Proxy that throws is a bad option.
  const given = readingInput('INVALID_CONFIG', 'simulate could not read its options', () => ({ ...options }));
  const { onProgress, onRecord, ...data } = given;
  for (const key of Object.keys(given)) if (!KNOWN.includes(key)) fail('INVALID_CONFIG', `simulate: unknown option ${quote(key)} (known: ${KNOWN.join(', ')})`);
  for (const [name, f] of [['onProgress', onProgress], ['onRecord', onRecord]] as const) if (f !== undefined && typeof f !== 'function') fail('INVALID_CONFIG', `${name} must be a function`);
  const o = copyInput(data, { depth: 8, nodes: 10_000, undefinedIsAbsent: true }, 'INVALID_CONFIG', 'the options') as Record<string, any>;
  const games = count(o.games, 'games', 1);
  const workers = o.workers === undefined ? 0 : count(o.workers, 'workers', 0);
  if (typeof o.seed !== 'string' && typeof o.seed !== 'number') fail('INVALID_CONFIG', 'seed must be a string or a number');
  if (o.cwd !== undefined && typeof o.cwd !== 'string') fail('INVALID_CONFIG', 'cwd must be a directory');
  const cwd = (o.cwd as string | undefined) ?? process.cwd();
  if (!Array.isArray(o.bots) || o.bots.length < 2 || o.bots.length > MAX_BOTS) fail('INVALID_CONFIG', `bots must list two bots (or up to ${MAX_BOTS} for a round-robin), such as ["random", "greedy"]`);
  const bots = o.bots.map((b: unknown) => readBotSpec(b, cwd));
  if (o.alternate !== undefined && typeof o.alternate !== 'boolean') fail('INVALID_CONFIG', 'alternate must be true or false');
  if (o.events !== undefined && typeof o.events !== 'boolean') fail('INVALID_CONFIG', 'events must be true or false');
  if (o.decisionMs !== undefined && (typeof o.decisionMs !== 'number' || !(o.decisionMs > 0) || !Number.isFinite(o.decisionMs))) fail('INVALID_CONFIG', 'decisionMs must be a number of milliseconds above 0');
  const source = resolveSource(o.engine, cwd);
  const whole = games * pairingsOf(bots.length).length;
  if (whole > MAX_COUNT) fail('INVALID_CONFIG', `the run would play ${whole} games (games × pairings of bots): at most 1e9`);
  const [from, to] = shardRange(o.shard, whole);
  const setup: SimSetup = {
    games,
    seed: o.seed,
    bots,
    engine: source,
    decisionMs: (o.decisionMs as number | undefined) ?? DEFAULT_DECISION_MS,
    from,
    to,
    protocols: protocolChoice(o.protocols),
    sets: o.sets as string[] | undefined,
    maxTurns: o.maxTurns as number | undefined,
    alternate: o.alternate ?? true,
    records: onRecord !== undefined,
    events: onRecord !== undefined && o.events === true,
  };
  // The engine checks sets, protocols and the turn limit, and the modules must load: let them be
  // refused once, here, rather than in every game of every worker.
  const engine = await engineFrom(source);
  engine.createGame(planGame(setup, 0, () => poolOf(engine, setup.sets)).config);
  if (setup.protocols === 'random' && poolOf(engine, setup.sets).length < 6) fail('INVALID_CONFIG', 'random protocols need at least six protocols in the sets');
  for (const bot of bots) if (bot.kind === 'module') await moduleFactory(bot);
  const info: RunInfo = {
    seed: setup.seed,
    bots: bots.map((b) => b.label),
    settings: {
      gamesPerPairing: games,
      protocols: setup.protocols,
      sets: setup.sets ?? null,
      maxTurns: setup.maxTurns ?? null,
      alternate: setup.alternate,
      protocolFiles: source.protocolFiles,
      handlerModules: source.handlerModules,
    },
    shard: o.shard === undefined ? null : { index: o.shard.index, of: o.shard.of, from, to },
  };
  return { setup, info, workers, onProgress, onRecord };
}

/** The games of shard `index` of `of` (1-based): the `index`-th of `of` contiguous slices, as even as whole games allow. */
export function shardRange(shard: unknown, games: number): [number, number] {
  if (shard === undefined) return [0, games];
  const s = shard as { index?: unknown; of?: unknown };
  const ok = typeof shard === 'object' && shard !== null && Object.keys(shard).every((k) => k === 'index' || k === 'of')
    && Number.isInteger(s.of) && (s.of as number) >= 1 && Number.isInteger(s.index) && (s.index as number) >= 1 && (s.index as number) <= (s.of as number);
  if (!ok) fail('INVALID_CONFIG', 'shard must be { index, of } with 1 ≤ index ≤ of, such as { index: 2, of: 3 }');
  const [k, n] = [s.index as number, s.of as number];
  if (n > games) fail('INVALID_CONFIG', `shard: ${n} shards for ${games} games would leave some empty`);
  return [Math.floor(((k - 1) * games) / n), Math.floor((k * games) / n)];
}

/**
 * The most games a run plays, and the most workers it may ask for (before {@link workerLimit} applies).
 * @category Simulation
 */
export const MAX_COUNT = 1e9;

/** A whole number of at least `min` (and at most {@link MAX_COUNT}). */
function count(v: unknown, name: string, min: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > MAX_COUNT) fail('INVALID_CONFIG', `${name} must be a whole number from ${min} to 1e9`);
  return v;
}

function protocolChoice(v: unknown): ProtocolChoice {
  if (v === undefined || v === 'draft' || v === 'random') return v ?? 'draft';
  const ok = Array.isArray(v) && v.length === 2 && v.every((side) => Array.isArray(side) && side.length === 3 && side.every((p) => typeof p === 'string'));
  return ok ? (v as [string[], string[]]) : fail('INVALID_CONFIG', 'protocols must be "draft", "random", or three protocol names for each seat');
}
