/**
 * What the simulator's main thread and its worker threads say to each other (structured-cloned
 * plain data): the main thread hands out ranges of game indices, one ahead of need; a worker
 * answers each range with its games, in one message (a message per game kept the main thread busy
 * enough to slow the workers sharing its cores).
 * @module
 */
import type { ErrorCode } from '../errors.js';
import type { PlayedResult } from './game.js';
import type { SimSetup } from './plan.js';

/** Main thread → worker: play games `from` … `to - 1` of the run `setup` (a worker serves one run at a time, and may serve several in turn). */
export interface Task {
  setup: SimSetup;
  from: number;
  to: number;
}

/** Worker → main thread. */
export type Report =
  /** The games of one task, in order: the task is done. */
  | { kind: 'games'; results: PlayedResult[] }
  /** Game `index` threw (the games before it in its task are in `results`): a `CompileEngineError` keeps its code. */
  | { kind: 'failed'; results: PlayedResult[]; index: number; code: ErrorCode | null; message: string };
