/**
 * Bots that fail: one that throws, one that runs past the decision time limit, one that never
 * answers. Each stops the game with a `BotError` naming the seat, the bot and the decision (the
 * index of that decision among the game's actions), never a bare error or a hang.
 */
import { describe, expect, it } from 'vitest';
import { createGameWithEvents, defaultEngine } from '../../src/index.js';
import type { Action } from '../../src/index.js';
import { BotError, playGame, playGameAsync, playGameInPlace, playGameInPlaceAsync, randomBot } from '../../src/bots.js';
import type { AsyncBot, Bot, Decision } from '../../src/bots.js';

const engine = defaultEngine();
const start = () => createGameWithEvents({ seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });

/** A random bot that, at its `at`-th own decision, does `fail` instead. */
function failingAt(at: number, fail: (d: Decision) => Action | PromiseLike<Action>): AsyncBot {
  const inner = randomBot(2);
  let n = 0;
  return { name: 'flaky', choose: (d) => (n++ === at ? fail(d) : inner.choose(d)) };
}

/** The index of seat 1's `k`-th decision in the game both random bots would play. */
function indexOfSeat1Decision(k: number): number {
  const seats: number[] = [];
  playGame(engine, start(), [randomBot(1), randomBot(2)], (st) => seats.push(st.seat));
  return seats.map((s, i) => [s, i] as const).filter(([s]) => s === 1)[k]![1];
}

function expectBotError(e: unknown, reason: BotError['reason'], decision: number): BotError {
  expect(e).toBeInstanceOf(BotError);
  const err = e as BotError;
  expect(err).toMatchObject({ code: 'BOT_FAILED', seat: 1, bot: 'flaky', decision, reason });
  expect(err.message).toMatch(new RegExp(`^\\[BOT_FAILED\\] seat 1's bot "flaky" at decision ${decision}: `));
  return err;
}

describe('a bot that throws', () => {
  it.each([['playGame', playGame], ['playGameInPlace', playGameInPlace]] as const)('%s wraps its error with the seat and the decision, the error as the cause', (_, play) => {
    const own = new Error('out of ideas');
    const bot = failingAt(4, () => {
      throw own;
    }) as Bot;
    const err = expectBotError(catching(() => play(engine, start(), [randomBot(1), bot])), 'threw', indexOfSeat1Decision(4));
    expect(err.message).toMatch(/it threw: out of ideas$/);
    expect(err.cause).toBe(own);
  });

  it('an async bot\'s rejected promise is wrapped the same way', async () => {
    const bot = failingAt(2, () => Promise.reject(new Error('lost the thread')));
    const err = expectBotError(await playGameAsync(engine, start(), [randomBot(1), bot]).catch((e: unknown) => e), 'threw', indexOfSeat1Decision(2));
    expect(err.message).toMatch(/its promise rejected: lost the thread$/);
  });
});

describe('the decision time limit', () => {
  it('a sync bot that takes longer fails when it returns (it cannot be stopped on this thread)', () => {
    const slow = failingAt(1, (d) => {
      const until = performance.now() + 60;
      while (performance.now() < until);
      return d.legal[0]!;
    }) as Bot;
    const err = expectBotError(catching(() => playGameInPlace(engine, start(), [randomBot(1), slow], undefined, { decisionMs: 20 })), 'timeout', indexOfSeat1Decision(1));
    expect(err.message).toMatch(/took \d+ ms \(the decision time limit is 20 ms\)$/);
  });

  it.each([['playGameAsync', playGameAsync], ['playGameInPlaceAsync', playGameInPlaceAsync]] as const)('%s: an async bot that never answers fails at the limit instead of hanging', async (_, play) => {
    const never = failingAt(3, () => new Promise<Action>(() => {}));
    const err = expectBotError(await play(engine, start(), [randomBot(1), never], { decisionMs: 50 }).catch((e: unknown) => e), 'timeout', indexOfSeat1Decision(3));
    expect(err.message).toMatch(/no answer within 50 ms/);
  });

  it('a sync harness refuses a bot that answers with a promise, naming it', () => {
    const async = failingAt(0, (d) => Promise.resolve(d.legal[0]!)) as Bot;
    expectBotError(catching(() => playGame(engine, start(), [randomBot(1), async])), 'async', indexOfSeat1Decision(0));
  });

  it('async bots that answer in time play the game sync bots play, decision for decision; each decision is timed', async () => {
    const later = (seed: number): AsyncBot => {
      const inner = randomBot(seed);
      return { name: 'later', choose: (d) => new Promise((resolve) => setImmediate(() => resolve(inner.choose(d)))) };
    };
    const times: number[] = [];
    const sync = playGameInPlace(engine, start(), [randomBot(1), randomBot(2)]);
    const async = await playGameInPlaceAsync(engine, start(), [later(1), later(2)], { decisionMs: 10_000, onDecisionTime: (_seat, ms) => times.push(ms) });
    expect(async.actions).toEqual(sync.actions);
    expect(async.final).toEqual(sync.final);
    expect(times).toHaveLength(sync.actions.length);
    expect(times.every((ms) => ms >= 0)).toBe(true);
  });

  it('refuses a limit that is not a positive number of milliseconds', () => {
    expect(() => playGame(engine, start(), [randomBot(1), randomBot(2)], undefined, { decisionMs: 0 })).toThrow(/INVALID_CONFIG.*decisionMs/);
  });
});

function catching(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
}
