/**
 * Actions: every decision a player makes, as a discriminated union. Cards are named by where they
 * are (a hand index, or a seat/line/index on the field), never by an id, so that every action a
 * seat may take can be written from that seat's view without tracking hidden cards.
 * @module
 */
import type { Line, PlayerId } from './types.js';

/** Draft a protocol (the 1-2-2-1 draft). */
export interface DraftAction { type: 'draft'; protocol: string }
/**
 * Play the card at `index` of your hand (or, with `from: 'trash'`, of your trash, oldest first)
 * into `line`, face-up or face-down (the action, or a card's "Play 1 card"). `side`: the seat whose
 * stack receives it, only when that is not the player's own (Corruption 0, Assimilation 6).
 */
export interface PlayAction { type: 'play'; index: number; line: Line; face: 'up' | 'down'; from?: 'hand' | 'trash'; side?: PlayerId }
/** The refresh action. */
export interface RefreshAction { type: 'refresh' }
/** Choose which line to compile when several qualify. */
export interface CompileAction { type: 'compile'; line: Line }
/** Put `whose` protocols in this order (protocol names by line, 0–2). */
export interface RearrangeAction { type: 'rearrange'; whose: PlayerId; order: string[] }
/** Select a card on the field: seat `player`'s stack in `line`, `index` counted from the bottom (0). */
export interface CardAction { type: 'card'; player: PlayerId; line: Line; index: number }
/** Select the card at `index` of your own hand. */
export interface HandAction { type: 'hand'; index: number }
/** Select a line. */
export interface LineAction { type: 'line'; line: Line }
/** Pick option `index` of a list the prompt shows (an either/or, or which trigger resolves next). */
export interface OptionAction { type: 'option'; index: number }
/** State a number (Luck 0). */
export interface NumberAction { type: 'number'; value: number }
/** State a protocol (Luck 3). */
export interface ProtocolAction { type: 'protocol'; protocol: string }
/** Select the card at `index` of your own trash (oldest first). */
export interface TrashAction { type: 'trash'; index: number }
/** Select the card at `index` of your own deck (top first), while it is revealed. */
export interface DeckAction { type: 'deck'; index: number }
/** Say yes to a "you may". */
export interface AcceptAction { type: 'accept' }
/** Decline: a "you may", the control component's rearrange, or stop discarding "1 or more". */
export interface PassAction { type: 'pass' }

/** Any decision. */
export type Action =
  | DraftAction | PlayAction | RefreshAction | CompileAction | RearrangeAction
  | CardAction | HandAction | LineAction | OptionAction | AcceptAction | PassAction
  | NumberAction | ProtocolAction | TrashAction | DeckAction;
