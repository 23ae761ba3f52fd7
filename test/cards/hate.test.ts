import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Hate in line 0 (Apathy in line 1, Love in line 2) unless a test says otherwise.
const ME = ['Hate', 'Apathy', 'Love'];
const THEM = ['Fire', 'Water', 'Death'];

describe('Hate 0', () => {
  it('deletes 1 card; the card it uncovers resolves its middle command for its owner', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 0'] },
      { protocols: ['Fire', 'Speed', 'Water'], stacks: [[], ['Speed 1', 'Fire 3'], []], deck: ['Water 2', 'Water 3'] },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(legalActions(g)).toHaveLength(2); // Hate 0 itself or Fire 3
    g = act(g, choose('Fire 3'));
    expect(trash(g, 1)).toEqual(['Fire 3']);
    // Speed 1 uncovered: "Draw 2 cards."
    expect(stack(g, 1, 1)).toEqual(['Speed 1']);
    expect(hand(g, 1)).toEqual(['Water 2', 'Water 3']);
    expect(stack(g, 0, 0)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deletes itself when it is the only card (Codex, "Card Text": resolve as much as possible)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 0'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 1', () => {
  it('discards 3 cards, then deletes 2 cards one after the other', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 1', 'Love 1', 'Love 2', 'Love 3', 'Love 4'] },
      { protocols: THEM, stacks: [['Fire 1'], ['Water 3'], []] },
    ] });
    g = act(g, play('Hate 1', 0), pickHand('Love 1'), pickHand('Love 2'), pickHand('Love 3'));
    expect(trash(g, 0)).toEqual(['Love 1', 'Love 2', 'Love 3']);
    expect(hand(g, 0)).toEqual(['Love 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 1'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Fire 1', 'Water 3']);
    expect(stack(g, 0, 0)).toEqual(['Hate 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with fewer than 3 cards discards them all and still deletes twice (Codex, "Treat each sentence separately")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 1', 'Love 1'] },
      { protocols: THEM, stacks: [['Fire 1'], ['Water 3'], []] },
    ] });
    g = act(g, play('Hate 1', 0));
    expect(trash(g, 0)).toEqual(['Love 1']);
    g = act(g, choose('Fire 1'), choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Fire 1', 'Water 3']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('its 3 discards are one discard: the opponent\'s Plague 1 draws once (Codex FAQ, "discard 2" is one discard)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 1', 'Love 1', 'Love 2', 'Love 3'] },
      { protocols: ['Fire', 'Plague', 'Water'], stacks: [[], ['Plague 1'], []], deck: ['Water 2', 'Water 3'] },
    ] });
    g = act(g, play('Hate 1', 0));
    expect(trash(g, 0)).toEqual(['Love 1', 'Love 2', 'Love 3']);
    expect(hand(g, 1)).toEqual(['Water 2']);
    // Second delete: Hate 1 is then the only card left, so it deletes itself without a prompt.
    g = act(g, choose('Plague 1'));
    expect(trash(g, 1)).toEqual(['Plague 1']);
    expect(trash(g, 0)).toEqual(['Love 1', 'Love 2', 'Love 3', 'Hate 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deleting itself with the first delete cancels the second (community, "Active text interruption")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 1'] },
      { protocols: THEM, stacks: [['Fire 1'], ['Water 3'], []] },
    ] });
    g = act(g, play('Hate 1', 0), choose('Hate 1'));
    expect(trash(g, 0)).toEqual(['Hate 1']);
    expect(stack(g, 1, 0)).toEqual(['Fire 1']);
    expect(stack(g, 1, 1)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 2', () => {
  it('deletes my highest uncovered card, then the opponent\'s; covered cards do not count (Codex, Hate 2 errata 10/2024)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Apathy 3'], ['Love 6', 'Love 1']], hand: ['Hate 2'] },
      { protocols: THEM, stacks: [['Fire 4'], ['Water 5', 'Water 1'], []] },
    ] });
    g = act(g, play('Hate 2', 0));
    // Mine: Hate 2 (2), Apathy 3 (3), Love 1 (1) — covered Love 6 is not a candidate.
    expect(trash(g, 0)).toEqual(['Apathy 3']);
    // Theirs: Fire 4 (4), Water 1 (1) — covered Water 5 is not a candidate.
    expect(trash(g, 1)).toEqual(['Fire 4']);
    expect(stack(g, 0, 2)).toEqual(['Love 6', 'Love 1']);
    expect(stack(g, 1, 1)).toEqual(['Water 5', 'Water 1']);
    expect(stack(g, 0, 0)).toEqual(['Hate 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('tied highest cards: I choose which (Codex, Hate 2 clarification)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Love 4']], hand: ['Hate 2'] },
      { protocols: THEM, stacks: [['Fire 3'], ['Water 3'], ['Death 2']] },
    ] });
    g = act(g, play('Hate 2', 0));
    expect(trash(g, 0)).toEqual(['Love 4']);
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Water 3']);
    expect(stack(g, 1, 0)).toEqual(['Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deleting itself as my highest card stops the second sentence (Codex and FAQ, Hate 2)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Apathy 1'], []], hand: ['Hate 2'] },
      { protocols: THEM, stacks: [['Fire 4'], [], []] },
    ] });
    g = act(g, play('Hate 2', 0));
    expect(trash(g, 0)).toEqual(['Hate 2']);
    expect(stack(g, 0, 1)).toEqual(['Apathy 1']);
    expect(stack(g, 1, 0)).toEqual(['Fire 4']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('tied with a face-down card (value 2): choosing the other card lets the second sentence happen', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Apathy 5 down'], []], hand: ['Hate 2'] },
      { protocols: THEM, stacks: [['Fire 4'], [], []] },
    ] });
    g = act(g, play('Hate 2', 0));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
    ]);
    g = act(g, choose('Apathy 5'));
    expect(trash(g, 0)).toEqual(['Apathy 5']);
    expect(trash(g, 1)).toEqual(['Fire 4']);
    expect(stack(g, 0, 0)).toEqual(['Hate 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 3', () => {
  it('after I delete a card, draws 1 — even while covered (top command)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 3'], [], []], hand: ['Hate 0'], deck: ['Love 2', 'Love 3'] },
      { protocols: THEM, stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Water 3']);
    expect(stack(g, 0, 0)).toEqual(['Hate 3', 'Hate 0']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    expect(deck(g, 0)[0]).toBe('Love 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('does not trigger when the opponent deletes ("After you delete")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Hate 3'], [], ['Love 1 down']], deck: ['Love 2'] },
      { protocols: THEM, hand: ['Death 3'] },
    ] });
    // Death 3: "Delete 1 face-down card." — Love 1 is the only one.
    g = act(g, play('Death 3', 2));
    expect(trash(g, 0)).toEqual(['Love 1']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Love 2');
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('"Your opponent deletes" makes me the one deleting: the opponent\'s Plague 4 lets Hate 3 draw', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Hate 3'], [], ['Love 1 down']], deck: ['Love 2'] },
      { protocols: ['Fire', 'Plague', 'Water'], stacks: [[], ['Plague 4'], []], hand: ['Fire 3'] },
    ] });
    // The opponent's End: "Your opponent deletes 1 of their face-down cards. You may flip this card."
    g = act(g, play('Fire 3', 0, 'down'));
    expect(trash(g, 0)).toEqual(['Love 1']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'confirm' });
  });

  it('draws once per separate delete: Death 0 deleting in 2 lines draws 2 (community, "Each" example)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Hate 3'], []], hand: ['Death 0'], deck: ['Love 2', 'Love 3', 'Love 4'] },
      { protocols: THEM, stacks: [['Fire 3'], ['Water 3'], []] },
    ] });
    // Death 0 face-up in line 2, where the opponent's Death protocol is (Codex, "Playing a Card").
    g = act(g, play('Death 0', 2), line(0));
    expect(trash(g, 1)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    g = act(g, choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Fire 3', 'Water 3']);
    expect(hand(g, 0)).toEqual(['Love 2', 'Love 3']);
    expect(stack(g, 0, 1)).toEqual(['Hate 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('checks its face when the "after" window opens: flipped up mid-delete by Water 0, it draws for both Hate 1 deletes (community, "After" triggers)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Water 0', 'Love 1'], ['Hate 3 down']], hand: ['Hate 1'], deck: ['Love 2', 'Love 3'] },
      { protocols: THEM, stacks: [['Fire 3'], [], []] },
    ] });
    // Hate 1 (empty hand: discards nothing) deletes Love 1, uncovering Water 0: "Flip 1 other card. Flip this card."
    g = act(g, play('Hate 1', 0), choose('Love 1'), choose('Hate 3'));
    expect(stack(g, 0, 2)).toEqual(['Hate 3']);
    expect(stack(g, 0, 1)).toEqual(['Water 0 down']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    g = act(g, choose('Fire 3'));
    expect(trash(g, 0)).toEqual(['Love 1']);
    expect(trash(g, 1)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toEqual(['Love 2', 'Love 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('one "delete all" is one delete: Death 2 removing 2 cards draws 1 (Codex FAQ, "All" is simultaneous)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Hate 3'], []], hand: ['Death 2'], deck: ['Love 2', 'Love 3'] },
      { protocols: THEM, stacks: [['Fire 1', 'Fire 2'], [], []] },
    ] });
    // Death 2: "Delete all cards in 1 line with values of 1 or 2." — line 0, or line 2 (Death 2 itself).
    g = act(g, play('Death 2', 2), line(0));
    expect(trash(g, 1)).toEqual(['Fire 1', 'Fire 2']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deleting Hate 3 itself draws nothing: its text left play before the window (Codex, "If a command leaves play")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Hate 3']], hand: ['Hate 0'], deck: ['Love 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 0', 0), choose('Hate 3'));
    expect(trash(g, 0)).toEqual(['Hate 3']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it does not draw', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Hate 3 down']], hand: ['Hate 0'], deck: ['Love 2'] },
      { protocols: THEM, stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Water 3'));
    expect(trash(g, 1)).toEqual(['Water 3']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a compile is my delete: it draws once after the whole compile (rulings page, compile and "After you delete")', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ME, stacks: [['Hate 4', 'Hate 5', 'Hate 1'], ['Hate 3'], []], deck: ['Love 2'] },
      { protocols: THEM, stacks: [['Fire 1'], [], []] },
    ] });
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(trash(g, 0)).toEqual(['Hate 4', 'Hate 5', 'Hate 1']);
    expect(trash(g, 1)).toEqual(['Fire 1']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('in the compiled line it goes to the trash with the rest and draws nothing (community, War 2 ruling)', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ME, stacks: [['Hate 3', 'Hate 5', 'Hate 2'], [], []], deck: ['Love 2'] },
      { protocols: THEM, stacks: [['Fire 1'], [], []] },
    ] });
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(trash(g, 0)).toEqual(['Hate 3', 'Hate 5', 'Hate 2']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 4', () => {
  it('when covered, first deletes the lowest covered card in its line, either side; then the card lands', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Hate 4'], [], []], hand: ['Hate 0'] },
      { protocols: THEM, stacks: [['Fire 0', 'Fire 3'], ['Water 0', 'Water 3'], []] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    // Covered in line 0: Love 1 (1) and Fire 0 (0). Water 0 is in another line.
    expect(trash(g, 1)).toEqual(['Fire 0']);
    expect(stack(g, 1, 0)).toEqual(['Fire 3']);
    expect(stack(g, 0, 0)).toEqual(['Love 1', 'Hate 4', 'Hate 0 down']);
    expect(stack(g, 1, 1)).toEqual(['Water 0', 'Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('its delete is mine ("After you delete"): Hate 3 draws 1', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Hate 4'], [], ['Hate 3']], hand: ['Hate 0'], deck: ['Love 2', 'Love 3'] },
      { protocols: THEM, stacks: [['Fire 0', 'Fire 3'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    expect(trash(g, 1)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Love 2']);
    expect(stack(g, 0, 0)).toEqual(['Love 1', 'Hate 4', 'Hate 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-up card covering it resolves its middle command after the delete', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Hate 4'], [], []], hand: ['Hate 0'] },
      { protocols: THEM, stacks: [['Fire 0', 'Fire 3'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(trash(g, 1)).toEqual(['Fire 0']);
    // Hate 0 has landed: "Delete 1 card." — itself or Fire 3.
    expect(stack(g, 0, 0)).toEqual(['Love 1', 'Hate 4', 'Hate 0']);
    expect(legalActions(g)).toHaveLength(2);
    g = act(g, choose('Fire 3'));
    expect(trash(g, 1)).toEqual(['Fire 0', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card shifted onto it covers it too (Codex, "Committed Cards" and "Shifting a Card")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Hate 4'], [], ['Love 2 down']], hand: ['Speed 3'] },
      { protocols: ['Fire', 'Speed', 'Water'], stacks: [['Fire 0', 'Fire 3'], [], []] },
    ] });
    // Speed 3 (face-up in line 1, the opponent's Speed line): "Shift 1 of your other cards."
    g = act(g, play('Speed 3', 1), choose('Love 2'), line(0));
    expect(trash(g, 1)).toEqual(['Fire 0']);
    expect(stack(g, 0, 0)).toEqual(['Love 1', 'Hate 4', 'Love 2 down']);
    expect(stack(g, 0, 2)).toEqual([]);
    // Speed 3's End ("You may shift 1 of your cards."): declined.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, pass);
    expect(stack(g, 0, 1)).toEqual(['Speed 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('tied lowest covered cards: I choose (a covered face-down card has value 2)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 2', 'Hate 4'], [], []], hand: ['Hate 0'] },
      { protocols: THEM, stacks: [['Fire 5 down', 'Fire 3'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    g = act(g, choose('Fire 5'));
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(stack(g, 0, 0)).toEqual(['Love 2', 'Hate 4', 'Hate 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no covered card in the line, nothing is deleted', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 4'], [], []], hand: ['Hate 0'] },
      { protocols: THEM, stacks: [['Fire 3'], ['Water 0', 'Water 3'], []] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Hate 4', 'Hate 0 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, its bottom command is not in play', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Hate 4 down'], [], []], hand: ['Hate 0'] },
      { protocols: THEM, stacks: [['Fire 0', 'Fire 3'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Love 1', 'Hate 4 down', 'Hate 0 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 0', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 5', () => {
  it('I discard 1 card of my choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 5', 'Love 1', 'Apathy 0'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Apathy 0'));
    expect(stack(g, 0, 0)).toEqual(['Hate 5']);
    expect(hand(g, 0)).toEqual(['Love 1']);
    expect(trash(g, 0)).toEqual(['Apathy 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with one card left in hand, that card is discarded without a choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Hate 5', 'Love 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 5', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Love 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
