import { defineProtocol, discardOne } from '../define.js';

/** Darkness — "Draw, Shift, Manipulate". */
export const darkness = defineProtocol({
  name: 'Darkness', set: 'Main 1', summary: 'Draw, Shift, Manipulate',
  cards: [
    { value: 0, middle: { text: "Draw 3 cards. Shift 1 of your opponent's covered cards.",
      run: [{ op: 'draw', n: 3 }, { op: 'shift', target: { side: 'opponent', cover: 'covered' } }] } },
    { value: 1, middle: { text: "Flip 1 of your opponent's cards. You may shift that card.",
      run: [{ op: 'flip', target: { side: 'opponent' } }, { op: 'shift', target: 'that', may: true }] } },
    { value: 2,
      top: { text: 'All face-down cards in this stack have a value of 4.', passive: [{ scope: 'stack', faceDownValue: 4 }] },
      middle: { text: 'You may flip 1 covered card in this line.',
        run: [{ op: 'flip', target: { cover: 'covered', line: 'this' }, may: true }] } },
    { value: 3, middle: { text: 'Play 1 card face-down in another line.',
      run: [{ op: 'play', from: 'hand', face: 'down', line: 'other' }] } },
    { value: 4, middle: { text: 'Shift 1 face-down card.', run: [{ op: 'shift', target: { face: 'down' } }] } },
    discardOne(),
  ],
});
