import { defineProtocol, discardOne } from '../define.js';
import type { Amount } from '../schema.js';

/** "the number of different protocols on cards in the field" (face-down cards have none). */
const protocolsInField: Amount = { count: 'protocols', filter: { cover: 'any' } };

/** Diversity — "Play, Compare, Covered". The protocol has no 2. Diversity 6 reads "at least 4" (rulings page). */
export const diversity = defineProtocol({
  name: 'Diversity', set: 'Aux 2', summary: 'Play, Compare, Covered',
  cards: [
    // Community rulings, Diversity 0: not a compile; face-up cards covered or not count. "6 different
    // protocols" is all six of the game's: `=` says what the card says (it read `>=` before, the same
    // in play, which the generated card text showed as "6 or more").
    { value: 0,
      middle: { text: 'If there are 6 different protocols on cards in the field, flip the Diversity protocol to the compiled side.',
        run: [{ op: 'if', cond: { compare: [protocolsInField, '=', 6] }, run: [{ op: 'flipProtocol', protocol: 'Diversity' }] }] },
      bottom: { text: 'End: You may play 1 non-Diversity card in this line.', on: 'end',
        run: [{ op: 'play', from: 'hand', line: 'this', may: true, filter: { notProtocol: 'Diversity' } }] } },
    { value: 1, middle: { text: 'Shift 1 card. Draw cards equal to the number of different protocols on cards in this line.',
      run: [{ op: 'shift', target: {} }, { op: 'draw', n: { count: 'protocols', filter: { cover: 'any', line: 'this' } } }] } },
    { value: 3, top: { text: 'Your total value in this line is increased by 2 if there are any non-Diversity face-up cards in this stack.',
      passive: [{ scope: 'line', whose: 'self', total: 2,
        when: { compare: [{ count: 'cards', filter: { side: 'self', line: 'this', cover: 'any', face: 'up', notProtocol: 'Diversity' } }, '>', 0] } }] } },
    { value: 4, middle: { text: 'Flip 1 card with a value less than the number of different protocols on cards in the field.',
      run: [{ op: 'flip', target: { value: { lt: protocolsInField } } }] } },
    discardOne('Discard 1 card.'),
    { value: 6, top: { text: 'End: If there are not at least 4 different protocols on cards in the field, delete this card.', on: 'end',
      run: [{ op: 'if', cond: { compare: [protocolsInField, '<', 4] }, run: [{ op: 'delete', target: 'this' }] }] } },
  ],
});
