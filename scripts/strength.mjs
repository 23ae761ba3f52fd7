#!/usr/bin/env node
/**
 * How strong the bots are, measured with `simulate` and reproducible: the ladder of every bot of
 * the registry (`BOTS`, at their default settings), each against the one below it — greedy vs
 * random, ismcts vs greedy, expert vs ismcts — in seeded games, seats alternated, protocols
 * drafted 1-2-2-1 by the bots themselves from every official protocol; then each bot's time per
 * decision. Runs on the built package.
 *
 *   npm run build && node scripts/strength.mjs                # the full measure (hours on 2 shared cores)
 *   node scripts/strength.mjs --greedy-games 0 --ismcts-games 0 --expert-games 1000 --progress 50
 *                                                             # one rung, with the tally every 50 games
 *   node scripts/strength.mjs --smoke                         # a few games, for the test suite
 *
 * Options (defaults in brackets): --greedy-games [1000] (greedy vs random), --ismcts-games [400]
 * (ismcts vs greedy), --expert-games [1000] (expert vs ismcts), --timing-games [20], --workers [2],
 * --progress [0] (print each match's tally so far every N games, so that a run stopped early
 * still tells what it measured), --smoke, --lib [dist] (a directory with index.js, bots.js and
 * sim.js; `--lib src` reads the sources, under `node --import tsx` and with `--workers 1`). The
 * matches are `simulate({ games, seed: 'strength', bots })`: the figures depend only on that, not
 * on the number of workers, the machine or its load.
 *
 * Targets: greedy beats random in ≥ 90 % of 1,000 games, ISMCTS at ≤ 100 ms per decision beats
 * greedy in ≥ 65 % of 400 (issue 10); expert at ≤ 50 ms per decision beats ISMCTS in ≥ 60 % of
 * 1,000 (issue 19). The time per decision is measured apart, first, on this thread (simulate's own `timing` comes from worker threads sharing the machine): each bot against the bot
 * below it (random against random) in --timing-games more seeded games, every decision of the bot
 * timed; against a bot that searches too (expert against ismcts), the opponent's decisions as
 * well, and the ratio of the two means, which the load leaves about where it is. On a loaded
 * machine the times grow with the load; the win rates do not.
 */
import { parseArgs } from 'node:util';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SEED = 'strength';

/** The package's three entries from a build directory (or the sources). */
async function load(lib) {
  const dir = resolve(root, lib);
  const ext = lib === 'src' ? 'ts' : 'js';
  const [api, bots, sim] = await Promise.all(['index', 'bots', 'sim'].map((entry) => import(pathToFileURL(`${dir}/${entry}.${ext}`).href)));
  return { api, bots, sim };
}

const pct = (k, n) => `${((100 * k) / n).toFixed(1)} %`;
/** Wilson score interval at 95 %, as fractions. */
function wilson(k, n) {
  const z = 1.96;
  const p = k / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [mid - half, mid + half];
}
const interval = (k, n) => `[${wilson(k, n).map((x) => (100 * x).toFixed(1)).join('–')} %]`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Each game's winner from its record, in game order: a running tally for `--progress`. */
function tally({ api }, bots, every) {
  let done = 0;
  let wins = 0;
  return (record) => {
    const winner = api.replayRecord(record).state.result.winner;
    done++;
    if (winner !== null && record.players[winner] === bots[0]) wins++;
    if (done % every === 0) console.log(`  … after ${done} games: ${bots[0]} won ${wins} (${pct(wins, done)} ${interval(wins, done)})`);
  };
}

/** One match through `simulate`: the first bot's share of the games, and its report lines. */
async function match(lib, bots, games, workers, progress) {
  console.log(`${bots[0]} vs ${bots[1]}: ${games} games, seats alternated (simulate, seed "${SEED}")`);
  const onRecord = progress > 0 ? tally(lib, bots, progress) : undefined;
  const result = await lib.sim.simulate({ games, seed: SEED, bots, workers, ...(onRecord && { onRecord }) });
  const [wins, losses] = result.wins.byBot;
  const draws = games - wins - losses;
  console.log(`  ${bots[0]} won ${wins} (${pct(wins, games)} ${interval(wins, games)}), ${bots[1]} ${losses}, draws ${draws}; first player won ${pct(result.firstPlayer.wins, games)}; ${result.meanDecisions.toFixed(0)} decisions/game, both seats`);
  return { share: wins / games, low: wilson(wins, games)[0] };
}

/**
 * Every decision of the registry's `name` bot timed, in `games` games against `against` on this
 * thread, and the opponent's decisions in the same games (ms, sorted).
 */
function decisionTimes({ api, bots }, name, against, games) {
  const engine = api.defaultEngine();
  const times = [];
  const theirs = [];
  const timedBot = (bot, into) => ({ name: bot.name, choose(d) { const t0 = performance.now(); const a = bot.choose(d); into.push(performance.now() - t0); return a; } });
  for (let g = 0; g < games; g++) {
    const timed = timedBot(bots.BOTS[name]({ seed: `${SEED}-timing#${g}-0`, engine }), times);
    const opponent = timedBot(bots.BOTS[against]({ seed: `${SEED}-timing#${g}-1`, engine }), theirs);
    bots.playGame(engine, api.createGameWithEvents({ seed: `${SEED}-timing#${g}` }), g % 2 === 0 ? [timed, opponent] : [opponent, timed]);
  }
  const sorted = (xs) => xs.sort((a, b) => a - b);
  return { times: sorted(times), theirs: sorted(theirs) };
}

const meanOf = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The timing line of one bot; its mean time per decision. Against a bot that searches too, also
 * the ratio of the two means in the same games: both bots share the same load, so the ratio
 * carries over to a quiet machine where the loaded means do not.
 */
function timing(lib, name, against, games) {
  const { times, theirs } = decisionTimes(lib, name, against, games);
  const mean = meanOf(times);
  console.log(`  ${name.padEnd(7)} mean ${mean.toFixed(1).padStart(6)}  p50 ${quantile(times, 0.5).toFixed(1).padStart(6)}  p95 ${quantile(times, 0.95).toFixed(1).padStart(6)}  max ${times[times.length - 1].toFixed(1).padStart(7)}  (${times.length} decisions, against ${against})`);
  if (SEARCHERS.has(against)) console.log(`    ${name} / ${against} in the same games: ${(mean / meanOf(theirs)).toFixed(2)} × (${against} mean ${meanOf(theirs).toFixed(1)} over ${theirs.length} decisions)`);
  return mean;
}

/** The bots whose time per decision is a search's, worth a ratio. */
const SEARCHERS = new Set(['ismcts', 'expert']);

const { values } = parseArgs({
  options: {
    'greedy-games': { type: 'string' }, 'ismcts-games': { type: 'string' }, 'expert-games': { type: 'string' }, 'timing-games': { type: 'string' },
    progress: { type: 'string', default: '0' }, workers: { type: 'string', default: '2' }, smoke: { type: 'boolean', default: false }, lib: { type: 'string', default: 'dist' },
  },
});
const lib = await load(values.lib);
const smoke = values.smoke;
const workers = Number(values.workers) <= 1 ? 0 : Number(values.workers);
const progress = Number(values.progress);
const timingGames = Number(values['timing-games'] ?? (smoke ? 1 : 20));
/** The ladder, bottom up: each rung a bot against the one below it, its games and its targets. */
const LADDER = [
  { bots: ['greedy', 'random'], games: Number(values['greedy-games'] ?? (smoke ? 10 : 1000)), share: 0.9, ms: Infinity, issue: 10 },
  { bots: ['ismcts', 'greedy'], games: Number(values['ismcts-games'] ?? (smoke ? 2 : 400)), share: 0.65, ms: 100, issue: 10 },
  { bots: ['expert', 'ismcts'], games: Number(values['expert-games'] ?? (smoke ? 2 : 1000)), share: 0.6, ms: 50, issue: 19 },
];
console.log(`compile-engine bot strength: node ${process.version}, ${values.lib}/, ${workers === 0 ? 'this thread' : `${workers} worker threads`}, ismcts at ${lib.bots.ISMCTS_ITERATIONS} iterations, expert at ${lib.bots.EXPERT_ITERATIONS} (exploration ${lib.bots.EXPERT_EXPLORATION})${smoke ? ' (smoke run: too few games to measure anything)' : ''}`);
const t0 = performance.now();
// The times first: the matches may be the part of a long run that is stopped before its end.
const means = new Map();
if (timingGames > 0) {
  console.log(`decision times (ms, ${timingGames} more game${timingGames === 1 ? '' : 's'} each on one thread, against the bot below):`);
  means.set('random', timing(lib, 'random', 'random', timingGames));
  for (const { bots: [name, against] } of LADDER) means.set(name, timing(lib, name, against, timingGames));
}
const shares = new Map();
for (const rung of LADDER) if (rung.games > 0) shares.set(rung.bots[0], await match(lib, rung.bots, rung.games, workers, progress));
let met = true;
console.log('targets:');
for (const { bots: [name, against], games, share, ms, issue } of LADDER) {
  const measured = shares.get(name);
  if (!measured) continue;
  const ok = measured.share >= share && (means.get(name) ?? 0) <= ms;
  const time = ms === Infinity ? '' : ` at ≤ ${ms} ms per decision (mean${means.has(name) ? '' : ', not timed'})`;
  console.log(`  ${name} vs ${against} (issue ${issue}): ≥ ${100 * share} % of ${games} games${time}: ${ok ? 'met' : 'NOT met'}; the interval's low end ${(100 * measured.low).toFixed(1)} % is ${measured.low > 0.5 ? 'above' : 'not above'} 50 %`);
  met &&= ok;
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
if (!smoke) console.log(met ? 'all targets met' : 'some target NOT met');
