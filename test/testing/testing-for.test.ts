/**
 * The testing helpers honour the engine they are built for: the fan-made Frost protocol (data only,
 * docs/card-language.md) is tested with the same helpers as the official cards.
 */
import { describe, expect, it } from 'vitest';
import { CompileEngineError, createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { act, actWithEvents, choose, hand, play, position, testingFor } from '../../src/testing.js';
import type { TestPosition } from '../../src/testing.js';

const frostEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });

const frostTable = (): TestPosition => ({
  players: [
    { protocols: ['Frost', 'Fire', 'Water'], hand: ['Frost 0', 'Frost 2'], stacks: [[], ['Fire 1 down'], ['Water 2 down']] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0 down'], [], []] },
  ],
});

describe('testingFor(engine): the helpers over a designer\'s engine', () => {
  const t = testingFor(frostEngine);

  it('builds positions, plays by name and reads by name with the designer\'s cards', () => {
    const g = t.act(t.position(frostTable()), t.play('Frost 0', 0));
    // Three face-down cards on the table: Frost 0 draws three (an amount over a filter, no handler).
    expect(t.hand(g, 0)).toHaveLength(1 + 3);
    expect(t.stack(g, 0, 0)).toEqual(['Frost 0']);
    expect(t.awaiting(g)).toEqual({ player: 1, kind: 'action' }); // four cards: no clear cache, seat 1's turn
  });

  it('returns events through actWithEvents', () => {
    const { events } = t.actWithEvents(t.position(frostTable()), t.play('Frost 2', 0));
    expect(events.map((e) => e.type)).toContain('played');
  });

  it('the default helpers use the official cards, so they refuse a Frost state with the engine\'s own error', () => {
    const g = t.position(frostTable());
    let caught: unknown;
    try {
      act(g, play('Frost 0', 0));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(CompileEngineError);
    expect((caught as CompileEngineError).code).toBe('INVALID_STATE');
  });

  it('position(p, engine) also takes the engine directly', () => {
    expect(hand(position(frostTable(), frostEngine), 0)).toEqual(['Frost 0', 'Frost 2']);
  });
});

describe('a refused step', () => {
  it('throws the engine\'s CompileEngineError with its code, and lists the legal actions', () => {
    const g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] },
    ] });
    let caught: unknown;
    try {
      actWithEvents(g, { type: 'compile', line: 0 });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(CompileEngineError);
    expect((caught as CompileEngineError).code).toBe('ILLEGAL_ACTION');
    expect((caught as Error).message).toMatch(/legal:\n {2}\{"type":"play"/);
  });

  it('a step naming a card that is not there fails before the engine is asked', () => {
    const g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] },
    ] });
    expect(() => act(g, play('Light 0', 0), choose('Fire 5'))).toThrow(/Fire 5 is not on the field/);
  });
});
