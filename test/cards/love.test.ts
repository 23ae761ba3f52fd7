import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Love in line 0 (Hate in line 1, Apathy in line 2) unless a test says otherwise.
const ME = ['Love', 'Hate', 'Apathy'];
const THEM = ['Fire', 'Water', 'Death'];

describe('Love 1', () => {
  it('draws the top card of the opponent\'s deck into my hand; at my End it offers the gift ("you may")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 1'], deck: ['Hate 0'] },
      { protocols: THEM, deck: ['Fire 3', 'Fire 4'] },
    ] });
    g = act(g, play('Love 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Love 1']);
    expect(hand(g, 0)).toEqual(['Fire 3']);
    expect(deck(g, 1)[0]).toBe('Fire 4');
    // Its bottom is visible at the start of my End phase.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Fire 3']);
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Hate 0');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: giving 1 card draws 2 ("If you do"); the card becomes the opponent\'s', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1'], [], []], hand: ['Hate 0', 'Apathy 3'], deck: ['Love 2', 'Love 3', 'Love 4'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 0', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    // Accepted, the only card is given without another question (rulings, "A forced choice with one option").
    g = act(g, accept);
    expect(hand(g, 1)).toEqual(['Apathy 3']);
    expect(hand(g, 0)).toEqual(['Love 2', 'Love 3']);
    expect(deck(g, 0)[0]).toBe('Love 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End with an empty hand: no gift is possible, so no draw (Codex, "Card Text": no benefit without the "if")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1'], [], []], hand: ['Hate 0'], deck: ['Love 2', 'Love 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 0', 1, 'down'));
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Love 2', 'Love 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its End command is not visible and does not trigger', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Love 1', 'Love 2 down'], [], []], hand: ['Hate 0', 'Apathy 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Hate 0', 1, 'down'));
    expect(hand(g, 0)).toEqual(['Apathy 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty opponent\'s deck is refilled from their trash first: it is a draw (community, "Recompiling is a draw", same wording)', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Love 1'] },
      { protocols: THEM, trash: ['Fire 3'] },
    ] });
    expect(deck(g, 1)).toEqual([]);
    const theirs = trash(g, 1).length;
    expect(theirs).toBe(18);
    g = act(g, play('Love 1', 0));
    expect(hand(g, 0)).toHaveLength(1);
    expect(THEM).toContain(hand(g, 0)[0]!.split(' ')[0]);
    expect(trash(g, 1)).toEqual([]);
    expect(deck(g, 1)).toHaveLength(theirs - 1);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' }); // End: the gift
  });
});

describe('Love 2', () => {
  it('the opponent draws 1, then I refresh to 5', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 2', 'Hate 0'], deck: ['Love 3', 'Love 4', 'Love 5', 'Love 6', 'Hate 1'] },
      { protocols: THEM, hand: ['Fire 1'], deck: ['Fire 3', 'Fire 4'] },
    ] });
    g = act(g, play('Love 2', 0));
    expect(stack(g, 0, 0)).toEqual(['Love 2']);
    expect(hand(g, 1)).toEqual(['Fire 1', 'Fire 3']);
    expect(hand(g, 0)).toEqual(['Hate 0', 'Love 3', 'Love 4', 'Love 5', 'Love 6']);
    expect(deck(g, 0)[0]).toBe('Hate 1');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with 5 cards left in hand the refresh does nothing; the opponent still draws (Codex FAQ, refresh under 5)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 2', 'Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4'], deck: ['Love 3'] },
      { protocols: THEM, deck: ['Fire 3'] },
    ] });
    g = act(g, play('Love 2', 0));
    expect(hand(g, 0)).toEqual(['Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4']);
    expect(deck(g, 0)[0]).toBe('Love 3');
    expect(hand(g, 1)).toEqual(['Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('its refresh spends the control component like the action (Codex, Spirit 0 clarification)', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Love 2'], deck: ['Love 3', 'Love 4', 'Love 5', 'Love 6', 'Hate 1'] },
      { protocols: THEM, deck: ['Fire 3'] },
    ] });
    g = act(g, play('Love 2', 0));
    expect(hand(g, 1)).toEqual(['Fire 3']);
    expect(g.control).toBe(null);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Love 3', 'Love 4', 'Love 5', 'Love 6', 'Hate 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Love 3', () => {
  it('takes a card from the opponent and may give that same card back (FAQ, Love 3)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 3', 'Hate 0'] },
      { protocols: THEM, hand: ['Fire 1'] },
    ] });
    g = act(g, play('Love 3', 0));
    expect(hand(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Hate 0', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toHaveLength(2);
    g = act(g, pickHand('Fire 1'));
    expect(hand(g, 1)).toEqual(['Fire 1']);
    expect(hand(g, 0)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the taken card is one of the opponent\'s, at random; then I give the card I choose', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 3', 'Hate 0'] },
      { protocols: THEM, hand: ['Fire 1', 'Fire 2', 'Water 3'] },
    ] });
    g = act(g, play('Love 3', 0));
    expect(hand(g, 0)).toHaveLength(2);
    const taken = hand(g, 0)[1]!;
    expect(['Fire 1', 'Fire 2', 'Water 3']).toContain(taken);
    expect(hand(g, 1)).toHaveLength(2);
    expect(hand(g, 1)).not.toContain(taken);
    g = act(g, pickHand('Hate 0'));
    expect(hand(g, 0)).toEqual([taken]);
    expect(hand(g, 1)).toContain('Hate 0');
    expect(hand(g, 1)).toHaveLength(3);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with nothing to take, I still give (Codex, "Treat each sentence separately")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 3', 'Hate 0'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Love 3', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand of my own, the taken card must go back (not a "may")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 3'] },
      { protocols: THEM, hand: ['Fire 1'] },
    ] });
    g = act(g, play('Love 3', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Love 4', () => {
  it('reveals 1 card of my hand (it stays there), then flips 1 card', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 4', 'Hate 0', 'Love 6'] },
      { protocols: THEM, stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Love 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Love 6'));
    g = r.state;
    expect(r.events).toContainEqual({ type: 'revealed', player: 0, cards: ['Love 6'], what: 'handCard' });
    expect(hand(g, 0)).toEqual(['Hate 0', 'Love 6']);
    expect(legalActions(g)).toHaveLength(2); // Love 4 itself or Water 3
    g = act(g, choose('Water 3'));
    expect(stack(g, 1, 1)).toEqual(['Water 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Love 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down card it flips up resolves its middle for its owner, who decides (Codex, "Text Entering Play")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 4'] },
      { protocols: THEM, stacks: [[], ['Fire 1 down'], []], hand: ['Water 2', 'Water 3'] },
    ] });
    // Empty hand after the play: nothing to reveal; the flip still happens.
    g = act(g, play('Love 4', 0), choose('Fire 1'));
    expect(stack(g, 1, 1)).toEqual(['Fire 1']);
    // Fire 1: "Discard 1 card. If you do, delete 1 card." — the opponent chooses.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Water 2'));
    expect(trash(g, 1)).toEqual(['Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Love 4'));
    expect(trash(g, 0)).toEqual(['Love 4']);
    expect(hand(g, 1)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may flip itself (community, "Self-targeting is allowed")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 4'] },
      { protocols: THEM, stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Love 4', 0), choose('Love 4'));
    expect(stack(g, 0, 0)).toEqual(['Love 4 down']);
    expect(stack(g, 1, 1)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Love 5', () => {
  it('I discard 1 card of my choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 5', 'Hate 0', 'Apathy 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Love 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Hate 0'));
    expect(stack(g, 0, 0)).toEqual(['Love 5']);
    expect(hand(g, 0)).toEqual(['Apathy 1']);
    expect(trash(g, 0)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Love 6', () => {
  it('the opponent draws 2 cards', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Love 6'] },
      { protocols: THEM, hand: ['Fire 1'], deck: ['Fire 3', 'Fire 4', 'Water 0'] },
    ] });
    g = act(g, play('Love 6', 0));
    expect(stack(g, 0, 0)).toEqual(['Love 6']);
    expect(hand(g, 1)).toEqual(['Fire 1', 'Fire 3', 'Fire 4']);
    expect(deck(g, 1)[0]).toBe('Water 0');
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the opponent\'s deck runs out: they shuffle their trash and finish the draw (Codex FAQ, "draw")', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Love 6'] },
      { protocols: THEM, deck: ['Fire 3'] },
    ] });
    expect(trash(g, 1)).toHaveLength(17);
    g = act(g, play('Love 6', 0));
    expect(hand(g, 1)).toHaveLength(2);
    expect(hand(g, 1)[0]).toBe('Fire 3');
    expect(trash(g, 1)).toEqual([]);
    expect(deck(g, 1)).toHaveLength(16);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
