/**
 * Discard — the discarding player chooses cards from their own hand, one pick at a time, and they
 * go to the trash together as one discard (Codex FAQ: "discard 2" is not "discard 1, discard 1").
 * With no more cards than asked for there is no choice: all are discarded (Codex, "Card Text").
 * Also: a whole hand ("Discard your hand"), random cards (Fear 4), any number (War 1), and the top
 * of a deck (Clarity 1, Luck 2–4, Time 1) — a discard too (Codex FAQ), which never refills a deck.
 * @module
 */
import type { DiscardCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { discardCards, discardFromDeck } from '../machine/moves.js';
import { askHand, handCardOf } from '../machine/prompts.js';
import { chooserOf, textOf } from '../machine/frames.js';
import { other } from '../machine/board.js';
import { mayDiscard } from '../machine/expressions.js';
import { nextInt } from '../state/rng.js';
import { amount, checkAmount } from './shared.js';

const WORDS = ['oneOrMore', 'any', 'all'] as const;

function target(x: Ctx, f: TextFrame, cmd: DiscardCommand): number {
  return typeof cmd.n === 'string' && (WORDS as readonly string[]).includes(cmd.n) ? Infinity : amount(x, f, cmd.n as never);
}

const intoOf = (who: 0 | 1, cmd: DiscardCommand) => (cmd.into === 'opponent' ? other(who) : who);

function next(x: Ctx, f: TextFrame, cmd: DiscardCommand): Step {
  const who = chooserOf(f, cmd);
  const hand = x.s.players[who]!.hand;
  const want = target(x, f, cmd);
  // A card a continuous effect keeps from being discarded is not there to choose.
  const left = hand.filter((c) => !f.tmp.includes(c) && mayDiscard(x, who, c));
  if (f.tmp.length >= want || left.length === 0) return finish(x, f, cmd, who);
  if (cmd.n === 'all' || (typeof cmd.n !== 'string' && left.length <= want - f.tmp.length)) {
    f.tmp.push(...left);
    return finish(x, f, cmd, who);
  }
  // "1 or more" from a single card: the one card must go, and nothing is left to choose.
  if (cmd.n === 'oneOrMore' && f.tmp.length === 0 && left.length === 1) {
    f.tmp.push(left[0]!);
    return finish(x, f, cmd, who);
  }
  f.stage = 1;
  const mayStop = cmd.n === 'any' || (cmd.n === 'oneOrMore' && f.tmp.length > 0);
  return askHand(x, who, left, mayStop, textOf(x, f));
}

function finish(x: Ctx, f: TextFrame, cmd: DiscardCommand, who: 0 | 1): Step {
  const cards = [...f.tmp];
  discardCards(x, who, cards, 'discard', intoOf(who, cmd));
  f.vars.discarded = cards.length;
  f.vars.did = cards.length > 0;
  return 'done';
}

/** "Discards 1 random card" (Fear 4): the game's seeded PRNG picks. */
function discardRandom(x: Ctx, f: TextFrame, cmd: DiscardCommand): Step {
  const who = chooserOf(f, cmd);
  const hand = x.s.players[who]!.hand.filter((c) => mayDiscard(x, who, c));
  for (let n = Math.min(target(x, f, cmd), hand.length); n > 0; n--) f.tmp.push(hand.splice(nextInt(x.s.rng, hand.length), 1)[0]!);
  return finish(x, f, cmd, who);
}

/** "Discard the top card of your deck" / "of your opponent's deck" / "your entire deck". */
function discardTop(x: Ctx, f: TextFrame, cmd: DiscardCommand): Step {
  const who = chooserOf(f, cmd);
  const owner = cmd.deck === 'opponent' ? other(who) : who;
  const n = cmd.n === 'all' ? x.s.players[owner]!.deck.length : target(x, f, cmd);
  const cards = discardFromDeck(x, who, owner, n);
  f.vars.discarded = cards.length;
  f.vars.did = cards.length > 0;
  // "the discarded card" (Luck 2–4): the last one discarded.
  if (cards.length) f.vars.that = cards[cards.length - 1]!;
  return 'done';
}

export const discard: Handler<DiscardCommand> = {
  check: (c) => {
    if (c.from !== undefined && c.from !== 'hand' && c.from !== 'deckTop') return 'from must be hand or deckTop';
    if (c.from === 'deckTop' && (c.n === 'oneOrMore' || c.n === 'any')) return 'a deck discard takes a number or "all"';
    if (c.deck !== undefined && c.from !== 'deckTop') return 'deck is only for from: deckTop';
    if (c.into !== undefined && c.into !== 'self' && c.into !== 'opponent') return 'into must be self or opponent';
    return typeof c.n === 'string' && (WORDS as readonly string[]).includes(c.n) ? null : checkAmount(c.n);
  },
  possible(x, f, cmd) {
    const who = chooserOf(f, cmd);
    if (cmd.from === 'deckTop') return x.s.players[cmd.deck === 'opponent' ? other(who) : who]!.deck.length > 0;
    return x.s.players[who]!.hand.some((c) => mayDiscard(x, who, c));
  },
  start(x, f, cmd) {
    if (cmd.from === 'deckTop') return discardTop(x, f, cmd);
    f.tmp = [];
    if (cmd.random) return discardRandom(x, f, cmd);
    return next(x, f, cmd);
  },
  answer(x, f, cmd, a) {
    if (a.type === 'pass') return finish(x, f, cmd, chooserOf(f, cmd));
    f.tmp.push(handCardOf(x, chooserOf(f, cmd), a));
    return next(x, f, cmd);
  },
};
