/**
 * Random seeded games through the public API, with random legal actions and random illegal ones,
 * checking every invariant after every action. Failures print fast-check's seed and path:
 * rerun with PROPERTY_SEED=<seed> (and the printed path) to reproduce. PROPERTY_RUNS sets how
 * many games (default 300; deeper runs use thousands); PROPERTY_SEED and PROPERTY_PATH replay a
 * printed failure.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, CompileEngineError, legalActions, viewFor } from '../../src/index.js';
import type { Action, GameEvent, GameState } from '../../src/index.js';
import { anyAction, census as censusHolds, viewLeak } from '../../src/testing/conformance.js';
import { expectHandsInOrderOfTheirOwn, mix, randomGameInputs, resolvingCardHidden, SEATS, start } from './random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261130);
const PATH = process.env.PROPERTY_PATH; // with PROPERTY_SEED, replays exactly the failing case fast-check printed
const MAX_ACTIONS = 5000;
const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());

/** Every card id is in exactly one place: a zone or in transit (committed) on the pending stack. */
function census(g: GameState): void {
  if (g.phase === 'draft') return expect(g.cards).toHaveLength(0);
  expect(g.cards).toHaveLength(36);
  censusHolds(g);
}

/**
 * Line totals computed independently from the rules text: printed values, face-down 2 (Darkness 2:
 * 4 in its stack), and the top commands that change totals while face-up — Metal 0, Apathy 0,
 * Smoke 2, Mirror 0, Clarity 0, Diversity 3.
 */
function expectedTotals(g: GameState): number[][] {
  const name = (c: number) => g.cards[c]!;
  const printed = (c: number) => Number(name(c).split(' ')[1]);
  const upCount = (stack: number[], id: string) => stack.filter((c) => g.up[c] && name(c) === id).length;
  return [0, 1].map((p) => [0, 1, 2].map((line) => {
    const stack = g.players[p]!.stacks[line]!;
    const theirs = g.players[1 - p]!.stacks[line]!;
    const darkness = upCount(stack, 'Darkness 2') > 0;
    let total = stack.reduce((t, c) => t + (g.up[c] ? printed(c) : darkness ? 4 : 2), 0);
    total -= 2 * upCount(theirs, 'Metal 0');
    const faceDown = [...stack, ...theirs].filter((c) => !g.up[c]).length;
    total += faceDown * (upCount(stack, 'Apathy 0') + upCount(stack, 'Smoke 2'));
    total += theirs.length * upCount(stack, 'Mirror 0');
    total += g.players[p]!.hand.length * upCount(stack, 'Clarity 0');
    const nonDiversityUp = stack.some((c) => g.up[c] && !name(c).startsWith('Diversity '));
    if (nonDiversityUp) total += 2 * upCount(stack, 'Diversity 3');
    return total;
  }));
}

function play(protocols: string[], seed: number, draft: boolean, choices: number[]): { states: string[]; actions: Action[]; final: GameState } {
  let i = 0;
  // The choices hashed with the step (see `mix`): a loop that only a player's choice keeps going
  // (seed 13013, path "2") once reached the 500-turn limit under a periodic picker.
  const r = (n: number) => mix(choices[i % choices.length]!, i++) % n;
  let g = start(protocols, seed, draft);
  const states = [JSON.stringify(g)];
  const actions: Action[] = [];
  census(g);
  while (!g.result) {
    if (actions.length > MAX_ACTIONS) throw new Error(`game did not end within ${MAX_ACTIONS} actions`);
    const legal = legalActions(g);
    expect(legal.length).toBeGreaterThan(0);
    const before = states[states.length - 1]!;

    // A random action that is not legal is refused with a typed error and changes nothing.
    const wild = anyAction(r);
    if (!legal.some((a) => key(a) === key(wild))) {
      expect(() => applyAction(g, wild)).toThrow(CompileEngineError);
      expect(JSON.stringify(g)).toBe(before);
    }

    // Every listed action is accepted (the engine's direct legality check agrees with the list).
    if (actions.length % 13 === 0) for (const a of legal) expect(() => applyAction(g, a)).not.toThrow();
    const action = legal[r(legal.length)]!;
    const { state, events } = applyAction(g, action);
    expect(JSON.stringify(g)).toBe(before); // the input was not mutated
    census(state);
    checkCache(state, events);
    expect(viewFor(state, 'spectator').players.map((p) => p.totals)).toEqual(expectedTotals(state));

    // JSON round trip: the copy plays on identically.
    if (actions.length % 7 === 0 && !state.result) {
      const copy = JSON.parse(JSON.stringify(state)) as GameState;
      const next = legalActions(state);
      expect(legalActions(copy)).toEqual(next);
      const a = next[r(next.length)]!;
      expect(JSON.stringify(applyAction(copy, a).state)).toBe(JSON.stringify(applyAction(state, a).state));
    }
    // A seat's view does not change when only what it cannot see changes: every few actions, and
    // whenever a resolving text's card is hidden (flipped face-down mid-effect: issue 17).
    if (actions.length % 5 === 0 || resolvingCardHidden(state)) {
      for (const seat of SEATS) expect(viewLeak(viewFor, state, seat, r)).toBeNull();
    }
    expectHandsInOrderOfTheirOwn(events);
    g = state;
    actions.push(action);
    states.push(JSON.stringify(g));
  }
  return { states, actions, final: g };
}

/** After Check Cache, hands hold at most 5 cards unless a card skipped the phase (Spirit 0). */
function checkCache(_: GameState, events: GameEvent[]): void {
  for (const e of events) if (e.type === 'cacheChecked' && !e.skipped) expect(e.handCount).toBeLessThanOrEqual(5);
}

describe('random games keep every invariant', () => {
  it(`${RUNS} seeded games (protocols drawn or drafted at random), legal and illegal actions`, () => {
    fc.assert(
      fc.property(...randomGameInputs, (protocols, seed, draft, choices) => {
        const first = play(protocols, seed, draft, choices);
        expect(first.final.result).not.toBeNull(); // games end…
        expect(first.final.result!.reason).not.toBe('turnLimit'); // …by the rules, never at the engine's 500-turn limit
        // Replay: the same seed and actions give byte-identical states.
        let g = start(protocols, seed, draft);
        first.actions.forEach((a, i) => {
          g = applyAction(g, a).state;
          if (i % 10 === 0) expect(JSON.stringify(g)).toBe(first.states[i + 1]);
        });
        expect(JSON.stringify(g)).toBe(first.states[first.states.length - 1]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 2000);
});
