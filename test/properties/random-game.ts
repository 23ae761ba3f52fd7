/**
 * What a seeded random game is made of, for the property tests: six protocols (by line, used unless
 * drafting), the engine seed, whether to play the 1-2-2-1 draft, and the numbers that pick actions;
 * or a random position (`fromPosition`) drawn from one number; and the action picker.
 */
import fc from 'fast-check';
import { createGame, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { GameState, Position, PositionPhase } from '../../src/index.js';

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

/**
 * Two numbers hashed to an unsigned 32-bit integer (MurmurHash3's finaliser): how the properties
 * pick an action from the choices and the step. Not `(choices[i] + i) % n`: that repeats with the
 * choices' period, so that a two-option prompt can get the same answer forever (seed 13013, path
 * "2" of the games property: Mirror 1 took Peace 1's "Both players discard their hand" every turn).
 */
export function mix(a: number, b: number): number {
  let h = (Math.imul(a, 0x9e3779b1) ^ b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const PHASES: PositionPhase[] = ['start', 'control', 'compile', 'action', 'cache', 'end'];

/** A small deterministic generator: the whole position follows from one number. */
function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

/** A position drawn from `seed`: six protocols, each card placed at random (a few out of the game), any phase, any holder of the control component (or none, or no component). */
export function randomPosition(seed: number): Position {
  const r = lcg(seed);
  const pool = [...OFFICIAL_PROTOCOLS];
  const drawn = [0, 1, 2, 3, 4, 5].map(() => pool.splice(r(pool.length), 1)[0]!);
  const players = [0, 1].map((seat) => {
    const mine = drawn.slice(seat * 3, seat * 3 + 3);
    const stacks: string[][] = [[], [], []];
    const hand: string[] = [];
    const deck: string[] = [];
    const trash: string[] = [];
    const absent: string[] = [];
    for (const protocol of mine) {
      for (const { id } of protocol.cards) {
        const k = r(20);
        if (k < 8) stacks[r(3)]!.push(`${id} ${r(2) ? 'up' : 'down'}`);
        else if (k < 12 && hand.length < 6) hand.push(id);
        else if (k < 16) deck.push(id);
        else if (k < 19) trash.push(id);
        else absent.push(id);
      }
    }
    // Three compiled protocols would be a game already won: at most two.
    const compiled = mine.map(() => r(4) === 0);
    if (compiled.every(Boolean)) compiled[r(3)] = false;
    const protocols = mine.map((p, line) => (compiled[line] ? { name: p.name, compiled: true } : p.name));
    return { protocols, stacks, hand, deck, trash, absent };
  });
  const control = r(5) !== 0;
  const holder = r(3);
  return {
    seed, players: [players[0]!, players[1]!], turn: r(2) as 0 | 1, phase: PHASES[r(PHASES.length)]!, turnNumber: 1 + r(20),
    control, controlHolder: !control || holder === 2 ? null : (holder as 0 | 1),
  };
}
