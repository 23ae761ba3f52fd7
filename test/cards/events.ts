/** Picking the events a scenario is about out of everything an action reported. */
import type { GameEvent } from '../../src/index.js';

/** The events of the given types, in the order they happened. */
export const only = <T extends GameEvent['type']>(events: readonly GameEvent[], ...types: T[]): Extract<GameEvent, { type: T }>[] =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => (types as string[]).includes(e.type));
