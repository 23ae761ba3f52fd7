/**
 * Shuffle — "Shuffle your deck" (Clarity 2) or "shuffle your trash into your deck" (Clarity 4,
 * Time 0, Time 2). The deck is shuffled even when the trash is empty (community rulings, Clarity 4
 * and Time 0). Shuffling a deck of 0 or 1 cards changes nothing, so it does not happen, unless trash
 * cards move into the deck (community rulings, "Game state must change"); only a deck of two or
 * more cards is a shuffle for "After you shuffle your deck" (community rulings, Time 2).
 * @module
 */
import type { ShuffleCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import type { PlayerState } from '../state/types.js';
import { emit } from '../machine/context.js';
import { shuffleDeck } from '../machine/moves.js';
import { withCards } from '../state/grown.js';

/** Whether the command would change anything: trash cards to move, or a deck of two or more to reorder. */
const changes = (ps: PlayerState, cmd: ShuffleCommand): boolean => (cmd.trash === true && ps.trash.length > 0) || ps.deck.length >= 2;

export const shuffle: Handler<ShuffleCommand> = {
  check: (c) => (c.trash === undefined || typeof c.trash === 'boolean' ? null : 'trash must be a boolean'),
  possible: (x, f, cmd) => changes(x.s.players[f.owner]!, cmd),
  start(x, f, cmd) {
    const ps = x.s.players[f.owner]!;
    if (!changes(ps, cmd)) {
      f.vars.did = false;
      return 'done';
    }
    if (cmd.trash) {
      for (const c of ps.trash) x.s.up[c] = false;
      ps.deck = withCards(ps.deck, ps.trash.splice(0));
    }
    shuffleDeck(x, f.owner);
    emit(x, { type: 'shuffled', player: f.owner, count: ps.deck.length, trash: !!cmd.trash });
    f.vars.did = true;
    return 'done';
  },
};
