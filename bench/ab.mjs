/**
 * A plain A/B of two builds: each plays the bench's Main 1 + Aux 1 draft workload (`workload.mjs`)
 * on one path, alone with the other in one process, in alternating windows (A B, B A, A B …) after
 * a warm-up. Prints both medians and the median of the paired ratios B / A, with their range. For
 * measuring one lever: build before and after, save one `dist/`, compare.
 *
 *   node bench/ab.mjs <dir of build A> <dir of build B>
 *
 * Environment (defaults in brackets): AB_PATH [simulation; or pure, quiet (the simulation path
 * without events), or two of them, "A's,B's"], AB_WINDOW_MS [1500],
 * AB_WINDOWS [9].
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, pairedRatios, timedWindow } from './timing.mjs';

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: node bench/ab.mjs <dir of build A> <dir of build B>');
// AB_PATH=simulation,quiet measures build A on one path and build B on another (the same build twice, say).
const [pathA, pathB = pathA] = (process.env.AB_PATH ?? 'simulation').split(',');
const ms = Number(process.env.AB_WINDOW_MS ?? 1500);
const windows = Number(process.env.AB_WINDOWS ?? 9);

/** One build's player, through its own instance of the workload module (no shared type feedback). */
async function player(dir, tag, path) {
  const api = await import(pathToFileURL(resolve(dir, 'index.js')).href);
  const { playouts } = await import(new URL(`workload.mjs?build=${tag}`, import.meta.url).href);
  return playouts(api, { name: 'Main 1 + Aux 1, draft', label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'], draft: true })[path];
}

const plays = [await player(dirA, 'a', pathA), await player(dirB, 'b', pathB)];
const window = (play) => {
  let n = 0;
  return timedWindow(() => {
    play(n++ % 100);
    return 1;
  }, ms);
};
for (let i = 0; i < 2; i++) for (const play of plays) window(play);
const rates = [[], []];
for (let i = 0; i < windows; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) rates[k].push(window(plays[k]));
const ratios = pairedRatios(rates[1], rates[0]);
console.log(`${pathA === pathB ? pathA : `A ${pathA}, B ${pathB}`} path, Main 1 + Aux 1 with the draft, ${windows} paired windows of ${ms} ms`);
console.log(`A ${dirA}: ${Math.round(median(rates[0]))} games/s`);
console.log(`B ${dirB}: ${Math.round(median(rates[1]))} games/s`);
console.log(`B / A: ${ratios.med.toFixed(3)} × [${ratios.min.toFixed(3)}–${ratios.max.toFixed(3)}]`);
