/**
 * Rulings of the Codex's "Card Clarifications, Rulings, and Errata" (Main 1, Aux 1, Main 2) and of
 * the Main 3 rulebook that no card or rules test pinned yet, each played in a real position.
 */
import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, deck, hand, line, pass, pickHand, play, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

describe('the control component on a compile (rulebook, "Playing With Control")', () => {
  /** Seat 0 leads lines 0 and 1, so it gains the component at Check Control, and line 0 (10 against 1) must compile. */
  const leadsTwoLinesWithTenInLine0 = () => position({ phase: 'start', players: [
    { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Water 2'], []], hand: ['Death 0'] },
    { protocols: ['Love', 'Speed', 'Light'], stacks: [['Love 1'], [], []] },
  ] });

  it('gained at Check Control, it is spent on the same turn\'s compile: back to neutral, and the rearrange comes first', () => {
    let g = leadsTwoLinesWithTenInLine0();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBeNull();
    // Nothing is deleted before the rearrange is settled.
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    g = act(g, rearrange(1, ['Light', 'Speed', 'Love']));
    expect(g.players[1]!.protocols.map((p) => p.name)).toEqual(['Light', 'Speed', 'Love']);
    expect(g.players[0]!.protocols).toEqual([{ name: 'Fire', compiled: true }, { name: 'Water', compiled: false }, { name: 'Death', compiled: false }]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Love 1']);
    expect(g.control).toBeNull();
    expect(hand(g, 0)).toEqual(['Death 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the rearrange comes before the compile, so the protocol flipped is the one in the line once rearranged (rulebook, "Playing With Control"; Codex, "Compiling")', () => {
    let g = leadsTwoLinesWithTenInLine0();
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    // The cards stayed in their lines: line 0 (now Water's) is compiled, Water 2 waits in line 1 (now Fire's).
    expect(g.players[0]!.protocols).toEqual([{ name: 'Water', compiled: true }, { name: 'Fire', compiled: false }, { name: 'Death', compiled: false }]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Water 2']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Love 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Check Control (rulebook, "Player Turn": "Check Control")', () => {
  // Seat 0 leads line 0 (9 against 1) and ties line 1 (2 against 2); line 2 is empty on both sides.
  const oneLeadTwoTies = (controlHolder: 0 | 1 | null) => position({ phase: 'start', controlHolder, players: [
    { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4'], ['Water 2'], []], hand: ['Death 0'] },
    { protocols: ['Love', 'Speed', 'Light'], stacks: [['Love 1'], ['Speed 2'], []] },
  ] });

  it('a tie is not a higher total: one lead and two ties gain nothing', () => {
    const g = oneLeadTwoTies(null);
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('the component is only gained, never lost, at Check Control: a holder without two leads keeps it, on its own turn or the other\'s', () => {
    expect(oneLeadTwoTies(0).control).toBe(0);
    expect(oneLeadTwoTies(1).control).toBe(1);
  });
});

describe('the turn after a compile (rulebook, "Check Compile", "Check Cache")', () => {
  it('only the Action phase is skipped: a recompile that brings the hand to 6 is followed by a clear cache', () => {
    let g = position({ phase: 'start', useControl: false, players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []],
        hand: ['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4'] },
      { protocols: ['Love', 'Speed', 'Light'], deck: ['Speed 3'] },
    ] });
    expect(hand(g, 0)).toEqual(['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4', 'Speed 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Speed 3'));
    expect(hand(g, 0)).toEqual(['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4']);
    // The card taken by the recompile became seat 0's: it goes to seat 0's trash (rulebook, "Card ownership").
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1', 'Speed 3']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('effects whose card leaves (rulebook, "Cards & Effects")', () => {
  it('a card returned to its owner\'s hand mid-command loses the rest of it: Fire 0, returned by the Water 4 it flipped, draws nothing', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [[], ['Water 4 down'], []], hand: ['Fire 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    // "Flip 1 other card": Water 4 is the only one. Face-up, its "Return 1 of your cards" is resolved first.
    g = act(g, play('Fire 0', 0));
    expect(stack(g, 0, 1)).toEqual(['Water 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 0'));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 0']);
    expect(deck(g, 0).slice(0, 3)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('card ownership (rulebook, "Card ownership", "Key Terms")', () => {
  it('a card on my side is mine whatever its protocol: deleted, it goes to my trash', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Water', 'Death'], stacks: [[], ['Speed 3 down'], []], hand: ['Hate 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Speed 3'));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Speed 3']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 0 reads the current value of "that card" (Codex, Light 0 clarification and ruling)', () => {
  it('a card flipped face-down in a stack under Darkness 2 is worth 4: Light 0 draws 4', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Darkness', 'Hate'], stacks: [[], ['Darkness 2', 'Darkness 5'], []], hand: ['Light 0'], deck: ['Light 1', 'Light 2', 'Light 3', 'Light 4', 'Light 5'] },
      { protocols: ['Love', 'Speed', 'Fire'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Darkness 5'));
    expect(stack(g, 0, 1)).toEqual(['Darkness 2', 'Darkness 5 down']);
    expect(hand(g, 0)).toEqual(['Light 1', 'Light 2', 'Light 3', 'Light 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card that went back to a hand is private information, worth 2: Light 0 on Water 4, which returns itself, draws 2', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Water', 'Death'], stacks: [[], ['Water 4 down'], []], hand: ['Light 0'], deck: ['Death 1', 'Death 2', 'Death 3', 'Death 4', 'Death 5'] },
      { protocols: ['Love', 'Speed', 'Metal'] },
    ] });
    g = act(g, play('Light 0', 0), choose('Water 4'));
    // Water 4 face-up: "Return 1 of your cards" — its owner returns Water 4 itself.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Water 4'));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Water 4', 'Death 1', 'Death 2']);
    expect(deck(g, 0).slice(0, 3)).toEqual(['Death 3', 'Death 4', 'Death 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Metal 6 shuffled back into the deck before the draw is private information, worth 2, not 6', () => {
    const discarded = ['Hate 1', 'Hate 2', 'Hate 4', 'Hate 5', 'Light 1', 'Light 2', 'Light 3', 'Light 4'];
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Metal', 'Hate'], stacks: [[], ['Metal 6'], ['Hate 3']], hand: ['Light 0'], deck: [], trash: discarded },
      { protocols: ['Love', 'Speed', 'Fire'], hand: ['Love 1'] },
    ] });
    // Metal 6 deletes itself instead of flipping; Hate 3 ("After you delete cards: Draw 1 card.") then draws
    // from the empty deck, which shuffles the trash, Metal 6 included, into the deck. Light 0 then reads 2.
    g = act(g, play('Light 0', 0), choose('Metal 6'));
    expect(stack(g, 0, 0)).toEqual(['Light 0']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Hate 3']);
    expect(hand(g, 0)).toHaveLength(3);
    expect(deck(g, 0)).toHaveLength(6);
    expect(trash(g, 0)).toEqual([]);
    expect([...hand(g, 0), ...deck(g, 0)].sort()).toEqual([...discarded, 'Metal 6'].sort());
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 2 compares current values (Codex, Hate 2 errata and clarification)', () => {
  it('a face-down card under Darkness 2 is worth 4, higher than a face-up 3: it is "your highest value uncovered card"', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Darkness', 'Light'], stacks: [[], ['Darkness 2', 'Light 5 down'], ['Light 3']], hand: ['Hate 2'] },
      { protocols: ['Love', 'Speed', 'Fire'], stacks: [['Love 1'], [], []] },
    ] });
    g = act(g, play('Hate 2', 0));
    expect(stack(g, 0, 1)).toEqual(['Darkness 2']);
    expect(stack(g, 0, 2)).toEqual(['Light 3']);
    expect(stack(g, 0, 0)).toEqual(['Hate 2']);
    expect(trash(g, 0)).toEqual(['Light 5']);
    expect(trash(g, 1)).toEqual(['Love 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 6 (Codex, Ice 6 clarification: cards are drawn in a batch)', () => {
  it('Spirit 0 played from a one-card hand: the refresh draws 5 as one batch, then "Draw 1 card." is barred by the full hand', () => {
    let g = position({ players: [
      { protocols: ['Spirit', 'Ice', 'Fire'], stacks: [[], ['Ice 6'], []], hand: ['Spirit 0'], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Ice 1'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, play('Spirit 0', 0));
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Fire 5', 'Ice 1']);
    expect(stack(g, 0, 0)).toEqual(['Spirit 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fire 4 ("Discard 1 or more cards. Draw the amount discarded plus 1."): the draw happens only if the discard emptied the hand', () => {
    const fire4 = () => act(position({ players: [
      { protocols: ['Fire', 'Ice', 'Water'], stacks: [[], ['Ice 6'], []], hand: ['Fire 4', 'Water 1', 'Water 2'], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] }), play('Fire 4', 0), pickHand('Water 1'));
    const keptOne = act(fire4(), pass);
    expect(hand(keptOne, 0)).toEqual(['Water 2']);
    expect(trash(keptOne, 0)).toEqual(['Water 1']);
    expect(deck(keptOne, 0).slice(0, 4)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(keptOne)).toEqual({ player: 1, kind: 'action' });
    const discardedAll = act(fire4(), pickHand('Water 2'));
    expect(hand(discardedAll, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2']);
    expect(trash(discardedAll, 0)).toEqual(['Water 1', 'Water 2']);
    expect(deck(discardedAll, 0)[0]).toBe('Fire 3');
    expect(awaiting(discardedAll)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Speed 2 on a compile (Codex, Speed 2 clarification)', () => {
  it('its shift is a real shift: landing on its owner\'s Fire 0 covers it, whose "would be covered" text resolves; the compile is not altered', () => {
    let g = position({ phase: 'compile', players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 2', 'Water 5', 'Speed 5'], ['Fire 0'], ['Water 1']], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Love', 'Metal', 'Light'], stacks: [['Love 1'], [], ['Light 2']] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(1));
    // Fire 0: "First, draw 1 card. Then, flip 1 other card." Speed 2 is committed, so not selectable.
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 2, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 }]);
    g = act(g, choose('Water 1'));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Speed 2']);
    expect(stack(g, 0, 2)).toEqual(['Water 1 down']);
    expect(trash(g, 0)).toEqual(['Water 5', 'Speed 5']);
    expect(trash(g, 1)).toEqual(['Love 1']);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Speed', compiled: true });
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Metal 1 (Codex, Metal 1 errata 12/2024 and clarification)', () => {
  it('flipped face-up on the opponent\'s turn, it bars their next turn\'s compile, not the rest of the current one', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Metal', 'Water', 'Death'], stacks: [[], ['Metal 1 down'], []], hand: ['Water 0'], deck: ['Death 4', 'Metal 6'] },
      { protocols: ['Fire', 'Speed', 'Light'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Fire 0', 'Speed 1'], deck: ['Light 3', 'Light 0', 'Light 1', 'Light 2'] },
    ] });
    // Seat 1's Fire 0 flips Metal 1 (the only other card): its middle resolves for seat 0.
    g = act(g, play('Fire 0', 0));
    expect(stack(g, 0, 1)).toEqual(['Metal 1']);
    expect(hand(g, 0)).toEqual(['Water 0', 'Death 4', 'Metal 6']);
    expect(hand(g, 1)).toEqual(['Speed 1', 'Light 3', 'Light 0']);
    g = act(g, play('Water 0', 0, 'down'));
    // Seat 1's next turn: 16 against 2 in line 0, but Metal 1 is still visible, so no compile.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(legalActions(g).some((a) => a.type === 'compile')).toBe(false);
    g = act(g, refresh);
    expect(hand(g, 1)).toEqual(['Speed 1', 'Light 3', 'Light 0', 'Light 1', 'Light 2']);
    expect(g.players[1]!.protocols[0]).toEqual({ name: 'Fire', compiled: false });
    expect(stack(g, 1, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1', 'Fire 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});
