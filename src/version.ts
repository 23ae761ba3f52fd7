/**
 * The engine's version, as published: game records carry it so that a reader can tell which
 * engine made them.
 * @module
 */
// A named import of one field: the bundler inlines the version string, not the whole manifest.
import { version } from '../package.json';

/**
 * The version of this engine package (its `package.json` version).
 * @category Game API
 */
export const ENGINE_VERSION: string = version;
