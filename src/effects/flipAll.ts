/**
 * Flip all — every matching card at once, covered ones included ("all", Codex FAQ). Cards whose
 * "would be flipped" text fires resolve it first; the rest then turn over together.
 * @module
 */
import type { FlipAllCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { fieldLoc } from '../machine/board.js';
import { enterText, flipOver, pushText, triggeredSections } from '../machine/moves.js';
import { mayFlip, selectable } from '../machine/expressions.js';
import { checkTarget } from './shared.js';

export const flipAll: Handler<FlipAllCommand> = {
  check: (c) => checkTarget(c.filter),
  start(x, f, cmd) {
    const resumed = f.stage === 1;
    if (f.stage === 0) {
      const cards = selectable(x, f, cmd.filter).filter((c) => mayFlip(x, c, f.owner));
      f.vars.did = cards.length > 0;
      f.tmp = cards;
      f.stage = 1;
      let pushed = false;
      for (const card of cards) {
        for (const section of triggeredSections(x, card, 'wouldBeFlipped')) {
          pushText(x, { card, section, owner: fieldLoc(x, card)!.player });
          pushed = true;
        }
      }
      if (pushed) return 'push';
    }
    // All at once: the cards noted that still match (a "would be flipped" text may have changed
    // one: flipped it, moved it) turn over together, and those turned face-up and uncovered then
    // enter play together ("All" affects the cards matching its criteria, Codex FAQ).
    const now = resumed ? selectable(x, f, cmd.filter) : null;
    const noted = now === null ? f.tmp : f.tmp.filter((card) => now.includes(card) && mayFlip(x, card, f.owner));
    enterText(x, noted.filter((card) => flipOver(x, card, f.owner)));
    return 'done';
  },
};
