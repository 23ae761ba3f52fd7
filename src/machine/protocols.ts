/**
 * Moving protocols between lines (rearrange, swap, the control component). Only protocol cards
 * move; stacks stay in their lines (rulebook, "Playing With Control").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import { type Board, type Ctx, emit } from './context.js';
import { forbidden } from './expressions.js';

/** Whether a rule forbids rearranging `player`'s protocols (fan-made Frost 1: "Protocols cannot be rearranged"). */
const locked = (b: Board, player: PlayerId): boolean => forbidden(b, 'rearrange', { who: player, side: player, line: null, card: null });

const PERMUTATIONS = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] as const;

/** Every order of `player`'s protocols other than the current one (protocol names by line). */
export function rearrangements(b: Board, player: PlayerId): string[][] {
  if (locked(b, player)) return [];
  const names = b.s.players[player]!.protocols.map((p) => p.name);
  return PERMUTATIONS.slice(1).map((perm) => perm.map((i) => names[i]!));
}

/** Whether `order` is one of {@link rearrangements} (checked without listing them). */
export function isRearrangement(b: Board, player: PlayerId, order: readonly string[]): boolean {
  if (locked(b, player)) return false;
  const slots = b.s.players[player]!.protocols;
  for (let k = 1; k < PERMUTATIONS.length; k++) {
    const perm = PERMUTATIONS[k]!;
    if (slots[perm[0]]!.name === order[0] && slots[perm[1]]!.name === order[1] && slots[perm[2]]!.name === order[2]) return true;
  }
  return false;
}

/** The three orders that exchange exactly two of `player`'s protocols. */
export function swaps(b: Board, player: PlayerId): string[][] {
  if (locked(b, player)) return [];
  const names = b.s.players[player]!.protocols.map((p) => p.name);
  return [[1, 0, 2], [2, 1, 0], [0, 2, 1]].map((perm) => perm.map((i) => names[i]!));
}

/** Puts `whose` protocols in `order` (names by line); compiled sides travel with their protocols. */
export function applyOrder(x: Ctx, by: PlayerId, whose: PlayerId, order: string[]): void {
  const slots = x.s.players[whose]!.protocols;
  const byName = new Map(slots.map((p) => [p.name, { ...p }]));
  for (let line = 0; line < 3; line++) slots[line] = byName.get(order[line]!)!;
  emit(x, { type: 'rearranged', player: by, whose, order: [...order] });
}

/**
 * Turns a protocol to its compiled side — by a compile, or by a card's text (Diversity 0, Unity 1).
 * The first player with all three protocols compiled wins (rulebook, "Victory").
 */
export function markCompiled(x: Ctx, player: PlayerId, line: number, how: 'compile' | 'effect'): void {
  const slot = x.s.players[player]!.protocols[line]!;
  slot.compiled = true;
  emit(x, { type: 'compiled', player, line: line as 0 | 1 | 2, protocol: slot.name, ...(how === 'effect' ? { byEffect: true as const } : {}) });
  if (x.s.players[player]!.protocols.every((p) => p.compiled)) {
    x.s.result = { winner: player, reason: 'compiled' };
    emit(x, { type: 'gameOver', result: x.s.result });
  }
}
