import { defineProtocol, discardOne } from '../define.js';

/** Death — "Delete, Draw". Death 1 as amended by the Codex errata (10/2024). */
export const death = defineProtocol({
  name: 'Death', set: 'Main 1', summary: 'Delete, Draw',
  cards: [
    { value: 0, middle: { text: 'Delete 1 card from each other line.',
      run: [{ op: 'eachLine', lines: 'other', run: [{ op: 'delete', target: { line: 'bound' } }] }] } },
    { value: 1, top: { text: 'Start: You may draw 1 card. If you do, delete 1 other card. Then, delete this card.', on: 'start',
      run: [{ op: 'draw', n: 1, may: true }, { op: 'delete', target: { other: true }, if: 'did' }, { op: 'delete', target: 'this' }] } },
    { value: 2, middle: { text: 'Delete all cards in 1 line with values of 1 or 2.',
      run: [{ op: 'deleteAll', filter: { cover: 'any', values: [1, 2] }, line: 'any' }] } },
    { value: 3, middle: { text: 'Delete 1 face-down card.', run: [{ op: 'delete', target: { face: 'down' } }] } },
    { value: 4, middle: { text: 'Delete a card with a value of 0 or 1.', run: [{ op: 'delete', target: { values: [0, 1] } }] } },
    discardOne(),
  ],
});
