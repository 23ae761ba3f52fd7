/**
 * `simulate` throughput on the built package (`dist/`), with 1 and 2 worker threads.
 *
 *   npm run bench            (after the playout bench)
 *   node bench/simulate.mjs  (on an existing dist/)
 *
 * Two figures for each number of workers (random bots, every set, the draft):
 * - **fresh process**: one `simulate` call of BENCH_SIM_GAMES games in a new process, timed whole —
 *   threads started, the engine loaded, a cold JIT (a fresh thread plays its first second or two
 *   several times slower) — as `compile-engine sim --games N` pays it. Child processes alternate
 *   (1 worker, 2 workers, 1, 2 …); the median of BENCH_SIM_FRESH runs each.
 * - **warm**: in this process, after one warm-up call of each, alternating calls (1 worker, 2, 1,
 *   2 …) on the worker threads simulate keeps between calls, as a program that simulates more
 *   than once runs. The speed-up is the median of the ratios of adjacent calls, which cancels most
 *   of a shared machine's drift.
 * The results on 1 and 2 workers are also checked to be identical, as they must be.
 *
 * - **shards**: the run cut in two (`simulate({ shard })`, as `sim --shard K/2` on two machines),
 *   both shards played at once in two fresh processes on 1 worker each, against the whole run in
 *   one fresh process on 1 worker, both timed from the parent (process start-up included); and the
 *   shards' results, merged by `mergeResults`, checked to equal the whole run's.
 * Beside it, in the same windows, the ceiling the machine allows at that moment: a fixed CPU-bound
 * loop on 2 threads against 1.
 *
 * The last line is for scripts:
 *   simulate: N games/s on 1 worker, M on 2 (R ×; warm W ×; 2 shards S ×; machine ceiling C ×)
 * where N, M and R are the fresh-process figures.
 *
 * Environment (defaults in brackets): BENCH_SIM_GAMES [10000], BENCH_SIM_WINDOWS [3],
 * BENCH_SIM_FRESH [3].
 */
import { Worker } from 'node:worker_threads';
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { median } from './timing.mjs';

const env = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 1) throw new Error(`${name} must be a number ≥ 1`);
  return Math.round(v);
};
const GAMES = env('BENCH_SIM_GAMES', 10000);
const WINDOWS = env('BENCH_SIM_WINDOWS', 3);
const FRESH = env('BENCH_SIM_FRESH', 3);
const { simulate, mergeResults } = await import(pathToFileURL(resolve('dist', 'sim.js')).href);

/** Decision times are a clock's: the rest of a result must be identical however it was played. */
const figuresOf = ({ timing: _, ...figures }) => JSON.stringify(figures);

/** One simulate call: games per second over the whole call, and the result (to compare). */
async function call(workers, shard) {
  const t0 = performance.now();
  const result = await simulate({ games: GAMES, seed: 'bench', bots: ['random', 'random'], workers, ...(shard && { shard }) });
  return { rate: (GAMES * 1000) / (performance.now() - t0), result, figures: figuresOf(result) };
}

// A child process: one call, its rate on stdout.
if (process.argv[2] === '--fresh') {
  console.log(JSON.stringify((await call(Number(process.argv[3]))).rate));
  process.exit(0);
}
// A child process: one shard (or, with 0 shards, the whole run) on 1 worker, its result on stdout.
if (process.argv[2] === '--shard') {
  const [index, of] = process.argv.slice(3).map(Number);
  console.log(JSON.stringify((await call(1, of > 0 ? { index, of } : undefined)).result));
  process.exit(0);
}

/** Child processes run side by side; resolves with their stdouts once all have exited. */
function children(argvs) {
  return Promise.all(argvs.map((argv) => new Promise((done, fail) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...argv], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`the ${argv.join(' ')} process failed (${code})`))));
  })));
}

/** The whole run in one fresh process on 1 worker, then its two shards at once in two: their rates (parent-timed), checked to merge into the whole. */
async function shardWindow() {
  let t0 = performance.now();
  const [whole] = await children([['--shard', '0', '0']]);
  const wholeRate = (GAMES * 1000) / (performance.now() - t0);
  t0 = performance.now();
  const shards = await children([['--shard', '1', '2'], ['--shard', '2', '2']]);
  const shardRate = (GAMES * 1000) / (performance.now() - t0);
  if (figuresOf(mergeResults(shards.map((o) => JSON.parse(o)))) !== figuresOf(JSON.parse(whole))) throw new Error('the two shards, merged, differ from the whole run');
  return { wholeRate, shardRate };
}

/** A progress line on stderr: a long run (100,000 games a call) shows it is moving. */
const note = (what) => process.stderr.write(`  … ${what}\n`);


/** One call in a fresh process (clock started in the child, before the engine is imported). */
function freshCall(workers) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--fresh', String(workers)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the fresh simulate process failed:\n${r.stderr}`);
  return Number(r.stdout.trim());
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

console.log(`\nsimulate throughput: node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}; random vs random, every set, draft; ${GAMES} games a call`);
const fresh = { 1: [], 2: [] };
for (let w = 0; w < FRESH; w++) {
  for (const workers of [1, 2]) {
    fresh[workers].push(freshCall(workers));
    note(`fresh process ${w + 1}/${FRESH}, ${workers} worker${workers > 1 ? 's' : ''}: ${Math.round(fresh[workers].at(-1))} games/s`);
  }
}
const sharded = [];
for (let w = 0; w < FRESH; w++) {
  sharded.push(await shardWindow());
  note(`shards ${w + 1}/${FRESH}: whole ${Math.round(sharded.at(-1).wholeRate)} games/s, 2 shards at once ${Math.round(sharded.at(-1).shardRate)} (merged = whole)`);
}
const first = [await call(1), await call(2)];
if (first[0].figures !== first[1].figures) throw new Error('simulate gave different results on 1 and 2 workers');
const warm = { 1: [], 2: [] };
const loops = { 1: [], 2: [] };
for (let w = 0; w < WINDOWS; w++) {
  for (const workers of [1, 2]) warm[workers].push((await call(workers)).rate);
  for (const threads of [1, 2]) loops[threads].push(await ceilingWindow(threads));
  note(`warm window ${w + 1}/${WINDOWS}`);
}
const paired = (xs) => xs[1].map((one, i) => xs[2][i] / one);
const freshRatios = paired(fresh);
const warmRatios = paired(warm);
const ceilings = paired(loops);
const shardRatios = sharded.map((x) => x.shardRate / x.wholeRate);
const show = (xs) => `${String(Math.round(median(xs))).padStart(5)} games/s [${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}]`;
const range = (xs) => `${median(xs).toFixed(2)} × [${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}]`;
console.log(`                 fresh process (one call, start-up included; ${FRESH} runs)   warm threads (${WINDOWS} calls after a warm-up)`);
console.log(`  1 worker    ${show(fresh[1])}                          ${show(warm[1])}`);
console.log(`  2 workers   ${show(fresh[2])}                          ${show(warm[2])}`);
console.log(`  2 / 1       ${range(freshRatios)}                             ${range(warmRatios)}   (medians of paired runs)`);
console.log(`  2 shards at once, fresh processes on 1 worker each / the whole run on 1 worker (parent-timed; ${FRESH} runs): ${range(shardRatios)}; merged = whole in every run`);
console.log(`  the machine's ceiling in the same windows: a CPU-bound loop on 2 threads / 1 thread: ${range(ceilings)}; load average now ${loadavg()[0].toFixed(2)}`);
console.log(`simulate: ${Math.round(median(fresh[1]))} games/s on 1 worker, ${Math.round(median(fresh[2]))} on 2 (${median(freshRatios).toFixed(2)} ×; warm ${median(warmRatios).toFixed(2)} ×; 2 shards ${median(shardRatios).toFixed(2)} ×; machine ceiling ${median(ceilings).toFixed(2)} ×)`);
