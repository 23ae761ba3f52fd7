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
import { chaos } from './main2/chaos.js';
import { clarity } from './main2/clarity.js';
import { corruption } from './main2/corruption.js';
import { courage } from './main2/courage.js';
import { fear } from './main2/fear.js';
import { ice } from './main2/ice.js';
import { luck } from './main2/luck.js';
import { mirror } from './main2/mirror.js';
import { peace } from './main2/peace.js';
import { smoke } from './main2/smoke.js';
import { time } from './main2/time.js';
import { war } from './main2/war.js';
import { assimilation } from './aux2/assimilation.js';
import { diversity } from './aux2/diversity.js';
import { unity } from './aux2/unity.js';
import { deepFreeze } from '../state/freeze.js';

// The official library is deeply frozen — every protocol, card, section and command — so that no
// code can change the rules of an engine that uses it.

/**
 * Main 1: the twelve protocols of the base box.
 * @category Card data and the card language
 */
export const MAIN_1: readonly ProtocolDef[] = deepFreeze([darkness, death, fire, gravity, life, light, metal, plague, psychic, speed, spirit, water]);
/**
 * Aux 1: Apathy, Hate, Love.
 * @category Card data and the card language
 */
export const AUX_1: readonly ProtocolDef[] = deepFreeze([apathy, hate, love]);
/**
 * Main 2: the twelve protocols of the second box.
 * @category Card data and the card language
 */
export const MAIN_2: readonly ProtocolDef[] = deepFreeze([chaos, clarity, corruption, courage, fear, ice, luck, mirror, peace, smoke, time, war]);
/**
 * Aux 2: Assimilation, Diversity, Unity.
 * @category Card data and the card language
 */
export const AUX_2: readonly ProtocolDef[] = deepFreeze([assimilation, diversity, unity]);
/**
 * Every official protocol implemented, in set order: Main 1, Aux 1, Main 2, Aux 2 (180 cards).
 * `createGame` offers these by default. Main 3's card texts are not public; a designer who has
 * them adds them as data.
 * @category Card data and the card language
 */
export const OFFICIAL_PROTOCOLS: readonly ProtocolDef[] = deepFreeze([...MAIN_1, ...AUX_1, ...MAIN_2, ...AUX_2]);

/** Every card of the given protocols, by id. */
export function cardsOf(protocols: readonly ProtocolDef[]): CardDef[] {
  return protocols.flatMap((p) => p.cards);
}
