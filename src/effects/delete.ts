/**
 * Delete — a card goes from the field to its owner's trash, committed until the card it uncovered
 * has resolved its text (Codex, "Committed Cards"). The deleting player is the chooser: the text's
 * owner, or their opponent for "Your opponent deletes …" (Plague 4).
 * @module
 */
import type { DeleteCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { deleteCard } from '../machine/moves.js';
import { chooserOf } from '../machine/frames.js';
import { mayMove } from '../machine/expressions.js';
import { candidates, checkTarget, pickCard, pickedCard } from './shared.js';

export const del: Handler<DeleteCommand> = {
  check: (c) => checkTarget(c.target),
  couldAct: (x, f, cmd) => candidates(x, f, cmd.target).some((card) => mayMove(x, 'delete', card, chooserOf(f, cmd))),
  // A card a continuous effect keeps from being deleted (by this player) is not offered.
  start: (x, f, cmd) => pickCard(x, f, cmd, (card) => {
    f.vars.that = card;
    f.vars.did = true;
    deleteCard(x, card, chooserOf(f, cmd));
    return 'done';
  }, (card) => mayMove(x, 'delete', card, chooserOf(f, cmd))),
  answer: (x, f, cmd, a) => pickedCard(x, f, a, (card) => {
    f.vars.that = card;
    f.vars.did = true;
    deleteCard(x, card, chooserOf(f, cmd));
    return 'done';
  }),
};
