import { defineProtocol, discardOne } from '../define.js';

/** Spirit — "Flip, Shift, Draw". Spirit 1 as amended by the Codex errata (10/2024). */
export const spirit = defineProtocol({
  name: 'Spirit', set: 'Main 1', summary: 'Flip, Shift, Draw',
  cards: [
    { value: 0,
      middle: { text: 'Refresh. Draw 1 card.', run: [{ op: 'refresh' }, { op: 'draw', n: 1 }] },
      bottom: { text: 'Skip your check cache phase.', passive: [{ scope: 'field', whose: 'self', skip: 'cache' }] } },
    { value: 1,
      top: { text: 'When you play cards face-up, they may be played without matching protocols.', passive: [{ scope: 'field', whose: 'self', permit: 'playUnmatched' }] },
      middle: { text: 'Draw 2 cards.', run: [{ op: 'draw', n: 2 }] },
      bottom: { text: 'Start: Either discard 1 card or flip this card.', on: 'start',
        run: [{ op: 'either', options: [
          { label: 'discard 1 card', run: [{ op: 'discard', n: 1 }] },
          { label: 'flip this card', run: [{ op: 'flip', target: 'this' }] }] }] } },
    { value: 2, middle: { text: 'You may flip 1 card.', run: [{ op: 'flip', target: {}, may: true }] } },
    { value: 3, top: { text: 'After you draw cards: You may shift this card, even if this card is covered.', on: { after: 'draw' },
      run: [{ op: 'shift', target: 'this', may: true }] } },
    { value: 4, middle: { text: 'Swap the positions of 2 of your protocols.', run: [{ op: 'swap', whose: 'self' }] } },
    discardOne(),
  ],
});
