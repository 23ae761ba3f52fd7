import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position, refresh, stack, trash } from '../../src/testing.js';
import { describeEvent, eventsFor, legalActions, viewFor } from '../../src/index.js';
import { discardsOne, ME, ofType, THEM } from './aux2.js';

// Seat 0 plays Assimilation in line 0 (Diversity in line 1, Unity in line 2) unless a test says otherwise.

describe('Assimilation 0', () => {
  it("puts 1 of the opponent's uncovered face-down cards into my hand; the card it uncovers resolves for its owner", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 0'] },
      { protocols: THEM, stacks: [['Speed 1', 'Speed 4 down'], ['Plague 3'], []], deck: ['Plague 2', 'Hate 0', 'Hate 1'] },
    ] });
    // Seat 1's only face-down card: taken without a prompt (a forced choice).
    const r = actWithEvents(g, play('Assimilation 0', 0));
    expect(hand(r.state, 0)).toEqual(['Speed 4']);
    // Speed 1 ("Draw 2 cards.") is uncovered: its middle resolves for seat 1.
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1']);
    expect(hand(r.state, 1)).toEqual(['Plague 2', 'Hate 0']);
    expect(ofType(r.events, 'tookCard', 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Assimilation 0', section: 'middle' },
      { type: 'tookCard', player: 0, from: 1, line: 0, card: null },
      { type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' },
      { type: 'drew', player: 1, count: 2, fromOpponent: false },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('reaches covered face-down cards too ("covered or uncovered"); taking a covered card uncovers nothing', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Assimilation 0'], stacks: [[], ['Diversity 1 down'], []] },
      { protocols: THEM, stacks: [['Speed 3 down', 'Speed 1'], ['Plague 2 down'], ['Hate 3']] },
    ] });
    g = act(g, play('Assimilation 0', 0));
    // Only the opponent's face-down cards, covered or not; never my own, never a face-up one.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    const r = actWithEvents(g, choose('Speed 3'));
    expect(hand(r.state, 0)).toEqual(['Speed 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1']);
    expect(stack(r.state, 1, 1)).toEqual(['Plague 2 down']);
    // Speed 1 was uncovered all along: nothing enters play.
    expect(ofType(r.events, 'triggered')).toEqual([]);
    expect(hand(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the taken card is hidden from spectators but known to both players; it is mine to play', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 0', 'Unity 5'] },
      { protocols: THEM, stacks: [[], ['Plague 4 down'], []], hand: ['Speed 5'] },
    ] });
    const r = actWithEvents(g, play('Assimilation 0', 0));
    expect(JSON.stringify(eventsFor(r.events, 'spectator'))).not.toContain('Plague 4');
    // The opponent knew their own face-down card; the taker now holds it.
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'tookCard', player: 0, cards: ['Plague 4'], visibleTo: [0, 1] });
    expect(viewFor(r.state, 0).players[0].hand).toEqual(['Unity 5', 'Plague 4']);
    expect(viewFor(r.state, 1).players[0]).toMatchObject({ handCount: 2 });
    expect(viewFor(r.state, 1).players[0].hand).toBeUndefined();
    // Next turn: Plague 4 may be played face-up in line 1, across the opponent's Plague protocol
    // (Codex, "Changing Ownership": stolen cards play face-up where a protocol matches).
    let g2 = act(r.state, play('Speed 5', 0, 'down'));
    expect(awaiting(g2)).toEqual({ player: 0, kind: 'action' });
    expect(legalActions(g2)).toContainEqual({ type: 'play', index: 1, line: 1, face: 'up' });
    g2 = act(g2, play('Plague 4', 1));
    expect(stack(g2, 0, 1)).toEqual(['Plague 4']);
    // Its End: the opponent deletes their face-down Speed 5; then I may flip Plague 4.
    expect(trash(g2, 1)).toEqual(['Speed 5']);
    expect(awaiting(g2)).toEqual({ player: 0, kind: 'confirm' });
  });

  it('is not a return: the opponent\'s Corruption 1 ("When a card would be returned to your opponent\'s hand") does not replace it', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Assimilation 0'], deck: ['Unity 0'] },
      { protocols: ['Corruption', 'Plague', 'Hate'], stacks: [['Corruption 1'], ['Plague 2 down'], []] },
    ] }), play('Assimilation 0', 0));
    expect(hand(r.state, 0)).toEqual(['Plague 2']);
    expect(deck(r.state, 0)[0]).toBe('Unity 0');
    expect(ofType(r.events, 'returned', 'tookCard')).toEqual([{ type: 'tookCard', player: 0, from: 1, line: 1, card: null }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card on the opponent\'s side it does nothing (my own face-down cards are not theirs)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 0'], stacks: [[], ['Diversity 4 down'], []] },
      { protocols: THEM, stacks: [['Speed 2'], [], ['Hate 2']] },
    ] });
    const r = actWithEvents(g, play('Assimilation 0', 0));
    expect(ofType(r.events, 'tookCard')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 4 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Assimilation 1', () => {
  it('discards 1, refreshes, then its own bottom answers the refresh: draws the opponent\'s top card and discards 1 into their trash', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Assimilation 1', 'Unity 5', 'Diversity 5'], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3'] },
      { protocols: THEM, deck: ['Speed 0', 'Speed 1'] },
    ] });
    g = act(g, play('Assimilation 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    let r = actWithEvents(g, pickHand('Unity 5'));
    expect(trash(r.state, 0)).toEqual(['Unity 5']);
    // Refreshed to 5, then the bottom: "Draw the top card of your opponent's deck".
    expect(hand(r.state, 0)).toEqual(['Diversity 5', 'Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Speed 0']);
    expect(ofType(r.events, 'discarded', 'refreshed', 'drew', 'triggered')).toEqual([
      { type: 'discarded', player: 0, cards: ['Unity 5'], from: 'hand' },
      { type: 'refreshed', player: 0 },
      { type: 'drew', player: 0, count: 4, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Assimilation 1', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Unity 2'));
    // "Discard 1 card into their trash": it is theirs from now on.
    expect(trash(r.state, 1)).toEqual(['Unity 2']);
    expect(trash(r.state, 0)).toEqual(['Unity 5']);
    expect(hand(r.state, 0)).toEqual(['Diversity 5', 'Unity 0', 'Unity 1', 'Unity 3', 'Speed 0']);
    expect(ofType(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Unity 2'], from: 'hand', into: 1 }]);
    expect(describeEvent(ofType(r.events, 'discarded')[0]!)).toBe("seat 0 discards Unity 2 into seat 1's trash");
    expect(deck(r.state, 1)[0]).toBe('Speed 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"a player": the opponent\'s refresh makes me draw their top card and discard into their trash, on their turn', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Assimilation 1'], [], []], hand: ['Diversity 5', 'Unity 5'] },
      { protocols: THEM, hand: ['Hate 5'], deck: ['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4'] },
    ] });
    let r = actWithEvents(g, refresh);
    expect(hand(r.state, 1)).toEqual(['Hate 5', 'Speed 0', 'Speed 1', 'Speed 2', 'Speed 3']);
    expect(hand(r.state, 0)).toEqual(['Diversity 5', 'Unity 5', 'Speed 4']);
    expect(ofType(r.events, 'refreshed', 'drew', 'triggered')).toEqual([
      { type: 'refreshed', player: 1 },
      { type: 'drew', player: 1, count: 4, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Assimilation 1', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
    ]);
    // The card's owner chooses the discard, during the opponent's turn.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Speed 4'));
    expect(trash(r.state, 1)).toEqual(['Speed 4']);
    expect(hand(r.state, 0)).toEqual(['Diversity 5', 'Unity 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('its refresh is a normal refresh: the control component is spent first (Codex, Spirit 0 clarification)', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Assimilation 1'], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4'] },
      { protocols: THEM, deck: ['Speed 0'] },
    ] });
    // Nothing to discard: the refresh still happens (Codex, "Treat each sentence separately").
    const first = actWithEvents(g, play('Assimilation 1', 0));
    expect(awaiting(first.state)).toEqual({ player: 0, kind: 'control' });
    const r = actWithEvents(first.state, pass);
    r.events.unshift(...first.events);
    expect(r.state.control).toBeNull();
    expect(ofType(r.events, 'controlUsed', 'refreshed', 'drew')).toEqual([
      { type: 'controlUsed', player: 0 },
      { type: 'refreshed', player: 0 },
      { type: 'drew', player: 0, count: 5, fromOpponent: false },
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
    ]);
    expect(hand(r.state, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4', 'Speed 0']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
  });

  it('with 5 cards left after the discard the refresh does nothing, so no "After a player refreshes" (community rulings, "Refresh limitation")', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 1', 'Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4', 'Unity 5'] },
      { protocols: THEM, deck: ['Speed 0'] },
    ] });
    const r = actWithEvents(g, play('Assimilation 1', 0), pickHand('Unity 5'));
    expect(ofType(r.events, 'refreshed', 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4']);
    expect(trash(r.state, 0)).toEqual(['Unity 5']);
    expect(deck(r.state, 1)[0]).toBe('Speed 0');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('both discards are mine: the opponent\'s Plague 1 ("After your opponent discards") draws after each', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 1', 'Unity 5'], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4'] },
      { protocols: THEM, stacks: [[], ['Plague 1'], []], deck: ['Plague 0', 'Plague 2', 'Speed 0'] },
    ] });
    let r = actWithEvents(g, play('Assimilation 1', 0));
    // Unity 5, my only other card, is discarded without a choice: Plague 1 draws Plague 0.
    expect(hand(r.state, 1)).toEqual(['Plague 0']);
    expect(hand(r.state, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4', 'Plague 2']);
    r = actWithEvents(r.state, pickHand('Plague 2'));
    expect(trash(r.state, 1)).toEqual(['Plague 2']);
    expect(hand(r.state, 1)).toEqual(['Plague 0', 'Speed 0']);
    expect(ofType(r.events, 'triggered')).toEqual([{ type: 'triggered', player: 1, card: 'Plague 1', section: 'top' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its bottom is not in play: the opponent refreshes undisturbed', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Assimilation 1', 'Unity 5 down'], [], []], hand: ['Diversity 5'] },
      { protocols: THEM, deck: ['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5'] },
    ] }), refresh);
    expect(hand(r.state, 1)).toEqual(['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4']);
    expect(ofType(r.events, 'triggered')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Diversity 5']);
    expect(deck(r.state, 1)[0]).toBe('Speed 5');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('answering the same refresh as the opponent\'s War 1: I order them; War 1\'s own refresh makes it answer again (Codex, "Processing Multiple Cards Triggering Simultaneously")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Assimilation 1'], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4'] },
      { protocols: ['War', 'Plague', 'Hate'], stacks: [[], [], ['War 1']], hand: ['Hate 5', 'Hate 4'], deck: ['War 0', 'War 2', 'War 3', 'War 4', 'War 5', 'Plague 0'] },
    ] });
    g = act(g, play('Assimilation 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(viewFor(g, 0).prompt!.labels).toEqual(['Assimilation 1 (bottom)', 'War 1 (bottom)']);
    // War 1 first: "Discard any number of cards. Refresh." — seat 1 discards Hate 5 and refreshes.
    g = act(g, optionNamed('War 1'), pickHand('Hate 5'), pass);
    expect(hand(g, 1)).toEqual(['Hate 4', 'War 0', 'War 2', 'War 3', 'War 4']);
    // That refresh is "a player" refreshing: Assimilation 1 answers it first.
    expect(hand(g, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4', 'War 5']);
    g = act(g, pickHand('War 5'));
    // Then the answer to my own refresh.
    expect(hand(g, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4', 'Plague 0']);
    g = act(g, pickHand('Plague 0'));
    expect(trash(g, 1)).toEqual(['Hate 5', 'War 5', 'Plague 0']);
    expect(hand(g, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3', 'Unity 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with nothing to draw from the opponent, the discard into their trash still happens (Codex, "Treat each sentence separately")', () => {
    // Every card of seat 1's protocols is placed: their deck and trash are empty.
    const r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [['Assimilation 1'], [], []], hand: ['Unity 5'], deck: ['Unity 0'],
        trash: ['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5', 'Plague 0', 'Plague 1', 'Plague 2', 'Plague 3', 'Plague 4', 'Plague 5', 'Hate 0', 'Hate 1', 'Hate 2'] },
      { protocols: THEM, hand: ['Hate 3', 'Hate 4', 'Hate 5'] },
    ] }), refresh, pickHand('Unity 5'));
    expect(deck(r.state, 1)).toEqual([]);
    expect(ofType(r.events, 'triggered', 'drew', 'discarded')).toEqual([
      { type: 'drew', player: 0, count: 4, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Assimilation 1', section: 'bottom' },
      { type: 'discarded', player: 0, cards: ['Unity 5'], from: 'hand', into: 1 },
    ]);
    expect(hand(r.state, 0)).toHaveLength(4);
    expect(hand(r.state, 0)[0]).toBe('Unity 0');
    expect(trash(r.state, 1)).toEqual(['Unity 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the draw is a draw: with the opponent\'s deck empty, their trash is shuffled into it first (rulings page, Love 1)', () => {
    const g = position({ turn: 1, unplaced: 'trash', players: [
      { protocols: ME, stacks: [['Assimilation 1'], [], []] },
      { protocols: THEM, hand: ['Hate 5', 'Hate 4', 'Hate 3', 'Hate 2'], deck: ['Speed 0'] },
    ] });
    const trashBefore = trash(g, 1);
    expect(trashBefore.length).toBeGreaterThan(0);
    const r = actWithEvents(g, refresh);
    // Seat 1 drew its last deck card; the bottom's draw then reshuffles seat 1's trash.
    expect(hand(r.state, 1)).toEqual(['Hate 5', 'Hate 4', 'Hate 3', 'Hate 2', 'Speed 0']);
    expect(ofType(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 1, count: trashBefore.length }]);
    const [drawn] = ofType(r.events, 'secret').filter((e) => e.about === 'drew' && e.player === 0);
    expect(drawn!.cards).toHaveLength(1);
    expect(trashBefore).toContain(drawn!.cards[0]);
    // My only card then goes into their trash (a forced choice): their trash holds just it.
    expect(hand(r.state, 0)).toEqual([]);
    expect(trash(r.state, 1)).toEqual(drawn!.cards);
    expect(deck(r.state, 1)).toHaveLength(trashBefore.length - 1);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Assimilation 2', () => {
  it("End: plays the top card of the opponent's deck face-down on itself; it is mine now, seen by me only", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [['Assimilation 2'], [], []] },
      { protocols: THEM, deck: ['Speed 0', 'Speed 1'] },
    ] });
    const r = actWithEvents(g, play('Unity 5', 2, 'down'));
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 2', 'Speed 0 down']);
    expect(deck(r.state, 1)[0]).toBe('Speed 1');
    expect(ofType(r.events, 'triggered', 'played')).toEqual([
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' },
      { type: 'triggered', player: 0, card: 'Assimilation 2', section: 'bottom' },
      { type: 'played', player: 0, line: 0, face: 'down', card: null, from: 'deck', deck: 1 },
    ]);
    // Face-down on my side: I may look at it, the opponent may not (Codex, "Public and Private Information").
    expect(viewFor(r.state, 0).players[0].stacks[0]![1]).toEqual({ face: 'down', card: 'Speed 0', value: 2, covered: false });
    expect(viewFor(r.state, 1).players[0].stacks[0]![1]).toEqual({ face: 'down', value: 2, covered: false });
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Speed 0');
    // It counts for me: Assimilation 2 (2) + a face-down card (2).
    expect(viewFor(r.state, 0).players[0].totals).toEqual([4, 0, 2]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("with the opponent's deck empty it does nothing: their trash is not reshuffled (Codex, Life 0 clarification)", () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [['Assimilation 2'], [], []] },
      { protocols: THEM },
    ] }), play('Unity 5', 2, 'down'));
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 2']);
    expect(deck(r.state, 1)).toEqual([]);
    expect(trash(r.state, 1)).toHaveLength(18);
    expect(ofType(r.events, 'reshuffled', 'played')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("the opponent's Metal 2 bars the face-down play in its line (rulings page, plays from the deck are plays)", () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [['Assimilation 2'], [], []] },
      { protocols: ['Metal', 'Plague', 'Hate'], stacks: [['Metal 2'], [], []], deck: ['Metal 0'] },
    ] }), play('Unity 5', 2, 'down'));
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 2']);
    expect(deck(r.state, 1)[0]).toBe('Metal 0');
    expect(ofType(r.events, 'played')).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its End is not in play (rulebook, "Card Anatomy")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [['Assimilation 2', 'Assimilation 5 down'], [], []] },
      { protocols: THEM, deck: ['Speed 0'] },
    ] }), play('Unity 5', 2, 'down'));
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 2', 'Assimilation 5 down']);
    expect(ofType(r.events, 'triggered')).toEqual([]);
    expect(deck(r.state, 1)[0]).toBe('Speed 0');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Assimilation 4', () => {
  it("I draw the opponent's top card, they draw mine; each drawn card is seen by its drawer only", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 4'], deck: ['Unity 3', 'Unity 4'] },
      { protocols: THEM, deck: ['Speed 0', 'Speed 1'] },
    ] });
    const r = actWithEvents(g, play('Assimilation 4', 0));
    expect(hand(r.state, 0)).toEqual(['Speed 0']);
    expect(hand(r.state, 1)).toEqual(['Unity 3']);
    expect(deck(r.state, 0)[0]).toBe('Unity 4');
    expect(deck(r.state, 1)[0]).toBe('Speed 1');
    expect(ofType(r.events, 'drew', 'secret')).toEqual([
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
      { type: 'secret', about: 'drew', player: 0, cards: ['Speed 0'], visibleTo: [0] },
      { type: 'drew', player: 1, count: 1, fromOpponent: true },
      { type: 'secret', about: 'drew', player: 1, cards: ['Unity 3'], visibleTo: [1] },
    ]);
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Unity 3');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Speed 0');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with my deck empty, the opponent\'s draw first shuffles my trash into my deck (Codex FAQ, "When do I refill my deck?")', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 4'] },
      { protocols: THEM, deck: ['Speed 0'] },
    ] });
    const myTrash = trash(g, 0);
    expect(myTrash).toHaveLength(17);
    const r = actWithEvents(g, play('Assimilation 4', 0));
    expect(hand(r.state, 0)).toEqual(['Speed 0']);
    expect(ofType(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 17 }]);
    expect(hand(r.state, 1)).toHaveLength(1);
    expect(myTrash).toContain(hand(r.state, 1)[0]);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toHaveLength(16);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Assimilation 5', () => discardsOne('Assimilation 5', 0));

describe('Assimilation 6', () => {
  it("End: plays my deck's top card face-down on the opponent's side, in the line I choose; only they may look at it", () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], [], ['Assimilation 6']], deck: ['Unity 0', 'Unity 1'] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] });
    g = act(g, play('Unity 5', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    const r = actWithEvents(g, line(0));
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1', 'Unity 0 down']);
    expect(deck(r.state, 0)[0]).toBe('Unity 1');
    expect(ofType(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 0, face: 'down', card: null, from: 'deck', side: 1 }]);
    // I never saw it (Codex: a card played from the top of a deck is not looked at); it is on their side now.
    expect(viewFor(r.state, 0).players[1].stacks[0]![1]).toEqual({ face: 'down', value: 2, covered: false });
    expect(viewFor(r.state, 1).players[1].stacks[0]![1]).toEqual({ face: 'down', card: 'Unity 0', value: 2, covered: false });
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Unity 0');
    // It counts for them: Speed 1 (1) + a face-down card (2).
    expect(viewFor(r.state, 1).players[1].totals).toEqual([3, 0, 0]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the card covers the opponent\'s top card: "When this card would be covered" resolves first (Codex, "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], [], ['Assimilation 6']], deck: ['Unity 0'] },
      { protocols: ['Metal', 'Plague', 'Hate'], stacks: [['Metal 6'], [], []] },
    ] });
    g = act(g, play('Unity 5', 1, 'down'));
    const r = actWithEvents(g, line(0));
    // Metal 6: "When this card would be covered or flipped: First, delete this card."
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(stack(r.state, 1, 0)).toEqual(['Unity 0 down']);
    expect(ofType(r.events, 'played', 'triggered', 'deleted')).toEqual([
      { type: 'played', player: 0, line: 0, face: 'down', card: null, from: 'deck', side: 1 },
      { type: 'triggered', player: 1, card: 'Metal 6', section: 'top' },
      { type: 'deleted', side: 1, by: 1, line: 0, cards: ['Metal 6'] },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("the opponent's Plague 0 closes its line to me, even on their side (rulings page, Plague 0 and plays from effects)", () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], [], ['Assimilation 6']], deck: ['Unity 0'] },
      { protocols: THEM, stacks: [[], ['Plague 0'], []] },
    ] });
    g = act(g, play('Unity 5', 0, 'down'));
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 1, 2)).toEqual(['Unity 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with my deck empty it does nothing: my trash is not reshuffled (Codex FAQ, "When do I refill my deck?")', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], [], ['Assimilation 6']] },
      { protocols: THEM },
    ] }), play('Unity 5', 1, 'down'));
    expect(ofType(r.events, 'reshuffled', 'played')).toEqual([{ type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'hand' }]);
    expect(stack(r.state, 1, 0)).toEqual([]);
    expect(stack(r.state, 1, 1)).toEqual([]);
    expect(stack(r.state, 1, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its End is not in play', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], [], ['Assimilation 6', 'Unity 0 down']], deck: ['Unity 1'] },
      { protocols: THEM },
    ] }), play('Unity 5', 1, 'down'));
    expect(ofType(r.events, 'triggered')).toEqual([]);
    expect(deck(r.state, 0)[0]).toBe('Unity 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
