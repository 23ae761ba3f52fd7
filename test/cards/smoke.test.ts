import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';

// Seat 0 plays Smoke in line 0 (Ice in line 1, Courage in line 2); seat 1 Fire, Water, Death.
const ME = ['Smoke', 'Ice', 'Courage'];
const THEM = ['Fire', 'Water', 'Death'];

describe('Smoke 0', () => {
  it('plays the top card of its deck face-down in each line with a face-down card — the opponent\'s count, covered ones too (Codex, Smoke 0 and 3)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 0'], stacks: [[], [], ['Courage 5 down', 'Courage 1']], deck: ['Ice 1', 'Ice 2', 'Ice 3'] },
      { protocols: THEM, stacks: [[], ['Water 5 down'], []] },
    ] });
    g = act(g, play('Smoke 0', 0));
    // Lines 1 (the opponent's face-down card) and 2 (seat 0's covered one) are noted; the owner orders them.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    const r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'played')).toEqual([
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' },
      { type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'deck' },
    ]);
    expect(stack(g, 0, 2)).toEqual(['Courage 5 down', 'Courage 1', 'Ice 1 down']);
    expect(stack(g, 0, 1)).toEqual(['Ice 2 down']);
    expect(stack(g, 0, 0)).toEqual(['Smoke 0']);
    expect(deck(g, 0)[0]).toBe('Ice 3');
    // Once on the field its owner may look at them; nobody else may (Codex, "Public and Private Information").
    expect(viewFor(g, 0).players[0].stacks[1]).toEqual([{ face: 'down', card: 'Ice 2', value: 2, covered: false }]);
    expect(viewFor(g, 1).players[0].stacks[1]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toMatch(/Ice [12]/);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no face-down card on the field, it plays nothing', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 0'], stacks: [[], ['Ice 2'], []], deck: ['Ice 1'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Smoke 0', 0));
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(deck(r.state, 0)[0]).toBe('Ice 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('its own line counts: playing there first covers Smoke 0 and stops the rest (rulebook, "Cards & Effects"; Codex, Life 0)', () => {
    const start = position({ players: [
      { protocols: ME, hand: ['Smoke 0'], stacks: [[], ['Ice 5 down'], []], deck: ['Ice 1', 'Ice 2'] },
      { protocols: THEM, stacks: [['Fire 5 down'], [], []] },
    ] });
    let g = act(start, play('Smoke 0', 0));
    expect(legalActions(g)).toEqual([line(0), line(1)]);
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Smoke 0', 'Ice 1 down']);
    expect(stack(g, 0, 1)).toEqual(['Ice 5 down']);
    expect(deck(g, 0)[0]).toBe('Ice 2');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });

    // The other order reaches both lines.
    g = act(start, play('Smoke 0', 0), line(1));
    expect(stack(g, 0, 1)).toEqual(['Ice 5 down', 'Ice 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Smoke 0', 'Ice 2 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck is not refilled: playing from it does nothing (Codex, Life 0 and Water 1)', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Smoke 0'], deck: ['Ice 1'] },
      { protocols: THEM, stacks: [[], ['Water 5 down'], ['Death 5 down']] },
    ] });
    const before = trash(g, 0);
    const r = actWithEvents(g, play('Smoke 0', 0), line(1));
    expect(stack(r.state, 0, 1)).toEqual(['Ice 1 down']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(before);
    expect(only(r.events, 'reshuffled')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Smoke 1', () => {
  it('flips 1 of your cards; you may shift that card — its middle command resolves first', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 1'], stacks: [[], ['Courage 2 down'], []], deck: ['Ice 1'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] });
    g = act(g, play('Smoke 1', 0));
    // Only seat 0's uncovered cards: Smoke 1 itself and Courage 2.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
    let r = actWithEvents(g, choose('Courage 2'));
    g = r.state;
    expect(only(r.events, 'flipped', 'triggered', 'drew')).toEqual([
      { type: 'flipped', side: 0, by: 0, line: 1, card: 'Courage 2', face: 'up' },
      { type: 'triggered', player: 0, card: 'Courage 2', section: 'middle' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2), pass]);
    r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 1, to: 2, card: 'Courage 2' }]);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Courage 2']);
    // Courage 2's End: seat 1 has nothing in line 2, so no second draw.
    expect(hand(g, 0)).toEqual(['Ice 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the shift may be declined: the flipped card stays; an opponent\'s card is never offered', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 1'], stacks: [[], ['Ice 2'], []] },
      { protocols: THEM, stacks: [['Fire 5 down'], [], []] },
    ] });
    g = act(g, play('Smoke 1', 0));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
    g = act(g, choose('Ice 2'), pass);
    expect(stack(g, 0, 1)).toEqual(['Ice 2 down']);
    expect(stack(g, 1, 0)).toEqual(['Fire 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('flipping itself face-down stops its text: no shift (community rulings, "Active Text Interruption")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 1'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Smoke 1', 0));
    expect(only(r.events, 'flipped', 'shifted', 'promptRaised')).toEqual([
      { type: 'flipped', side: 0, by: 0, line: 0, card: 'Smoke 1', face: 'down' },
      { type: 'promptRaised', player: 1, kind: 'action' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Smoke 1 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"that card" may be shifted even if it was covered meanwhile (Codex, "Selecting and Targeting")', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 1', 'Ice 2'], stacks: [[], ['Smoke 3 down'], []] },
      { protocols: THEM, stacks: [[], ['Water 5 down'], []] },
    ] });
    g = act(g, play('Smoke 1', 0), choose('Smoke 3'));
    // Smoke 3, now face-up: "Play 1 card face-down in a line with a face-down card" — only line 1,
    // with the only card: taken without a prompt (rulings, "A forced choice with one option").
    expect(stack(g, 0, 1)).toEqual(['Smoke 3', 'Ice 2 down']);
    // Back to Smoke 1: "You may shift that card" — the covered Smoke 3.
    expect(legalActions(g)).toEqual([line(0), line(2), pass]);
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 1, to: 2, card: 'Smoke 3' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 2 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Smoke 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Smoke 2', () => {
  it('top: your total in this line gains 1 for each face-down card in it, either player\'s, covered or not', () => {
    const g = position({ players: [
      { protocols: ME, stacks: [['Smoke 2', 'Ice 5 down', 'Ice 1 down'], [], []] },
      { protocols: THEM, stacks: [['Fire 5 down', 'Fire 1'], [], []] },
    ] });
    // 2 + 2 + 2, plus 3 face-down cards.
    expect(viewFor(g, 1).players[0].totals).toEqual([9, 0, 0]);
    expect(viewFor(g, 0).players[1].totals).toEqual([3, 0, 0]);
  });

  it('the bonus makes a compile: 10 in line 0 against 4', () => {
    const g = position({ turn: 1, useControl: false, players: [
      { protocols: ME, stacks: [['Smoke 2', 'Ice 5 down', 'Ice 1 down'], [], []] },
      { protocols: THEM, hand: ['Death 5'], stacks: [['Fire 5 down', 'Fire 1'], [], []] },
    ] });
    expect(viewFor(g, 'spectator').players[0].totals).toEqual([9, 0, 0]);
    // Seat 1 plays face-down into line 0: one more face-down card there, 10 for seat 0.
    const r = actWithEvents(g, play('Death 5', 0, 'down'));
    expect(only(r.events, 'compiled')).toEqual([{ type: 'compiled', player: 0, line: 0, protocol: 'Smoke' }]);
    expect(trash(r.state, 0)).toEqual(['Smoke 2', 'Ice 5', 'Ice 1']);
    expect(trash(r.state, 1)).toEqual(['Fire 5', 'Fire 1', 'Death 5']);
    expect(r.state.players[0]!.protocols[0]).toEqual({ name: 'Smoke', compiled: true });
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a top command: covered it still counts (itself face-up); face-down it has no text', () => {
    const covered = position({ players: [
      { protocols: ME, stacks: [['Smoke 2', 'Ice 5 down'], [], []] },
      { protocols: THEM },
    ] });
    expect(viewFor(covered, 'spectator').players[0].totals).toEqual([5, 0, 0]);
    const down = position({ players: [
      { protocols: ME, stacks: [['Smoke 2 down', 'Ice 5 down'], [], []] },
      { protocols: THEM },
    ] });
    expect(viewFor(down, 'spectator').players[0].totals).toEqual([4, 0, 0]);
  });
});

describe('Smoke 3', () => {
  it('plays 1 card face-down in a line with a face-down card — the opponent\'s count (Codex, Smoke 0 and 3)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 3', 'Ice 1', 'Courage 5'] },
      { protocols: THEM, stacks: [[], [], ['Death 5 down']] },
    ] });
    g = act(g, play('Smoke 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([{ type: 'play', index: 0, line: 2, face: 'down' }, { type: 'play', index: 1, line: 2, face: 'down' }]);
    const r = actWithEvents(g, play('Courage 5', 2, 'down'));
    g = r.state;
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' }]);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Courage 5');
    expect(stack(g, 0, 2)).toEqual(['Courage 5 down']);
    expect(hand(g, 0)).toEqual(['Ice 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a covered face-down card counts; with no face-down card, or no card in hand, nothing is played', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Smoke 3', 'Ice 1'], stacks: [[], ['Ice 5 down', 'Ice 2'], []] },
      { protocols: THEM },
    ] }), play('Smoke 3', 0));
    // Line 1's covered Ice 5 is face-down: Ice 1 goes there, the only way (no prompt).
    expect(stack(g, 0, 1)).toEqual(['Ice 5 down', 'Ice 2', 'Ice 1 down']);

    const none = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 3', 'Ice 1'], stacks: [[], ['Ice 2'], []] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Smoke 3', 0));
    expect(only(none.events, 'played')).toHaveLength(1);
    expect(hand(none.state, 0)).toEqual(['Ice 1']);
    expect(awaiting(none.state)).toEqual({ player: 1, kind: 'action' });

    g = act(position({ players: [
      { protocols: ME, hand: ['Smoke 3'] },
      { protocols: THEM, stacks: [['Fire 5 down'], [], []] },
    ] }), play('Smoke 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Smoke 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Smoke 4', () => {
  it('shifts 1 covered face-down card, either player\'s, to another line on its own side', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 4'], stacks: [[], ['Ice 5 down', 'Ice 2'], []] },
      { protocols: THEM, stacks: [[], ['Water 5 down', 'Water 1'], ['Death 5 down']] },
    ] });
    g = act(g, play('Smoke 4', 0));
    // Covered face-down cards only: not the uncovered Death 5, not face-up ones.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }]);
    g = act(g, choose('Water 5'));
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    const r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'shifted', 'triggered')).toEqual([{ type: 'shifted', side: 1, by: 0, from: 1, to: 2, card: null }]);
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Water 5');
    // Water 1 was already uncovered: its middle command does not resolve again.
    expect(stack(g, 1, 1)).toEqual(['Water 1']);
    expect(stack(g, 1, 2)).toEqual(['Death 5 down', 'Water 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no covered face-down card, nothing is shifted', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 4'], stacks: [[], ['Ice 5', 'Ice 2 down'], []] },
      { protocols: THEM, stacks: [['Fire 5 down'], [], []] },
    ] }), play('Smoke 4', 0));
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Smoke 5', () => {
  it('discards 1 card of its owner\'s choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Smoke 5', 'Ice 1', 'Courage 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Smoke 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Ice 1'));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Ice 1'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual(['Courage 1']);
    expect(trash(r.state, 0)).toEqual(['Ice 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
