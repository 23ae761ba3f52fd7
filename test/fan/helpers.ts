/** Scenario helpers over an engine that also knows the fan-made protocols (Anarchy, Frost). */
import { createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { Action, GameEvent, GameState } from '../../src/index.js';
import type { Step, TestPosition } from '../../src/testing.js';
import { position as basePosition } from '../../src/testing.js';

export const fanEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });

/** A position on the fan engine (seed "test", seat 0 in its Action phase). */
export const position = (p: TestPosition): GameState => basePosition(p, fanEngine);

/** Applies steps through the fan engine's public API; returns the state and all events. */
export function run(s: GameState, ...steps: Step[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const step of steps) {
    const a: Action = typeof step === 'function' ? step(s, fanEngine) : step;
    const r = fanEngine.applyAction(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies steps; returns the state. */
export const act = (s: GameState, ...steps: Step[]): GameState => run(s, ...steps).state;
