/**
 * Explicit positions: start a game from a described table instead of a fresh deal — for tests,
 * puzzles, tutorials and bots. Everything is named by card id ("Fire 0"); lines are numbered from
 * seat 0's left, like everywhere else.
 * @module
 */
import type { Phase, PlayerId } from './types.js';

/** A card on the field: `"Fire 0"` (face-up), `"Fire 0 down"`, or an object. */
export type FieldCardSpec = string | { card: string; face: 'up' | 'down' };

/** One seat of a position. */
export interface PlayerPosition {
  /** Protocol in each line 0–2 (seat 0's left first); `{ name, compiled: true }` for a compiled one. */
  protocols: (string | { name: string; compiled: boolean })[];
  /** The stack in each line, bottom → top. */
  stacks?: FieldCardSpec[][];
  hand?: string[];
  /** Deck cards, top first. Unplaced cards of this seat's protocols go below them. */
  deck?: string[];
  trash?: string[];
}

/** A whole table. */
export interface Position {
  seed: string | number;
  players: [PlayerPosition, PlayerPosition];
  /** Whose turn (default 0). */
  turn?: PlayerId;
  /** The phase the turn starts at (default `start`): the game runs from the beginning of it. */
  phase?: Extract<Phase, 'start' | 'control' | 'compile' | 'action'>;
  /** Turn number (default 1). */
  turnNumber?: number;
  /** Who holds the control component (default neutral). */
  controlHolder?: PlayerId | null;
  /** Use the control component (default true). */
  control?: boolean;
  maxTurns?: number;
  /**
   * Where the cards the position does not place go: `deck` (default; below the listed deck cards,
   * shuffled by the seed) or `trash`.
   */
  unplaced?: 'deck' | 'trash';
}
