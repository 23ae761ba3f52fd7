import { defineProtocol, discardOne } from '../define.js';

/** Love — "Draw, Gift, Exchange". The protocol has no 0. */
export const love = defineProtocol({
  name: 'Love', set: 'Aux 1', summary: 'Draw, Gift, Exchange',
  cards: [
    { value: 1,
      middle: { text: "Draw the top card of your opponent's deck.", run: [{ op: 'draw', n: 1, from: 'opponent' }] },
      bottom: { text: 'End: You may give 1 card from your hand to your opponent. If you do, draw 2 cards.', on: 'end',
        run: [{ op: 'give', n: 1, may: true }, { op: 'draw', n: 2, if: 'did' }] } },
    { value: 2, middle: { text: 'Your opponent draws 1 card. Refresh.', run: [{ op: 'draw', n: 1, who: 'opponent' }, { op: 'refresh' }] } },
    { value: 3, middle: { text: "Take 1 random card from your opponent's hand. Give 1 card from your hand to your opponent.",
      run: [{ op: 'take', n: 1 }, { op: 'give', n: 1 }] } },
    { value: 4, middle: { text: 'Reveal 1 card from your hand. Flip 1 card.',
      run: [{ op: 'reveal', what: 'handCard' }, { op: 'flip', target: {} }] } },
    discardOne(),
    { value: 6, middle: { text: 'Your opponent draws 2 cards.', run: [{ op: 'draw', n: 2, who: 'opponent' }] } },
  ],
});
