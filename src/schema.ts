/**
 * The `compile-engine/schema` entry: the JSON Schema of protocol files, the JSON Schemas of what
 * crosses the wire ({@link wireSchema}: actions, views, events, records, positions, configs,
 * states), and
 * {@link "compile-engine"!validate | validate}, which reports every problem in one with its JSON
 * path (also exported by the main entry).
 *
 * ```ts
 * import { protocolFileSchema, validate } from 'compile-engine/schema';
 * const { ok, problems } = validate(JSON.parse(text));
 * ```
 * @module
 */
export { protocolFileSchema, validate } from './validate.js';
export { wireSchema } from './wire.js';
export type { WireTypes } from './wire.js';
export type { CardDataProblem, JsonSchema, ValidateOptions, ValidationReport } from './validate.js';
export type { ProtocolFile } from './cards/schema.js';
