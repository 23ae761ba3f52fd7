/**
 * The action space over 40,000 random decisions on Aux 2 and on the fan-made protocols (Anarchy,
 * Frost, on an engine that knows them; 20,000 each; the rest of the 10^5 are in actions-a): see
 * action-ids.ts. Failures print fast-check's seed and path; PROPERTY_SEED replays them,
 * PROPERTY_DECISIONS sets the decisions per set.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_KIND, checkTables } from './action-ids.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261220);
const seen = new Set<string>();
const PER_SET = Number(process.env.PROPERTY_DECISIONS ?? 20_000);

describe('action ids', () => {
  it.each(['Aux 2', 'Fan-made'])(`%s: ${PER_SET} decisions, every legal action a distinct id that decodes back to it, the mask exactly the legal set`, (set) => {
    for (const kind of checkTables([set], PER_SET, SEED)) seen.add(kind);
  }, 120_000);

  it('the decisions met every kind of action, plays from the trash and onto the other side, decisions on the opponent\'s turn and in the middle of effects', () => {
    expect([...seen].sort()).toEqual(expect.arrayContaining(EVERY_KIND));
  });
});
