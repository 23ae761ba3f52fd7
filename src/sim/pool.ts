/**
 * A small pool of worker threads for the simulator, on Node's own `worker_threads`. Each worker
 * is handed ranges of games (one ahead), reports each range's games at once, and is handed the
 * next until none is left; the first failure stops every worker of the run. Workers are kept for
 * the next run.
 * @module
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CompileEngineError } from '../api.js';
import type { ErrorCode } from '../errors.js';
import type { PlayedResult } from './game.js';
import type { Report, Task } from './messages.js';
import type { SimSetup } from './plan.js';

/**
 * The error a game's failure stands for, naming the game: a `CompileEngineError` keeps its code;
 * anything else is a plain `Error` (with the original as its `cause`, when there is one).
 */
export function failure(index: number | null, code: ErrorCode | null, message: string, cause?: unknown): Error {
  const where = index === null ? '' : `game ${index}: `;
  if (code) return new CompileEngineError(code, where + message.replace(/^\[[A-Z_]+\] /, ''));
  return new Error(where + message, cause === undefined ? undefined : { cause });
}

/**
 * How to start a worker. In the package: the built `sim-worker` file beside this chunk, of the
 * same format. In the TypeScript sources (tests, `tsx`): `worker.ts`, through tsx's CommonJS hook,
 * registered inside the worker by a two-line bootstrap (Node 20 does not pass tsx's ES module
 * hooks, given with `--import`, on to a worker's entry module).
 */
function workerEntry(): { file: URL | string; eval: boolean } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { file: new URL(here.endsWith('.cjs') ? './sim-worker.cjs' : './sim-worker.js', here), eval: false };
  const tsx = createRequire(here).resolve('tsx/cjs/api');
  const worker = fileURLToPath(new URL('./worker.ts', here));
  return { file: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(worker)});`, eval: true };
}

/**
 * Games `0 … setup.games - 1` cut into ranges: small enough that both workers stay busy to the end
 * and progress moves often, large enough that handing them out costs nothing next to the games.
 */
export function tasksFor(games: number, workers: number): Omit<Task, 'setup'>[] {
  const size = Math.max(1, Math.min(64, Math.floor(games / (workers * 16))));
  const tasks: Omit<Task, 'setup'>[] = [];
  for (let from = 0; from < games; from += size) tasks.push({ from, to: Math.min(games, from + size) });
  return tasks;
}

/*
 * Worker threads outlive the run that started them: a fresh thread runs the engine several times
 * slower for its first second or two, while V8 optimises it (and two fresh threads compete for
 * the cores with each other's optimising compiler), so a process that simulates more than once
 * pays that only once. A spare thread is `unref`ed: it never keeps the process alive.
 */
const spare: Worker[] = [];

/** A worker for a run: a spare one if any, else a new one. */
function takeWorker(): Worker {
  const kept = spare.pop();
  if (kept) {
    kept.ref();
    return kept;
  }
  const entry = workerEntry();
  // No flags of this process (`--input-type`, a loader…): the worker needs none, and some would stop it.
  const w = new Worker(entry.file, { eval: entry.eval, execArgv: [] });
  // A spare thread that fails or stops is dropped (a run's own listeners report it during a run).
  const drop = () => {
    const i = spare.indexOf(w);
    if (i >= 0) spare.splice(i, 1);
  };
  w.on('error', drop);
  w.on('exit', drop);
  return w;
}

/** Hands a worker back once its run is over (its run's listeners removed). */
function giveBack(w: Worker): void {
  w.unref();
  spare.push(w);
}

/**
 * Plays every game of `setup` on `workers` threads; `onGame` receives each game as its task ends
 * (in no particular order). Each worker holds one task ahead, so that it never waits for the main
 * thread between two. Resolves when all are played; rejects with the first failure — a game that
 * threw, a thread that failed, or `onGame` throwing — after stopping every worker of the run.
 */
export function playInWorkers(setup: SimSetup, workers: number, onGame: (result: PlayedResult) => void): Promise<void> {
  const tasks = tasksFor(setup.games, workers).reverse();
  const pool: Worker[] = [];
  const held = new Map<Worker, number>();
  const detach = new Map<Worker, () => void>();
  return new Promise<void>((resolve, reject) => {
    let running = 0;
    let failed = false;
    const stopAll = (error: unknown) => {
      if (failed) return;
      failed = true;
      for (const w of pool) {
        detach.get(w)?.();
        void w.terminate();
      }
      reject(error);
    };
    const handOut = (w: Worker) => {
      const task = tasks.pop();
      if (task) {
        held.set(w, (held.get(w) ?? 0) + 1);
        return w.postMessage({ setup, from: task.from, to: task.to });
      }
      if ((held.get(w) ?? 0) > 0) return;
      detach.get(w)!();
      giveBack(w);
      if (--running === 0 && !failed) resolve();
    };
    const n = Math.min(workers, tasks.length);
    for (let i = 0; i < n; i++) {
      const w = takeWorker();
      pool.push(w);
      running++;
      const onMessage = (r: Report) => {
        if (failed) return;
        if (r.kind === 'failed') return stopAll(failure(r.index, r.code, r.message));
        held.set(w, held.get(w)! - 1);
        try {
          for (const result of r.results) onGame(result);
        } catch (e) {
          return stopAll(e);
        }
        handOut(w);
      };
      const onError = (e: Error) => stopAll(failure(null, null, `a worker thread failed: ${e.message}`));
      const onExit = (code: number) => stopAll(failure(null, null, `a worker thread stopped early (exit code ${code})`));
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      detach.set(w, () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      });
      handOut(w);
    }
    // The task each holds ahead.
    for (const w of pool) if (tasks.length > 0) handOut(w);
    if (running === 0) resolve();
  });
}
