/**
 * The engine as a boardgame.io `Game`. boardgame.io keeps the full engine state as `G` on the
 * server (and in its storage); every client gets `viewFor` its seat instead, so no client ever
 * holds what its seat may not know. The engine stays the only judge of legality: boardgame.io's
 * turn, stages and game-over only mirror the engine's state, and a plugin refuses any boardgame.io
 * event (which a client can send over the socket) that would make them disagree.
 * @module
 */
import type { Ctx, Game, Plugin } from 'boardgame.io';
import type { Action } from '../../state/actions.js';
import type { GameConfig } from '../../state/config.js';
import type { GameState, PlayerId, Result } from '../../state/types.js';
import type { PlayerViewState } from '../../view/view.js';
import { type Engine, CompileEngineError, cloneState, defaultEngine } from '../../api.js';
import { activePlayersFor, playerOfSeat, seatOfPlayer } from './seats.js';
import { type ClockApi, type CompileClock, CLOCK_PLUGIN, afterMove, checkClock, clockPlugin, flagged } from './clock.js';

/**
 * boardgame.io's marker for a refused move (`INVALID_MOVE` of `boardgame.io/core`, whose value is
 * this very string): kept here so that this module loads nothing of boardgame.io at run time.
 * @category boardgame.io
 */
export const INVALID_MOVE = 'INVALID_MOVE' as const;

/**
 * The game's default name in boardgame.io (the lobby's `/games/compile` routes).
 * @category boardgame.io
 */
export const GAME_NAME = 'compile';

/**
 * What a match is created with (the lobby's `setupData`): a {@link GameConfig} whose `seed` may be
 * left out, to be drawn from boardgame.io's own randomness.
 * @category boardgame.io
 */
export type CompileSetupData = Omit<GameConfig, 'seed'> & {
  /** The game's seed; drawn from boardgame.io's randomness (`random.Number()`) when left out. */
  seed?: GameConfig['seed'];
};

/**
 * `ctx.gameover` of a finished match: boardgame.io's usual `winner` / `draw`, and the engine's
 * result.
 * @category boardgame.io
 */
export interface CompileGameOver {
  /** The winner's player id, absent for a draw. */
  winner?: '0' | '1';
  /** `true` for a game stopped at the turn limit. */
  draw?: true;
  /** Why the game ended (`Result.reason`). */
  reason: Result['reason'];
}

/**
 * Options of {@link compileGame}.
 * @category boardgame.io
 */
export interface CompileGameOptions {
  /** The engine (default: the official cards); any engine, with custom protocols or handlers. */
  engine?: Engine;
  /** The game's name in boardgame.io (default {@link GAME_NAME}). */
  name?: string;
  /** The match config when a match is created without `setupData` (default: a draft from every protocol of the engine). */
  defaultSetup?: CompileSetupData;
  /**
   * A chess clock kept by the server (default: none, no game is lost on time). Each seat's time
   * runs while the engine waits for its decision, from the match's first move; a seat whose time
   * has run out loses on time (the engine's `timeout`) at the next move of either seat, or when
   * either seat calls the `claimTimeout` move. See {@link clockOf} for a client's display.
   */
  clock?: CompileClock;
}

/**
 * The `Game` {@link compileGame} returns. `G` is the engine's full state on the server, and a
 * client's seat view (`PlayerViewState`) on a client.
 * @category boardgame.io
 */
export type CompileBgioGame = Game<GameState, Record<string, unknown>, CompileSetupData>;

/** What a move is given (boardgame.io 0.50's context, the parts used here). */
interface MoveContext {
  G: GameState;
  playerID: string;
  events: { endTurn: () => void; setActivePlayers: (arg: { value: Record<string, string> }) => void };
  /** The clock plugin's API, in a game with a clock. */
  [CLOCK_PLUGIN]?: ClockApi;
}

/**
 * A boardgame.io `Game` for an engine (default: the official cards):
 * - `setup` creates the game from `setupData` ({@link CompileSetupData}), the seed drawn from
 *   boardgame.io's randomness when none is given; `validateSetupData` refuses a config the engine
 *   refuses, so the lobby answers a bad match with an error instead of a broken match;
 * - the move `act(choice)` takes a legal action by its index in the seat's `legalActions` (a
 *   number) or by value (an `Action`), for the mover's seat; it runs on the server only
 *   (`client: false`) and returns `INVALID_MOVE` for anything the engine refuses. Its arguments
 *   are redacted from the other seats' logs (a hand index is the mover's own business);
 * - the move `resign()` is open to both seats at any moment (the engine's `resign`);
 * - with a `clock` ({@link CompileClock}), the server times each seat's decisions: a seat whose
 *   time has run out loses on time (the engine's `timeout`, which no seat can declare) at the next
 *   move of either seat, whatever it is, or when either seat calls `claimTimeout()` (refused with
 *   `INVALID_MOVE` while no time has run out, and in a game without a clock);
 * - boardgame.io's turn follows the engine's (a new boardgame.io turn per engine turn, and per
 *   run of draft picks), and `activePlayers` the decision the engine waits for: the seat to
 *   decide in stage `decide` (off-turn decisions included), the other in stage `wait`;
 * - `playerView` is `viewFor` the player's seat (a spectator for no seat), `endIf` reads the
 *   result ({@link CompileGameOver});
 * - `ai.enumerate` lists the seat's legal actions as `{ move: 'act', args: [action] }`, from what a
 *   client holds (the seat's view) as well as from a full state;
 * - undo and redo are off (`disableUndo`, moves not undoable): an undone move could take back a
 *   move after the cards it revealed were seen. Clients cannot call boardgame.io's events (end
 *   turn, set stage, …), and a plugin refuses any that a hostile client sends over the socket.
 * @example
 * ```ts
 * import { compileGame } from 'compile-engine/boardgameio';
 *
 * const game = compileGame();
 * console.log(game.name, game.disableUndo); // 'compile' true
 * ```
 * @category boardgame.io
 */
export function compileGame(options: CompileGameOptions = {}): CompileBgioGame {
  const engine = options.engine ?? defaultEngine();
  const defaultSetup = options.defaultSetup ?? {};
  const clock = options.clock === undefined ? null : checkClock(options.clock);

  /** The engine's own working copy of `G` (boardgame.io hands a move an immer draft or a parsed copy): checked once. */
  const own = (G: GameState): GameState => cloneState(G);

  const configOf = (setupData: CompileSetupData | undefined, seed: () => number): GameConfig => {
    const data = setupData ?? defaultSetup;
    return { ...data, seed: data.seed ?? seed() } as GameConfig;
  };

  /**
   * The game lost on time by the seat whose clock has run out, if one has: whatever move comes
   * next sees it first, as a chess server flags a clock at the next message it gets.
   */
  function lossOnTime(context: MoveContext): GameState | null {
    const api = context[CLOCK_PLUGIN];
    if (!api) return null;
    const seat = flagged(api.read(), api.now());
    if (seat === null) return null;
    // Declared by the server, so without a seat (a seat may not declare a loss on time).
    const next = engine.applyAction(own(context.G), { type: 'timeout', player: seat }).state;
    api.write(afterMove(api.read(), api.now(), next, false));
    return next;
  }

  /** Applies `action` for the mover and mirrors the engine's turn and decision into boardgame.io. */
  function play(context: MoveContext, action: Action): GameState | typeof INVALID_MOVE {
    const seat = seatOfPlayer(context.playerID);
    if (seat === 'spectator') return INVALID_MOVE;
    let before: GameState;
    let next: GameState;
    try {
      const late = lossOnTime(context);
      if (late) return late;
      before = own(context.G);
      next = engine.applyAction(before, action, { seat }).state;
    } catch (e) {
      if (e instanceof CompileEngineError) return INVALID_MOVE;
      throw e;
    }
    const api = context[CLOCK_PLUGIN];
    // A resignation is no decision: only a decision earns the increment.
    if (api) api.write(afterMove(api.read(), api.now(), next, action.type !== 'resign'));
    follow(context, before, next);
    return next;
  }

  const act = (context: MoveContext, choice: unknown): GameState | typeof INVALID_MOVE => {
    if (typeof choice !== 'number') return play(context, choice as Action);
    if (seatOfPlayer(context.playerID) === 'spectator') return INVALID_MOVE;
    try {
      // A seat out of time loses on time, whatever it sends (an index past its list included).
      const late = lossOnTime(context);
      if (late) return late;
      const listed = engine.viewFor(own(context.G), seatOfPlayer(context.playerID)).legalActions[choice];
      return listed === undefined ? INVALID_MOVE : play(context, listed);
    } catch (e) {
      if (e instanceof CompileEngineError) return INVALID_MOVE;
      throw e;
    }
  };

  const resign = (context: MoveContext): GameState | typeof INVALID_MOVE => {
    const seat = seatOfPlayer(context.playerID);
    return seat === 'spectator' ? INVALID_MOVE : play(context, { type: 'resign', player: seat });
  };

  const claimTimeout = (context: MoveContext): GameState | typeof INVALID_MOVE => {
    if (seatOfPlayer(context.playerID) === 'spectator') return INVALID_MOVE;
    try {
      return lossOnTime(context) ?? INVALID_MOVE;
    } catch (e) {
      if (e instanceof CompileEngineError) return INVALID_MOVE;
      throw e;
    }
  };

  const moves = {
    act: { move: act, client: false, redact: true, undoable: false },
    resign: { move: resign, client: false, undoable: false },
    claimTimeout: { move: claimTimeout, client: false, undoable: false },
  };

  return {
    name: options.name ?? GAME_NAME,
    minPlayers: 2,
    maxPlayers: 2,
    disableUndo: true,
    setup: ({ random }, setupData) => engine.createGame(configOf(setupData, () => Math.floor(random.Number() * 2 ** 31))),
    validateSetupData(setupData, numPlayers) {
      if (numPlayers !== 2) return 'Compile is a game for two players';
      try {
        engine.createGame(configOf(setupData, () => 1));
        return undefined;
      } catch (e) {
        return e instanceof CompileEngineError ? e.message : 'the setup data could not be read';
      }
    },
    moves: moves as never,
    turn: {
      order: { first: ({ G }) => G.turn, next: ({ G }) => G.turn },
      onBegin: ({ G, events }) => {
        const value = activePlayersFor(G);
        if (value) events.setActivePlayers({ value });
      },
      stages: {
        decide: { moves: moves as never },
        wait: { moves: { resign: moves.resign, claimTimeout: moves.claimTimeout } as never },
      },
    },
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    endIf: ({ G }) => (isFullState(G) && G.result ? gameOver(G.result) : undefined),
    playerView: ({ G, playerID }) => (isFullState(G) ? engine.viewFor(G, seatOfPlayer(playerID)) : G),
    plugins: clock ? [mirrorGuard(), clockPlugin(clock)] : [mirrorGuard()],
    ai: {
      enumerate: (G, _ctx, playerID) => {
        const seat = seatOfPlayer(playerID);
        const view: PlayerViewState = isFullState(G) ? engine.viewFor(G, seat) : (G as unknown as PlayerViewState);
        return view.legalActions.map((a) => ({ move: 'act', args: [a] }));
      },
    },
  };
}

/** After a move: a new boardgame.io turn when the engine's turn changed, else the engine's decision as the active players. */
function follow(context: MoveContext, before: GameState, next: GameState): void {
  if (next.result) return; // endIf ends the match
  if (next.turn !== before.turn || next.turnNumber !== before.turnNumber) context.events.endTurn();
  else context.events.setActivePlayers({ value: activePlayersFor(next)! });
}

/** boardgame.io's `gameover` for an engine result. */
function gameOver(result: Result): CompileGameOver {
  return result.winner === null ? { draw: true, reason: result.reason } : { winner: playerOfSeat(result.winner as PlayerId), reason: result.reason };
}

/** Whether `G` is the engine's full state (on the server) rather than a seat's view (on a client). */
const isFullState = (G: unknown): G is GameState => typeof G === 'object' && G !== null && 'rng' in G;

/**
 * A plugin that refuses any change after which boardgame.io's turn, active players or game-over
 * disagree with the engine state: the events a client may send over the socket (`endTurn`,
 * `setActivePlayers`, `endGame`, …) whatever the game's `events` setting, since boardgame.io
 * 0.50's server processes them all.
 */
function mirrorGuard(): Plugin<unknown, TurnMark, GameState> {
  return {
    name: 'compileEngineMirror',
    // boardgame.io's first turn is 1 once the match has started.
    setup: ({ G }) => ({ turn: 1, engineTurn: engineTurnOf(G), before: null }),
    // Flushed after boardgame.io's events: `ctx.turn` is the turn after this action.
    flush: ({ G, ctx, data }) => ({ turn: ctx.turn, engineTurn: isFullState(G) ? engineTurnOf(G) : data.engineTurn, before: { turn: data.turn, engineTurn: data.engineTurn } }),
    isInvalid: ({ G, ctx, data }) => (isFullState(G) ? disagreement(G, ctx) || turnEndedAlone(G, data) : false),
    playerView: () => undefined,
  };
}

/** What the guard keeps: boardgame.io's turn and the engine's at the last action, and before it. */
interface TurnMark {
  turn: number;
  engineTurn: string;
  before: { turn: number; engineTurn: string } | null;
}

/** The engine's turn, as a key that changes exactly when {@link follow} ends boardgame.io's turn. */
const engineTurnOf = (G: GameState): string => `${G.turn}:${G.turnNumber}`;

/** boardgame.io's turn ended (an `endTurn` or `pass` event a client sent) while the engine's did not. */
function turnEndedAlone(G: GameState, mark: TurnMark): string | false {
  if (G.result || !mark.before) return false;
  return mark.turn !== mark.before.turn && mark.engineTurn === mark.before.engineTurn ? 'a turn ends only when the engine\'s turn does' : false;
}

/** Why `ctx` does not mirror the engine state `G`, or `false` when it does. */
function disagreement(G: GameState, ctx: Ctx): string | false {
  if (G.result) return ctx.gameover === undefined ? 'the engine says the game is over' : false;
  if (ctx.gameover !== undefined) return 'only the engine ends a game';
  if (ctx.currentPlayer !== playerOfSeat(G.turn)) return 'the turn is the engine\'s';
  const want = activePlayersFor(G)!;
  const got = ctx.activePlayers ?? {};
  const same = Object.keys(got).length === Object.keys(want).length && Object.entries(want).every(([p, stage]) => got[p] === stage);
  return same ? false : 'the active players are the engine\'s';
}
