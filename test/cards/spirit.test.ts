import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, hand, line, optionNamed, pass, pickHand, play, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';

// Seat 0 plays Spirit in line 0.
const ME = ['Spirit', 'Speed', 'Water'];
const THEM = ['Metal', 'Death', 'Life'];

const plays = (g: GameState) => legalActions(g).filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
const faceUpLines = (g: GameState, index: number) => plays(g).filter((a) => a.index === index && a.face === 'up').map((a) => a.line);
const names = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.name);

describe('Spirit 0', () => {
  it('refreshes, then draws 1; the 6-card hand is kept: check cache is skipped', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Spirit 0', 'Speed 1'], deck: ['Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM },
    ] }), play('Spirit 0', 0));
    expect(hand(g, 0)).toEqual(['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('its refresh is a normal refresh: the control component is spent and may rearrange (Codex, Spirit 0)', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Spirit 0'], deck: ['Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Spirit 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBe(null);
    expect(hand(g, 0)).toEqual([]); // rearrange comes before the draw
    g = act(g, rearrange(1, ['Life', 'Death', 'Metal']));
    expect(names(g, 1)).toEqual(['Life', 'Death', 'Metal']);
    expect(hand(g, 0)).toEqual(['Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2', 'Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with 5 cards in hand the refresh does nothing (control kept), but "Draw 1 card." still resolves (community, Spirit 0)', () => {
    const g = act(position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Spirit 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2'], deck: ['Water 3'] },
      { protocols: THEM },
    ] }), play('Spirit 0', 0));
    expect(hand(g, 0)).toEqual(['Speed 1', 'Speed 2', 'Speed 3', 'Water 1', 'Water 2', 'Water 3']);
    expect(g.control).toBe(0);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('skips check cache only while its bottom text is visible (not when covered)', () => {
    const hand7 = ['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Water 1', 'Water 2', 'Water 3'];
    const open = act(position({ players: [{ protocols: ME, stacks: [['Spirit 0'], [], []], hand: hand7 }, { protocols: THEM }] }), play('Speed 1', 1, 'down'));
    expect(hand(open, 0)).toHaveLength(6);
    expect(awaiting(open)).toEqual({ player: 1, kind: 'action' });
    let covered = act(position({ players: [{ protocols: ME, stacks: [['Spirit 0', 'Water 0 down'], [], []], hand: hand7 }, { protocols: THEM }] }), play('Speed 1', 1, 'down'));
    expect(awaiting(covered)).toEqual({ player: 0, kind: 'hand' });
    covered = act(covered, pickHand('Water 3'));
    expect(hand(covered, 0)).toHaveLength(5);
    expect(awaiting(covered)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit 1', () => {
  it('your face-up plays may ignore protocols (Codex, Spirit 1 errata): a Speed card face-up in the Water line', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Spirit 1'], [], []], hand: ['Speed 1'], deck: ['Water 1', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 0'] },
    ] });
    expect(faceUpLines(g, 0)).toEqual([0, 1, 2]);
    g = act(g, play('Speed 1', 2));
    expect(stack(g, 0, 2)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']); // its middle resolved
    // The opponent is not helped: Metal 0 face-up only in line 0 (Metal's line).
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(faceUpLines(g, 0)).toEqual([0]);
  });

  it('also for plays made by card effects: Speed 0, itself played in the Spirit line, plays Water 3 face-up in the Speed line', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Spirit 1']], hand: ['Speed 0', 'Water 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Speed 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(faceUpLines(g, 0)).toEqual([0, 1, 2]);
    g = act(g, play('Water 3', 1));
    expect(stack(g, 0, 0)).toEqual(['Speed 0']);
    expect(stack(g, 0, 1)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('without Spirit 1 (or with it face-down) the protocol must match', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Spirit 1 down'], [], []], hand: ['Speed 1'] },
      { protocols: THEM },
    ] });
    expect(faceUpLines(g, 0)).toEqual([1]);
  });

  it('the top command works while covered; the bottom Start does not trigger then', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Spirit 1', 'Water 0 down'], [], []], hand: ['Speed 1'] },
      { protocols: THEM },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(stack(g, 0, 0)).toEqual(['Spirit 1', 'Water 0 down']);
    expect(faceUpLines(g, 0)).toEqual([0, 1, 2]);
  });

  it('draws 2 when played', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Spirit 1'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM },
    ] }), play('Spirit 1', 0));
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  const atStart = (cards: string[]) => position({ phase: 'start', players: [
    { protocols: ME, stacks: [['Spirit 1'], [], []], hand: cards },
    { protocols: THEM },
  ] });

  it('Start: either discard 1 card …', () => {
    let g = atStart(['Speed 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'option' });
    g = act(g, optionNamed('discard'), pickHand('Water 2'));
    expect(trash(g, 0)).toEqual(['Water 2']);
    expect(hand(g, 0)).toEqual(['Speed 1']);
    expect(stack(g, 0, 0)).toEqual(['Spirit 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Start: … or flip this card (then plays must match protocols again)', () => {
    const g = act(atStart(['Speed 1', 'Water 2']), optionNamed('flip'));
    expect(stack(g, 0, 0)).toEqual(['Spirit 1 down']);
    expect(hand(g, 0)).toEqual(['Speed 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(faceUpLines(g, 0)).toEqual([1]);
  });

  it('Start with an empty hand: discarding would change nothing, so it flips (community, "Mandatory choices must have effect")', () => {
    const g = atStart([]);
    expect(stack(g, 0, 0)).toEqual(['Spirit 1 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Spirit 2', () => {
  it('may flip an opponent\'s card face-down; any uncovered card, itself included, may be chosen', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Spirit 2'] },
      { protocols: THEM, stacks: [['Metal 0'], ['Death 3 down', 'Life 2'], []] },
    ] });
    g = act(g, play('Spirit 2', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 1 },
      { type: 'pass' },
    ]);
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Metal 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping a face-down uncovered card face-up resolves its middle command', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [[], ['Speed 1 down'], []], hand: ['Spirit 2'], deck: ['Water 1', 'Water 2'] },
      { protocols: THEM },
    ] }), play('Spirit 2', 0), choose('Speed 1'));
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining flips nothing', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Spirit 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Spirit 2', 0), pass);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual(['Spirit 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit 3', () => {
  it('after you draw: may shift itself even while covered; it lands on top of the other stack', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Spirit 3', 'Water 0 down'], [], ['Water 1 down']], hand: ['Speed 1'], deck: ['Water 2', 'Water 3'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Speed 1', 1));
    expect(hand(g, 0)).toEqual(['Water 2', 'Water 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }, { type: 'pass' }]);
    g = act(g, line(2));
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(stack(g, 0, 2)).toEqual(['Water 1 down', 'Spirit 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining leaves it where it is', () => {
    const g = act(position({ players: [
      { protocols: ME, stacks: [['Spirit 3', 'Water 0 down'], [], []], hand: ['Speed 1'], deck: ['Water 2', 'Water 3'] },
      { protocols: THEM },
    ] }), play('Speed 1', 1), pass);
    expect(stack(g, 0, 0)).toEqual(['Spirit 3', 'Water 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the refresh action is a draw too (FAQ, "Refresh": draw triggers apply)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Spirit 3'], [], []], hand: ['Water 1'], deck: ['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5'] },
      { protocols: THEM },
    ] });
    g = act(g, refresh);
    expect(hand(g, 0)).toEqual(['Water 1', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(1));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Spirit 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 0\'s refresh and draw are two draws: it triggers for each (community, Spirit 0)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Spirit 3'], []], hand: ['Spirit 0'], deck: ['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5', 'Water 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Spirit 0', 0));
    expect(hand(g, 0)).toHaveLength(5);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, pass);
    expect(hand(g, 0)).toHaveLength(6);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Spirit 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('shifted onto Spirit 0 after its refresh, it covers Spirit 0 and stops its "Draw 1 card." (rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Spirit 3'], []], hand: ['Spirit 0'], deck: ['Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5', 'Water 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Spirit 0', 0), line(0));
    expect(stack(g, 0, 0)).toEqual(['Spirit 0', 'Spirit 3']);
    expect(hand(g, 0)).toHaveLength(5);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('shifted off a card whose middle draws, it is committed during that draw and does not trigger again (community, Spirit 3)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Speed 1', 'Spirit 3'], []], hand: ['Water 2'], deck: ['Water 1', 'Water 3', 'Water 4', 'Water 5'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Water 2', 2));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    // Speed 1, uncovered, drew 2 while Spirit 3 was moving: no second Spirit 3 prompt; Water 2 goes on.
    expect(stack(g, 0, 0)).toEqual(['Spirit 3']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 3', 'Water 4', 'Water 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    g = act(g, rearrange(0, ['Water', 'Speed', 'Spirit']));
    expect(names(g, 0)).toEqual(['Water', 'Speed', 'Spirit']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit 4', () => {
  it('swaps exactly two of your protocols; cards stay in their lines and compiled sides travel', () => {
    let g = position({ players: [
      { protocols: [{ name: 'Spirit', compiled: true }, 'Speed', 'Water'], stacks: [[], ['Speed 1'], []], hand: ['Spirit 4'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Spirit 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'rearrange' });
    const orders = legalActions(g).map((a) => (a as Extract<Action, { type: 'rearrange' }>).order);
    expect(orders).toHaveLength(3);
    for (const o of orders) expect(o.filter((n, i) => n !== ME[i])).toHaveLength(2);
    expect(() => act(g, rearrange(0, ['Speed', 'Water', 'Spirit']))).toThrow(/not legal/); // a rotation moves all three
    g = act(g, rearrange(0, ['Water', 'Speed', 'Spirit']));
    expect(names(g, 0)).toEqual(['Water', 'Speed', 'Spirit']);
    expect(g.players[0]!.protocols.map((p) => p.compiled)).toEqual([false, false, true]);
    expect(stack(g, 0, 0)).toEqual(['Spirit 4']);
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit 5', () => {
  it('you discard 1 card', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Spirit 5', 'Water 2'] },
      { protocols: THEM },
    ] }), play('Spirit 5', 0));
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Water 2']);
    expect(stack(g, 0, 0)).toEqual(['Spirit 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
