/**
 * Each public value is exported by one entry point: the main entry is the client API, and handler
 * authoring, bots, simulation, protocol-file checks and test helpers each live in their own entry
 * (issue 22: the same bot functions used to come from `compile-engine` and `compile-engine/bots`,
 * which split the reference and left `compile-engine/schema`'s page empty; the main entry held 66
 * handler-authoring members beside `createGame`).
 */
import { describe, expect, it } from 'vitest';
import * as main from '../../src/index.js';
import * as authoring from '../../src/authoring.js';
import * as bots from '../../src/bots.js';
import * as sim from '../../src/sim.js';
import * as schema from '../../src/schema.js';
import * as testing from '../../src/testing.js';

const ENTRIES: Record<string, Record<string, unknown>> = {
  'compile-engine': main,
  'compile-engine/authoring': authoring,
  'compile-engine/bots': bots,
  'compile-engine/sim': sim,
  'compile-engine/schema': schema,
  'compile-engine/testing': testing,
};

/**
 * The handler-authoring primitives: functions whose first argument is the engine's own context,
 * which only the engine creates and passes to a handler.
 */
const PRIMITIVES = [
  'drawCards', 'discardCards', 'discardFromDeck', 'deleteCard', 'returnCard', 'takeIntoHand', 'shiftCard', 'turnOver', 'enterText', 'pushText',
  'canDraw', 'shuffleDeck', 'openAfter', 'markCompiled', 'fieldLoc', 'locate', 'isVisible', 'other', 'topOf', 'protocolOf', 'lineTotal', 'valueOf',
  'select', 'amount', 'holds', 'lineHolds', 'inForce', 'concerns', 'forbidden', 'subjectOf', 'selectable', 'sourceLine', 'destinations', 'linesFor',
  'whoOf', 'ask', 'askCard', 'askHand', 'askLine', 'cardAt', 'handCardOf', 'defOf', 'emit',
  // The card language's placement primitives, custom events and continuous-effect questions.
  'placeUnder', 'swapCards', 'placeOnField', 'emitEvent', 'askEffects', 'mayMove', 'mayFlip', 'mayDiscard', 'suppressed',
];

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

  it('the handler-authoring primitives are in compile-engine/authoring, and the main entry has none of them', () => {
    expect(PRIMITIVES.filter((name) => name in main)).toEqual([]);
    expect(PRIMITIVES.filter((name) => typeof (authoring as Record<string, unknown>)[name] !== 'function')).toEqual([]);
    for (const name of ['STANDARD_HANDLERS', 'STANDARD_EFFECTS']) {
      expect(Object.keys(main)).not.toContain(name);
      expect(Object.keys(authoring)).toContain(name);
    }
  });

  it('compile-engine/authoring exports nothing but the primitives and the standard registries', () => {
    expect(Object.keys(authoring).filter((name) => !PRIMITIVES.includes(name)).sort()).toEqual(['STANDARD_EFFECTS', 'STANDARD_HANDLERS']);
  });
});
