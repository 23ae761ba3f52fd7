import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, pickTrash, play, playFromTrash, position, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';
import { parkedStacks } from './support.js';

// Seat 0 plays Time (line 0), Speed (line 1), Death (line 2); seat 1 Hate, Spirit, Light.
const ME = ['Time', 'Speed', 'Death'];
const THEM = ['Hate', 'Spirit', 'Light'];

describe('Time 0', () => {
  it('plays 1 card from my trash (its middle resolves), then shuffles my trash into my deck', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'], trash: ['Speed 1', 'Death 5'], deck: ['Speed 2', 'Time 4'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Time 0', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'up', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 2, face: 'down', from: 'trash' },
      { type: 'play', index: 1, line: 0, face: 'down', from: 'trash' },
      { type: 'play', index: 1, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 1, line: 2, face: 'up', from: 'trash' },
      { type: 'play', index: 1, line: 2, face: 'down', from: 'trash' },
    ]);
    r = actWithEvents(r.state, playFromTrash('Speed 1', 1));
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 1, face: 'up', card: 'Speed 1', from: 'trash' }]);
    // Speed 1 ("Draw 2 cards.") resolves before the shuffle.
    expect(r.events.map((e) => e.type).filter((t) => t === 'drew' || t === 'shuffled')).toEqual(['drew', 'shuffled']);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 18 - 2 - 2, trash: true }]);
    const g = r.state;
    expect(hand(g, 0)).toEqual(['Speed 2', 'Time 4']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(deck(g, 0)).toContain('Death 5');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may play the card face-down; its identity stays hidden from the opponent\'s view of the field', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'], trash: ['Speed 1', 'Death 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 0', 0), playFromTrash('Death 5', 1, 'down'));
    expect(only(r.events, 'played').filter((e) => e.from === 'trash')).toEqual([{ type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'trash' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Death 5 down']);
    expect(viewFor(r.state, 1).players[0].stacks[1]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('emptying the trash by the play, the deck is still shuffled (community rulings, Time 0)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'], trash: ['Death 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 0', 0), playFromTrash('Death 5', 2));
    expect(stack(r.state, 0, 2)).toEqual(['Death 5']);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 16, trash: true }]);
    expect([...deck(r.state, 0)].sort()).toEqual([...deck(g0, 0)].sort());
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty trash: nothing to play, the deck is still shuffled (community rulings, Time 0)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 0', 0));
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 17, trash: true }]);
    expect(deck(r.state, 0)).not.toEqual(deck(g0, 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it.each([
    ['deck and trash both empty (community rulings, Time 0)', []],
    ['a deck of 1 card and an empty trash (community rulings, "Game state must change")', ['Speed 0']],
  ])('%s: nothing to play and no shuffle', (_, cards) => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'], stacks: parkedStacks(ME, ['Time 0', ...cards]) },
      { protocols: THEM },
    ] });
    expect(deck(g0, 0)).toEqual(cards);
    const r = actWithEvents(g0, play('Time 0', 0));
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(only(r.events, 'promptRaised').map((e) => e.kind)).toEqual(['action']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card played face-up onto Time 0 covers it: the shuffle does not happen (community rulings, "Active text interruption")', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 0'], trash: ['Time 5', 'Death 5'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Time 0', 0));
    // Time 5 face-up in the Time line: "Discard 1 card." — with an empty hand, nothing.
    const r = actWithEvents(g, playFromTrash('Time 5', 0));
    g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Time 0', 'Time 5']);
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(trash(g, 0)).toEqual(['Death 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Time 1', () => {
  it('flips 1 covered card (no middle command: it stays covered), then discards my entire deck as one discard', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 1'], stacks: [[], ['Speed 1 down', 'Speed 5'], []], deck: ['Death 1', 'Death 2'] },
      { protocols: THEM, stacks: [['Hate 3', 'Hate 0'], [], ['Light 1']] },
    ] });
    const wholeDeck = deck(g0, 0);
    let r = actWithEvents(g0, play('Time 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Speed 1'));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Speed 1', face: 'up' }]);
    // Speed 1 is covered: "Draw 2 cards." does not resolve.
    expect(only(r.events, 'drew')).toEqual([]);
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: wholeDeck, from: 'deck' }]);
    const g = r.state;
    expect(stack(g, 0, 1)).toEqual(['Speed 1', 'Speed 5']);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(wholeDeck);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping the opponent\'s covered face-up card face-down turns off its top command', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 1'] },
      { protocols: THEM, stacks: [['Hate 3', 'Hate 0'], [], []] },
    ] });
    const g = act(g0, play('Time 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Hate 3 down', 'Hate 0']);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('no covered card: nothing is flipped, the deck is still discarded (Codex, "Treat each sentence separately")', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 1'], stacks: [[], ['Speed 5'], []] },
      { protocols: THEM, stacks: [['Hate 0'], [], []] },
    ] });
    const r = actWithEvents(g0, play('Time 1', 0));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(only(r.events, 'discarded')).toHaveLength(1);
    expect(deck(r.state, 0)).toEqual([]);
    expect(trash(r.state, 0)).toHaveLength(16);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck: nothing is discarded and the trash is not reshuffled', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Time 1'] },
      { protocols: THEM },
    ] });
    const before = trash(g0, 0);
    const r = actWithEvents(g0, play('Time 1', 0));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(only(r.events, 'reshuffled')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(before);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the whole deck is one discard: the opponent\'s Plague 1 draws once (Codex FAQ, "discard 2" is one discard)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 1'] },
      { protocols: ['Hate', 'Plague', 'Light'], stacks: [[], ['Plague 1'], []], deck: ['Light 2', 'Hate 4'] },
    ] });
    const r = actWithEvents(g0, play('Time 1', 0));
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Time 1', 'Plague 1']);
    expect(hand(r.state, 1)).toEqual(['Light 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Time 2', () => {
  it('middle: with cards in my trash I may shuffle it into my deck; top: after that shuffle, draw 1, then I may shift Time 2 (Codex, Time 2 errata 8/2025)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 2'], trash: ['Speed 5', 'Death 5'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Time 2', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 17, trash: true }]);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Time 2 top']);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: false }]);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(trash(r.state, 0)).toEqual([]);
    // "Then, you may shift this card."
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(1), line(2), pass]);
    r = actWithEvents(r.state, line(2));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 0, to: 2, card: 'Time 2' }]);
    expect(stack(r.state, 0, 0)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Time 2']);
    expect(deck(r.state, 0)).toHaveLength(16);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the shift is optional: declining leaves Time 2 where it is, the card is drawn either way', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 2'], trash: ['Speed 5', 'Death 5'] },
      { protocols: THEM },
    ] });
    const g = act(g0, play('Time 2', 0), accept, pass);
    expect(stack(g, 0, 0)).toEqual(['Time 2']);
    expect(hand(g, 0)).toHaveLength(1);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"Then, you may shift this card" is its own step: it is offered even when the draw cannot happen (Codex, Time 2 errata 8/2025; "Treat each sentence separately")', () => {
    // Ice 6: "If you have any cards in your hand, you cannot draw cards."
    const g0 = position({ players: [
      { protocols: ['Time', 'Ice', 'Death'], hand: ['Time 2', 'Death 5'], stacks: [[], ['Ice 6'], []], trash: ['Ice 1', 'Death 4'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 2', 0), accept);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Time 2 middle', 'Time 2 top']);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Death 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    const g = act(r.state, line(2));
    expect(stack(g, 0, 2)).toEqual(['Time 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: with an empty trash nothing is asked and nothing shuffled', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 2'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 2', 0));
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(deck(r.state, 0)).toEqual(deck(g0, 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a deck of 1 card is not shuffled, so Time 2 does not trigger (community rulings, Time 2)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 2'], trash: ['Speed 0'], stacks: parkedStacks(ME, ['Time 2', 'Speed 0']) },
      { protocols: THEM },
    ] });
    expect(deck(g0, 0)).toEqual([]);
    const r = actWithEvents(g0, play('Time 2', 0), accept);
    expect(deck(r.state, 0)).toEqual(['Speed 0']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Time 2 middle']);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a draw that reshuffles the deck finishes first; "After you draw" and "After you shuffle" then come together and the current player orders them (community rulings, Time 2)', () => {
    const g0 = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Speed 1'], stacks: [['Time 2'], [], []], deck: ['Death 0'] },
      { protocols: ['Hate', 'Mirror', 'Light'], stacks: [[], ['Mirror 4'], []], deck: ['Light 2', 'Light 3', 'Light 4'] },
    ] });
    let r = actWithEvents(g0, play('Speed 1', 1));
    // Speed 1 draws 2: Death 0, then the trash is reshuffled and 1 more is drawn — all before any trigger.
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 15 }]);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(hand(r.state, 0)[0]).toBe('Death 0');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    expect(viewFor(r.state, 0).prompt?.labels).toEqual(['Mirror 4 (bottom)', 'Time 2 (top)']);
    // Time 2 first: I draw 1 (Mirror 4 answers that draw too), then may shift Time 2.
    r = actWithEvents(r.state, optionNamed('Time 2'));
    expect(only(r.events, 'drew').map((e) => [e.player, e.count])).toEqual([[0, 1], [1, 1]]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, pass);
    // Then the first Mirror 4 trigger: seat 1 draws again.
    expect(only(r.events, 'drew').map((e) => [e.player, e.count])).toEqual([[1, 1]]);
    expect(hand(r.state, 0)).toHaveLength(3);
    expect(hand(r.state, 1)).toEqual(['Light 2', 'Light 3']);
    expect(stack(r.state, 0, 0)).toEqual(['Time 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a top command: covered, it still triggers, and "this card" shifts though covered (Codex, "Selecting and Targeting")', () => {
    const g1 = position({ players: [
      { protocols: ['Time', 'Clarity', 'Death'], hand: ['Clarity 4'], stacks: [['Time 2', 'Time 5 down'], [], []], trash: ['Death 5', 'Death 4'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g1, play('Clarity 4', 1), accept);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Clarity 4 middle', 'Time 2 top']);
    expect(hand(r.state, 0)).toHaveLength(1);
    r = actWithEvents(r.state, line(2));
    expect(stack(r.state, 0, 0)).toEqual(['Time 5 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Time 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it does not trigger', () => {
    const g0 = position({ players: [
      { protocols: ['Time', 'Clarity', 'Death'], hand: ['Clarity 4'], stacks: [['Time 2 down'], [], []], trash: ['Death 5', 'Death 4'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 4', 1), accept);
    expect(only(r.events, 'shuffled')).toHaveLength(1);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the opponent\'s shuffle does not trigger it ("After you shuffle")', () => {
    const g0 = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Time 2'], [], []] },
      { protocols: ['Hate', 'Clarity', 'Light'], hand: ['Clarity 4'], trash: ['Hate 1', 'Light 1'] },
    ] });
    const r = actWithEvents(g0, play('Clarity 4', 1), accept);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 1, count: 17, trash: true }]);
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Clarity 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('the opponent drawing from my empty deck makes me reshuffle: that is my shuffle, and Time 2 triggers', () => {
    const g0 = position({ unplaced: 'trash', turn: 1, players: [
      { protocols: ME, stacks: [['Time 2'], [], []] },
      { protocols: ['Hate', 'Love', 'Light'], hand: ['Love 1'], deck: ['Hate 2'] },
    ] });
    // Love 1: "Draw the top card of your opponent's deck."
    let r = actWithEvents(g0, play('Love 1', 1));
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 17 }]);
    expect(hand(r.state, 1)).toHaveLength(1);
    expect(only(r.events, 'drew').map((e) => [e.player, e.count, e.fromOpponent])).toEqual([[1, 1, true], [0, 1, false]]);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, pass);
    // Seat 1's End: Love 1's bottom ("You may give 1 card …") asks next.
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'confirm' });
  });
});

describe('Time 3', () => {
  it('reveals 1 card of my choice from my trash and plays it face-down in another line', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 3'], trash: ['Speed 5', 'Death 1'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Time 3', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'trash' });
    expect(legalActions(r.state)).toEqual([{ type: 'trash', index: 0 }, { type: 'trash', index: 1 }]);
    r = actWithEvents(r.state, pickTrash('Death 1'));
    const revealed = { type: 'revealed', player: 0, cards: ['Death 1'], what: 'trashCard' };
    expect(only(r.events, 'revealed')).toEqual([revealed]);
    expect(eventsFor(r.events, 1)).toContainEqual(revealed);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 1, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 1, line: 2, face: 'down', from: 'trash' },
    ]);
    r = actWithEvents(r.state, playFromTrash('Death 1', 2, 'down'));
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'trash' }]);
    expect(stack(r.state, 0, 2)).toEqual(['Death 1 down']);
    expect(trash(r.state, 0)).toEqual(['Speed 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a single card in the trash is revealed without a choice', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 3'], trash: ['Speed 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 3', 0));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Speed 5'], what: 'trashCard' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    const g = act(r.state, playFromTrash('Speed 5', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Speed 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty trash: nothing is revealed or played', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 3'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 3', 0));
    expect(only(r.events, 'revealed')).toEqual([]);
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with one other line closed to face-down plays (the opponent\'s Metal 2), the card goes to the last line without a question', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 3'], trash: ['Speed 5'] },
      { protocols: ['Hate', 'Metal', 'Light'], stacks: [[], ['Metal 2'], []] },
    ] });
    const g = act(g0, play('Time 3', 0));
    expect(stack(g, 0, 2)).toEqual(['Speed 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Time 4', () => {
  it('draws 2 cards, then discards 2 of my choice as one discard', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 4', 'Speed 5'], deck: ['Death 1', 'Speed 2'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g0, play('Time 4', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Speed 5', 'Death 1', 'Speed 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Speed 5'), pickHand('Speed 2'));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 5', 'Speed 2'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual(['Death 1']);
    expect(trash(r.state, 0)).toEqual(['Speed 5', 'Speed 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with exactly 2 cards in hand after the draw, both are discarded without a choice', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 4'], deck: ['Death 1', 'Speed 2'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Time 4', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Death 1', 'Speed 2'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Time 5', () => {
  it('discards 1 card of my choice', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Time 5', 'Speed 1', 'Death 2'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Time 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Death 2'));
    g = r.state;
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Death 2'], from: 'hand' }]);
    expect(hand(g, 0)).toEqual(['Speed 1']);
    expect(trash(g, 0)).toEqual(['Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
