/**
 * The encoding's public functions take values from the caller (a view, an engine, an id): one
 * they cannot read is `INVALID_ARGUMENT`, never a bare `TypeError`, as everywhere in the package
 * (the errors guarantee of the README).
 * @module
 */
import { readingInput } from '../errors.js';

/** `run()`, with an error that is not the engine's turned into `INVALID_ARGUMENT` saying `what` the function takes. */
export const guarded = <T>(what: string, run: () => T): T => readingInput('INVALID_ARGUMENT', what, run);
