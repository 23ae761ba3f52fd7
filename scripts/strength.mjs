#!/usr/bin/env node
/**
 * How strong the bots are, measured with `simulate` and reproducible: seeded games between two
 * bots of the registry (`BOTS`, at their default settings), seats alternated, protocols drafted
 * 1-2-2-1 by the bots themselves from every official protocol. Runs on the built package.
 *
 *   npm run build && node scripts/strength.mjs                # the full measure (a while on 2 cores)
 *   node scripts/strength.mjs --smoke                         # a few games, for the test suite
 *
 * Options (defaults in brackets): --greedy-games [1000] (greedy vs random), --ismcts-games [400]
 * (ismcts vs greedy), --timing-games [20], --workers [2], --smoke, --lib [dist] (a directory with
 * index.js, bots.js and sim.js; `--lib src` reads the sources, under `node --import tsx` and with
 * `--workers 1`). The matches are `simulate({ games, seed: 'strength', bots })`: the figures
 * depend only on that, not on the number of workers.
 *
 * Targets (issue 10): greedy beats random in ≥ 90 % of 1,000 games; ISMCTS at ≤ 100 ms per
 * decision beats greedy in ≥ 65 % of 400. The time per decision is measured apart, on this
 * thread (simulate's own `timing` comes from worker threads sharing the machine):
 * ISMCTS against greedy in --timing-games more seeded games, every ISMCTS decision timed.
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
/** Wilson score interval at 95 %, as percentages. */
function wilson(k, n) {
  const z = 1.96;
  const p = k / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `[${(100 * (mid - half)).toFixed(1)}–${(100 * (mid + half)).toFixed(1)} %]`;
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One match through `simulate`: the result, and its report lines. */
async function match({ sim }, bots, games, workers) {
  const result = await sim.simulate({ games, seed: SEED, bots, workers });
  const [wins, losses] = result.wins.byBot;
  const draws = games - wins - losses;
  console.log(`${bots[0]} vs ${bots[1]}: ${games} games, seats alternated (simulate, seed "${SEED}")`);
  console.log(`  ${bots[0]} won ${wins} (${pct(wins, games)} ${wilson(wins, games)}), ${bots[1]} ${losses}, draws ${draws}; first player won ${pct(result.firstPlayer.wins, games)}; ${result.meanDecisions.toFixed(0)} decisions/game, both seats`);
  return wins / games;
}

/** Every decision of the registry's `name` bot timed, in `games` games against `against` on this thread (ms, sorted). */
function decisionTimes({ api, bots }, name, against, games) {
  const engine = api.defaultEngine();
  const times = [];
  for (let g = 0; g < games; g++) {
    const measured = bots.BOTS[name]({ seed: `${SEED}-timing#${g}-0`, engine });
    const timed = { name, choose(d) { const t0 = performance.now(); const a = measured.choose(d); times.push(performance.now() - t0); return a; } };
    const opponent = bots.BOTS[against]({ seed: `${SEED}-timing#${g}-1`, engine });
    bots.playGame(engine, api.createGameWithEvents({ seed: `${SEED}-timing#${g}` }), g % 2 === 0 ? [timed, opponent] : [opponent, timed]);
  }
  return times.sort((a, b) => a - b);
}

function timing(lib, name, against, games) {
  const times = decisionTimes(lib, name, against, games);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`  ${name} decision time (ms, ${games} more game${games === 1 ? '' : 's'} on one thread): mean ${mean.toFixed(1)}  p50 ${quantile(times, 0.5).toFixed(1)}  p95 ${quantile(times, 0.95).toFixed(1)}  max ${times[times.length - 1].toFixed(1)}  (${times.length} decisions)`);
  return mean;
}

const { values } = parseArgs({
  options: {
    'greedy-games': { type: 'string' }, 'ismcts-games': { type: 'string' }, 'timing-games': { type: 'string' },
    workers: { type: 'string', default: '2' }, smoke: { type: 'boolean', default: false }, lib: { type: 'string', default: 'dist' },
  },
});
const lib = await load(values.lib);
const smoke = values.smoke;
const workers = Number(values.workers) <= 1 ? 0 : Number(values.workers);
const greedyGames = Number(values['greedy-games'] ?? (smoke ? 10 : 1000));
const ismctsGames = Number(values['ismcts-games'] ?? (smoke ? 2 : 400));
const timingGames = Number(values['timing-games'] ?? (smoke ? 1 : 20));
console.log(`compile-engine bot strength: node ${process.version}, ${values.lib}/, ${workers === 0 ? 'this thread' : `${workers} worker threads`}, ismcts at ${lib.bots.ISMCTS_ITERATIONS} iterations${smoke ? ' (smoke run: too few games to measure anything)' : ''}`);
let met = true;
const t0 = performance.now();
if (greedyGames > 0) {
  const share = await match(lib, ['greedy', 'random'], greedyGames, workers);
  const ok = share >= 0.9;
  console.log(`  target: ≥ 90 % of games: ${ok ? 'met' : 'NOT met'}`);
  met &&= ok;
}
if (ismctsGames > 0) {
  const share = await match(lib, ['ismcts', 'greedy'], ismctsGames, workers);
  const mean = timing(lib, 'ismcts', 'greedy', timingGames);
  const ok = share >= 0.65 && mean <= 100;
  console.log(`  target: ≥ 65 % of games at ≤ 100 ms per decision (mean): ${ok ? 'met' : 'NOT met'}`);
  met &&= ok;
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
if (!smoke) console.log(met ? 'all targets met' : 'some target NOT met');
