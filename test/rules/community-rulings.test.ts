/**
 * Rulings of the community clarifications (the designer's Discord rulings) and of the older FAQ
 * that no other test played in a position: each is set up as the document describes and its
 * outcome checked exactly. Rulings already pinned elsewhere are not repeated here.
 */
import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, pass, play, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
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
