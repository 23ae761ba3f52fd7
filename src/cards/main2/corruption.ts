import { defineProtocol, discardOne } from '../define.js';

/** Corruption — "Flip, Discard". The protocol has no 4. */
export const corruption = defineProtocol({
  name: 'Corruption', set: 'Main 2', summary: 'Flip, Discard',
  cards: [
    { value: 0,
      top: { text: 'Start: Flip 1 other face-up covered or uncovered card in this stack.', on: 'start',
        run: [{ op: 'flip', target: { side: 'self', line: 'this', face: 'up', cover: 'any', other: true } }] },
      bottom: { text: "This card may be played on either player's side without matching protocols.",
        passive: [{ scope: 'card', permit: 'playUnmatched' }, { scope: 'card', permit: 'playOpponentSide' }] } },
    { value: 1,
      middle: { text: 'Return 1 card.', run: [{ op: 'return', target: {} }] },
      bottom: { text: "When a card would be returned to your opponent's hand: Put that card on top of their deck face-down instead.",
        passive: [{ scope: 'field', whose: 'opponent', replaceReturn: 'deckTop' }] } },
    { value: 2,
      top: { text: 'After you discard cards: Your opponent discards 1 card.', on: { after: 'discard' },
        run: [{ op: 'discard', n: 1, who: 'opponent' }] },
      middle: { text: 'Draw 1 card. Discard 1 card.', run: [{ op: 'draw', n: 1 }, { op: 'discard', n: 1 }] } },
    { value: 3, middle: { text: 'You may flip 1 face-up covered card.', run: [{ op: 'flip', target: { face: 'up', cover: 'covered' }, may: true }] } },
    discardOne('Discard 1 card.'),
    // Codex, Corruption 6: deleting itself uncovers the card below, whose middle command then resolves.
    { value: 6, top: { text: 'End: Either discard 1 card or delete this card.', on: 'end',
      run: [{ op: 'either', options: [
        { label: 'discard 1 card', run: [{ op: 'discard', n: 1 }] },
        { label: 'delete this card', run: [{ op: 'delete', target: 'this' }] }] }] } },
  ],
});
