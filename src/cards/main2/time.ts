import { defineProtocol, discardOne } from '../define.js';

/** Time — "Discard, Trash". Time 2 as amended by the Codex errata (8/2025). */
export const time = defineProtocol({
  name: 'Time', set: 'Main 2', summary: 'Discard, Trash',
  cards: [
    // Community rulings, Time 0: the shuffle happens even with an empty trash.
    { value: 0, middle: { text: 'Play 1 card from your trash. Shuffle your trash into your deck.',
      run: [{ op: 'play', from: 'trash' }, { op: 'shuffle', trash: true }] } },
    { value: 1, middle: { text: 'Flip 1 covered card. Discard your entire deck.',
      run: [{ op: 'flip', target: { cover: 'covered' } }, { op: 'discard', n: 'all', from: 'deckTop' }] } },
    // Community rulings, Time 2: only a deck of 2 or more cards is shuffled; a draw that reshuffles finishes first.
    { value: 2,
      top: { text: 'After you shuffle your deck: Draw 1 card. Then, you may shift this card.', on: { after: 'shuffle' },
        run: [{ op: 'draw', n: 1 }, { op: 'shift', target: 'this', may: true }] },
      middle: { text: 'If there are any cards in your trash, you may shuffle your trash into your deck.',
        run: [{ op: 'if', cond: { compare: [{ count: 'trash' }, '>', 0] }, run: [{ op: 'shuffle', trash: true, may: true }] }] } },
    { value: 3, middle: { text: 'Reveal 1 card from your trash. Play it face-down in another line.',
      run: [{ op: 'reveal', what: 'trashCard' }, { op: 'play', from: 'that', face: 'down', line: 'other', if: 'did' }] } },
    { value: 4, middle: { text: 'Draw 2 cards. Discard 2 cards.', run: [{ op: 'draw', n: 2 }, { op: 'discard', n: 2 }] } },
    discardOne('Discard 1 card.'),
  ],
});
