/**
 * What the boardgame.io integration tests (and the load benchmark) run against: real server
 * processes (`server-main.ts`) on 127.0.0.1, matches made through the Lobby API over HTTP, and
 * boardgame.io clients with the SocketIO transport whose bots decide from their own seat's view.
 * Every process a test starts is stopped by {@link stopAll}, which the tests call in `afterAll`
 * (and which also runs when the test process exits), so that a failing test leaves nothing behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action, GameConfig, GameState, PlayerId, PlayerViewState } from '../../../src/index.js';
import { compileGame } from '../../../src/integrations/boardgameio/index.js';

// boardgame.io 0.50 has no exports map; its CommonJS files load by path.
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/dist/cjs/client.js') as typeof import('boardgame.io/dist/types/packages/client');
const { SocketIO } = require('boardgame.io/dist/cjs/multiplayer.js') as typeof import('boardgame.io/dist/types/packages/multiplayer');

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_MAIN = join(here, 'server-main.ts');
const SERVE = join(here, '../../../scripts/serve.mjs');

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const p of running) p.kill('SIGKILL');
});

/** A running server process. */
export interface ServerProcess {
  port: number;
  process: ChildProcess;
  /** Output so far (stdout and stderr), for failure messages. */
  output: () => string;
  /** Stops it: `SIGTERM` or `SIGINT` (a clean stop, Ctrl-C) or `SIGKILL` (a crash); resolves once it has exited. */
  stop: (signal?: 'SIGTERM' | 'SIGINT' | 'SIGKILL') => Promise<void>;
}

/**
 * Spawns `node args` and waits until its output says where it listens (`listening` finds the port
 * in the output so far, or `null`); fails with the output when it exits first or takes too long.
 */
async function spawnServer(args: string[], env: Record<string, string>, listening: (out: string) => number | null, what: string, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    running.delete(child);
    resolve();
  }));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = listening(out);
      if (found !== null) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (code ${code}) before listening:\n${out}`));
    });
  });
  return {
    port,
    process: child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts `server-main.ts` with `env` (STORAGE, REDIS_PORT, PORT) and waits until it listens. */
export function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const listening = (out: string) => {
    const line = out.split('\n').find((l) => l.startsWith('{"port":'));
    return line ? (JSON.parse(line) as { port: number }).port : null;
  };
  return spawnServer(['--import', 'tsx', SERVER_MAIN], { PORT: '0', ...env }, listening, 'the server', timeoutMs);
}

/** `npm run serve` (scripts/serve.mjs) as a user runs it, on a free port, with these arguments; `url` is where it says it listens. */
export async function startServe(args: string[] = [], timeoutMs = 120_000): Promise<ServerProcess & { url: string }> {
  const listening = (out: string) => {
    const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    return m ? Number(m[1]) : null;
  };
  const server = await spawnServer([SERVE, '--port', '0', ...args], {}, listening, '`npm run serve`', timeoutMs);
  return { ...server, url: `http://127.0.0.1:${server.port}` };
}

/** Stops every server process still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => new Promise<void>((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGKILL');
  })));
}

/** The Lobby API of a server. */
export function lobby(port: number) {
  const base = `http://127.0.0.1:${port}/games/compile`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, string>;
  };
  return {
    create: async (setupData: Partial<GameConfig>) => (await post('/create', { numPlayers: 2, setupData })).matchID!,
    join: async (matchID: string, playerID: '0' | '1', playerName: string) => (await post(`/${matchID}/join`, { playerID, playerName })).playerCredentials!,
    /** The raw response to a create, for refusals. */
    createRaw: (setupData: unknown) => fetch(`${base}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 2, setupData }) }),
  };
}

/** One state a client received. */
export interface Received {
  stateID: number;
  G: PlayerViewState;
  gameover: unknown;
  /** The move names and args of its log, as the client got them. */
  log: { type: string; playerID: string; args: unknown }[];
}

/** What a seat sent: the action, at the stateID it decided on. */
export interface Sent {
  at: number;
  seat: PlayerId;
  action: Action;
}

type BgioClient = ReturnType<typeof Client>;

/**
 * A boardgame.io client over SocketIO, for a seat (with a bot choosing from its view) or for a
 * spectator (no seat). Every state it receives is kept, to be checked against the engine.
 */
export class SeatClient {
  readonly received: Received[] = [];
  readonly sent: Sent[] = [];
  readonly client: BgioClient;
  paused = false;
  /** Called with the time (ms) from sending a move to receiving the state it led to (load benchmark). */
  onLatency: ((ms: number) => void) | null = null;
  /** Called as soon as a state with a new stateID arrives (before the bot acts on it). */
  onReceive: ((stateID: number) => void) | null = null;
  private lastActed = -1;
  private sentTime = 0;

  constructor(
    server: () => number,
    readonly matchID: string,
    readonly seat: PlayerId | null,
    credentials: string | undefined,
    private readonly choose: (view: PlayerViewState) => Action,
  ) {
    this.client = Client({
      game: compileGame(),
      multiplayer: SocketIO({ server: `http://127.0.0.1:${server()}`, socketOpts: { reconnectionDelay: 100, reconnectionDelayMax: 500 } }),
      matchID,
      numPlayers: 2,
      debug: false,
      ...(seat === null ? {} : { playerID: String(seat), credentials }),
    } as never);
    this.client.subscribe((state) => this.onState(state as never));
    this.client.start();
  }

  private onState(state: { _stateID: number; G: PlayerViewState; ctx: { gameover?: unknown }; log?: { action: { payload: { type: string; playerID: string; args: unknown } } }[] } | null): void {
    this.onConnection();
    if (!state) return;
    const last = this.received.at(-1);
    if (last?.stateID !== state._stateID) {
      if (this.onLatency && this.sent.at(-1)?.at === (last?.stateID ?? -1) && state._stateID > (last?.stateID ?? -1)) this.onLatency(performance.now() - this.sentTime);
      this.received.push({ stateID: state._stateID, G: state.G, gameover: state.ctx.gameover, log: (state.log ?? []).map((e) => ({ type: e.action.payload.type, playerID: e.action.payload.playerID, args: e.action.payload.args })) });
      this.onReceive?.(state._stateID);
    }
    this.act(state);
  }

  private act(state: { _stateID: number; G: PlayerViewState; ctx: { gameover?: unknown } }): void {
    if (this.paused || this.seat === null || state.ctx.gameover !== undefined) return;
    if (!state.G.legalActions?.length || this.lastActed === state._stateID) return;
    this.lastActed = state._stateID;
    const action = this.choose(state.G);
    this.sent.push({ at: state._stateID, seat: this.seat, action });
    this.sentTime = performance.now();
    this.client.moves.act!(action);
  }

  /**
   * On reconnecting, the bot decides again on what it holds: a move sent just before the server
   * went away may never have been stored (no client was told of it), and boardgame.io does not
   * answer a refused move. A move on a state the storage has already left is refused as stale,
   * and the sync that follows brings the newer state.
   */
  private onConnection(): void {
    const connected = (this.client as unknown as { transport: { isConnected: boolean } }).transport.isConnected;
    if (connected && !this.wasConnected) this.lastActed = -1;
    this.wasConnected = connected;
  }

  private wasConnected = false;

  /** Lets the bot act again, on the state the client holds now. */
  resume(): void {
    this.paused = false;
    this.lastActed = -1;
    const state = this.client.getState() as { _stateID: number; G: PlayerViewState; ctx: { gameover?: unknown } } | null;
    if (state) this.act(state);
  }

  /** The latest state the client holds. */
  state() {
    return this.client.getState() as unknown as { _stateID: number; G: PlayerViewState; ctx: { gameover?: { winner?: string; draw?: boolean; reason: string }; activePlayers: Record<string, string> | null; currentPlayer: string; turn: number } } | null;
  }

  /** Sends a raw message on the client's socket, as a hostile client could. */
  emitRaw(...args: unknown[]): void {
    (this.client as unknown as { transport: { socket: { emit: (...a: unknown[]) => void } } }).transport.socket.emit(...args);
  }

  private stopped = false;

  /** One line about where this client is, for failure messages. */
  describe(): string {
    const s = this.state();
    return `${this.seat ?? 'spectator'}: stateID ${s?._stateID}, ${s?.G.prompt ? `seat ${s.G.prompt.player} to decide` : 'no prompt'}, ${s?.G.legalActions?.length ?? 0} legal, ${this.sent.length} sent (last at ${this.sent.at(-1)?.at}), connected ${(this.client as unknown as { transport: { isConnected: boolean } }).transport.isConnected}`;
  }

  /** Stops the client (once; a client whose socket is already gone stops quietly). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    try {
      this.client.stop();
    } catch {
      // boardgame.io 0.50's SocketIO transport throws when its socket was never opened or already closed.
    }
  }
}

/** Resolves once `ok()` holds, polling; fails after `timeoutMs` with `what` (and `detail()`, where the clients stood). */
/**
 * Kills `server` (SIGKILL) the instant any of `observers` hears of state `killAt` or a later one —
 * a write of that move may still be under way — and resolves once it has; `what` names the wait in
 * a failure, with where each observer is.
 */
export async function killWhenHeard(server: ServerProcess, observers: readonly SeatClient[], killAt: number, what: string, timeoutMs: number): Promise<void> {
  let killed = false;
  const kill = (stateID: number) => {
    if (killed || stateID < killAt) return;
    killed = true;
    server.process.kill('SIGKILL');
  };
  for (const o of observers) o.onReceive = kill;
  await until(() => killed, what, timeoutMs, () => observers.map((c) => c.describe()).join('; '));
  for (const o of observers) o.onReceive = null;
}

export async function until(ok: () => boolean, what: string, timeoutMs = 120_000, detail?: () => string): Promise<void> {
  const start = Date.now();
  while (!ok()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}${detail ? `: ${detail()}` : ''}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An entry of a match's log as boardgame.io stores it (its `LogEntry`, the parts read here). */
export interface StoredLogEntry {
  _stateID: number;
  action: { type: string; payload: { type: string; args?: unknown[] | null; playerID: string } };
}

/**
 * The engine states of a match by boardgame.io stateID, replayed from the moves its storage
 * logged (each move's entry carries the stateID it was made on), and those moves as a record's
 * actions: the game as the storage has it, whatever the clients sent.
 */
export function storedHistory(first: GameState, log: readonly StoredLogEntry[], apply: (s: GameState, a: Action, seat: PlayerId) => GameState, legal: (s: GameState, seat: PlayerId) => Action[]): { states: Map<number, GameState>; actions: Action[] } {
  const states = new Map<number, GameState>([[0, first]]);
  const actions: Action[] = [];
  let at = 0;
  for (const entry of log) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    if (entry._stateID !== at) throw new Error(`the stored log has a move at stateID ${entry._stateID} after one at ${at - 1}`);
    const seat = Number(entry.action.payload.playerID) as PlayerId;
    const before = states.get(at)!;
    const choice = entry.action.payload.args?.[0];
    const action: Action = entry.action.payload.type === 'resign' ? { type: 'resign', player: seat } : typeof choice === 'number' ? legal(before, seat)[choice]! : (choice as Action);
    actions.push(action);
    states.set(++at, apply(before, action, seat));
  }
  return { states, actions };
}

/**
 * The engine states of a match, by boardgame.io stateID, rebuilt from what the seats sent: each
 * accepted move advances the stateID by one, so the state at `at + 1` is the action applied to the
 * state at `at`. A refused move sent at a stateID also used by an accepted one is not counted.
 */
export function statesByID(first: GameState, sent: readonly Sent[], apply: (s: GameState, a: Action, seat: PlayerId) => GameState, firstID = 0): Map<number, GameState> {
  const states = new Map<number, GameState>([[firstID, first]]);
  for (const s of [...sent].sort((a, b) => a.at - b.at)) {
    const before = states.get(s.at);
    if (!before) throw new Error(`a move was sent at stateID ${s.at}, which no accepted move led to`);
    states.set(s.at + 1, apply(before, s.action, s.seat));
  }
  return states;
}
