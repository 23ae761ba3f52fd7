/**
 * What one seat may know (Codex, "Public and Private Information"): its own hand and its own
 * face-down cards; the opponent's hand and both decks as counts; the opponent's face-down cards
 * as value-2 backs (or the value a visible card gives them); trashes and face-up cards in full.
 * No card ids appear, so a hidden card cannot be followed from zone to zone.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Line, Phase, PlayerId, Prompt, Result } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { lineTotal, valueOf } from '../machine/expressions.js';
import { legal } from '../rules/legal.js';
import { isPublic, sourceName } from './describe.js';
import { askerKnown, type PendingView, pendingView } from './pending.js';

/**
 * A card on the field as a seat sees it.
 * @category Views and events
 */
export type CardView =
  /** A face-up card: public. */
  | {
      /** Face-up. */
      face: 'up';
      /** The card (`"Fire 3"`). */
      card: string;
      /** Its value now, every continuous effect applied. */
      value: number;
      /** Whether another card lies on it. */
      covered: boolean;
    }
  /** A face-down card: `card` only for its owner. */
  | {
      /** Face-down. */
      face: 'down';
      /** The card, for its owner only (a seat may look at its own face-down cards). */
      card?: string;
      /** Its value now: 2, unless a visible card changes face-down values (Darkness 2). */
      value: number;
      /** Whether another card lies on it. */
      covered: boolean;
    };

/**
 * One seat's side, as the viewer sees it.
 * @category Views and events
 */
export interface SideView {
  /** The seat's protocol in each line 0–2, and whether it is compiled. */
  protocols: {
    /** The protocol's name. */
    name: string;
    /** Whether it is compiled. */
    compiled: boolean;
  }[];
  /** Stacks by line, bottom → top. */
  stacks: CardView[][];
  /** Total value in each line, every modifier applied. */
  totals: number[];
  /** How many cards the hand holds. */
  handCount: number;
  /** The hand's cards: only the viewer's own. */
  hand?: string[];
  /** How many cards the deck holds. */
  deckCount: number;
  /** The trash, oldest first (public). */
  trash: string[];
}

/**
 * The decision being waited on, as the viewer may see it.
 * @category Views and events
 */
export interface PromptView {
  /** The seat that must answer. */
  player: PlayerId;
  /** What kind of decision it is (see {@link Prompt}). */
  kind: Prompt['kind'];
  /**
   * What is being asked: the card whose text asks and that text, or the rule that asks. The seat
   * that answers sees it unless the card that asks is hidden from it (an opponent's card flipped
   * face-down while its text resolves); the other seat and spectators see it when it is public (the
   * card's text is face-up, or it is a rule's). It never names a card hidden from the viewer.
   */
  text?: string;
  /**
   * For `option`, `order`, `number` and `protocol` prompts, the labels the options refer to; for
   * `deck`, the cards offered, in legal-action order (for the seat that does not answer, under the
   * same condition as `text`).
   */
  labels?: string[];
}

/**
 * Everything a seat may know: a fresh, unfrozen, JSON-ready object, the same for any two states
 * that differ only in what the seat may not see (see the hidden-information guide).
 * @category Views and events
 */
export interface PlayerViewState {
  /** The seat this view is for. */
  seat: PlayerId | 'spectator';
  /** Whose turn it is (during the draft: who picks next). */
  turn: PlayerId;
  /** 1 for the first turn. */
  turnNumber: number;
  /** The phase of the turn. */
  phase: Phase;
  /** Who holds the control component (`null`: neutral). */
  control: PlayerId | null;
  /** Lines in the order this seat sees them from its own left (seat 1 sees line 2 on its left). */
  linesFromMyLeft: Line[];
  /** Seat 0's side and seat 1's side (by seat, not by viewer). */
  players: [SideView, SideView];
  /** The decision being waited on, or `null` when the game is over. */
  prompt: PromptView | null;
  /** The seat's legal actions when it must act, else empty. */
  legalActions: Action[];
  /** Protocols still available while drafting. */
  draftPool: string[] | null;
  /** How the game ended, or `null` while it goes on. */
  result: Result | null;
  /**
   * The pending resolution (the frames of effects in progress), the full prompt for the seat that
   * must answer it, and the turn's bookkeeping, every card named by a place this seat can see or
   * an opaque token: what a search bot needs to rebuild a state consistent with this view.
   */
  pending: PendingView;
}

function cardView(b: Board, seat: PlayerId | 'spectator', owner: PlayerId, card: number, covered: boolean): CardView {
  const value = valueOf(b, card);
  if (b.s.up[card]) return { face: 'up', card: b.s.cards[card]!, value, covered };
  return seat === owner ? { face: 'down', card: b.s.cards[card]!, value, covered } : { face: 'down', value, covered };
}

function promptView(b: Board, seat: PlayerId | 'spectator'): PromptView | null {
  const p = b.s.prompt;
  if (!p) return null;
  const v: PromptView = { player: p.player, kind: p.kind };
  if (seat !== p.player && !promptIsPublic(b, p)) return v;
  // The text names the card that asks: not to an answering seat that may not know it (a face-down card of the opponent).
  if ('text' in p && (seat !== p.player || askerKnown(b, seat))) v.text = p.text;
  if (p.kind === 'option') v.labels = [...p.labels];
  if (p.kind === 'order') v.labels = p.triggers.map((t) => `${b.s.cards[t.card]} (${t.section})`);
  if (p.kind === 'number') v.labels = p.options.map(String);
  // The deck is revealed while its owner picks from it (Clarity 2): the labels name the choices, in legal-action order.
  if (p.kind === 'deck') v.labels = [...p.cards].sort((a, c) => b.s.players[p.player]!.deck.indexOf(a) - b.s.players[p.player]!.deck.indexOf(c)).map((c) => b.s.cards[c]!);
  if (p.kind === 'protocol') v.labels = [...p.options];
  return v;
}

/**
 * Whether the seat that waits may read the question too: everyone sees a face-up card's text and
 * the rules (Codex, "Public and Private Information"). A card text's prompt names its card, so it
 * stays private once that card is hidden (back in a hand or deck, or face-down); triggers waiting
 * to be ordered are named the same way.
 */
function promptIsPublic(b: Board, p: Prompt): boolean {
  if (p.kind === 'order') return p.triggers.every((t) => isPublic(b, t.card));
  const f = b.s.frames[b.s.frames.length - 1];
  if (f?.k === 'text' || f?.k === 'each') return sourceName(b) !== null;
  return true;
}

/** The view of the game for a seat or a spectator. */
export function view(b: Board, seat: PlayerId | 'spectator'): PlayerViewState {
  const sides = ([0, 1] as const).map((p): SideView => {
    const ps = b.s.players[p]!;
    const side: SideView = {
      protocols: ps.protocols.map((x) => ({ name: x.name, compiled: x.compiled })),
      stacks: ps.stacks.map((st) => st.map((c, i) => cardView(b, seat, p, c, i < st.length - 1))),
      totals: b.s.phase === 'draft' ? [0, 0, 0] : [0, 1, 2].map((l) => lineTotal(b, p, l)),
      handCount: ps.hand.length,
      deckCount: ps.deck.length,
      trash: ps.trash.map((c) => b.s.cards[c]!),
    };
    if (seat === p) side.hand = ps.hand.map((c) => b.s.cards[c]!);
    return side;
  }) as [SideView, SideView];
  return {
    seat,
    turn: b.s.turn,
    turnNumber: b.s.turnNumber,
    phase: b.s.phase,
    control: b.s.control,
    linesFromMyLeft: seat === 1 ? [2, 1, 0] : [0, 1, 2],
    players: sides,
    prompt: promptView(b, seat),
    legalActions: b.s.prompt && b.s.prompt.player === seat ? legal(b) : [],
    draftPool: b.s.draft ? [...b.s.draft.pool] : null,
    result: b.s.result && { winner: b.s.result.winner, reason: b.s.result.reason },
    pending: pendingView(b, seat),
  };
}
