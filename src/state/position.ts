/**
 * Explicit positions: start a game from a described table instead of a fresh deal — for tests,
 * puzzles, tutorials and bots. Everything is named by card id ("Fire 0"); lines are numbered from
 * seat 0's left, like everywhere else. Every field is checked: an unknown field, a bad value or an
 * inconsistency is an `INVALID_POSITION` error, never silently ignored.
 * @module
 */
import type { Phase, PlayerId } from './types.js';

/**
 * A card on the field: `"Fire 0"` or `"Fire 0 up"` (face-up), `"Fire 0 down"`, or an object.
 * @category Game API
 */
export type FieldCardSpec = string | {
  /** The card (`"Fire 0"`). */
  card: string;
  /** Its face. */
  face: 'up' | 'down';
};

/**
 * One seat of a position.
 * @category Game API
 */
export interface PlayerPosition {
  /** Protocol in each line 0–2 (seat 0's left first); `{ name, compiled: true }` for a compiled one. */
  protocols: (string | {
    /** The protocol's name. */
    name: string;
    /** Whether it is compiled. */
    compiled: boolean;
  })[];
  /** The stack in each line, bottom → top. */
  stacks?: FieldCardSpec[][];
  /** The hand's cards (card ids such as `"Fire 0"`). */
  hand?: string[];
  /** Deck cards, top first. Unplaced cards of this seat's protocols go below them (see {@link Position.unplaced}). */
  deck?: string[];
  /** Trash cards, oldest first. */
  trash?: string[];
  /** Cards of this seat's protocols out of the game: no rule ever reaches them (never drawn, shuffled in or counted). */
  absent?: string[];
}

/**
 * The phase a position starts in. `start` runs the turn from its beginning (Start effects
 * included); each later phase means the earlier phases of that turn are over — Start effects have
 * already run — and the game runs from the beginning of that phase.
 * @category Game API
 */
export type PositionPhase = Extract<Phase, 'start' | 'control' | 'compile' | 'action' | 'cache' | 'end'>;

/**
 * A compile ban in force (Metal 1: "Your opponent cannot compile on their next turn").
 * @category Game API
 */
export interface CompileBan {
  /** The seat that cannot compile. */
  player: PlayerId;
  /** The card whose text bans it (e.g. "Metal 1"); the ban holds only while that text is visible (rulings page). */
  card: string;
  /**
   * The turn number it applies to. Default: the banned seat's next Check Compile — this turn if it
   * is theirs and the position starts before its compile phase, else their next turn.
   */
  turn?: number;
}

/**
 * A whole table, for {@link fromPosition}. Strict: an unknown field, a bad value or an
 * inconsistency (a card placed twice, a protocol in play twice, …) is `INVALID_POSITION`.
 * @category Game API
 */
export interface Position {
  /** Seed of the game's PRNG (shuffles of the unplaced cards, later shuffles and random picks). */
  seed: string | number;
  /** Seat 0 and seat 1. */
  players: [PlayerPosition, PlayerPosition];
  /** Whose turn (default 0). */
  turn?: PlayerId;
  /** The phase the turn starts in (default `start`), see {@link PositionPhase}. */
  phase?: PositionPhase;
  /** Turn number (default 1). */
  turnNumber?: number;
  /**
   * Whether the player whose turn it is has already compiled this turn (default false): then the
   * action is skipped. Only with `phase` `action`, `cache` or `end` (the compile is over by then).
   */
  compiledThisTurn?: boolean;
  /** Compile bans in force (Metal 1 played on the previous turn, or this turn against the opponent). */
  noCompile?: CompileBan[];
  /** Who holds the control component (default neutral). */
  controlHolder?: PlayerId | null;
  /** Use the control component (default true). */
  useControl?: boolean;
  /**
   * The old name of {@link Position.useControl | useControl}, still read for one release so that
   * older code and game records start the same game; giving both is `INVALID_POSITION`.
   * @deprecated Use `useControl`: `control` is also the name of the component's holder in a view.
   */
  control?: boolean;
  /** Stop the game as a draw after this many turns (default 500). An engine safeguard, not a rule. */
  maxTurns?: number;
  /**
   * Where the cards the position does not place go: `deck` (default; below the listed deck cards,
   * shuffled by the seed), `trash`, or `absent` (out of the game, for puzzles with fewer cards).
   */
  unplaced?: 'deck' | 'trash' | 'absent';
}
