import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, pickHand, play, position, rearrange, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { GameState } from '../../src/index.js';

// Seat 0 plays Water in line 0.
const ME = ['Water', 'Spirit', 'Speed'];
const THEM = ['Metal', 'Death', 'Life'];

const names = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.name);

describe('Water 0', () => {
  it('flips 1 other card (never itself), then flips itself face-down', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Water 0'] },
      { protocols: THEM, stacks: [['Metal 0'], ['Death 3 down'], []] },
    ] });
    g = act(g, play('Water 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card flipped face-up resolves its middle first; then Water 0 flips itself', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [[], [], ['Speed 1 down']], hand: ['Water 0'], deck: ['Spirit 1', 'Spirit 2'] },
      { protocols: THEM },
    ] }), play('Water 0', 0));
    // Speed 1 is the only other card: no choice.
    expect(stack(g, 0, 2)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Spirit 1', 'Spirit 2']);
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipped face-down by the card it revealed, Water 0\'s text stops: it is not flipped back up (rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Spirit 2 down'], []], hand: ['Water 0'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Water 0', 0));
    expect(stack(g, 0, 1)).toEqual(['Spirit 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' }); // Spirit 2: "You may flip 1 card."
    g = act(g, choose('Water 0'));
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(stack(g, 0, 1)).toEqual(['Spirit 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('on Metal 6: Metal 6 deletes itself, the flip is used up, and Water 0 still flips itself (Codex, Metal 6 ruling; "each sentence separately")', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Water 0'] },
      { protocols: THEM, stacks: [['Metal 6'], [], []] },
    ] }), play('Water 0', 0));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no other card on the field, it only flips itself', () => {
    const g = act(position({ players: [{ protocols: ME, hand: ['Water 0'] }, { protocols: THEM }] }), play('Water 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Water 1', () => {
  it('plays the top card of the deck face-down in each other line, one line at a time in the owner\'s order (Codex, Water 1)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Water 1'], deck: ['Speed 1', 'Spirit 2', 'Water 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Water 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Speed 1 down']); // face-down: no middle command
    expect(stack(g, 0, 1)).toEqual(['Spirit 2 down']);
    expect(stack(g, 0, 0)).toEqual(['Water 1']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Water 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('does not reshuffle the trash when the deck runs out (Codex, Water 1: playing from the deck is not a draw)', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Water 1'], deck: ['Speed 1'] },
      { protocols: THEM },
    ] });
    const before = trash(g, 0);
    expect(before.length).toBeGreaterThan(0);
    const r = actWithEvents(g, play('Water 1', 0), line(1));
    g = r.state;
    expect(stack(g, 0, 1)).toEqual(['Speed 1 down']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(before);
    expect(r.events.some((e) => e.type === 'reshuffled')).toBe(false);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('does not play into a line where the opponent\'s Plague 0 forbids plays (rulings page: a play from the deck is a play)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Water 1'], deck: ['Speed 1', 'Spirit 2'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [[], ['Plague 0'], []] },
    ] });
    // Both other lines are noted (a flip between plays could lift the ban), but only line 2 can take a
    // card now: it goes first, unasked; line 1 comes last (rulings page, "each").
    g = act(g, play('Water 1', 0));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Speed 1 down']);
    expect(deck(g, 0)[0]).toBe('Spirit 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Water 2', () => {
  it('draws 2, then rearranges your protocols (mandatory; stacks stay in their lines)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Spirit 1'], []], hand: ['Water 2'], deck: ['Speed 1', 'Speed 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Water 2', 0));
    expect(hand(g, 0)).toEqual(['Speed 1', 'Speed 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    expect(legalActions(g)).toHaveLength(5); // no pass, never the current order
    g = act(g, rearrange(0, ['Speed', 'Water', 'Spirit']));
    expect(names(g, 0)).toEqual(['Speed', 'Water', 'Spirit']);
    expect(stack(g, 0, 0)).toEqual(['Water 2']);
    expect(stack(g, 0, 1)).toEqual(['Spirit 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a draw from an empty deck reshuffles the trash first (Codex FAQ, "draw")', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Water 2'] },
      { protocols: THEM },
    ] }), play('Water 2', 0), rearrange(0, ['Spirit', 'Water', 'Speed']));
    expect(r.events.some((e) => e.type === 'reshuffled' && e.player === 0)).toBe(true);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toHaveLength(17 - 2);
  });
});

describe('Water 3', () => {
  it('returns all value-2 cards in 1 line, covered and face-down included, both sides at once (Codex, "All cards")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Spirit 3', 'Spirit 2', 'Water 5 down'], []], hand: ['Water 3'] },
      { protocols: THEM, stacks: [[], ['Metal 3', 'Death 2'], ['Life 2']], deck: ['Life 4'] },
    ] });
    g = act(g, play('Water 3', 0));
    // Only lines where something would be returned (community, "Mandatory choices must have effect").
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Spirit 3']);
    expect(stack(g, 1, 1)).toEqual(['Metal 3']);
    expect(stack(g, 1, 2)).toEqual(['Life 2']);
    expect(hand(g, 0).sort()).toEqual(['Spirit 2', 'Water 5']);
    // Metal 3, uncovered, draws for its owner before the returned card lands in hand (Codex, "Committed Cards").
    expect(hand(g, 1)).toEqual(['Life 4', 'Death 2']);
    expect(stack(g, 0, 0)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with a single eligible line there is no choice; with none, nothing happens', () => {
    const one = act(position({ players: [
      { protocols: ME, hand: ['Water 3'] },
      { protocols: THEM, stacks: [[], [], ['Life 2']] },
    ] }), play('Water 3', 0));
    expect(stack(one, 1, 2)).toEqual([]);
    expect(hand(one, 1)).toEqual(['Life 2']);
    expect(awaiting(one)).toEqual({ player: 1, kind: 'action' });
    const none = act(position({ players: [
      { protocols: ME, hand: ['Water 3'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Water 3', 0));
    expect(stack(none, 1, 0)).toEqual(['Metal 0']);
    expect(stack(none, 0, 0)).toEqual(['Water 3']);
    expect(awaiting(none)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Water 4', () => {
  it('returns 1 of your cards; the card it uncovers resolves its middle', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Speed 1', 'Spirit 5 down']], hand: ['Water 4'], deck: ['Spirit 1', 'Spirit 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Water 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Only your own uncovered cards, Water 4 itself included.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 2, index: 1 }]);
    g = act(g, choose('Spirit 5'));
    expect(stack(g, 0, 2)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Spirit 1', 'Spirit 2', 'Spirit 5']);
    expect(stack(g, 0, 0)).toEqual(['Water 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('returns itself when it is your only card (Codex, "Card Text"; community, Water 4: a legal play)', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Water 4'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Water 4', 0));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Water 4']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Water 5', () => {
  it('you discard 1 card', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Water 5', 'Spirit 1', 'Speed 1'] },
      { protocols: THEM },
    ] }), play('Water 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Speed 1'));
    expect(hand(g, 0)).toEqual(['Spirit 1']);
    expect(trash(g, 0)).toEqual(['Speed 1']);
    expect(stack(g, 0, 0)).toEqual(['Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
