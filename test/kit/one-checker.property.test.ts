/**
 * One checker for card data: `createEngine` refuses exactly the cards `validate` refuses, with the
 * same path (below the card) and the same message. A seeded property misspells a field of, or adds
 * a field to, commands of every kind of every official and fan-made card, and builds an engine
 * over the protocol and validates it. Failures print fast-check's seed and path; PROPERTY_SEED
 * (and PROPERTY_RUNS, the runs per command kind) replay and deepen them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompileEngineError, createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { validate } from '../../src/schema.js';
import type { ProtocolDef } from '../../src/index.js';
import type { Handler } from '../../src/authoring.js';
import { boundedMessage } from '../../src/state/text.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const LIBRARY: readonly ProtocolDef[] = [...OFFICIAL_PROTOCOLS, ...FAN_MADE];
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Where a command is: its protocol, its card, and the keys from the card down to it. */
interface Place {
  protocol: number;
  card: number;
  keys: (string | number)[];
  op: string;
}

/** Every command of every card, nested ones (`run`, `either`'s options) included. */
function commandPlaces(): Place[] {
  const out: Place[] = [];
  const walk = (cmds: unknown, protocol: number, card: number, keys: (string | number)[]) => {
    if (!Array.isArray(cmds)) return;
    cmds.forEach((c: Record<string, unknown>, i) => {
      const at = [...keys, i];
      out.push({ protocol, card, keys: at, op: c.op as string });
      walk(c.run, protocol, card, [...at, 'run']);
      if (Array.isArray(c.options)) c.options.forEach((o: { run: unknown }, j) => walk(o.run, protocol, card, [...at, 'options', j, 'run']));
    });
  };
  LIBRARY.forEach((p, pi) => p.cards.forEach((c, ci) => {
    for (const s of ['top', 'middle', 'bottom'] as const) walk(c[s]?.run, pi, ci, [s, 'run']);
  }));
  return out;
}

const PLACES = commandPlaces();
const OPS = [...new Set(PLACES.map((p) => p.op))].sort();

/** A change to one command: a field renamed as a typist would, or a field added (or overwritten). */
type Mutation =
  | { kind: 'misspell'; field: number; how: 'double' | 'drop' | 'swap' | 'upper' | 'append'; at: number }
  | { kind: 'extra'; name: string; value: unknown };

/** Field names of the card language, misspelt ones the issue met, and arbitrary ones. */
const NAMES = ['iff', 'whoo', 'targett', 'chooser', 'foo', 'if', 'may', 'who', 'n', 'target', 'filter', 'to', 'line', 'from', 'side', 'deck', 'face', 'into', 'random', 'run', 'options', 'cond', 'what', 'whose', 'under', 'pick'];
const misspelling: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant('misspell' as const), field: fc.nat(), how: fc.constantFrom('double' as const, 'drop' as const, 'swap' as const, 'upper' as const, 'append' as const), at: fc.nat(),
});
const extraField: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant('extra' as const),
  name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s !== '__proto__')),
  value: fc.oneof(fc.constantFrom<unknown>('did', true, false, 'opponent', 'self', 1, 2, {}, 'this', 'hand'), fc.jsonValue({ maxDepth: 2 })),
});
const mutation = fc.oneof(misspelling, extraField);

function misspelt(name: string, how: Extract<Mutation, { kind: 'misspell' }>['how'], at: number): string {
  const i = at % name.length;
  switch (how) {
    case 'double': return name.slice(0, i + 1) + name.slice(i);
    case 'drop': return name.length > 1 ? name.slice(0, i) + name.slice(i + 1) : `${name}_`;
    case 'swap': return name.length > 1 ? name.slice(0, i) + (name[i + 1] ?? name[0]) + name[i] + name.slice(i + 2) : `${name}${name}`;
    case 'upper': return name.slice(0, i) + name[i]!.toUpperCase() + name.slice(i + 1);
    case 'append': return `${name}s`;
  }
}

/** A plain copy of the place's protocol with the mutation applied to its command. */
function mutated(place: Place, m: Mutation): ProtocolDef {
  const p = plain(LIBRARY[place.protocol]!);
  let cmd: Record<string, unknown> = p.cards[place.card] as never;
  for (const k of place.keys) cmd = cmd[k] as Record<string, unknown>;
  if (m.kind === 'extra') Object.defineProperty(cmd, m.name, { value: m.value, enumerable: true, writable: true, configurable: true });
  else {
    const keys = Object.keys(cmd);
    const from = keys[m.field % keys.length]!;
    const to = misspelt(from, m.how, m.at);
    const value = cmd[from];
    delete cmd[from];
    cmd[to] = value;
  }
  return p;
}

/** What `createEngine` says about a protocol: `null` when it takes it, else its message. */
function engineRefusal(p: ProtocolDef, handlers?: Record<string, Handler>): string | null {
  try {
    createEngine({ protocols: [p], ...(handlers ? { handlers } : {}) });
    return null;
  } catch (e) {
    if (!(e instanceof CompileEngineError)) throw e;
    expect(e.code).toBe('INVALID_CARD_DATA');
    return e.message;
  }
}

/** `validate`'s first problem, as `createEngine` would word it: the card's id in place of its place in the file. */
function validateRefusal(p: ProtocolDef, handlers?: Record<string, Handler>): string | null {
  const report = validate(p, handlers ? { handlers } : {});
  if (report.ok) return null;
  const first = report.problems[0]!;
  const m = /^cards\[(\d+)\]/.exec(first.path);
  const path = m ? `${p.cards[Number(m[1])]!.id}${first.path.slice(m[0].length)}` : first.path;
  return `[INVALID_CARD_DATA] ${boundedMessage(`${path}: ${first.message}`)}`;
}

describe('createEngine and validate are one checker', () => {
  it('the library itself: both take every official and fan-made protocol', () => {
    for (const p of LIBRARY) {
      expect(validateRefusal(plain(p))).toBeNull();
      expect(engineRefusal(plain(p))).toBeNull();
    }
    expect(OPS.length).toBeGreaterThanOrEqual(25); // every command kind the library uses is fed below
  });

  it.each(OPS)('a misspelt or extra field on a %s command: both refuse the same cards, with the same path and message', (op) => {
    const places = PLACES.filter((p) => p.op === op);
    fc.assert(fc.property(fc.constantFrom(...places), mutation, (place, m) => {
      const p = mutated(place, m);
      expect(engineRefusal(p)).toBe(validateRefusal(p));
    }), { seed: SEED, numRuns: RUNS });
  });

  it('every command of every card: one misspelt and one extra field each, drawn from the seed', () => {
    let refused = 0;
    PLACES.forEach((place, k) => {
      for (const m of [...fc.sample(misspelling, { seed: SEED + k, numRuns: 1 }), ...fc.sample(extraField, { seed: SEED + k, numRuns: 1 })]) {
        const p = mutated(place, m);
        const engine = engineRefusal(p);
        expect(engine, `${LIBRARY[place.protocol]!.cards[place.card]!.id} ${place.keys.join('.')} ${JSON.stringify(m)} (seed ${SEED + k})`).toBe(validateRefusal(p));
        if (engine) refused++;
      }
    });
    expect(PLACES.length).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(PLACES.length); // most changes are refused: the sweep is not vacuous
  });

  // The issue's examples: each silently changed what a card does before one checker did both.
  it.each([
    ['Fire', 1, 'iff', ['middle', 'run', 1], 'did', 'Fire 1.middle.run[1].iff: unknown field "iff" (known: may, if, op, target, chooser)'],
    ['Fire', 0, 'whoo', ['middle', 'run', 1], 'opponent', 'Fire 0.middle.run[1].whoo: unknown field "whoo" (known: may, if, op, n, who, from, pick)'],
    ['Fire', 0, 'targett', ['middle', 'run', 0], { face: 'up' }, 'Fire 0.middle.run[0].targett: unknown field "targett" (known: may, if, op, target, ignoreMiddle)'],
    ['Fire', 1, 'chooser', ['middle', 'run', 0], 'opponent', 'Fire 1.middle.run[0].chooser: unknown field "chooser" (known: may, if, op, n, who, from, deck, random, into)'],
    ['Gravity', 1, 'foo', ['middle', 'run', 1], 1, 'Gravity 1.middle.run[1].foo: unknown field "foo" (known: may, if, op, target, to)'],
  ])('%s %i: an unknown field %s is INVALID_CARD_DATA naming it', (name, value, field, keys, v, message) => {
    const p = plain(LIBRARY.find((q) => q.name === name)!);
    let cmd: Record<string, unknown> = p.cards.find((c) => c.value === value) as never;
    for (const k of keys as (string | number)[]) cmd = cmd[k] as Record<string, unknown>;
    cmd[field as string] = v;
    expect(engineRefusal(p)).toBe(`[INVALID_CARD_DATA] ${message}`);
    expect(validateRefusal(p)).toBe(`[INVALID_CARD_DATA] ${message}`);
  });

  it.each([
    ['an id that is not "<protocol> <value>"', (p: ProtocolDef) => { p.cards[2]!.id = 'Fire two'; }, '[INVALID_CARD_DATA] Fire two.id: must be "Fire 2" (protocol and value)'],
    ['a value twice', (p: ProtocolDef) => { p.cards[3]!.value = 2; p.cards[3]!.id = 'Fire 2'; }, '[INVALID_CARD_DATA] Fire 2.value: two cards of this protocol have the value 2'],
    ['a card of another protocol', (p: ProtocolDef) => { p.cards[1]!.protocol = 'Ice'; }, '[INVALID_CARD_DATA] Fire 1.protocol: must be its protocol\'s name "Fire", not "Ice"'],
    ['an unknown field on the protocol', (p: ProtocolDef) => { (p as unknown as Record<string, unknown>).sumary = 'x'; }, '[INVALID_CARD_DATA] [0].sumary: unknown field "sumary" (known: name, set, summary, cards)'],
  ])('how a card fits its protocol, by the same checker: %s', (_, change, message) => {
    const p = plain(LIBRARY.find((q) => q.name === 'Fire')!);
    change(p);
    expect(engineRefusal(p)).toBe(message);
    expect(validate(p).ok).toBe(false);
  });

  it.each([
    ['a Date', () => new Date(0), 'only plain objects and lists are JSON'],
    ['undefined', () => undefined, 'a value is missing (undefined)'],
    ['a "__proto__" key', () => JSON.parse('{"__proto__": 1}') as unknown, 'the key "__proto__" is not allowed'],
  ])('card data that is not JSON (%s) is read as validate reads it: refused by both, at the same path', (_, value, why) => {
    const teleport: Handler = { start: () => 'done' }; // takes any field: only the reading can refuse it
    const p = plain(LIBRARY.find((q) => q.name === 'Frost')!);
    p.cards[2]!.middle!.run = [{ op: 'teleport', to: value() }];
    const message = `[INVALID_CARD_DATA] ${p.cards[2]!.id}.middle.run[0].to: not JSON: ${why}`;
    expect(engineRefusal(p, { teleport })).toBe(message);
    expect(validateRefusal(p, { teleport })).toBe(message);
  });

  it('a custom handler that declares its fields: a field it does not declare is refused by both, at the same path', () => {
    const teleport: Handler = { start: () => 'done', fields: ['to'] };
    const p = plain(LIBRARY.find((q) => q.name === 'Frost')!);
    p.cards[2]!.middle!.run = [{ op: 'teleport', to: 'moon' }];
    expect(engineRefusal(p, { teleport })).toBeNull();
    expect(validateRefusal(p, { teleport })).toBeNull();
    p.cards[2]!.middle!.run = [{ op: 'teleport', too: 'moon', if: 'did' }];
    const message = `[INVALID_CARD_DATA] ${p.cards[2]!.id}.middle.run[0].too: unknown field "too" (known: may, if, op, to)`;
    expect(engineRefusal(p, { teleport })).toBe(message);
    expect(validateRefusal(p, { teleport })).toBe(message);
    // Without `fields`, a custom command's fields are its check's business, as before.
    expect(engineRefusal(p, { teleport: { start: () => 'done' } })).toBeNull();
  });
});
