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
import type { Bot, Decision } from './bot.js';

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
 * Plays `start` (with the events that led to it, e.g. from `createGameWithEvents`) to the end, the
 * bot of each seat deciding in turn. `onStep` sees every decision with the state after it.
 * @category Bots
 */
export function playGame(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot], onStep?: (step: PlayedStep) => void): PlayedGame {
  const all = eventsOfStart(engine, start, bots);
  const actions: Action[] = [];
  let s = start.state;
  while (!s.result) {
    const seat = engine.currentPlayer(s)!;
    const action = bots[seat].choose(decisionFor(engine, s, seat, all));
    const r = engine.applyAction(s, action, { seat });
    s = r.state;
    actions.push(action);
    for (let i = 0; i < r.events.length; i++) all.push(r.events[i]!);
    onStep?.({ state: s, seat, action, events: r.events });
  }
  return { final: s, actions, history: [eventsFor(all, 0), eventsFor(all, 1)] };
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
export function playGameInPlace(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot], onStep?: (step: Omit<PlayedStep, 'state'>) => void): PlayedGame {
  const all = eventsOfStart(engine, start, bots);
  const actions: Action[] = [];
  const s = cloneState(start.state);
  while (!s.result) {
    const seat = engine.currentPlayer(s)!;
    const gate = { open: true };
    const action = bots[seat].choose(decisionFor(engine, s, seat, all, gate));
    gate.open = false;
    const events = engine.applyInPlace(s, action, { seat });
    actions.push(action);
    for (let i = 0; i < events.length; i++) all.push(events[i]!);
    onStep?.({ seat, action, events });
  }
  return { final: s, actions, history: [eventsFor(all, 0), eventsFor(all, 1)] };
}

/**
 * The arguments of {@link playGame} checked before the first decision (an engine, a start with its
 * events, two bots), and a copy of the start's events: a value that is none of these is
 * `INVALID_CONFIG`, never a bare `TypeError` half-way through a game.
 */
function eventsOfStart(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot]): GameEvent[] {
  return readingInput('INVALID_CONFIG', 'playGame takes an engine, { state, events } and two bots', () => {
    if (typeof engine?.applyAction !== 'function' || typeof engine.applyInPlace !== 'function') fail('INVALID_CONFIG', 'playGame takes an engine (createEngine, defaultEngine) first');
    if (!Array.isArray(start?.events)) fail('INVALID_CONFIG', 'playGame takes { state, events } second (createGameWithEvents gives one)');
    if (!Array.isArray(bots) || bots.length !== 2 || !bots.every((b) => typeof b?.choose === 'function')) fail('INVALID_CONFIG', 'playGame takes two bots, one per seat, each with choose()');
    return start.events.slice();
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
