/**
 * Give — a card from your hand to your opponent's; it becomes theirs (rulebook, "Card ownership").
 * Both players know which card moved; a spectator does not.
 * @module
 */
import type { GiveCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { removeAt } from '../machine/moves.js';
import { askHand, handCardOf } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { withCardOnTop } from '../state/grown.js';

function giveCard(x: Ctx, f: TextFrame, card: number): Step {
  const me = x.s.players[f.owner]!;
  removeAt(me.hand, me.hand.indexOf(card));
  const them = x.s.players[other(f.owner)]!;
  them.hand = withCardOnTop(them.hand, card);
  emit(x, { type: 'gave', player: f.owner, count: 1 });
  emit(x, { type: 'secret', about: 'gave', player: f.owner, cards: [x.s.cards[card]!], visibleTo: [0, 1] });
  f.vars.did = true;
  return 'done';
}

export const give: Handler<GiveCommand> = {
  check: (c) => (c.n === 1 ? null : 'only n = 1 is supported'),
  possible: (x, f) => x.s.players[f.owner]!.hand.length > 0,
  start(x, f, cmd) {
    const hand = x.s.players[f.owner]!.hand;
    if (hand.length === 0) {
      f.vars.did = false;
      return 'done';
    }
    // A "you may" was asked already (the machine asks it, as `possible` says it can act): once
    // accepted, a single card is given without another question (rulings, "A forced choice with one option").
    if (hand.length === 1) return giveCard(x, f, hand[0]!);
    return askHand(x, f.owner, [...hand], false, textOf(x, f));
  },
  answer: (x, f, _cmd, a) => giveCard(x, f, handCardOf(x, f.owner, a)),
};
