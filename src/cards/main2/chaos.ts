import { defineProtocol, discardOne } from '../define.js';

/** Chaos — "Draw, Rearrange, Covered". Chaos 0 as amended by the Codex errata (9/2025). */
export const chaos = defineProtocol({
  name: 'Chaos', set: 'Main 2', summary: 'Draw, Rearrange, Covered',
  cards: [
    { value: 0,
      // Codex, Chaos 0: lines noted, processed one at a time; a covered card flipped face-up stays covered.
      middle: { text: 'Flip 1 covered card in each line.',
        run: [{ op: 'eachLine', lines: 'all', run: [{ op: 'flip', target: { cover: 'covered', line: 'bound' } }] }] },
      bottom: { text: "Start: Draw the top card of your opponent's deck. Your opponent draws the top card of your deck.", on: 'start',
        run: [{ op: 'draw', n: 1, from: 'opponent' }, { op: 'draw', n: 1, who: 'opponent', from: 'opponent' }] } },
    // Codex, Chaos 1: both players' protocols must change.
    { value: 1, middle: { text: "Rearrange your protocols. Rearrange your opponent's protocols.",
      run: [{ op: 'rearrange', whose: 'self' }, { op: 'rearrange', whose: 'opponent' }] } },
    { value: 2, middle: { text: 'Shift 1 of your covered cards.', run: [{ op: 'shift', target: { side: 'self', cover: 'covered' } }] } },
    { value: 3, bottom: { text: 'This card may be played without matching protocols.', passive: [{ scope: 'card', permit: 'playUnmatched' }] } },
    { value: 4, bottom: { text: 'End: Discard your hand. Draw that many cards.', on: 'end',
      run: [{ op: 'discard', n: 'all' }, { op: 'draw', n: { count: 'discarded' } }] } },
    discardOne('Discard 1 card.'),
  ],
});
