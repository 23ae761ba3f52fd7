import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position, refresh, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { discardsOneCardOfChoice, moves } from './scenario-helpers.js';
import type { GameState, PlayerId } from '../../src/index.js';

// Seat 0 plays Mirror in line 0 (Fire in line 1, Spirit in line 2) unless a test says otherwise;
// seat 1 plays Water, Death and Light.
const ME = ['Mirror', 'Fire', 'Spirit'];
const THEM = ['Water', 'Death', 'Light'];

const totals = (g: GameState, seat: PlayerId): number[] => viewFor(g, seat).players[seat].totals;

describe('Mirror 0', () => {
  it("adds 1 to your total in its line for each of the opponent's cards there, covered and face-down ones included", () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Mirror 0', 'Fire 1 down'], ['Fire 3'], []] },
      { protocols: THEM, stacks: [['Water 2', 'Water 3 down', 'Light 1'], ['Death 4'], []] },
    ] });
    // Line 0: 0 + 2 (face-down) + 3 opposing cards; the covered Mirror 0's top command stays in play.
    expect(totals(g, 0)).toEqual([5, 3, 0]);
    expect(totals(g, 1)).toEqual([2 + 2 + 1, 4, 0]);
    // Both seats read the same totals: the bonus is public.
    expect(viewFor(g, 1).players[0].totals).toEqual([5, 3, 0]);
  });

  it('face-down, it has no text: no bonus', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Mirror 0 down'], [], []] },
      { protocols: THEM, stacks: [['Water 2', 'Light 1'], [], []] },
    ] });
    expect(totals(g, 0)).toEqual([2, 0, 0]);
  });

  it('the bonus counts toward compiling (rulebook, "Check Compile")', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ME, stacks: [['Mirror 0', 'Mirror 5', 'Mirror 4'], [], []] },
      { protocols: THEM, stacks: [['Water 1 down', 'Water 2 down'], [], []] },
    ] });
    // 0 + 5 + 4 = 9, plus 2 for the opponent's two cards: 11 ≥ 10 and more than their 4.
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(trash(g, 0)).toEqual(['Mirror 0', 'Mirror 5', 'Mirror 4']);
    expect(trash(g, 1)).toEqual(['Water 1', 'Water 2']);
    expect(stack(g, 0, 0)).toEqual([]);
    // A compile ends the turn's action: seat 1 is next.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror 1', () => {
  it("End: resolves an opponent's middle command as its own — Water 4's \"your cards\" are now Mirror 1's owner's", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], ['Fire 2'], []] },
      { protocols: THEM, stacks: [['Water 4'], [], ['Light 2 down']] },
    ] });
    let r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    // Only the face-up Water 4 shows a middle command; "you may": a pass is offered.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, pass]);
    expect(moves(r.events)).toContainEqual({ type: 'triggered', player: 0, card: 'Mirror 1', section: 'bottom' });
    r = actWithEvents(r.state, choose('Water 4'));
    expect(moves(r.events)).toEqual([{ type: 'triggered', player: 0, card: 'Water 4', section: 'middle' }]);
    // "Return 1 of your cards": seat 0's cards, Mirror 1 included; not Water 4.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Fire 2'));
    expect(moves(r.events)).toEqual([{ type: 'returned', side: 0, by: 0, line: 1, card: 'Fire 2' }]);
    expect(hand(r.state, 0)).toEqual(['Fire 2']);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 1']);
    expect(stack(r.state, 1, 0)).toEqual(['Water 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"this card" in the copied text is Mirror 1: a copied Water 0 flips Mirror 1, not Water 0', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []] },
      { protocols: THEM, stacks: [['Water 0'], ['Death 4'], []] },
    ] });
    let r = actWithEvents(g, play('Spirit 5', 2, 'down'), choose('Water 0'));
    // "Flip 1 other card": any uncovered card but Mirror 1 — Water 0 itself may be chosen.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Death 4'));
    expect(moves(r.events)).toEqual([
      { type: 'flipped', side: 1, by: 0, line: 1, card: 'Death 4', face: 'down' },
      { type: 'flipped', side: 0, by: 0, line: 0, card: 'Mirror 1', face: 'down' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 1 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Water 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the copied text runs on Mirror 1: it goes on when the original is flipped face-down, and stops when Mirror 1 is', () => {
    const atEnd = act(position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []], deck: ['Fire 0', 'Fire 1', 'Fire 2'] },
      { protocols: THEM, stacks: [[], [], ['Light 0']] },
    ] }), play('Spirit 5', 2, 'down'));
    // Light 0: "Flip 1 card. Draw cards equal to that card's value." Light 0 flipped face-down is worth 2.
    let r = actWithEvents(atEnd, choose('Light 0'), choose('Light 0'));
    expect(moves(r.events)).toEqual([
      { type: 'triggered', player: 0, card: 'Light 0', section: 'middle' },
      { type: 'flipped', side: 1, by: 0, line: 2, card: 'Light 0', face: 'down' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 0, cards: ['Fire 0', 'Fire 1'], visibleTo: [0] },
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 0', 'Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    // Flipping Mirror 1 itself face-down stops the copied text: nothing is drawn.
    r = actWithEvents(atEnd, choose('Light 0'), choose('Mirror 1'));
    expect(moves(r.events)).toEqual([
      { type: 'triggered', player: 0, card: 'Light 0', section: 'middle' },
      { type: 'flipped', side: 0, by: 0, line: 0, card: 'Mirror 1', face: 'down' },
    ]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("a copied Metal 1 bars the opponent's compile while Mirror 1 stays visible, wherever Metal 1 goes (Codex, Metal 1: \"provided the text is visible\")", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5', 'Fire 1'], stacks: [['Mirror 1'], ['Fire 3'], []], deck: ['Fire 0', 'Fire 2'] },
      { protocols: ['Metal', 'Death', 'Light'], stacks: [['Metal 1'], ['Death 5', 'Death 4', 'Death 2'], []] },
    ] });
    // Two End commands: seat 0 orders them — Mirror 1 first.
    let r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('Mirror 1'), choose('Metal 1'));
    // Metal 1's middle, as Mirror 1's: "Draw 2 cards. Your opponent cannot compile on their next turn."
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 0', 'Fire 2']);
    // Fire 3: "You may discard 1 card. If you do, flip 1 card." — Metal 1 goes face-down; Mirror 1 stays.
    r = actWithEvents(r.state, accept, pickHand('Fire 1'), choose('Metal 1'));
    expect(stack(r.state, 1, 0)).toEqual(['Metal 1 down']);
    // Seat 1's Check Compile: Death at 11 against 3 would compile, but the text is still in play on Mirror 1.
    expect(moves(r.events)).toContainEqual({ type: 'cannotCompile', player: 1 });
    expect(r.state.players[1]!.protocols[1]!.compiled).toBe(false);
    expect(stack(r.state, 1, 1)).toEqual(['Death 5', 'Death 4', 'Death 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"you may": passing resolves nothing and the turn ends', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], ['Fire 2'], []] },
      { protocols: THEM, stacks: [['Water 4'], [], []] },
    ] });
    const r = actWithEvents(g, play('Spirit 5', 2, 'down'), pass);
    expect(moves(r.events).filter((e) => e.type !== 'played' && e.type !== 'secret')).toEqual([
      { type: 'triggered', player: 0, card: 'Mirror 1', section: 'bottom' },
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no opponent card showing a middle command (face-down, covered, or none printed), nothing is asked', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []] },
      // Light 1 has only an End command; Water 4 is covered; Death 3 is face-down.
      { protocols: THEM, stacks: [['Water 4', 'Light 1'], ['Death 3 down'], []] },
    ] });
    const r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Mirror 1', section: 'bottom' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("is blocked by its owner's Fear 0: during your turn the opponent's cards have no middle command to copy (Codex, Mirror 1)", () => {
    const g = position({ players: [
      // Fear 0 covered: its top command is still in play.
      { protocols: ['Mirror', 'Fear', 'Spirit'], hand: ['Spirit 5'], stacks: [['Mirror 1'], ['Fear 0', 'Fear 5 down'], []] },
      { protocols: THEM, stacks: [['Water 4'], ['Death 4'], []] },
    ] });
    const r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Mirror 1', section: 'bottom' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("an opponent's Fear 0 does not block it: Fear 0 only acts during its owner's turn", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []] },
      { protocols: ['Fear', 'Death', 'Light'], stacks: [['Fear 0'], [], []] },
    ] });
    let r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, pass]);
    r = actWithEvents(r.state, choose('Fear 0'));
    // Fear 0's middle: "Shift or flip 1 card." — as Mirror 1's owner's.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('flip'), choose('Fear 0'));
    expect(stack(r.state, 1, 0)).toEqual(['Fear 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card whose middle command Apathy 2 ignores cannot be copied, and neither can anything while Mirror 1 is in its line', () => {
    const base = (mirrorLine: 0 | 1) => position({ players: [
      { protocols: ['Mirror', 'Apathy', 'Spirit'], hand: ['Spirit 5'], stacks: mirrorLine === 0 ? [['Mirror 1'], ['Apathy 2'], []] : [[], ['Apathy 2', 'Mirror 1'], []] },
      { protocols: THEM, stacks: [['Water 4'], ['Death 4'], []] },
    ] });
    // Mirror 1 in line 0: Death 4 (line 1, with Apathy 2) is not offered; Water 4 is.
    let r = actWithEvents(base(0), play('Spirit 5', 2, 'down'));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, pass]);
    // Mirror 1 in Apathy 2's line: a copied text would be a middle command on a card in that line.
    r = actWithEvents(base(1), play('Spirit 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Mirror 1', section: 'bottom' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('covered, its End command is not in play', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Spirit 5'], stacks: [['Mirror 1', 'Mirror 5 down'], [], []] },
      { protocols: THEM, stacks: [['Water 4'], [], []] },
    ] });
    const r = actWithEvents(g, play('Spirit 5', 2, 'down'));
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror 2', () => {
  it('swaps all the cards of two of your stacks, keeping their relative positions (Codex, Mirror 2); nothing is covered, uncovered or flipped', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 2'], stacks: [['Mirror 4'], ['Fire 0', 'Fire 4 down'], ['Spirit 3']] },
      { protocols: THEM, stacks: [['Water 1'], ['Death 2'], []] },
    ] });
    let r = actWithEvents(g, play('Mirror 2', 0));
    // Three filled stacks: the owner picks the first, then the second.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(1), line(2)]);
    r = actWithEvents(r.state, line(1));
    expect(legalActions(r.state)).toEqual([line(0), line(2)]);
    r = actWithEvents(r.state, line(0));
    expect(moves(r.events)).toEqual([{ type: 'swappedStacks', player: 0, lines: [0, 1] }]);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 0', 'Fire 4 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Mirror 4', 'Mirror 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Spirit 3']);
    // The opponent's stacks stay; totals follow the cards.
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(totals(r.state, 0)).toEqual([2, 6, 3]);
    // The opponent still sees the moved face-down card only as a back.
    expect(viewFor(r.state, 1).players[0].stacks[0]).toEqual([
      { face: 'up', card: 'Fire 0', value: 0, covered: true },
      { face: 'down', value: 2, covered: false },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with exactly two filled stacks, they are swapped without a question; an empty stack is never swapped (Codex, Mirror 2)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 2'], stacks: [[], [], ['Spirit 1 down', 'Spirit 3']] },
      { protocols: THEM, stacks: [['Water 1'], [], []] },
    ] });
    const r = actWithEvents(g, play('Mirror 2', 0));
    expect(moves(r.events)).toContainEqual({ type: 'swappedStacks', player: 0, lines: [0, 2] });
    expect(stack(r.state, 0, 0)).toEqual(['Spirit 1 down', 'Spirit 3']);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Mirror 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('alone on your side it swaps nothing: the opponent\'s stacks are not yours (Codex, Mirror 2; community rulings, Mirror 2)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 2'] },
      { protocols: THEM, stacks: [['Water 1'], ['Death 2'], ['Light 3']] },
    ] });
    const r = actWithEvents(g, play('Mirror 2', 0));
        // Its middle command resolves and changes nothing.
    expect(moves(r.events)).toEqual([
      { type: 'played', player: 0, line: 0, face: 'up', card: 'Mirror 2', from: 'hand' },
      { type: 'triggered', player: 0, card: 'Mirror 2', section: 'middle' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 2']);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card committed to a stack keeps its destination line: it lands on the cards swapped into that line (community rulings, Mirror 2)', () => {
    // Darkness 4 shifts the face-down Water… card off Mirror 2 towards line 2. Mirror 2, uncovered,
    // resolves before the shifted card lands (Codex, "Committed Cards") and swaps lines 0 and 2.
    const g = position({ players: [
      { protocols: ['Mirror', 'Darkness', 'Spirit'], hand: ['Darkness 4'], stacks: [['Mirror 2', 'Spirit 5 down'], [], ['Spirit 1']] },
      { protocols: THEM, stacks: [['Water 1'], [], []] },
    ] });
    let r = actWithEvents(g, play('Darkness 4', 1));
    // Only one face-down card: chosen without a question; its destination is asked.
    expect(legalActions(r.state)).toEqual([line(1), line(2)]);
    r = actWithEvents(r.state, line(2));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(r.state)).toEqual([line(0), line(1), line(2)]);
    r = actWithEvents(r.state, line(0), line(2));
    expect(moves(r.events)).toEqual([{ type: 'swappedStacks', player: 0, lines: [0, 2] }]);
    expect(stack(r.state, 0, 0)).toEqual(['Spirit 1']);
    expect(stack(r.state, 0, 2)).toEqual(['Mirror 2', 'Spirit 5 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Darkness 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror 3', () => {
  it("flips 1 of your cards, then 1 of the opponent's cards in that card's line", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 3'], stacks: [[], [], ['Spirit 3 down']] },
      { protocols: THEM, stacks: [['Water 1'], [], ['Light 1']] },
    ] });
    let r = actWithEvents(g, play('Mirror 3', 0));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 2, index: 0 }]);
    // The second flip is in line 2 (Spirit 3's line), not Mirror 3's: only Light 1 qualifies, no question.
    r = actWithEvents(r.state, choose('Spirit 3'));
    expect(moves(r.events)).toEqual([
      { type: 'flipped', side: 0, by: 0, line: 2, card: 'Spirit 3', face: 'up' },
      { type: 'flipped', side: 1, by: 0, line: 2, card: 'Light 1', face: 'down' },
    ]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(stack(r.state, 1, 2)).toEqual(['Light 1 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('if it flips itself first, the second flip does not happen (Codex, Mirror 3)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 3'], stacks: [[], [], ['Spirit 3 down']] },
      { protocols: THEM, stacks: [['Water 1'], [], ['Light 1']] },
    ] });
    const r = actWithEvents(g, play('Mirror 3', 0), choose('Mirror 3'));
    expect(moves(r.events).filter((e) => e.type === 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Mirror 3', face: 'down' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down card of yours flipped face-up resolves its middle command before the second flip', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 3'], stacks: [[], ['Fire 4 down'], []], deck: ['Fire 0'] },
      { protocols: THEM, hand: [], stacks: [[], ['Death 4', 'Death 1'], []] },
    ] });
    let r = actWithEvents(g, play('Mirror 3', 0), choose('Fire 4'));
    // Fire 4: "Discard 1 or more cards. Draw the amount discarded plus 1." — an empty hand discards 0, draws 1.
    expect(hand(r.state, 0)).toEqual(['Fire 0']);
    expect(stack(r.state, 1, 1)).toEqual(['Death 4', 'Death 1 down']);
    const order = r.events.filter((e) => e.type === 'drew' || e.type === 'flipped').map((e) => e.type);
    expect(order).toEqual(['flipped', 'drew', 'flipped']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("with no opponent card in that line, only the first flip happens", () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Mirror 3'], stacks: [[], [], ['Spirit 3 down']] },
      { protocols: THEM, stacks: [['Water 1'], [], []] },
    ] });
    const r = actWithEvents(g, play('Mirror 3', 0), choose('Spirit 3'));
    expect(moves(r.events).filter((e) => e.type === 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 2, card: 'Spirit 3', face: 'up' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror 4', () => {
  const THEIRS = ['Speed', 'Death', 'Light'];

  it('after your opponent draws cards, draw 1 card — once per draw, however many they drew; each sees only its own cards', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Mirror 4'], [], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: THEIRS, hand: ['Speed 1'], deck: ['Death 1', 'Death 2', 'Light 0'] },
    ] });
    const r = actWithEvents(g, play('Speed 1', 0));
    expect(moves(r.events)).toEqual([
      { type: 'played', player: 1, line: 0, face: 'up', card: 'Speed 1', from: 'hand' },
      { type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' },
      { type: 'drew', player: 1, count: 2, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 1, cards: ['Death 1', 'Death 2'], visibleTo: [1] },
      { type: 'triggered', player: 0, card: 'Mirror 4', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 0, cards: ['Fire 1'], visibleTo: [0] },
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(hand(r.state, 1)).toEqual(['Death 1', 'Death 2']);
    expect(deck(r.state, 0)[0]).toBe('Fire 2');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Fire 1');
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Death 1');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('a refresh is a draw: it triggers Mirror 4 (community rulings, Mirror 4)', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Mirror 4'], [], []], deck: ['Fire 1'] },
      { protocols: THEIRS, hand: ['Speed 3', 'Speed 4'], deck: ['Death 1', 'Death 2', 'Light 0'] },
    ] });
    const r = actWithEvents(g, refresh);
    expect(hand(r.state, 1)).toEqual(['Speed 3', 'Speed 4', 'Death 1', 'Death 2', 'Light 0']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Mirror 4', section: 'bottom' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("a recompile is a draw: the opponent's recompile triggers it (community rulings, \"Recompiling is a draw\")", () => {
    const g = position({ turn: 1, phase: 'start', players: [
      { protocols: ME, stacks: [[], ['Mirror 4'], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: [{ name: 'Speed', compiled: true }, 'Death', 'Light'], hand: ['Death 0'], stacks: [['Speed 5', 'Speed 4', 'Speed 3'], [], []] },
    ] });
    // Seat 1's Check Compile recompiled Speed (12 ≥ 10 against 0): it took Fire 1; Mirror 4 then drew Fire 2.
    expect(trash(g, 1)).toEqual(['Speed 5', 'Speed 4', 'Speed 3']);
    expect(hand(g, 1)).toEqual(['Death 0', 'Fire 1']);
    expect(hand(g, 0)).toEqual(['Fire 2']);
    // A compile replaces the action: seat 1's turn is over.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it("your own draws do not trigger it, and covered it is not in play", () => {
    const own = position({ players: [
      { protocols: ME, hand: ['Fire 5'], stacks: [['Mirror 4'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Spirit 0'] },
      { protocols: THEIRS },
    ] });
    let r = actWithEvents(own, refresh);
    expect(hand(r.state, 0)).toEqual(['Fire 5', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([]);

    const covered = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Mirror 4', 'Mirror 5 down'], [], []], deck: ['Fire 1'] },
      { protocols: THEIRS, hand: ['Speed 1'], deck: ['Death 1', 'Death 2'] },
    ] });
    r = actWithEvents(covered, play('Speed 1', 0));
    expect(hand(r.state, 0)).toEqual([]);
    expect(moves(r.events).filter((e) => e.type === 'triggered')).toEqual([{ type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('an opponent who draws nothing (empty deck and trash) does not trigger it', () => {
    // Late in a game: every other card of seat 1 is on the field, so its deck and trash are empty.
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Mirror 4'], [], []], deck: ['Fire 1'] },
      { protocols: THEIRS, hand: ['Speed 1'], stacks: [
        ['Speed 0', 'Speed 2 down', 'Speed 3 down', 'Speed 4 down', 'Speed 5 down'],
        ['Death 0 down', 'Death 1 down', 'Death 2 down', 'Death 3 down', 'Death 4 down', 'Death 5 down'],
        ['Light 0 down', 'Light 1 down', 'Light 2 down', 'Light 3 down', 'Light 4 down', 'Light 5 down'],
      ] },
    ] });
    expect(deck(g, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    const r = actWithEvents(g, play('Speed 1', 0));
    expect(moves(r.events).filter((e) => e.type === 'triggered' || e.type === 'drew')).toEqual([{ type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' }]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Mirror 5', () => {
  discardsOneCardOfChoice('Mirror 5', ME, THEM, ['Fire 1', 'Spirit 2']);
});
