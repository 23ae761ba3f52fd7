/**
 * Events: what an action caused, in order, with a readable text form. An event that carries
 * hidden information names the seats allowed to see it in `visibleTo`; without it, it is public.
 * @module
 */
import type { Line, Phase, PlayerId, Result } from './types.js';
import { seatName as seat } from './text.js';
import { fail, readingInput } from '../errors.js';

/**
 * Fields every event may carry.
 * @category Views and events
 */
export interface EventBase {
  /** When present, only these seats may see the event. */
  visibleTo?: PlayerId[];
}

/**
 * A place a card is in, as an event names it: a stack (`side`, `line`), or a hand, deck or trash.
 * @category Views and events
 */
export type CardSpot =
  | {
      /** A stack on the field. */
      zone: 'field';
      /** Whose side. */
      side: PlayerId;
      /** The line. */
      line: Line;
    }
  | {
      /** A hand, deck or trash. */
      zone: 'hand' | 'deck' | 'trash';
      /** Whose. */
      player: PlayerId;
    };

/**
 * A card a custom event moved: from where to where, named (its id) to the seats the event is for
 * when they may know it, else `null`. What a seat may infer from a custom event is exactly this:
 * the determiniser reads it as it reads a shift or a play.
 * @category Views and events
 */
export interface CardMove {
  /** The card, or `null` when the seats the event is for may not know which it is. */
  card: string | null;
  /** Where it was. */
  from: CardSpot;
  /** Where it went (or is on its way to: committed cards land later). */
  to: CardSpot;
}

/**
 * Everything the engine reports, in the order it happened. Field cards are named by their card id
 * (`"Fire 3"`) when face-up, `null` when the event is public and the card is face-down; the
 * identities behind hidden moves follow in a `secret` event for the seats allowed to know them.
 * Filter with {@link eventsFor} before showing events to a seat; {@link describeEvent} reads one.
 * @category Views and events
 */
export type GameEvent = EventBase & (
  /** A protocol was drafted and placed. */
  | {
      /** The kind of event. */
      type: 'drafted';
      /** The seat that drafted it. */
      player: PlayerId;
      /** The protocol. */
      protocol: string;
      /** The line it was placed in. */
      line: Line;
    }
  /** A turn began. */
  | {
      /** The kind of event. */
      type: 'turnStarted';
      /** Whose turn it is. */
      player: PlayerId;
      /** The turn number (1 for the first turn). */
      turn: number;
    }
  /** A phase of the turn began. */
  | {
      /** The kind of event. */
      type: 'phase';
      /** Whose turn it is. */
      player: PlayerId;
      /** The phase. */
      phase: Phase;
    }
  /** A card was played (the action, or a card's text). */
  | {
      /** The kind of event. */
      type: 'played';
      /** The seat that played it. */
      player: PlayerId;
      /** The line it went into. */
      line: Line;
      /** The face it was played with. */
      face: 'up' | 'down';
      /** The card, or `null` when played face-down (its owner learns it from a `secret` event). */
      card: string | null;
      /** The zone it came from (`deck`: the top of a deck, Water 1, Gravity 6, …). */
      from: 'hand' | 'deck' | 'trash';
      /** Whose stack received the card, when not the player's own (Corruption 0, Assimilation 6). */
      side?: PlayerId;
      /** Whose deck it came from (`from: 'deck'`), when not the player's own (Assimilation 2). */
      deck?: PlayerId;
    }
  /**
   * Moves of field cards say `side` (whose side of the field the card is on) and `by` (whose effect
   * acted: the text's owner, the chooser of "Your opponent deletes …", the compiling player).
   */
  | {
      /** The kind of event. */
      type: 'flipped';
      /** Whose side of the field the card is on. */
      side: PlayerId;
      /** Whose effect flipped it. */
      by: PlayerId;
      /** The card's line. */
      line: Line;
      /** The card (a flip shows it either way: it is face-up before or after). */
      card: string;
      /** The face it shows now. */
      face: 'up' | 'down';
    }
  /** A field card moved to another line. */
  | {
      /** The kind of event. */
      type: 'shifted';
      /** Whose side of the field the card is on. */
      side: PlayerId;
      /** Whose effect shifted it. */
      by: PlayerId;
      /** The line it left. */
      from: Line;
      /** The line it went to. */
      to: Line;
      /** The card, or `null` when face-down. */
      card: string | null;
    }
  /** Field cards went to their owner's trash (a delete, or the deletion of a compile). */
  | {
      /** The kind of event. */
      type: 'deleted';
      /** Whose side of the field the cards were on. */
      side: PlayerId;
      /** Whose effect deleted them (the compiling player for a compile). */
      by: PlayerId;
      /** Their line. */
      line: Line;
      /** The cards (deleted cards go face-up to the trash, so they are public). */
      cards: string[];
    }
  /** A field card went back to its owner's hand. */
  | {
      /** The kind of event. */
      type: 'returned';
      /** Whose side of the field the card was on. */
      side: PlayerId;
      /** Whose effect returned it. */
      by: PlayerId;
      /** Its line. */
      line: Line;
      /** The card, or `null` when it was face-down. */
      card: string | null;
      /** `deckTop`: a continuous effect sent it to the top of the deck instead (Corruption 1). */
      to?: 'deckTop';
    }
  /** `player` put a field card of `from`'s side into their hand (Assimilation 0). */
  | {
      /** The kind of event. */
      type: 'tookCard';
      /** The seat whose hand received it. */
      player: PlayerId;
      /** Whose side of the field it was on. */
      from: PlayerId;
      /** Its line. */
      line: Line;
      /** The card, or `null` when it was face-down. */
      card: string | null;
    }
  /** A seat drew cards (which ones: a `secret` event for that seat). */
  | {
      /** The kind of event. */
      type: 'drew';
      /** The seat that drew. */
      player: PlayerId;
      /** How many cards. */
      count: number;
      /** Whether they came from the opponent's deck (a recompile, Love 1). */
      fromOpponent: boolean;
    }
  /** An empty deck was refilled by shuffling the trash (before a draw). */
  | {
      /** The kind of event. */
      type: 'reshuffled';
      /** Whose deck. */
      player: PlayerId;
      /** How many cards the new deck has. */
      count: number;
    }
  /** A seat discarded cards. */
  | {
      /** The kind of event. */
      type: 'discarded';
      /** The seat that discarded. */
      player: PlayerId;
      /** The cards (the trash is public). */
      cards: string[];
      /** The zone they came from (`deck`: the top of a deck, Clarity 1, Luck). */
      from: 'hand' | 'deck';
      /** Whose deck they came from (`from: 'deck'`), when not the discarding player's own (Luck 3). */
      deck?: PlayerId;
      /** Whose trash received the cards, when not the discarding player's own (Assimilation 1; Luck 3: the deck's owner's). */
      into?: PlayerId;
    }
  /** A seat refreshed (the action, or a card's "Refresh."). */
  | {
      /** The kind of event. */
      type: 'refreshed';
      /** The seat that refreshed. */
      player: PlayerId;
    }
  /** A protocol was flipped to its compiled side. */
  | {
      /** The kind of event. */
      type: 'compiled';
      /** The seat whose protocol it is. */
      player: PlayerId;
      /** Its line. */
      line: Line;
      /** The protocol. */
      protocol: string;
      /** A card's text flipped the protocol; it was not a compile (Diversity 0, Unity 1). */
      byEffect?: true;
    }
  /** A seat compiled a protocol that was already compiled. */
  | {
      /** The kind of event. */
      type: 'recompiled';
      /** The compiling seat. */
      player: PlayerId;
      /** The line. */
      line: Line;
      /** The protocol. */
      protocol: string;
    }
  /** A recompile took the top card of the opponent's deck. */
  | {
      /** The kind of event. */
      type: 'stole';
      /** The seat that took it. */
      player: PlayerId;
      /** How many cards (0 or 1). */
      count: number;
    }
  /** A seat took the control component. */
  | {
      /** The kind of event. */
      type: 'controlGained';
      /** The seat that holds it now. */
      player: PlayerId;
    }
  /** A card's text returned the control component to neutral, without spending it. */
  | {
      /** The kind of event. */
      type: 'controlReturned';
      /** The seat whose text it was. */
      player: PlayerId;
      /** The seat that held it. */
      from: PlayerId;
    }
  /** A seat spent the control component (before a compile or refresh): it is neutral again. */
  | {
      /** The kind of event. */
      type: 'controlUsed';
      /** The seat that spent it. */
      player: PlayerId;
    }
  /** Protocols were put in a new order (the control component, or a card's text). */
  | {
      /** The kind of event. */
      type: 'rearranged';
      /** The seat that rearranged. */
      player: PlayerId;
      /** Whose protocols. */
      whose: PlayerId;
      /** The new order, by line. */
      order: string[];
    }
  /** Cards were revealed to both seats. */
  | {
      /** The kind of event. */
      type: 'revealed';
      /** The seat that reveals: the holder of the hand, deck or trash; for a field card (Light 2), the seat whose text reveals it. */
      player: PlayerId;
      /** The cards revealed (none: an empty hand was revealed). */
      cards: string[];
      /** What was revealed. */
      what: 'hand' | 'handCard' | 'fieldCard' | 'deckTop' | 'deck' | 'trashCard';
      /** For a field card: whose side of the field it is on. */
      side?: PlayerId;
      /** For a field card: its line. */
      line?: Line;
    }
  /** A player stated a number or a protocol (Luck 0, Luck 3). */
  | {
      /** The kind of event. */
      type: 'stated';
      /** The seat that stated it. */
      player: PlayerId;
      /** The number or protocol stated. */
      value: number | string;
    }
  /** A player shuffled their deck (`trash`: their trash into it first). */
  | {
      /** The kind of event. */
      type: 'shuffled';
      /** Whose deck. */
      player: PlayerId;
      /** How many cards the deck has now. */
      count: number;
      /** Whether the trash was shuffled in. */
      trash: boolean;
    }
  /** A player swapped the cards of two of their stacks (Mirror 2). */
  | {
      /** The kind of event. */
      type: 'swappedStacks';
      /** The seat whose stacks they are. */
      player: PlayerId;
      /** The two lines. */
      lines: [Line, Line];
    }
  /** A seat gave cards from its hand to the opponent (which ones: a `secret` event for both). */
  | {
      /** The kind of event. */
      type: 'gave';
      /** The seat that gave. */
      player: PlayerId;
      /** How many cards. */
      count: number;
    }
  /** A seat took random cards from the opponent's hand (which ones: a `secret` event for both). */
  | {
      /** The kind of event. */
      type: 'took';
      /** The seat that took. */
      player: PlayerId;
      /** How many cards. */
      count: number;
    }
  /** A card's text began to resolve. */
  | {
      /** The kind of event. */
      type: 'triggered';
      /** The seat whose text it is. */
      player: PlayerId;
      /** The card. */
      card: string;
      /** Which section. */
      section: 'top' | 'middle' | 'bottom';
    }
  /** A seat could neither play nor refresh, so its action was skipped. */
  | {
      /** The kind of event. */
      type: 'skippedAction';
      /** The seat. */
      player: PlayerId;
    }
  /** Check Cache is over: the player's hand size then (`skipped`: a card skipped the phase, Spirit 0). */
  | {
      /** The kind of event. */
      type: 'cacheChecked';
      /** Whose Check Cache. */
      player: PlayerId;
      /** The hand size after it. */
      handCount: number;
      /** Whether a card made the seat skip the phase (Spirit 0). */
      skipped: boolean;
    }
  /** A seat that could compile may not, this turn (Metal 1). */
  | {
      /** The kind of event. */
      type: 'cannotCompile';
      /** The seat. */
      player: PlayerId;
    }
  /** The game now waits for a decision. */
  | {
      /** The kind of event. */
      type: 'promptRaised';
      /** The seat that must decide. */
      player: PlayerId;
      /** The kind of decision (a {@link Prompt} kind). */
      kind: string;
    }
  /** The game ended. */
  | {
      /** The kind of event. */
      type: 'gameOver';
      /** How. */
      result: Result;
    }
  /**
   * An event of a designer's handler, of its own name (`"tucked"`), emitted with `emitEvent` or by
   * the placement primitives (`placeUnder`, `swapCards`, `placeOnField`). `visibleTo` limits it as
   * any event; `moves` says which cards moved where, for the seats that see it.
   */
  | {
      /** The kind of event. */
      type: 'custom';
      /** Its own name, chosen by the handler. */
      name: string;
      /** The seat whose effect it was. */
      player: PlayerId;
      /** One line of English for the seats that see it: what {@link describeEvent} gives. */
      text: string;
      /** The cards it moved, as the seats that see it may know them. */
      moves?: CardMove[];
    }
  /** The identities behind a hidden move, for the seats in `visibleTo` only. */
  | {
      /** The kind of event. */
      type: 'secret';
      /** The public event it completes. */
      about: 'drew' | 'played' | 'returned' | 'gave' | 'took' | 'stole' | 'shifted' | 'tookCard';
      /** The seat of that event. */
      player: PlayerId;
      /** The cards, by card id. */
      cards: string[];
    }
);

/**
 * The events a seat may see (spectators see only public ones): what a server sends to that seat.
 * @category Views and events
 */
export function eventsFor(events: readonly GameEvent[], seat: PlayerId | 'spectator'): GameEvent[] {
  if (seat !== 0 && seat !== 1 && seat !== 'spectator') fail('INVALID_SEAT', 'eventsFor: seat must be 0, 1 or "spectator"');
  return readingInput('INVALID_ARGUMENT', 'eventsFor takes the list of events the engine returned', () => events.filter((e) => !e.visibleTo || (seat !== 'spectator' && e.visibleTo.includes(seat))));
}

/** The deck a card came from: the acting seat's own ("a deck", as the event leaves `deck` out), or the one named. */
const deckOf = (owner: PlayerId | undefined) => (owner === undefined ? 'a deck' : `${seat(owner)}'s deck`);

/** A field card as a narration names it: "seat 0's Fire 3", or "a face-down card of seat 0". */
const fieldCard = (side: PlayerId, card: string | null) => (card === null ? `a face-down card of ${seat(side)}` : `${seat(side)}'s ${card}`);

/**
 * One line of plain English for an event, as any seat allowed to see it may read it: `"seat 0
 * plays Fire 3 face-up in line 1"`, `"a face-down card of seat 1 is shifted from line 0 to line 2
 * by seat 0"`.
 * @category Views and events
 */
export function describeEvent(e: GameEvent): string {
  const text = readingInput('INVALID_ARGUMENT', 'describeEvent takes an event the engine returned', () => eventText(e));
  return typeof text === 'string' ? text : fail('INVALID_ARGUMENT', 'describeEvent takes an event the engine returned (this one has no known type)');
}

function eventText(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'drafted': return `${seat(e.player)} drafts ${e.protocol} (line ${e.line})`;
    case 'turnStarted': return `— turn ${e.turn}: ${seat(e.player)} —`;
    case 'phase': return `${seat(e.player)} ${e.phase} phase`;
    case 'played': return `${seat(e.player)} plays ${e.card ? `${e.card} face-up` : 'a card face-down'} in line ${e.line}${e.side !== undefined ? ` on ${seat(e.side)}'s side` : ''}${e.from === 'deck' ? ` from the top of ${deckOf(e.deck)}` : e.from === 'trash' ? ' from their trash' : ''}`;
    case 'flipped': return `${fieldCard(e.side, e.card)} in line ${e.line} is flipped face-${e.face} by ${seat(e.by)}`;
    case 'shifted': return `${fieldCard(e.side, e.card)} is shifted from line ${e.from} to line ${e.to} by ${seat(e.by)}`;
    case 'deleted': return `${fieldCard(e.side, e.cards.join(', '))} in line ${e.line} ${e.cards.length > 1 ? 'are' : 'is'} deleted by ${seat(e.by)}`;
    case 'returned': return `${fieldCard(e.side, e.card)} in line ${e.line} ${e.to === 'deckTop' ? 'is put on top of its deck instead of returning, by' : 'is returned to hand by'} ${seat(e.by)}`;
    case 'tookCard': return `${seat(e.player)} puts ${fieldCard(e.from, e.card)} from line ${e.line} into their hand`;
    case 'drew': return `${seat(e.player)} draws ${e.count} card${e.count === 1 ? '' : 's'}${e.fromOpponent ? " from the opponent's deck" : ''}`;
    case 'reshuffled': return `${seat(e.player)} shuffles ${e.count} card${e.count === 1 ? '' : 's'} from trash into a new deck`;
    case 'discarded': return `${seat(e.player)} discards ${e.cards.join(', ')}${e.from === 'deck' ? ` from the top of ${deckOf(e.deck)}` : ''}${e.into !== undefined ? ` into ${seat(e.into)}'s trash` : ''}`;
    case 'refreshed': return `${seat(e.player)} refreshes`;
    case 'compiled': return e.byEffect ? `${seat(e.player)}'s ${e.protocol} (line ${e.line}) is flipped to its compiled side` : `${seat(e.player)} compiles ${e.protocol} (line ${e.line})`;
    case 'recompiled': return `${seat(e.player)} recompiles ${e.protocol} (line ${e.line})`;
    case 'stole': return `${seat(e.player)} takes the top card of the opponent's deck`;
    case 'controlGained': return `${seat(e.player)} gains the control component`;
    case 'controlUsed': return `${seat(e.player)} returns the control component to neutral`;
    case 'controlReturned': return `${seat(e.player)}'s text returns ${seat(e.from)}'s control component to neutral`;
    case 'rearranged': return `${seat(e.player)} rearranges ${seat(e.whose)}'s protocols: ${e.order.join(', ')}`;
    case 'revealed': return `${seat(e.player)} reveals ${e.cards.length ? e.cards.join(', ') : 'nothing'}${e.side !== undefined ? ` (${seat(e.side)}'s card in line ${e.line})` : ''}`;
    case 'stated': return `${seat(e.player)} states ${e.value}`;
    case 'shuffled': return `${seat(e.player)} shuffles ${e.trash ? 'their trash into their deck' : 'their deck'} (${e.count} card${e.count === 1 ? '' : 's'})`;
    case 'swappedStacks': return `${seat(e.player)} swaps their stacks in lines ${e.lines[0]} and ${e.lines[1]}`;
    case 'gave': return `${seat(e.player)} gives ${e.count} card${e.count === 1 ? '' : 's'} to the opponent`;
    case 'took': return `${seat(e.player)} takes ${e.count} random card${e.count === 1 ? '' : 's'} from the opponent's hand`;
    case 'triggered': return `${seat(e.player)}'s ${e.card} (${e.section})`;
    case 'skippedAction': return `${seat(e.player)} can do nothing and skips the action`;
    case 'cacheChecked': return e.skipped ? `${seat(e.player)} skips the check cache phase` : `${seat(e.player)} ends Check Cache with ${e.handCount} card${e.handCount === 1 ? '' : 's'}`;
    case 'cannotCompile': return `${seat(e.player)} cannot compile this turn`;
    case 'promptRaised': return `${seat(e.player)} to choose (${e.kind})`;
    case 'gameOver': return e.result.winner === null ? `game stopped (${e.result.reason})` : `${seat(e.result.winner)} wins`;
    case 'secret': return `(${seat(e.player)} ${e.about}: ${e.cards.join(', ')})`;
    case 'custom': return e.text;
  }
}
