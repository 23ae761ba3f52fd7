import { defineProtocol } from '../define.js';

/**
 * Frost — a fan-made protocol (not official; from the community's custom protocols), written
 * entirely in the standard card language: its two locks are continuous effects built from a
 * scope and a `forbid`, with no handler of their own. The protocol has no 6.
 */
export const frost = defineProtocol({
  name: 'Frost', set: 'Fan-made', summary: 'Face-down, Lock',
  cards: [
    { value: 0, middle: { text: 'Draw 1 card for each face-down card.',
      run: [{ op: 'draw', n: { count: 'cards', filter: { face: 'down', cover: 'any' } } }] } },
    { value: 1,
      top: { text: 'Cards cannot be flipped face-up.', passive: [{ scope: 'field', forbid: 'flipUp' }] },
      bottom: { text: 'Protocols cannot be rearranged.', passive: [{ scope: 'field', forbid: 'rearrange' }] } },
    { value: 2, middle: { text: 'Play a card face-down.', run: [{ op: 'play', from: 'hand', face: 'down' }] } },
    { value: 3, top: { text: 'Cards cannot shift from or to this line.', passive: [{ scope: 'line', forbid: 'shift' }] } },
    { value: 4, middle: { text: 'You may flip 1 card of your face-up covered cards.',
      run: [{ op: 'flip', target: { side: 'self', face: 'up', cover: 'covered' }, may: true }] } },
    { value: 5, middle: { text: 'You discard 1 card.', run: [{ op: 'discard', n: 1 }] } },
  ],
});
