/**
 * What the simulator's main thread and its worker threads say to each other (structured-cloned
 * plain data): the main thread hands out ranges of game indices, one ahead of need; a worker
 * answers each range with its games, in one message (a message per game kept the main thread busy
 * enough to slow the workers sharing its cores).
 * @module
 */
import type { BotFailure } from '../bots/bot-error.js';
import type { ErrorCode } from '../errors.js';
import type { PlayerId } from '../state/types.js';
import type { PlayedResult } from './game.js';
import type { SimSetup } from './plan.js';

/**
 * Main → worker: play games `from` … `to - 1` of the run `setup` (a worker serves one run at a
 * time, and may serve several in turn). `watch` is shared memory where the worker marks the
 * decision it waits for (see {@link WATCH}).
 */
export interface Task {
  kind: 'task';
  setup: SimSetup;
  from: number;
  to: number;
  watch: SharedArrayBuffer;
}

/** Main → worker at the end of a run: stop the run's bot programs, then say `closed`. */
export interface Close {
  kind: 'close';
}

/** The fields of a worker's watch (a `Float64Array`): when the pending decision began (0: none pending), which it is, and the milliseconds it is allowed. */
export const WATCH = { started: 0, game: 1, decision: 2, seat: 3, bot: 4, allowed: 5, size: 6 } as const;

/** A bot's failure, as plain data. */
export interface BotFailureData {
  seat: PlayerId;
  bot: string;
  decision: number;
  reason: BotFailure;
  detail: string;
}

/** Worker → main thread. */
export type Report =
  /** The games of one task, in order: the task is done. */
  | { kind: 'games'; results: PlayedResult[] }
  /** Game `index` threw (the games before it in its task are in `results`): a `CompileEngineError` keeps its code, a `BotError` its fields. */
  | { kind: 'failed'; results: PlayedResult[]; index: number; code: ErrorCode | null; message: string; bot?: BotFailureData }
  /** A bot program was started (its process id, for the main thread to kill if it stops this worker). */
  | { kind: 'program'; pid: number }
  /** The run's bot programs are stopped. */
  | { kind: 'closed' };
