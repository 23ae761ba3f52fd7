import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Fire (line 0), Gravity (line 1), Darkness (line 2); seat 1 has Metal, Water, Light.
const P0 = ['Fire', 'Gravity', 'Darkness'];
const P1 = ['Metal', 'Water', 'Light'];

describe('Fire 0', () => {
  it('flips 1 other card, then draws 2', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 0'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1, stacks: [['Metal 5'], ['Water 2 down'], []] },
    ] });
    g = act(g, play('Fire 0', 0));
    // "other": Fire 0 itself is not offered.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Metal 5'));
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down']);
    expect(stack(g, 1, 1)).toEqual(['Water 2 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Gravity 1', 'Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("a card it flips face-up resolves its middle (for its owner) before Fire 0 draws (rulebook, \"Cards & Effects\")", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 0'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1, stacks: [['Metal 5 down'], [], []], hand: ['Water 0'] },
    ] });
    const r = actWithEvents(g, play('Fire 0', 0));
    g = r.state;
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual(['Water 0']); // Metal 5: its owner discards
    expect(hand(g, 0)).toEqual(['Gravity 1', 'Gravity 2']);
    const order = r.events.filter((e) => e.type === 'discarded' || e.type === 'drew').map((e) => e.type);
    expect(order).toEqual(['discarded', 'drew']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no other card on the field still draws 2: each sentence is separate (Codex, "Card Text")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 0'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Gravity 1', 'Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('when covered: first draws 1, then flips 1 other card; the covering card is committed and not selectable (Codex errata 12/2024; "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 0'], [], []], hand: ['Fire 5'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1, stacks: [['Metal 5'], ['Water 2 down'], []] },
    ] });
    g = act(g, play('Fire 5', 0));
    // The draw came first; the flip offers the opponent's two cards only (not Fire 0, not the landing Fire 5).
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0']);
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Metal 5'));
    // Then Fire 5 lands and its middle discards the card Fire 0 drew.
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card shifted onto it covers it too: the trigger resolves while that card is committed (Codex, "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 0'], ['Gravity 2 down'], []], hand: ['Darkness 4'], deck: ['Gravity 1'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    // Darkness 4 shifts the only face-down card, Gravity 2, to line 0.
    g = act(g, play('Darkness 4', 2), line(0));
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 2, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Gravity 2 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered while its middle resolves: its bottom fires first, then the rest of its middle is cancelled (rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 3 down'], []], hand: ['Fire 0', 'Gravity 5'], deck: ['Gravity 1', 'Gravity 2', 'Gravity 4'] },
      { protocols: P1, stacks: [[], [], ['Light 3']] },
    ] });
    // Fire 0 flips Darkness 3 face-up; Darkness 3 plays Gravity 5 face-down onto Fire 0.
    g = act(g, play('Fire 0', 0), choose('Darkness 3'), play('Gravity 5', 0, 'down'));
    expect(hand(g, 0)).toEqual(['Gravity 1']); // "When this card would be covered: First, draw 1 card."
    // "Then, flip 1 other card": not the committed Gravity 5.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 }]);
    g = act(g, choose('Light 3'));
    expect(stack(g, 1, 2)).toEqual(['Light 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Gravity 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 3']);
    // Covered, Fire 0's "Draw 2 cards" never happens.
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(deck(g, 0)[0]).toBe('Gravity 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card committed to its stack while the covering card waits lands after it, and Fire 0 triggers once (Codex, "Committed Cards": cards enter in the order committed; community, commit queue is FIFO)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 0'], ['Darkness 3 down'], []], hand: ['Gravity 5', 'Gravity 6'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1 },
    ] });
    // Gravity 6 is committed onto Fire 0; Fire 0 draws, then flips the only other card, Darkness 3,
    // which plays Gravity 5 face-down into line 0 while Gravity 6 is still committed.
    g = act(g, play('Gravity 6', 0, 'down'));
    expect(hand(g, 0)).toEqual(['Gravity 5', 'Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    g = act(g, play('Gravity 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Gravity 6 down', 'Gravity 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 3']);
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(deck(g, 0)[0]).toBe('Gravity 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, its bottom text is not in play: covering it triggers nothing', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 0 down'], [], []], hand: ['Gravity 2'], deck: ['Gravity 1'] },
      { protocols: P1, stacks: [['Metal 5'], [], []] },
    ] });
    g = act(g, play('Gravity 2', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Fire 0 down', 'Gravity 2 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Gravity 1');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('already covered, it does not trigger again when another card lands on its stack (Codex, "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 0', 'Fire 1 down'], [], []], hand: ['Gravity 2'], deck: ['Gravity 1'] },
      { protocols: P1, stacks: [['Metal 5'], [], []] },
    ] });
    g = act(g, play('Gravity 2', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 1 down', 'Gravity 2 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fire 1', () => {
  it('discards 1 card, and because it did, deletes 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 1', 'Gravity 5', 'Gravity 6'] },
      { protocols: P1, stacks: [['Metal 0'], ['Water 3 down'], []] },
    ] });
    g = act(g, play('Fire 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Gravity 6'));
    // Any uncovered card, Fire 1 itself included.
    expect(legalActions(g)).toHaveLength(3);
    g = act(g, choose('Metal 0'));
    expect(trash(g, 0)).toEqual(['Gravity 6']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Fire 1']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand discards nothing, so deletes nothing (Codex, "Card Text": no benefit without the instruction)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 1'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Fire 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deleting a covering card uncovers the card beneath, whose middle its owner resolves', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 1', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 5', 'Metal 0 down'], [], []], hand: ['Water 4'] },
    ] });
    g = act(g, play('Fire 1', 0), choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual(['Water 4', 'Metal 0']); // Metal 5 made its owner discard, then Metal 0 landed in the trash
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fire 2', () => {
  it("discards 1 card, and because it did, returns 1 card to its owner's hand", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 2', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 0'], ['Water 3 down'], []] },
    ] });
    g = act(g, play('Fire 2', 0));
    expect(trash(g, 0)).toEqual(['Gravity 5']); // the only card: no choice
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Water 3'));
    expect(stack(g, 1, 1)).toEqual([]);
    expect(hand(g, 1)).toEqual(['Water 3']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 2']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand returns nothing (Codex, "Card Text", Fire 2 example; FAQ)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 2'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Fire 2', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 2']);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fire 3', () => {
  it('End: you may discard 1 card; if you do, flip 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 3', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 0'], ['Water 3 down'], []] },
    ] });
    g = act(g, play('Fire 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    // Flip 1 card: any uncovered card, Fire 3 included.
    expect(legalActions(g)).toHaveLength(3);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(stack(g, 1, 1)).toEqual(['Water 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('declined, nothing is discarded or flipped', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 3', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Fire 3', 0), pass);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand at End nothing is asked and nothing is flipped (rulings: a "may" that can change nothing is skipped)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 3'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Fire 3', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its bottom End command is not in play (rulebook, "Card Anatomy")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 3'], [], []], hand: ['Gravity 2', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Gravity 2', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Fire 3', 'Gravity 2 down']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('an End command uncovered during the End phase does not fire (Codex FAQ, "Can I use End triggers that are revealed during the End phase?")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Speed', 'Gravity'], stacks: [['Fire 3', 'Gravity 2 down'], ['Speed 3'], []], hand: ['Gravity 5', 'Gravity 6'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Gravity 6', 2, 'down'));
    // End: only Speed 3 was visible. It shifts Gravity 2 away, uncovering Fire 3.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Gravity 2'), line(2));
    expect(stack(g, 0, 0)).toEqual(['Fire 3']);
    expect(stack(g, 0, 1)).toEqual(['Speed 3 down']);
    expect(stack(g, 0, 2)).toEqual(['Gravity 6 down', 'Gravity 2 down']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('noted at the start of End but covered before its turn, it does not happen (Codex, "Start and End Effects": a command that leaves play does not happen)', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Speed', 'Gravity'], stacks: [['Fire 3'], ['Speed 3'], ['Gravity 2 down']], hand: ['Gravity 5', 'Gravity 6'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Gravity 6', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Speed 3 first: shift Gravity 6 onto Fire 3.
    g = act(g, optionNamed('Speed 3'), choose('Gravity 6'), line(0));
    expect(stack(g, 0, 0)).toEqual(['Fire 3', 'Gravity 6 down']);
    expect(stack(g, 0, 1)).toEqual(['Speed 3 down']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fire 4', () => {
  it('discards 1 or more cards, then draws the amount discarded plus 1', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 4', 'Gravity 5', 'Gravity 6', 'Darkness 5'], deck: ['Gravity 0', 'Gravity 1', 'Gravity 2', 'Gravity 4'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    // The first card is mandatory: no pass yet.
    expect(legalActions(g)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }, { type: 'hand', index: 2 }]);
    g = act(g, pickHand('Gravity 5'));
    expect(legalActions(g)).toContainEqual({ type: 'pass' });
    g = act(g, pickHand('Gravity 6'), pass);
    expect(trash(g, 0)).toEqual(['Gravity 5', 'Gravity 6']);
    expect(hand(g, 0)).toEqual(['Darkness 5', 'Gravity 0', 'Gravity 1', 'Gravity 2']);
    expect(deck(g, 0)[0]).toBe('Gravity 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand discards nothing and still draws 1 (Codex, "Card Text"; community, Fire 4)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 4'], deck: ['Gravity 0', 'Gravity 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 4', 0));
    expect(trash(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Gravity 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with a single card in hand that card must go, without a prompt (forced choice, docs/rulings.md), and the discard ends there', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 4', 'Gravity 5'], deck: ['Gravity 0', 'Gravity 1', 'Gravity 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 4', 0));
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(hand(g, 0)).toEqual(['Gravity 0', 'Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fire 5', () => {
  it('you discard 1 card of your choice', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 5', 'Gravity 5', 'Gravity 6'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Gravity 6'));
    expect(trash(g, 0)).toEqual(['Gravity 6']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(stack(g, 0, 0)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand is still played (Codex, "Card Text")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Fire 5'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Fire 5', 0));
    expect(stack(g, 0, 0)).toEqual(['Fire 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
