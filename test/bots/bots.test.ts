/**
 * The bots and their harness: each decision holds exactly what the seat may know, every bot
 * plays only legal actions and replays identically from its seed, and the registry names them.
 */
import { describe, expect, it } from 'vitest';
import { CompileEngineError, createGameWithEvents, defaultEngine, eventsFor, fromPositionWithEvents, viewFor } from '../../src/index.js';
import type { Action, GameEvent, GameState } from '../../src/index.js';
import { BOTS, seededRng, determinize, greedyBot, ismctsBot, playGame, playGameInPlace, randomBot } from '../../src/bots.js';
import type { Bot, Decision } from '../../src/bots.js';
import { act, play, position, stateNumber } from '../../src/testing.js';

const engine = defaultEngine();
const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];

/** A bot that records what it is given and plays like `inner`. */
function recording(inner: Bot, into: Decision[]): Bot {
  return { name: inner.name, choose: (d) => (into.push(d), inner.choose(d)) };
}

describe('playGame', () => {
  it('gives each seat its view, its legal actions and the events it saw — nothing else', () => {
    const start = createGameWithEvents({ seed: 11, protocols: PROTOCOLS });
    const decisions: Decision[] = [];
    const before: GameState[] = [start.state];
    const events: GameEvent[][] = [start.events];
    const game = playGame(engine, start, [recording(randomBot(1), decisions), recording(randomBot(2), decisions)], (step) => {
      before.push(step.state);
      events.push(step.events);
    });
    expect(decisions).toHaveLength(game.actions.length);
    decisions.forEach((d, i) => {
      const s = before[i]!;
      expect(d.seat).toBe(s.prompt!.player);
      expect(d.view).toEqual(viewFor(s, d.seat));
      expect(d.legal).toEqual(d.view.legalActions);
      expect(d.history).toEqual(events.slice(0, i + 1).flatMap((e) => eventsFor(e, d.seat))); // a copy: it did not grow since
      // Nothing else to reach: own fields seat and legal, view and history as getters of the class.
      expect(Object.keys(d).sort()).toEqual(['legal', 'seat']);
      const proto = Object.getPrototypeOf(d) as object;
      expect(Object.getOwnPropertyNames(proto).sort()).toEqual(['constructor', 'history', 'view']);
    });
  });
});

describe('playGameInPlace', () => {
  it('plays the same games as playGame: the same decisions, events, histories and final state', () => {
    const pairs: [string, () => [Bot, Bot]][] = [
      ['random', () => [randomBot(3), randomBot(4)]],
      ['greedy', () => [greedyBot(5), randomBot(6)]],
      ['ismcts', () => [ismctsBot({ seed: 7, iterations: 10 }), greedyBot(8)]],
    ];
    for (const [, make] of pairs) {
      for (const seed of [1, 2]) {
        const stepsPure: GameEvent[][] = [];
        const stepsInPlace: GameEvent[][] = [];
        const pure = playGame(engine, createGameWithEvents({ seed }), make(), (st) => stepsPure.push(st.events));
        const inPlace = playGameInPlace(engine, createGameWithEvents({ seed }), make(), (st) => stepsInPlace.push(st.events));
        expect(inPlace.actions).toEqual(pure.actions);
        expect(stepsInPlace).toEqual(stepsPure);
        expect(inPlace.history).toEqual(pure.history);
        expect(inPlace.final).toEqual(pure.final);
      }
    }
  });

  it('a view first read after the bot has decided is refused (the state has moved on); one read in time stays readable', () => {
    const kept: Decision[] = [];
    const lazy: Bot = { name: 'lazy', choose: (d) => (kept.push(d), d.legal[0]!) };
    const eager: Bot = { name: 'eager', choose: (d) => (kept.push(d), void d.view, d.legal[0]!) };
    playGameInPlace(engine, createGameWithEvents({ seed: 4, protocols: PROTOCOLS }), [lazy, eager]);
    const late = kept.find((d) => d.seat === 0)!;
    expect(() => late.view).toThrow(CompileEngineError);
    expect(() => late.view).toThrow(/INVALID_STATE.*read it inside choose/);
    const early = kept.find((d) => d.seat === 1)!;
    expect(early.view.legalActions).toEqual(early.legal);
  });
});

describe('the bots', () => {
  const bots: [string, (seed: number) => Bot][] = [
    ['random', (seed) => randomBot(seed)],
    ['greedy', (seed) => greedyBot(seed)],
    ['ismcts', (seed) => ismctsBot({ seed, iterations: 20 })],
  ];

  it.each(bots)('%s plays a whole game of legal actions, and the same game again from the same seeds', (_name, make) => {
    const run = (): Action[] => playGame(engine, createGameWithEvents({ seed: 5, protocols: PROTOCOLS }), [make(1), randomBot(2)]).actions;
    const first = run();
    expect(first.length).toBeGreaterThan(10);
    expect(run()).toEqual(first);
  });

  it('greedy beats random in at least 16 of 20 seeded games, seats alternated (the full measure: scripts/strength.mjs)', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const seat = (g % 2) as 0 | 1;
      const pair: [Bot, Bot] = seat === 0 ? [greedyBot(g + 100), randomBot(g)] : [randomBot(g), greedyBot(g + 100)];
      if (playGame(engine, createGameWithEvents({ seed: g }), pair).final.result!.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(16);
  });

  it('ismcts sets up the compile that wins: the face-up Death 3 that takes its last line to 10', () => {
    // Seat 0 has compiled two protocols; Death (line 2) stands at 7 against 3. Death 3 face-up
    // there makes 10 > 3: seat 0 compiles its last protocol at the start of its next turn.
    const start = fromPositionWithEvents({ seed: 3, players: [
      { protocols: [{ name: 'Fire', compiled: true }, { name: 'Water', compiled: true }, 'Death'], hand: ['Death 3', 'Fire 1', 'Water 2'], stacks: [[], [], ['Death 2', 'Death 5']] },
      { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 2', 'Metal 2'], stacks: [[], [], ['Light 3']] },
    ] });
    const seat = start.state.prompt!.player;
    const view = viewFor(start.state, seat);
    expect(view.players[0].totals[2]).toBe(7);
    const chosen = ismctsBot({ seed: 9, iterations: 300 }).choose({ seat, view, legal: view.legalActions, history: eventsFor(start.events, seat) });
    expect(chosen).toEqual({ type: 'play', index: 0, line: 2, face: 'up' });
  });

  it('ismcts options: a time budget of 0 still runs one iteration; playouts to the end of the game (horizon Infinity)', () => {
    const start = createGameWithEvents({ seed: 8, protocols: PROTOCOLS });
    const seat = start.state.prompt!.player;
    const view = viewFor(start.state, seat);
    const decision: Decision = { seat, view, legal: view.legalActions, history: eventsFor(start.events, seat) };
    const legal = (a: Action) => view.legalActions.some((b) => JSON.stringify(b) === JSON.stringify(a));
    expect(legal(ismctsBot({ seed: 1, timeMs: 0 }).choose(decision))).toBe(true);
    expect(legal(ismctsBot({ seed: 1, iterations: 8, horizon: Infinity }).choose(decision))).toBe(true);
  });

  it('the registry makes each bot by name', () => {
    expect(Object.keys(BOTS)).toEqual(['random', 'greedy', 'ismcts', 'expert']);
    for (const [name, make] of Object.entries(BOTS)) expect(make({ seed: 1, engine }).name).toBe(name);
  });
});

describe('determinize', () => {
  // Luck 0 has drawn 3 cards; seat 0 is asked whether to play the revealed one.
  const g = act(position({ players: [
    { protocols: ['Luck', 'Speed', 'Death'], hand: ['Luck 0'], deck: ['Speed 1', 'Death 2', 'Luck 5', 'Speed 4'] },
    { protocols: ['Hate', 'Spirit', 'Light'], hand: ['Hate 1', 'Light 3'] },
  ] }), play('Luck 0', 0), stateNumber(1));

  it('in the middle of an effect, the drawn world goes on as the real game does for the deciding seat', () => {
    const world = determinize(viewFor(g, 0), [], seededRng(4));
    const accept: Action = { type: 'accept' };
    const real = engine.applyAction(g, accept).state;
    const drawn = engine.applyAction(world, accept).state;
    expect(viewFor(drawn, 0)).toEqual(viewFor(real, 0));
  });

  it('refuses a spectator\'s view, and the view of the seat that does not decide', () => {
    const refused = (f: () => unknown, code: string) => {
      expect(f).toThrow(CompileEngineError);
      expect(f).toThrow(code);
    };
    refused(() => determinize(viewFor(g, 'spectator'), [], seededRng(1)), 'INVALID_SEAT');
    refused(() => determinize(viewFor(g, 1), [], seededRng(1)), 'NOT_YOUR_TURN');
  });
});
