/**
 * Fan-made protocols — **not official**, not part of any Compile set, and never in a game unless a
 * rules designer builds an engine with them (`createEngine({ protocols: [...OFFICIAL_PROTOCOLS,
 * ...FAN_MADE] })`). They show what the card language carries as plain data: neither needs a
 * handler of its own.
 * @module
 */
import type { ProtocolDef } from '../schema.js';
import { anarchy } from './anarchy.js';
import { frost } from './frost.js';

/**
 * Anarchy and Frost, two fan-made protocols written as data (examples for rules designers).
 * @category Card data and the card language
 */
export const FAN_MADE: readonly ProtocolDef[] = [anarchy, frost];
