/**
 * The engine's boardgame.io game on a real boardgame.io server: a server process on 127.0.0.1
 * with FlatFile storage in a temporary folder, matches created and joined through the Lobby API,
 * two SocketIO clients whose bots choose from their own seat's view, and a spectator. Every state
 * a client receives must be exactly `viewFor` its seat of the engine state the moves led to; moves
 * from the wrong seat, illegal moves and hostile boardgame.io events change nothing; a resignation
 * ends the match; and a server killed at random moments of a game (the instant a client hears of a
 * move) and started again on the same storage has lost nothing any client was told: the storage
 * holds at least the latest state a client received, the clients reconnect, and the game they
 * played is the replay of the moves the storage logged. The servers run with `reliableTransport`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, recordGame, replayRecord, viewFor } from '../../src/index.js';
import { seededRng } from '../../src/bots.js';
import { clockOf } from '../../src/integrations/boardgameio/index.js';
import type { Action, GameConfig, GameState, PlayerId, PlayerViewState } from '../../src/index.js';
import { type ServerProcess, type SeatClient as SeatClientT, type StoredLogEntry, SeatClient, killWhenHeard, lobby, sleep, startServer, statesByID, storedHistory, stopAll, until } from './boardgameio/harness.js';

const require = createRequire(import.meta.url);
const { FlatFile } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');
/** Each seat's time on the clocked server. */
const CLOCK_MS = 4_000;
/** How long the slow storage's reads take to answer. */
const SLOW_READ_MS = 300;
/** The seed of the kill points (random unless given): a failure names it. */
const KILL_SEED = Number(process.env.KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));

const PROTOCOLS: GameConfig['protocols'] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

let dir: string;
let server: ServerProcess;
const clients: SeatClientT[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-bgio-'));
  server = await startServer({ STORAGE: `flatfile:${dir}` });
}, 60_000);

afterAll(async () => {
  for (const c of clients) c.stop();
  await stopAll();
  await rm(dir, { recursive: true, force: true });
});

/** What the FlatFile storage holds of a match (read by a FlatFile of its own, as a restarted server would). */
async function storedMatch(matchID: string): Promise<{ state: { _stateID: number; G: GameState }; log: StoredLogEntry[] }> {
  const db = new FlatFile({ dir, logging: false });
  await db.connect();
  const { state, log } = await db.fetch(matchID, { state: true, log: true });
  return { state: state as never, log: (log ?? []) as never };
}

/** A bot that picks uniformly from the view's legal actions, seeded. */
const randomPicker = (seed: number) => {
  const r = seededRng(seed);
  return (view: PlayerViewState): Action => view.legalActions[r(view.legalActions.length)]!;
};

/** A match created and joined through the lobby, with its two seats' clients and a spectator. */
async function openMatch(config: GameConfig, seeds: [number, number], port: () => number = () => server.port) {
  const api = lobby(port());
  const matchID = await api.create(config);
  const credentials = [await api.join(matchID, '0', 'north'), await api.join(matchID, '1', 'south')];
  const seats = ([0, 1] as const).map((s) => new SeatClient(port, matchID, s, credentials[s], randomPicker(seeds[s])));
  const spectator = new SeatClient(port, matchID, null, undefined, () => { throw new Error('a spectator does not act'); });
  clients.push(...seats, spectator);
  return { matchID, seats, spectator, credentials };
}

const applyFor = (s: GameState, a: Action, seat: PlayerId) => applyAction(s, a, { seat }).state;

/** Every state each client received is `viewFor` its seat of the engine state at that stateID. */
function expectViewsExact(states: Map<number, GameState>, ...observers: SeatClientT[]): number {
  let checked = 0;
  for (const o of observers) {
    for (const r of o.received) {
      const state = states.get(r.stateID);
      expect(state, `stateID ${r.stateID} received by ${o.seat ?? 'the spectator'}`).toBeDefined();
      expect(r.G).toEqual(json(viewFor(state!, o.seat ?? 'spectator')));
      checked++;
    }
  }
  return checked;
}

/** Whether a client's socket is connected. */
const connected = (c: SeatClientT) => (c.client as unknown as { transport: { isConnected: boolean } }).transport.isConnected;

/** No log a client received shows the arguments of the other seat's moves. */
function expectLogsRedacted(o: SeatClientT): void {
  for (const r of o.received) for (const e of r.log) if (e.type === 'act' && e.playerID !== String(o.seat)) expect(e.args).toBeFalsy();
}

describe('a boardgame.io server with FlatFile storage', () => {
  it('refuses, through the lobby, a match the engine would refuse', async () => {
    const res = await lobby(server.port).createRaw({ seed: 1, protocols: [['Fire']] });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('INVALID_CONFIG');
  });

  it('two bots play a whole game over sockets; every client, the spectator too, only ever holds its view', async () => {
    const config: GameConfig = { seed: 101, protocols: PROTOCOLS };
    const { seats, spectator } = await openMatch(config, [1, 2]);
    await until(() => seats.every((c) => c.state()?.ctx.gameover !== undefined) && spectator.state()?.ctx.gameover !== undefined, 'the end of the game', 120_000, () => [...seats, spectator].map((c) => c.describe()).join('; '));
    const sent = [...seats[0]!.sent, ...seats[1]!.sent];
    const states = statesByID(createGame(config), sent, applyFor);
    const final = [...states.values()].at(-1)!;
    expect(final.result).not.toBeNull();
    expect(expectViewsExact(states, ...seats, spectator)).toBeGreaterThan(sent.length);
    for (const c of seats) expectLogsRedacted(c);
    expectLogsRedacted(spectator);
    const over = seats[0]!.state()!.ctx.gameover!;
    expect(over.reason).toBe(final.result!.reason);
    expect(over.winner ?? null).toBe(final.result!.winner === null ? null : String(final.result!.winner));
    // The same moves, replayed as a record, give the same game.
    const replayed = replayRecord(recordGame(config, [...sent].sort((a, b) => a.at - b.at).map((s) => s.action)));
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(final));
  }, 180_000);

  it('a client that connects while a move is being made still gets that move (a slow storage widens the gap)', async () => {
    // boardgame.io reads the state a connecting client is synced to, and only then adds the client
    // to the match's audience: a move broadcast in between would never reach it (seen as a stall).
    const slow = await startServer({ STORAGE: `flatfile:${dir}`, STORAGE_DELAY_MS: String(SLOW_READ_MS) });
    try {
      const api = lobby(slow.port);
      const games = await Promise.all([1, 2, 3].map(async (m) => {
        const matchID = await api.create({ seed: 600 + m, protocols: PROTOCOLS, first: 0 });
        const credentials = [await api.join(matchID, '0', 'north'), await api.join(matchID, '1', 'south')];
        const north = new SeatClient(() => slow.port, matchID, 0, credentials[0], randomPicker(m));
        clients.push(north);
        await until(() => north.sent.length > 0, 'the first move');
        // The move's update goes out two reads (metadata, state) after it reached the server; the
        // others connect so that their sync's read is made before it, and answered after it.
        await sleep(SLOW_READ_MS * 1.25);
        const south = new SeatClient(() => slow.port, matchID, 1, credentials[1], randomPicker(m + 10));
        const spectator = new SeatClient(() => slow.port, matchID, null, undefined, () => { throw new Error('a spectator does not act'); });
        clients.push(south, spectator);
        return [north, south, spectator];
      }));
      const observers = games.flat();
      await until(() => observers.every((c) => (c.state()?._stateID ?? 0) >= 4), 'four moves in every match', 60_000, () => observers.map((c) => c.describe()).join('; '));
      for (const c of observers) c.stop();
    } finally {
      await slow.stop();
    }
  }, 180_000);

  it('moves from the wrong seat, illegal moves and hostile boardgame.io events change nothing', async () => {
    const config: GameConfig = { seed: 202, protocols: PROTOCOLS };
    const { seats, matchID, credentials } = await openMatch(config, [3, 4]);
    for (const c of seats) c.paused = true;
    await until(() => seats.every((c) => c.state() !== null), 'the first sync');
    const start = seats[0]!.state()!;
    const decider = start.G.prompt!.player;
    const waiter = seats[1 - decider]!;
    const deciding = seats[decider]!;
    // The waiting seat tries to act, by index and by value; the deciding seat sends illegal actions,
    // an index past its list, a resignation for the other seat and boardgame.io events.
    waiter.client.moves.act!(0);
    waiter.client.moves.act!(start.G.legalActions[0] ?? { type: 'refresh' });
    deciding.client.moves.act!(999);
    deciding.client.moves.act!({ type: 'compile', line: 2 });
    deciding.client.moves.act!({ type: 'resign', player: 1 - decider });
    deciding.client.moves.act!({ type: 'timeout', player: 1 - decider });
    deciding.client.moves.act!({ type: 'bogus' });
    for (const type of ['endGame', 'setActivePlayers', 'endStage', 'pass', 'endTurn']) {
      deciding.emitRaw('update', { type: 'GAME_EVENT', payload: { type, args: type === 'setActivePlayers' ? [{ all: 'decide' }] : undefined, playerID: String(decider), credentials: credentials[decider] } }, start._stateID, matchID, String(decider));
    }
    await sleep(1500);
    for (const c of seats) {
      expect(c.state()!._stateID).toBe(start._stateID);
      expect(c.state()!.ctx.gameover).toBeUndefined();
      expect(c.state()!.ctx.activePlayers).toEqual({ [String(decider)]: 'decide', [String(1 - decider)]: 'wait' });
    }
    // The game then plays on, and to its end, as if nothing had been sent.
    for (const c of seats) c.resume();
    await until(() => seats.every((c) => c.state()?.ctx.gameover !== undefined), 'the end of the game');
    const states = statesByID(createGame(config), [...seats[0]!.sent, ...seats[1]!.sent], applyFor);
    expectViewsExact(states, ...seats);
  }, 180_000);

  it('a seat resigns while the other decides: the match is over, the other seat wins', async () => {
    const config: GameConfig = { seed: 303, protocols: PROTOCOLS };
    const { seats } = await openMatch(config, [5, 6]);
    await until(() => (seats[0]!.state()?._stateID ?? 0) >= 12, 'twelve moves');
    for (const c of seats) c.paused = true;
    await sleep(300);
    const now = seats[0]!.state()!;
    const waiter = 1 - now.G.prompt!.player;
    seats[waiter]!.client.moves.resign!();
    await until(() => seats.every((c) => c.state()?.ctx.gameover !== undefined), 'the resignation');
    expect(seats[0]!.state()!.ctx.gameover).toEqual({ winner: String(1 - waiter), reason: 'resigned' });
    for (const c of seats) expect(c.state()!.G.result).toEqual({ winner: 1 - waiter, reason: 'resigned' });
  }, 120_000);

  it('on a server with a clock, a seat that stops deciding loses on time when the other claims it, and not before; the storage keeps the ending', async () => {
    const clockDir = await mkdtemp(join(tmpdir(), 'compile-bgio-clock-'));
    const clocked = await startServer({ STORAGE: `flatfile:${clockDir}`, CLOCK_MS: String(CLOCK_MS) });
    try {
      const config: GameConfig = { seed: 505, protocols: PROTOCOLS };
      const { seats, matchID } = await openMatch(config, [7, 8], () => clocked.port);
      await until(() => (seats[0]!.state()?._stateID ?? 0) >= 4, 'four moves');
      for (const c of seats) c.paused = true;
      await sleep(300);
      const held = seats[0]!.state()!;
      const late = held.G.prompt!.player;
      const claimer = seats[1 - late]!;
      // The clock runs for the deciding seat, as every client sees.
      expect(clockOf(held as never)!.running).toBe(late);
      claimer.client.moves.claimTimeout!();
      await sleep(500);
      expect(claimer.state()!._stateID).toBe(held._stateID);
      await until(() => clockOf(claimer.state() as never)!.remainingMs[late] === 0, 'the deciding seat\'s time to run out', CLOCK_MS + 30_000);
      await sleep(100);
      claimer.client.moves.claimTimeout!();
      await until(() => seats.every((c) => c.state()?.ctx.gameover !== undefined), 'the loss on time');
      expect(seats[0]!.state()!.ctx.gameover).toEqual({ winner: String(1 - late), reason: 'timeout' });
      for (const c of seats) expect(c.state()!.G.result).toEqual({ winner: 1 - late, reason: 'timeout' });
      const db = new FlatFile({ dir: clockDir, logging: false });
      await db.connect();
      const { state, log } = await db.fetch(matchID, { state: true, log: true });
      expect((state as unknown as { G: GameState }).G.result).toEqual({ winner: 1 - late, reason: 'timeout' });
      expect((log as StoredLogEntry[]).at(-1)!.action.payload.type).toBe('claimTimeout');
    } finally {
      await clocked.stop();
      await rm(clockDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a server killed at random moments and started again on the same storage: nothing a client was told is lost, and the game is the replay of the stored moves', async () => {
    const config: GameConfig = { seed: 404, protocols: PROTOCOLS };
    const r = seededRng(KILL_SEED);
    const first = 3 + r(25);
    const kills = [first, first + 3 + r(25)];
    const where = `KILL_SEED=${KILL_SEED}, kills at stateIDs ${kills.join(', ')}`;
    let port = server.port;
    const { matchID, seats, spectator } = await openMatch(config, [7, 8], () => port);
    const observers = [...seats, spectator];
    const told = () => Math.max(...observers.map((o) => o.received.at(-1)?.stateID ?? -1));
    for (const killAt of kills) {
      await killWhenHeard(server, observers, killAt, `stateID ${killAt} (${where})`, 120_000);
      await server.stop('SIGKILL');
      const stored = await storedMatch(matchID);
      expect(stored.state._stateID, `what the storage holds against what a client was told (${where})`).toBeGreaterThanOrEqual(told());
      await until(() => seats.every((c) => !connected(c)), 'the clients to see the server gone', 30_000);
      server = await startServer({ STORAGE: `flatfile:${dir}`, PORT: String(port) });
      port = server.port;
      await until(() => seats.every(connected), 'the clients to reconnect', 30_000);
    }
    await until(() => observers.every((c) => c.state()?.ctx.gameover !== undefined), `the end of the game (${where})`, 120_000, () => `${observers.map((c) => c.describe()).join('; ')}\n${server.output().slice(-2000)}`);
    const stored = await storedMatch(matchID);
    const { states, actions } = storedHistory(createGame(config), stored.log, applyFor, (s, seat) => viewFor(s, seat).legalActions);
    const final = states.get(stored.state._stateID)!;
    expect(states.size - 1, 'every stored move is in the stored log').toBe(stored.state._stateID);
    expect(stored.state.G).toEqual(json(final));
    expect(final.result).not.toBeNull();
    expect(expectViewsExact(states, ...observers)).toBeGreaterThan(stored.state._stateID);
    expect(JSON.stringify(replayRecord(recordGame(config, actions)).state)).toBe(JSON.stringify(final));
    for (const c of observers) expect(c.state()!.G).toEqual(json(viewFor(final, c.seat ?? 'spectator')));
  }, 300_000);
});
