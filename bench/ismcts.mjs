/**
 * ISMCTS decisions per second on the built package (`dist/`), at a fixed iteration count, on one
 * thread. Part of `npm run bench`; alone: `npm run build && node bench/ismcts.mjs [build dir]`.
 *
 * The decisions: seat 0's decisions with a real choice (two or more legal actions) at every
 * fifth action of seeded games between random players (Main 1 + Aux 1, protocols given, games
 * 0, 1, … as in `workload.mjs`), each with the view and the events seat 0 had seen. Each window
 * decides all of them once, each with a fresh `ismctsBot({ seed: i, iterations })`, so every
 * window does exactly the same work; the figure is the median of the windows, after one warm-up.
 *
 * Environment (defaults in brackets): BENCH_ISMCTS_DECISIONS [24], BENCH_ISMCTS_WINDOWS [5],
 * BENCH_ISMCTS_ITERATIONS [the `ismcts` entry of BOTS, `ISMCTS_ITERATIONS`].
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gameConfig, lcg, workloads } from './workload.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Seat 0's decisions with a choice, from seeded random games: view, legal actions and history. */
function decisionsOf(api, count) {
  const engine = api.defaultEngine();
  const load = workloads(engine, false).find((w) => !w.draft);
  const out = [];
  for (let g = 0; out.length < count; g++) {
    const start = engine.createGameWithEvents(gameConfig(engine, load, g));
    const history = [api.eventsFor(start.events, 0), api.eventsFor(start.events, 1)];
    const r = lcg(g + 12345);
    let s = start.state;
    for (let n = 0; !s.result && out.length < count; n++) {
      const seat = engine.currentPlayer(s);
      const view = engine.viewFor(s, seat);
      if (seat === 0 && n % 5 === 0 && view.legalActions.length > 1) out.push({ seat, view, legal: view.legalActions, history: [...history[0]] });
      const step = engine.applyAction(s, view.legalActions[r(view.legalActions.length)]);
      for (const p of [0, 1]) history[p].push(...api.eventsFor(step.events, p));
      s = step.state;
    }
  }
  return out;
}

/**
 * Measures the build in `dir`: decisions per second (median of windows, with min and max) at
 * `iterations` per decision, or `null` when the build has no `bots` entry (an older baseline).
 * Options not given come from the environment (see the module), then the defaults.
 */
export async function ismctsDecisionsPerSecond(dir, options = {}) {
  const url = (file) => pathToFileURL(resolve(dir, file)).href;
  const api = await import(url('index.js'));
  let bots;
  try {
    bots = await import(url('bots.js'));
  } catch {
    return null;
  }
  const env = (name) => (process.env[name] === undefined ? undefined : Number(process.env[name]));
  const count = options.decisions ?? env('BENCH_ISMCTS_DECISIONS') ?? 24;
  const windows = options.windows ?? env('BENCH_ISMCTS_WINDOWS') ?? 5;
  const iterations = options.iterations ?? env('BENCH_ISMCTS_ITERATIONS') ?? bots.ISMCTS_ITERATIONS;
  const decisions = decisionsOf(api, count);
  const engine = api.defaultEngine();
  const window = () => {
    const t0 = performance.now();
    decisions.forEach((d, i) => bots.ismctsBot({ seed: i + 1, iterations, engine }).choose(d));
    return (decisions.length * 1000) / (performance.now() - t0);
  };
  window(); // warm-up
  const rates = Array.from({ length: windows }, window);
  return { iterations, decisions: decisions.length, windows, perSecond: median(rates), min: Math.min(...rates), max: Math.max(...rates) };
}

/** The report line. */
export const describeIsmcts = (m) =>
  `ismcts: ${m.perSecond.toFixed(1)} decisions/s at ${m.iterations} iterations [${m.min.toFixed(1)}–${m.max.toFixed(1)}; median of ${m.windows} windows of ${m.decisions} decisions] = ${Math.round(m.perSecond * m.iterations)} iterations/s, ${(1000 / m.perSecond).toFixed(1)} ms per decision`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = await ismctsDecisionsPerSecond(process.argv[2] ?? 'dist');
  console.log(m ? describeIsmcts(m) : 'ismcts: this build has no compile-engine/bots entry');
}
