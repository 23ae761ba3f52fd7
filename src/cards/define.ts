import type { CardDef, ProtocolDef, Section } from './schema.js';
import { readingInput } from '../errors.js';

/**
 * A card as written in a protocol file: the protocol fills in id, set and protocol.
 * @category Card data and the card language
 */
export interface CardSpec {
  /** Its printed value, 0–6 (with the protocol's name, its id: `"Fire 0"`). */
  value: number;
  /** The top section: in play while the card is face-up, even covered. */
  top?: Section;
  /** The middle section: resolves when its text enters play. */
  middle?: Section;
  /** The bottom section: in play while the card is face-up and uncovered. */
  bottom?: Section;
}

/**
 * Builds a protocol from its cards, naming each card "Protocol value". The data is checked when an
 * engine is built with it ({@link createEngine}), not here.
 * @category Card data and the card language
 * @example
 * ```ts
 * import { defineProtocol } from 'compile-engine';
 *
 * const fire5 = defineProtocol({ name: 'Fire', set: 'Main 1', cards: [
 *   { value: 5, middle: { text: 'You discard 1 card.', run: [{ op: 'discard', n: 1 }] } },
 * ] });
 * console.log(fire5.cards[0]!.id); // "Fire 5"
 * ```
 */
export function defineProtocol(spec: {
  /** The protocol's name (`"Fire"`). */
  name: string;
  /** Box or set (`"Main 1"`, or your own). */
  set: string;
  /** The protocol card's summary line. */
  summary?: string;
  /** Its cards. */
  cards: CardSpec[];
}): ProtocolDef {
  return readingInput('INVALID_CARD_DATA', 'defineProtocol takes { name, set, summary?, cards }', () => protocolOf(spec));
}

function protocolOf(spec: Parameters<typeof defineProtocol>[0]): ProtocolDef {
  const cards: CardDef[] = spec.cards.map((c) => ({
    id: `${spec.name} ${c.value}`,
    set: spec.set,
    protocol: spec.name,
    value: c.value,
    ...(c.top ? { top: c.top } : {}),
    ...(c.middle ? { middle: c.middle } : {}),
    ...(c.bottom ? { bottom: c.bottom } : {}),
  }));
  return { name: spec.name, set: spec.set, ...(spec.summary ? { summary: spec.summary } : {}), cards };
}

/**
 * The standard value-5 card: "You discard 1 card." (Main 1, Aux 1), printed "Discard 1 card." from
 * Main 2 on — pass the printed text.
 * @category Card data and the card language
 */
export const discardOne = (text = 'You discard 1 card.'): CardSpec => ({
  value: 5,
  middle: { text, run: [{ op: 'discard', n: 1 }] },
});
