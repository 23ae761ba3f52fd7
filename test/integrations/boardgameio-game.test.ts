/**
 * The boardgame.io `Game` itself, on boardgame.io's own in-process master (the `Local`
 * transport): setup from setupData and boardgame.io's randomness, the lobby's setup check,
 * `ai.enumerate` from a client's view, boardgame.io's RandomBot playing a whole game from what
 * the clients hold, and undo refused. The socket server tests are in boardgameio-server.test.ts.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../../src/index.js';
import type { GameState, PlayerViewState } from '../../src/index.js';
import { activePlayersFor, clockOf, compileGame, INVALID_MOVE, reliableTransport, seatOfPlayer } from '../../src/integrations/boardgameio/index.js';
import { CompileEngineError } from '../../src/index.js';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/dist/cjs/client.js') as typeof import('boardgame.io/dist/types/packages/client');
const { Local } = require('boardgame.io/dist/cjs/multiplayer.js') as typeof import('boardgame.io/dist/types/packages/multiplayer');
const { RandomBot } = require('boardgame.io/dist/cjs/ai.js') as typeof import('boardgame.io/dist/types/packages/ai');
const { SocketIO, FlatFile } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');
const core = require('boardgame.io/dist/cjs/core.js') as typeof import('boardgame.io/dist/types/packages/core');

const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];

/** Two seat clients and a spectator on one in-process master (which creates the match without setupData: the game's default setup). */
function localMatch(game = compileGame()) {
  const multiplayer = Local();
  const make = (playerID?: string) => {
    const c = Client({ game, multiplayer, matchID: 'm', numPlayers: 2, debug: false, ...(playerID ? { playerID } : {}) } as never);
    c.start();
    return c;
  };
  return { seats: [make('0'), make('1')], spectator: make() };
}

/** What is compared before and after refused moves: the stateID, G and ctx (not boardgame.io's error notes). */
const snapshot = (c: ReturnType<typeof Client>) => JSON.stringify({ id: stateOf(c)._stateID, G: stateOf(c).G, ctx: stateOf(c).ctx });

type State = { G: PlayerViewState; plugins: Record<string, { data?: unknown }>; ctx: { activePlayers: Record<string, string> | null; currentPlayer: string; gameover?: { winner?: string; reason: string }; turn: number }; _stateID: number };
const stateOf = (c: ReturnType<typeof Client>) => c.getState() as unknown as State;

describe('compileGame', () => {
  it('is boardgame.io\'s kind of game: two players, undo off, INVALID_MOVE as boardgame.io spells it', () => {
    const game = compileGame();
    expect(game.minPlayers).toBe(2);
    expect(game.maxPlayers).toBe(2);
    expect(game.disableUndo).toBe(true);
    expect(INVALID_MOVE).toBe(core.INVALID_MOVE);
  });

  it('checks setup data as the engine does, so the lobby refuses a match that could not start', () => {
    const { validateSetupData } = compileGame();
    expect(validateSetupData!({ protocols: PROTOCOLS }, 2)).toBeUndefined();
    expect(validateSetupData!(undefined, 2)).toBeUndefined();
    expect(validateSetupData!({ protocols: [['Fire'], []] } as never, 2)).toMatch(/INVALID_CONFIG/);
    expect(validateSetupData!({ colour: 'red' } as never, 2)).toMatch(/unknown/);
    expect(validateSetupData!({ protocols: PROTOCOLS }, 3)).toMatch(/two players/);
  });

  it('sets up from setupData, the seed drawn from boardgame.io\'s randomness when none is given', () => {
    const seeded = (seed: string) => localMatch({ ...compileGame({ defaultSetup: { protocols: PROTOCOLS } }), seed }).seats[0]!;
    const a = stateOf(seeded('alpha')).G.players[0].hand;
    expect(stateOf(seeded('alpha')).G.players[0].hand).toEqual(a);
    expect(stateOf(seeded('beta')).G.players[0].hand).not.toEqual(a);
    const fixed = localMatch(compileGame({ defaultSetup: { seed: 9, protocols: PROTOCOLS } })).seats[0]!;
    expect(stateOf(fixed).G).toEqual(JSON.parse(JSON.stringify(viewFor(createGame({ seed: 9, protocols: PROTOCOLS }), 0))));
  });

  it('enumerates the seat\'s legal actions from its view, and from the full state alike', () => {
    const game = compileGame();
    const state = createGame({ seed: 4, protocols: PROTOCOLS });
    const view = viewFor(state, 0);
    const fromView = game.ai!.enumerate(view as unknown as GameState, {} as never, '0');
    expect(fromView).toEqual(view.legalActions.map((a) => ({ move: 'act', args: [a] })));
    expect(game.ai!.enumerate(state, {} as never, '0')).toEqual(fromView);
    expect(game.ai!.enumerate(state, {} as never, '1')).toEqual([]);
  });

  it('boardgame.io\'s RandomBot plays a whole game from what each client holds; turns and stages follow the engine', async () => {
    const { seats, spectator } = localMatch(compileGame({ defaultSetup: { seed: 12, protocols: PROTOCOLS } }));
    const bots = [0, 1].map((s) => new RandomBot({ enumerate: compileGame().ai!.enumerate, seed: `bot${s}` }));
    for (let i = 0; i < 5000 && stateOf(seats[0]!).ctx.gameover === undefined; i++) {
      const { G, ctx } = stateOf(seats[0]!);
      const decider = G.prompt!.player;
      expect(ctx.activePlayers).toEqual({ [String(decider)]: 'decide', [String(1 - decider)]: 'wait' });
      expect(ctx.currentPlayer).toBe(String(G.turn));
      const { action } = await bots[decider]!.play(stateOf(seats[decider]!) as never, String(decider));
      seats[decider]!.moves.act!(...(action!.payload.args as [unknown]));
    }
    const end = stateOf(spectator);
    expect(end.ctx.gameover).toBeDefined();
    expect(end.G.result).not.toBeNull();
    expect(end.ctx.turn).toBeGreaterThan(10); // boardgame.io's turn counter moves with the engine's turns
  });

  it('refuses a move from the waiting seat, a spectator, an illegal action and undo; nothing changes', () => {
    const { seats, spectator } = localMatch(compileGame({ defaultSetup: { seed: 3, protocols: PROTOCOLS } }));
    const before = snapshot(seats[0]!);
    seats[1]!.moves.act!(0);
    spectator.moves.act?.(0);
    seats[0]!.moves.act!(500);
    seats[0]!.moves.act!({ type: 'line', line: 1 });
    seats[0]!.moves.act!('hello');
    seats[1]!.moves.act!({ type: 'timeout', player: 0 });
    expect(snapshot(seats[0]!)).toBe(before);
    seats[0]!.moves.act!(0);
    const after = snapshot(seats[0]!);
    expect(after).not.toBe(before);
    seats[0]!.undo();
    expect(snapshot(seats[0]!)).toBe(after);
  });

  it('maps player ids and decisions onto boardgame.io\'s seats and stages', () => {
    expect([seatOfPlayer('0'), seatOfPlayer('1'), seatOfPlayer(null), seatOfPlayer('7')]).toEqual([0, 1, 'spectator', 'spectator']);
    const state = createGame({ seed: 4, protocols: PROTOCOLS });
    expect(activePlayersFor(state)).toEqual({ 0: 'decide', 1: 'wait' });
  });

  it('reliableTransport takes boardgame.io\'s SocketIO transport and a storage, and refuses anything else with INVALID_ARGUMENT', () => {
    const transport = new SocketIO();
    const db = new FlatFile({ dir: 'unused', logging: false });
    const parts = reliableTransport({ db, transport });
    expect(parts.transport).toBe(transport);
    expect(parts.db.type()).toBe(db.type());
    for (const bad of [{ db, transport: {} }, { db: {}, transport: new SocketIO() }, { db, transport: null }] as never[]) {
      const thrown = (() => { try { reliableTransport(bad); } catch (e) { return e; } })();
      expect(thrown).toBeInstanceOf(CompileEngineError);
      expect((thrown as CompileEngineError).code).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('compileGame with a clock', () => {
  /** A match on a clock the test turns: 10 s a seat, 0.5 s increment. */
  function clockedMatch(seed = 12) {
    const time = { now: 1_000 };
    const match = localMatch(compileGame({ defaultSetup: { seed, protocols: PROTOCOLS }, clock: { initialMs: 10_000, incrementMs: 500, now: () => time.now } }));
    /** The seat the engine waits for, and the other. */
    const decider = () => stateOf(match.seats[0]!).G.prompt!.player;
    return { ...match, time, decider, clock: () => clockOf(stateOf(match.seats[0]!), time.now) };
  }

  it('charges each decision to the deciding seat, from the first move, with the increment', () => {
    const { seats, spectator, time, decider, clock } = clockedMatch();
    expect(clock()).toEqual({ remainingMs: [10_000, 10_000], running: null });
    seats[decider()]!.moves.act!(0);
    const second = decider();
    // The first decision was not timed, so it earns no increment either.
    expect(clock()).toEqual({ remainingMs: [10_000, 10_000], running: second });
    const before = clock()!.remainingMs[second];
    time.now += 3_000;
    expect(clock()!.remainingMs[second]).toBe(before - 3_000);
    seats[second]!.moves.act!(0);
    expect(clockOf(stateOf(seats[0]!), time.now)!.remainingMs[second]).toBe(before - 3_000 + 500);
    // The spectator's copy shows the same clock.
    expect(clockOf(stateOf(spectator), time.now)).toEqual(clockOf(stateOf(seats[0]!), time.now));
  });

  it('refuses a claim while no time has run out, and ends the game on time once it has: the claimer wins', () => {
    const { seats, time, decider, clock } = clockedMatch();
    seats[decider()]!.moves.act!(0);
    const late = decider();
    const claimer = seats[1 - late]!;
    time.now += clock()!.remainingMs[late] - 1;
    const before = snapshot(claimer);
    claimer.moves.claimTimeout!();
    seats[late]!.moves.claimTimeout!();
    expect(snapshot(claimer)).toBe(before);
    time.now += 1;
    claimer.moves.claimTimeout!();
    expect(stateOf(claimer).ctx.gameover).toEqual({ winner: String(1 - late), reason: 'timeout' });
    expect(stateOf(seats[late]!).G.result).toEqual({ winner: 1 - late, reason: 'timeout' });
    expect(clock()).toEqual({ remainingMs: late === 0 ? [0, expect.any(Number)] : [expect.any(Number), 0], running: null });
  });

  it('a seat out of time loses on time at its next move, whatever it sends; the other seat\'s resignation too comes too late', () => {
    for (const send of [(c: ReturnType<typeof Client>) => c.moves.act!(0), (c: ReturnType<typeof Client>) => c.moves.act!(999)]) {
      const { seats, time, decider } = clockedMatch(7);
      seats[decider()]!.moves.act!(0);
      const late = decider();
      time.now += 60_000;
      send(seats[late]!);
      expect(stateOf(seats[0]!).ctx.gameover).toEqual({ winner: String(1 - late), reason: 'timeout' });
    }
    const { seats, time, decider } = clockedMatch(8);
    seats[decider()]!.moves.act!(0);
    const late = decider();
    time.now += 60_000;
    seats[1 - late]!.moves.resign!();
    expect(stateOf(seats[0]!).ctx.gameover).toEqual({ winner: String(1 - late), reason: 'timeout' });
  });

  it('without a clock, a claim is refused and no game is lost on time', () => {
    const { seats } = localMatch(compileGame({ defaultSetup: { seed: 3, protocols: PROTOCOLS } }));
    seats[0]!.moves.act!(0);
    const before = snapshot(seats[0]!);
    seats[0]!.moves.claimTimeout!();
    seats[1]!.moves.claimTimeout!();
    expect(snapshot(seats[0]!)).toBe(before);
    expect(clockOf(stateOf(seats[0]!))).toBeNull();
  });

  it('refuses a clock that is not one with INVALID_CONFIG', () => {
    for (const clock of [{ initialMs: 0 }, { initialMs: Number.NaN }, { initialMs: 1000, incrementMs: -1 }, { initialMs: 1000, now: 5 }, null] as never[]) {
      const thrown = (() => { try { compileGame({ clock }); } catch (e) { return e; } })();
      expect(thrown).toBeInstanceOf(CompileEngineError);
      expect((thrown as CompileEngineError).code).toBe('INVALID_CONFIG');
    }
  });
});
