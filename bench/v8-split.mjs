/**
 * Where a build's time goes in V8's terms: the engine's own compiled JavaScript, the inline caches
 * that found no fixed shape (megamorphic property reads), `Map` and `Set` lookups, other builtins,
 * the garbage collector, the kernel. Linux `perf` samples the main thread only while the build
 * plays games FEW … MANY-1 of the bench's Main 1 + Aux 1 draft workload (`workload.mjs`), so that
 * loading and warming up do not count, and V8's compiler and GC helper threads (the other core)
 * are left out. Node's `--perf-basic-prof` names the compiled functions.
 *
 *   node bench/v8-split.mjs <dir of build A> [dir of build B] [simulation|pure|quiet] [FEW:MANY]
 *
 * Defaults: the simulation path, games 3000:23000 (about 10 s a build). Prints each category's
 * share of the main thread's samples, then, for each megamorphic or hash lookup builtin, the
 * compiled functions that called it (the first JavaScript frame of the sample's stack; a function
 * that V8 inlined into another shows as the other). What it says is a map of the overheads,
 * not a measure of a lever: compare builds with `ab.mjs` and `instructions.mjs`.
 *
 * Needs `perf` (Debian: `apt-get install linux-perf`) and `kernel.perf_event_paranoid` ≤ 2.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const PATHS = ['simulation', 'pure', 'quiet'];

/** In the child: warm up, have perf start sampling, play the measured games, print pid and actions. */
async function playGames(dir, path, few, many, ctl, ack) {
  const api = await import(pathToFileURL(resolve(dir, 'index.js')).href);
  const { playouts } = await import(new URL('workload.mjs', import.meta.url).href);
  const play = playouts(api, { name: 'Main 1 + Aux 1, draft', label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'], draft: true })[path];
  for (let g = 0; g < few; g++) play(g);
  perfCommand(ctl, ack, 'enable');
  let actions = 0;
  for (let g = few; g < many; g++) actions += play(g);
  perfCommand(ctl, ack, 'disable');
  console.log(`pid ${process.pid} actions ${actions}`);
}

/** Sends perf a control command through its fifo and waits for its acknowledgement. */
function perfCommand(ctl, ack, command) {
  const out = openSync(ctl, 'w');
  writeSync(out, `${command}\n`);
  closeSync(out);
  const back = openSync(ack, 'r');
  readSync(back, Buffer.alloc(16)); // perf answers "ack\n" once the command took effect
  closeSync(back);
}

/** The category of a sampled symbol, as `perf report` names it. */
function categoryOf(symbol, kernel) {
  if (kernel) return 'kernel';
  if (symbol.startsWith('JS:')) return 'compiled JavaScript';
  if (/^Builtins_.*Megamorphic/.test(symbol)) return 'megamorphic inline caches';
  if (/^Builtins_Find\w*Hash\w*Entry/.test(symbol)) return 'Map and Set lookups';
  if (symbol.startsWith('Builtins_')) return 'other builtins';
  if (/Heap|Scaveng|Mark|Sweep|Evacuat|NewSpace|Remembered|GC/.test(symbol)) return 'garbage collector';
  return 'other (runtime, C++, libc)';
}

/** One build's split: category shares and the callers of the lookup builtins. */
function split(dir, path, few, many) {
  const work = mkdtempSync(join(tmpdir(), 'compile-engine-perf-'));
  let pid = null;
  try {
    const ctl = join(work, 'ctl');
    const ack = join(work, 'ack');
    const fifos = spawnSync('mkfifo', [ctl, ack]);
    if (fifos.status !== 0) throw new Error(`mkfifo failed: ${fifos.stderr}`);
    const data = join(work, 'perf.data');
    const run = spawnSync('perf', ['record', '-F', '2000', '-g', '-D', '-1', '--control', `fifo:${ctl},${ack}`, '-o', data, '--',
      process.execPath, '--perf-basic-prof', here, '--child', dir, path, String(few), String(many), ctl, ack], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (run.error) throw new Error(`perf could not start (${run.error.message}); Debian: apt-get install linux-perf`);
    const played = /pid (\d+) actions (\d+)/.exec(run.stdout);
    if (run.status !== 0 || !played) throw new Error(`the run of ${dir} failed:\n${run.stderr.slice(-2000)}`);
    pid = played[1];
    const report = spawnSync('perf', ['report', '-i', data, '--tid', pid, '--no-children', '--sort', 'sym', '--stdio', '-g', 'none'], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const shares = new Map();
    let total = 0;
    for (const line of report.stdout.split('\n')) {
      const m = /^\s*([\d.]+)%\s+\[(.)\]\s+(.*)$/.exec(line);
      if (!m) continue;
      const c = categoryOf(m[3], m[2] === 'k');
      shares.set(c, (shares.get(c) ?? 0) + Number(m[1]));
      total += Number(m[1]);
    }
    const script = spawnSync('perf', ['script', '-i', data, '--tid', pid, '-F', 'ip,sym'], { encoding: 'utf8', maxBuffer: 1 << 30 });
    return { actions: Number(played[2]), shares, total, callers: lookupCallers(script.stdout) };
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (pid !== null) rmSync(join(tmpdir(), `perf-${pid}.map`), { force: true }); // --perf-basic-prof's symbol map
  }
}

/** For each sample whose leaf is a lookup builtin: that builtin and the first compiled function under it. */
function lookupCallers(script) {
  const counts = new Map();
  let samples = 0;
  for (const sample of script.split('\n\n')) {
    const frames = sample.trim().split('\n').map((l) => l.trim().replace(/^[0-9a-f]+ /, ''));
    if (!frames[0]) continue;
    samples++;
    if (!/^Builtins_(.*Megamorphic|Find\w*Hash\w*Entry)/.test(frames[0])) continue;
    const caller = (frames.find((f) => f.startsWith('JS:')) ?? '(no compiled caller)').replace(/ file:\/\/\S*\//, ' ');
    const key = `${frames[0]} <- ${caller}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([key, n]) => [key, (100 * n) / samples]);
}

if (process.argv[2] === '--child') {
  const [dir, path, few, many, ctl, ack] = process.argv.slice(3);
  await playGames(dir, path, Number(few), Number(many), ctl, ack);
} else {
  const args = process.argv.slice(2);
  const games = args.find((a) => /^\d+:\d+$/.test(a)) ?? '3000:23000';
  const path = args.find((a) => PATHS.includes(a)) ?? 'simulation';
  const dirs = args.filter((a) => a !== games && a !== path);
  const [few, many] = games.split(':').map(Number);
  if (dirs.length < 1 || dirs.length > 2 || !(many > few)) throw new Error('usage: node bench/v8-split.mjs <dir of build A> [dir of build B] [simulation|pure|quiet] [FEW:MANY]');
  const results = dirs.map((dir) => ({ dir, ...split(dir, path, few, many) }));
  console.log(`${path} path, games ${few}–${many - 1} of Main 1 + Aux 1 with the draft, main thread (${results.map((r) => `${r.actions} actions`).join(', ')})`);
  const categories = [...new Set(results.flatMap((r) => [...r.shares.keys()]))].sort((a, b) => (results[0].shares.get(b) ?? 0) - (results[0].shares.get(a) ?? 0));
  console.log(`${''.padEnd(28)}${results.map((r, i) => `${'AB'[i]}`.padStart(8)).join('')}`);
  for (const c of categories) console.log(`${c.padEnd(28)}${results.map((r) => `${((100 * (r.shares.get(c) ?? 0)) / r.total).toFixed(1)} %`.padStart(8)).join('')}`);
  for (const [i, r] of results.entries()) {
    console.log(`\n${'AB'[i]} ${r.dir}: the lookup builtins' callers, % of the main thread's samples`);
    for (const [key, share] of r.callers) console.log(`${share.toFixed(2).padStart(6)}  ${key}`);
  }
}
