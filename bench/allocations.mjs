/**
 * Where the simulation path allocates: V8's sampling heap profiler, with the objects the garbage
 * collector has taken since kept in the sample, over the bench's Main 1 + Aux 1 draft workload
 * (`workload.mjs`) after a warm-up. Prints the bytes allocated an action, in all and by function
 * (a function V8 inlined counts in its caller).
 *
 *   node bench/allocations.mjs [dir of a build, default dist] [path: simulation, quiet or pure] [games]
 *
 * A sample every 512 bytes: the figures of two runs differ by a few bytes an action.
 */
import { resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { playouts } from './workload.mjs';

const [dir = 'dist', path = 'simulation', games = '2000'] = process.argv.slice(2);
const WARMUP_GAMES = 1500;
const SHOWN = 25;

const api = await import(pathToFileURL(resolve(dir, 'index.js')).href);
const play = playouts(api, { name: 'Main 1 + Aux 1, draft', label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'], draft: true })[path];
if (!play) throw new Error(`unknown path ${path} (simulation, quiet or pure)`);
for (let g = 0; g < WARMUP_GAMES; g++) play(g);

const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
let actions = 0;
for (let g = WARMUP_GAMES; g < WARMUP_GAMES + Number(games); g++) actions += play(g);
const { profile } = await session.post('HeapProfiler.stopSampling');
session.disconnect();

const byFunction = new Map();
let total = 0;
(function walk(node) {
  const name = `${node.callFrame.functionName || '(anonymous)'} (${node.callFrame.url.split('/').pop() || 'builtin'})`;
  total += node.selfSize;
  if (node.selfSize > 0) byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
  node.children.forEach(walk);
})(profile.head);

console.log(`${path} path, ${dir}: ${(total / actions).toFixed(0)} bytes allocated an action (${actions} actions, games ${WARMUP_GAMES}–${WARMUP_GAMES + Number(games) - 1})`);
for (const [name, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) console.log(`${(bytes / actions).toFixed(0).padStart(7)}  ${name}`);
