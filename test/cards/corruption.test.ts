import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, optionNamed, pass, phase, pickHand, play, playOnOpponentSide, position, stack, trash,
} from '../../src/testing.js';
import { applyAction, eventsFor, legalActions, viewFor } from '../../src/index.js';
import { story } from './story.js';

// Seat 0 plays Corruption (line 0), Fire (line 1), Water (line 2); seat 1 Metal, Speed, Life.
const ME = ['Corruption', 'Fire', 'Water'];
const THEM = ['Metal', 'Speed', 'Life'];

describe('Corruption 0', () => {
  it("bottom: it may be played face-up in any line, on either side; face-down only on my own side (rulebook: a face-down card has no commands)", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Corruption 0'] },
      { protocols: THEM, stacks: [[], ['Speed 3'], []] },
    ] });
    expect(legalActions(g)).toEqual([
      ...[0, 1, 2].flatMap((l) => [{ type: 'play', index: 0, line: l, face: 'up' }, { type: 'play', index: 0, line: l, face: 'down' }]),
      ...[0, 1, 2].map((l) => ({ type: 'play', index: 0, line: l, face: 'up', side: 1 })),
      { type: 'refresh' },
    ]);
    // Asking for it anyway is refused, and the state is untouched.
    const before = JSON.stringify(g);
    expect(() => applyAction(g, { type: 'play', index: 0, line: 0, face: 'down', side: 1 })).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(JSON.stringify(g)).toBe(before);
  });

  it("played face-up on the opponent's stack, it becomes theirs: at their Start they must flip another face-up card in that stack (rulebook, \"Card ownership\")", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Corruption 0', 'Fire 1'] },
      { protocols: ['Hate', 'Speed', 'Life'], stacks: [[], ['Speed 1', 'Speed 3'], []], hand: ['Hate 0'] },
    ] });
    let r = actWithEvents(g, playOnOpponentSide('Corruption 0', 1));
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1', 'Speed 3', 'Corruption 0']);
    // Seat 1's Start: Speed 1 and Speed 3 are the other face-up cards in the stack, covered or not.
    expect(story(r.events)).toEqual([
      "seat 0 plays Corruption 0 face-up in line 1 on seat 1's side",
      "seat 1's Corruption 0 (top)",
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 1, index: 0 }, { type: 'card', player: 1, line: 1, index: 1 }]);
    r = actWithEvents(r.state, choose('Speed 3'));
    expect(story(r.events)[0]).toBe("seat 1's Speed 3 in line 1 is flipped face-down by seat 1");
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1', 'Speed 3 down', 'Corruption 0']);
    expect(phase(r.state)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
    // Seat 1's Hate 0 ("Delete 1 card") removes it: it goes to its new owner's trash.
    r = actWithEvents(r.state, play('Hate 0', 0), choose('Corruption 0'));
    expect(story(r.events).slice(-1)).toEqual(["seat 1's Corruption 0 in line 1 is deleted by seat 1"]);
    expect(trash(r.state, 1)).toEqual(['Corruption 0']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('top: it flips a covered face-up card too, never itself; with no other face-up card in the stack nothing happens', () => {
    const g = position({ turn: 1, useControl: false, players: [
      { protocols: ME, stacks: [['Fire 3', 'Corruption 0', 'Water 1 down'], ['Fire 1'], []], hand: ['Fire 2'] },
      { protocols: THEM, hand: ['Metal 5', 'Speed 1'] },
    ] });
    // Seat 1 ends its turn; my Start: Fire 3 (covered, face-up) is the only other face-up card in my stack.
    let r = actWithEvents(g, play('Metal 5', 0, 'down'));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Corruption 0 (top)", "seat 0's Fire 3 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down', 'Corruption 0', 'Water 1 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
    // Next time round, nothing is left to flip.
    r = actWithEvents(r.state, play('Fire 2', 1, 'down'), play('Speed 1', 1, 'down'));
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down', 'Corruption 0', 'Water 1 down']);
    expect(r.events.filter((e) => e.type === 'flipped')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
  it('face-up on my own side, it goes into any line without a matching protocol; its owner and the opponent see it alike', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Corruption 0'] },
      { protocols: THEM },
    ] }), play('Corruption 0', 2));
    expect(story(r.events)).toEqual(['seat 0 plays Corruption 0 face-up in line 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Corruption 0']);
    expect(viewFor(r.state, 1).players[0].stacks[2]).toEqual([{ face: 'up', card: 'Corruption 0', value: 0, covered: false }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("a play caused by a card offers the opponent's side too, face-up only (Speed 0: \"Play 1 card.\")", () => {
    const g = position({ players: [
      { protocols: ['Corruption', 'Speed', 'Water'], hand: ['Speed 0', 'Corruption 0'] },
      { protocols: ['Plague', 'Metal', 'Life'], stacks: [['Plague 0'], [], []] },
    ] });
    let r = actWithEvents(g, play('Speed 0', 1));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    // Plague 0 bars my plays in line 0, on either side.
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'up' }, { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' }, { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up', side: 1 }, { type: 'play', index: 0, line: 2, face: 'up', side: 1 },
    ]);
    r = actWithEvents(r.state, playOnOpponentSide('Corruption 0', 2));
    // Seat 1's Start: its top fires, with no other card in the stack to flip.
    expect(story(r.events)).toEqual(["seat 0 plays Corruption 0 face-up in line 2 on seat 1's side", "seat 1's Corruption 0 (top)"]);
    expect(stack(r.state, 1, 2)).toEqual(['Corruption 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 1', () => {
  it("middle: return 1 card — an opponent's card goes on top of their deck face-down instead (its own bottom is in play once it has landed)", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Corruption 1'] },
      { protocols: THEM, stacks: [['Metal 0', 'Metal 5'], [], []], deck: ['Speed 1'] },
    ] });
    let r = actWithEvents(g, play('Corruption 1', 0));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    r = actWithEvents(r.state, choose('Metal 5'));
    expect(story(r.events)).toEqual([
      "seat 1's Metal 5 in line 0 is put on top of its deck instead of returning, by seat 0",
      // Metal 0 uncovered: "Flip 1 card." — its owner chooses.
      "seat 1's Metal 0 (middle)",
    ]);
    // Committed, Metal 5 reaches the deck only once Metal 0's text has resolved (Codex, "Committed Cards").
    expect(deck(r.state, 1)[0]).toBe('Speed 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Corruption 1'));
    expect(stack(r.state, 0, 0)).toEqual(['Corruption 1 down']);
    expect(deck(r.state, 1).slice(0, 2)).toEqual(['Metal 5', 'Speed 1']);
    expect(r.state.up[r.state.players[1]!.deck[0]!]).toBe(false);
    expect(hand(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: my own cards still return to my hand, itself included', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Fire 3'], []], hand: ['Corruption 1'] },
      { protocols: THEM, stacks: [['Metal 5'], [], []] },
    ] });
    g = act(g, play('Corruption 1', 0), choose('Fire 3'));
    expect(hand(g, 0)).toEqual(['Fire 3']);
    expect(stack(g, 0, 1)).toEqual([]);
    g = act(position({ players: [
      { protocols: ME, hand: ['Corruption 1'] },
      { protocols: THEM, stacks: [['Metal 5'], [], []] },
    ] }), play('Corruption 1', 0), choose('Corruption 1'));
    expect(hand(g, 0)).toEqual(['Corruption 1']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it("bottom: the opponent's own return goes to their deck too; a face-down card stays secret from me", () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Corruption', 'Fire', 'Hate'], stacks: [['Corruption 1'], [], []] },
      { protocols: ['Water', 'Speed', 'Life'], stacks: [[], ['Speed 3 down'], []], hand: ['Water 4'], deck: ['Life 1'] },
    ] });
    // Water 4: "Return 1 of your cards." — Water 4 itself or the face-down Speed 3.
    const r = actWithEvents(g, play('Water 4', 0), choose('Speed 3'));
    expect(story(r.events)).toEqual([
      'seat 1 plays Water 4 face-up in line 0',
      "seat 1's Water 4 (middle)",
      "a face-down card of seat 1 in line 1 is put on top of its deck instead of returning, by seat 1",
    ]);
    expect(deck(r.state, 1).slice(0, 2)).toEqual(['Speed 3', 'Life 1']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Speed 3');
    expect(JSON.stringify(eventsFor(r.events, 1))).toContain('Speed 3');
    expect(viewFor(r.state, 0).players[1].deckCount).toBe(deck(g, 1).length + 1);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("bottom: Water 3's \"return all\" sends each of the opponent's cards to their deck, mine to my hand", () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Corruption', 'Fire', 'Hate'], stacks: [['Corruption 1'], ['Fire 2'], []] },
      { protocols: ['Water', 'Speed', 'Life'], stacks: [[], ['Speed 2', 'Life 3 down'], []], hand: ['Water 3'], deck: ['Life 1'] },
    ] });
    // Water 3: "Return all cards with a value of 2 in 1 line." — only line 1 has any.
    const r = actWithEvents(g, play('Water 3', 0));
    expect(story(r.events)).toEqual([
      'seat 1 plays Water 3 face-up in line 0',
      "seat 1's Water 3 (middle)",
      "seat 0's Fire 2 in line 1 is returned to hand by seat 1",
      "seat 1's Speed 2 in line 1 is put on top of its deck instead of returning, by seat 1",
      "a face-down card of seat 1 in line 1 is put on top of its deck instead of returning, by seat 1",
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 2']);
    expect(hand(r.state, 1)).toEqual([]);
    // Each lands on top as it arrives, bottom card first: the top card of the stack ends on top.
    expect(deck(r.state, 1).slice(0, 3)).toEqual(['Life 3', 'Speed 2', 'Life 1']);
    expect(stack(r.state, 1, 1)).toEqual([]);
    // Its owner, who could look at it on the field, is told which card went on top of their deck.
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Life 3');
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'returned', player: 1, cards: ['Life 3'], visibleTo: [1] });
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: covered or face-down, it replaces nothing', () => {
    for (const mine of [['Corruption 1', 'Fire 5 down'], ['Corruption 1 down']]) {
      const g = position({ turn: 1, players: [
        { protocols: ['Corruption', 'Fire', 'Hate'], stacks: [mine, [], []] },
        { protocols: ['Water', 'Speed', 'Life'], stacks: [[], ['Speed 3'], []], hand: ['Water 4'] },
      ] });
      const r = actWithEvents(g, play('Water 4', 0), choose('Speed 3'));
      expect(story(r.events).slice(-1)).toEqual(["seat 1's Speed 3 in line 1 is returned to hand by seat 1"]);
      expect(hand(r.state, 1)).toEqual(['Speed 3']);
      expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
    }
  });
});

describe('Corruption 2', () => {
  it('middle: draw 1, discard 1; top: after I discard, the opponent discards 1 card', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Corruption 2', 'Fire 1'], deck: ['Water 1', 'Water 2'] },
      { protocols: THEM, hand: ['Metal 1', 'Speed 3'] },
    ] });
    let r = actWithEvents(g, play('Corruption 2', 0));
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Fire 1'));
    expect(story(r.events)).toEqual(['seat 0 discards Fire 1', "seat 0's Corruption 2 (top)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Metal 1'));
    expect(story(r.events)).toEqual(['seat 1 discards Metal 1']);
    expect(trash(r.state, 0)).toEqual(['Fire 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 1']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(hand(r.state, 1)).toEqual(['Speed 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("top: while covered it still fires — on my clear cache too (community rulings, Plague 1: clearing cache is a discard)", () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Corruption 2', 'Fire 5 down'], [], []], hand: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Water 3', 'Water 4'] },
      { protocols: THEM, hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Water 4', 1, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Fire 1'));
    expect(story(r.events)).toEqual(['seat 0 discards Fire 1', "seat 0's Corruption 2 (top)", 'seat 1 discards Metal 1']);
    expect(hand(r.state, 0)).toHaveLength(5);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("a discard from the top of my deck fires it: Clarity 1's Start (community rulings, Clarity 1)", () => {
    const g = position({ turn: 1, useControl: false, players: [
      { protocols: ['Corruption', 'Clarity', 'Water'], stacks: [['Corruption 2'], ['Clarity 1'], []], deck: ['Water 5', 'Water 1'] },
      { protocols: THEM, hand: ['Metal 1', 'Speed 3'] },
    ] });
    // Seat 1 ends its turn; my Start: "Reveal the top card of your deck. You may discard the top card of your deck."
    let r = actWithEvents(g, play('Speed 3', 2, 'down'));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Clarity 1 (top)", 'seat 0 reveals Water 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    expect(story(r.events)).toEqual(['seat 0 discards Water 5 from the top of a deck', "seat 0's Corruption 2 (top)", 'seat 1 discards Metal 1']);
    expect(trash(r.state, 0)).toEqual(['Water 5']);
    expect(deck(r.state, 0)[0]).toBe('Water 1');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("top: the opponent's discards do not fire it; an opponent with no cards discards nothing", () => {
    let r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Corruption 2'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, hand: ['Speed 5', 'Metal 1'] },
    ] }), play('Speed 5', 1));
    expect(story(r.events)).toEqual(['seat 1 plays Speed 5 face-up in line 1', "seat 1's Speed 5 (middle)", 'seat 1 discards Metal 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Corruption 2'], deck: ['Water 1'] },
      { protocols: THEM },
    ] }), play('Corruption 2', 0));
    expect(story(r.events).slice(-3)).toEqual(['seat 0 draws 1 card', 'seat 0 discards Water 1', "seat 0's Corruption 2 (top)"]);
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down, it has no text: no discard follows', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [[], ['Corruption 2 down'], []], hand: ['Corruption 5', 'Fire 1'] },
      { protocols: THEM, hand: ['Metal 1'] },
    ] }), play('Corruption 5', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Corruption 5 face-up in line 0', "seat 0's Corruption 5 (middle)", 'seat 0 discards Fire 1']);
    expect(hand(r.state, 1)).toEqual(['Metal 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 3', () => {
  it('middle: I may flip 1 face-up covered card, either side — it turns face-down, no text enters play', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Fire 1'], ['Fire 3', 'Fire 2 down'], []], hand: ['Corruption 3'] },
      { protocols: THEM, stacks: [['Metal 0', 'Metal 1'], ['Speed 2 down', 'Speed 3'], []] },
    ] });
    let r = actWithEvents(g, play('Corruption 3', 0));
    // Fire 1 is now covered by Corruption 3; Fire 3 and Metal 0 were already. Face-down Speed 2 is not offered.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      pass,
    ]);
    r = actWithEvents(r.state, choose('Metal 0'));
    expect(story(r.events)).toEqual(["seat 1's Metal 0 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 0 down', 'Metal 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 1', 'Corruption 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining flips nothing; with no face-up covered card nothing is asked', () => {
    let g = act(position({ players: [
      { protocols: ME, stacks: [['Fire 1'], [], []], hand: ['Corruption 3'] },
      { protocols: THEM },
    ] }), play('Corruption 3', 0), pass);
    expect(stack(g, 0, 0)).toEqual(['Fire 1', 'Corruption 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(position({ players: [
      { protocols: ME, stacks: [['Fire 1 down'], [], []], hand: ['Corruption 3'] },
      { protocols: THEM, stacks: [['Metal 0'], [], []] },
    ] }), play('Corruption 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Fire 1 down', 'Corruption 3']);
    expect(stack(g, 1, 0)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping a covered Metal 6 deletes it first (Codex, Metal 6: "covered or flipped")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Corruption 3'] },
      { protocols: THEM, stacks: [['Metal 6', 'Metal 1 down'], [], []] },
    ] }), play('Corruption 3', 0), choose('Metal 6'));
    expect(story(r.events).slice(2)).toEqual(["seat 1's Metal 6 (top)", "seat 1's Metal 6 in line 0 is deleted by seat 1"]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 1 down']);
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 5', () => {
  it('discard 1 card of my choice', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Corruption 5', 'Fire 1', 'Water 1'] },
      { protocols: THEM },
    ] }), play('Corruption 5', 0), pickHand('Fire 1'));
    expect(story(r.events)).toEqual(['seat 0 plays Corruption 5 face-up in line 0', "seat 0's Corruption 5 (middle)", 'seat 0 discards Fire 1']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Corruption 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 6', () => {
  const ME2 = ['Corruption', 'War', 'Water'];

  it('top, End: I choose to discard 1 card', () => {
    const g = position({ players: [
      { protocols: ME2, stacks: [['War 3', 'Corruption 6'], [], []], hand: ['Water 1', 'Water 2', 'War 5'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g, play('War 5', 2, 'down'));
    expect(story(r.events).slice(-1)).toEqual(["seat 0's Corruption 6 (top)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    expect(viewFor(r.state, 0).prompt?.labels).toEqual(['discard 1 card', 'delete this card']);
    r = actWithEvents(r.state, optionNamed('discard'), pickHand('Water 2'));
    expect(story(r.events)[0]).toBe('seat 0 discards Water 2');
    expect(stack(r.state, 0, 0)).toEqual(['War 3', 'Corruption 6']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('deleting itself uncovers the card below, whose middle command resolves (Codex, Corruption 6)', () => {
    const g = position({ players: [
      { protocols: ME2, stacks: [['War 3', 'Corruption 6'], [], []], hand: ['Water 1', 'War 5'], deck: ['Water 4', 'Water 3'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('War 5', 2, 'down'), optionNamed('delete'));
    expect(story(r.events).slice(1)).toEqual([
      "seat 0's Corruption 6 (top)",
      "seat 0's Corruption 6 in line 0 is deleted by seat 0",
      "seat 0's War 3 (middle)",
      'seat 0 draws 1 card',
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['War 3']);
    expect(trash(r.state, 0)).toEqual(['Corruption 6']);
    expect(hand(r.state, 0)).toEqual(['Water 1', 'Water 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand it must delete itself, unasked (community rulings, "Mandatory choices must have effect")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME2, stacks: [['War 3', 'Corruption 6'], [], []], hand: ['War 5'], deck: ['Water 4'] },
      { protocols: THEM },
    ] }), play('War 5', 2, 'down'));
    expect(story(r.events).slice(-4)).toEqual([
      "seat 0's Corruption 6 (top)",
      "seat 0's Corruption 6 in line 0 is deleted by seat 0",
      "seat 0's War 3 (middle)",
      'seat 0 draws 1 card',
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its top still fires and may delete it where it lies; nothing is uncovered (Codex FAQ, a top command deleting its covered card)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME2, stacks: [['Corruption 6', 'War 3'], [], []], hand: ['War 5', 'Water 1'] },
      { protocols: THEM },
    ] }), play('War 5', 2, 'down'), optionNamed('delete'));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Corruption 6 (top)", "seat 0's Corruption 6 in line 0 is deleted by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['War 3']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("face-down it has no text; it is not the opponent's End", () => {
    let g = act(position({ players: [
      { protocols: ME2, stacks: [['Corruption 6 down'], [], []], hand: ['War 5', 'Water 1'] },
      { protocols: THEM },
    ] }), play('War 5', 2, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Corruption 6 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(position({ turn: 1, players: [
      { protocols: ME2, stacks: [['Corruption 6'], [], []], hand: ['Water 1'] },
      { protocols: THEM, hand: ['Metal 5'] },
    ] }), play('Metal 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Corruption 6']);
    expect(hand(g, 0)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});
