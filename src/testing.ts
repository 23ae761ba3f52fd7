/**
 * Helpers for writing scenario tests the way the project's own tests read: describe a position,
 * act by card names, assert on names. Designers of new protocols use the same helpers.
 *
 * ```ts
 * let g = position({ players: [{ protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
 *                              { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 6']] }] });
 * g = act(g, play('Light 0', 0), choose('Metal 6'));
 * expect(hand(g, 0)).toHaveLength(6);
 * ```
 *
 * The exports run on the official cards. For a designer's own protocols, {@link testingFor} gives
 * the same helpers over their engine:
 *
 * ```ts
 * const { position, act, play, hand } = testingFor(createEngine({ protocols: [...OFFICIAL_PROTOCOLS, frost] }));
 * ```
 * @module compile-engine/testing
 */
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';
import type { Position } from './state/position.js';
import { type Engine, CompileEngineError, defaultEngine } from './api.js';
import { fail, readingInput } from './errors.js';
import type { Step } from './testing/steps.js';
import * as steps from './testing/steps.js';
import * as reads from './testing/reads.js';

export * from './testing/steps.js';
export * from './testing/reads.js';
export { runConformance } from './testing/conformance.js';
export type { ConformanceCheck, ConformanceFailure, ConformanceOptions, ConformanceReport } from './testing/conformance.js';

/**
 * A position with test defaults: seed `"test"`, seat 0 to act at the start of its Action phase.
 * @category Testing
 */
export type TestPosition = Omit<Position, 'seed'> & {
  /** Seed of the game's PRNG (default `"test"`). */
  seed?: string | number;
};

/**
 * The helpers that need an engine: building positions and applying steps.
 * @category Testing
 */
export interface EngineHelpers {
  /**
   * Builds a game from a position (defaults: seed "test", phase "action", turn 0).
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_POSITION`, as {@link "compile-engine"!fromPosition | fromPosition}.
   */
  position(p: TestPosition): GameState;
  /**
   * Applies steps in order through the engine's public API. A refused step throws the engine's
   * {@link "compile-engine"!CompileEngineError | CompileEngineError}, its message extended with the prompt and the legal actions.
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} with the code {@link "compile-engine"!applyAction | applyAction} gives a refused step;
   * `INVALID_ARGUMENT` when a step names a card that is not where it looks (`play('Fire 3', 0)` with
   * no Fire 3 in the acting seat's hand) or cannot read the state.
   */
  act(s: GameState, ...steps: Step[]): GameState;
  /**
   * Like {@link EngineHelpers.act}, also returning every event.
   * @throws as {@link EngineHelpers.act}.
   */
  actWithEvents(s: GameState, ...steps: Step[]): {
    /** The state after the last step. */
    state: GameState;
    /** Every event of every step, in order. */
    events: GameEvent[];
  };
}

/**
 * Every testing helper, with {@link EngineHelpers} bound to one engine.
 * @category Testing
 */
export type TestingHelpers = typeof steps & typeof reads & EngineHelpers;

function applySteps(engine: Engine, s: GameState, list: Step[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const step of list) {
    const a = typeof step === 'function' ? step(s, engine) : step;
    try {
      const r = engine.applyAction(s, a);
      s = r.state;
      events.push(...r.events);
    } catch (e) {
      // The engine's own error goes on, with its class and code, so that a test can still check
      // `instanceof CompileEngineError` and `code`; the legal actions make a failing scenario readable.
      if (e instanceof CompileEngineError) e.message += `\n${promptAndLegal(engine, s)}`;
      throw e;
    }
  }
  return { state: s, events };
}

function promptAndLegal(engine: Engine, s: GameState): string {
  try {
    return promptAndLegalOf(engine, s);
  } catch {
    return '(the state could not be read)'; // the engine's own error says why
  }
}

function promptAndLegalOf(engine: Engine, s: GameState): string {
  const legal = s.prompt ? engine.legalActions(s).map((x) => JSON.stringify(x)).join('\n  ') : '(none)';
  return `prompt: ${JSON.stringify(s.prompt)}\nlegal:\n  ${legal}`;
}

/** The engine is looked up on each call, so that the default engine is built only when first used. */
/** An engine given to a helper: anything else is `INVALID_CONFIG` before it is used. */
function anEngine(engine: unknown): Engine {
  const ok = readingInput('INVALID_CONFIG', 'the testing helpers take an engine (createEngine, defaultEngine)', () =>
    typeof (engine as Engine)?.fromPosition === 'function' && typeof (engine as Engine).applyAction === 'function' && typeof (engine as Engine).legalActions === 'function');
  return ok ? (engine as Engine) : fail('INVALID_CONFIG', 'the testing helpers take an engine (createEngine, defaultEngine)');
}

function helpersOver(engineOf: () => Engine): EngineHelpers {
  return {
    position: (p) => engineOf().fromPosition({ seed: 'test', phase: 'action', ...p }),
    act: (s, ...list) => applySteps(engineOf(), s, list).state,
    actWithEvents: (s, ...list) => applySteps(engineOf(), s, list),
  };
}

/**
 * The testing helpers over `engine` — for a designer's own protocols and handlers:
 * `const { position, act, play, hand } = testingFor(myEngine)`.
 * @category Testing
 */
export function testingFor(engine: Engine): TestingHelpers {
  anEngine(engine);
  return { ...steps, ...reads, ...helpersOver(() => engine) };
}

const standard = helpersOver(defaultEngine);

/**
 * Builds a game from a position (defaults: seed "test", phase "action", turn 0), with the official
 * cards or with `engine`.
 * @category Testing
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_POSITION`, as {@link "compile-engine"!fromPosition | fromPosition}.
 */
export function position(p: TestPosition, engine?: Engine): GameState {
  return engine !== undefined ? helpersOver(() => anEngine(engine)).position(p) : standard.position(p);
}

/**
 * Applies steps in order through the public API, with the official cards (for other cards, see
 * {@link testingFor}). A refused step throws the engine's {@link "compile-engine"!CompileEngineError | CompileEngineError}, its message
 * extended with the prompt and the legal actions.
 * @category Testing
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} with the code {@link "compile-engine"!applyAction | applyAction} gives a refused step;
 * `INVALID_ARGUMENT` when a step names a card that is not where it looks (`play('Fire 3', 0)` with
 * no Fire 3 in the acting seat's hand) or cannot read the state.
 */
export function act(s: GameState, ...list: Step[]): GameState {
  return standard.act(s, ...list);
}

/**
 * Like {@link act}, also returning every event.
 * @category Testing
 * @throws as {@link act}.
 */
export function actWithEvents(s: GameState, ...list: Step[]): {
  /** The state after the last step. */
  state: GameState;
  /** Every event of every step, in order. */
  events: GameEvent[];
} {
  return standard.actWithEvents(s, ...list);
}
