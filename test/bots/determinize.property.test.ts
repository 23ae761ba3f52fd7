/**
 * Determinisations over seeded random games, at every few decisions of either seat: the state
 * drawn from the deciding seat's view and history is a valid game (the engine's full check: card
 * table, census, frames, prompt), shows that seat exactly its view again (legal actions and
 * pending effects included), holds exactly the game's cards, and puts every hidden card in a zone
 * the seat's history leaves possible; and that history never rules out where a card really is.
 * Failures print fast-check's seed and path: PROPERTY_SEED / PROPERTY_PATH replay them,
 * PROPERTY_RUNS sets the number of games (default 60).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultEngine } from '../../src/index.js';
import { randomGameInputs, start } from '../properties/random-game.js';
import { playAndCheck } from './determinize-check.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261202);
const PATH = process.env.PROPERTY_PATH;
const engine = defaultEngine();

describe('determinize', () => {
  it(`${RUNS} seeded games: valid, the same view, the same cards, hidden cards only where they could be`, () => {
    fc.assert(
      fc.property(...randomGameInputs, (protocols, seed, draft, choices) => {
        expect(playAndCheck(engine, start(protocols, seed, draft), seed, choices)).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 5000);
});
