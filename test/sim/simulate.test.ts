/**
 * The simulator: a run is determined by its seed; with worker threads it gives exactly the
 * figures and records of the single-threaded run; the figures add up; bad options are refused
 * before any game is played.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { botNames, simulate, workerLimit } from '../../src/sim.js';
import type { SimProgress, SimulateOptions } from '../../src/sim.js';
import { CompileEngineError, readRecord, replayRecord } from '../../src/index.js';
import type { GameRecord } from '../../src/index.js';
import { pairsOf, summarise } from '../../src/sim/summary.js';
import { type TimeTally, emptyTally, wilson } from '../../src/sim/stats.js';
import type { SimSetup } from '../../src/sim/plan.js';
import { playInWorkers, tasksFor } from '../../src/sim/pool.js';

const BASE: SimulateOptions = { games: 24, seed: 7, bots: ['random', 'random'], sets: ['Main 1', 'Aux 1'] };

/** A run with its records (in the order they were handed over) and its progress reports; `result` without its decision times (a clock's). */
async function run(options: Partial<SimulateOptions> = {}) {
  const records: [number, GameRecord][] = [];
  const progress: SimProgress[] = [];
  const { timing, ...result } = await simulate({ ...BASE, ...options, onRecord: (r, i) => records.push([i, r]), onProgress: (p) => progress.push(p) });
  return { result, records, progress, timing };
}

/** The plain-data setup of a run of `bots` by name, past simulate's checks (as a broken bot would fail in a worker). */
const setupOf = (games: number, bots: string[]): SimSetup => ({
  games, seed: 1, bots: bots.map((name) => ({ kind: 'builtin', name, options: {}, label: name })), engine: { protocolFiles: [], handlerModules: [] },
  decisionMs: undefined, from: 0, to: games, protocols: 'draft', sets: undefined, maxTurns: undefined, alternate: true, records: false, events: false,
});

describe('simulate', () => {
  it('is deterministic for a seed, and another seed plays other games', async () => {
    const a = await run();
    const again = await run();
    expect(again.result).toEqual(a.result);
    expect(again.records).toEqual(a.records);
    const b = await run({ seed: 8 });
    expect(b.records.map(([, r]) => r.actions)).not.toEqual(a.records.map(([, r]) => r.actions));
  });

  it('with 2 worker threads, the figures and records are identical to the single-threaded run', async () => {
    const here = await run({ games: 40, events: true });
    const threads = await run({ games: 40, events: true, workers: 2 });
    expect(threads.result).toEqual(here.result);
    expect(JSON.stringify(threads.records)).toBe(JSON.stringify(here.records));
    expect(threads.progress.map((p) => p.done)).toEqual(here.progress.map((p) => p.done));
  }, 60_000);

  it('hands records over in game order, each one replaying to the game it summed up', async () => {
    const { result, records, progress } = await run({ games: 12, events: true });
    expect(records.map(([i]) => i)).toEqual([...Array(12).keys()]);
    expect(progress).toEqual([...Array(12).keys()].map((i) => ({ done: i + 1, total: 12 })));
    let seat0Wins = 0;
    for (const [i, record] of records) {
      expect(record.config.seed).toBe(`7#${i}`);
      const final = replayRecord(readRecord(JSON.parse(JSON.stringify(record)))).state;
      if (final.result?.winner === 0) seat0Wins++;
    }
    expect(seat0Wins).toBe(result.wins.bySeat[0]);
  });

  it('the figures add up', async () => {
    const { result: r, records } = await run({ games: 30 });
    expect(r.games).toBe(30);
    expect(r.wins.bySeat[0] + r.wins.bySeat[1] + r.stoppedAtTurnLimit).toBe(30);
    expect(r.wins.byBot[0] + r.wins.byBot[1]).toBe(r.wins.bySeat[0] + r.wins.bySeat[1]);
    expect(r.firstPlayer.wins).toBe(r.wins.bySeat[0]);
    expect(r.firstPlayer.advantage).toBeCloseTo(r.firstPlayer.winRate - 0.5, 12);
    // Six protocols a game, three pairs a side: every game counted once per protocol and per pair.
    const protocolGames = Object.values(r.byProtocol).reduce((n, w) => n + w.games, 0);
    expect(protocolGames).toBe(6 * 30);
    expect(Object.values(r.byPair).reduce((n, w) => n + w.games, 0)).toBe(6 * 30);
    expect(Object.values(r.byProtocol).reduce((n, w) => n + w.wins, 0)).toBe(3 * (r.wins.bySeat[0] + r.wins.bySeat[1]));
    expect(Object.keys(r.byProtocol)).toEqual(Object.keys(r.byProtocol).sort());
    expect(r.meanDecisions).toBeCloseTo(records.reduce((n, [, rec]) => n + rec.actions.length, 0) / 30, 12);
    expect(r.stoppedAtTurnLimit).toBe(0);
  });

  it('alternates the bots\' seats every other game unless told not to', async () => {
    const alternated = await run({ games: 12 });
    // bots[0] sits at seat 0 in even games and at seat 1 in odd ones.
    const byBot: [number, number] = [0, 0];
    for (const [i, record] of alternated.records) {
      const winner = replayRecord(record).state.result!.winner;
      if (winner !== null) byBot[(winner + i) % 2]!++;
    }
    expect(alternated.result.wins.byBot).toEqual(byBot);
    expect(byBot).not.toEqual(alternated.result.wins.bySeat);
    // With the same seed, fixed seats and alternated seats differ only in odd games' bot seeds: the even games are the same.
    const fixed = await run({ games: 12, alternate: false });
    expect(fixed.result.wins.byBot).toEqual(fixed.result.wins.bySeat);
    expect(fixed.records.filter(([i]) => i % 2 === 0)).toEqual(alternated.records.filter(([i]) => i % 2 === 0));
  });

  it('fixed protocols are played in every game; random ones change from game to game', async () => {
    const given: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];
    const fixed = await run({ games: 4, protocols: given });
    expect(fixed.records.every(([, r]) => JSON.stringify(r.config.protocols) === JSON.stringify(given))).toBe(true);
    expect(Object.keys(fixed.result.byProtocol)).toEqual(['Death', 'Fire', 'Light', 'Metal', 'Speed', 'Water']);
    const random = await run({ games: 4, protocols: 'random' });
    expect(new Set(random.records.map(([, r]) => JSON.stringify(r.config.protocols))).size).toBeGreaterThan(1);
  });

  it('counts the games stopped at the turn limit', async () => {
    const { result } = await run({ games: 5, maxTurns: 2 });
    expect(result.stoppedAtTurnLimit).toBe(5);
    expect(result.wins.bySeat).toEqual([0, 0]);
    expect(result.firstPlayer.winRate).toBe(0.5);
  });

  it.each([
    [{ games: 0 }, /games must be a whole number/],
    [{ games: 2.5 }, /games must be a whole number/],
    [{ workers: -1 }, /workers must be a whole number/],
    [{ bots: ['random'] }, /bots must list two bots/],
    [{ bots: [{ name: 'ismcts', iterations: 0 }, 'random'] }, /bot "ismcts": option "iterations" cannot be 0/],
    [{ bots: ['greedy:depth=2', 'random'] }, /bot "greedy" has no option "depth" \(it takes none\)/],
    [{ bots: ['./no-such-bot.mjs', 'random'] }, /bot "\.\/no-such-bot\.mjs": cannot import file:/],
    [{ bots: [{ command: '' }, 'random'] }, /a process bot's command must name a program/],
    [{ engine: { protocols: [] } }, /engine must be \{ protocolFiles/],
    [{ engine: { protocolFiles: ['no-such-file.json'] } }, /protocol file ".*no-such-file\.json": ENOENT/],
    [{ shard: { index: 4, of: 3 } }, /shard must be \{ index, of \}/],
    [{ decisionMs: 0 }, /decisionMs must be a number of milliseconds above 0/],
    [{ bots: ['random', 'clever'] }, /unknown bot "clever" \(known: /],
    [{ protocols: 'mixed' }, /protocols must be "draft", "random"/],
    [{ protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Nope']] }, /unknown protocol "Nope"/],
    [{ sets: ['Main 9'] }, /unknown set "Main 9"/],
    [{ maxTurns: 0 }, /maxTurns/],
    [{ gamez: 3 }, /unknown option "gamez"/],
    [{ onProgress: 3 }, /onProgress must be a function/],
  ])('refuses %j with INVALID_CONFIG before playing', async (bad, message) => {
    const err = await simulate({ ...BASE, ...(bad as object) } as SimulateOptions).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompileEngineError);
    expect((err as CompileEngineError).code).toBe('INVALID_CONFIG');
    expect((err as Error).message).toMatch(message);
  });

  it('a callback that throws stops the run with its error, on threads too', async () => {
    const boom = () => {
      throw new Error('stop here');
    };
    await expect(simulate({ ...BASE, onProgress: boom })).rejects.toThrow('stop here');
    await expect(simulate({ ...BASE, workers: 2, onProgress: boom })).rejects.toThrow('stop here');
  });

  it('a game that fails in a worker stops the run with its error, its code kept and the game named', async () => {
    // Past the option checks (simulate refuses an unknown bot before starting), as a broken bot would fail.
    const err = await playInWorkers(setupOf(8, ['random', 'nope']), 2, () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompileEngineError);
    expect((err as CompileEngineError).code).toBe('INVALID_CONFIG');
    expect((err as Error).message).toMatch(/^\[INVALID_CONFIG\] game \d+: unknown bot "nope"/);
  }, 60_000);

  it('worker threads serve one run after another (kept between runs), after a failed run too, with the same results', async () => {
    const first = await run({ games: 20, workers: 2 });
    await expect(playInWorkers(setupOf(4, ['random', 'nope']), 2, () => {})).rejects.toThrow(/unknown bot "nope"/);
    const again = await run({ games: 20, workers: 2 });
    expect(again.result).toEqual(first.result);
    expect(JSON.stringify(again.records)).toBe(JSON.stringify((await run({ games: 20 })).records));
  }, 60_000);

  it('starts at most one worker thread per core, however many are asked for', async () => {
    // Threads of this process, as Linux counts them: every worker thread is one (and V8 and libuv add none per worker).
    const threads = () => Number(/^Threads:\s+(\d+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]);
    const before = threads();
    let most = before;
    const r = await simulate({ ...BASE, games: 64, workers: 1000, onProgress: () => void (most = Math.max(most, threads())) });
    expect(r.games).toBe(64);
    expect(workerLimit()).toBe(availableParallelism());
    // Spare threads of earlier tests are reused, so the run adds at most one per core.
    expect(most - before).toBeLessThanOrEqual(workerLimit());
  }, 60_000);

  it('lists the bots it can seat', () => {
    expect(botNames()).toContain('random');
  });
});

describe('the summary and the work split', () => {
  it('pairs are named with sorted names, each once', () => {
    expect(pairsOf(['Water', 'Fire', 'Death'])).toEqual(['Death + Fire', 'Death + Water', 'Fire + Water']);
  });

  it('sums outcomes in game order, whatever order they arrive in', () => {
    const outcome = (index: number, winner: 0 | 1 | null) => ({ index, winner, reason: winner === null ? 'turnLimit' as const : 'compiled' as const, turns: 10 + index, decisions: 20, protocols: [['A', 'B', 'C'], ['D', 'E', 'F']] as [string[], string[]], botAt: [index % 2, 1 - (index % 2)] as [number, number], times: [emptyTally(), emptyTally()] as [TimeTally, TimeTally] });
    const outcomes = [outcome(0, 0), outcome(1, 0), outcome(2, 1), outcome(3, null)];
    const info = { seed: 1, bots: ['x', 'y'], settings: { gamesPerPairing: 4, protocols: 'draft' as const, sets: null, maxTurns: null, alternate: true, protocolFiles: [], handlerModules: [] }, shard: null };
    const r = summarise(info, outcomes);
    expect(summarise(info, [...outcomes].reverse())).toEqual(r);
    expect(r.wins).toEqual({ bySeat: [2, 1], byBot: [1, 2] });
    expect(r.firstPlayer).toEqual({ seat: 0, wins: 2, winRate: 2 / 3, interval: wilson(2, 3), advantage: 2 / 3 - 0.5 });
    expect(r.meanTurns).toBe(11.5);
    expect(r.byProtocol.A).toEqual({ games: 4, wins: 2, winRate: 0.5, interval: wilson(2, 4) });
    expect(r.byPair['D + E']).toEqual({ games: 4, wins: 1, winRate: 0.25, interval: wilson(1, 4) });
    expect(r.pairings).toEqual([{ bots: [0, 1], games: 4, wins: [1, 2], draws: 1 }]);
    expect(r.standings.map((st) => [st.bot, st.games, st.wins, st.losses, st.draws])).toEqual([['x', 4, 1, 2, 1], ['y', 4, 2, 1, 1]]);
  });

  it('cuts the games into ranges that cover each game once', () => {
    for (const [games, workers] of [[1, 2], [10, 2], [1000, 2], [10_000, 3]] as const) {
      const tasks = tasksFor(0, games, workers);
      expect(tasks[0]!.from).toBe(0);
      expect(tasks.at(-1)!.to).toBe(games);
      tasks.forEach((t, i) => i > 0 && expect(t.from).toBe(tasks[i - 1]!.to));
      expect(Math.max(...tasks.map((t) => t.to - t.from))).toBeLessThanOrEqual(64);
    }
  });
});
