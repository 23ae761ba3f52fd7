/**
 * Moving protocols between lines (rearrange, swap, the control component). Only protocol cards
 * move; stacks stay in their lines (rulebook, "Playing With Control").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import { type Board, type Ctx, emit } from './context.js';

const PERMUTATIONS = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] as const;

/** Every order of `player`'s protocols other than the current one (protocol names by line). */
export function rearrangements(b: Board, player: PlayerId): string[][] {
  const names = b.s.players[player]!.protocols.map((p) => p.name);
  return PERMUTATIONS.slice(1).map((perm) => perm.map((i) => names[i]!));
}

/** The three orders that exchange exactly two of `player`'s protocols. */
export function swaps(b: Board, player: PlayerId): string[][] {
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
