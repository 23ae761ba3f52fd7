import { describe, expect, it } from 'vitest';
import { accept, act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Death (line 0), Darkness (line 1), Gravity (line 2); seat 1 has Metal, Water, Light.
const P0 = ['Death', 'Darkness', 'Gravity'];
const P1 = ['Metal', 'Water', 'Light'];

describe('Death 0', () => {
  it('deletes 1 uncovered card in each other line, lines in the order its owner picks; a line holding only your own card still loses one', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Death 4'], ['Darkness 1'], []], hand: ['Death 0'] },
      { protocols: P1, stacks: [['Metal 0'], [], ['Light 3 down', 'Light 4']] },
    ] });
    g = act(g, play('Death 0', 0));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    // One uncovered card in line 2: no choice.
    expect(stack(g, 1, 2)).toEqual(['Light 3 down']);
    // Line 1: only the owner's own Darkness 1; deleting is not optional.
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Darkness 1']);
    expect(trash(g, 1)).toEqual(['Light 4']);
    expect(stack(g, 0, 0)).toEqual(['Death 4', 'Death 0']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('chooses which card when a line has two uncovered cards', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1'], []], hand: ['Death 0'] },
      { protocols: P1, stacks: [[], ['Water 4'], []] },
    ] });
    // Lines 0 and 2 are empty: line 1 comes first, unasked.
    g = act(g, play('Death 0', 0));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Water 4'));
    expect(trash(g, 1)).toEqual(['Water 4']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('each delete resolves with its consequences before the next line (Codex, Death 0 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Death 3', 'Gravity 2 down'], []], hand: ['Death 0'] },
      { protocols: P1, stacks: [[], [], ['Light 1', 'Light 4 down']] },
    ] });
    g = act(g, play('Death 0', 0), line(1));
    // Deleting Gravity 2 uncovered Death 3, whose "Delete 1 face-down card" took Light 4 (the only one);
    // line 2 then held only Light 1, which Death 0 deleted.
    expect(stack(g, 0, 1)).toEqual(['Death 3']);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Gravity 2']);
    expect(trash(g, 1)).toEqual(['Light 4', 'Light 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('notes every other line, even an empty one: a card played there meanwhile is deleted (Codex FAQ, "each": "you note each line that this card isn\'t in")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 3', 'Gravity 1 down'], []], hand: ['Death 0', 'Gravity 5'] },
      { protocols: P1 },
    ] });
    // Line 2 is empty when the lines are noted, so line 1 goes first, unasked (rulings page, "each").
    g = act(g, play('Death 0', 0));
    // Gravity 1 is deleted, uncovering Darkness 3, which plays Gravity 5 face-down into the empty line 2.
    g = act(g, play('Gravity 5', 2, 'down'));
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Darkness 3']);
    expect(trash(g, 0)).toEqual(['Gravity 1', 'Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered partway, it stops: the remaining line is not processed (rulebook, "Cards & Effects"; as Codex, Life 0)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 3', 'Gravity 1 down'], []], hand: ['Death 0', 'Gravity 5'] },
      { protocols: P1, stacks: [[], [], ['Light 4']] },
    ] });
    g = act(g, play('Death 0', 0), line(1));
    // Gravity 1 is deleted, uncovering Darkness 3: "Play 1 card face-down in another line".
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    g = act(g, play('Gravity 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Death 0', 'Gravity 5 down']);
    expect(stack(g, 1, 2)).toEqual(['Light 4']);
    expect(trash(g, 0)).toEqual(['Gravity 1']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('each line is a separate delete: Hate 3 draws once per line (community, "Each" processes one at a time)', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Hate', 'Gravity'], stacks: [['Hate 3'], [], []], hand: ['Death 0'], deck: ['Gravity 1', 'Gravity 2', 'Gravity 4'] },
      { protocols: P1, stacks: [[], ['Metal 0'], ['Light 4']] },
    ] });
    g = act(g, play('Death 0', 0), line(1));
    expect(trash(g, 1)).toEqual(['Metal 0', 'Light 4']);
    // Hate 3's top command stays in play under Death 0.
    expect(hand(g, 0)).toEqual(['Gravity 1', 'Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death 1', () => {
  it('Start: you may draw 1 card; if you do, delete 1 other card; then Death 1 deletes itself', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Death 1'], ['Darkness 0'], []], hand: ['Gravity 5'], deck: ['Gravity 6', 'Gravity 4'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    expect(legalActions(g)).toEqual([{ type: 'accept' }, { type: 'pass' }]);
    g = act(g, accept);
    expect(hand(g, 0)).toEqual(['Gravity 5', 'Gravity 6']);
    // Any uncovered card but Death 1, either side.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    g = act(g, choose('Metal 0'));
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' }); // the turn goes on to the Action phase
  });

  it('declining the draw skips the other delete, but Death 1 still deletes itself (Codex errata 10/2024: "Then, …" is its own sentence)', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Death 1'], [], []], hand: ['Gravity 5'], deck: ['Gravity 6'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(deck(g, 0)[0]).toBe('Gravity 6');
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('covered, its top command still triggers and it deletes itself from under the stack (Codex FAQ, "Can a card with a top command delete itself if it is covered?")', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Death 1', 'Darkness 0 down'], [], []], hand: ['Gravity 5'], deck: ['Gravity 6'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    // The only other uncovered cards: the face-down Darkness 0 and Metal 0.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 1 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 0, 0)).toEqual(['Darkness 0 down']);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(hand(g, 0)).toEqual(['Gravity 5', 'Gravity 6']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('with no other card to delete, it draws and still deletes itself', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Death 1'], [], []], deck: ['Gravity 6'] },
      { protocols: P1 },
    ] });
    g = act(g, accept);
    expect(hand(g, 0)).toEqual(['Gravity 6']);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('face-down, it has no Start command', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Death 1 down'], [], []], hand: ['Gravity 5'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Death 1 down']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it("triggers at its owner's Start only: played this turn, it waits for that player's next turn", () => {
    let g = position({ players: [
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 4'] },
      { protocols: P0, stacks: [[], [], ['Death 1']], deck: ['Gravity 6'] },
    ] });
    g = act(g, play('Water 4', 1, 'down'));
    // Seat 0's turn ended; seat 1's Start phase notes Death 1.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'confirm' });
    g = act(g, accept);
    expect(hand(g, 1)).toEqual(['Gravity 6']);
    // The only other card, seat 0's face-down Water 4: no choice.
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Water 4']);
    expect(trash(g, 1)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death 2', () => {
  it('deletes all cards, covered or not, both sides, with value 1 or 2 in 1 chosen line; only lines where something would go are offered (community, Death 2)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1', 'Gravity 4'], []], hand: ['Death 2'] },
      { protocols: P1, stacks: [[], ['Water 4 down', 'Water 1'], ['Light 3']] },
    ] });
    g = act(g, play('Death 2', 0));
    // Line 0 holds Death 2 itself (value 2); line 2 holds nothing of value 1 or 2.
    expect(legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 1 }]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Gravity 4']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Darkness 1']);
    expect(trash(g, 1)).toEqual(['Water 4', 'Water 1']);
    expect(stack(g, 0, 0)).toEqual(['Death 2']);
    expect(stack(g, 1, 2)).toEqual(['Light 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('in its own line it is worth 2 and deletes itself with the rest', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Darkness 4 down'], [], []], hand: ['Death 2'] },
      { protocols: P1, stacks: [['Metal 1', 'Metal 3'], [], []] },
    ] });
    g = act(g, play('Death 2', 0));
    // Line 0 is the only line with a value-1 or 2 card: no choice.
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Metal 3']);
    expect(trash(g, 0)).toEqual(['Darkness 4', 'Death 2']);
    expect(trash(g, 1)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"all" is simultaneous: a covered card deleted with the top one never resolves; the card left uncovered does (Codex FAQ, "All")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Death 2'] },
      { protocols: P1, stacks: [[], ['Metal 5', 'Water 1', 'Metal 1'], []], hand: ['Water 0'], deck: ['Water 2', 'Water 3'] },
    ] });
    g = act(g, play('Death 2', 0), line(1));
    expect(stack(g, 1, 1)).toEqual(['Metal 5']);
    // Water 1 ("Play the top card of your deck face-down in each other line") did nothing.
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(deck(g, 1).slice(0, 2)).toEqual(['Water 2', 'Water 3']);
    // Metal 5, uncovered, made its owner discard.
    expect(trash(g, 1)).toEqual(['Water 0', 'Water 1', 'Metal 1']);
    expect(stack(g, 0, 0)).toEqual(['Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"all" is one delete: Hate 3 draws once (Codex FAQ, "All" vs "Each")', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Hate', 'Gravity'], stacks: [['Hate 3'], [], []], hand: ['Death 2'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: P1, stacks: [[], ['Metal 1', 'Metal 0 down'], []] },
    ] });
    g = act(g, play('Death 2', 0), line(1));
    expect(stack(g, 1, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 1', 'Metal 0']);
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("flipped face-up on the opponent's turn, its owner chooses the line (community, \"Current Player Decides Resolution Order, Card Owner Decides Targets\")", () => {
    let g = position({ players: [
      { protocols: ['Darkness', 'Water', 'Light'], stacks: [[], ['Water 2'], ['Light 1']], hand: ['Darkness 1'] },
      { protocols: ['Metal', 'Death', 'Fire'], stacks: [[], ['Death 2 down'], []] },
    ] });
    // Darkness 1 flips the only opponent card it can: Death 2 enters play for seat 1.
    g = act(g, play('Darkness 1', 0));
    expect(stack(g, 1, 1)).toEqual(['Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Light 1']);
    // Back to Darkness 1: "You may shift that card" (seat 0 declines).
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, pass);
    expect(stack(g, 1, 1)).toEqual(['Death 2']);
    expect(stack(g, 0, 0)).toEqual(['Darkness 1']);
    expect(stack(g, 0, 1)).toEqual(['Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death 3', () => {
  it("deletes 1 uncovered face-down card, either player's (community, Death 3); the card beneath resolves its middle", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 0 down'], ['Gravity 1 down', 'Gravity 2']], hand: ['Death 3'] },
      { protocols: P1, stacks: [['Metal 5', 'Metal 0 down'], [], ['Light 3 down', 'Light 1']], hand: ['Water 0'] },
    ] });
    g = act(g, play('Death 3', 0));
    // Not the covered face-down Gravity 1 or Light 3.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual(['Water 0', 'Metal 0']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("may have to delete the player's own face-down card", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 0 down'], []], hand: ['Death 3'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Death 3', 0));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Darkness 0']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death 4', () => {
  it('deletes an uncovered card with value 0 or 1; face-down cards (value 2) and covered cards are not eligible', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1'], ['Gravity 0', 'Gravity 4']], hand: ['Death 4'] },
      { protocols: P1, stacks: [['Metal 0'], ['Water 1 down'], ['Light 1']] },
    ] });
    g = act(g, play('Death 4', 0));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no card of value 0 or 1 does nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Death 4'] },
      { protocols: P1, stacks: [['Metal 3'], ['Water 1 down'], []] },
    ] });
    g = act(g, play('Death 4', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 3']);
    expect(stack(g, 1, 1)).toEqual(['Water 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Death 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death 5', () => {
  it('you discard 1 card of your choice', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Death 5', 'Gravity 5', 'Gravity 6'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Death 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Gravity 5'));
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(hand(g, 0)).toEqual(['Gravity 6']);
    expect(stack(g, 0, 0)).toEqual(['Death 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
