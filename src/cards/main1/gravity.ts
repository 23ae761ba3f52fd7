import { defineProtocol, discardOne } from '../define.js';

/** Gravity — "Shift, Flip, Draw". The protocol has no 3. */
export const gravity = defineProtocol({
  name: 'Gravity', set: 'Main 1', summary: 'Shift, Flip, Draw',
  cards: [
    { value: 0, middle: { text: 'For every 2 cards in this line, play the top card of your deck face-down under this card.',
      run: [{ op: 'repeat', times: { count: 'cardsInLine', per: 2 },
        run: [{ op: 'play', from: 'deckTop', face: 'down', line: 'this', under: true }] }] } },
    { value: 1, middle: { text: 'Draw 2 cards. Shift 1 card either to or from this line.',
      run: [{ op: 'draw', n: 2 }, { op: 'shift', target: {}, to: 'toOrFromThis' }] } },
    { value: 2, middle: { text: 'Flip 1 card. Shift that card to this line.',
      run: [{ op: 'flip', target: {} }, { op: 'shift', target: 'that', to: 'this' }] } },
    { value: 4, middle: { text: 'Shift 1 face-down card to this line.', run: [{ op: 'shift', target: { face: 'down' }, to: 'this' }] } },
    discardOne(),
    { value: 6, middle: { text: 'Your opponent plays the top card of their deck face-down in this line.',
      run: [{ op: 'play', who: 'opponent', from: 'deckTop', face: 'down', line: 'this' }] } },
  ],
});
