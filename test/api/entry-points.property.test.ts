/**
 * Every public function of every entry point (`compile-engine`, `/bots`, `/sim`, `/schema`, `/testing`, `/encoding`) given
 * hostile arguments — arbitrary values, and real states, views, events and records with one part
 * replaced — throws nothing but a CompileEngineError (a promise rejects with nothing else). Seeded:
 * failures print fast-check's seed and path; PROPERTY_SEED and ENTRY_RUNS replay and deepen them.
 *
 * Left out, each for a stated reason:
 * - `compile-engine/authoring`, the handler-authoring primitives (`drawCards`, `askLine`,
 *   `lineTotal`, …): their first argument is the engine's own context `x`, which only the engine
 *   creates and passes to a handler (entry-points.test.ts checks that none is in another entry);
 * - `playGame` / `playGameInPlace` / `simulate` with hostile bots: a bot's own error is the bots'
 *   business (how it is reported is decided with their time limits), so only their other
 *   arguments are fed here.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as main from '../../src/index.js';
import * as bots from '../../src/bots.js';
import * as sim from '../../src/sim.js';
import * as schema from '../../src/schema.js';
import * as testing from '../../src/testing.js';
import * as encoding from '../../src/encoding.js';
import { CompileEngineError, createGame, legalActions, applyAction, viewFor, recordGame } from '../../src/index.js';
import type { GameEvent, GameState } from '../../src/index.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const RUNS = Number(process.env.ENTRY_RUNS ?? 60);

/** Error classes are constructors of the errors themselves, not functions that read input. */
const CLASSES = new Set(['CompileEngineError', 'RecordError', 'BotError', 'CompileEnv']);
/** Constructors that read input, called with `new`. */
const CONSTRUCTED = new Set(['InformationSet', 'Whereabouts']);

/** Every function the entry points export, by "entry.name", the error classes aside. */
function publicFunctions(): [string, (...args: unknown[]) => unknown][] {
  const out: [string, (...args: unknown[]) => unknown][] = [];
  for (const [entry, mod] of Object.entries({ main, bots, sim, schema, testing, encoding })) {
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function' || CLASSES.has(name)) continue;
      const f = value as (...args: unknown[]) => unknown;
      out.push([`${entry}.${name}`, CONSTRUCTED.has(name) ? (...args) => new (f as unknown as new (...a: unknown[]) => unknown)(...args) : f]);
    }
  }
  return out;
}

// Real values of the kinds the functions take, to be broken one part at a time.
const game = createGame({ seed: 4, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
const step = applyAction(game, legalActions(game)[0]!);
const REAL: unknown[] = [
  game, step.state, viewFor(step.state, 1), step.events, step.events[0] as GameEvent, legalActions(step.state)[0],
  recordGame({ seed: 4, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] }, [legalActions(game)[0]!]),
  main.OFFICIAL_PROTOCOLS[0], main.OFFICIAL_PROTOCOLS[0]!.cards[0], { seed: 1 }, { games: 1, seed: 1 }, 'random', 0, 1, 'spectator',
];
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A JSON copy of `value` with one part (picked by `pick`) replaced by `by`. */
function broken(value: unknown, pick: number, by: unknown): unknown {
  const copy = json(value);
  const places: [Record<string | number, unknown>, string | number][] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((x, i) => { places.push([v as never, i]); walk(x); });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { places.push([v as never, k]); walk(x); }
  };
  walk(copy);
  if (places.length === 0) return by;
  const [container, key] = places[pick % places.length]!;
  container[key] = by;
  return copy;
}

const anything = fc.anything({ maxDepth: 2, withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true });
const trap = new Proxy({}, { get() { throw new Error('a trap'); }, ownKeys() { throw new Error('a trap'); } });
const argument = fc.oneof(
  anything,
  fc.constantFrom<unknown>(undefined, null, trap, Object.create(null), [], {}, -1, 999, 'x', NaN),
  fc.constantFrom(...REAL),
  fc.tuple(fc.constantFrom(...REAL), fc.nat(), anything).map(([v, pick, by]) => broken(v, pick, by)),
);

/** Calls `f`; whatever escapes (thrown, or a rejected promise, or an async generator's first step) must be a CompileEngineError. */
async function onlyTypedErrors(name: string, f: () => unknown): Promise<void> {
  const check = (e: unknown) => {
    if (!(e instanceof CompileEngineError)) throw new Error(`${name}: a ${(e as Error)?.constructor?.name ?? typeof e} escaped: ${String((e as Error)?.message ?? e)}`);
  };
  let r: unknown;
  try {
    r = f();
  } catch (e) {
    return check(e);
  }
  try {
    if (r instanceof Promise) await r;
    else if (r && typeof (r as AsyncGenerator)[Symbol.asyncIterator] === 'function' && typeof (r as AsyncGenerator).next === 'function') await (r as AsyncGenerator).next();
  } catch (e) {
    check(e);
  }
}

describe('every public function of every entry point gives only CompileEngineError', () => {
  const functions = publicFunctions();

  it('the list covers the entry points', () => {
    const names = functions.map(([n]) => n);
    for (const n of ['main.applyAction', 'main.describeEvent', 'main.formatRecord', 'bots.determinize', 'bots.ismctsBot', 'sim.botByName', 'schema.validate', 'testing.act', 'testing.runConformance', 'encoding.encodeAction', 'encoding.observe']) expect(names).toContain(n);
  });

  it.each(functions.filter(([n]) => !/\.(simulate|playGame|playGameInPlace)$/.test(n)))('%s', async (name, f) => {
    await fc.assert(fc.asyncProperty(fc.array(argument, { maxLength: 3 }), async (args) => {
      await onlyTypedErrors(name, () => {
        const r = f(...args);
        // A testing step builder returns the step: apply it to the next argument, as `act` would.
        return name.startsWith('testing.') && typeof r === 'function' ? (r as (s: unknown, e: unknown) => unknown)(args[1], main.defaultEngine()) : r;
      });
    }), { seed: SEED, numRuns: RUNS });
  });

  it('encoding.CompileEnv: hostile options, seeds and ids', async () => {
    await fc.assert(fc.asyncProperty(argument, argument, argument, async (options, seed, id) => {
      await onlyTypedErrors('CompileEnv', () => new encoding.CompileEnv(options as never));
      const env = new encoding.CompileEnv();
      await onlyTypedErrors('CompileEnv.step before reset', () => env.step(id as never));
      await onlyTypedErrors('CompileEnv.reset', () => env.reset(seed as never));
      await onlyTypedErrors('CompileEnv.step', () => env.step(id as never));
      await onlyTypedErrors('CompileEnv.observe', () => env.observe(id as never));
    }), { seed: SEED, numRuns: RUNS });
  });

  it.each(['playGame', 'playGameInPlace'] as const)('bots.%s with hostile engine and start (real bots)', async (name) => {
    const engine = main.defaultEngine();
    const seats = [bots.randomBot(1), bots.randomBot(2)] as const;
    await fc.assert(fc.asyncProperty(argument, argument, fc.boolean(), async (a, b, swap) => {
      await onlyTypedErrors(name, () => bots[name]((swap ? a : engine) as never, (swap ? { state: game, events: [] } : a) as never, (b === undefined ? seats : b) as never));
    }), { seed: SEED, numRuns: RUNS });
  });

  it('sim.simulate with hostile options', async () => {
    await fc.assert(fc.asyncProperty(argument, async (options) => {
      // One tiny run at most: a well-formed value is taken, everything else refused.
      let o = options;
      try {
        if (options && typeof options === 'object' && !Array.isArray(options)) o = { ...(options as object), games: 1, workers: 0 };
      } catch {
        o = options; // a trap: given to simulate as it is
      }
      await onlyTypedErrors('simulate', () => sim.simulate(o as never));
    }), { seed: SEED, numRuns: 30 });
  }, 60_000);
});

void ({} as GameState);
