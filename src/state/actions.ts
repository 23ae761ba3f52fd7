/**
 * Actions: every decision a player makes, as a discriminated union. Cards are named by where they
 * are (a hand index, or a seat/line/index on the field), never by an id, so that every action a
 * seat may take can be written from that seat's view without tracking hidden cards.
 * @module
 */
import type { Line, PlayerId } from './types.js';

/**
 * Draft a protocol (the 1-2-2-1 draft). Answers a `draft` prompt.
 * @category Game API
 */
export interface DraftAction {
  /** The kind of action. */
  type: 'draft';
  /** The protocol's name, one of the prompt's options. */
  protocol: string;
}
/**
 * Play the card at `index` of your hand (or, with `from: 'trash'`, of your trash, oldest first)
 * into `line`, face-up or face-down (the action, or a card's "Play 1 card"). `side`: the seat whose
 * stack receives it, only when that is not the player's own (Corruption 0, Assimilation 6).
 * Answers an `action` or a `play` prompt.
 * @category Game API
 */
export interface PlayAction {
  /** The kind of action. */
  type: 'play';
  /** The card's index in the hand (or the trash, with `from: 'trash'`). */
  index: number;
  /** The line it goes into. */
  line: Line;
  /** Face-up or face-down. */
  face: 'up' | 'down';
  /** `trash`: `index` counts in the trash. Absent for a play from the hand (the default is never written: `from: 'hand'` is refused). */
  from?: 'trash';
  /** The seat whose stack receives it, only when that is not the player's own (the player's own seat here is refused). */
  side?: PlayerId;
}
/**
 * The refresh action: draw up to five cards. Answers an `action` prompt.
 * @category Game API
 */
export interface RefreshAction {
  /** The kind of action. */
  type: 'refresh';
}
/**
 * Choose which line to compile when several qualify. Answers a `compile` prompt.
 * @category Game API
 */
export interface CompileAction {
  /** The kind of action. */
  type: 'compile';
  /** The line to compile. */
  line: Line;
}
/**
 * Put `whose` protocols in this order (protocol names by line, 0–2). Answers a `control` or
 * `rearrange` prompt.
 * @category Game API
 */
export interface RearrangeAction {
  /** The kind of action. */
  type: 'rearrange';
  /** Whose protocols. */
  whose: PlayerId;
  /** The protocol names in their new lines: `order[0]` goes to line 0. */
  order: string[];
}
/**
 * Select a card on the field: seat `player`'s stack in `line`, `index` counted from the bottom (0).
 * Answers a `card` prompt.
 * @category Game API
 */
export interface CardAction {
  /** The kind of action. */
  type: 'card';
  /** Whose side of the field the card is on. */
  player: PlayerId;
  /** Its line. */
  line: Line;
  /** Its place in the stack, 0 at the bottom. */
  index: number;
}
/**
 * Select the card at `index` of your own hand. Answers a `hand` prompt.
 * @category Game API
 */
export interface HandAction {
  /** The kind of action. */
  type: 'hand';
  /** The card's index in the hand. */
  index: number;
}
/**
 * Select a line. Answers a `line` prompt.
 * @category Game API
 */
export interface LineAction {
  /** The kind of action. */
  type: 'line';
  /** The line. */
  line: Line;
}
/**
 * Pick option `index` of a list the prompt shows (an either/or, or which trigger resolves next).
 * Answers an `option` or `order` prompt.
 * @category Game API
 */
export interface OptionAction {
  /** The kind of action. */
  type: 'option';
  /** The option's index in the prompt's list (`PromptView.labels`). */
  index: number;
}
/**
 * State a number (Luck 0). Answers a `number` prompt.
 * @category Game API
 */
export interface NumberAction {
  /** The kind of action. */
  type: 'number';
  /** The number stated. */
  value: number;
}
/**
 * State a protocol (Luck 3). Answers a `protocol` prompt.
 * @category Game API
 */
export interface ProtocolAction {
  /** The kind of action. */
  type: 'protocol';
  /** The protocol's name. */
  protocol: string;
}
/**
 * Select the card at `index` of your own trash (oldest first). Answers a `trash` prompt.
 * @category Game API
 */
export interface TrashAction {
  /** The kind of action. */
  type: 'trash';
  /** The card's index in the trash, 0 the oldest. */
  index: number;
}
/**
 * Select the card at `index` of your own deck (top first), while it is revealed. Answers a `deck`
 * prompt.
 * @category Game API
 */
export interface DeckAction {
  /** The kind of action. */
  type: 'deck';
  /** The card's index in the deck, 0 the top. */
  index: number;
}
/**
 * Say yes to a "you may". Answers a `confirm` prompt.
 * @category Game API
 */
export interface AcceptAction {
  /** The kind of action. */
  type: 'accept';
}
/**
 * Decline: a "you may", the control component's rearrange, or stop discarding "1 or more".
 * Offered last among the legal actions, except for the control component, where it comes first.
 * @category Game API
 */
export interface PassAction {
  /** The kind of action. */
  type: 'pass';
}

/**
 * Any decision. Build one from {@link legalActions} (or a view's `legalActions`) rather than by
 * hand: those are exactly the actions {@link applyAction} accepts now. An action with a field its
 * type does not have is `MALFORMED_ACTION`.
 * @category Game API
 */
export type Action =
  | DraftAction | PlayAction | RefreshAction | CompileAction | RearrangeAction
  | CardAction | HandAction | LineAction | OptionAction | AcceptAction | PassAction
  | NumberAction | ProtocolAction | TrashAction | DeckAction;
