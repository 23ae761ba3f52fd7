/**
 * Game records: recorded games replay byte for byte; a record that no longer replays — an action
 * refused, or a seat seeing something else than it recorded (a card changed by a later version) —
 * is refused with INVALID_RECORD naming the first failing action.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction, CompileEngineError, createEngine, createGame, createGameWithEvents, formatRecord, legalActions, OFFICIAL_PROTOCOLS,
  readRecord, RECORD_FORMAT, RecordError, recordGame, replayRecord,
} from '../../src/index.js';
import type { Action, GameConfig, GameRecord, GameState, ProtocolDef } from '../../src/index.js';

const CONFIG: GameConfig = { seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] };

/** A game played to its end by always taking the `pick`-th legal action (modulo their number). */
function playedGame(config: GameConfig, pick = 7): { actions: Action[]; final: GameState } {
  let g = createGame(config);
  const actions: Action[] = [];
  while (!g.result) {
    const legal = legalActions(g);
    const a = legal[(actions.length * pick) % legal.length]!;
    actions.push(a);
    g = applyAction(g, a).state;
  }
  return { actions, final: g };
}

/** The official cards with Fire 1's middle replaced: a "later version" of one card. */
function engineWithChangedFire1() {
  const changed: ProtocolDef[] = OFFICIAL_PROTOCOLS.map((p) => (p.name !== 'Fire' ? p : {
    ...p, cards: p.cards.map((c) => (c.id !== 'Fire 1' ? c : { ...c, middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] } })),
  }));
  return createEngine({ protocols: changed });
}

/** Catches the error `f` throws. */
function thrown(f: () => unknown): RecordError {
  try {
    f();
  } catch (e) {
    return e as RecordError;
  }
  throw new Error('expected a throw');
}

describe('recordGame and replayRecord', () => {
  it('a recorded game replays to the byte-identical final state, through JSON', () => {
    const { actions, final } = playedGame(CONFIG);
    const record = recordGame(CONFIG, actions, { players: ['greedy', 'random'] });
    expect(record).toMatchObject({ format: RECORD_FORMAT, engineVersion: expect.stringMatching(/^\d+\.\d+\.\d+/), players: ['greedy', 'random'] });
    const reread = readRecord(JSON.parse(JSON.stringify(record)));
    expect(JSON.stringify(replayRecord(reread).state)).toBe(JSON.stringify(final));
  });

  it('drafted games too, and the opening and every step are reported in order', () => {
    const config: GameConfig = { seed: 'drafted', sets: ['Main 1', 'Aux 1'] };
    const { actions, final } = playedGame(config, 3);
    const steps: number[] = [];
    let opening = 0;
    const r = replayRecord(recordGame(config, actions), { onOpening: () => opening++, onStep: (s) => steps.push(s.index) });
    expect(opening).toBe(1);
    expect(steps).toEqual(actions.map((_, i) => i));
    expect(r.events).toHaveLength(actions.length + 1);
    expect(r.state).toEqual(final);
  });

  it('with event logs, each seat\'s log is what eventsFor gave it, step by step, and replays clean', () => {
    const { actions } = playedGame(CONFIG);
    const record = recordGame(CONFIG, actions, { events: true });
    const start = createGameWithEvents(CONFIG);
    expect(record.events![0][0]).toEqual(start.events.filter((e) => !e.visibleTo || e.visibleTo.includes(0)));
    expect(record.events![1]).toHaveLength(actions.length + 1);
    // Seat 1 never sees seat 0's hidden plays: the secret events are seat 0's only.
    expect(record.events![1].flat().some((e) => e.type === 'secret' && e.player === 0)).toBe(false);
    expect(record.events![0].flat().some((e) => e.type === 'secret' && e.player === 0)).toBe(true);
    expect(() => replayRecord(readRecord(JSON.parse(formatRecord(record))))).not.toThrow();
  });

  it('refuses an action that is no longer legal, naming it (without event logs)', () => {
    const { actions } = playedGame(CONFIG, 0);
    // Action 0 plays Fire 1 face-up; its "discard 1" asks for a card, so action 1 picks one from the hand.
    expect(actions.slice(0, 2)).toEqual([{ type: 'play', index: 0, line: 0, face: 'up' }, { type: 'hand', index: 0 }]);
    const e = thrown(() => replayRecord(recordGame(CONFIG, actions), { engine: engineWithChangedFire1() }));
    expect(e).toBeInstanceOf(CompileEngineError);
    expect(e.code).toBe('INVALID_RECORD');
    expect(e.action).toBe(1);
    expect(e.message).toMatch(/action 1 of \d+ \(\{"type":"hand","index":0\}\) is refused: \[ILLEGAL_ACTION\]/);
  });

  it('with event logs, refuses at the first action whose events differ, even while every action is still legal', () => {
    const { actions } = playedGame(CONFIG, 0);
    const record = recordGame(CONFIG, actions, { events: true });
    const e = thrown(() => replayRecord(record, { engine: engineWithChangedFire1() }));
    expect(e.code).toBe('INVALID_RECORD');
    expect(e.action).toBe(0);
    expect(e.message).toMatch(/action 0 of \d+ .* replays differently: seat 0 saw/);
  });

  it('refuses a record whose events were tampered with, at the tampered step', () => {
    const { actions } = playedGame(CONFIG);
    const record = recordGame(CONFIG, actions, { events: true });
    const tampered = JSON.parse(JSON.stringify(record)) as GameRecord;
    tampered.events![1][5] = [...tampered.events![1][5]!, { type: 'refreshed', player: 1 }];
    expect(thrown(() => replayRecord(tampered)).action).toBe(4);
  });

  it('refuses actions after the end of the game, and a config the engine refuses', () => {
    const { actions } = playedGame(CONFIG);
    const e = thrown(() => recordGame(CONFIG, [...actions, { type: 'pass' }]));
    expect(e.action).toBe(actions.length);
    expect(e.message).toMatch(/GAME_OVER/);
    const bad = thrown(() => recordGame({ seed: 1, protocols: [['Fire', 'Water', 'Nope'], ['Light', 'Metal', 'Speed']] }, []));
    expect(bad.action).toBeNull();
    expect(bad.message).toMatch(/the config is refused: \[INVALID_CONFIG\] unknown protocol "Nope"/);
  });

  it('a record from 0.1, whose config says control (useControl\'s old name), still replays, events and all', () => {
    const config: GameConfig = { ...CONFIG, useControl: false };
    const { actions, final } = playedGame(config);
    const current = recordGame(config, actions, { events: true });
    const { useControl, ...rest } = current.config;
    const older = JSON.parse(JSON.stringify({ ...current, config: { ...rest, control: useControl } })) as unknown;
    expect(JSON.stringify(older)).toContain('"control":false');
    const replayed = replayRecord(readRecord(older));
    expect(replayed.state.useControl).toBe(false);
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(final));
  });

  it('recordGame copies what it is given: the caller may reuse its arrays', () => {
    const { actions } = playedGame(CONFIG);
    const mine = [...actions];
    const record = recordGame(CONFIG, mine);
    mine.length = 0;
    expect(record.actions).toHaveLength(actions.length);
  });
});

describe('readRecord', () => {
  const good = (): Record<string, unknown> => JSON.parse(JSON.stringify(recordGame(CONFIG, playedGame(CONFIG).actions.slice(0, 5)))) as Record<string, unknown>;

  it.each([
    ['not an object', () => 42, /a record must be an object/],
    ['another format', () => ({ ...good(), format: 'other/2' }), /format must be "compile-engine\/record@1", not "other\/2"/],
    ['no version', () => ({ ...good(), engineVersion: 1 }), /engineVersion must be a string/],
    ['no config', () => ({ ...good(), config: [] }), /config must be an object/],
    ['actions not a list', () => ({ ...good(), actions: {} }), /actions must be a list/],
    ['three players', () => ({ ...good(), players: ['a', 'b', 'c'] }), /players must be a list of two names/],
    ['short event logs', () => ({ ...good(), events: [[], []] }), /events must be two lists .* of 6 lists/],
    ['an unknown field', () => ({ ...good(), winner: 0 }), /unknown field "winner"/],
    ['not JSON', () => ({ ...good(), config: { seed: () => 1 } }), /not plain JSON/],
  ])('refuses %s with INVALID_RECORD', (_name, make, message) => {
    const e = thrown(() => readRecord(make()));
    expect(e).toBeInstanceOf(RecordError);
    expect(e.code).toBe('INVALID_RECORD');
    expect(e.message).toMatch(message);
  });

  it('a malformed action is refused when replayed, naming it', () => {
    const r = good();
    (r.actions as unknown[])[2] = { type: 'play', index: 'zero' };
    const e = thrown(() => replayRecord(readRecord(r)));
    expect(e.action).toBe(2);
    expect(e.message).toMatch(/MALFORMED_ACTION/);
  });
});
