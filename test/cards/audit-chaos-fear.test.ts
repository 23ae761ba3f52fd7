/**
 * Second reading of Chaos, Clarity, Corruption, Courage and Fear: the clauses and edge cases the
 * protocol files' own scenario tests leave unpinned (ownership of drawn cards, zero-card discards,
 * "would be covered" by a shift or an opponent's play, "in this stack", bottom text while covered).
 */
import { describe, expect, it } from 'vitest';
import {
  accept, actWithEvents, awaiting, choose, deck, hand, line, pickHand, play, playOnOpponentSide, position, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import { story } from './story.js';

describe('Chaos 0', () => {
  it('Start: the card drawn from the opponent\'s deck becomes mine — discarded, it goes to my trash; the one they drew goes to theirs (Codex, "Changing Ownership")', () => {
    const g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Fire', 'Water'], stacks: [[], ['Chaos 0'], []], hand: ['Chaos 5'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 5'], deck: ['Metal 3', 'Metal 0'] },
    ] });
    expect(hand(g, 0)).toEqual(['Chaos 5', 'Metal 3']);
    expect(hand(g, 1)).toEqual(['Metal 5', 'Fire 3']);
    // Chaos 5: "Discard 1 card." — Metal 3 is the only card left in hand.
    let r = actWithEvents(g, play('Chaos 5', 0));
    expect(story(r.events).slice(-1)).toEqual(['seat 0 discards Metal 3']);
    expect(trash(r.state, 0)).toEqual(['Metal 3']);
    expect(trash(r.state, 1)).toEqual([]);
    // Seat 1's Metal 5 ("Discard 1 card.") discards the Fire 3 it drew: into seat 1's trash.
    r = actWithEvents(r.state, play('Metal 5', 0));
    expect(story(r.events).slice(0, 3)).toEqual(['seat 1 plays Metal 5 face-up in line 0', "seat 1's Metal 5 (middle)", 'seat 1 discards Fire 3']);
    expect(trash(r.state, 1)).toEqual(['Fire 3']);
    expect(trash(r.state, 0)).toEqual(['Metal 3']);
  });

  it('Start: with my deck and trash both empty I still draw theirs, and they draw nothing ("Effects must be resolved when possible")', () => {
    const g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Fire', 'Water'], stacks: [[], ['Chaos 0'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], deck: ['Metal 3'] },
    ] });
    expect(hand(g, 0)).toEqual(['Metal 3']);
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('middle: a covered Ice 4 is flipped — "This card cannot be flipped" is bottom text, not visible while covered (rulebook, "Card Anatomy")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Fire', 'Water'], hand: ['Chaos 0'] },
      { protocols: ['Ice', 'Speed', 'Life'], stacks: [['Ice 4', 'Ice 1 down'], [], []], hand: ['Speed 1'] },
    ] });
    // Line 0 is the only line with a covered card, so it goes first, unasked (rulings page, "each");
    // lines 1 and 2 flip nothing.
    const r = actWithEvents(g, play('Chaos 0', 0));
    expect(story(r.events).slice(1, 3)).toEqual(["seat 0's Chaos 0 (middle)", "seat 1's Ice 4 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 1, 0)).toEqual(['Ice 4 down', 'Ice 1 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 2', () => {
  it('a covered card taken from the middle of a stack: the card above now covers the one below, nothing there is uncovered; it lands uncovered and resolves', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Gravity', 'Fire'], hand: ['Chaos 2'], stacks: [[], ['Gravity 1 down', 'Fire 0', 'Gravity 6'], ['Fire 4']] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Chaos 2', 0));
    // "your covered cards": Gravity 1 and Fire 0, not the uncovered Gravity 6.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 0, line: 1, index: 1 }]);
    r = actWithEvents(r.state, choose('Fire 0'), line(2));
    // Fire 0's middle ("Flip 1 other card. Draw 2 cards.") is the only text that enters play.
    expect(story(r.events)).toEqual(["seat 0's Fire 0 is shifted from line 1 to line 2 by seat 0", "seat 0's Fire 0 (middle)"]);
    expect(stack(r.state, 0, 1)).toEqual(['Gravity 1 down', 'Gravity 6']);
    expect(stack(r.state, 0, 2)).toEqual(['Fire 4', 'Fire 0']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
  });
});

describe('Chaos 4', () => {
  it('End: discarding the whole hand is one discard — my Corruption 2 ("After you discard cards") makes the opponent discard 1 card, not 2', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Chaos', 'Fire'], hand: ['Fire 5', 'Fire 1', 'Fire 2'], stacks: [['Corruption 2'], ['Chaos 4'], []], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, play('Fire 5', 2, 'down'));
    expect(story(r.events).slice(1)).toEqual(["seat 0's Chaos 4 (bottom)", 'seat 0 discards Fire 1, Fire 2', "seat 0's Corruption 2 (top)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Speed 3'));
    // Chaos 4's "Draw that many cards" comes after the opponent's discard.
    expect(story(r.events)).toEqual(['seat 1 discards Speed 3', 'seat 0 draws 2 cards']);
    expect(hand(r.state, 0)).toEqual(['Fire 3', 'Fire 4']);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    expect(trash(r.state, 1)).toEqual(['Speed 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Clarity 1', () => {
  it('bottom: covered by the opponent\'s Corruption 0 played onto my stack, I — its owner — first draw 3 cards', () => {
    const g = position({ turn: 1, unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Fear', 'Fire'], stacks: [['Clarity 1'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Corruption', 'Life'], hand: ['Corruption 0'] },
    ] });
    const r = actWithEvents(g, playOnOpponentSide('Corruption 0', 0));
    expect(story(r.events)).toEqual([
      "seat 1 plays Corruption 0 face-up in line 0 on seat 0's side",
      "seat 0's Clarity 1 (bottom)",
      'seat 0 draws 3 cards',
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Clarity 1', 'Corruption 0']);
  });
});

describe('Clarity 2', () => {
  it('no value-1 card can be played face-up (Plague 0 bars its line): nothing is played, never face-down instead (community rulings, Clarity 2)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Chaos', 'Fire'], hand: ['Clarity 2', 'Fire 1'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Plague'], hand: ['Metal 0'], stacks: [[], [], ['Plague 0']] },
    ] });
    const r = actWithEvents(g, play('Clarity 2', 0));
    expect(story(r.events)).toEqual([
      'seat 0 plays Clarity 2 face-up in line 0',
      "seat 0's Clarity 2 (middle)",
      'seat 0 reveals Fire 3, Fire 4',
      'seat 0 shuffles their deck (2 cards)',
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Clarity 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Clarity 4', () => {
  it('with deck and trash both empty nothing can change: nothing is asked (community rulings, Clarity 4)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Corruption', 'Fire'], hand: ['Clarity 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 0'] },
    ] });
    const r = actWithEvents(g, play('Clarity 4', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Clarity 4 face-up in line 0', "seat 0's Clarity 4 (middle)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 0', () => {
  it('top, Start: covered, it flips the uncovered face-up card on it ("covered or uncovered"); the opponent\'s card in the line is not "in this stack"', () => {
    const g = position({ turn: 1, useControl: false, unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], stacks: [['Corruption 0', 'Fire 3'], [], []], hand: ['Fire 2'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 5'], stacks: [['Metal 3'], [], []] },
    ] });
    const r = actWithEvents(g, play('Metal 5', 1, 'down'));
    // Fire 3 is the only other face-up card of the stack: flipped without a question; Metal 3 is untouched.
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Corruption 0 (top)", "seat 0's Fire 3 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Corruption 0', 'Fire 3 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 3']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Corruption 2', () => {
  it('top: "Discard 1 card" from an empty hand discards nothing, so it does not fire', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Chaos', 'Fire'], hand: ['Chaos 5'], stacks: [['Corruption 2'], [], []] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    const r = actWithEvents(g, play('Chaos 5', 1));
    expect(story(r.events)).toEqual(['seat 0 plays Chaos 5 face-up in line 1', "seat 0's Chaos 5 (middle)"]);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("top: the opponent's Fear 1 makes me discard my hand — that is my discard, so they discard 1 card before I draw", () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 1', 'Fire 1'], deck: ['Fire 2', 'Fire 3'] },
      { protocols: ['Corruption', 'Speed', 'Life'], hand: ['Speed 1', 'Speed 2'], stacks: [['Corruption 2'], [], []], deck: ['Life 1', 'Life 2'] },
    ] });
    let r = actWithEvents(g, play('Fear 1', 0));
    expect(story(r.events).slice(2)).toEqual(['seat 0 draws 2 cards', 'seat 1 discards Speed 1, Speed 2', "seat 1's Corruption 2 (top)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Fire 2'));
    // Then Fear 1 resumes: seat 1 draws 2 − 1 = 1 card.
    expect(story(r.events)).toEqual(['seat 0 discards Fire 2', 'seat 1 draws 1 card']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 3']);
    expect(hand(r.state, 1)).toEqual(['Life 1']);
    expect(trash(r.state, 0)).toEqual(['Fire 2']);
    expect(trash(r.state, 1)).toEqual(['Speed 1', 'Speed 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 0', () => {
  it('bottom, End: "If you do" still holds after my discard set off Corruption 2 — the opponent discards twice', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Corruption', 'Fire'], hand: ['Fire 5', 'Fire 1'], stacks: [['Courage 0'], ['Corruption 2'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1', 'Speed 3', 'Life 1'] },
    ] });
    let r = actWithEvents(g, play('Fire 5', 2, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    expect(story(r.events)).toEqual(['seat 0 discards Fire 1', "seat 0's Corruption 2 (top)"]);
    r = actWithEvents(r.state, pickHand('Metal 1'));
    expect(story(r.events)).toEqual(['seat 1 discards Metal 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Life 1'));
    expect(story(r.events)).toEqual(['seat 1 discards Life 1']);
    expect(hand(r.state, 1)).toEqual(['Speed 3']);
    expect(trash(r.state, 1)).toEqual(['Metal 1', 'Life 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 1', () => {
  it("the opponent's total counts their Clarity 0 bonus: 0 + 6 cards in hand beats my 5, so Clarity 0 is deleted", () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Corruption', 'Fire'], hand: ['Courage 1'], stacks: [[], ['Corruption 5'], []] },
      { protocols: ['Metal', 'Clarity', 'Life'], hand: ['Metal 1', 'Metal 2', 'Metal 3', 'Life 1', 'Life 2', 'Life 3'], stacks: [[], ['Clarity 0'], []] },
    ] });
    const r = actWithEvents(g, play('Courage 1', 0));
    expect(story(r.events).slice(-1)).toEqual(["seat 1's Clarity 0 in line 1 is deleted by seat 0"]);
    expect(stack(r.state, 1, 1)).toEqual([]);
    expect(trash(r.state, 1)).toEqual(['Clarity 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 3', () => {
  it('bottom, End: shifted onto my Clarity 1, the covered card first draws 3 cards ("When this card would be covered" fires for a shift)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Clarity', 'Fire'], hand: ['Fire 5'], stacks: [['Courage 3'], ['Clarity 1'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 0'], stacks: [[], ['Speed 3'], []] },
    ] });
    let r = actWithEvents(g, play('Fire 5', 2, 'down'));
    // Seat 1 leads only in line 1: that is the one line offered.
    expect(legalActions(r.state)).toEqual([line(1), { type: 'pass' }]);
    r = actWithEvents(r.state, line(1));
    expect(story(r.events).slice(0, 3)).toEqual([
      "seat 0's Courage 3 is shifted from line 0 to line 1 by seat 0",
      "seat 0's Clarity 1 (bottom)",
      'seat 0 draws 3 cards',
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Clarity 1', 'Courage 3']);
    expect(stack(r.state, 0, 0)).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
  });
});

describe('Courage 6', () => {
  it('face-down it has no text: behind in its line (2 against 5), it stays face-down', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Corruption', 'Fire'], hand: ['Fire 1'], stacks: [['Courage 6 down'], [], []] },
      { protocols: ['Metal', 'Clarity', 'Life'], hand: ['Metal 1'], stacks: [['Metal 5'], [], []] },
    ] });
    const r = actWithEvents(g, play('Fire 1', 2, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 2']);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 6 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 0 with Fear 3', () => {
  it("shifting the opponent's card onto their Clarity 1 on my turn: its bottom still draws them 3 (Fear 0 takes only middle commands); the shifted card's middle is silenced", () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Corruption', 'Fire'], hand: ['Fear 3'], stacks: [[], ['Fear 0'], []] },
      { protocols: ['Water', 'Clarity', 'Life'], stacks: [['Water 0', 'Water 2 down'], ['Clarity 1'], []], deck: ['Water 1', 'Water 3', 'Water 4', 'Water 5'] },
    ] });
    let r = actWithEvents(g, play('Fear 3', 0));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    r = actWithEvents(r.state, choose('Water 0'), line(1));
    // Water 0 ("Flip 1 other card. Flip this card.") lands uncovered but has no middle command on seat 0's turn.
    expect(story(r.events).slice(0, 3)).toEqual([
      "seat 1's Water 0 is shifted from line 0 to line 1 by seat 0",
      "seat 1's Clarity 1 (bottom)",
      'seat 1 draws 3 cards',
    ]);
    expect(story(r.events)).not.toContain("seat 1's Water 0 (middle)");
    expect(stack(r.state, 1, 0)).toEqual(['Water 2 down']);
    expect(stack(r.state, 1, 1)).toEqual(['Clarity 1', 'Water 0']);
    expect(hand(r.state, 1)).toEqual(['Water 1', 'Water 3', 'Water 4']);
  });
});
