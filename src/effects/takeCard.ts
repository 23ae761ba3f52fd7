/**
 * Take a card — "Put 1 of your opponent's covered or uncovered face-down cards into your hand"
 * (Assimilation 0): the card leaves the field (the card it uncovers resolves first, Codex
 * "Committed Cards") and lands in the text owner's hand, theirs from now on (rulebook, "Card
 * ownership"). It is not a return, so nothing replaces it (Corruption 1).
 * @module
 */
import type { TakeCardCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { takeIntoHand } from '../machine/moves.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

function act(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.that = card;
  f.vars.did = true;
  takeIntoHand(x, card, f.owner);
  return 'done';
}

export const takeCard: Handler<TakeCardCommand> = {
  check: (c) => checkTarget(c.target),
  start: (x, f, cmd) => pickCard(x, f, cmd, (card) => act(x, f, card)),
  answer: (x, f, _cmd, a) => pickedCard(x, f, a, (card) => act(x, f, card)),
};
