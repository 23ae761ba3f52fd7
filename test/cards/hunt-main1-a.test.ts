/**
 * A hunt for known bug kinds in Darkness, Death, Fire, Gravity, Life, Light, Metal and Plague
 * (Main 1), in combination with other official cards: lists noted then acted on later, waiting
 * things checked at the wrong moment, commit queues (a committed card is not on the field; cards
 * committed to one line enter it in commit order), simultaneity of "all" effects, hidden
 * information in views and events, self-reference mid-text, and texts entering play on the
 * opponent's turn. Each title states the claim and the source that decides it.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import { only } from './events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });

describe('commit queues', () => {
  it('Gravity 0 flipped up by Fire 0\'s "would be covered" text: its under-play is committed to the line after the card waiting to cover Fire 0, so it enters the line after that card (and its middle) — Darkness 2 cannot yet flip it (Codex, "Committed Cards": "More than one card can be committed to a line at a time. They will enter the line in the order they were committed, one at a time")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Life'], hand: ['Darkness 2', 'Light 5'], stacks: [['Fire 0'], [], []], deck: ['Light 1'] },
      { protocols: ['Darkness', 'Gravity', 'Metal'], stacks: [['Gravity 0 down'], [], []], deck: ['Darkness 5', 'Metal 2'], hand: ['Metal 5'] },
    ] });
    // Darkness 2 (face-up: seat 1's Darkness protocol in line 0) is committed onto Fire 0. Fire 0:
    // seat 0 draws 1, then flips the only other uncovered card, Gravity 0 — seat 1's. Two cards in
    // line 0 (Darkness 2 is committed, not counted): one play from seat 1's deck under Gravity 0,
    // committed to line 0 after Darkness 2.
    const r = actWithEvents(g, play('Darkness 2', 0));
    g = r.state;
    expect(hand(g, 0)).toEqual(['Light 5', 'Light 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Darkness 2']);
    // Darkness 2's middle: "You may flip 1 covered card in this line." Darkness 5 is still committed.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(stack(g, 1, 0)).toEqual(['Gravity 0']);
    expect(legalActions(g)).toEqual([card(0, 0, 0), pass]);
    g = act(g, pass);
    expect(stack(g, 1, 0)).toEqual(['Darkness 5 down', 'Gravity 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Light 0: "that card" is a Metal 6 that deleted itself and still waits, face-up, behind an earlier card for its trash — a face-up card keeps its orientation while committed, so Light 0 draws 6 (Codex, Light 0 ruling: "current value is 6 since all cards in the trash are face-up"; "Committed Cards": a committed card "maintains its orientation")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Metal', 'Death'], hand: ['Death 3'], stacks: [['Light 0', 'Death 5 down'], ['Metal 6'], []],
        deck: ['Metal 0', 'Metal 1', 'Metal 2', 'Metal 3', 'Death 0', 'Death 1', 'Death 2'] },
      { protocols: ['Fire', 'Water', 'Plague'], hand: ['Water 1'] },
    ] });
    // Death 3 deletes the only face-down card, Death 5, committed to seat 0's trash; Light 0,
    // uncovered, flips Metal 6, which deletes itself: committed to the same trash, behind Death 5.
    g = act(g, play('Death 3', 2));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Metal 6'));
    expect(hand(g, 0)).toEqual(['Metal 0', 'Metal 1', 'Metal 2', 'Metal 3', 'Death 0', 'Death 1']);
    expect(deck(g, 0)).toEqual(['Death 2']);
    expect(trash(g, 0)).toEqual(['Death 5', 'Metal 6']);
  });

  it('Metal 3 flipped up by Fire 0\'s "would be covered" text: the card waiting to cover Fire 0 is not on the field, so a line of 7 cards plus that card does not have "8 or more cards" (Codex, "Committed Cards"; Metal 3)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Metal', 'Life'], hand: ['Life 5'], stacks: [['Life 1 down', 'Life 2 down', 'Life 4 down', 'Fire 0'], ['Metal 3 down'], []], deck: ['Metal 1', 'Metal 2'] },
      { protocols: ['Plague', 'Water', 'Light'], stacks: [['Plague 5 down', 'Water 5 down', 'Light 5 down'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Life 5', 0, 'down'));
    // Fire 0: seat 0 draws 1, then flips 1 other card — Metal 3 or Light 5.
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Metal 3'));
    g = r.state;
    // Metal 3: draws 1; line 0 holds 7 cards on the field — nothing is deleted. Then Life 5 lands.
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(hand(g, 0)).toEqual(['Metal 1', 'Metal 2']);
    expect(stack(g, 0, 0)).toEqual(['Life 1 down', 'Life 2 down', 'Life 4 down', 'Fire 0', 'Life 5 down']);
    expect(stack(g, 1, 0)).toEqual(['Plague 5 down', 'Water 5 down', 'Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"After" windows read the card when they open', () => {
  it('Fire 0\'s "would be covered" text flips the opponent\'s Ice 1 face-down before the covering card lands: when the play\'s window opens, Ice 1 has no text — no discard (community, "After triggers check status at the end"; "The Play Action Has Distinct Steps")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Life'], hand: ['Life 5', 'Light 5'], stacks: [['Fire 0'], [], []], deck: ['Light 1'] },
      { protocols: ['Ice', 'Water', 'Metal'], stacks: [['Ice 1'], [], []], hand: ['Water 5'] },
    ] }), play('Life 5', 0, 'down'));
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Ice 1 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 0', 'Life 5 down']);
    expect(hand(r.state, 0)).toEqual(['Light 5', 'Light 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fire 0 flips the opponent\'s face-down Ice 1 up while the covering card waits: Ice 1 (its owner decides) shifts itself out of the line, so the play\'s window finds it elsewhere — no discard; kept in the line, it answers (Codex, "Text Entering Play"; community, "After triggers check status at the end")', () => {
    const start = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Life'], hand: ['Life 5', 'Light 5', 'Life 1'], stacks: [['Fire 0'], [], []], deck: ['Light 1'] },
      { protocols: ['Ice', 'Water', 'Metal'], stacks: [['Ice 1 down'], [], []], hand: ['Water 5'] },
    ] });
    const g = act(start, play('Life 5', 0, 'down'));
    expect(hand(g, 0)).toEqual(['Light 5', 'Life 1', 'Light 1']);
    expect(stack(g, 1, 0)).toEqual(['Ice 1']);
    // Ice 1, for seat 1: "You may shift this card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    const moved = actWithEvents(g, line(1));
    expect(only(moved.events, 'discarded')).toEqual([]);
    expect(stack(moved.state, 1, 1)).toEqual(['Ice 1']);
    expect(stack(moved.state, 0, 0)).toEqual(['Fire 0', 'Life 5 down']);
    expect(hand(moved.state, 0)).toEqual(['Light 5', 'Life 1', 'Light 1']);
    expect(awaiting(moved.state)).toEqual({ player: 1, kind: 'action' });
    // Declined: Ice 1 is in line 0, face-up, when the window opens — seat 0 discards 1.
    let kept = act(g, pass);
    expect(stack(kept, 0, 0)).toEqual(['Fire 0', 'Life 5 down']);
    expect(awaiting(kept)).toEqual({ player: 0, kind: 'hand' });
    kept = act(kept, pickHand('Life 1'));
    expect(trash(kept, 0)).toEqual(['Life 1']);
    expect(awaiting(kept)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('self-reference mid-text', () => {
  it('Death 1: the card its "delete 1 other card" uncovers, the opponent\'s Darkness 1, flips Death 1 face-down — its text stops, so "Then, delete this card" does not happen (rulebook, "Cards & Effects": a flipped card\'s unresolved effects are no longer active; Codex, "Text Entering Play")', () => {
    let g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Death', 'Light', 'Life'], stacks: [['Death 1'], [], []], deck: ['Light 1'], hand: ['Life 5'] },
      { protocols: ['Darkness', 'Water', 'Metal'], stacks: [[], ['Darkness 1', 'Water 5 down'], []], hand: ['Metal 5'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    // Water 5, the only other uncovered card, is deleted; Darkness 1, uncovered, for seat 1: flips
    // seat 0's only card, Death 1, and may shift it.
    expect(hand(g, 0)).toEqual(['Life 5', 'Light 1']);
    expect(stack(g, 0, 0)).toEqual(['Death 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    const r = actWithEvents(g, pass);
    g = r.state;
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Death 1 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(stack(g, 1, 1)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

