import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, play, position, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { compiled, discardsOne, ME, ofType, THEM } from './aux2.js';

// Seat 0 plays Unity in line 2 (Assimilation in line 0, Diversity in line 1) unless a test says otherwise.

/** Every card of my three protocols except these. */
const allBut = (kept: string[]): string[] =>
  ME.flatMap((p) => (p === 'Assimilation' ? [0, 1, 2, 4, 5, 6] : p === 'Diversity' ? [0, 1, 3, 4, 5, 6] : [0, 1, 2, 3, 4, 5]).map((v) => `${p} ${v}`))
    .filter((c) => !kept.includes(c));

describe('Unity 0', () => {
  it('with another Unity card in the field (covered counts), I choose: draw 1 card', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 0'], stacks: [['Unity 3', 'Assimilation 5 down'], [], []], deck: ['Unity 4', 'Unity 5'] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] });
    g = act(g, play('Unity 0', 2));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'option' });
    expect(viewFor(g, 0).prompt!.labels).toEqual(['flip 1 card', 'draw 1 card']);
    const r = actWithEvents(g, optionNamed('draw'));
    expect(hand(r.state, 0)).toEqual(['Unity 4']);
    expect(ofType(r.events, 'drew', 'flipped')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: false }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('… or flip 1 card, either side, itself included', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 0'], stacks: [['Unity 3'], [], []] },
      { protocols: THEM, stacks: [['Speed 1'], [], ['Hate 2 down']] },
    ] });
    g = act(g, play('Unity 0', 2), optionNamed('flip'));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    const r = actWithEvents(g, choose('Speed 1'));
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1 down']);
    expect(ofType(r.events, 'flipped', 'drew')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 0, card: 'Speed 1', face: 'down' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down Unity card has no protocol: with no other face-up Unity card nothing happens', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 0'], stacks: [['Unity 3 down'], [], []], deck: ['Unity 4'] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] }), play('Unity 0', 2));
    expect(ofType(r.events, 'drew', 'flipped')).toEqual([]);
    expect(ofType(r.events, 'promptRaised')).toEqual([{ type: 'promptRaised', player: 1, kind: 'action' }]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with nothing to draw (deck and trash empty) the flip is taken without asking (community rulings, "Mandatory choices must have effect")', () => {
    // Every other card of my protocols sits in the opponent's trash: my deck and trash are empty.
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 0'], stacks: [['Unity 3'], [], []] },
      { protocols: THEM, stacks: [['Speed 1'], [], []], trash: allBut(['Unity 0', 'Unity 3']) },
    ] });
    expect(deck(g, 0)).toEqual([]);
    g = act(g, play('Unity 0', 2));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Unity 3'));
    expect(stack(g, 0, 0)).toEqual(['Unity 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: covered by a Unity card, it first flips or draws; then the Unity card lands and resolves', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 2'], stacks: [[], [], ['Unity 0']], deck: ['Unity 4', 'Unity 5', 'Unity 1'] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] });
    const first = actWithEvents(g, play('Unity 2', 2));
    expect(awaiting(first.state)).toEqual({ player: 0, kind: 'option' });
    expect(stack(first.state, 0, 2)).toEqual(['Unity 0']);
    const r = actWithEvents(first.state, optionNamed('draw'));
    // Unity 0's draw first; then Unity 2 lands: 2 Unity cards in the field, draw 2.
    expect(hand(r.state, 0)).toEqual(['Unity 4', 'Unity 5', 'Unity 1']);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 2']);
    expect(ofType([...first.events, ...r.events], 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Unity 0', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Unity 2', section: 'middle' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: the covering card is committed and cannot be flipped (Codex, "Committed Cards")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 3'], stacks: [[], [], ['Unity 0']] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] });
    g = act(g, play('Unity 3', 2), optionNamed('flip'));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
    ]);
    g = act(g, choose('Speed 1'));
    // Unity 3 lands: "If there is another Unity card in the field, you may flip 1 face-up card." — declined.
    expect(stack(g, 0, 2)).toEqual(['Unity 0', 'Unity 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, pass);
    expect(stack(g, 1, 0)).toEqual(['Speed 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: a face-down card or a non-Unity card covering it does not trigger it', () => {
    const down = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 2'], stacks: [[], [], ['Unity 0']] },
      { protocols: THEM },
    ] }), play('Unity 2', 2, 'down'));
    expect(stack(down.state, 0, 2)).toEqual(['Unity 0', 'Unity 2 down']);
    expect(ofType(down.events, 'triggered')).toEqual([]);
    expect(awaiting(down.state)).toEqual({ player: 1, kind: 'action' });

    // Hate 5 face-up matches the opponent's Hate protocol in line 2.
    let other = act(position({ players: [
      { protocols: ME, hand: ['Hate 5', 'Assimilation 5'], stacks: [[], [], ['Unity 0']] },
      { protocols: THEM },
    ] }), play('Hate 5', 2));
    expect(stack(other, 0, 2)).toEqual(['Unity 0', 'Hate 5']);
    expect(trash(other, 0)).toEqual(['Assimilation 5']);
    expect(awaiting(other)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity 1', () => {
  it('bottom: Unity cards may be played face-up in its line; other cards still need a matching protocol', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Unity 2', 'Diversity 5'], stacks: [['Unity 1'], [], []] },
      { protocols: THEM },
    ] });
    // Line 0 holds Assimilation and Speed; Unity 2 may go face-up there, Diversity 5 only in line 1.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 1, line: 0, face: 'down' },
      { type: 'play', index: 1, line: 1, face: 'up' },
      { type: 'play', index: 1, line: 1, face: 'down' },
      { type: 'play', index: 1, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
    const r = actWithEvents(g, play('Unity 2', 0));
    expect(stack(r.state, 0, 0)).toEqual(['Unity 1', 'Unity 2']);
    // Unity 2: two Unity cards in the field, draw 2.
    expect(hand(r.state, 0)).toHaveLength(3);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: it has no "you" — the opponent may play a Unity card face-up in its line too (community rulings, Apathy 2: a line effect concerns both players)', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Unity 1'], [], []] },
      { protocols: THEM, hand: ['Unity 5'] },
    ] });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
    expect(legalActions(g)).not.toContainEqual({ type: 'play', index: 0, line: 1, face: 'up' });
    const after = act(g, play('Unity 5', 0));
    expect(stack(after, 1, 0)).toEqual(['Unity 5']);
    expect(awaiting(after)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: covered, the permission is gone', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Unity 2'], stacks: [['Unity 1', 'Assimilation 5 down'], [], []] },
      { protocols: THEM },
    ] });
    expect(legalActions(g)).not.toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 2, face: 'up' });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('middle: with 5 Unity cards in the field, flips the Unity protocol and deletes every card in that line, both sides', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Unity 1'], stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']] },
      { protocols: THEM, stacks: [[], [], ['Hate 0', 'Hate 5 down']] },
    ] });
    const r = actWithEvents(g, play('Unity 1', 2));
    expect(compiled(r.state, 0)).toEqual(['Unity']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(stack(r.state, 1, 2)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Unity 3', 'Unity 4', 'Unity 1']);
    expect(trash(r.state, 1)).toEqual(['Hate 0', 'Hate 5']);
    expect(stack(r.state, 0, 0)).toEqual(['Unity 0']);
    expect(ofType(r.events, 'compiled', 'deleted')).toEqual([
      { type: 'compiled', player: 0, line: 2, protocol: 'Unity', byEffect: true },
      { type: 'deleted', side: 0, by: 0, line: 2, cards: ['Unity 3', 'Unity 4', 'Unity 1'] },
      { type: 'deleted', side: 1, by: 0, line: 2, cards: ['Hate 0', 'Hate 5'] },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: not a compile — no control component, no War 2, no Speed 2 (community rulings, Unity 1); the delete is mine (Hate 3 draws once)', () => {
    const g = position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Unity 1', 'Diversity 5'], stacks: [['Hate 3', 'Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']], deck: ['Assimilation 5'] },
      { protocols: ['Speed', 'War', 'Hate'], stacks: [[], ['War 2'], ['Hate 0', 'Speed 2']] },
    ] });
    const r = actWithEvents(g, play('Unity 1', 2));
    expect(r.state.control).toBe(0);
    expect(ofType(r.events, 'controlUsed', 'rearranged', 'shifted')).toEqual([]);
    expect(compiled(r.state, 0)).toEqual(['Unity']);
    // Speed 2 ("When this card would be deleted by compiling: Shift this card") is simply deleted.
    expect(trash(r.state, 1)).toEqual(['Hate 0', 'Speed 2']);
    // War 2 ("After your opponent compiles: Your opponent discards their hand") does not answer.
    expect(hand(r.state, 0)).toEqual(['Diversity 5', 'Assimilation 5']);
    expect(ofType(r.events, 'triggered')).toEqual([
      { type: 'triggered', player: 0, card: 'Unity 1', section: 'middle' },
      { type: 'triggered', player: 0, card: 'Hate 3', section: 'top' },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: the Unity protocol already compiled — no recompile, the deletion still happens (community rulings, Unity 1)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Assimilation', 'Diversity', { name: 'Unity', compiled: true }], hand: ['Unity 1'], stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']], deck: ['Unity 5'] },
      { protocols: THEM, stacks: [[], [], ['Hate 0']], deck: ['Speed 0'] },
    ] }), play('Unity 1', 2));
    expect(ofType(r.events, 'compiled', 'recompiled', 'drew')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Unity 3', 'Unity 4', 'Unity 1']);
    expect(trash(r.state, 1)).toEqual(['Hate 0']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 1)[0]).toBe('Speed 0');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: 4 Unity cards (a face-down one does not count) are not enough', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 1'], stacks: [['Unity 0'], ['Unity 2 down'], ['Unity 3', 'Unity 4']] },
      { protocols: THEM },
    ] }), play('Unity 1', 2));
    expect(compiled(r.state, 0)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 3', 'Unity 4', 'Unity 1']);
    expect(ofType(r.events, 'deleted')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: "the Unity protocol" is its owner\'s — played by an opponent without one (taken with Assimilation 0), nothing flips and no line is deleted (rulings: reading)', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']] },
      { protocols: THEM, hand: ['Unity 1'], stacks: [[], [], ['Hate 0']] },
    ] }), play('Unity 1', 2));
    expect(compiled(r.state, 0)).toEqual([]);
    expect(compiled(r.state, 1)).toEqual([]);
    expect(stack(r.state, 1, 2)).toEqual(['Hate 0', 'Unity 1']);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 3', 'Unity 4']);
    expect(ofType(r.events, 'compiled', 'deleted')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('top: Start, covered — I may shift it; uncovered in its new line, its middle resolves and clears the Unity line', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, hand: ['Diversity 5'], stacks: [['Unity 1', 'Assimilation 5'], ['Unity 0'], ['Unity 2', 'Unity 3', 'Unity 4']] },
      { protocols: THEM, stacks: [[], [], ['Hate 0']] },
    ] });
    // The shift carries the "no" option (a "you may" on "this card").
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    const r = actWithEvents(g, line(1));
    g = r.state;
    expect(stack(g, 0, 0)).toEqual(['Assimilation 5']);
    // Unity 1 is committed: Unity 0 ("would be covered by a Unity card") draws or flips first — here it draws.
    expect(stack(g, 0, 1)).toEqual(['Unity 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'option' });
    const r2 = actWithEvents(g, optionNamed('draw'));
    g = r2.state;
    // Then Unity 1's middle: 5 Unity cards (Unity 0, 1, 2, 3, 4) — the Unity line (2) is cleared.
    expect(compiled(g, 0)).toEqual(['Unity']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Unity 0', 'Unity 1']);
    expect(ofType([...r.events, ...r2.events], 'shifted', 'triggered', 'compiled')).toEqual([
      { type: 'shifted', side: 0, by: 0, from: 0, to: 1, card: 'Unity 1' },
      { type: 'triggered', player: 0, card: 'Unity 0', section: 'bottom' },
      { type: 'triggered', player: 0, card: 'Unity 1', section: 'middle' },
      { type: 'compiled', player: 0, line: 2, protocol: 'Unity', byEffect: true },
    ]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('top: Start, covered — declining leaves it where it is; uncovered, nothing is asked', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, hand: ['Diversity 5'], stacks: [['Unity 1', 'Assimilation 5'], [], []] },
      { protocols: THEM },
    ] });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Unity 1', 'Assimilation 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });

    const top = position({ phase: 'start', players: [
      { protocols: ME, hand: ['Diversity 5'], stacks: [['Unity 1'], [], []] },
      { protocols: THEM },
    ] });
    expect(stack(top, 0, 0)).toEqual(['Unity 1']);
    expect(awaiting(top)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Unity 2', () => {
  it('draws 1 card per face-up Unity card in the field, covered ones included, itself included', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 2'], stacks: [['Unity 0', 'Assimilation 5'], ['Unity 4 down'], ['Unity 3']], deck: ['Assimilation 0', 'Assimilation 1', 'Assimilation 2', 'Assimilation 4'] },
      { protocols: THEM },
    ] }), play('Unity 2', 2));
    // Unity 0 (covered), Unity 3 (now covered), Unity 2 — not the face-down Unity 4.
    expect(ofType(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 3, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Assimilation 0', 'Assimilation 1', 'Assimilation 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 3', 'Unity 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity 3', () => {
  it('with another Unity card in the field, I may flip 1 uncovered face-up card (face-down ones are not offered)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 3'], stacks: [['Unity 0'], ['Diversity 5 down'], []] },
      { protocols: THEM, stacks: [['Speed 1'], ['Plague 2 down'], []] },
    ] });
    g = act(g, play('Unity 3', 2));
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      pass,
    ]);
    const r = actWithEvents(g, choose('Speed 1'));
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1 down']);
    expect(ofType(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 0, card: 'Speed 1', face: 'down' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('declined, nothing is flipped; alone (no other face-up Unity card), nothing is asked', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Unity 3'], stacks: [['Unity 0'], [], []] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] }), play('Unity 3', 2), pass);
    expect(stack(g, 1, 0)).toEqual(['Speed 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });

    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 3'], stacks: [['Unity 0 down'], [], []] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] }), play('Unity 3', 2));
    expect(ofType(r.events, 'flipped')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity 4', () => {
  it('End, hand empty: reveals my deck, draws every Unity card in it (both players see them), shuffles the rest', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], [], ['Unity 4']], deck: ['Assimilation 0', 'Unity 0', 'Diversity 1', 'Unity 5'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Assimilation 5', 0, 'down'));
    expect(hand(r.state, 0)).toEqual(['Unity 0', 'Unity 5']);
    expect([...deck(r.state, 0)].sort()).toEqual(['Assimilation 0', 'Diversity 1']);
    expect(ofType(r.events, 'triggered', 'revealed', 'drew', 'secret', 'shuffled')).toEqual([
      { type: 'secret', about: 'played', player: 0, cards: ['Assimilation 5'], visibleTo: [0] },
      { type: 'triggered', player: 0, card: 'Unity 4', section: 'top' },
      { type: 'revealed', player: 0, cards: ['Assimilation 0', 'Unity 0', 'Diversity 1', 'Unity 5'], what: 'deck' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
      { type: 'secret', about: 'drew', player: 0, cards: ['Unity 0', 'Unity 5'] },
      { type: 'shuffled', player: 0, count: 2, trash: false },
    ]);
    // Revealed, so the drawn cards are public.
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'secret', about: 'drew', player: 0, cards: ['Unity 0', 'Unity 5'] });
    expect(viewFor(r.state, 1).players[0]).toMatchObject({ handCount: 2, deckCount: 2 });
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('End, a top command: it works covered; with cards in hand it does nothing', () => {
    const covered = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], [], ['Unity 4', 'Diversity 5 down']], deck: ['Unity 0', 'Assimilation 0'] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(hand(covered.state, 0)).toEqual(['Unity 0']);
    expect(awaiting(covered.state)).toEqual({ player: 1, kind: 'action' });

    const holding = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5', 'Diversity 0'], stacks: [[], [], ['Unity 4']], deck: ['Unity 0', 'Assimilation 0'] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(hand(holding.state, 0)).toEqual(['Diversity 0']);
    expect(deck(holding.state, 0)).toEqual(['Unity 0', 'Assimilation 0']);
    expect(ofType(holding.events, 'revealed', 'shuffled')).toEqual([]);
    expect(awaiting(holding.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"If your hand is empty" is read when it resolves: emptied by an earlier End trigger, it draws (community rulings, Ice 3)', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5', 'Unity 3'], stacks: [[], ['Diversity 0'], ['Unity 4']], deck: ['Unity 0', 'Assimilation 0', 'Unity 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Assimilation 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Diversity 0 first: "You may play 1 non-Diversity card in this line." — Unity 3, face-down, the
    // only way: accepted, it is played without another question.
    g = act(g, optionNamed('Diversity 0'), accept);
    expect(stack(g, 0, 1)).toEqual(['Diversity 0', 'Unity 3 down']);
    expect(hand(g, 0)).toEqual(['Unity 0', 'Unity 2']);
    expect(deck(g, 0)).toEqual(['Assimilation 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('… and in the other order, with a card still in hand, it does nothing', () => {
    let g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5', 'Unity 3'], stacks: [[], ['Diversity 0'], ['Unity 4']], deck: ['Unity 0', 'Assimilation 0', 'Unity 2'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Assimilation 5', 0, 'down'), optionNamed('Unity 4'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Unity 3']);
    expect(deck(g, 0)).toEqual(['Unity 0', 'Assimilation 0', 'Unity 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a deck left with 1 card is not shuffled, so Time 2 does not answer (community rulings, Time 2); with 2 it is, and Time 2 draws', () => {
    const one = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ['Assimilation', 'Time', 'Unity'], hand: ['Assimilation 5'], stacks: [[], ['Time 2'], ['Unity 4']], deck: ['Unity 0', 'Assimilation 0'] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(hand(one.state, 0)).toEqual(['Unity 0']);
    expect(ofType(one.events, 'shuffled')).toEqual([]);
    expect(ofType(one.events, 'triggered').map((e) => e.card)).toEqual(['Unity 4']);
    expect(awaiting(one.state)).toEqual({ player: 1, kind: 'action' });

    const two = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ['Assimilation', 'Time', 'Unity'], hand: ['Assimilation 5'], stacks: [[], ['Time 2'], ['Unity 4']], deck: ['Unity 0', 'Assimilation 0', 'Assimilation 1'] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    // Time 2: "After you shuffle your deck: Draw 1 card. Then, you may shift this card."
    expect(ofType(two.events, 'triggered').map((e) => e.card)).toEqual(['Unity 4', 'Time 2']);
    expect(hand(two.state, 0)).toHaveLength(2);
    expect(hand(two.state, 0)[0]).toBe('Unity 0');
    expect(awaiting(two.state)).toEqual({ player: 0, kind: 'line' });
  });

  it('End, hand empty, no Unity card in the deck: the deck is revealed and shuffled, nothing drawn', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], [], ['Unity 4']], deck: ['Assimilation 0', 'Diversity 1'] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(hand(r.state, 0)).toEqual([]);
    expect(ofType(r.events, 'revealed', 'drew', 'shuffled')).toEqual([
      { type: 'revealed', player: 0, cards: ['Assimilation 0', 'Diversity 1'], what: 'deck' },
      { type: 'shuffled', player: 0, count: 2, trash: false },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity 5', () => discardsOne('Unity 5', 2));
