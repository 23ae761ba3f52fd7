import { defineProtocol, discardOne } from '../define.js';

/** Life — "Flip, Top Deck Play, Draw". Life 0 as amended by the Codex errata (10/2024): no bottom command. */
export const life = defineProtocol({
  name: 'Life', set: 'Main 1', summary: 'Flip, Top Deck Play, Draw',
  cards: [
    { value: 0,
      top: { text: 'End: If this card is covered, delete this card.', on: 'end',
        run: [{ op: 'if', cond: 'thisCovered', run: [{ op: 'delete', target: 'this' }] }] },
      middle: { text: 'Play the top card of your deck face-down in each line where you have a card.',
        run: [{ op: 'eachLine', lines: 'withOwnCard', run: [{ op: 'play', from: 'deckTop', face: 'down', line: 'bound' }] }] } },
    { value: 1, middle: { text: 'Flip 1 card. Flip 1 card.', run: [{ op: 'flip', target: {} }, { op: 'flip', target: {} }] } },
    { value: 2, middle: { text: 'Draw 1 card. You may flip 1 face-down card.',
      run: [{ op: 'draw', n: 1 }, { op: 'flip', target: { face: 'down' }, may: true }] } },
    { value: 3, bottom: { text: 'When this card would be covered: First, play the top card of your deck face-down in another line.',
      on: 'wouldBeCovered', run: [{ op: 'play', from: 'deckTop', face: 'down', line: 'other' }] } },
    { value: 4, middle: { text: 'If this card is covering a card, draw 1 card.',
      run: [{ op: 'if', cond: 'thisCovering', run: [{ op: 'draw', n: 1 }] }] } },
    discardOne(),
  ],
});
