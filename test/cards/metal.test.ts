import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, phase, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Metal (line 0), Life (line 1), Light (line 2); seat 1 Plague, Fire, Water.
const P0 = ['Metal', 'Life', 'Light'];
const P1 = ['Plague', 'Fire', 'Water'];

describe('Metal 0', () => {
  it('flips 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 0'] },
      { protocols: P1, stacks: [['Plague 5'], [], []] },
    ] });
    g = act(g, play('Metal 0', 0));
    expect(legalActions(g)).toHaveLength(2); // Metal 0 itself or Plague 5
    g = act(g, choose('Plague 5'));
    expect(stack(g, 1, 0)).toEqual(['Plague 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("reduces the opponent's total in its line by 2, even covered (top command): 10 becomes 8, no compile", () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 0', 'Light 5 down'], [], []] },
      { protocols: P1, stacks: [['Plague 5', 'Fire 5'], [], []] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    expect(stack(g, 1, 0)).toEqual(['Plague 5', 'Fire 5']);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it has no top command: the opponent compiles with 10', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 0 down'], [], []] },
      { protocols: P1, stacks: [['Plague 5', 'Fire 5'], [], []] },
    ] });
    g = act(g, play('Life 5', 1, 'down'));
    expect(g.players[1]!.protocols[0]).toEqual({ name: 'Plague', compiled: true });
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' }); // seat 1 compiled instead of acting
  });

  it('an empty opposing stack counts -2, so Metal 0 alone wins its line for control (community rulings, Metal 0)', () => {
    const g = position({ phase: 'start', players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 0'], ['Life 1'], []] },
      { protocols: P1 },
    ] });
    // Line 0: 0 against -2; line 1: 1 against 0 — two lines, so seat 0 takes the control component.
    expect(g.control).toBe(0);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Metal 1', () => {
  const setup = () => position({ players: [
    { protocols: P0, hand: ['Metal 1'], deck: ['Life 1', 'Light 1'] },
    // Seat 1 has 10 in line 2 against nothing: it would compile at its next Check Compile.
    { protocols: P1, hand: ['Plague 5'], stacks: [[], [], ['Fire 5', 'Water 5']] },
  ] });

  it('draws 2; the opponent cannot compile on their next turn but may still play or refresh (Codex errata 12/2024 and clarification; FAQ)', () => {
    let g = setup();
    const r = actWithEvents(g, play('Metal 1', 0));
    g = r.state;
    expect(hand(g, 0)).toEqual(['Life 1', 'Light 1']);
    expect(r.events).toContainEqual({ type: 'cannotCompile', player: 1 });
    expect(g.players[1]!.protocols[2]!.compiled).toBe(false);
    expect(stack(g, 1, 2)).toEqual(['Fire 5', 'Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(legalActions(g)).toContainEqual({ type: 'refresh' });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
  });

  it('bars only the next turn: the turn after, the opponent compiles (Codex, Metal 1 clarification)', () => {
    let g = setup();
    g = act(g, play('Metal 1', 0), play('Plague 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Light 1', 2, 'down'));
    // Seat 1 leads lines 0 and 2: it takes control, spent (declined) as the compile begins.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'control' });
    g = act(g, pass);
    expect(g.players[1]!.protocols[2]).toEqual({ name: 'Water', compiled: true });
    expect(stack(g, 1, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bars nothing once its text is no longer visible when that turn comes (Codex, Metal 1 clarification: "provided the text is visible")', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 1'], deck: ['Life 1', 'Light 1'] },
      { protocols: ['Plague', 'Death', 'Water'], stacks: [[], ['Death 1'], ['Plague 5', 'Water 5']], deck: ['Death 0'] },
    ] });
    g = act(g, play('Metal 1', 0));
    // Seat 1's Start: Death 1 — "You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'confirm' });
    g = act(g, accept, choose('Metal 1'));
    expect(trash(g, 0)).toEqual(['Metal 1']);
    expect(trash(g, 1)).toEqual(['Death 1', 'Plague 5', 'Water 5']);
    expect(g.players[1]!.protocols[2]).toEqual({ name: 'Water', compiled: true });
    expect(hand(g, 1)).toEqual(['Death 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Metal 2', () => {
  it('the opponent cannot play face-down in its line; face-up plays there stay legal', () => {
    const g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Metal 2'], [], []] },
      { protocols: P1, hand: ['Plague 5'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('still applies while covered: it is a top command (rulebook, "Card Anatomy")', () => {
    const g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Metal 2', 'Life 5 down'], [], []] },
      { protocols: P1, hand: ['Fire 5'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('face-down, it restricts nothing; nor does it restrict its owner', () => {
    let g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Metal 2 down'], [], []] },
      { protocols: P1, hand: ['Fire 5'] },
    ] });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'down' });
    g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 2'], [], []] },
      { protocols: P1 },
    ] });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'down' });
  });

  it('bars plays from the top of the deck too (docs/rulings.md: Water 1 skips the line)', () => {
    let g = position({ turn: 1, players: [
      { protocols: P0, stacks: [['Metal 2'], [], []] },
      { protocols: P1, hand: ['Water 1'], deck: ['Fire 1', 'Fire 2'] },
    ] });
    // "Each other line": line 0 is closed to face-down plays, so line 1 gets the top card, unasked.
    g = act(g, play('Water 1', 2));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual(['Fire 1 down']);
    expect(stack(g, 1, 2)).toEqual(['Water 1']);
    expect(deck(g, 1)[0]).toBe('Fire 2');
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Metal 3', () => {
  const eight = { p0: ['Life 1', 'Life 2 down', 'Life 3', 'Life 4 down'], p1: ['Plague 1 down', 'Plague 2', 'Plague 3 down', 'Plague 0 down'] };

  it('draws 1, then deletes all cards, covered ones too, in the other line with 8 or more cards', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 3'], stacks: [[], eight.p0, ['Light 5']], deck: ['Light 1'] },
      { protocols: P1, stacks: [[], eight.p1, ['Fire 5']] },
    ] });
    g = act(g, play('Metal 3', 0));
    expect(hand(g, 0)).toEqual(['Light 1']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual([]);
    expect([...trash(g, 0)].sort()).toEqual(['Life 1', 'Life 2', 'Life 3', 'Life 4']);
    expect([...trash(g, 1)].sort()).toEqual(['Plague 0', 'Plague 1', 'Plague 2', 'Plague 3']);
    expect(stack(g, 0, 2)).toEqual(['Light 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('never deletes its own line, and a line with 7 cards is safe: it only draws', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 3'], stacks: [['Metal 0 down', 'Metal 1 down', 'Metal 2 down', 'Metal 5 down'], eight.p0.slice(1), []], deck: ['Light 1'] },
      { protocols: P1, stacks: [['Fire 0 down', 'Fire 1 down', 'Fire 2 down', 'Fire 3 down'], eight.p1, []] },
    ] });
    g = act(g, play('Metal 3', 0)); // line 0 now holds 9 cards, line 1 holds 7
    expect(hand(g, 0)).toEqual(['Light 1']);
    expect(stack(g, 0, 0)).toHaveLength(5);
    expect(stack(g, 1, 1)).toHaveLength(4);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with two lines of 8 or more, the owner must pick one: no pass (community rulings, Metal 3)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 3'], stacks: [[], eight.p0, ['Light 0 down', 'Light 1 down', 'Light 2 down', 'Light 3 down']], deck: ['Light 4'] },
      { protocols: P1, stacks: [[], eight.p1, ['Fire 0 down', 'Fire 1 down', 'Fire 2 down', 'Fire 3 down']] },
    ] });
    g = act(g, play('Metal 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 0, 1)).toHaveLength(4);
    expect(trash(g, 1)).toHaveLength(4);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Metal 5', () => {
  it('you discard 1 card', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 5', 'Life 1', 'Light 1'] },
      { protocols: P1 },
    ] });
    g = act(g, play('Metal 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Light 1'));
    expect(hand(g, 0)).toEqual(['Life 1']);
    expect(trash(g, 0)).toEqual(['Light 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Metal 6', () => {
  it('deletes itself when it would be covered; the card it uncovers resolves first and cannot select the committed card (Codex, Committed Cards; Metal 6 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 0', 'Metal 6'], [], []] },
      { protocols: P1, stacks: [[], ['Plague 5'], []] },
    ] });
    g = act(g, play('Life 5', 0, 'down'));
    // Metal 0 is uncovered: "Flip 1 card." — Metal 0 or Plague 5, not the committed Life 5.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Plague 5'));
    expect(stack(g, 1, 1)).toEqual(['Plague 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Metal 0', 'Life 5 down']);
    expect(trash(g, 0)).toEqual(['Metal 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('deletes itself when it would be flipped; the flip is used up (Codex, Metal 6 clarification)', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 0'], stacks: [[], [], ['Light 5 down', 'Metal 6']] },
      { protocols: P1, stacks: [[], ['Plague 5'], []] },
    ] });
    g = act(g, play('Metal 0', 0), choose('Metal 6'));
    expect(trash(g, 0)).toEqual(['Metal 6']);
    expect(stack(g, 0, 2)).toEqual(['Light 5 down']);
    expect(stack(g, 1, 1)).toEqual(['Plague 5']);
    expect(stack(g, 0, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it has no text: flipped face-up, it stays', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Metal 0'], stacks: [[], [], ['Metal 6 down']] },
      { protocols: P1 },
    ] });
    g = act(g, play('Metal 0', 0), choose('Metal 6'));
    expect(stack(g, 0, 2)).toEqual(['Metal 6']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, covering it deletes nothing', () => {
    let g = position({ players: [
      { protocols: P0, hand: ['Life 5'], stacks: [['Metal 6 down'], [], []] },
      { protocols: P1 },
    ] });
    g = act(g, play('Life 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Metal 6 down', 'Life 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down and covered, flipped face-up: not deleted, the covering already happened (community rulings, Metal 6)', () => {
    let g = position({ players: [
      { protocols: ['Metal', 'Life', 'Darkness'], hand: ['Darkness 2'], stacks: [[], [], ['Metal 6 down', 'Life 5 down']] },
      { protocols: P1 },
    ] });
    // Darkness 2: "You may flip 1 covered card in this line."
    g = act(g, play('Darkness 2', 2), choose('Metal 6'));
    expect(stack(g, 0, 2)).toEqual(['Metal 6', 'Life 5 down', 'Darkness 2']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card shifted onto it also covers it: it deletes itself first (Codex, "Shifting a Card")', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Life', 'Metal'], hand: ['Light 3'], stacks: [['Life 5 down'], [], ['Life 1', 'Metal 6']] },
      { protocols: P1 },
    ] });
    g = act(g, play('Light 3', 0));
    // The only other lines are 1 and 2; choose Metal 6's line. Life 1 is uncovered ("Flip 1 card. Flip 1 card.").
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // The shifting card is committed: not selectable. Life 1 flips itself: its text stops.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
    ]);
    g = act(g, choose('Life 1'));
    expect(trash(g, 0)).toEqual(['Metal 6']);
    expect(stack(g, 0, 2)).toEqual(['Life 1 down', 'Life 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Light 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
