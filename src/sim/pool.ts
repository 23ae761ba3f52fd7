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
import { BotError } from '../bots/bot-error.js';
import { type BotFailureData, type Report, WATCH } from './messages.js';
import type { SimSetup } from './plan.js';

/**
 * The error a game's failure stands for, naming the game: a bot's failure is a `BotError`; another
 * `CompileEngineError` keeps its code; anything else is a plain `Error` (with the original as its
 * `cause`, when there is one).
 */
export function failure(index: number | null, code: ErrorCode | null, message: string, cause?: unknown, bot?: BotFailureData): Error {
  if (bot) return new BotError({ ...bot, game: index }, cause === undefined ? undefined : { cause });
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
 * Games `first … end - 1` cut into ranges: small enough that both workers stay busy to the end
 * and progress moves often, large enough that handing them out costs nothing next to the games.
 */
export function tasksFor(first: number, end: number, workers: number): { from: number; to: number }[] {
  const size = Math.max(1, Math.min(64, Math.floor((end - first) / (workers * 16))));
  const tasks: { from: number; to: number }[] = [];
  for (let from = first; from < end; from += size) tasks.push({ from, to: Math.min(end, from + size) });
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
  return newWorker();
}

function newWorker(): Worker {
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

/**
 * Starts up to `n` workers now (fewer if spare ones are waiting), as spares for the run about to
 * be played: a thread takes a few hundred milliseconds to start and load the engine, which it
 * then does while this thread checks the run's options, instead of after.
 */
export function startWorkers(n: number): void {
  for (let i = spare.length; i < n; i++) giveBack(newWorker());
}

/** Hands a worker back once its run is over (its run's listeners removed). */
function giveBack(w: Worker): void {
  w.unref();
  spare.push(w);
}

/**
 * Plays the games `setup.from … setup.to - 1` on `workers` threads; `onGame` receives each game as
 * its task ends (in no particular order). Each worker holds one task ahead, so that it never waits
 * for the main thread between two. Resolves when all are played (and the run's bot programs are
 * stopped); rejects with the first failure — a game that threw, a thread that failed, a bot still
 * deciding well past the time limit, or `onGame` throwing — after stopping every worker of the run
 * and killing their bot programs.
 */
export function playInWorkers(setup: SimSetup, workers: number, onGame: (result: PlayedResult) => void): Promise<void> {
  const tasks = tasksFor(setup.from, setup.to, workers).reverse();
  const programs = setup.bots.some((b) => b.kind === 'process');
  const pool: Worker[] = [];
  const held = new Map<Worker, number>();
  const detach = new Map<Worker, () => void>();
  const watches = new Map<Worker, Float64Array>();
  const pids = new Map<Worker, number[]>();
  return new Promise<void>((resolve, reject) => {
    let running = 0;
    let failed = false;
    let watchdog: ReturnType<typeof setInterval> | undefined;
    const stopAll = (error: unknown, workersAnswer = true) => {
      if (failed) return;
      failed = true;
      clearInterval(watchdog);
      void Promise.all(pool.map((w) => stopWorker(w, programs && workersAnswer, detach.get(w), pids.get(w) ?? []))).then(() => reject(error));
    };
    const finish = (w: Worker) => {
      detach.get(w)!();
      giveBack(w);
      if (--running === 0 && !failed) {
        clearInterval(watchdog);
        resolve();
      }
    };
    const handOut = (w: Worker) => {
      const task = tasks.pop();
      if (task) {
        held.set(w, (held.get(w) ?? 0) + 1);
        return w.postMessage({ kind: 'task', setup, from: task.from, to: task.to, watch: watches.get(w)!.buffer });
      }
      if ((held.get(w) ?? 0) > 0) return;
      // A worker with bot programs stops them before it is given back (it answers 'closed').
      if (programs) return w.postMessage({ kind: 'close' });
      finish(w);
    };
    const n = Math.min(workers, tasks.length);
    for (let i = 0; i < n; i++) {
      const w = takeWorker();
      pool.push(w);
      watches.set(w, new Float64Array(new SharedArrayBuffer(WATCH.size * 8)));
      running++;
      const onMessage = (r: Report) => {
        if (failed) return;
        if (r.kind === 'program') return void pids.set(w, [...(pids.get(w) ?? []), r.pid]);
        if (r.kind === 'closed') return finish(w);
        if (r.kind === 'failed') return stopAll(failure(r.index, r.code, r.message, undefined, r.bot));
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
    if (running === 0) return resolve();
    const limit = setup.decisionMs;
    if (limit !== undefined) {
      watchdog = setInterval(() => {
        for (const w of pool) {
          const late = overdue(watches.get(w)!, limit, setup);
          if (late) return stopAll(late, false);
        }
      }, Math.min(500, Math.max(20, limit / 4)));
      watchdog.unref();
    }
  });
}

/**
 * Time a bot may run past the limit before its worker is stopped: the worker's own check (an
 * async bot is raced against the limit, a sync one checked when it returns) answers first when it
 * can, with the decision's own figures.
 */
const GRACE_MS = 250;

/** The failure of the decision a worker has waited for since well past `limit`, if any. */
function overdue(slot: Float64Array, limit: number, setup: SimSetup): BotError | null {
  const started = slot[WATCH.started]!;
  if (started === 0) return null;
  const allowed = slot[WATCH.allowed]! || limit;
  const waited = performance.timeOrigin + performance.now() - started;
  if (waited <= allowed + GRACE_MS) return null;
  return new BotError({
    seat: slot[WATCH.seat] as 0 | 1,
    bot: setup.bots[slot[WATCH.bot]!]!.label,
    decision: slot[WATCH.decision]!,
    reason: 'timeout',
    detail: `still deciding after ${Math.round(waited)} ms (the decision time limit is ${allowed} ms): its worker thread was stopped`,
    game: slot[WATCH.game]!,
  });
}

/**
 * Stops a worker of a failed run. One that can still answer first stops its bot programs itself
 * (within a second and a half), so that their processes are reaped; then the thread is terminated
 * and any program left is killed (a program whose thread is gone stays a zombie until this process
 * exits: the price of stopping a worker whose bot never returns).
 */
async function stopWorker(w: Worker, askFirst: boolean, detach: (() => void) | undefined, pids: readonly number[]): Promise<void> {
  detach?.();
  if (askFirst) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 1500);
      function done() {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('exit', done);
        resolve();
      }
      const onMessage = (r: Report) => r.kind === 'closed' && done();
      w.on('message', onMessage);
      w.on('exit', done);
      w.postMessage({ kind: 'close' });
    });
  }
  for (const pid of pids) killQuietly(pid);
  await w.terminate();
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
