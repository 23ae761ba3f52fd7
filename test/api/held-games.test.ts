/**
 * What a held game costs in memory (issue 23: a server holds thousands at once). A game played on
 * the simulation path must take no more heap than a fresh copy of it: `cloneState` builds every
 * list at its length, and the rules must leave no room to spare in the lists they grow (V8 grows
 * an array in place to 1.5 × its length + 16 items, and keeps that room; see `src/state/grown.ts`).
 * Heap is read after a full GC, on this thread's own isolate: the figure does not depend on time.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cloneState, defaultEngine } from '../../src/index.js';
import type { GameState } from '../../src/index.js';

const gc = (v8.setFlagsFromString('--expose-gc'), vm.runInNewContext('gc') as () => void);
/** The heap of data after a full GC: compiled code and object layouts (which change as the functions run warm up) left out. */
const dataAfterGc = (): number => {
  gc();
  gc();
  return v8.getHeapSpaceStatistics().filter((s) => DATA_SPACES.has(s.space_name)).reduce((sum, s) => sum + s.space_used_size, 0);
};
const DATA_SPACES = new Set(['new_space', 'old_space', 'large_object_space', 'new_large_object_space']);

/** A small deterministic generator for the games' choices. */
function choices(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

describe('held games', () => {
  it('a game played in place holds no more heap than a fresh copy of it (its lists keep no spare room)', () => {
    const engine = defaultEngine();
    const sets = [...new Set(engine.protocols.map((p) => p.set))];
    const N = 4000;
    const pick = choices(12345);
    let played: GameState[] | null = [];
    // Drafted games over every set, each stopped at its own point: some in the draft, most mid-game, some over.
    for (let g = 0; g < N; g++) {
      const s = cloneState(engine.createGame({ seed: g, sets }));
      for (let i = 0, n = 20 + ((g * 37) % 200); i < n && !s.result; i++) {
        const actions = engine.legalActions(s);
        engine.applyInPlace(s, actions[pick(actions.length)]!);
      }
      played.push(s);
    }
    played.map((s) => cloneState(s)); // copying warmed up, so that the second copy allocates only the copies
    const withPlayed = dataAfterGc();
    const copies = played.map((s) => cloneState(s));
    played = null;
    const withCopies = dataAfterGc();
    expect(copies).toHaveLength(N);
    // Playing left about 1 KB a game in its stacks (550 bytes), hands, trashes and pending frames
    // (130–210 each) and decks (80) before they were kept at their length; what remains is the
    // room of cards taken out of lists in place, within this measure's noise (-91 to +35 here;
    // with 2,000 games, 6 to 77 in runs alone and once 102 in a full run on 2026-12-04, so 4,000
    // games: the heap the rest of the process allocates meanwhile is spread over twice as many).
    expect((withPlayed - withCopies) / N).toBeLessThan(96);
  });
});
