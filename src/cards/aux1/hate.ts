import { defineProtocol, discardOne } from '../define.js';

/** Hate — "Delete Theirs and Yours". Hate 2 as amended by the Codex errata (10/2024). */
export const hate = defineProtocol({
  name: 'Hate', set: 'Aux 1', summary: 'Delete Theirs and Yours',
  cards: [
    { value: 0, middle: { text: 'Delete 1 card.', run: [{ op: 'delete', target: {} }] } },
    { value: 1, middle: { text: 'Discard 3 cards. Delete 1 card. Delete 1 card.',
      run: [{ op: 'discard', n: 3 }, { op: 'delete', target: {} }, { op: 'delete', target: {} }] } },
    { value: 2, middle: { text: "Delete your highest value uncovered card. Delete your opponent's highest value uncovered card.",
      run: [{ op: 'delete', target: { side: 'self', extreme: 'highest' } }, { op: 'delete', target: { side: 'opponent', extreme: 'highest' } }] } },
    { value: 3, top: { text: 'After you delete cards: Draw 1 card.', on: { after: 'delete' }, run: [{ op: 'draw', n: 1 }] } },
    { value: 4, bottom: { text: 'When this card would be covered: First, delete the lowest value covered card in this line.',
      on: 'wouldBeCovered', run: [{ op: 'delete', target: { cover: 'covered', line: 'this', extreme: 'lowest' } }] } },
    discardOne(),
  ],
});
