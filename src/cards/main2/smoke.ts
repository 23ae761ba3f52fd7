import { defineProtocol, discardOne } from '../define.js';
import type { LineCond } from '../schema.js';

/** "a line with a face-down card": either player's (Codex, Smoke 0 and 3), covered or not. */
const withFaceDown: LineCond = { has: { face: 'down', cover: 'any' } };

/** Smoke — "Face-Down, Shift". */
export const smoke = defineProtocol({
  name: 'Smoke', set: 'Main 2', summary: 'Face-Down, Shift',
  cards: [
    { value: 0, middle: { text: 'Play the top card of your deck face-down in each line with a face-down card.',
      run: [{ op: 'eachLine', lines: 'all', where: withFaceDown, run: [{ op: 'play', from: 'deckTop', face: 'down', line: 'bound' }] }] } },
    { value: 1, middle: { text: 'Flip 1 of your cards. You may shift that card.',
      run: [{ op: 'flip', target: { side: 'self' } }, { op: 'shift', target: 'that', may: true }] } },
    { value: 2, top: { text: 'Your total value in this line is increased by 1 for each face-down card in this line.',
      passive: [{ scope: 'line', whose: 'self', total: { count: 'cards', filter: { face: 'down', cover: 'any', line: 'this' } } }] } },
    { value: 3, middle: { text: 'Play 1 card face-down in a line with a face-down card.',
      run: [{ op: 'play', from: 'hand', face: 'down', line: { where: withFaceDown } }] } },
    { value: 4, middle: { text: 'Shift 1 covered face-down card.', run: [{ op: 'shift', target: { cover: 'covered', face: 'down' } }] } },
    discardOne('Discard 1 card.'),
  ],
});
