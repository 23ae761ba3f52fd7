/**
 * Seeded properties of the API boundary:
 * - arbitrary values (fc.jsonValue, fc.anything, and real states, configs and positions with one
 *   part replaced by an arbitrary value) as actions, states, configs, positions, seats and options,
 *   into every public function: nothing but a CompileEngineError ever escapes;
 * - every state the engine makes passes validateState, and so does its JSON copy;
 * - the messages a seat gets back never name a card hidden from that seat;
 * - applyInPlace on a state with one part locked (frozen, sealed, non-extensible, a getter, a
 *   read-only field) refuses it unchanged, or, if it trusted the state before the lock, fails
 *   only with a typed error.
 * Failures print fast-check's seed and path; PROPERTY_SEED (and PROPERTY_PATH) replay them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction, cloneState, CompileEngineError, createGame, createGameWithEvents, currentPlayer, defaultEngine, fromPosition,
  fromPositionWithEvents, legalActions, OFFICIAL_PROTOCOLS, validateState, viewFor,
} from '../../src/index.js';
import type { Action, GameState, PlayerId, Position } from '../../src/index.js';
import { ACTION_FIELDS } from '../../src/rules/shape.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;
const settings = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true, ...(PATH ? { path: PATH } : {}) });
const engine = defaultEngine();
const names = OFFICIAL_PROTOCOLS.map((p) => p.name);
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Runs `fn`; anything thrown must be a CompileEngineError. Returns whether it returned normally. */
function onlyTypedErrors(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (e) {
    if (!(e instanceof CompileEngineError)) throw new Error(`a ${(e as Error)?.constructor?.name ?? typeof e} escaped: ${String((e as Error)?.message ?? e)}`);
    return false;
  }
}

/** Every (container, key) inside a JSON value, for replacing one part of it. */
function places(v: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []): typeof out {
  if (Array.isArray(v)) v.forEach((x, i) => { out.push([v, i]); places(x, out); });
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { out.push([v as Record<string, unknown>, k]); places(x, out); }
  return out;
}

/** A copy of `value` with the part at `pick` (an index into its places) replaced by `by`, or deleted. */
function withOnePart<T>(value: T, pick: number, by: unknown, remove: boolean): T {
  const copy = json(value);
  const all = places(copy);
  if (all.length === 0) return copy;
  const [container, key] = all[pick % all.length]!;
  if (remove && !Array.isArray(container)) delete (container as Record<string, unknown>)[key as string];
  else (container as Record<string | number, unknown>)[key] = by;
  return copy;
}

const anything = fc.anything({
  maxDepth: 3, withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true,
  withNullPrototype: true, withObjectString: true, withTypedArray: true, withSparseArray: true,
});
/** Objects whose keys are names a careless reader would call or follow. */
const treacherous = fc.dictionary(
  fc.constantFrom('toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty', 'then', 'toJSON', 'type', 'kind', 'k', 'seat', 'format'),
  fc.jsonValue({ maxDepth: 1 }),
);
const arbitrary = fc.oneof(fc.jsonValue({ maxDepth: 3 }), anything, treacherous);

/** A few real states from random games (drafts, plays, prompts inside effects, a finished game). */
function sampleStates(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 0; seed < 6; seed++) {
    let g = seed % 2 ? createGame({ seed }) : createGame({ seed, protocols: [names.slice(seed, seed + 3), names.slice(seed + 3, seed + 6)] });
    for (let i = 0; !g.result; i++) {
      if (i % 17 === 0 || g.prompt?.kind !== 'action') out.push(g);
      const acts = legalActions(g);
      g = applyAction(g, acts[(i * 31 + seed) % acts.length]!).state;
    }
    out.push(g);
  }
  return out;
}
const STATES = sampleStates();
const CONFIG = { seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']], useControl: true, first: 1, maxTurns: 40 };
const POSITION: Position = {
  seed: 'p', phase: 'action', turn: 1, turnNumber: 3, controlHolder: 0, unplaced: 'deck', players: [
    { protocols: ['Fire', { name: 'Water', compiled: true }, 'Death'], stacks: [['Fire 1', 'Fire 2 down'], [{ card: 'Water 3', face: 'up' }], []], hand: ['Death 1'], trash: ['Death 2'], absent: ['Death 3'] },
    { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 0', 'Metal 1'], deck: ['Speed 2'] },
  ],
};

describe('only CompileEngineError ever escapes the public API', () => {
  it('arbitrary values as configs, positions and states', () => {
    fc.assert(fc.property(arbitrary, fc.nat(), fc.boolean(), (v, pick, remove) => {
      for (const config of [v, withOnePart(CONFIG, pick, v, remove)]) {
        onlyTypedErrors(() => createGame(config as never));
        onlyTypedErrors(() => createGameWithEvents(config as never));
      }
      for (const position of [v, withOnePart(POSITION, pick, v, remove)]) {
        onlyTypedErrors(() => fromPosition(position as never));
        onlyTypedErrors(() => fromPositionWithEvents(position as never));
      }
      for (const state of [v, withOnePart(STATES[pick % STATES.length]!, pick >> 4, v, remove), withOnePart(STATES[pick % STATES.length]!, pick >> 4, safeJson(v), remove)]) {
        const s = state as GameState;
        const valid = onlyTypedErrors(() => validateState(s));
        onlyTypedErrors(() => legalActions(s));
        onlyTypedErrors(() => currentPlayer(s));
        onlyTypedErrors(() => viewFor(s, (pick % 2) as PlayerId));
        onlyTypedErrors(() => cloneState(s));
        onlyTypedErrors(() => applyAction(s, { type: 'refresh' }));
        // A state that passes the check can be played on: every listed action is taken or refused with a typed error.
        if (valid) for (const a of legalActions(s)) onlyTypedErrors(() => applyAction(s, a));
        if (valid) onlyTypedErrors(() => engine.applyInPlace(cloneState(s), legalActions(s)[0] ?? { type: 'pass' }));
      }
    }), settings(Number(process.env.BOUNDARY_RUNS ?? 400)));
  }, 120_000);

  it('arbitrary values as actions, seats and options, on real states', () => {
    fc.assert(fc.property(arbitrary, arbitrary, fc.nat(), (action, seat, pick) => {
      const s = STATES[pick % STATES.length]!;
      onlyTypedErrors(() => applyAction(s, action as Action));
      onlyTypedErrors(() => applyAction(s, action as Action, { seat } as never));
      onlyTypedErrors(() => applyAction(s, action as Action, seat as never));
      onlyTypedErrors(() => engine.applyInPlace(cloneState(s), action as Action, { seat } as never));
      onlyTypedErrors(() => viewFor(s, seat as never));
      // Refused actions leave a simulation-path state exactly as it was.
      const c = cloneState(s);
      const before = JSON.stringify(c);
      if (!onlyTypedErrors(() => engine.applyInPlace(c, action as Action))) expect(JSON.stringify(c)).toBe(before);
    }), settings(Number(process.env.BOUNDARY_RUNS ?? 400)));
  }, 120_000);
});

describe('one rule for actions', () => {
  /** The values a play's optional fields may be given, absent included. */
  const optional = fc.record({ from: fc.constantFrom(undefined, 'hand', 'trash'), side: fc.constantFrom(undefined, 0, 1) });

  it('an action is accepted exactly when, read by its own fields, it equals a listed action: defaults written out and inherited fields are refused', () => {
    fc.assert(fc.property(fc.nat(STATES.length - 1), fc.nat(), optional, fc.boolean(), (which, pick, extra, inherited) => {
      const s = STATES[which]!;
      if (s.result) return;
      const listed = legalActions(s);
      const base = listed[pick % listed.length]!;
      const own: Record<string, unknown> = { ...base };
      if (base.type === 'play') for (const [k, v] of Object.entries(extra)) if (v !== undefined) own[k] = v;
      const action = (inherited ? Object.create(own) : own) as Action;
      const equalsListed = !inherited && listed.some((a) => JSON.stringify(a) === JSON.stringify(own) && Object.keys(a).length === Object.keys(own).length);
      expect(onlyTypedErrors(() => applyAction(s, action)), JSON.stringify({ own, inherited })).toBe(equalsListed);
      const c = cloneState(s);
      expect(onlyTypedErrors(() => engine.applyInPlace(c, action))).toBe(equalsListed);
    }), settings(Number(process.env.BOUNDARY_RUNS ?? 400)));
  });
});

describe('a trusted simulation-path state that other code broke: only typed errors, and a refused check changes nothing', () => {
  /** Bad values for a part of a state: card ids with no card, wrong types, holes. */
  const broken = fc.oneof(fc.constantFrom<unknown>(999, -1, 'x', 1.5, null, undefined, NaN, [], {}, true), arbitrary);

  it('a cloneState copy with one part replaced: every public function throws nothing but CompileEngineError', () => {
    fc.assert(fc.property(fc.nat(STATES.length - 1), fc.nat(), broken, fc.nat(), (which, pick, by, choice) => {
      const g = STATES[which]!;
      const s = cloneState(g);
      engine.legalActions(s); // trusted and remembered, as a bot's copy is
      const all = places(s).filter(([container]) => container !== s.cards);
      const [container, key] = all[pick % all.length]!;
      (container as Record<string | number, unknown>)[key] = by;
      const action = g.result ? { type: 'pass' } as Action : legalActions(g)[choice % legalActions(g).length]!;
      onlyTypedErrors(() => engine.legalActions(s));
      onlyTypedErrors(() => engine.viewFor(s, (choice % 2) as PlayerId));
      onlyTypedErrors(() => engine.currentPlayer(s));
      onlyTypedErrors(() => engine.describeAction(s, action));
      onlyTypedErrors(() => engine.validateState(s));
      onlyTypedErrors(() => engine.applyAction(s, action));
      onlyTypedErrors(() => cloneState(s));
      const text = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? `${x}n` : x));
      const before = text(s);
      try {
        engine.applyInPlace(s, action);
      } catch (e) {
        if (!(e instanceof CompileEngineError)) throw new Error(`a ${(e as Error)?.constructor?.name} escaped applyInPlace: ${String((e as Error)?.message)}`);
        // Only a failure in the middle of the rules may leave the state partly changed, and it says so.
        if (!/partly changed/.test(e.message)) expect(text(s), e.message).toBe(before);
      }
    }), settings(Number(process.env.BOUNDARY_RUNS ?? 400)));
  });

  it.each([999, -1, 'x'])('a hand holding the card id %s: applyInPlace says INVALID_STATE, as applyAction does, and changes nothing', (bad) => {
    const s = cloneState(createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] }));
    (s.players[0]!.hand as unknown[])[0] = bad;
    const before = JSON.stringify(s);
    const play = { type: 'play', index: 0, line: 0, face: 'down' } as const;
    for (const apply of [() => engine.applyInPlace(s, play), () => engine.applyAction(s, play)]) {
      expect(onlyTypedErrors(apply)).toBe(false);
      try {
        apply();
      } catch (e) {
        expect((e as CompileEngineError).code).toBe('INVALID_STATE');
      }
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});

/** `v` as JSON when it can be (anything else becomes null). */
function safeJson(v: unknown): unknown {
  try {
    return json(v ?? null);
  } catch {
    return null;
  }
}

/** The card names a seat cannot see: the opponent's hand and face-down cards, and both decks. */
function hiddenFrom(g: GameState, seat: PlayerId): string[] {
  const opp = g.players[1 - seat]!;
  const ids = [...opp.hand, ...g.players[0]!.deck, ...g.players[1]!.deck, ...opp.stacks.flat().filter((c) => !g.up[c])];
  return ids.map((c) => g.cards[c]!);
}

/**
 * A random action of any documented type (the boundary's own table), its fields filled with values
 * of the right kind: well-formed, and most of them illegal at any given moment.
 */
function anyAction(r: (n: number) => number): Action {
  const types = Object.keys(ACTION_FIELDS) as Action['type'][];
  const type = types[r(types.length)]!;
  const values: unknown[] = [0, 1, 2, 3, 5, 8, 'up', 'down', names[r(names.length)], [names[r(15)], names[r(15)], names[r(15)]]];
  const action: Record<string, unknown> = { type };
  for (const f of ACTION_FIELDS[type]) {
    const fits = values.filter((v) => f.ok(v));
    action[f.name] = fits[r(fits.length)];
  }
  return action as unknown as Action;
}

describe('applyInPlace never leaves a move half-applied', () => {
  /** Ways other code can make one part of a state refuse the rules' writes. */
  const locks = ['freeze', 'seal', 'preventExtensions', 'getter', 'readOnly'] as const;
  /**
   * Locks the part at `pick` of `s` (an index into its places): the object at that place, or the
   * property itself. Returns whether the lock is one the rules allow: the card table (`cards`) is
   * never written, only replaced, so it may be frozen (a `cloneState` copy shares it frozen).
   */
  function lock(s: GameState, pick: number, how: (typeof locks)[number]): boolean {
    const all = places(s).filter(([container]) => container !== s.cards);
    const [container, key] = all[pick % all.length]!;
    const part = (container as Record<string | number, unknown>)[key];
    switch (how) {
      case 'getter': Object.defineProperty(container, key, { get: () => part, enumerable: true, configurable: true }); return false;
      case 'readOnly': Object.defineProperty(container, key, { value: part, writable: false, enumerable: true, configurable: true }); return false;
      default: {
        const apply = { freeze: Object.freeze, seal: Object.seal, preventExtensions: Object.preventExtensions }[how] as (o: object) => void;
        apply(part !== null && typeof part === 'object' ? part : container);
        return part === s.cards;
      }
    }
  }

  it('a state from outside with one part locked: refused with FROZEN_STATE and unchanged; once trusted and locked afterwards, only typed errors', () => {
    fc.assert(
      fc.property(fc.nat(STATES.length - 1), fc.nat(), fc.constantFrom(...locks), fc.nat(), (which, pick, how, choice) => {
        const g = STATES[which]!;
        if (g.result) return;
        const action = legalActions(g)[choice % legalActions(g).length]!;
        // From outside: checked before anything changes.
        const foreign = json(g);
        const allowed = lock(foreign, pick, how);
        const before = JSON.stringify(foreign);
        const applied = onlyTypedErrors(() => engine.applyInPlace(foreign, action));
        if (allowed) {
          expect(applied).toBe(true);
          expect(JSON.stringify(foreign)).toBe(JSON.stringify(applyAction(g, action).state));
        } else {
          expect(applied).toBe(false);
          expect(JSON.stringify(foreign)).toBe(before);
        }
        // Trusted first, locked afterwards: the move completes or a typed error says why.
        const trusted = cloneState(g);
        engine.legalActions(trusted);
        lock(trusted, pick, how);
        onlyTypedErrors(() => engine.applyInPlace(trusted, action));
      }),
      settings(300),
    );
  });
});

describe('a seat is never told about cards hidden from it', () => {
  it('refusal messages to either seat, over random games, name no hidden card; every state passes validateState', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 32 }), (seed, draft, choices) => {
      let i = 0;
      const r = (n: number) => (choices[i++ % choices.length]! + i) % n;
      let g = draft ? createGame({ seed }) : createGame({ seed, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Psychic']] });
      for (let step = 0; !g.result && step < 400; step++) {
        validateState(g);
        if (step % 9 === 0) validateState(json(g));
        for (const seat of [0, 1] as const) {
          const hidden = hiddenFrom(g, seat);
          const tries = [anyAction(r), anyAction(r), ...(g.prompt!.player !== seat ? legalActions(g).slice(0, 3) : [])];
          for (const a of tries) {
            try {
              applyAction(g, a, { seat });
            } catch (e) {
              const message = (e as CompileEngineError).message;
              for (const name of hidden) expect(message, `seat ${seat} was told about ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
            }
          }
        }
        const acts = legalActions(g);
        g = applyAction(g, acts[r(acts.length)]!, { seat: g.prompt!.player }).state;
      }
    }), settings(Number(process.env.PROPERTY_RUNS ?? 40)));
  }, 240_000);
});
