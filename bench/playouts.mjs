/**
 * Random-playout benchmark: seeded full games with uniformly random legal actions, run on the
 * built package (`dist/`, as users get it), in one thread.
 *
 *   npm run bench                 (BENCH_SECONDS=5 per measurement by default)
 *
 * Prints games/s and actions/s on the simulation path (one `cloneState` per playout, then
 * `applyInPlace`), the same on the pure immer path (`applyAction`), and the median and p99
 * microseconds of `applyAction` and `legalActions`.
 */
import { cloneState, defaultEngine, OFFICIAL_PROTOCOLS } from '../dist/index.js';

const engine = defaultEngine();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const names = OFFICIAL_PROTOCOLS.map((p) => p.name);

/** A tiny deterministic PRNG for choosing actions (the engine's own randomness is in the state). */
function lcg(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

function startState(game) {
  const r = lcg(game * 7919 + 1);
  const pool = [...names];
  const pick = [];
  for (let i = 0; i < 6; i++) pick.push(pool.splice(r(pool.length), 1)[0]);
  return engine.createGame({ seed: game, protocols: [pick.slice(0, 3), pick.slice(3)] });
}

const starts = Array.from({ length: 256 }, (_, i) => startState(i));

function playoutInPlace(game) {
  const s = cloneState(starts[game % starts.length]);
  const r = lcg(game + 12345);
  let n = 0;
  while (!s.result) {
    const acts = engine.legalActions(s);
    engine.applyInPlace(s, acts[r(acts.length)]);
    n++;
  }
  return n;
}

function playoutPure(game, timings) {
  let s = starts[game % starts.length];
  const r = lcg(game + 12345);
  let n = 0;
  while (!s.result) {
    let t0 = performance.now();
    const acts = engine.legalActions(s);
    let t1 = performance.now();
    timings?.legal.push((t1 - t0) * 1000);
    t0 = performance.now();
    s = engine.applyAction(s, acts[r(acts.length)]).state;
    t1 = performance.now();
    timings?.apply.push((t1 - t0) * 1000);
    n++;
  }
  return n;
}

function measure(label, playout) {
  for (let g = 0; g < 50; g++) playout(g); // warm-up
  let games = 0;
  let actions = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) actions += playout(games++);
  const dt = (performance.now() - t0) / 1000;
  console.log(`${label}: ${Math.round(games / dt)} games/s, ${Math.round(actions / dt)} actions/s (${games} games, ${(actions / games).toFixed(1)} actions/game)`);
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};

console.log(`compile-engine benchmark, ${seconds}s per measurement, node ${process.version}, one thread`);
measure('random playouts', playoutInPlace);
measure('random playouts (pure applyAction)', playoutPure);
const timings = { apply: [], legal: [] };
for (let g = 0; g < 300; g++) playoutPure(g, timings);
console.log(`applyAction: median ${pct(timings.apply, 0.5).toFixed(1)} µs, p99 ${pct(timings.apply, 0.99).toFixed(1)} µs`);
console.log(`legalActions: median ${pct(timings.legal, 0.5).toFixed(1)} µs, p99 ${pct(timings.legal, 0.99).toFixed(1)} µs`);
