/**
 * Instructions, not seconds: each build plays the same games of the bench's Main 1 + Aux 1 draft
 * workload (`workload.mjs`) under valgrind's callgrind, which counts the instructions executed.
 * On a shared machine whose speed swings by ±30 %, this is the comparison that still holds: the
 * count is the same whatever else the machine runs (V8's concurrent compilers are switched off with
 * `--single-threaded`, so the count repeats to about 0.1 %). It does not see cache misses or
 * branch mispredictions: confirm a lever with `ab.mjs` on a quiet machine.
 *
 *   node bench/instructions.mjs <dir of build A> <dir of build B> [path] [games]
 *
 * `path` is simulation, pure or quiet (the simulation path without events), or two of them,
 * "A's,B's" (`simulation,quiet` with the same build twice measures what `events: false` saves).
 *
 * Defaults: the simulation path, 1,000 games (about 4 minutes a build on a quiet core). The count
 * includes loading the engine and V8's start-up, which dominates a few hundred games. For the
 * steady state alone, give `games` as `FEW:MANY` (e.g. `100:600`): each build is counted over both,
 * and the figures are the difference (the marginal instructions of games FEW … MANY-1). Even
 * then, V8's optimising compiler, which `--single-threaded` runs on the main thread, is about
 * 55 % of the count at 100:400 (callgrind's per-function counts, 2026-12-02): functions on rare
 * paths keep becoming hot for a thousand games, so a change that moves a compile in or out of the
 * window moves the count by a per cent or two. `--predictable` makes repeated counts agree to
 * about 0.2 %; a lever under 2 % is for `ab.mjs` on a quiet machine to confirm.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** In the child: play the games with one build and print the number of actions. */
async function playGames(dir, path, games) {
  const api = await import(pathToFileURL(resolve(dir, 'index.js')).href);
  const { playouts } = await import(new URL('workload.mjs', import.meta.url).href);
  const play = playouts(api, { name: 'Main 1 + Aux 1, draft', label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'], draft: true })[path];
  let actions = 0;
  for (let g = 0; g < games; g++) actions += play(g);
  console.log(`actions ${actions}`);
}

/** In the parent: one build's instruction count, from callgrind's summary line. */
function countInstructions(dir, path, games) {
  const out = mkdtempSync(join(tmpdir(), 'compile-engine-callgrind-'));
  try {
    const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(out, 'cg')}`, process.execPath, '--single-threaded', '--predictable', here, '--child', dir, path, String(games)], { encoding: 'utf8' });
    if (run.error) throw new Error(`valgrind could not start (${run.error.message}); Debian: apt-get install valgrind`);
    const collected = /Collected : (\d+)/.exec(run.stderr);
    const actions = /actions (\d+)/.exec(run.stdout);
    if (run.status !== 0 || !collected || !actions) throw new Error(`the run of ${dir} failed:\n${run.stderr.slice(-2000)}`);
    return { instructions: Number(collected[1]), actions: Number(actions[1]) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [dir, path, games] = process.argv.slice(3);
  await playGames(dir, path, Number(games));
} else {
  const [dirA, dirB, paths = 'simulation', games = '1000'] = process.argv.slice(2);
  const [pathA, pathB = pathA] = paths.split(',');
  const [few, many] = games.includes(':') ? games.split(':').map(Number) : [0, Number(games)];
  const known = (p) => ['simulation', 'pure', 'quiet'].includes(p);
  if (!dirA || !dirB || !known(pathA) || !known(pathB) || !(few >= 0 && many > few)) throw new Error('usage: node bench/instructions.mjs <dir of build A> <dir of build B> [simulation|pure|quiet, or "A\'s,B\'s"] [games or FEW:MANY]');
  /** A build's count over games 0 … many-1, less its count over 0 … few-1 when `few` is given. */
  const count = (dir, path) => {
    const all = countInstructions(dir, path, many);
    if (few === 0) return all;
    const start = countInstructions(dir, path, few);
    return { instructions: all.instructions - start.instructions, actions: all.actions - start.actions };
  };
  const a = count(dirA, pathA);
  const b = count(dirB, pathB);
  // Different action counts mean the builds played different games: the ratio would mean nothing.
  if (a.actions !== b.actions) console.log(`warning: the builds played different games (${a.actions} and ${b.actions} actions)`);
  const which = few === 0 ? `${many} games` : `games ${few}–${many - 1} (marginal: the count over ${many} less the count over ${few})`;
  console.log(`${pathA === pathB ? pathA : `A ${pathA}, B ${pathB}`} path, ${which} of Main 1 + Aux 1 with the draft (${a.actions} actions)`);
  console.log(`A ${dirA}: ${(a.instructions / a.actions).toFixed(0)} instructions an action`);
  console.log(`B ${dirB}: ${(b.instructions / b.actions).toFixed(0)} instructions an action`);
  console.log(`B / A: ${(b.instructions / a.instructions).toFixed(4)} ×`);
}
