/**
 * Random positions (`fromPosition`) played to their end with random legal actions: any six
 * protocols of every set, any of them compiled (two at most a seat), cards spread at random over
 * stacks (either face), hands, decks and trashes, the turn starting in any phase. Positions reach
 * tables that games from a deal rarely do (tall stacks, full trashes, a turn begun mid-way), and
 * every state on the way must keep each card in exactly one place, offer a legal action until the
 * game ends, and show both seats a view. A failure prints fast-check's seed and path: rerun with
 * PROPERTY_SEED=<seed> and PROPERTY_PATH=<path> to reproduce; PROPERTY_RUNS sets how many positions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, fromPosition, legalActions, OFFICIAL_PROTOCOLS, viewFor } from '../../src/index.js';
import type { GameState, Position, PositionPhase } from '../../src/index.js';
import { census } from '../../src/testing/conformance.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;
const MAX_ACTIONS = 5000;
const PHASES: PositionPhase[] = ['start', 'control', 'compile', 'action', 'cache', 'end'];

/** A small deterministic generator: the whole position follows from one number. */
function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

/** Two numbers hashed to an unsigned 32-bit integer (MurmurHash3's finaliser): the action picker. */
function mix(a: number, b: number): number {
  let h = (Math.imul(a, 0x9e3779b1) ^ b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A position drawn from `seed`: six protocols, each card placed at random, any phase. */
function randomPosition(seed: number): Position {
  const r = lcg(seed);
  const pool = [...OFFICIAL_PROTOCOLS];
  const drawn = [0, 1, 2, 3, 4, 5].map(() => pool.splice(r(pool.length), 1)[0]!);
  const players = [0, 1].map((seat) => {
    const mine = drawn.slice(seat * 3, seat * 3 + 3);
    const stacks: string[][] = [[], [], []];
    const hand: string[] = [];
    const deck: string[] = [];
    const trash: string[] = [];
    for (const protocol of mine) {
      for (const { id } of protocol.cards) {
        const k = r(10);
        if (k < 4) stacks[r(3)]!.push(`${id} ${r(2) ? 'up' : 'down'}`);
        else if (k < 6 && hand.length < 6) hand.push(id);
        else if (k < 8) deck.push(id);
        else trash.push(id);
      }
    }
    // Three compiled protocols would be a game already won: at most two.
    const compiled = mine.map(() => r(4) === 0);
    if (compiled.every(Boolean)) compiled[r(3)] = false;
    const protocols = mine.map((p, line) => (compiled[line] ? { name: p.name, compiled: true } : p.name));
    return { protocols, stacks, hand, deck, trash };
  });
  return { seed, players: [players[0]!, players[1]!], turn: r(2) as 0 | 1, phase: PHASES[r(PHASES.length)]!, turnNumber: 1 + r(20) };
}

describe('random positions keep every invariant', () => {
  it(`${RUNS} seeded positions in any phase, played to the end`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let g: GameState = fromPosition(randomPosition(seed));
        census(g);
        for (let n = 0; !g.result; n++) {
          expect(n).toBeLessThan(MAX_ACTIONS);
          const legal = legalActions(g);
          expect(legal.length).toBeGreaterThan(0);
          g = applyAction(g, legal[mix(seed, n) % legal.length]!).state;
          census(g);
          if (n % 11 === 0) for (const seat of [0, 1] as const) expect(viewFor(g, seat).players).toHaveLength(2);
        }
        expect(g.frames).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  });
});
