/**
 * The values that cross the wire between a server and its clients, or into storage, by name: what
 * `scripts/generate-schema.mjs` makes the JSON Schemas of (`src/wire.schema.json`).
 * @module
 */
import type { Action } from './state/actions.js';
import type { GameConfig } from './state/config.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';
import type { Position } from './state/position.js';
import type { PlayerViewState } from './view/view.js';
import type { GameRecord } from './records/record.js';
import type { JsonSchema } from './validate.js';
import wireJson from './wire.schema.json';

/**
 * Each wire value's type, by the name its schema is published under.
 * @category Views and events
 */
export interface WireTypes {
  /** An action a seat sends ({@link Action}). */
  action: Action;
  /** What one seat may know ({@link PlayerViewState}), as a server sends it. */
  view: PlayerViewState;
  /** One event ({@link GameEvent}). */
  event: GameEvent;
  /** A game record ({@link GameRecord}). */
  record: GameRecord;
  /** An explicit position ({@link Position}). */
  position: Position;
  /** A game's config ({@link GameConfig}). */
  config: GameConfig;
  /** The whole game state ({@link GameState}), as a server stores it. */
  state: GameState;
}

/**
 * The JSON Schemas (draft-07) of the values that cross the wire, generated from the types: each
 * type under `definitions` by its name (`#/definitions/Action`, `PlayerViewState`, `GameEvent`,
 * `GameRecord`, `Position`, `GameConfig`, `GameState`), and `WireTypes` naming each root. A schema
 * checks a value's shape; whether an action is legal now, or a state consistent, is the engine's
 * to say.
 * @example
 * ```ts
 * import { wireSchema } from 'compile-engine/schema';
 *
 * console.log(Object.keys(wireSchema.definitions as object).includes('PlayerViewState')); // true
 * ```
 * @category Views and events
 */
export const wireSchema: JsonSchema = wireJson as JsonSchema;
