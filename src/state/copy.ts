/**
 * Copying data the engine does not own (a parsed or hand-built state, a config, a position) into
 * fresh plain JSON before anything reads it: each property is read once, so a getter or Proxy
 * cannot show one value to a check and another to the rules, and the caller's object is never
 * shared, frozen or changed. Whatever is not plain JSON is refused with a reason.
 * @module
 */
import { type ErrorCode, fail } from '../errors.js';
import { cut, MAX_QUOTED, quote } from './text.js';

/** Limits on what {@link copyJson} accepts. */
export interface CopyLimits {
  /** Deepest nesting (a cycle always exceeds it). */
  depth: number;
  /** Most values in all. */
  nodes: number;
  /** A property whose value is `undefined` counts as absent (configs, where TypeScript allows it) instead of being refused. */
  undefinedIsAbsent?: boolean;
}

/** Why a value could not be copied: where, and what was wrong there. */
export class NotJson extends Error {
  constructor(readonly path: string, readonly why: string) {
    super(`${path}: ${why}`);
  }
}

/**
 * A deep copy of plain JSON data: `null`, booleans, finite numbers, strings, lists and objects
 * whose prototype is `Object.prototype` or `null`. Throws {@link NotJson} for anything else (a
 * function, a BigInt, a Map, a sparse list, nesting deeper than the limits, a key `__proto__`) and
 * when reading a property throws (named by the path of the property whose read threw).
 */
export function copyJson(value: unknown, limits: CopyLimits, path = ''): unknown {
  const budget: Budget = { nodes: limits.nodes, undefinedIsAbsent: limits.undefinedIsAbsent ?? false, prefix: path, at: [] };
  try {
    return copyValue(value, limits.depth, budget);
  } catch (e) {
    if (e instanceof NotJson) throw e;
    // A getter or a Proxy trap threw: `at` still holds the steps to the value whose read failed.
    throw new NotJson(where(budget), 'could not be read');
  }
}

/**
 * What is left of the limits, and where the copy is: the list indexes and keys from the top.
 * The path is spelt out only for an error: built for every value, its strings cost more than the
 * copy itself (a parsed state has some 300 values, copied on every call that is handed one).
 */
interface Budget {
  nodes: number;
  undefinedIsAbsent: boolean;
  /** The path of the top value. */
  prefix: string;
  /** The list indexes and object keys from the top value to the value being copied. */
  at: (string | number)[];
}

/** The path of the value being copied, as `cards[3]` or `players[0].hand`; `(top)` for the top value. */
function where({ prefix, at }: Budget): string {
  let path = prefix;
  for (const step of at) path = typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${cut(step, MAX_QUOTED)}` : cut(step, MAX_QUOTED);
  return path || '(top)';
}

function copyValue(v: unknown, depth: number, budget: Budget): unknown {
  if (--budget.nodes < 0) throw new NotJson(where(budget), 'too large');
  switch (typeof v) {
    case 'string': case 'boolean': return v;
    case 'number':
      if (!Number.isFinite(v)) throw new NotJson(where(budget), `${v} is not a finite number`);
      return v;
    case 'object': break;
    default:
      throw new NotJson(where(budget), v === undefined ? 'a value is missing (undefined)' : `a ${typeof v} is not JSON`);
  }
  if (v === null) return null;
  if (depth <= 0) throw new NotJson(where(budget), 'nested too deeply (or cyclic)');
  const at = budget.at;
  if (Array.isArray(v)) {
    const n = v.length;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      at.push(i);
      if (!(i in v)) throw new NotJson(where(budget), 'a hole in a list');
      out[i] = copyValue(v[i], depth - 1, budget);
      at.pop();
    }
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) throw new NotJson(where(budget), 'only plain objects and lists are JSON');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) {
    if (key === '__proto__') throw new NotJson(where(budget), `the key ${quote(key)} is not allowed`);
    at.push(key); // before the read: a getter that throws is named by its own path
    const item = (v as Record<string, unknown>)[key];
    if (item !== undefined || !budget.undefinedIsAbsent) out[key] = copyValue(item, depth - 1, budget);
    at.pop();
  }
  return out;
}

/** {@link copyJson} for user input: what is not plain JSON is a `code` error about `what`. */
export function copyInput(raw: unknown, limits: CopyLimits, code: ErrorCode, what: string): unknown {
  try {
    return copyJson(raw, limits);
  } catch (e) {
    if (e instanceof NotJson) fail(code, `${what} is not plain data: ${e.message}`);
    throw e;
  }
}
