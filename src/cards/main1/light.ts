import { defineProtocol, discardOne } from '../define.js';

/** Light — "Draw, Flip, Shift". */
export const light = defineProtocol({
  name: 'Light', set: 'Main 1', summary: 'Draw, Flip, Shift',
  cards: [
    { value: 0, middle: { text: "Flip 1 card. Draw cards equal to that card's value.",
      run: [{ op: 'flip', target: {} }, { op: 'draw', n: { count: 'valueOfThat' } }] } },
    { value: 1, bottom: { text: 'End: Draw 1 card.', on: 'end', run: [{ op: 'draw', n: 1 }] } },
    { value: 2, middle: { text: 'Draw 2 cards. Reveal 1 face-down card. You may shift or flip that card.',
      run: [{ op: 'draw', n: 2 }, { op: 'reveal', what: 'fieldCard', filter: { face: 'down' } },
        { op: 'either', may: true, options: [
          { label: 'shift that card', run: [{ op: 'shift', target: 'that' }] },
          { label: 'flip that card', run: [{ op: 'flip', target: 'that' }] }] }] } },
    { value: 3, middle: { text: 'Shift all face-down cards in this line to another line.',
      run: [{ op: 'shiftAll', filter: { cover: 'any', face: 'down', line: 'this' }, to: 'other' }] } },
    { value: 4, middle: { text: 'Your opponent reveals their hand.', run: [{ op: 'reveal', what: 'hand', who: 'opponent' }] } },
    discardOne(),
  ],
});
