#!/usr/bin/env node
/**
 * How strong the bots are, measured and reproducible: seeded games between two bots, seats
 * alternated (the measured bot sits first in even games, second in odd ones), protocols drafted
 * 1-2-2-1 by the bots themselves from every official protocol. Runs on the built package.
 *
 *   npm run build && node scripts/strength.mjs                # the full measure (a while on 2 cores)
 *   node scripts/strength.mjs --smoke                         # a few games, for the test suite
 *
 * Options (defaults in brackets): --greedy-games [1000] (greedy vs random), --ismcts-games [400]
 * (ismcts vs greedy), --iterations [the ismcts entry of BOTS], --workers [2], --smoke, --lib
 * [dist] (a directory with index.js and bots.js; `--lib src` reads the sources, under
 * `node --import tsx` and with `--workers 1`). Game g uses engine seed g and bot seeds 2g+1
 * (measured bot), 2g+2.
 *
 * Targets (issue 10): greedy beats random in ≥ 90 % of 1,000 games; ISMCTS at ≤ 100 ms per
 * decision beats greedy in ≥ 65 % of 400. The games are split between worker threads by index;
 * each game depends only on its seeds, so the results do not depend on the number of workers —
 * only the decision times do (workers share the machine's cores).
 *
 * The games are played with `playGame`; `simulate` (compile-engine's simulator, when it lands)
 * can replace `playRange` below without changing anything else.
 */
import { parseArgs } from 'node:util';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The package's two entries from a build directory (or the sources). */
async function load(lib) {
  const dir = resolve(root, lib);
  const ext = lib === 'src' ? 'ts' : 'js';
  const [api, bots] = await Promise.all([import(pathToFileURL(`${dir}/index.${ext}`).href), import(pathToFileURL(`${dir}/bots.${ext}`).href)]);
  return { api, bots };
}

/** Plays games `from` … `to - 1` of a match; per game: the measured bot's seat, the winner, decisions, and the measured bot's decision times (ms). */
function playRange({ api, bots }, match, from, to) {
  const engine = api.defaultEngine();
  const make = (name, seed) => (name === 'ismcts' ? bots.ismctsBot({ seed, engine, iterations: match.iterations }) : bots.BOTS[name]({ seed, engine }));
  const games = [];
  for (let g = from; g < to; g++) {
    const seat = g % 2;
    const times = [];
    const measured = make(match.bot, 2 * g + 1);
    const timed = { name: measured.name, choose(d) { const t0 = performance.now(); const a = measured.choose(d); times.push(performance.now() - t0); return a; } };
    const opponent = make(match.against, 2 * g + 2);
    const pair = seat === 0 ? [timed, opponent] : [opponent, timed];
    const game = bots.playGame(engine, api.createGameWithEvents({ seed: g }), pair);
    games.push({ g, seat, winner: game.final.result.winner, decisions: game.actions.length, times });
  }
  return games;
}

/** Plays a match's games on `workers` threads (by index ranges; one: on this thread) and gathers them in game order. */
async function playMatch(lib, match, workers) {
  const n = Math.min(workers, match.games);
  if (n <= 1) return playRange(await load(lib), match, 0, match.games);
  const bounds = Array.from({ length: n + 1 }, (_, i) => Math.round((i * match.games) / n));
  const parts = await Promise.all(bounds.slice(0, -1).map((from, i) => new Promise((done, failed) => {
    const w = new Worker(fileURLToPath(import.meta.url), { workerData: { lib, match, from, to: bounds[i + 1] } });
    w.once('message', done);
    w.once('error', failed);
    w.once('exit', (code) => code !== 0 && failed(new Error(`worker exited with ${code}`)));
  })));
  return parts.flat().sort((a, b) => a.g - b.g);
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

/** One line of results for a match, and whether the target holds. */
function report(match, games, target) {
  const wins = games.filter((x) => x.winner === x.seat).length;
  const draws = games.filter((x) => x.winner === null).length;
  const firstWins = games.filter((x) => x.seat === 0 && x.winner === 0).length;
  const times = games.flatMap((x) => x.times).sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const decisions = games.reduce((a, x) => a + x.decisions, 0) / games.length;
  const label = match.bot === 'ismcts' ? `ismcts (${match.iterations} iterations)` : match.bot;
  console.log(`${label} vs ${match.against}: ${games.length} games, seats alternated`);
  console.log(`  ${match.bot} won ${wins} (${pct(wins, games.length)} ${wilson(wins, games.length)}), ${match.against} ${games.length - wins - draws}, draws ${draws}; as first player ${firstWins}/${games.filter((x) => x.seat === 0).length}`);
  console.log(`  ${match.bot} decision time (ms): mean ${mean.toFixed(1)}  p50 ${quantile(times, 0.5).toFixed(1)}  p95 ${quantile(times, 0.95).toFixed(1)}  max ${times[times.length - 1].toFixed(1)}  (${times.length} decisions; ${decisions.toFixed(0)} decisions/game, both seats)`);
  const ok = wins / games.length >= target.share && (target.meanMs === undefined || mean <= target.meanMs);
  console.log(`  target: ≥ ${target.share * 100} % of games${target.meanMs ? ` at ≤ ${target.meanMs} ms per decision (mean)` : ''}: ${ok ? 'met' : 'NOT met'}`);
  return ok;
}

if (isMainThread) {
  const { values } = parseArgs({
    options: {
      'greedy-games': { type: 'string' }, 'ismcts-games': { type: 'string' }, iterations: { type: 'string' },
      workers: { type: 'string', default: '2' }, smoke: { type: 'boolean', default: false }, lib: { type: 'string', default: 'dist' },
    },
  });
  const lib = await load(values.lib);
  const smoke = values.smoke;
  const iterations = Number(values.iterations ?? (smoke ? 40 : lib.bots.ISMCTS_ITERATIONS));
  const workers = Number(values.workers);
  const matches = [
    { bot: 'greedy', against: 'random', games: Number(values['greedy-games'] ?? (smoke ? 10 : 1000)), target: { share: 0.9 } },
    { bot: 'ismcts', against: 'greedy', games: Number(values['ismcts-games'] ?? (smoke ? 2 : 400)), iterations, target: { share: 0.65, meanMs: 100 } },
  ];
  console.log(`compile-engine bot strength: node ${process.version}, ${values.lib}/, ${workers} worker thread${workers === 1 ? '' : 's'}${smoke ? ' (smoke run: too few games to measure anything)' : ''}`);
  let met = true;
  for (const m of matches.filter((x) => x.games > 0)) {
    const t0 = performance.now();
    const games = await playMatch(values.lib, m, workers);
    met = report(m, games, m.target) && met;
    console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  if (!smoke) console.log(met ? 'all targets met' : 'some target NOT met');
} else {
  const { lib, match, from, to } = workerData;
  parentPort.postMessage(playRange(await load(lib), match, from, to));
}
