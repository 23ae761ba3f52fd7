/**
 * How to start a game: the settings `createGame` reads, strictly (an unknown or misspelt setting
 * is an `INVALID_CONFIG` error, never silently ignored).
 * @module
 */
import type { PlayerId } from './types.js';

/**
 * How to start a game, for {@link createGame}. Strict: an unknown or misspelt setting is
 * `INVALID_CONFIG`.
 * @category Game API
 */
export interface GameConfig {
  /** Seed of the game's PRNG (required: the same seed and actions give the same game). */
  seed: string | number;
  /**
   * Each seat's protocols **by line** (line 0 is seat 0's left, which is seat 1's right). Omit to
   * draft instead.
   */
  protocols?: [string[], string[]];
  /** Draft from this pool (default: every protocol of the chosen sets) with the 1-2-2-1 draft. Not with `protocols`. */
  draftPool?: string[];
  /**
   * The card sets in play, e.g. `['Main 1']` (default: every set the engine has — all official
   * cards implemented). Protocols given or drafted must come from these sets.
   */
  sets?: string[];
  /** Use the control component (default true). */
  useControl?: boolean;
  /**
   * The old name of {@link GameConfig.useControl | useControl}, still read for one release so that
   * older code and game records start the same game; giving both is `INVALID_CONFIG`.
   * @deprecated Use `useControl`: `control` is also the name of the component's holder in a view.
   */
  control?: boolean;
  /** Who drafts and plays first (default 0). */
  first?: PlayerId;
  /** Stop the game as a draw after this many turns (default 500). An engine safeguard, not a rule. */
  maxTurns?: number;
}
