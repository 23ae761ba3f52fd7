/**
 * Where a seat may believe each card to be, from the events it saw: for every card, the set of
 * zones it could be in. A card named by an event is where that event put it; an event that moves
 * an unnamed card ("plays a card face-down", "draws 2 cards", a face-down card shifted) widens the
 * sets of every card that could have been the one moved. Reveals narrow them: a revealed hand is
 * exactly those cards (Codex, "reveal"); a card named in a trash shuffled into a deck is in that
 * deck once it is no longer in the (public) trash.
 *
 * The sets only ever say where a card *could* be, never less, so a determinisation drawn inside
 * them keeps everything the seat has seen and not lost since (cards revealed and not shuffled
 * away) and invents nothing.
 * @module
 */
import type { CardSpot, GameEvent } from '../state/events.js';
import type { PlayerId } from '../state/types.js';
import { readingInput } from '../errors.js';

/**
 * A set of zones, one bit each: hands, decks, trashes, and the six stacks.
 * @category Bots
 */
export type Zones = number;

/**
 * The zone bits.
 * @category Bots
 */
export const zone = {
  /** Seat `p`'s hand. */
  hand: (p: PlayerId): Zones => 1 << p,
  /** Seat `p`'s deck. */
  deck: (p: PlayerId): Zones => 1 << (2 + p),
  /** Seat `p`'s trash. */
  trash: (p: PlayerId): Zones => 1 << (4 + p),
  /** Seat `p`'s stack in `line`. */
  field: (p: PlayerId, line: number): Zones => 1 << (6 + 3 * p + line),
};

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);
const fieldOf = (p: PlayerId): Zones => zone.field(p, 0) | zone.field(p, 1) | zone.field(p, 2);
const FIELD = fieldOf(0) | fieldOf(1);

/** Every zone of one seat's side of the table: where its cards may be before any event names them. */
export const sideOf = (p: PlayerId): Zones => zone.hand(p) | zone.deck(p) | zone.trash(p) | fieldOf(p);

/**
 * The zones each card could be in; cards are named by their ids (`"Fire 3"`).
 * @category Bots
 */
export class Whereabouts {
  private readonly zones = new Map<string, Zones>();
  /**
   * Zones a card may be on its way to: committed (played, shifted, returned, taken, deleted,
   * discarded) and perhaps not arrived yet (community rulings, "Committed Cards Are Not on the
   * Field"). Nothing is on its way when a turn or an action phase starts.
   */
  private inbound: Zones = 0;

  /** `owners`: every card of the game, with the seat whose protocol it is (where it starts). */
  constructor(owners: ReadonlyMap<string, PlayerId>) {
    readingInput('INVALID_ARGUMENT', 'Whereabouts takes a Map from card id to its owner\'s seat', () => {
      for (const [card, owner] of owners) this.zones.set(card, sideOf(owner));
    });
  }

  /** The zones `card` could be in (none for a card this game does not have). */
  of(card: string): Zones {
    return this.zones.get(card) ?? 0;
  }

  /** The card is known to be in `z`. */
  private put(card: string | null, z: Zones): void {
    if (card !== null && this.zones.has(card)) this.zones.set(card, z);
  }

  /** An unnamed card left `from` for `to`: each card that could have been in `from` could now be in `to`. */
  private widen(from: Zones, to: Zones): void {
    for (const [card, z] of this.zones) if (z & from) this.zones.set(card, z | to);
  }

  /**
   * Exactly `cards` are in `z` (a revealed hand or deck). While a card may be on its way to that
   * zone (Water 3's returns land after the Psychic 0 they uncovered has revealed the hand), a card
   * not shown may still arrive there: the others keep the zone then. Otherwise a card committed to
   * it keeps it only should nothing else be left to it.
   */
  private exactly(cards: readonly string[], z: Zones): void {
    const arriving = (z & this.inbound) !== 0;
    for (const [card, zs] of this.zones) this.zones.set(card, cards.includes(card) ? z : arriving ? zs : zs & ~z || zs);
  }

  /**
   * Two of a seat's stacks traded places (Mirror 2). A card still on its way to one of them keeps
   * its destination line (community rulings, Mirror 2: committed cards stay committed to their
   * original destination), so a card that may be on its way there may be in either line.
   */
  private swap(a: Zones, b: Zones): void {
    for (const [card, z] of this.zones) {
      const hasA = z & a;
      const hasB = z & b;
      const moved = (z & ~(a | b)) | (hasA ? b : 0) | (hasB ? a : 0);
      this.zones.set(card, moved | (z & this.inbound & (a | b)));
    }
  }

  /** Reads one event the seat saw; `previous` is the event before it (a secret completes it). */
  see(e: GameEvent, previous: GameEvent | undefined): void {
    switch (e.type) {
      case 'played': {
        const to = zone.field(e.side ?? e.player, e.line);
        this.inbound |= to;
        if (e.card !== null) this.put(e.card, to);
        else this.widen(e.from === 'hand' ? zone.hand(e.player) : e.from === 'trash' ? zone.trash(e.player) : zone.deck(e.deck ?? e.player), to);
        break;
      }
      case 'flipped':
        this.put(e.card, zone.field(e.side, e.line));
        break;
      case 'shifted':
        this.inbound |= zone.field(e.side, e.to);
        if (e.card !== null) this.put(e.card, zone.field(e.side, e.to));
        else this.widen(zone.field(e.side, e.from), zone.field(e.side, e.to));
        break;
      case 'deleted':
        this.inbound |= zone.trash(e.side);
        for (const c of e.cards) this.put(c, zone.trash(e.side));
        break;
      case 'returned': {
        const to = e.to === 'deckTop' ? zone.deck(e.side) : zone.hand(e.side);
        this.inbound |= to;
        if (e.card !== null) this.put(e.card, to);
        else this.widen(zone.field(e.side, e.line), to);
        break;
      }
      case 'tookCard':
        this.inbound |= zone.hand(e.player);
        if (e.card !== null) this.put(e.card, zone.hand(e.player));
        else this.widen(zone.field(e.from, e.line), zone.hand(e.player));
        break;
      case 'drew':
        this.widen(zone.deck(e.fromOpponent ? other(e.player) : e.player), zone.hand(e.player));
        break;
      case 'discarded':
        for (const c of e.cards) this.put(c, zone.trash(e.into ?? e.player));
        break;
      // The trash goes into the deck. A card that could be in it stays possible there too: a card
      // deleted or discarded is named when it is committed, and may still be on its way. A trash
      // is public, so a card not in it now is in the deck.
      case 'reshuffled':
        this.widen(zone.trash(e.player), zone.deck(e.player));
        break;
      case 'shuffled':
        if (e.trash) this.widen(zone.trash(e.player), zone.deck(e.player));
        break;
      case 'swappedStacks':
        this.swap(zone.field(e.player, e.lines[0]), zone.field(e.player, e.lines[1]));
        break;
      case 'turnStarted':
        this.inbound = 0;
        break;
      case 'promptRaised':
        if (e.kind === 'action') this.inbound = 0;
        break;
      case 'revealed':
        this.revealed(e);
        break;
      case 'secret':
        this.secret(e, previous);
        break;
      // A designer's event says itself which cards moved where (named or not), as a shift or a play does.
      case 'custom':
        for (const m of e.moves ?? []) {
          const to = spotZone(m.to);
          this.inbound |= to;
          if (m.card !== null) this.put(m.card, to);
          else this.widen(spotZone(m.from), to);
        }
        break;
      default:
        break;
    }
  }

  private revealed(e: Extract<GameEvent, { type: 'revealed' }>): void {
    switch (e.what) {
      case 'hand': return this.exactly(e.cards, zone.hand(e.player));
      case 'deck': return this.exactly(e.cards, zone.deck(e.player));
      case 'handCard': return e.cards.forEach((c) => this.put(c, zone.hand(e.player)));
      case 'deckTop': return e.cards.forEach((c) => this.put(c, zone.deck(e.player)));
      case 'fieldCard': return e.cards.forEach((c) => this.put(c, e.side !== undefined ? zone.field(e.side, e.line!) : this.of(c) & FIELD || FIELD));
      default: return undefined;
    }
  }

  /** The names behind a hidden move, which this seat was allowed to see. */
  private secret(e: Extract<GameEvent, { type: 'secret' }>, previous: GameEvent | undefined): void {
    for (const card of e.cards) {
      switch (e.about) {
        case 'drew': case 'took': case 'tookCard': this.put(card, zone.hand(e.player)); break;
        case 'gave': this.put(card, zone.hand(other(e.player))); break;
        case 'played':
          if (previous?.type === 'played') this.put(card, zone.field(previous.side ?? previous.player, previous.line));
          break;
        case 'returned':
          if (previous?.type === 'returned') this.put(card, previous.to === 'deckTop' ? zone.deck(previous.side) : zone.hand(previous.side));
          break;
        default: break;
      }
    }
  }
}

/** The zone of a place an event names. */
function spotZone(s: CardSpot): Zones {
  return s.zone === 'field' ? zone.field(s.side, s.line) : zone[s.zone](s.player);
}

/**
 * What `history` (the events one seat saw, oldest first) says about where each card of `owners` could be.
 * @category Bots
 */
export function whereabouts(owners: ReadonlyMap<string, PlayerId>, history: readonly GameEvent[]): Whereabouts {
  const w = new Whereabouts(owners);
  readingInput('INVALID_ARGUMENT', 'whereabouts takes the list of events a seat saw, oldest first', () => {
    for (let i = 0; i < history.length; i++) w.see(history[i]!, history[i - 1]);
  });
  return w;
}
