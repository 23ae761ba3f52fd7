/**
 * Putting values into messages safely. Anything a user supplied (an action field, a config, a
 * position, a protocol or card name) reaches a message only through these functions: each string
 * is cut short and its control characters and line breaks are escaped, so that a message stays one
 * bounded line whatever the input.
 * @module
 */
import type { PlayerId } from './types.js';

/** How many characters of one user-supplied string a message shows. */
export const MAX_QUOTED = 40;
/** The longest message an error carries. */
export const MAX_MESSAGE = 300;

/** Escapes control characters, line and paragraph separators (`\n`, `\u2028`, …) in `s`. */
export function escapeControls(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** Cuts `s` to `max` characters, marking the cut with "…". */
export function cut(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, Math.max(0, max - 1))}…`;
}

/** A user-supplied string for a message: quoted, cut to {@link MAX_QUOTED} characters, escaped. */
export function quote(s: string, max = MAX_QUOTED): string {
  return `"${cut(escapeControls(cut(s, max)), max)}"`;
}

/**
 * Any value for a message, without ever calling its methods or serialising it: strings are quoted,
 * numbers and booleans printed, everything else named by its kind.
 */
export function describeValue(v: unknown): string {
  switch (typeof v) {
    case 'string': return quote(v);
    case 'number': case 'boolean': return String(v);
    case 'bigint': return `${cut(String(v), MAX_QUOTED)}n`;
    case 'undefined': return 'nothing';
    case 'symbol': return 'a symbol';
    case 'function': return 'a function';
    default: return v === null ? 'null' : isList(v) ? 'a list' : 'an object';
  }
}

/** `Array.isArray` that never throws (a revoked Proxy makes it throw). */
function isList(v: unknown): boolean {
  try {
    return Array.isArray(v);
  } catch {
    return false;
  }
}

/** A whole message: escaped and cut to {@link MAX_MESSAGE} characters. */
export function boundedMessage(s: string): string {
  return cut(escapeControls(cut(s, MAX_MESSAGE)), MAX_MESSAGE);
}

/** How every message names a seat: "seat 0" or "seat 1", the API's own numbering. */
export const seatName = (p: PlayerId): string => `seat ${p}`;
