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
 * when reading a property throws.
 */
export function copyJson(value: unknown, limits: CopyLimits, path = ''): unknown {
  const budget = { nodes: limits.nodes, undefinedIsAbsent: limits.undefinedIsAbsent ?? false };
  try {
    return copyValue(value, limits.depth, budget, path);
  } catch (e) {
    if (e instanceof NotJson) throw e;
    throw new NotJson(path || '(top)', 'could not be read');
  }
}

interface Budget {
  nodes: number;
  undefinedIsAbsent: boolean;
}

function copyValue(v: unknown, depth: number, budget: Budget, path: string): unknown {
  if (--budget.nodes < 0) throw new NotJson(path || '(top)', 'too large');
  switch (typeof v) {
    case 'string': case 'boolean': return v;
    case 'number':
      if (!Number.isFinite(v)) throw new NotJson(path || '(top)', `${v} is not a finite number`);
      return v;
    case 'object': break;
    default:
      throw new NotJson(path || '(top)', v === undefined ? 'a value is missing (undefined)' : `a ${typeof v} is not JSON`);
  }
  if (v === null) return null;
  if (depth <= 0) throw new NotJson(path || '(top)', 'nested too deeply (or cyclic)');
  if (Array.isArray(v)) {
    const n = v.length;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      if (!(i in v)) throw new NotJson(`${path}[${i}]`, 'a hole in a list');
      out[i] = copyValue(v[i], depth - 1, budget, `${path}[${i}]`);
    }
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) throw new NotJson(path || '(top)', 'only plain objects and lists are JSON');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) {
    if (key === '__proto__') throw new NotJson(path || '(top)', `the key ${quote(key)} is not allowed`);
    const item = (v as Record<string, unknown>)[key];
    if (item === undefined && budget.undefinedIsAbsent) continue;
    out[key] = copyValue(item, depth - 1, budget, path ? `${path}.${cut(key, MAX_QUOTED)}` : cut(key, MAX_QUOTED));
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
