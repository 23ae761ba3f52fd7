/**
 * The search's memo of move keys (`KeyMemo`, internal to the ISMCTS bot) names every move exactly
 * as `moveKey` does: over seeded random games, drafted and not, at every decision, for every legal
 * action, named by either seat, one memo kept through all the games (the card table changes from
 * game to game and at a draft's end, and the same numbers then name other cards). Failures print fast-check's seed
 * and path: PROPERTY_SEED / PROPERTY_PATH replay them, PROPERTY_RUNS sets the number of games.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cloneState, defaultEngine } from '../../src/index.js';
import type { PlayerId } from '../../src/index.js';
import { moveKey } from '../../src/bots.js';
import { KeyMemo } from '../../src/bots/ismcts.js';
import { mix, randomGameInputs, start } from '../properties/random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261204);
const PATH = process.env.PROPERTY_PATH;
const engine = defaultEngine();

describe('KeyMemo', () => {
  it(`${RUNS} seeded games: every legal action of every decision keyed as moveKey keys it, by either seat`, () => {
    const memo = new KeyMemo();
    fc.assert(
      fc.property(...randomGameInputs, (protocols, seed, draft, choices) => {
        const s = cloneState(start(protocols, seed, draft));
        let keyed = 0;
        for (let step = 0; !s.result && step < 400; step++) {
          const legal = engine.legalActions(s);
          const mover = s.prompt!.player;
          for (const seat of [0, 1] as PlayerId[]) for (const a of legal) {
            expect(memo.of(s, a, mover, seat), `step ${step}: ${JSON.stringify(a)} named by seat ${seat}`).toBe(moveKey(s, a, mover, seat));
            keyed++;
          }
          engine.applyInPlace(s, legal[mix(choices[step % choices.length]!, step) % legal.length]!);
        }
        expect(keyed).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 3000);
});
