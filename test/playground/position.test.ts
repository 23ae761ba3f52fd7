/**
 * The playground's "Save position": a moment of a game as a `Position` that `fromPosition` starts
 * from, showing both seats (and a spectator) exactly the table they saw — checked at every start
 * of an action over seeded random games. PROPERTY_SEED=<seed> and PROPERTY_PATH=<path> reproduce a
 * failure; PROPERTY_RUNS sets how many games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, fromPosition, legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { positionOf, positionRefusal } from '../../playground/src/table/position.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const SEED = Number(process.env.PROPERTY_SEED ?? 2101);
const PATH = process.env.PROPERTY_PATH;

/** A view without what a position does not carry: the effects in progress (none here) and the bookkeeping of the turn so far. */
const table = (s: GameState, seat: 0 | 1 | 'spectator') => {
  const { pending: _pending, ...rest } = viewFor(s, seat);
  return rest;
};

describe('positions saved by the playground', () => {
  it('start, through fromPosition, at the table every seat saw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, pickSeed) => {
        let g = createGame({ seed, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
        let r = pickSeed;
        let checked = 0;
        for (let i = 0; i < 120 && !g.result; i++) {
          if (positionRefusal(g) === null) {
            const again = fromPosition(positionOf(g, seed));
            for (const seat of [0, 1, 'spectator'] as const) expect(table(again, seat)).toEqual(table(g, seat));
            expect(legalActions(again)).toEqual(legalActions(g));
            checked++;
          }
          const legal = legalActions(g);
          r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
          g = applyAction(g, legal[r % legal.length]!).state;
        }
        expect(checked).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  });

  it('are refused in the middle of an effect', () => {
    const g = fromPosition({ seed: 'p', phase: 'action', players: [{ protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] }, { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] }] });
    expect(positionRefusal(g)).toBeNull();
    const asking = applyAction(g, { type: 'play', index: 0, line: 0, face: 'up' }).state;
    expect(asking.prompt?.kind).toBe('card');
    expect(positionRefusal(asking)).toMatch(/only at the start of an action/);
    expect(() => positionOf(asking, 1)).toThrow(/only at the start of an action/);
  });
});
