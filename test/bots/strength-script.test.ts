/**
 * `scripts/strength.mjs`, the reproducible measure of the bots' strength, in its smoke version
 * (a few games, on the sources): it runs, plays seeded games between the named bots with seats
 * alternated, and reports wins (from simulate), decision times and the targets. The full run is for the report, not the suite.
 */
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('scripts/strength.mjs --smoke', () => {
  it('plays the ladder — greedy against random, ismcts against greedy, expert against ismcts — and times every bot', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'strength.mjs'), '--smoke', '--lib', 'src', '--workers', '1', '--progress', '5'], { cwd: root });
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^compile-engine bot strength: node v\d+.*smoke run/);
    expect(lines[0]).toMatch(/, ismcts at 300 iterations, expert at 1000 \(exploration 0\.15\)/);
    expect(stdout).toMatch(/^greedy vs random: 10 games, seats alternated \(simulate, seed "strength"\)$/m);
    expect(stdout).toMatch(/^ {2}greedy won (\d+) \([\d.]+ % \[[\d.]+–[\d.]+ %\]\), random \d+, draws \d+; first player won [\d.]+ %; \d+ decisions\/game, both seats$/m);
    expect(stdout).toMatch(/^ismcts vs greedy: 2 games, seats alternated \(simulate, seed "strength"\)$/m);
    expect(stdout).toMatch(/^expert vs ismcts: 2 games, seats alternated \(simulate, seed "strength"\)$/m);
    expect(stdout).toMatch(/^ {2}expert won \d+ \([\d.]+ % \[[\d.]+–[\d.]+ %\]\), ismcts \d+, draws \d+; /m);
    expect(stdout).toMatch(/^decision times \(ms, 1 more game each on one thread, against the bot below\):$/m);
    for (const [bot, against] of [['random', 'random'], ['greedy', 'random'], ['ismcts', 'greedy'], ['expert', 'ismcts']]) {
      expect(stdout).toMatch(new RegExp(`^ {2}${bot} +mean +[\\d.]+ {2}p50 +[\\d.]+ {2}p95 +[\\d.]+ {2}max +[\\d.]+ {2}\\(\\d+ decisions, against ${against}\\)$`, 'm'));
    }
    // The expert's time against ISMCTS's in the same games, and none for a bot against greedy or random.
    expect(stdout).toMatch(/^ {4}expert \/ ismcts in the same games: [\d.]+ × \(ismcts mean [\d.]+ over \d+ decisions\)$/m);
    expect(stdout).not.toMatch(/ \/ (greedy|random) in the same games/);
    expect(stdout).toMatch(/^ {2}expert vs ismcts \(issue 19\): ≥ 60 % of 2 games at ≤ 50 ms per decision \(mean\): (met|NOT met); the interval's low end [\d.]+ % is (not )?above 50 %$/m);
    const greedyWins = Number(/^ {2}greedy won (\d+)/m.exec(stdout)![1]);
    expect(greedyWins).toBeGreaterThanOrEqual(8);
    // --progress 5: the tally after 5 games, and after 10 the same count as simulate's.
    expect(stdout).toMatch(/^ {2}… after 5 games: greedy won \d+ \([\d.]+ % \[[\d.]+–[\d.]+ %\]\)$/m);
    expect(Number(/… after 10 games: greedy won (\d+)/.exec(stdout)![1])).toBe(greedyWins);
  }, 600_000);
});
