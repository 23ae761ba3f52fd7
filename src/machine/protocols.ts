/**
 * Moving protocols between lines (rearrange, swap, the control component). Only protocol cards
 * move; stacks stay in their lines (rulebook, "Playing With Control").
 * @module
 */
import type { PlayerId, ProtocolSlot } from '../state/types.js';
import { copySlot } from '../state/clone.js';
import { type Board, type Ctx, emit } from './context.js';
import { forbidden } from './expressions.js';

/** Whether a rule forbids rearranging `player`'s protocols (fan-made Frost 1: "Protocols cannot be rearranged"). */
const locked = (b: Board, player: PlayerId): boolean => forbidden(b, 'rearrange', { who: player, side: player, line: null, card: null });

const PERMUTATIONS = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] as const;

/** Every order of `player`'s protocols other than the current one (protocol names by line). */
export function rearrangements(b: Board, player: PlayerId): string[][] {
  if (locked(b, player)) return [];
  return ordersOf(b.s.players[player]!.protocols, PERMUTATIONS.slice(1));
}

/** `slots`' names in each order of `perms` (loops and literals: see `copyPlayer` on `map`). */
function ordersOf(slots: readonly ProtocolSlot[], perms: readonly (readonly number[])[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < perms.length; i++) {
    const perm = perms[i]!;
    out.push([slots[perm[0]!]!.name, slots[perm[1]!]!.name, slots[perm[2]!]!.name]);
  }
  return out;
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
  return ordersOf(b.s.players[player]!.protocols, SWAPS);
}

const SWAPS = [[1, 0, 2], [2, 1, 0], [0, 2, 1]] as const;

/** Puts `whose` protocols in `order` (names by line); compiled sides travel with their protocols. */
export function applyOrder(x: Ctx, by: PlayerId, whose: PlayerId, order: string[]): void {
  const slots = x.s.players[whose]!.protocols;
  const byName = new Map<string, ProtocolSlot>();
  for (const p of slots) byName.set(p.name, copySlot(p));
  for (let line = 0; line < 3; line++) slots[line] = byName.get(order[line]!)!;
  if (!x.quiet) emit(x, { type: 'rearranged', player: by, whose, order: [...order] });
}

/**
 * Turns a protocol to its compiled side — by a compile, or by a card's text (Diversity 0, Unity 1).
 * The first player with all three protocols compiled wins (rulebook, "Victory").
 * @category Handler authoring
 */
export function markCompiled(x: Ctx, player: PlayerId, line: number, how: 'compile' | 'effect'): void {
  const slot = x.s.players[player]!.protocols[line]!;
  slot.compiled = true;
  if (!x.quiet) emit(x, { type: 'compiled', player, line: line as 0 | 1 | 2, protocol: slot.name, ...(how === 'effect' ? { byEffect: true as const } : {}) });
  if (x.s.players[player]!.protocols.every((p) => p.compiled)) {
    x.s.result = { winner: player, reason: 'compiled' };
    if (!x.quiet) emit(x, { type: 'gameOver', result: x.s.result });
  }
}
