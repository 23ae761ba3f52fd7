/**
 * Flip all — every matching card at once, covered ones included ("all", Codex FAQ). Cards whose
 * "would be flipped" text fires resolve it first; the rest then turn over together.
 * @module
 */
import type { FlipAllCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { fieldLoc } from '../machine/board.js';
import { enterText, interrupt, pushText, triggeredSections } from '../machine/moves.js';
import { selectable } from '../machine/targets.js';
import { checkTarget } from './shared.js';

export const flipAll: Handler<FlipAllCommand> = {
  check: (c) => checkTarget(c.filter),
  start(x, f, cmd) {
    if (f.stage === 0) {
      const cards = selectable(x, f, cmd.filter);
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
    const revealed: number[] = [];
    for (const card of f.tmp) {
      const at = fieldLoc(x, card);
      if (!at) continue;
      const up = !x.s.up[card];
      x.s.up[card] = up;
      emit(x, { type: 'flipped', player: at.player, line: at.line as 0 | 1 | 2, card: x.s.cards[card]!, face: up ? 'up' : 'down' });
      if (!up) interrupt(x, card, 'flipped');
      else if (!at.covered) revealed.push(card);
    }
    enterText(x, revealed);
    return 'done';
  },
};
