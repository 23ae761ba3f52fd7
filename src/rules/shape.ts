/**
 * Reading an action at the API boundary. The caller's object is read **once**: each documented
 * field of its type is copied into a fresh plain object, inside a `try` (a getter or Proxy that
 * throws makes the action malformed), and only that copy is validated and executed. A field the
 * type does not document is refused rather than ignored; only the object's **own** fields are
 * read (an inherited one, `Object.create(action)`, is absent), as for states and configs. The rule
 * the whole boundary keeps: an action is accepted only if, read so, it equals a listed action —
 * which is why a default is never written out (`from: 'hand'`, `side` of the player's own seat).
 *
 * The table {@link ACTION_FIELDS} has one entry per action type: its fields and their checks. A new
 * action type is a new entry.
 * @module
 */
import type { Action } from '../state/actions.js';
import { CompileEngineError, fail } from '../errors.js';
import { cut, describeValue, MAX_QUOTED, quote } from '../state/text.js';
import { privateMark } from '../state/mark.js';

/** One documented field of an action: how to copy it out of the caller's object, and what it must be. */
export interface ActionField {
  name: string;
  /** What the value must be, for the message when it is not ("a whole number ≥ 0"). */
  need: string;
  /** Whether the value qualifies (it is the copied value). */
  ok: (v: unknown) => boolean;
  /**
   * Copies a value the caller owns (a list, item by item); without it the value is taken as read.
   * Calls `refuse` for a value it cannot copy.
   */
  copy?: (v: unknown, refuse: () => never) => unknown;
  /** An optional field may be absent (or `undefined`). */
  optional?: boolean;
}

const isLine = (v: unknown) => v === 0 || v === 1 || v === 2;
const isSeat = (v: unknown) => v === 0 || v === 1;
const isIndex = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isName = (v: unknown) => typeof v === 'string';

/** Copies a list of exactly `n` items, reading its length and each item once. */
const copyList = (n: number) => (v: unknown, refuse: () => never): unknown[] => {
  if (!Array.isArray(v) || v.length !== n) return refuse();
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push(v[i]);
  return out;
};

const line: ActionField = { name: 'line', need: '0, 1 or 2', ok: isLine };
const index: ActionField = { name: 'index', need: 'a whole number ≥ 0', ok: isIndex };

/** Every action type, with its documented fields (besides `type`) in the order they are described. */
export const ACTION_FIELDS: Readonly<Record<Action['type'], readonly ActionField[]>> = {
  draft: [{ name: 'protocol', need: 'a protocol name', ok: isName }],
  play: [index, line, { name: 'face', need: '"up" or "down"', ok: (v) => v === 'up' || v === 'down' },
    // Only a play from the trash names its zone, as the listed actions do: `from: 'hand'` is no listed action.
    { name: 'from', need: '"trash" (a play from the hand has no "from")', ok: (v) => v === 'trash', optional: true },
    { name: 'side', need: '0 or 1', ok: isSeat, optional: true }],
  number: [{ name: 'value', need: 'a whole number', ok: (v) => Number.isSafeInteger(v) }],
  protocol: [{ name: 'protocol', need: 'a protocol name', ok: isName }],
  trash: [index],
  deck: [index],
  refresh: [],
  compile: [line],
  rearrange: [
    { name: 'whose', need: '0 or 1', ok: isSeat },
    { name: 'order', need: 'a list of three protocol names', ok: (v) => Array.isArray(v) && v.length === 3 && v.every(isName), copy: copyList(3) },
  ],
  card: [{ name: 'player', need: '0 or 1', ok: isSeat }, line, index],
  hand: [index],
  line: [line],
  option: [index],
  accept: [],
  pass: [],
};

/** The field list of an action type, or `undefined` for a type no entry documents (own entries only). */
function fieldsOf(type: unknown): readonly ActionField[] | undefined {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(ACTION_FIELDS, type) ? ACTION_FIELDS[type as Action['type']] : undefined;
}

/*
 * Actions the engine itself handed out (the frozen descriptors of `legalActions`): plain, frozen
 * data of a known shape, so they need no copy. The mark is private (`state/mark.ts`): a copy or a
 * look-alike of an issued action is read and checked like any other.
 */
const issued = privateMark<true>();

/** Marks an action the engine made, then freezes it, so that reading it back needs no copy. */
export function issue<A extends Action>(a: A): A {
  return Object.freeze(issued.write(a, true));
}

const malformed = (why: string): never => fail('MALFORMED_ACTION', why);

/**
 * Copies an action out of the caller's object, reading each field once, and checks the copy.
 * Throws `MALFORMED_ACTION` (never anything else) unless it is an {@link Action}.
 */
export function readAction(raw: unknown): Action {
  if (issued.read(raw) === true) return raw as Action;
  if (typeof raw !== 'object' || raw === null) malformed(`an action must be an object with a "type", not ${describeValue(raw)}`);
  try {
    return copyAction(raw as Record<string, unknown>);
  } catch (e) {
    if (e instanceof CompileEngineError) throw e;
    return malformed('the action could not be read (a field threw when read)');
  }
}

/** A field of the caller's object, read once, only if it is the object's own: an inherited one is absent. */
const own = (raw: Record<string, unknown>, name: string): unknown => (Object.prototype.hasOwnProperty.call(raw, name) ? raw[name] : undefined);

function copyAction(raw: Record<string, unknown>): Action {
  if (Array.isArray(raw)) malformed('an action must be an object with a "type", not a list');
  const keys = Object.keys(raw);
  const type = own(raw, 'type');
  const fields = fieldsOf(type);
  if (!fields) return malformed(`unknown action type ${describeValue(type)}`);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key !== 'type' && !documents(fields, key)) malformed(`${type} action: unknown field ${quote(key)}`);
  }
  const out: Record<string, unknown> = { type };
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    const read = own(raw, f.name);
    if (read === undefined && f.optional) continue;
    const value = f.copy ? f.copy(read, () => refuseField(type, f, read)) : read;
    if (!f.ok(value)) refuseField(type, f, read);
    out[f.name] = value;
  }
  return out as unknown as Action;
}

/** Whether an action type documents a field. */
function documents(fields: readonly ActionField[], name: string): boolean {
  for (let i = 0; i < fields.length; i++) if (fields[i]!.name === name) return true;
  return false;
}

const refuseField = (type: unknown, f: ActionField, read: unknown): never => malformed(`${type} action: ${f.name} must be ${f.need}, not ${describeValue(read)}`);

/** A copied action for messages: its type and fields, each string cut short (never the caller's object). */
export function actionLabel(a: Action): string {
  const parts: string[] = [];
  for (const f of fieldsOf(a.type) ?? []) {
    const v = (a as unknown as Record<string, unknown>)[f.name];
    if (v === undefined) continue;
    parts.push(`${f.name} ${Array.isArray(v) ? `[${v.map((n) => describeValue(n)).join(', ')}]` : describeValue(v)}`);
  }
  return cut(parts.length ? `${a.type} (${parts.join(', ')})` : a.type, 6 * MAX_QUOTED);
}
