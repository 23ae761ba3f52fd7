/**
 * `scripts/strength.mjs`, the reproducible measure of the bots' strength, in its smoke version
 * (a few games, on the sources): it runs, plays seeded games between the named bots with seats
 * alternated, and reports wins (from simulate) and decision times. The full run is for the report, not the suite.
 */
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('scripts/strength.mjs --smoke', () => {
  it('plays greedy against random and ismcts against greedy, and reports both', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'strength.mjs'), '--smoke', '--lib', 'src', '--workers', '1'], { cwd: root });
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^compile-engine bot strength: node v\d+.*smoke run/);
    expect(stdout).toMatch(/^greedy vs random: 10 games, seats alternated \(simulate, seed "strength"\)$/m);
    expect(stdout).toMatch(/^ {2}greedy won (\d+) \([\d.]+ % \[[\d.]+–[\d.]+ %\]\), random \d+, draws \d+; first player won [\d.]+ %; \d+ decisions\/game, both seats$/m);
    expect(stdout).toMatch(/^ismcts vs greedy: 2 games, seats alternated \(simulate, seed "strength"\)$/m);
    expect(stdout).toMatch(/^ {2}ismcts decision time \(ms, 1 more game on one thread\): mean [\d.]+ {2}p50 [\d.]+ {2}p95 [\d.]+ {2}max [\d.]+ {2}\(\d+ decisions\)$/m);
    const greedyWins = Number(/greedy won (\d+)/.exec(stdout)![1]);
    expect(greedyWins).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
