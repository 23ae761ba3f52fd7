import { defineProtocol, discardOne } from '../define.js';

/** Speed — "Draw, Play, Shift". */
export const speed = defineProtocol({
  name: 'Speed', set: 'Main 1', summary: 'Draw, Play, Shift',
  cards: [
    { value: 0, middle: { text: 'Play 1 card.', run: [{ op: 'play', from: 'hand' }] } },
    { value: 1,
      top: { text: 'After you clear cache: Draw 1 card.', on: { after: 'clearCache' }, run: [{ op: 'draw', n: 1 }] },
      middle: { text: 'Draw 2 cards.', run: [{ op: 'draw', n: 2 }] } },
    { value: 2, top: { text: 'When this card would be deleted by compiling: Shift this card, even if this card is covered.',
      on: 'wouldBeDeletedByCompile', run: [{ op: 'shift', target: 'this' }] } },
    { value: 3,
      middle: { text: 'Shift 1 of your other cards.', run: [{ op: 'shift', target: { side: 'self', other: true } }] },
      bottom: { text: 'End: You may shift 1 of your cards. If you do, flip this card.', on: 'end',
        run: [{ op: 'shift', target: { side: 'self' }, may: true }, { op: 'flip', target: 'this', if: 'did' }] } },
    { value: 4, middle: { text: "Shift 1 of your opponent's face-down cards.",
      run: [{ op: 'shift', target: { side: 'opponent', face: 'down' } }] } },
    discardOne(),
  ],
});
