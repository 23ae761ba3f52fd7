import { defineProtocol, discardOne } from '../define.js';

/** Fear — "Shift, Discard". */
export const fear = defineProtocol({
  name: 'Fear', set: 'Main 2', summary: 'Shift, Discard',
  cards: [
    { value: 0,
      // Codex, Mirror 1: with no middle commands there is nothing for Mirror 1 to copy either.
      top: { text: "During your turn, your opponent's cards do not have middle commands.",
        passive: [{ scope: 'field', whose: 'opponent', when: 'ownTurn', suppress: 'middle' }] },
      middle: { text: 'Shift or flip 1 card.',
        run: [{ op: 'either', options: [
          { label: 'shift 1 card', run: [{ op: 'shift', target: {} }] },
          { label: 'flip 1 card', run: [{ op: 'flip', target: {} }] }] }] } },
    { value: 1, middle: { text: 'Draw 2 cards. Your opponent discards their hand and draws the amount of cards discarded minus 1.',
      run: [{ op: 'draw', n: 2 }, { op: 'discard', n: 'all', who: 'opponent' },
        { op: 'draw', who: 'opponent', n: { count: 'discarded', plus: -1 } }] } },
    { value: 2, middle: { text: "Return 1 of your opponent's cards.", run: [{ op: 'return', target: { side: 'opponent' } }] } },
    { value: 3, middle: { text: "Shift 1 of your opponent's covered or uncovered cards in this line.",
      run: [{ op: 'shift', target: { side: 'opponent', cover: 'any', line: 'this' } }] } },
    { value: 4, middle: { text: 'Your opponent discards 1 random card.', run: [{ op: 'discard', n: 1, who: 'opponent', random: true }] } },
    discardOne('Discard 1 card.'),
  ],
});
