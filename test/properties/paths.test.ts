/**
 * The two ways of playing are one game: the pure path (`applyAction`) and the simulation path
 * (`cloneState` once, then `applyInPlace`) give the same legal actions, the same state and the same
 * events after every action (and, asked for no events, the same states and no events), over seeded random games (protocols drawn or drafted) and random
 * positions (any phase; see `randomPosition`), and the same ending when a seat resigns or loses on
 * time at a random moment. Failures print
 * fast-check's seed and path. PROPERTY_RUNS sets how many games (default 200 here; deep runs use
 * thousands); PROPERTY_SEED and PROPERTY_PATH replay a printed failure.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, cloneState, defaultEngine, fromPosition, legalActions, validateState } from '../../src/index.js';
import type { GameState, PlayerId } from '../../src/index.js';
import { mix, randomGameInputs, randomPosition, start } from './random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;
const MAX_ACTIONS = 5000;
const engine = defaultEngine();

const QUIET = { events: false } as const;

/**
 * Plays one game from `first` on both paths side by side, picking by `pick`, and on both again
 * with `events: false` (which must reach the same states and return no events); returns the number
 * of actions.
 */
function playBoth(first: GameState, pick: (n: number) => number): number {
  let pure = first;
  let quietPure = first;
  const sim = cloneState(pure);
  const quietSim = cloneState(pure);
  let n = 0;
  while (!pure.result) {
    if (n > MAX_ACTIONS) throw new Error(`game did not end within ${MAX_ACTIONS} actions`);
    const legal = legalActions(pure);
    expect(engine.legalActions(sim)).toEqual(legal);
    const action = legal[pick(n) % legal.length]!;
    const step = applyAction(pure, action);
    const simEvents = engine.applyInPlace(sim, action);
    const where = `action ${n} (${JSON.stringify(action)})`;
    expect(JSON.stringify(step.events), where).toBe(JSON.stringify(simEvents));
    expect(JSON.stringify(step.state), where).toBe(JSON.stringify(sim));
    expect(engine.applyInPlace(quietSim, action, QUIET), where).toEqual([]);
    const quietStep = applyAction(quietPure, action, QUIET);
    expect(quietStep.events, where).toEqual([]);
    expect(JSON.stringify(quietSim), where).toBe(JSON.stringify(sim));
    expect(JSON.stringify(quietStep.state), where).toBe(JSON.stringify(sim));
    quietPure = quietStep.state;
    pure = step.state;
    n++;
  }
  expect(sim.result).toEqual(pure.result);
  return n;
}

describe('the pure path and the simulation path play the same games', () => {
  it(`${RUNS} seeded games, action by action: legal actions, state and events`, () => {
    fc.assert(
      fc.property(...randomGameInputs, (protocols, seed, draft, choices) => {
        expect(playBoth(start(protocols, seed, draft), (n) => mix(choices[n % choices.length]!, n))).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 1000);

  it(`${RUNS} seeded positions in any phase, action by action: legal actions, state and events`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        expect(playBoth(fromPosition(randomPosition(seed)), (n) => mix(seed, n))).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 1000);
});

describe('the two paths agree on endings at any moment', () => {
  it(`${RUNS} seeded games cut short by a resignation or a loss on time at a random decision`, () => {
    fc.assert(
      fc.property(...randomGameInputs, fc.nat({ max: 400 }), fc.constantFrom<PlayerId>(0, 1), fc.constantFrom('resign' as const, 'timeout' as const), (protocols, seed, draft, choices, cut, seat, type) => {
        let pure = start(protocols, seed, draft);
        for (let n = 0; n < cut && !pure.result; n++) {
          const legal = legalActions(pure);
          pure = applyAction(pure, legal[mix(choices[n % choices.length]!, n) % legal.length]!).state;
        }
        if (pure.result) return;
        const sim = cloneState(pure);
        const ending = { type, player: seat };
        const step = applyAction(pure, ending);
        expect(JSON.stringify(engine.applyInPlace(sim, ending))).toBe(JSON.stringify(step.events));
        expect(JSON.stringify(sim)).toBe(JSON.stringify(step.state));
        expect(step.state.result).toEqual({ winner: 1 - seat, reason: type === 'resign' ? 'resigned' : 'timeout' });
        validateState(JSON.parse(JSON.stringify(step.state)));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 1000);
});
