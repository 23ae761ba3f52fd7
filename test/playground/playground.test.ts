/// <reference lib="dom" />
/**
 * The playground in a real browser (Debian's Chromium through Playwright): whole games against the
 * bot and at one screen played by clicking `data-action` elements, with no hidden card of the other
 * seat ever in the page (DOM, or anything the table worker sent it); a record replayed, a what-if
 * branched, a shared link opened; the fan-made protocols in the designer. Screenshots of the main
 * screens at desktop and phone sizes go to test-results/playground/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameRecord, replayRecord } from '../../src/index.js';
import { protocolFileSchema } from '../../src/schema.js';
import { ARTEFACTS, SITE, buildSite, findChromium, launch, serve } from './browser.js';
import { CAPTURE, type Seen, clickAMove, engine, expectNoLeak, look, rng, secrets, shot } from './pages.js';

let site: Awaited<ReturnType<typeof serve>>;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  findChromium();
  buildSite();
  site = await serve(SITE);
  browser = await launch();
  mkdirSync(ARTEFACTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, size: { width: number; height: number } = { width: 1280, height: 860 }): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  await page.addInitScript(CAPTURE);
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(new URL(path, site.url).href);
  return page;
}

/**
 * Plays to the end by clicking offered moves (`data-action`) at random and taking the screen at
 * each hand-off; returns what the page showed before each click.
 */
async function playToEnd(page: Page, seed: number, onHandoff?: (page: Page) => Promise<void>, midgame?: string): Promise<Seen[]> {
  const pick = rng(seed);
  const seen: Seen[] = [];
  for (let clicks = 0; clicks < 2000; clicks++) {
    await page.waitForFunction(() => document.querySelector('.game[data-over="true"]') || document.querySelector('.moves [data-action]') || document.querySelector('[data-handoff]'), null, { timeout: 30_000 });
    if (await page.locator('.game[data-over="true"]').count()) return seen;
    const handoff = page.locator('[data-handoff]');
    if (await handoff.count()) {
      expect(await page.locator('.board, .hand, .moves').count()).toBe(0);
      await onHandoff?.(page);
      await handoff.click();
      await handoff.waitFor({ state: 'detached' });
      continue;
    }
    const game = page.locator('.game');
    const step = Number(await game.getAttribute('data-step'));
    if (midgame && clicks === 40) await shot(page, midgame);
    seen.push(await look(page));
    await clickAMove(page, pick);
    await page.waitForFunction((s) => Number(document.querySelector('.game')?.getAttribute('data-step')) !== s || !!document.querySelector('[data-handoff]'), step, { timeout: 30_000 });
  }
  throw new Error('the game did not end in 2000 clicks');
}

async function saveRecord(page: Page): Promise<GameRecord> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save record' }).click()]);
  return JSON.parse(readFileSync((await download.path())!, 'utf8')) as GameRecord;
}

let record: GameRecord;

describe('the playground in Chromium', () => {
  it('plays a whole game against the bot by clicking data-action elements, and the page never holds a hidden card', async () => {
    const page = await open('?play=bot&seed=11&bot=random&delay=0');
    await page.locator('.board').waitFor();
    await shot(page, 'desktop-game');
    for (const name of ['Save record', 'Share link', 'Save position']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    const seen = await playToEnd(page, 11, undefined, 'desktop-midgame');
    await expect(page.locator('.status').textContent()).resolves.toMatch(/wins/);
    record = await saveRecord(page);
    expect(record.players).toEqual(['human', 'random']);
    expect(replayRecord(record, { engine }).state.result).not.toBeNull();
    expectNoLeak(record, seen, await page.evaluate(() => (window as unknown as { __replies: string[] }).__replies));
    await page.close();
  }, 240_000);

  it('plays a hot-seat game from the start screen: the draft, a hand-off screen between seats, no hand of the other seat shown', async () => {
    const page = await open('./');
    await page.getByLabel('Two players at this screen (hot seat)').check();
    await page.getByLabel('1-2-2-1 draft').check();
    await page.getByRole('spinbutton', { name: 'Seed' }).fill('4');
    await shot(page, 'desktop-setup');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.draft').waitFor();
    await shot(page, 'desktop-draft');
    let handoffs = 0;
    const seen = await playToEnd(page, 4, async (p) => {
      if (handoffs++ === 3) await shot(p, 'desktop-handoff');
    });
    expect(handoffs).toBeGreaterThan(5);
    const hotseat = await saveRecord(page);
    expect(hotseat.players).toEqual(['human', 'human']);
    expect(new Set(seen.map((s) => s.viewer))).toEqual(new Set(['0', '1']));
    expectNoLeak(hotseat, seen, await page.evaluate(() => (window as unknown as { __replies: string[] }).__replies));
    await page.close();
  }, 240_000);

  it('replays the record with the scrubber and steps, branches a what-if and comes back; a shared link and a saved position file open the same table', async () => {
    expect(record).toBeDefined();
    const page = await open('./');
    await page.getByLabel('Record or position file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    const game = page.locator('.game');
    await expect.poll(() => game.getAttribute('data-step')).toBe('0');
    const total = record.actions.length;
    expect(await game.getAttribute('data-steps')).toBe(String(total));
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(() => game.getAttribute('data-step')).toBe('3');
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(() => game.getAttribute('data-step')).toBe('2');
    const k = Math.floor(total / 2);
    await page.locator('.scrubber').fill(String(k));
    await expect.poll(() => game.getAttribute('data-step')).toBe(String(k));

    // The inspect panel shows exactly the spectator's view of the recorded game at move k.
    await page.getByRole('tab', { name: 'Inspect' }).click();
    const { states } = secrets(record);
    const expected = { ...engine.viewFor(states[k]!, 'spectator') } as Record<string, unknown>;
    delete expected.pending;
    delete expected.legalActions;
    const shownView = async (p: Page) => JSON.parse((await p.locator('[data-inspect="view"]').textContent())!) as unknown;
    expect(await shownView(page)).toEqual(expected);
    await shot(page, 'desktop-replay');

    // What-if: play on from move k, then back to the game's own line at k.
    await page.getByRole('button', { name: 'What-if from here' }).click();
    await page.locator('.banner').waitFor();
    await page.locator('.moves [data-action]').first().click();
    await expect.poll(() => game.getAttribute('data-steps')).toBe(String(k + 1));
    await page.getByRole('button', { name: /Back to the game/ }).click();
    await expect.poll(() => game.getAttribute('data-steps')).toBe(String(total));
    expect(await game.getAttribute('data-step')).toBe(String(k));

    // Share: the link opens the same moment in a new page.
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel('Shared link').inputValue();
    expect(link).toMatch(/#g=[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(JSON.stringify(record).length);
    const other = await open(link);
    await expect.poll(() => other.locator('.game').getAttribute('data-step')).toBe(String(k));
    await other.getByRole('tab', { name: 'Inspect' }).click();
    expect(await shownView(other)).toEqual(expected);
    await other.close();

    // Save position: the first moment from k on that is the start of an action, as a file that opens the same table.
    const save = page.getByRole('button', { name: 'Save position' });
    for (let i = 0; i < 40 && (await save.isDisabled()); i++) {
      const at = Number(await game.getAttribute('data-step'));
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect.poll(() => game.getAttribute('data-step')).toBe(String(at + 1));
    }
    expect(await save.isDisabled()).toBe(false);
    const moment = await shownView(page);
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    const file = readFileSync((await download.path())!, 'utf8');
    const fresh = await open('./');
    await fresh.getByLabel('Record or position file').setInputFiles({ name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await fresh.locator('.board').waitFor();
    await fresh.getByRole('tab', { name: 'Inspect' }).click();
    expect(await shownView(fresh)).toEqual(moment);
    await fresh.close();
    await page.close();
  }, 120_000);

  it('loads the fan-made protocols into the designer, shows a broken one\'s error at its path, runs the kit and plays with a good one', async () => {
    const page = await open('./#design');
    const editor = page.getByLabel('Protocol JSON');
    await page.getByRole('button', { name: 'Load the fan-made protocols' }).click();
    await expect(page.locator('[data-valid="true"]').textContent()).resolves.toContain('Anarchy, Frost');
    // The generated text is shown beside each card.
    expect(await page.locator('[data-generated="Frost 0"]').textContent()).toMatch(/Draw/);
    await shot(page, 'desktop-designer');
    const [schemaFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON Schema' }).click()]);
    expect(schemaFile.suggestedFilename()).toBe('protocol-file.schema.json');
    expect(JSON.parse(readFileSync((await schemaFile.path())!, 'utf8'))).toEqual(protocolFileSchema);

    const broken = JSON.parse(await editor.inputValue()) as { cards: unknown[]; name: string }[];
    broken[1]!.cards.pop();
    (broken[0]!.cards[2] as { middle: { run: { op: string }[] } }).middle.run[0]!.op = 'teleport';
    (broken[0]!.cards[4] as { value: unknown }).value = 'four';
    await editor.fill(JSON.stringify(broken, null, 2));
    const problems = page.locator('.problems li');
    await expect.poll(() => problems.count()).toBeGreaterThanOrEqual(2);
    const paths = await problems.evaluateAll((lis) => lis.map((li) => `${li.getAttribute('data-path')} ${li.textContent}`));
    expect(paths.some((p) => p.startsWith('[1].cards ') && p.includes('a protocol has 6 cards, not 5'))).toBe(true);
    expect(paths.some((p) => p.startsWith('[0].cards[2].middle.run[0] ') && p.includes('teleport'))).toBe(true);
    expect(paths.some((p) => p.startsWith('[0].cards[4].value '))).toBe(true);
    // A problem's path selects its value in the editor.
    await page.locator('.problems li[data-path="[0].cards[4].value"] button').click();
    expect(await editor.evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd))).toBe('"four"');
    await shot(page, 'desktop-designer-errors');

    await page.getByRole('button', { name: 'Load the fan-made protocols' }).click();
    await page.locator('[data-valid="true"]').waitFor();
    await page.getByLabel('Games').fill('2');
    await page.getByRole('button', { name: 'Run the conformance kit' }).click();
    await expect(page.locator('[data-conformance]').textContent({ timeout: 120_000 })).resolves.toMatch(/^Passed: 2 games/);
    expect(await page.locator('progress').getAttribute('value')).toBe('2');
    await page.getByRole('button', { name: 'Quick balance simulation' }).click();
    const rates = page.getByRole('table', { name: 'Win rates' });
    await rates.waitFor({ timeout: 120_000 });
    const rows = await rates.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)));
    // Two games, one with Anarchy and one with Frost, five official protocols beside each.
    expect(rows.filter((r) => r[0] === 'Anarchy' || r[0] === 'Frost').map((r) => r[1])).toEqual(['1', '1']);
    expect(rows.reduce((n, r) => n + Number(r[1]), 0)).toBe(12);

    await page.getByRole('button', { name: 'Play with Frost' }).click();
    await page.locator('.board').waitFor();
    expect(await page.locator('.protocol.mine .protocol-name').first().textContent()).toBe('Frost');
    for (let i = 0; i < 3; i++) {
      const step = await page.locator('.game').getAttribute('data-step');
      await page.locator('.moves [data-action]').first().click({ timeout: 30_000 });
      await expect.poll(() => page.locator('.game').getAttribute('data-step')).not.toBe(step);
    }
    await page.close();
  }, 180_000);

  it('opens a position file and plays from it', async () => {
    const page = await open('./');
    const position = {
      seed: 'puzzle', phase: 'action',
      players: [{ protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] }, { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] }],
    };
    await page.getByLabel('Record or position file').setInputFiles({ name: 'puzzle.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(position)) });
    await page.locator('.board').waitFor();
    expect(await page.locator('.stack[data-seat="1"][data-line="0"] .card-name').textContent()).toBe('Metal 6');
    await page.getByLabel('View as').selectOption('0');
    await page.locator('.moves [data-action]').first().click();
    await expect.poll(() => page.locator('.game').getAttribute('data-step')).toBe('1');
    await page.close();
  }, 30_000);

  it('stops a bot that thinks too long, starts a fresh bot worker, and lets the player ask again', async () => {
    const page = await open('?play=bot&seed=3&bot=ismcts300&delay=0&botTimeout=40');
    const workers = () => page.evaluate(() => (window as unknown as { __botWorkers: number }).__botWorkers);
    expect(await workers()).toBe(1);
    await page.locator('.draft, .board').first().waitFor();
    await page.locator('.moves [data-action]').first().click();
    await expect(page.getByRole('alert').textContent({ timeout: 30_000 })).resolves.toMatch(/BOT_TIMEOUT: the bot of seat 1 did not answer within 0.04 s/);
    await expect.poll(workers).toBe(2);
    await page.getByRole('button', { name: 'Ask the bot again' }).click();
    await expect.poll(workers, { timeout: 30_000 }).toBe(3);
    await page.close();
  }, 60_000);

  it('watches two bots with autoplay, pause and single bot moves, from either seat or as a spectator', async () => {
    const page = await open('./');
    await page.getByLabel('Watch two bots').check();
    await page.getByLabel('Bot strength', { exact: true }).selectOption('random');
    await page.getByLabel('Second bot strength').selectOption('ismcts100');
    await page.getByLabel('At random (from the seed)').check();
    await page.getByRole('button', { name: 'Start' }).click();
    const game = page.locator('.game');
    await game.waitFor();
    expect(await game.getAttribute('data-viewer')).toBe('spectator');
    expect(await page.locator('.hand .card').count()).toBe(0);
    await page.getByLabel('Speed').selectOption('30');
    await page.getByRole('button', { name: 'Autoplay' }).click();
    await expect.poll(async () => Number(await game.getAttribute('data-step')), { timeout: 60_000 }).toBeGreaterThan(6);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(300);
    const paused = Number(await game.getAttribute('data-step'));
    await page.waitForTimeout(700);
    expect(Number(await game.getAttribute('data-step'))).toBe(paused);
    await page.getByRole('button', { name: 'Bot move' }).click();
    await expect.poll(async () => Number(await game.getAttribute('data-step')), { timeout: 60_000 }).toBe(paused + 1);
    await page.getByLabel('View as').selectOption('1');
    await expect.poll(() => game.getAttribute('data-viewer')).toBe('1');
    // Seat 1's view names its own hand (a spectator's shows only a count). The hand itself may be
    // empty at this step, so what is checked is that no count-only placeholder is left.
    await expect.poll(() => page.locator('.hand .muted').count(), { timeout: 10_000 }).toBe(0);
    await shot(page, 'desktop-watch');
    await page.close();
  }, 120_000);

  it('is usable with the keyboard alone, and shows a card\'s full text on focus', async () => {
    const page = await open('?play=bot&seed=21&bot=random&delay=0');
    await page.locator('.board').waitFor();
    const game = page.locator('.game');
    for (let move = 0; move < 3; move++) {
      await page.locator('.moves [data-action]').first().waitFor();
      const step = await game.getAttribute('data-step');
      let focused = '';
      for (let tab = 0; tab < 80 && !focused; tab++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? '');
      }
      expect(focused).not.toBe('');
      await page.keyboard.press('Enter');
      await expect.poll(() => game.getAttribute('data-step')).not.toBe(step);
    }
    const first = page.locator('.hand .hand-card').first();
    await first.focus();
    const name = (await first.locator('.card-name').textContent())!;
    await expect.poll(() => page.locator('.card-panel h3').textContent()).toBe(name);
    expect(await page.locator('.card-panel p').count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  it('serves the API reference and the guides with the site', async () => {
    const page = await open('./');
    await page.getByRole('link', { name: 'Docs & API' }).click();
    await page.waitForURL(/docs\/index\.html$/);
    expect(await page.title()).toMatch(/compile-engine/);
    await page.goto(new URL('docs/documents/writing-a-client.html', site.url).href);
    expect(await page.locator('body').textContent()).toMatch(/legalActions/);
    await page.close();
  }, 30_000);

  it('takes phone-size screenshots of the main screens', async () => {
    const phone = { width: 390, height: 844 };
    const game = await open('?play=bot&seed=5&bot=random&delay=0', phone);
    await game.locator('.board').waitFor();
    await shot(game, 'phone-game');
    await game.close();
    const home = await open('./', phone);
    await home.locator('.setup').waitFor();
    await shot(home, 'phone-setup');
    await home.close();
    const design = await open('./#design', phone);
    await design.locator('[data-valid="true"]').waitFor();
    await shot(design, 'phone-designer');
    await design.close();
  }, 60_000);
});
