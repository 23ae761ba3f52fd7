/**
 * Shards add up exactly: for any run's outcomes (any number of bots, winners, protocols, decision
 * times) cut into any number of shards as `shardRange` cuts them, the shards' results merged are
 * the whole run's result — every figure to the last bit, decision times summed.
 *
 * Failures print fast-check's seed and path: PROPERTY_SEED / PROPERTY_PATH replay them,
 * PROPERTY_RUNS sets the number of runs (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeResults } from '../../src/sim.js';
import type { SimResult } from '../../src/sim.js';
import type { GameOutcome } from '../../src/sim/game.js';
import { pairingsOf } from '../../src/sim/plan.js';
import { shardRange } from '../../src/sim/simulate.js';
import { type RunInfo, summarise } from '../../src/sim/summary.js';
import { type TimeTally, addTime, emptyTally } from '../../src/sim/stats.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;
const POOL = ['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed', 'Tide', 'Hate'];

const game = fc.record({
  winner: fc.constantFrom<0 | 1 | null>(0, 1, null),
  turns: fc.integer({ min: 1, max: 500 }),
  decisions: fc.integer({ min: 1, max: 2000 }),
  protocols: fc.shuffledSubarray(POOL, { minLength: 6, maxLength: 6 }),
  times: fc.tuple(fc.array(fc.double({ min: 0, max: 50, noNaN: true }), { maxLength: 4 }), fc.array(fc.double({ min: 0, max: 50, noNaN: true }), { maxLength: 4 })),
});

const run = fc.integer({ min: 2, max: 4 }).chain((bots) => fc.record({
  bots: fc.constant(bots),
  perPairing: fc.integer({ min: 1, max: 8 }),
  alternate: fc.boolean(),
}).chain((r) => fc.record({
  ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, fc.constant(v)])) as { bots: fc.Arbitrary<number>; perPairing: fc.Arbitrary<number>; alternate: fc.Arbitrary<boolean> },
  games: fc.array(game, { minLength: r.perPairing * pairingsOf(r.bots).length, maxLength: r.perPairing * pairingsOf(r.bots).length }),
  shards: fc.integer({ min: 1, max: r.perPairing * pairingsOf(r.bots).length }),
})));

function tally(ms: number[]): TimeTally {
  const t = emptyTally();
  for (const x of ms) addTime(t, x);
  return t;
}

const withoutTimes = ({ timing, ...rest }: SimResult) => rest;

describe('mergeResults', () => {
  it('the shards of any run, merged, are the whole run', () => {
    fc.assert(
      fc.property(run, ({ bots, perPairing, alternate, games, shards }) => {
        const pairs = pairingsOf(bots);
        const outcomes: GameOutcome[] = games.map((g, index) => {
          const [a, b] = pairs[Math.floor(index / perPairing)]!;
          const swapped = alternate && (index % perPairing) % 2 === 1;
          return { index, winner: g.winner, reason: g.winner === null ? 'turnLimit' : 'compiled', turns: g.turns, decisions: g.decisions,
            protocols: [g.protocols.slice(0, 3), g.protocols.slice(3)], botAt: swapped ? [b, a] : [a, b], times: [tally(g.times[0]), tally(g.times[1])] };
        });
        const info = (shard: RunInfo['shard']): RunInfo => ({ seed: 'p', bots: [...Array(bots).keys()].map((k) => `bot${k}`), settings: { gamesPerPairing: perPairing, protocols: 'draft', sets: null, maxTurns: null, alternate, protocolFiles: [], handlerModules: [] }, shard });
        const parts = [...Array(shards).keys()].map((k) => {
          const [from, to] = shardRange({ index: k + 1, of: shards }, outcomes.length);
          return summarise(info({ index: k + 1, of: shards, from, to }), outcomes.slice(from, to));
        });
        const whole = summarise(info(null), outcomes);
        const merged = mergeResults(JSON.parse(JSON.stringify(parts.reverse())) as SimResult[]);
        expect(withoutTimes(merged)).toEqual(withoutTimes(whole));
        merged.timing.byBot.forEach((t, k) => {
          const w = whole.timing.byBot[k]!;
          expect([t.decisions, t.maxMs, t.p95Ms, t.histogram]).toEqual([w.decisions, w.maxMs, w.p95Ms, w.histogram]);
          expect(t.totalMs).toBeCloseTo(w.totalMs, 6);
        });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  });

  it('a shard is a contiguous slice of the run; the shards cover it once, their sizes differing by one at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }).chain((games) => fc.tuple(fc.constant(games), fc.integer({ min: 1, max: Math.min(games, 64) }))), ([games, of]) => {
        const slices = [...Array(of).keys()].map((k) => shardRange({ index: k + 1, of }, games));
        expect(slices[0]![0]).toBe(0);
        expect(slices.at(-1)![1]).toBe(games);
        slices.forEach(([from], k) => k > 0 && expect(from).toBe(slices[k - 1]![1]));
        const sizes = slices.map(([from, to]) => to - from);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) },
    );
  });
});
