import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, hand, line, pass, pickHand, play, position, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';

// Seat 0 plays Courage in line 0 (Ice in line 1, Smoke in line 2); seat 1 Fire, Water, Death.
const ME = ['Courage', 'Ice', 'Smoke'];
const THEM = ['Fire', 'Water', 'Death'];

describe('Courage 0', () => {
  it('top, Start: with no cards in hand, draws 1 card — covered too, as a top command', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Courage 0', 'Ice 5 down'], [], []], deck: ['Ice 1', 'Ice 2'] },
      { protocols: THEM, hand: ['Water 5'] },
    ] });
    // Seat 1 ends its turn; seat 0's Start phase follows.
    const r = actWithEvents(g, play('Water 5', 1, 'down'));
    expect(only(r.events, 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Courage 0', section: 'top' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Ice 1']);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Ice 1');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('top, Start: with a card in hand, draws nothing', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, hand: ['Smoke 5'], stacks: [['Courage 0'], [], []], deck: ['Ice 1'] },
      { protocols: THEM, hand: ['Water 5'] },
    ] }), play('Water 5', 1, 'down'));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Smoke 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('middle draws 1 card; bottom, End: you may discard 1 card, and if you do, your opponent discards 1 card', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 0', 'Smoke 5'], deck: ['Ice 1'] },
      { protocols: THEM, hand: ['Fire 5', 'Water 5'] },
    ] });
    const r = actWithEvents(g, play('Courage 0', 0));
    g = r.state;
    expect(only(r.events, 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Courage 0', section: 'middle' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Courage 0', section: 'bottom' },
    ]);
    expect(hand(g, 0)).toEqual(['Smoke 5', 'Ice 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Ice 1'));
    // The opponent picks their own card.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    const d = actWithEvents(g, pickHand('Water 5'));
    g = d.state;
    expect(only(d.events, 'discarded')).toEqual([{ type: 'discarded', player: 1, cards: ['Water 5'], from: 'hand' }]);
    expect(trash(g, 0)).toEqual(['Ice 1']);
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(hand(g, 0)).toEqual(['Smoke 5']);
    expect(hand(g, 1)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom, End: declining the discard spares the opponent', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 0'], deck: ['Ice 1'] },
      { protocols: THEM, hand: ['Fire 5'] },
    ] });
    g = act(g, play('Courage 0', 0));
    const r = actWithEvents(g, pass);
    expect(only(r.events, 'discarded')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Ice 1']);
    expect(hand(r.state, 1)).toEqual(['Fire 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom, End: with an empty hand it is skipped without a question, and the opponent discards nothing', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 5'], stacks: [['Courage 0'], [], []] },
      { protocols: THEM, hand: ['Fire 5'] },
    ] }), play('Smoke 5', 2, 'down'));
    expect(only(r.events, 'triggered', 'discarded', 'promptRaised')).toEqual([
      { type: 'triggered', player: 0, card: 'Courage 0', section: 'bottom' },
      { type: 'promptRaised', player: 1, kind: 'action' },
    ]);
    expect(hand(r.state, 1)).toEqual(['Fire 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 1', () => {
  it('deletes 1 of the opponent\'s uncovered cards in a line where their total is higher than yours', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 1'], stacks: [[], ['Ice 2'], []] },
      { protocols: THEM, stacks: [['Fire 5'], ['Water 1'], ['Death 5 down', 'Death 3']] },
    ] });
    g = act(g, play('Courage 1', 0));
    // Line 0: 5 against Courage 1's 1; line 2: 5 against 0. Line 1: 1 against 2 is not.
    expect(legalActions(g)).toEqual([{ type: 'card', player: 1, line: 0, index: 0 }, { type: 'card', player: 1, line: 2, index: 1 }]);
    const r = actWithEvents(g, choose('Death 3'));
    g = r.state;
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 0, line: 2, cards: ['Death 3'] }]);
    expect(stack(g, 1, 2)).toEqual(['Death 5 down']);
    expect(trash(g, 1)).toEqual(['Death 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a tie is not "higher": with no line where the opponent leads, nothing is deleted', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 1'], stacks: [[], ['Ice 3'], []] },
      { protocols: THEM, stacks: [['Fire 1'], ['Water 3'], []] },
    ] }), play('Courage 1', 0));
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Fire 1']);
    expect(stack(r.state, 1, 1)).toEqual(['Water 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('totals count every continuous effect: Smoke 2 puts seat 0 ahead, so the opponent leads in no line', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 1'], stacks: [[], [], ['Smoke 2', 'Ice 5 down']] },
      { protocols: THEM, stacks: [[], [], ['Death 5']] },
    ] }), play('Courage 1', 0));
    // Smoke 2: 2 + 2 + 1 for its face-down card = 5, tied with Death 5.
    expect(viewFor(r.state, 'spectator').players[0].totals).toEqual([1, 0, 5]);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 2', () => {
  it('middle draws 1 card; bottom, End: the opponent leads in this line, so it draws 1 more', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 2'], deck: ['Ice 1', 'Ice 2'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Courage 2', 0));
    expect(only(r.events, 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Courage 2', section: 'middle' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Courage 2', section: 'bottom' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Ice 1', 'Ice 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom, End: tied, it draws nothing more', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 2'], deck: ['Ice 1', 'Ice 2'] },
      { protocols: THEM, stacks: [['Fire 2'], [], []] },
    ] }), play('Courage 2', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Ice 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: covered, it is not in play', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 5'], stacks: [['Courage 2', 'Ice 5 down'], [], []], deck: ['Ice 1'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Smoke 5', 2, 'down'));
    expect(only(r.events, 'triggered', 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 3', () => {
  it('bottom, End: you may shift it to the line where your opponent has their highest total value', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 3'] },
      { protocols: THEM, stacks: [[], ['Water 5'], ['Death 3']] },
    ] });
    g = act(g, play('Courage 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), pass]);
    const r = actWithEvents(g, line(1));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 0, to: 1, card: 'Courage 3' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Courage 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('lines tied for the highest total: the player chooses (Codex, Courage 3)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 3'] },
      { protocols: THEM, stacks: [[], ['Water 4'], ['Death 4']] },
    ] });
    g = act(g, play('Courage 3', 0));
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Courage 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('already in the highest line it stays without a question; tied with another line, it may move there', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 3'] },
      { protocols: THEM, stacks: [['Fire 5'], ['Water 4'], []] },
    ] }), play('Courage 3', 0));
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    let g = act(position({ players: [
      { protocols: ME, hand: ['Courage 3'] },
      { protocols: THEM, stacks: [['Fire 4'], [], ['Death 4']] },
    ] }), play('Courage 3', 0));
    expect(legalActions(g)).toEqual([line(2), pass]);
    r = actWithEvents(g, pass);
    g = r.state;
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Courage 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty opposing field every line ties at 0: it may go to either other line (Codex, Courage 3)', () => {
    let g = act(position({ players: [
      { protocols: ME, hand: ['Courage 3'] },
      { protocols: THEM },
    ] }), play('Courage 3', 0));
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Courage 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: covered, it does not move', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 5'], stacks: [['Courage 3', 'Ice 5 down'], [], []] },
      { protocols: THEM, stacks: [[], ['Water 5'], []] },
    ] }), play('Smoke 5', 2, 'down'));
    expect(only(r.events, 'triggered', 'shifted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 3', 'Ice 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 5', () => {
  it('discards 1 card of its owner\'s choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Courage 5', 'Ice 1', 'Smoke 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Courage 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Smoke 1'));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Smoke 1'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual(['Ice 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 6', () => {
  it('top, End: the opponent has a higher value in this line, so it flips itself face-down', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 6'] },
      { protocols: THEM, stacks: [['Fire 5', 'Fire 4'], [], []] },
    ] }), play('Courage 6', 0));
    expect(only(r.events, 'triggered', 'flipped')).toEqual([
      { type: 'triggered', player: 0, card: 'Courage 6', section: 'top' },
      { type: 'flipped', side: 0, by: 0, line: 0, card: 'Courage 6', face: 'down' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 6 down']);
    expect(viewFor(r.state, 1).players[0].totals).toEqual([2, 0, 0]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('top, End: not behind (6 against 5), it stays face-up', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Courage 6'] },
      { protocols: THEM, stacks: [['Fire 5'], [], []] },
    ] }), play('Courage 6', 0));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 6']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a top command: covered, it still flips itself when behind (8 against 9)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Smoke 5'], stacks: [['Courage 6', 'Ice 5 down'], [], []] },
      { protocols: THEM, stacks: [['Fire 5', 'Fire 4'], [], []] },
    ] }), play('Smoke 5', 2, 'down'));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Courage 6', face: 'down' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 6 down', 'Ice 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
