/**
 * The demo's command line and its game: options parsed with node:util's parseArgs, bots seeded
 * from the game seed, the table printed after each decision.
 */
import { describe, expect, it } from 'vitest';
import { botSeed, parseDemoArgs, runDemo } from '../../src/cli/demo-game.js';
import type { DemoOptions } from '../../src/cli/demo-game.js';

const GIVEN = ['Fire', 'Water', 'Death'];
const OTHER = ['Light', 'Metal', 'Speed'];

function printed(options: DemoOptions): string[] {
  const lines: string[] = [];
  runDemo(options, (l) => lines.push(...l.split('\n')));
  return lines;
}

describe('the command line', () => {
  it('reads seed, protocols and bots', () => {
    expect(parseDemoArgs(['--seed', '7', '--protocols', 'Fire,Water,Death/Light,Metal,Speed', '--bots', 'greedy,random'])).toEqual({
      kind: 'play', options: { seed: 7, protocols: [GIVEN, OTHER], bots: ['greedy', 'random'] },
    });
  });

  it('keeps the positional seed (npm run demo -- 7), and a word seed stays a string', () => {
    expect(parseDemoArgs(['7'])).toEqual(parseDemoArgs(['--seed', '7']));
    expect(parseDemoArgs([])).toEqual({ kind: 'play', options: { seed: 'demo', protocols: null, bots: ['greedy', 'random'] } });
    expect(parseDemoArgs(['--seed', 'abc'])).toMatchObject({ options: { seed: 'abc' } });
  });

  it('--help and -h', () => {
    expect(parseDemoArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseDemoArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it('refuses what it cannot read, saying why', () => {
    expect(parseDemoArgs(['--bots', 'greedy,clever'])).toMatchObject({ kind: 'error', message: expect.stringMatching(/--bots/) });
    expect(parseDemoArgs(['--protocols', 'Fire,Water/Light,Metal,Speed'])).toMatchObject({ kind: 'error', message: expect.stringMatching(/three protocols/) });
    expect(parseDemoArgs(['--colour'])).toMatchObject({ kind: 'error' });
    expect(parseDemoArgs(['7', '--seed', '8'])).toMatchObject({ kind: 'error', message: expect.stringMatching(/once/) });
  });
});

describe('the game', () => {
  it('prints the table after the decision: a card just played is on it', () => {
    const lines = printed({ seed: 7, protocols: [GIVEN, OTHER], bots: ['random', 'random'] });
    const play = lines.findIndex((l) => / plays \w+ \d face-up in line \d$/.test(l));
    expect(play).toBeGreaterThan(0);
    const card = / plays (\w+ \d)/.exec(lines[play]!)![1]!;
    const table = lines.slice(play).filter((l) => /^ {3}seat [01]: /.test(l)).slice(0, 2).join('\n');
    expect(table).toContain(card);
    expect(lines.at(-1)).toMatch(/^Game over after \d+ turns and \d+ decisions: /);
  });

  it('is the same game for the same seed; another seed drafts and plays another', () => {
    const options = (seed: number): DemoOptions => ({ seed, protocols: null, bots: ['random', 'random'] });
    const drafts = (lines: string[]) => lines.filter((l) => l.includes(' drafts ')).join('\n');
    const a = printed(options(1));
    expect(printed(options(1))).toEqual(a);
    const b = printed(options(2));
    expect(drafts(b)).not.toEqual(drafts(a));
    expect(botSeed(1, 0)).not.toBe(botSeed(2, 0));
    expect(botSeed(1, 0)).not.toBe(botSeed(1, 1));
  });
});
