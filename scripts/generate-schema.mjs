#!/usr/bin/env node
// Generates the JSON Schema of a protocol file from the card language's TypeScript types
// (src/cards/schema.ts, type `ProtocolFile`) with ts-json-schema-generator, and writes it to
// src/cards/protocol-file.schema.json. `test/cards/schema.test.ts` regenerates it and compares,
// so the committed schema cannot drift from the types: after changing the types, run
// `npm run schema` and commit the result.
//
// Two steps after generation say what TypeScript cannot:
// - every `number` is an `integer`: the card language counts cards and values, and the loading
//   checks (src/cards/check.ts) refuse fractions everywhere;
// - a custom command's `op` is any name *but* a standard command's: without this, a standard
//   command with a misspelt field (`{ op: 'draw', n: 1, whoo: 'opponent' }`) would pass as a custom
//   command, since `CustomCommand` accepts any parameters;
// - likewise a continuous effect of a designer's kind has none of the standard kinds' fields, so
//   `{ scope: 'line', forbid: 'flp' }` is a bad `forbid`, not a custom effect.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = join(root, 'src', 'cards', 'protocol-file.schema.json');

/** Every `{ type: 'number' }` (or a type list holding it) becomes `integer`, in place. */
function integersOnly(node) {
  if (Array.isArray(node)) return node.forEach(integersOnly);
  if (!node || typeof node !== 'object') return;
  if (node.type === 'number') node.type = 'integer';
  if (Array.isArray(node.type)) node.type = node.type.map((t) => (t === 'number' ? 'integer' : t));
  Object.values(node).forEach(integersOnly);
}

/** The op names of the standard commands: every member of `Command` but `CustomCommand`. */
function standardOps(definitions) {
  return definitions.Command.anyOf
    .map((branch) => definitions[branch.$ref.replace('#/definitions/', '')])
    .map((def) => def.properties.op.const)
    .filter((op) => typeof op === 'string');
}

/** The schema as it is committed: generated, then the two steps above. */
export function generateSchema() {
  const generator = createGenerator({
    path: join(root, 'src', 'cards', 'schema.ts'),
    tsconfig: join(root, 'tsconfig.json'),
    type: 'ProtocolFile',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    additionalProperties: false,
    sortProps: true,
    skipTypeCheck: true,
  });
  const schema = generator.createSchema('ProtocolFile');
  integersOnly(schema);
  const custom = schema.definitions.CustomCommand.properties.op;
  custom.not = { enum: standardOps(schema.definitions) };
  const passives = schema.definitions.Passive.anyOf;
  const base = new Set(['scope', 'whose', 'by', 'cards', 'when']);
  const kinds = passives.flatMap((b) => Object.keys(b.properties ?? {}).filter((k) => !base.has(k)));
  passives[passives.length - 1].not = { anyOf: [...new Set(kinds)].map((k) => ({ required: [k] })) };
  return { title: 'A compile-engine protocol file: one protocol or a list of them', ...schema };
}

/** The committed file's text: two-space JSON with a final newline. */
export const schemaText = (schema) => `${JSON.stringify(schema, null, 2)}\n`;

/**
 * The schemas of what crosses the wire (src/wire.ts, `WireTypes`): actions, views, events,
 * records, positions, configs and states, each under `definitions` by its type's name, and
 * `WireTypes` naming the root of each. `test/kit/wire-schema.test.ts` checks the committed file
 * against the generator, and thousands of values of real games against it. Numbers stay numbers:
 * a config's seed may be any number.
 */
export const WIRE_SCHEMA_FILE = join(root, 'src', 'wire.schema.json');

export function generateWireSchema() {
  const generator = createGenerator({
    path: join(root, 'src', 'wire.ts'),
    tsconfig: join(root, 'tsconfig.json'),
    type: 'WireTypes',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    additionalProperties: false,
    sortProps: true,
    skipTypeCheck: true,
  });
  return { title: 'compile-engine: the values that cross the wire', ...generator.createSchema('WireTypes') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SCHEMA_FILE, schemaText(generateSchema()));
  console.log(`wrote ${SCHEMA_FILE}`);
  writeFileSync(WIRE_SCHEMA_FILE, schemaText(generateWireSchema()));
  console.log(`wrote ${WIRE_SCHEMA_FILE}`);
}
