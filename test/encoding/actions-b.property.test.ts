/**
 * The action space over 40,000 seeded random decisions on Main 2 and Aux 2: 20,000 each, with
 * the other files of actions-*.property.test.ts 10^5 in all over every set and the fan-made
 * protocols. See action-ids.ts; PROPERTY_SEED replays a printed failure, PROPERTY_DECISIONS sets
 * the decisions per set.
 */
import { describeActionIds } from './action-ids.js';

describeActionIds(['Main 2', 'Aux 2'], 20261220);
