/**
 * `npm run serve` (scripts/serve.mjs) as a user runs it: a boardgame.io server for the engine's
 * game on 127.0.0.1, whose lobby answers pages from localhost and 127.0.0.1 (the playground) and
 * no other origin, that plays the fan-made protocols too, keeps its matches in a FlatFile folder
 * across a restart, refuses a bad port, and stops cleanly on Ctrl-C with a client connected.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../playground/browser.js';
import { SeatClient, lobby, sleep, startServe, stopAll, until } from './boardgameio/harness.js';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client') as typeof import('socket.io-client');

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-serve-'));
});

afterAll(async () => {
  await stopAll();
  await rm(dir, { recursive: true, force: true });
});

const create = (url: string, origin: string, setupData: unknown) =>
  fetch(`${url}/games/compile/create`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ numPlayers: 2, setupData }) });

describe('npm run serve', () => {
  it('serves the lobby to localhost pages only, with the fan-made protocols, from a FlatFile folder that survives a restart; Ctrl-C stops it with a client connected', async () => {
    let server = await startServe(['--dir', dir]);
    expect(server.output()).toContain(`FlatFile storage in ${dir}`);
    const page = 'http://127.0.0.1:5173';
    const made = await create(server.url, page, { seed: 5, protocols: [['Frost', 'Fire', 'Water'], ['Anarchy', 'Metal', 'Speed']] });
    expect(made.status).toBe(200);
    expect(made.headers.get('access-control-allow-origin')).toBe(page);
    const { matchID } = (await made.json()) as { matchID: string };
    expect((await create(server.url, 'http://localhost:4173', { seed: 1 })).headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    // Another site's page gets no CORS permission, so a browser keeps it from reading the answer.
    expect((await create(server.url, 'https://evil.example', { seed: 1 })).headers.get('access-control-allow-origin')).toBeNull();

    const socket = io(`${server.url}/compile`, { transports: ['websocket'], reconnection: false, extraHeaders: { origin: page } });
    await new Promise<void>((ok, fail) => socket.once('connect', ok).once('connect_error', fail));
    const gone = new Promise<void>((ok) => socket.once('disconnect', () => ok()));
    const started = Date.now();
    await server.stop('SIGINT');
    await gone;
    expect(server.process.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(4000); // closed, not left to the 5 s safety exit
    expect(server.output()).toContain('stopping the server');

    // The match is still there for a new server on the same folder.
    server = await startServe(['--dir', dir]);
    const match = (await (await fetch(`${server.url}/games/compile/${matchID}`)).json()) as { matchID: string; players: unknown[] };
    expect(match.matchID).toBe(matchID);
    expect(match.players).toHaveLength(2);
    await server.stop('SIGINT');
    expect(server.process.exitCode).toBe(0);
  }, 120_000);

  it('--clock gives each seat a chess clock: a seat that stops deciding loses on time when the other claims it; a clock that is not one is refused', async () => {
    const server = await startServe(['--clock', '0.05+0']);
    expect(server.output()).toContain('a clock of 3 s a seat + 0 s a decision');
    const api = lobby(server.port);
    const matchID = await api.create({ seed: 8, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    const credentials = [await api.join(matchID, '0', 'north'), await api.join(matchID, '1', 'south')];
    const seats = ([0, 1] as const).map((s) => new SeatClient(() => server.port, matchID, s, credentials[s], (view) => view.legalActions[0]!));
    try {
      for (const c of seats) c.paused = true;
      await until(() => seats.every((c) => c.state() !== null), 'the first sync');
      // The clock starts with the first move: seat 0 drafts, and seat 1's three seconds run.
      seats[0]!.client.moves.act!(0);
      await until(() => seats[1]!.state()?._stateID === 1, 'the first move');
      const late = seats[1]!.state()!.G.prompt!.player;
      await sleep(3_500);
      seats[1 - late]!.client.moves.claimTimeout!();
      await until(() => seats.every((c) => c.state()?.ctx.gameover !== undefined), 'the loss on time');
      expect(seats[0]!.state()!.ctx.gameover).toEqual({ winner: String(1 - late), reason: 'timeout' });
    } finally {
      for (const c of seats) c.stop();
      await server.stop('SIGTERM');
    }
    const bad = spawnSync(process.execPath, ['scripts/serve.mjs', '--clock', 'ten'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--clock is minutes a seat, with an optional +seconds a decision (such as 10+5), not "ten"');
  }, 120_000);

  it('keeps matches in memory without --dir, and refuses a port that is not one', async () => {
    const server = await startServe();
    expect(server.output()).toContain('matches in memory');
    await server.stop('SIGTERM');
    const bad = spawnSync(process.execPath, ['scripts/serve.mjs', '--port', 'eighty'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--port must be a port number (0-65535), not "eighty"');
  }, 60_000);
});
