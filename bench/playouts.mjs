/**
 * Random-playout benchmark on the built package (`dist/`, as users get it), on one thread.
 *
 *   npm run bench
 *
 * Plays seeded games with uniformly random legal actions (see `workload.mjs`), creating each game
 * inside the measurement, on both paths: the simulation path (`cloneState` + `applyInPlace`) and
 * the pure path (`applyAction`). Workloads: Main 1 + Aux 1 with the 1-2-2-1 draft (played by the
 * random policy) and without it, and the same over every set the engine has (BENCH_ALL_SETS=0
 * leaves those out). A build that has the `events` option (`dist/`, not older baselines) also plays
 * the simulation path asked for no events (`quiet`: `{ events: false }`, as search playouts are).
 *
 * Method: a warm-up of every path in turn, then BENCH_WINDOWS interleaved windows (simulation,
 * pure, simulation, pure …), each replaying the same batch of BENCH_GAMES games (whole batches, so
 * that both paths always measure the same games). Throughputs are the median
 * of the windows, with their spread; a ratio between two paths is the median of the ratios of
 * adjacent windows, which cancels most of a shared machine's drift. Then the latency
 * percentiles of `legalActions` and `applyAction`, and the first-second figure: games completed in
 * the first 1000 ms of fresh child processes (median of BENCH_FIRST_RUNS), against the steady
 * figure of this run, for the draft workload of each set list. Then the bots: ISMCTS decisions per
 * second at a fixed iteration count (`ismcts.mjs`, which lists its own settings).
 *
 * The last lines are for scripts, for the build in dist/ with the draft: Main 1 + Aux 1 first,
 *   random playouts (simulation): N games/s
 *   random playouts (pure applyAction): N games/s (R × simulation)
 *   first second: N games/s (R × steady)
 * then the same three lines for all sets, each prefixed with "all sets, ".
 *
 * Environment (defaults in brackets): BENCH_WARMUP_MS [4000], BENCH_WINDOW_MS [1500],
 * BENCH_WINDOWS [7], BENCH_GAMES [100], BENCH_LATENCY_GAMES [200], BENCH_FIRST_RUNS [5],
 * BENCH_ALL_SETS [1; 0: Main 1 + Aux 1 only], BENCH_BASELINE=<dir of another build, e.g. a saved
 * copy of an older dist/> to measure it in the same run, interleaved, and print the ratios (a build
 * that lacks some sets is measured only on the workloads it can play). Each build plays through
 * its own instance of `workload.mjs`, so that the two builds' games do not share the harness's
 * type feedback. A quick run:
 *   BENCH_WARMUP_MS=500 BENCH_WINDOW_MS=300 BENCH_WINDOWS=3 BENCH_GAMES=20 BENCH_FIRST_RUNS=1 npm run bench
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { canPlay, setsOf, workloads } from './workload.mjs';
import { describeIsmcts, ismctsDecisionsPerSecond } from './ismcts.mjs';
import { median, pairedRatio as ratioOfRates, timedWindow, warmUp } from './timing.mjs';

const env = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number`);
  return v;
};
const WARMUP_MS = env('BENCH_WARMUP_MS', 4000);
const WINDOW_MS = env('BENCH_WINDOW_MS', 1500);
const WINDOWS = Math.max(1, Math.round(env('BENCH_WINDOWS', 7)));
const GAMES = Math.max(1, Math.round(env('BENCH_GAMES', 100)));
const LATENCY_GAMES = Math.round(env('BENCH_LATENCY_GAMES', 200));
const FIRST_RUNS = Math.max(1, Math.round(env('BENCH_FIRST_RUNS', 5)));
const ALL_SETS = (process.env.BENCH_ALL_SETS ?? '1') !== '0';
const PATHS = ['simulation', 'pure'];
/** The simulation path without events: measured only for builds that have the option. */
const QUIET = 'quiet';
const bench = new URL('.', import.meta.url);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const round = (x) => Math.round(x);
const ratio = (x) => x.toFixed(2);

/**
 * One build of the package: its API, its engine, and its own instance of the harness (a query
 * string makes a separate module), whose `playouts` plays its games.
 */
async function loadBuild(label, dir) {
  const url = pathToFileURL(resolve(dir, 'index.js')).href;
  const api = await import(url);
  const { playouts } = await import(new URL(`workload.mjs?build=${encodeURIComponent(label)}`, bench).href);
  const engine = api.defaultEngine();
  return { label, url, api, engine, playouts, quiet: hasEventsOption(api, engine) };
}

/** Whether a build accepts `{ events: false }` (older builds refuse the unknown option). */
function hasEventsOption(api, engine) {
  const s = api.cloneState(engine.createGame({ seed: 1 }));
  try {
    engine.applyInPlace(s, engine.legalActions(s)[0], { events: false });
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays the batch of games 0 … GAMES-1 over and over for at least `ms`, stopping at the end of a
 * batch so that every window of every path measures exactly the same games: games/s and actions
 * per game.
 */
function window(play, ms) {
  let games = 0;
  let actions = 0;
  const gamesPerSec = timedWindow(() => {
    for (let g = 0; g < GAMES; g++) actions += play(g);
    games += GAMES;
    return GAMES;
  }, ms);
  return { gamesPerSec, actionsPerGame: actions / games };
}

const builds = [await loadBuild('dist', 'dist')];
if (process.env.BENCH_BASELINE) builds.push(await loadBuild(`baseline (${process.env.BENCH_BASELINE})`, process.env.BENCH_BASELINE));
const loads = workloads(builds[0].engine, ALL_SETS);
const series = [];
for (const load of loads) for (const build of builds) for (const path of build.quiet ? [...PATHS, QUIET] : PATHS) {
  if (canPlay(build.engine, load)) series.push({ load, build, path, play: build.playouts(build.api, load)[path], windows: [] });
}
const find = (load, build, path) => series.find((s) => s.load === load && s.build === build && s.path === path);
const playsAll = (load, build) => PATHS.every((path) => find(load, build, path));

console.log(`compile-engine bench: node ${process.version}, one thread; sets known: ${setsOf(builds[0].engine).join(', ')}`);
console.log(`warm-up ${WARMUP_MS} ms, then ${WINDOWS} interleaved windows of ≥ ${WINDOW_MS} ms per path and workload, each replaying games 0–${GAMES - 1} (fixed seeds)`);
if (ALL_SETS && loads.length === 2) console.log('(the engine has no set beyond Main 1 + Aux 1)');

// Warm-up: every series in turn, in short slices, so that no path is measured cold.
warmUp(series.map((s) => () => {
  for (let g = 0; g < GAMES; g++) s.play(g);
}), WARMUP_MS);

for (let w = 0; w < WINDOWS; w++) for (const s of series) s.windows.push(window(s.play, WINDOW_MS));

/** Median and spread of a series' windows. */
function summary(s) {
  const rates = s.windows.map((x) => x.gamesPerSec);
  const med = median(rates);
  return { med, min: Math.min(...rates), max: Math.max(...rates), apg: median(s.windows.map((x) => x.actionsPerGame)) };
}
/** The median of the window-by-window ratios of two series. */
const pairedRatio = (a, b) => ratioOfRates(a.windows.map((x) => x.gamesPerSec), b.windows.map((x) => x.gamesPerSec));

console.log('\nthroughput (games/s: median of windows [min–max]; actions/game):');
for (const load of loads) {
  console.log(`  ${load.name}`);
  for (const build of builds) {
    if (!playsAll(load, build)) {
      console.log(`    ${build.label}: lacks some of these sets, not measured`);
      continue;
    }
    for (const path of PATHS) {
      const s = summary(find(load, build, path));
      const tag = builds.length > 1 ? `${build.label} ` : '';
      console.log(`    ${tag}${path.padEnd(10)} ${String(round(s.med)).padStart(6)} games/s [${round(s.min)}–${round(s.max)}, ±${ratio((50 * (s.max - s.min)) / s.med)} %]  ${s.apg.toFixed(1)} actions/game  ${round(s.med * s.apg)} actions/s`);
    }
    console.log(`    ${builds.length > 1 ? `${build.label} ` : ''}pure / simulation: ${ratio(pairedRatio(find(load, build, 'pure'), find(load, build, 'simulation')))} ×`);
    const quiet = find(load, build, QUIET);
    if (quiet) {
      const q = summary(quiet);
      console.log(`    ${builds.length > 1 ? `${build.label} ` : ''}quiet (simulation, events: false) ${round(q.med)} games/s [${round(q.min)}–${round(q.max)}]: ${ratio(pairedRatio(quiet, find(load, build, 'simulation')))} × simulation`);
    }
  }
  for (const base of builds.slice(1)) for (const path of PATHS) {
    if (find(load, base, path)) console.log(`    ${path}: dist / baseline = ${ratio(pairedRatio(find(load, builds[0], path), find(load, base, path)))} ×`);
  }
  const quiet = find(load, builds[0], QUIET);
  for (const base of builds.slice(1)) {
    if (quiet && find(load, base, 'simulation')) console.log(`    quiet: dist / baseline's simulation = ${ratio(pairedRatio(quiet, find(load, base, 'simulation')))} ×`);
  }
}

// Latency of single calls on the pure path, primary workload, warm.
const primary = loads[0];
console.log(`\nlatency (${primary.name}, pure path, ${LATENCY_GAMES} games; µs):`);
for (const build of builds) {
  const timer = { legal: [], apply: [] };
  const { pure } = build.playouts(build.api, primary);
  for (let g = 0; g < LATENCY_GAMES; g++) pure(g, timer);
  for (const [name, ns] of [['legalActions', timer.legal], ['applyAction', timer.apply]]) {
    const sorted = Float64Array.from(ns).sort();
    const us = (p) => (percentile(sorted, p) / 1000).toFixed(1);
    console.log(`  ${builds.length > 1 ? `${build.label} ` : ''}${name.padEnd(12)} p50 ${us(0.5)}  p90 ${us(0.9)}  p99 ${us(0.99)}  p99.9 ${us(0.999)}  max ${(sorted[sorted.length - 1] / 1000).toFixed(1)}  (${sorted.length} calls)`);
  }
}

/** Games completed in the first second of fresh processes (median of FIRST_RUNS). */
function firstSecond(build, path, load) {
  const runs = [];
  for (let i = 0; i < FIRST_RUNS; i++) {
    const child = spawnSync(process.execPath, [new URL('first-second.mjs', bench).pathname, build.url, path, JSON.stringify(load), String(GAMES)], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`first-second child failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split('\n').pop()));
  }
  const rates = runs.map((r) => (r.games * 1000) / r.ms);
  return { games: median(rates), min: Math.min(...rates), max: Math.max(...rates), loadedMs: median(runs.map((r) => r.loadedMs)) };
}

// The first second of each set list's draft workload (the first of its two workloads).
const drafted = loads.filter((load) => load.draft);
const headline = new Map();
for (const load of drafted) {
  console.log(`\nfirst second (${load.name}; fresh processes, clock started before the engine is imported; median of ${FIRST_RUNS}):`);
  for (const build of builds) for (const path of PATHS) {
    if (!find(load, build, path)) continue;
    const first = firstSecond(build, path, load);
    const steady = summary(find(load, build, path)).med;
    if (build === builds[0] && path === 'simulation') headline.set(load, { ...first, steady });
    console.log(`  ${builds.length > 1 ? `${build.label} ` : ''}${path.padEnd(10)} ${round(first.games)} games/s in the first second [${round(first.min)}–${round(first.max)}] (${ratio(first.games / steady)} × steady ${round(steady)}; engine loaded in ${round(first.loadedMs)} ms)`);
  }
}

// ISMCTS decisions per second at a fixed iteration count (bench/ismcts.mjs).
console.log('\nbots (one thread; bench/ismcts.mjs):');
for (const build of builds) {
  const m = await ismctsDecisionsPerSecond(fileURLToPath(new URL('.', build.url)));
  console.log(`  ${builds.length > 1 ? `${build.label} ` : ''}${m ? describeIsmcts(m) : 'ismcts: this build has no compile-engine/bots entry'}`);
}

for (const load of drafted) {
  const prefix = load === primary ? '' : `${load.label}, `;
  const sim = summary(find(load, builds[0], 'simulation'));
  const pure = summary(find(load, builds[0], 'pure'));
  const first = headline.get(load);
  console.log(`\n${load.name}, ${builds[0].label}:`);
  console.log(`${prefix}random playouts (simulation): ${round(sim.med)} games/s`);
  console.log(`${prefix}random playouts (pure applyAction): ${round(pure.med)} games/s (${ratio(pairedRatio(find(load, builds[0], 'pure'), find(load, builds[0], 'simulation')))} × simulation)`);
  console.log(`${prefix}first second: ${round(first.games)} games/s (${ratio(first.games / first.steady)} × steady)`);
}
