/**
 * Raising prompts: the machine stops and waits for the named player's decision.
 * @module
 */
import type { Action, CardAction } from '../state/actions.js';
import type { PlayerId, Prompt } from '../state/types.js';
import { type Board, type Ctx, type Step, emit } from './context.js';

/**
 * Sets the prompt the game now waits on.
 * @category Handler authoring
 */
export function ask(x: Ctx, p: Prompt): Step {
  x.s.prompt = p;
  if (!x.quiet) emit(x, { type: 'promptRaised', player: p.player, kind: p.kind });
  return 'wait';
}

/**
 * Asks `player` to pick one of `cards` on the field.
 * @category Handler authoring
 */
export const askCard = (x: Ctx, player: PlayerId, cards: number[], optional: boolean, text: string): Step =>
  ask(x, { kind: 'card', player, cards, optional, text });

/**
 * Asks `player` to pick one of `cards` in their hand.
 * @category Handler authoring
 */
export const askHand = (x: Ctx, player: PlayerId, cards: number[], optional: boolean, text: string): Step =>
  ask(x, { kind: 'hand', player, cards, optional, text });

/**
 * Asks `player` to pick a line.
 * @category Handler authoring
 */
export const askLine = (x: Ctx, player: PlayerId, lines: number[], optional: boolean, text: string): Step =>
  ask(x, { kind: 'line', player, lines, optional, text });

/**
 * The card a {@link CardAction} names.
 * @category Handler authoring
 */
export function cardAt(b: Board, a: CardAction): number {
  return b.s.players[a.player]!.stacks[a.line]![a.index]!;
}

/**
 * The hand card a `hand` action names, for the player who must answer.
 * @category Handler authoring
 * @throws `Error` when `a` is not a `hand` action: a handler bug, since the engine passes a handler
 * only the legal answers to the prompt it raised.
 */
export function handCardOf(b: Board, player: PlayerId, a: Action): number {
  if (a.type !== 'hand') throw new Error(`expected a hand action, got ${a.type}`);
  return b.s.players[player]!.hand[a.index]!;
}
