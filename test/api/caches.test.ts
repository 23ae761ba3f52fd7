/**
 * The engine's speed caches are invisible: the working copy the pure path keeps between calls,
 * the memo of the action phase's choices, the card-location hints of a game's table, the board of
 * the last state read. Every answer must be the one a state without any of them gets: a copy
 * parsed from JSON, which the engine checks and reads afresh (new card table, no hints, no twin).
 * Seeded with fast-check: a failure prints its seed and path.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, cloneState, CompileEngineError, createEngine, createGame, defaultEngine, legalActions, viewFor } from '../../src/index.js';
import type { Action, GameState } from '../../src/index.js';
import { mix, randomGameInputs, start } from '../properties/random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261207);
const PATH = process.env.PROPERTY_PATH;
const fresh = (g: GameState): GameState => JSON.parse(JSON.stringify(g)) as GameState;
const json = (x: unknown): string => JSON.stringify(x);

/** The states of one seeded random game, played on the pure path. */
function gameStates(protocols: string[], seed: number, draft: boolean, choices: number[]): GameState[] {
  let g = start(protocols, seed, draft);
  const states = [g];
  for (let n = 0; !g.result && n < 5000; n++) {
    const options = legalActions(g);
    g = applyAction(g, options[(choices[n % choices.length]! + n) % options.length]!).state;
    states.push(g);
  }
  return states;
}

describe('the engine\'s caches change no answer', () => {
  it(`${RUNS} seeded games, states revisited out of order: the same legal actions, results and views as a fresh copy`, () => {
    fc.assert(
      fc.property(...randomGameInputs, fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (protocols, seed, draft, choices, visits) => {
        const states = gameStates(protocols, seed, draft, choices).filter((s) => !s.result);
        // Earlier states, read again after later ones: their twin is gone and the hints of the
        // game's table point where later states left the cards.
        for (const v of visits) {
          const g = states[v % states.length]!;
          const copy = fresh(g);
          const options = legalActions(g);
          expect(json(options)).toBe(json(legalActions(copy)));
          expect(viewFor(g, 'spectator')).toEqual(viewFor(copy, 'spectator'));
          const a = options[v % options.length]!;
          const step = applyAction(g, a);
          expect(json(step)).toBe(json(applyAction(copy, a)));
          // The result read at once (its twin is the copy the rules just ran on).
          if (!step.state.result) {
            expect(json(legalActions(step.state))).toBe(json(legalActions(fresh(step.state))));
            expect(viewFor(step.state, 0)).toEqual(viewFor(fresh(step.state), 0));
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 3000);

  it(`${RUNS} seeded games on the simulation path: every action is accepted exactly when a fresh copy lists it, stale ones included`, () => {
    // Two things are kept for a decision, for its state and prompt (machine/decision.ts): the play
    // rules read for it and the list of the action phase's choices handed out (an action of that
    // list is not checked again). The simulation path changes one state object
    // throughout, so both must end with the decision. Tried on the state itself, where a refusal
    // changes nothing: every play the prompt could name, and the actions listed for the previous
    // decision, before anything is asked about this one. Every protocol with a continuous effect on
    // plays is in (Metal 2, Plague 0, Psychic 1, Spirit 1, Unity 1), so that the rules change.
    const protocols = fc.constantFrom('Chaos', 'Corruption', 'Fear', 'Ice', 'Water', 'Speed')
      .chain((extra) => fc.shuffledSubarray(['Metal', 'Plague', 'Psychic', 'Spirit', 'Unity', extra], { minLength: 6, maxLength: 6 }));
    const engine = defaultEngine();
    /** Applies `a` to `s` if it is accepted; a refusal must be a CompileEngineError that leaves `s` as it was. */
    const tryApply = (s: GameState, a: Action): boolean => {
      const before = json(s);
      try {
        engine.applyInPlace(s, a);
        return true;
      } catch (e) {
        expect(e).toBeInstanceOf(CompileEngineError);
        expect(json(s)).toBe(before);
        return false;
      }
    };
    fc.assert(
      fc.property(protocols, fc.integer({ min: 0, max: 1_000_000 }), (protocols, seed) => {
        const s = cloneState(start(protocols, seed, false));
        let previous: Action[] = [];
        for (let n = 0; !s.result && n < 2000; n++) {
          const copy = fresh(s); // JSON only: the engine has not read this decision yet
          const stale = previous.find((a) => tryApply(s, a));
          const options = stale === undefined ? engine.legalActions(s) : [];
          const listed = new Set(legalActions(copy).map(json));
          const refused = stale === undefined ? previous : previous.slice(0, previous.indexOf(stale));
          for (const a of refused) expect(listed.has(json(a))).toBe(false);
          previous = [];
          if (stale !== undefined) {
            expect(listed.has(json(stale))).toBe(true);
            continue;
          }
          expect(new Set(options.map(json))).toEqual(listed);
          const prompt = s.prompt!;
          if (prompt.kind === 'action') {
            for (let index = 0; index < s.players[prompt.player]!.hand.length; index++) {
              for (const line of [0, 1, 2] as const) {
                for (const face of ['up', 'down'] as const) {
                  const play: Action = { type: 'play', index, line, face };
                  if (!listed.has(json(play))) expect(tryApply(s, play)).toBe(false);
                }
              }
            }
          }
          // Asked again, so that the action applied is one of the list the engine keeps for this decision.
          expect(engine.legalActions(s)).toEqual(options);
          engine.applyInPlace(s, options[(seed + n * 7) % options.length]!);
          previous = options;
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 3000);

  it(`${Math.max(1, RUNS >> 2)} seeded servers: games held at once and advanced round-robin, on both paths, answer as fresh copies`, () => {
    // What a game server does: one call about a game, then calls about other games, then the next
    // call about the first. No cache of one game may answer for another (each game has its own
    // card table, hints and decision), and none may be lost for good when another game is read.
    const server = fc.record({
      games: fc.array(fc.tuple(randomGameInputs[0], randomGameInputs[1], randomGameInputs[2]), { minLength: 2, maxLength: 5 }),
      picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(server, ({ games, picks }) => {
        const engine = defaultEngine();
        const pure = games.map(([protocols, seed, draft]) => start(protocols, seed, draft));
        const sim = pure.map((g) => cloneState(g));
        for (let round = 0; round < 60; round++) {
          pure.forEach((g, i) => {
            if (g.result) return;
            const options = legalActions(g);
            expect(json(options)).toBe(json(legalActions(fresh(g))));
            const a = options[mix(picks[round % picks.length]! + i, round) % options.length]!;
            const step = applyAction(g, a);
            expect(json(step)).toBe(json(applyAction(fresh(g), a)));
            pure[i] = step.state;
            // The simulation path plays the same game on its own copy: the same choices and events.
            const s = sim[i]!;
            expect(json(engine.legalActions(s))).toBe(json(options));
            expect(json(engine.applyInPlace(s, engine.legalActions(s)[options.indexOf(a)]!))).toBe(json(step.events));
            expect(json(s)).toBe(json(step.state));
            expect(viewFor(s, 0)).toEqual(viewFor(fresh(step.state), 0));
          });
        }
      }),
      { seed: SEED, numRuns: Math.max(1, RUNS >> 2), endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 3000);

  it('branching: every action applied to one state gives what it gives on a fresh copy, refusals between them included', () => {
    let g = createGame({ seed: 5, sets: ['Main 1', 'Aux 1'] });
    for (let turn = 0; turn < 60 && !g.result; turn++) {
      const options = legalActions(g);
      const results = options.map((a) => json(applyAction(g, a)));
      expect(() => applyAction(g, { type: 'play', index: 99, line: 0, face: 'up' })).toThrow(CompileEngineError);
      options.forEach((a, i) => expect(json(applyAction(fresh(g), a))).toBe(results[i]));
      // A simulation-path copy given to the pure path: read as it is, never through another state's twin.
      options.forEach((a, i) => expect(json(applyAction(cloneState(g), a))).toBe(results[i]));
      // The last branch applied again, then the game goes on from another one.
      expect(json(applyAction(g, options[options.length - 1]!))).toBe(results[options.length - 1]);
      g = applyAction(g, options[turn % options.length]!).state;
    }
  });

  it('legalActions hands out a new list every time: changing one changes no later answer', () => {
    const g = createGame({ seed: 9, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    const first = legalActions(g);
    const expected = json(first);
    first.length = 0;
    first.push({ type: 'pass' } as Action);
    expect(json(legalActions(g))).toBe(expected);
    expect(json(legalActions(fresh(g)))).toBe(expected);
  });

  it('a view shares no object with the state (not even a finished game\'s result)', () => {
    let g = createGame({ seed: 2, sets: ['Main 1', 'Aux 1'] });
    while (!g.result) g = applyAction(g, legalActions(g)[0]!).state;
    const v = viewFor(g, 0);
    expect(v.result).toEqual(g.result);
    expect(v.result).not.toBe(g.result);
    expect(Object.isFrozen(v.result)).toBe(false);
  });

  it('two engines take turns on one game: each answers as the other', () => {
    const other = createEngine();
    const engine = defaultEngine();
    let g = engine.createGame({ seed: 13 });
    for (let n = 0; !g.result && n < 400; n++) {
      const mine = n % 2 === 0 ? engine : other;
      const theirs = n % 2 === 0 ? other : engine;
      const options = mine.legalActions(g);
      expect(json(theirs.legalActions(g))).toBe(json(options));
      const a = options[(n * 5) % options.length]!;
      const step = mine.applyAction(g, a);
      expect(json(theirs.applyAction(g, a))).toBe(json(step));
      g = step.state;
    }
  });
});
