/**
 * What a seeded random game is made of, for the property tests: six protocols (by line, used unless
 * drafting), the engine seed, whether to play the 1-2-2-1 draft, and the numbers that pick actions.
 */
import fc from 'fast-check';
import { createGame, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { GameState } from '../../src/index.js';

const names = OFFICIAL_PROTOCOLS.map((p) => p.name);

/** The arbitraries of a random game's inputs, in the order `start` and the properties take them. */
export const randomGameInputs = [
  fc.shuffledSubarray(names, { minLength: 6, maxLength: 6 }),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.boolean(),
  fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 64 }),
] as const;

/** A new game: protocols given, or (with `draft`) the 1-2-2-1 draft from every protocol, played as actions. */
export const start = (protocols: string[], seed: number, draft: boolean): GameState =>
  draft ? createGame({ seed }) : createGame({ seed, protocols: [protocols.slice(0, 3), protocols.slice(3)] });
