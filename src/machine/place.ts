/**
 * Placement primitives for handler authors: a card put under another, two field cards swapped, a
 * card put onto the field from a deck, hand or trash without being played — and the custom events
 * that report them. Each keeps what the standard moves keep:
 *
 * - **commit queues**: a card bound for a stack is committed (a `land` frame) and lands in the order
 *   cards were committed to its line (Codex, "Committed Cards"), so "would be covered" texts of the
 *   card it covers resolve first, and text it uncovers by leaving enters play before it lands;
 * - **interrupted text**: a card leaving the field stops its text (`interrupt`);
 * - **the census**: a card is in one place at a time (taken out of its zone before it is committed);
 * - **events**: one custom event per move, named by the handler, with `moves` saying what moved
 *   where — a face-down card named only to the seats that may know it, in a second event for them.
 * @module
 */
import type { CardMove, CardSpot, GameEvent } from '../state/events.js';
import type { Line, PlayerId } from '../state/types.js';
import { type Ctx, emit } from './context.js';
import { fieldLoc, locate, publicName } from './board.js';
import { commitToStack, enterCardText, lift } from './moves.js';

/**
 * Reports a designer's event: `name` is its own type, `text` its English, `moves` what a seat that
 * sees it learns about where cards went; `visibleTo` keeps it to some seats (default: public).
 * @category Handler authoring
 */
export function emitEvent(x: Ctx, e: { name: string; player: PlayerId; text: string; moves?: CardMove[]; visibleTo?: PlayerId[] }): void {
  if (x.quiet) return;
  const event: GameEvent = { type: 'custom', name: e.name, player: e.player, text: e.text };
  if (e.moves !== undefined) event.moves = e.moves;
  if (e.visibleTo !== undefined) event.visibleTo = e.visibleTo;
  emit(x, event);
}

/**
 * What a placement reports: the event's name and English (the primitive names the cards).
 * @category Handler authoring
 */
export interface PlacementEvent {
  /** The custom event's name (default: the primitive's, `placedUnder`, `swappedCards`, `placedOnField`). */
  name?: string;
  /** Its English (default: a sentence of the primitive's). */
  text?: string;
}

/** Where a card is, as an event names it, or `null` in transit. */
function spotOf(x: Ctx, card: number): CardSpot | null {
  const at = locate(x, card);
  if (at.zone === 'transit') return null;
  return at.zone === 'field' ? { zone: 'field', side: at.player, line: at.line as Line } : { zone: at.zone, player: at.player };
}

/**
 * Takes a card out of its zone to commit it elsewhere. Returns the card it uncovered on the field
 * (its text enters play before the moved card lands), or `null`.
 */
function takeOut(x: Ctx, card: number, from: CardSpot): number | null {
  if (from.zone === 'field') return lift(x, card, 'left');
  const list = x.s.players[from.player]![from.zone];
  list.splice(list.indexOf(card), 1);
  return null;
}

/**
 * Reports a move: publicly with the card named if it shows face-up on both ends (or came from a
 * trash, which is public, or goes face-up), else unnamed, with a second event naming it to `knownTo`.
 */
function report(x: Ctx, by: PlayerId, name: string, text: string, moves: { card: number; from: CardSpot; to: CardSpot; public: boolean }[], knownTo: PlayerId[]): void {
  emitEvent(x, { name, player: by, text, moves: moves.map((m) => ({ card: m.public ? x.s.cards[m.card]! : null, from: m.from, to: m.to })) });
  const hidden = moves.filter((m) => !m.public);
  if (hidden.length > 0 && knownTo.length > 0) {
    emitEvent(x, { name, player: by, text, moves: hidden.map((m) => ({ card: x.s.cards[m.card]!, from: m.from, to: m.to })), visibleTo: knownTo });
  }
}

/**
 * Puts `card` (from a deck, hand, trash or the field) directly under the field card `under`, face-up
 * or face-down: "Put the top card of your deck face-down under this card". Not a play and not a
 * shift: no "After you play" window, no `played` or `shifted` event. The card is committed and
 * slips under `under` when it lands, as a card played under another does (Gravity 0); should
 * `under` have left its stack by then, it lands on top. A face-down card from a deck is known to
 * nobody on the way; from a hand, to its holder. Returns whether it moved.
 * @category Handler authoring
 */
export function placeUnder(x: Ctx, card: number, under: number, up: boolean, by: PlayerId, event: PlacementEvent = {}): boolean {
  const target = fieldLoc(x, under);
  const from = spotOf(x, card);
  if (!target || !from || card === under) return false;
  const to: CardSpot = { zone: 'field', side: target.player, line: target.line as Line };
  const shown = from.zone === 'trash' || (from.zone === 'field' && x.s.up[card]!);
  const knownTo = from.zone === 'hand' ? [from.player] : from.zone === 'field' ? [from.side] : [];
  const uncovered = takeOut(x, card, from);
  const named = shown || up;
  report(x, by, event.name ?? 'placedUnder', event.text ?? `${named ? x.s.cards[card] : 'a card'} is put ${up ? 'face-up' : 'face-down'} under ${publicName(x, under) ?? 'a face-down card'} in line ${target.line}`, [{ card, from, to, public: named }], knownTo);
  x.s.up[card] = up;
  // Under a card its middle stays out of play: only an uncovered face-up card's text enters play.
  commitToStack(x, card, target.player, target.line, up, false, from.zone === 'hand' ? from.player : null, under);
  if (uncovered !== null) enterCardText(x, uncovered);
  return true;
}

/**
 * Swaps two uncovered field cards of different stacks, each keeping its face: "Swap the top cards
 * of two of your stacks". Neither is shifted or played; each is committed to the other's stack and
 * lands there (so the card it then covers answers "would be covered" first), after the texts the
 * two uncovered by leaving have entered play. Returns whether they moved.
 * @category Handler authoring
 */
export function swapCards(x: Ctx, a: number, b: number, by: PlayerId, event: PlacementEvent = {}): boolean {
  const at = fieldLoc(x, a);
  const bt = fieldLoc(x, b);
  if (!at || !bt || at.covered || bt.covered || (at.player === bt.player && at.line === bt.line)) return false;
  const sa: CardSpot = { zone: 'field', side: at.player, line: at.line as Line };
  const sb: CardSpot = { zone: 'field', side: bt.player, line: bt.line as Line };
  const knownTo = at.player === bt.player ? [at.player] : [at.player, bt.player];
  report(x, by, event.name ?? 'swappedCards', event.text ?? `${publicName(x, a) ?? 'a face-down card'} in line ${at.line} and ${publicName(x, b) ?? 'a face-down card'} in line ${bt.line} swap places`,
    [{ card: a, from: sa, to: sb, public: x.s.up[a]! }, { card: b, from: sb, to: sa, public: x.s.up[b]! }], knownTo);
  const ua = lift(x, a, 'shift');
  const ub = lift(x, b, 'shift');
  commitToStack(x, a, bt.player, bt.line, x.s.up[a]!, false, at.player);
  commitToStack(x, b, at.player, at.line, x.s.up[b]!, false, bt.player);
  if (ub !== null) enterCardText(x, ub);
  if (ua !== null) enterCardText(x, ua);
  return true;
}

/**
 * Puts a card from a deck, hand or trash on top of a stack, face-up or face-down, without it being a
 * play: no `played` event, no "After you play" window, no play rule (matching protocols) applies.
 * It is committed and lands as any card does; landing face-up, its middle enters play. A face-down
 * card from a deck is known to nobody on the way; from a hand, to its holder. Returns whether it moved.
 * @category Handler authoring
 */
export function placeOnField(x: Ctx, card: number, player: PlayerId, line: number, up: boolean, by: PlayerId, event: PlacementEvent = {}): boolean {
  const from = spotOf(x, card);
  if (!from || from.zone === 'field' || line < 0 || line > 2) return false;
  const to: CardSpot = { zone: 'field', side: player, line: line as Line };
  const named = up || from.zone === 'trash';
  takeOut(x, card, from);
  report(x, by, event.name ?? 'placedOnField', event.text ?? `${named ? x.s.cards[card] : 'a card'} is put ${up ? 'face-up' : 'face-down'} in line ${line}`, [{ card, from, to, public: named }], from.zone === 'hand' ? [from.player] : []);
  x.s.up[card] = up;
  commitToStack(x, card, player, line, up, true, from.zone === 'hand' ? from.player : null);
  return true;
}
