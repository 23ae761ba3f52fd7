/**
 * Views and determinisation with custom events: seeded random games in which Ward's handlers put
 * cards under others and swap field cards (custom events `tucked` and `swappedTops`, face-down cards
 * unnamed to the seats that may not know them), checked at every decision in the middle of an effect
 * and every fourth other one, as the determinize property checks the official cards: the state drawn
 * from a seat's view and history is valid, shows that seat its view again, and puts hidden cards only
 * where the custom events leave them possible. Failures print fast-check's seed and path:
 * PROPERTY_SEED / PROPERTY_PATH replay them, PROPERTY_RUNS sets the number of games (default 25).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { playAndCheck } from '../bots/determinize-check.js';
import { wardEngine } from './ward.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261218);
const PATH = process.env.PROPERTY_PATH;

const others = OFFICIAL_PROTOCOLS.map((p) => p.name);

describe('determinize with custom events', () => {
  const names = new Set<string>();
  it(`${RUNS} seeded games with Ward (and Hex): valid, the same view, hidden cards only where they could be`, () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(others, { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 64 }),
        (rest, hexToo, seed, choices) => {
          const game = wardEngine.createGame({ seed, protocols: [['Ward', hexToo ? 'Hex' : rest[4]!, rest[0]!], rest.slice(1, 4)] });
          expect(playAndCheck(wardEngine, game, seed, choices, (events) => events.forEach((e) => e.type === 'custom' && names.add(e.name)))).toBeGreaterThan(0);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
    // The games did reach both placements, so the checks above ran on their events.
    if (!PATH) expect([...names].sort()).toEqual(['swappedTops', 'tucked']);
  }, RUNS * 5000);
});
