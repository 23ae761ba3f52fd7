/**
 * Take — random cards from your opponent's hand into yours, chosen by the game's seeded PRNG.
 * @module
 */
import type { TakeCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { nextInt } from '../state/rng.js';
import { withCards } from '../state/grown.js';

export const take: Handler<TakeCommand> = {
  check: (c) => (Number.isInteger(c.n) && c.n > 0 ? null : 'n must be a whole number > 0'),
  start(x, f, cmd) {
    const theirs = x.s.players[other(f.owner)]!.hand;
    const taken: number[] = [];
    for (let i = 0; i < cmd.n && theirs.length > 0; i++) taken.push(theirs.splice(nextInt(x.s.rng, theirs.length), 1)[0]!);
    if (taken.length === 0) {
      f.vars.did = false;
      return 'done';
    }
    const me = x.s.players[f.owner]!;
    me.hand = withCards(me.hand, taken);
    emit(x, { type: 'took', player: f.owner, count: taken.length });
    emit(x, { type: 'secret', about: 'took', player: f.owner, cards: taken.map((c) => x.s.cards[c]!), visibleTo: [0, 1] });
    f.vars.did = true;
    return 'done';
  },
};
