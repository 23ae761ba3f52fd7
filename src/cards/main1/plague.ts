import { defineProtocol, discardOne } from '../define.js';

/** Plague — "Forced Discard, Flip". Plague 3 as amended by the Codex errata (9/2025). */
export const plague = defineProtocol({
  name: 'Plague', set: 'Main 1', summary: 'Forced Discard, Flip',
  cards: [
    { value: 0,
      middle: { text: 'Your opponent discards 1 card.', run: [{ op: 'discard', n: 1, who: 'opponent' }] },
      bottom: { text: 'Your opponent cannot play cards in this line.', passive: [{ scope: 'line', whose: 'opponent', forbid: 'play' }] } },
    { value: 1,
      top: { text: 'After your opponent discards cards: Draw 1 card.', on: { after: 'discard', by: 'opponent' }, run: [{ op: 'draw', n: 1 }] },
      middle: { text: 'Your opponent discards 1 card.', run: [{ op: 'discard', n: 1, who: 'opponent' }] } },
    { value: 2, middle: { text: 'Discard 1 or more cards. Your opponent discards the amount of cards discarded plus 1.',
      run: [{ op: 'discard', n: 'oneOrMore' }, { op: 'discard', who: 'opponent', n: { count: 'discarded', plus: 1 } }] } },
    { value: 3, middle: { text: 'Flip each other uncovered face-up card.',
      run: [{ op: 'eachCard', filter: { other: true, face: 'up' }, run: [{ op: 'flip', target: 'that' }] }] } },
    { value: 4, bottom: { text: 'End: Your opponent deletes 1 of their face-down cards. You may flip this card.', on: 'end',
      run: [{ op: 'delete', target: { side: 'opponent', face: 'down' }, chooser: 'opponent' }, { op: 'flip', target: 'this', may: true }] } },
    discardOne(),
  ],
});
