/**
 * `compile-engine validate`: checks a designer's protocol file — one protocol or a list of them,
 * in the format of the card-data JSON Schema (`compile-engine/schema`) — with the card kit's
 * `validate`, and prints every problem with its JSON path.
 * @module
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EffectKinds, Registry } from '../machine/context.js';
import { validate } from '../validate.js';
import { type Parsed, readArgs } from './args.js';
import { type Io, printer, usageError } from './io.js';

export const VALIDATE_HELP = `Usage: compile-engine validate FILE.json [--handlers MODULE]

Checks a protocol file: one protocol or a list of protocols, as the card-data JSON Schema
(compile-engine/schema) describes them. Every problem is printed with its JSON path: the schema
(unknown fields, types, values), each command against the engine's standard handlers, triggers and
continuous effects, six cards of different values per protocol, ids "<protocol> <value>". Exits
with 0 when the file is valid, 1 when it is not, 2 when the command line is wrong or the file
cannot be read (missing, or not JSON).

Options:
  --handlers MODULE          a JavaScript module (ESM) exporting \`handlers\` (by op name) and/or
                             \`effects\` (kinds of continuous effect, by field), as createEngine
                             takes them: commands and effects of those kinds are checked by them
  --json                     the report as JSON: { file, ok, problems: [{ path, message }], protocols, cards }
  -h, --help                 this text`;

/** Reads `validate`'s options. */
export function parseValidateArgs(argv: string[]): Parsed<{ file: string; json: boolean; handlers?: string }> {
  const args = readArgs(argv, { json: { type: 'boolean' }, handlers: { type: 'string' } }, 1);
  if (!('values' in args)) return args;
  const file = args.positionals[0];
  if (file === undefined) return { kind: 'error', message: 'which file? compile-engine validate FILE.json' };
  const json = args.values.json === true;
  const handlers = args.values.handlers as string | undefined;
  return { kind: 'run', options: handlers === undefined ? { file, json } : { file, json, handlers } };
}

/** A designer's module of handlers and kinds of effect: its `handlers` and `effects` exports (or its default export's). */
async function loadRules(path: string): Promise<{ handlers?: Registry; effects?: EffectKinds } | string> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (e) {
    return `cannot load the handlers module: ${(e as Error).message}`;
  }
  const from = (key: 'handlers' | 'effects'): unknown => mod[key] ?? (mod.default as Record<string, unknown> | undefined)?.[key];
  const handlers = from('handlers');
  const effects = from('effects');
  const isMap = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v));
  if (!isMap(handlers) || !isMap(effects)) return 'the handlers module\'s `handlers` and `effects` must be objects (by op name, by field)';
  if (handlers === undefined && effects === undefined) return 'the handlers module exports neither `handlers` nor `effects`';
  return { ...(handlers ? { handlers: handlers as Registry } : {}), ...(effects ? { effects: effects as EffectKinds } : {}) };
}

/** The protocols' names in a file that passed: "Frost" or "Anarchy, Frost". */
function names(data: unknown): { protocols: string[]; cards: number } {
  const list = (Array.isArray(data) ? data : [data]) as { name: string; cards: unknown[] }[];
  return { protocols: list.map((p) => p.name), cards: list.reduce((n, p) => n + p.cards.length, 0) };
}

/** Runs `validate`: returns the exit code. */
export async function runValidate(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const parsed = parseValidateArgs(argv);
  if (parsed.kind === 'help') return p.out(VALIDATE_HELP), 0;
  if (parsed.kind === 'error') return usageError(p, 'validate', parsed.message, VALIDATE_HELP), 2;
  const { file, json } = parsed.options;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8'));
  } catch (e) {
    return p.err(`compile-engine validate: ${file}: ${(e as Error).message}`), 2;
  }
  const rules = parsed.options.handlers === undefined ? {} : await loadRules(resolve(io.cwd, parsed.options.handlers));
  if (typeof rules === 'string') return p.err(`compile-engine validate: ${parsed.options.handlers}: ${rules}`), 2;
  const report = validate(data, rules);
  if (json) {
    const found = report.ok ? names(data) : { protocols: [], cards: 0 };
    p.out(JSON.stringify({ file, ok: report.ok, problems: report.ok ? [] : report.problems, ...found }));
    return report.ok ? 0 : 1;
  }
  if (!report.ok) {
    p.err(`${file}: invalid — ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}:`);
    for (const problem of report.problems) p.err(`  ${problem.path || '(the file)'}: ${problem.message}`);
    return 1;
  }
  const found = names(data);
  p.out(`${file}: valid — ${found.protocols.length} protocol${found.protocols.length === 1 ? '' : 's'} (${found.protocols.join(', ')}), ${found.cards} card${found.cards === 1 ? '' : 's'}`);
  return 0;
}
