/**
 * `simulate` with bots and cards of the user's own: built-in bots with options, module bots (each
 * worker imports them), a protocol file with a handler module, a round-robin of more than two
 * bots with its ratings, the intervals and the decision times; and bots that fail in a worker —
 * one that never answers, one that spins — stop the run with a `BotError` instead of hanging it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim.js';
import { BotError } from '../../src/bots.js';
import type { SimResult, SimulateOptions } from '../../src/sim.js';
import { createEngine, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { Action, GameRecord, ProtocolDef } from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { wilson } from '../../src/sim/stats.js';

const here = dirname(fileURLToPath(import.meta.url));
const BASE = { seed: 'custom', sets: ['Main 1', 'Aux 1'], cwd: here } satisfies Partial<SimulateOptions>;

async function withRecords(options: SimulateOptions): Promise<{ result: Omit<SimResult, 'timing'>; timing: SimResult['timing']; records: GameRecord[] }> {
  const records: GameRecord[] = [];
  const { timing, ...result } = await simulate({ ...options, onRecord: (r) => records.push(r) });
  return { result, timing, records };
}

/** For each decision of a record: the seat, the legal actions and the action taken. */
function decisionsOf(record: GameRecord, engine = createEngine()): { seat: 0 | 1; legal: Action[]; action: Action }[] {
  let s = engine.createGame(record.config);
  return record.actions.map((action) => {
    const seat = engine.currentPlayer(s)!;
    const legal = engine.legalActions(s) as Action[];
    s = engine.applyAction(s, action).state;
    return { seat, legal, action };
  });
}

describe('module bots', () => {
  it('each worker imports the module and calls its default export for every game, with its options; the same games on any number of workers', async () => {
    const options: SimulateOptions = { ...BASE, games: 6, bots: ['./fixtures/bots.mjs:pick=last', 'random'] };
    const threads = await withRecords({ ...options, workers: 2 });
    const here = await withRecords({ ...options, workers: 0 });
    expect(threads.result).toEqual(here.result);
    expect(threads.records).toEqual(here.records);
    expect(here.result.bots).toEqual(['./fixtures/bots.mjs:pick=last', 'random']);
    here.records.forEach((record, i) => {
      const seat = i % 2 === 0 ? 0 : 1;   // seats alternate: the module bot sits at seat 1 in odd games
      expect(record.players?.[seat]).toBe('./fixtures/bots.mjs:pick=last');
      const mine = decisionsOf(record).filter((d) => d.seat === seat);
      expect(mine.length).toBeGreaterThan(0);
      for (const d of mine) expect(d.action).toEqual(d.legal.at(-1));
    });
  }, 60_000);

  it('a named export, given as an object; a bot that answers through a promise plays as a sync one would', async () => {
    const sync = await withRecords({ ...BASE, games: 4, bots: [{ module: './fixtures/bots.mjs' }, 'greedy'], workers: 2 });
    const async = await withRecords({ ...BASE, games: 4, bots: [{ module: './fixtures/bots.mjs', export: 'eventually', label: './fixtures/bots.mjs' }, 'greedy'], workers: 2 });
    expect(async.records.map((r) => r.actions)).toEqual(sync.records.map((r) => r.actions));
  }, 60_000);

  it('refuses an export that is not a bot factory before playing', async () => {
    await expect(simulate({ ...BASE, games: 2, bots: ['./fixtures/bots.mjs#notAFactory', 'random'] })).rejects.toThrow(/INVALID_CONFIG.*export "notAFactory" is not a function that makes a bot/);
  });
});

describe('built-in bots with options', () => {
  it('{ name: "ismcts", iterations } and "ismcts:iterations=…" are the same bot, labelled by their options', async () => {
    const a = await withRecords({ ...BASE, games: 2, bots: [{ name: 'ismcts', iterations: 8 }, 'random'] });
    const b = await withRecords({ ...BASE, games: 2, bots: ['ismcts:iterations=8', 'random'] });
    expect(a.result.bots[0]).toBe('ismcts:iterations=8');
    expect(b.records).toEqual(a.records);
    const more = await withRecords({ ...BASE, games: 2, bots: ['ismcts:iterations=40', 'random'] });
    expect(more.records.map((r) => r.actions)).not.toEqual(a.records.map((r) => r.actions));
  }, 60_000);
});

describe('a protocol file and a handler module', () => {
  const tide = { ...BASE, sets: ['Main 1', 'Aux 1', 'Example'], games: 6, protocols: [['Tide', 'Fire', 'Water'], ['Light', 'Metal', 'Speed']] as [string[], string[]], bots: ['random', 'random'] };

  it('every worker builds the engine from them, and games are played with the new protocol', async () => {
    const engine = { protocolFiles: ['fixtures/tide.json'], handlerModules: ['./fixtures/slack-handler.mjs'] };
    const threads = await withRecords({ ...tide, engine, workers: 2 });
    const here = await withRecords({ ...tide, engine, workers: 0 });
    expect(threads.result).toEqual(here.result);
    expect(here.result.byProtocol.Tide!.games).toBe(6);
    expect(here.result.settings.protocolFiles).toEqual([join(here_dir(), 'fixtures', 'tide.json')]);
    // The records replay on an engine built the same way, by hand.
    const slack = { start: (_x: unknown, f: { vars: { did?: boolean } }) => ((f.vars.did = false), 'done' as const) };
    const same = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, JSON.parse(readFileSync(join(here_dir(), 'fixtures', 'tide.json'), 'utf8')) as ProtocolDef], handlers: { slack } as never });
    for (const record of here.records) expect(decisionsOf(record, same).length).toBe(record.actions.length);
  }, 60_000);

  it('without the handler module the file is refused, naming the card and the op', async () => {
    await expect(simulate({ ...tide, engine: { protocolFiles: ['fixtures/tide.json'] } })).rejects.toThrow(/INVALID_CONFIG.*tide\.json.*cards\[1\]\.middle\.run\[0\].*unknown handler "slack"/);
  });
});

const here_dir = () => here;

describe('a round-robin of three bots', () => {
  it('every pair plays `games` games, seats alternated within each pairing; standings, ratings and intervals add up', async () => {
    const { result: r, timing, records } = await withRecords({ ...BASE, games: 6, bots: ['random', 'greedy', './fixtures/bots.mjs'], workers: 2 });
    expect(r.games).toBe(18);
    expect(r.pairings.map((p) => p.bots)).toEqual([[0, 1], [0, 2], [1, 2]]);
    for (const p of r.pairings) expect(p.games).toBe(6);
    // Pairing k holds games 6k … 6k + 5: the first of the pair at seat 0 in even games.
    const labels = r.bots;
    records.forEach((record, i) => {
      const [a, b] = r.pairings[Math.floor(i / 6)]!.bots;
      expect(record.players).toEqual(i % 2 === 0 ? [labels[a], labels[b]] : [labels[b], labels[a]]);
    });
    r.standings.forEach((st, k) => {
      expect(st.games).toBe(12);
      expect(st.wins + st.losses + st.draws).toBe(12);
      expect(st.wins).toBe(r.wins.byBot[k]);
      expect(st.interval).toEqual(wilson(st.wins, st.games));
    });
    expect(r.standings[0]!.rating).toEqual({ elo: 0, interval: [0, 0] });
    // Greedy beats random and the first-legal bot: it is rated above both.
    expect(r.standings[1]!.rating.elo).toBeGreaterThan(0);
    expect(r.standings[1]!.rating.elo).toBeGreaterThan(r.standings[2]!.rating.elo);
    // Every decision is timed, and given to the bot that took it.
    expect(timing.byBot.reduce((n, t) => n + t.decisions, 0)).toBe(r.totals.decisions);
    for (const t of timing.byBot) {
      expect(t.decisions).toBeGreaterThan(0);
      expect(t.maxMs).toBeGreaterThanOrEqual(t.p95Ms);
      expect(t.p95Ms).toBeGreaterThan(0);
      expect(t.meanMs).toBeCloseTo(t.totalMs / t.decisions, 9);
    }
  }, 60_000);
});

describe('bots that fail in a worker', () => {
  it('a bot that never answers stops the run at the time limit with a BotError naming the game, the seat and the decision', async () => {
    for (const workers of [0, 2]) {
      const err = await simulate({ ...BASE, games: 4, workers, decisionMs: 200, bots: ['random', './fixtures/bots.mjs#silentAfter:after=3'] }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BotError);
      expect(err).toMatchObject({ code: 'BOT_FAILED', reason: 'timeout', bot: './fixtures/bots.mjs#silentAfter:after=3' });
      // Whichever game fails first (two play at once on two workers), the bot sits at seat 1 in even games, at seat 0 in odd ones.
      const { game, seat } = err as BotError;
      expect(seat).toBe(game! % 2 === 0 ? 1 : 0);
      expect((err as Error).message).toMatch(new RegExp(`^\\[BOT_FAILED\\] game ${game}: seat ${seat}'s bot "\\./fixtures/bots\\.mjs#silentAfter:after=3" at decision \\d+: no answer within 200 ms`));
    }
  }, 60_000);

  it('a sync bot that loops for ever has its worker stopped past the limit: the run fails instead of hanging', async () => {
    const err = await simulate({ ...BASE, games: 4, workers: 2, decisionMs: 200, bots: ['random', './fixtures/bots.mjs#spinAfter:after=2'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BotError);
    expect(err).toMatchObject({ code: 'BOT_FAILED', reason: 'timeout', bot: './fixtures/bots.mjs#spinAfter:after=2' });
    expect((err as BotError).seat).toBe((err as BotError).game! % 2 === 0 ? 1 : 0);
    expect((err as Error).message).toMatch(/still deciding after \d+ ms \(the decision time limit is 200 ms\): its worker thread was stopped/);
    // The threads left are fine: the next run plays.
    expect((await simulate({ ...BASE, games: 4, workers: 2, bots: ['random', 'random'] })).games).toBe(4);
  }, 60_000);
});
