/**
 * Determinised worlds as the search bots take them in (`adoptWorld`, internal): each world is
 * checked whole against the engine, even when its card table (one frozen list for every world of
 * an information set) is one the engine knows already, and plays on exactly as `cloneState`'s
 * copy of the same world would.
 */
import { describe, expect, it } from 'vitest';
import { adoptWorld } from '../../src/api.js';
import { CompileEngineError, cloneState, createGameWithEvents, defaultEngine, eventsFor } from '../../src/index.js';
import type { Engine, GameEvent, GameState } from '../../src/index.js';
import { InformationSet, seededRng } from '../../src/bots.js';

const engine = defaultEngine();

/** Seat 0's information set at its decision after `moves` seeded random actions of one game. */
function midGame(moves: number): InformationSet {
  const start = createGameWithEvents({ seed: 'worlds', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
  const s = cloneState(start.state);
  const history: GameEvent[] = [...eventsFor(start.events, 0)];
  const r = seededRng(11);
  for (let n = 0; n < moves || s.prompt?.player !== 0; n++) {
    const actions = engine.legalActions(s);
    history.push(...eventsFor(engine.applyInPlace(s, actions[r(actions.length)]!), 0));
  }
  return new InformationSet(engine.viewFor(s, 0), history, engine);
}

/** Plays `s` on with seeded random actions to its end; every list of legal actions and the final state, as JSON. */
function playOut(e: Engine, s: GameState): string {
  const r = seededRng(12);
  const lists: unknown[] = [];
  while (!s.result) {
    const actions = e.legalActions(s);
    lists.push(actions);
    e.applyInPlace(s, actions[r(actions.length)]!);
  }
  return JSON.stringify([lists, s]);
}

describe('adoptWorld', () => {
  it('plays a world exactly as cloneState does: the same legal actions at every step, the same end', () => {
    const set = midGame(40);
    const rng = seededRng(13);
    for (let i = 0; i < 5; i++) {
      const world = set.sample(rng);
      expect(playOut(engine, adoptWorld(engine, world))).toBe(playOut(engine, cloneState(structuredClone(world))));
    }
  });

  it('checks every world whole, the ones after the first too, whose card table it knows', () => {
    const set = midGame(40);
    const rng = seededRng(14);
    const first = set.sample(rng);
    adoptWorld(engine, first); // its card table is now known to the engine
    const world = set.sample(rng);
    expect(world.cards).toBe(first.cards);
    const hand = world.players[1]!.hand;
    world.players[1]!.hand = [...hand, hand[0]!]; // a card in two places
    const e = (() => {
      try {
        adoptWorld(engine, world);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(CompileEngineError);
    expect((e as CompileEngineError).code).toBe('INVALID_STATE');
    expect((e as CompileEngineError).message).toMatch(/in two places/);
  });

  it('takes the world as an independent copy: playing on it leaves the sampled world as it was', () => {
    const world = midGame(30).sample(seededRng(15));
    const before = JSON.stringify(world);
    playOut(engine, adoptWorld(engine, world));
    expect(JSON.stringify(world)).toBe(before);
  });

  it("an engine object it did not make (a wrapper of an engine's methods) gets cloneState's copy", () => {
    const wrapper: Engine = { ...engine };
    const world = midGame(30).sample(seededRng(16));
    const copy = adoptWorld(wrapper, world);
    expect(copy).not.toBe(world);
    expect(playOut(wrapper, copy)).toBe(playOut(engine, cloneState(structuredClone(world))));
  });
});
