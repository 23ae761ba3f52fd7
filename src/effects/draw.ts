/**
 * Draw — take cards from the top of a deck into a hand, all at once (Codex FAQ: "draw 3" is one
 * draw). Refills the deck from the trash when needed. "Draw the top card of your opponent's deck"
 * makes the card yours (Love 1; rulebook, "Card ownership").
 * @module
 */
import type { DrawCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { other } from '../machine/board.js';
import { canDraw, drawCards } from '../machine/moves.js';
import { amount, checkAmount } from './shared.js';

export const draw: Handler<DrawCommand> = {
  check: (c) => checkAmount(c.n),
  possible(x, f, cmd) {
    const from = cmd.from === 'opponent' ? other(f.owner) : cmd.who === 'opponent' ? other(f.owner) : f.owner;
    return amount(x, f, cmd.n) > 0 && canDraw(x, from);
  },
  start(x, f, cmd) {
    const who = cmd.who === 'opponent' ? other(f.owner) : f.owner;
    const from = cmd.from === 'opponent' ? other(who) : who;
    f.vars.did = drawCards(x, who, amount(x, f, cmd.n), from) > 0;
    return 'done';
  },
};
