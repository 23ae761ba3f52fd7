/**
 * `compile-engine sim`: many seeded games between two bots, on every core, summed up as a table
 * (or JSON), with a progress bar when the error stream is a terminal and the games as JSON Lines
 * records on request.
 * @module
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { CompileEngineError } from '../api.js';
import { toJsonLine } from '../records/jsonl.js';
import { botNames } from '../sim/bots.js';
import { MAX_COUNT, type SimulateOptions, type SimProgress, simulate, workerLimit } from '../sim/simulate.js';
import type { SimResult, WinRate } from '../sim/summary.js';
import { type Parsed, readArgs, readCount, readProtocols, readSeed, readSets } from './args.js';
import { type Io, type Output, printer } from './io.js';

export const SIM_HELP = `Usage: compile-engine sim [options]

Plays seeded games between two bots and sums them up: wins per seat and per bot, the first
player's advantage, mean turns and decisions, win rates per protocol and per pair of protocols on
one side, and games stopped at the turn limit. The same seed gives the same figures for any
number of workers.

Options:
  --games <n>                how many games, from 1 to 1e9 (default 100; 1e5 is read as 100000)
  --bots <a,b>               the two bots: ${botNames().join(', ')} (default random,random)
  --seed <seed>              the run's seed (default 1)
  --workers <n>              worker threads; 0 plays on the main thread (default and most: one per
                             core, ${workerLimit()} here; a larger number is played on ${workerLimit()})
  --protocols <choice>       draft (the default: the bots draft), random (six at random each game),
                             or A,B,C/D,E,F (the same for every game, seat 0's first)
  --draft                    the same as --protocols draft
  --sets <A,B>               the card sets in play, e.g. "Main 1,Aux 1" (default: every set)
  --max-turns <n>            stop a game as a draw after this many turns (default 500)
  --fixed-seats              keep the first bot at seat 0 (default: the bots swap seats every other game)
  --records <FILE.jsonl>     write every game's record, one per line, in game order
  --events                   with --records: keep each seat's event log in the records
  --json                     print the result as JSON instead of a table
  -h, --help                 this text

Example: compile-engine sim --games 10000 --bots random,random --seed 7 --workers 2`;

/** What `sim` was asked to do. */
export interface SimCommand {
  simulate: Omit<SimulateOptions, 'onProgress' | 'onRecord'>;
  records: string | null;
  json: boolean;
}

/** Reads `sim`'s options. */
export function parseSimArgs(argv: string[]): Parsed<SimCommand> {
  const args = readArgs(argv, {
    games: { type: 'string' }, bots: { type: 'string' }, seed: { type: 'string' }, workers: { type: 'string' }, protocols: { type: 'string' },
    draft: { type: 'boolean' }, sets: { type: 'string' }, 'max-turns': { type: 'string' }, 'fixed-seats': { type: 'boolean' },
    records: { type: 'string' }, events: { type: 'boolean' }, json: { type: 'boolean' },
  }, 0);
  if (!('values' in args)) return args;
  const v = args.values as Record<string, string | undefined> & { draft?: boolean; 'fixed-seats'?: boolean; events?: boolean; json?: boolean };
  const games = readCount(v.games ?? '100', 1, MAX_COUNT);
  if (games === null) return { kind: 'error', message: `--games must be a whole number from 1 to ${MAX_COUNT} (1e9)` };
  const workers = readCount(v.workers ?? String(workerLimit()), 0, MAX_COUNT);
  if (workers === null) return { kind: 'error', message: `--workers must be a whole number from 0 to ${MAX_COUNT} (at most ${workerLimit()} are started here, one per core)` };
  const bots = (v.bots ?? 'random,random').split(',').map((b) => b.trim());
  if (bots.length !== 2 || bots.some((b) => !botNames().includes(b))) return { kind: 'error', message: `--bots needs two bot names separated by a comma, each one of ${botNames().join(', ')}` };
  if (v.draft && v.protocols !== undefined && v.protocols !== 'draft') return { kind: 'error', message: 'give either --protocols or --draft' };
  let protocols: SimulateOptions['protocols'] = 'draft';
  if (v.protocols === 'random') protocols = 'random';
  else if (v.protocols !== undefined && v.protocols !== 'draft') {
    const given = readProtocols(v.protocols);
    if (typeof given === 'string') return { kind: 'error', message: given };
    protocols = given;
  }
  if (v.events && v.records === undefined) return { kind: 'error', message: '--events needs --records FILE.jsonl' };
  const options: SimCommand['simulate'] = { games, seed: readSeed(v.seed ?? '1'), bots: [bots[0]!, bots[1]!], protocols, workers, alternate: !v['fixed-seats'] };
  if (v.sets !== undefined) options.sets = readSets(v.sets);
  if (v['max-turns'] !== undefined) {
    const maxTurns = readCount(v['max-turns'], 1);
    if (maxTurns === null) return { kind: 'error', message: '--max-turns must be a whole number of at least 1' };
    options.maxTurns = maxTurns;
  }
  if (v.events) options.events = true;
  return { kind: 'run', options: { simulate: options, records: v.records ?? null, json: v.json === true } };
}

/** Runs `sim`: returns the exit code. */
export async function runSim(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const parsed = parseSimArgs(argv);
  if (parsed.kind === 'help') return p.out(SIM_HELP), 0;
  if (parsed.kind === 'error') return p.err(`compile-engine sim: ${parsed.message}\n\n${SIM_HELP}`), 2;
  const { simulate: options, records, json } = parsed.options;
  const cores = workerLimit();
  if ((options.workers ?? 0) > cores) p.err(`compile-engine sim: --workers ${options.workers}: this machine has ${cores} core${cores === 1 ? '' : 's'}, so ${cores} worker thread${cores === 1 ? '' : 's'} will play`);
  const bar = io.stderr.isTTY ? progressBar(io.stderr) : null;
  let fd: number | null = null;
  const started = performance.now();
  try {
    if (records) fd = openSync(resolve(io.cwd, records), 'w');
    const file = fd;
    const result = await simulate({
      ...options,
      ...(bar ? { onProgress: bar.update } : {}),
      // Written synchronously, record by record: a long run never holds its records in memory.
      ...(file !== null ? { onRecord: (r) => void writeSync(file, toJsonLine(r)) } : {}),
    });
    bar?.clear();
    if (json) p.out(JSON.stringify(result, null, 2));
    else for (const line of summaryTable(result, options, (performance.now() - started) / 1000)) p.out(line);
    return 0;
  } catch (e) {
    bar?.clear();
    if (!(e instanceof CompileEngineError) && !isFileError(e)) throw e;
    p.err(`compile-engine sim: ${(e as Error).message}`);
    return e instanceof CompileEngineError && e.code === 'INVALID_CONFIG' ? 2 : 1;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

const isFileError = (e: unknown): boolean => e instanceof Error && typeof (e as NodeJS.ErrnoException).syscall === 'string';

/** A one-line progress bar on a terminal, redrawn at most every 100 ms. */
function progressBar(out: Output): { update: (p: SimProgress) => void; clear: () => void } {
  let drawn = 0;
  const started = performance.now();
  return {
    update({ done, total }) {
      const now = performance.now();
      if (done < total && now - drawn < 100) return;
      drawn = now;
      const width = 30;
      const filled = Math.round((done / total) * width);
      const seconds = (now - started) / 1000;
      out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games  ${seconds.toFixed(1)} s`);
    },
    clear: () => void out.write('\r\u001b[2K'),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The result as a readable table. */
export function summaryTable(r: SimResult, options: SimCommand['simulate'], seconds: number): string[] {
  const decided = r.wins.bySeat[0] + r.wins.bySeat[1];
  const share = (n: number) => (r.games ? pct(n / r.games) : '—');
  const botName = (i: 0 | 1) => (r.bots[0] === r.bots[1] ? `${r.bots[i]} #${i + 1}` : r.bots[i]);
  const lines = [
    `${r.games} games, seed ${JSON.stringify(r.seed)}: ${r.bots[0]} vs ${r.bots[1]}, ${options.alternate === false ? 'fixed seats' : 'seats swapped every other game'}, protocols ${Array.isArray(options.protocols) ? options.protocols.map((s) => s.join(',')).join(' / ') : options.protocols}; ${seconds.toFixed(1)} s`,
    '',
    `wins by seat          seat 0: ${r.wins.bySeat[0]} (${share(r.wins.bySeat[0])})   seat 1: ${r.wins.bySeat[1]} (${share(r.wins.bySeat[1])})`,
    `wins by bot           ${botName(0)}: ${r.wins.byBot[0]} (${share(r.wins.byBot[0])})   ${botName(1)}: ${r.wins.byBot[1]} (${share(r.wins.byBot[1])})`,
    `first player          seat 0 wins ${pct(r.firstPlayer.winRate)} of ${decided} decided games (advantage ${r.firstPlayer.advantage >= 0 ? '+' : ''}${(100 * r.firstPlayer.advantage).toFixed(1)} points)`,
    `mean turns            ${r.meanTurns.toFixed(1)}`,
    `mean decisions        ${r.meanDecisions.toFixed(1)}`,
    `stopped at turn limit ${r.stoppedAtTurnLimit}`,
    '',
    'protocols             win rate   games',
    ...rateRows(r.byProtocol),
  ];
  const pairs = Object.entries(r.byPair);
  if (pairs.length > 0) {
    // Every pair is in --json; the table shows the ends, among pairs seen often enough to mean something.
    const minGames = Math.max(1, Math.ceil(pairs.reduce((n, [, w]) => n + w.games, 0) / pairs.length / 2));
    const ranked = pairs.filter(([, w]) => w.games >= minGames).sort(([a, x], [b, y]) => y.winRate - x.winRate || a.localeCompare(b));
    const ends = ranked.length <= 10 ? ranked : [...ranked.slice(0, 5), ...ranked.slice(-5)];
    lines.push('', `pairs on one side     win rate   games   (${ends.length < ranked.length ? 'best and worst 5 of ' : ''}${ranked.length} pairs with ≥ ${minGames} games; all in --json)`, ...rateRows(Object.fromEntries(ends)));
  }
  return lines;
}

function rateRows(rates: Readonly<Record<string, WinRate>>): string[] {
  const width = Math.max(21, ...Object.keys(rates).map((k) => k.length));
  return Object.entries(rates).map(([name, w]) => `${name.padEnd(width)} ${pct(w.winRate).padStart(8)}   ${String(w.games).padStart(5)}`);
}
