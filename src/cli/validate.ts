/**
 * `compile-engine validate`: checks a designer's protocol file — one protocol, a list of them, or
 * `{ "protocols": [...] }`, each card either complete (with its `id`) or as written for
 * `defineProtocol` (value and sections) — by building an engine over it with the standard handlers.
 * @module
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ProtocolDef } from '../cards/schema.js';
import { defineProtocol } from '../cards/define.js';
import { CompileEngineError, createEngine } from '../api.js';
import { fail } from '../errors.js';
import { type Parsed, readArgs } from './args.js';
import { type Io, printer } from './io.js';

export const VALIDATE_HELP = `Usage: compile-engine validate FILE.json

Checks a protocol file: one protocol, a list of protocols, or { "protocols": [...] }. A card is
either complete ({ "id", "set", "protocol", "value", sections }) or written as for defineProtocol
({ "value", "top", "middle", "bottom" }); each section needs its printed "text". Every command must
name one of the engine's standard handlers and have valid parameters. Exits with 0 when the file
is valid, 1 when it is not (saying where), 2 when it cannot be read.

Options:
  -h, --help                 this text`;

/** Reads `validate`'s options. */
export function parseValidateArgs(argv: string[]): Parsed<{ file: string }> {
  const args = readArgs(argv, {}, 1);
  if (!('values' in args)) return args;
  const file = args.positionals[0];
  return file === undefined ? { kind: 'error', message: 'which file? compile-engine validate FILE.json' } : { kind: 'run', options: { file } };
}

/**
 * The protocols of a parsed protocol file, checked by building an engine over them; throws
 * `INVALID_CARD_DATA` saying what is wrong. This is the one place to switch to the card kit's
 * own `validate` (with its JSON Schema) once it is exported.
 */
export function checkProtocolFile(data: unknown): ProtocolDef[] {
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.protocols) ? data.protocols : [data];
  const protocols = list.map((p: unknown, i) => asProtocol(p, i));
  try {
    createEngine({ protocols });
  } catch (e) {
    // The engine refuses bad card data with INVALID_CARD_DATA; anything else it threw means the data was not even of the right shape.
    if (e instanceof CompileEngineError) throw e;
    fail('INVALID_CARD_DATA', `the card data could not be read (${(e as Error).message})`);
  }
  return protocols;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A protocol of the file, its cards completed when they are written as for `defineProtocol`. */
function asProtocol(p: unknown, i: number): ProtocolDef {
  if (!isObject(p) || typeof p.name !== 'string' || typeof p.set !== 'string' || !Array.isArray(p.cards)) {
    fail('INVALID_CARD_DATA', `protocol ${i}: needs a "name", a "set" and a list of "cards"`);
  }
  const cards = p.cards as unknown[];
  cards.forEach((c, j) => {
    if (!isObject(c) || typeof c.value !== 'number') fail('INVALID_CARD_DATA', `${p.name}, card ${j}: needs a numeric "value"`);
  });
  if (cards.every((c) => isObject(c) && 'id' in c)) return p as unknown as ProtocolDef;
  return defineProtocol(p as unknown as Parameters<typeof defineProtocol>[0]);
}

/** Runs `validate`: returns the exit code. */
export function runValidate(argv: string[], io: Io): number {
  const p = printer(io);
  const parsed = parseValidateArgs(argv);
  if (parsed.kind === 'help') return p.out(VALIDATE_HELP), 0;
  if (parsed.kind === 'error') return p.err(`compile-engine validate: ${parsed.message}\n\n${VALIDATE_HELP}`), 2;
  const { file } = parsed.options;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8'));
  } catch (e) {
    return p.err(`compile-engine validate: ${file}: ${(e as Error).message}`), 2;
  }
  try {
    const protocols = checkProtocolFile(data);
    const cards = protocols.reduce((n, pr) => n + pr.cards.length, 0);
    p.out(`${file}: valid — ${protocols.length} protocol${protocols.length === 1 ? '' : 's'} (${protocols.map((pr) => pr.name).join(', ')}), ${cards} card${cards === 1 ? '' : 's'}`);
    return 0;
  } catch (e) {
    if (!(e instanceof CompileEngineError)) throw e;
    p.err(`${file}: invalid — ${e.message}`);
    return 1;
  }
}
