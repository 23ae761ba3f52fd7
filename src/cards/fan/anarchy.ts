import { defineProtocol } from '../define.js';

/**
 * Anarchy — a fan-made protocol (not official; from the community's custom protocols), written
 * entirely in the standard card language: "without matching protocol" is a filter and a line
 * condition, "Cards can only be played without matching protocols" a continuous `require`.
 */
export const anarchy = defineProtocol({
  name: 'Anarchy', set: 'Fan-made', summary: 'Mismatch',
  cards: [
    { value: 0, middle: { text: 'Shift 1 card. For each line that contains a face-up card without matching protocol, draw 1 card.',
      run: [{ op: 'shift', target: {} },
        { op: 'draw', n: { count: 'lines', where: { has: { face: 'up', cover: 'any', matching: false } } } }] } },
    { value: 1,
      top: { text: 'Cards can only be played without matching protocols.', passive: [{ scope: 'field', require: 'playUnmatched' }] },
      middle: { text: 'Shift 1 other card to a line without a matching protocol.',
        run: [{ op: 'shift', target: { other: true }, to: { where: { matchesThat: false } } }] } },
    { value: 2, middle: { text: 'Delete a covered or uncovered card in a line with a matching protocol.',
      run: [{ op: 'delete', target: { cover: 'any', matching: true } }] } },
    { value: 3,
      middle: { text: "Swap the positions of 2 of your opponent's protocols.", run: [{ op: 'swap', whose: 'opponent' }] },
      bottom: { text: 'End: Rearrange your protocols. Anarchy cannot be on this line.', on: 'end',
        run: [{ op: 'rearrange', whose: 'self', notHere: 'Anarchy' }] } },
    { value: 5, middle: { text: 'You discard 1 card.', run: [{ op: 'discard', n: 1 }] } },
    { value: 6, top: { text: 'Start: Flip this card, if this card is in the line with the Anarchy protocol.', on: 'start',
      run: [{ op: 'if', cond: { thisLine: { protocol: 'Anarchy' } }, run: [{ op: 'flip', target: 'this' }] }] } },
  ],
});
