/**
 * Events: what an action caused, in order, with a readable text form. An event that carries
 * hidden information names the seats allowed to see it in `visibleTo`; without it, it is public.
 * @module
 */
import type { Line, Phase, PlayerId, Result } from './types.js';
import { seatName as seat } from './text.js';

/** Fields every event may carry. */
export interface EventBase {
  /** When present, only these seats may see the event. */
  visibleTo?: PlayerId[];
}

/** Everything the engine reports. */
export type GameEvent = EventBase & (
  | { type: 'drafted'; player: PlayerId; protocol: string; line: Line }
  | { type: 'turnStarted'; player: PlayerId; turn: number }
  | { type: 'phase'; player: PlayerId; phase: Phase }
  /** `side`: whose stack received the card, when not the player's own (Corruption 0, Assimilation 6). */
  | { type: 'played'; player: PlayerId; line: Line; face: 'up' | 'down'; card: string | null; from: 'hand' | 'deck' | 'trash'; side?: PlayerId }
  /**
   * Moves of field cards say `side` (whose side of the field the card is on) and `by` (whose effect
   * acted: the text's owner, the chooser of "Your opponent deletes …", the compiling player).
   */
  | { type: 'flipped'; side: PlayerId; by: PlayerId; line: Line; card: string; face: 'up' | 'down' }
  | { type: 'shifted'; side: PlayerId; by: PlayerId; from: Line; to: Line; card: string | null }
  | { type: 'deleted'; side: PlayerId; by: PlayerId; line: Line; cards: string[] }
  /** `to: 'deckTop'`: a continuous effect sent it to the top of the deck instead (Corruption 1). */
  | { type: 'returned'; side: PlayerId; by: PlayerId; line: Line; card: string | null; to?: 'deckTop' }
  /** `player` put a field card of `from`'s side into their hand (Assimilation 0). */
  | { type: 'tookCard'; player: PlayerId; from: PlayerId; line: Line; card: string | null }
  | { type: 'drew'; player: PlayerId; count: number; fromOpponent: boolean }
  | { type: 'reshuffled'; player: PlayerId; count: number }
  /** `into`: whose trash received the cards, when not the discarding player's own (Assimilation 1). */
  | { type: 'discarded'; player: PlayerId; cards: string[]; from: 'hand' | 'deck'; into?: PlayerId }
  | { type: 'refreshed'; player: PlayerId }
  /** `byEffect`: a card's text flipped the protocol; it was not a compile (Diversity 0, Unity 1). */
  | { type: 'compiled'; player: PlayerId; line: Line; protocol: string; byEffect?: true }
  | { type: 'recompiled'; player: PlayerId; line: Line; protocol: string }
  | { type: 'stole'; player: PlayerId; count: number }
  | { type: 'controlGained'; player: PlayerId }
  | { type: 'controlUsed'; player: PlayerId }
  | { type: 'rearranged'; player: PlayerId; whose: PlayerId; order: string[] }
  | { type: 'revealed'; player: PlayerId; cards: string[]; what: 'hand' | 'handCard' | 'fieldCard' | 'deckTop' | 'deck' | 'trashCard' }
  /** A player stated a number or a protocol (Luck 0, Luck 3). */
  | { type: 'stated'; player: PlayerId; value: number | string }
  /** A player shuffled their deck (`trash`: their trash into it first). */
  | { type: 'shuffled'; player: PlayerId; count: number; trash: boolean }
  /** A player swapped the cards of two of their stacks (Mirror 2). */
  | { type: 'swappedStacks'; player: PlayerId; lines: [Line, Line] }
  | { type: 'gave'; player: PlayerId; count: number }
  | { type: 'took'; player: PlayerId; count: number }
  | { type: 'triggered'; player: PlayerId; card: string; section: 'top' | 'middle' | 'bottom' }
  | { type: 'skippedAction'; player: PlayerId }
  /** Check Cache is over: the player's hand size then (`skipped`: a card skipped the phase, Spirit 0). */
  | { type: 'cacheChecked'; player: PlayerId; handCount: number; skipped: boolean }
  | { type: 'cannotCompile'; player: PlayerId }
  | { type: 'promptRaised'; player: PlayerId; kind: string }
  | { type: 'gameOver'; result: Result }
  /** The identities behind a hidden move, for the seats in `visibleTo` only. */
  | { type: 'secret'; about: 'drew' | 'played' | 'returned' | 'gave' | 'took' | 'stole' | 'shifted' | 'tookCard'; player: PlayerId; cards: string[] }
);

/** The events a seat may see (spectators see only public ones). */
export function eventsFor(events: readonly GameEvent[], seat: PlayerId | 'spectator'): GameEvent[] {
  return events.filter((e) => !e.visibleTo || (seat !== 'spectator' && e.visibleTo.includes(seat)));
}

/** A field card as a narration names it: "seat 0's Fire 3", or "a face-down card of seat 0". */
const fieldCard = (side: PlayerId, card: string | null) => (card === null ? `a face-down card of ${seat(side)}` : `${seat(side)}'s ${card}`);

/** One line of plain English for an event. */
export function describeEvent(e: GameEvent): string {
  switch (e.type) {
    case 'drafted': return `${seat(e.player)} drafts ${e.protocol} (line ${e.line})`;
    case 'turnStarted': return `— turn ${e.turn}: ${seat(e.player)} —`;
    case 'phase': return `${seat(e.player)} ${e.phase} phase`;
    case 'played': return `${seat(e.player)} plays ${e.card ? `${e.card} face-up` : 'a card face-down'} in line ${e.line}${e.side !== undefined ? ` on ${seat(e.side)}'s side` : ''}${e.from === 'deck' ? ' from the top of a deck' : e.from === 'trash' ? ' from their trash' : ''}`;
    case 'flipped': return `${fieldCard(e.side, e.card)} in line ${e.line} is flipped face-${e.face} by ${seat(e.by)}`;
    case 'shifted': return `${fieldCard(e.side, e.card)} is shifted from line ${e.from} to line ${e.to} by ${seat(e.by)}`;
    case 'deleted': return `${fieldCard(e.side, e.cards.join(', '))} in line ${e.line} ${e.cards.length > 1 ? 'are' : 'is'} deleted by ${seat(e.by)}`;
    case 'returned': return `${fieldCard(e.side, e.card)} in line ${e.line} ${e.to === 'deckTop' ? 'is put on top of its deck instead of returning, by' : 'is returned to hand by'} ${seat(e.by)}`;
    case 'tookCard': return `${seat(e.player)} puts ${fieldCard(e.from, e.card)} from line ${e.line} into their hand`;
    case 'drew': return `${seat(e.player)} draws ${e.count} card${e.count === 1 ? '' : 's'}${e.fromOpponent ? " from the opponent's deck" : ''}`;
    case 'reshuffled': return `${seat(e.player)} shuffles ${e.count} card${e.count === 1 ? '' : 's'} from trash into a new deck`;
    case 'discarded': return `${seat(e.player)} discards ${e.cards.join(', ')}${e.from === 'deck' ? ' from the top of a deck' : ''}${e.into !== undefined ? ` into ${seat(e.into)}'s trash` : ''}`;
    case 'refreshed': return `${seat(e.player)} refreshes`;
    case 'compiled': return e.byEffect ? `${seat(e.player)}'s ${e.protocol} (line ${e.line}) is flipped to its compiled side` : `${seat(e.player)} compiles ${e.protocol} (line ${e.line})`;
    case 'recompiled': return `${seat(e.player)} recompiles ${e.protocol} (line ${e.line})`;
    case 'stole': return `${seat(e.player)} takes the top card of the opponent's deck`;
    case 'controlGained': return `${seat(e.player)} gains the control component`;
    case 'controlUsed': return `${seat(e.player)} returns the control component to neutral`;
    case 'rearranged': return `${seat(e.player)} rearranges ${seat(e.whose)}'s protocols: ${e.order.join(', ')}`;
    case 'revealed': return `${seat(e.player)} reveals ${e.cards.length ? e.cards.join(', ') : 'nothing'}`;
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
  }
}
