/**
 * Return — a card goes from the field to its owner's hand. "Return 1 of your cards" with only
 * the returning card itself available returns it (Codex, "Card Text": Water 4).
 * @module
 */
import type { ReturnCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { returnCard } from '../machine/moves.js';
import { mayMove } from '../machine/expressions.js';
import { candidates, checkTarget, pickCard, pickedCard } from './shared.js';

function act(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.that = card;
  // A return replaced by Corruption 1 ("… on top of their deck face-down instead") did not happen:
  // an "If you do" needs the instruction completed (Codex, "Card Text"; rulings page).
  f.vars.did = returnCard(x, card, f.owner) === 'hand';
  return 'done';
}

export const ret: Handler<ReturnCommand> = {
  check: (c) => checkTarget(c.target),
  couldAct: (x, f, cmd) => candidates(x, f, cmd.target).some((card) => mayMove(x, 'return', card, f.owner)),
  // A card a continuous effect keeps from being returned (by this player) is not offered.
  start: (x, f, cmd) => pickCard(x, f, cmd, (card) => act(x, f, card), (card) => mayMove(x, 'return', card, f.owner)),
  answer: (x, f, _cmd, a) => pickedCard(x, f, a, (card) => act(x, f, card)),
};
