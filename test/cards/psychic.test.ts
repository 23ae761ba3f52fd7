import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, hand, line, pass, pickHand, play, position, rearrange, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { Action } from '../../src/index.js';

// Seat 0 plays Psychic in line 0; seat 1's protocols fill the other lines.
const ME = ['Psychic', 'Fire', 'Water'];
const THEM = ['Metal', 'Death', 'Life'];

const plays = (g: Parameters<typeof legalActions>[0]) => legalActions(g).filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
const names = (g: Parameters<typeof legalActions>[0], seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.name);

describe('Psychic 0', () => {
  it('draws 2, the opponent chooses 2 cards to discard, then reveals the rest of their hand', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Psychic 0'], deck: ['Fire 1', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 0', 'Death 1', 'Life 2'] },
    ] });
    g = act(g, play('Psychic 0', 0));
    expect(hand(g, 0)).toEqual(['Fire 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' }); // the discarding player chooses
    const r = actWithEvents(g, pickHand('Metal 0'), pickHand('Life 2'));
    g = r.state;
    expect(trash(g, 1)).toEqual(['Metal 0', 'Life 2']);
    expect(hand(g, 1)).toEqual(['Death 1']);
    expect(r.events).toContainEqual({ type: 'revealed', player: 1, cards: ['Death 1'], what: 'hand' });
    expect(stack(g, 0, 0)).toEqual(['Psychic 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with fewer than 2 cards discards what they have without a choice and reveals an empty hand (Codex, "Card Text": as much as possible)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Psychic 0'], deck: ['Fire 1', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 0'] },
    ] }), play('Psychic 0', 0));
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Water 2']);
    expect(trash(r.state, 1)).toEqual(['Metal 0']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(r.events).toContainEqual({ type: 'revealed', player: 1, cards: [], what: 'hand' });
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' }); // empty hand: refresh
  });
});

describe('Psychic 1', () => {
  it('the opponent can only play face-down: legalActions offers no face-up play', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Psychic 1'], [], []] },
      { protocols: THEM, hand: ['Metal 0', 'Death 3'] },
    ] });
    const ps = plays(g);
    expect(ps).toHaveLength(6); // 2 cards × 3 lines, face-down only
    expect(ps.every((a) => a.face === 'down')).toBe(true);
    expect(() => act(g, play('Metal 0', 0, 'up'))).toThrow(/not legal/);
    const g2 = act(g, play('Metal 0', 0, 'down'));
    expect(stack(g2, 1, 0)).toEqual(['Metal 0 down']);
  });

  it('the top command works while covered; its owner is not restricted', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Psychic 1', 'Fire 1 down'], [], []], hand: ['Water 2'] },
      { protocols: THEM, hand: ['Metal 0'] },
    ] });
    expect(plays(g).every((a) => a.face === 'down')).toBe(true);
    const mine = position({ players: [
      { protocols: ME, stacks: [['Psychic 1'], [], []], hand: ['Water 2'] },
      { protocols: THEM },
    ] });
    expect(plays(mine).some((a) => a.face === 'up' && a.line === 2)).toBe(true);
  });

  it('with Metal 2 as well, the opponent cannot play in Metal 2\'s line at all', () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Metal', 'Water'], stacks: [['Psychic 1'], ['Metal 2'], []] },
      { protocols: ['Fire', 'Death', 'Life'], hand: ['Death 3'] },
    ] });
    expect(plays(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
  });

  it('also binds plays made by card effects: the opponent\'s Speed 0, uncovered by a flip, must play face-down', () => {
    // Seat 1 owns Psychic 1 and plays Water 0, flipping seat 0's face-down Speed 0 face-up.
    let g = position({ turn: 1, players: [
      { protocols: ['Speed', 'Fire', 'Light'], stacks: [['Speed 0 down'], [], []], hand: ['Fire 1', 'Speed 1'] },
      { protocols: ['Metal', 'Psychic', 'Water'], stacks: [[], ['Psychic 1'], []], hand: ['Water 0'] },
    ] });
    g = act(g, play('Water 0', 2), choose('Speed 0'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    const ps = plays(g);
    expect(ps).toHaveLength(6);
    expect(ps.every((a) => a.face === 'down')).toBe(true);
    g = act(g, play('Speed 1', 1, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Speed 0']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1 down']);
    expect(stack(g, 1, 2)).toEqual(['Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Start: flips itself face-down, which lifts the restriction', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Psychic 1'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, hand: ['Metal 0'] },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Psychic 1 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Fire 1', 1));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(plays(g).some((a) => a.face === 'up' && a.line === 0)).toBe(true);
  });

  it('Start does not trigger while covered (bottom text hidden); the top command still applies', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Psychic 1', 'Fire 1 down'], [], []], hand: ['Water 2'] },
      { protocols: THEM, hand: ['Metal 0'] },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Psychic 1', 'Fire 1 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Water 2', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(plays(g).every((a) => a.face === 'down')).toBe(true);
  });
});

describe('Psychic 2', () => {
  it('the opponent discards 2, then the player rearranges the opponent\'s protocols (cards stay in their lines)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Psychic 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []], hand: ['Metal 1', 'Death 1', 'Life 2'] },
    ] });
    g = act(g, play('Psychic 2', 0), pickHand('Metal 1'), pickHand('Life 2'));
    expect(trash(g, 1)).toEqual(['Metal 1', 'Life 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    // Every order but the current one (Codex, "Rearranging Protocols").
    expect(legalActions(g)).toHaveLength(5);
    g = act(g, rearrange(1, ['Life', 'Metal', 'Death']));
    expect(names(g, 1)).toEqual(['Life', 'Metal', 'Death']);
    expect(names(g, 0)).toEqual(ME);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(hand(g, 1)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with the opponent\'s hand empty, the rearrange still happens (Codex, "Card Text": each sentence separately)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Psychic 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Psychic 2', 0));
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    g = act(g, rearrange(1, ['Death', 'Metal', 'Life']));
    expect(names(g, 1)).toEqual(['Death', 'Metal', 'Life']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Psychic 3', () => {
  it('the opponent discards 1; the player shifts one of their cards, and the card it uncovers resolves its middle for its owner', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Psychic 3'] },
      { protocols: THEM, stacks: [['Metal 3', 'Death 3 down'], [], []], hand: ['Metal 0', 'Death 1'], deck: ['Life 2'] },
    ] });
    g = act(g, play('Psychic 3', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Death 1'));
    expect(trash(g, 1)).toEqual(['Death 1']);
    // Only one of their cards is uncovered: it is taken; the player picks the line.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 1, 0)).toEqual(['Metal 3']);
    expect(stack(g, 1, 2)).toEqual(['Death 3 down']);
    expect(hand(g, 1)).toEqual(['Metal 0', 'Life 2']); // Metal 3 uncovered: "Draw 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('only the opponent\'s uncovered cards can be chosen', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Fire 1'], []], hand: ['Psychic 3'] },
      { protocols: THEM, stacks: [['Metal 0', 'Death 3 down'], ['Life 2'], []], hand: ['Metal 1'] },
    ] });
    g = act(g, play('Psychic 3', 0));
    expect(trash(g, 1)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 1 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Life 2'), line(2));
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Life 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Psychic 4', () => {
  const start = () => position({ players: [
    { protocols: ME, stacks: [['Psychic 4'], [], []], hand: ['Fire 1'] },
    { protocols: THEM, stacks: [[], ['Death 3 down', 'Metal 3'], ['Life 4 down']] },
  ] });

  it('End: returning one of the opponent\'s cards flips Psychic 4 face-down', () => {
    let g = act(start(), play('Fire 1', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' }); // "you may": pass is offered
    expect(legalActions(g)).toContainEqual({ type: 'pass' });
    g = act(g, choose('Metal 3'));
    expect(hand(g, 1)).toEqual(['Metal 3']);
    expect(stack(g, 1, 1)).toEqual(['Death 3 down']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: declining returns nothing and does not flip ("If you do")', () => {
    const g = act(start(), play('Fire 1', 1, 'down'), pass);
    expect(hand(g, 1)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual(['Death 3 down', 'Metal 3']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: with no opponent card on the field there is nothing to return: no question, no flip', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [['Psychic 4'], [], []], hand: ['Fire 1'] },
      { protocols: THEM },
    ] }), play('Fire 1', 1, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Psychic 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End does not trigger while Psychic 4 is covered', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [['Psychic 4', 'Water 2 down'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Fire 1', 1, 'down'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4', 'Water 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Psychic 5', () => {
  it('you discard 1 card: the only card left goes without a choice', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Psychic 5', 'Fire 1'] },
      { protocols: THEM },
    ] }), play('Psychic 5', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 1']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with 2 cards left, the player chooses; with none, the card is still played (Codex, "Card Text")', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Psychic 5', 'Fire 1', 'Water 2'] },
      { protocols: THEM },
    ] }), play('Psychic 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 2'));
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(trash(g, 0)).toEqual(['Water 2']);
    const empty = act(position({ players: [{ protocols: ME, hand: ['Psychic 5'] }, { protocols: THEM }] }), play('Psychic 5', 0));
    expect(stack(empty, 0, 0)).toEqual(['Psychic 5']);
    expect(trash(empty, 0)).toEqual([]);
    expect(awaiting(empty)).toEqual({ player: 1, kind: 'action' });
  });
});

