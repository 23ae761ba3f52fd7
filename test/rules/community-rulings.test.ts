/**
 * Rulings of the community clarifications (the designer's Discord rulings) and of the older FAQ
 * that no other test played in a position: each is set up as the document describes and its
 * outcome checked exactly. Rulings already pinned elsewhere are not repeated here.
 */
import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, pass, play, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

const protocolNames = (g: ReturnType<typeof position>, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.name);

describe('the control component (community, "Control Rearrangement Happens Before the Action")', () => {
  it('on refresh, the rearrange is decided before the draw: the hand is not refilled yet (community, "Control Rearrangement Happens Before the Action")', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Death 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, refresh);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBeNull();
    expect(hand(g, 0)).toEqual(['Death 0']);
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    expect(protocolNames(g, 0)).toEqual(['Water', 'Fire', 'Death']);
    expect(hand(g, 0)).toEqual(['Death 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(deck(g, 0)[0]).toBe('Fire 5');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('on compile, the rearrange comes first: the protocol moved into the line is the one compiled (community, "Control Rearrangement Happens Before the Action"; FAQ, "Compile")', () => {
    let g = position({ phase: 'compile', controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBeNull();
    // Nothing is deleted before the rearrange is decided.
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    expect(g.players[0]!.protocols).toEqual([
      { name: 'Water', compiled: true }, { name: 'Fire', compiled: false }, { name: 'Death', compiled: false },
    ]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(hand(g, 0)).toEqual(['Water 0']); // the compile took the action
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('on compile, declining the rearrange still returns the component to neutral (FAQ, "Are you required to use the Control Module")', () => {
    let g = position({ phase: 'compile', controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, pass);
    expect(g.control).toBeNull();
    expect(g.players[0]!.protocols.map((p) => [p.name, p.compiled])).toEqual([['Fire', true], ['Water', false], ['Death', false]]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('refresh (FAQ, "Refresh")', () => {
  it('with too few cards in deck and trash together, it draws as many as it can (FAQ, "Refresh")', () => {
    const { state, events } = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Death 0'], deck: ['Fire 1'], trash: ['Fire 2'] },
      { protocols: ['Love', 'Speed', 'Light'], hand: ['Love 1'] },
    ] }), refresh);
    expect(hand(state, 0)).toEqual(['Death 0', 'Fire 1', 'Fire 2']);
    expect(deck(state, 0)).toEqual([]);
    expect(trash(state, 0)).toEqual([]);
    // A single card moved into the deck is no shuffle (community, "Game State Must Change").
    expect(events.filter((e) => e.type === 'reshuffled')).toHaveLength(1);
    expect(awaiting(state)).toEqual({ player: 1, kind: 'action' });
  });
  it('holding the control component does not make a refresh that would draw nothing legal (community, "Refresh Limitation")', () => {
    const g = position({ controlHolder: 0, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Death 0', 'Fire 1'] },
      { protocols: ['Love', 'Speed', 'Light'], hand: ['Love 1'] },
    ] });
    expect(legalActions(g).filter((a) => a.type === 'refresh')).toEqual([]);
    // Only plays: each card face-down in 3 lines, face-up in its own protocol's line.
    expect(legalActions(g)).toHaveLength(8);
    expect(legalActions(g).every((a) => a.type === 'play')).toBe(true);
    expect(g.control).toBe(0);
  });
});

describe('changing ownership (FAQ, "Change of Ownership")', () => {
  it('a card taken from the opponent may be played face-up in the line of its protocol, though that protocol is theirs (FAQ, "Change of Ownership")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Speed 1'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    // Seat 1's Speed protocol is in line 1; seat 0's is Water.
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 1, face: 'up' });
    expect(legalActions(g)).not.toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
    g = act(g, play('Speed 1', 1));
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    // Its middle resolves for its new owner: "Draw 2 cards."
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('it stays its new owner\'s once deleted: it goes to the new owner\'s trash (FAQ, "Change of Ownership")', () => {
    // Death 4: "Delete a card with a value of 0 or 1." — Speed 1 is the only such card.
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Speed 1'], [], []], hand: ['Death 4'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, play('Death 4', 2));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Speed 1']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('committed cards (community, "Committed Cards Are Not on the Field")', () => {
  it('a card on its way to the trash no longer counts in its line\'s total: the Courage 1 it uncovers sees the line as lost (community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Water', 'Love'], stacks: [['Love 3 down'], [], []], hand: ['Hate 0'] },
      { protocols: ['Fire', 'Speed', 'Courage'], stacks: [['Courage 1', 'Fire 5'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Fire 5'));
    // Seat 1's line 0: Courage 1 alone (1) against seat 0's 2 + 0, so Courage 1 deletes seat 0's
    // uncovered card there; with Fire 5 still counted (6) no line would qualify.
    expect(stack(g, 0, 0)).toEqual(['Love 3 down']);
    expect(trash(g, 0)).toEqual(['Hate 0']);
    expect(stack(g, 1, 0)).toEqual(['Courage 1']);
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"After" windows (community, "\'After\' Triggers Check Status at the End")', () => {
  it('a Hate 3 face-up when the delete starts but flipped face-down before its window draws nothing (community, "\'After\' Triggers Check Status at the End")', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Water', 'Love'], stacks: [[], ['Hate 3'], []], hand: ['Hate 0'], deck: ['Love 1', 'Love 2'] },
      { protocols: ['Fire', 'Speed', 'Death'], stacks: [['Water 0', 'Fire 5'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Fire 5'));
    // Water 0, uncovered, resolves for seat 1: "Flip 1 other card. Flip this card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Hate 3'));
    expect(stack(g, 0, 1)).toEqual(['Hate 3 down']);
    expect(stack(g, 1, 0)).toEqual(['Water 0 down']);
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Love 1', 'Love 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 2 (community, Darkness 2)', () => {
  it('face-down cards it makes worth 4 are not returned by Water 3; Darkness 2 itself, worth 2, is (community, Darkness 2: "including … Water 3")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Darkness', 'Fire'], stacks: [[], ['Darkness 2', 'Fire 1 down'], []], hand: ['Water 3'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [[], [], ['Light 2']] },
    ] });
    g = act(g, play('Water 3', 0));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(hand(g, 0)).toEqual(['Darkness 2']);
    expect(stack(g, 1, 2)).toEqual(['Light 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('without Darkness 2 in the stack, the same face-down card is worth 2 and is returned (control case)', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Darkness', 'Fire'], stacks: [[], ['Fire 3', 'Fire 1 down'], []], hand: ['Water 3'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [[], [], ['Light 2']] },
    ] });
    g = act(g, play('Water 3', 0), line(1));
    expect(stack(g, 0, 1)).toEqual(['Fire 3']); // no middle command: nothing resolves when uncovered
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' }); // Fire 3's End: "You may discard 1 card."
  });
});
