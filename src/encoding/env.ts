/**
 * A small OpenSpiel-style environment over the simulation path: `reset(seed)` starts a game,
 * `step(id)` applies the action of that id for the seat to act, and each returns the observation,
 * the mask, the rewards and who acts next. Both seats are played through it (self-play); a
 * learner plays one seat by asking its own policy only when `player` is its seat.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameConfig } from '../state/config.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type Engine, CompileEngineError, cloneState, defaultEngine } from '../api.js';
import { actionOf, legalIds, spaceOf } from './actions.js';
import { fill, layoutOf } from './observation.js';
import { describeValue } from '../state/text.js';
import { readingInput } from '../errors.js';

/**
 * Options of {@link CompileEnv}.
 * @category Encoding
 */
export interface EnvOptions {
  /** The engine whose rules and cards are played (default: the official cards). */
  engine?: Engine;
  /** Every setting of the games but the seed, which `reset` gives (default `{}`: the 1-2-2-1 draft from every protocol). */
  config?: Omit<GameConfig, 'seed'>;
}

/**
 * What `reset` and `step` return.
 * @category Encoding
 */
export interface TimeStep {
  /** The observation of `player`; once the game is over, of the seat that acted last. */
  observation: Float32Array;
  /** `player`'s legal-action mask (all 0 once the game is over). */
  mask: Uint8Array;
  /** The seat to act next, or `null` once the game is over. */
  player: PlayerId | null;
  /** The reward of the seat that took this step's action (0 on `reset`): `rewards[seat]`. */
  reward: number;
  /** Each seat's reward for this step: +1 to the winner and -1 to the loser when the game ends by a compile, else 0 (a game stopped at the turn limit ends 0 and 0). */
  rewards: readonly [number, number];
  /** Whether the game is over. */
  done: boolean;
}

/**
 * The environment: one game at a time, played on a private copy with
 * {@link "compile-engine"!Engine.applyInPlace | applyInPlace}.
 * @example
 * ```ts
 * import { CompileEnv } from 'compile-engine/encoding';
 * const env = new CompileEnv({ config: { protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] } });
 * let t = env.reset(1);
 * while (!t.done) t = env.step(t.mask.indexOf(1));   // the first legal id
 * console.log(t.rewards);
 * ```
 * @category Encoding
 */
export class CompileEnv {
  /** The engine played. */
  readonly engine: Engine;
  /** How many action ids there are (the mask's length). */
  readonly actionSpaceSize: number;
  /** How many floats an observation has. */
  readonly observationSize: number;
  readonly #config: Omit<GameConfig, 'seed'>;
  #state: GameState | null = null;
  /** The view of the seat to act, kept between steps: `step` decodes its id against it. */
  #view: PlayerViewState | null = null;
  #actions: Action[] = [];

  /** An environment with no game yet: `reset` starts one (and refuses a bad `config`). */
  constructor(options: EnvOptions = {}) {
    const read = readingInput('INVALID_CONFIG', 'CompileEnv takes options { engine?, config? }', () => {
      const engine = options.engine ?? defaultEngine();
      return { engine, config: { ...options.config }, actions: spaceOf(engine).size, observations: layoutOf(engine).size };
    });
    this.engine = read.engine;
    this.#config = read.config;
    this.actionSpaceSize = read.actions;
    this.observationSize = read.observations;
  }

  /**
   * Starts a new game from `seed` (the same seed and ids give the same game).
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_CONFIG` for a bad setting or seed; the game in progress, if any, goes on.
   */
  reset(seed: string | number): TimeStep {
    const s = cloneState(this.engine.createGame({ ...this.#config, seed: seed as string | number }));
    this.#state = s;
    this.#actions = [];
    return this.#timeStep(null, [0, 0]);
  }

  /**
   * Takes the action of `actionId` for the seat to act.
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `MALFORMED_ACTION` for an id that is not a
   * whole number of the space; `ILLEGAL_ACTION` for an id whose mask entry is 0; `GAME_OVER` once
   * the game is over; `INVALID_STATE` before the first `reset`. A refused step changes nothing.
   */
  step(actionId: number): TimeStep {
    const s = this.#state;
    const view = this.#view;
    if (!s) throw new CompileEngineError('INVALID_STATE', 'no game yet: call reset(seed) first');
    if (s.result || !view) throw new CompileEngineError('GAME_OVER', 'the game is over: call reset(seed) for a new one');
    const seat = view.seat as PlayerId;
    const action = actionOf(spaceOf(this.engine), view, actionId, this.engine);
    this.engine.applyInPlace(s, action, { seat, events: false }); // a time step reports the state, not the events
    this.#actions.push(action);
    const won = (s.result as GameState['result'])?.winner;
    const rewards: [number, number] = won === 0 ? [1, -1] : won === 1 ? [-1, 1] : [0, 0];
    return this.#timeStep(seat, rewards);
  }

  /**
   * A seat's observation now (either seat, whoever is to act).
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_STATE` before the first `reset`; `INVALID_SEAT` for a seat other than 0 or 1.
   */
  observe(seat: PlayerId): Float32Array {
    return fill(layoutOf(this.engine), this.view(seat));
  }

  /**
   * A seat's view now ({@link "compile-engine"!viewFor | viewFor}): what the observation is computed from.
   * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_STATE` before the first `reset`; `INVALID_SEAT` for a seat other than 0 or 1.
   */
  view(seat: PlayerId): PlayerViewState {
    if (!this.#state) throw new CompileEngineError('INVALID_STATE', 'no game yet: call reset(seed) first');
    if (seat !== 0 && seat !== 1) throw new CompileEngineError('INVALID_SEAT', `a seat must be 0 or 1, got ${describeValue(seat)}`);
    return this.engine.viewFor(this.#state, seat);
  }

  /** The actions taken since `reset`, decoded: with the config and seed, the game's record. */
  get actions(): readonly Action[] {
    return this.#actions.slice();
  }

  #timeStep(acted: PlayerId | null, rewards: [number, number]): TimeStep {
    const s = this.#state!;
    const player = s.prompt && !s.result ? s.prompt.player : null;
    const seat = player ?? acted ?? 0;
    const view = this.engine.viewFor(s, seat);
    this.#view = player === null ? null : view;
    const mask = new Uint8Array(this.actionSpaceSize);
    if (player !== null) for (const id of legalIds(spaceOf(this.engine), view)) mask[id] = 1;
    return { observation: fill(layoutOf(this.engine), view), mask, player, reward: acted === null ? 0 : rewards[acted], rewards, done: player === null };
  }
}
