/**
 * Actions: every decision a player makes, as a discriminated union. Cards are named by where they
 * are (a hand index, or a seat/line/index on the field), never by an id, so that every action a
 * seat may take can be written from that seat's view without tracking hidden cards.
 * @module
 */
import type { Line, PlayerId } from './types.js';

/** Draft a protocol (the 1-2-2-1 draft). */
export interface DraftAction { type: 'draft'; protocol: string }
/** Play the card at `index` of your hand into `line`, face-up or face-down (the action, or a card's "Play 1 card"). */
export interface PlayAction { type: 'play'; index: number; line: Line; face: 'up' | 'down' }
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
/** Say yes to a "you may". */
export interface AcceptAction { type: 'accept' }
/** Decline: a "you may", the control component's rearrange, or stop discarding "1 or more". */
export interface PassAction { type: 'pass' }

/** Any decision. */
export type Action =
  | DraftAction | PlayAction | RefreshAction | CompileAction | RearrangeAction
  | CardAction | HandAction | LineAction | OptionAction | AcceptAction | PassAction;
