import { defineProtocol, discardOne } from '../define.js';

/** Ice — "Shift, Prevent". The protocol has no 0. */
export const ice = defineProtocol({
  name: 'Ice', set: 'Main 2', summary: 'Shift, Prevent',
  cards: [
    { value: 1,
      middle: { text: 'You may shift this card.', run: [{ op: 'shift', target: 'this', may: true }] },
      bottom: { text: 'After your opponent plays a card in this line: Your opponent discards 1 card.',
        on: { after: 'play', by: 'opponent', line: 'this' }, run: [{ op: 'discard', n: 1, who: 'opponent' }] } },
    { value: 2, middle: { text: 'Shift 1 other card.', run: [{ op: 'shift', target: { other: true } }] } },
    // Community rulings, Ice 3: "covered" is checked when the End command resolves.
    { value: 3, top: { text: 'End: If this card is covered, you may shift it.', on: 'end',
      run: [{ op: 'if', cond: 'thisCovered', run: [{ op: 'shift', target: 'this', may: true }] }] } },
    { value: 4, bottom: { text: 'This card cannot be flipped.', passive: [{ scope: 'card', forbid: 'flip' }] } },
    discardOne('Discard 1 card.'),
    // Codex, Ice 6: cards are drawn in a batch — with an empty hand, a refresh draws all 5.
    { value: 6, top: { text: 'If you have any cards in your hand, you cannot draw cards.',
      passive: [{ scope: 'field', whose: 'self', when: { compare: [{ count: 'hand' }, '>', 0] }, forbid: 'draw' }] } },
  ],
});
