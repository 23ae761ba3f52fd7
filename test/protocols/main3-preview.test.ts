/**
 * Scenario tests of the three Main 3 preview cards (Envy 1, Lust 0, Pride 0), each sentence of
 * their text, as data in test protocols whose other cards are plain (see main3-preview.ts).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineProtocol, describeCard, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { testingFor } from '../../src/testing.js';
import { envy, lust, pride, previewEngine } from './main3-preview.js';

const { act, awaiting, choose, hand, pass, play, position, stack } = testingFor(previewEngine);
const totals = (g: GameState, seat: 0 | 1) => previewEngine.viewFor(g, seat).players[seat]!.totals;

describe('Envy 1, middle: "If your opponent has control, you may flip 1 card."', () => {
  const envyPlay = (controlHolder: 0 | 1 | null) => position({ controlHolder, players: [
    { protocols: ['Envy', 'Fire', 'Water'], hand: ['Envy 1'] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 3'], [], []] },
  ] });

  it('with the opponent holding control: a card may be flipped (or not)', () => {
    const g = act(envyPlay(1), play('Envy 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(stack(act(g, choose('Death 3')), 1, 0)).toEqual(['Death 3 down']);
    expect(stack(act(g, pass), 1, 0)).toEqual(['Death 3']);
  });

  it.each([[null], [0]] as const)('with control %s: nothing is asked, nothing flips', (holder) => {
    const g = act(envyPlay(holder), play('Envy 1', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(stack(g, 1, 0)).toEqual(['Death 3']);
  });
});

describe('Envy 1, bottom: "Start: If your opponent has control, gain control."', () => {
  const atStart = (controlHolder: 0 | 1 | null) => position({ phase: 'start', controlHolder, players: [
    { protocols: ['Envy', 'Fire', 'Water'], stacks: [['Envy 1'], [], []] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Death 1'], []] },
  ] });

  it('takes the component from the opponent at the start of its owner\'s turn', () => {
    expect(atStart(1).control).toBe(0);
  });

  it('from neutral it gains nothing (the text asks for the opponent to hold it)', () => {
    expect(atStart(null).control).toBe(null);
  });
});

describe('Lust 0', () => {
  it('top: "Each player\'s total value in this line is increased by 10." — both players, in its line only', () => {
    const g = position({ players: [
      { protocols: ['Lust', 'Fire', 'Water'], stacks: [['Lust 0'], ['Fire 1'], []] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 3'], [], []] },
    ] });
    expect(totals(g, 0)).toEqual([10, 1, 0]);
    expect(totals(g, 1)).toEqual([13, 0, 0]);
  });

  it.each([[null], [1]] as const)('middle: "Gain control." — from %s, its owner holds the component', (holder) => {
    const g = act(position({ controlHolder: holder, players: [
      { protocols: ['Lust', 'Fire', 'Water'], hand: ['Lust 0'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] }), play('Lust 0', 0));
    expect(g.control).toBe(0);
  });

  it('middle: in a game without the control component there is nothing to gain', () => {
    const g = act(position({ control: false, players: [
      { protocols: ['Lust', 'Fire', 'Water'], hand: ['Lust 0'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] }), play('Lust 0', 0));
    expect(g.control).toBe(null);
  });

  const compileTurn = (controlHolder: 0 | null) => position({ turn: 1, phase: 'compile', controlHolder, players: [
    { protocols: ['Lust', 'Fire', 'Water'], stacks: [['Lust 0'], [], []] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [[], ['Death 4', 'Death 5', 'Death 3'], []] },
  ] });

  it('bottom: "Your opponent can\'t compile if you have control." — with control, the opponent\'s 12 in line 1 does not compile', () => {
    const g = compileTurn(0);
    expect(g.players[1]!.protocols[1]!.compiled).toBe(false);
    expect(stack(g, 1, 1)).toEqual(['Death 4', 'Death 5', 'Death 3']);
  });

  it('bottom: without control the ban lifts, and the opponent compiles', () => {
    const g = compileTurn(null);
    expect(g.players[1]!.protocols[1]!.compiled).toBe(true);
    expect(stack(g, 1, 1)).toEqual([]);
  });
});

describe('Pride 0', () => {
  const compiling = (prideLine: 0 | 2) => position({ phase: 'compile', players: [
    { protocols: ['Fire', 'Water', 'Pride'], hand: ['Fire 0'], stacks: prideLine === 2 ? [['Fire 4', 'Fire 5', 'Fire 3'], [], ['Pride 0']] : [['Fire 4', 'Fire 5', 'Fire 3', 'Pride 0'], [], []] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 1'], [], []] },
  ] });

  it('top: "After you compile: Refresh." — its owner draws up to five once the compile is done', () => {
    const g = compiling(2);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(hand(g, 0)).toHaveLength(5);
  });

  it('top: compiled away with its line, it is not in play when the window opens: no refresh (community rulings, "After triggers check status at the end")', () => {
    const g = compiling(0);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(true);
    expect(hand(g, 0)).toEqual(['Fire 0']);
  });

  const pridePlay = (controlHolder: 0 | null) => position({ controlHolder, players: [
    { protocols: ['Pride', 'Fire', 'Water'], hand: ['Pride 0'], stacks: [[], ['Fire 1'], []] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 3'], [], []] },
  ] });

  it('middle: "If you have control, shift 1 other card." — either player\'s card but Pride 0 itself', () => {
    const g = act(pridePlay(0), play('Pride 0', 0));
    expect(previewEngine.legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
  });

  it('middle: "Else, shift 1 of your cards." — only its owner\'s, Pride 0 included', () => {
    const g = act(pridePlay(null), play('Pride 0', 0));
    expect(previewEngine.legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
  });
});

describe('the generated text of the preview cards reads as printed', () => {
  it.each([
    [envy.cards[0]!, { middle: 'If your opponent has control, you may flip 1 card.', bottom: 'Start: If your opponent has control, gain control.' }],
    [lust.cards[0]!, { top: "Each player's total value in this line is increased by 10.", middle: 'Gain control.', bottom: 'If you have control, your opponent cannot compile.' }],
    [pride.cards[0]!, { top: 'After you compile: Refresh.', middle: 'If you have control, shift 1 other card. Else, shift 1 of your cards.' }],
  ])('%s', (card, text) => {
    expect(describeCard(card)).toEqual(text);
  });
});

describe('"Return the control component to neutral." (returnControl)', () => {
  const calm = defineProtocol({ name: 'Calm', set: 'Test', cards: [
    { value: 0, middle: { text: 'Return the control component to neutral.', run: [{ op: 'returnControl' }] } },
  ] });
  const t = testingFor(createEngine({ protocols: [...OFFICIAL_PROTOCOLS, calm] }));

  it('whoever holds it loses it, with no rearrange', () => {
    const r = t.actWithEvents(t.position({ controlHolder: 1, players: [
      { protocols: ['Calm', 'Fire', 'Water'], hand: ['Calm 0'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] }), t.play('Calm 0', 0));
    expect(r.state.control).toBe(null);
    expect(r.events).toContainEqual({ type: 'controlReturned', player: 0, from: 1 });
    expect(t.awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
