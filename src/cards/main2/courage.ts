import { defineProtocol, discardOne } from '../define.js';
import type { Cond } from '../schema.js';

/** "If your opponent has a higher total value than you do in this line." */
const opponentLeadsHere: Cond = { compare: [{ count: 'total', who: 'opponent', line: 'this' }, '>', { count: 'total', who: 'self', line: 'this' }] };

/** Courage — "Draw, Compare". The protocol has no 4. */
export const courage = defineProtocol({
  name: 'Courage', set: 'Main 2', summary: 'Draw, Compare',
  cards: [
    { value: 0,
      top: { text: 'Start: If you have no cards in hand, draw 1 card.', on: 'start',
        run: [{ op: 'if', cond: { compare: [{ count: 'hand' }, '=', 0] }, run: [{ op: 'draw', n: 1 }] }] },
      middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] },
      bottom: { text: 'End: You may discard 1 card. If you do, your opponent discards 1 card.', on: 'end',
        run: [{ op: 'discard', n: 1, may: true }, { op: 'discard', n: 1, who: 'opponent', if: 'did' }] } },
    { value: 1, middle: { text: "Delete 1 of your opponent's cards in a line where they have a higher total value than you do.",
      run: [{ op: 'delete', target: { side: 'opponent', lineWhere: { compare: [{ count: 'total', who: 'opponent', line: 'bound' }, '>', { count: 'total', who: 'self', line: 'bound' }] } } }] } },
    { value: 2,
      middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] },
      bottom: { text: 'End: If your opponent has a higher total value than you do in this line, draw 1 card.', on: 'end',
        run: [{ op: 'if', cond: opponentLeadsHere, run: [{ op: 'draw', n: 1 }] }] } },
    // Codex, Courage 3: lines tied for the highest total — the player chooses.
    { value: 3, bottom: { text: 'End: You may shift this card to the line where your opponent has their highest total value.', on: 'end',
      run: [{ op: 'shift', target: 'this', may: true, to: { where: { highest: { count: 'total', who: 'opponent', line: 'bound' } } } }] } },
    discardOne('Discard 1 card.'),
    { value: 6, top: { text: 'End: If your opponent has a higher value in this line than you do, flip this card.', on: 'end',
      run: [{ op: 'if', cond: opponentLeadsHere, run: [{ op: 'flip', target: 'this' }] }] } },
  ],
});
