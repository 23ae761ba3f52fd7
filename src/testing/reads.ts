/**
 * Reading a state by card names, for assertions in scenario tests. Engine-independent.
 * @module
 */
import type { GameState, Phase, PlayerId, Prompt } from '../state/types.js';
import { readingInput } from '../errors.js';

/** Reads a state given to a test helper: a value that is no state is `INVALID_STATE`, never a bare `TypeError`. */
const reading = <T>(what: string, read: () => T): T => readingInput('INVALID_STATE', `${what} takes a game state and a seat`, read);

/**
 * A stack's cards by name, bottom → top, face-down ones suffixed " down".
 * @category Testing
 */
export function stack(s: GameState, player: PlayerId, l: number): string[] {
  return reading('stack', () => s.players[player]!.stacks[l]!.map((c) => (s.up[c] ? s.cards[c]! : `${s.cards[c]} down`)));
}
/**
 * A hand's cards by name.
 * @category Testing
 */
export const hand = (s: GameState, player: PlayerId): string[] => reading('hand', () => s.players[player]!.hand.map((c) => s.cards[c]!));
/**
 * A trash's cards by name, oldest first.
 * @category Testing
 */
export const trash = (s: GameState, player: PlayerId): string[] => reading('trash', () => s.players[player]!.trash.map((c) => s.cards[c]!));
/**
 * A deck's cards by name, top first.
 * @category Testing
 */
export const deck = (s: GameState, player: PlayerId): string[] => reading('deck', () => s.players[player]!.deck.map((c) => s.cards[c]!));
/**
 * Who must decide what now, or `null` when the game is over.
 * @category Testing
 */
export const awaiting = (s: GameState): {
  /** The seat that must decide. */
  player: PlayerId;
  /** The kind of decision. */
  kind: Prompt['kind'];
} | null => reading('awaiting', () => (s.prompt ? { player: s.prompt.player, kind: s.prompt.kind } : null));
/**
 * The current phase and whose turn it is.
 * @category Testing
 */
export const phase = (s: GameState): {
  /** Whose turn it is. */
  turn: PlayerId;
  /** The phase. */
  phase: Phase;
  /** The turn number. */
  turnNumber: number;
} => reading('phase', () => ({ turn: s.turn, phase: s.phase, turnNumber: s.turnNumber }));
