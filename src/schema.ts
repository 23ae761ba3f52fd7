/**
 * compile-engine/schema — checking a protocol file before an engine loads it: the JSON Schema that
 * editors complete and check protocol files with, and {@link validate}, which reports every problem
 * of a file at once, each at its JSON path.
 *
 * - {@link protocolFileSchema}: the JSON Schema (draft-07) of a protocol file, one protocol or a
 *   list of them, generated from the card language's types (point an editor's `$schema` at a copy);
 * - {@link validate}: the schema's checks, then the ones an engine makes when it loads the data
 *   (each command's handler check, custom handlers included when given an engine), then the file's
 *   own consistency (six cards per protocol, ids, names); it never throws;
 * - {@link ValidationReport} / {@link CardDataProblem}: what it reports.
 *
 * ```ts
 * import { validate } from 'compile-engine/schema';
 * const { ok, problems } = validate(JSON.parse(text));
 * for (const p of problems) console.log(`${p.path}: ${p.message}`);
 * ```
 *
 * The card language itself (the `ProtocolDef` a file holds) is documented in the main entry,
 * `compile-engine`, and in the card-language guide; `createEngine` loads the data and refuses its
 * first problem with `INVALID_CARD_DATA`.
 * @module compile-engine/schema
 */
export { protocolFileSchema, validate } from './validate.js';
export type { CardDataProblem, JsonSchema, ValidateOptions, ValidationReport } from './validate.js';
