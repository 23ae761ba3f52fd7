/**
 * Return — a card goes from the field to its owner's hand. "Return 1 of your cards" with only
 * the returning card itself available returns it (Codex, "Card Text": Water 4).
 * @module
 */
import type { ReturnCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { returnCard } from '../machine/moves.js';
import { mayMove } from '../machine/expressions.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

function act(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.that = card;
  f.vars.did = true;
  returnCard(x, card, f.owner);
  return 'done';
}

export const ret: Handler<ReturnCommand> = {
  check: (c) => checkTarget(c.target),
  // A card a continuous effect keeps from being returned (by this player) is not offered.
  start: (x, f, cmd) => pickCard(x, f, cmd, (card) => act(x, f, card), (card) => mayMove(x, 'return', card, f.owner)),
  answer: (x, f, _cmd, a) => pickedCard(x, f, a, (card) => act(x, f, card)),
};
