/**
 * Raw reads of the field: where a card is, what is visible, what a line holds. Values, totals and
 * continuous effects are read in `expressions.ts`. Pure reads, no mutation.
 * @module
 */
import type { Section, SectionName } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import { type Board, defOf } from './context.js';

/**
 * Where a card is. `transit`: committed, between zones (Codex, "Committed Cards").
 * @category Handler authoring
 */
export type Loc =
  /** In a stack. */
  | {
      /** The zone. */
      zone: 'field';
      /** Whose side. */
      player: PlayerId;
      /** Its line. */
      line: number;
      /** Its place in the stack, 0 at the bottom. */
      index: number;
    }
  /** In a hand, deck or trash. */
  | {
      /** The zone. */
      zone: 'hand' | 'deck' | 'trash';
      /** Whose. */
      player: PlayerId;
      /** Its index there (deck: 0 the top; trash: 0 the oldest). */
      index: number;
    }
  /** Committed, between zones. */
  | {
      /** The zone. */
      zone: 'transit';
    };

const SEATS = [0, 1] as const;

/**
 * The other seat.
 * @category Handler authoring
 */
export const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/*
 * Where a card lies is found from a hint first (`Board.seen`: the stack or trash, and the index,
 * where it was last found), checked against the state in one read, so that a wrong hint costs a
 * search and nothing else. A card is in one place at a time (the census), so a card found in a
 * trash is not on the field. Hints: -1 none; else `(place << 8) | index`, place 0–5 the stacks
 * (seat × 3 + line), 6–7 the trashes.
 */
const TRASH = 6;
const hintOf = (place: number, index: number): number => (index < 256 ? (place << 8) | index : -1);

/**
 * Notes where a card was just put in a stack, as a search would: the card a play or a shift lands
 * is asked about at once (its text entering play), and a search for it costs about as much as the
 * landing (`--cpu-prof`).
 */
export function noteInStack(b: Board, card: number, player: PlayerId, line: number, index: number): void {
  b.seen[card] = hintOf(player * 3 + line, index);
}

/**
 * Finds a card.
 * @category Handler authoring
 */
export function locate(b: Board, card: number): Loc {
  const at = fieldLoc(b, card);
  if (at !== null) return { zone: 'field', player: at.player, line: at.line, index: at.index };
  for (const player of SEATS) {
    const ps = b.s.players[player]!;
    for (const zone of ['hand', 'deck', 'trash'] as const) {
      const index = ps[zone].indexOf(card);
      if (index >= 0) return { zone, player, index };
    }
  }
  return { zone: 'transit' };
}

/**
 * A card's place on the field — `player` (whose side), `line`, `index` (0 at the bottom) and
 * whether it is `covered` — or `null` if it is not in a stack.
 * @category Handler authoring
 */
export function fieldLoc(b: Board, card: number): {
  /** Whose side. */
  player: PlayerId;
  /** Its line. */
  line: number;
  /** Its place in the stack, 0 at the bottom. */
  index: number;
  /** Whether a card lies on it. */
  covered: boolean;
} | null {
  const spot = fieldSpot(b, card);
  return spot < 0 ? null : { player: spotSeat(spot), line: spotLine(spot), index: spot >> 5, covered: spotCovered(spot) };
}

/*
 * A field spot: where {@link fieldLoc} finds a card, as one number, for the machine's own reads on
 * the paths every action takes (whether a card is on the field, its line, whether it is covered),
 * which need no object: -1 off the field; else `(index << 5) | (covered << 4) | place`, place 0–5
 * the stacks (seat × 3 + line).
 */

/** A card's field spot (see above), or -1 off the field. */
export function fieldSpot(b: Board, card: number): number {
  const hint = b.seen[card]!;
  if (hint >= 0) {
    const place = hint >> 8;
    const index = hint & 255;
    const ps = b.s.players[place < 3 || place === TRASH ? 0 : 1]!;
    if (place >= TRASH) {
      const trash = ps.trash;
      if (index < trash.length && trash[index] === card) return -1;
    } else {
      const st = ps.stacks[place % 3]!;
      if (index < st.length && st[index] === card) return spotAt(place, index, st.length);
    }
  }
  return searchField(b, card);
}

const spotAt = (place: number, index: number, height: number): number => (index << 5) | (index < height - 1 ? 16 : 0) | place;
/** The seat of a field spot. */
export const spotSeat = (spot: number): PlayerId => ((spot & 15) < 3 ? 0 : 1);
/** The line of a field spot. */
export const spotLine = (spot: number): number => (spot & 15) % 3;
/** Whether the card at a field spot is covered. */
export const spotCovered = (spot: number): boolean => (spot & 16) !== 0;

/** {@link fieldSpot} without a hint (or with a wrong one): a search, which leaves a hint for next time. */
function searchField(b: Board, card: number): number {
  // Plain loops: stacks hold a few cards, and a call of `indexOf` per stack costs more than the search.
  for (let player: PlayerId = 0; player < 2; player++) {
    const stacks = b.s.players[player]!.stacks;
    for (let line = 0; line < 3; line++) {
      const st = stacks[line]!;
      for (let index = 0; index < st.length; index++) {
        if (st[index] === card) {
          b.seen[card] = hintOf(player * 3 + line, index);
          return spotAt(player * 3 + line, index, st.length);
        }
      }
    }
  }
  // Face-up cards off the field are in a trash (or moving between zones): a hint there proves the
  // next search unnecessary. Face-down ones (hands, decks) are rarely asked about twice.
  b.seen[card] = -1;
  if (b.s.up[card]) {
    for (let player: PlayerId = 0; player < 2; player++) {
      const index = b.s.players[player]!.trash.indexOf(card);
      if (index >= 0) b.seen[card] = hintOf(TRASH + player, index);
    }
  }
  return -1;
}

/**
 * The uncovered card of a stack, or `null` for an empty stack.
 * @category Handler authoring
 */
export function topOf(b: Board, player: PlayerId, line: number): number | null {
  const st = b.s.players[player]!.stacks[line]!;
  return st.length ? st[st.length - 1]! : null;
}

/**
 * Whether a section's text is in play now: top commands while face-up (even covered); middle and
 * bottom only while face-up and uncovered (rulebook, "Card Anatomy").
 * @category Handler authoring
 */
export function isVisible(b: Board, card: number, section: SectionName): boolean {
  if (!b.s.up[card]) return false;
  const spot = fieldSpot(b, card);
  return spot >= 0 && (section === 'top' || !spotCovered(spot));
}

/** A card's section, if it has one. */
export function sectionOf(b: Board, card: number, section: SectionName): Section | undefined {
  return defOf(b, card)[section];
}

/**
 * The protocol a card shows: its own if it is face-up or off the field, none (`null`) face-down on the field (rulebook, "Face-down").
 * @category Handler authoring
 */
export function protocolOf(b: Board, card: number): string | null {
  if (!b.s.up[card] && fieldSpot(b, card) >= 0) return null;
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
