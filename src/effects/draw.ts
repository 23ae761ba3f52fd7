/**
 * Draw — take cards from the top of a deck into a hand, all at once (Codex FAQ: "draw 3" is one
 * draw). Refills the deck from the trash when needed. "Draw the top card of your opponent's deck"
 * makes the card yours (Love 1; rulebook, "Card ownership"). With `pick`, the drawer takes
 * matching cards out of their revealed deck instead (Clarity 2 and 3, Unity 4): both players see
 * them (community rulings, Clarity 2), and the deck is not refilled.
 * @module
 */
import type { DrawCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { canDraw, drawAllowed, drawCards, takeDrawn } from '../machine/moves.js';
import { identityMatches } from '../machine/expressions.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { whoOf } from '../machine/targets.js';
import { checkFilter } from '../cards/check.js';
import { amount, checkAmount } from './shared.js';

const drawer = (f: TextFrame, cmd: DrawCommand) => whoOf(f, cmd.who);
const deckOwner = (f: TextFrame, cmd: DrawCommand) => (cmd.from === 'opponent' ? (drawer(f, cmd) === 0 ? 1 : 0) : drawer(f, cmd));

/** The cards of the drawer's deck that a `pick` draw may take, in deck order. */
function pickable(x: Ctx, f: TextFrame, cmd: DrawCommand): number[] {
  return x.s.players[deckOwner(f, cmd)]!.deck.filter((c) => identityMatches(x, f, cmd.pick!, c));
}

function finish(x: Ctx, f: TextFrame, cmd: DrawCommand, cards: number[]): Step {
  const who = drawer(f, cmd);
  const deck = x.s.players[deckOwner(f, cmd)]!.deck;
  for (const c of cards) deck.splice(deck.indexOf(c), 1);
  if (cards.length) takeDrawn(x, who, cards, deckOwner(f, cmd) !== who, true);
  keepDrawn(f, who, cards);
  f.vars.did = cards.length > 0;
  return 'done';
}

/**
 * "Cards drawn" (Luck 0) are the cards the text's owner drew: a draw by the opponent ("Your
 * opponent draws …") is not kept, since only the drawer may follow its cards (see `view.pending`).
 */
function keepDrawn(f: TextFrame, who: 0 | 1, cards: number[]): void {
  if (who === f.owner) f.vars.drawn = cards;
}

/** Takes picked cards one choice at a time until `n` are chosen or none is left. */
function nextPick(x: Ctx, f: TextFrame, cmd: DrawCommand): Step {
  const left = pickable(x, f, cmd).filter((c) => !f.tmp.includes(c));
  const want = cmd.n === 'all' ? Infinity : amount(x, f, cmd.n);
  if (f.tmp.length >= want || left.length === 0) return finish(x, f, cmd, f.tmp);
  if (left.length <= want - f.tmp.length) return finish(x, f, cmd, [...f.tmp, ...left]);
  f.stage = 1;
  return ask(x, { kind: 'deck', player: drawer(f, cmd), cards: left, optional: false, text: textOf(x, f) });
}

export const draw: Handler<DrawCommand> = {
  check: (c) => {
    if (c.pick !== undefined) return checkFilter(c.pick) ?? (c.n === 'all' ? null : checkAmount(c.n));
    return c.n === 'all' ? 'n: "all" needs pick' : checkAmount(c.n);
  },
  possible(x, f, cmd) {
    if (cmd.pick) return drawAllowed(x, drawer(f, cmd)) && pickable(x, f, cmd).length > 0;
    return amount(x, f, cmd.n as never) > 0 && canDraw(x, deckOwner(f, cmd)) && drawAllowed(x, drawer(f, cmd));
  },
  start(x, f, cmd) {
    if (cmd.pick) {
      if (!drawAllowed(x, drawer(f, cmd))) return finish(x, f, cmd, []);
      f.tmp = [];
      return nextPick(x, f, cmd);
    }
    const drawn = drawCards(x, drawer(f, cmd), amount(x, f, cmd.n as never), deckOwner(f, cmd));
    keepDrawn(f, drawer(f, cmd), drawn);
    f.vars.did = drawn.length > 0;
    return 'done';
  },
  answer(x, f, cmd, a) {
    if (a.type !== 'deck') throw new Error('expected a deck card');
    f.tmp.push(x.s.players[deckOwner(f, cmd)]!.deck[a.index]!);
    return nextPick(x, f, cmd);
  },
};
