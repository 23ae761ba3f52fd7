/**
 * "Each" asks for an order only among the noted objects where its text can still do something
 * (issue 17, point 11). The owner decides the order of the noted objects (Codex FAQ, "each"), but
 * an object where nothing can happen now is no real choice while another can change the game
 * (community rulings, "Mandatory choices must have effect"; Codex, "Card Text": what can change
 * must change). It stays noted and comes last, so a card that reached it meanwhile is still
 * processed (death.test: Death 0's empty line; audit-main1-b: Water 1's ban lifted midway).
 * Every "each" text of the official cards: Death 0, Water 1, Life 0 (each line), Chaos 0, Smoke 0
 * (each line, with a condition) and Plague 3 (each card).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineProtocol, legalActions, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { act, actWithEvents, awaiting, choose, deck, line, play, position, stack, testingFor, trash } from '../../src/testing.js';
import { only } from '../cards/events.js';

describe('Death 0 ("Delete 1 card from each other line.")', () => {
  it('one other line empty: no question, the other line loses its card', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 0'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], [], ['Life 4']] },
    ] }), play('Death 0', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'line')).toEqual([]);
    expect(trash(r.state, 1)).toEqual(['Life 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('both other lines hold a card: the owner picks the order', () => {
    const g = act(position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 0'], stacks: [[], ['Fire 1'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], [], ['Life 4']] },
    ] }), play('Death 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
  });
});

describe('Chaos 0 ("Flip 1 covered card in each line.")', () => {
  it('covered cards in two lines: the order is asked among those two only', () => {
    let g = act(position({ players: [
      { protocols: ['Chaos', 'Fire', 'Water'], hand: ['Chaos 0'], stacks: [[], ['Fire 1 down', 'Fire 3'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], [], ['Life 1 down', 'Life 4']] },
    ] }), play('Chaos 0', 0));
    // Line 0 holds no covered card (Chaos 0 lands on an empty stack).
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 1, 2)).toEqual(['Life 1', 'Life 4']);
    // Line 1 is then the only one left with something to flip: no second question.
    expect(stack(g, 0, 1)).toEqual(['Fire 1', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a covered card in one line only: no question', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Chaos', 'Fire', 'Water'], hand: ['Chaos 0'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], ['Speed 1 down', 'Speed 4'], []], hand: ['Metal 0'] },
    ] }), play('Chaos 0', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 1, card: 'Speed 1', face: 'up' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Smoke 0 ("Play the top card of your deck face-down in each line with a face-down card.")', () => {
  it('two such lines, one closed by the opponent\'s Plague 0: no question, the open line gets the card', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Smoke', 'Fire', 'Water'], hand: ['Smoke 0'], deck: ['Fire 0', 'Water 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [[], ['Metal 1 down', 'Plague 0'], ['Life 1 down']] },
    ] }), play('Smoke 0', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'line')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Fire 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck: nothing can be played anywhere, so nothing is asked', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ['Smoke', 'Fire', 'Water'], hand: ['Smoke 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [[], ['Metal 1 down'], ['Life 1 down']] },
    ] }), play('Smoke 0', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'line')).toEqual([]);
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('two open lines and cards enough: the owner picks the order', () => {
    const g = act(position({ players: [
      { protocols: ['Smoke', 'Fire', 'Water'], hand: ['Smoke 0'], deck: ['Fire 0', 'Water 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [[], ['Metal 1 down'], ['Life 1 down']] },
    ] }), play('Smoke 0', 0));
    expect(legalActions(g)).toEqual([line(1), line(2)]);
  });
});

describe('Water 1 ("Play the top card of your deck face-down in each other line.")', () => {
  it('an empty deck: no question', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ['Water', 'Fire', 'Spirit'], hand: ['Water 1'] },
      { protocols: ['Metal', 'Plague', 'Life'] },
    ] }), play('Water 1', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'line')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('one card left for two open lines: a real question (which line gets it), still asked', () => {
    const g = act(position({ unplaced: 'absent', players: [
      { protocols: ['Water', 'Fire', 'Spirit'], hand: ['Water 1'], deck: ['Fire 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], hand: ['Metal 0'] },
    ] }), play('Water 1', 0));
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    const after = act(g, line(2));
    expect(stack(after, 0, 2)).toEqual(['Fire 0 down']);
    expect(deck(after, 0)).toEqual([]);
  });
});

describe('Life 0 ("Play the top card of your deck face-down in each line where you have a card.")', () => {
  it('an empty deck: no question, even with cards in every line', () => {
    const r = actWithEvents(position({ unplaced: 'trash', players: [
      { protocols: ['Life', 'Fire', 'Water'], hand: ['Life 0'], stacks: [[], ['Fire 1'], ['Water 0 down']] },
      { protocols: ['Metal', 'Plague', 'Speed'] },
    ] }), play('Life 0', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'line')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Life 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 3 ("Flip each other uncovered face-up card.")', () => {
  it('an Ice 4 ("This card cannot be flipped") among the noted cards is not offered: with one other card, no question', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Ice', 'Light', 'Fire'], stacks: [['Ice 4'], ['Light 5'], []] },
      { protocols: ['Plague', 'Darkness', 'Hate'], hand: ['Plague 3'] },
    ] }), play('Plague 3', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'card')).toEqual([]);
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 1, line: 1, card: 'Light 5', face: 'down' }]);
  });

  it('two cards that can be flipped, and an Ice 4: the order is asked between the two', () => {
    const g = act(position({ turn: 1, players: [
      { protocols: ['Ice', 'Light', 'Fire'], stacks: [['Ice 4'], ['Light 5'], ['Fire 5']] },
      { protocols: ['Plague', 'Darkness', 'Hate'], hand: ['Plague 3'] },
    ] }), play('Plague 3', 0));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 0, line: 2, index: 0 }]);
    const after = act(g, choose('Fire 5'));
    expect(stack(after, 0, 0)).toEqual(['Ice 4']);
    expect(stack(after, 0, 1)).toEqual(['Light 5 down']);
    expect(stack(after, 0, 2)).toEqual(['Fire 5 down']);
  });
});

describe('a mandatory "either" reads the same check (a designer\'s card)', () => {
  // Tide 2: "Either flip 1 covered card or draw 1 card." With no covered card on the field, only
  // the draw can change the game, so it is taken unasked (rulings page, 'A mandatory "either … or …"').
  const tide = defineProtocol({ name: 'Tide', set: 'Example', cards: [
    { value: 2, middle: { text: 'Either flip 1 covered card or draw 1 card.',
      run: [{ op: 'either', options: [
        { label: 'flip 1 covered card', run: [{ op: 'flip', target: { cover: 'covered' } }] },
        { label: 'draw 1 card', run: [{ op: 'draw', n: 1 }] }] }] } },
  ] });
  const t = testingFor(createEngine({ protocols: [...OFFICIAL_PROTOCOLS, tide] }));

  it('no covered card anywhere: the flip branch has nothing to act on, so the draw is taken without a question', () => {
    const r = t.actWithEvents(t.position({ players: [
      { protocols: ['Tide', 'Fire', 'Water'], hand: ['Tide 2'], deck: ['Fire 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [['Metal 1'], [], []] },
    ] }), t.play('Tide 2', 0));
    expect(only(r.events, 'promptRaised').filter((e) => e.kind === 'option')).toEqual([]);
    expect(t.hand(r.state, 0)).toEqual(['Fire 0']);
    expect(t.awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a covered card to flip: both branches can act, so the owner chooses', () => {
    const g = t.act(t.position({ players: [
      { protocols: ['Tide', 'Fire', 'Water'], hand: ['Tide 2'], deck: ['Fire 0'] },
      { protocols: ['Metal', 'Plague', 'Life'], stacks: [['Metal 1', 'Metal 3'], [], []] },
    ] }), t.play('Tide 2', 0));
    expect(t.awaiting(g)).toEqual({ player: 0, kind: 'option' });
  });
});
