import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, play, position, rearrange, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { discardsOneCardOfChoice, moves } from './scenario-helpers.js';

// Seat 0 plays Chaos in line 0 (Gravity in line 1, Spirit in line 2) unless a test says otherwise;
// seat 1 plays Water, Death and Light.
const ME = ['Chaos', 'Gravity', 'Spirit'];
const THEM = ['Water', 'Death', 'Light'];

describe('Chaos 0', () => {
  it('flips 1 covered card in each line, lines one at a time in its owner\'s order; a covered card flipped face-up resolves nothing (Codex, Chaos 0)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 0'], stacks: [['Chaos 3'], [], []] },
      { protocols: THEM, stacks: [['Water 1 down', 'Water 5'], ['Death 0', 'Death 2'], ['Light 4']] },
    ] });
    let r = actWithEvents(g, play('Chaos 0', 0));
    // Every line is noted (Codex FAQ, "each": "in each line"); the owner picks the next one among
    // those with a covered card to flip (line 2 has none: rulings page, "each").
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(1)]);
    r = actWithEvents(r.state, line(0));
    // Line 0: Chaos 3 (just covered by Chaos 0) and seat 1's Water 1. Not Chaos 0 or Water 5: they are uncovered.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    r = actWithEvents(r.state, choose('Water 1'));
    // Water 1 ("Play the top card of your deck face-down in each other line") stays covered: its middle
    // does not resolve. Line 1 is then the only line left with something to flip: no question; Death 0
    // is its only covered card. Line 2 comes last and flips nothing.
    expect(moves(r.events)).toEqual([
      { type: 'flipped', side: 1, by: 0, line: 0, card: 'Water 1', face: 'up' },
      { type: 'flipped', side: 1, by: 0, line: 1, card: 'Death 0', face: 'down' },
    ]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1', 'Water 5']);
    expect(stack(r.state, 1, 1)).toEqual(['Death 0 down', 'Death 2']);
    expect(stack(r.state, 1, 2)).toEqual(['Light 4']);
    expect(stack(r.state, 0, 0)).toEqual(['Chaos 3', 'Chaos 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down covered Metal 6 flipped face-up stays: its "would be flipped" text was not in play (community rulings, Metal 6)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 0'] },
      { protocols: ['Metal', 'Death', 'Light'], stacks: [['Metal 6 down', 'Metal 1'], [], []] },
    ] });
    // Only line 0 holds a covered card: no order to choose; the other two noted lines do nothing.
    const r = actWithEvents(g, play('Chaos 0', 0));
    expect(moves(r.events).filter((e) => e.type === 'flipped' || e.type === 'deleted')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 0, card: 'Metal 6', face: 'up' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 6', 'Metal 1']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-up covered Metal 6 deletes itself first instead: its top command is in play while covered (Codex, Metal 6)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 0'] },
      { protocols: ['Metal', 'Death', 'Light'], stacks: [['Metal 6', 'Metal 1'], [], []] },
    ] });
    const r = actWithEvents(g, play('Chaos 0', 0));
    expect(moves(r.events).filter((e) => e.type === 'flipped' || e.type === 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 1, line: 0, cards: ['Metal 6'] }]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("Start: draws the top card of the opponent's deck, then the opponent draws the top card of yours — each card secret from its former owner", () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: ME, stacks: [[], ['Chaos 0'], []], deck: ['Gravity 4', 'Spirit 4'] },
      { protocols: THEM, deck: ['Death 3', 'Light 2'] },
    ] });
    // The position starts at the Start phase: Chaos 0 resolved on the way to the action.
    expect(hand(g0, 0)).toEqual(['Death 3']);
    expect(hand(g0, 1)).toEqual(['Gravity 4']);
    expect(deck(g0, 0)[0]).toBe('Spirit 4');
    expect(deck(g0, 1)[0]).toBe('Light 2');
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'action' });
  });

  it('Start: the draws are events — each player sees the identity of only the card they drew', () => {
    // Reach seat 0's Start phase through the turn flow to see its events.
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [[], ['Chaos 0'], []], deck: ['Gravity 4', 'Spirit 4'] },
      { protocols: THEM, hand: ['Light 5'], deck: ['Death 3', 'Light 2'] },
    ] });
    const r = actWithEvents(g, play('Light 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered' || e.type === 'drew' || e.type === 'secret')).toEqual([
      { type: 'secret', about: 'played', player: 1, cards: ['Light 5'], visibleTo: [1] },
      { type: 'triggered', player: 0, card: 'Chaos 0', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
      { type: 'secret', about: 'drew', player: 0, cards: ['Death 3'], visibleTo: [0] },
      { type: 'drew', player: 1, count: 1, fromOpponent: true },
      { type: 'secret', about: 'drew', player: 1, cards: ['Gravity 4'], visibleTo: [1] },
    ]);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Death 3');
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Gravity 4');
    expect(viewFor(r.state, 1).players[0].hand).toBeUndefined();
    expect(viewFor(r.state, 1).players[0].handCount).toBe(1);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("Start: an empty opponent's deck is refilled from their trash first — it is a draw (community rulings, \"Recompiling is a draw\")", () => {
    const g = position({ phase: 'start', unplaced: 'trash', players: [
      { protocols: ME, stacks: [[], ['Chaos 0'], []], deck: ['Gravity 4'] },
      { protocols: THEM, hand: ['Light 5'] },
    ] });
    expect(hand(g, 0)).toHaveLength(1);
    expect(['Water', 'Death', 'Light']).toContain(hand(g, 0)[0]!.split(' ')[0]);
    // Seat 1's 17 other cards were in its trash: the deck was rebuilt from them, less the card drawn.
    expect(deck(g, 1)).toHaveLength(16);
    expect(trash(g, 1)).toEqual([]);
    expect(hand(g, 1)).toEqual(['Light 5', 'Gravity 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it("Start: the opponent's Mirror 4 answers the first draw before the second", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [[], ['Chaos 0'], []], deck: ['Gravity 4', 'Spirit 4'] },
      { protocols: ['Mirror', 'Death', 'Light'], hand: ['Light 5'], stacks: [['Mirror 4'], [], []], deck: ['Death 3', 'Light 2'] },
    ] });
    const r = actWithEvents(g, play('Light 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered' || e.type === 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Chaos 0', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: true },
      { type: 'triggered', player: 1, card: 'Mirror 4', section: 'bottom' },
      { type: 'drew', player: 1, count: 1, fromOpponent: false },
      { type: 'drew', player: 1, count: 1, fromOpponent: true },
    ]);
    expect(hand(r.state, 0)).toEqual(['Death 3']);
    expect(hand(r.state, 1)).toEqual(['Light 2', 'Gravity 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('covered, its Start command is not in play', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [[], ['Chaos 0', 'Gravity 5 down'], []], deck: ['Gravity 4'] },
      { protocols: THEM, deck: ['Death 3'] },
    ] });
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Chaos 1', () => {
  it("rearranges your protocols, then the opponent's: each must change (Codex, Chaos 1); stacks stay in their lines", () => {
    const g = position({ players: [
      { protocols: [{ name: 'Chaos', compiled: false }, { name: 'Gravity', compiled: true }, { name: 'Spirit', compiled: false }], hand: ['Chaos 1'], stacks: [[], ['Gravity 2'], []] },
      { protocols: THEM, stacks: [['Water 3'], [], []] },
    ] });
    let r = actWithEvents(g, play('Chaos 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'rearrange' });
    // Five orders: every one but the current.
    expect(legalActions(r.state)).toHaveLength(5);
    expect(legalActions(r.state)).not.toContainEqual(rearrange(0, ME));
    r = actWithEvents(r.state, rearrange(0, ['Gravity', 'Spirit', 'Chaos']));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'rearrange' });
    expect(legalActions(r.state)).toHaveLength(5);
    expect(legalActions(r.state)).not.toContainEqual(rearrange(1, THEM));
    expect(legalActions(r.state)).not.toContainEqual({ type: 'pass' });
    r = actWithEvents(r.state, rearrange(1, ['Light', 'Water', 'Death']));
    expect(moves(r.events)).toEqual([{ type: 'rearranged', player: 0, whose: 1, order: ['Light', 'Water', 'Death'] }]);
    // The compiled side travels with Gravity; the cards stay where they were.
    expect(r.state.players[0]!.protocols).toEqual([{ name: 'Gravity', compiled: true }, { name: 'Spirit', compiled: false }, { name: 'Chaos', compiled: false }]);
    expect(r.state.players[1]!.protocols.map((p) => p.name)).toEqual(['Light', 'Water', 'Death']);
    expect(stack(r.state, 0, 0)).toEqual(['Chaos 1']);
    expect(stack(r.state, 0, 1)).toEqual(['Gravity 2']);
    expect(stack(r.state, 1, 0)).toEqual(['Water 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 2', () => {
  it('shifts 1 of your covered cards; a face-up one lands uncovered and resolves its middle command', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 2'], stacks: [['Chaos 4 down'], ['Gravity 1', 'Gravity 6'], ['Spirit 4']], deck: ['Spirit 0', 'Chaos 1'] },
      { protocols: THEM, stacks: [['Water 1 down', 'Water 5'], [], []], deck: ['Death 3'] },
    ] });
    let r = actWithEvents(g, play('Chaos 2', 0));
    // Seat 0's covered cards: Chaos 4 (now under Chaos 2) and Gravity 1 — not seat 1's Water 1.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
    r = actWithEvents(r.state, choose('Gravity 1'));
    expect(legalActions(r.state)).toEqual([line(0), line(2)]);
    r = actWithEvents(r.state, line(2));
    // Gravity 1 lands on Spirit 4 and resolves: "Draw 2 cards. Shift 1 card either to or from this line."
    expect(moves(r.events).slice(0, 2)).toEqual([
      { type: 'shifted', side: 0, by: 0, from: 1, to: 2, card: 'Gravity 1' },
      { type: 'triggered', player: 0, card: 'Gravity 1', section: 'middle' },
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Gravity 6']);
    expect(stack(r.state, 0, 2)).toEqual(['Spirit 4', 'Gravity 1']);
    expect(hand(r.state, 0)).toEqual(['Spirit 0', 'Chaos 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
  });

  it('a face-down covered card moves unseen by the opponent and lands face-down: nothing resolves', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 2'], stacks: [[], ['Gravity 0 down', 'Gravity 6'], []] },
      { protocols: THEM, stacks: [['Water 5'], [], []] },
    ] });
    // The only covered card of seat 0: chosen without a question; the destination is asked.
    let r = actWithEvents(g, play('Chaos 2', 0));
    expect(legalActions(r.state)).toEqual([line(0), line(2)]);
    r = actWithEvents(r.state, line(2));
    expect(moves(r.events)).toEqual([{ type: 'shifted', side: 0, by: 0, from: 1, to: 2, card: null }]);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Gravity 0');
    expect(viewFor(r.state, 1).players[0].stacks[2]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(stack(r.state, 0, 2)).toEqual(['Gravity 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with none of your cards covered, nothing happens', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 2'], stacks: [[], ['Gravity 6'], []] },
      { protocols: THEM, stacks: [['Water 1 down', 'Water 5'], [], []] },
    ] });
    const r = actWithEvents(g, play('Chaos 2', 0));
    expect(moves(r.events).filter((e) => e.type === 'shifted')).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1 down', 'Water 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 3', () => {
  it('may be played face-up in any line, matching or not; other cards still need a matching protocol', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 3', 'Spirit 3'] },
      { protocols: THEM },
    ] });
    expect(legalActions(g).filter((a) => a.type === 'play' && a.face === 'up')).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 1, line: 2, face: 'up' },
    ]);
    const r = actWithEvents(g, play('Chaos 3', 1));
    expect(moves(r.events)).toEqual([{ type: 'played', player: 0, line: 1, face: 'up', card: 'Chaos 3', from: 'hand' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Chaos 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("a permission never lifts a ban: under the opponent's Psychic 1 it is played face-down only", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Chaos 3'] },
      { protocols: ['Psychic', 'Death', 'Light'], stacks: [['Psychic 1'], [], []] },
    ] });
    expect(legalActions(g).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
  });

  it("covers any line's protocol: played face-up by a card effect too (Spirit 1 not needed)", () => {
    const g = position({ players: [
      { protocols: ['Chaos', 'Speed', 'Spirit'], hand: ['Speed 0', 'Chaos 3'] },
      { protocols: THEM },
    ] });
    // Speed 0: "Play 1 card."
    const r = actWithEvents(g, play('Speed 0', 1));
    expect(legalActions(r.state).filter((a) => a.type === 'play' && a.face === 'up').map((a) => (a as { line: number }).line)).toEqual([0, 1, 2]);
    const done = act(r.state, play('Chaos 3', 2));
    expect(stack(done, 0, 2)).toEqual(['Chaos 3']);
    expect(awaiting(done)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 4', () => {
  it('End: discard your hand, then draw that many cards', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Gravity 5', 'Spirit 1', 'Spirit 2'], stacks: [['Chaos 4'], [], []], deck: ['Gravity 0', 'Gravity 4', 'Spirit 0'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Gravity 5', 1, 'down'));
    expect(moves(r.events).filter((e) => e.type !== 'played' && e.type !== 'secret')).toEqual([
      { type: 'triggered', player: 0, card: 'Chaos 4', section: 'bottom' },
      { type: 'discarded', player: 0, cards: ['Spirit 1', 'Spirit 2'], from: 'hand' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
    ]);
    expect(trash(r.state, 0)).toEqual(['Spirit 1', 'Spirit 2']);
    expect(hand(r.state, 0)).toEqual(['Gravity 0', 'Gravity 4']);
    expect(eventsFor(r.events, 1)).not.toContainEqual(expect.objectContaining({ type: 'secret', about: 'drew' }));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand it discards and draws nothing', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Gravity 5'], stacks: [['Chaos 4'], [], []], deck: ['Gravity 0'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Gravity 5', 1, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'discarded' || e.type === 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered or face-down, its End command is not in play', () => {
    for (const stacks of [[['Chaos 4', 'Chaos 1 down'], [], []], [['Chaos 4 down'], [], []]]) {
      const g = position({ players: [
        { protocols: ME, hand: ['Gravity 5', 'Spirit 1'], stacks, deck: ['Gravity 0'] },
        { protocols: THEM },
      ] });
      const r = actWithEvents(g, play('Gravity 5', 1, 'down'));
      expect(moves(r.events).filter((e) => e.type === 'triggered' || e.type === 'discarded')).toEqual([]);
      expect(hand(r.state, 0)).toEqual(['Spirit 1']);
      expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it('a short deck is refilled from the trash, which now holds the discarded hand', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Gravity 5', 'Spirit 1', 'Spirit 2'], stacks: [['Chaos 4'], [], []], deck: ['Gravity 0'] },
      { protocols: THEM },
    ] });
    const before = trash(g, 0).length;
    const r = actWithEvents(g, play('Gravity 5', 1, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: before + 2 }]);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(hand(r.state, 0)[0]).toBe('Gravity 0');
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toHaveLength(before + 1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("its draw triggers the opponent's Mirror 4", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Gravity 5', 'Spirit 1'], stacks: [['Chaos 4'], [], []], deck: ['Gravity 0'] },
      { protocols: ['Mirror', 'Death', 'Light'], stacks: [['Mirror 4'], [], []], deck: ['Death 3'] },
    ] });
    const r = actWithEvents(g, play('Gravity 5', 1, 'down'));
    expect(hand(r.state, 0)).toEqual(['Gravity 0']);
    expect(hand(r.state, 1)).toEqual(['Death 3']);
    expect(moves(r.events)).toContainEqual({ type: 'triggered', player: 1, card: 'Mirror 4', section: 'bottom' });
  });
});

describe('Chaos 5', () => {
  discardsOneCardOfChoice('Chaos 5', ME, THEM, ['Gravity 1', 'Spirit 2']);
});
