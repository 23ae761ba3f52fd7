import { defineProtocol, discardOne } from '../define.js';

/** Clarity — "Draw, Reveal". */
export const clarity = defineProtocol({
  name: 'Clarity', set: 'Main 2', summary: 'Draw, Reveal',
  cards: [
    { value: 0, top: { text: 'Your total value in this line is increased by 1 for each card in your hand.',
      passive: [{ scope: 'line', whose: 'self', total: { count: 'hand' } }] } },
    { value: 1,
      top: { text: 'Start: Reveal the top card of your deck. You may discard the top card of your deck.', on: 'start',
        run: [{ op: 'reveal', what: 'deckTop' }, { op: 'discard', n: 1, from: 'deckTop', may: true }] },
      middle: { text: 'Your opponent reveals their hand.', run: [{ op: 'reveal', what: 'hand', who: 'opponent' }] },
      bottom: { text: 'When this card would be covered: First, draw 3 cards.', on: 'wouldBeCovered', run: [{ op: 'draw', n: 3 }] } },
    // Community rulings, Clarity 2: both players see the card drawn; a face-down card is worth 2, so the play is face-up.
    { value: 2, middle: { text: 'Reveal your deck. Draw 1 card with a value of 1 revealed this way. Shuffle your deck. Play 1 card with a value of 1.',
      run: [{ op: 'reveal', what: 'deck' }, { op: 'draw', n: 1, pick: { values: [1] } }, { op: 'shuffle' },
        { op: 'play', from: 'hand', filter: { values: [1] } }] } },
    { value: 3, middle: { text: 'Reveal your deck. Draw 1 card with a value of 5 revealed this way. Shuffle your deck.',
      run: [{ op: 'reveal', what: 'deck' }, { op: 'draw', n: 1, pick: { values: [5] } }, { op: 'shuffle' }] } },
    { value: 4, middle: { text: 'You may shuffle your trash into your deck.', run: [{ op: 'shuffle', trash: true, may: true }] } },
    discardOne('Discard 1 card.'),
  ],
});
