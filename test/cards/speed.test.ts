import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

// Seat 0 plays Speed in line 0.
const ME = ['Speed', 'Fire', 'Water'];
const THEM = ['Metal', 'Death', 'Life'];

describe('Speed 0', () => {
  it('plays 1 card from hand; a card played face-up resolves its middle command', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Speed 0', 'Speed 1'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Speed 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    // Mandatory ("Play 1 card."): no pass. Speed 1 face-up in line 0, or face-down anywhere.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    g = act(g, play('Speed 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Speed 0', 'Speed 1']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']); // Speed 1: "Draw 2 cards."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no card left in hand, nothing is played (Codex, "Card Text")', () => {
    const g = act(position({ players: [{ protocols: ME, hand: ['Speed 0'] }, { protocols: THEM }] }), play('Speed 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Speed 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 1', () => {
  it('draws 2; without a clear cache its top command does nothing (community, Speed 1)', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Speed 1', 'Water 2'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: THEM },
    ] }), play('Speed 1', 0));
    expect(hand(g, 0)).toEqual(['Water 2', 'Fire 1', 'Fire 2']);
    expect(deck(g, 0)[0]).toBe('Fire 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('after you clear cache: draw 1 card (the hand ends at 6)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Speed 1', 'Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Speed 1', 0));
    expect(hand(g, 0)).toHaveLength(7);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 0'), pickHand('Water 1'));
    expect(trash(g, 0)).toEqual(['Water 0', 'Water 1']);
    expect(hand(g, 0)).toEqual(['Water 2', 'Water 3', 'Water 4', 'Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the top command works while Speed 1 is covered', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Speed 1', 'Fire 0 down'], [], []], hand: ['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4', 'Fire 1', 'Fire 2'], deck: ['Fire 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Fire 1', 1, 'down'), pickHand('Water 0'));
    expect(trash(g, 0)).toEqual(['Water 0']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2', 'Water 3', 'Water 4', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 2', () => {
  it('when its own line compiles, it shifts instead of being deleted, even covered; the compile goes on (Codex, Speed 2)', () => {
    let g = position({ phase: 'compile', players: [
      { protocols: ME, stacks: [['Speed 2', 'Fire 5', 'Water 5'], [], []] },
      { protocols: THEM, stacks: [['Metal 0 down'], [], []] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Speed 2']);
    expect(trash(g, 0).sort()).toEqual(['Fire 5', 'Water 5']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('when the opponent compiles its line, its owner shifts it', () => {
    let g = position({ phase: 'compile', turn: 1, players: [
      { protocols: ME, stacks: [[], ['Speed 2'], []], hand: ['Fire 1'] },
      { protocols: THEM, stacks: [[], ['Death 4', 'Death 5', 'Life 5'], []] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Speed 2']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual([]);
    expect(g.players[1]!.protocols[1]!.compiled).toBe(true);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('only a compile triggers it: deleted by Death 2 it goes to the trash', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Speed 2'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, hand: ['Death 2'] },
    ] });
    g = act(g, play('Death 2', 1), line(0));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Speed 2']);
    expect(stack(g, 1, 1)).toEqual(['Death 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('face-down, it has no text and is deleted with the rest', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ME, stacks: [['Speed 2 down', 'Fire 5', 'Water 5'], [], []] },
      { protocols: THEM },
    ] });
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0).sort()).toEqual(['Fire 5', 'Speed 2', 'Water 5']);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 3', () => {
  it('shifts 1 of your other cards; an uncovered card that shifts does not resolve its middle again', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Speed 1'], ['Water 2 down']], hand: ['Speed 3'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] });
    g = act(g, play('Speed 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Only your own cards, never Speed 3 itself; mandatory (no pass).
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 0, line: 2, index: 0 }]);
    g = act(g, choose('Speed 1'), line(2));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Water 2 down', 'Speed 1']);
    expect(hand(g, 0)).toEqual([]);
    // End: Speed 3's own "you may shift" comes up; decline.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Speed 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  const atEnd = () => act(position({ players: [
    { protocols: ME, stacks: [['Speed 3'], [], []], hand: ['Fire 1'] },
    { protocols: THEM, stacks: [['Metal 0'], [], []] },
  ] }), play('Fire 1', 1, 'down'));

  it('End: shifting one of your cards flips Speed 3 face-down', () => {
    let g = atEnd();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }, { type: 'pass' }]);
    g = act(g, choose('Fire 1'), line(2));
    expect(stack(g, 0, 2)).toEqual(['Fire 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Speed 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: a card shifted onto Speed 3 covers it and stops its text: no flip (community, Speed 3)', () => {
    const g = act(atEnd(), choose('Fire 1'), line(0));
    expect(stack(g, 0, 0)).toEqual(['Speed 3', 'Fire 1 down']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: Speed 3 may shift itself; it is still uncovered and flips ("If you do")', () => {
    const g = act(atEnd(), choose('Speed 3'), line(2));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Speed 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End does not trigger while Speed 3 is covered (bottom text hidden)', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [['Speed 3', 'Water 1 down'], [], []], hand: ['Fire 1'] },
      { protocols: THEM },
    ] }), play('Fire 1', 1, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Speed 3', 'Water 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: declining shifts nothing and does not flip', () => {
    const g = act(atEnd(), pass);
    expect(stack(g, 0, 0)).toEqual(['Speed 3']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 4', () => {
  it('shifts an uncovered face-down card of the opponent; face-up and covered ones are not eligible', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Water 1 down']], hand: ['Speed 4'] },
      { protocols: THEM, stacks: [['Death 3 down'], ['Metal 0 down', 'Life 2'], []] },
    ] });
    g = act(g, play('Speed 4', 0));
    // The only eligible card is taken without a prompt; the player picks its line.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Death 3 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 0 down', 'Life 2']);
    expect(stack(g, 0, 2)).toEqual(['Water 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no eligible card it does nothing', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [[], [], ['Water 1 down']], hand: ['Speed 4'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Speed 4', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 2)).toEqual(['Water 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 5', () => {
  it('you discard 1 card (your choice of 2)', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Speed 5', 'Fire 1', 'Water 2'] },
      { protocols: THEM },
    ] }), play('Speed 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Fire 1'));
    expect(hand(g, 0)).toEqual(['Water 2']);
    expect(trash(g, 0)).toEqual(['Fire 1']);
    expect(stack(g, 0, 0)).toEqual(['Speed 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
