/**
 * Extra fields of a process bot's decision requests, by name.
 * @module
 */
import type { Engine } from '../api.js';
import type { Decision } from '../bots/bot.js';

/** A JSON value: what a bot's options and a request's fields may hold (they are sent to worker threads and child processes). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The hook for more fields in a decision request: each entry adds fields computed from the
 * decision (what the seat may know) and the engine. The encoding of actions and observations
 * (integer action ids, the legal-action mask, an observation tensor) plugs in here under a name,
 * and a process bot asks for it with the `send` field of its spec (`{ command, send: ['encoding'] }`).
 * None is registered yet.
 */
export const REQUEST_EXTRAS: Record<string, (decision: Decision, engine: Engine) => Record<string, JsonValue>> = {};

