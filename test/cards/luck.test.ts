import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, stateNumber, stateProtocol, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, OFFICIAL_PROTOCOLS, viewFor } from '../../src/index.js';
import { only } from './events.js';

// Seat 0 plays Luck (line 0), Speed (line 1), Death (line 2); seat 1 Hate, Spirit, Light.
const ME = ['Luck', 'Speed', 'Death'];
const THEM = ['Hate', 'Spirit', 'Light'];

describe('Luck 0', () => {
  it('states a number, draws 3, reveals the drawn card with that value and may play it face-up', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0'], deck: ['Speed 1', 'Death 2', 'Luck 5', 'Speed 4', 'Death 4', 'Luck 2'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Luck 0', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'number' });
    expect(legalActions(r.state)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((value) => stateNumber(value)));
    r = actWithEvents(r.state, stateNumber(1));
    expect(only(r.events, 'stated')).toEqual([{ type: 'stated', player: 0, value: 1 }]);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 3, fromOpponent: false }]);
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Speed 1'], what: 'handCard' }]);
    expect(hand(r.state, 0)).toEqual(['Speed 1', 'Death 2', 'Luck 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    // Only Speed 1 is offered: face-up in the Speed line, face-down anywhere.
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    r = actWithEvents(r.state, play('Speed 1', 1));
    // Speed 1 face-up: its middle command ("Draw 2 cards.") resolves.
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 1, face: 'up', card: 'Speed 1', from: 'hand' }]);
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Speed 1']);
    const g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Luck 0']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Death 2', 'Luck 5', 'Speed 4', 'Death 4']);
    expect(deck(g, 0)[0]).toBe('Luck 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the opponent sees the stated number and the revealed card, never the other cards drawn', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0'], deck: ['Speed 3', 'Death 1', 'Luck 5'] },
      { protocols: THEM },
    ] });
    const { state, events } = actWithEvents(g0, play('Luck 0', 0), stateNumber(3), pass);
    const seen = JSON.stringify(eventsFor(events, 1));
    expect(seen).toContain('"Speed 3"');
    expect(seen).not.toContain('Death 1');
    expect(seen).not.toContain('Luck 5');
    expect(JSON.stringify(eventsFor(events, 0))).toContain('Death 1');
    expect(viewFor(state, 1).players[0].hand).toBeUndefined();
    expect(viewFor(state, 1).players[0].handCount).toBe(3);
    expect(JSON.stringify(viewFor(state, 1))).not.toContain('Death 1');
    expect(awaiting(state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the card played must be one drawn by Luck 0, face-up or face-down (Codex, Luck 0)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0', 'Speed 3'], deck: ['Luck 3', 'Death 1', 'Luck 5'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Luck 0', 0), stateNumber(3), accept);
    // Speed 3 was in hand before: it has the stated value but was not drawn, so it is not offered.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 1, line: 0, face: 'up' },
      { type: 'play', index: 1, line: 0, face: 'down' },
      { type: 'play', index: 1, line: 1, face: 'down' },
      { type: 'play', index: 1, line: 2, face: 'down' },
    ]);
    const r = actWithEvents(g, play('Luck 3', 2, 'down'));
    g = r.state;
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' }]);
    expect(stack(g, 0, 2)).toEqual(['Luck 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Luck 0']);
    expect(hand(g, 0)).toEqual(['Speed 3', 'Death 1', 'Luck 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with two drawn cards of the stated value, the player reveals one of them and may play only that one', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0', 'Luck 1'], deck: ['Speed 1', 'Death 3', 'Death 1', 'Speed 4', 'Speed 5'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Luck 0', 0), stateNumber(1));
    // Luck 1 in hand has the value too, but was not drawn.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toEqual([{ type: 'hand', index: 1 }, { type: 'hand', index: 3 }]);
    const r = actWithEvents(g, pickHand('Death 1'));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Death 1'], what: 'handCard' }]);
    g = act(r.state, accept);
    expect(legalActions(g).every((a) => a.type === 'play' && a.index === hand(g, 0).indexOf('Death 1'))).toBe(true);
    // Death 1 face-up in the Death line: it has no middle command (its top acts at Start).
    g = act(g, play('Death 1', 2));
    expect(stack(g, 0, 2)).toEqual(['Death 1']);
    expect(hand(g, 0)).toEqual(['Luck 1', 'Speed 1', 'Death 3']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Speed 4', 'Speed 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"You may play it": declining keeps the revealed card in hand', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0'], deck: ['Speed 3', 'Death 1', 'Luck 5'] },
      { protocols: THEM },
    ] });
    const g = act(g0, play('Luck 0', 0), stateNumber(3), pass);
    expect(stack(g, 0, 0)).toEqual(['Luck 0']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Speed 3', 'Death 1', 'Luck 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('no card drawn has the stated value: nothing is revealed and nothing is asked', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0', 'Speed 5'], deck: ['Speed 3', 'Death 1', 'Luck 4'] },
      { protocols: THEM },
    ] });
    // Speed 5 in hand has the value 5, but it was not drawn.
    const r = actWithEvents(g0, play('Luck 0', 0), stateNumber(5));
    expect(only(r.events, 'revealed')).toEqual([]);
    expect(only(r.events, 'promptRaised').map((e) => e.kind)).toEqual(['number', 'action']);
    expect(hand(r.state, 0)).toEqual(['Speed 5', 'Speed 3', 'Death 1', 'Luck 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"face-up value": the printed value, not the 2 a hidden card is worth', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 0'], deck: ['Speed 0', 'Death 0', 'Luck 2'] },
      { protocols: THEM },
    ] });
    // Cards in a hand count as 2 for other effects (Codex, Light 0); here only Luck 2 shows a 2.
    const r = actWithEvents(g0, play('Luck 0', 0), stateNumber(2));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Luck 2'], what: 'handCard' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(r.state, pass);
    expect(hand(g, 0)).toEqual(['Speed 0', 'Death 0', 'Luck 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck 1', () => {
  it('plays the top card of the deck face-down, then flips it face-up without its middle command (Codex, Luck 1 errata 9/2025)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 1'], deck: ['Speed 1', 'Death 4'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Luck 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(1), line(2)]);
    r = actWithEvents(r.state, line(1));
    const g = r.state;
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'deck' }]);
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Speed 1', face: 'up' }]);
    // Speed 1: "Draw 2 cards." is ignored for this flip.
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual([]);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Death 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the middle command is ignored only for that flip: uncovered later, it resolves (Codex, Luck 1 clarification)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Luck 1', 'Death 3'], deck: ['Speed 1', 'Luck 4', 'Death 0', 'Speed 4'] },
      { protocols: ['Hate', 'Gravity', 'Light'], hand: ['Gravity 6'] },
    ] });
    g = act(g, play('Luck 1', 0), line(1));
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Death 3']);
    // Seat 1: Gravity 6, "Your opponent plays the top card of their deck face-down in this line" — onto Speed 1.
    g = act(g, play('Gravity 6', 1));
    expect(stack(g, 0, 1)).toEqual(['Speed 1', 'Luck 4 down']);
    // Seat 0: Death 3, "Delete 1 face-down card." Speed 1 is uncovered and its middle ("Draw 2 cards.") resolves now.
    const r = actWithEvents(g, play('Death 3', 2));
    g = r.state;
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(trash(g, 0)).toEqual(['Luck 4']);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Death 3 middle', 'Speed 1 middle']);
    expect(hand(g, 0)).toEqual(['Death 0', 'Speed 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('played into its own line, the card covers Luck 1, whose text stops: it stays face-down (community rulings, "Active text interruption")', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 1'], deck: ['Speed 1', 'Death 4'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Luck 1', 0), line(0));
    expect(stack(r.state, 0, 0)).toEqual(['Luck 1', 'Speed 1 down']);
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty deck nothing is played: the trash is not reshuffled (Codex, Life 0 clarification; community rulings, "Recompiling is a draw")', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Luck 1'] },
      { protocols: THEM },
    ] });
    const before = trash(g0, 0);
    expect(before).toHaveLength(17);
    const r = actWithEvents(g0, play('Luck 1', 0));
    expect(only(r.events, 'reshuffled')).toEqual([]);
    expect(only(r.events, 'played')).toHaveLength(1); // Luck 1 itself
    expect(trash(r.state, 0)).toEqual(before);
    expect(deck(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the play obeys bans on face-down plays: the opponent\'s Metal 2 closes its line (rulings page: a play from the deck is a play)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 1'], deck: ['Death 1', 'Speed 2'] },
      { protocols: ['Hate', 'Metal', 'Light'], stacks: [[], ['Metal 2'], []] },
    ] });
    let g = act(g0, play('Luck 1', 0));
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Death 1']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('hidden until flipped: the opponent learns the card only when it turns face-up', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 1'], deck: ['Death 1', 'Speed 2'] },
      { protocols: THEM },
    ] });
    const { events } = actWithEvents(g0, play('Luck 1', 0), line(2));
    const seen = eventsFor(events, 1);
    const played = seen.findIndex((e) => e.type === 'played' && e.from === 'deck');
    const flipped = seen.findIndex((e) => e.type === 'flipped');
    expect(played).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(seen.slice(0, flipped))).not.toContain('Death 1');
    expect(seen[flipped]).toEqual({ type: 'flipped', side: 0, by: 0, line: 2, card: 'Death 1', face: 'up' });
  });
});

describe('Luck 2', () => {
  it('discards the top card of the deck and draws as many cards as its value', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 2'], deck: ['Speed 3', 'Death 1', 'Luck 5', 'Speed 2', 'Death 4'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Luck 2', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 3'], from: 'deck' }]);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 3, fromOpponent: false }]);
    expect(trash(r.state, 0)).toEqual(['Speed 3']);
    expect(hand(r.state, 0)).toEqual(['Death 1', 'Luck 5', 'Speed 2']);
    expect(deck(r.state, 0)[0]).toBe('Death 4');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a discarded 0 draws nothing', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 2'], deck: ['Speed 0', 'Death 1'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Luck 2', 0));
    expect(trash(r.state, 0)).toEqual(['Speed 0']);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)[0]).toBe('Death 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck discards and draws nothing, and is not refilled (community rulings, Luck 2)', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Luck 2'] },
      { protocols: THEM },
    ] });
    const before = trash(g0, 0);
    const r = actWithEvents(g0, play('Luck 2', 0));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(only(r.events, 'reshuffled')).toEqual([]);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(before);
    expect(deck(r.state, 0)).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('when the discarded card was the last of the deck, the draw is a draw: it reshuffles the trash, that card included', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Luck 2'], deck: ['Speed 2'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Luck 2', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 2'], from: 'deck' }]);
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 17 }]);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(deck(r.state, 0)).toHaveLength(15);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('discarding from the deck is a discard: the opponent\'s Plague 1 draws first (Codex FAQ, discarding from a deck; community rulings, Plague 1)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 2'], deck: ['Speed 1', 'Death 1'] },
      { protocols: ['Hate', 'Plague', 'Light'], stacks: [[], ['Plague 1'], []], deck: ['Hate 4'] },
    ] });
    const r = actWithEvents(g0, play('Luck 2', 0));
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Luck 2', 'Plague 1']);
    // "After your opponent discards cards: Draw 1 card." resolves before Luck 2's draw.
    expect(only(r.events, 'drew').map((e) => [e.player, e.count])).toEqual([[1, 1], [0, 1]]);
    expect(hand(r.state, 1)).toEqual(['Hate 4']);
    expect(hand(r.state, 0)).toEqual(['Death 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck 3', () => {
  it('states a protocol; the opponent\'s top card matches it, so 1 card is deleted (Codex, Luck 3 errata 8/2025)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 3'], stacks: [[], ['Speed 1'], []] },
      { protocols: THEM, stacks: [['Hate 2', 'Hate 1'], [], ['Light 4']], deck: ['Spirit 3', 'Light 0'] },
    ] });
    let r = actWithEvents(g0, play('Luck 3', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'protocol' });
    r = actWithEvents(r.state, stateProtocol('Spirit'));
    expect(only(r.events, 'stated')).toEqual([{ type: 'stated', player: 0, value: 'Spirit' }]);
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Spirit 3'], from: 'deck', deck: 1, into: 1 }]);
    // "Delete 1 card": any uncovered card, Luck 3 included; covered Hate 2 is not offered.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 1 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Light 4'));
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 0, line: 2, cards: ['Light 4'] }]);
    const g = r.state;
    // The discarded card goes to the opponent's trash (community rulings, Luck 3).
    expect(trash(g, 1)).toEqual(['Spirit 3', 'Light 4']);
    expect(trash(g, 0)).toEqual([]);
    expect(deck(g, 1)[0]).toBe('Light 0');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a miss deletes nothing; the card still goes to the opponent\'s trash', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 3'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []], deck: ['Spirit 3'] },
    ] });
    const r = actWithEvents(g0, play('Luck 3', 0), stateProtocol('Hate'));
    expect(trash(r.state, 1)).toEqual(['Spirit 3']);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Hate 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('any protocol may be stated, one not in the game too, to miss on purpose (community rulings, Luck 3)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 3'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []], deck: ['Spirit 3'] },
    ] });
    let g = act(g0, play('Luck 3', 0));
    const offered = legalActions(g);
    expect(offered).toEqual(OFFICIAL_PROTOCOLS.map((p) => stateProtocol(p.name)));
    expect(offered).toHaveLength(30);
    expect(offered).toContainEqual(stateProtocol('Metal'));
    g = act(g, stateProtocol('Metal'));
    expect(trash(g, 1)).toEqual(['Spirit 3']);
    expect(stack(g, 1, 0)).toEqual(['Hate 1']);
    expect(stack(g, 0, 0)).toEqual(['Luck 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with the opponent\'s deck empty nothing is discarded and nothing deleted; their trash is not reshuffled', () => {
    const g1 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Luck 3'], deck: ['Speed 1'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []] },
    ] });
    const before = trash(g1, 1);
    const r = actWithEvents(g1, play('Luck 3', 0), stateProtocol('Hate'));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(only(r.events, 'reshuffled')).toEqual([]);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(trash(r.state, 1)).toEqual(before);
    expect(deck(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('its discard is the Luck player\'s: the opponent\'s Plague 1 ("After your opponent discards") draws (community rulings, Plague 1)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 3'] },
      { protocols: ['Hate', 'Plague', 'Light'], stacks: [[], ['Plague 1'], []], deck: ['Light 2', 'Hate 4'] },
    ] });
    const r = actWithEvents(g0, play('Luck 3', 0), stateProtocol('Light'));
    expect(trash(r.state, 1)).toEqual(['Light 2']);
    expect(hand(r.state, 1)).toEqual(['Hate 4']);
    // The match then deletes: the choice comes after Plague 1 has drawn.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    const g = act(r.state, choose('Plague 1'));
    expect(trash(g, 1)).toEqual(['Light 2', 'Plague 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a match with Luck 3 the only card on the field deletes Luck 3 itself (Codex, "Card Text": resolve as much as possible)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 3'] },
      { protocols: THEM, deck: ['Hate 0'] },
    ] });
    const g = act(g0, play('Luck 3', 0), stateProtocol('Hate'));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Luck 3']);
    expect(trash(g, 1)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck 4', () => {
  it('discards the top card of the deck, then deletes a covered or uncovered card sharing its value', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 4'], stacks: [[], [], ['Death 3']], deck: ['Speed 3', 'Speed 1'] },
      { protocols: THEM, stacks: [['Light 3', 'Hate 1'], [], ['Light 1']] },
    ] });
    let r = actWithEvents(g0, play('Luck 4', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 3'], from: 'deck' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Light 3'));
    const g = r.state;
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 0, line: 0, cards: ['Light 3'] }]);
    // Deleting a covered card uncovers nothing: Hate 1 does not resolve again.
    expect(only(r.events, 'triggered')).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Hate 1']);
    expect(trash(g, 0)).toEqual(['Speed 3']);
    expect(trash(g, 1)).toEqual(['Light 3']);
    expect(stack(g, 0, 2)).toEqual(['Death 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a discarded 2 matches face-down cards, which are worth 2 (rulebook, "Face-down")', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 4'], deck: ['Speed 2'] },
      { protocols: THEM, stacks: [['Hate 5 down', 'Hate 4'], [], []] },
    ] });
    const g = act(g0, play('Luck 4', 0));
    expect(trash(g, 1)).toEqual(['Hate 5']);
    expect(stack(g, 1, 0)).toEqual(['Hate 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('no card shares the value: the discard happens, nothing is deleted', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 4'], deck: ['Speed 5'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []] },
    ] });
    const r = actWithEvents(g0, play('Luck 4', 0));
    expect(trash(r.state, 0)).toEqual(['Speed 5']);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck discards nothing, so nothing is deleted, and is not refilled', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Luck 4'], deck: [] },
      { protocols: THEM, stacks: [['Hate 2'], [], []] },
    ] });
    const before = trash(g0, 0);
    const r = actWithEvents(g0, play('Luck 4', 0));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(before);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a discarded 4 with Luck 4 the only 4 on the field deletes Luck 4 itself', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 4'], deck: ['Speed 4'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []] },
    ] });
    const g = act(g0, play('Luck 4', 0));
    expect(trash(g, 0)).toEqual(['Speed 4', 'Luck 4']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck 5', () => {
  it('discards 1 card of the player\'s choice', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 5', 'Speed 1', 'Death 2'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Luck 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }]);
    const r = actWithEvents(g, pickHand('Death 2'));
    g = r.state;
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Death 2'], from: 'hand' }]);
    expect(trash(g, 0)).toEqual(['Death 2']);
    expect(hand(g, 0)).toEqual(['Speed 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand there is nothing to discard', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Luck 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Luck 5', 0));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(trash(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
