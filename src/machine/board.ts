/**
 * Raw reads of the field: where a card is, what is visible, what a line holds. Values, totals and
 * continuous effects are read in `expressions.ts`. Pure reads, no mutation.
 * @module
 */
import type { Section, SectionName } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import { type Board, defOf } from './context.js';

/** Where a card is. `transit`: committed, between zones (Codex, "Committed Cards"). */
export type Loc =
  | { zone: 'field'; player: PlayerId; line: number; index: number }
  | { zone: 'hand' | 'deck' | 'trash'; player: PlayerId; index: number }
  | { zone: 'transit' };

const SEATS = [0, 1] as const;

/** The other seat. */
export const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/** Finds a card. */
export function locate(b: Board, card: number): Loc {
  for (const player of SEATS) {
    const ps = b.s.players[player]!;
    for (let line = 0; line < 3; line++) {
      const index = ps.stacks[line]!.indexOf(card);
      if (index >= 0) return { zone: 'field', player, line, index };
    }
    for (const zone of ['hand', 'deck', 'trash'] as const) {
      const index = ps[zone].indexOf(card);
      if (index >= 0) return { zone, player, index };
    }
  }
  return { zone: 'transit' };
}

/** A card's place on the field, or `null` if it is not in a stack. */
export function fieldLoc(b: Board, card: number): { player: PlayerId; line: number; index: number; covered: boolean } | null {
  // Plain loops: stacks hold a few cards, and a call of `indexOf` per stack costs more than the search.
  for (let player: PlayerId = 0; player < 2; player++) {
    const stacks = b.s.players[player]!.stacks;
    for (let line = 0; line < 3; line++) {
      const st = stacks[line]!;
      for (let index = 0; index < st.length; index++) {
        if (st[index] === card) return { player: player as PlayerId, line, index, covered: index < st.length - 1 };
      }
    }
  }
  return null;
}

/** The uncovered card of a stack, or `null` for an empty stack. */
export function topOf(b: Board, player: PlayerId, line: number): number | null {
  const st = b.s.players[player]!.stacks[line]!;
  return st.length ? st[st.length - 1]! : null;
}

/**
 * Whether a section's text is in play now: top commands while face-up (even covered); middle and
 * bottom only while face-up and uncovered (rulebook, "Card Anatomy").
 */
export function isVisible(b: Board, card: number, section: SectionName): boolean {
  if (!b.s.up[card]) return false;
  const at = fieldLoc(b, card);
  if (!at) return false;
  return section === 'top' || !at.covered;
}

/** A card's section, if it has one. */
export function sectionOf(b: Board, card: number, section: SectionName): Section | undefined {
  return defOf(b, card)[section];
}

/** The protocol a card shows: its own if it is face-up or off the field, none (`null`) face-down on the field (rulebook, "Face-down"). */
export function protocolOf(b: Board, card: number): string | null {
  if (!b.s.up[card] && fieldLoc(b, card)) return null;
  return defOf(b, card).protocol;
}

/** Number of cards in a line, both stacks. */
export function cardsInLine(b: Board, line: number): number {
  return b.s.players[0]!.stacks[line]!.length + b.s.players[1]!.stacks[line]!.length;
}

/** The protocol names in a line (both seats). */
export function protocolsInLine(b: Board, line: number): [string, string] {
  return [b.s.players[0]!.protocols[line]!.name, b.s.players[1]!.protocols[line]!.name];
}

/** A card's name as a player may see it: its id if face-up, `null` if face-down. */
export function publicName(b: Board, card: number): string | null {
  return b.s.up[card] ? b.s.cards[card]! : null;
}
