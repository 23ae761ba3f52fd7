/**
 * What the simulator's main thread and its worker threads say to each other (structured-cloned
 * plain data): the main thread hands out ranges of game indices; a worker answers with each game
 * as it ends, then asks for more.
 * @module
 */
import type { ErrorCode } from '../errors.js';
import type { PlayedResult } from './game.js';

/** Main thread → worker: play games `from` … `to - 1`. */
export interface Task {
  from: number;
  to: number;
}

/** Worker → main thread. */
export type Report =
  | { kind: 'game'; result: PlayedResult }
  /** Game `index` threw: a `CompileEngineError` keeps its code. */
  | { kind: 'failed'; index: number; code: ErrorCode | null; message: string }
  /** The task is done; the worker waits for the next. */
  | { kind: 'idle' };
