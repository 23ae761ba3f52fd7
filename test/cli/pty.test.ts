/**
 * `compile-engine play` as a person meets it: the real command in a real pseudo-terminal of 80 × 24
 * (util-linux `script`, in every Debian), answered at its prompt like a player typing. Each screen
 * (everything printed from one answer to the next prompt) must fit the terminal, and show the text
 * of the cards on the table and in the hand; Ctrl-C offers to save.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readRecord } from '../../src/index.js';
import { scratch } from './io.js';

const ROOT = resolve(__dirname, '../..');
// The built bin, as `npx compile-engine play` runs it (the global setup has just packed, so dist/ is
// fresh). Not through tsx: its parent process relays Ctrl-C to a child and kills the child when it
// does not answer within 30 ms, which on a loaded machine ended the game instead of offering to save.
const BIN = join(ROOT, 'dist/cli.js');

/** `script` gives the command a terminal; without it this test cannot run, and says so. */
function requireScript(): void {
  const found = spawnSync('script', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error('The pseudo-terminal test needs util-linux\'s `script` (Debian: apt-get install bsdutils).');
}

/** A session of `play` in an 80 × 24 terminal: what it printed, and a way to type. */
function terminal(args: string[], cwd: string) {
  requireScript();
  // Echo off until the game's readline takes the keyboard (then it echoes what is typed itself): this
  // test types the instant a prompt appears, which on a loaded machine was before readline had
  // switched the terminal to raw mode, and the terminal echoed that answer a second time.
  const command = `stty rows 24 cols 80 -echo; exec ${process.execPath} ${BIN} play ${args.join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, env: { ...process.env, TERM: 'xterm', FORCE_COLOR: '1' } });
  onTestFinished(() => void child.kill('SIGKILL'));
  let out = '';
  let waiters: (() => void)[] = [];
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const ready = waiters;
    waiters = [];
    ready.forEach((w) => w());
  });
  let ended = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code, signal) => ((ended = ` (the terminal closed: exit ${code}, signal ${signal})`), done(code))));
  return {
    get out() {
      return out;
    },
    exited,
    /** Waits until the output after character `from` ends with `tail` (a prompt), up to 20 s. */
    async until(tail: RegExp, from = 0, ms = 20_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!tail.test(out.slice(from))) {
        if (Date.now() > deadline) throw new Error(`no ${tail} after ${ms / 1000} s${ended}; the screen ends:\n${out.slice(-2000)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    type(text: string): void {
      child.stdin.write(text);
    },
  };
}

const visible = (row: string) => row.replace(/\u001b\[[0-9;]*m/g, '');
const PROMPT = /> $/;

describe('play in an 80 × 24 terminal', () => {
  it('a whole game: every screen fits, and shows the cards\' text', async () => {
    const t = terminal(['--seed', '11', '--bot', 'random', '--protocols', 'Fire,Water,Death/Light,Metal,Speed'], scratch());
    const screens: string[] = [];
    let seen = 0;
    for (let turn = 0; turn < 2000; turn++) {
      await t.until(PROMPT, seen);
      // What was typed is echoed on the last screen's prompt row (readline echoes it): not a row of this screen.
      screens.push(t.out.slice(seen).replace(/^[^\n]*\n/, seen === 0 ? '$&' : ''));
      seen = t.out.length;
      if (/The game is over/.test(screens[screens.length - 1]!)) break;
      t.type('1\r');
    }
    t.type('quit\r');
    await t.until(/Save the game before you leave\?[^\n]*$/, seen);
    t.type('\r');
    expect(await t.exited).toBe(0);
    expect(screens[screens.length - 1]).toMatch(/You win!|random wins\.|a draw/);
    expect(screens.length).toBeGreaterThan(10);
    // The first screen after the banner: the hand's text is on it.
    expect(visible(screens[0]!)).toMatch(/^ {2}(Fire|Water|Death) \d +\S.*[.…]\r?$/m);
    for (const [i, screen] of screens.slice(1).entries()) {
      const rows = screen.split(/\r?\n/);
      expect(rows.length, `screen ${i + 1} has ${rows.length} rows:\n${screen}`).toBeLessThanOrEqual(24);
      for (const row of rows) expect(visible(row).length, `screen ${i + 1}: ${visible(row)}`).toBeLessThanOrEqual(80);
    }
    // A face-up card on the table shows its text on the board (Fire 5's is "You discard 1 card.").
    expect(screens.some((s) => /^(L\d | {3})\w+ +\d+ {2}\w+ \d[^\n]* {2}[A-Z][^\n]*[.…]\r?$/m.test(visible(s)))).toBe(true);
    expect(visible(screens.join('')).match(/seat [01]/)).toBeNull();
  }, 240_000);

  it('Ctrl-C offers to save the game, and a file name saves it', async () => {
    const dir = scratch();
    const t = terminal(['--seed', '7', '--bot', 'random', '--protocols', 'Fire,Water,Death/Light,Metal,Speed'], dir);
    await t.until(PROMPT);
    const before = t.out.length;
    t.type('1\r');
    await t.until(/turn 3[\s\S]*> $/, before);
    t.type('\u0003');
    await t.until(/Save the game before you leave\?[^\n]*$/, before);
    t.type('kept.json\r');
    expect(await t.exited).toBe(0);
    expect(existsSync(join(dir, 'kept.json'))).toBe(true);
    expect(readRecord(JSON.parse(readFileSync(join(dir, 'kept.json'), 'utf8'))).actions).toHaveLength(2);
  }, 60_000);
});
