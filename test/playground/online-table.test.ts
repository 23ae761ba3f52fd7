/**
 * The playground's online table, driven as the page drives it, in Node, with boardgame.io's real
 * client (SocketIO) against `npm run serve`: it offers exactly the seat's legal actions with the
 * English `describeAction` gives on the true state, sends the chosen one, refuses what the page
 * must not do (a move out of turn, a bad index, a second move in flight, a replay) with a typed
 * error and nothing sent; both seats' tables see a resignation end the match. And the check of a
 * server's state: every real view passes, a view that is not this seat's, or broken, is refused.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameConfig, type GameState, type PlayerId, applyAction, createGame, createGameWithEvents, defaultEngine, describeAction, legalActions, viewFor } from '../../src/index.js';
import { playGame, randomBot } from '../../src/bots.js';
import { type BgioClient, OnlineTable } from '../../playground/src/table/online.js';
import type { OnlineSeat, Reply, Snapshot } from '../../playground/src/table/protocol.js';
import { viewProblem } from '../../playground/src/table/view-check.js';
import { readClock } from '../../playground/src/table/clock.js';
import { formatTime, timeLeft } from '../../playground/src/table/clock-face.js';
import { compileGame } from '../../src/integrations/boardgameio/index.js';
import { lobby, sleep, startServe, stopAll, until } from '../integrations/boardgameio/harness.js';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/dist/cjs/client.js') as typeof import('boardgame.io/dist/types/packages/client');
const { SocketIO } = require('boardgame.io/dist/cjs/multiplayer.js') as typeof import('boardgame.io/dist/types/packages/multiplayer');

const CONFIG: GameConfig = { seed: 12, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] };

let server: Awaited<ReturnType<typeof startServe>>;
const tables: OnlineTable[] = [];

beforeAll(async () => {
  server = await startServe();
}, 60_000);

afterAll(async () => {
  for (const t of tables) t.close();
  await stopAll();
});

/** An online table for a seat, with boardgame.io's client as the worker makes it, and what it replied. */
function seatTable(seat: OnlineSeat) {
  const replies: Reply[] = [];
  const sent: unknown[][] = [];
  const timers: (() => void)[] = [];
  const t = new OnlineTable({
    reply: (r) => replies.push(r),
    connect: (s) => {
      const client = Client({ game: compileGame(), multiplayer: SocketIO({ server: s.server, socketOpts: { transports: ['websocket'] } }), matchID: s.matchID, playerID: String(s.seat), credentials: s.credentials, numPlayers: 2, debug: false } as never) as unknown as BgioClient;
      const moves = client.moves;
      // The moves go out as the client sends them; the test keeps a copy.
      client.moves = Object.fromEntries(Object.entries(moves).map(([name, f]) => [name, (...args: unknown[]) => { sent.push([name, ...args]); f!(...args); }]));
      return client;
    },
    later: (f) => void timers.push(f),
  });
  tables.push(t);
  t.handle({ type: 'connect', seat });
  const last = (): Snapshot | undefined => (replies.filter((r) => r.type === 'snapshot').at(-1) as Extract<Reply, { type: 'snapshot' }> | undefined)?.snapshot;
  const errors = () => replies.filter((r): r is Extract<Reply, { type: 'error' }> => r.type === 'error');
  return { t, last, errors, sent, timers };
}

describe('the online table', () => {
  it('plays one seat of a match through boardgame.io: the legal actions with their English, typed refusals, a resignation seen by both', async () => {
    const api = lobby(server.port);
    const matchID = await api.create(CONFIG);
    const seats = await Promise.all(([0, 1] as const).map(async (seat) => seatTable({ server: server.url, matchID, seat, credentials: await api.join(matchID, String(seat) as '0' | '1', `p${seat}`) })));
    await until(() => seats.every((s) => s.last()?.online?.connection === 'connected' && s.last()!.online!.opponent.connected), 'both tables connected, each seeing the other');
    const state = createGame(CONFIG);
    const decider = state.prompt!.player;
    const [me, other] = [seats[decider]!, seats[1 - decider]!];
    expect(me.last()!.view).toEqual(JSON.parse(JSON.stringify(viewFor(state, decider))));
    expect(me.last()!.offers.map((o) => o.label)).toEqual(legalActions(state).map((a) => describeAction(state, a)));
    expect(other.last()!.offers).toEqual([]);
    expect(other.last()!.online!.opponent).toEqual({ joined: true, name: `p${decider}`, connected: true });

    // What the page must not do: refused with a code, nothing sent.
    other.t.handle({ type: 'act', index: 0 });
    for (const index of [-1, 1.5, 999]) me.t.handle({ type: 'act', index });
    me.t.handle({ type: 'goto', step: 0 });
    me.t.handle({ type: 'export', what: 'record' });
    expect(other.errors().map((e) => e.code)).toEqual(['NOT_YOUR_TURN']);
    expect(me.errors().map((e) => e.code)).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'ILLEGAL_ACTION', 'ILLEGAL_ACTION']);
    expect([...me.sent, ...other.sent]).toEqual([]);

    // A move: sent as the integration's `act` with the action; a second one waits for the answer.
    me.t.handle({ type: 'act', index: 0 });
    me.t.handle({ type: 'act', index: 0 });
    expect(me.errors().at(-1)!.message).toMatch(/still on its way/);
    expect(me.sent).toEqual([['act', legalActions(state)[0]]]);
    expect(me.last()!.online!.moveSent).toBe(true);
    expect(me.last()!.offers).toEqual([]);
    // Its patience runs out before the answer (no await since the move: the answer cannot be in yet;
    // a refused move never gets one): the moves are offered again.
    me.timers.splice(0).forEach((f) => f());
    expect(me.last()!.step).toBe(0);
    expect(me.errors().at(-1)!.code).toBe('MOVE_UNANSWERED');
    expect(me.last()!.offers.length).toBe(legalActions(state).length);
    await until(() => seats.every((s) => s.last()!.step === 1), 'both tables at step 1');
    expect(me.last()!.online!.moveSent).toBe(false);
    expect(me.last()!.log.map((l) => l.text)).toEqual([`You: ${describeAction(state, legalActions(state)[0]!)}`]);
    expect(other.last()!.log.map((l) => l.text)).toEqual([`Seat ${decider} moved`]);

    // The seat that waits resigns: the match is over on both tables.
    const waiter = seats.find((s) => s.last()!.deciding !== s.last()!.viewer)!;
    waiter.t.handle({ type: 'resign' });
    await until(() => seats.every((s) => s.last()!.view!.result !== null), 'the resignation on both tables');
    const loser = waiter.last()!.viewer as PlayerId;
    for (const s of seats) expect(s.last()!.view!.result).toEqual({ winner: 1 - loser, reason: 'resigned' });
    expect(seats.every((s) => s.last()!.offers.length === 0)).toBe(true);
    waiter.t.handle({ type: 'resign' });
    expect(waiter.errors().at(-1)!.code).toBe('GAME_OVER');
  }, 120_000);

  it("shows a clock match's time, refuses a claim while the other seat has time, and sends it once that time has run out: the server ends the match on time", async () => {
    const clocked = await startServe(['--clock', '0.05+0']); // three seconds a seat
    try {
      const api = lobby(clocked.port);
      const matchID = await api.create(CONFIG);
      const seats = await Promise.all(([0, 1] as const).map(async (seat) => seatTable({ server: clocked.url, matchID, seat, credentials: await api.join(matchID, String(seat) as '0' | '1', `p${seat}`) })));
      await until(() => seats.every((s) => s.last()?.online?.connection === 'connected'), 'both tables connected');
      // The first decision is not timed: nobody's time runs, and a claim is refused, nothing sent.
      for (const s of seats) expect(s.last()!.online!.clock).toMatchObject({ remainingMs: [3000, 3000], running: null });
      const state = createGame(CONFIG);
      const decider = seats[state.prompt!.player]!;
      decider.t.handle({ type: 'claimTimeout' });
      expect(decider.errors().at(-1)).toMatchObject({ code: 'ILLEGAL_ACTION' });
      decider.t.handle({ type: 'act', index: 0 });
      await until(() => seats.every((s) => s.last()!.step === 1), 'the first move on both tables');
      const late = applyAction(state, legalActions(state)[0]!).state.prompt!.player;
      for (const s of seats) expect(s.last()!.online!.clock!.running).toBe(late);
      const claimant = seats[1 - late]!;
      claimant.t.handle({ type: 'claimTimeout' });
      expect(claimant.errors().at(-1)!).toMatchObject({ code: 'ILLEGAL_ACTION', message: `[ILLEGAL_ACTION] seat ${late}'s time has not run out: a claim is for when it has` });
      expect(claimant.sent.filter(([move]) => move === 'claimTimeout')).toEqual([]);
      await sleep(3_300);
      claimant.t.handle({ type: 'claimTimeout' });
      expect(claimant.sent.at(-1)).toEqual(['claimTimeout']);
      await until(() => seats.every((s) => s.last()!.view!.result !== null), 'the loss on time on both tables');
      for (const s of seats) {
        expect(s.last()!.view!.result).toEqual({ winner: 1 - late, reason: 'timeout' });
        expect(s.last()!.online!.clock!.running).toBeNull();
      }
      expect(seats[late]!.last()!.log.at(-1)!.text).toBe(`Seat ${1 - late} claimed the win on time`);
      expect(claimant.last()!.log.at(-1)!.text).toBe('You: claimed the win on time');
    } finally {
      await clocked.stop('SIGTERM');
    }
  }, 120_000);
});

describe("reading a match's clock", () => {
  const data = { remainingMs: [60_000, 45_000], running: 1, since: 1_000, incrementMs: 2_000 };
  it('reads the running seat as of the moment, never above the time it began its decision with; no plugin is no clock', () => {
    expect(readClock({ compileClock: { data } }, 6_000)).toEqual({ remainingMs: [60_000, 40_000], running: 1, at: 6_000 });
    // A page whose clock is behind the server's.
    expect(readClock({ compileClock: { data } }, 0)).toEqual({ remainingMs: [60_000, 45_000], running: 1, at: 0 });
    expect(readClock({}, 0)).toBeNull();
    expect(readClock(undefined, 0)).toBeNull();
  });

  it("refuses a server's clock it cannot read, saying what is wrong", () => {
    const bad: [unknown, string][] = [
      [null, 'not an object'],
      [{ ...data, remainingMs: ['lots', 5] }, 'remainingMs is not two times in milliseconds'],
      [{ ...data, remainingMs: [1, 2, 3] }, 'remainingMs is not two times in milliseconds'],
      [{ ...data, running: 2 }, 'running is not a seat or null'],
      [{ ...data, since: null }, 'since is not the time the running seat began deciding'],
      [{ ...data, incrementMs: -1 }, 'incrementMs is not a time in milliseconds'],
    ];
    for (const [d, why] of bad) expect(() => readClock({ compileClock: { data: d } }, 0)).toThrow(why);
  });

  it('counts the running seat down from a reading, and shows times as a chess clock does', () => {
    const clock = { remainingMs: [5_000, 90_500] as [number, number], running: 1 as const, at: 100 };
    expect(timeLeft(clock, 1, 600)).toBe(90_000);
    expect(timeLeft(clock, 0, 600)).toBe(5_000);
    expect(timeLeft(clock, 1, 0)).toBe(90_500);
    expect(timeLeft(clock, 1, 1e9)).toBe(0);
    expect([90_000, 5_340, 10_000, 0, 3_600_000].map(formatTime)).toEqual(['1:30', '0:05.3', '0:10', '0:00.0', '60:00']);
  });
});

describe('the check of a server\'s state', () => {
  it('passes every view of a whole game for its own seat, and refuses the other seat\'s view or a broken one, saying why', () => {
    const states: GameState[] = [createGame(CONFIG)];
    playGame(defaultEngine(), createGameWithEvents(CONFIG), [randomBot(1), randomBot(2)], (step) => states.push(step.state));
    expect(states.length).toBeGreaterThan(20);
    for (const s of states) for (const seat of [0, 1] as const) expect(viewProblem(JSON.parse(JSON.stringify(viewFor(s, seat))), seat)).toBeNull();
    const view = JSON.parse(JSON.stringify(viewFor(states[5]!, 0))) as Record<string, unknown> & { players: Record<string, unknown>[] };
    const broken = (change: (v: typeof view) => void) => {
      const v = structuredClone(view);
      change(v);
      return viewProblem(v, 0);
    };
    expect(viewProblem(viewFor(states[5]!, 1), 0)).toBe('a view for 1, not for seat 0');
    expect(viewProblem(null, 0)).toBe('no view at all');
    expect(viewProblem([view], 0)).toBe('no view at all');
    expect(broken((v) => { v.players = [v.players[0]!]; })).toBe('not two sides');
    expect(broken((v) => { (v.players[1]!.stacks as unknown[]).pop(); })).toBe("seat 1's side: stacks (three lines)");
    expect(broken((v) => { (v.players[0]!.stacks as unknown[][])[0]!.push({ face: 'sideways', value: 1, covered: false }); })).toBe("seat 0's side: a card that is neither face-up nor face-down");
    expect(broken((v) => { v.players[0]!.hand = [7]; })).toBe("seat 0's side: hand");
    expect(broken((v) => { v.legalActions = [1]; })).toBe('legal actions that are not actions');
    expect(broken((v) => { v.result = { winner: 7, reason: 'compiled' }; })).toBe('an unreadable result');
    expect(broken((v) => { v.linesFromMyLeft = [0, 1]; })).toBe('no line order');
    expect(broken((v) => { delete v.pending; })).toBe('no pending effects');
  });
});
