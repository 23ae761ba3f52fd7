/**
 * A second reading of Psychic, Speed, Spirit, Water (Main 1) and Apathy, Hate, Love (Aux 1),
 * clause by clause: the edge cases the per-protocol scenario files (test/cards/<protocol>.test.ts)
 * and the rules files leave unpinned — texts entering play on the opponent's turn, "If you do,
 * flip this card" after the card was flipped by what its first sentence set off, continuous
 * effects switching on or off during the turn, "After" windows that only the acting seat opens
 * (or that open only when something changed), values read when a sentence resolves, ownership
 * after a card changes hands, and what each seat is told of a card that moves.
 *
 * When written, three scenarios failed against the engine (the engine, not the test, is at fault):
 * Apathy 1 flipping back up a noted card already face-down, a compile deleting a card that
 * entered the line during Speed 2's replacement shift, and Apathy 2 not silencing a middle command
 * that was still waiting its turn in the line Apathy 2 moved into.
 */
import { describe, expect, it } from 'vitest';
import {
  act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, rearrange, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { only } from './events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });
const plays = (g: GameState) => legalActions(g).filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
const names = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => (p.compiled ? `${p.name} (compiled)` : p.name));

describe('Psychic', () => {
  it('Psychic 0 flipped face-up by the opponent on their turn: its owner draws 2, and "your opponent" — the player whose turn it is — discards 2 and reveals (Codex, "Text Entering Play": the owner decides)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 0 down'], [], []], hand: ['Water 5'], deck: ['Fire 1', 'Water 2', 'Fire 4'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Spirit 2', 'Metal 0', 'Death 1', 'Metal 3'] },
    ] });
    g = act(g, play('Spirit 2', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Psychic 0'));
    expect(stack(g, 0, 0)).toEqual(['Psychic 0']);
    expect(hand(g, 0)).toEqual(['Water 5', 'Fire 1', 'Water 2']);
    // The discarding player — seat 1, the one whose turn it is — chooses its 2 cards.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Metal 0'), pickHand('Metal 3'));
    expect(trash(r.state, 1)).toEqual(['Metal 0', 'Metal 3']);
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 1, cards: ['Death 1'], what: 'hand' }]);
    expect(hand(r.state, 1)).toEqual(['Death 1']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Psychic 1 against the opponent\'s own Spirit 1: Spirit 1 only widens face-up plays, which Psychic 1 forbids — every play is face-down (card texts; docs/rulings.md, "A continuous ban against a permission")', () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 1'], [], []], hand: ['Water 5'] },
      { protocols: ['Spirit', 'Metal', 'Death'], stacks: [[], [], ['Spirit 1']], hand: ['Metal 0', 'Spirit 2'] },
    ] });
    const ps = plays(g);
    expect(ps).toHaveLength(6);
    expect(ps.every((a) => a.face === 'down')).toBe(true);
    expect(() => act(g, play('Spirit 2', 0, 'up'))).toThrow(/not legal/);
  });

  it('Psychic 2 flipped face-up on the opponent\'s turn: its owner rearranges the protocols of the player whose turn it is, and a compiled side travels with its protocol (Codex, "Text Entering Play"; rulebook, "Playing With Control": only protocols move)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 2 down'], [], []], hand: ['Water 5'] },
      { protocols: [{ name: 'Spirit', compiled: true }, 'Metal', 'Death'], stacks: [[], ['Metal 0'], []], hand: ['Spirit 2', 'Metal 3', 'Death 1'] },
    ] });
    g = act(g, play('Spirit 2', 0), choose('Psychic 2'));
    // Seat 1 holds exactly 2 cards: both go, unasked.
    expect(trash(g, 1)).toEqual(['Metal 3', 'Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    const orders = legalActions(g) as Extract<Action, { type: 'rearrange' }>[];
    expect(orders).toHaveLength(5);
    expect(orders.every((a) => a.whose === 1)).toBe(true);
    g = act(g, rearrange(1, ['Death', 'Spirit', 'Metal']));
    expect(names(g, 1)).toEqual(['Death', 'Spirit (compiled)', 'Metal']);
    expect(names(g, 0)).toEqual(['Psychic', 'Fire', 'Water']);
    expect(stack(g, 1, 0)).toEqual(['Spirit 2']);
    expect(stack(g, 1, 1)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Psychic 3: "Shift 1 of their cards" onto their own Hate 4 — Hate 4\'s owner, not the shifting player, picks between tied lowest covered cards (community, "Current Player Decides Resolution Order, Card Owner Decides Targets"; docs/rulings.md, Hate 4)', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [[], ['Fire 1', 'Water 2'], []], hand: ['Psychic 3'] },
      { protocols: ['Hate', 'Metal', 'Death'], stacks: [[], ['Metal 1', 'Hate 4'], ['Death 3']], hand: ['Death 1'] },
    ] });
    g = act(g, play('Psychic 3', 0));
    expect(trash(g, 1)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 1, 1), card(1, 2, 0)]);
    g = act(g, choose('Death 3'), line(1));
    // Hate 4: "When this card would be covered: First, delete the lowest value covered card in this line."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 1, 0), card(1, 1, 0)]);
    g = act(g, choose('Fire 1'));
    expect(trash(g, 0)).toEqual(['Fire 1']);
    expect(stack(g, 0, 1)).toEqual(['Water 2']);
    expect(stack(g, 1, 1)).toEqual(['Metal 1', 'Hate 4', 'Death 3']);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Psychic 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Psychic 4 End: the returned card uncovers the opponent\'s Spirit 2, which flips Psychic 4 face-down — its text has stopped, so "If you do, flip this card" does not flip it back up (rulebook, "Cards & Effects": a flipped card\'s unresolved effects are no longer active)', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 4'], [], []], hand: ['Fire 1'] },
      { protocols: ['Spirit', 'Metal', 'Death'], stacks: [['Spirit 2', 'Death 3 down'], [], []] },
    ] });
    g = act(g, play('Fire 1', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 0, 1), pass]);
    g = act(g, choose('Death 3'));
    // Spirit 2, uncovered, resolves for its owner: "You may flip 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    // The face-down Death 3 is on its way to its owner's hand: only that seat may know it (docs/rulings.md, "A card in transit").
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Death 3');
    expect(JSON.stringify(viewFor(g, 'spectator'))).not.toContain('Death 3');
    expect(JSON.stringify(viewFor(g, 1))).toContain('Death 3');
    g = act(g, choose('Psychic 4'));
    expect(stack(g, 0, 0)).toEqual(['Psychic 4 down']);
    expect(stack(g, 1, 0)).toEqual(['Spirit 2']);
    expect(hand(g, 1)).toEqual(['Death 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed', () => {
  it('Speed 1 top: the opponent\'s clear cache is not "you clear cache" — its owner draws nothing (card text)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 1'], [], []], hand: ['Water 5'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Spirit 0', 'Spirit 1', 'Spirit 2', 'Metal 0', 'Metal 1', 'Death 0', 'Death 1'] },
    ] });
    g = act(g, play('Death 1', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Metal 1'));
    expect(trash(g, 1)).toEqual(['Metal 1']);
    expect(hand(g, 1)).toHaveLength(5);
    expect(hand(g, 0)).toEqual(['Water 5']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Speed 1 top with an empty deck: the clear cache has landed in the trash, so the draw reshuffles the card just discarded and draws it (Codex FAQ, "When do I refill my deck?"; Codex, effects happening "after")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 1'], [], []], hand: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] }), play('Fire 1', 1, 'down'), pickHand('Water 3'));
    expect(only(r.events, 'discarded', 'drew').map((e) => e.type)).toEqual(['discarded', 'drew']);
    expect(hand(r.state, 0)).toEqual(['Fire 2', 'Fire 3', 'Fire 4', 'Water 1', 'Water 2', 'Water 3']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Speed 3 End: the shift uncovers its owner\'s Water 0, which flips Speed 3 face-down — "If you do, flip this card" has stopped and does not flip it back up (rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ['Speed', 'Water', 'Fire'], stacks: [['Speed 3'], ['Water 0', 'Fire 5 down'], []], hand: ['Fire 1'] },
      { protocols: ['Spirit', 'Metal', 'Death'] },
    ] });
    g = act(g, play('Fire 1', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 5'), line(2));
    // Water 0 uncovered: "Flip 1 other card." — Speed 3 or Fire 1 (Fire 5 is committed, not a target).
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 2, 0)]);
    // The face-down Fire 5 in transit is named to its side's owner only (docs/rulings.md, "A card in transit").
    expect(JSON.stringify(viewFor(g, 0))).toContain('Fire 5');
    expect(JSON.stringify(viewFor(g, 1))).not.toContain('Fire 5');
    g = act(g, choose('Speed 3'));
    expect(stack(g, 0, 0)).toEqual(['Speed 3 down']);
    expect(stack(g, 0, 1)).toEqual(['Water 0 down']);
    expect(stack(g, 0, 2)).toEqual(['Fire 1 down', 'Fire 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit', () => {
  it('Spirit 0 bottom is read when Check Cache comes: flipped face-up during the action, its middle draws to 6 and the check is skipped (card text; rulebook, "Player Turn")', () => {
    let g = position({ players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [[], ['Spirit 0 down'], []], hand: ['Spirit 2', 'Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2'], deck: ['Water 3', 'Water 4'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Spirit 2', 0));
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 1, 0), pass]);
    g = act(g, choose('Spirit 0'));
    // Refresh with 5 cards does nothing; "Draw 1 card." draws Water 3.
    expect(stack(g, 0, 1)).toEqual(['Spirit 0']);
    expect(hand(g, 0)).toEqual(['Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2', 'Water 3']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 0 bottom: flipped face-down during the action, it no longer skips Check Cache — its owner clears to 5 (card text; rulebook, "Face-down")', () => {
    let g = position({ players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [[], ['Spirit 0'], []], hand: ['Spirit 2', 'Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Spirit 2', 0), choose('Spirit 0'));
    expect(stack(g, 0, 1)).toEqual(['Spirit 0 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 3'));
    expect(hand(g, 0)).toEqual(['Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2']);
    expect(trash(g, 0)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 0 bottom: "Skip your check cache phase" — the opponent\'s Check Cache still happens (card text)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [['Spirit 0'], [], []], hand: ['Water 5'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Psychic 0', 'Psychic 1', 'Psychic 2', 'Metal 0', 'Metal 1', 'Death 0', 'Death 1'] },
    ] });
    g = act(g, play('Death 1', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Psychic 0'));
    expect(hand(g, 1)).toHaveLength(5);
    expect(trash(g, 1)).toEqual(['Psychic 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Spirit 0 flipped face-up on the opponent\'s turn: its owner\'s refresh is a normal refresh and spends the control component that owner holds (Codex, Spirit 0; Codex, "Text Entering Play")', () => {
    let g = position({ turn: 1, controlHolder: 0, players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [[], ['Spirit 0 down'], []], hand: ['Water 5'], deck: ['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2'] },
      { protocols: ['Psychic', 'Metal', 'Love'], hand: ['Love 4', 'Metal 0'] },
    ] });
    // Love 4: "Reveal 1 card from your hand. Flip 1 card." — Metal 0 is revealed unasked; Spirit 0 is flipped.
    g = act(g, play('Love 4', 2), choose('Spirit 0'));
    expect(g.control).toBe(null);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(hand(g, 0)).toEqual(['Water 5']);
    g = act(g, rearrange(1, ['Metal', 'Psychic', 'Love']));
    expect(names(g, 1)).toEqual(['Metal', 'Psychic', 'Love']);
    // Refresh to 5, then "Draw 1 card."
    expect(hand(g, 0)).toEqual(['Water 5', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Water 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Spirit 3 answers the draw its owner makes on the opponent\'s turn: the opponent\'s Love 6 makes them draw, and their Spirit 3 asks them (card text "After you draw cards"; Codex, "Text Entering Play")', () => {
    let g = position({ players: [
      { protocols: ['Love', 'Fire', 'Water'], hand: ['Love 6'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Spirit', 'Metal', 'Death'], stacks: [['Spirit 2'], [], ['Spirit 3']], deck: ['Metal 1', 'Metal 2', 'Metal 3'] },
    ] });
    const r = actWithEvents(g, play('Love 6', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 1, count: 2, fromOpponent: false }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(1), pass]);
    g = act(r.state, line(1));
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual(['Spirit 3']);
    expect(stack(g, 1, 0)).toEqual(['Spirit 2']);
    expect(hand(g, 1)).toEqual(['Metal 1', 'Metal 2']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 3: a draw from an empty deck and trash draws nothing, so no "After you draw" window opens (community, "Game State Must Change for Effects to Resolve")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [['Spirit 3'], [], []], hand: ['Speed 1'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] }), play('Speed 1', 1));
    expect(only(r.events, 'drew', 'triggered').filter((e) => e.type === 'drew' || e.card === 'Spirit 3')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Spirit 3']);
    expect(stack(r.state, 0, 1)).toEqual(['Speed 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 3: the card Love 3 takes from the opponent\'s hand is not drawn — Spirit 3 does not answer (rulebook, "Key Terms": "Draw: Draw the top card from your deck")', () => {
    let g = position({ players: [
      { protocols: ['Love', 'Spirit', 'Water'], stacks: [[], ['Spirit 3'], []], hand: ['Love 3', 'Water 1'] },
      { protocols: ['Fire', 'Metal', 'Death'], hand: ['Metal 2'] },
    ] });
    g = act(g, play('Love 3', 0));
    expect(hand(g, 0)).toEqual(['Water 1', 'Metal 2']);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Water 1'));
    expect(only(r.events, 'triggered')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Metal 2']);
    expect(hand(r.state, 1)).toEqual(['Water 1']);
    expect(stack(r.state, 0, 1)).toEqual(['Spirit 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Psychic 1 and Spirit 1 switching on during a text', () => {
  it('Psychic 1 flipped face-up by the first sentence of the opponent\'s Life 1 binds the play its second sentence sets off: their Speed 0 must play face-down (card text; docs/rulings.md, "Plays restricted … from effects")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 1 down'], [], []], hand: ['Water 5'] },
      { protocols: ['Life', 'Speed', 'Metal'], stacks: [[], ['Speed 0 down'], []], hand: ['Life 1', 'Metal 0'] },
    ] });
    g = act(g, play('Life 1', 0));
    g = act(g, choose('Psychic 1'));
    expect(stack(g, 0, 0)).toEqual(['Psychic 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Speed 0'));
    expect(stack(g, 1, 1)).toEqual(['Speed 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    // Metal 0 could go face-up in the Metal line (line 2) but for Psychic 1.
    expect(plays(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    g = act(g, play('Metal 0', 2, 'down'));
    expect(stack(g, 1, 2)).toEqual(['Metal 0 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Spirit 1 flipped face-up by the first sentence of its owner\'s Life 1 (drawing 2 as it enters play) lets the Speed 0 the second sentence flips play face-up in any line (Codex, Spirit 1 errata)', () => {
    let g = position({ players: [
      { protocols: ['Life', 'Spirit', 'Speed'], stacks: [[], ['Spirit 1 down'], ['Speed 0 down']], hand: ['Life 1'], deck: ['Life 4', 'Speed 5'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Life 1', 0), choose('Spirit 1'));
    expect(stack(g, 0, 1)).toEqual(['Spirit 1']);
    expect(hand(g, 0)).toEqual(['Life 4', 'Speed 5']);
    g = act(g, choose('Speed 0'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    const up = plays(g).filter((a) => a.face === 'up').map((a) => [a.index, a.line]);
    expect(up).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]);
    g = act(g, play('Speed 5', 1));
    // Speed 5, face-up on Spirit 1: "You discard 1 card." — Life 4 is the only one.
    expect(stack(g, 0, 1)).toEqual(['Spirit 1', 'Speed 5']);
    expect(trash(g, 0)).toEqual(['Life 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Water', () => {
  it('Water 1 flipped face-down midway — by the Fire 0 its first play covers — stops: the other noted line gets no card (Codex, Water 1: one line at a time; rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Fire', 'Spirit'], stacks: [[], ['Fire 0'], []], hand: ['Water 1'], deck: ['Spirit 5', 'Spirit 4', 'Spirit 3', 'Spirit 2'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    // Fire 0: "When this card would be covered: First, draw 1 card. Then, flip 1 other card." — Water 1 is the only other card.
    const r = actWithEvents(g, line(1));
    expect(only(r.events, 'played').map((e) => e.line)).toEqual([1]);
    expect(stack(r.state, 0, 0)).toEqual(['Water 1 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 0', 'Spirit 5 down']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Spirit 4']);
    expect(deck(r.state, 0)[0]).toBe('Spirit 3');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 3: cards uncovered on both sides by its one "return all" enter play together — the current player orders them, each owner resolves theirs, and the returned cards reach the hands afterwards (Codex, "Processing Multiple Cards Triggering Simultaneously"; "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Speed', 'Spirit'], stacks: [[], ['Speed 1', 'Spirit 2'], []], hand: ['Water 3'], deck: ['Speed 3', 'Speed 4'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Metal 3', 'Death 2', 'Death 4 down'], []], deck: ['Life 4'] },
    ] });
    const played = actWithEvents(g, play('Water 3', 0));
    g = played.state;
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(g.prompt!.kind === 'order' && g.prompt!.triggers.map((t) => g.cards[t.card])).toEqual(['Speed 1', 'Metal 3']);
    // The face-down Death 4 (worth 2) is on its way to its owner's hand: named to that seat only (docs/rulings.md, "A card in transit").
    expect(JSON.stringify(eventsFor(played.events, 0))).not.toContain('Death 4');
    expect(JSON.stringify(viewFor(g, 0))).not.toContain('Death 4');
    expect(JSON.stringify(viewFor(g, 1))).toContain('Death 4');
    const r = actWithEvents(g, { type: 'option', index: 1 });
    expect(only(r.events, 'triggered').map((e) => `${e.player}:${e.card}`)).toEqual(['1:Metal 3', '0:Speed 1']);
    expect(stack(r.state, 0, 1)).toEqual(['Speed 1']);
    expect(stack(r.state, 1, 1)).toEqual(['Metal 3']);
    expect(hand(r.state, 1)).toEqual(['Life 4', 'Death 2', 'Death 4']);
    expect(hand(r.state, 0)).toEqual(['Speed 3', 'Speed 4', 'Spirit 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate', () => {
  it('Hate 3 with an empty deck: its draw comes after the deleted card has reached the trash, so that card is reshuffled and drawn (Codex, effects happening "after"; Codex FAQ, "When do I refill my deck?")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Apathy', 'Love'], stacks: [[], ['Hate 3'], ['Love 6']], hand: ['Hate 0'] },
      { protocols: ['Fire', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] }), play('Hate 0', 0), choose('Love 6'));
    expect(only(r.events, 'deleted', 'drew').map((e) => e.type)).toEqual(['deleted', 'drew']);
    expect(hand(r.state, 0)).toEqual(['Love 6']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Hate 2: the second sentence reads the opponent\'s values when it resolves — the Water 0 the first delete uncovered has flipped their 5 face-down (worth 2), so their 3 is deleted (Codex, "Treat each sentence separately"; Codex, Light 0: current value)', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Water', 'Love'], stacks: [[], ['Water 0', 'Love 6'], []], hand: ['Hate 2'] },
      { protocols: ['Fire', 'Metal', 'Death'], stacks: [['Fire 5'], [], ['Death 3']] },
    ] });
    g = act(g, play('Hate 2', 0));
    // Love 6 (6) is my highest uncovered card; Water 0, uncovered, flips 1 other card.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 0, 0), card(1, 2, 0)]);
    g = act(g, choose('Fire 5'));
    expect(stack(g, 0, 1)).toEqual(['Water 0 down']);
    expect(trash(g, 0)).toEqual(['Love 6']);
    expect(stack(g, 1, 0)).toEqual(['Fire 5 down']);
    expect(trash(g, 1)).toEqual(['Death 3']);
    expect(stack(g, 0, 0)).toEqual(['Hate 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Love', () => {
  it('Love 1: the card drawn from the opponent\'s deck is told to me only, and is mine — cleared at Check Cache it goes to my trash (Codex, "Changing Ownership"; "Public and Private Information")', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ['Love', 'Hate', 'Apathy'], hand: ['Love 1', 'Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4'] },
      { protocols: ['Fire', 'Metal', 'Death'], deck: ['Fire 3', 'Fire 4'] },
    ] }), play('Love 1', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: true }]);
    expect(eventsFor(r.events, 0)).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Fire 3'], visibleTo: [0] });
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Fire 3');
    expect(JSON.stringify(viewFor(r.state, 1))).not.toContain('Fire 3');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Fire 3'));
    expect(trash(r.state, 0)).toEqual(['Fire 3']);
    expect(trash(r.state, 1)).toEqual([]);
    // End: Love 1's gift is offered; decline.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    const g = act(r.state, pass);
    expect(hand(g, 0)).toEqual(['Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4']);
    expect(deck(g, 1)[0]).toBe('Fire 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Love 3 flipped face-up on the opponent\'s turn: its owner takes from the hand of the player whose turn it is and chooses the card to give back (Codex, "Text Entering Play")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Love', 'Hate', 'Apathy'], stacks: [['Love 3 down'], [], []], hand: ['Hate 0', 'Apathy 5'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Spirit 2', 'Metal 1'] },
    ] });
    g = act(g, play('Spirit 2', 0), choose('Love 3'));
    expect(hand(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Hate 0', 'Apathy 5', 'Metal 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Apathy 5'));
    expect(hand(g, 0)).toEqual(['Hate 0', 'Metal 1']);
    expect(hand(g, 1)).toEqual(['Apathy 5']);
    expect(stack(g, 0, 0)).toEqual(['Love 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('continuous and "After" texts on cards that move or change hands', () => {
  it('Psychic 1 played by the opponent who took it binds its original owner, and its Start runs on its new owner\'s turn (Codex, "Changing Ownership": cards may be played face-up into the opponent\'s matching line; rulebook, "Card ownership")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], hand: ['Fire 1', 'Water 2'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Psychic 1', 'Metal 0'] },
    ] });
    expect(plays(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
    g = act(g, play('Psychic 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Psychic 1']);
    // Seat 0's turn: "Your opponent can only play cards face-down" — seat 0 is Psychic 1's opponent now.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(stack(g, 1, 0)).toEqual(['Psychic 1']);
    const ps = plays(g);
    expect(ps).toHaveLength(6);
    expect(ps.every((a) => a.face === 'down')).toBe(true);
    g = act(g, play('Fire 1', 1, 'down'));
    // Seat 1's Start: "Flip this card."
    expect(stack(g, 1, 0)).toEqual(['Psychic 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Apathy 2 shifted off a card: the card it uncovers resolves its middle command — Apathy 2 is committed, no longer in that line (Codex, "Shifting a Card"; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ players: [
      { protocols: ['Speed', 'Apathy', 'Water'], stacks: [[], ['Speed 1', 'Apathy 2'], []], hand: ['Speed 3'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    // Speed 3: "Shift 1 of your other cards." — Apathy 2 is the only one; its line is asked.
    g = act(g, play('Speed 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual(['Speed 1', 'Speed 3']);
    expect(hand(r.state, 0)).toEqual(['Water 1', 'Water 2']);
    expect(stack(r.state, 0, 1)).toEqual(['Speed 1']);
    expect(stack(r.state, 0, 2)).toEqual(['Apathy 2']);
    // End: Speed 3's own "You may shift 1 of your cards."
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    g = act(r.state, pass);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Hate 3 being shifted when the delete it uncovered ends is committed: it does not see that delete (community, Spirit 3: "committed when that trigger fires, and therefore does not see")', () => {
    let g = position({ players: [
      { protocols: ['Speed', 'Hate', 'Water'], stacks: [[], ['Hate 0', 'Hate 3'], []], hand: ['Speed 3'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Fire', 'Metal', 'Death'], stacks: [['Fire 3'], [], []] },
    ] });
    g = act(g, play('Speed 3', 0), line(2));
    // Hate 0, uncovered: "Delete 1 card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Fire 3'));
    expect(trash(r.state, 1)).toEqual(['Fire 3']);
    expect(only(r.events, 'drew', 'triggered').map((e) => (e.type === 'drew' ? 'drew' : e.card))).toEqual(['Speed 3']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Hate 0']);
    expect(stack(r.state, 0, 2)).toEqual(['Hate 3']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    g = act(r.state, pass);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Speed 1 and the opponent\'s Plague 1 answer one clear cache together: the current player orders them (Codex, "Processing Multiple Cards Triggering Simultaneously"; community, Plague 1: clearing cache is a discard)', () => {
    let g = position({ players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 1'], [], []], hand: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Water 1', 'Water 2', 'Water 3'], deck: ['Speed 4'] },
      { protocols: ['Plague', 'Metal', 'Death'], stacks: [[], ['Plague 1'], []], deck: ['Metal 5'] },
    ] });
    g = act(g, play('Fire 1', 1, 'down'), pickHand('Water 3'));
    expect(trash(g, 0)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(g.prompt!.kind === 'order' && g.prompt!.triggers.map((t) => `${t.owner}:${g.cards[t.card]}`)).toEqual(['0:Speed 1', '1:Plague 1']);
    const r = actWithEvents(g, { type: 'option', index: 1 });
    expect(only(r.events, 'drew').map((e) => e.player)).toEqual([1, 0]);
    expect(hand(r.state, 1)).toEqual(['Metal 5']);
    expect(hand(r.state, 0)).toEqual(['Fire 2', 'Fire 3', 'Fire 4', 'Water 1', 'Water 2', 'Speed 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"all" and compile: what the one simultaneous act reaches', () => {
  it('Apathy 1: a noted card flipped face-down before the flip happens (by the Spirit 2 that Metal 6, deleting itself first, uncovered) is no longer a face-up card — it is not flipped back up (card text "Flip all other face-up cards"; Codex FAQ, "All": cards matching its criteria; Codex, Metal 6 clarification)', () => {
    let g = position({ players: [
      { protocols: ['Apathy', 'Fire', 'Water'], hand: ['Apathy 1'], stacks: [['Fire 3'], [], []] },
      { protocols: ['Metal', 'Spirit', 'Death'], stacks: [['Spirit 2', 'Metal 6'], [], []], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Apathy 1', 0));
    // Metal 6: "When this card would be … flipped: First, delete this card." — Spirit 2 is uncovered and resolves for its
    // owner while Metal 6 is still on its way to the trash (Codex, "Committed Cards").
    expect(stack(r.state, 1, 0)).toEqual(['Spirit 2']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(r.state)).toEqual([card(0, 0, 1), card(1, 0, 0), pass]);
    r = actWithEvents(r.state, choose('Spirit 2'));
    expect(only(r.events, 'flipped').map((e) => `${e.card} ${e.face}`)).toEqual(['Spirit 2 down', 'Fire 3 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Spirit 2 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down', 'Apathy 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Speed 2: a card that enters the compiled line while Speed 2 shifts instead of being deleted (Life 3\'s cover trigger plays it there) came after the simultaneous delete — it stays (Codex, "Compiling": "those deletions happen simultaneously"; Codex, Speed 2: "preventing the delete of Speed 2 only, and not altering the compile")', () => {
    let g = position({ phase: 'compile', players: [
      { protocols: ['Speed', 'Life', 'Water'], stacks: [['Speed 2', 'Water 5', 'Life 5'], ['Life 3'], []], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Psychic', 'Metal', 'Death'], stacks: [['Metal 0'], [], []], hand: ['Metal 1'] },
    ] });
    // The line's other cards are gone; Speed 2's owner picks where it shifts.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(trash(g, 0)).toEqual(['Water 5', 'Life 5']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    g = act(g, line(1));
    // Life 3: "When this card would be covered: First, play the top card of your deck face-down in another line."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    const r = actWithEvents(g, line(0));
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Water 1 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Life 3', 'Speed 2']);
    expect(trash(r.state, 0)).toEqual(['Water 5', 'Life 5']);
    expect(names(r.state, 0)).toEqual(['Speed (compiled)', 'Life', 'Water']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('continuous effects read when a waiting command comes up', () => {
  it('Apathy 2 shifted into a line by the first of two middle commands one "return all" uncovered: the other one, still waiting in that line, is ignored (Apathy 2: "Ignore all middle commands of cards in this line"; Codex, "Processing Multiple Cards Triggering Simultaneously": processed one at a time)', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Speed', 'Apathy'], stacks: [[], ['Speed 3', 'Water 2'], ['Apathy 2']], hand: ['Water 3'], deck: ['Speed 4', 'Speed 5'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Metal 3', 'Death 2'], []], deck: ['Life 4', 'Life 5'] },
    ] });
    // Water 3 returns Water 2 and Death 2 from line 1: Speed 3 and Metal 3 are uncovered together.
    g = act(g, play('Water 3', 0), line(1));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    g = act(g, { type: 'option', index: 0 });
    // Speed 3: "Shift 1 of your other cards." — Apathy 2 goes to line 1, face-up, onto Speed 3.
    g = act(g, choose('Apathy 2'));
    const r = actWithEvents(g, line(1));
    expect(stack(r.state, 0, 1)).toEqual(['Speed 3', 'Apathy 2']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    // Metal 3 ("Draw 1 card. …") now lies in Apathy 2's line when its turn comes: nothing is drawn.
    expect(only(r.events, 'triggered', 'drew')).toEqual([]);
    expect(hand(r.state, 1)).toEqual(['Death 2']);
    expect(deck(r.state, 1)[0]).toBe('Life 4');
    expect(hand(r.state, 0)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 1: a line barred when the lines were noted gets its card once the bar is lifted midway — Fire 0, covered by the first play, flips the opponent\'s Plague 0 face-down (Codex, Water 1: lines noted, then processed one at a time; docs/rulings.md, Water 1)', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Fire', 'Spirit'], stacks: [[], ['Fire 0'], []], hand: ['Water 1'], deck: ['Spirit 5', 'Spirit 4', 'Spirit 3', 'Spirit 2'] },
      { protocols: ['Psychic', 'Metal', 'Plague'], stacks: [[], [], ['Plague 0']], hand: ['Metal 0'] },
    ] });
    // Line 2 is barred now, so line 1 goes first, unasked; line 2 waits, noted (rulings page, "each").
    g = act(g, play('Water 1', 0));
    // Fire 0: "First, draw 1 card. Then, flip 1 other card." — Water 1 or Plague 0.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Plague 0'));
    expect(stack(g, 1, 2)).toEqual(['Plague 0 down']);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Spirit 5 down']);
    expect(stack(g, 0, 2)).toEqual(['Spirit 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Water 1']);
    expect(hand(g, 0)).toEqual(['Spirit 4']);
    expect(deck(g, 0)[0]).toBe('Spirit 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 0 skipping Check Cache means no clear cache: Speed 1 ("After you clear cache") draws nothing (card texts; community, Speed 1: only when you actually discard)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Spirit', 'Speed', 'Water'], stacks: [['Spirit 0'], ['Speed 1'], []], hand: ['Water 1', 'Water 2', 'Water 3', 'Water 4', 'Water 5', 'Speed 3', 'Speed 4'], deck: ['Speed 5'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] }), play('Speed 4', 2, 'down'));
    expect(only(r.events, 'discarded', 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Water 1', 'Water 2', 'Water 3', 'Water 4', 'Water 5', 'Speed 3']);
    expect(deck(r.state, 0)[0]).toBe('Speed 5');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Love 2 with 5 cards left: no refresh happens, so the control component its owner holds is not spent (docs/rulings.md, Love 2 and Spirit 0; community, "Refresh Limitation")', () => {
    const g = act(position({ controlHolder: 0, players: [
      { protocols: ['Love', 'Hate', 'Apathy'], hand: ['Love 2', 'Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4'], deck: ['Love 3'] },
      { protocols: ['Fire', 'Water', 'Death'], deck: ['Fire 3'] },
    ] }), play('Love 2', 0));
    expect(g.control).toBe(0);
    expect(hand(g, 1)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toEqual(['Hate 0', 'Hate 1', 'Hate 2', 'Hate 3', 'Hate 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
