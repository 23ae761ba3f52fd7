/**
 * Bots in any language: real python3 programs speaking JSON Lines, started once per thread. The
 * example bot (examples/python_bot.py, standard library only) plays whole runs; every request holds
 * exactly the seat's view, its legal actions in the engine's order and the events it was shown;
 * and a program that answers late, answers garbage or exits stops the run with a `BotError`
 * naming it, its program killed, nothing left hanging.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { simulate } from '../../src/sim.js';
import { BotError } from '../../src/bots.js';
import type { SimResult, SimulateOptions } from '../../src/sim.js';
import { cli } from '../cli/io.js';
import { defaultEngine, eventsFor, readRecord } from '../../src/index.js';
import type { Action, GameEvent, GameRecord, PlayerViewState } from '../../src/index.js';
import { actionSpaceSize, encodeAction, encodeView } from '../../src/encoding.js';
import { ensurePython } from './python.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const EXAMPLE = `cmd:python3 ${join(root, 'examples', 'python_bot.py')}`;
const odd = (mode: string, at: number, log = '') => `cmd:python3 ${join(here, 'fixtures', 'odd_bot.py')} ${mode} ${at} ${log}`.trim();
const BASE = { seed: 'py', sets: ['Main 1', 'Aux 1'] } satisfies Partial<SimulateOptions>;

beforeAll(ensurePython);

function scratchFile(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-engine-py-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, name);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the example Python bot', () => {
  it('plays whole runs against a built-in bot, the same games on this thread and on two workers', async () => {
    const run = async (workers: number) => {
      const records: GameRecord[] = [];
      const { timing, ...result } = await simulate({ ...BASE, games: 6, bots: [EXAMPLE, 'random'], workers, onRecord: (r) => records.push(r) });
      return { result, timing, records };
    };
    const threads = await run(2);
    const main = await run(0);
    expect(threads.result).toEqual(main.result);
    expect(threads.records).toEqual(main.records);
    expect(main.result.bots[0]).toBe(EXAMPLE);
    expect(main.result.wins.bySeat[0] + main.result.wins.bySeat[1] + main.result.stoppedAtTurnLimit).toBe(6);
    expect(main.timing.byBot[0]!.decisions).toBeGreaterThan(0);
    // Every record replays: the bot's answers were legal actions, applied as chosen.
    for (const record of main.records) expect(readRecord(JSON.parse(JSON.stringify(record))).actions.length).toBe(record.actions.length);
  }, 60_000);

  it('beats the random bot more often than not (a sanity check of its reading of views)', async () => {
    const r = await simulate({ ...BASE, games: 20, bots: [EXAMPLE, 'random'], workers: 2 });
    expect(r.wins.byBot[0]).toBeGreaterThan(r.wins.byBot[1]!);
  }, 60_000);
});

describe('on the command line', () => {
  it('sim --bots "cmd:python3 examples/python_bot.py,random" plays it, from the working directory', async () => {
    const { code, out, err } = await cli(['sim', '--games', '4', '--seed', '3', '--sets', 'Main 1,Aux 1', '--workers', '2', '--bots', 'cmd:python3 examples/python_bot.py,random', '--json'], { cwd: root });
    expect(err).toBe('');
    expect(code).toBe(0);
    const r = JSON.parse(out) as SimResult;
    expect(r.bots).toEqual(['cmd:python3 examples/python_bot.py', 'random']);
    expect(r.games).toBe(4);
    expect(r.timing.byBot[0]!.decisions).toBeGreaterThan(0);
  }, 60_000);
});

describe('the messages', () => {
  it('start, one decide per decision with exactly viewFor, the legal actions, the events since and timeMs, then end', async () => {
    const log = scratchFile('messages.jsonl');
    const records: GameRecord[] = [];
    await simulate({ ...BASE, games: 2, decisionMs: 5000, bots: [odd('never', -1, log), 'random'], onRecord: (r) => records.push(r) });
    const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines[0]).toHaveProperty('pid');
    const messages = lines.slice(1);
    const engine = defaultEngine();
    for (const [game, record] of records.entries()) {
      const seat = game % 2 === 0 ? 0 : 1;
      const mine = messages.filter((m) => m.game === game);
      expect(mine[0]).toEqual({ type: 'start', game, seat, seed: expect.any(Number), opponent: 'random' });
      expect(mine.at(-1)).toMatchObject({ type: 'end', game, seat });
      // Replay the game: at each of the seat's decisions, the request is what the engine says.
      const start = engine.createGameWithEvents(record.config);
      let s = start.state;
      const all: GameEvent[] = [...start.events];
      let told = 0;
      const decides = mine.filter((m) => m.type === 'decide');
      let k = 0;
      for (const action of record.actions) {
        if (engine.currentPlayer(s) === seat) {
          const request = decides[k]!;
          const history = eventsFor(all, seat);
          expect(request).toEqual({
            type: 'decide', game, seat, decision: k, view: JSON.parse(JSON.stringify(engine.viewFor(s, seat))),
            legalActions: JSON.parse(JSON.stringify(engine.legalActions(s))), events: JSON.parse(JSON.stringify(history.slice(told))), timeMs: 5000,
          });
          expect(action).toEqual(request.legalActions[0]);   // it answers index 0
          told = history.length;
          k++;
        }
        const r = engine.applyAction(s, action);
        s = r.state;
        all.push(...r.events);
      }
      expect(k).toBe(decides.length);
      expect(mine.at(-1)).toEqual({ type: 'end', game, seat, winner: s.result!.winner, reason: s.result!.reason });
    }
  }, 60_000);
});

describe('encoded requests', () => {
  it('send: ["encoding"] adds the legal actions\' ids, the mask and the observation of the seat\'s view', async () => {
    const log = scratchFile('messages.jsonl');
    await simulate({ ...BASE, games: 1, bots: ['random', { command: ['python3', join(here, 'fixtures', 'odd_bot.py'), 'never', '-1', log], send: ['encoding'], label: 'numbers' }] });
    const decides = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>).filter((m) => m.type === 'decide');
    expect(decides.length).toBeGreaterThan(0);
    for (const d of decides) {
      const expected = encodeView(d.view as PlayerViewState);
      expect({ actionIds: d.actionIds, mask: d.mask, observation: d.observation }).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(d.actionIds).toHaveLength(d.legalActions.length);
      expect(d.mask).toHaveLength(actionSpaceSize());
      expect(d.actionIds).toEqual(d.legalActions.map((a: Action) => encodeAction(d.view as PlayerViewState, a)));
    }
  }, 60_000);

  it('an unknown name in send is refused before playing', async () => {
    await expect(simulate({ ...BASE, games: 1, bots: ['random', { command: 'python3 x.py', send: ['tensors'] }] })).rejects.toThrow(/send lists extra request fields by name \(known: encoding\)/);
  });
});

describe('a program that misbehaves', () => {
  it.each([
    ['late', 'timeout', /no answer within 300 ms/],
    ['garbage', 'garbage', /answered "hello", which is not JSON \(expected \{"index": i\}\)/],
    ['range', 'garbage', /answered "\{\\"index\\": \d+\}" \(expected \{"index": i\} with i from 0 to \d+\)/],
    ['exit', 'died', /at decision \d+: its program exited \(exit code 3\); its last error output: "odd_bot: giving up"$/],
  ] as const)('%s: the run stops with a BotError (%s) naming the game, the seat and the decision; its program is gone', async (mode, reason, message) => {
    for (const workers of [0, 1]) {
      const log = scratchFile('pid.jsonl');
      const bot = `${odd(mode, 2, log)}`;
      const err = await simulate({ ...BASE, games: 2, workers, decisionMs: 300, bots: ['random', bot] }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BotError);
      expect(err).toMatchObject({ code: 'BOT_FAILED', reason, bot, game: 0, seat: 1 });
      expect((err as Error).message).toMatch(message);
      const { pid } = JSON.parse(readFileSync(log, 'utf8').split('\n')[0]!) as { pid: number };
      await expect.poll(() => alive(pid), { timeout: 3000 }).toBe(false);
    }
  }, 60_000);

  it('a program that cannot be started stops the run naming it', async () => {
    const err = await simulate({ ...BASE, games: 1, bots: ['cmd:no-such-program-for-compile-engine --x', 'random'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BotError);
    expect(err).toMatchObject({ reason: 'died', seat: 0, game: 0 });
    expect((err as Error).message).toMatch(/could not be started \(no-such-program-for-compile-engine: spawn no-such-program-for-compile-engine ENOENT\)/);
  });

  it('a program that goes silent on a worker: the run stops at the limit, the worker and the program are stopped', async () => {
    const log = scratchFile('pid.jsonl');
    const err = await simulate({ ...BASE, games: 2, workers: 1, decisionMs: 300, bots: ['random', odd('silent', 1, log)] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'BOT_FAILED', reason: 'timeout' });
    const { pid } = JSON.parse(readFileSync(log, 'utf8').split('\n')[0]!) as { pid: number };
    await expect.poll(() => alive(pid), { timeout: 3000 }).toBe(false);
  }, 60_000);
});
