/**
 * Checking a protocol file the way a rules designer needs it: every problem at once, each with
 * its JSON path — the JSON Schema's (shape: fields, types, values) and the card language's own
 * (handler checks, triggers, continuous effects, the six cards of a protocol). Loading card data
 * into an engine (`createEngine`) still refuses the first problem with `INVALID_CARD_DATA`.
 * @module
 */
import type { EffectKind, EffectKinds, Handler, Registry } from './machine/context.js';
import { STANDARD_HANDLERS } from './standard.js';
import { STANDARD_EFFECTS } from './effects/continuous.js';
import { type JsonSchema, type SchemaProblem, childPath } from './cards/jsonSchema.js';
import { type CardDataProblem, type FoundProblem, PROTOCOL_FILE_SCHEMA, protocolCardProblems, protocolShapeProblems, schemaChecker } from './cards/validate.js';
import { copyJson, NotJson } from './state/copy.js';
import { fail, readingInput } from './errors.js';

export type { CardDataProblem } from './cards/validate.js';
export type { JsonSchema } from './cards/jsonSchema.js';

/**
 * The JSON Schema (draft-07) of a protocol file: one protocol (`ProtocolDef`) or a list of them.
 * Generated from the card language's TypeScript types (a test keeps the two equal). Editors use it
 * to complete and check protocol files; {@link validate} checks with it and more.
 * @category Card data and the card language
 */
export const protocolFileSchema: JsonSchema = PROTOCOL_FILE_SCHEMA;

/**
 * What {@link validate} checks against, besides the schema.
 * @category Card data and the card language
 */
export interface ValidateOptions {
  /** The engine the protocols are for: its handlers check their commands, its kinds of continuous effect their effects (custom ones included). */
  engine?: {
    /** Its handlers by op name (an {@link "compile-engine"!Engine | Engine} has them). */
    readonly handlers: Registry;
    /** Its kinds of continuous effect by field (an {@link "compile-engine"!Engine | Engine} has them). */
    readonly effects?: EffectKinds;
  };
  /** Handlers to check commands with, when there is no engine: added to the standard ones, as `createEngine` does. */
  handlers?: Registry;
  /** Kinds of continuous effect, when there is no engine: added to the standard ones, as `createEngine` does. */
  effects?: EffectKinds;
}

/**
 * The outcome of {@link validate}.
 * @category Card data and the card language
 */
export interface ValidationReport {
  /** `true` when there is no problem. */
  ok: boolean;
  /** Every problem found, in file order, each with its JSON path. */
  problems: CardDataProblem[];
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A protocol has six cards (rulebook, "Card Anatomy": the protocol name "indicates the 6 cards belonging to the protocol"). */
const CARDS_PER_PROTOCOL = 6;

/**
 * Every problem in a protocol file — one protocol or a list of them, as parsed JSON — each with
 * its JSON path (`[0].cards[3].middle.run[1].target.cover`; a single protocol's paths start at
 * `cards`). Never throws for the data: a value that is not JSON (a cycle, a function) is a problem
 * too; only options it cannot read are refused (`INVALID_CONFIG`).
 *
 * Checks, in one pass: the JSON Schema {@link protocolFileSchema} (unknown fields, types, values),
 * then, where the shape is right, the checks an engine makes when it loads the data (each
 * command's handler check — the engine's or the given handlers', custom ones included — triggers
 * and continuous effects), and the file's own consistency: six cards of different values per
 * protocol, ids `"<protocol> <value>"`, each card's `protocol` its protocol's name, no name or id
 * twice.
 *
 * @category Card data and the card language
 * @example
 * ```ts
 * import { validate } from 'compile-engine/schema';
 *
 * const report = validate({ name: 'Ember', set: 'Example', cards: [] });
 * for (const p of report.problems) console.log(`${p.path}: ${p.message}`); // cards: a protocol has 6 cards, not 0
 * ```
 */
export function validate(data: unknown, options: ValidateOptions = {}): ValidationReport {
  let json: unknown;
  try {
    json = copyJson(data, { depth: 64, nodes: 1_000_000 });
  } catch (e) {
    if (!(e instanceof NotJson)) throw e;
    return report([{ path: e.path === '(top)' ? '' : e.path, message: `not JSON: ${e.why}` }]);
  }
  // As `createEngine` does: the given handlers join the standard ones (and may replace some).
  const handlers = handlersOf(options);
  const effects = effectsOf(options);
  const protocols = Array.isArray(json) ? json.map((p, i) => [p, `[${i}]`] as const) : [[json, ''] as const];
  // Each card is checked by the one checker `createEngine` uses (its shape and meaning), each
  // protocol's shape outside its cards as `createEngine` checks it.
  const shape = Array.isArray(json) || isObj(json) ? protocols.flatMap(([p, base]) => protocolShapeProblems(p, base)) : schemaChecker.problems(json);
  const found: FoundProblem[] = [...shape, ...namesTwice(protocols)];
  for (const [p, base] of protocols) found.push(...protocolProblems(p, base, handlers, effects));
  return report(found);
}

/** The handlers `options` names, read once: options that cannot be read are `INVALID_CONFIG` (the data's problems are reported, never thrown). */
function handlersOf(options: ValidateOptions | undefined): Registry {
  if (options !== undefined && (typeof options !== 'object' || options === null)) fail('INVALID_CONFIG', 'validate takes an options object such as { engine } or { handlers }');
  return readingInput('INVALID_CONFIG', 'validate could not read its options', () =>
    options?.engine?.handlers ?? Object.assign(Object.create(null) as Record<string, Handler<any>>, STANDARD_HANDLERS, options?.handlers));
}

/** The kinds of continuous effect `options` names (the engine's, or the standard ones and the given ones), read once. */
function effectsOf(options: ValidateOptions | undefined): EffectKinds {
  return readingInput('INVALID_CONFIG', 'validate could not read its options', () =>
    options?.engine?.effects ?? Object.assign(Object.create(null) as Record<string, EffectKind>, STANDARD_EFFECTS, options?.effects));
}

function report(found: (FoundProblem | SchemaProblem)[]): ValidationReport {
  const problems = found
    .map((p) => ({ path: p.path, message: 'op' in p && p.op ? `${p.op}: ${p.message}` : p.message }))
    .sort((a, b) => comparePaths(a.path, b.path));
  return { ok: problems.length === 0, problems };
}

/** File order: by protocol, then card (a stable sort: within a card, shape problems come first). */
function comparePaths(a: string, b: string): number {
  const place = (p: string) => {
    const m = /^(?:\[(\d+)\])?(?:\.?cards\[(\d+)\])?/.exec(p)!;
    return [Number(m[1] ?? -1), Number(m[2] ?? -1)];
  };
  const [x, y] = [place(a), place(b)];
  return x[0]! - y[0]! || x[1]! - y[1]!;
}

/** The problems of one protocol: its cards' (as `createEngine` finds them), and that it has six. */
function protocolProblems(p: unknown, base: string, handlers: Registry, effects: EffectKinds): FoundProblem[] {
  if (!isObj(p) || !Array.isArray(p.cards)) return [];
  const out: FoundProblem[] = [];
  const cardsPath = childPath(base, 'cards');
  if (p.cards.length !== CARDS_PER_PROTOCOL) out.push({ path: cardsPath, message: `a protocol has ${CARDS_PER_PROTOCOL} cards, not ${p.cards.length}` });
  out.push(...protocolCardProblems(p as { cards: unknown[] }, handlers, effects, (i) => childPath(cardsPath, i)));
  return out;
}

/** Protocol names and card ids used twice in the file. */
function namesTwice(protocols: readonly (readonly [unknown, string])[]): FoundProblem[] {
  const out: FoundProblem[] = [];
  const names = new Set<unknown>();
  const ids = new Map<string, string>();
  for (const [p, base] of protocols) {
    if (!isObj(p)) continue;
    if (typeof p.name === 'string' && names.has(p.name)) {
      out.push({ path: childPath(base, 'name'), message: `protocol "${p.name}" is defined twice` });
      continue; // its card ids repeat the first one's: that is the same problem
    }
    names.add(p.name);
    if (!Array.isArray(p.cards)) continue;
    p.cards.forEach((c, i) => {
      if (!isObj(c) || typeof c.id !== 'string') return;
      // Within one protocol, a repeated id is a repeated value or a wrong id, reported as such.
      const first = ids.get(c.id);
      if (first !== undefined && first !== base) out.push({ path: `${childPath(childPath(base, 'cards'), i)}.id`, message: `card id "${c.id}" is used twice` });
      if (first === undefined) ids.set(c.id, base);
    });
  }
  return out;
}
