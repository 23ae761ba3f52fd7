/**
 * Game records: a game kept as what is needed to play it again — the config it started from and
 * every action, in order — versioned, with optional per-seat event logs that let a later engine
 * prove it still plays the same game. The game's randomness is in its seed, so config and actions
 * determine every state.
 *
 * ```ts
 * const rec = recordGame(config, actions, { events: true });
 * fs.writeFileSync('game.json', JSON.stringify(rec));
 * const { state } = replayRecord(readRecord(JSON.parse(fs.readFileSync('game.json', 'utf8'))));
 * ```
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameConfig } from '../state/config.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, PlayerId } from '../state/types.js';
import { eventsFor } from '../state/events.js';
import { copyJson, NotJson } from '../state/copy.js';
import { cut, quote } from '../state/text.js';
import { type Engine, CompileEngineError, defaultEngine } from '../api.js';
import { fail, readingInput } from '../errors.js';
import { ENGINE_VERSION } from '../version.js';

/**
 * The format tag of the records this version writes and reads.
 * @category Game API
 */
export const RECORD_FORMAT = 'compile-engine/record@1';

/**
 * A recorded game (plain JSON).
 * @category Game API
 */
export interface GameRecord {
  /** {@link RECORD_FORMAT}: a record of another format is refused. */
  format: typeof RECORD_FORMAT;
  /** The version of the engine that recorded the game (informational: any version may try to replay it). */
  engineVersion: string;
  /** What the game was created with (`createGame`). */
  config: GameConfig;
  /** Every decision of the game, in order. */
  actions: Action[];
  /** Who sat at each seat — a bot's name, "human" — for readers; replay ignores it. */
  players?: [string, string];
  /**
   * What each seat saw (`eventsFor`): `events[seat][0]` is the opening (the deal, the first Start
   * phase), `events[seat][i + 1]` what `actions[i]` caused. When present, a replay must reproduce
   * every one of them exactly.
   */
  events?: [GameEvent[][], GameEvent[][]];
}

/**
 * One replayed decision, as {@link ReplayOptions.onStep} sees it.
 * @category Game API
 */
export interface ReplayStep {
  /** Index of the action in {@link GameRecord.actions}. */
  index: number;
  /** The seat that decided. */
  seat: PlayerId;
  /** Its action. */
  action: Action;
  /** The state the action was applied to. */
  before: GameState;
  /** The state after it. */
  state: GameState;
  /** Every event the action caused (filter with `eventsFor` before showing them to a seat). */
  events: GameEvent[];
}

/**
 * Options of {@link replayRecord}.
 * @category Game API
 */
export interface ReplayOptions {
  /** The engine to replay on (default: the official cards). */
  engine?: Engine;
  /** Called once the game is created, with its opening state and events (the deal, the first Start phase). */
  onOpening?: (state: GameState, events: GameEvent[]) => void;
  /** Called after each replayed action, in order. */
  onStep?: (step: ReplayStep) => void;
}

/**
 * A replayed game.
 * @category Game API
 */
export interface Replayed {
  /** The opening state, before the first action. */
  start: GameState;
  /** The state after the last action. */
  state: GameState;
  /** Every event: `events[0]` the opening, `events[i + 1]` what `actions[i]` caused. */
  events: GameEvent[][];
}

/**
 * A {@link CompileEngineError} about a record (`INVALID_RECORD`), with the index of the first
 * action that fails, or `null` when the record itself is at fault (format, config, shape).
 * @category Game API
 */
export class RecordError extends CompileEngineError {
  /** Index in {@link GameRecord.actions} of the first action that fails, or `null`. */
  readonly action: number | null;
  constructor(message: string, action: number | null = null) {
    super('INVALID_RECORD', message);
    this.name = 'RecordError';
    this.action = action;
  }
}

/**
 * Options of {@link recordGame}.
 * @category Game API
 */
export interface RecordOptions {
  /** The engine the game was played on (default: the official cards). */
  engine?: Engine;
  /** Keep each seat's event log in the record (default false). */
  events?: boolean;
  /** Who sat at each seat. */
  players?: [string, string];
}

/**
 * A record of the game played from `config` with `actions`. The actions are replayed first, so a
 * record is only ever made of a game that plays (`INVALID_RECORD` naming the first action that
 * does not); with `events`, the record keeps what each seat saw.
 * @category Game API
 */
export function recordGame(config: GameConfig, actions: readonly Action[], options: RecordOptions = {}): GameRecord {
  const { players, engine, events } = optionsObject(options, 'recordGame', (o) => ({ players: o.players, engine: o.engine, events: o.events }));
  const record = makeRecord(copyOf(config, 'the config'), copyOf(actions as Action[], 'the actions'), players);
  const replayed = replayRecord(record, engine ? { engine } : {});
  if (events) record.events = [seatLog(replayed.events, 0), seatLog(replayed.events, 1)];
  return record;
}

/** Options must be an object (or left out): anything else is `INVALID_CONFIG` before any work. */
function optionsObject<O extends object, T>(options: O, fn: string, read: (o: O) => T): T {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_CONFIG', `${fn} takes an options object (or none)`);
  return readingInput('INVALID_CONFIG', `${fn} could not read its options`, () => read(options));
}

/**
 * A record of a game just played, from its parts, without replaying it: for callers that played
 * the game themselves with these very values (the simulator). `events`: every event, step by step.
 */
export function makeRecord(config: GameConfig, actions: Action[], players?: readonly [string, string], events?: readonly GameEvent[][]): GameRecord {
  const record: GameRecord = { format: RECORD_FORMAT, engineVersion: ENGINE_VERSION, config, ...(players ? { players: [String(players[0]), String(players[1])] as [string, string] } : {}), actions };
  if (events) record.events = [seatLog(events, 0), seatLog(events, 1)];
  return record;
}

/**
 * A record as readable JSON text: one field per line, and one action (or one step of an event
 * log) per line. It reads back with `JSON.parse` like any JSON.
 * @category Game API
 */
export function formatRecord(given: GameRecord): string {
  const record = readRecord(given); // a value that is no record is refused, never half-written
  const list = (items: readonly unknown[], indent: string) => (items.length === 0 ? '[]' : `[\n${items.map((x) => `${indent}  ${JSON.stringify(x)}`).join(',\n')}\n${indent}]`);
  const value = (key: string, v: unknown) => {
    if (key === 'actions') return list(v as unknown[], '  ');
    if (key === 'events') return `[\n${(v as unknown[][]).map((log) => `    ${list(log, '    ')}`).join(',\n')}\n  ]`;
    return JSON.stringify(v);
  };
  return `{\n${Object.entries(record).map(([key, v]) => `  ${JSON.stringify(key)}: ${value(key, v)}`).join(',\n')}\n}\n`;
}

/**
 * Replays a record: the same states and events as the recorded game, byte for byte. Refuses, with
 * {@link RecordError} (`INVALID_RECORD`), a record whose config is not accepted, whose action is
 * refused, or — when the record has event logs — whose action makes a seat see anything other than
 * what was recorded (a card changed by a later version). The error names the first such action.
 * @category Game API
 */
export function replayRecord(given: GameRecord, options: ReplayOptions = {}): Replayed {
  const { engine: chosen, onOpening, onStep } = optionsObject(options, 'replayRecord', (o) => ({ engine: o.engine, onOpening: o.onOpening, onStep: o.onStep }));
  const record = readRecord(given);
  const engine = chosen ?? defaultEngine();
  const opening = refusedAs(null, 'the config is refused', () => engine.createGameWithEvents(record.config));
  if (record.events) checkSeen(record, 0, opening.events);
  onOpening?.(opening.state, opening.events);
  let state = opening.state;
  const events: GameEvent[][] = [opening.events];
  record.actions.forEach((action, index) => {
    const before = state;
    const step = refusedAs(index, `${actionName(record, index)} is refused`, () => engine.applyAction(before, action));
    if (record.events) checkSeen(record, index + 1, step.events);
    state = step.state;
    events.push(step.events);
    onStep?.({ index, seat: before.prompt!.player, action, before, state, events: step.events });
  });
  return { start: opening.state, state, events };
}

/**
 * A record from parsed JSON, checked and copied (each property read once): the format, the
 * version, the config, the actions and the optional fields must have the right kinds. Whether the
 * game replays is {@link replayRecord}'s to say.
 * @category Game API
 */
export function readRecord(data: unknown): GameRecord {
  const r = copyOf(data, 'the record') as Record<string, unknown>;
  if (typeof r !== 'object' || r === null || Array.isArray(r)) throw new RecordError('a record must be an object');
  for (const key of Object.keys(r)) if (!RECORD_KEYS.has(key)) throw new RecordError(`unknown field ${quote(key)} (known: ${[...RECORD_KEYS].join(', ')})`);
  if (r.format !== RECORD_FORMAT) throw new RecordError(`format must be ${quote(RECORD_FORMAT, 60)}, not ${typeof r.format === 'string' ? quote(r.format) : 'missing'}`);
  if (typeof r.engineVersion !== 'string') throw new RecordError('engineVersion must be a string');
  if (typeof r.config !== 'object' || r.config === null || Array.isArray(r.config)) throw new RecordError('config must be an object');
  if (!Array.isArray(r.actions)) throw new RecordError('actions must be a list');
  if (r.players !== undefined && !(Array.isArray(r.players) && r.players.length === 2 && r.players.every((p) => typeof p === 'string'))) {
    throw new RecordError('players must be a list of two names');
  }
  if (r.events !== undefined && !isEventLogs(r.events, r.actions.length)) {
    throw new RecordError(`events must be two lists (one per seat) of ${r.actions.length + 1} lists of events each`);
  }
  return r as unknown as GameRecord;
}

const RECORD_KEYS = new Set(['format', 'engineVersion', 'config', 'actions', 'players', 'events']);

/** Two per-seat logs, each with one list of events for the opening and one per action. */
function isEventLogs(v: unknown, actions: number): boolean {
  return Array.isArray(v) && v.length === 2 && v.every((log) => Array.isArray(log) && log.length === actions + 1
    && log.every((step) => Array.isArray(step) && step.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e))));
}

/** Each step's events as `seat` saw them. */
const seatLog = (events: readonly GameEvent[][], seat: PlayerId): GameEvent[][] => events.map((step) => eventsFor(step, seat));

/** Refuses the record unless each seat sees exactly what it recorded at step `step` (0: the opening). */
function checkSeen(record: GameRecord, step: number, events: readonly GameEvent[]): void {
  for (const seat of [0, 1] as const) {
    const seen = JSON.stringify(eventsFor(events, seat));
    const recorded = JSON.stringify(record.events![seat][step]);
    if (seen === recorded) continue;
    const where = step === 0 ? 'the opening' : actionName(record, step - 1);
    throw new RecordError(`${where} replays differently: seat ${seat} ${firstDifference(recorded, seen)}`, step === 0 ? null : step - 1);
  }
}

/** Where two JSON texts part, shown briefly. */
function firstDifference(recorded: string, seen: string): string {
  let i = 0;
  while (i < recorded.length && recorded[i] === seen[i]) i++;
  const from = Math.max(0, i - 20);
  return `saw …${cut(seen.slice(from), 60)} where the record has …${cut(recorded.slice(from), 60)}`;
}

/** "action 17 of 120 ({"type":"pass"})". */
function actionName(record: GameRecord, index: number): string {
  return `action ${index} of ${record.actions.length} (${cut(JSON.stringify(record.actions[index]) ?? 'nothing', 60)})`;
}

/** Runs `step`, turning an engine refusal into a {@link RecordError} about `action`. */
function refusedAs<T>(action: number | null, what: string, step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof CompileEngineError) throw new RecordError(`${what}: ${e.message}`, action);
    throw e;
  }
}

/** A JSON copy of what a caller passed, or {@link RecordError} saying what is not JSON. */
function copyOf<T>(value: T, what: string): T {
  try {
    return copyJson(value, { depth: 64, nodes: 50_000_000 }) as T;
  } catch (e) {
    if (e instanceof NotJson) throw new RecordError(`${what} is not plain JSON (${e.message})`);
    throw e;
  }
}
