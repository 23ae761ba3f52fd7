/**
 * A second reading of Darkness, Death, Fire, Gravity, Life, Light, Metal and Plague (Main 1),
 * clause by clause: the edge cases the per-protocol scenario files (test/cards/<protocol>.test.ts)
 * and the rules files (test/rules/*) leave unpinned — "that card" after it moved, was covered or
 * left; a card covered, flipped or deleted in the middle of its own text; "this line" after the
 * card shifted; "After" windows reached between two sentences; texts entering play on the
 * opponent's turn; empty decks refilled by a draw; cards in transit; several cards committed to
 * one stack or one line; and these cards meeting the continuous effects of others (Metal 2,
 * Plague 0, Ice 1, War 3).
 * Each title states the clause, the edge case and the source that decides it.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position, stack, trash,
} from '../../src/testing.js';
import { legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });
const sorted = (xs: string[]) => [...xs].sort();

describe('Darkness', () => {
  it('Darkness 1: "Flip 1 of your opponent\'s cards. You may shift that card." — the flipped Metal 6 deletes itself, so there is no "that card" to shift and nothing is asked (Codex, Metal 6 clarification; "Invalid Effects": cards not in a stack can\'t be shifted)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Fire', 'Gravity'], hand: ['Darkness 1'], stacks: [[], ['Fire 1'], []] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [[], ['Metal 5', 'Metal 6'], []], hand: ['Water 2'] },
    ] }), play('Darkness 1', 0));
    // Metal 6 is seat 1's only uncovered card: chosen without a prompt. It is deleted instead of
    // flipped; Metal 5, uncovered, makes its owner discard.
    expect(only(r.events, 'flipped', 'shifted')).toEqual([]);
    expect(stack(r.state, 1, 1)).toEqual(['Metal 5']);
    expect(trash(r.state, 1)).toEqual(['Water 2', 'Metal 6']);
    expect(stack(r.state, 0, 0)).toEqual(['Darkness 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Darkness 1: "You may shift that card" reaches the flipped card even after its own middle covered it (Codex, "Selecting and Targeting": "that card … regardless of being covered"; Gravity 2 clarification)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Fire', 'Gravity'], hand: ['Darkness 1'] },
      { protocols: ['Life', 'Water', 'Light'], stacks: [['Life 0 down'], [], []], deck: ['Water 5', 'Light 5'], hand: ['Light 1'] },
    ] });
    // Life 0, face-up, resolves for seat 1: "Play the top card of your deck face-down in each line
    // where you have a card." — only line 0, its own: Water 5 covers Life 0.
    g = act(g, play('Darkness 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Life 0', 'Water 5 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(2));
    // The covered Life 0 is shifted out from under Water 5; on top of the empty stack it is
    // uncovered, so its middle resolves again: lines 0 (Water 5) and 2 (Life 0) — seat 1 orders them.
    expect(stack(g, 1, 0)).toEqual(['Water 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    g = act(g, line(0));
    expect(stack(g, 1, 0)).toEqual(['Water 5 down', 'Light 5 down']);
    expect(stack(g, 1, 2)).toEqual(['Life 0']);
    expect(deck(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Darkness 3 flipped face-up on the opponent\'s turn: its owner chooses the card from their own hand and plays it on their own side; the opponent\'s Plague 0 still closes its line (Codex, "Text Entering Play"; Plague 0)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Plague', 'Fire'], hand: ['Light 0'], stacks: [[], ['Plague 0'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Darkness', 'Water', 'Metal'], stacks: [['Darkness 3 down'], [], []], hand: ['Water 5', 'Metal 5'] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Darkness 3'));
    // Darkness 3 is seat 1's: seat 1 plays, face-down, into another line than line 0 — not line 1,
    // which seat 0's Plague 0 closes to them. Two cards, one line: seat 1 picks.
    expect(stack(g, 1, 0)).toEqual(['Darkness 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 1, line: 2, face: 'down' },
    ]);
    g = act(g, play('Metal 5', 2, 'down'));
    expect(stack(g, 1, 2)).toEqual(['Metal 5 down']);
    expect(hand(g, 1)).toEqual(['Water 5']);
    // Then Light 0 draws Darkness 3's value, 3.
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Darkness 3 with both other lines closed (the opponent\'s Metal 2 and Plague 0): nothing is played and nothing is asked (docs/rulings.md, "Plays restricted by Plague 0 / Metal 2")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Fire', 'Gravity'], hand: ['Darkness 3', 'Fire 5', 'Gravity 5'] },
      { protocols: ['Metal', 'Plague', 'Light'], stacks: [[], ['Metal 2'], ['Plague 0']], hand: ['Light 1'] },
    ] }), play('Darkness 3', 0));
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(hand(r.state, 0)).toEqual(['Fire 5', 'Gravity 5']);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Darkness 0: a covered face-down card of the opponent shifted onto their Fire 0 is committed, and unknown to the shifting player, while Fire 0\'s trigger resolves (Codex, "Committed Cards"; "Public and Private Information": face-down cards are private)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Gravity', 'Death'], hand: ['Darkness 0'], deck: ['Gravity 1', 'Gravity 2', 'Gravity 4'] },
      { protocols: ['Fire', 'Water', 'Light'], stacks: [['Fire 0'], ['Water 2 down', 'Light 4 down'], []], deck: ['Fire 1'] },
    ] });
    // The only covered card of the opponent is Water 2: shifted (its owner's side), to line 0 or 2.
    g = act(g, play('Darkness 0', 0));
    expect(hand(g, 0)).toEqual(['Gravity 1', 'Gravity 2', 'Gravity 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    // Fire 0 would be covered: its owner draws 1, then flips 1 other card — not the committed Water 2.
    expect(hand(g, 1)).toEqual(['Fire 1']);
    expect(stack(g, 1, 1)).toEqual(['Light 4 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 1, 0)]);
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Water 2');
    expect(JSON.stringify(viewFor(g, 'spectator'))).not.toContain('Water 2');
    g = act(g, choose('Darkness 0'));
    expect(stack(g, 0, 0)).toEqual(['Darkness 0 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 0', 'Water 2 down']);
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Water 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Death', () => {
  it('Death 0: deleted by the card its first delete uncovers, it stops — the other line keeps its card (rulebook, "Cards & Effects": "If a card is … deleted … any unresolved effects on that card are no longer active")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Death', 'Darkness', 'Gravity'], hand: ['Death 0'], stacks: [[], ['Death 4', 'Darkness 5 down'], []] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [[], [], ['Light 3']], hand: ['Water 1'] },
    ] });
    g = act(g, play('Death 0', 0));
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    // Line 1 first: Darkness 5 goes; Death 4, uncovered, deletes a card of value 0 or 1 — Death 0
    // is the only one.
    g = act(g, line(1));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Death 4']);
    expect(trash(g, 0)).toEqual(['Darkness 5', 'Death 0']);
    expect(stack(g, 1, 2)).toEqual(['Light 3']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Death 1: "You may draw 1 card" with an empty deck and an empty trash cannot happen — nothing is asked, no other card is deleted, and Death 1 still deletes itself (Codex, "Card Text"; errata 10/2024)', () => {
    const g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Death', 'Darkness', 'Gravity'], stacks: [['Death 1'], [], []], hand: ['Gravity 5'] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [['Metal 0'], [], []] },
    ] });
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(hand(g, 0)).toEqual(['Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Death 1: an empty deck is refilled by the draw, so "If you do" holds and another card is deleted (Codex FAQ, "When do I refill my deck?")', () => {
    let g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Death', 'Darkness', 'Gravity'], stacks: [['Death 1'], [], []], trash: ['Gravity 6'] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [['Metal 0'], [], []] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, accept);
    g = r.state;
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 1 }]);
    expect(hand(g, 0)).toEqual(['Gravity 6']);
    // Metal 0, the only other card: deleted without a prompt; then Death 1 deletes itself.
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Fire', () => {
  it('Fire 4: the draw refills the empty deck from the trash, cards just discarded included (Codex FAQ, "draw": "the player shuffles their trash to make a new deck, then draws cards to complete their draw")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Gravity', 'Darkness'], hand: ['Fire 4', 'Gravity 5', 'Gravity 6'], deck: ['Gravity 1'] },
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Fire 4', 0), pickHand('Gravity 5'));
    // "1 or more": the player may stop, or discard the last card too.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toContainEqual(pass);
    g = act(g, pickHand('Gravity 6'));
    // 2 discarded: draw 3 — Gravity 1, then the trash (Gravity 5, Gravity 6) becomes the deck.
    expect(hand(g, 0)[0]).toBe('Gravity 1');
    expect(sorted(hand(g, 0))).toEqual(['Gravity 1', 'Gravity 5', 'Gravity 6']);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fire 1: "Discard 1 card." is done before "If you do, delete 1 card." — the opponent\'s Plague 1 draws in between, even when Fire 1 then deletes it (Codex, effects happening "after"; FAQ: triggered effects resolve after each command)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Gravity', 'Darkness'], hand: ['Fire 1', 'Gravity 5'] },
      { protocols: ['Plague', 'Water', 'Light'], stacks: [['Plague 1'], [], []], deck: ['Water 1'] },
    ] });
    const r = actWithEvents(g, play('Fire 1', 0));
    g = r.state;
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(hand(g, 1)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Plague 1'));
    expect(trash(g, 1)).toEqual(['Plague 1']);
    expect(hand(g, 1)).toEqual(['Water 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fire 2: "Return 1 card" may return Fire 2 itself — alone on the field it must (Codex, "Card Text": Water 4 returns itself; community, "Self-Targeting Is Allowed")', () => {
    const g = act(position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Gravity', 'Darkness'], hand: ['Fire 2', 'Gravity 5'] },
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 1'] },
    ] }), play('Fire 2', 0));
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fire 0: covered by Gravity 0, it fires once; the cards Gravity 0 then slips under itself cover nothing new (docs/rulings.md, "When this card would be covered" on an already covered card; community, Gravity 0)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Fire', 'Darkness'], hand: ['Gravity 0'], stacks: [['Fire 0'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [['Metal 5'], [], []], hand: ['Water 1'] },
    ] });
    const r = actWithEvents(g, play('Gravity 0', 0));
    g = r.state;
    // Fire 0: draw 1, then flip the only other card, Metal 5 (Gravity 0 is committed).
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Fire 0 bottom', 'Gravity 0 middle']);
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down']);
    // 3 cards in the line: 1 play under Gravity 0.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 2 down', 'Gravity 0']);
    expect(deck(g, 0)).toEqual(['Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Fire 2: a face-down card returned to its owner\'s hand is in transit, unknown to the returning player, while the card it uncovered resolves; it reaches the hand afterwards (Codex, "Committed Cards"; "Public and Private Information")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Gravity', 'Darkness'], hand: ['Fire 2', 'Gravity 5'] },
      { protocols: ['Metal', 'Water', 'Light'], stacks: [[], ['Water 5', 'Light 4 down'], []], hand: ['Metal 0', 'Metal 3'] },
    ] });
    g = act(g, play('Fire 2', 0));
    expect(trash(g, 0)).toEqual(['Gravity 5']);
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 1, 1)]);
    g = act(g, choose('Light 4'));
    // Water 5, uncovered, for seat 1: "You discard 1 card." — Light 4 is not in the hand yet.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    expect(hand(g, 1)).toEqual(['Metal 0', 'Metal 3']);
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Light 4');
    expect(JSON.stringify(viewFor(g, 'spectator'))).not.toContain('Light 4');
    g = act(g, pickHand('Metal 3'));
    expect(hand(g, 1)).toEqual(['Metal 0', 'Light 4']);
    expect(trash(g, 1)).toEqual(['Metal 3']);
    expect(stack(g, 1, 1)).toEqual(['Water 5']);
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Light 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Fire 0: deleted by the card its own flip turned up, it is gone before the covering card lands — the card now beneath, Life 3, is the one "would be covered" and fires (Codex, "Committed Cards": the card the committed card "will cover")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Life', 'Light'], stacks: [['Life 3', 'Fire 0'], [], []], hand: ['Light 5', 'Life 1'], deck: ['Light 4', 'Light 3', 'Light 2'] },
      { protocols: ['Death', 'Metal', 'Water'], stacks: [[], [], ['Death 4 down']], hand: ['Metal 5', 'Water 1'] },
    ] });
    let r = actWithEvents(g, play('Light 5', 0, 'down'));
    g = r.state;
    // Fire 0: draw 1, then flip 1 other card — Death 4, the only one. Death 4, for seat 1: "Delete a
    // card with a value of 0 or 1." — Fire 0. Life 3, uncovered, is now the card Light 5 will cover.
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Fire 0 bottom', 'Death 4 middle', 'Life 3 bottom']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Light 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Light 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Life 3', 'Light 5 down']);
    expect(trash(g, 0)).toEqual(['Fire 0']);
    expect(stack(g, 1, 2)).toEqual(['Death 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity', () => {
  it('Gravity 0: each card it slips under itself is a play — the opponent\'s Ice 1 answers each, and Gravity 0\'s own play last, once its middle is done (community, Gravity 0: "like any other played card"; "The Play Action Has Distinct Steps")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Fire', 'Darkness'], hand: ['Gravity 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'], stacks: [['Darkness 5 down'], [], []], deck: ['Gravity 1', 'Gravity 2', 'Gravity 4'] },
      { protocols: ['Ice', 'Water', 'Light'], stacks: [['Water 5 down', 'Ice 1'], [], []], hand: ['Water 1'] },
    ] });
    // 4 cards in line 0: 2 plays under Gravity 0. Ice 1: "After your opponent plays a card in this
    // line: Your opponent discards 1 card."
    let r = actWithEvents(g, play('Gravity 0', 0));
    expect(only(r.events, 'played', 'triggered').map((e) => e.type === 'played' ? `played ${e.from}` : `${e.card} ${e.section}`)).toEqual([
      'played hand', 'Gravity 0 middle', 'played deck', 'Ice 1 bottom',
    ]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Fire 1'));
    expect(only(r.events, 'played', 'triggered').map((e) => e.type === 'played' ? `played ${e.from}` : `${e.card} ${e.section}`)).toEqual([
      'played deck', 'Ice 1 bottom',
    ]);
    r = actWithEvents(r.state, pickHand('Fire 2'));
    // The second under-play is answered; now Gravity 0's own play.
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Ice 1 bottom']);
    g = act(r.state, pickHand('Fire 3'));
    expect(stack(g, 0, 0)).toEqual(['Darkness 5 down', 'Gravity 1 down', 'Gravity 2 down', 'Gravity 0']);
    expect(trash(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(hand(g, 0)).toEqual(['Fire 4']);
    expect(deck(g, 0)).toEqual(['Gravity 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Gravity 2: "this line" is where Gravity 2 is when the shift resolves — moved onto "that card" by the card it flipped, there is nothing left to shift (community, "Active Text Interruption": shifting does not cancel text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Darkness', 'Death'], hand: ['Gravity 2'], stacks: [[], ['Gravity 1 down'], []], deck: ['Death 0', 'Death 2'] },
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Gravity 2', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Gravity 1'));
    // Gravity 1: "Draw 2 cards. Shift 1 card either to or from this line." — Gravity 2 moves to line 1.
    expect(hand(g, 0)).toEqual(['Death 0', 'Death 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Gravity 2'));
    g = r.state;
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 0, to: 1, card: 'Gravity 2' }]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Gravity 1', 'Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Gravity 6: the opponent\'s own Plague 0 in the line does not stop them — it bars its owner\'s opponent only (Plague 0: "Your opponent cannot play cards in this line")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Life', 'Metal'], hand: ['Metal 0'], stacks: [['Gravity 6 down'], [], []] },
      { protocols: ['Plague', 'Water', 'Light'], stacks: [['Plague 0'], [], []], deck: ['Water 3', 'Light 3'], hand: ['Light 1'] },
    ] });
    // Plague 0 closes line 0 to seat 0: Gravity 6 gets there face-down and is flipped up by Metal 0.
    expect(legalActions(g).some((a) => a.type === 'play' && a.line === 0)).toBe(false);
    g = act(g, play('Metal 0', 2), choose('Gravity 6'));
    expect(stack(g, 0, 0)).toEqual(['Gravity 6']);
    expect(stack(g, 1, 0)).toEqual(['Plague 0', 'Water 3 down']);
    expect(deck(g, 1)).toEqual(['Light 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Gravity 6: the card the opponent plays from the top of their deck is unknown to everyone, that player included, while their Fire 0 resolves under it (Codex, "Public and Private Information": "you may not look at the face of that card before committing it"; docs/rulings.md, a card in transit)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Darkness', 'Death'], hand: ['Gravity 6'], stacks: [[], ['Darkness 1'], []] },
      { protocols: ['Fire', 'Water', 'Light'], stacks: [['Fire 0'], [], []], deck: ['Light 3', 'Water 1'] },
    ] });
    g = act(g, play('Gravity 6', 0));
    expect(hand(g, 1)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    for (const seat of [0, 1, 'spectator'] as const) expect(JSON.stringify(viewFor(g, seat))).not.toContain('Light 3');
    g = act(g, choose('Darkness 1'));
    expect(stack(g, 1, 0)).toEqual(['Fire 0', 'Light 3 down']);
    expect(JSON.stringify(viewFor(g, 1))).toContain('Light 3');
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Light 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Gravity 6 flipped face-up on the opponent\'s turn: "Your opponent" is the player whose turn it is — they play the top of their own deck in its line, on their side (Codex, "Text Entering Play")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Life'], hand: ['Light 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Life 1'] },
      { protocols: ['Gravity', 'Water', 'Metal'], stacks: [[], ['Gravity 6 down'], []], deck: ['Water 2'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Gravity 6'));
    expect(stack(g, 1, 1)).toEqual(['Gravity 6']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(deck(g, 1)).toEqual(['Water 2']);
    // Then Light 0 draws Gravity 6's value, 6: the 4 cards left.
    expect(hand(g, 0)).toEqual(['Fire 2', 'Fire 3', 'Fire 4', 'Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life', () => {
  it('Life 1: the first flip makes a card cover Life 1 — the second "Flip 1 card." does not happen (rulebook, "Cards & Effects": "or its command covered"; community, "Active Text Interruption")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Life', 'Darkness', 'Metal'], hand: ['Life 1', 'Metal 5'], stacks: [[], ['Darkness 3 down'], []] },
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [['Plague 5'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Life 1', 0), choose('Darkness 3'));
    // Darkness 3: "Play 1 card face-down in another line." — Metal 5, onto Life 1.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    const r = actWithEvents(g, play('Metal 5', 0, 'down'));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Life 1', 'Metal 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 3']);
    expect(stack(g, 1, 0)).toEqual(['Plague 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Life 0: "End: If this card is covered, delete this card." is read when it resolves — covered by an earlier End trigger, it is deleted (Codex, "Start and End Effects"; community, Ice 3: the condition is checked when the trigger resolves)', () => {
    let g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Life', 'Speed', 'Light'], stacks: [['Life 0'], ['Speed 3'], ['Light 5 down']] },
      { protocols: ['Plague', 'Fire', 'Water'], hand: ['Fire 5'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    g = act(g, optionNamed('Speed 3'));
    // Speed 3: "You may shift 1 of your cards. If you do, flip this card." — Light 5 onto Life 0.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Light 5'), line(0));
    expect(stack(g, 0, 1)).toEqual(['Speed 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Light 5 down']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Life 0: resolved first, while uncovered, it stays, even if a later End trigger covers it (Codex, "Start and End Effects")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Life', 'Speed', 'Light'], stacks: [['Life 0'], ['Speed 3'], ['Light 5 down']] },
      { protocols: ['Plague', 'Fire', 'Water'], hand: ['Fire 5'] },
    ] });
    g = act(g, optionNamed('Life 0'));
    expect(trash(g, 0)).toEqual([]);
    // Then Speed 3 shifts Light 5 onto Life 0: too late for Life 0's End.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Light 5'), line(0));
    expect(stack(g, 0, 0)).toEqual(['Life 0', 'Light 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Life 2: "You may flip 1 face-down card" reaches uncovered face-down cards only — with face-down cards only under others, nothing is asked after the draw (Codex, "Selecting and Targeting Cards for Effects")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Life', 'Light', 'Metal'], hand: ['Life 2'], stacks: [[], ['Light 5 down', 'Light 1'], []], deck: ['Metal 1'] },
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [[], ['Fire 4 down', 'Fire 5'], []], hand: ['Water 1'] },
    ] }), play('Life 2', 0));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Metal 1']);
    expect(stack(r.state, 0, 1)).toEqual(['Light 5 down', 'Light 1']);
    expect(stack(r.state, 1, 1)).toEqual(['Fire 4 down', 'Fire 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Life 4: a covered Life 4 shifted onto another stack is uncovered there, and "If this card is covering a card" reads its new place: its owner draws (community, "Middle Commands Only Trigger on Reveal")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Fire', 'Gravity'], hand: ['Darkness 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Life', 'Water', 'Light'], stacks: [['Life 4', 'Water 5 down'], [], ['Light 5 down']], deck: ['Water 1'] },
    ] });
    g = act(g, play('Darkness 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual(['Water 5 down']);
    expect(stack(g, 1, 2)).toEqual(['Light 5 down', 'Life 4']);
    expect(hand(g, 1)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Life 4: played onto Metal 6, which deletes itself first, it lands alone — "If this card is covering a card" is false, no draw (Codex, "Committed Cards"; Metal 6)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Life', 'Metal', 'Light'], hand: ['Life 4'], stacks: [['Metal 6'], [], []], deck: ['Light 1'] },
      { protocols: ['Plague', 'Fire', 'Water'], hand: ['Water 1'] },
    ] }), play('Life 4', 0));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Life 4']);
    expect(trash(r.state, 0)).toEqual(['Metal 6']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Light 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light', () => {
  it('Light 3: two face-down cards shifted onto Fire 0 land in order, and Fire 0 fires once, before the first; its flip cannot reach the committed cards (Codex, Light 3 clarification; "Committed Cards")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Life'], hand: ['Light 3'], stacks: [['Life 5 down', 'Life 2 down'], ['Fire 0'], []], deck: ['Life 1', 'Life 3'] },
      { protocols: ['Plague', 'Metal', 'Water'], stacks: [[], [], ['Water 5']], hand: ['Metal 1'] },
    ] });
    g = act(g, play('Light 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(1));
    g = r.state;
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 2, 0)]);
    const r2 = actWithEvents(g, choose('Water 5'));
    g = r2.state;
    expect(only([...r.events, ...r2.events], 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Fire 0 bottom']);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Life 5 down', 'Life 2 down']);
    expect(stack(g, 0, 0)).toEqual(['Light 3']);
    expect(stack(g, 1, 2)).toEqual(['Water 5 down']);
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Light 0: draws the flipped card\'s own value; Metal 0 in the line lowers the opponent\'s total, not the card\'s value (Metal 0: "total value in this line")', () => {
    const g = act(position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Metal', 'Life'], hand: ['Light 0'], stacks: [[], ['Metal 0'], []], deck: ['Life 1', 'Life 2', 'Life 3', 'Life 4'] },
      { protocols: ['Fire', 'Plague', 'Water'], stacks: [[], ['Fire 3 down'], []], hand: ['Water 1'] },
    ] }), play('Light 0', 0), choose('Fire 3'));
    expect(stack(g, 1, 1)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2', 'Life 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Light 0: the value is read when the draw resolves — the Water 0 it flips up flips itself face-down again, so it is worth 2, not 0 (community, Light 0: "checked when the draw resolves, not when the flip happens")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Life', 'Plague'], hand: ['Light 0'], deck: ['Life 1', 'Life 2', 'Life 3'] },
      { protocols: ['Water', 'Metal', 'Fire'], stacks: [['Water 0 down'], ['Metal 5'], []], hand: ['Fire 1'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Water 0'));
    // Water 0, face-up, for seat 1: "Flip 1 other card. Flip this card." — seat 1 picks Metal 5.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 1, 0)]);
    g = act(g, choose('Metal 5'));
    expect(stack(g, 1, 0)).toEqual(['Water 0 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 5 down']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    expect(deck(g, 0)).toEqual(['Life 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Light 0: deleted by the card it flipped, it draws nothing — "that card" is still named, but Light 0\'s text has left play (rulebook, "Cards & Effects": "If a card is flipped, deleted, or returned … any unresolved effects on that card are no longer active")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Life', 'Metal'], hand: ['Light 0'], deck: ['Life 1', 'Life 2'] },
      { protocols: ['Fire', 'Water', 'Plague'], stacks: [[], ['Fire 1 down'], []], hand: ['Water 5', 'Plague 5'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Fire 1'));
    // Fire 1, face-up, for seat 1: "Discard 1 card. If you do, delete 1 card." — it deletes Light 0.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Water 5'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const r = actWithEvents(g, choose('Light 0'));
    g = r.state;
    expect(only(r.events, 'drew')).toEqual([]);
    expect(trash(g, 0)).toEqual(['Light 0']);
    expect(stack(g, 1, 1)).toEqual(['Fire 1']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)).toEqual(['Life 1', 'Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Metal', () => {
  it('Metal 6: already covered, it is not deleted when another card lands on its stack — only the uncovered card "would be covered" (docs/rulings.md; Codex, "Committed Cards"; FAQ, "Can a covered card be uncovered while in a stack?")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Metal', 'Life', 'Light'], hand: ['Life 5'], stacks: [['Metal 6', 'Light 5 down'], [], []] },
      { protocols: ['Plague', 'Fire', 'Water'], hand: ['Water 1'] },
    ] }), play('Life 5', 0, 'down'));
    expect(only(r.events, 'deleted', 'triggered')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Metal 6', 'Light 5 down', 'Life 5 down']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Metal 6: deleted when Light 0 flips it, it is in transit while the Metal 1 it uncovers draws from an empty deck — the refilled deck does not hold it, and Light 0 reads it in the trash: 6 (Codex, "Committed Cards"; Metal 6 and Light 0 rulings; FAQ, "When do I refill my deck?")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Life'], hand: ['Light 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Life 1', 'Life 2'] },
      { protocols: ['Metal', 'Water', 'Plague'], stacks: [[], ['Metal 1', 'Metal 6'], []], trash: ['Water 5', 'Plague 5'], hand: ['Water 1'] },
    ] }), play('Light 0', 0), choose('Metal 6'));
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 1, count: 2 }]);
    expect(sorted(hand(r.state, 1))).toEqual(['Plague 5', 'Water 1', 'Water 5']);
    expect(deck(r.state, 1)).toEqual([]);
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(stack(r.state, 1, 1)).toEqual(['Metal 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Life 1']);
    expect(deck(r.state, 0)).toEqual(['Life 2']);
    // Six cards: seat 0 clears cache.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
  });

  it('Metal 6 / Fire 0: a card committed to the other stack of a line while the first card committed there still waits enters the line after it — so the opponent\'s Fire 0, covered second, can flip the first (Codex, "Committed Cards": "More than one card can be committed to a line at a time. They will enter the line in the order they were committed, one at a time"; docs/rulings.md and the community\'s "Each Zone Has Its Own Commit Queue" say per stack)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Metal', 'Life', 'Light'], stacks: [['Metal 0', 'Metal 6'], [], []], hand: ['Life 5', 'Light 1'] },
      { protocols: ['Fire', 'Darkness', 'Water'], stacks: [['Fire 0'], ['Darkness 3 down'], []], hand: ['Water 5', 'Water 1'], deck: ['Fire 1', 'Fire 2'] },
    ] });
    // Life 5 is committed to line 0 (seat 0's stack). Metal 6 deletes itself first; Metal 0,
    // uncovered, flips Darkness 3, which makes seat 1 play Water 5 face-down into line 0 (its stack,
    // onto its Fire 0) — committed to line 0 after Life 5.
    g = act(g, play('Life 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Darkness 3'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    const r = actWithEvents(g, play('Water 5', 0, 'down'));
    g = r.state;
    // Life 5 enters the line first; then Water 5 would cover Fire 0: seat 1 draws 1, then flips
    // 1 other card — Life 5, now on the field, or Darkness 3 (Metal 0 is covered).
    expect(stack(g, 0, 0)).toEqual(['Metal 0', 'Life 5 down']);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Fire 0 bottom']);
    expect(hand(g, 1)).toEqual(['Water 1', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 1), card(1, 1, 0)]);
    g = act(g, choose('Darkness 3'));
    expect(stack(g, 1, 0)).toEqual(['Fire 0', 'Water 5 down']);
    expect(stack(g, 1, 1)).toEqual(['Darkness 3 down']);
    expect(trash(g, 0)).toEqual(['Metal 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Metal 1 flipped face-up on the opponent\'s turn: "their next turn" is the one after this — the current player is barred at their following Check Compile (Codex, Metal 1 errata and clarification)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Life'], hand: ['Light 0'], stacks: [[], ['Fire 5', 'Fire 4', 'Fire 1'], []], deck: ['Life 1', 'Life 2', 'Life 3'] },
      { protocols: ['Metal', 'Water', 'Plague'], stacks: [['Metal 1 down'], [], []], deck: ['Water 1', 'Water 2'], hand: ['Plague 5'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Metal 1'));
    // Metal 1, face-up, for seat 1: draw 2; Light 0 then draws 1 (Metal 1's value).
    expect(hand(g, 1)).toEqual(['Plague 5', 'Water 1', 'Water 2']);
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    const r = actWithEvents(g, play('Plague 5', 2, 'down'));
    g = r.state;
    // Seat 0's next turn: 10 in line 1 against 0, but the compile is barred.
    expect(r.events).toContainEqual({ type: 'cannotCompile', player: 0 });
    expect(g.players[0]!.protocols[1]).toEqual({ name: 'Fire', compiled: false });
    expect(stack(g, 0, 1)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Metal 1: covered before the opponent\'s next Check Compile, its text is not visible — they compile (Codex, Metal 1 clarification: "provided the text is visible"; docs/rulings.md)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'], stacks: [[], ['Speed 3'], ['Life 5 down']], deck: ['Life 1', 'Life 2'] },
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [[], [], ['Fire 5', 'Water 5']] },
    ] });
    g = act(g, play('Metal 1', 0));
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    // End: Speed 3 — "You may shift 1 of your cards. If you do, flip this card." Life 5 onto Metal 1.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Life 5'), line(0));
    g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Metal 1', 'Life 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Speed 3 down']);
    // Seat 1's turn: 10 against 0 in line 2, and Metal 1's text is covered — it compiles.
    expect(r.events).not.toContainEqual({ type: 'cannotCompile', player: 1 });
    expect(only(r.events, 'compiled')).toEqual([{ type: 'compiled', player: 1, line: 2, protocol: 'Water' }]);
    expect(g.players[1]!.protocols[2]).toEqual({ name: 'Water', compiled: true });
    expect(trash(g, 1)).toEqual(['Fire 5', 'Water 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Metal 2 bars face-down plays, not shifts: the opponent may shift a face-down card into its line (Metal 2: "cannot play"; community, Plague 0: shifting is not playing)', () => {
    let g = position({ turn: 1, unplaced: 'absent', players: [
      { protocols: ['Metal', 'Life', 'Light'], stacks: [['Metal 2'], [], []], hand: ['Life 1'] },
      { protocols: ['Plague', 'Darkness', 'Water'], hand: ['Darkness 4'], stacks: [[], [], ['Water 5 down']] },
    ] });
    g = act(g, play('Darkness 4', 1));
    expect(legalActions(g)).toEqual([line(0), line(1)]);
    g = act(g, line(0));
    expect(stack(g, 1, 0)).toEqual(['Water 5 down']);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Plague', () => {
  it('Plague 2: the opponent\'s "After your opponent discards" answers the first sentence before they discard — War 3 plays a card face-down, so fewer are left to discard (Codex, effects happening "after"; FAQ: triggered effects resolve after each command)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Light'], hand: ['Plague 2', 'Life 5'] },
      { protocols: ['War', 'Fire', 'Water'], stacks: [['War 3'], [], []], hand: ['Fire 5', 'Water 5'] },
    ] });
    g = act(g, play('Plague 2', 0));
    // Seat 0 discards its only card; War 3 (seat 1): "You may play 1 card face-down."
    expect(trash(g, 0)).toEqual(['Life 5']);
    expect(hand(g, 1)).toEqual(['Fire 5', 'Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'confirm' });
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    g = act(g, play('Fire 5', 1, 'down'));
    // Then seat 1 discards 0 + 1 = 1: its last card, without a choice.
    expect(stack(g, 1, 1)).toEqual(['Fire 5 down']);
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 1: my own discards are not my opponent\'s — no draw (Plague 1: "After your opponent discards cards")', () => {
    const g = act(position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Fire', 'Light'], hand: ['Fire 5', 'Light 1'], stacks: [['Plague 1'], [], []], deck: ['Light 2'] },
      { protocols: ['War', 'Metal', 'Water'], hand: ['Water 1'] },
    ] }), play('Fire 5', 1));
    expect(trash(g, 0)).toEqual(['Light 1']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)).toEqual(['Light 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 3: flipped face-down by a card one of its flips uncovered, it stops — the other noted card stays face-up (rulebook, "Cards & Effects"; Codex, Plague 3 clarification: one card at a time, with consequences)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Light'], hand: ['Plague 3'] },
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Metal 0', 'Metal 6'], ['Fire 5'], []] },
    ] });
    g = act(g, play('Plague 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 0, 1), card(1, 1, 0)]);
    g = act(g, choose('Metal 6'));
    // Metal 6 deletes itself (committed to the trash until the card it uncovers has resolved);
    // Metal 0, uncovered, flips 1 card for seat 1: Plague 3.
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const r = actWithEvents(g, choose('Plague 3'));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 1, line: 0, card: 'Plague 3', face: 'down' }]);
    expect(stack(g, 1, 1)).toEqual(['Fire 5']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Plague 3 down']);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 3: a noted card covered before its turn is passed over — "each other uncovered face-up card" (Codex, Plague 3 errata 9/2025 and clarification; docs/rulings.md, "each")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Light'], hand: ['Plague 3'] },
      { protocols: ['Darkness', 'Metal', 'Fire'], stacks: [['Darkness 3', 'Metal 6'], [], ['Fire 5']], hand: ['Fire 1', 'Fire 2'] },
    ] });
    g = act(g, play('Plague 3', 0));
    expect(legalActions(g)).toEqual([card(1, 0, 1), card(1, 2, 0)]);
    g = act(g, choose('Metal 6'));
    // Metal 6 deletes itself; Darkness 3 (not noted) is uncovered and plays for seat 1, onto Fire 5.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    const r = actWithEvents(g, play('Fire 1', 2, 'down'));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Fire 5', 'Fire 1 down']);
    expect(stack(g, 1, 0)).toEqual(['Darkness 3']);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Plague 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 4: "Your opponent deletes 1 of their face-down cards" asks the opponent, and its owner is not shown which cards they choose from (Codex, "Public and Private Information"; docs/rulings.md, what each seat may know)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Light'], hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: ['Fire', 'Water', 'Metal'], stacks: [[], ['Fire 5 down'], ['Water 4 down']], hand: ['Metal 1'] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 1, 0), card(1, 2, 0)]);
    for (const seat of [0, 'spectator'] as const) {
      const v = JSON.stringify(viewFor(g, seat));
      expect(v).not.toContain('Fire 5');
      expect(v).not.toContain('Water 4');
    }
    g = act(g, choose('Water 4'));
    expect(trash(g, 1)).toEqual(['Water 4']);
    expect(stack(g, 1, 1)).toEqual(['Fire 5 down']);
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Fire 5');
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
  });

  it('Plague 4: flipped face-down by the card its delete uncovered, its "You may flip this card" is not asked (rulebook, "Cards & Effects"; community, "Active Text Interruption")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Light'], stacks: [['Plague 4'], [], []] },
      { protocols: ['Darkness', 'Fire', 'Water'], stacks: [['Darkness 1', 'Fire 5 down'], [], []], hand: ['Water 5'] },
    ] });
    // Plague 4, End: seat 1 deletes its only face-down card, Fire 5; Darkness 1, uncovered, flips
    // 1 of its opponent's cards — Plague 4 — and may shift it (declined).
    expect(stack(g, 1, 0)).toEqual(['Darkness 1']);
    expect(stack(g, 0, 0)).toEqual(['Plague 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    g = act(g, pass);
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(stack(g, 0, 0)).toEqual(['Plague 4 down']);
    expect(stack(g, 1, 0)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
