/**
 * Playing a game between bots: each decision goes to the bot of the seat that must act, with only
 * what that seat may know (its view, its legal actions, the events it saw). The harness keeps
 * each seat's history; it is the one place that holds the full state.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { Engine } from '../api.js';
import { eventsFor } from '../state/events.js';
import type { PlayerViewState } from '../view/view.js';
import type { Bot, Decision } from './bot.js';

/** One decision of a played game, as the harness reports it. */
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

/** How a game between bots went. */
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
 */
export function playGame(engine: Engine, start: { state: GameState; events: GameEvent[] }, bots: readonly [Bot, Bot], onStep?: (step: PlayedStep) => void): PlayedGame {
  const all: GameEvent[] = start.events.slice();
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
 * A decision whose view and history are made when the bot first reads them: a bot that needs
 * only the legal actions (the random bot) costs the harness no view and no filtered history,
 * which keeps a simulation of cheap bots from spending most of its time on them. Either way the
 * bot sees exactly what its seat may know at this decision (`all` grows later; the history is
 * cut at its length now).
 */
function decisionFor(engine: Engine, s: GameState, seat: PlayerId, all: readonly GameEvent[]): Decision {
  const known = all.length;
  let view: PlayerViewState | undefined;
  let history: readonly GameEvent[] | undefined;
  return {
    seat,
    legal: engine.legalActions(s),
    get view() {
      return (view ??= engine.viewFor(s, seat));
    },
    get history() {
      return (history ??= eventsFor(all.slice(0, known), seat));
    },
  };
}
