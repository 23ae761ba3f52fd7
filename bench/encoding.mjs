/**
 * The learning environment's speed, on the built package (`dist/`, as users get it), one thread:
 *
 *   npx tsup --silent && node bench/encoding.mjs
 *
 * Plays seeded games in `CompileEnv` (official cards, the 1-2-2-1 draft, every protocol) with a
 * uniformly random legal id at each step, and reports steps per second: the median of
 * BENCH_WINDOWS windows of BENCH_WINDOW_MS each, after BENCH_WARMUP_MS of warm-up, with the
 * spread. For scale, the same kind of games on the bare simulation path (`cloneState` +
 * `applyInPlace`, a random legal action, no view), and what one step costs by part, over the
 * decisions of BENCH_PART_GAMES games: `viewFor`, `observe` (a fresh tensor, and into a reused
 * buffer), `legalActionMask`, and `encodeDecision` (plain arrays, for JSON Lines bots).
 *
 * Environment (defaults in brackets): BENCH_WARMUP_MS [3000], BENCH_WINDOW_MS [1500],
 * BENCH_WINDOWS [5], BENCH_PART_GAMES [40].
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const api = await import(pathToFileURL(`${dist}/index.js`).href);
const enc = await import(pathToFileURL(`${dist}/encoding.js`).href);
const { median } = await import(new URL('timing.mjs', import.meta.url).href);

const num = (name, fallback) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number`);
  return v;
};
const WARMUP_MS = num('BENCH_WARMUP_MS', 3000);
const WINDOW_MS = num('BENCH_WINDOW_MS', 1500);
const WINDOWS = Math.max(1, Math.round(num('BENCH_WINDOWS', 5)));
const PART_GAMES = Math.max(1, Math.round(num('BENCH_PART_GAMES', 40)));

const random = (seed) => {
  let s = (seed >>> 0) || 1;
  return (n) => ((s = (Math.imul(s, 48271) >>> 0) % 2147483647) % n);
};

/** Whole games for `ms`, game `first` first, each played by `play(game)` (its steps); returns steps a second. */
function stepsPerSecond(ms, first, play) {
  const end = performance.now() + ms;
  let steps = 0;
  let game = first;
  const t0 = performance.now();
  while (performance.now() < end) steps += play(game++);
  return (steps * 1000) / (performance.now() - t0);
}

/** Steps of whole env games for `ms`; returns steps a second. */
function envWindow(ms, first) {
  const env = new enc.CompileEnv();
  const ids = [];
  return stepsPerSecond(ms, first, (game) => {
    const r = random(game);
    let t = env.reset(game);
    let steps = 0;
    while (!t.done) {
      ids.length = 0;
      for (let id = 0; id < t.mask.length; id++) if (t.mask[id] === 1) ids.push(id);
      t = env.step(ids[r(ids.length)]);
      steps++;
    }
    return steps;
  });
}

/** Decisions of whole bare simulation-path games for `ms`; returns decisions a second. */
function bareWindow(ms, first) {
  const engine = api.defaultEngine();
  return stepsPerSecond(ms, first, (game) => {
    const r = random(game);
    const s = api.cloneState(engine.createGame({ seed: game }));
    let steps = 0;
    while (!s.result) {
      const legal = engine.legalActions(s);
      engine.applyInPlace(s, legal[r(legal.length)]);
      steps++;
    }
    return steps;
  });
}

function measure(name, window) {
  window(WARMUP_MS, 1_000_000);
  const rates = [];
  for (let w = 0; w < WINDOWS; w++) rates.push(window(WINDOW_MS, w * 10_000));
  const m = median(rates);
  console.log(`${name}: ${Math.round(m)} steps/s (windows ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})`);
  return m;
}

/** Microseconds per call of each part, over the decisions of PART_GAMES games. */
function parts() {
  const engine = api.defaultEngine();
  const states = [];
  for (let g = 0; g < PART_GAMES; g++) {
    const r = random(g + 77);
    const s = api.cloneState(engine.createGame({ seed: `parts ${g}` }));
    while (!s.result) {
      states.push(api.cloneState(s));
      const legal = engine.legalActions(s);
      engine.applyInPlace(s, legal[r(legal.length)]);
    }
  }
  const views = states.map((s) => engine.viewFor(s, s.prompt.player));
  const buffer = new Float32Array(enc.observationLayout(engine).size);
  const time = (name, f) => {
    for (let i = 0; i < states.length; i++) f(i); // warm
    const t0 = performance.now();
    for (let i = 0; i < states.length; i++) f(i);
    console.log(`  ${name}: ${(((performance.now() - t0) * 1000) / states.length).toFixed(1)} µs`);
  };
  console.log(`per decision, over ${states.length} decisions of ${PART_GAMES} games:`);
  time('viewFor', (i) => engine.viewFor(states[i], states[i].prompt.player));
  time('observe (a fresh tensor)', (i) => enc.observe(views[i], engine));
  time('observe (into a reused buffer)', (i) => enc.observe(views[i], engine, buffer));
  time('legalActionMask', (i) => enc.legalActionMask(views[i], engine));
  time('encodeDecision (plain arrays)', (i) => enc.encodeDecision(engine, states[i], states[i].prompt.player));
}

console.log(`action space ${enc.actionSpaceSize()} ids, observation ${enc.observationLayout().size} floats`);
const envRate = measure('CompileEnv, random ids', envWindow);
const bareRate = measure('bare simulation path, random actions (no view)', bareWindow);
console.log(`CompileEnv runs at ${(envRate / bareRate).toFixed(2)} × the bare simulation path`);
parts();
