import { describe, expect, it } from 'vitest';
import { accept, act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Plague (line 0), Life (line 1), Light (line 2); seat 1 Metal, Fire, Water.
const P0 = ['Plague', 'Life', 'Light'];
const P1 = ['Metal', 'Fire', 'Water'];

describe('Plague 0', () => {
  it('your opponent discards 1 card, of their choice; then they cannot play in its line, face-up or face-down', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 0'] },
      { protocols: P1, hand: ['Fire 5', 'Water 5'] },
    ] });
    g = act(g, play('Plague 0', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Water 5'));
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(hand(g, 1)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('with a single card in the opponent\'s hand, that card is discarded without asking', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 0'] },
      { protocols: P1, hand: ['Fire 5'] },
    ] });
    g = act(g, play('Plague 0', 0));
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its bottom command is not visible: the line is open again (rulebook, "Card Anatomy")', () => {
    const g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Plague 0', 'Life 5 down'], [], []] },
      { protocols: P1, hand: ['Metal 5'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('does not stop the opponent shifting a card into its line (community rulings, Plague 0)', () => {
    let g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Plague 0'], [], []] },
      { protocols: ['Metal', 'Darkness', 'Water'], hand: ['Darkness 4'], stacks: [[], [], ['Water 5 down']] },
    ] });
    // Darkness 4: "Shift 1 face-down card." The only one is seat 1's Water 5.
    g = act(g, play('Darkness 4', 1));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1)]);
    g = act(g, line(0));
    expect(stack(g, 1, 0)).toEqual(['Water 5 down']);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Plague 1', () => {
  it('your opponent discards 1 card; after they discard, you draw 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 1'], deck: ['Life 1'] },
      { protocols: P1, hand: ['Fire 5'] },
    ] });
    g = act(g, play('Plague 1', 0));
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("triggers on the opponent's clear cache too, and while covered (community rulings, Plague 1; top command)", () => {
    let g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Plague 1', 'Life 5 down'], [], []], deck: ['Life 1'] },
      { protocols: P1, hand: ['Metal 0', 'Metal 1', 'Metal 2', 'Metal 3', 'Fire 0', 'Fire 1', 'Fire 2'] },
    ] });
    g = act(g, play('Fire 2', 0, 'down'));
    // Six cards: seat 1 clears cache down to five.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Metal 3'));
    expect(trash(g, 1)).toEqual(['Metal 3']);
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a discard of several cards is one discard: it draws once (Codex FAQ, "discard 2")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 2', 'Life 5'], stacks: [['Plague 1'], [], []], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, hand: ['Fire 0', 'Fire 1', 'Fire 2'] },
    ] });
    g = act(g, play('Plague 2', 0));
    // Plague 2 covers Plague 1, whose top command stays in play. Seat 0 discards its only card
    // (forced, no prompt); seat 1 discards 1 + 1.
    expect(trash(g, 0)).toEqual(['Life 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Fire 0'), pickHand('Fire 2'));
    expect(trash(g, 1)).toEqual(['Fire 0', 'Fire 2']);
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(deck(g, 0)[0]).toBe('Life 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with no cards discards nothing: no draw', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 1'], deck: ['Life 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Plague 1', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Life 1');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it has no text: no draw', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 0'], stacks: [[], ['Plague 1 down'], []], deck: ['Life 1'] },
      { protocols: P1, hand: ['Fire 5'] },
    ] });
    g = act(g, play('Plague 0', 0));
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Life 1');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 2', () => {
  it('discard 1 or more cards; your opponent discards that many plus 1', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 2', 'Life 1', 'Life 2', 'Light 1'] },
      { protocols: P1, hand: ['Metal 0', 'Metal 1', 'Fire 0', 'Fire 1'] },
    ] });
    g = act(g, play('Plague 2', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).not.toContainEqual(pass); // at least 1
    g = act(g, pickHand('Life 1'), pickHand('Light 1'));
    expect(legalActions(g).at(-1)).toEqual(pass); // may stop after the first
    g = act(g, pass);
    expect(trash(g, 0)).toEqual(['Life 1', 'Light 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Metal 0'), pickHand('Fire 0'), pickHand('Fire 1'));
    expect(trash(g, 1)).toEqual(['Metal 0', 'Fire 0', 'Fire 1']);
    expect(hand(g, 1)).toEqual(['Metal 1']);
    expect(hand(g, 0)).toEqual(['Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand, discards 0: the opponent still discards 1 (FAQ; community rulings, Plague 2)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 2'] },
      { protocols: P1, hand: ['Metal 0', 'Fire 0'] },
    ] });
    g = act(g, play('Plague 2', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Fire 0'));
    expect(trash(g, 1)).toEqual(['Fire 0']);
    expect(hand(g, 1)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with fewer cards than required discards them all (Codex, "Card Text": as much as possible)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 2', 'Life 1'] },
      { protocols: P1, hand: ['Metal 0'] },
    ] });
    g = act(g, play('Plague 2', 0)); // seat 0's last card goes without a choice
    expect(trash(g, 0)).toEqual(['Life 1']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 3', () => {
  it('flips each other uncovered face-up card, both sides, one at a time in the owner\'s order; covered and face-down ones stay (Codex errata 9/2025 and clarifications)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 3'], stacks: [[], ['Life 1', 'Life 5'], []] },
      { protocols: P1, stacks: [['Metal 5'], [], ['Water 5 down']] },
    ] });
    g = act(g, play('Plague 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 1 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    g = act(g, choose('Metal 5'));
    expect(stack(g, 0, 0)).toEqual(['Plague 3']);
    expect(stack(g, 0, 1)).toEqual(['Life 1', 'Life 5 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down']);
    expect(stack(g, 1, 2)).toEqual(['Water 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card uncovered meanwhile by a self-delete resolves its middle command but is not flipped (community rulings, Plague 3)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 3'] },
      { protocols: P1, stacks: [['Metal 1', 'Metal 6'], [], []], deck: ['Fire 1', 'Fire 2'] },
    ] });
    g = act(g, play('Plague 3', 0));
    // Metal 6 is flipped: it deletes itself; Metal 1 is uncovered and draws 2 for its owner.
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 1, 0)).toEqual(['Metal 1']);
    expect(hand(g, 1)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 4', () => {
  it('End: your opponent deletes 1 of their face-down cards, their choice; then you may flip this card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: P1, stacks: [[], ['Fire 5 down'], ['Water 5 down']] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 1, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]); // seat 0's own face-down Life 5 is not theirs to delete
    g = act(g, choose('Water 5'));
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(stack(g, 0, 0)).toEqual(['Plague 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may decline the flip', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: P1, stacks: [[], ['Fire 5 down'], []] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    // A single face-down card: deleted without a choice.
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Plague 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('only uncovered face-down cards can be deleted (community rulings, Plague 4)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: P1, stacks: [[], ['Fire 5 down', 'Fire 1'], []] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    expect(stack(g, 1, 1)).toEqual(['Fire 5 down', 'Fire 1']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its End command is not visible: nothing happens (rulebook, "Card Anatomy")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: P1, stacks: [[], ['Fire 5 down'], []] },
    ] });
    g = act(g, play('Life 5', 0, 'down'));
    expect(stack(g, 1, 1)).toEqual(['Fire 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Plague 4', 'Life 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 5', () => {
  it('you discard 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Plague 5', 'Life 1', 'Light 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Plague 5', 0), pickHand('Life 1'));
    expect(hand(g, 0)).toEqual(['Light 1']);
    expect(trash(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
