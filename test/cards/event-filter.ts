/** Picking the events a scenario is about out of everything an action reported. */
import type { GameEvent } from '../../src/index.js';

/** The events of the given types, in the order they happened. */
export const only = (events: readonly GameEvent[], ...types: GameEvent['type'][]): GameEvent[] => events.filter((e) => types.includes(e.type));
