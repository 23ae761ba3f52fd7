import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Darkness (line 0), Fire (line 1), Gravity (line 2); seat 1 has Metal, Water, Light.
const P0 = ['Darkness', 'Fire', 'Gravity'];
const P1 = ['Metal', 'Water', 'Light'];

describe('Darkness 0', () => {
  it("draws 3 cards, then shifts 1 of the opponent's covered cards", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: P1, stacks: [['Metal 0', 'Metal 2 down'], ['Water 3 down', 'Water 4 down'], []] },
    ] });
    g = act(g, play('Darkness 0', 0));
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    // Covered cards only, the opponent's only.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Water 3'));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 1, 1)).toEqual(['Water 4 down']);
    expect(stack(g, 1, 2)).toEqual(['Water 3 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0', 'Metal 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a covered face-up card shifted to the top of another stack is uncovered: its middle resolves for its owner (community, "Middle Commands Only Trigger on Reveal")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: P1, stacks: [['Metal 5', 'Metal 2 down'], [], []], hand: ['Water 0'] },
    ] });
    g = act(g, play('Darkness 0', 0), line(1));
    expect(stack(g, 1, 0)).toEqual(['Metal 2 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual(['Water 0']); // Metal 5: "You discard 1 card", for its owner
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("with no covered opponent card only draws: the player's own covered cards are not eligible", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Fire 1 down', 'Fire 2 down'], []], hand: ['Darkness 0'], deck: ['Fire 3', 'Fire 4', 'Fire 5'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Darkness 0', 0));
    expect(hand(g, 0)).toEqual(['Fire 3', 'Fire 4', 'Fire 5']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down', 'Fire 2 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 1', () => {
  it("flips 1 of the opponent's cards, then may shift that card", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Fire 1'], []], hand: ['Darkness 1'] },
      { protocols: P1, stacks: [['Metal 0'], [], ['Light 1']] },
    ] });
    g = act(g, play('Darkness 1', 0));
    // The opponent's uncovered cards only.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 }]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    // "You may": any other line, or decline.
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }, { type: 'pass' }]);
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Light 1', 'Metal 0 down']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the shift may be declined', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 1'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Darkness 1', 0), pass);
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(stack(g, 0, 0)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("a card flipped face-up resolves its middle (its owner's choice) before the shift is offered (rulebook, \"Cards & Effects\")", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 1'] },
      { protocols: P1, stacks: [['Metal 5 down'], [], []], hand: ['Water 0', 'Water 1'] },
    ] });
    g = act(g, play('Darkness 1', 0));
    // Metal 5 is face-up and uncovered: its owner discards first.
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Water 1'));
    expect(trash(g, 1)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(1));
    expect(stack(g, 1, 1)).toEqual(['Metal 5']);
    expect(hand(g, 1)).toEqual(['Water 0']); // an uncovered card that shifts does not resolve again
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no opponent card on the field does nothing', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Fire 1'], []], hand: ['Darkness 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Darkness 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Darkness 1']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 2', () => {
  it('may flip 1 covered card in this line; a covered card flipped face-up does not resolve its middle (Codex FAQ)', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 1 down'], [], []], hand: ['Darkness 2', 'Gravity 5'] },
      { protocols: P1, stacks: [['Metal 5', 'Metal 0'], ['Water 3', 'Water 4'], []] },
    ] });
    g = act(g, play('Darkness 2', 0));
    // Covered cards in this line, both sides (not Water 3 in line 1); "may": pass is offered.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }, { type: 'pass' }]);
    g = act(g, choose('Fire 1'));
    expect(stack(g, 0, 0)).toEqual(['Fire 1', 'Darkness 2']);
    expect(hand(g, 0)).toEqual(['Gravity 5']); // Fire 1's "Discard 1 card" did not happen
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the flip may be declined', () => {
    let g = position({ players: [
      { protocols: P0, stacks: [['Fire 1 down'], [], []], hand: ['Darkness 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Darkness 2', 0), pass);
    expect(stack(g, 0, 0)).toEqual(['Fire 1 down', 'Darkness 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('top: face-down cards in its stack are worth 4, so 2 face-down cards and Darkness 2 make 10 and compile; the opposing stack is not affected', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Fire 1 down', 'Fire 2 down', 'Darkness 2'], [], []], hand: ['Gravity 5'] },
      // 4 face-down cards: 8 at value 2 (16 if Darkness 2 reached them, which would stop the compile).
      { protocols: P1, stacks: [['Metal 0 down', 'Metal 1 down', 'Metal 2 down', 'Metal 3 down'], [], []] },
    ] });
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Darkness 2']);
    expect(hand(g, 0)).toEqual(['Gravity 5']); // the compile took the action
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('top: still applies while Darkness 2 is covered (rulebook, "Card Anatomy": top commands stay visible)', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Darkness 2', 'Fire 1 down', 'Fire 2 down'], [], []] },
      { protocols: P1 },
    ] });
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(trash(g, 0)).toEqual(['Darkness 2', 'Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('top: face-down, Darkness 2 changes nothing (2 + 2 + 2 does not compile)', () => {
    let g = position({ phase: 'start', players: [
      { protocols: P0, stacks: [['Darkness 2 down', 'Fire 1 down', 'Fire 2 down'], [], []], hand: ['Gravity 5'] },
      { protocols: P1 },
    ] });
    expect(g.players[0]!.protocols[0]!.compiled).toBe(false);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('top: Death 2 does not delete face-down cards in its stack, which are worth 4 (community, Darkness 2)', () => {
    let g = position({ players: [
      { protocols: ['Darkness', 'Death', 'Gravity'], stacks: [['Gravity 1 down', 'Darkness 2'], [], []], hand: ['Death 2'] },
      { protocols: P1, stacks: [['Metal 1', 'Metal 2 down'], [], []] },
    ] });
    g = act(g, play('Death 2', 1));
    // Line 0 (the opponent's value-1 and face-down cards) and line 1 (Death 2 itself) qualify.
    expect(legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 1 }]);
    g = act(g, line(0));
    // Darkness 2 itself is worth 2 and goes; "all" reads every value at once (Codex FAQ, "All"),
    // so the face-down card, worth 4 at that moment, stays.
    expect(stack(g, 0, 0)).toEqual(['Gravity 1 down']);
    expect(trash(g, 0)).toEqual(['Darkness 2']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 1', 'Metal 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 3', () => {
  it('plays 1 card from hand face-down in another line', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 3', 'Fire 1', 'Gravity 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Darkness 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    // Face-down only, lines 1 and 2 only (Fire 1 could go face-up in line 1 otherwise).
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'down' }, { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 1, line: 1, face: 'down' }, { type: 'play', index: 1, line: 2, face: 'down' },
    ]);
    g = act(g, play('Fire 1', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Darkness 3']);
    expect(hand(g, 0)).toEqual(['Gravity 2']); // face-down: Fire 1's discard does not happen
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("an opponent's Metal 2 bars face-down plays into its line (rulings: play restrictions)", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 3', 'Fire 1'] },
      { protocols: P1, stacks: [[], ['Metal 2'], []] },
    ] });
    // Line 1 is barred, line 0 is Darkness 3's own: Fire 1 may go face-down only to line 2 — one
    // way to do it, taken without a prompt (rulings, "A forced choice with one option").
    g = act(g, play('Darkness 3', 0));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Fire 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand plays nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 3'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Darkness 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Darkness 3']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 4', () => {
  it("shifts 1 uncovered face-down card, either player's; the card it uncovers resolves its middle", () => {
    let g = position({ players: [
      { protocols: P0, stacks: [[], ['Fire 1 down'], ['Gravity 2 down', 'Gravity 4']], hand: ['Darkness 4'] },
      { protocols: P1, stacks: [['Metal 5', 'Metal 0 down'], [], []], hand: ['Water 0'] },
    ] });
    g = act(g, play('Darkness 4', 0));
    // Not the covered Gravity 2.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    g = act(g, choose('Metal 0'));
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual(['Metal 5']);
    expect(stack(g, 1, 2)).toEqual(['Metal 0 down']);
    expect(trash(g, 1)).toEqual(['Water 0']); // uncovered Metal 5: its owner discards
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card on the field does nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 4'] },
      { protocols: P1, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Darkness 4', 0));
    expect(stack(g, 0, 0)).toEqual(['Darkness 4']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Darkness 5', () => {
  it('you discard 1 card (the only one: no choice)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Darkness 5', 'Fire 1'], deck: ['Fire 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Darkness 5', 0));
    expect(stack(g, 0, 0)).toEqual(['Darkness 5']);
    expect(trash(g, 0)).toEqual(['Fire 1']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Fire 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
