/**
 * A game server's workload on the built package (`dist/`), on one thread: N games held at once and
 * advanced round-robin, one action each per round (`server` in `workload.mjs`: uniformly random
 * legal actions from the bench's own seeded choices, a finished game replaced by the next one), on
 * both paths (simulation: `cloneState` + `applyInPlace`; pure: `applyAction`), each plain and with
 * what a server sends after every action (`viewFor` both seats, `eventsFor` both seats).
 *
 *   npm run bench                  (after the playout bench)
 *   node bench/server.mjs [dir]    (on an existing dist/, or the build in dir: a saved copy of an older dist/)
 *
 * Method: every server is filled and warmed up in turn, then BENCH_SERVER_WINDOWS interleaved
 * windows of whole rounds; actions/s are the median of the windows with their range, and the ratio
 * of N games to one game is the median of the ratios of the same window's rates (one game is the
 * N = 1 server of the same path and variant, measured in the same run). Heap per game: after the
 * windows, `process.memoryUsage().heapUsed` after a full GC with the server's games held, minus the
 * same once they are let go, divided by N (the engine's per-game caches included).
 *
 * The last lines are for scripts, one a path:
 *   server (simulation): N games held: R × one game, H KB of heap per game
 *
 * Environment (defaults in brackets): BENCH_SERVER_SIZES [1,100,1000,10000; 1 is always measured],
 * BENCH_SERVER_WARMUP_MS [3000], BENCH_SERVER_WINDOW_MS [1000], BENCH_SERVER_WINDOWS [7],
 * BENCH_SERVER_SETS [all; or main: Main 1 + Aux 1], always with the draft; BENCH_SERVER_PATHS
 * [simulation,pure]. A quick run:
 *   BENCH_SERVER_WARMUP_MS=300 BENCH_SERVER_WINDOW_MS=200 BENCH_SERVER_WINDOWS=3 node bench/server.mjs
 * With BENCH_SERVER_WINDOWS=0, no window is timed: only the heap per game is measured, after the
 * warm-up (the heap of the simulation path's 10,000 games, in about a minute):
 *   BENCH_SERVER_WINDOWS=0 BENCH_SERVER_PATHS=simulation BENCH_SERVER_SIZES=10000 node bench/server.mjs
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { server, workloads } from './workload.mjs';
import { pairedRatios, spread, timedWindow, warmUp } from './timing.mjs';

const env = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number`);
  return v;
};
const SIZES = [...new Set([1, ...(process.env.BENCH_SERVER_SIZES ?? '1,100,1000,10000').split(',').map((x) => Math.round(Number(x)))])];
if (SIZES.some((n) => !Number.isFinite(n) || n < 1)) throw new Error('BENCH_SERVER_SIZES must list positive numbers of games');
const WARMUP_MS = env('BENCH_SERVER_WARMUP_MS', 3000);
const WINDOW_MS = env('BENCH_SERVER_WINDOW_MS', 1000);
const WINDOWS = Math.round(env('BENCH_SERVER_WINDOWS', 7));
const PATHS = (process.env.BENCH_SERVER_PATHS ?? 'simulation,pure').split(',');
if (PATHS.some((p) => p !== 'simulation' && p !== 'pure')) throw new Error('BENCH_SERVER_PATHS lists simulation and/or pure');
const VARIANTS = [{ name: 'plain', views: false }, { name: 'views', views: true }];

// A full GC on demand, without asking the caller for --expose-gc.
const gc = globalThis.gc ?? (v8.setFlagsFromString('--expose-gc'), vm.runInNewContext('gc'));
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const api = await import(pathToFileURL(resolve(process.argv[2] ?? 'dist', 'index.js')).href);
const loads = workloads(api.defaultEngine(), true).filter((w) => w.draft);
const load = (process.env.BENCH_SERVER_SETS ?? 'all') === 'main' ? loads[0] : loads[loads.length - 1];

console.log(`\nserver workload: node ${process.version}, one thread; ${load.name}; ${SIZES.join(', ')} games held, round-robin`);
console.log(WINDOWS === 0 ? `warm-up ${WARMUP_MS} ms, then the heap only` : `warm-up ${WARMUP_MS} ms, then ${WINDOWS} interleaved windows of ≥ ${WINDOW_MS} ms of whole rounds per path, size and variant`);
const servers = [];
for (const path of PATHS) for (const n of SIZES) servers.push({ path, n, server: server(api, load, path, n) });
// Each size next to the one game it is compared with: by path and variant, then size.
const series = PATHS.flatMap((path) => VARIANTS.flatMap((variant) => servers.filter((s) => s.path === path).map((s) => ({ ...s, variant, rates: [] }))));
const steps = series.map((s) => () => s.server.round(s.variant.views));
warmUp(steps, WARMUP_MS);
for (let w = 0; w < WINDOWS; w++) series.forEach((s, i) => s.rates.push(timedWindow(steps[i], WINDOW_MS)));

// Last, since it ends the servers: the heap each one's games took.
for (const s of servers) {
  const held = heapAfterGc();
  s.server.release();
  s.heapPerGame = (held - heapAfterGc()) / s.n;
}

const heapOf = (path, n) => servers.find((s) => s.path === path && s.n === n).heapPerGame;
const largest = SIZES[SIZES.length - 1];
if (WINDOWS === 0) {
  for (const path of PATHS) console.log(`server (${path}): ${largest} games held: ${(heapOf(path, largest) / 1024).toFixed(2)} KB of heap per game`);
} else {
  report();
}

/** The rates, ratios and heap of every path and size; last, the lines for scripts. */
function report() {
  const find = (path, n, variant) => series.find((s) => s.path === path && s.n === n && s.variant === variant);
  const range = (r, digits) => `${r.med.toFixed(digits)} [${r.min.toFixed(digits)}–${r.max.toFixed(digits)}]`;
  console.log('\nactions/s (median of windows [min–max]); × one game (median of paired windows [min–max]); heap per game:');
  for (const path of PATHS) {
    console.log(`  ${path}`);
    for (const n of SIZES) {
      const heap = heapOf(path, n);
      const cells = VARIANTS.map((variant) => {
        const s = find(path, n, variant);
        const rate = spread(s.rates);
        const ratio = pairedRatios(s.rates, find(path, 1, variant).rates);
        return `${variant.name} ${String(Math.round(rate.med)).padStart(7)} [${Math.round(rate.min)}–${Math.round(rate.max)}] ${range(ratio, 2)} ×`;
      });
      // One game's heap is within a GC's noise: shown only from 100 games up.
      console.log(`    ${String(n).padStart(6)} games  ${cells.join('   ')}${n >= 100 ? `   ${(heap / 1024).toFixed(2)} KB/game` : ''}`);
    }
  }
  for (const path of PATHS) {
    const ratio = pairedRatios(find(path, largest, VARIANTS[0]).rates, find(path, 1, VARIANTS[0]).rates);
    const heap = heapOf(path, largest);
    console.log(`server (${path}): ${largest} games held: ${ratio.med.toFixed(2)} × one game, ${(heap / 1024).toFixed(2)} KB of heap per game`);
  }
}
