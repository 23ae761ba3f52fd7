/**
 * Shuffle — "Shuffle your deck" (Clarity 2) or "shuffle your trash into your deck" (Clarity 4,
 * Time 0, Time 2). The deck is shuffled even when the trash is empty; with both empty nothing
 * changes, so nothing happens (community rulings, Clarity 4 and Time 0). Only a deck of two or more
 * cards is a shuffle for "After you shuffle your deck" (community rulings, Time 2).
 * @module
 */
import type { ShuffleCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { shuffleDeck } from '../machine/moves.js';

export const shuffle: Handler<ShuffleCommand> = {
  check: (c) => (c.trash === undefined || typeof c.trash === 'boolean' ? null : 'trash must be a boolean'),
  possible: (x, f, cmd) => {
    const ps = x.s.players[f.owner]!;
    return ps.deck.length + (cmd.trash ? ps.trash.length : 0) > 0;
  },
  start(x, f, cmd) {
    const ps = x.s.players[f.owner]!;
    const moved = cmd.trash ? ps.trash.length : 0;
    if (ps.deck.length + moved === 0) {
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
