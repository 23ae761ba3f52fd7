import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, optionNamed, pass, phase, pickHand, play, position, rearrange, refresh, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { story } from './story.js';

// Seat 0 plays War (line 0), Fire (line 1), Water (line 2); seat 1 Metal, Speed, Life.
const ME = ['War', 'Fire', 'Water'];
const THEM = ['Metal', 'Speed', 'Life'];

describe('War 0', () => {
  it('top: after I refresh, I may flip it face-down — even while covered (top command)', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['War 0', 'War 5 down'], [], []], hand: ['Fire 1'], deck: ['Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g, refresh);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    expect(story(r.events)).toEqual(['seat 0 refreshes', 'seat 0 draws 4 cards', "seat 0's War 0 (top)"]);
    r = actWithEvents(r.state, accept);
    expect(story(r.events)).toEqual(["seat 0's War 0 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['War 0 down', 'War 5 down']);
    expect(deck(r.state, 0)[0]).toBe('Water 3');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('top: declining leaves it face-up', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['War 0'], [], []], hand: ['Fire 1'], deck: ['Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: THEM },
    ] });
    g = act(g, refresh, pass);
    expect(stack(g, 0, 0)).toEqual(['War 0']);
    expect(hand(g, 0)).toHaveLength(5);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("top: the opponent's refresh is not mine — nothing is asked", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 0', 'War 5 down'], [], []] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    const r = actWithEvents(g, refresh);
    expect(story(r.events)).toEqual(['seat 1 refreshes', 'seat 1 draws 4 cards']);
    expect(stack(r.state, 0, 0)).toEqual(['War 0', 'War 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: after the opponent draws cards, I may delete 1 card — any uncovered card', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 0'], ['Fire 3'], []] },
      { protocols: THEM, stacks: [['Metal 0'], [], []], hand: ['Speed 1'], deck: ['Speed 3', 'Life 1', 'Life 2'] },
    ] });
    // Speed 1 (face-up in line 1): "Draw 2 cards."
    let r = actWithEvents(g, play('Speed 1', 1));
    expect(hand(r.state, 1)).toEqual(['Speed 3', 'Life 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(story(r.events).slice(-2)).toEqual(['seat 1 draws 2 cards', "seat 0's War 0 (bottom)"]);
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
      pass,
    ]);
    r = actWithEvents(r.state, choose('Metal 0'));
    expect(story(r.events)).toEqual(["seat 1's Metal 0 in line 0 is deleted by seat 0"]);
    expect(trash(r.state, 1)).toEqual(['Metal 0']);
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: "you may" — passing deletes nothing', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 0'], [], []] },
      { protocols: THEM, hand: ['Speed 1'], deck: ['Speed 3', 'Life 1'] },
    ] });
    g = act(g, play('Speed 1', 1), pass);
    expect(stack(g, 0, 0)).toEqual(['War 0']);
    expect(stack(g, 1, 1)).toEqual(['Speed 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: a recompile is a draw — it fires after the whole compile (community rulings, "Recompiling is a draw"; Codex, effects happening "after")', () => {
    const g = position({ useControl: false, players: [
      { protocols: ME, stacks: [['War 0'], ['Fire 1'], []], hand: ['Water 5'], deck: ['Water 4', 'Water 3'] },
      { protocols: [THEM[0]!, { name: 'Speed', compiled: true }, THEM[2]!], stacks: [['Metal 3'], ['Speed 5', 'Speed 4', 'Life 4 down'], []] },
    ] });
    // My turn ends; seat 1 must compile line 1, already compiled: it recompiles and draws my top card.
    let r = actWithEvents(g, play('Water 5', 2, 'down'));
    expect(story(r.events)).toEqual([
      'seat 0 plays a card face-down in line 2',
      "seat 0's Fire 1 in line 1 is deleted by seat 1",
      "seat 1's Speed 5, Speed 4, Life 4 in line 1 are deleted by seat 1",
      'seat 1 recompiles Speed (line 1)',
      "seat 1 draws 1 card from the opponent's deck",
      "seat 1 takes the top card of the opponent's deck",
      "seat 0's War 0 (bottom)",
    ]);
    expect(hand(r.state, 1)).toEqual(['Water 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    r = actWithEvents(r.state, choose('Metal 3'));
    expect(story(r.events)[0]).toBe("seat 1's Metal 3 in line 0 is deleted by seat 0");
    expect(trash(r.state, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4', 'Metal 3']);
    expect(trash(r.state, 0)).toEqual(['Fire 1']);
    expect(deck(r.state, 0)[0]).toBe('Water 3');
    expect(phase(r.state)).toEqual({ turn: 0, phase: 'action', turnNumber: 3 });
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: my own draws do not fire it ("your opponent draws")', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['War 0'], [], []], hand: ['Fire 0'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] });
    // Fire 0: "Flip 1 other card. Draw 2 cards."
    const r = actWithEvents(g, play('Fire 0', 1), choose('Metal 0'));
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(r.events.filter((e) => e.type === 'triggered' && e.card.startsWith('War'))).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: covered or face-down, it does not fire; its top still does while covered face-up', () => {
    for (const mine of [['War 0', 'Fire 5 down'], ['War 0 down']]) {
      const g = position({ turn: 1, players: [
        { protocols: ME, stacks: [mine, [], []] },
        { protocols: THEM, hand: ['Speed 1'], deck: ['Speed 3', 'Life 1'] },
      ] });
      const r = actWithEvents(g, play('Speed 1', 1));
      expect(hand(r.state, 1)).toEqual(['Speed 3', 'Life 1']);
      expect(r.events.filter((e) => e.type === 'triggered' && e.card.startsWith('War'))).toEqual([]);
      expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
    }
  });
});

describe('War 1', () => {
  it('bottom: after the opponent refreshes, I discard any number of cards, then refresh', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 1'], [], []], hand: ['Fire 1', 'Fire 2', 'Water 1'], deck: ['Fire 3', 'Fire 4', 'Water 2', 'Water 3', 'Water 4'] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, refresh);
    expect(story(r.events)).toEqual(['seat 1 refreshes', 'seat 1 draws 4 cards', "seat 0's War 1 (bottom)"]);
    // "Any number": I may stop at once.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(r.state)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }, { type: 'hand', index: 2 }, pass]);
    r = actWithEvents(r.state, pickHand('Fire 1'), pickHand('Water 1'), pass);
    expect(story(r.events)).toEqual(['seat 0 discards Fire 1, Water 1', 'seat 0 refreshes', 'seat 0 draws 4 cards']);
    expect(trash(r.state, 0)).toEqual(['Fire 1', 'Water 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 2', 'Fire 3', 'Fire 4', 'Water 2', 'Water 3']);
    expect(deck(r.state, 0)[0]).toBe('Water 4');
    expect(hand(r.state, 1)).toEqual(['Metal 1', 'Metal 2', 'Metal 3', 'Speed 1', 'Speed 3']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('discarding nothing with five cards: the refresh does nothing (community rulings, "Refresh limitation"; Spirit 0)', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 1'], [], []], hand: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2'], deck: ['Water 3'] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    const r = actWithEvents(g, refresh, pass);
    expect(story(r.events)).toEqual(['seat 1 refreshes', 'seat 1 draws 4 cards', "seat 0's War 1 (bottom)"]);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(deck(r.state, 0)).toEqual(['Water 3', ...deck(g, 0).slice(1)]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('with an empty hand nothing is asked: it refreshes to five', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 1'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    const r = actWithEvents(g, refresh);
    expect(story(r.events)).toEqual(['seat 1 refreshes', 'seat 1 draws 4 cards', "seat 0's War 1 (bottom)", 'seat 0 refreshes', 'seat 0 draws 5 cards']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('its refresh is a normal refresh: holding the control component, I spend it and may rearrange first (Codex, Spirit 0)', () => {
    const g = position({ turn: 1, controlHolder: 0, players: [
      { protocols: ME, stacks: [['War 1'], [], []], hand: ['Fire 1'], deck: ['Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, refresh, pass);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'control' });
    expect(r.state.control).toBeNull();
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    r = actWithEvents(r.state, rearrange(1, ['Speed', 'Metal', 'Life']));
    expect(story(r.events)).toEqual(['seat 0 rearranges seat 1\'s protocols: Speed, Metal, Life', 'seat 0 refreshes', 'seat 0 draws 4 cards']);
    expect(r.state.players[1]!.protocols.map((p) => p.name)).toEqual(['Speed', 'Metal', 'Life']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('my own refresh does not fire it ("your opponent refreshes")', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['War 1'], [], []], hand: ['Fire 1'], deck: ['Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, refresh);
    expect(story(r.events)).toEqual(['seat 0 refreshes', 'seat 0 draws 4 cards']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("with War 0 beside it: the opponent's refresh fires both bottoms at once, the current player orders them; my refresh then fires War 0's top (Codex, \"Processing Multiple Cards Triggering Simultaneously\")", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 1'], ['War 0'], []], hand: ['Fire 1'], deck: ['Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []], hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Speed 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, refresh);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('War 0'));
    // War 0 first: I may delete 1 card.
    expect(story(r.events)).toEqual(["seat 0's War 0 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    // My only card discarded, nothing is left to choose: the refresh follows.
    r = actWithEvents(r.state, choose('Metal 0'), pickHand('Fire 1'));
    expect(story(r.events)).toEqual([
      "seat 1's Metal 0 in line 0 is deleted by seat 0",
      "seat 0's War 1 (bottom)",
      'seat 0 discards Fire 1',
      'seat 0 refreshes',
      'seat 0 draws 5 cards',
      "seat 0's War 0 (top)",
    ]);
    r = actWithEvents(r.state, accept);
    expect(stack(r.state, 0, 1)).toEqual(['War 0 down']);
    expect(hand(r.state, 0)).toEqual(['Fire 2', 'Fire 3', 'Water 1', 'Water 2', deck(g, 0)[4]]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('War 2', () => {
  it('middle: flip 1 card — either player\'s uncovered card, itself included', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [[], ['Fire 5 down'], []], hand: ['War 2'] },
      { protocols: THEM, stacks: [['Metal 0', 'Metal 5'], [], []] },
    ] });
    let r = actWithEvents(g, play('War 2', 0));
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 1 },
    ]);
    r = actWithEvents(r.state, choose('Metal 5'));
    expect(story(r.events)).toEqual(["seat 1's Metal 5 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 0', 'Metal 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: flipping a face-down card face-up resolves that card\'s middle command', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Fire 0 down'], []], hand: ['War 2'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: THEM, stacks: [['Metal 5'], [], []] },
    ] });
    // Fire 0 face-up: "Flip 1 other card. Draw 2 cards."
    g = act(g, play('War 2', 0), choose('Fire 0'), choose('Metal 5'));
    expect(stack(g, 0, 1)).toEqual(['Fire 0']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  /** My turn ends with a face-down play; seat 1 then must compile its line 1 (Speed, 11 against 0). */
  const compileTable = (mine: string[][], theirHand: string[], speedCompiled = false) => position({ useControl: false, players: [
    { protocols: ME, stacks: mine, hand: ['Water 5'], deck: ['Water 4', 'Water 3'] },
    { protocols: ['Metal', { name: 'Speed', compiled: speedCompiled }, 'Life'], stacks: [[], ['Speed 5', 'Speed 4', 'Life 4 down'], []], hand: theirHand },
  ] });

  it('bottom: after the opponent compiles, the opponent discards their whole hand', () => {
    const r = actWithEvents(compileTable([['War 2'], [], []], ['Metal 1', 'Life 2']), play('Water 5', 2, 'down'));
    expect(story(r.events)).toEqual([
      'seat 0 plays a card face-down in line 2',
      "seat 1's Speed 5, Speed 4, Life 4 in line 1 are deleted by seat 1",
      'seat 1 compiles Speed (line 1)',
      "seat 0's War 2 (bottom)",
      'seat 1 discards Metal 1, Life 2',
    ]);
    expect(hand(r.state, 1)).toEqual([]);
    expect(trash(r.state, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4', 'Metal 1', 'Life 2']);
    expect(r.state.players[1]!.protocols[1]).toEqual({ name: 'Speed', compiled: true });
    expect(phase(r.state)).toEqual({ turn: 0, phase: 'action', turnNumber: 3 });
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: after a recompile, the card just taken from my deck is discarded too (Codex, effects happening "after": every step of the compile first)', () => {
    const r = actWithEvents(compileTable([['War 2'], [], []], ['Metal 1'], true), play('Water 5', 2, 'down'));
    expect(story(r.events).slice(-3)).toEqual([
      "seat 1 takes the top card of the opponent's deck",
      "seat 0's War 2 (bottom)",
      'seat 1 discards Metal 1, Water 4',
    ]);
    // The taken card changed owner: it goes to the opponent's trash (Codex, "Changing Ownership").
    expect(trash(r.state, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4', 'Metal 1', 'Water 4']);
    expect(deck(r.state, 0)[0]).toBe('Water 3');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: in the compiled line it is deleted with the rest and does not fire (community rulings, War 2)', () => {
    const r = actWithEvents(compileTable([[], ['War 2'], []], ['Metal 1', 'Life 2']), play('Water 5', 2, 'down'));
    expect(story(r.events)).toEqual([
      'seat 0 plays a card face-down in line 2',
      "seat 0's War 2 in line 1 is deleted by seat 1",
      "seat 1's Speed 5, Speed 4, Life 4 in line 1 are deleted by seat 1",
      'seat 1 compiles Speed (line 1)',
    ]);
    expect(hand(r.state, 1)).toEqual(['Metal 1', 'Life 2']);
    expect(trash(r.state, 0)).toEqual(['War 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: covered, it does not fire; with an empty hand there is nothing to discard', () => {
    let r = actWithEvents(compileTable([['War 2', 'War 5 down'], [], []], ['Metal 1']), play('Water 5', 2, 'down'));
    expect(r.events.filter((e) => e.type === 'triggered')).toEqual([]);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    r = actWithEvents(compileTable([['War 2'], [], []], []), play('Water 5', 2, 'down'));
    expect(story(r.events).slice(-2)).toEqual(['seat 1 compiles Speed (line 1)', "seat 0's War 2 (bottom)"]);
    expect(trash(r.state, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: Diversity 0 flipping its protocol is not a compile — no discard (community rulings, Diversity 0)', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 2'], ['Fire 5'], ['Water 5']] },
      { protocols: ['Diversity', 'Speed', 'Life'], stacks: [[], ['Speed 5'], ['Life 5']], hand: ['Diversity 0', 'Life 2'] },
    ] });
    const r = actWithEvents(g, play('Diversity 0', 0));
    expect(story(r.events)).toEqual([
      'seat 1 plays Diversity 0 face-up in line 0',
      "seat 1's Diversity 0 (middle)",
      "seat 1's Diversity (line 0) is flipped to its compiled side",
      // Its End: "You may play 1 non-Diversity card in this line." — declined below.
      "seat 1's Diversity 0 (bottom)",
    ]);
    expect(r.state.players[1]!.protocols[0]).toEqual({ name: 'Diversity', compiled: true });
    expect(hand(r.state, 1)).toEqual(['Life 2']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'confirm' });
    const after = act(r.state, pass);
    expect(hand(after, 1)).toEqual(['Life 2']);
    expect(awaiting(after)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: my own compile does not fire it ("your opponent compiles")', () => {
    const g = position({ useControl: false, turn: 1, players: [
      { protocols: ME, stacks: [['War 2'], ['Fire 5', 'Fire 4', 'Fire 3'], []], hand: ['Water 4'] },
      { protocols: THEM, hand: ['Speed 5'] },
    ] });
    const r = actWithEvents(g, play('Speed 5', 2, 'down'));
    expect(story(r.events)).toEqual([
      'seat 1 plays a card face-down in line 2',
      "seat 0's Fire 5, Fire 4, Fire 3 in line 1 are deleted by seat 0",
      'seat 0 compiles Fire (line 1)',
    ]);
    expect(hand(r.state, 0)).toEqual(['Water 4']);
    expect(hand(r.state, 1)).toEqual([]);
    // The compile was my action; the turn passes.
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('War 3', () => {
  it('middle: draw 1 card', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['War 3'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: THEM },
    ] }), play('War 3', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 3 face-up in line 0', "seat 0's War 3 (middle)", 'seat 0 draws 1 card']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(deck(r.state, 0)[0]).toBe('Fire 2');
    expect(stack(r.state, 0, 0)).toEqual(['War 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: after the opponent discards, I may play 1 card face-down, in any line, on their turn — unseen by them', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 3'], [], []], hand: ['Fire 1', 'Water 1'] },
      { protocols: THEM, hand: ['Speed 5', 'Metal 1', 'Life 2'] },
    ] });
    // Speed 5: "You discard 1 card."
    let r = actWithEvents(g, play('Speed 5', 1), pickHand('Life 2'));
    expect(story(r.events).slice(-2)).toEqual(['seat 1 discards Life 2', "seat 0's War 3 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(r.state)).toEqual([0, 1].flatMap((index) => [0, 1, 2].map((line) => ({ type: 'play', index, line, face: 'down' }))));
    r = actWithEvents(r.state, play('Fire 1', 1, 'down'));
    expect(stack(r.state, 0, 1)).toEqual(['Fire 1 down']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(story(r.events)[0]).toBe('seat 0 plays a card face-down in line 1');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Fire 1');
    expect(JSON.stringify(eventsFor(r.events, 0))).toContain('Fire 1');
    expect(viewFor(r.state, 1).players[0].stacks[1]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("bottom: the opponent's clear cache is a discard (community rulings, Plague 1)", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 3'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, hand: ['Metal 1', 'Metal 2', 'Metal 3', 'Speed 1', 'Speed 3', 'Life 1', 'Life 2'] },
    ] });
    let r = actWithEvents(g, play('Life 1', 0, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Metal 3'), accept);
    expect(story(r.events)).toEqual(['seat 1 discards Metal 3', "seat 0's War 3 (bottom)"]);
    // Accepted: I still choose the line for my only card.
    r = actWithEvents(r.state, play('Fire 1', 2, 'down'));
    expect(stack(r.state, 0, 2)).toEqual(['Fire 1 down']);
    expect(hand(r.state, 1)).toHaveLength(5);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: declining plays nothing; with an empty hand nothing is asked', () => {
    const table = (mine: string[]) => position({ turn: 1, players: [
      { protocols: ME, stacks: [['War 3'], [], []], hand: mine },
      { protocols: THEM, hand: ['Speed 5', 'Metal 1'] },
    ] });
    let g = act(table(['Fire 1']), play('Speed 5', 1), pass);
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(trash(g, 1)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    const r = actWithEvents(table([]), play('Speed 5', 1));
    expect(story(r.events).slice(-2)).toEqual(['seat 1 discards Metal 1', "seat 0's War 3 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
    g = r.state;
    expect(stack(g, 0, 0)).toEqual(['War 3']);
  });

  it("bottom: War 4 played on it covers it — the opponent's discard then finds it hidden", () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [['War 3'], [], []], hand: ['War 4', 'Fire 1'] },
      { protocols: THEM, hand: ['Metal 1'] },
    ] }), play('War 4', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 4 face-up in line 0', "seat 0's War 4 (middle)", 'seat 1 discards Metal 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: my own discards do not fire it ("your opponent discards")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [[], ['War 3'], []], hand: ['War 5', 'Fire 1'] },
      { protocols: THEM },
    ] }), play('War 5', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 5 face-up in line 0', "seat 0's War 5 (middle)", 'seat 0 discards Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('War 4', () => {
  it('the opponent discards 1 card of their choice', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['War 4'] },
      { protocols: THEM, hand: ['Metal 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, play('War 4', 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    expect(legalActions(r.state)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }]);
    r = actWithEvents(r.state, pickHand('Speed 3'));
    expect(story(r.events)).toEqual(['seat 1 discards Speed 3']);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    expect(trash(r.state, 1)).toEqual(['Speed 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with an empty hand discards nothing', () => {
    const r = actWithEvents(position({ players: [{ protocols: ME, hand: ['War 4'] }, { protocols: THEM }] }), play('War 4', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 4 face-up in line 0', "seat 0's War 4 (middle)"]);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with War 3 uncovered in another line, the discard lets me play a second card face-down this turn', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['War 3'], []], hand: ['War 4', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 1'] },
    ] });
    const r = actWithEvents(g, play('War 4', 0), accept, play('Water 2', 2, 'down'));
    g = r.state;
    expect(story(r.events)).toEqual([
      'seat 0 plays War 4 face-up in line 0',
      "seat 0's War 4 (middle)",
      'seat 1 discards Metal 1',
      "seat 0's War 3 (bottom)",
      'seat 0 plays a card face-down in line 2',
    ]);
    expect(stack(g, 0, 0)).toEqual(['War 4']);
    expect(stack(g, 0, 2)).toEqual(['Water 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('War 5', () => {
  it('discard 1 card of my choice', () => {
    let g = position({ players: [{ protocols: ME, hand: ['War 5', 'Fire 1', 'Water 1'] }, { protocols: THEM }] });
    g = act(g, play('War 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Water 1'));
    expect(story(r.events)).toEqual(['seat 0 discards Water 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(stack(r.state, 0, 0)).toEqual(['War 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand it discards nothing; the card is still played (Codex, "Card Text")', () => {
    const r = actWithEvents(position({ players: [{ protocols: ME, hand: ['War 5'] }, { protocols: THEM }] }), play('War 5', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 5 face-up in line 0', "seat 0's War 5 (middle)"]);
    expect(stack(r.state, 0, 0)).toEqual(['War 5']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
