/**
 * `compile-engine play`, driven through piped stdin with scripted moves: the table and moves it
 * shows, undo, save and load as game records, bad input answered without a crash, colour only
 * when asked, and the real bin on real pipes.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { createGame, describeAction, fromPosition, legalActions, readRecord, replayRecord, viewFor } from '../../src/index.js';
import { parsePlayArgs } from '../../src/cli/play.js';
import { drawTable } from '../../src/cli/board.js';
import { plain } from '../../src/cli/style.js';
import { cli, scratch } from './io.js';

const PROTOCOLS = 'Fire,Water,Death/Light,Metal,Speed';
const ARGS = ['play', '--seed', '7', '--protocols', PROTOCOLS, '--bot', 'random'];
const CONFIG = { seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] as [string[], string[]] };

/** The actions of a saved record. */
const savedActions = (file: string) => readRecord(JSON.parse(readFileSync(file, 'utf8'))).actions;

describe('play: reading the command line', () => {
  it('reads protocols, bot, seed, seat and sets', () => {
    expect(parsePlayArgs(['--protocols', PROTOCOLS, '--bot', 'random', '--seed', 'x', '--seat', '1', '--sets', 'Main 1, Aux 1'])).toEqual({
      kind: 'run', options: { config: { seed: 'x', protocols: CONFIG.protocols, sets: ['Main 1', 'Aux 1'] }, bot: 'random', seat: 1 },
    });
  });

  it('drafts by default against ISMCTS, seeded from the clock when no seed is given', () => {
    expect(parsePlayArgs([], () => 1234)).toEqual({ kind: 'run', options: { config: { seed: 1234 }, bot: 'ismcts', seat: 0 } });
    expect(parsePlayArgs(['--draft'], () => 5)).toMatchObject({ options: { config: { seed: 5 } } });
  });

  it.each([
    [['--bot', 'clever'], /unknown bot "clever"/],
    [['--seat', '2'], /--seat must be 0 or 1/],
    [['--protocols', 'Fire,Water/Light'], /three protocols for each seat/],
    [['--draft', '--protocols', PROTOCOLS], /either --protocols or --draft/],
    [['--colour'], /Unknown option/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('refuses %j, saying why', (argv, message) => {
    expect(parsePlayArgs(argv)).toMatchObject({ kind: 'error', message: expect.stringMatching(message) });
  });
});

describe('play: a game through piped stdin', () => {
  it('one screen: the board line by line, the hand with card text, the moves grouped by card; a number plays that move', async () => {
    const g = createGame(CONFIG);
    const view = viewFor(g, 0);
    const { code, out } = await cli(ARGS, { input: ['3', 'log', 'quit', ''] });
    expect(code).toBe(0);
    expect(out).toContain('Turn 1 · your turn · action phase · control: neutral');
    expect(out).toMatch(/^L0 Light +0 {2}—$/m);
    expect(out).toMatch(/^ {3}Fire +0 {2}—$/m);
    // The hand, with each card's text.
    for (const card of view.players[0].hand!) expect(out).toMatch(new RegExp(`^ {2}${card} +\\S`, 'm'));
    expect(out).toMatch(/^ {2}Death 4 +Delete a card with a value of 0 or 1\.$/m);
    // Plays are grouped by card, numbered in the legal actions' order.
    const legal = legalActions(g);
    const first = legal[0] as { index: number; line: number; face: string };
    expect(out).toContain(`${view.players[0].hand![first.index]}: 1 ${first.face === 'up' ? '↑' : '↓'}L${first.line}`);
    // Move 3 is played, said in the second person (the log shows it whole).
    const third = describeAction(g, legal[2]!).replace(/^Play (\S+ \d) face-(up|down)/, (_m, c: string, f: string) => (f === 'up' ? `you play ${c} face-up` : 'you play a card face-down'));
    expect(out).toContain(`  ${third}`);
  });

  it('the bot answers by its name, and its hidden cards stay hidden', async () => {
    const { out } = await cli(ARGS, { input: ['2', 'quit', ''] });
    const afterMove = out.slice(out.indexOf('> 2'));
    expect(afterMove).toMatch(/— turn 2: random —\n {2}random plays /);
    expect(afterMove).not.toMatch(/seat [01]/);
    expect(afterMove).not.toMatch(/\(random played: /);
  });

  it('undo takes back the last decision and the bot\'s after it; save writes a game record', async () => {
    const dir = scratch();
    const { out } = await cli([...ARGS], { input: ['1', '1', 'undo', 'save one.json', 'undo', 'undo', 'save none.json', 'quit'], cwd: dir });
    expect(out).toContain('Took back your last decision (and the 1 decision after it).');
    expect(out).toContain('Nothing to undo: you have not decided anything yet.');
    expect(savedActions(join(dir, 'one.json'))).toHaveLength(2);
    expect(savedActions(join(dir, 'none.json'))).toEqual([]);
    const record = readRecord(JSON.parse(readFileSync(join(dir, 'one.json'), 'utf8')));
    expect(record.players).toEqual(['human', 'random']);
    expect(record.actions[0]).toEqual(legalActions(createGame(CONFIG))[0]);
  });

  it('quit offers to save: a file name saves the game there, Enter leaves without saving', async () => {
    const dir = scratch();
    const saved = await cli(ARGS, { input: ['1', 'quit', 'left.json'], cwd: dir });
    expect(saved.out).toContain('Save the game before you leave?');
    expect(saved.out).toContain('Saved 2 decisions to left.json.');
    expect(savedActions(join(dir, 'left.json'))).toHaveLength(2);
    const unsaved = await cli(ARGS, { input: ['1', 'quit', ''], cwd: dir });
    expect(unsaved.out).toContain('Left without saving.');
  });

  it('load goes on from a saved game; the loaded game saves back the same', async () => {
    const dir = scratch();
    await cli(ARGS, { input: ['4', '2', 'save a.json', 'quit', ''], cwd: dir });
    const { out } = await cli(['play', '--seed', '99', '--bot', 'random'], { input: ['load a.json', 'save b.json', 'quit', ''], cwd: dir });
    expect(out).toContain('Loaded a.json.');
    expect(out).toMatch(/Turn 5 · your turn/);
    expect(savedActions(join(dir, 'b.json'))).toEqual(savedActions(join(dir, 'a.json')));
  });

  it('answers bad input without stopping: a move out of range, a word it does not know, a missing file, a bad record', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'bad.json'), '{"format":"compile-engine/record@1","engineVersion":"0","config":{"seed":1},"actions":[{"type":"fly"}]}');
    const { code, out } = await cli(ARGS, { input: ['0', '999', 'dance', 'save', 'load', 'load nowhere.json', 'load bad.json', 'look 7', 'card Nothing 9', 'help', 'quit'], cwd: dir });
    expect(code).toBe(0);
    expect(out).toMatch(/There is no move 0: choose from 1 to \d+\./);
    expect(out).toMatch(/There is no move 999/);
    expect(out).toContain('Unknown command "dance".');
    expect(out).toContain('save needs a file name');
    expect(out).toContain('load needs a file name');
    expect(out).toMatch(/Could not do that: ENOENT/);
    expect(out).toMatch(/Could not do that: \[INVALID_RECORD\] action 0 of 1 \(\{"type":"fly"\}\) is refused: \[MALFORMED_ACTION\]/);
    expect(out).toContain('look needs a line: look 0, look 1 or look 2.');
    expect(out).toContain('No card or protocol is called "Nothing 9".');
    // The screen is drawn once: nothing above changed the game.
    expect(out.match(/Your moves/g)).toHaveLength(1);
  });

  it('look, card, hand, moves and log show in full what the screen shortens', async () => {
    const { out } = await cli(ARGS, { input: ['1', 'look 0', 'card water 0', 'card METAL', 'hand', 'moves', 'log', 'board', 'quit', ''] });
    expect(out).toMatch(/Line 0, random: Light, total \d+/);
    expect(out).toMatch(/Line 0, you: Fire, total \d+/);
    expect(out).toContain('Water 0\n  middle: Flip 1 other card. Flip this card.');
    expect(out).toMatch(/Metal \(Main 1\)[^\n]*\n {2}Metal 0\n/);
    expect(out).toMatch(/^ {2}\s*1\. (Play|Refresh)/m);
    expect(out).toMatch(/^ {2}— turn 1: you —$/m);
    // board draws the same screen again.
    expect(out.match(/Your moves/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('plays a whole game to its end, then says who won', async () => {
    const { code, out } = await cli(ARGS, { input: Array(3000).fill('1') });
    expect(code).toBe(0);
    expect(out).toMatch(/You win!|random wins\.|a draw/);
    expect(out).toContain('The game is over: undo, save FILE, load FILE, log or quit.');
    expect(out).toMatch(/There is no move 1|The game is over: no move can be made\./);
  });

  it('the end of input leaves the game as it is', async () => {
    const { code, out } = await cli(ARGS, { input: ['1'] });
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith('(end of input: the game is left as it is)')).toBe(true);
  });

  it('seat 1: the bot plays first, and the draft shows each protocol with its summary', async () => {
    const { out } = await cli(['play', '--seed', '3', '--seat', '1', '--bot', 'random', '--sets', 'Main 1,Aux 1'], { input: ['1', 'quit', ''] });
    expect(out).toMatch(/^ {2}random drafts \w+ \(line 0\)$/m);
    expect(out).toContain('Draft (1-2-2-1) · your pick');
    expect(out).toMatch(/ 1 \w+ · [A-Z]/);
  });

  it('protocol names in any case; an unknown one is refused with the list of known ones and the usage line', async () => {
    const { code, out } = await cli(['play', '--seed', '7', '--protocols', 'fire,WATER,Death/light,metal,speed', '--bot', 'random'], { input: ['quit'] });
    expect(code).toBe(0);
    expect(out).toMatch(/^L0 Light/m);
    const bad = await cli(['play', '--protocols', 'Fire,Water,Tempest/Light,Metal,Speed']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown protocol "Tempest" (known: Darkness, Death, Fire');
    expect(bad.err).toContain('Usage: compile-engine play [options]');
    expect(bad.err).not.toContain('At the prompt:');
  });

  it('colour only when asked: none when piped, ANSI with FORCE_COLOR, none with NO_COLOR', async () => {
    expect((await cli(ARGS, { input: ['quit'] })).out).not.toContain('\u001b[');
    expect((await cli(ARGS, { input: ['quit'], env: { FORCE_COLOR: '1' } })).out).toContain('\u001b[1m');
    expect((await cli(ARGS, { input: ['quit'], tty: true, env: { NO_COLOR: '1' } })).out).not.toContain('\u001b[');
    expect((await cli(ARGS, { input: ['quit'], tty: true, env: { TERM: 'xterm' } })).out).toContain('\u001b[');
  });
});

describe('the table as a seat sees it', () => {
  const g = fromPosition({
    seed: 1,
    players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 1 up', 'Fire 3 down'], [], []], hand: ['Water 2'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 4 down'], ['Metal 2 up'], []], trash: ['Speed 1'] },
    ],
    phase: 'action',
  });

  it('stacks show covered cards, then the top card, each with face and value; totals, leads and compiled protocols', () => {
    const text = drawTable(viewFor(g, 0), ['you', 'bot'], plain).join('\n');
    expect(text).toContain('LINE 0  you: Fire ✓ compiled, total 3  |  bot: Light, total 2  · you lead');
    expect(text).toContain('  you  covered: Fire 1 (up, 1) | top: Fire 3 (down, 2)');
    expect(text).toContain('  bot  top: face-down (2)');
    expect(text).toContain('LINE 1  you: Water, total 0  |  bot: Metal, total 2  · bot leads');
    expect(text).toContain('  you  (empty)');
    expect(text).toMatch(/bot {2}hand \d+ · deck \d+ · trash 1, top Speed 1/);
  });

  it('seat 1 sees its own face-down card by name, the other\'s as a back; lines from its own left', () => {
    const text = drawTable(viewFor(g, 1), ['bot', 'you'], plain).join('\n');
    expect(text).toContain('  you  top: Light 4 (down, 2)');
    expect(text).toContain('  bot  covered: Fire 1 (up, 1) | top: face-down (2)');
    expect(text.indexOf('LINE 2')).toBeLessThan(text.indexOf('LINE 0'));
  });
});

describe('the bin on real pipes', () => {
  it('plays scripted moves from piped stdin and exits when the input ends', async () => {
    const root = resolve(__dirname, '../..');
    const dir = scratch();
    const child = execFile(process.execPath, [join(root, 'dist/cli.js'), ...ARGS], { cwd: dir });
    child.stdin!.end('1\n1\nsave game.json\n');
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(0);
    expect(out).toContain('Saved 4 decisions to game.json.');
    expect(out).toContain('(end of input: the game is left as it is)');
    expect(replayRecord(readRecord(JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8')))).state.turnNumber).toBe(5);
  });
});
