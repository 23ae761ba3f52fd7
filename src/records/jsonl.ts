/**
 * Many records in one file: JSON Lines, one record per line, read and written as streams so that
 * a run of a million games never has to fit in memory. Works on any async iterable of text or
 * bytes (a Node `fs.createReadStream`, a web `ReadableStream`, an array of strings), so the module
 * needs nothing from Node.
 *
 * ```ts
 * for await (const rec of readRecords(fs.createReadStream('games.jsonl'))) replayRecord(rec);
 * await pipeline(Readable.from(recordLines(records)), fs.createWriteStream('games.jsonl'));
 * ```
 * @module
 */
import { RecordError, readRecord, type GameRecord } from './record.js';

/**
 * One record as a line of JSON Lines, newline included.
 * @category Game API
 */
export function toJsonLine(record: GameRecord): string {
  return `${JSON.stringify(readRecord(record))}\n`;
}

/**
 * The lines of JSON Lines for `records`, one at a time, as they come.
 * @category Game API
 */
export async function* recordLines(records: Iterable<GameRecord> | AsyncIterable<GameRecord>): AsyncGenerator<string> {
  for await (const record of iterable(records, 'recordLines takes an iterable of records')) yield toJsonLine(record);
}

/**
 * `source`, if it can be iterated (sync or async), else a {@link RecordError}: a value that is no
 * iterable is refused before the loop, never a bare `TypeError` from it.
 */
function iterable<T>(source: Iterable<T> | AsyncIterable<T>, what: string): Iterable<T> | AsyncIterable<T> {
  let ok = false;
  try {
    ok = typeof source === 'string' || (source !== null && typeof source === 'object' && (typeof (source as AsyncIterable<T>)[Symbol.asyncIterator] === 'function' || typeof (source as Iterable<T>)[Symbol.iterator] === 'function'));
  } catch {
    ok = false;
  }
  if (!ok) throw new RecordError(what);
  return source;
}

/**
 * The records of JSON Lines text, one at a time, read as the chunks arrive. Blank lines are
 * skipped; a line that is not JSON or not a record is refused with `INVALID_RECORD`, naming the
 * line (counted from 1).
 * @category Game API
 */
export async function* readRecords(source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): AsyncGenerator<GameRecord> {
  let lineNumber = 0;
  for await (const line of textLines(source)) {
    const record = parseLine(line, ++lineNumber);
    if (record) yield record;
  }
}

/**
 * The lines of a text that arrives in chunks (without their line ends; a last line without one
 * included), each yielded as soon as its end has arrived.
 */
export async function* textLines(source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of iterable(source, 'readRecords takes an iterable of text or bytes (a stream, a list of strings)')) {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) throw new RecordError('readRecords takes chunks of text or bytes');
    // Only the new text can hold a line's end: a long line spread over many chunks is scanned once.
    let from = pending.length;
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    let end: number;
    while ((end = pending.indexOf('\n', from)) >= 0) {
      yield pending.slice(start, end).replace(/\r$/, '');
      start = from = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending !== '') yield pending.replace(/\r$/, '');
}

/** The record on one line, `null` for a blank line. */
function parseLine(line: string, lineNumber: number): GameRecord | null {
  if (line.trim() === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (e) {
    throw new RecordError(`line ${lineNumber} is not JSON (${(e as Error).message})`);
  }
  try {
    return readRecord(data);
  } catch (e) {
    if (e instanceof RecordError) throw new RecordError(`line ${lineNumber}: ${e.message.replace(/^\[INVALID_RECORD\] /, '')}`);
    throw e;
  }
}
