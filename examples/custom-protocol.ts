// A rules designer's protocol as data: four cards of the fan-made Frost protocol (shared/reference/
// cards-fan.json), three in the standard card language and one with a new handler.
// Frost 1 ("Cards cannot be flipped face-up") and Frost 3 ("Cards cannot shift from or to this line")
// would need new kinds of continuous effect in the engine, so they are left out of this example.
import { applyAction, createEngine, defineProtocol, discardOne, drawCards, OFFICIAL_PROTOCOLS } from 'compile-engine';
import type { Handler } from 'compile-engine';

/** "Draw 1 card for each face-down card." — a count no standard amount expresses. */
const drawPerFaceDown: Handler = {
  start(x, f) {
    const faceDown = x.s.players.flatMap((p) => p.stacks.flat()).filter((c) => !x.s.up[c]).length;
    f.vars.did = drawCards(x, f.owner, faceDown).length > 0;
    return 'done';
  },
};

const frost = defineProtocol({
  name: 'Frost', set: 'Fan-made', summary: 'Face-down, Lock',
  cards: [
    { value: 0, middle: { text: 'Draw 1 card for each face-down card.', run: [{ op: 'drawPerFaceDown' }] } },
    { value: 2, middle: { text: 'Play a card face-down.', run: [{ op: 'play', from: 'hand', face: 'down' }] } },
    { value: 4, middle: { text: 'You may flip 1 card of your face-up covered cards.',
      run: [{ op: 'flip', target: { side: 'self', face: 'up', cover: 'covered' }, may: true }] } },
    discardOne(),
  ],
});

const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, frost], handlers: { drawPerFaceDown } });
let g = engine.fromPosition({
  seed: 'frost',
  phase: 'action',
  players: [
    { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 0'], stacks: [[], ['Fire 1 down'], ['Water 2 down']] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0 down'], [], []] },
  ],
});
g = engine.applyAction(g, { type: 'play', index: 0, line: 0, face: 'up' }).state;
console.log('Frost 0 saw 3 face-down cards; seat 0 drew:', g.players[0]!.hand.length);
if (g.players[0]!.hand.length !== 3) throw new Error('expected 3 cards');
void applyAction;
