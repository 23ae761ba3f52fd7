/**
 * Endings outside the rules of play: a resignation (any seat, at any moment) and a loss on time
 * (declared by whoever keeps the clock), through the public API, in records and replays.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction, CompileEngineError, createGame, describeAction, describeEvent, eventsFor, legalActions, recordGame,
  replayRecord, resign, timeOut, validateState, viewFor,
} from '../../src/index.js';
import type { Action, GameState, PlayerId } from '../../src/index.js';

const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];
const json = (v: unknown) => JSON.stringify(v);

/** Plays `n` decisions, always the first listed one. */
function playFirst(g: GameState, n: number): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < n && !g.result; i++) {
    const a = legalActions(g)[0]!;
    actions.push(a);
    g = applyAction(g, a).state;
  }
  return { state: g, actions };
}

/** The refusal's code, or `null` when `fn` did not throw. */
function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof CompileEngineError) return e.code;
    throw e;
  }
}

describe('resigning', () => {
  it('the seat to decide resigns: the other seat wins, announced to both seats', () => {
    const g = createGame({ seed: 7, protocols: PROTOCOLS });
    const { state, events } = resign(g, 0);
    expect(state.result).toEqual({ winner: 1, reason: 'resigned' });
    expect(state.phase).toBe('over');
    expect(state.prompt).toBeNull();
    for (const seat of [0, 1] as const) expect(eventsFor(events, seat)).toEqual([{ type: 'gameOver', result: { winner: 1, reason: 'resigned' } }]);
    expect(describeEvent(events[0]!)).toBe('seat 1 wins (the opponent resigned)');
    expect(viewFor(state, 'spectator').result).toEqual({ winner: 1, reason: 'resigned' });
    expect(legalActions(state)).toEqual([]);
  });

  it('a seat resigns while the opponent decides, by the seat option as a server passes it', () => {
    const g = createGame({ seed: 7, protocols: PROTOCOLS });
    expect(g.prompt?.player).toBe(0);
    const { state } = applyAction(g, { type: 'resign', player: 1 }, { seat: 1 });
    expect(state.result).toEqual({ winner: 0, reason: 'resigned' });
    expect(resign(g, 1).state.result).toEqual({ winner: 0, reason: 'resigned' });
  });

  it('a seat cannot resign for the other, nor send anything else off its turn; nothing changes', () => {
    const g = createGame({ seed: 7, protocols: PROTOCOLS });
    const before = json(g);
    expect(codeOf(() => applyAction(g, { type: 'resign', player: 0 }, { seat: 1 }))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => applyAction(g, legalActions(g)[0]!, { seat: 1 }))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => applyAction(g, { type: 'resign', player: 7 } as never, { seat: 1 }))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => applyAction(g, { type: 'resign', player: 1, why: 'tired' } as never, { seat: 0 }))).toBe('MALFORMED_ACTION');
    expect(codeOf(() => resign(g, 2 as PlayerId))).toBe('INVALID_SEAT');
    expect(json(g)).toBe(before);
  });

  it('in the middle of the draft: the table is never dealt, and the state is a valid, finished game', () => {
    let g = createGame({ seed: 3, sets: ['Main 1'] });
    g = applyAction(g, legalActions(g)[0]!).state;
    const { state } = resign(g, 0);
    expect(state.result).toEqual({ winner: 1, reason: 'resigned' });
    expect(state.draft).toBeNull();
    expect(() => validateState(JSON.parse(json(state)))).not.toThrow();
    expect(viewFor(state, 1).result).toEqual({ winner: 1, reason: 'resigned' });
  });

  it('in the middle of an effect, cards on their way land where they were going (every card stays in one place)', () => {
    // Walk a seeded game until a prompt inside an effect (not the action phase's own choice) is up.
    let g = createGame({ seed: 11, protocols: PROTOCOLS });
    for (let i = 0; i < 2000 && !(g.frames.length > 0 && g.prompt); i++) {
      if (g.result) g = createGame({ seed: 11 + i, protocols: PROTOCOLS });
      const legal = legalActions(g);
      g = applyAction(g, legal[(i * 7) % legal.length]!).state;
    }
    expect(g.frames.length).toBeGreaterThan(0);
    const { state } = resign(g, g.prompt!.player);
    expect(state.frames).toEqual([]);
    expect(() => validateState(JSON.parse(json(state)))).not.toThrow();
  });

  it('reads as an action of its own, never listed among the decisions', () => {
    const g = createGame({ seed: 7, protocols: PROTOCOLS });
    expect(describeAction(g, { type: 'resign', player: 1 })).toBe('Seat 1 resigns');
    expect(describeAction(g, { type: 'timeout', player: 0 })).toBe('Seat 0 loses on time');
    const seen = new Set<string>();
    let h = g;
    for (let i = 0; i < 300 && !h.result; i++) {
      const legal = legalActions(h);
      for (const a of legal) seen.add(a.type);
      h = applyAction(h, legal[i % legal.length]!).state;
    }
    expect(seen.has('resign') || seen.has('timeout')).toBe(false);
    expect(seen.size).toBeGreaterThan(2);
  });

  it('after the end, nothing more is accepted', () => {
    const over = resign(createGame({ seed: 7, protocols: PROTOCOLS }), 0).state;
    expect(codeOf(() => resign(over, 1))).toBe('GAME_OVER');
    expect(codeOf(() => timeOut(over, 1))).toBe('GAME_OVER');
  });
});

describe('losing on time', () => {
  it('declared without a seat, at any moment, for either seat', () => {
    const g = playFirst(createGame({ seed: 5, protocols: PROTOCOLS }), 9).state;
    expect(timeOut(g, 0).state.result).toEqual({ winner: 1, reason: 'timeout' });
    expect(timeOut(g, 1).state.result).toEqual({ winner: 0, reason: 'timeout' });
    expect(describeEvent(timeOut(g, 1).events[0]!)).toBe('seat 0 wins (the opponent lost on time)');
  });

  it('a seat cannot declare it, for itself or the opponent', () => {
    const g = createGame({ seed: 7, protocols: PROTOCOLS });
    const before = json(g);
    expect(codeOf(() => applyAction(g, { type: 'timeout', player: 1 }, { seat: 0 }))).toBe('ILLEGAL_ACTION');
    expect(codeOf(() => applyAction(g, { type: 'timeout', player: 0 }, { seat: 1 }))).toBe('ILLEGAL_ACTION');
    expect(json(g)).toBe(before);
  });
});

describe('records carry the endings', () => {
  it.each([['resign', 'resigned'], ['timeout', 'timeout']] as const)('a game ended by %s replays to the same state and events', (type, reason) => {
    const config = { seed: 21, protocols: PROTOCOLS };
    const { state, actions } = playFirst(createGame(config), 25);
    const ending: Action = { type, player: 1 };
    const ended = applyAction(state, ending).state;
    const record = recordGame(config, [...actions, ending], { events: true });
    expect(record.actions.at(-1)).toEqual(ending);
    const steps: PlayerId[] = [];
    const replayed = replayRecord(JSON.parse(json(record)), { onStep: (s) => steps.push(s.seat) });
    expect(json(replayed.state)).toBe(json(ended));
    expect(replayed.state.result).toEqual({ winner: 0, reason });
    expect(steps.at(-1)).toBe(1);
  });

  it('an action after the ending makes the record refused, naming it', () => {
    const config = { seed: 21, protocols: PROTOCOLS };
    const first = legalActions(createGame(config))[0]!;
    expect(() => recordGame(config, [{ type: 'resign', player: 0 }, first])).toThrow(/action 1 of 2/);
  });
});
