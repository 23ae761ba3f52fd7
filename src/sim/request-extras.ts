/**
 * Extra fields of a process bot's decision requests, by name.
 * @module
 */
import type { Engine } from '../api.js';
import type { Decision } from '../bots/bot.js';
import { encodeView } from '../encoding/decision.js';

/**
 * A JSON value: what a bot's options and a request's fields may hold (they are sent to worker threads and child processes).
 * @category Simulation
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * More fields for a process bot's decision requests, by name: each entry adds fields computed
 * from the decision's view (what the seat may know) and the engine. A process bot asks for them
 * with the `send` field of its spec (`{ command, send: ['encoding'] }`).
 * - `encoding`: `actionIds` (the id of each legal action, in the engine's order: `actionIds[i]`
 *   belongs to `legalActions[i]`), `mask` and `observation`, as `compile-engine/encoding`'s
 *   `encodeView` gives them.
 */
export const REQUEST_EXTRAS: Readonly<Record<string, (decision: Decision, engine: Engine) => Record<string, JsonValue>>> = {
  encoding: (d, engine) => ({ ...encodeView(d.view, engine) }),
};

