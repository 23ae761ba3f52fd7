/**
 * Bots in any language: a program that speaks JSON Lines on its standard input and output. One
 * program per bot and per thread plays every game that thread plays, for either seat; it is told
 * when each game starts and ends, and answers each decision with the index of a legal action.
 *
 * Messages to the program, one JSON object a line:
 * - `{"type":"start","game":12,"seat":0,"seed":123,"opponent":"greedy"}`: a game begins, this
 *   program plays `seat` (`seed`: its own seed for that game; never the engine's);
 * - `{"type":"decide","game":12,"seat":0,"decision":7,"view":{…},"legalActions":[…],"events":[…],"timeMs":60000}`:
 *   `view` is exactly `viewFor(state, seat)`, `legalActions` the legal actions in the engine's
 *   order, `events` what the seat was shown since its previous decision of that game (`eventsFor`),
 *   `timeMs` the time it has to answer (with `send: ['encoding']`, `actionIds`, `mask` and
 *   `observation` too); the program answers `{"index": i}`, `0 ≤ i < legalActions.length`;
 * - `{"type":"end","game":12,"seat":0,"winner":1,"reason":"compiled"}`: the game is over.
 *
 * Its first answer may take 10 s more than the limit (it is starting up). A program that answers
 * late, answers anything else, or exits fails the run with a `BotError`
 * (`timeout`, `garbage`, `died`) naming its seat and the decision; it is then stopped. When the
 * run ends its standard input is closed; a program still running a second later is killed.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AsyncBot, BotOptions } from '../bots/bot.js';
import { BotTrouble } from '../bots/bot-error.js';
import type { Action } from '../state/actions.js';
import type { PlayerId, Result } from '../state/types.js';
import type { AsyncBotFactory, SeatBot } from './bots.js';
import { REQUEST_EXTRAS } from './request-extras.js';

/** A run's bot programs on this thread. */
export interface ProcessBots {
  /** The factory of the process bot at `index` of the run's bots (its program started on first use). */
  factory(index: number): AsyncBotFactory;
  /** Closes every program started (their standard input), killing those that do not exit within a second. */
  close(): Promise<void>;
}

/** A bot that is told when its game starts and ends (a process bot: the harness of `simulate` calls these). */
export interface GameAware {
  begin(game: number, seat: PlayerId, opponent: string): void;
  end(result: Result): void;
}

export const isGameAware = (bot: unknown): bot is GameAware => typeof (bot as Partial<GameAware>).begin === 'function' && typeof (bot as Partial<GameAware>).end === 'function';

/** Called with each program's process id as it starts (a worker tells the main thread, which kills it if it has to stop the worker). */
let onStarted: ((pid: number) => void) | null = null;
export function reportStartedPrograms(report: (pid: number) => void): void {
  onStarted = report;
}

export function startProcessBots(bots: readonly SeatBot[], decisionMs: number | undefined): ProcessBots {
  const programs = new Map<number, Program>();
  return {
    factory(index) {
      const spec = bots[index]!;
      if (spec.kind !== 'process') throw new Error(`bot ${index} is not a process bot`);
      return (options) => {
        let program = programs.get(index);
        if (!program) programs.set(index, (program = new Program(spec)));
        return processBot(program, spec, options, decisionMs);
      };
    },
    close: () => Promise.all([...programs.values()].map((p) => p.close())).then(() => undefined),
  };
}

/** A bot for one game, played by `program`. */
function processBot(program: Program, spec: Extract<SeatBot, { kind: 'process' }>, options: BotOptions, decisionMs: number | undefined): AsyncBot & GameAware {
  let game = -1;
  let seat: PlayerId = 0;
  let seen = 0;
  let decision = 0;
  return {
    name: spec.label,
    // A program's first answer includes its start-up (an interpreter loading: a second or more on a busy machine).
    ...(program.answered ? {} : { warmupMs: STARTUP_MS }),
    begin(g, s, opponent) {
      [game, seat, seen, decision] = [g, s, 0, 0];
      program.send({ type: 'start', game, seat, seed: options.seed, opponent });
    },
    end(result) {
      program.send({ type: 'end', game, seat, winner: result.winner, reason: result.reason });
    },
    async choose(d) {
      const events = d.history.slice(seen);
      seen = d.history.length;
      const request: Record<string, unknown> = { type: 'decide', game, seat: d.seat, decision: decision++, view: d.view, legalActions: d.legal, events, timeMs: decisionMs ?? null };
      for (const name of spec.send ?? []) Object.assign(request, REQUEST_EXTRAS[name]!(d, options.engine));
      const line = await program.ask(request);
      return actionOf(line, d.legal);
    },
  };
}

/** The action a program's answer names, or why the answer is garbage. */
function actionOf(line: string, legal: readonly Action[]): Action {
  let answer: unknown;
  try {
    answer = JSON.parse(line);
  } catch {
    throw new BotTrouble('garbage', `answered ${short(line)}, which is not JSON (expected {"index": i})`);
  }
  const index = (answer as { index?: unknown } | null)?.index;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= legal.length) {
    throw new BotTrouble('garbage', `answered ${short(line)} (expected {"index": i} with i from 0 to ${legal.length - 1})`);
  }
  return legal[index as number]!;
}

const short = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** Milliseconds a program's first answer may take beyond the decision time limit: it is starting up. */
export const STARTUP_MS = 10_000;

/** One running program: requests out on stdin, one answer a line back on stdout. */
class Program {
  /** Whether it has answered a decision yet. */
  answered = false;
  readonly #child: ChildProcess;
  #buffer = '';
  #stderr = '';
  #waiting: { resolve: (line: string) => void; reject: (e: Error) => void } | null = null;
  #dead: string | null = null;
  #deadHow: 'died' | 'garbage' = 'died';
  #exited: Promise<void>;

  constructor(spec: Extract<SeatBot, { kind: 'process' }>) {
    this.#child = spawn(spec.argv[0]!, spec.argv.slice(1), { cwd: spec.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    if (this.#child.pid !== undefined) onStarted?.(this.#child.pid);
    this.#exited = new Promise((resolve) => {
      this.#child.once('close', () => resolve());
      this.#child.once('error', () => resolve());
    });
    this.#child.stdout!.setEncoding('utf8');
    this.#child.stdout!.on('data', (chunk: string) => this.#read(chunk));
    this.#child.stderr!.setEncoding('utf8');
    this.#child.stderr!.on('data', (chunk: string) => void (this.#stderr = (this.#stderr + chunk).slice(-400)));
    this.#child.stdin!.on('error', () => {}); // a program that exits closes the pipe: 'exit' says why
    this.#child.once('error', (e) => this.#die(`could not be started (${spec.argv[0]}: ${e.message})`));
    this.#child.once('exit', (code, signal) => this.#die(`exited (${signal ? `signal ${signal}` : `exit code ${code}`})`));
  }

  /** Sends a message that needs no answer; to a program that is gone, nothing (its next decision reports it). */
  send(message: Record<string, unknown>): void {
    if (!this.#dead) this.#child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  ask(message: Record<string, unknown>): Promise<string> {
    if (this.#dead) return Promise.reject(new BotTrouble(this.#deadHow, `its program ${this.#dead}${this.#tail()}`));
    this.send(message);
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  /** The end of what it wrote to standard error, for a failure's message. */
  #tail(): string {
    return this.#stderr.trim() ? `; its last error output: ${short(this.#stderr.trim())}` : '';
  }

  async close(): Promise<void> {
    this.#dead ??= 'was closed';
    this.#child.stdin!.end();
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 1000);
    await this.#exited;
    clearTimeout(timer);
  }

  #read(chunk: string): void {
    this.#buffer += chunk;
    for (let nl = this.#buffer.indexOf('\n'); nl >= 0; nl = this.#buffer.indexOf('\n')) {
      const line = this.#buffer.slice(0, nl).trim();
      this.#buffer = this.#buffer.slice(nl + 1);
      if (line === '') continue;
      const waiting = this.#waiting;
      this.#waiting = null;
      this.answered = true;
      if (waiting) waiting.resolve(line);
      else this.#die(`wrote ${short(line)} when no decision was asked`, 'garbage');
    }
  }

  #die(why: string, reason: 'died' | 'garbage' = 'died'): void {
    if (this.#dead === null) [this.#dead, this.#deadHow] = [why, reason];
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.reject(new BotTrouble(reason, `its program ${why}${this.#tail()}`));
    if (reason === 'garbage') this.#child.kill('SIGKILL');
  }
}
