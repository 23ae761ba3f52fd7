/**
 * Beyond one machine: two boardgame.io server processes on different ports share PostgreSQL
 * storage (bgio-postgres) and Redis pub/sub (@boardgame.io/redis-pubsub over ioredis), with the
 * two seats on different servers. PostgreSQL and Redis are started here from Debian's packages
 * (installed first when missing and running as root; otherwise the test fails saying what to
 * install). One server is killed at a random moment of the game, the instant a client hears of a
 * move; PostgreSQL then holds at least the latest state any client was told; the killed server's
 * seat reconnects to the other server and the game finishes with nothing lost: every state any
 * client received is `viewFor` its seat of the game replayed from the moves PostgreSQL logged.
 * The servers run with `reliableTransport`.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, recordGame, replayRecord, viewFor } from '../../src/index.js';
import { seededRng } from '../../src/bots.js';
import type { Action, GameConfig, GameState, PlayerId, PlayerViewState } from '../../src/index.js';
import { type ServerProcess, type StoredLogEntry, SeatClient, killWhenHeard, lobby, startServer, storedHistory, stopAll, until } from './boardgameio/harness.js';
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
/** The seed of the kill point (random unless given): a failure names it. */
const KILL_SEED = Number(process.env.KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** What PostgreSQL holds of a match (bgio-postgres' "Games" table). */
async function storedMatch(matchID: string): Promise<{ state: { _stateID: number; G: GameState }; log: StoredLogEntry[] }> {
  const { Client: PgClient } = require('pg') as { Client: new (url: string) => { connect(): Promise<void>; query(q: string, values: unknown[]): Promise<{ rows: { state: never; log: never }[] }>; end(): Promise<void> } };
  const pgc = new PgClient(pg!.url);
  await pgc.connect();
  try {
    const { rows } = await pgc.query('select state, log from "Games" where id = $1', [matchID]);
    return { state: rows[0]!.state, log: rows[0]!.log ?? [] };
  } finally {
    await pgc.end();
  }
}

const connected = (c: SeatClient) => (c.client as unknown as { transport: { isConnected: boolean } }).transport.isConnected;

describe('two boardgame.io servers sharing PostgreSQL and Redis', () => {
  it('the seats play on different servers; one server is killed at a random moment, its client moves to the other, nothing a client was told is lost', async () => {
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
    // Server a is killed the instant a client hears of a move (its write may still be under way),
    // at a random point past the twentieth.
    const killAt = 20 + seededRng(KILL_SEED)(20);
    const where = `KILL_SEED=${KILL_SEED}, killed at stateID ${killAt}`;
    const observers = [first, second, spectator];
    await killWhenHeard(a, observers, killAt, `stateID ${killAt} across the two servers (${where})`, 180_000);
    await a.stop('SIGKILL');
    const told = Math.max(...observers.map((o) => o.received.at(-1)?.stateID ?? -1));
    expect((await storedMatch(matchID)).state._stateID, `what PostgreSQL holds against what a client was told (${where})`).toBeGreaterThanOrEqual(told);
    expect(first.sent.length > 0 && second.sent.length > 0).toBe(true);
    await until(() => !connected(first), 'the first client to see its server gone', 30_000);
    first.stop();

    // Seat 0 reconnects to the other server with its credentials.
    const moved = new SeatClient(() => b.port, matchID, 0, north, picker(13));
    clients.push(moved);
    const all = [first, moved, second, spectator];
    await until(() => [moved, second, spectator].every((c) => c.state()?.ctx.gameover !== undefined), `the end of the game (${where})`, 180_000, () => `${all.map((c) => c.describe()).join('; ')}\n${b.output().slice(-3000)}`);

    expect(moved.sent.length).toBeGreaterThan(0);
    const stored = await storedMatch(matchID);
    const { states, actions } = storedHistory(createGame(config), stored.log, applyFor, (s, seat) => viewFor(s, seat).legalActions);
    const final = states.get(stored.state._stateID)!;
    expect(states.size - 1, 'every stored move is in the stored log').toBe(stored.state._stateID);
    expect(stored.state.G).toEqual(json(final));
    for (const o of all) {
      for (const r of o.received) expect(r.G, `stateID ${r.stateID} (${where})`).toEqual(json(viewFor(states.get(r.stateID)!, o.seat ?? 'spectator')));
    }
    expect(JSON.stringify(replayRecord(recordGame(config, actions)).state)).toBe(JSON.stringify(final));
    expect(spectator.state()!.G).toEqual(json(viewFor(final, 'spectator')));
    expect(second.state()!.ctx.gameover!.reason).toBe(final.result!.reason);
  }, 600_000);
});
