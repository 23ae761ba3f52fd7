import { defineProtocol, discardOne } from '../define.js';

/** Metal — "Prevent, Draw, Flip". Metal 1 as amended by the Codex errata (12/2024). The protocol has no 4. */
export const metal = defineProtocol({
  name: 'Metal', set: 'Main 1', summary: 'Prevent, Draw, Flip',
  cards: [
    { value: 0,
      top: { text: "Your opponent's total value in this line is reduced by 2.", passive: [{ scope: 'line', whose: 'opponent', total: -2 }] },
      middle: { text: 'Flip 1 card.', run: [{ op: 'flip', target: {} }] } },
    { value: 1, middle: { text: 'Draw 2 cards. Your opponent cannot compile on their next turn.',
      run: [{ op: 'draw', n: 2 }, { op: 'preventCompile' }] } },
    { value: 2, top: { text: 'Your opponent cannot play cards face-down in this line.', passive: [{ scope: 'line', whose: 'opponent', forbid: 'playFaceDown' }] } },
    { value: 3, middle: { text: 'Draw 1 card. Delete all cards in 1 other line with 8 or more cards.',
      run: [{ op: 'draw', n: 1 }, { op: 'deleteAll', filter: { cover: 'any' }, line: 'other', minCards: 8 }] } },
    discardOne(),
    { value: 6, top: { text: 'When this card would be covered or flipped: First, delete this card.', on: ['wouldBeCovered', 'wouldBeFlipped'],
      run: [{ op: 'delete', target: 'this' }] } },
  ],
});
