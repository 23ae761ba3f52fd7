/**
 * The fan-made Frost protocol, written as data with no handler of its own: its locks are continuous
 * effects (`forbid: 'flipUp'`, `'rearrange'`, `'shift'`), its count an amount over a filter.
 */
import { describe, expect, it } from 'vitest';
import { awaiting, choose, hand, pass, play, stack, trash } from '../../src/testing.js';
import { act, fanEngine, position } from './helpers.js';

describe('Frost 0', () => {
  it('draws 1 card for each face-down card on the field, covered ones included', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 0'], stacks: [[], ['Fire 1 down', 'Fire 2 down'], ['Water 2']], deck: ['Fire 3', 'Fire 4', 'Water 3', 'Water 4'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0 down'], [], []] },
    ] });
    g = act(g, play('Frost 0', 0));
    expect(hand(g, 0)).toEqual(['Fire 3', 'Fire 4', 'Water 3']);
    expect(stack(g, 0, 0)).toEqual(['Frost 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Frost 1', () => {
  it('top: face-down cards cannot be flipped face-up, face-up ones can still be flipped face-down', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Fire 0'], stacks: [['Frost 1'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0 down'], ['Death 3'], []] },
    ] });
    g = act(g, play('Fire 0', 1));
    // "Flip 1 other card": Frost 1 and Death 3 (face-up) are offered, the face-down Metal 0 is not.
    expect(fanEngine.legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Death 3'));
    expect(stack(g, 1, 1)).toEqual(['Death 3 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
  });

  it('top: with only face-down cards to flip, a mandatory flip does nothing (community, "Game state must change")', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Fire 0'], stacks: [['Frost 1'], [], []], deck: ['Water 3', 'Water 4'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0 down'], [], []] },
    ] });
    // Frost 1 flips itself face-down first: its own lock then no longer holds.
    g = act(g, play('Fire 0', 1));
    expect(stack(g, 0, 0)).toEqual(['Frost 1 down']);
    expect(hand(g, 0)).toEqual(['Water 3', 'Water 4']);
  });

  it('bottom: protocols cannot be rearranged — Water 2 rearranges nothing, the control component offers only "pass"', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Water 2'], stacks: [['Frost 1'], [], []], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Water 2', 2));
    expect(hand(g, 0)).toEqual(['Fire 3', 'Fire 4']);
    expect(g.players[0]!.protocols.map((p) => p.name)).toEqual(['Frost', 'Fire', 'Water']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });

    let c = position({ controlHolder: 0, players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Fire 3'], stacks: [['Frost 1'], [], []], deck: ['Fire 4'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    c = act(c, { type: 'refresh' });
    expect(fanEngine.legalActions(c)).toEqual([{ type: 'pass' }]);
    c = act(c, pass);
    expect(c.control).toBeNull();
    expect(hand(c, 0).slice(0, 2)).toEqual(['Fire 3', 'Fire 4']);
    expect(hand(c, 0)).toHaveLength(5);
  });
});

describe('Frost 2', () => {
  it('plays a card face-down (the player picks card and line)', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 2', 'Fire 3', 'Water 4'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Frost 2', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(fanEngine.legalActions(g).every((a) => a.type === 'play' && a.face === 'down')).toBe(true);
    g = act(g, play('Water 4', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Water 4 down']);
    expect(hand(g, 0)).toEqual(['Fire 3']);
  });
});

describe('Frost 3', () => {
  it('cards cannot shift from or to its line', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Darkness', 'Water'], hand: ['Darkness 4'], stacks: [['Frost 3', 'Water 3 down'], [], ['Water 2 down']] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    // "Shift 1 face-down card": the one in Frost 3's line cannot leave, the other cannot enter it.
    g = act(g, play('Darkness 4', 1));
    expect(stack(g, 0, 0)).toEqual(['Frost 3', 'Water 3 down']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Darkness 4', 'Water 2 down']);
  });
});

describe('Frost 4', () => {
  it('may flip one of its owner\'s face-up covered cards', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 4'], stacks: [[], ['Fire 3', 'Fire 5'], []] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Death 3', 'Death 4'], []] },
    ] });
    g = act(g, play('Frost 4', 0));
    expect(fanEngine.legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'pass' }]);
    g = act(g, choose('Fire 3'));
    expect(stack(g, 0, 1)).toEqual(['Fire 3 down', 'Fire 5']);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('Frost 5', () => {
  it('its owner discards 1 card', () => {
    let g = position({ players: [
      { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 5', 'Fire 3'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Frost 5', 0));
    expect(trash(g, 0)).toEqual(['Fire 3']);
  });
});
