/**
 * The API boundary against hostile input: every refusal has its exact code, a bounded one-line
 * message, and leaves the input as it was (compared with a JSON snapshot taken before).
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction, cloneState, CompileEngineError, createEngine, createGame, defaultEngine, defineProtocol, fromPosition, legalActions,
  OFFICIAL_PROTOCOLS, validateState, viewFor,
} from '../../src/index.js';
import type { Action, ErrorCode, GameState, Position } from '../../src/index.js';
import { stack } from '../../src/testing.js';

const engine = defaultEngine();
const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];
const game = () => createGame({ seed: 'hostile', protocols: PROTOCOLS });
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The error `fn` throws, which must be a CompileEngineError with a bounded one-line message. */
function refusal(fn: () => unknown): CompileEngineError {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof CompileEngineError)) throw e;
    expect(e.message.length).toBeLessThanOrEqual(320);
    expect(e.message).not.toMatch(/[\n\r\u2028\u2029]/);
    return e;
  }
  throw new Error('expected a CompileEngineError');
}

/** A snapshot of a value for comparison (BigInts and functions by their text). */
const snapshot = (v: unknown): string => JSON.stringify(v, (_, x) => (typeof x === 'bigint' || typeof x === 'function' ? `${String(x)}:${typeof x}` : x));

/** Asserts `fn` is refused with `code` and that `input` is unchanged. */
function refusedUnchanged(code: ErrorCode, input: unknown, fn: () => unknown): CompileEngineError {
  const before = snapshot(input);
  const e = refusal(fn);
  expect(e.code).toBe(code);
  expect(snapshot(input)).toBe(before);
  return e;
}

/** A state whose prompt asks for a line a card's text needs, with no pass (found by playing seeded games). */
function withLinePrompt(): GameState {
  for (let g = 0; g < 200; g++) {
    const s = cloneState(createGame({ seed: `no-answer#${g}`, protocols: PROTOCOLS }));
    for (let n = 0; !s.result; n++) {
      if (s.prompt?.kind === 'line' && !s.prompt.optional && s.frames.at(-1)?.k === 'text') return s;
      const actions = engine.legalActions(s);
      engine.applyInPlace(s, actions[(n * 7 + g) % actions.length]!);
    }
  }
  throw new Error('no game of the search reached a line prompt');
}

describe('actions are read once, field by field, into a copy', () => {
  it('a getter that changes its answer cannot turn a checked face-down play face-up: each field is read once', () => {
    const g = game();
    let reads = 0;
    const sly = { type: 'play', index: 0, line: 0, get face() { return reads++ === 0 ? 'down' : 'up'; } };
    const next = applyAction(g, sly as unknown as Action).state;
    expect(reads).toBe(1);
    expect(stack(next, 0, 0)).toEqual([`${g.cards[g.players[0]!.hand[0]!]} down`]);
  });

  it('a getter that returns undefined on a second read cannot push undefined into a stack', () => {
    const g = game();
    let reads = 0;
    const sly = { type: 'play', line: 1, face: 'down', get index() { return reads++ === 0 ? 0 : undefined; } };
    const next = applyAction(g, sly as unknown as Action).state;
    expect(next.players[0]!.stacks[1]).toEqual([g.players[0]!.hand[0]]);
    expect(reads).toBe(1);
  });

  it.each([
    ['a getter that throws', () => ({ type: 'play', index: 0, line: 0, get face(): string { throw new Error('boom'); } })],
    ['a Proxy whose traps throw', () => new Proxy({}, { ownKeys() { throw new Error('no keys'); }, get() { throw new Error('no get'); } })],
    ['a revoked Proxy', () => { const r = Proxy.revocable({ type: 'pass' }, {}); r.revoke(); return r.proxy; }],
  ])('%s: MALFORMED_ACTION', (_, make) => {
    const g = game();
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, make() as unknown as Action));
  });

  it("an action from legalActions is taken as is, but a copy, a proxy or an extended copy of it is read and checked like any other", () => {
    // Issued actions skip the copy (a private mark, state/mark.ts); the mark must not pass on.
    const g = game();
    const issued = legalActions(g)[0]!;
    expect(applyAction(g, issued).state).toEqual(applyAction(g, { ...issued }).state);
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { ...issued, extra: 1 } as unknown as Action));
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, new Proxy(issued, { ownKeys: () => ['type', 'index', 'line', 'face', 'extra'], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true, value: 1 }) })));
    // A frozen action's proxy may not report other values (a proxy invariant): read once, at the boundary.
    const lying = new Proxy(issued, { get: (t, k) => (k === 'index' ? 99 : Reflect.get(t, k)) });
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, lying));
  });

  it('a cyclic action: MALFORMED_ACTION (its extra field), never a serialisation error', () => {
    const g = game();
    const cyclic: Record<string, unknown> = { type: 'hand', index: 0 };
    cyclic.self = cyclic;
    const e = refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, cyclic as unknown as Action));
    expect(e.message).toContain('unknown field "self"');
    const order: unknown[] = ['Fire', 'Water'];
    order.push(order);
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'rearrange', whose: 0, order } as unknown as Action));
  });

  it('a BigInt field: MALFORMED_ACTION naming the value', () => {
    const g = game();
    const e = refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'hand', index: 10n } as unknown as Action));
    expect(e.message).toContain('index must be a whole number ≥ 0, not 10n');
  });

  it('a deeply nested action: MALFORMED_ACTION without walking it', () => {
    const g = game();
    let deep: unknown = { type: 'pass' };
    for (let i = 0; i < 100_000; i++) deep = { deeper: deep };
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, deep as Action));
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'pass', deep } as unknown as Action));
  });

  it('a 10 MB string: ILLEGAL_ACTION with a short message, its new lines escaped', () => {
    const g = game();
    const e = refusedUnchanged('ILLEGAL_ACTION', g, () => applyAction(g, { type: 'draft', protocol: 'Fire\nINJECTED'.repeat(1_200_000) }));
    expect(e.message).toContain('"Fire\\nINJECTED');
    const key = refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'pass', ['x\n'.repeat(5_000_000)]: 1 } as unknown as Action));
    expect(key.message).toContain('unknown field "x\\nx\\n');
  });

  it('extra fields are refused, not ignored', () => {
    const g = game();
    const e = refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'play', index: 0, line: 0, face: 'down', seat: 1 } as unknown as Action));
    expect(e.message).toBe('[MALFORMED_ACTION] play action: unknown field "seat"');
  });

  it.each(['constructor', '__proto__', 'toString', 'teleport', 42, null])('type %s is unknown: MALFORMED_ACTION', (type) => {
    const g = game();
    refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type } as unknown as Action));
  });

  it('missing and wrong fields name the field', () => {
    const g = game();
    expect(refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'play', index: 0, line: 0 } as unknown as Action)).message)
      .toBe('[MALFORMED_ACTION] play action: face must be "up" or "down", not nothing');
    expect(refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, { type: 'card', player: 2, line: 0, index: 0 } as unknown as Action)).message)
      .toContain('player must be 0 or 1, not 2');
  });
});

describe('one rule for actions: accepted only if, read by its own documented fields, it equals a listed action', () => {
  const play = { type: 'play', index: 0, line: 0, face: 'down' } as const;

  it('inherited fields are not read, as for states and configs: an Object.create copy is malformed', () => {
    const g = game();
    expect(legalActions(g)).toContainEqual(play);
    expect(refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, Object.create(play) as Action)).message).toBe('[MALFORMED_ACTION] unknown action type nothing');
    const half = Object.assign(Object.create({ index: 0, face: 'down' }), { type: 'play', line: 0 }) as Action;
    expect(refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, half)).message).toBe('[MALFORMED_ACTION] play action: index must be a whole number ≥ 0, not nothing');
    const sim = cloneState(g);
    refusedUnchanged('MALFORMED_ACTION', sim, () => engine.applyInPlace(sim, Object.create(play) as Action));
  });

  it('a default written out is no listed action: from "hand" is malformed, side of the player\'s own seat illegal', () => {
    const g = game();
    const fromHand = { ...play, from: 'hand' } as unknown as Action;
    expect(refusedUnchanged('MALFORMED_ACTION', g, () => applyAction(g, fromHand)).message).toBe('[MALFORMED_ACTION] play action: from must be "trash" (a play from the hand has no "from"), not "hand"');
    const ownSide = { ...play, side: 0 } as Action;
    expect(refusedUnchanged('ILLEGAL_ACTION', g, () => applyAction(g, ownSide)).message).toBe('[ILLEGAL_ACTION] play (index 0, line 0, face "down", side 0) is not legal now: "side" names the opponent\'s seat only: a play onto seat 0\'s own side has no "side"');
    const sim = cloneState(g);
    refusedUnchanged('ILLEGAL_ACTION', sim, () => engine.applyInPlace(sim, ownSide));
    refusedUnchanged('MALFORMED_ACTION', sim, () => engine.describeAction(sim, fromHand));
    // The listed form itself, as a plain copy, is taken.
    expect(applyAction(g, { ...play }).state.turn).toBe(1);
  });
});

describe('ILLEGAL_ACTION says why, when the reason is public', () => {
  const g = () => fromPosition({ seed: 'why', phase: 'action', players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Light 1', 'Water 2', 'Death 3', 'Fire 4'], stacks: [['Fire 0 down', 'Fire 3'], [], []] },
    { protocols: ['Light', 'Metal', 'Speed'] },
  ] });
  it.each<[string, Action, string]>([
    ['a face-up play in a line of other protocols', { type: 'play', index: 0, line: 1, face: 'up' }, 'protocol mismatch: a face-up play into line 1 needs a "Water" or "Metal" card'],
    ['a hand index out of the hand', { type: 'play', index: 7, line: 0, face: 'down' }, 'seat 0 has no card at hand index 7 (5 cards in hand)'],
    ['a refresh with five cards', { type: 'refresh' }, 'a refresh needs fewer than 5 cards in hand'],
    ['an answer to another prompt', { type: 'card', player: 0, line: 0, index: 0 }, 'seat 0 must answer an "action" prompt, answered by play or refresh'],
    ['a decline where none is offered', { type: 'pass' }, 'seat 0 must answer an "action" prompt, which cannot be declined'],
  ])('%s', (_, action, why) => {
    const state = g();
    expect(refusedUnchanged('ILLEGAL_ACTION', state, () => applyAction(state, action)).message).toContain(`is not legal now: ${why}`);
  });

  it('a covered card, and a card that is not there', () => {
    const state = fromPosition({ seed: 'why', phase: 'action', players: [
      { protocols: ['Hate', 'Water', 'Death'], hand: ['Hate 0'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 1 down', 'Light 3'], [], []] },
    ] });
    const asked = applyAction(state, { type: 'play', index: 0, line: 0, face: 'up' }).state; // Hate 0: "Delete 1 card." — uncovered only
    expect(asked.prompt?.kind).toBe('card');
    expect(refusedUnchanged('ILLEGAL_ACTION', asked, () => applyAction(asked, { type: 'card', player: 1, line: 0, index: 0 })).message)
      .toContain("the card at index 0 of seat 1's stack in line 0 is covered");
    expect(refusedUnchanged('ILLEGAL_ACTION', asked, () => applyAction(asked, { type: 'card', player: 1, line: 2, index: 0 })).message)
      .toContain("there is no card at index 0 of seat 1's stack in line 2 (0 cards)");
    expect(refusedUnchanged('ILLEGAL_ACTION', asked, () => applyAction(asked, { type: 'line', line: 1 })).message)
      .toContain('seat 0 must answer a "card" prompt, answered by card');
  });
});

/** A JSON state broken in one way. */
function broken(change: (s: GameState & Record<string, unknown>) => void): GameState {
  const s = json(game()) as GameState & Record<string, unknown>;
  change(s);
  return s;
}

describe('corrupt states: INVALID_STATE from every entry point, nothing changed', () => {
  const cases: [string, (s: GameState & Record<string, unknown>) => void, RegExp][] = [
    ['a missing rng', (s) => { delete (s as Partial<GameState>).rng; }, /has no "rng"/],
    ['an rng of three words', (s) => { s.rng = [1, 2, 3]; }, /four 32-bit words/],
    ['an rng word out of range', (s) => { s.rng[0] = 2 ** 32; }, /rng\[0\]/],
    ['a duplicated card', (s) => { s.players[0]!.hand.push(s.players[0]!.hand[0]!); }, /is in two places: seat 0's hand and seat 0's hand/],
    ['a card in two zones', (s) => { s.players[1]!.trash.push(s.players[0]!.deck[0]!); }, /is in two places: seat 0's deck and seat 1's trash/],
    ['a card nowhere', (s) => { s.players[0]!.deck.pop(); }, /is nowhere/],
    ['a card id "constructor"', (s) => { s.cards[0] = 'constructor'; }, /knows no card "constructor"/],
    ['a card id "__proto__"', (s) => { s.cards[0] = '__proto__'; }, /knows no card "__proto__"/],
    ['a card number out of the table', (s) => { s.players[0]!.hand[0] = 36; }, /there is no card 36/],
    ['prompt.player 2', (s) => { (s.prompt as { player: number }).player = 2; }, /prompt\.player must be one of 0, 1/],
    ['three compiled protocols without a result', (s) => { for (const p of s.players[1]!.protocols) p.compiled = true; }, /compiled three protocols, but the game has no result/],
    ['a result while a prompt waits', (s) => { s.result = { winner: 0, reason: 'compiled' }; s.phase = 'over'; }, /waits for nothing/],
    ['format 1', (s) => { s.format = 1 as 2; }, /format 1 is not supported/],
    ['a format that is an object with its own toString', (s) => { s.format = { toString: 5, valueOf: 'x' } as never; }, /format an object is not supported/],
    ['an unknown top-level field', (s) => { s.extra = true; }, /unknown field "extra"/],
    ['a short up list', (s) => { s.up.pop(); }, /one entry per card/],
    ['a prompt of an unknown kind', (s) => { (s.prompt as { kind: string }).kind = 'teleport'; }, /prompt\.kind must be one of/],
    ['a frame of an unknown kind', (s) => { s.frames.push({ k: 'teleport' } as never); }, /frames\[0\]\.k must be one of/],
    ['a committed card also in a hand', (s) => { s.frames.push({ k: 'arrive', card: s.players[0]!.hand[0]!, player: 0, zone: 'trash' }); }, /in two places/],
    ['a card prompt without a frame to answer it', (s) => { s.prompt = { kind: 'card', player: 0, cards: [], optional: false, text: 'x' }; }, /needs a pending text or each frame/],
    ['an action prompt for the other seat', (s) => { s.prompt = { kind: 'action', player: 1 }; }, /for the player whose turn it is/],
    ['a draft pool during play', (s) => { s.draft = { pool: ['Love'], picks: [0], first: 0 }; }, /draft is in progress exactly when/],
    ['a protocol twice', (s) => { s.players[1]!.protocols[0]!.name = 'Fire'; }, /six different names/],
    ['a card table of other protocols', (s) => { s.cards[0] = 'Love 1'; }, /every card of the six protocols/],
    ['a control holder in a game without control', (s) => { s.useControl = false; s.control = 0; }, /without it/],
    ['a ban naming no card', (s) => { s.noCompile = [{ player: 1, turn: 2, card: 99 }]; }, /there is no card 99/],
    ['a turn number past the limit', (s) => { s.turnNumber = 501; }, /turnNumber/],
  ];

  it.each(cases)('%s', (_, change, message) => {
    const s = broken(change);
    const e = refusedUnchanged('INVALID_STATE', s, () => validateState(s));
    expect(e.message).toMatch(message);
    refusedUnchanged('INVALID_STATE', s, () => legalActions(s));
    refusedUnchanged('INVALID_STATE', s, () => applyAction(s, { type: 'refresh' }));
    refusedUnchanged('INVALID_STATE', s, () => engine.applyInPlace(s, { type: 'refresh' }));
    refusedUnchanged('INVALID_STATE', s, () => viewFor(s, 0));
    // cloneState serves every engine, so it checks all but the card definitions; applyInPlace checks those.
    let clone: GameState | null = null;
    try {
      clone = cloneState(s);
    } catch (e) {
      expect((e as CompileEngineError).code).toBe('INVALID_STATE');
    }
    if (clone) refusedUnchanged('INVALID_STATE', clone, () => engine.applyInPlace(clone!, { type: 'refresh' }));
  });

  it('not a state at all', () => {
    for (const junk of [null, 7, 'state', [], {}, { format: 2 }]) expect(refusal(() => legalActions(junk as unknown as GameState)).code).toBe('INVALID_STATE');
  });

  it('a cyclic or deeply nested state: INVALID_STATE, never a stack overflow', () => {
    const s = json(game()) as unknown as Record<string, unknown>;
    (s.frames as unknown[]).push(s);
    expect(refusal(() => legalActions(s as unknown as GameState)).code).toBe('INVALID_STATE');
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusal(() => legalActions({ ...json(game()), frames: deep } as unknown as GameState)).code).toBe('INVALID_STATE');
  });

  it("the engine's trust in a state it made does not pass to a copy, a spread or a proxy of it", () => {
    // The engine trusts its own states unchecked (state/trust.ts); anything else is checked. A
    // broken copy of a trusted state must therefore be refused, however it was made.
    const g = game();
    const brokenHand = [...g.players[0]!.hand, g.players[0]!.hand[0]!]; // a card twice
    const brokenSeat = { ...g.players[0]!, hand: brokenHand };
    const copies: unknown[] = [
      { ...structuredClone(g), players: [brokenSeat, g.players[1]] },
      { ...g, players: [brokenSeat, g.players[1]] },
      new Proxy(g, { get: (t, k) => (k === 'players' ? [brokenSeat, t.players[1]] : Reflect.get(t, k)) }),
    ];
    for (const copy of copies) {
      expect(refusal(() => legalActions(copy as GameState)).code).toBe('INVALID_STATE');
      expect(refusal(() => engine.applyInPlace(copy as GameState, { type: 'refresh' })).code).toBe('INVALID_STATE');
    }
    // And an intact copy is accepted (checked, then played on).
    expect(legalActions(structuredClone(g))).toEqual(legalActions(g));
  });

  it('a prompt that offers no legal answer: refused on every call, also once cloneState took it in (its card table is kept only once the whole check passed)', () => {
    const s = json(withLinePrompt()) as GameState & { prompt: { lines: number[]; optional: boolean } };
    s.prompt.lines = [];
    expect(refusedUnchanged('INVALID_STATE', s, () => validateState(s)).message).toMatch(/offers no legal answer/);
    for (let call = 0; call < 2; call++) refusedUnchanged('INVALID_STATE', s, () => legalActions(s));
    // cloneState checks all but the card definitions and the answers, which need an engine: the
    // engine's first call checks the rest, and so must its second.
    const clone = cloneState(s);
    for (let call = 0; call < 2; call++) {
      expect(refusedUnchanged('INVALID_STATE', clone, () => engine.legalActions(clone)).message).toMatch(/offers no legal answer/);
      refusedUnchanged('INVALID_STATE', clone, () => engine.applyInPlace(clone, { type: 'line', line: 0 }));
      refusedUnchanged('INVALID_STATE', clone, () => engine.viewFor(clone, 1));
    }
  });

  it('a state with a getter is read once and copied: the copy is what plays on', () => {
    const s = json(game()) as unknown as Record<string, unknown>;
    let reads = 0;
    const turn = s.turn;
    Object.defineProperty(s, 'turn', { enumerable: true, get: () => (reads++ === 0 ? turn : 'garbage') });
    const action = legalActions(json(game()))[0]!;
    const next = applyAction(s as unknown as GameState, action).state;
    expect(reads).toBe(1);
    expect(next).toEqual(applyAction(json(game()), action).state);
  });
});

describe('the freezing contract', () => {
  const isDeepFrozen = (v: unknown): boolean => v === null || typeof v !== 'object' || (Object.isFrozen(v) && Object.values(v).every(isDeepFrozen));

  it('createGame, fromPosition and applyAction return deeply frozen states', () => {
    const g = game();
    expect(isDeepFrozen(g)).toBe(true);
    expect(isDeepFrozen(fromPosition({ seed: 1, players: [{ protocols: PROTOCOLS[0] }, { protocols: PROTOCOLS[1] }] }))).toBe(true);
    expect(isDeepFrozen(applyAction(g, legalActions(g)[0]!).state)).toBe(true);
  });

  it('a parsed state given to applyAction is neither frozen nor changed; the result is deeply frozen all the same', () => {
    const parsed = json(game());
    const before = JSON.stringify(parsed);
    const next = applyAction(parsed, legalActions(parsed)[0]!).state;
    expect(JSON.stringify(parsed)).toBe(before);
    expect(Object.isFrozen(parsed) || Object.isFrozen(parsed.players[1]!.hand) || Object.isFrozen(parsed.rng)).toBe(false);
    expect(isDeepFrozen(next)).toBe(true);
  });

  it('a cloned state given to applyAction stays unfrozen, so the simulation path can go on with it', () => {
    const clone = cloneState(game());
    applyAction(clone, legalActions(clone)[0]!);
    expect(Object.isFrozen(clone.players[1]!.hand)).toBe(false);
    expect(() => engine.applyInPlace(clone, legalActions(clone)[0]!)).not.toThrow();
  });

  it('applyInPlace refuses a frozen state with FROZEN_STATE before changing anything', () => {
    const g = game();
    refusedUnchanged('FROZEN_STATE', g, () => engine.applyInPlace(g, legalActions(g)[0]!));
    const next = applyAction(g, legalActions(g)[0]!).state;
    refusedUnchanged('FROZEN_STATE', next, () => engine.applyInPlace(next, legalActions(next)[0]!));
    const partly = json(g);
    Object.freeze(partly.players[1]!.deck);
    const e = refusedUnchanged('FROZEN_STATE', partly, () => engine.applyInPlace(partly, legalActions(partly)[0]!));
    expect(e.message).toContain('state.players[1].deck is frozen');
  });

  it('a cloned state that other code froze afterwards: INVALID_STATE (a typed error, never a bare TypeError)', () => {
    const s = cloneState(createGame({ seed: 'tampered', protocols: PROTOCOLS }));
    engine.legalActions(s); // accepted and trusted from here on
    Object.freeze(s.players[0]!.hand);
    const play = legalActions(s).find((a) => a.type === 'play')!;
    const e = refusal(() => engine.applyInPlace(s, play));
    expect(e.code).toBe('INVALID_STATE');
    expect(e.message).toContain('changed outside the engine');
  });

  it('a trusted state that other code broke afterwards: legalActions, viewFor, cloneState and applyAction say INVALID_STATE too', () => {
    const s = cloneState(createGame({ seed: 'broken', protocols: PROTOCOLS }));
    engine.legalActions(s); // accepted and trusted from here on
    (s.players[0] as { hand: unknown }).hand = null;
    for (const read of [() => engine.legalActions(s), () => engine.viewFor(s, 0), () => cloneState(s)]) {
      const e = refusal(read);
      expect(e.code).toBe('INVALID_STATE');
      expect(e.message).toContain('changed outside the engine');
    }
    // And applyAction, which copies such a state before it plays on it.
    const t = cloneState(createGame({ seed: 'broken', protocols: PROTOCOLS }));
    const play = engine.legalActions(t).find((a) => a.type === 'play')!;
    (t.players[1] as { deck: unknown }).deck = null;
    const e = refusal(() => engine.applyAction(t, play));
    expect(e.code).toBe('INVALID_STATE');
    expect(e.message).toContain('changed outside the engine');
  });

  it('applyInPlace refuses a getter or a read-only field, before changing anything (the rules write the phase and the turn)', () => {
    const g = createGame({ seed: 'accessor', protocols: PROTOCOLS });
    for (const [key, descriptor, how] of [
      ['phase', (v: unknown) => ({ get: () => v, enumerable: true, configurable: true }), 'is a getter or setter'],
      ['turn', (v: unknown) => ({ value: v, writable: false, enumerable: true, configurable: true }), 'is read-only'],
    ] as const) {
      const s = json(g);
      Object.defineProperty(s, key, descriptor(s[key]));
      const play = legalActions(s).find((a) => a.type === 'play')!;
      const e = refusedUnchanged('FROZEN_STATE', s, () => engine.applyInPlace(s, play));
      expect(e.message).toContain(`state.${key} ${how}`);
    }
  });

  it('applyInPlace refuses a sealed or non-extensible part too, before changing anything (a hand that cannot shrink would stop a play half-way)', () => {
    const g = createGame({ seed: 'sealed', protocols: PROTOCOLS });
    for (const [lock, how] of [[Object.seal, 'sealed'], [Object.preventExtensions, 'not extensible']] as const) {
      const s = json(g);
      lock(s.players[0]!.hand);
      const play = legalActions(s).find((a) => a.type === 'play')!;
      const e = refusedUnchanged('FROZEN_STATE', s, () => engine.applyInPlace(s, play));
      expect(e.message).toContain(`state.players[0].hand is ${how}`);
    }
  });

  it('cloneState gives an unfrozen copy (the card table aside, which no rule writes) that applyInPlace plays on', () => {
    const g = game();
    const c = cloneState(g);
    expect(Object.isFrozen(c) || Object.isFrozen(c.players[0]!.hand) || Object.isFrozen(c.up)).toBe(false);
    const events = engine.applyInPlace(c, legalActions(c)[0]!);
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(c)).toBe(JSON.stringify(applyAction(g, legalActions(g)[0]!).state));
  });

  it('the card library is deeply frozen', async () => {
    const { MAIN_1, AUX_1 } = await import('../../src/index.js');
    for (const lib of [OFFICIAL_PROTOCOLS, MAIN_1, AUX_1, engine.protocols, engine.cards]) expect(isDeepFrozen(lib)).toBe(true);
    expect(() => { (engine.cards['Fire 1'] as { value: number }).value = 9; }).toThrow(TypeError);
    expect(engine.cards.constructor).toBeUndefined();
  });
});

describe('the acting seat', () => {
  it('a seat that is not to act gets NOT_YOUR_TURN, whatever it sends', () => {
    const g = game();
    for (const a of [legalActions(g)[0]!, { type: 'play', index: 4, line: 2, face: 'up' }, { type: 'nonsense' }] as Action[]) {
      refusedUnchanged('NOT_YOUR_TURN', g, () => applyAction(g, a, { seat: 1 }));
    }
    const c = cloneState(g);
    refusedUnchanged('NOT_YOUR_TURN', c, () => engine.applyInPlace(c, legalActions(c)[0]!, { seat: 1 }));
    expect(() => applyAction(g, legalActions(g)[0]!, { seat: 0 })).not.toThrow();
  });

  it('a seat that is no seat gets INVALID_SEAT; unknown options and an events that is no boolean INVALID_CONFIG', () => {
    const g = game();
    for (const seat of [2, -1, '0', null, 'spectator']) refusedUnchanged('INVALID_SEAT', g, () => applyAction(g, legalActions(g)[0]!, { seat } as never));
    refusedUnchanged('INVALID_CONFIG', g, () => applyAction(g, legalActions(g)[0]!, { player: 0 } as never));
    for (const events of ['no', 0, null]) refusedUnchanged('INVALID_CONFIG', g, () => applyAction(g, legalActions(g)[0]!, { events } as never));
    const c = cloneState(g);
    refusedUnchanged('INVALID_CONFIG', c, () => engine.applyInPlace(c, legalActions(c)[0]!, { events: 'no' } as never));
    for (const seat of [2, 'P1', null, undefined]) refusedUnchanged('INVALID_SEAT', g, () => viewFor(g, seat as never));
  });

  it('options are read as they are at each call: a frozen object once, a mutable one every time', () => {
    const g = game();
    const a = legalActions(g)[0]!;
    const quiet = Object.freeze({ events: false });
    expect(applyAction(g, a, quiet).events).toEqual([]);
    expect(applyAction(g, a, quiet).events).toEqual([]); // recognised, still quiet
    expect(applyAction(g, a, Object.freeze({ events: true })).events.length).toBeGreaterThan(0);
    const changing: { events: boolean; seat?: 0 | 1 } = { events: false };
    expect(applyAction(g, a, changing).events).toEqual([]);
    changing.events = true;
    expect(applyAction(g, a, changing).events.length).toBeGreaterThan(0);
    changing.seat = 1;
    refusedUnchanged('NOT_YOUR_TURN', g, () => applyAction(g, a, changing));
    // A getter could answer differently next time: such a frozen object is never taken as constant.
    let calls = 0;
    const getter = Object.freeze(Object.defineProperty({}, 'events', { enumerable: true, get: () => calls++ === 0 ? false : 'no' }));
    expect(applyAction(g, a, getter as never).events).toEqual([]);
    refusedUnchanged('INVALID_CONFIG', g, () => applyAction(g, a, getter as never));
    // A refused frozen object is not remembered either: it is refused again.
    const bad = Object.freeze({ events: 'no' });
    for (let i = 0; i < 2; i++) refusedUnchanged('INVALID_CONFIG', g, () => applyAction(g, a, bad as never));
  });
});

describe('what is not plain data is named by its path', () => {
  // The path is spelt out only when a copy fails (`state/copy.ts`): these pin down what it says.
  const cases: [string, (s: Record<string, any>) => void, string][] = [
    ['a number that is not finite', (s) => { s.players[0].hand[2] = NaN; }, 'players[0].hand[2]: NaN is not a finite number'],
    ['a hole in a list', (s) => { s.players[1].deck = [, 1]; }, 'players[1].deck[0]: a hole in a list'],
    ['a key "__proto__"', (s) => { s.players[0].protocols[1] = JSON.parse('{"__proto__": 1}'); }, 'players[0].protocols[1]: the key "__proto__" is not allowed'],
    ['a value missing', (s) => { s.turn = undefined; }, 'turn: a value is missing (undefined)'],
  ];
  it.each(cases)('%s', (_, change, path) => {
    const s = json(game()) as unknown as Record<string, any>;
    change(s);
    expect(refusedUnchanged('INVALID_STATE', s, () => validateState(s as unknown as GameState)).message).toBe(`[INVALID_STATE] the state is not plain data: ${path}`);
  });

  it('a state that is no JSON at all: "(top)"', () => {
    expect(refusal(() => validateState((() => 1) as unknown as GameState)).message).toBe('[INVALID_STATE] the state is not plain data: (top): a function is not JSON');
  });

  it('a getter or a Proxy trap that throws: the path of the value whose read threw', () => {
    const thrower = () => { throw new Error('no'); };
    const changes: [(s: Record<string, any>) => void, string][] = [
      [(s) => Object.defineProperty(s.players, 0, { enumerable: true, get: thrower }), 'players[0]'],
      [(s) => Object.defineProperty(s.players[1], 'hand', { enumerable: true, get: thrower }), 'players[1].hand'],
      [(s) => { s.players[0].stacks = new Proxy([], { ownKeys: thrower, has: thrower, get: thrower }); }, 'players[0].stacks'],
      [(s) => { s.rng = new Proxy({}, { ownKeys: thrower }); }, 'rng'],
    ];
    for (const [change, path] of changes) {
      const s = json(game()) as unknown as Record<string, any>;
      change(s);
      expect(refusal(() => validateState(s as unknown as GameState)).message).toBe(`[INVALID_STATE] the state is not plain data: ${path}: could not be read`);
    }
    const top = new Proxy({}, { getPrototypeOf: thrower });
    expect(refusal(() => validateState(top as unknown as GameState)).message).toBe('[INVALID_STATE] the state is not plain data: (top): could not be read');
  });

  it("card data: under the card's id, from the protocol's place in the list", () => {
    const fire = structuredClone(OFFICIAL_PROTOCOLS.find((p) => p.name === 'Fire')!) as unknown as { cards: Record<string, unknown>[] };
    fire.cards[1]!.value = Infinity;
    const e = refusal(() => createEngine({ protocols: [OFFICIAL_PROTOCOLS[0]!, fire as never] }));
    expect(e.code).toBe('INVALID_CARD_DATA');
    expect(e.message).toBe(`[INVALID_CARD_DATA] ${(fire.cards[1] as { id: string }).id}.value: not JSON: Infinity is not a finite number`);
  });
});

describe('strict configs', () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a misspelt setting', { seed: 1, protocol: PROTOCOLS }, /unknown field "protocol"/],
    ['a draft pool with protocols', { seed: 1, protocols: PROTOCOLS, draftPool: ['Fire'] }, /cannot come with protocols/],
    ['useControl "no"', { seed: 1, useControl: 'no' }, /useControl must be true or false/],
    ['control "no" (useControl\'s old name)', { seed: 1, control: 'no' }, /control must be true or false/],
    ['useControl with its old name control', { seed: 1, useControl: false, control: false }, /give useControl only: control is its old name/],
    ['first 2', { seed: 1, first: 2 }, /first must be one of 0, 1/],
    ['a fractional turn limit', { seed: 1, maxTurns: 1.5 }, /maxTurns/],
    ['no sets', { seed: 1, sets: [] }, /non-empty/],
    ['an unknown set', { seed: 1, sets: ['Main 9'] }, /unknown set "Main 9"/],
    ['protocols of two', { seed: 1, protocols: [['Fire', 'Water'], ['Light', 'Metal', 'Speed']] }, /two lists of three/],
    ['an unknown protocol with a new line', { seed: 1, protocols: [['Fire', 'Water', 'Nope\nInjected'], ['Light', 'Metal', 'Speed']] }, /unknown protocol "Nope\\nInjected"/],
    ['no seed', { protocols: PROTOCOLS }, /has no "seed"/],
    ['a NaN seed', { seed: NaN }, /not plain data/],
    ['a BigInt seed', { seed: 10n }, /not plain data/],
    ['a function', { seed: 1, useControl: () => true }, /not plain data/],
  ])('%s: INVALID_CONFIG', (_, config, message) => {
    expect(refusedUnchanged('INVALID_CONFIG', config, () => createGame(config as never)).message).toMatch(message);
  });

  it('createEngine: a misspelt option is INVALID_CONFIG; op names never reach inherited properties', () => {
    refusedUnchanged('INVALID_CONFIG', { protocol: [] }, () => createEngine({ protocol: [] } as never));
    const inherited = defineProtocol({ name: 'Test', set: 'Fan', cards: [{ value: 1, middle: { text: 'Do it.', run: [{ op: 'constructor' }] } }] });
    expect(refusedUnchanged('INVALID_CARD_DATA', inherited, () => createEngine({ protocols: [inherited] })).message).toContain('unknown handler "constructor"');
  });

  it('createEngine keeps frozen copies of the card data it is given, leaving the caller\'s objects as they were', () => {
    const mine = defineProtocol({ name: 'Test', set: 'Fan', cards: [0, 1, 2, 3, 4, 5].map((value) => ({ value, middle: { text: 'Draw 1 card.', run: [{ op: 'draw', n: 1 }] } })) });
    const custom = createEngine({ protocols: [mine, ...OFFICIAL_PROTOCOLS] });
    expect(Object.isFrozen(mine.cards[0])).toBe(false);
    expect(Object.isFrozen(custom.cards['Test 0']!.middle!.run)).toBe(true);
    (mine.cards[0]!.middle!.run![0] as { n: number }).n = 6; // the running engine does not see it
    expect((custom.cards['Test 0']!.middle!.run![0] as { n: number }).n).toBe(1);
  });

  it('optional settings given as undefined count as absent', () => {
    expect(createGame({ seed: 1, protocols: PROTOCOLS, maxTurns: undefined, first: undefined }).maxTurns).toBe(500);
  });
});

describe('strict positions', () => {
  const base = (): Position => ({ seed: 1, players: [{ protocols: ['Fire', 'Water', 'Death'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
  it.each<[string, (p: Record<string, any>) => void, RegExp]>([
    ['useControl "no"', (p) => { p.useControl = 'no'; }, /useControl must be true or false/],
    ['control "no" (useControl\'s old name)', (p) => { p.control = 'no'; }, /control must be true or false/],
    ['useControl with its old name control', (p) => { p.useControl = true; p.control = true; }, /give useControl only/],
    ['unplaced "nowhere"', (p) => { p.unplaced = 'nowhere'; }, /unplaced must be one of "deck", "trash", "absent"/],
    ['face "sideways"', (p) => { p.players[0].stacks = [[{ card: 'Fire 1', face: 'sideways' }], [], []]; }, /face must be one of "up", "down"/],
    ['an unknown field', (p) => { p.phases = 'action'; }, /unknown field "phases"/],
    ['an unknown seat field', (p) => { p.players[1].hands = []; }, /seat 1 has an unknown field "hands"/],
    ['compiled "yes"', (p) => { p.players[0].protocols[0] = { name: 'Fire', compiled: 'yes' }; }, /compiled must be true or false/],
    ['a phase that does not exist', (p) => { p.phase = 'over'; }, /phase must be one of/],
    ['a compile this turn, before Check Compile', (p) => { p.phase = 'start'; p.compiledThisTurn = true; }, /compiledThisTurn needs a phase after Check Compile/],
    ['a turn past the limit', (p) => { p.turnNumber = 10; p.maxTurns = 5; }, /past maxTurns/],
    ['a control holder without the component', (p) => { p.useControl = false; p.controlHolder = 1; }, /without it \(useControl: false\)/],
    ['a control holder without the component (old name)', (p) => { p.control = false; p.controlHolder = 1; }, /without it/],
    ['a ban by a card not in the game', (p) => { p.noCompile = [{ player: 1, card: 'Love 1' }]; }, /not a card of this game/],
    ['an absent card listed twice', (p) => { p.players[0].absent = ['Fire 1']; p.players[0].hand = ['Fire 1']; }, /placed twice/],
    ['a card id with a new line', (p) => { p.players[0].hand = ['Fire 1\n[GAME_OVER] you lost']; }, /unknown card "Fire 1\\n\[GAME_OVER\]/],
    ['turn 2', (p) => { p.turn = 2; }, /turn must be one of 0, 1/],
  ])('%s: INVALID_POSITION', (_, change, message) => {
    const p = base() as unknown as Record<string, any>;
    change(p);
    expect(refusedUnchanged('INVALID_POSITION', p, () => fromPosition(p as Position)).message).toMatch(message);
  });
});
