/**
 * `compile-engine replay`: a recorded game told turn by turn from one seat's point of view (or a
 * spectator's): only the events that seat saw, its own decisions in words, and the table as it saw
 * it at the start of every turn. The record is replayed, so a record that no longer plays is
 * refused, naming the first action that fails.
 * @module
 */
import { createReadStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type GameEvent, describeEvent, eventsFor } from '../state/events.js';
import type { GameState, PlayerId } from '../state/types.js';
import { CompileEngineError, defaultEngine } from '../api.js';
import { type GameRecord, readRecord, replayRecord } from '../records/record.js';
import { readRecords } from '../records/jsonl.js';
import { type Parsed, readArgs, readCount, readSeat } from './args.js';
import { type SeatNames, drawTable } from './board.js';
import { type Io, type Printer, printer, usageError } from './io.js';

export const REPLAY_HELP = `Usage: compile-engine replay FILE [options]

Prints a recorded game (a game record: a JSON file, or one line of a JSON Lines file) turn by
turn, as one seat saw it: the events that seat was shown, its own decisions, and the table from
its side at the start of each turn. The game is replayed on this engine; a record that no longer
plays here is refused, naming the first action that fails.

Options:
  --seat <0|1|spectator>     whose point of view (default spectator: public information only)
  --game <n>                 in a JSON Lines file, which record (counted from 0; default 0)
  --json                     the same as JSON Lines: the opening, each step (your own decisions
                             with their action), the end; only what that seat saw
  -h, --help                 this text

Exits with 0 when the record replays, 1 when it does not (or has no such game), 2 when the command
line is wrong or the file cannot be read (missing, or not JSON).`;

/** What `replay` was asked to do. */
export interface ReplayCommand {
  file: string;
  seat: PlayerId | 'spectator';
  game: number;
  json: boolean;
}

/** Reads `replay`'s options. */
export function parseReplayArgs(argv: string[]): Parsed<ReplayCommand> {
  const args = readArgs(argv, { seat: { type: 'string' }, game: { type: 'string' }, json: { type: 'boolean' } }, 1);
  if (!('values' in args)) return args;
  const file = args.positionals[0];
  if (file === undefined) return { kind: 'error', message: 'which file? compile-engine replay FILE' };
  const seatText = (args.values.seat as string | undefined) ?? 'spectator';
  const seat = seatText === 'spectator' ? 'spectator' : readSeat(seatText);
  if (seat === null) return { kind: 'error', message: '--seat must be 0, 1 or spectator' };
  const game = readCount((args.values.game as string | undefined) ?? '0', 0);
  if (game === null) return { kind: 'error', message: '--game must be a whole number' };
  return { kind: 'run', options: { file, seat, game, json: args.values.json === true } };
}

/** Runs `replay`: returns the exit code. */
export async function runReplay(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const parsed = parseReplayArgs(argv);
  if (parsed.kind === 'help') return p.out(REPLAY_HELP), 0;
  if (parsed.kind === 'error') return usageError(p, 'replay', parsed.message, REPLAY_HELP), 2;
  const { file, seat, game, json } = parsed.options;
  try {
    const record = await loadRecord(resolve(io.cwd, file), game);
    if (json) tellJson(record, seat, p);
    else tell(record, seat, p);
    return 0;
  } catch (e) {
    if (!(e instanceof CompileEngineError) && !(e instanceof SyntaxError) && !isFileError(e)) throw e;
    p.err(`compile-engine replay: ${file}: ${(e as Error).message}`);
    // The same codes as validate: 2 for a file that cannot be read, 1 for one whose content is refused.
    return e instanceof CompileEngineError ? 1 : 2;
  }
}

const isFileError = (e: unknown): boolean => e instanceof Error && typeof (e as NodeJS.ErrnoException).syscall === 'string';

/** Record `game` of a JSON Lines file (read as a stream, up to that line), or the record of a JSON file. */
async function loadRecord(path: string, game: number): Promise<GameRecord> {
  if (!path.endsWith('.jsonl')) return readRecord(JSON.parse(readFileSync(path, 'utf8')));
  let n = 0;
  for await (const record of readRecords(createReadStream(path))) if (n++ === game) return record;
  throw new CompileEngineError('INVALID_RECORD', `the file has ${n} record${n === 1 ? '' : 's'}, so no game ${game}`);
}

/** The events worth telling: what the viewer may see, without the engine's bookkeeping. */
const told = (events: readonly GameEvent[], seat: PlayerId | 'spectator') => eventsFor(events, seat).filter((e) => e.type !== 'promptRaised' && e.type !== 'phase');

/** Prints the game as `seat` saw it. */
function tell(record: GameRecord, seat: PlayerId | 'spectator', p: Printer): void {
  const engine = defaultEngine();
  const names: SeatNames = record.players ? [record.players[0], record.players[1]] : ['seat 0', 'seat 1'];
  const viewer = seat === 'spectator' ? 'a spectator' : `seat ${seat} (${names[seat]})`;
  p.out(p.paint('bold', `Game record of engine ${record.engineVersion}, seed ${JSON.stringify(record.config.seed)}: ${names[0]} (seat 0) vs ${names[1]} (seat 1), as ${viewer} saw it.`));
  const table = (state: GameState) => {
    const view = engine.viewFor(state, seat);
    for (const line of drawTable(view, names, p.paint)) p.out(line && `    ${line}`);
    if (seat !== 'spectator') p.out(`    hand: ${view.players[seat].hand!.join(', ') || '(empty)'}`);
  };
  const narrate = (events: readonly GameEvent[], after: GameState) => {
    const shown = told(events, seat);
    for (const e of shown) p.out(e.type === 'turnStarted' ? `\n${p.paint('bold', describeEvent(e))}` : `  ${describeEvent(e)}`);
    // Each turn's table, once its Start phase has run: as the viewer saw it when play began.
    if (shown.some((e) => e.type === 'turnStarted') && !after.result) table(after);
  };
  const replayed = replayRecord(record, {
    engine,
    onOpening: (state, events) => narrate(events, state),
    onStep: (step) => {
      if (seat === step.seat) p.out(`  ▸ ${names[seat]} chooses: ${engine.describeAction(step.before, step.action)}`);
      narrate(step.events, step.state);
    },
  });
  const final = replayed.state;
  p.out();
  table(final);
  const r = final.result;
  p.out(r ? (r.winner === null ? `The game was stopped at the turn limit (turn ${final.turnNumber}): a draw.` : `${names[r.winner]} (seat ${r.winner}) wins on turn ${final.turnNumber}.`) : `The record stops before the end of the game (${record.actions.length} decisions).`);
}

/**
 * `--json`: the game as `seat` saw it, one JSON object a line: `{"type":"opening","events"}`, then
 * `{"type":"step","n","mine","action"?,"events"}` for each decision (the action only for the
 * viewer's own: another seat's choice can name a hidden card), then `{"type":"end","result","turnNumber","decisions"}`.
 */
function tellJson(record: GameRecord, seat: PlayerId | 'spectator', p: Printer): void {
  const engine = defaultEngine();
  let n = 0;
  const replayed = replayRecord(record, {
    engine,
    onOpening: (_state, events) => p.out(JSON.stringify({ type: 'opening', seat, events: eventsFor(events, seat) })),
    onStep: (step) => {
      const mine = step.seat === seat;
      p.out(JSON.stringify({ type: 'step', n: n++, mine, ...(mine ? { action: step.action } : {}), events: eventsFor(step.events, seat) }));
    },
  });
  p.out(JSON.stringify({ type: 'end', result: replayed.state.result, turnNumber: replayed.state.turnNumber, decisions: record.actions.length }));
}
