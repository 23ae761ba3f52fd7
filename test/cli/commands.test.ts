/**
 * `compile-engine` sim, replay, validate and help, run in-process: exit codes, what they print,
 * the files they write, and what each seat may see in a replay.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAN_MADE, formatRecord, readRecord, readRecords, recordGame } from '../../src/index.js';
import type { GameRecord } from '../../src/index.js';
import type { SimResult } from '../../src/sim.js';
import { simulate, workerLimit } from '../../src/sim.js';
import { progressLine } from '../../src/cli/sim.js';
import { cli, scratch } from './io.js';
import { hex, ward } from '../protocols/ward.js';

const COMMANDS = ['play', 'sim', 'sim-merge', 'replay', 'validate'];

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** Records of a short run, in game order. */
async function records(games: number): Promise<GameRecord[]> {
  const out: GameRecord[] = [];
  await simulate({ games, seed: 'rec', bots: ['random', 'random'], protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']], onRecord: (r) => out.push(r) });
  return out;
}

describe('help', () => {
  it('the top-level help lists every command; --version prints the version', async () => {
    const { code, out } = await cli(['--help']);
    expect(code).toBe(0);
    for (const c of COMMANDS) expect(out).toMatch(new RegExp(`^ {2}${c} +\\w`, 'm'));
    expect((await cli([])).out).toBe(out);
    expect((await cli(['--version'])).out).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each(COMMANDS)('%s --help, -h and "help %s" print its usage and exit 0', async (c) => {
    const help = await cli([c, '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(new RegExp(`^Usage: compile-engine ${c}`));
    expect((await cli([c, '-h'])).out).toBe(help.out);
    expect((await cli(['help', c])).out).toBe(help.out);
  });

  it('an unknown command or option exits 2, saying why on stderr', async () => {
    expect(await cli(['fly'])).toMatchObject({ code: 2, out: '', err: expect.stringMatching(/^compile-engine: no command "fly"/) });
    expect(await cli(['help', 'fly'])).toMatchObject({ code: 2 });
    expect(await cli(['sim', '--gmaes', '3'])).toMatchObject({ code: 2, err: expect.stringMatching(/Unknown option '--gmaes'/) });
  });
});

describe('sim', () => {
  const ARGS = ['sim', '--games', '12', '--seed', '5', '--bots', 'random,random', '--sets', 'Main 1,Aux 1'];

  it('--json prints exactly what simulate returns, for any number of workers (decision times aside: a clock\'s)', async () => {
    const { timing, ...expected } = await simulate({ games: 12, seed: 5, bots: ['random', 'random'], sets: ['Main 1', 'Aux 1'] });
    const here = await cli([...ARGS, '--workers', '0', '--json']);
    expect(here.code).toBe(0);
    const printed = JSON.parse(here.out) as SimResult;
    expect({ ...printed, timing: undefined }).toEqual({ ...expected, timing: undefined });
    expect(printed.timing.byBot.map((t) => t.decisions)).toEqual(timing.byBot.map((t) => t.decisions));
    const threads = await cli([...ARGS, '--workers', '2', '--json']);
    expect({ ...(JSON.parse(threads.out) as SimResult), timing: undefined }).toEqual({ ...printed, timing: undefined });
  }, 60_000);

  it('prints a summary table by default, with no progress bar when stderr is not a terminal', async () => {
    const { code, out, err } = await cli([...ARGS, '--workers', '0']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^12 games, seed 5: random vs random, seats swapped every other game, protocols draft; [\d.]+ s$/m);
    expect(out).toMatch(/^wins by seat +seat 0: \d+ \([\d.]+ %\) +seat 1: \d+/m);
    expect(out).toMatch(/^first player +seat 0 wins [\d.]+ % \[[\d.]+–[\d.]+ %\] of \d+ decided games \(advantage [+-][\d.]+ points\)$/m);
    expect(out).toMatch(/^stopped at turn limit 0$/m);
    expect(out).toMatch(/^bots +games +wins win rate +95 % interval +Elo \[95 %\] +ms per decision: mean \/ p95 \/ max\nrandom #1 +\d+ +\d+ +[\d.]+ % +[\d.]+–[\d.]+ % +0 \(reference\) +[\d.]+ \/ [\d.]+ \/ [\d.]+\nrandom #2 +\d+ +\d+ +[\d.]+ % +[\d.]+–[\d.]+ % +[+-]\d+ \[-?\d+, -?\d+\] +[\d.]+ \/ [\d.]+ \/ [\d.]+$/m);
    expect(out).toMatch(/^protocols +win rate +games +95 % interval\n\w+ +[\d.]+ % +\d+ +[\d.]+–[\d.]+ %$/m);
    expect(out).toMatch(/^pairs on one side/m);
  });

  it('--games reads 1e2 as 100; --workers above the machine\'s cores is played on one per core, and says so', async () => {
    const { code, out, err } = await cli(['sim', '--games', '1e1', '--seed', '5', '--sets', 'Main 1,Aux 1', '--workers', '1000', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out).games).toBe(10);
    expect(err).toBe(`compile-engine sim: --workers 1000: this machine has ${workerLimit()} core${workerLimit() === 1 ? '' : 's'}, so ${workerLimit()} worker thread${workerLimit() === 1 ? '' : 's'} will play\n`);
  }, 60_000);

  it('plays module bots, built-in bots with options and a protocol file with its handler module; three bots are a round-robin', async () => {
    const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'sim', 'fixtures');
    const argv = ['sim', '--games', '4', '--seed', '9', '--workers', '2', '--bots', `${fixtures}/bots.mjs:pick=last,random,ismcts:iterations=5`,
      '--protocols-file', join(fixtures, 'tide.json'), '--handlers', join(fixtures, 'slack-handler.mjs'), '--protocols', 'Tide,Fire,Water/Light,Metal,Speed'];
    const json = await cli([...argv, '--json']);
    expect(json.code).toBe(0);
    const r = JSON.parse(json.out) as SimResult;
    expect(r.bots).toEqual([`${fixtures}/bots.mjs:pick=last`, 'random', 'ismcts:iterations=5']);
    expect(r.games).toBe(12);
    expect(r.pairings.map((p) => p.games)).toEqual([4, 4, 4]);
    expect(r.byProtocol.Tide!.games).toBe(12);
    const table = await cli(argv);
    expect(table.out).toMatch(/^12 games, seed 9: round-robin of 3 bots \(4 games a pair\), seats swapped every other game, protocols Tide,Fire,Water \/ Light,Metal,Speed; [\d.]+ s$/m);
    expect(table.out).toMatch(/^ismcts:iterations=5 +8 +\d+ +[\d.]+ %/m);
  }, 60_000);

  it('draws a progress bar on a terminal, with the rate and the time left, redrawn in place', async () => {
    const { err } = await cli([...ARGS, '--workers', '0'], { tty: true });
    // Each frame starts with a carriage return; the last one clears the line for the table.
    const frames = err.split('\r').filter((f) => f !== '');
    expect(frames.at(-1)).toBe('\u001b[2K');
    const drawn = frames.slice(0, -1);
    // The first frame is drawn after the first game, with a rate to estimate from.
    expect(drawn[0]).toMatch(/^\[#*\.+\] 1\/12 games  \d+\.\d s  [\d.]+ games\/s  about (\d+ s|\d+ min \d\d s|\d+ h \d\d min) left$/);
    expect(drawn.at(-1)).toMatch(/^\[#{30}\] 12\/12 games  \d+\.\d s  [\d.]+ games\/s  done$/);
    expect(err).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('the progress line: the rate from the games so far, the time left at that rate, and a bar that gives way on a narrow terminal', () => {
    expect(progressLine(250, 1000, 10)).toBe(`[${'#'.repeat(8)}${'.'.repeat(22)}] 250/1000 games  10.0 s  25.0 games/s  about 30 s left`);
    expect(progressLine(100, 10_000, 20)).toBe(`[${'.'.repeat(30)}] 100/10000 games  20.0 s  5.0 games/s  about 33 min 00 s left`);
    expect(progressLine(1, 100_000, 2)).toMatch(/ 0\.5 games\/s  about 55 h 33 min left$/);
    expect(progressLine(5000, 5000, 4)).toBe(`[${'#'.repeat(30)}] 5000/5000 games  4.0 s  1250 games/s  done`);
    expect(progressLine(0, 10, 0)).toBe(`[${'.'.repeat(30)}] 0/10 games  0.0 s  — games/s  time left unknown`);
    expect(progressLine(250, 1000, 10, 80)).toBe('250/1000 games  10.0 s  25.0 games/s  about 30 s left');
    expect(progressLine(250, 1000, 10, 120)).toMatch(/^\[/);
  });

  it('--records writes every game as a line of JSON Lines, in game order, with event logs on request', async () => {
    const dir = scratch();
    const { code } = await cli([...ARGS, '--workers', '2', '--records', 'games.jsonl', '--events'], { cwd: dir });
    expect(code).toBe(0);
    const read = await collect(readRecords(createReadStream(join(dir, 'games.jsonl'))));
    expect(read.map((r) => r.config.seed)).toEqual([...Array(12).keys()].map((i) => `5#${i}`));
    expect(read.every((r) => r.events?.length === 2)).toBe(true);
  }, 60_000);

  it.each([
    [['--games', '0'], /--games must be a whole number from 1 to 1000000000 \(1e9\)/],
    [['--games', '1e12'], /--games must be a whole number from 1 to 1000000000 \(1e9\)/],
    [['--games', '2.5'], /--games must be a whole number from 1 to/],
    [['--workers=-1'], /--workers must be a whole number from 0 to 1000000000/],
    [['--bots', 'random'], /--bots needs two bots or more/],
    [['--bots', 'random,cleverest'], /unknown bot "cleverest"/],
    [['--bots', 'random,ismcts:depth=3'], /bot "ismcts" has no option "depth"/],
    [['--bots', 'random,greedy', '--bot', 'random'], /give either --bots a,b or --bot a --bot b/],
    [['--shard', '4/3'], /--shard must be K\/N with 1 ≤ K ≤ N/],
    [['--decision-ms', '0'], /--decision-ms must be a whole number/],
    [['--protocols-file', 'nope.json'], /protocol file ".*nope\.json"/],
    [['--protocols', 'Fire'], /three protocols for each seat/],
    [['--events'], /--events needs --records/],
    [['--sets', 'Main 9', '--workers', '0'], /unknown set "Main 9"/],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const { code, err } = await cli(['sim', ...argv]);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });
});

describe('replay', () => {
  it('tells the game turn by turn as seat 0 saw it: its own choices and secrets, never seat 1\'s', async () => {
    const dir = scratch();
    const [record] = await records(1);
    writeFileSync(join(dir, 'game.json'), formatRecord(record!));
    const seat0 = await cli(['replay', 'game.json', '--seat', '0'], { cwd: dir });
    expect(seat0.code).toBe(0);
    expect(seat0.out).toMatch(/^Game record of engine \d+\.\d+\.\d+, seed "rec#0": random \(seat 0\) vs random \(seat 1\), as seat 0 \(random\) saw it\.$/m);
    expect(seat0.out).toMatch(/^— turn 1: seat 0 —$/m);
    expect(seat0.out).toMatch(/^ {4}Turn 2 \(random\) · action phase/m);
    expect(seat0.out).toMatch(/^ {4}hand: /m);
    expect(seat0.out).toMatch(/^ {2}▸ random chooses: /m);
    expect(seat0.out).toMatch(/\(seat 0 played: \w+ \d\)/);
    expect(seat0.out).not.toMatch(/\(seat 1 played: /);
    expect(seat0.out).toMatch(/wins on turn \d+\.$|a draw\.$/m);

    const seat1 = await cli(['replay', 'game.json', '--seat', '1'], { cwd: dir });
    expect(seat1.out).toMatch(/\(seat 1 played: \w+ \d\)/);
    expect(seat1.out).not.toMatch(/\(seat 0 played: /);

    const spectator = await cli(['replay', 'game.json'], { cwd: dir });
    expect(spectator.out).toMatch(/as a spectator saw it/);
    expect(spectator.out).not.toMatch(/▸|\(seat \d played: |hand: /);
  });

  it('reads one game of a JSON Lines file with --game', async () => {
    const dir = scratch();
    const recs = await records(3);
    writeFileSync(join(dir, 'games.jsonl'), recs.map((r) => JSON.stringify(r)).join('\n'));
    expect((await cli(['replay', 'games.jsonl', '--game', '2'], { cwd: dir })).out).toMatch(/seed "rec#2"/);
    expect(await cli(['replay', 'games.jsonl', '--game', '3'], { cwd: dir })).toMatchObject({ code: 1, err: expect.stringMatching(/the file has 3 records, so no game 3/) });
  });

  it('refuses a record that no longer replays, naming the first failing action (exit 1)', async () => {
    const dir = scratch();
    const [record] = await records(1);
    const broken = readRecord(JSON.parse(JSON.stringify(record)));
    broken.actions[3] = { type: 'compile', line: 2 };
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    const { code, err } = await cli(['replay', 'broken.json'], { cwd: dir });
    expect(code).toBe(1);
    expect(err).toMatch(/^compile-engine replay: broken\.json: \[INVALID_RECORD\] action 3 of \d+ \(\{"type":"compile","line":2\}\) is refused: \[ILLEGAL_ACTION\]/);
  });

  it('a missing or unreadable file exits 2, as validate does; a bad --seat exits 2 with the usage line, not the whole help', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'text.json'), 'not json');
    expect(await cli(['replay', 'nowhere.json'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/ENOENT/) });
    expect(await cli(['replay', 'text.json'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/not valid JSON/) });
    const badSeat = await cli(['replay', 'x.json', '--seat', '2']);
    expect(badSeat).toMatchObject({ code: 2, err: 'compile-engine replay: --seat must be 0, 1 or spectator\nUsage: compile-engine replay FILE [options]\nRun "compile-engine replay --help" for every option.\n' });
    expect(await cli(['replay'])).toMatchObject({ code: 2, err: expect.stringMatching(/which file/) });
  });

  it('--json: one object a line, the viewer\'s own actions only', async () => {
    const dir = scratch();
    const [record] = await records(1);
    writeFileSync(join(dir, 'game.json'), JSON.stringify(record));
    const { code, out } = await cli(['replay', 'game.json', '--seat', '0', '--json'], { cwd: dir });
    expect(code).toBe(0);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as { type: string; mine?: boolean; action?: unknown; events?: { visibleTo?: number[] }[] });
    expect(lines[0]!.type).toBe('opening');
    expect(lines[lines.length - 1]).toMatchObject({ type: 'end', decisions: record!.actions.length });
    const steps = lines.filter((l) => l.type === 'step');
    expect(steps).toHaveLength(record!.actions.length);
    for (const s of steps) expect(s.action !== undefined).toBe(s.mine);
    for (const s of steps) for (const e of s.events!) expect(!e.visibleTo || e.visibleTo.includes(0)).toBe(true);
  });
});

describe('validate', () => {
  const frost = FAN_MADE.find((p) => p.name === 'Frost')!;

  it('accepts a protocol file: one protocol, or a list', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'frost.json'), JSON.stringify(frost));
    expect(await cli(['validate', 'frost.json'], { cwd: dir })).toMatchObject({ code: 0, out: 'frost.json: valid — 1 protocol (Frost), 6 cards\n' });
    writeFileSync(join(dir, 'all.json'), JSON.stringify(FAN_MADE));
    expect((await cli(['validate', 'all.json'], { cwd: dir })).out).toMatch(/^all\.json: valid — 2 protocols \(Anarchy, Frost\), \d+ cards$/m);
  });

  it('prints every problem with its JSON path (exit 1)', async () => {
    const dir = scratch();
    const broken = JSON.parse(JSON.stringify(frost)) as { cards: { middle?: { run: { op: string }[] } }[] };
    broken.cards[0]!.middle!.run[0]!.op = 'teleport';
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    expect(await cli(['validate', 'broken.json'], { cwd: dir })).toMatchObject({
      code: 1, out: '', err: 'broken.json: invalid — 1 problem:\n  cards[0].middle.run[0]: unknown handler "teleport"\n',
    });
    writeFileSync(join(dir, 'shape.json'), JSON.stringify({ name: 'X', cards: 3 }));
    const shape = await cli(['validate', 'shape.json'], { cwd: dir });
    expect(shape.code).toBe(1);
    expect(shape.err).toMatch(/^shape\.json: invalid — 2 problems:\n {2}\(the file\): needs "set"\n {2}cards: must be a list/);
  });

  it('--handlers MODULE: custom commands and kinds of continuous effect are checked by the module\'s handlers and effects', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'test.json'), JSON.stringify([ward, hex]));
    writeFileSync(join(dir, 'rules.mjs'), [
      'const none = (cmd) => (Object.keys(cmd).every((k) => k === "op") ? null : "takes no parameters");',
      'export const handlers = { tuck: { check: none, start: () => "done" }, swapTops: { check: none, start: () => "done" } };',
      'export const effects = { setValue: { changes: "value", question: () => "value", modify: (_n, v) => v, check: (v) => (Number.isInteger(v) ? null : "setValue must be a whole number") } };',
    ].join('\n'));
    expect(await cli(['validate', 'test.json', '--handlers', 'rules.mjs'], { cwd: dir })).toMatchObject({ code: 0, out: 'test.json: valid — 2 protocols (Ward, Hex), 12 cards\n' });
    const without = await cli(['validate', 'test.json'], { cwd: dir });
    expect(without.code).toBe(1);
    expect(without.err).toMatch(/unknown handler "tuck"/);
    expect(without.err).toMatch(/\[1\]\.cards\[0\]\.top\.passive\[0\]: unknown field "setValue"/);
    const bad = JSON.parse(JSON.stringify([ward, hex]));
    bad[1].cards[0].top.passive[0].setValue = 'zero';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    expect((await cli(['validate', 'bad.json', '--handlers', 'rules.mjs'], { cwd: dir })).err).toMatch(/setValue must be a whole number/);
    expect(await cli(['validate', 'test.json', '--handlers', 'missing.mjs'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/cannot load the handlers module/) });
  });

  it('--json: the report as data', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'frost.json'), JSON.stringify(frost));
    const good = await cli(['validate', 'frost.json', '--json'], { cwd: dir });
    expect(good.code).toBe(0);
    expect(JSON.parse(good.out)).toEqual({ file: 'frost.json', ok: true, problems: [], protocols: ['Frost'], cards: 6 });
    writeFileSync(join(dir, 'shape.json'), JSON.stringify({ name: 'X', cards: 3 }));
    const bad = await cli(['validate', 'shape.json', '--json'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ ok: false, problems: [{ path: '', message: 'needs "set"' }, { path: 'cards', message: expect.stringMatching(/must be a list/) }] });
  });

  it('a file that cannot be read exits 2', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'bad.json'), '{');
    expect(await cli(['validate', 'bad.json'], { cwd: dir })).toMatchObject({ code: 2 });
    expect(await cli(['validate', 'none.json'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/ENOENT/) });
    expect(await cli(['validate'])).toMatchObject({ code: 2 });
  });
});

describe('records written by one command are read by the others', () => {
  it('a game saved as a record replays', async () => {
    const dir = scratch();
    const [record] = await records(1);
    writeFileSync(join(dir, 'r.json'), JSON.stringify(recordGame(record!.config, record!.actions, { events: true })));
    expect((await cli(['replay', 'r.json', '--seat', '1'], { cwd: dir })).code).toBe(0);
    expect(readRecord(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'))).events).toHaveLength(2);
  });
});
