/**
 * A simulator worker thread: it plays the games it is handed with the bots named in their run's
 * setup (created from the registry by name: functions cannot cross threads) and reports each
 * range's games at once. It keeps no state between ranges but the engine, so that it can serve
 * one run after another.
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { CompileEngineError, defaultEngine } from '../api.js';
import { type PlayedResult, playPlanned } from './game.js';
import type { Report, Task } from './messages.js';

const port = parentPort!;
const engine = defaultEngine();
const report = (r: Report) => port.postMessage(r);

port.on('message', ({ setup, from, to }: Task) => {
  const results: PlayedResult[] = [];
  for (let index = from; index < to; index++) {
    try {
      results.push(playPlanned(engine, setup, index));
    } catch (e) {
      const code = e instanceof CompileEngineError ? e.code : null;
      report({ kind: 'failed', results, index, code, message: e instanceof Error ? e.message : String(e) });
      return;
    }
  }
  report({ kind: 'games', results });
});
