/**
 * The encoding's contract at chosen moments: the sizes the layouts document, ids relative to the
 * acting seat, typed refusals of malformed actions, ids and buffers, and the tensor in two worlds a
 * seat cannot tell apart (the hidden-information audits' helpers) — the same for that seat, not
 * for the seat that can tell them apart.
 */
import { describe, expect, it } from 'vitest';
import { createGame, defaultEngine, viewFor } from '../../src/index.js';
import type { Action, PlayerViewState } from '../../src/index.js';
import { play } from '../../src/testing.js';
import { actionSpace, actionSpaceSize, decodeAction, describeActionId, encodeAction, encodeDecision, encodeView, legalActionMask, observationLayout, observe } from '../../src/encoding.js';
import { begin, expectSameFor, next } from '../view/knowledge.js';
import type { Moment } from '../view/knowledge.js';
import { fanEngine } from './tables.js';

const engine = defaultEngine();
const code = (c: string) => expect.objectContaining({ code: c }) as Error;

describe('the layouts', () => {
  it('the action space is 2P + 36N + V + 21 ids: 1,385 for the official cards, 1,389 with the fan-made protocols', () => {
    const official = actionSpace();
    expect([official.protocols.length, official.maxCards, official.numbers]).toEqual([30, 36, [0, 1, 2, 3, 4, 5, 6, 7]]);
    expect(official.size).toBe(2 * 30 + 36 * 36 + 8 + 21);
    expect(official.size).toBe(1385);
    expect(actionSpaceSize(fanEngine)).toBe(1389);
    expect(official.segments.map((s) => s.name)).toEqual(['draft', 'play', 'refresh', 'compile', 'rearrange', 'card', 'hand', 'line', 'option', 'accept', 'pass', 'number', 'protocol', 'trash', 'deck']);
    // The blocks tile the space.
    official.segments.forEach((s, i) => expect(s.offset).toBe(i === 0 ? 0 : official.segments[i - 1]!.offset + official.segments[i - 1]!.size));
  });

  it('the observation is 14,135 floats for the official cards, a card written as its protocol (30) and its place (6)', () => {
    const layout = observationLayout();
    expect(layout.cardsPerProtocol).toBe(6);
    expect(layout.segments.find((s) => s.name === 'stacks')!.shape).toEqual([2, 3, 36, 4 + 36]);
    expect(layout.shape).toEqual([layout.size]);
    expect(layout.size).toBe(14135);
    expect(observationLayout(fanEngine).size).toBeGreaterThan(layout.size);
  });

  it('ids read in words of the layout', () => {
    expect(describeActionId(0)).toBe('draft protocol=Darkness');
    const view = viewFor(createGame({ seed: 1, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] }), 0);
    expect(describeActionId(encodeAction(view, { type: 'play', index: 2, line: 1, face: 'down' }))).toBe('play from=hand side=own index=2 line=1 face=down');
    expect(describeActionId(encodeAction(view, { type: 'rearrange', whose: 1, order: ['Speed', 'Metal', 'Light'] }))).toBe('rearrange whose=opponent order=210');
    expect(describeActionId(encodeAction(view, { type: 'number', value: 7 }))).toBe('number number=7');
    expect(describeActionId(actionSpaceSize() - 1)).toBe('deck index=35');
  });
});

describe('ids', () => {
  const state = createGame({ seed: 1, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
  const views: [PlayerViewState, PlayerViewState] = [viewFor(state, 0), viewFor(state, 1)];

  it('count sides from the acting seat: the same card is "own" for its seat and "opponent" for the other', () => {
    const card: Action = { type: 'card', player: 1, line: 2, index: 0 };
    expect(describeActionId(encodeAction(views[1], card))).toBe('card side=own line=2 index=0');
    expect(describeActionId(encodeAction(views[0], card))).toBe('card side=opponent line=2 index=0');
    expect(encodeAction(views[0], { type: 'card', player: 0, line: 2, index: 0 })).toBe(encodeAction(views[1], card));
  });

  it('a malformed action, or one outside every game\'s bounds, is MALFORMED_ACTION', () => {
    const bad: unknown[] = [
      null, {}, { type: 'fly' }, { type: 'hand', index: 36 }, { type: 'hand', index: -1 }, { type: 'hand', index: 1.5 },
      { type: 'play', index: 0, line: 3, face: 'up' }, { type: 'play', index: 0, line: 0, face: 'sideways' }, { type: 'play', index: 0, line: 0, face: 'up', from: 'deck' },
      { type: 'draft', protocol: 'Tempest' }, { type: 'number', value: 9 }, { type: 'option', index: 108 },
      { type: 'rearrange', whose: 0, order: ['Fire', 'Fire', 'Water'] }, { type: 'rearrange', whose: 0, order: 'Fire' }, { type: 'hand', index: { toString: () => { throw new Error('hostile'); } } }, { type: 'rearrange', whose: 2, order: ['Fire', 'Water', 'Death'] }, { type: 'card', player: 0, line: 0 },
    ];
    for (const a of bad) expect(() => encodeAction(views[0], a as Action), JSON.stringify(a)).toThrow(code('MALFORMED_ACTION'));
  });

  it('an id outside the space is MALFORMED_ACTION; an id not legal now is ILLEGAL_ACTION, in words', () => {
    for (const id of [-1, 1385, 2.5, Number.NaN, '3']) expect(() => decodeAction(views[0], id as number)).toThrow(code('MALFORMED_ACTION'));
    const refresh = encodeAction(views[0], { type: 'refresh' });
    expect(() => decodeAction(views[0], refresh)).toThrow(/\[ILLEGAL_ACTION\] action id \d+ \(refresh\) is not legal for seat 0 now/);
    // The waiting seat has no legal id at all.
    const first = encodeAction(views[0], views[0].legalActions[0]!);
    expect(() => decodeAction(views[1], first)).toThrow(code('ILLEGAL_ACTION'));
  });

  it('a spectator\'s view has no ids, mask or observation: INVALID_SEAT', () => {
    const spectator = viewFor(state, 'spectator');
    expect(() => legalActionMask(spectator)).toThrow(code('INVALID_SEAT'));
    expect(() => observe(spectator)).toThrow(code('INVALID_SEAT'));
    expect(() => encodeAction(spectator, { type: 'pass' })).toThrow(code('INVALID_SEAT'));
  });

  it('a view of a game of another engine is INVALID_STATE, not a wrong tensor', () => {
    const fan = fanEngine.createGame({ seed: 1, protocols: [['Frost', 'Fire', 'Water'], ['Anarchy', 'Metal', 'Speed']] });
    expect(() => observe(fanEngine.viewFor(fan, 0), engine)).toThrow(code('INVALID_STATE'));
    expect(observe(fanEngine.viewFor(fan, 0), fanEngine).length).toBe(observationLayout(fanEngine).size);
  });
});

describe('observe', () => {
  it('fills a buffer of the layout\'s size, cleared first, as a fresh tensor; a buffer of another size is INVALID_CONFIG', () => {
    const view = viewFor(createGame({ seed: 3 }), 0);
    const buffer = new Float32Array(observationLayout().size).fill(7);
    expect(observe(view, engine, buffer)).toBe(buffer);
    expect(buffer).toEqual(observe(view));
    expect(() => observe(view, engine, new Float32Array(10))).toThrow(code('INVALID_CONFIG'));
  });
});

describe('two worlds seat 0 cannot tell apart (seat 1\'s hand and both decks differ)', () => {
  const world = (hand: string[], deck: string[]): Moment => begin({ players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'], stacks: [[], ['Water 4 down'], []], deck: ['Death 1', 'Death 2'] },
    { protocols: ['Metal', 'Light', 'Life'], hand, stacks: [['Metal 0'], [], []], deck },
  ] });
  const tensors = (m: Moment, seat: 0 | 1) => observe(viewFor(m.state, seat));

  it('give seat 0 one tensor, at its action and in the middle of Fire 1\'s effect; seat 1, which sees its hand, two', () => {
    let a = world(['Metal 2', 'Life 3'], ['Life 1', 'Life 2']);
    let b = world(['Life 1', 'Life 2'], ['Life 3', 'Metal 2']);
    expectSameFor([0, 'spectator'], a, b);
    expect(tensors(b, 0)).toEqual(tensors(a, 0));
    expect(tensors(b, 1)).not.toEqual(tensors(a, 1));
    a = next(a, play('Fire 1', 0));
    b = next(b, play('Fire 1', 0));
    expect(a.state.prompt).toMatchObject({ kind: 'card', player: 0 }); // Fire 1's delete, its discard done
    expectSameFor([0, 'spectator'], a, b);
    expect(tensors(b, 0)).toEqual(tensors(a, 0));
    expect(tensors(b, 1)).not.toEqual(tensors(a, 1));
  });
});

describe('encodeDecision, the hook for process bots', () => {
  it('gives the ids of the legal actions in the engine\'s order, the mask and the observation, as plain JSON-ready arrays', () => {
    const state = createGame({ seed: 5 });
    const seat = state.prompt!.player;
    const d = encodeDecision(engine, state, seat);
    const view = viewFor(state, seat);
    expect(d.actionIds).toEqual(view.legalActions.map((a) => encodeAction(view, a)));
    expect(d.mask).toEqual([...legalActionMask(view)]);
    expect(d.observation).toEqual([...observe(view)]);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    expect(encodeView(view)).toEqual(d);
    const waiting = encodeDecision(engine, state, seat === 0 ? 1 : 0);
    expect(waiting.actionIds).toEqual([]);
    expect(waiting.mask.every((x) => x === 0)).toBe(true);
    expect(() => encodeDecision(engine, state, 2 as 0)).toThrow(code('INVALID_SEAT'));
  });
});
