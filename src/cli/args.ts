/**
 * Reading a command's options with Node's `util.parseArgs`, and the values several commands share
 * (seed, protocols, sets, a seat). A command gets its options, a request for help, or a reason the
 * line cannot be read; it never throws for what the user typed.
 * @module
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { PlayerId } from '../state/types.js';

/** A command line, read. */
export type Parsed<T> = { kind: 'run'; options: T } | { kind: 'help' } | { kind: 'error'; message: string };

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/** The raw values and positionals of `argv` for `specs` (with `-h, --help` added), or why they cannot be read. */
export function readArgs(argv: string[], specs: OptionSpecs, positionals: number): { values: Record<string, string | boolean | undefined>; positionals: string[] } | { kind: 'help' } | { kind: 'error'; message: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...specs, help: { type: 'boolean', short: 'h' } }, allowPositionals: positionals > 0, strict: true });
  } catch (e) {
    return { kind: 'error', message: (e as Error).message };
  }
  if (parsed.values.help) return { kind: 'help' };
  if (parsed.positionals.length > positionals) return { kind: 'error', message: `unexpected argument "${parsed.positionals[positionals]}"` };
  return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
}

/** A seed as typed: a whole number is a number, anything else a string. */
export const readSeed = (text: string): string | number => (/^-?\d{1,15}$/.test(text) ? Number(text) : text);

/**
 * "Fire,Water,Death/Light,Metal,Speed": three protocols per seat, seat 0's first; or why not. With
 * the `known` names, each is matched in any case ("fire" is Fire) and an unknown one is refused
 * with the list of known ones.
 */
export function readProtocols(text: string, known?: readonly string[]): [string[], string[]] | string {
  const sides = text.split('/').map((side) => side.split(',').map((n) => n.trim()));
  if (sides.length !== 2 || sides.some((side) => side.length !== 3 || side.some((n) => n === ''))) {
    return '--protocols needs three protocols for each seat, seat 0\'s first, like Fire,Water,Death/Light,Metal,Speed';
  }
  if (!known) return sides as [string[], string[]];
  const canonical = new Map(known.map((k) => [k.toLowerCase(), k]));
  const unknown = sides.flat().find((n) => !canonical.has(n.toLowerCase()));
  if (unknown !== undefined) return `unknown protocol "${unknown}" (known: ${known.join(', ')})`;
  return sides.map((side) => side.map((n) => canonical.get(n.toLowerCase())!)) as [string[], string[]];
}

/** "Main 1,Aux 1": a list of set names. */
export const readSets = (text: string): string[] => text.split(',').map((s) => s.trim()).filter((s) => s !== '');

/** A seat as typed ("0" or "1"), or `null`. */
export const readSeat = (text: string): PlayerId | null => (text === '0' ? 0 : text === '1' ? 1 : null);

/** A whole number from `min` to `max`, written in digits or as `1e5`, or `null`. */
export function readCount(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!/^\d{1,16}(?:e\d{1,3})?$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}
