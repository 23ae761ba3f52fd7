/**
 * The official card library: every protocol whose card text is encoded, by set.
 * @module
 */
import type { CardDef, ProtocolDef } from './schema.js';
import { darkness } from './main1/darkness.js';
import { death } from './main1/death.js';
import { fire } from './main1/fire.js';
import { gravity } from './main1/gravity.js';
import { life } from './main1/life.js';
import { light } from './main1/light.js';
import { metal } from './main1/metal.js';
import { plague } from './main1/plague.js';
import { psychic } from './main1/psychic.js';
import { speed } from './main1/speed.js';
import { spirit } from './main1/spirit.js';
import { water } from './main1/water.js';
import { apathy } from './aux1/apathy.js';
import { hate } from './aux1/hate.js';
import { love } from './aux1/love.js';
import { deepFreeze } from '../state/freeze.js';

// The official library is deeply frozen — every protocol, card, section and command — so that no
// code can change the rules of an engine that uses it.

/** Main 1: the twelve protocols of the base box (deeply frozen). */
export const MAIN_1: readonly ProtocolDef[] = deepFreeze([darkness, death, fire, gravity, life, light, metal, plague, psychic, speed, spirit, water]);
/** Aux 1: Apathy, Hate, Love (deeply frozen). */
export const AUX_1: readonly ProtocolDef[] = deepFreeze([apathy, hate, love]);
/** Every official protocol implemented, in set order (deeply frozen). `createGame` offers these by default. */
export const OFFICIAL_PROTOCOLS: readonly ProtocolDef[] = deepFreeze([...MAIN_1, ...AUX_1]);

/** Every card of the given protocols, by id. */
export function cardsOf(protocols: readonly ProtocolDef[]): CardDef[] {
  return protocols.flatMap((p) => p.cards);
}
