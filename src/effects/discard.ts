/**
 * Discard — the discarding player chooses cards from their own hand, one pick at a time, and they
 * go to the trash together as one discard (Codex FAQ: "discard 2" is not "discard 1, discard 1").
 * With no more cards than asked for there is no choice: all are discarded (Codex, "Card Text").
 * @module
 */
import type { DiscardCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { discardCards } from '../machine/moves.js';
import { askHand, handCardOf } from '../machine/prompts.js';
import { chooserOf, textOf } from '../machine/frames.js';
import { amount, checkAmount } from './shared.js';

function target(x: Ctx, f: TextFrame, cmd: DiscardCommand): number {
  return cmd.n === 'oneOrMore' ? Infinity : amount(x, f, cmd.n);
}

function next(x: Ctx, f: TextFrame, cmd: DiscardCommand): Step {
  const who = chooserOf(f, cmd);
  const hand = x.s.players[who]!.hand;
  const want = target(x, f, cmd);
  const left = hand.filter((c) => !f.tmp.includes(c));
  const more = cmd.n === 'oneOrMore';
  if (f.tmp.length >= want || left.length === 0) return finish(x, f, who);
  if (!more && left.length <= want - f.tmp.length) {
    f.tmp.push(...left);
    return finish(x, f, who);
  }
  // "1 or more" from a single card: the one card must go, and nothing is left to choose.
  if (more && f.tmp.length === 0 && left.length === 1) {
    f.tmp.push(left[0]!);
    return finish(x, f, who);
  }
  f.stage = 1;
  return askHand(x, who, left, more && f.tmp.length > 0, textOf(x, f));
}

function finish(x: Ctx, f: TextFrame, who: 0 | 1): Step {
  const cards = [...f.tmp];
  discardCards(x, who, cards);
  f.vars.discarded = cards.length;
  f.vars.did = cards.length > 0;
  return 'done';
}

export const discard: Handler<DiscardCommand> = {
  check: (c) => (c.n === 'oneOrMore' ? null : checkAmount(c.n)),
  possible: (x, f, cmd) => x.s.players[chooserOf(f, cmd)]!.hand.length > 0,
  start: (x, f, cmd) => next(x, f, cmd),
  answer(x, f, cmd, a) {
    if (a.type === 'pass') return finish(x, f, chooserOf(f, cmd));
    f.tmp.push(handCardOf(x, chooserOf(f, cmd), a));
    return next(x, f, cmd);
  },
};
