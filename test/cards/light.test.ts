import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, phase, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Light (line 0), Life (line 1), Metal (line 2); seat 1 Plague, Fire, Water.
const P0 = ['Light', 'Life', 'Metal'];
const P1 = ['Plague', 'Fire', 'Water'];

describe('Light 0', () => {
  it('on Metal 6 draws 6: the card left play but "that card" still names it (Codex, Light 0 ruling)', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(legalActions(g)).toHaveLength(2); // Light 0 itself or Metal 6
    g = act(g, choose('Metal 6'));
    expect(hand(g, 0)).toHaveLength(6);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Light 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' }); // clear cache: discard down to 5
  });

  it('reads the value after the flip: a 5 flipped face-down is worth 2 (Codex, Light 0 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 0'], deck: ['Life 1', 'Life 2', 'Life 3'] },
      { protocols: P1, stacks: [['Plague 5'], [], []] },
    ] });
    g = act(g, play('Light 0', 0), choose('Plague 5'));
    expect(stack(g, 1, 0)).toEqual(['Plague 5 down']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down card flipped face-up counts its printed value', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 0'], deck: ['Life 1', 'Life 2', 'Life 3', 'Life 4', 'Life 5'] },
      { protocols: P1, stacks: [['Plague 4 down'], [], []] },
    ] });
    g = act(g, play('Light 0', 0), choose('Plague 4'));
    expect(stack(g, 1, 0)).toEqual(['Plague 4']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2', 'Life 3', 'Life 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("the flipped card's text resolves before the draw (Codex, Light 0 clarification)", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 0'], stacks: [[], [], ['Metal 3 down']], deck: ['Life 1', 'Life 2', 'Life 3', 'Life 4'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 0', 0), choose('Metal 3'));
    // Metal 3 ("Draw 1 card. …") draws Life 1 first; then Light 0 draws 3.
    expect(stack(g, 0, 2)).toEqual(['Metal 3']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2', 'Life 3', 'Life 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping itself face-down stops its text: nothing is drawn (rulebook, "Cards & Effects"; community, active text interruption)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 0'], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, stacks: [['Plague 5'], [], []] },
    ] });
    g = act(g, play('Light 0', 0), choose('Light 0'));
    expect(stack(g, 0, 0)).toEqual(['Light 0 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 1', () => {
  it('End: draws 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 1'], deck: ['Life 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 1', 0));
    expect(hand(g, 0)).toEqual(['Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its bottom command is not visible: no draw (rulebook, "Card Anatomy")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Light 1'], [], []], deck: ['Life 2'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 5', 0, 'down'));
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)[0]).toBe('Life 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("does nothing on the opponent's End phase", () => {
    let g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Light 1'], [], []], deck: ['Life 2'] },
      { protocols: P1, hand: ['Plague 5'] },
    ] });
    g = act(g, play('Plague 5', 0, 'down'));
    expect(phase(g).turn).toBe(0);
    // Seat 0's own turn has not reached End yet: nothing drawn.
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Light 2', () => {
  it('draws 2, reveals 1 face-down card, and may flip it: its text enters play (Codex FAQ, "reveal")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 2'], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, hand: ['Fire 0'], stacks: [[], ['Plague 5 down'], ['Water 5']] },
    ] });
    let r = actWithEvents(g, play('Light 2', 0));
    g = r.state;
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    // The only face-down card is revealed without a choice.
    expect(r.events).toContainEqual({ type: 'revealed', player: 0, cards: ['Plague 5'], what: 'fieldCard', side: 1, line: 1 });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'option' });
    expect(legalActions(g)).toEqual([{ type: 'option', index: 0 }, { type: 'option', index: 1 }, pass]);
    r = actWithEvents(g, optionNamed('flip'));
    g = r.state;
    // Plague 5 face-up: "You discard 1 card." — its owner discards their only card.
    expect(stack(g, 1, 1)).toEqual(['Plague 5']);
    expect(trash(g, 1)).toEqual(['Fire 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may shift the revealed card instead: it stays face-down, on its own side', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 2'], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, stacks: [[], ['Plague 5 down'], ['Water 5']] },
    ] });
    g = act(g, play('Light 2', 0), optionNamed('shift'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Water 5', 'Plague 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('may do neither', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 2'], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, stacks: [[], ['Plague 5 down'], []] },
    ] });
    g = act(g, play('Light 2', 0), pass);
    expect(stack(g, 1, 1)).toEqual(['Plague 5 down']);
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('chooses among uncovered face-down cards only (Codex FAQ, "reveal": "an uncovered face-down card")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 2'], stacks: [[], ['Life 5 down'], []], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, stacks: [[], ['Plague 5 down', 'Fire 5'], ['Water 5 down']] },
    ] });
    g = act(g, play('Light 2', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Water 5'), optionNamed('flip'));
    // Water 5 ("You discard 1 card."): seat 1 has no cards.
    expect(stack(g, 1, 2)).toEqual(['Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card, only draws: no shift/flip question (docs/rulings.md, "you may" with no possible effect)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 2'], deck: ['Life 1', 'Life 2'] },
      { protocols: P1, stacks: [[], ['Plague 5'], []] },
    ] });
    g = act(g, play('Light 2', 0));
    expect(hand(g, 0)).toEqual(['Life 1', 'Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 3', () => {
  it('shifts all face-down cards in its line, covered ones and both sides, to one other line, keeping their order (Codex, Light 3 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 3'], stacks: [['Life 5 down', 'Metal 5', 'Life 4 down'], [], ['Metal 3']] },
      { protocols: P1, stacks: [['Plague 5 down', 'Fire 5 down'], [], []] },
    ] });
    g = act(g, play('Light 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 0)).toEqual(['Metal 5', 'Light 3']);
    expect(stack(g, 0, 2)).toEqual(['Metal 3', 'Life 5 down', 'Life 4 down']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Plague 5 down', 'Fire 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card uncovered by the shift resolves its middle command, for its owner', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 3'] },
      { protocols: P1, hand: ['Fire 0'], stacks: [['Plague 5', 'Water 5 down'], [], []] },
    ] });
    g = act(g, play('Light 3', 0), line(1));
    expect(stack(g, 1, 1)).toEqual(['Water 5 down']);
    expect(stack(g, 1, 0)).toEqual(['Plague 5']);
    expect(trash(g, 1)).toEqual(['Fire 0']); // Plague 5: "You discard 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card in its line does nothing and asks nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 3'], stacks: [['Life 5'], ['Metal 5 down'], []] },
      { protocols: P1, stacks: [['Plague 5'], [], []] },
    ] });
    g = act(g, play('Light 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Life 5', 'Light 3']);
    expect(stack(g, 0, 1)).toEqual(['Metal 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 4', () => {
  it('your opponent reveals their hand; nothing moves (Codex FAQ, "reveal")', () => {
    const g0 = position({ players: [
      { protocols: P0, hand: ['Light 4'] },
      { protocols: P1, hand: ['Plague 1', 'Fire 0'] },
    ] });
    const { state: g, events } = actWithEvents(g0, play('Light 4', 0));
    expect(events).toContainEqual({ type: 'revealed', player: 1, cards: ['Plague 1', 'Fire 0'], what: 'hand' });
    expect(hand(g, 1)).toEqual(['Plague 1', 'Fire 0']);
    expect(stack(g, 0, 0)).toEqual(['Light 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 5', () => {
  it('you discard 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5', 'Life 1', 'Metal 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0), pickHand('Life 1'));
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(trash(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with one card left, discards it without asking (Codex, "Card Text": resolve as much as possible)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Light 5', 'Life 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 5', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
