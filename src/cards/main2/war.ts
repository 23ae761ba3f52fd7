import { defineProtocol, discardOne } from '../define.js';

/** War — "React, Discard". */
export const war = defineProtocol({
  name: 'War', set: 'Main 2', summary: 'React, Discard',
  cards: [
    { value: 0,
      top: { text: 'After you refresh: You may flip this card.', on: { after: 'refresh' }, run: [{ op: 'flip', target: 'this', may: true }] },
      bottom: { text: 'After your opponent draws cards: You may delete 1 card.', on: { after: 'draw', by: 'opponent' },
        run: [{ op: 'delete', target: {}, may: true }] } },
    { value: 1, bottom: { text: 'After your opponent refreshes: Discard any number of cards. Refresh.', on: { after: 'refresh', by: 'opponent' },
      run: [{ op: 'discard', n: 'any' }, { op: 'refresh' }] } },
    // Community rulings, War 2: a War 2 deleted by the compile is in the trash when the window opens.
    { value: 2,
      middle: { text: 'Flip 1 card.', run: [{ op: 'flip', target: {} }] },
      bottom: { text: 'After your opponent compiles: Your opponent discards their hand.', on: { after: 'compile', by: 'opponent' },
        run: [{ op: 'discard', n: 'all', who: 'opponent' }] } },
    { value: 3,
      middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] },
      bottom: { text: 'After your opponent discards cards: You may play 1 card face-down.', on: { after: 'discard', by: 'opponent' },
        run: [{ op: 'play', from: 'hand', face: 'down', may: true }] } },
    { value: 4, middle: { text: 'Your opponent discards 1 card.', run: [{ op: 'discard', n: 1, who: 'opponent' }] } },
    discardOne('Discard 1 card.'),
  ],
});
