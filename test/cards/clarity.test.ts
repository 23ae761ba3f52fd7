import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, deck, hand, pass, phase, pickDeck, pickHand, play, position, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import type { GameState, PlayerId } from '../../src/index.js';
import { only } from './events.js';
import { parkedStacks } from './support.js';

// Seat 0 plays Clarity (line 0), Speed (line 1), Death (line 2); seat 1 Hate, Spirit, Light.
const ME = ['Clarity', 'Speed', 'Death'];
const THEM = ['Hate', 'Spirit', 'Light'];

/** A seat's line totals as that seat's view shows them. */
const totals = (g: GameState, seat: PlayerId): number[] => viewFor(g, seat).players[seat].totals;

describe('Clarity 0', () => {
  it('adds 1 to my total in its line for each card in my hand; other lines and the opponent are unchanged', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Clarity 0'], ['Speed 2'], []], hand: ['Speed 5', 'Death 4', 'Clarity 3'] },
      { protocols: THEM, stacks: [['Hate 1'], [], []], hand: ['Hate 2', 'Spirit 2', 'Light 2', 'Light 3'] },
    ] });
    expect(totals(g, 0)).toEqual([3, 2, 0]);
    expect(totals(g, 1)).toEqual([1, 0, 0]);
    // The opponent knows my hand size, so sees the same totals.
    expect(viewFor(g, 1).players[0].totals).toEqual([3, 2, 0]);
  });

  it('follows the hand: playing a card lowers the total by 1', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Clarity 0'], [], []], hand: ['Speed 5', 'Death 4', 'Clarity 3', 'Death 0'] },
      { protocols: THEM },
    ] });
    expect(totals(g, 0)[0]).toBe(4);
    g = act(g, play('Speed 5', 1, 'down'));
    expect(hand(g, 0)).toEqual(['Death 4', 'Clarity 3', 'Death 0']);
    expect(totals(g, 0)).toEqual([3, 2, 0]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a top command: it still counts while covered, but not face-down (rulebook, "Card Anatomy")', () => {
    const covered = position({ players: [
      { protocols: ME, stacks: [['Clarity 0', 'Speed 5 down'], [], []], hand: ['Death 4', 'Clarity 3'] },
      { protocols: THEM },
    ] });
    expect(totals(covered, 0)[0]).toBe(0 + 2 + 2);
    const faceDown = position({ players: [
      { protocols: ME, stacks: [['Clarity 0 down'], [], []], hand: ['Death 4', 'Clarity 3'] },
      { protocols: THEM },
    ] });
    expect(totals(faceDown, 0)[0]).toBe(2);
  });

  /** Clarity 5 under Clarity 0 in line 0 against Hate 4, with the given hand, at the given phase. */
  const compileTable = (cards: string[], at: 'start' | 'action') => position({ phase: at, players: [
    { protocols: ME, stacks: [['Clarity 5', 'Clarity 0'], [], []], hand: cards },
    { protocols: THEM, stacks: [['Hate 4'], [], []] },
  ] });

  it('its bonus counts for compiling: 5 + 0 + 5 cards in hand reaches 10, and the line compiles', () => {
    const five = ['Speed 1', 'Speed 2', 'Speed 3', 'Death 2', 'Death 3'];
    expect(totals(compileTable(five, 'action'), 0)).toEqual([10, 0, 0]);
    const g = compileTable(five, 'start');
    expect(viewFor(g, 0).players[0].protocols[0]).toEqual({ name: 'Clarity', compiled: true });
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Clarity 5', 'Clarity 0']);
    expect(trash(g, 1)).toEqual(['Hate 4']);
    // Compiling is the turn's action: the turn passes.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('one card fewer in hand (9) does not compile', () => {
    const four = ['Speed 1', 'Speed 2', 'Speed 3', 'Death 2'];
    expect(totals(compileTable(four, 'action'), 0)).toEqual([9, 0, 0]);
    const g = compileTable(four, 'start');
    expect(viewFor(g, 0).players[0].protocols[0]).toEqual({ name: 'Clarity', compiled: false });
    expect(stack(g, 0, 0)).toEqual(['Clarity 5', 'Clarity 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Clarity 1', () => {
  it('middle: the opponent reveals their hand to both players; the reveal does not last (community rulings, "Reveal is temporary")', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 1'] },
      { protocols: THEM, hand: ['Hate 3', 'Light 0'] },
    ] });
    const r = actWithEvents(g0, play('Clarity 1', 0));
    const revealed = { type: 'revealed', player: 1, cards: ['Hate 3', 'Light 0'], what: 'hand' };
    expect(only(r.events, 'revealed')).toEqual([revealed]);
    expect(eventsFor(r.events, 0)).toContainEqual(revealed);
    expect(eventsFor(r.events, 'spectator')).toContainEqual(revealed);
    expect(hand(r.state, 1)).toEqual(['Hate 3', 'Light 0']);
    expect(viewFor(r.state, 0).players[1].hand).toBeUndefined();
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: an empty hand is revealed as empty', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Clarity 1'] },
      { protocols: THEM },
    ] }), play('Clarity 1', 0));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 1, cards: [], what: 'hand' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: when it would be covered, first I draw 3 cards, then the covering card lands', () => {
    const g0 = position({ players: [
      { protocols: ME, stacks: [['Clarity 1'], [], []], hand: ['Speed 5'], deck: ['Death 1', 'Death 2', 'Speed 0', 'Clarity 4'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Speed 5', 0, 'down'));
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Clarity 1 bottom']);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 3, fromOpponent: false }]);
    expect(stack(r.state, 0, 0)).toEqual(['Clarity 1', 'Speed 5 down']);
    expect(hand(r.state, 0)).toEqual(['Death 1', 'Death 2', 'Speed 0']);
    expect(deck(r.state, 0)[0]).toBe('Clarity 4');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: face-down, it draws nothing when covered', () => {
    const g0 = position({ players: [
      { protocols: ME, stacks: [['Clarity 1 down'], [], []], hand: ['Speed 5'], deck: ['Death 1', 'Death 2', 'Speed 0'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Speed 5', 0, 'down'));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('top, Start: reveals the top card of my deck to both players; I may discard it', () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Clarity 1'], [], []], deck: ['Speed 2', 'Death 0'] },
      { protocols: THEM },
    ] });
    // The reveal happened while the position started the turn; its event is public.
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    expect(phase(g0)).toEqual({ turn: 0, phase: 'start', turnNumber: 1 });
    const r = actWithEvents(g0, accept);
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 2'], from: 'deck' }]);
    expect(trash(r.state, 0)).toEqual(['Speed 2']);
    expect(deck(r.state, 0)[0]).toBe('Death 0');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('top, Start: the revealed card is public, and may be kept on top', () => {
    // Reach my Start phase through the game: seat 1 ends its turn.
    const g0 = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Clarity 1'], [], []], deck: ['Speed 2', 'Death 0'] },
      { protocols: THEM, hand: ['Hate 5'] },
    ] });
    const r = actWithEvents(g0, play('Hate 5', 0, 'down'));
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Clarity 1 top']);
    const revealed = { type: 'revealed', player: 0, cards: ['Speed 2'], what: 'deckTop' };
    expect(only(r.events, 'revealed')).toEqual([revealed]);
    expect(eventsFor(r.events, 1)).toContainEqual(revealed);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(r.state, pass);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Speed 2', 'Death 0']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('top, Start: a top command acts while covered too (rulebook, "Card Anatomy")', () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Clarity 1', 'Death 5 down'], [], []], deck: ['Speed 2', 'Death 0'] },
      { protocols: THEM },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(g0, accept);
    expect(trash(g, 0)).toEqual(['Speed 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('top, Start: discarding from the deck is a discard — the opponent\'s Plague 1 draws (community rulings, Clarity 1)', () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Clarity 1'], [], []], deck: ['Speed 2', 'Death 0'] },
      { protocols: ['Hate', 'Plague', 'Light'], stacks: [[], ['Plague 1'], []], deck: ['Light 3'] },
    ] });
    const r = actWithEvents(g0, accept);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Plague 1 top']);
    expect(hand(r.state, 1)).toEqual(['Light 3']);
    expect(trash(r.state, 0)).toEqual(['Speed 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('top, Start: with an empty deck nothing is revealed, nothing asked, and the trash is not reshuffled', () => {
    const g0 = position({ unplaced: 'trash', phase: 'start', players: [
      { protocols: ME, stacks: [['Clarity 1'], [], []] },
      { protocols: THEM },
    ] });
    expect(deck(g0, 0)).toEqual([]);
    expect(trash(g0, 0)).toHaveLength(17);
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Clarity 2', () => {
  it('reveals my deck, draws a value-1 card of my choice, shuffles, then plays a value-1 card face-up', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 2'], trash: ['Death 1'], deck: ['Speed 3', 'Speed 1', 'Death 4', 'Clarity 1'] },
      { protocols: THEM },
    ] });
    const wholeDeck = deck(g0, 0);
    let r = actWithEvents(g0, play('Clarity 2', 0));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: wholeDeck, what: 'deck' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'deck' });
    expect(legalActions(r.state)).toEqual([{ type: 'deck', index: 1 }, { type: 'deck', index: 3 }]);
    expect(viewFor(r.state, 0).prompt?.labels).toEqual(['Speed 1', 'Clarity 1']);
    r = actWithEvents(r.state, pickDeck('Speed 1'));
    expect(only(r.events, 'drew')[0]).toEqual({ type: 'drew', player: 0, count: 1, fromOpponent: false });
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 18 - 2 - 1, trash: false }]);
    // "Play 1 card with a value of 1": face-up only, so only in the line where Speed matches — one
    // way to do it, taken without a prompt (rulings, "A forced choice with one option").
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 1, face: 'up', card: 'Speed 1', from: 'hand' }]);
    expect(only(r.events, 'promptRaised').map((e) => e.kind)).toEqual(['action']);
    // Speed 1: "Draw 2 cards."
    expect(only(r.events, 'drew')[1]).toEqual({ type: 'drew', player: 0, count: 2, fromOpponent: false });
    const g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Clarity 2']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toHaveLength(2);
    expect(deck(g, 0)).toHaveLength(18 - 2 - 1 - 2);
    expect(deck(g, 0)).toContain('Clarity 1');
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 2 answers the shuffle before the play: the card it draws may be the one played', () => {
    const g0 = position({ players: [
      { protocols: ['Clarity', 'Time', 'Death'], hand: ['Clarity 2'], stacks: [[], ['Time 2'], []], trash: ['Death 1', 'Time 1'], deck: ['Clarity 1'] },
      { protocols: THEM },
    ] });
    // The only value-1 card in the deck is drawn; the deck is shuffled; Time 2 draws 1 and may shift.
    let r = actWithEvents(g0, play('Clarity 2', 0));
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Clarity 2 middle', 'Time 2 top']);
    expect(only(r.events, 'drew').map((e) => e.count)).toEqual([1, 1]);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(hand(r.state, 0)[0]).toBe('Clarity 1');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, pass);
    // Then the play: only Clarity 1 has a value of 1, face-up in the Clarity line (forced, no prompt).
    expect(only(r.events, 'played')[0]).toEqual({ type: 'played', player: 0, line: 0, face: 'up', card: 'Clarity 1', from: 'hand' });
    expect(stack(r.state, 0, 0).slice(0, 2)).toEqual(['Clarity 2', 'Clarity 1']);
  });

  it('both players see which card is drawn (community rulings, Clarity 2)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 2'], trash: ['Death 1', 'Clarity 1'], deck: ['Speed 3', 'Speed 1'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 2', 0));
    // One value-1 card in the deck: drawn without a choice.
    const seen = eventsFor(r.events, 1);
    expect(seen).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Speed 1'] });
    expect(eventsFor(r.events, 'spectator')).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Speed 1'] });
    // The one way to play it (face-up in the Speed line) is taken without a prompt.
    expect(stack(r.state, 0, 1)).toEqual(['Speed 1']);
  });

  it('the card must be played face-up: face-down it would be worth 2 (community rulings, Clarity 2)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 2', 'Death 1'], trash: ['Speed 1', 'Clarity 1'] },
      { protocols: THEM },
    ] });
    const g = act(g0, play('Clarity 2', 0));
    // No value-1 card in the deck: nothing drawn; Death 1 from the hand is the card to play,
    // face-up in the Death line only — never face-down elsewhere (one way: no prompt).
    expect(stack(g, 0, 2)).toEqual(['Death 1']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('no value-1 card in the deck: nothing is drawn, the deck is still shuffled, and a value-1 card from the hand is played', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 2', 'Death 1'], trash: ['Speed 1', 'Clarity 1'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 2', 0));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 14, trash: false }]);
    expect(stack(r.state, 0, 2)).toEqual(['Death 1']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('no value-1 card anywhere: reveal and shuffle only, nothing is asked', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 2', 'Death 4'], trash: ['Speed 1', 'Clarity 1', 'Death 1'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 2', 0));
    expect(only(r.events, 'revealed')).toHaveLength(1);
    expect(only(r.events, 'shuffled')).toHaveLength(1);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(only(r.events, 'promptRaised').map((e) => e.kind)).toEqual(['action']);
    expect(hand(r.state, 0)).toEqual(['Death 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Clarity 3', () => {
  it('reveals my deck, draws its value-5 card (seen by both players), then shuffles', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 3'], trash: ['Speed 5', 'Death 5'], deck: ['Speed 3', 'Clarity 5', 'Death 4'] },
      { protocols: THEM },
    ] });
    const wholeDeck = deck(g0, 0);
    const r = actWithEvents(g0, play('Clarity 3', 0));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: wholeDeck, what: 'deck' }]);
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: false }]);
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Clarity 5'] });
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: wholeDeck.length - 1, trash: false }]);
    expect(hand(r.state, 0)).toEqual(['Clarity 5']);
    expect([...deck(r.state, 0)].sort()).toEqual(wholeDeck.filter((c) => c !== 'Clarity 5').sort());
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with two value-5 cards I choose which one to draw (community rulings, Clarity 3: both players see it)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 3'], trash: ['Death 5'], deck: ['Speed 5', 'Clarity 5'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Clarity 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'deck' });
    expect(legalActions(g)).toEqual([{ type: 'deck', index: 0 }, { type: 'deck', index: 1 }]);
    const r = actWithEvents(g, pickDeck('Clarity 5'));
    g = r.state;
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Clarity 5'] });
    expect(hand(g, 0)).toEqual(['Clarity 5']);
    expect(deck(g, 0)).toContain('Speed 5');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('no value-5 card in the deck: nothing is drawn, the deck is still shuffled', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 3'], trash: ['Speed 5', 'Death 5', 'Clarity 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 3', 0));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 14, trash: false }]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the deck left holds 1 card: "Shuffle your deck" changes nothing and does not happen (community rulings, Time 2)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 3'], stacks: parkedStacks(ME, ['Clarity 3', 'Clarity 5', 'Speed 0']), deck: ['Speed 0', 'Clarity 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 3', 0));
    expect(hand(r.state, 0)).toEqual(['Clarity 5']);
    expect(deck(r.state, 0)).toEqual(['Speed 0']);
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Clarity 4', () => {
  it('I may shuffle my trash into my deck', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 4'], trash: ['Speed 2', 'Death 3'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Clarity 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, accept);
    g = r.state;
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 17, trash: true }]);
    expect(trash(g, 0)).toEqual([]);
    expect(deck(g, 0)).toHaveLength(17);
    expect(deck(g, 0)).toEqual(expect.arrayContaining(['Speed 2', 'Death 3']));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining leaves trash and deck as they were', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 4'], trash: ['Speed 2', 'Death 3'] },
      { protocols: THEM },
    ] });
    const before = deck(g0, 0);
    const r = actWithEvents(g0, play('Clarity 4', 0), pass);
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Speed 2', 'Death 3']);
    expect(deck(r.state, 0)).toEqual(before);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty trash the deck is still shuffled (community rulings, Clarity 4)', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 4'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Clarity 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, accept);
    g = r.state;
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 17, trash: true }]);
    expect(deck(g, 0)).not.toEqual(deck(g0, 0));
    expect([...deck(g, 0)].sort()).toEqual([...deck(g0, 0)].sort());
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it.each([
    ['deck and trash both empty (community rulings, Clarity 4)', []],
    ['a deck of 1 card and an empty trash (community rulings, "Game state must change")', ['Speed 0']],
  ])('%s: nothing can change, so nothing is asked', (_, cards) => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 4'], stacks: parkedStacks(ME, ['Clarity 4', ...cards]) },
      { protocols: THEM },
    ] });
    expect(deck(g0, 0)).toEqual(cards);
    const r = actWithEvents(g0, play('Clarity 4', 0));
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(only(r.events, 'promptRaised').map((e) => e.kind)).toEqual(['action']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a single trash card goes into an empty deck: a change, though not a shuffle of 2 or more cards', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 4'], trash: ['Speed 0'], stacks: parkedStacks(ME, ['Clarity 4', 'Speed 0']) },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g0, play('Clarity 4', 0), accept);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 1, trash: true }]);
    expect(deck(r.state, 0)).toEqual(['Speed 0']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Clarity 5', () => {
  it('discards 1 card of my choice', () => {
    const g0 = position({ players: [
      { protocols: ME, hand: ['Clarity 5', 'Speed 1', 'Death 2'] },
      { protocols: THEM },
    ] });
    let g = act(g0, play('Clarity 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Speed 1'));
    g = r.state;
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 1'], from: 'hand' }]);
    expect(hand(g, 0)).toEqual(['Death 2']);
    expect(trash(g, 0)).toEqual(['Speed 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
