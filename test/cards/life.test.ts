import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Life (line 0), Light (line 1), Metal (line 2); seat 1 Plague, Fire, Water.
const P0 = ['Life', 'Light', 'Metal'];
const P1 = ['Plague', 'Fire', 'Water'];

describe('Life 0', () => {
  it('plays the top card of the deck face-down in each line where you have a card, in the order the owner picks (Codex, Life 0 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 0'], stacks: [[], ['Light 5 down'], ['Metal 5 down']], deck: ['Life 1', 'Light 3', 'Metal 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 0', 0));
    // Lines 0 (Life 0 itself), 1 and 2 are noted; the owner picks which comes next.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    g = act(g, line(1), line(2)); // line 0 is last and forced
    expect(stack(g, 0, 1)).toEqual(['Light 5 down', 'Life 1 down']);
    expect(stack(g, 0, 2)).toEqual(['Metal 5 down', 'Light 3 down']);
    // Its own line came last: the play covered Life 0, and at End a covered Life 0 deletes itself (Codex errata 10/2024).
    expect(stack(g, 0, 0)).toEqual(['Metal 3 down']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('stops when its own play covers it: the lines still to come get nothing (Codex, Life 0 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 0'], stacks: [[], ['Light 5 down'], ['Metal 5 down']], deck: ['Life 1', 'Light 3', 'Metal 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 0', 0), line(0));
    expect(stack(g, 0, 1)).toEqual(['Light 5 down']);
    expect(stack(g, 0, 2)).toEqual(['Metal 5 down']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Light 3', 'Metal 3']);
    // Covered at End: deleted.
    expect(stack(g, 0, 0)).toEqual(['Life 1 down']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('does not reshuffle an empty deck: lines after the deck runs out get nothing (Codex and FAQ, Life 0)', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: P0, hand: ['Life 0'], stacks: [[], ['Light 5 down'], []], deck: ['Life 1'] },
      { protocols: P1 },
    ] });
    const trashBefore = trash(g, 0);
    g = act(g, play('Life 0', 0), line(1)); // line 0 comes next, with the deck empty
    expect(stack(g, 0, 1)).toEqual(['Light 5 down', 'Life 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 0']); // uncovered at End: stays
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(trashBefore);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: deletes itself if it is covered (Codex errata 10/2024)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 0'], [], []] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Light 5 down']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: a face-down Life 0 has no text, so it stays when covered', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 0 down'], [], []] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Life 0 down', 'Light 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('lines are noted when it starts: a line that gains a card meanwhile is not processed (community rulings, Life 0)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 0'], stacks: [[], ['Life 3'], []], deck: ['Light 1', 'Light 2', 'Light 3', 'Light 4'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 0', 0), line(1));
    // Light 1 is committed to line 1; Life 3 would be covered: first it plays Light 2 in another line.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 1)).toEqual(['Life 3', 'Light 1 down']);
    expect(stack(g, 0, 2)).toEqual(['Light 2 down']); // line 2 was empty when Life 0 started: nothing more there
    expect(stack(g, 0, 0)).toEqual(['Light 3 down']); // line 0 came last; Life 0, covered, deleted itself at End
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(deck(g, 0)[0]).toBe('Light 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("cannot play into a line the opponent's Plague 0 closes: plays from the deck are plays (docs/rulings.md)", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 0'], stacks: [[], ['Light 5 down'], []], deck: ['Life 1', 'Light 3'] },
      { protocols: P1, stacks: [[], ['Plague 0'], []] },
    ] });
    // Nothing can go into line 1, so line 0 goes first, unasked (rulings page, "each"); line 1 then plays nothing.
    g = act(g, play('Life 0', 0));
    expect(stack(g, 0, 1)).toEqual(['Light 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 1 down']); // Life 0 was covered, and deleted at End
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(deck(g, 0)[0]).toBe('Light 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 1', () => {
  it('flips 1 card, then flips 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 1'] },
      { protocols: P1, stacks: [['Plague 5'], ['Fire 5'], []] },
    ] });
    g = act(g, play('Life 1', 0));
    expect(legalActions(g)).toHaveLength(3); // Life 1, Plague 5, Fire 5
    g = act(g, choose('Plague 5'), choose('Fire 5'));
    expect(stack(g, 1, 0)).toEqual(['Plague 5 down']);
    expect(stack(g, 1, 1)).toEqual(['Fire 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping itself face-down first cancels the second flip (community rulings, Life 1)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 1'] },
      { protocols: P1, stacks: [['Plague 5'], ['Fire 5'], []] },
    ] });
    g = act(g, play('Life 1', 0), choose('Life 1'));
    expect(stack(g, 0, 0)).toEqual(['Life 1 down']);
    expect(stack(g, 1, 0)).toEqual(['Plague 5']);
    expect(stack(g, 1, 1)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 2', () => {
  it('draws 1 card, then may flip 1 face-down card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 2'], deck: ['Light 4'] },
      { protocols: P1, stacks: [[], ['Plague 4 down'], []] },
    ] });
    g = act(g, play('Life 2', 0));
    expect(hand(g, 0)).toEqual(['Light 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 1, index: 0 }, pass]); // "you may": pass is offered
    g = act(g, choose('Plague 4'));
    expect(stack(g, 1, 1)).toEqual(['Plague 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may decline the flip', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 2'], deck: ['Light 4'] },
      { protocols: P1, stacks: [[], ['Plague 4 down'], []] },
    ] });
    g = act(g, play('Life 2', 0), pass);
    expect(hand(g, 0)).toEqual(['Light 4']);
    expect(stack(g, 1, 1)).toEqual(['Plague 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card to flip, asks nothing after the draw (docs/rulings.md, "you may" with no possible effect)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 2'], deck: ['Light 4'] },
      { protocols: P1, stacks: [[], ['Plague 4'], []] },
    ] });
    g = act(g, play('Life 2', 0));
    expect(hand(g, 0)).toEqual(['Light 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card it flips face-up while uncovered resolves its middle command, for its owner (Codex, "Text Entering Play")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 2'], deck: ['Light 4', 'Metal 0'] },
      { protocols: P1, hand: ['Fire 0', 'Water 0'], stacks: [[], ['Plague 5 down'], []] },
    ] });
    g = act(g, play('Life 2', 0), choose('Plague 5'));
    // Plague 5: "You discard 1 card." — seat 1 discards, choosing which.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Water 0'));
    expect(trash(g, 1)).toEqual(['Water 0']);
    expect(stack(g, 1, 1)).toEqual(['Plague 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 3', () => {
  it('when it would be covered, first plays the top card of the deck face-down in another line, then the covering card lands', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 3'], [], ['Metal 5']], deck: ['Metal 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Metal 5', 'Metal 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 3', 'Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("skips a line the opponent's Plague 0 closes: the only other line is used without asking (docs/rulings.md)", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 3'], [], []], deck: ['Metal 3'] },
      { protocols: P1, stacks: [[], ['Plague 0'], []] },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Metal 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 3', 'Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty deck plays nothing and does not reshuffle (FAQ: plays from an empty deck do nothing)', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 3'], [], []] },
      { protocols: P1 },
    ] });
    const trashBefore = trash(g, 0);
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Life 3', 'Light 5 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(trash(g, 0)).toEqual(trashBefore);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('already covered, it does not fire again: only the uncovered card is about to be covered (docs/rulings.md; Codex, Committed Cards)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 3', 'Metal 5 down'], [], []], deck: ['Metal 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Life 3', 'Metal 5 down', 'Light 5 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Metal 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it has no text: covering it plays nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5'], stacks: [['Life 3 down'], [], []], deck: ['Metal 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Life 3 down', 'Light 5 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Metal 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 4', () => {
  it('draws 1 card when it is covering a card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 4'], stacks: [['Light 5 down'], [], []], deck: ['Metal 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 4', 0));
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(stack(g, 0, 0)).toEqual(['Light 5 down', 'Life 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('draws nothing when played into an empty stack', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 4'], deck: ['Metal 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 4', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Metal 1');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 5', () => {
  it('you discard 1 card, of your choice', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5', 'Light 1', 'Metal 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Metal 1'));
    expect(hand(g, 0)).toEqual(['Light 1']);
    expect(trash(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand is still played and discards nothing (Codex, "Card Text")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 5', 0));
    expect(stack(g, 0, 0)).toEqual(['Life 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
