/**
 * Each public value is exported by one entry point: the main entry is the client API, and bots,
 * simulation, protocol-file checks and test helpers each live in their own entry (issue 22: the
 * same bot functions used to come from `compile-engine` and `compile-engine/bots`, which split the
 * reference and left `compile-engine/schema`'s page empty).
 */
import { describe, expect, it } from 'vitest';
import * as main from '../../src/index.js';
import * as bots from '../../src/bots.js';
import * as sim from '../../src/sim.js';
import * as schema from '../../src/schema.js';
import * as testing from '../../src/testing.js';

const ENTRIES: Record<string, Record<string, unknown>> = {
  'compile-engine': main,
  'compile-engine/bots': bots,
  'compile-engine/sim': sim,
  'compile-engine/schema': schema,
  'compile-engine/testing': testing,
};

describe('entry points', () => {
  it('no value is exported by two entry points', () => {
    const owners = new Map<string, string[]>();
    for (const [entry, members] of Object.entries(ENTRIES)) {
      for (const name of Object.keys(members)) owners.set(name, [...(owners.get(name) ?? []), entry]);
    }
    const shared = [...owners].filter(([, entries]) => entries.length > 1).map(([name, entries]) => `${name}: ${entries.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('the bots and the protocol-file checks are in their own entries, not in the main one', () => {
    for (const name of ['randomBot', 'greedyBot', 'score', 'seededRng', 'playGame', 'ismctsBot', 'BOTS']) {
      expect(Object.keys(main)).not.toContain(name);
      expect(Object.keys(bots)).toContain(name);
    }
    for (const name of ['validate', 'protocolFileSchema']) {
      expect(Object.keys(main)).not.toContain(name);
      expect(Object.keys(schema)).toContain(name);
    }
  });
});
