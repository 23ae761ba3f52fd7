import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, play, position, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions } from '../../src/index.js';
import { discardsOneCardOfChoice, moves } from './scenario-helpers.js';

// Seat 0 plays Fear in line 0 (Gravity in line 1, Spirit in line 2) unless a test says otherwise;
// seat 1 plays Water, Death and Light.
const ME = ['Fear', 'Gravity', 'Spirit'];
const THEM = ['Water', 'Death', 'Light'];

describe('Fear 0', () => {
  it("middle: shift or flip 1 card — a face-down opponent's card flipped up on your turn resolves no middle command (top)", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 0'] },
      { protocols: THEM, stacks: [[], ['Death 0 down'], ['Light 3']] },
    ] });
    let r = actWithEvents(g, play('Fear 0', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('flip'));
    // Any uncovered card, Fear 0 itself included.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Death 0'));
    // Death 0 ("Delete 1 card from each other line") does not resolve: it has no middle command now.
    expect(moves(r.events)).toEqual([{ type: 'flipped', side: 1, by: 0, line: 1, card: 'Death 0', face: 'up' }]);
    expect(stack(r.state, 1, 1)).toEqual(['Death 0']);
    expect(stack(r.state, 1, 2)).toEqual(['Light 3']);
    expect(stack(r.state, 0, 0)).toEqual(['Fear 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: the shift branch moves 1 uncovered card of either player to another line of its side', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 0'], stacks: [[], ['Gravity 2'], []] },
      { protocols: THEM, stacks: [['Water 3', 'Water 2 down'], [], []] },
    ] });
    let r = actWithEvents(g, play('Fear 0', 0), optionNamed('shift'), choose('Water 2'));
    expect(legalActions(r.state)).toEqual([line(1), line(2)]);
    r = actWithEvents(r.state, line(2));
    expect(moves(r.events)).toEqual([{ type: 'shifted', side: 1, by: 0, from: 0, to: 2, card: null }]);
    // Water 3, uncovered on seat 0's turn, has no middle command: nothing else happens.
    expect(stack(r.state, 1, 0)).toEqual(['Water 3']);
    expect(stack(r.state, 1, 2)).toEqual(['Water 2 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("is a top command: covered, it still silences the opponent's middle commands; your own still resolve", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Gravity 2'], stacks: [['Fear 0', 'Fear 5 down'], [], []] },
      { protocols: THEM, stacks: [['Water 0 down'], [], []] },
    ] });
    // Gravity 2 (seat 0's own card) resolves: "Flip 1 card. Shift that card to this line."
    let r = actWithEvents(g, play('Gravity 2', 1));
    expect(moves(r.events)).toContainEqual({ type: 'triggered', player: 0, card: 'Gravity 2', section: 'middle' });
    r = actWithEvents(r.state, choose('Water 0'));
    // Water 0 flipped face-up, then shifted to line 1: its middle ("Flip 1 other card. Flip this card.") never resolves.
    expect(moves(r.events)).toEqual([
      { type: 'flipped', side: 1, by: 0, line: 0, card: 'Water 0', face: 'up' },
      { type: 'shifted', side: 1, by: 0, from: 0, to: 1, card: 'Water 0' },
    ]);
    expect(stack(r.state, 1, 1)).toEqual(['Water 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("does nothing on the opponent's turn: their cards played face-up resolve as usual", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Fear 0'], ['Gravity 2'], []] },
      { protocols: THEM, hand: ['Water 4'], stacks: [[], ['Water 1 down'], []] },
    ] });
    const r = actWithEvents(g, play('Water 4', 0));
    // Water 4: "Return 1 of your cards." — Water 4 and the face-down Water 1 are seat 1's cards.
    expect(moves(r.events)).toContainEqual({ type: 'triggered', player: 1, card: 'Water 4', section: 'middle' });
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    const after = act(r.state, choose('Water 1'));
    expect(hand(after, 1)).toEqual(['Water 1']);
    expect(awaiting(after)).toEqual({ player: 0, kind: 'action' });
  });

  it('face-down, it has no text: the opponent\'s uncovered card resolves its middle command', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 2'], stacks: [[], ['Fear 0 down'], []] },
      { protocols: THEM, hand: ['Death 2'], stacks: [['Light 5', 'Water 2 down'], [], []] },
    ] });
    // Fear 2 returns Water 2 (the only choice); Light 5 is uncovered and resolves: "You discard 1 card."
    const r = actWithEvents(g, play('Fear 2', 0));
    expect(moves(r.events).filter((e) => e.type === 'triggered' || e.type === 'discarded')).toEqual([
      { type: 'triggered', player: 0, card: 'Fear 2', section: 'middle' },
      { type: 'triggered', player: 1, card: 'Light 5', section: 'middle' },
      { type: 'discarded', player: 1, cards: ['Death 2'], from: 'hand' },
    ]);
    expect(hand(r.state, 1)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 1', () => {
  it('draw 2 cards; the opponent discards their hand and draws that many minus 1 — each sees only their own draw', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 1'], deck: ['Gravity 0', 'Spirit 1', 'Fear 3'] },
      { protocols: THEM, hand: ['Water 0', 'Death 2', 'Light 4'], deck: ['Light 0', 'Light 1', 'Death 0'] },
    ] });
    const r = actWithEvents(g, play('Fear 1', 0));
    expect(moves(r.events)).toEqual([
      { type: 'played', player: 0, line: 0, face: 'up', card: 'Fear 1', from: 'hand' },
      { type: 'triggered', player: 0, card: 'Fear 1', section: 'middle' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 0, cards: ['Gravity 0', 'Spirit 1'], visibleTo: [0] },
      { type: 'discarded', player: 1, cards: ['Death 2', 'Light 4', 'Water 0'], from: 'hand' },
      { type: 'drew', player: 1, count: 2, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 1, cards: ['Light 0', 'Light 1'], visibleTo: [1] },
    ]);
    expect(hand(r.state, 0)).toEqual(['Gravity 0', 'Spirit 1']);
    expect(hand(r.state, 1)).toEqual(['Light 0', 'Light 1']);
    expect(trash(r.state, 1)).toEqual(['Death 2', 'Light 4', 'Water 0']);
    expect(deck(r.state, 1)[0]).toBe('Death 0');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Gravity 0');
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Light 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with an empty hand discards nothing and draws nothing (0 minus 1 is no card); with 1 card, draws none', () => {
    for (const [theirs, drawn] of [[[], 0], [['Death 2'], 0]] as const) {
      const g = position({ players: [
        { protocols: ME, hand: ['Fear 1'], deck: ['Gravity 0', 'Spirit 1'] },
        { protocols: THEM, hand: [...theirs], deck: ['Light 0'] },
      ] });
      const r = actWithEvents(g, play('Fear 1', 0));
      expect(hand(r.state, 0)).toEqual(['Gravity 0', 'Spirit 1']);
      expect(hand(r.state, 1)).toHaveLength(drawn);
      expect(trash(r.state, 1)).toEqual([...theirs]);
      expect(moves(r.events).filter((e) => (e.type === 'drew' || e.type === 'discarded') && e.player === 1)).toEqual(
        theirs.length ? [{ type: 'discarded', player: 1, cards: [...theirs], from: 'hand' }] : []);
      expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it("the opponent's Mirror 4 draws after your draw, before they discard their hand (Codex, effects happening \"after\")", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 1'], deck: ['Gravity 0', 'Spirit 1'] },
      { protocols: ['Mirror', 'Death', 'Light'], hand: ['Death 2'], stacks: [['Mirror 4'], [], []], deck: ['Light 0', 'Light 1', 'Death 0'] },
    ] });
    const r = actWithEvents(g, play('Fear 1', 0));
    // Mirror 4's card joins the hand that is then discarded: 2 discarded, 1 drawn.
    expect(moves(r.events).filter((e) => e.type !== 'secret' && e.type !== 'played')).toEqual([
      { type: 'triggered', player: 0, card: 'Fear 1', section: 'middle' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
      { type: 'triggered', player: 1, card: 'Mirror 4', section: 'bottom' },
      { type: 'drew', player: 1, count: 1, fromOpponent: false },
      { type: 'discarded', player: 1, cards: ['Death 2', 'Light 0'], from: 'hand' },
      { type: 'drew', player: 1, count: 1, fromOpponent: false },
    ]);
    expect(hand(r.state, 1)).toEqual(['Light 1']);
    expect(trash(r.state, 1)).toEqual(['Death 2', 'Light 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 2', () => {
  it("returns 1 of the opponent's uncovered cards; a face-down one stays secret from you", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 2'], stacks: [[], ['Gravity 1'], []] },
      { protocols: THEM, hand: ['Death 2'], stacks: [['Light 5', 'Water 2 down'], ['Death 4'], []] },
    ] });
    let r = actWithEvents(g, play('Fear 2', 0));
    // Only seat 1's uncovered cards: not Light 5 (covered), not seat 0's own.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 1 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    r = actWithEvents(r.state, choose('Water 2'));
    expect(hand(r.state, 1)).toEqual(['Water 2']);
    expect(stack(r.state, 1, 0)).toEqual(['Light 5']);
    expect(eventsFor(r.events, 0).filter((e) => e.type === 'returned' || e.type === 'secret')).toEqual([{ type: 'returned', side: 1, by: 0, line: 0, card: null }]);
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'returned', player: 1, cards: ['Water 2'], visibleTo: [1] });
    // Light 5, uncovered, resolves for seat 1 ("You discard 1 card") — no Fear 0 in play.
    expect(moves(r.events)).toContainEqual({ type: 'triggered', player: 1, card: 'Light 5', section: 'middle' });
    expect(trash(r.state, 1)).toEqual(['Death 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with Fear 0 in play, the card it uncovers on your turn resolves nothing (Fear 0, top)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 2'], stacks: [[], ['Fear 0'], []] },
      { protocols: THEM, hand: ['Death 2'], stacks: [['Light 5', 'Water 2 down'], [], []] },
    ] });
    const r = actWithEvents(g, play('Fear 2', 0));
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Fear 2', section: 'middle' }]);
    expect(hand(r.state, 1)).toEqual(['Death 2', 'Water 2']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no opponent card on the field, nothing happens', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 2'], stacks: [[], ['Gravity 1'], []] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Fear 2', 0));
    expect(moves(r.events).filter((e) => e.type === 'returned')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Gravity 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 3', () => {
  it("shifts 1 of the opponent's cards in this line, covered ones too; a face-up card shifted out from under lands uncovered and resolves", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 3'] },
      { protocols: THEM, stacks: [['Water 0', 'Water 5 down'], ['Death 4'], []] },
    ] });
    let r = actWithEvents(g, play('Fear 3', 0));
    // Line 0 only: Water 0 (covered) and Water 5.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    r = actWithEvents(r.state, choose('Water 0'), line(2));
    // Water 0 lands on top of line 2 and resolves for seat 1 (community rulings, "Middle Commands Only Trigger on Reveal"):
    // "Flip 1 other card. Flip this card."
    expect(moves(r.events)).toEqual([
      { type: 'shifted', side: 1, by: 0, from: 0, to: 2, card: 'Water 0' },
      { type: 'triggered', player: 1, card: 'Water 0', section: 'middle' },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Fear 3'));
    expect(moves(r.events)).toEqual([
      { type: 'flipped', side: 0, by: 1, line: 0, card: 'Fear 3', face: 'down' },
      { type: 'flipped', side: 1, by: 1, line: 2, card: 'Water 0', face: 'down' },
    ]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 5 down']);
    expect(stack(r.state, 1, 2)).toEqual(['Water 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no opponent card in its line, nothing is shifted', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 3'] },
      { protocols: THEM, stacks: [[], ['Death 4'], []] },
    ] });
    const r = actWithEvents(g, play('Fear 3', 0));
    expect(moves(r.events).filter((e) => e.type === 'shifted')).toEqual([]);
    expect(stack(r.state, 1, 1)).toEqual(['Death 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 4', () => {
  it('the opponent discards 1 random card: nobody chooses', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fear 4'] },
      { protocols: THEM, hand: ['Water 1', 'Death 3', 'Light 5'] },
    ] });
    const r = actWithEvents(g, play('Fear 4', 0));
    expect(r.events.filter((e) => e.type === 'promptRaised' && e.kind === 'hand')).toEqual([]);
    const gone = moves(r.events).filter((e) => e.type === 'discarded');
    expect(gone).toHaveLength(1);
    const [card] = (gone[0] as { cards: string[] }).cards;
    expect(['Water 1', 'Death 3', 'Light 5']).toContain(card);
    expect(trash(r.state, 1)).toEqual([card]);
    expect(hand(r.state, 1)).toEqual(['Water 1', 'Death 3', 'Light 5'].filter((c) => c !== card));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the pick follows the game seed: the same seed discards the same card, and every card can be the one', () => {
    const discardedWith = (seed: number) => trash(act(position({ seed, players: [
      { protocols: ME, hand: ['Fear 4'] },
      { protocols: THEM, hand: ['Water 1', 'Death 3', 'Light 5'] },
    ] }), play('Fear 4', 0)), 1)[0];
    expect(discardedWith(7)).toBe(discardedWith(7));
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => discardedWith(seed)));
    expect([...seen].sort()).toEqual(['Death 3', 'Light 5', 'Water 1']);
  });

  it('an opponent with an empty hand discards nothing', () => {
    const g = position({ players: [{ protocols: ME, hand: ['Fear 4'] }, { protocols: THEM }] });
    const r = actWithEvents(g, play('Fear 4', 0));
    expect(moves(r.events).filter((e) => e.type === 'discarded')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 5', () => {
  discardsOneCardOfChoice('Fear 5', ME, THEM, ['Spirit 2', 'Gravity 1']);
});
