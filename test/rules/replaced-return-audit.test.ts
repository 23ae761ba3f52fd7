/**
 * "If you do" after a return that Corruption 1 replaced (issue 17, point 12). Corruption 1: "When a
 * card would be returned to your opponent's hand: Put that card on top of their deck face-down
 * instead." The return does not happen — the card goes elsewhere in its place, as Speed 2's
 * "instead" is "preventing the delete" (Codex, Speed 2) — and an "if" clause gives its benefit only
 * when the instruction was completed (Codex, "Card Text"; FAQ: "only if you were able to"). So
 * Psychic 4 does not flip itself, and a "return all" whose every card was replaced did nothing.
 * Rulings page, '"If you do" after a return that Corruption 1 replaced'.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineProtocol, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { act, actWithEvents, awaiting, choose, deck, hand, pass, play, position, stack, testingFor } from '../../src/testing.js';
import { only } from '../cards/events.js';
import { story } from '../cards/story.js';

describe('Psychic 4 ("You may return 1 of your opponent\'s cards. If you do, flip this card.")', () => {
  // Seat 0's Psychic 4 and Corruption 1, both face-up and uncovered; seat 1's Metal 3 in line 1.
  const start = (mine: string[]) => position({ players: [
    { protocols: ['Psychic', 'Corruption', 'Water'], stacks: [['Psychic 4'], mine, []], hand: ['Water 1'] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Death 3 down', 'Metal 3'], []], deck: ['Life 1'] },
  ] });

  it('with its owner\'s Corruption 1 in play, the card goes on top of the opponent\'s deck instead: nothing was returned, so Psychic 4 stays face-up', () => {
    const g = act(start(['Corruption 1']), play('Water 1', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Metal 3'));
    expect(story(r.events).slice(0, 1)).toEqual(["seat 1's Metal 3 in line 1 is put on top of its deck instead of returning, by seat 0"]);
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(deck(r.state, 1).slice(0, 2)).toEqual(['Metal 3', 'Life 1']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Psychic 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with Corruption 1 face-down (its bottom out of play), the return happens and Psychic 4 flips', () => {
    const g = act(start(['Corruption 1 down']), play('Water 1', 2, 'down'), choose('Metal 3'));
    expect(hand(g, 1)).toEqual(['Metal 3']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining is still no return: no flip', () => {
    const g = act(start(['Corruption 1']), play('Water 1', 2, 'down'), pass);
    expect(stack(g, 1, 1)).toEqual(['Death 3 down', 'Metal 3']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4']);
  });
});

describe('"Return all …" followed by "If you do" (a designer\'s card)', () => {
  // Tide 1: Water 3's "return all" with an "If you do" after it.
  const tide = defineProtocol({ name: 'Tide', set: 'Example', cards: [
    { value: 1, middle: { text: 'Return all cards with a value of 2 in 1 line. If you do, draw 1 card.',
      run: [{ op: 'returnAll', filter: { cover: 'any', values: [2] }, line: 'any' }, { op: 'draw', n: 1, if: 'did' }] } },
  ] });
  const t = testingFor(createEngine({ protocols: [...OFFICIAL_PROTOCOLS, tide] }));

  it('every card replaced: nothing was returned, so nothing is drawn', () => {
    const g = t.act(t.position({ players: [
      { protocols: ['Tide', 'Corruption', 'Water'], stacks: [[], ['Corruption 1'], []], hand: ['Tide 1'], deck: ['Water 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 2', 'Life 2 down']] },
    ] }), t.play('Tide 1', 0));
    expect(t.stack(g, 1, 2)).toEqual([]);
    expect(t.deck(g, 1).slice(0, 2)).toEqual(['Life 2', 'Metal 2']);
    expect(t.hand(g, 0)).toEqual([]);
    expect(t.awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('one card of its owner\'s own returned with them: that return happened, so 1 card is drawn', () => {
    const g = t.act(t.position({ players: [
      { protocols: ['Tide', 'Corruption', 'Water'], stacks: [[], ['Corruption 1'], ['Water 2']], hand: ['Tide 1'], deck: ['Water 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 2']] },
    ] }), t.play('Tide 1', 0));
    expect(t.deck(g, 1)[0]).toBe('Metal 2');
    expect(t.hand(g, 0)).toEqual(['Water 2', 'Water 0']);
    expect(t.awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
