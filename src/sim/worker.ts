/**
 * A simulator worker thread: it plays the games it is handed with its run's bots and engine (made
 * here from the run's plain-data setup: functions cannot cross threads) and reports each range's
 * games at once. It keeps the run's engine and bots between ranges, and serves one run after another.
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { CompileEngineError, defaultEngine } from '../api.js';
import { BotError } from '../bots/bot-error.js';
import { type DecisionWatch, type PlayedResult, type Seating, playPlanned, seat } from './game.js';
import { type Close, type Report, type Task, WATCH } from './messages.js';
import { reportStartedPrograms } from './process-bot.js';
import { runKey } from './plan.js';

const port = parentPort!;
// The official engine is built as the thread starts (most runs use it), before its first task arrives.
defaultEngine();
const report = (r: Report) => port.postMessage(r);
reportStartedPrograms((pid) => report({ kind: 'program', pid }));

/** The run being served: its key, and its engine and bots. */
let current: { key: string; seating: Promise<Seating> } | null = null;

function seatingFor(task: Task): Promise<Seating> {
  const key = runKey(task.setup);
  if (current?.key !== key) current = { key, seating: seat(task.setup) };
  return current.seating;
}

function watchOn(buffer: SharedArrayBuffer): DecisionWatch {
  const slot = new Float64Array(buffer);
  return {
    begin(game, decision, seat, bot, allowed) {
      slot[WATCH.allowed] = allowed;
      slot[WATCH.game] = game;
      slot[WATCH.decision] = decision;
      slot[WATCH.seat] = seat;
      slot[WATCH.bot] = bot;
      slot[WATCH.started] = performance.timeOrigin + performance.now();
    },
    end() {
      slot[WATCH.started] = 0;
    },
  };
}

async function play(task: Task): Promise<void> {
  const results: PlayedResult[] = [];
  const watch = watchOn(task.watch);
  let index = task.from;
  try {
    const seating = await seatingFor(task);
    for (; index < task.to; index++) results.push(await playPlanned(seating, task.setup, index, watch));
  } catch (e) {
    const code = e instanceof CompileEngineError ? e.code : null;
    const bot = e instanceof BotError ? { seat: e.seat, bot: e.bot, decision: e.decision, reason: e.reason, detail: e.detail } : undefined;
    report({ kind: 'failed', results, index, code, message: e instanceof Error ? e.message : String(e), ...(bot ? { bot } : {}) });
    return;
  }
  report({ kind: 'games', results });
}

async function close(): Promise<void> {
  const run = current;
  current = null;
  if (run) await run.seating.then((s) => s.close(), () => {});
  report({ kind: 'closed' });
}

// Tasks are played one after another: a message that arrives while a game is played waits its turn.
let queue = Promise.resolve();
port.on('message', (m: Task | Close) => {
  queue = queue.then(() => (m.kind === 'close' ? close() : play(m)));
});
