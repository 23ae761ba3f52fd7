/**
 * How a fresh process warms up: games of the bench's Main 1 + Aux 1 draft workload (`workload.mjs`)
 * completed in each 100 ms slice of the first three seconds, on one path, counted from before the
 * engine is imported; then the first second against seconds 2–3. For looking at the warm-up that
 * `npm run bench` sums up as "first second", and at what V8 settings do to it:
 *
 *   npm run build && node bench/warmup.mjs [simulation|pure]
 *   node --trace-opt bench/warmup.mjs          (the compiles, between the slices)
 *   node --max-inlined-bytecode-size-cumulative=200 bench/warmup.mjs
 */
const t0 = performance.now();
const path = process.argv[2] ?? 'simulation';
const { playouts } = await import('./workload.mjs');
const api = await import(new URL('../dist/index.js', import.meta.url).href);
const play = playouts(api, { name: 'Main 1 + Aux 1, draft', label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'], draft: true })[path];
if (!play) throw new Error('usage: node bench/warmup.mjs [simulation|pure]');
console.log(`slice engine loaded at ${(performance.now() - t0).toFixed(0)} ms`);
const slices = [];
let games = 0;
let next = 100;
for (let g = 0; next <= 3000; g++) {
  play(g % 100);
  games++;
  if (performance.now() - t0 > next) {
    console.log(`slice ${next} ms: ${games} games`);
    slices.push(games);
    games = 0;
    next += 100;
  }
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const first = sum(slices.slice(0, 10));
const steady = sum(slices.slice(20, 30));
console.log(`first second: ${first} games; seconds 2–3: ${steady} games/s; ratio ${(first / steady).toFixed(2)}`);
