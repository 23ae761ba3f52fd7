/**
 * Run by `playouts.mjs` in a fresh process: how many games one path completes in the first second,
 * counted from before the engine is imported (loading the engine and building its tables is part
 * of what a short-lived process pays). Prints one JSON line.
 *
 *   node bench/first-second.mjs <dist/index.js URL> <simulation|pure> <workload JSON> <games> [ms]
 *
 * It cycles through games 0 … games-1, the batch the steady windows replay.
 */
const t0 = performance.now();
const [distUrl, path, workloadJson, gamesArg, msArg] = process.argv.slice(2);
const batch = Number(gamesArg);
const ms = Number(msArg ?? 1000);
const { playouts } = await import('./workload.mjs');
const api = await import(distUrl);
const play = playouts(api, JSON.parse(workloadJson))[path];
const loadedMs = performance.now() - t0;
let games = 0;
for (let g = 0; ; g++) {
  play(g % batch);
  if (performance.now() - t0 > ms) break;
  games++;
}
console.log(JSON.stringify({ games, ms, loadedMs }));
