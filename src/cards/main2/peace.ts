import { defineProtocol, discardOne } from '../define.js';

/** Peace — "Mutual Discard, Draw". The protocol has no 0. */
export const peace = defineProtocol({
  name: 'Peace', set: 'Main 2', summary: 'Mutual Discard, Draw',
  cards: [
    { value: 1,
      // Codex, Peace 1: the owner decides which player discards their hand first — two discards.
      middle: { text: 'Both players discard their hand.',
        run: [{ op: 'either', options: [
          { label: 'you discard first', run: [{ op: 'discard', n: 'all' }, { op: 'discard', n: 'all', who: 'opponent' }] },
          { label: 'your opponent discards first', run: [{ op: 'discard', n: 'all', who: 'opponent' }, { op: 'discard', n: 'all' }] }] }] },
      bottom: { text: 'End: If your hand is empty, draw 1 card.', on: 'end',
        run: [{ op: 'if', cond: { compare: [{ count: 'hand' }, '=', 0] }, run: [{ op: 'draw', n: 1 }] }] } },
    { value: 2, middle: { text: 'Draw 1 card. Play 1 card face-down.', run: [{ op: 'draw', n: 1 }, { op: 'play', from: 'hand', face: 'down' }] } },
    // Two sentences: the flip does not depend on the discard (Codex, "Treat each sentence separately"; rulings page).
    { value: 3, middle: { text: 'You may discard 1 card. Flip 1 card that has a value greater than the number of cards in your hand.',
      run: [{ op: 'discard', n: 1, may: true }, { op: 'flip', target: { value: { gt: { count: 'hand' } } } }] } },
    { value: 4, bottom: { text: "After you discard cards during your opponent's turn: Draw 1 card.",
      on: { after: 'discard', during: 'opponent' }, run: [{ op: 'draw', n: 1 }] } },
    discardOne('Discard 1 card.'),
    { value: 6, middle: { text: 'If you have more than 1 card in your hand, flip this card.',
      run: [{ op: 'if', cond: { compare: [{ count: 'hand' }, '>', 1] }, run: [{ op: 'flip', target: 'this' }] }] } },
  ],
});
