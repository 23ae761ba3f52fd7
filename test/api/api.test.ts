/**
 * The public API contract: purity, typed refusals, JSON state, determinism, views without leaks,
 * validated positions and card data.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction, CompileEngineError, createEngine, createGame, defineProtocol, eventsFor, fromPosition, legalActions, viewFor,
} from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { act, play, position } from '../../src/testing.js';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function refusal(fn: () => unknown): CompileEngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CompileEngineError) return e;
    throw e;
  }
  throw new Error('expected a CompileEngineError');
}

const game = () => createGame({ seed: 'api', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });

describe('applyAction is pure', () => {
  it('works on a deep-frozen state and leaves it untouched', () => {
    const g = deepFreeze(JSON.parse(JSON.stringify(game())) as GameState);
    const before = JSON.stringify(g);
    const next = applyAction(g, legalActions(g)[0]!).state;
    expect(JSON.stringify(g)).toBe(before);
    expect(next).not.toBe(g);
  });
});

describe('refusals are typed, and change nothing', () => {
  it('an illegal action: ILLEGAL_ACTION', () => {
    const g = game();
    const before = JSON.stringify(g);
    const e = refusal(() => applyAction(g, { type: 'compile', line: 0 }));
    expect(e.code).toBe('ILLEGAL_ACTION');
    expect(e.message).toMatch(/not legal now/);
    expect(JSON.stringify(g)).toBe(before);
  });

  it('a malformed action: MALFORMED_ACTION', () => {
    const g = game();
    for (const bad of [null, 42, {}, { type: 'teleport' }, { type: 'play', index: -1, line: 0, face: 'up' }, { type: 'play', index: 0, line: 3, face: 'up' }, { type: 'card', player: 2, line: 0, index: 0 }]) {
      expect(refusal(() => applyAction(g, bad as unknown as Action)).code).toBe('MALFORMED_ACTION');
    }
  });

  it('an action out of turn (the other seat\'s hand index) is illegal', () => {
    const g = game();
    expect(refusal(() => applyAction(g, { type: 'play', index: 7, line: 0, face: 'down' })).code).toBe('ILLEGAL_ACTION');
  });

  it('after the game is over: GAME_OVER', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ['Fire', { name: 'Water', compiled: true }, { name: 'Death', compiled: true }], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []] },
      { protocols: ['Light', 'Metal', 'Speed'] },
    ] });
    expect(refusal(() => applyAction(g, { type: 'refresh' })).code).toBe('GAME_OVER');
  });

  it('a state that is not a game: INVALID_STATE', () => {
    expect(refusal(() => legalActions({} as GameState)).code).toBe('INVALID_STATE');
  });

  it('a bad config: INVALID_CONFIG', () => {
    expect(refusal(() => createGame({} as never)).code).toBe('INVALID_CONFIG');
    expect(refusal(() => createGame({ seed: 1, protocols: [['Fire', 'Water', 'Death'], ['Fire', 'Metal', 'Speed']] })).code).toBe('INVALID_CONFIG');
    expect(refusal(() => createGame({ seed: 1, protocols: [['Fire', 'Water', 'Nope'], ['Light', 'Metal', 'Speed']] })).code).toBe('INVALID_CONFIG');
    expect(refusal(() => createGame({ seed: 1, protocols: [null, 3] as never })).code).toBe('INVALID_CONFIG');
    expect(refusal(() => createGame({ seed: 1, draftPool: 'Fire' as never })).code).toBe('INVALID_CONFIG');
    expect(refusal(() => createGame({ seed: 1, maxTurns: 0 })).code).toBe('INVALID_CONFIG');
  });
});

describe('state is plain, versioned JSON; the game is deterministic', () => {
  it('round-trips through JSON and plays on identically', () => {
    let a = game();
    for (let i = 0; i < 30 && !a.result; i++) a = applyAction(a, legalActions(a)[i % legalActions(a).length]!).state;
    const b = JSON.parse(JSON.stringify(a)) as GameState;
    expect(b).toEqual(a);
    expect(b.format).toBe(2);
    const moves = legalActions(a);
    expect(legalActions(b)).toEqual(moves);
    expect(JSON.stringify(applyAction(b, moves[moves.length - 1]!).state)).toBe(JSON.stringify(applyAction(a, moves[moves.length - 1]!).state));
  });

  it('the same seed and actions give byte-identical states; another seed deals differently', () => {
    const run = (seed: string) => {
      let g = createGame({ seed, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
      const states = [JSON.stringify(g)];
      for (let i = 0; i < 40 && !g.result; i++) {
        const acts = legalActions(g);
        g = applyAction(g, acts[(i * 7) % acts.length]!).state;
        states.push(JSON.stringify(g));
      }
      return states;
    };
    expect(run('x')).toEqual(run('x'));
    expect(run('x')[0]).not.toBe(run('y')[0]);
  });
});

describe('viewFor hides what a seat may not know (Codex, "Public and Private Information")', () => {
  const g = position({ players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'], stacks: [['Fire 0 down'], [], []] },
    { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 1'], stacks: [['Light 0 down', 'Light 2'], [], []] },
  ] });

  it('own hand and own face-down cards; the opponent\'s only as counts and backs', () => {
    const v = viewFor(g, 0);
    expect(v.players[0].hand).toEqual(['Fire 1', 'Water 2']);
    expect(v.players[1].hand).toBeUndefined();
    expect(v.players[1].handCount).toBe(1);
    expect(v.players[0].stacks[0]).toEqual([{ face: 'down', card: 'Fire 0', value: 2, covered: false }]);
    expect(v.players[1].stacks[0]![0]).toEqual({ face: 'down', value: 2, covered: true });
    expect(v.players[1].stacks[0]![1]).toEqual({ face: 'up', card: 'Light 2', value: 2, covered: false });
  });

  it('no card ids and no hidden names anywhere in the opponent\'s or a spectator\'s view', () => {
    for (const [seat, hidden] of [[1, ['Fire 1', 'Water 2', 'Fire 0']], ['spectator', ['Fire 1', 'Water 2', 'Fire 0', 'Light 1', 'Light 0']]] as const) {
      const text = JSON.stringify(viewFor(g, seat));
      for (const name of hidden) expect(text).not.toContain(name);
      expect(text).not.toMatch(/"id"/);
    }
  });

  it('legal actions for a seat are in its view, and only for the seat that acts', () => {
    expect(viewFor(g, 0).legalActions).toEqual(legalActions(g));
    expect(viewFor(g, 1).legalActions).toEqual([]);
    expect(viewFor(g, 1).prompt).toEqual({ player: 0, kind: 'action' });
  });

  it('events with hidden information name who may see them', () => {
    const r = applyAction(g, { type: 'play', index: 0, line: 1, face: 'down' });
    const spectator = eventsFor(r.events, 'spectator');
    expect(JSON.stringify(spectator)).not.toContain('Fire 1');
    expect(JSON.stringify(eventsFor(r.events, 0))).toContain('Fire 1');
  });
});

describe('explicit positions are validated', () => {
  const base = () => ({ seed: 1, players: [{ protocols: ['Fire', 'Water', 'Death'] }, { protocols: ['Light', 'Metal', 'Speed'] }] as [{ protocols: string[]; hand?: string[]; stacks?: string[][] }, { protocols: string[]; hand?: string[] }] });
  it.each([
    ['a card in two places', (p: ReturnType<typeof base>) => { p.players[0].hand = ['Fire 1']; p.players[0].stacks = [['Fire 1'], [], []]; }, /placed twice/],
    ['a card of a protocol not in the game', (p: ReturnType<typeof base>) => { p.players[0].hand = ['Love 1']; }, /not of a protocol in this game/],
    ['an unknown card', (p: ReturnType<typeof base>) => { p.players[0].hand = ['Fire 9']; }, /unknown card/],
    ['a protocol on both sides', (p: ReturnType<typeof base>) => { p.players[1].protocols = ['Fire', 'Metal', 'Speed']; }, /only once/],
    ['two protocols only', (p: ReturnType<typeof base>) => { p.players[1].protocols = ['Light', 'Metal']; }, /three protocols/],
  ])('rejects %s', (_, change, message) => {
    const p = base();
    change(p);
    const e = refusal(() => fromPosition(p));
    expect(e.code).toBe('INVALID_POSITION');
    expect(e.message).toMatch(message);
  });

  it('puts unplaced cards in their owner\'s deck: 36 cards in all', () => {
    const g = fromPosition({ ...base(), phase: 'action' });
    expect(g.players.map((p) => p.deck.length)).toEqual([18, 18]);
  });
});

describe('card data is validated when an engine is built', () => {
  const bad = (run: unknown) => defineProtocol({ name: 'Test', set: 'Fan', cards: [{ value: 1, middle: { text: 'Do it.', run: run as never } }] });
  it('an unknown handler names the card and field', () => {
    const e = refusal(() => createEngine({ protocols: [bad([{ op: 'teleport' }])] }));
    expect(e.code).toBe('INVALID_CARD_DATA');
    expect(e.message).toContain('Test 1.middle.run[0]: unknown handler "teleport"');
  });
  it('a bad parameter names the card, field and problem', () => {
    const e = refusal(() => createEngine({ protocols: [bad([{ op: 'flip', target: { cover: 'sideways' } }])] }));
    expect(e.message).toContain('Test 1.middle.run[0].target.cover: must be one of "uncovered", "covered", "any", not "sideways"');
  });
  it('a custom protocol plays through the same API', () => {
    const test = defineProtocol({ name: 'Test', set: 'Fan', cards: [0, 1, 2, 3, 4, 5].map((value) => ({ value, middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] } })) });
    const engine = createEngine({ protocols: [test, ...createEngine().protocols] });
    const g = engine.fromPosition({ seed: 1, phase: 'action', players: [{ protocols: ['Test', 'Fire', 'Water'], hand: ['Test 3'], deck: ['Fire 0'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    const next = engine.applyAction(g, { type: 'play', index: 0, line: 0, face: 'up' }).state;
    expect(next.players[0]!.hand.map((c) => next.cards[c])).toEqual(['Fire 0']);
  });
});

void act; void play;
