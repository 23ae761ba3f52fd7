/**
 * The JSON Schema of protocol files: generated from the card language's TypeScript types (so it
 * cannot drift from them), valid for every official and fan-made protocol under an independent
 * validator (Ajv), refusing broken data — and read by the library's own small checker exactly as
 * Ajv reads it, over seeded random corruptions of real card data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { protocolFileSchema, validate } from '../../src/schema.js';
import { SCHEMA_KEYWORDS, SchemaChecker } from '../../src/cards/jsonSchema.js';
// @ts-expect-error -- a plain ES module script without declarations
import { generateSchema, schemaText, SCHEMA_FILE } from '../../scripts/generate-schema.mjs';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261202);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 400);
const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false });
const ajvValid = ajv.compile(protocolFileSchema);
const checker = new SchemaChecker(protocolFileSchema);
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const ALL = plain([...OFFICIAL_PROTOCOLS, ...FAN_MADE]);

describe('the schema is generated from the types', () => {
  it('the committed file is exactly what the generator makes today (after a type change: npm run schema)', () => {
    const committed = readFileSync(SCHEMA_FILE as string, 'utf8');
    expect(committed).toBe((schemaText as (s: unknown) => string)((generateSchema as () => unknown)()));
    expect(JSON.parse(committed)).toEqual(protocolFileSchema);
  }, 60_000);

  it('uses only the keywords the library\'s checker reads', () => {
    const used = new Set<string>();
    const walk = (n: unknown, isMap = false): void => {
      if (Array.isArray(n)) return n.forEach((x) => walk(x));
      if (!n || typeof n !== 'object') return;
      for (const [k, v] of Object.entries(n)) {
        if (!isMap) used.add(k);
        if (k === 'enum' || k === 'const' || k === 'required') continue;
        walk(v, !isMap && (k === 'properties' || k === 'definitions'));
      }
    };
    walk(protocolFileSchema);
    expect([...used].filter((k) => !SCHEMA_KEYWORDS.includes(k))).toEqual([]);
  });
});

describe('every official and fan-made protocol validates', () => {
  it.each(ALL.map((p) => [p.name, p] as const))('%s (as one protocol)', (_, p) => {
    expect(ajvValid(p), JSON.stringify(ajvValid.errors)).toBe(true);
    expect(checker.problems(p)).toEqual([]);
  });

  it('all of them as one file (a list of protocols)', () => {
    expect(ajvValid(ALL)).toBe(true);
    expect(checker.problems(ALL)).toEqual([]);
  });
});

/** A copy of Fire with one change, made by `edit` on the copy. */
function fireWith(edit: (fire: any) => void): unknown {
  const fire = plain(OFFICIAL_PROTOCOLS.find((p) => p.name === 'Fire')!);
  edit(fire);
  return fire;
}

describe('broken data is refused, at the faulty path', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['a misspelt filter value', fireWith((f) => { f.cards[0].middle.run[0].target.cover = 'uncoverd'; }), 'cards[0].middle.run[0].target.cover', /must be one of "uncovered", "covered", "any"/],
    ['an unknown field in a standard command', fireWith((f) => { f.cards[0].middle.run[1].whoo = 'opponent'; }), 'cards[0].middle.run[1].whoo', /unknown field "whoo"/],
    ['a fraction', fireWith((f) => { f.cards[0].middle.run[1].n = 1.5; }), 'cards[0].middle.run[1].n', /whole number/],
    ['a command without its required parameter', fireWith((f) => { delete f.cards[0].middle.run[1].n; }), 'cards[0].middle.run[1]', /needs "n"/],
    ['an unknown count', fireWith((f) => { f.cards[0].middle.run[1].n = { count: 'cardz' }; }), 'cards[0].middle.run[1].n.count', /must be one of "discarded"/],
    ['an unknown trigger', fireWith((f) => { f.cards[0].bottom.on = 'wouldBeCoverd'; }), 'cards[0].bottom.on', /"wouldBeCovered"/],
    ['an unknown After event', fireWith((f) => { f.cards[0].bottom.on = { after: 'discardd' }; }), 'cards[0].bottom.on.after', /must be one of "discard"/],
    ['a continuous effect with an unknown scope', fireWith((f) => { f.cards[0].top = { text: 't', passive: [{ scope: 'lin', total: 1 }] }; }), 'cards[0].top.passive[0].scope', /"line"/],
    ['a misspelt standard kind of continuous effect', fireWith((f) => { f.cards[0].top = { text: 't', passive: [{ scope: 'line', forbid: 'flp' }] }; }), 'cards[0].top.passive[0].forbid', /must be one of "play"/],
    ['a card without value', fireWith((f) => { delete f.cards[2].value; }), 'cards[2]', /needs "value"/],
    ['a section that is not an object', fireWith((f) => { f.cards[2].middle = 'Draw 2 cards.'; }), 'cards[2].middle', /must be an object/],
    ['a custom command named like a standard one', fireWith((f) => { f.cards[0].middle.run[0] = { op: 'flip', to: 'anywhere' }; }), 'cards[0].middle.run[0]', /needs "target"/],
    ['a protocol without cards', { name: 'X', set: 'Fan-made' }, '', /needs "cards"/],
    ['not a protocol at all', 42, '', /must be an object or a list/],
  ];

  it.each(cases)('%s', (_, data, path, message) => {
    expect(ajvValid(data)).toBe(false);
    const problems = checker.problems(data);
    expect(problems.map((p) => p.path)).toContain(path);
    expect(problems.find((p) => p.path === path)!.message).toMatch(message);
  });

  it('a continuous effect of a designer\'s kind passes the schema (its kind checks it); one without a change is left to validate', () => {
    const custom = fireWith((f) => { f.cards[0].top = { text: 't', passive: [{ scope: 'line', forbidReveal: true }] }; });
    expect(ajvValid(custom)).toBe(true);
    expect(checker.problems(custom)).toEqual([]);
    const none = fireWith((f) => { f.cards[0].top = { text: 't', passive: [{ scope: 'line' }] }; });
    expect(validate(none).problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/exactly one change/));
  });

  it('a custom command with any parameters passes the schema (its handler checks it)', () => {
    const data = fireWith((f) => { f.cards[0].middle.run[0] = { op: 'teleport', where: { anything: [1, 2] } }; });
    expect(ajvValid(data)).toBe(true);
    expect(checker.problems(data)).toEqual([]);
  });
});

/** Every place in a JSON value, as a list of keys from the top. */
function placesOf(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(v)) return here.concat(v.flatMap((x, i) => placesOf(x, [...at, i])));
  if (v && typeof v === 'object') return here.concat(Object.entries(v).flatMap(([k, x]) => placesOf(x, [...at, k])));
  return here;
}

const REPLACEMENTS: unknown[] = [
  'this', 'that', 'up', 'self', 'opponent', 'any', 'line', 'draw', 'discarded', 'start', 'uncovered', 'x', '',
  0, 1, -2, 1.5, true, false, null, {}, [], [1], { count: 'hand' }, { count: 'cards' }, { has: {} }, { op: 'draw', n: 1 },
  { op: 'mystery' }, { scope: 'line', total: 1 }, { side: 'self' }, { text: 't', run: [] },
];

describe('the library\'s checker reads the schema as Ajv does', () => {
  it(`${RUNS} seeded corruptions of official and fan-made protocols: the same verdict`, () => {
    const protocols = ALL;
    fc.assert(
      fc.property(fc.nat(protocols.length - 1), fc.nat(), fc.nat(REPLACEMENTS.length + 1), (pi, placeIndex, r) => {
        const data = plain(protocols[pi]!) as unknown;
        const places = placesOf(data).slice(1);
        const place = places[placeIndex % places.length]!;
        const parent = place.slice(0, -1).reduce<any>((o, k) => o[k], data);
        const key = place[place.length - 1]!;
        if (r === REPLACEMENTS.length) Array.isArray(parent) ? parent.splice(key as number, 1) : delete parent[key]; // remove an item or field
        else if (r === REPLACEMENTS.length + 1) parent[key] = { ...parent[key], extra: 1 }; // add an unknown field
        else parent[key] = plain(REPLACEMENTS[r]);
        const ours = checker.problems(data);
        expect(ours.length === 0, `${JSON.stringify(place)}: Ajv ${JSON.stringify(ajvValid.errors?.slice(0, 2))}, ours ${JSON.stringify(ours.slice(0, 2))}`).toBe(ajvValid(data));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
