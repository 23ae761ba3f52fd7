/**
 * A second reading of Ice, Luck, Mirror, Peace and Smoke (Main 2), clause by clause: the edge
 * cases the per-protocol scenario files leave unpinned — targets that cannot be chosen, texts
 * that read "this line" or "same line" after a move, plays a continuous effect forbids, and
 * two of these cards meeting.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, playOnOpponentSide, position, stack, stateNumber, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import { only } from './events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });

describe('Ice', () => {
  it('Ice 1: a card the opponent shifts into its line was not played there — no discard ("After your opponent plays a card in this line")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Ice', 'Light', 'Water'], stacks: [['Ice 1'], [], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], hand: ['Darkness 4', 'Speed 5'], stacks: [[], [], ['Hate 5 down']] },
    ] });
    // Darkness 4: "Shift 1 face-down card." — the only one is Hate 5, so only the line is asked.
    g = act(g, play('Darkness 4', 1));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    const r = actWithEvents(g, line(0));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 1, by: 1, from: 2, to: 0, card: null }]);
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Hate 5 down']);
    expect(hand(r.state, 1)).toEqual(['Speed 5']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Ice 1: the opponent\'s Corruption 0 played on Ice 1\'s side of its line covers it — its bottom text has stopped before the After window, so no discard (community rulings, "After triggers check status at the end")', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Ice', 'Luck', 'Peace'], stacks: [['Ice 1'], [], []] },
      { protocols: ['Corruption', 'Speed', 'Hate'], hand: ['Corruption 0', 'Hate 5', 'Speed 5'] },
    ] }), playOnOpponentSide('Corruption 0', 0));
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 1, line: 0, face: 'up', card: 'Corruption 0', from: 'hand', side: 0 }]);
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(only(r.events, 'triggered').map((e) => e.card)).not.toContain('Ice 1');
    expect(hand(r.state, 1)).toEqual(['Hate 5', 'Speed 5']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Ice 2: "Shift 1 other card" never offers a covered card; Ice 4 may be shifted (it only cannot be flipped)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Ice', 'Light', 'Water'], hand: ['Ice 2'], stacks: [[], ['Water 5 down', 'Ice 4'], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'] },
    ] }), play('Ice 2', 0));
    // Ice 4 is the only other uncovered card: chosen without a prompt; the line is asked.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(2)]);
    const g = act(r.state, line(2));
    expect(stack(g, 0, 0)).toEqual(['Ice 2']);
    expect(stack(g, 0, 1)).toEqual(['Water 5 down']);
    expect(stack(g, 0, 2)).toEqual(['Ice 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 3: face-down and covered it has no text — its End does not fire (rulebook, "Face-down")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Ice', 'Light', 'Water'], hand: ['Water 4'], stacks: [['Ice 3 down', 'Light 5 down'], [], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'] },
    ] }), play('Water 4', 2, 'down'));
    expect(only(r.events, 'triggered', 'shifted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 3 down', 'Light 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 4 played face-down by Luck 1 has no text, so Luck 1 can flip it face-up (Codex, Luck 1; Ice 4 is a bottom command)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Luck', 'Ice', 'Peace'], hand: ['Luck 1'], deck: ['Ice 4', 'Peace 5'] },
      { protocols: ['Speed', 'Darkness', 'Hate'] },
    ] }), play('Luck 1', 0), line(1));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Ice 4', face: 'up' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 4']);
    expect(deck(r.state, 0)[0]).toBe('Peace 5');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 6 with Luck 0: holding a card, its owner draws none of the 3, so nothing drawn can be revealed — the card already held is not "drawn" (Codex, Ice 6 and Luck 0)', () => {
    let g = position({ players: [
      { protocols: ['Luck', 'Ice', 'Peace'], hand: ['Luck 0', 'Peace 5'], stacks: [[], ['Ice 6'], []], deck: ['Ice 5', 'Luck 5', 'Peace 2'] },
      { protocols: ['Speed', 'Darkness', 'Hate'] },
    ] });
    g = act(g, play('Luck 0', 0));
    const r = actWithEvents(g, stateNumber(5));
    expect(only(r.events, 'drew', 'revealed')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Peace 5']);
    expect(deck(r.state, 0).slice(0, 3)).toEqual(['Ice 5', 'Luck 5', 'Peace 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 3: "End:" is its owner\'s End phase — covered, it does nothing at the end of the opponent\'s turn', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Ice', 'Light', 'Water'], stacks: [['Ice 3', 'Light 5 down'], [], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], hand: ['Hate 5'] },
    ] }), play('Hate 5', 2, 'down'));
    expect(only(r.events, 'triggered', 'shifted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 3', 'Light 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Ice 6 with Mirror 4: the opponent draws, Mirror 4 fires, but its owner holding a card draws nothing (Codex, Ice 6)', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Mirror', 'Ice', 'Peace'], hand: ['Peace 5'], stacks: [['Mirror 4'], ['Ice 6'], []], deck: ['Ice 5'] },
      { protocols: ['Speed', 'Darkness', 'Hate'], hand: ['Speed 1'], deck: ['Hate 5', 'Darkness 5'] },
    ] }), play('Speed 1', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 1, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Peace 5']);
    expect(deck(r.state, 0)[0]).toBe('Ice 5');
    expect(hand(r.state, 1)).toEqual(['Hate 5', 'Darkness 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Ice 6 with Peace 2: holding a card, "Draw 1 card" draws nothing, yet "Play 1 card face-down" still plays (Codex, "Treat each sentence separately")', () => {
    let g = position({ players: [
      { protocols: ['Peace', 'Ice', 'Luck'], hand: ['Peace 2', 'Luck 5'], stacks: [[], ['Ice 6'], []], deck: ['Ice 5'] },
      { protocols: ['Speed', 'Darkness', 'Hate'] },
    ] });
    const r = actWithEvents(g, play('Peace 2', 0));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    g = act(r.state, play('Luck 5', 2, 'down'));
    expect(stack(g, 0, 2)).toEqual(['Luck 5 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Ice 5');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck', () => {
  it('Luck 1 into the opponent\'s Ice 1 line: Ice 1\'s discard resolves after the play sentence, before the flip (Codex FAQ: triggered effects resolve after each command)', () => {
    let g = position({ players: [
      { protocols: ['Luck', 'Peace', 'Smoke'], hand: ['Luck 1', 'Peace 5', 'Smoke 5'], deck: ['Smoke 1', 'Peace 2'] },
      { protocols: ['Speed', 'Ice', 'Hate'], stacks: [[], ['Ice 1'], []] },
    ] });
    let r = actWithEvents(g, play('Luck 1', 0), line(1));
    expect(only(r.events, 'played', 'triggered', 'flipped')).toEqual([
      { type: 'played', player: 0, line: 0, face: 'up', card: 'Luck 1', from: 'hand' },
      { type: 'triggered', player: 0, card: 'Luck 1', section: 'middle' },
      { type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'deck' },
      { type: 'triggered', player: 1, card: 'Ice 1', section: 'bottom' },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Smoke 5'));
    expect(only(r.events, 'discarded', 'flipped')).toEqual([
      { type: 'discarded', player: 0, cards: ['Smoke 5'], from: 'hand' },
      { type: 'flipped', side: 0, by: 0, line: 1, card: 'Smoke 1', face: 'up' },
    ]);
    g = r.state;
    // Smoke 1's middle command is ignored for this flip.
    expect(only(r.events, 'triggered')).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Smoke 1']);
    expect(hand(g, 0)).toEqual(['Peace 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('Luck 4: a discarded 4 matches a face-down card in Darkness 2\'s stack (worth 4) and Luck 4 itself, not a face-down card elsewhere (worth 2)', () => {
    let g = position({ players: [
      { protocols: ['Luck', 'Ice', 'Peace'], hand: ['Luck 4'], deck: ['Peace 4', 'Ice 5'] },
      { protocols: ['Darkness', 'Speed', 'Hate'], stacks: [['Darkness 2', 'Hate 1 down'], ['Speed 4 down'], []] },
    ] });
    g = act(g, play('Luck 4', 0));
    expect(trash(g, 0)).toEqual(['Peace 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 0, 1)]);
    g = act(g, choose('Hate 1'));
    expect(trash(g, 1)).toEqual(['Hate 1']);
    expect(stack(g, 1, 0)).toEqual(['Darkness 2']);
    expect(stack(g, 1, 1)).toEqual(['Speed 4 down']);
    expect(stack(g, 0, 0)).toEqual(['Luck 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror', () => {
  it('Mirror 1: a copied "each other line" is read from Mirror 1\'s line, not the original\'s (Codex, Mirror 1: "as if it were on this card")', () => {
    let g = position({ players: [
      { protocols: ['Mirror', 'Fire', 'Spirit'], hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []] },
      { protocols: ['Water', 'Death', 'Light'], stacks: [['Water 5'], ['Death 0'], ['Light 5']] },
    ] });
    g = act(g, play('Spirit 5', 2, 'down'), choose('Death 0'));
    // Death 0: "Delete 1 card from each other line." — lines 1 and 2 for Mirror 1 in line 0, in
    // the order its owner chooses; Death 0's own line 1 would have named lines 0 and 2.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    // Line 1 holds only Death 0 (deleted unasked; the copy runs on Mirror 1, so it goes on).
    g = act(g, line(1));
    expect(trash(g, 1)).toEqual(['Death 0']);
    // Line 2 holds Light 5 and the Spirit 5 just played.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 2, 0), card(1, 2, 0)]);
    g = act(g, choose('Light 5'));
    expect(trash(g, 1).sort()).toEqual(['Death 0', 'Light 5']);
    expect(stack(g, 1, 0)).toEqual(['Water 5']);
    expect(stack(g, 0, 0)).toEqual(['Mirror 1']);
    expect(stack(g, 0, 2)).toEqual(['Spirit 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 3 beside Ice 4: Ice 4 cannot be flipped, so Mirror 3 must flip itself and the second flip does not happen (Codex, Mirror 3)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Mirror', 'Ice', 'Peace'], hand: ['Mirror 3'], stacks: [[], ['Ice 4'], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 5'], ['Darkness 5'], []] },
    ] }), play('Mirror 3', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Mirror 3', face: 'down' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 3 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 4']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 3: "in the same line" is the line the first card is in once its flip has resolved — Ice 1 shifting itself away moves the second flip (rulings page, Mirror 3)', () => {
    let g = position({ players: [
      { protocols: ['Mirror', 'Ice', 'Peace'], hand: ['Mirror 3'], stacks: [[], ['Ice 1 down'], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 5'], ['Darkness 5'], ['Hate 5']] },
    ] });
    g = act(g, play('Mirror 3', 0));
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 1, 0)]);
    g = act(g, choose('Ice 1'));
    // Ice 1 face-up and uncovered: "You may shift this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2), pass]);
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 2, card: 'Hate 5', face: 'down' }]);
    expect(stack(r.state, 0, 2)).toEqual(['Ice 1']);
    expect(stack(r.state, 1, 1)).toEqual(['Darkness 5']);
    expect(stack(r.state, 1, 2)).toEqual(['Hate 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 3: an opponent\'s Ice 4, alone in the line, cannot be flipped — only the first flip happens', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Mirror', 'Fire', 'Spirit'], hand: ['Mirror 3'] },
      { protocols: ['Ice', 'Darkness', 'Hate'], stacks: [['Ice 4'], ['Darkness 5'], []] },
    ] }), play('Mirror 3', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Mirror 3', face: 'down' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Ice 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 3: the first card leaves the field (Metal 6 deletes itself when flipped) — there is no "same line", so the second flip does not happen (rulings page, Mirror 3)', () => {
    let g = position({ players: [
      { protocols: ['Mirror', 'Metal', 'Peace'], hand: ['Mirror 3'], stacks: [[], ['Metal 6'], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 5'], ['Darkness 5'], []] },
    ] });
    g = act(g, play('Mirror 3', 0));
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 1, 0)]);
    const r = actWithEvents(g, choose('Metal 6'));
    expect(only(r.events, 'deleted', 'flipped')).toEqual([{ type: 'deleted', side: 0, by: 0, line: 1, cards: ['Metal 6'] }]);
    expect(trash(r.state, 0)).toEqual(['Metal 6']);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 5']);
    expect(stack(r.state, 1, 1)).toEqual(['Darkness 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace', () => {

  it('Peace 3 flipped up on the opponent\'s turn beside Peace 4: the optional discard draws 1 first, and the flip reads the hand after it (Codex, "Treat each sentence separately")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Peace', 'Luck', 'Ice'], hand: ['Luck 5', 'Ice 5'], stacks: [['Peace 3 down'], [], ['Peace 4']], deck: ['Ice 2', 'Ice 3'] },
      { protocols: ['Darkness', 'Speed', 'Hate'], hand: ['Darkness 1'], stacks: [[], [], ['Hate 2']] },
    ] });
    g = act(g, play('Darkness 1', 0), choose('Peace 3'));
    // Peace 3's owner answers its "may", though it is the opponent's turn.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, accept, pickHand('Luck 5'));
    expect(only(r.events, 'discarded', 'triggered', 'drew')).toEqual([
      { type: 'discarded', player: 0, cards: ['Luck 5'], from: 'hand' },
      { type: 'triggered', player: 0, card: 'Peace 4', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Ice 5', 'Ice 2']);
    // Two cards in hand: Peace 3 (3) and Peace 4 (4) qualify; Hate 2 would have with one card.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([card(0, 0, 0), card(0, 2, 0)]);
  });
  it('Peace 3: Ice 4, though its value is greater than the hand, cannot be flipped — with nothing else to flip, nothing happens', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Peace', 'Ice', 'Luck'], hand: ['Peace 3', 'Ice 5', 'Luck 5', 'Luck 2'], stacks: [[], ['Ice 4'], []] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 2'], [], []] },
    ] }), play('Peace 3', 0), pass);
    // Three cards in hand: only values above 3 qualify — Ice 4 alone, which cannot be flipped.
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
  it('Peace 3: a face-down card is worth 2, so with 2 cards in hand it is not greater; covered cards are never offered; Peace 3 may flip itself', () => {
    let g = position({ players: [
      { protocols: ['Peace', 'Ice', 'Luck'], hand: ['Peace 3', 'Ice 5', 'Luck 5'] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 5 down'], ['Darkness 3', 'Darkness 1'], ['Hate 4']] },
    ] });
    g = act(g, play('Peace 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    // Two cards in hand: values 3 (Peace 3) and 4 (Hate 4) qualify; Speed 5 face-down is a 2, Darkness 3 is covered.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 2, 0)]);
    const r = actWithEvents(g, choose('Hate 4'));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 2, card: 'Hate 4', face: 'down' }]);
    expect(hand(r.state, 0)).toEqual(['Ice 5', 'Luck 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Peace 4: on the opponent\'s turn, "Your opponent discards 1 card" with my hand empty discards nothing — no draw ("After you discard cards")', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Peace', 'Ice', 'Luck'], stacks: [['Peace 4'], [], []], deck: ['Ice 5', 'Luck 5'] },
      { protocols: ['Plague', 'Speed', 'Hate'], hand: ['Plague 0'] },
    ] }), play('Plague 0', 0));
    expect(only(r.events, 'discarded', 'drew')).toEqual([]);
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Plague 0']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0).slice(0, 2)).toEqual(['Ice 5', 'Luck 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Peace 4: my own Luck 2, flipped face-up by the opponent, discards from my deck on their turn — a discard of mine, so I draw 1 before Luck 2\'s draw (rulings page: a discard from a deck is the text owner\'s)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Luck', 'Peace', 'Ice'], stacks: [['Luck 2 down'], ['Peace 4'], []], deck: ['Ice 1', 'Ice 2', 'Ice 3'] },
      { protocols: ['Darkness', 'Speed', 'Hate'], hand: ['Darkness 1', 'Hate 5'] },
    ] });
    g = act(g, play('Darkness 1', 0));
    const r = actWithEvents(g, choose('Luck 2'));
    expect(only(r.events, 'discarded', 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Luck 2', section: 'middle' },
      { type: 'discarded', player: 0, cards: ['Ice 1'], from: 'deck' },
      { type: 'triggered', player: 0, card: 'Peace 4', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(trash(r.state, 0)).toEqual(['Ice 1']);
    expect(hand(r.state, 0)).toEqual(['Ice 2', 'Ice 3']);
    // Darkness 1 goes on: "You may shift that card."
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'line' });
    g = act(r.state, pass);
    expect(stack(g, 0, 0)).toEqual(['Luck 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Smoke', () => {
  it('Smoke 0: a line with a face-down card where the opponent\'s Plague 0 forbids plays is passed over; the other lines still get their card', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Smoke', 'Ice', 'Peace'], hand: ['Smoke 0'], deck: ['Ice 5', 'Peace 5', 'Ice 2'] },
      { protocols: ['Plague', 'Speed', 'Hate'], stacks: [[], ['Speed 5 down', 'Plague 0'], ['Hate 5 down']] },
    ] }), play('Smoke 0', 0));
    // Both lines are noted (as Water 1 and Life 0: a flip between plays could lift a ban), but only
    // line 2 can take a card now, so it goes first unasked; the closed line comes last and plays
    // nothing (rulings page, "each").
    expect(only(r.events, 'played').filter((e) => e.from === 'deck')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Smoke 0']);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Ice 5 down']);
    expect(deck(r.state, 0).slice(0, 2)).toEqual(['Peace 5', 'Ice 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Smoke 3: the opponent\'s Metal 2 closes its line to face-down plays, so the card goes to the only other line with a face-down card', () => {
    let g = position({ players: [
      { protocols: ['Smoke', 'Ice', 'Peace'], hand: ['Smoke 3', 'Ice 5'] },
      { protocols: ['Metal', 'Speed', 'Hate'], stacks: [[], ['Hate 5 down', 'Metal 2'], ['Speed 5 down']] },
    ] });
    // Line 1 has a face-down card but is closed: Ice 5 may go only to line 2, a forced choice
    // taken without a prompt (rulings, "A forced choice with one option").
    g = act(g, play('Smoke 3', 0));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Ice 5 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
