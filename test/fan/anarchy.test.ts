/**
 * The fan-made Anarchy protocol, written as data with no handler of its own: "without matching
 * protocol" is a filter (`matching: false`) and a line condition (`matchesThat`), "Cards can only
 * be played without matching protocols" a continuous `require`.
 */
import { describe, expect, it } from 'vitest';
import { awaiting, choose, hand, line, pickHand, play, rearrange, stack, trash } from '../../src/testing.js';
import { act, fanEngine, position } from './helpers.js';

const ME = ['Anarchy', 'Fire', 'Water'];
const THEM = ['Metal', 'Death', 'Life'];

describe('Anarchy 0', () => {
  it('shifts 1 card, then draws 1 for each line holding a face-up card without a matching protocol', () => {
    let g = position({ players: [
      // Fire 3 face-up in the Water line does not match; Water 3 in line 1 does not either.
      { protocols: ME, hand: ['Anarchy 0'], stacks: [[], ['Water 3'], ['Fire 3']], deck: ['Fire 4', 'Fire 5', 'Water 4'] },
      { protocols: THEM, stacks: [[], ['Death 3'], []] },
    ] });
    g = act(g, play('Anarchy 0', 0), choose('Death 3'), line(0));
    // Death 3 now sits in line 0 (Anarchy/Metal): unmatched too. Lines 0, 1, 2 each hold one.
    expect(stack(g, 1, 0)).toEqual(['Death 3']);
    expect(hand(g, 0)).toEqual(['Fire 4', 'Fire 5', 'Water 4']);
  });
});

describe('Anarchy 1', () => {
  it('top: face-up plays only where no protocol matches; face-down plays are unaffected', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Fire 3'], stacks: [['Anarchy 1'], [], []] },
      { protocols: THEM },
    ] });
    const ups = fanEngine.legalActions(g).filter((a) => a.type === 'play' && a.face === 'up').map((a) => (a as { line: number }).line);
    expect(ups).toEqual([0, 2]); // not line 1, Fire's own line
    const downs = fanEngine.legalActions(g).filter((a) => a.type === 'play' && a.face === 'down');
    expect(downs).toHaveLength(3);
  });

  it('middle: shifts 1 other card to a line without a protocol matching that card', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Anarchy 1'], stacks: [[], ['Fire 3'], []] },
      { protocols: THEM },
    ] });
    g = act(g, play('Anarchy 1', 0));
    // Fire 3 may go to line 0 (Anarchy/Metal) or line 2 (Water/Life), both without Fire; it is the only other card.
    expect(fanEngine.legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 2 }]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Fire 3']);
  });
});

describe('Anarchy 2', () => {
  it('deletes a covered or uncovered card standing in a line of its own protocol', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Anarchy 2'], stacks: [[], ['Fire 3', 'Water 3'], []] },
      { protocols: THEM, stacks: [['Metal 3'], [], []] },
    ] });
    g = act(g, play('Anarchy 2', 0));
    // Matching cards: Fire 3 (covered, Fire line), Metal 3 (Metal line), Anarchy 2 itself (Anarchy line). Water 3 does not match line 1.
    expect(fanEngine.legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    g = act(g, choose('Fire 3'));
    expect(trash(g, 0)).toEqual(['Fire 3']);
    expect(stack(g, 0, 1)).toEqual(['Water 3']);
  });
});

describe('Anarchy 3', () => {
  it('middle: swaps two of the opponent\'s protocols', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Anarchy 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Anarchy 3', 0));
    expect(fanEngine.legalActions(g)).toHaveLength(3);
    g = act(g, rearrange(1, ['Death', 'Metal', 'Life']));
    expect(g.players[1]!.protocols.map((p) => p.name)).toEqual(['Death', 'Metal', 'Life']);
  });

  it('bottom: at the End its owner rearranges, but never with Anarchy in Anarchy 3\'s line', () => {
    let g = position({ phase: 'action', players: [
      { protocols: ME, hand: ['Fire 3'], stacks: [[], [], ['Anarchy 3']] },
      { protocols: THEM },
    ] });
    g = act(g, play('Fire 3', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    const orders = fanEngine.legalActions(g).map((a) => (a as { order: string[] }).order);
    expect(orders.every((o) => o[2] !== 'Anarchy')).toBe(true);
    expect(orders).toHaveLength(3); // of the five other orders, two put Anarchy in line 2
    g = act(g, rearrange(0, ['Water', 'Anarchy', 'Fire']));
    expect(g.players[0]!.protocols.map((p) => p.name)).toEqual(['Water', 'Anarchy', 'Fire']);
  });
});

describe('Anarchy 5', () => {
  it('its owner discards 1 card', () => {
    let g = position({ players: [{ protocols: ME, hand: ['Anarchy 5', 'Fire 3', 'Water 4'] }, { protocols: THEM }] });
    g = act(g, play('Anarchy 5', 0), pickHand('Water 4'));
    expect(trash(g, 0)).toEqual(['Water 4']);
  });
});

describe('Anarchy 6', () => {
  it('Start: flips itself when it is in the Anarchy line, and not elsewhere', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Anarchy 6'], [], []] },
      { protocols: THEM },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Anarchy 6 down']);
    let h = position({ phase: 'start', players: [
      { protocols: ME, stacks: [[], ['Anarchy 6'], []] },
      { protocols: THEM },
    ] });
    expect(stack(h, 0, 1)).toEqual(['Anarchy 6']);
    void g; void h;
  });
});
