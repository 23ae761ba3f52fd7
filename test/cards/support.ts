/** Small helpers shared by the Luck, Clarity and Time scenario tests. */
import { OFFICIAL_PROTOCOLS } from '../../src/index.js';

/**
 * Stacks that park, face-down in lines 1 and 2, every card of `protocols` not named in `placed`:
 * a position built with them has exactly the deck and trash it lists (a position puts unplaced
 * cards in the deck), for tests about nearly empty decks.
 */
export function parkedStacks(protocols: string[], placed: string[]): string[][] {
  const rest = OFFICIAL_PROTOCOLS.filter((p) => protocols.includes(p.name)).flatMap((p) => p.cards.map((c) => c.id)).filter((c) => !placed.includes(c));
  const half = Math.ceil(rest.length / 2);
  return [[], rest.slice(0, half).map((c) => `${c} down`), rest.slice(half).map((c) => `${c} down`)];
}
