/**
 * A chess clock kept by the server: each seat has a time for the whole game, charged while the
 * engine waits for that seat's decision. Only the server's moves read it (the game's moves run on
 * the server only), so no client can stop, wind or forge it; a loss on time is the engine's
 * `timeout` action, declared by the server and never by a seat.
 *
 * The clock lives in boardgame.io's plugin data (`state.plugins.compileClock.data`, stored with
 * the match, sent to every client: a clock is no secret). Its times are the server's `Date.now()`:
 * servers sharing a match must keep their clocks in step (NTP), and the time a match spends
 * stored while no server runs is charged to the seat that was deciding.
 * @module
 */
import type { Plugin } from 'boardgame.io';
import type { GameState, PlayerId } from '../../state/types.js';
import { fail } from '../../errors.js';

/**
 * The clock of a match ({@link CompileGameOptions.clock}): Fischer timing, each seat's time for the
 * whole game plus an increment after each of its decisions.
 * @category boardgame.io
 */
export interface CompileClock {
  /** Each seat's time for the whole game, in milliseconds. */
  initialMs: number;
  /** Added to a seat's time after each of its decisions, in milliseconds (default 0). */
  incrementMs?: number;
  /** The server's clock in milliseconds (default `Date.now`); a test may pass its own. */
  now?: () => number;
}

/**
 * What the clock keeps, in the match's plugin data: plain JSON.
 * @category boardgame.io
 */
export interface ClockData {
  /** Each seat's time left (by seat) when the running seat's decision began. */
  remainingMs: [number, number];
  /** Whose time runs: the seat the engine waits for; `null` before the first move and once the game is over. */
  running: PlayerId | null;
  /** When the running seat's decision began (the server's clock, ms since the epoch), or `null`. */
  since: number | null;
  /** The increment of the match, in ms. */
  incrementMs: number;
}

/**
 * A match's clock as a client shows it ({@link clockOf}).
 * @category boardgame.io
 */
export interface ClockReading {
  /** Each seat's time left, by seat, in milliseconds: the running seat's as of the reading (never below 0). */
  remainingMs: [number, number];
  /** Whose time runs: the seat the engine waits for; `null` before the first move and once the game is over. */
  running: PlayerId | null;
}

/** The plugin's name: the key of its data in boardgame.io's `state.plugins`. */
export const CLOCK_PLUGIN = 'compileClock';

/** What a move reads and writes of the clock (the plugin's API in a move's context). */
export interface ClockApi {
  /** The server's time now. */
  now(): number;
  /** The clock as the move found it. */
  read(): ClockData;
  /** The clock after the move. */
  write(data: ClockData): void;
}

/** The clock's options, checked once, at `compileGame`. */
export function checkClock(clock: CompileClock): Required<CompileClock> {
  const ms = (v: unknown, name: string, min: number) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min) fail('INVALID_CONFIG', `compileGame's clock.${name} is a number of milliseconds of at least ${min}, not ${String(v)}`);
    return v;
  };
  if (typeof clock !== 'object' || clock === null) fail('INVALID_CONFIG', 'compileGame\'s clock is an object such as { initialMs: 600000, incrementMs: 2000 }');
  if (clock.now !== undefined && typeof clock.now !== 'function') fail('INVALID_CONFIG', 'compileGame\'s clock.now is a function returning milliseconds');
  return { initialMs: ms(clock.initialMs, 'initialMs', 1), incrementMs: ms(clock.incrementMs ?? 0, 'incrementMs', 0), now: clock.now ?? Date.now };
}

/** A clock that has not started: the first decision is not timed (the clock starts with the first move, as online chess clocks do). */
export const startingClock = (clock: Required<CompileClock>): ClockData => ({ remainingMs: [clock.initialMs, clock.initialMs], running: null, since: null, incrementMs: clock.incrementMs });

/** The running seat's time left at `now` (its decision so far charged). */
const leftAt = (data: ClockData, now: number): number => (data.running === null ? 0 : data.remainingMs[data.running] - (now - (data.since ?? now)));

/** The seat whose time has run out at `now`, if any: only the running seat's time runs. */
export function flagged(data: ClockData, now: number): PlayerId | null {
  return data.running !== null && leftAt(data, now) <= 0 ? data.running : null;
}

/**
 * The clock after a move made at `now` that led to `next`: the running seat is charged for its
 * decision (and given the increment when the move was its own decision), and the clock then runs
 * for the seat the engine waits for next, or stops once the game is over.
 */
export function afterMove(data: ClockData, now: number, next: GameState, decided: boolean): ClockData {
  const remainingMs: [number, number] = [...data.remainingMs];
  if (data.running !== null) remainingMs[data.running] = Math.max(0, leftAt(data, now)) + (decided ? data.incrementMs : 0);
  const running = next.result || !next.prompt ? null : next.prompt.player;
  return { remainingMs, running, since: running === null ? null : now, incrementMs: data.incrementMs };
}

/** The plugin that keeps a match's clock: moves read and write it through {@link ClockApi}. */
export function clockPlugin(clock: Required<CompileClock>): Plugin<ClockApi, ClockData, GameState> {
  return {
    name: CLOCK_PLUGIN,
    setup: () => startingClock(clock),
    api: ({ data }) => {
      let kept = data;
      return { now: clock.now, read: () => kept, write: (d) => { kept = d; } };
    },
    flush: ({ api }) => api.read(),
  };
}

/**
 * A match's clock as a client shows it: each seat's time left at `now`, by seat, and whose time
 * runs. `state` is what a boardgame.io client holds (`client.getState()`); `null` when the match
 * has no clock. `now` is the client's clock (default `Date.now()`): a client whose clock differs
 * from the server's shows the running time off by the difference, but only the server decides a
 * loss on time.
 * @example
 * ```ts
 * import { clockOf } from 'compile-engine/boardgameio';
 *
 * const state = { plugins: { compileClock: { data: { remainingMs: [60000, 45000], running: 1, since: 1000, incrementMs: 0 } } } };
 * console.log(clockOf(state, 6000)); // { remainingMs: [60000, 40000], running: 1 }
 * ```
 * @category boardgame.io
 */
export function clockOf(state: { plugins?: Record<string, { data?: unknown }> } | null | undefined, now: number = Date.now()): ClockReading | null {
  const data = state?.plugins?.[CLOCK_PLUGIN]?.data as ClockData | undefined;
  if (!data || !Array.isArray(data.remainingMs)) return null;
  const remainingMs: [number, number] = [...data.remainingMs];
  if (data.running !== null) remainingMs[data.running] = Math.max(0, leftAt(data, now));
  return { remainingMs, running: data.running };
}
