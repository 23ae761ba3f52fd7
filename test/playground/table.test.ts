/**
 * The playground's table (the worker that holds the game), driven as the page drives it, in Node:
 * a hostile or mistaken request gets a typed error and changes nothing; the page only ever gets
 * snapshots; bots answer through the port; a shared link round-trips.
 */
import { describe, expect, it } from 'vitest';
import { Table, type BotRequest } from '../../playground/src/table/table.js';
import type { Reply, Setup, Snapshot } from '../../playground/src/table/protocol.js';
import { decodeShare, encodeShare } from '../../playground/src/table/share.js';

const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];

function table() {
  const replies: Reply[] = [];
  const asked: BotRequest[] = [];
  const timers: (() => void)[] = [];
  const restarts: number[] = [];
  const t = new Table({ reply: (r) => replies.push(r), askBot: (r) => asked.push(r), later: (f) => timers.push(f), restartBots: () => restarts.push(asked.length) });
  const last = (): Snapshot => (replies.filter((r) => r.type === 'snapshot').at(-1) as Extract<Reply, { type: 'snapshot' }>).snapshot;
  const errors = () => replies.filter((r): r is Extract<Reply, { type: 'error' }> => r.type === 'error');
  return { t, replies, asked, timers, restarts, last, errors };
}

const vsBot: Setup = { mode: 'vsBot', config: { seed: 3, protocols: PROTOCOLS }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }], viewer: 0, botDelay: 0 };

describe('the playground table', () => {
  it('offers the human seat its legal actions with their English, and plays the one whose index comes back', () => {
    const { t, last } = table();
    t.handle({ type: 'setup', setup: vsBot });
    const before = last();
    expect(before.offers.length).toBeGreaterThan(0);
    expect(before.offers.map((o) => o.index)).toEqual(before.offers.map((_, i) => i));
    expect(before.offers[0]!.label).toMatch(/^Play /);
    t.handle({ type: 'act', index: 0 });
    expect(last().step).toBe(1);
  });

  it('refuses a bad index, a move for the bot, a peek at the bot\'s view and a broken config, with a code, changing nothing', () => {
    const { t, last, errors, asked, timers } = table();
    t.handle({ type: 'setup', setup: vsBot });
    for (const index of [-1, 1.5, 999, Number.NaN]) t.handle({ type: 'act', index });
    expect(errors().map((e) => e.code)).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION']);
    expect(last().step).toBe(0);
    t.handle({ type: 'viewAs', viewer: 1 });
    expect(errors().at(-1)!.code).toBe('NOT_YOUR_TURN');
    expect(last().viewer).toBe(0);
    t.handle({ type: 'goto', step: 0 });
    expect(errors().at(-1)!.message).toMatch(/replay opens when the game is over/);
    // Play until the bot decides, then try to move for it.
    while (last().deciding === 0) t.handle({ type: 'act', index: 0 });
    timers.splice(0).forEach((f) => f());
    expect(asked.at(-1)!.seat).toBe(1);
    expect(last().thinking).toBe(1);
    t.handle({ type: 'act', index: 0 });
    expect(errors().at(-1)!.code).toBe('NOT_YOUR_TURN');
    const step = last().step;
    t.handle({ type: 'setup', setup: { ...vsBot, config: { seed: 3, protocols: [['Fire', 'Fire', 'Fire'], PROTOCOLS[1]] } } });
    expect(errors().at(-1)!.code).toBe('INVALID_CONFIG');
    expect(last().step).toBe(step);
    expect(last().thinking).toBe(1);
  });

  it('lets nothing that holds every card leave a live game against the bot: no record, link or position until it is over', async () => {
    const { t, last, errors, replies, timers, asked } = table();
    t.handle({ type: 'setup', setup: vsBot });
    expect(last().saveRefusal).toMatch(/other seat's hand/);
    for (const what of ['record', 'link', 'position'] as const) t.handle({ type: 'export', what });
    await Promise.resolve();
    expect(errors().map((e) => e.code)).toEqual(['ILLEGAL_ACTION', 'ILLEGAL_ACTION', 'ILLEGAL_ACTION']);
    expect(replies.some((r) => r.type === 'export')).toBe(false);
    // Play it out (the human takes the first offer, the bot answers with its first legal action).
    for (let i = 0; i < 5000 && last().view!.result === null; i++) {
      if (last().offers.length) t.handle({ type: 'act', index: 0 });
      else {
        timers.splice(0).forEach((f) => f());
        t.botChose(asked.at(-1)!.ticket, 0);
      }
    }
    expect(last().saveRefusal).toBeNull();
    t.handle({ type: 'export', what: 'record' });
    await Promise.resolve();
    const saved = replies.find((r) => r.type === 'export');
    expect(saved && JSON.parse(saved.text).actions).toHaveLength(last().steps);
  });

  it('answers a malformed request, or one before any game, with a typed error', () => {
    const { t, errors, replies } = table();
    for (const req of [null, 42, 'act', {}, { type: 'hack' }, { type: 'act', index: 0 }]) t.handle(req as never);
    expect(errors().map((e) => e.code)).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'MALFORMED_ACTION', 'ILLEGAL_ACTION']);
    expect(errors()[4]!.message).toMatch(/unknown request "hack"/);
    expect(replies.filter((r) => r.type === 'snapshot')).toEqual([]);
  });

  it('reports a failing bot and stops waiting for it', () => {
    const { t, last, asked, timers, errors } = table();
    t.handle({ type: 'setup', setup: { ...vsBot, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }], viewer: 1 } });
    timers.splice(0).forEach((f) => f());
    expect(last().thinking).toBe(0);
    t.botChose(asked.at(-1)!.ticket, -1, 'out of memory');
    expect(errors().at(-1)!.message).toBe('the bot of seat 0 failed: out of memory');
    expect(last()).toMatchObject({ thinking: null, step: 0 });
    t.handle({ type: 'botMove' });
    expect(asked).toHaveLength(2);
  });

  it('stops a bot that does not answer in time, says so, and asks a fresh one on Bot move', () => {
    const { t, last, asked, timers, restarts, errors } = table();
    t.handle({ type: 'setup', setup: { ...vsBot, mode: 'watch', seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }], viewer: 'spectator', botTimeout: 5000 } });
    t.handle({ type: 'botMove' });
    expect(last().thinking).toBe(0);
    timers.splice(0).forEach((f) => f());
    expect(errors().at(-1)).toMatchObject({ code: 'BOT_TIMEOUT', message: expect.stringMatching(/seat 0 did not answer within 5 s/) });
    expect(restarts).toEqual([1]);
    expect(last().thinking).toBeNull();
    t.botChose(asked[0]!.ticket, 0);
    expect(last().step).toBe(0);
    t.handle({ type: 'botMove' });
    t.botChose(asked[1]!.ticket, 0);
    expect(last().step).toBe(1);
    timers.splice(0).forEach((f) => f());
    expect(restarts).toEqual([1]);
  });

  it('asks the bot with only its seat\'s knowledge and drops a stale answer', () => {
    const { t, last, asked, timers } = table();
    t.handle({ type: 'setup', setup: { ...vsBot, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }], viewer: 1 } });
    timers.splice(0).forEach((f) => f());
    const request = asked.at(-1)!;
    expect(request.seat).toBe(0);
    expect(JSON.stringify(request)).not.toMatch(/"seed":3|"deck":\[/);
    expect((request.view as { players: { hand?: string[] }[] }).players[1]!.hand).toBeUndefined();
    t.botChose(request.ticket + 1, 0);
    expect(last().step).toBe(0);
    t.botChose(request.ticket, 0);
    expect(last().step).toBe(1);
  });

  it('in a hot seat, hides the board behind a hand-off until the deciding seat takes the screen', () => {
    const { t, last, errors } = table();
    t.handle({ type: 'setup', setup: { mode: 'hotseat', config: { seed: 5 }, seats: [{ kind: 'human' }, { kind: 'human' }], viewer: 0 } });
    t.handle({ type: 'act', index: 0 });
    expect(last().handoff).toBe(1);
    expect(last().view).toBeNull();
    expect(last().offers).toEqual([]);
    expect(last().log).toEqual([]);
    t.handle({ type: 'act', index: 0 });
    expect(errors().at(-1)!.code).toBe('NOT_YOUR_TURN');
    t.handle({ type: 'viewAs', viewer: 'spectator' });
    expect(errors().at(-1)!.code).toBe('NOT_YOUR_TURN');
    t.handle({ type: 'viewAs', viewer: 1 });
    expect(last().handoff).toBeNull();
    expect(last().view!.seat).toBe(1);
  });

  it('branches a what-if from a replayed move and comes back to the same line', () => {
    const { t, last } = table();
    t.handle({ type: 'setup', setup: { ...vsBot, mode: 'watch', seats: [{ kind: 'human' }, { kind: 'human' }], viewer: 'spectator' } });
    t.handle({ type: 'viewAs', viewer: 0 });
    for (let i = 0; i < 6; i++) {
      t.handle({ type: 'viewAs', viewer: last().deciding! });
      t.handle({ type: 'act', index: i % 2 });
    }
    t.handle({ type: 'goto', step: 3 });
    t.handle({ type: 'branch' });
    expect(last()).toMatchObject({ branchFrom: 3, step: 3, steps: 3 });
    t.handle({ type: 'act', index: last().offers.length - 1 });
    expect(last().steps).toBe(4);
    t.handle({ type: 'unbranch' });
    expect(last()).toMatchObject({ branchFrom: null, step: 3, steps: 6 });
  });

  it('round-trips a shared link and refuses a damaged one with a message', async () => {
    const shared = { config: { seed: 9, protocols: PROTOCOLS }, actions: [{ type: 'refresh' as const }], step: 1, viewer: 'spectator' as const };
    const text = await encodeShare(shared);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(decodeShare(text)).resolves.toEqual(shared);
    await expect(decodeShare(`${text.slice(0, -4)}AAAA`)).rejects.toThrow(/damaged|holds no game/);
    await expect(decodeShare('not base64!')).rejects.toThrow(/only the characters/);
  });
});
