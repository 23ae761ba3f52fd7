/**
 * Field checks for plain JSON copies of user input (states, configs, positions): each check either
 * returns the value, typed, or throws a {@link CompileEngineError} with the given code, naming the
 * field. `at` is the field's name for the message.
 * @module
 */
import { type ErrorCode, fail } from '../errors.js';
import { describeValue, quote } from './text.js';

/** A plain (non-list) object. */
export type Obj = Record<string, unknown>;

/** Whether `v` is a plain (non-list) object. */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `o` has its own property `key` (inherited ones, like "constructor", never count). */
export const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** The checks, throwing `code`. */
export interface FieldChecks {
  bad(why: string): never;
  /** An object whose fields are among `allowed`, with every field of `required`. */
  shape(v: unknown, at: string, allowed: readonly string[], required?: readonly string[]): Obj;
  list(v: unknown, at: string): unknown[];
  int(v: unknown, at: string, min?: number, max?: number): number;
  bool(v: unknown, at: string): boolean;
  str(v: unknown, at: string): string;
  oneOf<T>(v: unknown, at: string, values: readonly T[]): T;
  /** A game seed: a string or a finite number. */
  seed(v: unknown): string | number;
}

/** The field checks for one error code. */
export function fieldChecks(code: ErrorCode): FieldChecks {
  const bad = (why: string): never => fail(code, why);
  return {
    bad,
    shape(v, at, allowed, required = allowed) {
      if (!isObj(v)) return bad(`${at} must be an object, not ${describeValue(v)}`);
      for (const k of required) if (!hasOwn(v, k)) bad(`${at} has no "${k}"`);
      for (const k of Object.keys(v)) if (!allowed.includes(k)) bad(`${at} has an unknown field ${quote(k)}`);
      return v;
    },
    list(v, at) {
      if (!Array.isArray(v)) return bad(`${at} must be a list, not ${describeValue(v)}`);
      return v;
    },
    int(v, at, min = 0, max = Number.MAX_SAFE_INTEGER) {
      if (!Number.isSafeInteger(v) || (v as number) < min || (v as number) > max) bad(`${at} must be a whole number from ${min} to ${max}, not ${describeValue(v)}`);
      return v as number;
    },
    bool(v, at) {
      if (typeof v !== 'boolean') bad(`${at} must be true or false, not ${describeValue(v)}`);
      return v as boolean;
    },
    str(v, at) {
      if (typeof v !== 'string') bad(`${at} must be a string, not ${describeValue(v)}`);
      return v as string;
    },
    oneOf<T>(v: unknown, at: string, values: readonly T[]): T {
      if (!values.includes(v as T)) bad(`${at} must be one of ${values.map((x) => (typeof x === 'string' ? `"${x}"` : String(x))).join(', ')}, not ${describeValue(v)}`);
      return v as T;
    },
    seed(v) {
      if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) bad(`a seed (string or finite number) is required, not ${describeValue(v)}`);
      return v as string | number;
    },
  };
}
