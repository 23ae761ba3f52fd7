import { defineProtocol, discardOne } from '../define.js';

/** Fire — "Discard for Effect". Fire 0 as amended by the Codex errata (12/2024). */
export const fire = defineProtocol({
  name: 'Fire', set: 'Main 1', summary: 'Discard for Effect',
  cards: [
    { value: 0,
      middle: { text: 'Flip 1 other card. Draw 2 cards.', run: [{ op: 'flip', target: { other: true } }, { op: 'draw', n: 2 }] },
      bottom: { text: 'When this card would be covered: First, draw 1 card. Then, flip 1 other card.', on: 'wouldBeCovered',
        run: [{ op: 'draw', n: 1 }, { op: 'flip', target: { other: true } }] } },
    { value: 1, middle: { text: 'Discard 1 card. If you do, delete 1 card.',
      run: [{ op: 'discard', n: 1 }, { op: 'delete', target: {}, if: 'did' }] } },
    { value: 2, middle: { text: 'Discard 1 card. If you do, return 1 card.',
      run: [{ op: 'discard', n: 1 }, { op: 'return', target: {}, if: 'did' }] } },
    { value: 3, bottom: { text: 'End: You may discard 1 card. If you do, flip 1 card.', on: 'end',
      run: [{ op: 'discard', n: 1, may: true }, { op: 'flip', target: {}, if: 'did' }] } },
    { value: 4, middle: { text: 'Discard 1 or more cards. Draw the amount discarded plus 1.',
      run: [{ op: 'discard', n: 'oneOrMore' }, { op: 'draw', n: { count: 'discarded', plus: 1 } }] } },
    discardOne(),
  ],
});
