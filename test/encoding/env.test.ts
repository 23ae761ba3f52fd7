/**
 * CompileEnv plays whole seeded games by ids on every set and on the fan-made protocols: at every
 * step the observation and mask are those of the seat to act, the rewards are 0 until the end and
 * ±1 (or 0 and 0 at the turn limit) there, and the game the env played, replayed through the pure
 * API, ends the same. Refused steps are typed and change nothing. PROPERTY_SEED replays a printed
 * failure; PROPERTY_RUNS sets the games per set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, defaultEngine } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { CompileEnv, legalActionMask, observe } from '../../src/encoding.js';
import type { TimeStep } from '../../src/encoding.js';
import { TABLES, type Table, configOf, gameInputs } from './tables.js';
import { mix } from '../properties/random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261222);
const code = (c: string) => expect.objectContaining({ code: c }) as Error;

function legalIds(t: TimeStep): number[] {
  const out: number[] = [];
  for (let id = 0; id < t.mask.length; id++) if (t.mask[id] === 1) out.push(id);
  return out;
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => a.length === b.length && Array.prototype.every.call(a, (x: number, i: number) => x === b[i]);

/** Plays one game through the env, checking every step; returns the env, the last step and the seat that took it. */
function playThrough(table: Table, seed: number, draft: boolean, choices: number[]): { env: CompileEnv; last: TimeStep; steps: number; lastSeat: 0 | 1 } {
  const { seed: _, ...config } = configOf(table, seed, draft);
  const env = new CompileEnv({ engine: table.engine, config });
  let t = env.reset(seed);
  let steps = 0;
  let lastSeat: 0 | 1 = 0;
  while (!t.done) {
    const where = `step ${steps}`;
    if (t.rewards[0] !== 0 || t.rewards[1] !== 0 || t.reward !== 0) expect.fail(`${where}: rewards ${t.rewards.join(', ')} before the end`);
    const view = env.view(t.player!);
    expect(view.prompt?.player, where).toBe(t.player);
    if (!same(t.mask, legalActionMask(view, table.engine))) expect.fail(`${where}: the mask is not the seat's`);
    if (steps % 5 === 0 && !same(t.observation, observe(view, table.engine))) expect.fail(`${where}: the observation is not the seat's`);
    const ids = legalIds(t);
    lastSeat = t.player!;
    t = env.step(ids[mix(choices[steps % choices.length]!, steps) % ids.length]!);
    steps++;
  }
  return { env, last: t, steps, lastSeat };
}

/** The env's game replayed through the pure API. */
function replay(table: Table, seed: number, draft: boolean, env: CompileEnv): GameState {
  let s = table.engine.createGame(configOf(table, seed, draft));
  for (const a of env.actions) s = table.engine.applyAction(s, a).state;
  return s;
}

describe('CompileEnv', () => {
  it.each(TABLES.map((t) => t.set))(`%s: ${RUNS} whole games by ids, as the pure API plays them`, (set) => {
    const table = TABLES.find((t) => t.set === set)!;
    fc.assert(
      fc.property(...gameInputs, (seed, draft, choices) => {
        const { env, last, steps, lastSeat } = playThrough(table, seed, draft, choices);
        const final = replay(table, seed, draft, env);
        expect(final.result).not.toBeNull();
        const winner = final.result!.winner;
        expect(last).toMatchObject({ done: true, player: null, rewards: winner === null ? [0, 0] : winner === 0 ? [1, -1] : [-1, 1] });
        expect(last.mask.every((x) => x === 0)).toBe(true);
        expect(env.actions).toHaveLength(steps);
        for (const seat of [0, 1] as const) expect(env.view(seat)).toEqual(table.engine.viewFor(final, seat));
        // The last step's observation is the seat's that acted last, and so is its reward.
        expect(same(last.observation, env.observe(lastSeat))).toBe(true);
        expect(last.reward).toBe(last.rewards[lastSeat]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it('the same seed and ids give the same game, step for step', () => {
    const run = () => {
      const env = new CompileEnv();
      let t = env.reset('same');
      const seen: string[] = [];
      for (let i = 0; !t.done && i < 60; i++) {
        seen.push(`${t.player}:${[...t.observation].join(',')}`);
        const ids = legalIds(t);
        t = env.step(ids[mix(i, 3) % ids.length]!);
      }
      return seen;
    };
    expect(run()).toEqual(run());
  });

  it('refuses a bad id, a step before reset and after the end with typed errors, and a refused step changes nothing', () => {
    const env = new CompileEnv({ config: { protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] } });
    expect(() => env.step(0)).toThrow(code('INVALID_STATE'));
    expect(() => env.observe(0)).toThrow(code('INVALID_STATE'));
    const t = env.reset(4);
    const illegal = t.mask.indexOf(0);
    const before = [env.view(0), env.view(1)];
    expect(() => env.step(illegal)).toThrow(code('ILLEGAL_ACTION'));
    for (const id of [-1, env.actionSpaceSize, 0.5, Number.NaN]) expect(() => env.step(id)).toThrow(code('MALFORMED_ACTION'));
    expect(() => env.observe(2 as 0)).toThrow(code('INVALID_SEAT'));
    expect([env.view(0), env.view(1)]).toEqual(before);
    expect(env.actions).toEqual([]);
    // A bad config is refused by reset, and the game in progress goes on.
    const bad = new CompileEnv({ config: { protocols: [['Fire', 'Water', 'Tempest'], ['Light', 'Metal', 'Speed']] } });
    expect(() => bad.reset(1)).toThrow(code('INVALID_CONFIG'));
    expect(() => env.reset({} as unknown as number)).toThrow(code('INVALID_CONFIG'));
    expect(env.view(0)).toEqual(before[0]);
    let s = env.step(t.mask.indexOf(1));
    while (!s.done) s = env.step(s.mask.indexOf(1));
    expect(() => env.step(0)).toThrow(code('GAME_OVER'));
  });

  it('a game stopped at the turn limit ends with rewards 0 and 0', () => {
    const env = new CompileEnv({ config: { protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']], maxTurns: 3 } });
    let t = env.reset(2);
    while (!t.done) t = env.step(t.mask.indexOf(1));
    expect(env.view(0).result).toEqual({ winner: null, reason: 'turnLimit' });
    expect(t).toMatchObject({ done: true, player: null, reward: 0, rewards: [0, 0] });
  });

  it('defaults to the official cards and the draft from every protocol', () => {
    const t = new CompileEnv().reset(1);
    expect(t.player).toBe(0);
    const view = defaultEngine().viewFor(createGame({ seed: 1 }), 0);
    expect(t.observation).toEqual(observe(view));
    expect(view.prompt?.kind).toBe('draft');
  });
});
