/**
 * Beyond one machine: two boardgame.io server processes on different ports share PostgreSQL
 * storage (bgio-postgres) and Redis pub/sub (@boardgame.io/redis-pubsub over ioredis), with the
 * two seats on different servers. PostgreSQL and Redis are started here from Debian's packages
 * (installed first when missing and running as root; otherwise the test fails saying what to
 * install). One server is killed mid-game; its seat's client reconnects to the other server and
 * the game finishes with nothing lost: every state any client received is `viewFor` its seat of
 * the engine state the moves led to, and the whole game replays as a record.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, recordGame, replayRecord, viewFor } from '../../src/index.js';
import { seededRng } from '../../src/bots.js';
import type { Action, GameConfig, GameState, PlayerId, PlayerViewState } from '../../src/index.js';
import { type ServerProcess, SeatClient, lobby, sleep, startServer, statesByID, stopAll, until } from './boardgameio/harness.js';
import { type Service, startPostgres, startRedis } from './services.js';

const require = createRequire(import.meta.url);
const PROTOCOLS: GameConfig['protocols'] = [['Gravity', 'Life', 'Plague'], ['Hate', 'Psychic', 'Spirit']];
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

let pg: (Service & { url: string }) | undefined;
let redis: Service | undefined;
const servers: ServerProcess[] = [];
const clients: SeatClient[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  redis = await startRedis();
  // One after the other: each creates the storage's table on its first start.
  for (let i = 0; i < 2; i++) servers.push(await startServer({ STORAGE: `postgres:${pg.url}`, REDIS_PORT: String(redis.port) }));
}, 1_200_000);

afterAll(async () => {
  for (const c of clients) c.stop();
  try {
    await stopAll();
  } finally {
    try {
      await redis?.stop();
    } finally {
      await pg?.stop();
    }
  }
}, 120_000);

const picker = (seed: number) => {
  const r = seededRng(seed);
  return (view: PlayerViewState): Action => view.legalActions[r(view.legalActions.length)]!;
};
const applyFor = (s: GameState, a: Action, seat: PlayerId) => applyAction(s, a, { seat }).state;
const connected = (c: SeatClient) => (c.client as unknown as { transport: { isConnected: boolean } }).transport.isConnected;

// Retried once, as the FlatFile server tests are (see there).
describe('two boardgame.io servers sharing PostgreSQL and Redis', () => {
  it('the seats play on different servers; one server is killed mid-game, its client moves to the other, nothing is lost', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const config: GameConfig = { seed: 505, protocols: PROTOCOLS };
    const matchID = await lobby(a.port).create(config);
    const north = await lobby(a.port).join(matchID, '0', 'north');
    const south = await lobby(b.port).join(matchID, '1', 'south');
    const first = new SeatClient(() => a.port, matchID, 0, north, picker(11));
    const second = new SeatClient(() => b.port, matchID, 1, south, picker(12));
    const spectator = new SeatClient(() => b.port, matchID, null, undefined, () => { throw new Error('a spectator does not act'); });
    clients.push(first, second, spectator);

    // Moves made on one server reach the client on the other (Redis), from the shared storage.
    await until(() => (second.state()?._stateID ?? 0) >= 25 && first.sent.length > 5 && second.sent.length > 5, 'twenty-five moves across the two servers', 120_000);
    first.paused = second.paused = true;
    await sleep(2000); // the last move's write to PostgreSQL, on a loaded machine too
    const before = second.state()!._stateID;
    await a.stop('SIGKILL');
    await until(() => !connected(first), 'the first client to see its server gone', 30_000);
    first.stop();

    // Seat 0 reconnects to the other server with its credentials.
    const moved = new SeatClient(() => b.port, matchID, 0, north, picker(13));
    clients.push(moved);
    await until(() => moved.state() !== null && moved.state()!._stateID === before, 'the moved client to sync', 30_000);
    second.resume();
    await until(() => [moved, second, spectator].every((c) => c.state()?.ctx.gameover !== undefined), 'the end of the game', 180_000).catch(async (e: Error) => {
      const { Client: PgClient } = require('pg') as { Client: new (url: string) => { connect(): Promise<void>; query(q: string): Promise<{ rows: unknown[] }>; end(): Promise<void> } };
      const pgc = new PgClient(pg!.url);
      await pgc.connect();
      const rows = (await pgc.query('select state from "Games"')).rows as { state: { _stateID: number; ctx: unknown; G: GameState } }[];
      const activity = (await pgc.query("select pid, state, wait_event_type, wait_event, left(query, 80) as q, now() - xact_start as age from pg_stat_activity where datname = 'postgres'")).rows;
      await pgc.end();
      const stored = rows.map((r) => `${r.state._stateID} ${JSON.stringify(r.state.ctx)} ${JSON.stringify(r.state.G.prompt)}`).join('\n');
      throw new Error(`${e.message}: ${[moved, second, spectator].map((c) => c.describe()).join('; ')}\nstored: ${stored}\nactivity: ${JSON.stringify(activity)}\n${b.output().slice(-3000)}`);
    });

    const sent = [...first.sent, ...moved.sent, ...second.sent];
    expect(moved.sent.length).toBeGreaterThan(0);
    const states = statesByID(createGame(config), sent, applyFor);
    for (const o of [first, moved, second, spectator]) {
      for (const r of o.received) expect(r.G, `stateID ${r.stateID}`).toEqual(json(viewFor(states.get(r.stateID)!, o.seat ?? 'spectator')));
    }
    const final = [...states.values()].at(-1)!;
    const replayed = replayRecord(recordGame(config, [...sent].sort((x, y) => x.at - y.at).map((s) => s.action)));
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(final));
    expect(spectator.state()!.G).toEqual(json(viewFor(final, 'spectator')));
    expect(second.state()!.ctx.gameover!.reason).toBe(final.result!.reason);
  }, 600_000);
});
