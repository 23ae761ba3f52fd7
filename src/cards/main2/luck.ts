import { defineProtocol, discardOne } from '../define.js';

/** Luck — "Random, Delete, Play". Luck 1 and Luck 3 as amended by the Codex errata (9/2025, 8/2025). */
export const luck = defineProtocol({
  name: 'Luck', set: 'Main 2', summary: 'Random, Delete, Play',
  cards: [
    // Codex, Luck 0: the card played must be one drawn by Luck 0, face-up or face-down.
    { value: 0, middle: { text: 'State a number. Draw 3 cards. Reveal 1 card drawn with the face-up value of your stated number. You may play it.',
      run: [{ op: 'state', what: 'number' }, { op: 'draw', n: 3 },
        { op: 'reveal', what: 'handCard', drawn: true, value: 'stated' },
        { op: 'play', from: 'that', may: true, if: 'did' }] } },
    // Codex, Luck 1: the middle command is ignored for this flip only.
    { value: 1, middle: { text: 'Play the top card of your deck face-down. Flip that card, ignoring its middle command.',
      run: [{ op: 'play', from: 'deckTop', face: 'down' }, { op: 'flip', target: 'that', ignoreMiddle: true, if: 'did' }] } },
    // Community rulings, Luck 2: an empty deck draws nothing (no reshuffle: it is not a draw of the deck).
    { value: 2, middle: { text: 'Discard the top card of your deck. Draw cards equal to the value of the discarded card.',
      run: [{ op: 'discard', n: 1, from: 'deckTop' }, { op: 'draw', n: { count: 'valueOfThat' }, if: 'did' }] } },
    // Community rulings, Luck 3: any protocol may be stated; the card goes to the opponent's trash.
    { value: 3, middle: { text: "State a protocol. Discard the top card of your opponent's deck. If the discarded card matched the stated protocol, delete 1 card.",
      run: [{ op: 'state', what: 'protocol' }, { op: 'discard', n: 1, from: 'deckTop', deck: 'opponent' },
        { op: 'if', cond: 'thatMatchesStated', run: [{ op: 'delete', target: {} }] }] } },
    { value: 4, middle: { text: 'Discard the top card of your deck. Delete 1 covered or uncovered card that shares a value with the discarded card.',
      run: [{ op: 'discard', n: 1, from: 'deckTop' },
        { op: 'delete', target: { cover: 'any', value: { eq: { count: 'valueOfThat' } } }, if: 'did' }] } },
    discardOne('Discard 1 card.'),
  ],
});
