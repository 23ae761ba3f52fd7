/**
 * Card data validation, **one checker** for both `validate` and `createEngine`: a card's shape
 * against the JSON Schema generated from the card language's types (so each command type's
 * declared fields are the only ones it takes: a misspelt `iff` is an unknown field, not an
 * unconditional effect), then its meaning — every command must name a registered handler and
 * pass its check (and a custom handler that declares its `fields` refuses any other), triggers
 * and continuous effects the card language's checks. {@link cardDataProblems} lists every problem
 * of a card with its path; loading ({@link validateCard}, when an engine is built) refuses the
 * first with `INVALID_CARD_DATA`, naming the same path and message `validate` reports.
 * @module
 */
import type { ProtocolDef } from './schema.js';
import type { EffectKinds, Registry } from '../machine/context.js';
import { fail } from '../errors.js';
import { copyJson, NotJson } from '../state/copy.js';
import { checkPassive, checkTrigger } from './check.js';
import { type JsonSchema, type SchemaProblem, SchemaChecker, childPath } from './jsonSchema.js';
import schemaJson from './protocol-file.schema.json';

/**
 * One problem in card data: where (a path such as `[0].cards[3].middle.run[1]`), and what is wrong.
 * @category Card data and the card language
 */
export interface CardDataProblem {
  /** The JSON path of the faulty value; `''` is the whole file. */
  path: string;
  /** What is wrong there, in one line. */
  message: string;
}

/** A problem as the checks find it. */
export interface FoundProblem extends CardDataProblem {
  /** The op of the handler whose own check found it. */
  op?: string;
}

/** Which paths to look at: the semantic checks skip values the schema check already faulted. */
export type PathFilter = (path: string) => boolean;

/** The schema of a protocol file (`compile-engine/schema`), and its checker. */
export const PROTOCOL_FILE_SCHEMA = schemaJson as JsonSchema;
export const schemaChecker = new SchemaChecker(PROTOCOL_FILE_SCHEMA);

/** The fields every command may carry, whatever its handler (`CommandBase`). */
const COMMAND_BASE = ['may', 'if', 'op'];

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const everywhere: PathFilter = () => true;

/** Runs a check written by a handler author: one that throws is a problem too, not a crash. */
function safely(check: () => string | null | undefined): string | null {
  try {
    return check() ?? null;
  } catch (e) {
    return `its check failed (${e instanceof Error ? e.message : 'unknown error'})`;
  }
}

function commandProblems(cmds: unknown, where: string, handlers: Registry, look: PathFilter, out: FoundProblem[], key = 'run'): void {
  if (!Array.isArray(cmds)) return void out.push({ path: `${where}.${key}`, message: `"${key}" must be a list of commands` });
  cmds.forEach((raw, i) => {
    const at = `${where}.${key}[${i}]`;
    if (!isObj(raw) || typeof raw.op !== 'string') return void (look(at) && out.push({ path: at, message: 'a command needs an "op"' }));
    const h = Object.prototype.hasOwnProperty.call(handlers, raw.op) ? handlers[raw.op] : undefined;
    if (!h) return void out.push({ path: at, message: `unknown handler "${raw.op}"` });
    if (look(at)) {
      if (raw.if !== undefined && raw.if !== 'did') out.push({ path: at, message: '"if" must be "did"' });
      if (raw.may !== undefined && typeof raw.may !== 'boolean') out.push({ path: at, message: '"may" must be a boolean' });
      const problem = h.check ? safely(() => h.check!(raw as never)) : null;
      if (problem) out.push({ path: at, message: problem, op: raw.op });
    }
    if (h.fields) undeclared(raw, h.fields, at, look, out);
    if ('run' in raw) commandProblems(raw.run, at, handlers, look, out);
    if (raw.op === 'if' && raw.else !== undefined) commandProblems(raw.else, at, handlers, look, out, 'else');
    if (raw.op === 'either' && Array.isArray(raw.options)) {
      raw.options.forEach((o, j) => { if (isObj(o)) commandProblems(o.run, `${at}.options[${j}]`, handlers, look, out); });
    }
  });
}

/** A field a handler does not declare (a standard command's are checked by the schema, with the same message). */
function undeclared(cmd: Record<string, unknown>, fields: readonly string[], at: string, look: PathFilter, out: FoundProblem[]): void {
  for (const key of Object.keys(cmd)) {
    const where = childPath(at, key);
    if (!COMMAND_BASE.includes(key) && !fields.includes(key) && look(where)) out.push({ path: where, message: `unknown field "${key}" (known: ${[...COMMAND_BASE, ...fields].join(', ')})` });
  }
}

function sectionProblems(sec: unknown, where: string, handlers: Registry, effects: EffectKinds, look: PathFilter, out: FoundProblem[]): void {
  if (!isObj(sec)) return;
  if ((typeof sec.text !== 'string' || sec.text === '') && look(`${where}.text`)) out.push({ path: `${where}.text`, message: 'the printed "text" is required' });
  if (sec.on !== undefined) {
    const list = Array.isArray(sec.on) ? sec.on : [sec.on];
    list.forEach((t, i) => {
      const at = Array.isArray(sec.on) ? `${where}.on[${i}]` : `${where}.on`;
      const problem = look(at) ? checkTrigger(t) : null;
      if (problem) out.push({ path: at, message: problem });
    });
  }
  if (sec.passive !== undefined) {
    if (!Array.isArray(sec.passive)) out.push({ path: `${where}.passive`, message: 'must be a list' });
    else sec.passive.forEach((p, i) => {
      const problem = look(`${where}.passive[${i}]`) ? checkPassive(p, effects) : null;
      if (problem) out.push({ path: `${where}.passive[${i}]`, message: problem });
    });
  }
  if (sec.run !== undefined) commandProblems(sec.run, where, handlers, look, out);
  if (sec.run === undefined && sec.passive === undefined) out.push({ path: where, message: 'a section needs "run" or "passive"' });
}

/**
 * Every problem of one card definition, with paths under `base` (the card's id when an engine
 * loads it, its place in the file for `validate`). `look` limits the checks to some paths.
 */
export function cardProblems(def: unknown, handlers: Registry, effects: EffectKinds, base: string, look: PathFilter = everywhere): FoundProblem[] {
  const out: FoundProblem[] = [];
  if (!isObj(def)) return [{ path: base, message: 'a card must be an object' }];
  if ((typeof def.protocol !== 'string' || !def.protocol) && look(`${base}.protocol`)) out.push({ path: `${base}.protocol`, message: '"protocol" is required' });
  if (!Number.isInteger(def.value) && look(`${base}.value`)) out.push({ path: `${base}.value`, message: '"value" must be a whole number' });
  for (const s of ['top', 'middle', 'bottom'] as const) sectionProblems(def[s], `${base}.${s}`, handlers, effects, look, out);
  const middle = def.middle;
  if (isObj(middle) && middle.on !== undefined) out.push({ path: `${base}.middle.on`, message: 'a middle command has no trigger' });
  if (isObj(middle) && middle.passive !== undefined) out.push({ path: `${base}.middle.passive`, message: 'a middle command has no continuous effect (it resolves once)' });
  return out;
}

/**
 * Every problem of one card: its shape (the schema's `CardDef`), then, where the shape is right,
 * its meaning ({@link cardProblems}). Paths are under `base`.
 */
export function cardDataProblems(def: unknown, handlers: Registry, effects: EffectKinds, base: string): FoundProblem[] {
  const shape = shapeOf(def, base);
  const look: PathFilter = (path) => !shape.some((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`));
  return [...shape, ...cardProblems(def, handlers, effects, base, look)];
}

/*
 * The shape of a deeply frozen card (the official and fan-made ones, a frozen library's) cannot
 * change: it is checked once per process, not once per engine. Paths are kept relative to the card.
 */
const frozenShapes = new WeakMap<object, readonly SchemaProblem[]>();

function shapeOf(def: unknown, base: string): SchemaProblem[] {
  if (def === null || typeof def !== 'object' || !isDeeplyFrozenData(def)) return schemaChecker.problemsAs('CardDef', def, base);
  let found = frozenShapes.get(def);
  if (!found) frozenShapes.set(def, (found = schemaChecker.problemsAs('CardDef', def, '')));
  return found.map((p) => ({ path: p.path === '' ? base : p.path.startsWith('[') ? `${base}${p.path}` : `${base}.${p.path}`, message: p.message }));
}

/**
 * JSON data (plain objects and lists of data properties, no accessors, no `__proto__` key; strings,
 * booleans, finite numbers, `null`), frozen all the way down: what {@link readCardData} would copy
 * unchanged, and what cannot change after it is checked.
 */
export function isDeeplyFrozenData(v: unknown, depth = 64): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object' || depth <= 0) return false;
  const proto = Object.getPrototypeOf(v);
  if (!Object.isFrozen(v) || (proto !== Object.prototype && proto !== Array.prototype && proto !== null)) return false;
  if (Array.isArray(v) && Object.keys(v).length !== v.length) return false; // a hole
  for (const key of Object.keys(v)) {
    const field = Object.getOwnPropertyDescriptor(v, key)!;
    if (key === '__proto__' || !('value' in field) || !isDeeplyFrozenData(field.value, depth - 1)) return false;
  }
  return true;
}

/**
 * A plain JSON copy of the protocol at `place` of an engine's list, read as `validate` reads a
 * file (each property once): what is not JSON (a function, a Date, `undefined`, a `__proto__`
 * key) is `INVALID_CARD_DATA` with `validate`'s message, at the card's id where the card has one.
 */
export function readCardData(p: unknown, place: number): ProtocolDef {
  try {
    return copyJson(p, { depth: 64, nodes: 1_000_000 }, `[${place}]`) as ProtocolDef;
  } catch (e) {
    if (!(e instanceof NotJson)) throw e;
    return fail('INVALID_CARD_DATA', `${underCardId(p, e.path, place)}: not JSON: ${e.why}`);
  }
}

/** A path of the list (`[3].cards[1].middle…`) written under the card's id (`Fire 1.middle…`) when its id can be read. */
function underCardId(p: unknown, path: string, place: number): string {
  const m = new RegExp(`^\\[${place}\\]\\.cards\\[(\\d+)\\]`).exec(path);
  if (!m) return path;
  try {
    const id = ((p as ProtocolDef).cards[Number(m[1])] as { id?: unknown }).id;
    return typeof id === 'string' ? `${id}${path.slice(m[0].length)}` : path;
  } catch {
    return path;
  }
}

/**
 * The shape problems of a protocol outside its cards (its name, set, summary, that `cards` is a
 * list), with paths under `base`: the cards are {@link cardDataProblems}' to check.
 */
export function protocolShapeProblems(p: unknown, base: string): SchemaProblem[] {
  const outside = isObj(p) && Array.isArray(p.cards) ? { ...p, cards: [] } : p;
  return schemaChecker.problemsAs('ProtocolDef', outside, base);
}

/**
 * Every problem of a protocol's cards, `createEngine`'s and `validate`'s alike: each card's own
 * ({@link cardDataProblems}), and how it fits its protocol — its `protocol` the protocol's name,
 * its id `"<protocol> <value>"`, no value twice. `placeOf(i, card)` is the path of card `i`.
 */
export function protocolCardProblems(p: { name?: unknown; cards: readonly unknown[] }, handlers: Registry, effects: EffectKinds, placeOf: (i: number, card: unknown) => string): FoundProblem[] {
  const out: FoundProblem[] = [];
  const values = new Set<unknown>();
  p.cards.forEach((c, i) => {
    const at = placeOf(i, c);
    out.push(...cardDataProblems(c, handlers, effects, at));
    if (!isObj(c)) return;
    if (typeof p.name === 'string' && typeof c.protocol === 'string' && c.protocol !== p.name) out.push({ path: `${at}.protocol`, message: `must be its protocol's name "${p.name}", not "${c.protocol}"` });
    if (typeof c.protocol === 'string' && Number.isInteger(c.value) && typeof c.id === 'string' && c.id !== `${c.protocol} ${c.value}`) {
      out.push({ path: `${at}.id`, message: `must be "${c.protocol} ${c.value}" (protocol and value)` });
    }
    if (Number.isInteger(c.value) && values.has(c.value)) out.push({ path: `${at}.value`, message: `two cards of this protocol have the value ${c.value}` });
    values.add(c.value);
  });
  return out;
}

/**
 * Refuses the card data of one protocol of an engine, when it has a problem: `INVALID_CARD_DATA`
 * with the first, as {@link problemLine} words it. A card's path is written under its id
 * (`Fire 1.middle.run[0].iff`): the same path, below the card, and the same message as
 * `validate` reports for it; the protocol's own fields under its place in the list (`[3].name`).
 */
export function refuseProtocol(p: unknown, place: number, handlers: Registry, effects: EffectKinds): void {
  const problems = [...protocolShapeProblems(p, `[${place}]`)];
  if (problems.length === 0) problems.push(...protocolCardProblems(p as { cards: unknown[] }, handlers, effects, (i, c) => (isObj(c) && typeof c.id === 'string' ? c.id : `[${place}].cards[${i}]`)));
  const first = problems[0];
  if (first) fail('INVALID_CARD_DATA', problemLine(first));
}

/** A problem as one line: its path, the handler whose check found it, and what is wrong (as `validate` reports it). */
export const problemLine = (p: FoundProblem): string => `${p.path}: ${p.op ? `${p.op}: ` : ''}${p.message}`;
