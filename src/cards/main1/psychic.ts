import { defineProtocol, discardOne } from '../define.js';

/** Psychic — "Draw, Manipulate, Shift". */
export const psychic = defineProtocol({
  name: 'Psychic', set: 'Main 1', summary: 'Draw, Manipulate, Shift',
  cards: [
    { value: 0, middle: { text: 'Draw 2 cards. Your opponent discards 2 cards, then reveals their hand.',
      run: [{ op: 'draw', n: 2 }, { op: 'discard', n: 2, who: 'opponent' }, { op: 'reveal', what: 'hand', who: 'opponent' }] } },
    { value: 1,
      top: { text: 'Your opponent can only play cards face-down.', passive: [{ scope: 'field', whose: 'opponent', forbid: 'playFaceUp' }] },
      bottom: { text: 'Start: Flip this card.', on: 'start', run: [{ op: 'flip', target: 'this' }] } },
    { value: 2, middle: { text: 'Your opponent discards 2 cards. Rearrange their protocols.',
      run: [{ op: 'discard', n: 2, who: 'opponent' }, { op: 'rearrange', whose: 'opponent' }] } },
    { value: 3, middle: { text: 'Your opponent discards 1 card. Shift 1 of their cards.',
      run: [{ op: 'discard', n: 1, who: 'opponent' }, { op: 'shift', target: { side: 'opponent' } }] } },
    { value: 4, bottom: { text: "End: You may return 1 of your opponent's cards. If you do, flip this card.", on: 'end',
      run: [{ op: 'return', target: { side: 'opponent' }, may: true }, { op: 'flip', target: 'this', if: 'did' }] } },
    discardOne(),
  ],
});
