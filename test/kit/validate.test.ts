/**
 * `validate`: every problem of a protocol file at once, each with its JSON path — the schema's and
 * the card language's own checks (handler checks, custom handlers included when an engine or
 * registry is given), and the file's consistency.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { Handler } from '../../src/authoring.js';
import { validate } from '../../src/schema.js';
import type { ValidateOptions } from '../../src/schema.js';

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const lines = (data: unknown, options?: ValidateOptions) => validate(data, options).problems.map((p) => `${p.path}: ${p.message}`);
const frost = () => plain(FAN_MADE.find((p) => p.name === 'Frost')!) as any;

/** A custom handler that checks its own parameter. */
const teleport: Handler<{ op: string; to?: unknown }> = { start: () => 'done', check: (c) => (c.to === 'moon' ? null : 'to must be "moon"') };
const withTeleport = (to: string) => {
  const f = frost();
  f.cards[2].middle.run = [{ op: 'teleport', to }];
  return f;
};

describe('validate', () => {
  it('finds nothing in the official and fan-made protocols, alone or all in one file', () => {
    expect(validate(plain([...OFFICIAL_PROTOCOLS, ...FAN_MADE]))).toEqual({ ok: true, problems: [] });
    for (const p of [...OFFICIAL_PROTOCOLS, ...FAN_MADE]) expect(validate(p).problems).toEqual([]);
  });

  it('reports every problem of a file at once, each at its path, in file order', () => {
    const a = frost();
    a.cards[0].middle.run[0].n.filter.face = 'sideways';                                        // schema: a value
    a.cards[1].top.passive[0].forbid = 'flipUpp';                                                // schema: a tag
    a.cards[2].middle.run[0].colour = 'blue';                                                    // schema: an unknown field
    a.cards[3].top.passive.push({ scope: 'card', permit: 'playOpponentSide', whose: 'self' });   // card language
    a.cards[4].middle.run.push({ op: 'either', options: [{ label: 'only', run: [] }] });        // a handler's check
    a.cards[5].value = 4;                                                                        // file: two 4s
    const b = plain(a);
    b.cards.pop();
    expect(lines([a, b])).toEqual([
      '[0].cards[0].middle.run[0].n.filter.face: must be one of "up", "down", not "sideways"',
      '[0].cards[1].top.passive[0].forbid: must be one of "play", "playFaceUp", "playFaceDown", "flip", "flipUp", "flipDown", "shift", "draw", "rearrange", "compile", "delete", "return", "discard", not "flipUpp"',
      '[0].cards[2].middle.run[0].colour: unknown field "colour" (known: may, if, op, who, from, deck, face, line, side, under, filter)',
      '[0].cards[3].top.passive[1]: a card\'s own play permission takes no whose, by, cards or when',
      '[0].cards[4].middle.run[1]: either: either needs at least two options',
      '[0].cards[5].id: must be "Frost 4" (protocol and value)',
      '[0].cards[5].value: two cards of this protocol have the value 4',
      '[1].name: protocol "Frost" is defined twice',
      '[1].cards: a protocol has 6 cards, not 5',
      '[1].cards[0].middle.run[0].n.filter.face: must be one of "up", "down", not "sideways"',
      '[1].cards[1].top.passive[0].forbid: must be one of "play", "playFaceUp", "playFaceDown", "flip", "flipUp", "flipDown", "shift", "draw", "rearrange", "compile", "delete", "return", "discard", not "flipUpp"',
      '[1].cards[2].middle.run[0].colour: unknown field "colour" (known: may, if, op, who, from, deck, face, line, side, under, filter)',
      '[1].cards[3].top.passive[1]: a card\'s own play permission takes no whose, by, cards or when',
      '[1].cards[4].middle.run[1]: either: either needs at least two options',
    ]);
  });

  it('a single protocol\'s paths start at its fields', () => {
    const f = frost();
    f.cards[0].protocol = 'Ice';
    expect(lines(f)).toEqual(['cards[0].protocol: must be its protocol\'s name "Frost", not "Ice"', 'cards[0].id: must be "Ice 0" (protocol and value)']);
  });

  it('a custom command: unknown without its handler, checked by the engine\'s or the given handlers', () => {
    expect(lines(withTeleport('moon'))).toEqual(['cards[2].middle.run[0]: unknown handler "teleport"']);
    const engine = createEngine({ protocols: OFFICIAL_PROTOCOLS, handlers: { teleport } });
    expect(validate(withTeleport('moon'), { engine })).toEqual({ ok: true, problems: [] });
    expect(lines(withTeleport('mars'), { engine })).toEqual(['cards[2].middle.run[0]: teleport: to must be "moon"']);
    expect(lines(withTeleport('mars'), { handlers: { teleport } })).toEqual(['cards[2].middle.run[0]: teleport: to must be "moon"']);
  });

  it('a handler check that throws is a problem, not a crash', () => {
    const fragile: Handler = { start: () => 'done', check: () => { throw new Error('boom'); } };
    expect(lines(withTeleport('moon'), { handlers: { teleport: fragile } })).toEqual(['cards[2].middle.run[0]: teleport: its check failed (boom)']);
  });

  it('the shape is checked before the meaning: a faulted command is not also run through its handler check', () => {
    const f = frost();
    f.cards[4].middle.run[0].target = { cover: 'covred' };
    expect(lines(f)).toEqual(['cards[4].middle.run[0].target.cover: must be one of "uncovered", "covered", "any", not "covred"']);
  });

  it('what is not JSON is reported, not thrown', () => {
    const cyclic: any = frost();
    cyclic.cards[0].middle.run[0].n = cyclic;
    const report = validate(cyclic);
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.message).toBe('not JSON: nested too deeply (or cyclic)');
    expect(lines({ name: 'X', set: 'Y', cards: [() => 1] })).toEqual(['cards[0]: not JSON: a function is not JSON']);
    expect(lines(undefined)).toEqual([': not JSON: a value is missing (undefined)']);
  });

  it('the engine still refuses the first problem when it loads card data', () => {
    const f = frost();
    f.cards[4].middle.run[0].target = { cover: 'covred' };
    expect(() => createEngine({ protocols: [...OFFICIAL_PROTOCOLS, f] })).toThrow('[INVALID_CARD_DATA] Frost 4.middle.run[0].target.cover: must be one of "uncovered", "covered", "any", not "covred"');
  });
});
