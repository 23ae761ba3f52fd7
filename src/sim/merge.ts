/**
 * Adding up the results of a run played in shards (`simulate({ shard })`, `sim --shard K/N`), on
 * as many machines as there are shards: the shards' counts are summed and the figures derived
 * from the sum, by the same code as a whole run's, so the merged result is exactly the whole
 * run's — decision times aside, which are summed (they are a clock's, never reproduced).
 * @module
 */
import { fail } from '../errors.js';
import { type SimResult, type Tally, count, emptyCount, figures } from './summary.js';
import { addTally } from './stats.js';

/**
 * The result of the whole run from the results of all its shards (in any order). Refuses, with
 * `INVALID_CONFIG`, results that are not shards of one run — another seed, other bots or
 * settings, a shard missing or given twice — or that are not results of `simulate` at all.
 * @category Simulation
 */
export function mergeResults(results: readonly unknown[]): SimResult {
  if (!Array.isArray(results) || results.length === 0) fail('INVALID_CONFIG', 'mergeResults takes the results of every shard of a run');
  const shards = results.map((r, i) => checked(r, i));
  const first = shards[0]!;
  const of = first.shard!.of;
  const same = JSON.stringify([first.seed, first.bots, first.settings]);
  const seen = new Set<number>();
  for (const [i, r] of shards.entries()) {
    if (JSON.stringify([r.seed, r.bots, r.settings]) !== same) fail('INVALID_CONFIG', `result ${i + 1} is of another run (its seed, bots or settings differ from the first result's)`);
    if (r.shard!.of !== of) fail('INVALID_CONFIG', `result ${i + 1} is shard ${r.shard!.index}/${r.shard!.of}, the first is of ${of} shards`);
    if (seen.has(r.shard!.index)) fail('INVALID_CONFIG', `shard ${r.shard!.index}/${of} is given twice`);
    seen.add(r.shard!.index);
  }
  const missing = [...Array(of).keys()].map((k) => k + 1).filter((k) => !seen.has(k));
  if (missing.length > 0) fail('INVALID_CONFIG', `shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${of}`).join(', ')} missing: the whole run needs all ${of}`);
  const total = emptyCount(first.bots.length);
  for (const r of shards) add(total, r);
  return figures({ seed: first.seed, bots: first.bots, settings: first.settings, shard: null }, total);
}

/** Adds a result's counts to `t`. */
function add(t: Tally, r: SimResult): void {
  t.games += r.games;
  t.bySeat[0] += r.wins.bySeat[0];
  t.bySeat[1] += r.wins.bySeat[1];
  r.wins.byBot.forEach((n, k) => (t.byBot[k]! += n));
  t.turns += r.totals.turns;
  t.decisions += r.totals.decisions;
  t.stopped += r.stoppedAtTurnLimit;
  for (const [name, w] of Object.entries(r.byProtocol)) count(t.protocols, name, w.wins, w.games);
  for (const [name, w] of Object.entries(r.byPair)) count(t.pairs, name, w.wins, w.games);
  r.pairings.forEach((p, k) => {
    const into = t.pairings[k]!;
    into.games += p.games;
    into.wins[0] += p.wins[0];
    into.wins[1] += p.wins[1];
  });
  r.timing.byBot.forEach((d, k) => addTally(t.times[k]!, { decisions: d.decisions, totalMs: d.totalMs, maxMs: d.maxMs, histogram: d.histogram }));
}

const isCount = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isCounts = (v: unknown, n?: number) => Array.isArray(v) && (n === undefined || v.length === n) && v.every(isCount);
const isRates = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((w) => isCount((w as { games?: unknown })?.games) && isCount((w as { wins?: unknown })?.wins));

/** `r` if it has what a merge reads, in the right shape; `INVALID_CONFIG` naming what is wrong otherwise. */
function checked(r: unknown, i: number): SimResult {
  const o = r as Partial<SimResult> | null;
  const bad = (what: string): never => fail('INVALID_CONFIG', `result ${i + 1} is not a result of sim --json (or simulate): ${what}`);
  if (typeof o !== 'object' || o === null) return bad('not an object');
  if (typeof o.seed !== 'string' && typeof o.seed !== 'number') bad('no seed');
  if (!Array.isArray(o.bots) || o.bots.length < 2 || !o.bots.every((b) => typeof b === 'string')) bad('no bots');
  const n = o.bots!.length;
  if (typeof o.settings !== 'object' || o.settings === null) bad('no settings');
  if (o.shard === null || typeof o.shard !== 'object' || !isCount(o.shard.index) || !isCount(o.shard.of) || o.shard.index < 1 || o.shard.index > o.shard.of) bad('no shard (play each part with --shard K/N)');
  if (!isCount(o.games) || !isCounts(o.wins?.bySeat, 2) || !isCounts(o.wins?.byBot, n) || !isCount(o.totals?.turns) || !isCount(o.totals?.decisions) || !isCount(o.stoppedAtTurnLimit)) bad('its counts are missing or not whole numbers');
  if (!isRates(o.byProtocol) || !isRates(o.byPair)) bad('its protocol tables are missing or malformed');
  if (!Array.isArray(o.pairings) || o.pairings.length !== (n * (n - 1)) / 2 || !o.pairings.every((p) => isCount(p?.games) && isCounts(p?.wins, 2))) bad('its pairings are missing or malformed');
  const times = o.timing?.byBot;
  const histogram = (h: unknown) => typeof h === 'object' && h !== null && Object.values(h).every(isCount);
  if (!Array.isArray(times) || times.length !== n || !times.every((t) => isCount(t?.decisions) && typeof t.totalMs === 'number' && typeof t.maxMs === 'number' && histogram(t.histogram))) bad('its decision times are missing or malformed');
  return o as SimResult;
}
