/**
 * Transit audit: cards committed and not yet landed (Codex, "Committed Cards") meeting other
 * effects — Gravity 0's under-play when Gravity 0 moves or leaves before its card lands, what a
 * seat is told of a card in transit, counts and readings of hands, trashes and lines while a card
 * bound there waits, "that card" referring to a card in transit, and a win while several cards
 * wait in one queue. Each title states the claim and the source that decides it; a failing test
 * is an engine bug (see the comment on it).
 */
import { describe, expect, it } from 'vitest';
import {
  act, actWithEvents, awaiting, choose, hand, line, play, position, stack, trash,
} from '../../src/testing.js';
import { legalActions, viewFor } from '../../src/index.js';
import type { GameState, PendingFrame } from '../../src/index.js';
import { census } from '../../src/testing/conformance.js';
import { only } from '../cards/events.js';

/** The card reference a seat sees on the pending frame that carries a card in transit (land or arrive), by frame kind. */
function transitRefs(g: GameState, seat: 0 | 1 | 'spectator', k: 'land' | 'arrive'): unknown[] {
  return viewFor(g, seat).pending.frames
    .filter((f): f is Extract<PendingFrame, { k: 'land' | 'arrive' }> => f.k === k)
    .map((f) => f.card);
}

const compiledOf = (g: GameState, p: 0 | 1): string[] => g.players[p]!.protocols.filter((x) => x.compiled).map((x) => x.name);

describe('Gravity 0: its under-play waits in the line queue while Gravity 0 moves or leaves', () => {
  // Both positions: seat 0's card is committed onto its Fire 0 in line 0. Fire 0 ("When this card
  // would be covered: First, draw 1 card. Then, flip 1 other card.") flips seat 1's face-down
  // Gravity 0 in line 0, whose middle plays the top of seat 1's deck under itself — committed to
  // line 0 behind the card covering Fire 0 (docs/rulings.md, "Several cards committed to one line").
  // That card lands and its middle resolves before the under-card lands.

  it('Gravity 0 shifted to another line before its under-card lands: the card still enters line 0, the line it was committed to — not line 1 under Gravity 0 (Codex, "Committed Cards": a committed card "maintains its orientation, target zone that it\'s moving to"; "Nothing can prevent a committed card from entering the field in the zone that it was committed to")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Ice', 'Light', 'Fire'], hand: ['Ice 2', 'Light 5'], stacks: [['Fire 0'], [], []], deck: ['Light 1'] },
      { protocols: ['Darkness', 'Gravity', 'Metal'], stacks: [['Gravity 0 down'], [], []], deck: ['Darkness 5', 'Metal 2'], hand: ['Metal 5'] },
    ] });
    g = act(g, play('Ice 2', 0));
    // Fire 0 drew Light 1 and flipped Gravity 0 (the only other card); Gravity 0 committed Darkness 5
    // to line 0 behind Ice 2. Ice 2 has landed; its middle: "Shift 1 other card" — Gravity 0.
    expect(hand(g, 0)).toEqual(['Light 5', 'Light 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Ice 2']);
    expect(stack(g, 1, 0)).toEqual(['Gravity 0']);
    expect(g.frames.some((f) => f.k === 'land' && g.cards[f.card] === 'Darkness 5' && f.line === 0)).toBe(true);
    if (awaiting(g)?.kind === 'card') g = act(g, choose('Gravity 0'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(1));
    // Gravity 0 is in line 1 now. Darkness 5 was committed to line 0: it enters line 0.
    // The engine puts it under Gravity 0 in line 1 (putDown, src/machine/frames.ts, follows
    // Gravity 0 wherever it is on that side).
    expect(stack(g, 1, 1)).toEqual(['Gravity 0']);
    expect(stack(g, 1, 0)).toEqual(['Darkness 5 down']);
    expect(() => census(g)).not.toThrow();
  });

  it('Gravity 0 deleted before its under-card lands: the card goes on top of the stack it was bound for, covering Metal 6 — Metal 6\'s "When this card would be covered … First, delete this card" resolves first (Metal 6 text; Codex, "Committed Cards": the soon-to-be-covered card resolves its triggered effect before the committed card enters the line)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Light', 'Fire'], hand: ['Hate 0', 'Light 5'], stacks: [['Fire 0'], [], []], deck: ['Light 1'] },
      { protocols: ['Darkness', 'Gravity', 'Metal'], stacks: [['Metal 6', 'Gravity 0 down'], [], []], deck: ['Darkness 5', 'Metal 2'], hand: ['Metal 5'] },
    ] });
    g = act(g, play('Hate 0', 0));
    // Line 0 held Fire 0, Metal 6 and Gravity 0 (Hate 0 committed, not counted): one under-play.
    expect(stack(g, 1, 0)).toEqual(['Metal 6', 'Gravity 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Hate 0']);
    // Hate 0: "Delete 1 card." — Gravity 0. Metal 6 is uncovered (no middle); Gravity 0 reaches the trash.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Gravity 0'));
    g = r.state;
    // Darkness 5 now lands on top of seat 1's line 0 stack, covering Metal 6: Metal 6 deletes itself
    // first. The engine skips every "would be covered" text for a card committed with `under`
    // (stepLand, src/machine/frames.ts: `if (f.under === null)`), though putDown puts it on top.
    expect(stack(g, 1, 0)).toEqual(['Darkness 5 down']);
    expect(trash(g, 1)).toEqual(['Gravity 0', 'Metal 6']);
    expect(() => census(g)).not.toThrow();
  });
});

describe('who is told a card in transit (view.pending)', () => {
  it('Assimilation 0 takes the opponent\'s face-down Darkness 5, uncovering their Spirit 2: while Darkness 5 waits for the taker\'s hand, both players are told it (they both know it), a spectator is not (docs/rulings.md, Assimilation 0: "Both players know the card; spectators do not"; Codex, "Public and Private Information")', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: ['Assimilation', 'Light', 'Life'], hand: ['Assimilation 0'], deck: ['Light 1'] },
      { protocols: ['Darkness', 'Spirit', 'Metal'], stacks: [[], ['Spirit 2', 'Darkness 5 down'], []], deck: ['Metal 2'], hand: ['Metal 5'] },
    ] });
    let r = actWithEvents(g0, play('Assimilation 0', 0));
    if (awaiting(r.state)?.kind === 'card' && awaiting(r.state)?.player === 0) r = actWithEvents(r.state, choose('Darkness 5'));
    const g = r.state;
    // Spirit 2, uncovered: "You may flip 1 card." — its owner, seat 1, is asked; Darkness 5 is in transit.
    expect(awaiting(g)?.player).toBe(1);
    expect(stack(g, 1, 1)).toEqual(['Spirit 2']);
    // The events told both seats (visibleTo [0, 1]).
    const secret = only(r.events, 'secret').find((e) => e.about === 'tookCard');
    expect(secret?.cards).toEqual(['Darkness 5']);
    expect(secret?.visibleTo).toEqual([0, 1]);
    const frame = g.frames.findIndex((f) => f.k === 'arrive');
    expect(transitRefs(g, 0, 'arrive')).toEqual([{ at: 'transit', frame, up: false, card: 'Darkness 5' }]);
    expect(transitRefs(g, 'spectator', 'arrive')).toEqual([{ at: 'transit', frame, up: false }]);
    // The seat it was taken from knows it, and was told so: the engine names it only to the taker
    // (namer, src/view/pending.ts: an arrive frame is named to `f.player`, the receiving seat).
    expect(transitRefs(g, 1, 'arrive')).toEqual([{ at: 'transit', frame, up: false, card: 'Darkness 5' }]);
  });

  it('two cards wait at once — Ice 2 onto Fire 0 and the top of seat 1\'s deck under Gravity 0: at Fire 0\'s prompt and at Ice 2\'s, the face-up play is named to all, the face-down deck card to no one, its player included (docs/rulings.md, "A card in transit"; Codex, "Public and Private Information")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Ice', 'Light', 'Fire'], hand: ['Ice 2', 'Light 5'], stacks: [['Fire 0'], [], ['Light 2 down']], deck: ['Light 1'] },
      { protocols: ['Darkness', 'Gravity', 'Metal'], stacks: [['Gravity 0 down'], [], []], deck: ['Darkness 5', 'Metal 2'], hand: ['Metal 5'] },
    ] });
    g = act(g, play('Ice 2', 0));
    // Fire 0: draw 1, then flip 1 other card — Gravity 0 or Light 2 (Ice 2 is committed).
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    const f0 = g.frames.findIndex((f) => f.k === 'land');
    for (const seat of [0, 1, 'spectator'] as const) {
      expect(transitRefs(g, seat, 'land')).toEqual([{ at: 'transit', frame: f0, up: false, card: 'Ice 2' }]);
    }
    g = act(g, choose('Gravity 0'));
    // Ice 2 landed; its middle asks seat 0 to shift; Darkness 5 waits for line 0.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Ice 2']);
    const lands = g.frames.filter((f) => f.k === 'land');
    expect(lands.map((f) => g.cards[f.card])).toEqual(['Darkness 5']);
    const at = g.frames.findIndex((f) => f.k === 'land');
    for (const seat of [0, 1, 'spectator'] as const) {
      expect(transitRefs(g, seat, 'land')).toEqual([{ at: 'transit', frame: at, up: false }]);
    }
  });
});

describe('readings while a card bound for the zone waits', () => {
  it('Peace 6 uncovered by Water 4\'s return: the returned card is committed to the hand, not in it — one card in hand is not "more than 1", Peace 6 stays face-up; the card arrives afterwards (Codex, "Committed Cards": the card lands "when the consequences of them leaving … are done (e.g. uncovering a card and triggering its middle command)")', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: ['Water', 'Peace', 'Life'], hand: ['Water 4', 'Life 5'], stacks: [[], ['Peace 6', 'Life 2 down'], []], deck: ['Life 1'] },
      { protocols: ['Darkness', 'Spirit', 'Metal'], stacks: [['Metal 5'], [], []], deck: ['Metal 2'], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g0, play('Water 4', 0));
    // "Return 1 of your cards." — Water 4 itself or the face-down Life 2.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    r = actWithEvents(r.state, choose('Life 2'));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Peace 6']);
    expect(hand(r.state, 0)).toEqual(['Life 5', 'Life 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Diversity 0 flipped up by Fire 0\'s "would be covered" text: the face-up Spirit 3 waiting to cover Fire 0 is not on the field, so its protocol is not counted — five protocols, no compile (community, "Committed Cards Are Not on the Field"; Diversity 0 text)', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: [{ name: 'Spirit', compiled: true }, 'Diversity', { name: 'Fire', compiled: true }], hand: ['Spirit 3'],
        stacks: [['Fire 0'], ['Diversity 0 down'], []], deck: ['Spirit 5'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']], deck: ['Speed 1'], hand: ['Plague 1'] },
    ] });
    let g = act(g0, play('Spirit 3', 0));
    if (awaiting(g)?.kind === 'card' && awaiting(g)?.player === 0) g = act(g, choose('Diversity 0'));
    // Diversity, Fire, Speed, Plague, Hate: five. Spirit 3 lands afterwards (six, too late).
    expect(stack(g, 0, 1)).toEqual(['Diversity 0']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Spirit 3']);
    expect(compiledOf(g, 0)).toEqual(['Spirit', 'Fire']);
    expect(g.result).toBeNull();
  });

  it('Gravity 2 uncovered by Death 3\'s delete flips Metal 6, which deletes itself and waits behind Death 5 for the trash: "Shift that card to this line" finds no card on the field and does nothing (Codex, "Committed Cards": a committed card "cannot be manipulated in any way"; "Invalid Effects": "Cards not in a stack can\'t be … shifted")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Metal', 'Death'], hand: ['Death 3'], stacks: [['Gravity 2', 'Death 5 down'], ['Metal 6'], []], deck: ['Metal 0'] },
      { protocols: ['Fire', 'Water', 'Plague'], hand: ['Water 1'], deck: ['Fire 1'] },
    ] });
    g = act(g, play('Death 3', 2));
    // Death 5 committed to the trash; Gravity 2 uncovered: "Flip 1 card." — Metal 6.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(trash(g, 0)).toEqual([]);
    const r = actWithEvents(g, choose('Metal 6'));
    g = r.state;
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Death 5', 'Metal 6']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('a win while several cards wait in one queue', () => {
  it('a face-down card onto Fire 0, whose flip turns up Darkness 4, which shifts a second face-down card into the same stack and uncovers Diversity 0 — the game ends, and the two land in commit order (docs/rulings.md, "A win in the middle of a move"; Codex, "Committed Cards": "They will enter the line in the order they were committed")', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Diversity', { name: 'Darkness', compiled: true }], hand: ['Fire 5'],
        stacks: [['Fire 0'], ['Diversity 0', 'Darkness 2 down'], ['Darkness 4 down']], deck: ['Fire 1'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']], deck: ['Speed 1'], hand: ['Plague 1'] },
    ] });
    let g = act(g0, play('Fire 5', 0, 'down'));
    // Fire 0 draws Fire 1 and flips 1 other card — Darkness 4 (its owner's choice among the uncovered).
    if (awaiting(g)?.kind === 'card') g = act(g, choose('Darkness 4'));
    // Darkness 4: "Shift 1 face-down card." — the face-down Darkness 2 on Diversity 0.
    if (awaiting(g)?.kind === 'card') g = act(g, choose('Darkness 2'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(0));
    g = r.state;
    // Diversity 0 uncovered: Fire, Darkness, Diversity, Speed, Plague, Hate face-up → its third compile.
    expect(g.result).toEqual({ winner: 0, reason: 'compiled' });
    // Fire 5 was committed first, Darkness 2 second: both put down on Fire 0 in that order.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 5 down', 'Darkness 2 down']);
    expect(stack(g, 0, 1)).toEqual(['Diversity 0']);
    expect(() => census(g)).not.toThrow();
  });
});

