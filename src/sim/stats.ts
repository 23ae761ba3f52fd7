/**
 * The statistics of a simulation's figures: Wilson intervals for win rates, Bradley–Terry ratings
 * on the Elo scale for a round-robin, and a mergeable histogram of decision times. Each is a pure
 * function of counts, so that results summed from several runs (shards, `sim-merge`) give the same
 * figures as one run.
 * @module
 */

/**
 * A 95 % interval, as `[low, high]`.
 * @category Simulation
 */
export type Interval = [number, number];

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval (95 %) of `wins` out of `games`: unlike `p ± z·√(p(1-p)/n)` it stays
 * within [0, 1] and is not empty at 0 or n wins. `[0, 1]` when no game was played.
 */
export function wilson(wins: number, games: number): Interval {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Games between two bots of a round-robin: `wins[k]` won by `bots[k]`; the rest drawn. */
export interface PairCount {
  bots: [number, number];
  games: number;
  wins: [number, number];
}

/**
 * A bot's rating: Elo points relative to the first bot, with its 95 % interval.
 * @category Simulation
 */
export interface Rating {
  /** Elo points; the first bot is 0, and 400 more is 10 : 1 odds. */
  elo: number;
  /** 95 % interval of `elo` (the first bot's is `[0, 0]`: the ratings are measured from it). */
  interval: Interval;
}

const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry strengths of `n` bots from their pairings, by Newton's method on the
 * log-likelihood, on the Elo scale. A draw counts half a win for each. Every pairing gets one more
 * virtual drawn game (half a win each), which keeps the ratings finite when a bot won every game,
 * and pulls them towards each other by about one game's worth. The first bot is fixed at 0; the
 * intervals are ±1.96 standard errors from the inverse of the observed information.
 */
export function bradleyTerry(n: number, pairs: readonly PairCount[]): Rating[] {
  const score = (p: PairCount, k: 0 | 1) => p.wins[k] + (p.games - p.wins[0] - p.wins[1]) / 2 + 0.5;
  const theta = new Array<number>(n).fill(0);
  let info: number[][] = [];
  for (let round = 0; round < 100; round++) {
    const grad = new Array<number>(n).fill(0);
    info = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const p of pairs) {
      const [i, j] = p.bots;
      const games = p.games + 1;
      const pi = 1 / (1 + Math.exp(theta[j]! - theta[i]!));
      grad[i]! += score(p, 0) - games * pi;
      grad[j]! += score(p, 1) - games * (1 - pi);
      const w = games * pi * (1 - pi);
      info[i]![i]! += w;
      info[j]![j]! += w;
      info[i]![j]! -= w;
      info[j]![i]! -= w;
    }
    const step = solve(reduced(info), grad.slice(1));
    if (!step) break;
    let moved = 0;
    step.forEach((d, k) => {
      theta[k + 1]! += d;
      moved = Math.max(moved, Math.abs(d));
    });
    if (moved < 1e-12) break;
  }
  const covariance = invert(reduced(info));
  return theta.map((t, k) => {
    const se = k === 0 || !covariance ? 0 : Math.sqrt(Math.max(0, covariance[k - 1]![k - 1]!));
    const elo = t * ELO;
    return { elo, interval: [elo - Z95 * se * ELO, elo + Z95 * se * ELO] };
  });
}

/** The information matrix without the first bot's row and column (its rating is fixed). */
const reduced = (m: number[][]): number[][] => m.slice(1).map((row) => row.slice(1));

/** `a x = b` by Gaussian elimination with partial pivoting; `null` when `a` is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-15) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

function invert(a: number[][]): number[][] | null {
  const columns: number[][] = [];
  for (let i = 0; i < a.length; i++) {
    const col = solve(a, a.map((_, k) => (k === i ? 1 : 0)));
    if (!col) return null;
    columns.push(col);
  }
  return a.map((_, r) => columns.map((col) => col[r]!));
}

/**
 * Decision times, summed so that two tallies add up to the tally of both: a count, a total, a
 * maximum, and a histogram in quarter-octaves (bucket `b` holds times up to 2^(b/4) µs, so a
 * percentile read from it is at most 19 % high).
 */
export interface TimeTally {
  decisions: number;
  totalMs: number;
  maxMs: number;
  /** Bucket → decisions (only buckets with some). */
  histogram: Record<string, number>;
}

export const emptyTally = (): TimeTally => ({ decisions: 0, totalMs: 0, maxMs: 0, histogram: {} });

/** The histogram bucket of a time: the least `b` with `ms` ≤ 2^(b/4) µs. */
export const bucketOf = (ms: number): number => (ms <= 0.001 ? 0 : Math.ceil(4 * Math.log2(ms * 1000)));

export function addTime(t: TimeTally, ms: number): void {
  t.decisions++;
  t.totalMs += ms;
  if (ms > t.maxMs) t.maxMs = ms;
  // An integer key: V8 keeps such keys as array elements, cheap to count into.
  const b = bucketOf(ms);
  t.histogram[b] = (t.histogram[b] ?? 0) + 1;
}

export function addTally(into: TimeTally, t: TimeTally): void {
  into.decisions += t.decisions;
  into.totalMs += t.totalMs;
  into.maxMs = Math.max(into.maxMs, t.maxMs);
  for (const [b, n] of Object.entries(t.histogram)) into.histogram[b] = (into.histogram[b] ?? 0) + n;
}

/** The time at or under which a share `q` of the decisions took, read from the histogram (the bucket's upper bound, capped at the maximum). */
export function percentile(t: TimeTally, q: number): number {
  if (t.decisions === 0) return 0;
  const wanted = Math.ceil(q * t.decisions);
  let seen = 0;
  for (const b of Object.keys(t.histogram).map(Number).sort((x, y) => x - y)) {
    seen += t.histogram[String(b)]!;
    if (seen >= wanted) return Math.min(t.maxMs, 2 ** (b / 4) / 1000);
  }
  return t.maxMs;
}
