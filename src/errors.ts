/**
 * The engine's one error type. Every refusal carries a stable `code` a program can switch on
 * and a message a person can read; the state passed in is never changed.
 * @module
 */
import { boundedMessage } from './state/text.js';

/**
 * Stable error codes: a program switches on {@link CompileEngineError.code}, never on the message.
 * @category Game API
 */
export type ErrorCode =
  /** The action is well-formed but not among {@link legalActions} now; the message says why when the reason is public. */
  | 'ILLEGAL_ACTION'
  /** The action is not an object of a known shape (unknown type, missing or extra field, wrong value, unreadable). */
  | 'MALFORMED_ACTION'
  /** The game is over; no action is legal. */
  | 'GAME_OVER'
  /** The acting seat given in the options is not the seat that must decide now. */
  | 'NOT_YOUR_TURN'
  /** A seat that is not 0, 1 (or, for views, `"spectator"`). */
  | 'INVALID_SEAT'
  /** `createGame`, or an options object, got a bad or unknown setting. */
  | 'INVALID_CONFIG'
  /** An explicit position is inconsistent, or has a bad or unknown field. */
  | 'INVALID_POSITION'
  /** Card data names an unknown handler or has a bad parameter. */
  | 'INVALID_CARD_DATA'
  /** A state that is not a consistent game state of this format (see `validateState`). */
  | 'INVALID_STATE'
  /** `applyInPlace` got a state with a part it cannot change in place (frozen, sealed, non-extensible, a getter or read-only): the pure API's states must go through `cloneState` first. */
  | 'FROZEN_STATE'
  /**
   * A game record that cannot be read, or that no longer replays on this engine (an action is
   * refused, or what a seat saw differs): the message names the first failing action.
   */
  | 'INVALID_RECORD'
  /**
   * A value given to a helper that is none of the above and not what it takes: an event for
   * `describeEvent`, a view for a bot's evaluation, an event history, a generator.
   */
  | 'INVALID_ARGUMENT';

/**
 * Thrown by the public API; `code` is stable across versions. The message is one line of at most
 * 300 characters: user-supplied strings in it are cut short and their control characters escaped.
 * The message starts with the code in brackets: `[ILLEGAL_ACTION] …`.
 * @category Game API
 */
export class CompileEngineError extends Error {
  /** What went wrong, stable across versions. */
  readonly code: ErrorCode;
  /** The message gets the code as its prefix and is cut to one bounded line. */
  constructor(code: ErrorCode, message: string) {
    super(`[${code}] ${boundedMessage(message)}`);
    this.name = 'CompileEngineError';
    this.code = code;
  }
}

/** Shorthand for throwing a {@link CompileEngineError}. */
export function fail(code: ErrorCode, message: string): never {
  throw new CompileEngineError(code, message);
}

/**
 * Runs `read` — a function reading a value the caller gave — and turns anything it throws that is
 * not a {@link CompileEngineError} into one with `code`, saying what could not be read: the
 * boundary of a helper whose input is the caller's, so that a bad value is never a bare
 * `TypeError`. It costs nothing while nothing is thrown.
 */
export function readingInput<T>(code: ErrorCode, what: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    return rethrowTyped(e, code, what);
  }
}

/** Rethrows `e` if it is a {@link CompileEngineError}, else a new one with `code` saying what could not be read (see {@link readingInput}). */
export function rethrowTyped(e: unknown, code: ErrorCode, what: string): never {
  if (e instanceof CompileEngineError) throw e;
  return fail(code, `${what} (${e instanceof Error ? e.message : 'it threw'})`);
}
