/**
 * Random positions (`fromPosition`) played to their end with random legal actions: any six
 * protocols of every set, any of them compiled (two at most a seat), cards spread at random over
 * stacks (either face), hands, decks and trashes, the turn starting in any phase. Positions reach
 * tables that games from a deal rarely do (tall stacks, full trashes, a turn begun mid-way), and
 * every state on the way must keep each card in exactly one place, offer a legal action until the
 * game ends, and show each seat a view that does not change when only what it cannot see changes. A failure prints fast-check's seed and path: rerun with
 * PROPERTY_SEED=<seed> and PROPERTY_PATH=<path> to reproduce; PROPERTY_RUNS sets how many positions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, fromPosition, legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { expectHandsInOrderOfTheirOwn, mix, positionFrom, resolvingCardHidden, SEATS } from './random-game.js';
import { census, viewLeak } from '../../src/testing/conformance.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;
const MAX_ACTIONS = 5000;

describe('random positions keep every invariant', () => {
  it(`${RUNS} seeded positions in any phase, played to the end`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let g: GameState = fromPosition(positionFrom(seed));
        census(g);
        for (let n = 0; !g.result; n++) {
          expect(n).toBeLessThan(MAX_ACTIONS);
          const legal = legalActions(g);
          expect(legal.length).toBeGreaterThan(0);
          const step = applyAction(g, legal[mix(seed, n) % legal.length]!);
          g = step.state;
          census(g);
          // A seat's view does not change when only what it cannot see changes (hands, decks, which
          // hidden card is which): every few actions, and whenever a resolving text's card is hidden.
          if (n % 5 === 0 || resolvingCardHidden(g)) {
            let k = 0;
            const shuffle = (m: number) => mix(seed ^ n, k++) % m;
            for (const seat of SEATS) expect(viewLeak(viewFor, g, seat, shuffle)).toBeNull();
          }
          expectHandsInOrderOfTheirOwn(step.events);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 1000);
});
