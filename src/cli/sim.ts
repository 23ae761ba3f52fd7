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

Plays seeded games between bots and sums them up: wins per seat and per bot with 95 % intervals,
the first player's advantage, mean turns and decisions, win rates per protocol and per pair of
protocols on one side, games stopped at the turn limit, and each bot's decision times. With more
than two bots, every pair plays --games games (a round-robin) and the bots are rated (Elo). The
same seed gives the same figures for any number of workers.

Options:
  --games <n>                how many games, from 1 to 1e9 (default 100; 1e5 is read as 100000);
                             with more than two bots, how many each pair plays
  --bots <a,b,…>             the bots (default random,random), each one of:
                               a built-in bot: ${botNames().join(', ')}, with options after colons
                                 (ismcts:iterations=1000:horizon=2)
                               a JavaScript module (a value with a / or a file extension) whose
                                 default export makes the bot: ./my-bot.mjs, ./bots.mjs#careful
                                 for the export "careful", options after colons as above
                               cmd:<program> — a program in any language speaking JSON Lines on
                                 stdin/stdout, started once per worker: "cmd:python3 my_bot.py"
  --bot <bot>                one bot (repeatable), instead of --bots: for a command with a comma
  --protocols-file <FILE>    a protocol file (JSON) whose protocols join the official ones (repeatable)
  --handlers <MODULE>        a module of custom handlers the protocol files use (repeatable)
  --decision-ms <n>          milliseconds a bot may take for one decision (default 60000): a bot
                             that takes longer stops the run, naming it
  --seed <seed>              the run's seed (default 1)
  --workers <n>              worker threads; 0 plays on the main thread (default and most: one per
                             core, ${workerLimit()} here; a larger number is played on ${workerLimit()})
  --shard <K/N>              play only the K-th of N slices of the run's games (for many machines);
                             compile-engine sim-merge adds the shards' --json outputs up
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

Example: compile-engine sim --games 10000 --bots ./my-bot.mjs,greedy,ismcts:iterations=1000 --workers 2`;

/** What `sim` was asked to do. */
export interface SimCommand {
  simulate: Omit<SimulateOptions, 'onProgress' | 'onRecord'>;
  records: string | null;
  json: boolean;
}

/** Reads `sim`'s options. */
export function parseSimArgs(argv: string[]): Parsed<SimCommand> {
  const args = readArgs(argv, {
    games: { type: 'string' }, bots: { type: 'string' }, bot: { type: 'string', multiple: true }, seed: { type: 'string' }, workers: { type: 'string' },
    protocols: { type: 'string' }, 'protocols-file': { type: 'string', multiple: true }, handlers: { type: 'string', multiple: true },
    'decision-ms': { type: 'string' }, shard: { type: 'string' },
    draft: { type: 'boolean' }, sets: { type: 'string' }, 'max-turns': { type: 'string' }, 'fixed-seats': { type: 'boolean' },
    records: { type: 'string' }, events: { type: 'boolean' }, json: { type: 'boolean' },
  }, 0);
  if (!('values' in args)) return args;
  const v = args.values as Record<string, string | undefined> & { draft?: boolean; 'fixed-seats'?: boolean; events?: boolean; json?: boolean };
  const lists = args.values as unknown as Record<'bot' | 'protocols-file' | 'handlers', string[] | undefined>;
  const games = readCount(v.games ?? '100', 1, MAX_COUNT);
  if (games === null) return { kind: 'error', message: `--games must be a whole number from 1 to ${MAX_COUNT} (1e9)` };
  const workers = readCount(v.workers ?? String(workerLimit()), 0, MAX_COUNT);
  if (workers === null) return { kind: 'error', message: `--workers must be a whole number from 0 to ${MAX_COUNT} (at most ${workerLimit()} are started here, one per core)` };
  if (v.bots !== undefined && lists.bot) return { kind: 'error', message: 'give either --bots a,b or --bot a --bot b' };
  const bots = lists.bot ?? (v.bots ?? 'random,random').split(',').map((b) => b.trim());
  if (bots.length < 2 || bots.some((b) => b === '')) return { kind: 'error', message: `--bots needs two bots or more separated by commas, such as random,greedy (built-in: ${botNames().join(', ')}; a module: ./my-bot.mjs; a program: cmd:python3 my_bot.py)` };
  if (v.draft && v.protocols !== undefined && v.protocols !== 'draft') return { kind: 'error', message: 'give either --protocols or --draft' };
  let protocols: SimulateOptions['protocols'] = 'draft';
  if (v.protocols === 'random') protocols = 'random';
  else if (v.protocols !== undefined && v.protocols !== 'draft') {
    const given = readProtocols(v.protocols);
    if (typeof given === 'string') return { kind: 'error', message: given };
    protocols = given;
  }
  if (v.events && v.records === undefined) return { kind: 'error', message: '--events needs --records FILE.jsonl' };
  const options: SimCommand['simulate'] = { games, seed: readSeed(v.seed ?? '1'), bots, protocols, workers, alternate: !v['fixed-seats'] };
  if (lists['protocols-file'] || lists.handlers) options.engine = { protocolFiles: lists['protocols-file'] ?? [], handlerModules: lists.handlers ?? [] };
  if (v['decision-ms'] !== undefined) {
    const ms = readCount(v['decision-ms'], 1);
    if (ms === null) return { kind: 'error', message: '--decision-ms must be a whole number of milliseconds, at least 1' };
    options.decisionMs = ms;
  }
  if (v.shard !== undefined) {
    const m = /^(\d{1,9})\/(\d{1,9})$/.exec(v.shard);
    if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2])) return { kind: 'error', message: '--shard must be K/N with 1 ≤ K ≤ N, such as 2/3' };
    options.shard = { index: Number(m[1]), of: Number(m[2]) };
  }
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
      cwd: io.cwd,
      ...(bar ? { onProgress: bar.update } : {}),
      // Written synchronously, record by record: a long run never holds its records in memory.
      ...(file !== null ? { onRecord: (r) => void writeSync(file, toJsonLine(r)) } : {}),
    });
    bar?.clear();
    if (json) p.out(JSON.stringify(result, null, 2));
    else for (const line of summaryTable(result, (performance.now() - started) / 1000)) p.out(line);
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

/** A one-line progress bar on a terminal, redrawn at most every 100 ms (`progressLine`). */
function progressBar(out: Output): { update: (p: SimProgress) => void; clear: () => void } {
  let drawn = 0;
  const started = performance.now();
  return {
    update({ done, total }) {
      const now = performance.now();
      if (done < total && now - drawn < 100) return;
      drawn = now;
      out.write(`\r${progressLine(done, total, (now - started) / 1000, out.columns)}`);
    },
    clear: () => void out.write('\r\u001b[2K'),
  };
}

/**
 * The progress bar's text after `seconds`: the bar, the games played, the time so far, the rate and
 * the time left at that rate (unknown until a game is done). On a terminal narrower than the line,
 * the bar goes first: a line that wraps cannot be redrawn in place with `\r`.
 */
export function progressLine(done: number, total: number, seconds: number, columns?: number): string {
  const width = 30;
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  const rate = done > 0 && seconds > 0 ? done / seconds : null;
  const left = done >= total ? 'done' : rate === null ? 'time left unknown' : `about ${duration((total - done) / rate)} left`;
  const figures = `${done}/${total} games  ${seconds.toFixed(1)} s  ${rate === null ? '—' : rate >= 100 ? rate.toFixed(0) : rate.toFixed(1)} games/s  ${left}`;
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${figures}`;
  return columns !== undefined && line.length >= columns ? figures : line;
}

/** A time left, to the second under a minute, else to the minute or hour: "42 s", "3 min 05 s", "2 h 10 min". */
function duration(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const span = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %`;
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));

/** The result as a readable table; `seconds`: how long the run took (`null`: not known, as for merged shards). */
export function summaryTable(r: SimResult, seconds: number | null): string[] {
  const decided = r.wins.bySeat[0] + r.wins.bySeat[1];
  const share = (n: number) => (r.games ? pct(n / r.games) : '—');
  const s = r.settings;
  const who = r.bots.length === 2 ? `${r.bots[0]} vs ${r.bots[1]}` : `round-robin of ${r.bots.length} bots (${s.gamesPerPairing} games a pair)`;
  const where = r.shard ? `, shard ${r.shard.index}/${r.shard.of} (games ${r.shard.from}–${r.shard.to - 1})` : '';
  const lines = [
    `${r.games} games, seed ${JSON.stringify(r.seed)}: ${who}${where}, ${s.alternate ? 'seats swapped every other game' : 'fixed seats'}, protocols ${Array.isArray(s.protocols) ? s.protocols.map((side) => side.join(',')).join(' / ') : s.protocols}${seconds === null ? '' : `; ${seconds.toFixed(1)} s`}`,
    '',
    `wins by seat          seat 0: ${r.wins.bySeat[0]} (${share(r.wins.bySeat[0])})   seat 1: ${r.wins.bySeat[1]} (${share(r.wins.bySeat[1])})`,
    `first player          seat 0 wins ${pct(r.firstPlayer.winRate)} [${span(r.firstPlayer.interval)}] of ${decided} decided games (advantage ${r.firstPlayer.advantage >= 0 ? '+' : ''}${(100 * r.firstPlayer.advantage).toFixed(1)} points)`,
    `mean turns            ${r.meanTurns.toFixed(1)}`,
    `mean decisions        ${r.meanDecisions.toFixed(1)}`,
    `stopped at turn limit ${r.stoppedAtTurnLimit}`,
    '',
    ...standingsTable(r),
    '',
    'protocols             win rate   games   95 % interval',
    ...rateRows(r.byProtocol),
  ];
  const pairs = Object.entries(r.byPair);
  if (pairs.length > 0) {
    // Every pair is in --json; the table shows the ends, among pairs seen often enough to mean something.
    const minGames = Math.max(1, Math.ceil(pairs.reduce((n, [, w]) => n + w.games, 0) / pairs.length / 2));
    const ranked = pairs.filter(([, w]) => w.games >= minGames).sort(([a, x], [b, y]) => y.winRate - x.winRate || a.localeCompare(b));
    const ends = ranked.length <= 10 ? ranked : [...ranked.slice(0, 5), ...ranked.slice(-5)];
    lines.push('', `pairs on one side     win rate   games   95 % interval   (${ends.length < ranked.length ? 'best and worst 5 of ' : ''}${ranked.length} pairs with ≥ ${minGames} games; all in --json)`, ...rateRows(Object.fromEntries(ends)));
  }
  return lines;
}

/** Each bot: games, wins, win rate with its interval, its rating (Elo from the first bot) and its decision times. */
function standingsTable(r: SimResult): string[] {
  const names = r.bots.map((b, i) => (r.bots.indexOf(b) !== r.bots.lastIndexOf(b) ? `${b} #${i + 1}` : b));
  const width = Math.max(21, ...names.map((n) => n.length));
  const rows = r.standings.map((st, i) => {
    const t = r.timing.byBot[i]!;
    const rating = i === 0 ? '0 (reference)' : `${st.rating.elo >= 0 ? '+' : ''}${st.rating.elo.toFixed(0)} [${st.rating.interval[0].toFixed(0)}, ${st.rating.interval[1].toFixed(0)}]`;
    return `${names[i]!.padEnd(width)} ${String(st.games).padStart(6)} ${String(st.wins).padStart(6)} ${pct(st.winRate).padStart(8)}   ${span(st.interval).padEnd(13)}   ${rating.padEnd(16)}   ${ms(t.meanMs)} / ${ms(t.p95Ms)} / ${ms(t.maxMs)}`;
  });
  return [`${'bots'.padEnd(width)}  games   wins win rate   95 % interval   Elo [95 %]         ms per decision: mean / p95 / max`, ...rows];
}

function rateRows(rates: Readonly<Record<string, WinRate>>): string[] {
  const width = Math.max(21, ...Object.keys(rates).map((k) => k.length));
  return Object.entries(rates).map(([name, w]) => `${name.padEnd(width)} ${pct(w.winRate).padStart(8)}   ${String(w.games).padStart(5)}   ${span(w.interval)}`);
}
