import { defineProtocol, discardOne } from '../define.js';

/** Water — "Return, Draw, Flip". */
export const water = defineProtocol({
  name: 'Water', set: 'Main 1', summary: 'Return, Draw, Flip',
  cards: [
    { value: 0, middle: { text: 'Flip 1 other card. Flip this card.', run: [{ op: 'flip', target: { other: true } }, { op: 'flip', target: 'this' }] } },
    { value: 1, middle: { text: 'Play the top card of your deck face-down in each other line.',
      run: [{ op: 'eachLine', lines: 'other', run: [{ op: 'play', from: 'deckTop', face: 'down', line: 'bound' }] }] } },
    { value: 2, middle: { text: 'Draw 2 cards. Rearrange your protocols.', run: [{ op: 'draw', n: 2 }, { op: 'rearrange', whose: 'self' }] } },
    { value: 3, middle: { text: 'Return all cards with a value of 2 in 1 line.',
      run: [{ op: 'returnAll', filter: { cover: 'any', values: [2] }, line: 'any' }] } },
    { value: 4, middle: { text: 'Return 1 of your cards.', run: [{ op: 'return', target: { side: 'self' } }] } },
    discardOne(),
  ],
});
