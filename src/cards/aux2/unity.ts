import { defineProtocol, discardOne } from '../define.js';
import type { Command, Cond } from '../schema.js';

/** "If there is another Unity card in the field" (a face-down card has no protocol). */
const anotherUnity: Cond = { compare: [{ count: 'cards', filter: { protocol: 'Unity', cover: 'any', other: true } }, '>', 0] };
const flipOrDraw: Command = { op: 'either', options: [
  { label: 'flip 1 card', run: [{ op: 'flip', target: {} }] },
  { label: 'draw 1 card', run: [{ op: 'draw', n: 1 }] }] };

/**
 * Unity — "Cover, Flip, Compile". Unity 0 reads "covered by a Unity card" and Unity 4 a top
 * "End:" command (cards.json: sources disagree; rulings page).
 */
export const unity = defineProtocol({
  name: 'Unity', set: 'Aux 2', summary: 'Cover, Flip, Compile',
  cards: [
    { value: 0,
      middle: { text: 'If there is another Unity card in the field, either flip 1 card or draw 1 card.',
        run: [{ op: 'if', cond: anotherUnity, run: [flipOrDraw] }] },
      bottom: { text: 'When this card would be covered by a Unity card: First, either flip 1 card or draw 1 card.',
        on: { wouldBeCoveredBy: { protocol: 'Unity' } }, run: [flipOrDraw] } },
    // Community rulings, Unity 1: not a compile (no control component); an already compiled Unity still deletes the line.
    { value: 1,
      top: { text: 'Start: If this card is covered, you may shift this card.', on: 'start',
        run: [{ op: 'if', cond: 'thisCovered', run: [{ op: 'shift', target: 'this', may: true }] }] },
      middle: { text: 'If there are 5 or more Unity cards in the field, flip the Unity protocol to the compiled side and delete all cards in that line.',
        run: [{ op: 'if', cond: { compare: [{ count: 'cards', filter: { protocol: 'Unity', cover: 'any' } }, '>=', 5] },
          run: [{ op: 'flipProtocol', protocol: 'Unity' }, { op: 'deleteAll', filter: { cover: 'any' }, line: 'bound' }] }] },
      bottom: { text: 'Unity cards may be played face-up in this line.',
        passive: [{ scope: 'line', cards: { protocol: 'Unity' }, permit: 'playUnmatched' }] } },
    { value: 2, middle: { text: 'Draw cards equal to the number of Unity cards in the field.',
      run: [{ op: 'draw', n: { count: 'cards', filter: { protocol: 'Unity', cover: 'any' } } }] } },
    { value: 3, middle: { text: 'If there is another Unity card in the field, you may flip 1 face-up card.',
      run: [{ op: 'if', cond: anotherUnity, run: [{ op: 'flip', target: { face: 'up' }, may: true }] }] } },
    { value: 4, top: { text: 'End: If your hand is empty, reveal your deck, draw all Unity cards from it, and shuffle your deck.', on: 'end',
      run: [{ op: 'if', cond: { compare: [{ count: 'hand' }, '=', 0] },
        run: [{ op: 'reveal', what: 'deck' }, { op: 'draw', n: 'all', pick: { protocol: 'Unity' } }, { op: 'shuffle' }] }] } },
    discardOne('Discard 1 card.'),
  ],
});
