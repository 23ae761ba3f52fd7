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
import type { Bot } from './bot.js';

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
  const history: [GameEvent[], GameEvent[]] = [eventsFor(start.events, 0), eventsFor(start.events, 1)];
  const actions: Action[] = [];
  let s = start.state;
  while (!s.result) {
    const seat = engine.currentPlayer(s)!;
    const view = engine.viewFor(s, seat);
    // A copy: the list grows after the decision, and a bot may keep what it was given.
    const action = bots[seat].choose({ seat, view, legal: view.legalActions, history: history[seat].slice() });
    const r = engine.applyAction(s, action, { seat });
    s = r.state;
    actions.push(action);
    for (const p of [0, 1] as const) history[p].push(...eventsFor(r.events, p));
    onStep?.({ state: s, seat, action, events: r.events });
  }
  return { final: s, actions, history };
}
