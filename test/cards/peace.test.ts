import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, optionNamed, pass, pickHand, play, position, refresh, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { story } from './story.js';

// Seat 0 plays Peace (line 0), Fire (line 1), Water (line 2); seat 1 Metal, Plague, Life.
const ME = ['Peace', 'Fire', 'Water'];
const THEM = ['Metal', 'Plague', 'Life'];

describe('Peace 1', () => {
  // Seat 1's Plague 1: "After your opponent discards cards: Draw 1 card." — the order of the two discards matters.
  const table = () => position({ players: [
    { protocols: ME, hand: ['Peace 1', 'Fire 1', 'Water 1'], deck: ['Water 2'] },
    { protocols: THEM, stacks: [[], ['Plague 1'], []], hand: ['Metal 1', 'Life 2'], deck: ['Life 1', 'Metal 3'] },
  ] });

  it('middle: the owner decides which player discards their hand first (Codex, Peace 1) — mine first: Plague 1\'s draw is discarded too', () => {
    let r = actWithEvents(table(), play('Peace 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    expect(viewFor(r.state, 0).prompt?.labels).toEqual(['you discard first', 'your opponent discards first']);
    r = actWithEvents(r.state, optionNamed('you discard first'));
    expect(story(r.events)).toEqual([
      'seat 0 discards Fire 1, Water 1',
      "seat 1's Plague 1 (top)",
      'seat 1 draws 1 card',
      'seat 1 discards Metal 1, Life 2, Life 1',
      // My End: Peace 1's bottom, my hand being empty.
      "seat 0's Peace 1 (bottom)",
      'seat 0 draws 1 card',
    ]);
    expect(trash(r.state, 0)).toEqual(['Fire 1', 'Water 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 1', 'Life 2', 'Life 1']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: the opponent first — the card Plague 1 then draws stays in their hand (Codex, Peace 1)', () => {
    const r = actWithEvents(table(), play('Peace 1', 0), optionNamed('your opponent discards first'));
    expect(story(r.events).slice(2)).toEqual([
      'seat 1 discards Metal 1, Life 2',
      'seat 0 discards Fire 1, Water 1',
      "seat 1's Plague 1 (top)",
      'seat 1 draws 1 card',
      "seat 0's Peace 1 (bottom)",
      'seat 0 draws 1 card',
    ]);
    expect(hand(r.state, 1)).toEqual(['Life 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 1', 'Life 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: with one hand empty the owner still chooses the order (an "After" trigger between the discards could refill it); with both empty nothing happens', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 1'], deck: ['Water 2'] },
      { protocols: THEM, hand: ['Metal 1', 'Life 2'] },
    ] }), play('Peace 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('your opponent'));
    expect(story(r.events)).toEqual(['seat 1 discards Metal 1, Life 2', "seat 0's Peace 1 (bottom)", 'seat 0 draws 1 card']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 1'], deck: ['Water 2'] },
      { protocols: THEM },
    ] }), play('Peace 1', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Peace 1 face-up in line 0', "seat 0's Peace 1 (middle)", "seat 0's Peace 1 (bottom)", 'seat 0 draws 1 card']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it("middle: flipped face-up on the opponent's turn, I — its owner — still choose the order (Codex, \"Text Entering Play\")", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Peace 1 down'], [], []], hand: ['Fire 1'] },
      { protocols: THEM, hand: ['Metal 0', 'Life 2'] },
    ] });
    // Metal 0: "Flip 1 card." — Peace 1 is the only other uncovered card, but Metal 0 may flip itself.
    let r = actWithEvents(g, play('Metal 0', 0), choose('Peace 1'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('your opponent'));
    expect(story(r.events)).toEqual(['seat 1 discards Life 2', 'seat 0 discards Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom, End: with a card in hand it fires but draws nothing; covered, it does not fire', () => {
    const cases = [
      { mine: ['Peace 1'], cards: ['Fire 1', 'Water 1'], said: ['seat 0 plays a card face-down in line 2', "seat 0's Peace 1 (bottom)"] },
      { mine: ['Peace 1', 'Fire 5 down'], cards: ['Water 1'], said: ['seat 0 plays a card face-down in line 2'] },
    ];
    for (const { mine, cards, said } of cases) {
      const r = actWithEvents(position({ players: [
        { protocols: ME, stacks: [mine, [], []], hand: cards, deck: ['Water 2'] },
        { protocols: THEM },
      ] }), play('Water 1', 2, 'down'));
      expect(story(r.events)).toEqual(said);
      expect(deck(r.state, 0)[0]).toBe('Water 2');
      expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it('bottom, End: my hand emptied by my own play — I draw 1', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [['Peace 1'], [], []], hand: ['Water 1'], deck: ['Water 2'] },
      { protocols: THEM },
    ] }), play('Water 1', 2, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 2', "seat 0's Peace 1 (bottom)", 'seat 0 draws 1 card']);
    expect(hand(r.state, 0)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace 2', () => {
  it('middle: draw 1, then play 1 card face-down in any line — the opponent does not learn which', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 2', 'Fire 1'], deck: ['Water 1', 'Water 2'] },
      { protocols: THEM },
    ] }), play('Peace 2', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Peace 2 face-up in line 0', "seat 0's Peace 2 (middle)", 'seat 0 draws 1 card']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(r.state)).toEqual([0, 1].flatMap((index) => [0, 1, 2].map((line) => ({ type: 'play', index, line, face: 'down' }))));
    r = actWithEvents(r.state, play('Water 1', 0, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 0']);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 2', 'Water 1 down']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Water 1');
    expect(JSON.stringify(eventsFor(r.events, 0))).toContain('Water 1');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('the only card is the one just drawn: it is played (still choosing the line)', () => {
    const g = act(position({ players: [
      { protocols: ME, hand: ['Peace 2'], deck: ['Water 1'] },
      { protocols: THEM },
    ] }), play('Peace 2', 0), play('Water 1', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Water 1 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an empty deck is refilled from the trash for the draw (Codex FAQ, "draw"); the drawn card must then be played', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ME, hand: ['Peace 2'] },
      { protocols: THEM },
    ] });
    let r = actWithEvents(g, play('Peace 2', 0));
    expect(story(r.events).slice(2)).toEqual([`seat 0 shuffles ${trash(g, 0).length} cards from trash into a new deck`, 'seat 0 draws 1 card']);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    const drawn = hand(r.state, 0)[0]!;
    r = actWithEvents(r.state, play(drawn, 2, 'down'));
    expect(stack(r.state, 0, 2)).toEqual([`${drawn} down`]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace 3', () => {
  const table = (mine: string[]) => position({ useControl: false, players: [
    { protocols: ME, stacks: [[], ['Fire 1'], ['Water 4 down']], hand: ['Peace 3', ...mine] },
    { protocols: THEM, stacks: [['Metal 2'], ['Plague 5', 'Plague 0'], ['Life 3']] },
  ] });

  it('I may discard 1 card; then flip 1 card with a value greater than the cards left in my hand', () => {
    let r = actWithEvents(table(['Fire 2', 'Water 1']), play('Peace 3', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept, pickHand('Fire 2'));
    expect(story(r.events)).toEqual(['seat 0 discards Fire 2']);
    // One card left: values above 1 — Peace 3 (3), Water 4 face-down (2), Metal 2, Life 3. Not Fire 1, Plague 0, nor covered Plague 5.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Metal 2'));
    expect(story(r.events)).toEqual(["seat 1's Metal 2 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 2 down']);
    expect(hand(r.state, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('declining the discard, the flip still happens — two sentences (Codex, "Treat each sentence separately"; cards.json medium confidence)', () => {
    let r = actWithEvents(table(['Fire 2', 'Water 1']), play('Peace 3', 0), pass);
    // Two cards in hand: values above 2 — Peace 3 and Life 3.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    r = actWithEvents(r.state, choose('Peace 3'));
    expect(story(r.events)).toEqual(["seat 0's Peace 3 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 3 down']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand nothing is asked about discarding; a face-down card flipped up resolves its middle command', () => {
    let r = actWithEvents(table([]), play('Peace 3', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    // No card in hand: every card valued 1 or more — Fire 1 too, not Plague 0.
    expect(legalActions(r.state)).toHaveLength(5);
    r = actWithEvents(r.state, choose('Water 4'));
    // Water 4 face-up: "Return 1 of your cards." — its owner picks.
    expect(story(r.events)).toEqual(["seat 0's Water 4 in line 2 is flipped face-up by seat 0", "seat 0's Water 4 (middle)"]);
    r = actWithEvents(r.state, choose('Fire 1'));
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no card valued above my hand size, nothing is flipped', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 3', 'Fire 1', 'Fire 2', 'Water 1'] },
      { protocols: THEM, stacks: [['Metal 2'], [], []] },
    ] }), play('Peace 3', 0), pass);
    // Three cards left: neither Peace 3 (3) nor Metal 2 is above 3.
    expect(story(r.events)).toEqual(['seat 0 plays Peace 3 face-up in line 0', "seat 0's Peace 3 (middle)"]);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Metal 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace 4', () => {
  it("bottom: after I discard during the opponent's turn, I draw 1 card", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Peace 4'], [], []], hand: ['Fire 1', 'Water 1'], deck: ['Water 2'] },
      { protocols: THEM, hand: ['Plague 0'] },
    ] });
    // Plague 0: "Your opponent discards 1 card."
    let r = actWithEvents(g, play('Plague 0', 1));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Water 1'));
    expect(story(r.events)).toEqual(['seat 0 discards Water 1', "seat 0's Peace 4 (bottom)", 'seat 0 draws 1 card']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('on my own turn my discards draw nothing; covered it does not fire', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ME, stacks: [[], ['Peace 4'], []], hand: ['Peace 5', 'Fire 1'], deck: ['Water 2'] },
      { protocols: THEM },
    ] }), play('Peace 5', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Peace 5 face-up in line 0', "seat 0's Peace 5 (middle)", 'seat 0 discards Fire 1']);
    expect(hand(r.state, 0)).toEqual([]);
    r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Peace 4', 'Water 5 down'], [], []], hand: ['Fire 1'], deck: ['Water 2'] },
      { protocols: THEM, hand: ['Plague 0'] },
    ] }), play('Plague 0', 1));
    expect(story(r.events).slice(-1)).toEqual(['seat 0 discards Fire 1']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it("my discards on the opponent's turn caused by my own card count too: Peace 1 flipped up by them", () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Peace 1 down'], ['Peace 4'], []], hand: ['Fire 1'], deck: ['Water 2'] },
      { protocols: THEM, hand: ['Metal 0', 'Life 2'] },
    ] });
    const r = actWithEvents(g, play('Metal 0', 0), choose('Peace 1'), optionNamed('you discard first'));
    expect(story(r.events).slice(-5)).toEqual([
      "seat 0's Peace 1 (middle)",
      'seat 0 discards Fire 1',
      "seat 0's Peace 4 (bottom)",
      'seat 0 draws 1 card',
      'seat 1 discards Life 2',
    ]);
    expect(hand(r.state, 0)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
  it("with War 1 beside it: War 1's discard on the opponent's refresh draws 1 before War 1's own refresh", () => {
    const g = position({ turn: 1, useControl: false, players: [
      { protocols: ['Peace', 'War', 'Water'], stacks: [['Peace 4'], ['War 1'], []], hand: ['Water 1', 'Water 3'], deck: ['Water 2', 'War 2', 'War 3', 'War 4', 'War 5'] },
      { protocols: THEM, hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Life 1', 'Life 2'] },
    ] });
    const r = actWithEvents(g, refresh, pickHand('Water 1'), pass);
    expect(story(r.events)).toEqual([
      'seat 1 refreshes',
      'seat 1 draws 4 cards',
      "seat 0's War 1 (bottom)",
      'seat 0 discards Water 1',
      "seat 0's Peace 4 (bottom)",
      'seat 0 draws 1 card',
      'seat 0 refreshes',
      'seat 0 draws 3 cards',
    ]);
    expect(hand(r.state, 0)).toEqual(['Water 3', 'Water 2', 'War 2', 'War 3', 'War 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Peace 5', () => {
  it('discard 1 card of my choice', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 5', 'Fire 1', 'Water 1'] },
      { protocols: THEM },
    ] }), play('Peace 5', 0), pickHand('Water 1'));
    expect(story(r.events)).toEqual(['seat 0 plays Peace 5 face-up in line 0', "seat 0's Peace 5 (middle)", 'seat 0 discards Water 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace 6', () => {
  it('with more than 1 card left in hand, it flips itself face-down', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Peace 6', 'Fire 1', 'Water 1'] },
      { protocols: THEM },
    ] }), play('Peace 6', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Peace 6 face-up in line 0', "seat 0's Peace 6 (middle)", "seat 0's Peace 6 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 6 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with 1 card (or none) it stays face-up', () => {
    for (const cards of [['Fire 1'], []]) {
      const g = act(position({ players: [
        { protocols: ME, hand: ['Peace 6', ...cards] },
        { protocols: THEM },
      ] }), play('Peace 6', 0));
      expect(stack(g, 0, 0)).toEqual(['Peace 6']);
      expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it('uncovered later, it checks the hand then', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Peace 6', 'Fire 0'], [], []], hand: ['Fire 1', 'Water 1'] },
      { protocols: ['Hate', 'Plague', 'Life'], hand: ['Hate 0'] },
    ] });
    const r = actWithEvents(g, play('Hate 0', 0), choose('Fire 0'));
    expect(story(r.events).slice(-3)).toEqual(["seat 0's Fire 0 in line 0 is deleted by seat 1", "seat 0's Peace 6 (middle)", "seat 0's Peace 6 in line 0 is flipped face-down by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 6 down']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});
