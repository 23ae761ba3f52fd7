import { defineProtocol, discardOne } from '../define.js';

/** Mirror — "Shift, Repeat". */
export const mirror = defineProtocol({
  name: 'Mirror', set: 'Main 2', summary: 'Shift, Repeat',
  cards: [
    { value: 0, top: { text: "Your total value in this line is increased by 1 for each of your opponent's cards in this line.",
      passive: [{ scope: 'line', whose: 'self', total: { count: 'cards', filter: { side: 'opponent', line: 'this', cover: 'any' } } }] } },
    // Codex, Mirror 1: Fear 0 leaves no middle command to copy.
    { value: 1, bottom: { text: "End: You may resolve the middle command of 1 of your opponent's cards as if it were on this card.", on: 'end',
      run: [{ op: 'copyMiddle', target: { side: 'opponent' }, may: true }] } },
    // Codex, Mirror 2: the cards keep their relative positions; a stack must hold a card to be swapped.
    { value: 2, middle: { text: 'Swap all of your cards in one of your stacks with another one of your stacks.', run: [{ op: 'swapStacks' }] } },
    // Codex, Mirror 3: if it flips itself first, the second flip does not happen.
    { value: 3, middle: { text: "Flip 1 of your cards. Flip 1 of your opponent's cards in the same line.",
      run: [{ op: 'flip', target: { side: 'self' } }, { op: 'flip', target: { side: 'opponent', line: 'that' } }] } },
    { value: 4, bottom: { text: 'After your opponent draws cards: Draw 1 card.', on: { after: 'draw', by: 'opponent' }, run: [{ op: 'draw', n: 1 }] } },
    discardOne('Discard 1 card.'),
  ],
});
