/**
 * A run fanned out over machines: `sim --shard K/N` plays a deterministic slice of the run's
 * games, and `sim-merge` adds the shards' --json outputs up into exactly the whole run's figures,
 * their records together exactly the whole run's records.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeResults, simulate } from '../../src/sim.js';
import type { SimResult } from '../../src/sim.js';
import { shardRange } from '../../src/sim/simulate.js';
import { cli, scratch } from '../cli/io.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const RUN = ['sim', '--games', '10', '--seed', 'fan-out', '--sets', 'Main 1,Aux 1', '--bots', `random,greedy,${fixtures}/bots.mjs`];
const withoutTimes = ({ timing, ...rest }: SimResult) => rest;

describe('shards', () => {
  it('shards 1/3, 2/3 and 3/3 merged are the whole run, records included; the table is sim\'s', async () => {
    const dir = scratch();
    const whole = await cli([...RUN, '--workers', '2', '--records', 'whole.jsonl', '--json'], { cwd: dir });
    expect(whole.code).toBe(0);
    for (const k of [3, 1, 2]) {
      const shard = await cli([...RUN, '--workers', String(k % 2), '--shard', `${k}/3`, '--records', `shard-${k}.jsonl`, '--json'], { cwd: dir });
      expect(shard.code).toBe(0);
      writeFileSync(join(dir, `shard-${k}.json`), shard.out);
      expect((JSON.parse(shard.out) as SimResult).shard).toEqual({ index: k, of: 3, from: 10 * (k - 1), to: 10 * k });
    }
    const merged = await cli(['sim-merge', 'shard-2.json', 'shard-3.json', 'shard-1.json', '--json'], { cwd: dir });
    expect(merged.code).toBe(0);
    const full = JSON.parse(whole.out) as SimResult;
    const sum = JSON.parse(merged.out) as SimResult;
    expect(withoutTimes(sum)).toEqual(withoutTimes(full));
    expect(sum.games).toBe(30);
    expect(sum.timing.byBot.map((t) => t.decisions)).toEqual(full.timing.byBot.map((t) => t.decisions));
    const records = [1, 2, 3].map((k) => readFileSync(join(dir, `shard-${k}.jsonl`), 'utf8')).join('');
    expect(records).toBe(readFileSync(join(dir, 'whole.jsonl'), 'utf8'));

    const table = await cli(['sim-merge', 'shard-1.json', 'shard-2.json', 'shard-3.json'], { cwd: dir });
    const wholeTable = await cli([...RUN, '--workers', '0'], { cwd: dir });
    expect(table.out.split('\n')[0]).toBe(wholeTable.out.split('\n')[0]!.replace(/; [\d.]+ s$/, ''));
    // Everything but the clock's columns (decision times) is the same.
    const clockless = (out: string) => out.split('\n').slice(1).map((l) => l.replace(/ {3}[\d.]+ \/ [\d.]+ \/ [\d.]+$/, ''));
    expect(clockless(table.out)).toEqual(clockless(wholeTable.out));
  }, 120_000);

  it('a shard is a contiguous slice, as even as whole games allow, the same for any number of workers', () => {
    expect([1, 2, 3].map((k) => shardRange({ index: k, of: 3 }, 10))).toEqual([[0, 3], [3, 6], [6, 10]]);
    expect(() => shardRange({ index: 1, of: 11 }, 10)).toThrow(/11 shards for 10 games/);
  });

  it('refuses shards that are not all the shards of one run, naming the file', async () => {
    const dir = scratch();
    const shard = async (k: number, seed = 'fan-out') => {
      const { out } = await cli(['sim', '--games', '6', '--seed', seed, '--sets', 'Main 1,Aux 1', '--workers', '0', '--shard', `${k}/2`, '--json'], { cwd: dir });
      writeFileSync(join(dir, `${seed}-${k}.json`), out);
      return `${seed}-${k}.json`;
    };
    const [a, b, other] = [await shard(1), await shard(2), await shard(2, 'elsewhere')];
    writeFileSync(join(dir, 'junk.json'), JSON.stringify({ games: 3 }));
    expect(await cli(['sim-merge', a], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/shard 2\/2 missing: the whole run needs all 2/) });
    expect(await cli(['sim-merge', a, a, b], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/shard 1\/2 is given twice/) });
    expect(await cli(['sim-merge', a, other], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/elsewhere-2\.json is of another run/) });
    expect(await cli(['sim-merge', a, 'junk.json'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/junk\.json is not a result of sim --json/) });
    expect(await cli(['sim-merge', 'missing.json'], { cwd: dir })).toMatchObject({ code: 2, err: expect.stringMatching(/missing\.json: ENOENT/) });
    expect(await cli(['sim-merge', a, b], { cwd: dir })).toMatchObject({ code: 0 });
  }, 60_000);

  it('mergeResults does the same in the API: the shards of a simulate run add up to it', async () => {
    const options = { games: 9, seed: 4, bots: ['random', 'random'], sets: ['Main 1', 'Aux 1'] };
    const whole = await simulate(options);
    const parts = await Promise.all([1, 2, 3].map((index) => simulate({ ...options, shard: { index, of: 3 } })));
    expect(withoutTimes(mergeResults(parts))).toEqual(withoutTimes(whole));
  });
});
