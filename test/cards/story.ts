/** Reading events as a scenario test asserts them: what happened, in the engine's plain English. */
import { describeEvent } from '../../src/index.js';
import type { GameEvent } from '../../src/index.js';

/** Bookkeeping left out of a story: turns, phases, prompts, hidden identities (checked with `eventsFor`). */
const QUIET = new Set<GameEvent['type']>(['phase', 'promptRaised', 'turnStarted', 'cacheChecked', 'secret']);

/** The events that tell what happened, each as one line of plain English. */
export const story = (events: readonly GameEvent[]): string[] => events.filter((e) => !QUIET.has(e.type)).map(describeEvent);
