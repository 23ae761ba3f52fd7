/// <reference lib="dom" />
/**
 * Online play in the playground, in two real browsers (two Chromium profiles: two people) through
 * a real boardgame.io server started as `npm run serve` starts it (FlatFile storage in a temporary
 * folder, a free port of 127.0.0.1). One page creates a match with the 1-2-2-1 draft, the other
 * joins it by the invitation link; they play a whole game by clicking `data-action` elements, each
 * page only when it is offered moves; neither page ever holds a card hidden from its seat (in its
 * DOM, or in anything its table worker sent it); both show the result the server's own record of
 * the match leads to. When the server stops (Ctrl-C) both pages say the connection is lost. A
 * hostile server's state that is not the seat's view is refused with a message, and the board
 * stays as it was. Screenshots go to test-results/playground/.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Action, type GameConfig, type GameState, createGame, recordGame, replayRecord, viewFor } from '../../src/index.js';
import { type ServerProcess, lobby, startServe, stopAll } from '../integrations/boardgameio/harness.js';
import { freePort } from '../integrations/services.js';
import { ARTEFACTS, SITE, buildSite, findChromium, launch, serve } from './browser.js';
import { CAPTURE, type Seen, clickAMove, engine, expectNoLeak, look, rng, shot } from './pages.js';

let site: Awaited<ReturnType<typeof serve>>;
let browsers: Awaited<ReturnType<typeof launch>>[] = [];
let server: ServerProcess & { url: string };
let dir: string;

beforeAll(async () => {
  findChromium();
  buildSite();
  site = await serve(SITE);
  dir = await mkdtemp(join(tmpdir(), 'compile-online-'));
  server = await startServe(['--dir', dir]);
  // Two profiles, as two people on two machines would be: nothing shared between the pages.
  browsers = await Promise.all([launch(), launch()]);
  mkdirSync(ARTEFACTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  await site?.close();
  await stopAll();
  await rm(dir, { recursive: true, force: true });
});

/** A page of one browser, capturing what its table workers send it and any error it throws. */
async function open(who: 0 | 1, url: string): Promise<{ page: Page; errors: string[]; replies: () => Promise<string[]> }> {
  const page = await browsers[who]!.context.newPage();
  await page.addInitScript(CAPTURE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(new URL(url, site.url).href);
  return { page, errors, replies: () => page.evaluate(() => (window as unknown as { __replies: string[] }).__replies) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stepOf = async (page: Page) => Number(await page.locator('.game').getAttribute('data-step'));

/**
 * Plays to the end: whichever page is offered moves clicks one at random (never the other: only
 * the seat that decides is offered any); returns what both pages showed along the way.
 */
async function playOnline(pages: Page[], seed: number): Promise<Seen[]> {
  const pick = rng(seed);
  const seen: Seen[] = [];
  let quietSince = Date.now();
  for (let clicks = 0; clicks < 3000;) {
    if ((await Promise.all(pages.map((p) => p.locator('.game[data-over="true"]').count()))).every(Boolean)) return seen;
    let moved = false;
    for (const [i, page] of pages.entries()) {
      if (!(await page.locator('.moves [data-action]').count())) continue;
      const other = pages[1 - i]!;
      expect(await other.locator('.moves [data-action]').count(), `both pages offered moves at step ${await stepOf(page)}`).toBe(0);
      const step = await stepOf(page);
      seen.push(await look(page));
      if (clicks % 3 === 0) seen.push(await look(other));
      if (clicks === 40) await Promise.all([shot(page, `desktop-online-seat-${i}`), shot(other, `desktop-online-seat-${1 - i}`)]);
      await clickAMove(page, pick);
      clicks++;
      await page.waitForFunction((s) => Number(document.querySelector('.game')?.getAttribute('data-step')) !== s, step, { timeout: 30_000 });
      moved = true;
    }
    if (moved) quietSince = Date.now();
    else if (Date.now() - quietSince > 30_000) throw new Error(`no page was offered a move for 30 s (steps ${await stepOf(pages[0]!)} and ${await stepOf(pages[1]!)})`);
    else await sleep(50);
  }
  throw new Error('the game did not end in 3000 clicks');
}

/** What boardgame.io's FlatFile (node-persist) holds: each file is `{ key, value }`. */
function stored(folder: string): Map<string, unknown> {
  const items = new Map<string, unknown>();
  for (const f of readdirSync(folder)) {
    const { key, value } = JSON.parse(readFileSync(join(folder, f), 'utf8')) as { key: string; value: unknown };
    items.set(key, value);
  }
  return items;
}

/** The server's own account of a match: its setup and every move it accepted, in order. */
function serverRecord(matchID: string) {
  const items = stored(dir);
  const config = (items.get(`${matchID}:metadata`) as { setupData: GameConfig }).setupData;
  const log = items.get(`${matchID}:log`) as { action: { type: string; payload: { type: string; args: [Action] } } }[];
  const actions = log.filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.type === 'act').map((e) => e.action.payload.args[0]);
  return { config, actions, final: (items.get(matchID) as { G: GameState }).G };
}

describe('online play in the playground', () => {
  it('two browsers play a whole game through npm run serve: create, join by link, play by data-action, no hidden card in either page, the same result on both', async () => {
    const north = await open(0, `./?server=${encodeURIComponent(server.url)}`);
    const a = north.page;
    await a.getByLabel(/Online against another person/).check();
    expect(await a.getByLabel('Server URL').inputValue()).toBe(server.url);
    await a.getByLabel('Your name').fill('north');
    await a.getByLabel('1-2-2-1 draft').check();
    await a.getByRole('spinbutton', { name: 'Seed' }).fill('8');
    await shot(a, 'desktop-online-setup');
    await a.getByRole('button', { name: 'Create the match' }).click();
    const link = await a.getByLabel('Invitation link').inputValue();
    const invited = new URL(link);
    expect(invited.searchParams.get('online')).toBe(server.url);
    const matchID = invited.searchParams.get('match')!;
    expect(matchID).toMatch(/^[\w-]+$/);
    const bar = (p: Page) => p.getByRole('status', { name: 'Online status' });
    await expect.poll(() => bar(a).getAttribute('data-connection')).toBe('connected');
    expect(await bar(a).getAttribute('data-opponent')).toBe('absent');
    await a.locator('.draft').waitFor();

    const south = await open(1, link);
    const b = south.page;
    await b.getByRole('form', { name: 'Join a match' }).waitFor();
    const seat0 = b.getByRole('radio', { name: /Seat 0/ });
    await expect.poll(() => seat0.isDisabled()).toBe(true);
    expect(await seat0.evaluate((e) => e.parentElement!.textContent)).toContain('taken by north');
    expect(await b.getByRole('radio', { name: /Seat 1/ }).isChecked()).toBe(true);
    await b.getByLabel('Your name').fill('south');
    await shot(b, 'desktop-online-join');
    await b.getByRole('button', { name: 'Join', exact: true }).click();
    await b.locator('.draft').waitFor();
    expect(await b.locator('.game').getAttribute('data-viewer')).toBe('1');
    await expect.poll(() => bar(a).getAttribute('data-opponent')).toBe('connected');
    expect(await bar(a).textContent()).toContain('Seat 1 (south): here');
    await expect.poll(() => bar(b).textContent()).toContain('Seat 0 (north): here');

    const seen = await playOnline([a, b], 8);
    expect(new Set(seen.map((s) => s.viewer))).toEqual(new Set(['0', '1']));
    await Promise.all([shot(a, 'desktop-online-over-seat-0'), shot(b, 'desktop-online-over-seat-1')]);

    // The server's record of the match: the setup the page sent, the moves it accepted.
    const { config, actions, final } = serverRecord(matchID);
    expect(config.seed).toBe(8);
    const record = recordGame(config, actions, { engine });
    const replayed = replayRecord(record, { engine }).state;
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(final));
    expect(replayed.result).not.toBeNull();
    const { winner, reason } = replayed.result!;
    const statuses = await Promise.all([a, b].map((p) => p.locator('.status').textContent()));
    expect(statuses[0]).toBe(winner === null ? `Game over: ${reason}` : `Seat ${winner} wins (${reason})`);
    expect(statuses[1]).toBe(statuses[0]);
    for (const p of [a, b]) {
      expect(await p.locator('.status').getAttribute('data-result')).toBe(String(winner));
      expect(await stepOf(p)).toBe(actions.length);
    }
    // Each page held its own seat's view only: checked against the truth of every step.
    expectNoLeak(record, seen, [...await north.replies(), ...await south.replies()]);

    // A reload takes the seat again (the tab kept its credentials), at the same final moment.
    await b.reload();
    await b.getByRole('button', { name: 'Back to my seat (Seat 1)' }).click();
    await expect.poll(() => b.locator('.status').textContent()).toBe(statuses[0]);
    expect(await stepOf(b)).toBe(actions.length);
    await b.setViewportSize({ width: 390, height: 844 });
    await shot(b, 'phone-online-game');

    // Ctrl-C on the server: both pages keep the board and say the connection is lost.
    await server.stop('SIGINT');
    expect(server.process.exitCode).toBe(0);
    for (const p of [a, b]) {
      await expect.poll(() => bar(p).getAttribute('data-connection'), { timeout: 20_000 }).toBe('lost');
      expect(await bar(p).textContent()).toContain('connection lost');
      expect(await p.locator('.board').count()).toBe(1);
    }
    await shot(b, 'desktop-online-connection-lost');
    expect([...north.errors, ...south.errors]).toEqual([]);
  }, 600_000);

  it("shows a clock match's time on both pages, the running seat counted down, and offers the claim once the other seat's time has run out: the server ends the match on time", async () => {
    const clocked = await startServe(['--clock', '0.1+0']); // six seconds a seat
    try {
      const api = lobby(clocked.port);
      const matchID = await api.create({ seed: 5, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
      const link = `./?online=${encodeURIComponent(clocked.url)}&match=${matchID}`;
      const pages: Page[] = [];
      const errors: string[] = [];
      for (const who of [0, 1] as const) {
        const opened = await open(who, link);
        const page = opened.page;
        await expect.poll(() => page.getByRole('radio', { name: /Seat 0/ }).isDisabled()).toBe(who === 1);
        await page.getByLabel('Your name').fill(who === 0 ? 'north' : 'south');
        await page.getByRole('button', { name: 'Join', exact: true }).click();
        await page.locator('.board').waitFor();
        pages.push(page);
        errors.push(...opened.errors);
      }
      const clocks = (p: Page) => p.getByRole('timer', { name: 'Clocks' });
      // The first decision is not timed: both clocks full, neither running.
      for (const [seat, p] of pages.entries()) {
        await expect.poll(() => clocks(p).textContent()).toBe(seat === 0 ? 'Seat 0 (you): 0:06.0Seat 1: 0:06.0' : 'Seat 0: 0:06.0Seat 1 (you): 0:06.0');
        expect(await p.locator('.clock.running').count()).toBe(0);
      }
      await expect.poll(async () => (await Promise.all(pages.map((p) => p.locator('.moves [data-action]').count()))).filter(Boolean).length).toBe(1);
      const first = (await Promise.all(pages.map((p) => p.locator('.moves [data-action]').count()))).findIndex(Boolean);
      await clickAMove(pages[first]!, rng(5));
      // One seat's time runs now, on both pages, counted down between the server's states.
      await expect.poll(() => pages[0]!.locator('.clock.running').count()).toBe(1);
      const late = Number(await pages[0]!.locator('.clock.running').getAttribute('data-seat'));
      await expect.poll(() => pages[1]!.locator('.clock.running').getAttribute('data-seat')).toBe(String(late));
      const left = async () => Number(await pages[1 - late]!.locator(`.clock[data-seat="${late}"]`).getAttribute('data-left'));
      const before = await left();
      await sleep(500);
      expect(await left()).toBeLessThan(before);
      const claim = pages[1 - late]!.getByRole('button', { name: 'Claim the win on time' });
      expect(await claim.count()).toBe(0);
      // The late seat decides nothing: once its six seconds are gone, the other page offers the claim.
      await claim.waitFor({ timeout: 15_000 });
      expect(await pages[1 - late]!.locator(`.clock.out[data-seat="${late}"]`).textContent()).toContain('0:00.0');
      expect(await pages[late]!.getByRole('button', { name: 'Claim the win on time' }).count()).toBe(0);
      await shot(pages[1 - late]!, 'desktop-online-clock-claim');
      await claim.click();
      for (const p of pages) {
        await expect.poll(() => p.locator('.status').textContent(), { timeout: 20_000 }).toBe(`Seat ${1 - late} wins (timeout)`);
        expect(await p.locator('.clock.running').count()).toBe(0);
      }
      expect(await pages[late]!.locator('.log').textContent()).toContain(`Seat ${1 - late} claimed the win on time`);
      expect(errors).toEqual([]);
      for (const p of pages) await p.close();
    } finally {
      await clocked.stop('SIGTERM');
    }
  }, 180_000);

  it('refuses a hostile server\'s state that is not the seat\'s view: a message, the last good board stays, the page lives on', async () => {
    const hostile = await hostileServer();
    try {
      const { page, errors } = await open(0, `./?online=${encodeURIComponent(hostile.url)}&match=trap`);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.locator('.board').waitFor();
      expect(await page.locator('.game').getAttribute('data-step')).toBe('0');
      hostile.sendBroken();
      await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toMatch(/SERVER_ANSWER: the server sent a state this page cannot show \(a view for 1, not for seat 0\)/);
      expect(await page.locator('.game').getAttribute('data-step')).toBe('0');
      expect(await page.locator('.board').count()).toBe(1);
      // The page still works: the message goes, the board answers.
      await page.getByRole('button', { name: 'Dismiss' }).click();
      expect(await page.getByRole('alert').count()).toBe(0);
      await shot(page, 'desktop-online-hostile');
      // A true view with a clock that is not one: the board is shown, the clock is not.
      hostile.sendBrokenClock();
      await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toMatch(/SERVER_ANSWER: the server sent a clock this page cannot read \(remainingMs is not two times in milliseconds\): no clock is shown/);
      expect(await page.locator('.game').getAttribute('data-step')).toBe('2');
      expect(await page.getByRole('timer', { name: 'Clocks' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await hostile.close();
    }
  }, 120_000);

  it('says so when no server answers at the URL given, to a new match and to a match ID, and refuses a URL that is not http(s)', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const { page, errors } = await open(0, `./?server=${encodeURIComponent(nobody)}`);
    await page.getByLabel(/Online against another person/).check();
    await page.getByRole('button', { name: 'Create the match' }).click();
    await expect(page.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain(`cannot reach a boardgame.io server at ${nobody} (is it running? \`npm run serve\` starts one)`);
    expect(await page.getByRole('form', { name: 'New game' }).count()).toBe(1);
    // Joining by a match ID asks the server about the match first: the same message.
    await page.getByLabel('Match ID').fill('abc');
    await page.getByRole('button', { name: 'Join the match' }).click();
    await page.getByRole('form', { name: 'Join a match' }).waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(`cannot reach a boardgame.io server at ${nobody}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel(/Online against another person/).check();
    await page.getByLabel('Server URL').fill('ftp://example.org');
    await page.getByRole('button', { name: 'Create the match' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('the server URL must start with http:// or https://, not ftp:');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

/**
 * A server that speaks boardgame.io's lobby and socket protocol just enough to seat a client, sends
 * it a true view of seat 0 first, and then, on `sendBroken`, the other seat's view as seat 0's; on
 * `sendBrokenClock`, a true view with a clock that is not one.
 */
async function hostileServer(): Promise<{ url: string; sendBroken(): void; sendBrokenClock(): void; close(): Promise<void> }> {
  const require = createRequire(import.meta.url);
  const { Server } = require('socket.io') as typeof import('socket.io');
  const state = createGame({ seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
  const ctx = { numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, activePlayers: { 0: 'decide', 1: 'wait' }, currentPlayer: '0', turn: 1, phase: null };
  const http: HttpServer = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'content-type', 'content-type': 'application/json' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.url === '/games/compile/trap') return void res.writeHead(200, cors).end(JSON.stringify({ matchID: 'trap', players: [{ id: 0 }, { id: 1, name: 'mallory' }] }));
    if (req.url === '/games/compile/trap/join') return void res.writeHead(200, cors).end(JSON.stringify({ playerCredentials: 'c' }));
    res.writeHead(404, cors).end('{}');
  });
  const io = new Server(http, { cors: { origin: true } });
  const players = [{ id: 0, name: 'you', isConnected: true }, { id: 1, name: 'mallory', isConnected: true }];
  io.of('/compile').on('connection', (socket) => {
    socket.on('sync', () => {
      socket.emit('sync', 'trap', { state: { G: viewFor(state, 0), ctx, plugins: {}, _stateID: 0 }, log: [], filteredMetadata: players, initialState: null });
    });
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sendBroken: () => io.of('/compile').emit('update', 'trap', { G: viewFor(state, 1), ctx, plugins: {}, _stateID: 1 }, []),
    sendBrokenClock: () => io.of('/compile').emit('update', 'trap', { G: viewFor(state, 0), ctx, plugins: { compileClock: { data: { remainingMs: ['lots', 5], running: 0, since: 1, incrementMs: 0 } } }, _stateID: 2 }, []),
    close: () => new Promise<void>((ok) => io.close(() => ok())),
  };
}
