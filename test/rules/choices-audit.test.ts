/**
 * Choices audit: when the engine asks, skips or forces a choice on the official cards — "you may",
 * "either … or …", "if you do", forced single options — against the Codex ("Card Text") and the
 * community rulings ("Game State Must Change for Effects to Resolve", "Mandatory Choices Must Have
 * Effect", "'May' Is Optional; Everything Else Is Mandatory") and docs/rulings.md.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, awaiting, choose, deck, hand, line, pass, play, position, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

describe('a "you may" already accepted leaves no second forced question', () => {
  it('Love 1 End with one card in hand: once the "may" is accepted, that card is given without a hand prompt, then 2 cards are drawn (docs/rulings.md, "A forced choice with one option": "Taken without a prompt … A \'you may\' with one option still asks" — asked once)', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: ['Love', 'Fire', 'Water'], hand: ['Fire 1'], deck: ['Water 1', 'Water 2'], stacks: [['Love 1'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 1'], deck: ['Metal 2'] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(g0, accept);
    expect(hand(g, 1)).toContain('Fire 1');
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
  });

  it('Diversity 0 End, one non-Diversity card that can only go face-down into this line: once accepted, it is played without a play prompt (docs/rulings.md, "A forced choice with one option": "a play with one card, one line and one face")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], hand: ['Water 1'], deck: ['Water 2'], stacks: [['Diversity 0'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 1'], deck: ['Metal 2'] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(g0, accept);
    expect(stack(g, 0, 0)).toEqual(['Diversity 0', 'Water 1 down']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('a branch or a "may" that cannot change the game is not offered', () => {
  it('Unity 0 with Ice 6 face-up and a card left in hand: "draw 1 card" cannot happen, so the flip is taken without the either question (community, "Mandatory Choices Must Have Effect"; Ice 6: "If you have any cards in your hand, you cannot draw cards")', () => {
    const g0 = position({ players: [
      { protocols: ['Unity', 'Fire', 'Ice'], hand: ['Unity 0', 'Fire 1'], stacks: [[], ['Unity 2'], ['Ice 6']] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 1'], stacks: [['Metal 0'], [], []] },
    ] });
    const g = act(g0, play('Unity 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = act(g, choose('Metal 0'));
    expect(stack(r, 1, 0)).toEqual(['Metal 0 down']);
    expect(hand(r, 0)).toEqual(['Fire 1']);
  });

  it('Death 1 Start with Ice 6 face-up and a card in hand: "You may draw 1 card" is skipped unasked, so no other card is deleted; "Then, delete this card" still happens (community, "Game State Must Change"; Codex, "Card Text": "if you do")', () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: ['Death', 'Fire', 'Ice'], hand: ['Fire 1'], deck: ['Fire 2'], stacks: [['Death 1'], ['Fire 3'], ['Ice 6']] },
      { protocols: ['Metal', 'Darkness', 'Life'], hand: ['Metal 1'], stacks: [['Metal 0'], [], []] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'action' });
    expect(trash(g0, 0)).toEqual(['Death 1']);
    expect(stack(g0, 0, 1)).toEqual(['Fire 3']);
    expect(stack(g0, 1, 0)).toEqual(['Metal 0']);
    expect(hand(g0, 0)).toEqual(['Fire 1']);
    expect(deck(g0, 0)[0]).toBe('Fire 2');
  });

  it('Fire 1 with an empty hand: the discard of 0 cards is no discard — no delete ("If you do") and the opponent\'s Plague 1 ("After your opponent discards cards: Draw 1 card") does not draw (Codex, "Card Text"; community, "Game State Must Change": no "After" window)', () => {
    const g0 = position({ players: [
      { protocols: ['Fire', 'Water', 'Light'], hand: ['Fire 1'], stacks: [[], ['Water 1'], []] },
      { protocols: ['Plague', 'Death', 'Life'], hand: ['Death 1'], deck: ['Life 1'], stacks: [['Plague 1'], [], []] },
    ] });
    const g = act(g0, play('Fire 1', 0));
    expect(stack(g, 0, 1)).toEqual(['Water 1']);
    expect(stack(g, 1, 0)).toEqual(['Plague 1']);
    expect(hand(g, 1)).toEqual(['Death 1']);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('a "you may" with a single option still asks', () => {
  it('Darkness 1 against a lone opponent card: the flip is forced, but "You may shift that card" offers both other lines and "no" (docs/rulings.md: "A \'you may\' with one option still asks"; community, "\'May\' Is Optional")', () => {
    const g0 = position({ players: [
      { protocols: ['Darkness', 'Fire', 'Water'], hand: ['Darkness 1'] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 1'], stacks: [['Metal 0'], [], []] },
    ] });
    const g = act(g0, play('Darkness 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual(expect.arrayContaining([line(1), line(2), pass]));
    expect(legalActions(g)).toHaveLength(3);
    const r = act(g, pass);
    expect(stack(r, 1, 0)).toEqual(['Metal 0 down']);
  });

  it('Speed 3 End with Speed 3 as the only card of its owner: "You may shift 1 of your cards" asks (the one card, or no); declined, "If you do, flip this card" does not flip it (docs/rulings.md; Codex, "Card Text")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Fire', 'Water'], hand: ['Fire 1'], stacks: [['Speed 3'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 1'], stacks: [['Metal 0'], [], []] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g0)).toHaveLength(2);
    const r = act(g0, pass);
    expect(stack(r, 0, 0)).toEqual(['Speed 3']);
  });
});
