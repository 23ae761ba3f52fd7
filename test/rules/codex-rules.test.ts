/**
 * The Codex's "Rules Explanations" and "FAQ" (rev. 22 Sep 2025), each ruling not already pinned
 * elsewhere played in a real position. Card-specific rulings live in test/cards/.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, pickHand, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { CompileEngineError, applyAction, legalActions } from '../../src/index.js';
import type { Action } from '../../src/index.js';

const MINE = ['Fire', 'Water', 'Death'];
const THEIRS = ['Metal', 'Speed', 'Light'];
const names = (g: { players: readonly { protocols: readonly { name: string; compiled: boolean }[] }[] }, p: 0 | 1) =>
  g.players[p]!.protocols.map((s) => `${s.name}${s.compiled ? ' (compiled)' : ''}`);

describe('Changing Ownership (Codex)', () => {
  it('a card taken from the opponent goes to its new owner\'s trash, and is shuffled into its new owner\'s deck (Codex, "Changing Ownership")', () => {
    // Seat 0 holds seat 1's Metal 5 in its Fire line (seat 1's Metal protocol is there, so it is face-up).
    let g = position({ phase: 'start', control: false, unplaced: 'absent', players: [
      { protocols: MINE, stacks: [['Fire 5', 'Fire 4', 'Metal 5'], [], []] },
      { protocols: THEIRS },
    ] });
    // The compile deleted the line into seat 0's trash, Metal 5 included; seat 1 had nothing to do.
    expect(names(g, 0)).toEqual(['Fire (compiled)', 'Water', 'Death']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Metal 5']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, refresh);
    // The refresh reshuffled seat 0's trash into seat 0's deck and drew all three.
    expect([...hand(g, 0)].sort()).toEqual(['Fire 4', 'Fire 5', 'Metal 5']);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual([]);
    expect([...hand(g, 1), ...deck(g, 1), ...trash(g, 1)]).toEqual([]);
  });
});

describe('Rearranging Protocols (Codex)', () => {
  it('the end state must differ from the start: the current order of either side is never offered, and is refused (Codex, "Rearranging Protocols")', () => {
    const g = act(position({ controlHolder: 0, players: [
      { protocols: MINE, hand: ['Death 0'] },
      { protocols: THEIRS },
    ] }), refresh);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    const orders = legalActions(g).filter((a): a is Extract<Action, { type: 'rearrange' }> => a.type === 'rearrange');
    expect(orders.filter((a) => a.whose === 0).map((a) => a.order.join(' ')).sort()).toEqual([
      'Death Fire Water', 'Death Water Fire', 'Fire Death Water', 'Water Death Fire', 'Water Fire Death',
    ]);
    expect(orders.filter((a) => a.whose === 1).map((a) => a.order.join(' ')).sort()).toEqual([
      'Light Metal Speed', 'Light Speed Metal', 'Metal Light Speed', 'Speed Light Metal', 'Speed Metal Light',
    ]);
    for (const same of [rearrange(0, MINE), rearrange(1, THEIRS)]) {
      let error: unknown;
      try { applyAction(g, same); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(CompileEngineError);
      expect((error as CompileEngineError).code).toBe('ILLEGAL_ACTION');
    }
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
  });
});

describe('Compiling with the control component (Codex, "Compiling"; "Control Component")', () => {
  const table = (protocols: (string | { name: string; compiled: boolean })[]) => position({ phase: 'start', controlHolder: 0, unplaced: 'absent', players: [
    { protocols, stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 0'] },
    { protocols: THEIRS, stacks: [['Metal 3 down'], [], []], deck: ['Speed 0', 'Speed 1'] },
  ] });

  it('first the component returns to neutral and the rearrange happens, then the line is deleted and the protocol now in that line is flipped', () => {
    let g = table(MINE);
    // Control is spent before anything is deleted.
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    // The cards stayed in line 0 and were deleted there; Water, moved into line 0, is compiled.
    expect(names(g, 0)).toEqual(['Water (compiled)', 'Fire', 'Death']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Metal 3']);
    expect(hand(g, 0)).toEqual(['Water 0']); // the compile was the action
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('rearranging a compiled protocol into the compiling line makes it a recompile: the top card of the opponent\'s deck is drawn', () => {
    let g = table(['Fire', { name: 'Water', compiled: true }, 'Death']);
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    expect(names(g, 0)).toEqual(['Water (compiled)', 'Fire', 'Death']);
    expect(hand(g, 0)).toEqual(['Water 0', 'Speed 0']);
    expect(deck(g, 1)).toEqual(['Speed 1']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(g.result).toBeNull();
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
