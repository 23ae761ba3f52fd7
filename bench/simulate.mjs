/**
 * `simulate` throughput on the built package (`dist/`), with 1 and 2 worker threads.
 *
 *   npm run bench            (after the playout bench)
 *   node bench/simulate.mjs  (on an existing dist/)
 *
 * Each window is one whole `simulate` call of BENCH_SIM_GAMES games (random bots, every set, the
 * draft), so the workers' start-up (threads, loading the engine, a cold JIT: a fresh worker plays
 * its first few hundred games several times slower) is counted as a user pays it; the second half
 * of each call, timed from the progress reports, gives the warm figure. After one warm-up call of
 * each, windows alternate (1 worker, 2 workers, 1, 2 …); the throughputs are the median of the
 * windows with their spread, and the speed-up is the median of the ratios of adjacent windows,
 * which cancels most of a shared machine's drift. The two results are also checked to be
 * identical, as they must be.
 *
 * Beside it, in the same windows, the ceiling the machine allows at that moment: a fixed CPU-bound
 * loop on 2 threads against 1.
 *
 * The last line is for scripts:
 *   simulate: N games/s on 1 worker, M on 2 (R ×; warm W ×; machine ceiling C ×)
 *
 * Environment (defaults in brackets): BENCH_SIM_GAMES [4000], BENCH_SIM_WINDOWS [3].
 */
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';

const env = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 1) throw new Error(`${name} must be a number ≥ 1`);
  return Math.round(v);
};
const GAMES = env('BENCH_SIM_GAMES', 4000);
const WINDOWS = env('BENCH_SIM_WINDOWS', 3);
const { simulate } = await import(pathToFileURL(resolve('dist', 'sim.js')).href);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * One simulate call: games per second over the whole call, and over its second half (timed from
 * the progress reports: every worker is started and warm by then), and the result (to compare).
 */
async function window(workers) {
  const t0 = performance.now();
  let half = 0;
  const onProgress = ({ done }) => {
    if (done === Math.floor(GAMES / 2)) half = performance.now();
  };
  const result = await simulate({ games: GAMES, seed: 'bench', bots: ['random', 'random'], workers, onProgress });
  const end = performance.now();
  return { rate: (GAMES * 1000) / (end - t0), steady: ((GAMES - Math.floor(GAMES / 2)) * 1000) / (end - half), result: JSON.stringify(result) };
}

/**
 * The machine's own ceiling at this moment: the same fixed CPU-bound loop on 1 and on 2 threads.
 * On a shared machine (and with the kernel's autogroup scheduling, which gives a session one share
 * however many threads it runs) a second thread may get little or no second core; simulate's
 * speed-up is only meaningful next to this one.
 */
const LOOP = `const { parentPort } = require('node:worker_threads'); let x = 0; for (let i = 0; i < 2e8; i++) x = (x * 31 + i) | 0; parentPort.postMessage(x);`;
async function ceilingWindow(threads) {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: threads }, () => new Promise((done, fail) => {
    const w = new Worker(LOOP, { eval: true });
    w.on('message', () => void w.terminate().then(done));
    w.on('error', fail);
  })));
  return (threads * 1000) / (performance.now() - t0);
}

console.log(`\nsimulate throughput: node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}; random vs random, every set, draft`);
console.log(`${WINDOWS} alternating windows per setting, each one simulate call of ${GAMES} games, after one warm-up call each`);
const first = [await window(1), await window(2)];
if (first[0].result !== first[1].result) throw new Error('simulate gave different results on 1 and 2 workers');
const rates = { 1: [], 2: [] };
const steady = { 1: [], 2: [] };
const loops = { 1: [], 2: [] };
for (let w = 0; w < WINDOWS; w++) {
  for (const workers of [1, 2]) {
    const r = await window(workers);
    rates[workers].push(r.rate);
    steady[workers].push(r.steady);
  }
  for (const threads of [1, 2]) loops[threads].push(await ceilingWindow(threads));
}
const paired = (xs) => xs[1].map((one, i) => xs[2][i] / one);
const ratios = paired(rates);
const steadyRatios = paired(steady);
const ceilings = paired(loops);
const show = (xs) => `${String(Math.round(median(xs))).padStart(5)} games/s [${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}]`;
const range = (xs) => `${median(xs).toFixed(2)} × [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;
console.log('                 whole call (start-up included)      second half (warm)');
console.log(`  1 worker    ${show(rates[1])}        ${show(steady[1])}`);
console.log(`  2 workers   ${show(rates[2])}        ${show(steady[2])}`);
console.log(`  2 / 1       ${range(ratios)}              ${range(steadyRatios)}   (medians of paired windows)`);
console.log(`  the machine's ceiling in the same windows: a CPU-bound loop on 2 threads / 1 thread: ${range(ceilings)}; load average now ${loadavg()[0].toFixed(2)}`);
console.log(`simulate: ${Math.round(median(rates[1]))} games/s on 1 worker, ${Math.round(median(rates[2]))} on 2 (${median(ratios).toFixed(2)} ×; warm ${median(steadyRatios).toFixed(2)} ×; machine ceiling ${median(ceilings).toFixed(2)} ×)`);
