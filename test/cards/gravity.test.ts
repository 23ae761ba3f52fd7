import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Gravity (line 0), Darkness (line 1), Death (line 2); seat 1 has Fire, Metal, Light.
const P0 = ['Gravity', 'Darkness', 'Death'];
const P1 = ['Fire', 'Metal', 'Light'];

describe('Gravity 0', () => {
  it('for every 2 cards in its line (both stacks, itself included) plays the top card of the deck face-down directly under itself (community, Gravity 0)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Darkness 1 down'], [], []], hand: ['Gravity 0'], deck: ['Death 0', 'Death 2', 'Death 3'] },
      { protocols: P1, stacks: [['Fire 1', 'Fire 2 down'], [], []] },
    ] });
    g = act(g, play('Gravity 0', 0));
    // 4 cards: 2 plays, counted once when the command starts.
    expect(stack(g, 0, 0)).toEqual(['Darkness 1 down', 'Death 0 down', 'Death 2 down', 'Gravity 0']);
    expect(deck(g, 0)[0]).toBe('Death 3');
    expect(stack(g, 1, 0)).toEqual(['Fire 1', 'Fire 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('rounds down: 3 cards in the line give 1 play', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 0'], deck: ['Death 0', 'Death 2'] },
      { protocols: P1, stacks: [['Fire 1', 'Fire 2 down'], [], []] },
    ] });
    g = act(g, play('Gravity 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Death 0 down', 'Gravity 0']);
    expect(deck(g, 0)[0]).toBe('Death 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('alone in its line plays nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 0'], deck: ['Death 0'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Gravity 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Gravity 0']);
    expect(deck(g, 0)[0]).toBe('Death 0');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck is not refilled by a play from its top (Codex FAQ, "When do I refill my deck?")', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: P0, stacks: [['Darkness 1 down'], [], []], hand: ['Gravity 0'], deck: ['Death 0'] },
      { protocols: P1, stacks: [['Fire 1', 'Fire 2 down'], [], []] },
    ] });
    const trashBefore = trash(g, 0).length;
    g = act(g, play('Gravity 0', 0));
    // 4 cards call for 2 plays: the one deck card is played, then nothing.
    expect(stack(g, 0, 0)).toEqual(['Darkness 1 down', 'Death 0 down', 'Gravity 0']);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toHaveLength(trashBefore);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("an opponent's Metal 2 in the line bars its face-down plays (rulings: play restrictions apply to plays from the deck)", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Darkness 1 down'], [], []], hand: ['Gravity 0'], deck: ['Death 0'] },
      { protocols: P1, stacks: [['Metal 2'], [], []] },
    ] });
    g = act(g, play('Gravity 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Darkness 1 down', 'Gravity 0']);
    expect(deck(g, 0)[0]).toBe('Death 0');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity 1', () => {
  it('draws 2, then shifts a card from another line to this line', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1 down'], []], hand: ['Gravity 1'], deck: ['Death 0', 'Death 2', 'Death 3'] },
      { protocols: P1, stacks: [[], [], ['Light 3']] },
    ] });
    g = act(g, play('Gravity 1', 0));
    expect(hand(g, 0)).toEqual(['Death 0', 'Death 2']);
    // Any uncovered card, Gravity 1 itself included.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Light 3'));
    // From another line the only destination is this line: no line prompt.
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Light 3']);
    expect(stack(g, 0, 1)).toEqual(['Darkness 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('or shifts a card from this line to any other line', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 1'], deck: ['Death 0', 'Death 2'] },
      { protocols: P1, stacks: [['Fire 3'], [], []] },
    ] });
    g = act(g, play('Gravity 1', 0), choose('Fire 3'));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Fire 3']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('alone on the field it must shift itself out of its line (Codex, "Card Text": resolve as much as possible; community, self-targeting)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 1'], deck: ['Death 0', 'Death 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Gravity 1', 0));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(1));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Gravity 1']);
    expect(hand(g, 0)).toEqual(['Death 0', 'Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity 2', () => {
  it('flips 1 card, then shifts that card to this line', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 2'] },
      { protocols: P1, stacks: [[], ['Metal 0'], ['Light 3']] },
    ] });
    g = act(g, play('Gravity 2', 0));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Light 3'));
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Light 3 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('shifts the flipped card even after it was covered meanwhile (Codex, Gravity 2 clarification: "that card")', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Gravity 1 down'], ['Darkness 4 down']], hand: ['Gravity 2'], deck: ['Death 0', 'Death 2', 'Death 3', 'Death 4'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Gravity 2', 0), choose('Gravity 1'));
    // Gravity 1, face-up and uncovered, resolves: draw 2, then shift to or from its line 1.
    expect(hand(g, 0)).toEqual(['Death 0', 'Death 2']);
    g = act(g, choose('Darkness 4'));
    // Darkness 4 covered Gravity 1; Gravity 2 still shifts Gravity 1 to line 0. There it is the
    // uncovered card, so its middle resolves again (community, "Middle Commands Only Trigger on Reveal").
    expect(stack(g, 0, 1)).toEqual(['Darkness 4 down']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2', 'Gravity 1']);
    expect(hand(g, 0)).toEqual(['Death 0', 'Death 2', 'Death 3', 'Death 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Darkness 4'));
    expect(stack(g, 0, 0)).toEqual(['Gravity 2', 'Gravity 1', 'Darkness 4 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('alone on the field it must flip itself; face-down, its text stops (community, "Active Text Interruption")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Gravity 2', 0));
    expect(stack(g, 0, 0)).toEqual(['Gravity 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a flipped card already in this line stays where it is (a shift must change lines)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 2'] },
      { protocols: P1, stacks: [['Fire 3'], [], []] },
    ] });
    g = act(g, play('Gravity 2', 0), choose('Fire 3'));
    expect(stack(g, 1, 0)).toEqual(['Fire 3 down']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a Metal 6 that deletes itself when flipped uses up the flip, and there is nothing left to shift (Codex, Metal 6 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 2'] },
      { protocols: P1, stacks: [[], ['Metal 6'], []] },
    ] });
    g = act(g, play('Gravity 2', 0), choose('Metal 6'));
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity 4', () => {
  it("shifts 1 uncovered face-down card, either player's, from another line to this line; the card it uncovers resolves", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1 down'], []], hand: ['Gravity 4'] },
      { protocols: P1, stacks: [['Fire 3 down'], [], ['Fire 5', 'Light 1 down']], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Gravity 4', 0));
    // Not Fire 3: it is already in this line.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 2, index: 1 }]);
    g = act(g, choose('Light 1'));
    expect(stack(g, 1, 0)).toEqual(['Fire 3 down', 'Light 1 down']);
    expect(stack(g, 1, 2)).toEqual(['Fire 5']);
    expect(trash(g, 1)).toEqual(['Metal 0']); // uncovered Fire 5: its owner discards
    expect(stack(g, 0, 1)).toEqual(['Darkness 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card outside its line does nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 4'] },
      { protocols: P1, stacks: [['Fire 3 down'], ['Metal 0'], []] },
    ] });
    g = act(g, play('Gravity 4', 0));
    expect(stack(g, 1, 0)).toEqual(['Fire 3 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity 5', () => {
  it('you discard 1 card of your choice', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 5', 'Death 0', 'Death 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Gravity 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Death 2'));
    expect(trash(g, 0)).toEqual(['Death 2']);
    expect(hand(g, 0)).toEqual(['Death 0']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Gravity 6', () => {
  it("the opponent plays the top card of their deck face-down in this line, on their side", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Gravity 6'] },
      { protocols: P1, stacks: [['Fire 3'], [], []], deck: ['Metal 3', 'Metal 1'] },
    ] });
    g = act(g, play('Gravity 6', 0));
    expect(stack(g, 1, 0)).toEqual(['Fire 3', 'Metal 3 down']);
    expect(deck(g, 1)[0]).toBe('Metal 1');
    expect(stack(g, 0, 0)).toEqual(['Gravity 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("covering the opponent's Fire 0 makes them resolve its trigger first, choosing its targets; the committed card still lands (Codex, \"Committed Cards\")", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Darkness 1 down'], []], hand: ['Gravity 6'] },
      { protocols: P1, stacks: [['Fire 0'], [], []], deck: ['Metal 3', 'Metal 1'] },
    ] });
    g = act(g, play('Gravity 6', 0));
    expect(hand(g, 1)).toEqual(['Metal 1']); // Fire 0: first, draw 1 (the played card had left the deck)
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
    g = act(g, choose('Gravity 6'));
    expect(stack(g, 0, 0)).toEqual(['Gravity 6 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 0', 'Metal 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("with the opponent's deck empty nothing is played and their trash is not reshuffled (Codex FAQ, \"When do I refill my deck?\")", () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: P0, hand: ['Gravity 6'] },
      { protocols: P1, stacks: [['Fire 3'], [], []] },
    ] });
    const trashBefore = trash(g, 1).length;
    g = act(g, play('Gravity 6', 0));
    expect(stack(g, 1, 0)).toEqual(['Fire 3']);
    expect(deck(g, 1)).toEqual([]);
    expect(trash(g, 1)).toHaveLength(trashBefore);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("its owner's Metal 2 in the line, even covered, bars the opponent's face-down play (rulings: play restrictions apply to plays from the deck)", () => {
    let g = position({ players: [
      { protocols: ['Gravity', 'Metal', 'Death'], stacks: [['Metal 2'], [], []], hand: ['Gravity 6'] },
      { protocols: ['Fire', 'Darkness', 'Light'], deck: ['Fire 3'] },
    ] });
    g = act(g, play('Gravity 6', 0));
    expect(stack(g, 0, 0)).toEqual(['Metal 2', 'Gravity 6']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(deck(g, 1)[0]).toBe('Fire 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
