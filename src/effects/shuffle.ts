/**
 * Shuffle — "Shuffle your deck" (Clarity 2) or "shuffle your trash into your deck" (Clarity 4,
 * Time 0, Time 2). The deck is shuffled even when the trash is empty; with both empty nothing
 * changes, so nothing happens (community rulings, Clarity 4 and Time 0). Only a deck of two or more
 * cards is a shuffle for "After you shuffle your deck" (community rulings, Time 2); a single card
 * with nothing added from the trash is not shuffled at all, with no event (community rulings, "Game
 * State Must Change for Effects to Resolve": a deck of 0 or 1 cards "effectively doesn't happen").
 * @module
 */
import type { ShuffleCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { shuffleDeck } from '../machine/moves.js';

/** Whether the shuffle changes anything: cards come from the trash, or the deck has two or more to reorder. */
function changes(deck: number, moved: number): boolean {
  return moved > 0 || deck >= 2;
}

export const shuffle: Handler<ShuffleCommand> = {
  check: (c) => (c.trash === undefined || typeof c.trash === 'boolean' ? null : 'trash must be a boolean'),
  possible: (x, f, cmd) => {
    const ps = x.s.players[f.owner]!;
    return changes(ps.deck.length, cmd.trash ? ps.trash.length : 0);
  },
  start(x, f, cmd) {
    const ps = x.s.players[f.owner]!;
    const moved = cmd.trash ? ps.trash.length : 0;
    if (!changes(ps.deck.length, moved)) {
      f.vars.did = false;
      return 'done';
    }
    if (moved) {
      for (const c of ps.trash) x.s.up[c] = false;
      ps.deck.push(...ps.trash.splice(0));
    }
    shuffleDeck(x, f.owner);
    emit(x, { type: 'shuffled', player: f.owner, count: ps.deck.length, trash: !!cmd.trash });
    f.vars.did = true;
    return 'done';
  },
};
