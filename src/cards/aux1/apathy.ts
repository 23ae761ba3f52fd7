import { defineProtocol, discardOne } from '../define.js';

/** Apathy — "Flip Face-Down". */
export const apathy = defineProtocol({
  name: 'Apathy', set: 'Aux 1', summary: 'Flip Face-Down',
  cards: [
    { value: 0, top: { text: 'Your total value in this line is increased by 1 for each face-down card in this line.',
      passive: [{ scope: 'line', whose: 'self', total: { count: 'cards', filter: { face: 'down', cover: 'any', line: 'this' } } }] } },
    { value: 1, middle: { text: 'Flip all other face-up cards in this line.',
      run: [{ op: 'flipAll', filter: { cover: 'any', face: 'up', other: true, line: 'this' } }] } },
    { value: 2,
      top: { text: 'Ignore all middle commands of cards in this line.', passive: [{ scope: 'line', suppress: 'middle' }] },
      bottom: { text: 'When this card would be covered: First, flip this card.', on: 'wouldBeCovered', run: [{ op: 'flip', target: 'this' }] } },
    { value: 3, middle: { text: "Flip 1 of your opponent's face-up cards.", run: [{ op: 'flip', target: { side: 'opponent', face: 'up' } }] } },
    { value: 4, middle: { text: 'You may flip 1 of your face-up covered cards.',
      run: [{ op: 'flip', target: { side: 'self', face: 'up', cover: 'covered' }, may: true }] } },
    discardOne(),
  ],
});
