/**
 * Reveal — show both players something hidden, then put it back as it was (Codex FAQ, "reveal").
 * Revealing changes nothing on the table; the event carries the revealed faces publicly.
 * @module
 */
import type { RevealCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { askHand, handCardOf } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

function showField(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.that = card;
  f.vars.did = true;
  emit(x, { type: 'revealed', player: f.owner, cards: [x.s.cards[card]!], what: 'fieldCard' });
  return 'done';
}

function showHandCard(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.did = true;
  emit(x, { type: 'revealed', player: f.owner, cards: [x.s.cards[card]!], what: 'handCard' });
  return 'done';
}

export const reveal: Handler<RevealCommand> = {
  check: (c) => (c.what === 'fieldCard' ? checkTarget(c.filter ?? {}) : ['hand', 'handCard'].includes(c.what) ? null : 'what must be hand, handCard or fieldCard'),
  start(x, f, cmd) {
    const who = cmd.who === 'opponent' ? other(f.owner) : f.owner;
    switch (cmd.what) {
      case 'hand': {
        const hand = x.s.players[who]!.hand;
        emit(x, { type: 'revealed', player: who, cards: hand.map((c) => x.s.cards[c]!), what: 'hand' });
        f.vars.did = hand.length > 0;
        return 'done';
      }
      case 'handCard': {
        const hand = x.s.players[who]!.hand;
        if (hand.length === 0) {
          f.vars.did = false;
          return 'done';
        }
        if (hand.length === 1) return showHandCard(x, f, hand[0]!);
        return askHand(x, who, [...hand], !!cmd.may, textOf(x, f));
      }
      case 'fieldCard':
        return pickCard(x, f, { ...cmd, target: cmd.filter ?? {} }, (card) => showField(x, f, card));
    }
  },
  answer(x, f, cmd, a) {
    if (cmd.what === 'handCard') {
      if (a.type === 'pass') return 'done';
      return showHandCard(x, f, handCardOf(x, cmd.who === 'opponent' ? other(f.owner) : f.owner, a));
    }
    return pickedCard(x, f, a, (card) => showField(x, f, card));
  },
};
