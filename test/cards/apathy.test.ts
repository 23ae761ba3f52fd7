import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, hand, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { legalActions, viewFor } from '../../src/index.js';
import type { GameState, PlayerId } from '../../src/index.js';

// Seat 0 plays Apathy in line 0 (Hate in line 1, Love in line 2) unless a test says otherwise.
const ME = ['Apathy', 'Hate', 'Love'];
const totals = (g: GameState, seat: PlayerId): number[] => viewFor(g, seat).players[seat].totals;

describe('Apathy 0', () => {
  it('adds 1 to its owner\'s total for each face-down card in its line, both stacks counted', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 1 down'], [], []], hand: ['Apathy 0', 'Love 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1 down', 'Fire 2'], [], []] },
    ] });
    expect(totals(g, 0)[0]).toBe(2);
    g = act(g, play('Apathy 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Hate 1 down', 'Apathy 0']);
    // 0 + 2 (Hate 1 face-down) + 1 for each face-down card in the line: Hate 1 and Fire 1.
    expect(totals(g, 0)[0]).toBe(4);
    // "Your total": the opponent gains nothing.
    expect(totals(g, 1)[0]).toBe(4);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('keeps counting while covered (a top command stays visible, rulebook "Card Anatomy")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Apathy 0', 'Hate 1 down'], [], []], hand: ['Love 3'] },
      { protocols: ['Fire', 'Water', 'Death'] },
    ] });
    expect(totals(g, 0)[0]).toBe(0 + 2 + 1);
    g = act(g, play('Love 3', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Apathy 0', 'Hate 1 down', 'Love 3 down']);
    expect(totals(g, 0)[0]).toBe(0 + 2 + 2 + 2);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('gives nothing while face-down', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Apathy 0 down', 'Hate 1 down'], [], []], hand: ['Love 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1 down'], [], []] },
    ] });
    expect(totals(g, 0)[0]).toBe(4);
  });

  it('its bonus counts for compiling: the opponent\'s face-down card brings it to 10', () => {
    // 0 + 2 + 2 + 2 = 6, plus 3 own face-down cards and 1 of the opponent's = 10 > 2.
    const base = (theirs: string[]) => position({ phase: 'compile', players: [
      { protocols: ME, stacks: [['Apathy 0', 'Hate 1 down', 'Hate 2 down', 'Love 1 down'], [], []] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [theirs, [], []] },
    ] });
    const g = base(['Fire 1 down']);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toHaveLength(4);
    expect(trash(g, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' }); // the action is skipped after a compile
    // Without that card the total is 9: no compile.
    const h = base([]);
    expect(totals(h, 0)[0]).toBe(9);
    expect(h.players[0]!.protocols[0]!.compiled).toBe(false);
    expect(awaiting(h)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Apathy 1', () => {
  it('flips every other face-up card in its line, covered ones and the opponent\'s included ("all", Codex)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 3', 'Love 2 down', 'Hate 0'], ['Hate 4'], []], hand: ['Apathy 1'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 2'], ['Water 3'], []] },
    ] });
    g = act(g, play('Apathy 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Hate 3 down', 'Love 2 down', 'Hate 0 down', 'Apathy 1']);
    expect(stack(g, 1, 0)).toEqual(['Fire 1 down', 'Fire 2 down']);
    // Other lines are untouched.
    expect(stack(g, 0, 1)).toEqual(['Hate 4']);
    expect(stack(g, 1, 1)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Metal 6 in the line deletes itself before being flipped (Codex, Metal 6 clarification)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 0'], [], []], hand: ['Apathy 1'] },
      { protocols: ['Metal', 'Water', 'Death'], stacks: [['Metal 6'], [], []] },
    ] });
    g = act(g, play('Apathy 1', 0));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Hate 0 down', 'Apathy 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Apathy 2', () => {
  it('once played, the opponent\'s face-up card in its line resolves no middle command (community, Apathy 2: both players)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Apathy 2'] },
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 0', 'Fire 4'], stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Apathy 2', 0));
    expect(stack(g, 0, 0)).toEqual(['Apathy 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    const deckBefore = g.players[1]!.deck.length;
    // Fire 0: "Flip 1 other card. Draw 2 cards." — ignored in Apathy 2's line.
    g = act(g, play('Fire 0', 0));
    expect(stack(g, 1, 0)).toEqual(['Fire 0']);
    expect(stack(g, 0, 0)).toEqual(['Apathy 2']);
    expect(stack(g, 1, 1)).toEqual(['Water 3']);
    expect(hand(g, 1)).toEqual(['Fire 4']);
    expect(g.players[1]!.deck.length).toBe(deckBefore);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('when covered it first flips face-down, so the covering card\'s middle command resolves (Codex, "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Apathy 2'], [], []], hand: ['Apathy 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [[], ['Water 3'], []] },
    ] });
    g = act(g, play('Apathy 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Apathy 2 down', 'Apathy 3']);
    // Apathy 3: "Flip 1 of your opponent's face-up cards." — Water 3 is the only one.
    expect(stack(g, 1, 1)).toEqual(['Water 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flips face-down when covered by a face-down card too', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Apathy 2'], [], []], hand: ['Hate 0'] },
      { protocols: ['Fire', 'Water', 'Death'] },
    ] });
    g = act(g, play('Hate 0', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Apathy 2 down', 'Hate 0 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card uncovered in its line resolves no middle command', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Apathy 2'], [], []], hand: ['Hate 0'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 3'], [], []], hand: ['Water 0'] },
    ] });
    g = act(g, play('Hate 0', 1), choose('Fire 3'));
    expect(trash(g, 1)).toEqual(['Fire 3']);
    // Fire 1 ("Discard 1 card. If you do, delete 1 card.") is uncovered in Apathy 2's line: nothing happens.
    expect(stack(g, 1, 0)).toEqual(['Fire 1']);
    expect(hand(g, 1)).toEqual(['Water 0']);
    expect(stack(g, 0, 0)).toEqual(['Apathy 2']);
    expect(stack(g, 0, 1)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('ignores middle commands even while covered, its top command being visible (rulebook, "Card Anatomy")', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Apathy 2', 'Hate 0 down'], [], []], hand: ['Love 4'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [[], ['Water 3'], []] },
    ] });
    // Love 4: reveal (empty hand: nothing), then flip 1 card — Hate 0, face-up in Apathy 2's line.
    g = act(g, play('Love 4', 2), choose('Hate 0'));
    expect(stack(g, 0, 0)).toEqual(['Apathy 2', 'Hate 0']);
    // Hate 0's "Delete 1 card." did not resolve.
    expect(stack(g, 1, 1)).toEqual(['Water 3']);
    expect(stack(g, 0, 2)).toEqual(['Love 4']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
  it('ignores only middle commands: Love 1 draws nothing, but its End command still triggers', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], [], ['Apathy 2', 'Hate 1 down']], hand: ['Love 1', 'Hate 0'] },
      { protocols: ['Fire', 'Water', 'Death'], deck: ['Fire 3'] },
    ] });
    g = act(g, play('Love 1', 2));
    expect(stack(g, 0, 2)).toEqual(['Apathy 2', 'Hate 1 down', 'Love 1']);
    expect(hand(g, 0)).toEqual(['Hate 0']); // no card from the opponent's deck
    // End: "You may give 1 card from your hand to your opponent." — visible, it triggers.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
  });
});

describe('Apathy 3', () => {
  it('flips 1 of the opponent\'s uncovered face-up cards, their choice of which', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Hate 0'], []], hand: ['Apathy 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 2'], ['Water 3'], ['Death 3 down']] },
    ] });
    g = act(g, play('Apathy 3', 0));
    // Only Fire 2 and Water 3: not covered Fire 1, not face-down Death 3, not my Hate 0 (Codex, "Selecting").
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 1, line: 0, index: 1 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Water 3'));
    expect(stack(g, 1, 1)).toEqual(['Water 3 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('does nothing when the opponent has no uncovered face-up card (my own are not targets)', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [[], ['Hate 0'], []], hand: ['Apathy 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 2 down'], [], []] },
    ] });
    g = act(g, play('Apathy 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Apathy 3']);
    expect(stack(g, 0, 1)).toEqual(['Hate 0']);
    expect(stack(g, 1, 0)).toEqual(['Fire 1', 'Fire 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Apathy 4', () => {
  const setup = () => position({ players: [
    { protocols: ME, stacks: [['Hate 3', 'Love 1'], ['Hate 0 down', 'Hate 2'], []], hand: ['Apathy 4'] },
    { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 2'], [], []] },
  ] });

  it('may flip 1 of my face-up covered cards: only those are offered, with "pass"', () => {
    let g = act(setup(), play('Apathy 4', 0));
    // Hate 3 and Love 1 (covered by Apathy 4 now); not face-down Hate 0, uncovered Hate 2, nor the opponent's Fire 1.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 0, index: 1 },
      { type: 'pass' },
    ]);
    g = act(g, choose('Hate 3'));
    expect(stack(g, 0, 0)).toEqual(['Hate 3 down', 'Love 1', 'Apathy 4']);
    expect(stack(g, 0, 1)).toEqual(['Hate 0 down', 'Hate 2']);
    expect(stack(g, 1, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"you may": declining flips nothing', () => {
    const g = act(setup(), play('Apathy 4', 0), pass);
    expect(stack(g, 0, 0)).toEqual(['Hate 3', 'Love 1', 'Apathy 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('asks nothing when I have no face-up covered card', () => {
    let g = position({ players: [
      { protocols: ME, stacks: [['Hate 0 down'], ['Hate 2'], []], hand: ['Apathy 4'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 1', 'Fire 2'], [], []] },
    ] });
    g = act(g, play('Apathy 4', 0));
    expect(stack(g, 0, 0)).toEqual(['Hate 0 down', 'Apathy 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Apathy 5', () => {
  it('I discard 1 card of my choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Apathy 5', 'Hate 0', 'Love 6'] },
      { protocols: ['Fire', 'Water', 'Death'] },
    ] });
    g = act(g, play('Apathy 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Love 6'));
    expect(stack(g, 0, 0)).toEqual(['Apathy 5']);
    expect(hand(g, 0)).toEqual(['Hate 0']);
    expect(trash(g, 0)).toEqual(['Love 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand it is still played and discards nothing (Codex, "Card Text")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Apathy 5'] },
      { protocols: ['Fire', 'Water', 'Death'] },
    ] });
    g = act(g, play('Apathy 5', 0));
    expect(stack(g, 0, 0)).toEqual(['Apathy 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
