import { defineProtocol, discardOne } from '../define.js';

/**
 * Assimilation — "Exchange". The protocol has no 3. Assimilation 0 follows the "face-down"
 * wording and Assimilation 6 the "End:" wording (cards.json: sources disagree; rulings page).
 */
export const assimilation = defineProtocol({
  name: 'Assimilation', set: 'Aux 2', summary: 'Exchange',
  cards: [
    { value: 0, middle: { text: "Put 1 of your opponent's covered or uncovered face-down cards into your hand.",
      run: [{ op: 'takeCard', target: { side: 'opponent', face: 'down', cover: 'any' } }] } },
    { value: 1,
      middle: { text: 'Discard 1 card. Refresh.', run: [{ op: 'discard', n: 1 }, { op: 'refresh' }] },
      bottom: { text: "After a player refreshes: Draw the top card of your opponent's deck. Discard 1 card into their trash.",
        on: { after: 'refresh', by: 'any' },
        run: [{ op: 'draw', n: 1, from: 'opponent' }, { op: 'discard', n: 1, into: 'opponent' }] } },
    { value: 2, bottom: { text: "End: Play the top card of your opponent's deck face-down in this stack.", on: 'end',
      run: [{ op: 'play', from: 'deckTop', deck: 'opponent', face: 'down', line: 'this' }] } },
    { value: 4, middle: { text: "Draw the top card of your opponent's deck. Your opponent draws the top card of your deck.",
      run: [{ op: 'draw', n: 1, from: 'opponent' }, { op: 'draw', n: 1, who: 'opponent', from: 'opponent' }] } },
    discardOne('Discard 1 card.'),
    { value: 6, bottom: { text: "End: Play the top card of your deck face-down on your opponent's side.", on: 'end',
      run: [{ op: 'play', from: 'deckTop', face: 'down', side: 'opponent' }] } },
  ],
});
