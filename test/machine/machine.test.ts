/**
 * The effect machine, mechanism by mechanism, each on real cards in explicit positions.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, hand, optionNamed, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { applyAction, legalActions, viewFor } from '../../src/index.js';
import type { GameEvent, GameState } from '../../src/index.js';

const drawsOf = (events: GameEvent[]) => events.filter((e) => e.type === 'drew').map((e) => (e as { player: number; count: number }).player + ':' + (e as { count: number }).count);

describe('visibility of sections (rulebook, "Card Anatomy")', () => {
  it('a top command stays active while the card is covered: covered Metal 0 still lowers the opponent\'s total', () => {
    const g = position({ players: [
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Metal 0', 'Fire 5 down'], [], []] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []] },
    ] });
    const v = viewFor(g, 'spectator');
    expect(v.players[0].totals).toEqual([2, 0, 0]);
    expect(v.players[1].totals).toEqual([3, 0, 0]); // 5 − 2
  });

  it('covered Darkness 2 still makes the face-down cards of its stack worth 4', () => {
    const g = position({ players: [
      { protocols: ['Darkness', 'Fire', 'Water'], stacks: [['Darkness 2', 'Fire 1 down'], [], []] },
      { protocols: ['Light', 'Death', 'Life'] },
    ] });
    expect(viewFor(g, 1).players[0].totals).toEqual([6, 0, 0]);
    expect(viewFor(g, 1).players[0].stacks[0]).toEqual([
      { face: 'up', card: 'Darkness 2', value: 2, covered: true },
      { face: 'down', value: 4, covered: false },
    ]);
  });

  it('a bottom command works only while uncovered: Plague 0 bars plays into its line until it is covered', () => {
    const open = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 5'] },
      { protocols: ['Plague', 'Light', 'Life'], stacks: [['Plague 0'], [], []] },
    ] });
    expect(legalActions(open).filter((a) => a.type === 'play').map((a) => (a as { line: number }).line)).not.toContain(0);
    const covered = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 5'] },
      { protocols: ['Plague', 'Light', 'Life'], stacks: [['Plague 0', 'Light 5 down'], [], []] },
    ] });
    expect(legalActions(covered)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
  });
});

describe('middle commands enter play when played, flipped face-up uncovered, or uncovered', () => {
  it('flipped face-up while uncovered: the middle resolves for its owner (Love 6 makes its owner\'s opponent draw 2)', () => {
    let g = position({ players: [
      { protocols: ['Spirit', 'Fire', 'Water'], hand: ['Spirit 2'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [[], ['Love 6 down'], []] },
    ] });
    g = act(g, play('Spirit 2', 0), choose('Love 6'));
    expect(stack(g, 1, 1)).toEqual(['Love 6']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipped face-up while covered: no middle (Codex FAQ p. 8)', () => {
    let g = position({ players: [
      { protocols: ['Darkness', 'Fire', 'Water'], hand: ['Darkness 2'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 6 down', 'Death 5 down'], [], []] },
    ] });
    g = act(g, play('Darkness 2', 0), choose('Love 6'));
    expect(stack(g, 1, 0)).toEqual(['Love 6', 'Death 5 down']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('uncovered: deleting the card on top lets the card below resolve its middle', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 0'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 6', 'Death 5 down'], [], []] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Death 5'));
    expect(stack(g, 1, 0)).toEqual(['Love 6']);
    expect(trash(g, 1)).toEqual(['Death 5']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
  });
});

describe('interruption and order of resolution', () => {
  it('a newly revealed middle resolves fully before the rest of the current text (rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 1', 'Fire 1', 'Fire 2', 'Fire 3'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 6', 'Death 5 down'], ['Light 5'], []] },
    ] });
    const r = actWithEvents(g, play('Hate 1', 0), choose('Death 5'));
    g = r.state;
    // Love 6 was uncovered by the first delete and has already made seat 0 draw 2; the second delete waits.
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Light 5'));
    expect(trash(g, 1)).toEqual(['Death 5', 'Light 5']);
  });

  it('text that stops being visible stops resolving: Life 1 flipping itself face-down loses its second flip', () => {
    let g = position({ players: [
      { protocols: ['Life', 'Fire', 'Water'], hand: ['Life 1'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 5'], [], []] },
    ] });
    g = act(g, play('Life 1', 0), choose('Life 1'));
    expect(stack(g, 0, 0)).toEqual(['Life 1 down']);
    expect(stack(g, 1, 0)).toEqual(['Love 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a committed card is not selectable and lands after the consequences of what it triggered (Codex, "Committed Cards"; Metal 6)', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Metal', 'Water'], stacks: [['Hate 0', 'Metal 6'], [], []], hand: ['Hate 5', 'Water 1'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 5'], [], []] },
    ] });
    g = act(g, play('Hate 5', 0));
    // Metal 6 deleted itself (it is committed to the trash until the consequences are done); Hate 0,
    // uncovered, asks for a card to delete: itself or Love 5, never the landing Hate 5.
    expect(trash(g, 0)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Hate 0']);
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    g = act(g, choose('Love 5'));
    // Then Hate 5 lands on Hate 0 and its own middle makes seat 0 discard.
    expect(stack(g, 0, 0)).toEqual(['Hate 0', 'Hate 5']);
    expect(trash(g, 1)).toEqual(['Love 5']);
    expect(trash(g, 0)).toEqual(['Metal 6', 'Water 1']);
  });

  it('"After" triggers wait for the triggering effect and all its consequences (Codex, effects happening "after")', () => {
    const g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 4', 'Water 1', 'Water 2'], deck: ['Death 0', 'Death 1', 'Death 2'] },
      { protocols: ['Plague', 'Light', 'Life'], stacks: [['Plague 1'], [], []], deck: ['Light 0'] },
    ] });
    const r = actWithEvents(g, play('Fire 4', 0), pickHand('Water 1'), pickHand('Water 2'));
    // Plague 1 ("After your opponent discards cards: Draw 1 card") draws for seat 1 before Fire 4's own draw.
    expect(drawsOf(r.events)).toEqual(['1:1', '0:3']);
    expect(hand(r.state, 1)).toEqual(['Light 0']);
    expect(hand(r.state, 0)).toEqual(['Death 0', 'Death 1', 'Death 2']);
  });
});

describe('Start and End commands (Codex, "Start and End Effects During Those Phases")', () => {
  const endPosition = () => position({ players: [
    { protocols: ['Light', 'Fire', 'Psychic'], stacks: [['Light 1'], ['Fire 3'], ['Psychic 4 down']], hand: ['Fire 5', 'Light 5'], deck: ['Fire 0', 'Fire 2'] },
    { protocols: ['Love', 'Death', 'Water'], stacks: [['Love 5'], [], []] },
  ] });

  it('are noted at the start of the phase; the player picks the order one at a time', () => {
    let g = act(endPosition(), { type: 'refresh' });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect([...viewFor(g, 0).prompt!.labels!].sort()).toEqual(['Fire 3 (bottom)', 'Light 1 (bottom)']);
    const handBefore = hand(g, 0).length;
    g = act(g, optionNamed('Light 1'));
    // Light 1 drew first; Fire 3 now asks its "you may".
    expect(hand(g, 0)).toHaveLength(handBefore + 1);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
  });

  it('a command revealed during the End phase does not resolve in it (Codex FAQ)', () => {
    let g = act(endPosition(), play('Light 5', 0, 'down'));
    // Light 1 is covered now: only Fire 3 was noted.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept); // the only card in hand is discarded without a choice
    expect(trash(g, 0)).toEqual(['Fire 5']);
    g = act(g, choose('Psychic 4'));
    // Psychic 4 was flipped face-up during the End phase: its End command does not resolve now.
    expect(stack(g, 0, 2)).toEqual(['Psychic 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('choices', () => {
  it('simultaneous triggers: the current player orders them (Codex, "Processing Multiple Cards Triggering Simultaneously")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Spirit', 'Fire'], hand: ['Water 3'], stacks: [[], ['Spirit 1', 'Fire 5 down'], []], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [[], ['Love 6', 'Death 5 down'], []] },
    ] });
    g = act(g, play('Water 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    const r = actWithEvents(g, optionNamed('Love 6'));
    const triggered = r.events.filter((e) => e.type === 'triggered').map((e) => (e as { card: string }).card);
    expect(triggered).toEqual(['Love 6', 'Spirit 1']);
    // The returned Fire 5 was committed to the hand and lands after the triggers it caused.
    expect(hand(r.state, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 5']);
    expect(hand(r.state, 1)).toEqual(['Death 5']);
  });

  it("the card's owner makes the choices of its text, even on the opponent's turn (Codex, \"Text Entering Play\")", () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 0'], stacks: [[], ['Fire 5 down'], []] },
      { protocols: ['Death', 'Love', 'Light'], stacks: [['Death 3', 'Love 5 down'], [], ['Light 5 down']] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Love 5'));
    // Death 3 ("Delete 1 face-down card") was uncovered: seat 1 chooses, during seat 0's turn.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Fire 5'));
    expect(trash(g, 0)).toEqual(['Fire 5']);
  });

  it('"you may" is an explicit choice, with pass listed last', () => {
    const g = act(position({ players: [
      { protocols: ['Spirit', 'Fire', 'Water'], hand: ['Spirit 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 5'], [], []] },
    ] }), play('Spirit 2', 0));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }, { type: 'pass' }]);
    expect(stack(act(g, pass), 1, 0)).toEqual(['Love 5']);
  });

  it('an effect that cannot be applied is skipped, and "If you do" gates what follows (Codex, "Card Text": Fire 2)', () => {
    const g = act(position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 2'] },
      { protocols: ['Love', 'Light', 'Life'], stacks: [['Love 5'], [], []] },
    ] }), play('Fire 2', 0));
    expect(stack(g, 1, 0)).toEqual(['Love 5']);
    expect(stack(g, 0, 0)).toEqual(['Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"all" and "each" (Codex FAQ)', () => {
  it('"all" removes covered cards too, at once; the card left on top then enters play', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 2'], deck: ['Fire 0', 'Fire 1'] },
      { protocols: ['Love', 'Light', 'Life'], stacks: [[], ['Love 6', 'Light 1', 'Life 2 down'], []] },
    ] });
    g = act(g, play('Death 2', 0));
    // Death 2 itself (value 2) makes line 0 a candidate too.
    expect(legalActions(g)).toEqual([{ type: 'line', line: 0 }, { type: 'line', line: 1 }]);
    g = act(g, { type: 'line', line: 1 });
    expect(stack(g, 1, 1)).toEqual(['Love 6']);
    expect(trash(g, 1)).toEqual(['Light 1', 'Life 2']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1']); // Love 6, uncovered, made seat 0 draw 2
  });

  it('"each" notes the lines, then the owner picks the order and each resolves fully (Codex, Death 0)', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 0'] },
      { protocols: ['Love', 'Light', 'Life'], stacks: [[], ['Light 5'], ['Life 5']] },
    ] });
    g = act(g, play('Death 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([{ type: 'line', line: 1 }, { type: 'line', line: 2 }]);
    g = act(g, { type: 'line', line: 2 });
    // Line 2 first, as chosen; the last line needs no choice.
    expect(stack(g, 1, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Life 5', 'Light 5']);
  });
});

describe('the pending resolution is data', () => {
  it('a game paused mid-effect survives JSON and resumes identically', () => {
    const g = act(position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 1', 'Fire 1', 'Fire 2', 'Fire 3'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Love', 'Death', 'Light'], stacks: [['Love 6', 'Death 5 down'], ['Light 5'], []] },
    ] }), play('Hate 1', 0));
    expect(g.frames.length).toBeGreaterThan(0);
    const copy = JSON.parse(JSON.stringify(g)) as GameState;
    expect(legalActions(copy)).toEqual(legalActions(g));
    const a = applyAction(g, legalActions(g)[0]!).state;
    const b = applyAction(copy, legalActions(copy)[0]!).state;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

