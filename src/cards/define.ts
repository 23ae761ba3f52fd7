import type { CardDef, ProtocolDef, Section } from './schema.js';

/** A card as written in a protocol file: the protocol fills in id, set and protocol. */
export interface CardSpec {
  value: number;
  top?: Section;
  middle?: Section;
  bottom?: Section;
}

/**
 * Builds a protocol from its cards, naming each card "Protocol value".
 * @example
 * defineProtocol({ name: 'Fire', set: 'Main 1', cards: [{ value: 5, middle: { text: 'You discard 1 card.', run: [{ op: 'discard', n: 1 }] } }] })
 */
export function defineProtocol(spec: { name: string; set: string; summary?: string; cards: CardSpec[] }): ProtocolDef {
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
 */
export const discardOne = (text = 'You discard 1 card.'): CardSpec => ({
  value: 5,
  middle: { text, run: [{ op: 'discard', n: 1 }] },
});
