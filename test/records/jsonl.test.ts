/**
 * JSON Lines: records written one per line read back the same, however the text is cut into
 * chunks (a property, seeded), multi-byte characters split across chunks included; a bad line is
 * refused naming its number.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { applyAction, createGame, legalActions, readRecords, recordGame, recordLines, toJsonLine } from '../../src/index.js';
import type { Action, GameRecord } from '../../src/index.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);

/** A short recorded game: `n` decisions of the seeded game `seed`. */
function shortRecord(seed: string, n: number): GameRecord {
  const config = { seed, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] as [string[], string[]] };
  let g = createGame(config);
  const actions: Action[] = [];
  for (let i = 0; i < n && !g.result; i++) {
    const a = legalActions(g)[i % legalActions(g).length]!;
    actions.push(a);
    g = applyAction(g, a).state;
  }
  // A name with characters of two, three and four bytes in UTF-8, to be cut in the middle.
  return recordGame(config, actions, { players: ['Zoë', '☃ 🂡'] });
}

const RECORDS = [shortRecord('a', 3), shortRecord('b', 0), shortRecord('c', 12)];

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** `bytes` cut at the given positions. */
function cutAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    chunks.push(bytes.subarray(from, p));
    from = p;
  }
  return chunks;
}

describe('JSON Lines', () => {
  it('one record per line, each line a whole JSON record', async () => {
    const text = (await collect(recordLines(RECORDS))).join('');
    const lines = text.split('\n');
    expect(lines).toHaveLength(RECORDS.length + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((l) => JSON.parse(l))).toEqual(RECORDS);
    expect(text).toBe(RECORDS.map(toJsonLine).join(''));
  });

  it('reads back the same records from a Node stream', async () => {
    const read = await collect(readRecords(Readable.from(recordLines(RECORDS))));
    expect(read).toEqual(RECORDS);
  });

  it('property: any cutting of the bytes into chunks reads the same records', async () => {
    const bytes = new TextEncoder().encode(RECORDS.map(toJsonLine).join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), async (cuts) => {
        expect(await collect(readRecords(cutAt(bytes, cuts)))).toEqual(RECORDS);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('skips blank lines, accepts CRLF and a last line without its newline', async () => {
    const [a, b] = [JSON.stringify(RECORDS[0]), JSON.stringify(RECORDS[1])];
    expect(await collect(readRecords([`\n${a}\r\n\n  \n${b}`]))).toEqual([RECORDS[0], RECORDS[1]]);
  });

  it('refuses a line that is not JSON, or not a record, naming the line', async () => {
    const good = toJsonLine(RECORDS[0]!);
    await expect(collect(readRecords([good, '\n', '{"format":\n']))).rejects.toThrow(/\[INVALID_RECORD\] line 3 is not JSON/);
    await expect(collect(readRecords([good, good, '{"format":"x"}\n']))).rejects.toThrow(/\[INVALID_RECORD\] line 3: format must be/);
  });

  it('streams: the first record arrives before the source ends', async () => {
    let ended = false;
    async function* source() {
      yield toJsonLine(RECORDS[0]!);
      yield toJsonLine(RECORDS[1]!);
      ended = true;
    }
    const reader = readRecords(source());
    const first = await reader.next();
    expect(first.value).toEqual(RECORDS[0]);
    expect(ended).toBe(false);
  });
});
