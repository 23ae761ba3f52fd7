/** The load benchmark's body (see online.mjs, which loads this file through tsx). */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { seededRng } from '../src/bots.js';
import type { Action, PlayerViewState } from '../src/index.js';
import { type ServerProcess, SeatClient, lobby, sleep, startServer, stopAll, until } from '../test/integrations/boardgameio/harness.js';
import { startPostgres, startRedis } from '../test/integrations/services.js';

const { values } = parseArgs({ options: { matches: { type: 'string', default: '200' }, seconds: { type: 'string', default: '20' } } });
const MATCHES = Number(values.matches);
const SECONDS = Number(values.seconds);
const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];

const rssKb = (pid: number) => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim());
const picker = (seed: number) => {
  const r = seededRng(seed);
  return (view: PlayerViewState): Action => view.legalActions[r(view.legalActions.length)]!;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** Plays MATCHES matches on `servers` (seat 0 on the first, seat 1 on the last) for SECONDS; prints the figures. */
async function run(label: string, servers: ServerProcess[]) {
  const base = servers.map((s) => rssKb(s.process.pid!));
  const clients: SeatClient[] = [];
  const latencies: number[] = [];
  const first = servers[0]!;
  const last = servers.at(-1)!;
  for (let m = 0; m < MATCHES; m++) {
    const matchID = await lobby(first.port).create({ seed: m + 1, protocols: PROTOCOLS });
    const c0 = await lobby(first.port).join(matchID, '0', 'n');
    const c1 = await lobby(last.port).join(matchID, '1', 's');
    const seats = [new SeatClient(() => first.port, matchID, 0, c0, picker(2 * m + 1)), new SeatClient(() => last.port, matchID, 1, c1, picker(2 * m + 2))];
    for (const s of seats) {
      s.paused = true;
      s.onLatency = (ms) => latencies.push(ms);
    }
    clients.push(...seats);
  }
  await until(() => clients.every((c) => c.state() !== null), 'every client to sync', 120_000);
  const startMoves = clients.reduce((n, c) => n + c.sent.length, 0);
  const started = performance.now();
  for (const c of clients) c.resume();
  await sleep(SECONDS * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const peak = servers.map((s) => rssKb(s.process.pid!));
  for (const c of clients) c.paused = true;
  const accepted = latencies.length;
  const over = clients.filter((c) => c.seat === 0 && c.state()?.ctx.gameover !== undefined).length;
  const perMatchKb = peak.reduce((a, b) => a + b, 0) / MATCHES - base.reduce((a, b) => a + b, 0) / MATCHES;
  console.log(`${label}: ${MATCHES} matches, ${elapsed.toFixed(1)} s: ${(accepted / elapsed).toFixed(0)} moves/s (${accepted} moves, ${clients.reduce((n, c) => n + c.sent.length, 0) - startMoves} sent; ${over} games finished), latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, server memory ${(perMatchKb).toFixed(0)} KB per match (RSS ${base.map((k) => (k / 1024).toFixed(0)).join('+')} MB → ${peak.map((k) => (k / 1024).toFixed(0)).join('+')} MB)`);
  for (const c of clients) c.stop();
}

let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
try {
  const one = await startServer({});
  await run('one server (in memory)', [one]);
  await one.stop();
  pg = await startPostgres();
  redis = await startRedis();
  // One server on PostgreSQL alone, then two behind Redis: what the storage costs, and what the pub/sub adds.
  const alone = await startServer({ STORAGE: `postgres:${pg.url}` });
  await run('one server (PostgreSQL)', [alone]);
  await alone.stop();
  const a = await startServer({ STORAGE: `postgres:${pg.url}`, REDIS_PORT: String(redis.port) });
  const b = await startServer({ STORAGE: `postgres:${pg.url}`, REDIS_PORT: String(redis.port) });
  await run('two servers (PostgreSQL + Redis)', [a, b]);
} finally {
  await stopAll();
  await redis?.stop();
  await pg?.stop();
}
process.exit(0);
