/**
 * The engine's one error type. Every refusal carries a stable `code` a program can switch on
 * and a message a person can read; the state passed in is never changed.
 * @module
 */

/** Stable error codes. */
export type ErrorCode =
  /** The action is well-formed but not among {@link legalActions} now. */
  | 'ILLEGAL_ACTION'
  /** The action is not an object of a known shape. */
  | 'MALFORMED_ACTION'
  /** The game is over; no action is legal. */
  | 'GAME_OVER'
  /** `createGame` got a bad configuration. */
  | 'INVALID_CONFIG'
  /** An explicit position is inconsistent. */
  | 'INVALID_POSITION'
  /** Card data names an unknown handler or has a bad parameter. */
  | 'INVALID_CARD_DATA'
  /** A state that is not a game state of this format. */
  | 'INVALID_STATE';

/** Thrown by the public API; `code` is stable across versions. */
export class CompileEngineError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(`[${code}] ${message}`);
    this.name = 'CompileEngineError';
    this.code = code;
  }
}

/** Shorthand for throwing a {@link CompileEngineError}. */
export function fail(code: ErrorCode, message: string): never {
  throw new CompileEngineError(code, message);
}
