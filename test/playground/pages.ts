/// <reference lib="dom" />
/**
 * What the playground's browser tests check on a page: every reply the page's table worker sent
 * it (captured by an init script), what the page showed at each moment, and the truth behind a
 * record — which cards a seat had never been allowed to see — so that no hidden card of the other
 * seat is ever found in the page.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type GameRecord, type GameState, type PlayerId, createEngine, eventsFor, FAN_MADE, OFFICIAL_PROTOCOLS, replayRecord } from '../../src/index.js';
import { ARTEFACTS } from './browser.js';

/** The playground's engine: the official protocols and the fan-made ones. */
export const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });

/** Keeps every reply of the table worker, as the page received it: all the game information the page ever had. */
export const CAPTURE = `(() => {
  const W = window.Worker;
  window.__replies = [];
  window.__botWorkers = 0;
  window.Worker = class extends W {
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'bots') window.__botWorkers++;
      if (options && options.name === 'table') this.addEventListener('message', (e) => window.__replies.push(JSON.stringify(e.data)));
    }
  };
})();`;

export const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTEFACTS, `${name}.png`), fullPage: true });

/** What the page showed at one moment: the step, whose eyes, the whole document. */
export interface Seen {
  step: number;
  viewer: string;
  html: string;
  board: string;
}

/** What the page shows now (a game on screen, its board or draft, and its move list if it offers moves). */
export function look(page: Page): Promise<Seen> {
  // In one go: a page whose table moves on by itself (online) must not pair one moment's step with another's document.
  return page.evaluate(() => {
    const game = document.querySelector('.game')!;
    const html = (selector: string) => document.querySelector(selector)?.innerHTML ?? '';
    return { step: Number(game.getAttribute('data-step')), viewer: game.getAttribute('data-viewer')!, html: document.documentElement.outerHTML, board: html('.board, .draft') + html('.moves') };
  });
}

/** Clicks one offered move (`data-action`) at random: half the time on the board when it is offered there, else in the list. */
export async function clickAMove(page: Page, pick: (n: number) => number): Promise<void> {
  const onBoard = page.locator('.board [data-action], .draft [data-action]');
  const inList = page.locator('.moves [data-action]');
  const boardCount = await onBoard.count();
  const target = boardCount && pick(2) ? onBoard.nth(pick(boardCount)) : inList.nth(pick(await inList.count()));
  await target.click();
}

/** A small seeded generator for the test's own choices. */
export function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Card ids named in `x`. */
function named(x: unknown, into = new Set<string>()): Set<string> {
  for (const m of JSON.stringify(x).matchAll(/"([A-Z][a-z]+ \d)"|([A-Z][a-z]+ \d)/g)) into.add(m[1] ?? m[2]!);
  return into;
}

/**
 * The truth behind a record: per step, the cards a seat has never been allowed to see so far
 * (not in any of its views nor events up to then) and the cards hidden from it at that moment.
 */
export function secrets(record: GameRecord) {
  const states: GameState[] = [];
  const steps: ReturnType<typeof replayRecord>['events'] = [];
  replayRecord(record, { engine, onOpening: (s, e) => { states.push(s); steps.push(e); }, onStep: (x) => { states.push(x.state); steps.push(x.events); } });
  const all = new Set(states[0]!.cards);
  const perSeat = ([0, 1] as const).map((seat) => {
    const known = new Set<string>();
    return states.map((s, k) => {
      named(engine.viewFor(s, seat), known);
      named(eventsFor(steps[k]!, seat), known);
      const never = [...all].filter((c) => !known.has(c));
      const other = s.players[1 - seat]!;
      const hidden = [...other.hand, ...s.players[0]!.deck, ...s.players[1]!.deck, ...other.stacks.flat().filter((c) => !s.up[c])].map((c) => s.cards[c]!);
      return { never, hidden };
    });
  });
  return { states, perSeat };
}

const mentions = (text: string, card: string) => new RegExp(`\\b${card}\\b`).test(text);

/** No card the seat never saw anywhere in the page; no card hidden from it now on the board or in its moves. */
export function expectNoLeak(record: GameRecord, seen: Seen[], replies: string[]): void {
  const { perSeat } = secrets(record);
  expect(seen.length).toBeGreaterThan(10);
  for (const s of seen) {
    const seat = Number(s.viewer) as PlayerId;
    const truth = perSeat[seat]![s.step]!;
    for (const card of truth.never) expect(mentions(s.html, card), `${card} in the page at step ${s.step} for seat ${seat}`).toBe(false);
    for (const card of truth.hidden) expect(mentions(s.board, card), `${card} on the board at step ${s.step} for seat ${seat}`).toBe(false);
  }
  let checked = 0;
  for (const text of replies) {
    const r = JSON.parse(text) as { type: string; snapshot?: { step: number; viewer: PlayerId | 'spectator'; view: unknown } };
    if (r.type === 'catalog' || r.type === 'export') continue; // the public card library; the record the user asked for
    expect(text).not.toMatch(/"seed"|"deck":\[/);
    if (r.type !== 'snapshot' || r.snapshot!.viewer === 'spectator') continue;
    const truth = perSeat[r.snapshot!.viewer]![r.snapshot!.step]!;
    for (const card of truth.never) expect(mentions(text, card), `${card} sent to the page at step ${r.snapshot!.step}`).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(10);
}

