// A rules designer's protocol as data, plus one custom handler. "Mirage" is a made-up protocol for
// this example: its cards use the standard card language (filters, amounts, a continuous effect),
// and one card needs a keyword the language does not have — "Swap hands with your opponent." — so
// the designer registers a handler for it. (The fan-made Frost and Anarchy protocols need no handler
// at all: see FAN_MADE and docs/card-language.md.)
import { createEngine, defineProtocol, discardOne, OFFICIAL_PROTOCOLS } from 'compile-engine';
import { emit } from 'compile-engine/authoring';
import type { Handler } from 'compile-engine/authoring';

/** "Swap hands with your opponent." Both players know both hands afterwards; a spectator does not. */
const swapHands: Handler = {
  start(x, f) {
    const me = x.s.players[f.owner]!;
    const them = x.s.players[f.owner === 0 ? 1 : 0]!;
    [me.hand, them.hand] = [them.hand, me.hand];
    emit(x, { type: 'secret', about: 'took', player: f.owner, cards: me.hand.map((c) => x.s.cards[c]!), visibleTo: [0, 1] });
    f.vars.did = true;
    return 'done';
  },
};

const mirage = defineProtocol({
  name: 'Mirage', set: 'Example', summary: 'Swap, Hide',
  cards: [
    { value: 0, middle: { text: 'Swap hands with your opponent.', run: [{ op: 'swapHands' }] } },
    { value: 1, top: { text: 'Your total value in this line is increased by 1 for each card in your opponent\'s hand.',
      passive: [{ scope: 'line', whose: 'self', total: { count: 'hand', who: 'opponent' } }] } },
    { value: 2, middle: { text: 'Flip 1 face-up card with a value less than 3.', run: [{ op: 'flip', target: { face: 'up', value: { lt: 3 } } }] } },
    { value: 3, middle: { text: 'Draw 1 card for each face-down card in this line.',
      run: [{ op: 'draw', n: { count: 'cards', filter: { face: 'down', cover: 'any', line: 'this' } } }] } },
    { value: 4, bottom: { text: 'Your opponent cannot play cards face-up in this line.', passive: [{ scope: 'line', whose: 'opponent', forbid: 'playFaceUp' }] } },
    discardOne(),
  ],
});

const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, mirage], handlers: { swapHands } });
let g = engine.fromPosition({
  seed: 'mirage',
  phase: 'action',
  players: [
    { protocols: ['Mirage', 'Fire', 'Water'], hand: ['Mirage 0', 'Fire 1'] },
    { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 2', 'Death 3', 'Life 4'] },
  ],
});
g = engine.applyAction(g, { type: 'play', index: 0, line: 0, face: 'up' }).state;
const names = (p: 0 | 1) => g.players[p]!.hand.map((c) => g.cards[c]);
console.log('after Mirage 0, seat 0 holds', names(0).join(', '), '— seat 1 holds', names(1).join(', '));
if (names(0).join() !== 'Metal 2,Death 3,Life 4' || names(1).join() !== 'Fire 1') throw new Error('the hands were not swapped');
