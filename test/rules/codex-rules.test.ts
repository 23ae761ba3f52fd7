/**
 * The Codex's "Rules Explanations" and "FAQ" (rev. 22 Sep 2025), each ruling not already pinned
 * elsewhere played in a real position. Card-specific rulings live in test/cards/.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pickHand, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { CompileEngineError, applyAction, legalActions } from '../../src/index.js';
import type { Action } from '../../src/index.js';

const MINE = ['Fire', 'Water', 'Death'];
const THEIRS = ['Metal', 'Speed', 'Light'];
const names = (g: { players: readonly { protocols: readonly { name: string; compiled: boolean }[] }[] }, p: 0 | 1) =>
  g.players[p]!.protocols.map((s) => `${s.name}${s.compiled ? ' (compiled)' : ''}`);

describe('Changing Ownership (Codex)', () => {
  it('a card taken from the opponent goes to its new owner\'s trash, and is shuffled into its new owner\'s deck (Codex, "Changing Ownership")', () => {
    // Seat 0 holds seat 1's Metal 5 in its Fire line (seat 1's Metal protocol is there, so it is face-up).
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
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

describe('Start and End Effects During Those Phases (Codex)', () => {
  it('a "Start:" command uncovered during the Start phase was not noted, so it does nothing this phase (Codex, "Start and End Effects During Those Phases")', () => {
    // Line 0 holds seat 0's Spirit and seat 1's Death: both cards may be face-up there.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Spirit', 'Fire', 'Water'], stacks: [['Spirit 1', 'Death 1'], [], []], hand: ['Water 0'], deck: ['Fire 0', 'Fire 1', 'Fire 2'] },
      { protocols: ['Death', 'Light', 'Metal'], stacks: [[], ['Light 5'], []] },
    ] });
    // Only Death 1's Start was noted ("You may draw 1 card. If you do, delete 1 other card. Then, delete this card.").
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept); // Light 5 is the only other uncovered card: deleted without a choice
    // Death 1 deleted itself and uncovered Spirit 1: its middle ("Draw 2 cards.") resolved, but its
    // bottom "Start: Either discard 1 card or flip this card." came too late for this Start phase.
    expect(stack(g, 0, 0)).toEqual(['Spirit 1']);
    expect(hand(g, 0)).toEqual(['Water 0', 'Fire 0', 'Fire 1', 'Fire 2']);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(trash(g, 1)).toEqual(['Light 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('noted "Start:" commands run in the order the player picks; one whose text left play before its turn does not happen (Codex, "Start and End Effects During Those Phases")', () => {
    // Clarity 1 (top: "Start: Reveal the top card of your deck. You may discard the top card of your deck.")
    // under Corruption 0 (top: "Start: Flip 1 other face-up covered or uncovered card in this stack.").
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], stacks: [['Clarity 1', 'Corruption 0'], [], []], hand: ['Fire 1'], deck: ['Fire 0'] },
      { protocols: ['Clarity', 'Metal', 'Light'], hand: ['Metal 0'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    const r = actWithEvents(g, optionNamed('Corruption 0'));
    g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Clarity 1 down', 'Corruption 0']);
    // Clarity 1 was noted, but face-down its text is gone: nothing revealed, nothing asked.
    expect(r.events.filter((e) => e.type === 'revealed' || e.type === 'triggered').map((e) => e.type)).toEqual(['triggered']);
    expect(deck(g, 0)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('If I can compile, do I have to? (Codex FAQ)', () => {
  it('the compile takes the action; every other phase of the turn happens as normal: Check Cache, then End', () => {
    const g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Light 1'], []],
        hand: ['Death 0', 'Death 1', 'Death 2', 'Death 3', 'Death 4', 'Death 5'], deck: ['Light 0'] },
      { protocols: ['Metal', 'Speed', 'Plague'], hand: ['Metal 0'] },
    ] });
    expect(names(g, 0)).toEqual(['Fire (compiled)', 'Light', 'Death']);
    // Six cards: Check Cache asks for one discard.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const after = act(g, pickHand('Death 2'));
    expect(trash(after, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1', 'Death 2']);
    // Light 1's "End: Draw 1 card." then ran.
    expect(hand(after, 0)).toEqual(['Death 0', 'Death 1', 'Death 3', 'Death 4', 'Death 5', 'Light 0']);
    expect(awaiting(after)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Shifting a Card (Codex)', () => {
  it('the card under the shifted one is uncovered and resolves first; the committed card is no target; it then lands on top of the other stack (Codex, "Shifting a Card")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Ice', 'Fire', 'Water'], hand: ['Ice 2', 'Fire 0'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 0', 'Light 4 down'], ['Light 1'], []], hand: ['Death 0'] },
    ] });
    g = act(g, { type: 'play', index: 0, line: 0, face: 'up' }, choose('Light 4'));
    // A shift moves a card to a different line of its own side: line 0 is not offered.
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, line(1));
    // Metal 0 ("Flip 1 card.") now resolves for its owner; Light 4, committed, is in no stack and not offered.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(stack(g, 1, 1)).toEqual(['Light 1']);
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Ice 2'));
    expect(stack(g, 0, 0)).toEqual(['Ice 2 down']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 1, 1)).toEqual(['Light 1', 'Light 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Committed Cards (Codex)', () => {
  it('nothing prevents a committed card from landing: Fire 0\'s trigger flips up a Plague 0 that bars the line, and the played card still enters it (Codex, "Committed Cards")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: MINE, stacks: [['Fire 0'], [], []], hand: ['Water 0'], deck: ['Fire 1'] },
      { protocols: ['Plague', 'Speed', 'Light'], stacks: [['Plague 0 down'], [], []], hand: ['Speed 0'] },
    ] });
    const r = actWithEvents(g, { type: 'play', index: 0, line: 0, face: 'down' });
    g = r.state;
    // Fire 0 ("When this card would be covered: First, draw 1 card. Then, flip 1 other card."): the
    // only other card is Plague 0, flipped up; its middle makes seat 0 discard the card just drawn.
    expect(stack(g, 1, 0)).toEqual(['Plague 0']);
    expect(trash(g, 0)).toEqual(['Fire 1']);
    // Plague 0 now forbids seat 0 to play in line 0, yet the committed Water 0 landed there.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Water 0 down']);
    expect(hand(g, 0)).toEqual([]);
    // The play is announced when the card is committed; what it triggered follows.
    expect(r.events.map((e) => e.type).filter((t) => t === 'played' || t === 'flipped' || t === 'discarded' || t === 'drew'))
      .toEqual(['played', 'drew', 'flipped', 'discarded']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
