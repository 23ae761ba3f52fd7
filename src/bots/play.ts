/**
 * Playing a game between bots: each decision goes to the bot of the seat that must act, with only
 * what that seat may know (its view, its legal actions, the events it saw). The harness keeps
 * each seat's history; it is the one place that holds the full state.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, PlayerId } from '../state/types.js';
import { type Engine, cloneState } from '../api.js';
import { fail, readingInput } from '../errors.js';
import { eventsFor } from '../state/events.js';
import type { PlayerViewState } from '../view/view.js';
import type { AsyncBot, Bot, Decision } from './bot.js';
import { BotError, type BotFailure, BotTrouble } from './bot-error.js';

/**
 * One decision of a played game, as the harness reports it.
 * @category Bots
 */
export interface PlayedStep {
  /** The state after the decision. */
  state: GameState;
  /** The seat that decided. */
  seat: PlayerId;
  /** Its action. */
  action: Action;
  /** Every event the action caused, unfiltered. */
  events: GameEvent[];
}

/**
 * How a game between bots went.
 * @category Bots
 */
export interface PlayedGame {
  /** The state the game ended in. */
  final: GameState;
  /** Every decision, in order. */
  actions: Action[];
  /** What each seat saw, from the start. */
  history: [GameEvent[], GameEvent[]];
}

/**
 * How a harness times its bots. A sync bot cannot be stopped while it runs on this thread: its
 * time is measured when it returns, and one that took longer than `decisionMs` fails then. An
 * async bot (`playGameAsync`, `playGameInPlaceAsync`) is raced against the limit and fails when
 * it is reached. Only another thread can stop a sync bot that never returns: `simulate` on worker
 * threads does (it stops the worker).
 * @category Bots
 */
export interface PlayOptions {
  /**
   * Milliseconds a bot may spend on one decision (default: no limit). A bot that takes longer
   * fails the game with a `BotError` (`reason: 'timeout'`) naming its seat and the decision: the
   * game stops there, it is not scored as a loss.
   */
  decisionMs?: number;
  /** Receives each decision's time in milliseconds, with the seat that took it (what `simulate` sums up). */
  onDecisionTime?: (seat: PlayerId, ms: number) => void;
}

/**
 * What the async harnesses take: {@link PlayOptions}, and the step callback.
 * @category Bots
 */
export interface PlayAsyncOptions<Step> extends PlayOptions {
  /** Sees every decision (after it is applied). */
  onStep?: (step: Step) => void;
}

/**
 * Plays `start` (with the events that led to it, e.g. from `createGameWithEvents`) to the end, the
 * bot of each seat deciding in turn. `onStep` sees every decision with the state after it. A bot
 * that throws fails the game with a `BotError` naming its seat and the decision (its own error as
 * the `cause`); see {@link PlayOptions} for the time limit.
 * @category Bots
 */
export function playGame(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot], onStep?: (step: PlayedStep) => void, options: PlayOptions = {}): PlayedGame {
  checkArguments(engine, start, bots);
  return runSync(pureGame(engine, start, onStep), bots, options);
}

/**
 * {@link playGame} on the simulation path (`cloneState` once, then `applyInPlace`), for the
 * simulator: the same game, decision for decision and event for event, in about half the time and
 * with far less garbage. The one difference a bot can notice: the state a decision's `view` is made
 * from changes as soon as `choose` returns, so the view must be read while the bot decides; read
 * later for the first time, it throws (`INVALID_STATE`). The bots of the registry read it then.
 * `final` is not frozen.
 * @category Bots
 */
export function playGameInPlace(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot], onStep?: (step: Omit<PlayedStep, 'state'>) => void, options: PlayOptions = {}): PlayedGame {
  checkArguments(engine, start, bots);
  return runSync(inPlaceGame(engine, start, onStep), bots, options);
}

/**
 * {@link playGame} for bots that may answer with a promise (a bot in another process, over the
 * network): each decision is awaited, and raced against `options.decisionMs`. Sync bots play as
 * they would in `playGame`.
 * @category Bots
 */
export function playGameAsync(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [AsyncBot, AsyncBot], options: PlayAsyncOptions<PlayedStep> = {}): Promise<PlayedGame> {
  checkArguments(engine, start, bots);
  return runAsync(pureGame(engine, start, options.onStep), bots, options);
}

/**
 * {@link playGameInPlace} for bots that may answer with a promise (see {@link playGameAsync}); the
 * state does not change while a bot's promise is pending.
 * @category Bots
 */
export function playGameInPlaceAsync(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [AsyncBot, AsyncBot], options: PlayAsyncOptions<Omit<PlayedStep, 'state'>> = {}): Promise<PlayedGame> {
  checkArguments(engine, start, bots);
  return runAsync(inPlaceGame(engine, start, options.onStep), bots, options);
}

/**
 * A game as a sequence of decisions: `next()` gives the decision to make (`null` when the game is
 * over), `play` applies its action. A small class rather than a generator: the loop around it is
 * the simulator's innermost, and V8 optimises plain method calls better.
 */
interface Game {
  next(): Decision | null;
  play(action: Action): void;
  played(): PlayedGame;
}

class PureGame implements Game {
  readonly #engine: Engine;
  readonly #onStep: ((step: PlayedStep) => void) | undefined;
  readonly #all: GameEvent[];
  readonly #actions: Action[] = [];
  #s: GameState;
  #seat: PlayerId = 0;

  constructor(engine: Engine, start: { state: GameState; events: GameEvent[] }, onStep?: (step: PlayedStep) => void) {
    this.#engine = engine;
    this.#onStep = onStep;
    this.#all = start.events.slice();
    this.#s = start.state;
  }

  next(): Decision | null {
    if (this.#s.result) return null;
    this.#seat = this.#engine.currentPlayer(this.#s)!;
    return decisionFor(this.#engine, this.#s, this.#seat, this.#all);
  }

  play(action: Action): void {
    const r = this.#engine.applyAction(this.#s, action, { seat: this.#seat });
    this.#s = r.state;
    this.#actions.push(action);
    for (let i = 0; i < r.events.length; i++) this.#all.push(r.events[i]!);
    this.#onStep?.({ state: this.#s, seat: this.#seat, action, events: r.events });
  }

  played(): PlayedGame {
    return { final: this.#s, actions: this.#actions, history: [eventsFor(this.#all, 0), eventsFor(this.#all, 1)] };
  }
}

class InPlaceGame implements Game {
  readonly #engine: Engine;
  readonly #onStep: ((step: Omit<PlayedStep, 'state'>) => void) | undefined;
  readonly #all: GameEvent[];
  readonly #actions: Action[] = [];
  readonly #s: GameState;
  #seat: PlayerId = 0;
  #gate = { open: true };

  constructor(engine: Engine, start: { state: GameState; events: GameEvent[] }, onStep?: (step: Omit<PlayedStep, 'state'>) => void) {
    this.#engine = engine;
    this.#onStep = onStep;
    this.#all = start.events.slice();
    this.#s = cloneState(start.state);
  }

  next(): Decision | null {
    if (this.#s.result) return null;
    this.#seat = this.#engine.currentPlayer(this.#s)!;
    this.#gate = { open: true };
    return decisionFor(this.#engine, this.#s, this.#seat, this.#all, this.#gate);
  }

  play(action: Action): void {
    this.#gate.open = false;
    const events = this.#engine.applyInPlace(this.#s, action, { seat: this.#seat });
    this.#actions.push(action);
    for (let i = 0; i < events.length; i++) this.#all.push(events[i]!);
    this.#onStep?.({ seat: this.#seat, action, events });
  }

  played(): PlayedGame {
    return { final: this.#s, actions: this.#actions, history: [eventsFor(this.#all, 0), eventsFor(this.#all, 1)] };
  }
}

const pureGame = (engine: Engine, start: { state: GameState; events: GameEvent[] }, onStep?: (step: PlayedStep) => void): Game => new PureGame(engine, start, onStep);
const inPlaceGame = (engine: Engine, start: { state: GameState; events: GameEvent[] }, onStep?: (step: Omit<PlayedStep, 'state'>) => void): Game => new InPlaceGame(engine, start, onStep);

/** Plays `game` with sync bots. */
function runSync(game: Game, bots: readonly [Bot, Bot], options: PlayOptions): PlayedGame {
  const limit = readLimit(options.decisionMs);
  const first = [true, true];
  for (let d = game.next(), n = 0; d !== null; d = game.next(), n++) {
    const bot = bots[d.seat];
    const allowed = allowance(limit, bot, first, d.seat);
    const started = performance.now();
    const answer = askBot(bot, d, n);
    if (isThenable(answer)) throw botError(bot, d, n, 'async', 'returned a promise: this harness plays sync bots (use playGameAsync or playGameInPlaceAsync)');
    game.play(timed(bot, d, n, answer, performance.now() - started, allowed, options));
  }
  return game.played();
}

/** Plays `game` with bots that may answer with a promise: a sync answer is taken at once (no await between sync decisions). */
async function runAsync(game: Game, bots: readonly [AsyncBot, AsyncBot], options: PlayOptions): Promise<PlayedGame> {
  const limit = readLimit(options.decisionMs);
  const first = [true, true];
  for (let d = game.next(), n = 0; d !== null; d = game.next(), n++) {
    const bot = bots[d.seat];
    const allowed = allowance(limit, bot, first, d.seat);
    const started = performance.now();
    let answer = askBot(bot, d, n);
    if (isThenable(answer)) answer = await raced(bot, d, n, answer, allowed);
    game.play(timed(bot, d, n, answer, performance.now() - started, allowed, options));
  }
  return game.played();
}

/** The bot's answer, its own error wrapped with the seat and the decision. */
function askBot(bot: AsyncBot, d: Decision, n: number): Action | PromiseLike<Action> {
  try {
    return bot.choose(d);
  } catch (e) {
    throw wrapped(bot, d, n, e, 'it threw');
  }
}

/** A pending answer against the time limit: the first to settle wins, and the timer never outlives it. */
async function raced(bot: AsyncBot, d: Decision, n: number, answer: PromiseLike<Action>, limit: number | undefined): Promise<Action> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = limit === undefined ? null : new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(botError(bot, d, n, 'timeout', `no answer within ${limit} ms (the decision time limit)`)), limit);
  });
  try {
    return await (late ? Promise.race([answer, late]) : answer);
  } catch (e) {
    throw wrapped(bot, d, n, e, 'its promise rejected');
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** The answer, once its time is reported and checked against the limit. */
function timed(bot: AsyncBot, d: Decision, n: number, answer: Action, ms: number, limit: number | undefined, options: PlayOptions): Action {
  options.onDecisionTime?.(d.seat, ms);
  if (limit !== undefined && ms > limit) throw botError(bot, d, n, 'timeout', `took ${Math.round(ms)} ms (the decision time limit is ${limit} ms)`);
  return answer;
}

/** The limit of a bot's decision: its first of the game may take `warmupMs` more. */
function allowance(limit: number | undefined, bot: AsyncBot, first: boolean[], seat: PlayerId): number | undefined {
  const warmup = first[seat] && typeof bot.warmupMs === 'number' && bot.warmupMs > 0 ? bot.warmupMs : 0;
  first[seat] = false;
  return limit === undefined ? undefined : limit + warmup;
}

function readLimit(ms: unknown): number | undefined {
  if (ms === undefined) return undefined;
  if (typeof ms !== 'number' || !(ms > 0) || !Number.isFinite(ms)) fail('INVALID_CONFIG', 'decisionMs must be a number of milliseconds above 0');
  return ms;
}

/** A bot's own error as a {@link BotError}: a {@link BotTrouble} says how it failed; anything else is the bot's error, kept as the cause. */
function wrapped(bot: AsyncBot, d: Decision, n: number, e: unknown, how: string): BotError {
  if (e instanceof BotError) return e;
  if (e instanceof BotTrouble) return botError(bot, d, n, e.reason, e.message);
  return botError(bot, d, n, 'threw', `${how}: ${messageOf(e)}`, e);
}

const isThenable = (x: unknown): x is PromiseLike<Action> => typeof x === 'object' && x !== null && typeof (x as { then?: unknown }).then === 'function';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function botError(bot: AsyncBot, d: Decision, n: number, reason: BotFailure, detail: string, cause?: unknown): BotError {
  const name = typeof bot?.name === 'string' ? bot.name : 'unnamed';
  return new BotError({ seat: d.seat, bot: name, decision: n, reason, detail }, cause === undefined ? undefined : { cause });
}

/**
 * A harness's arguments (an engine, a start with its events, two bots), checked before any bot is
 * asked: a value that is none of these is `INVALID_CONFIG`, never a bare `TypeError` half-way
 * through a game.
 */
function checkArguments(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot | AsyncBot, Bot | AsyncBot]): void {
  readingInput('INVALID_CONFIG', 'playGame takes an engine, { state, events } and two bots', () => {
    if (typeof engine?.applyAction !== 'function' || typeof engine.applyInPlace !== 'function') fail('INVALID_CONFIG', 'playGame takes an engine (createEngine, defaultEngine) first');
    if (!Array.isArray(start?.events)) fail('INVALID_CONFIG', 'playGame takes { state, events } second (createGameWithEvents gives one)');
    if (!Array.isArray(bots) || bots.length !== 2 || !bots.every((b) => typeof b?.choose === 'function')) fail('INVALID_CONFIG', 'playGame takes two bots, one per seat, each with choose()');
  });
}

/**
 * A decision whose view and history are made when the bot first reads them: a bot that needs
 * only the legal actions (the random bot) costs the harness no view and no filtered history,
 * which keeps a simulation of cheap bots from spending most of its time on them. Either way the
 * bot sees exactly what its seat may know at this decision (`all` grows later; the history is
 * cut at its length now). On a state that changes in place, `gate` says whether the view may
 * still be made. A class with private fields: its getters are made once, not per decision, and
 * nothing but the four fields of {@link Decision} can be reached from it.
 */
class LazyDecision implements Decision {
  readonly #engine: Engine;
  readonly #state: GameState;
  readonly #all: readonly GameEvent[];
  readonly #known: number;
  readonly #gate: { open: boolean } | null;
  #view: PlayerViewState | undefined = undefined;
  #history: readonly GameEvent[] | undefined = undefined;
  readonly seat: PlayerId;
  readonly legal: readonly Action[];

  constructor(engine: Engine, s: GameState, seat: PlayerId, all: readonly GameEvent[], gate: { open: boolean } | null) {
    this.#engine = engine;
    this.#state = s;
    this.#all = all;
    this.#known = all.length;
    this.#gate = gate;
    this.seat = seat;
    this.legal = engine.legalActions(s);
  }

  get view(): PlayerViewState {
    if (this.#view === undefined && this.#gate !== null && !this.#gate.open) fail('INVALID_STATE', 'a decision\'s view was read after the bot decided: in a simulation the game state changes in place, so read it inside choose()');
    return (this.#view ??= this.#engine.viewFor(this.#state, this.seat));
  }

  get history(): readonly GameEvent[] {
    return (this.#history ??= eventsFor(this.#all.slice(0, this.#known), this.seat));
  }
}

function decisionFor(engine: Engine, s: GameState, seat: PlayerId, all: readonly GameEvent[], gate: { open: boolean } | null = null): Decision {
  return new LazyDecision(engine, s, seat, all, gate);
}
