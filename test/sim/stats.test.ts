/**
 * The statistics of a simulation's figures, against values worked out by hand: Wilson intervals,
 * Bradley–Terry ratings (two bots have a closed form), and the decision-time histogram.
 */
import { describe, expect, it } from 'vitest';
import { addTally, addTime, bradleyTerry, emptyTally, percentile, wilson } from '../../src/sim/stats.js';

describe('wilson', () => {
  it('matches the textbook values, stays within [0, 1] and is never empty at 0 or n wins', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('bradleyTerry', () => {
  it('two bots: 400·log10 of the odds, a virtual drawn game added; the interval is ±1.96 standard errors', () => {
    const [a, b] = bradleyTerry(2, [{ bots: [0, 1], games: 12, wins: [3, 7] }]);
    expect(a).toEqual({ elo: 0, interval: [0, 0] });
    // 2 draws: b scores 7 + 1 + 0.5 of 13 games, a 3 + 1 + 0.5.
    expect(b!.elo).toBeCloseTo(400 * Math.log10(8.5 / 4.5), 9);
    const p = 8.5 / 13;
    const se = (400 / Math.LN10) / Math.sqrt(13 * p * (1 - p));
    expect(b!.interval[0]).toBeCloseTo(b!.elo - 1.959964 * se, 4);
    expect(b!.interval[1]).toBeCloseTo(b!.elo + 1.959964 * se, 4);
  });

  it('stays finite when a bot won everything, and orders three bots by their results', () => {
    const r = bradleyTerry(3, [
      { bots: [0, 1], games: 10, wins: [0, 10] },
      { bots: [0, 2], games: 10, wins: [5, 5] },
      { bots: [1, 2], games: 10, wins: [10, 0] },
    ]);
    for (const x of r) expect(Number.isFinite(x.elo)).toBe(true);
    expect(r[1]!.elo).toBeGreaterThan(r[2]!.elo);
    expect(Math.abs(r[2]!.elo)).toBeLessThan(r[1]!.elo);
  });
});

describe('decision times', () => {
  it('tallies add up to the tally of both, and the p95 is read from quarter-octave buckets, never above the maximum', () => {
    const a = emptyTally();
    const b = emptyTally();
    const both = emptyTally();
    const times = Array.from({ length: 100 }, (_, i) => 0.05 * (i + 1));   // 0.05 … 5 ms
    times.forEach((ms, i) => {
      addTime(i % 2 ? a : b, ms);
      addTime(both, ms);
    });
    const merged = emptyTally();
    addTally(merged, a);
    addTally(merged, b);
    expect(merged.histogram).toEqual(both.histogram);
    expect(merged.decisions).toBe(100);
    expect(merged.maxMs).toBe(5);
    const p95 = percentile(merged, 0.95);
    expect(p95).toBeGreaterThanOrEqual(4.75);
    expect(p95).toBeLessThanOrEqual(4.75 * 2 ** 0.25);
    expect(percentile(emptyTally(), 0.95)).toBe(0);
  });
});
