/**
 * The public API: a pure reducer over plain JSON state.
 *
 * - {@link createGame} → a new game; {@link fromPosition} → a game from a described table;
 * - {@link legalActions} → every legal decision for the player who must act;
 * - {@link applyAction} → the next state and the events, never touching the input;
 * - {@link viewFor} → what one seat (or a spectator) may know.
 *
 * The top-level functions use the official cards and standard handlers; {@link createEngine}
 * builds the same API over other card data and handlers. For search bots, {@link Engine.applyInPlace}
 * with {@link cloneState} runs the same rules on a private copy, without building a new state per step.
 * @module
 */
import type { CardDef, ProtocolDef } from './cards/schema.js';
import type { Action } from './state/actions.js';
import type { GameEvent } from './state/events.js';
import type { GameState, PlayerId } from './state/types.js';
import type { Position } from './state/position.js';
import { cloneState, copyPlain, emptyState } from './state/clone.js';
import { freezeFresh, shareUnchanged } from './state/share.js';
import { type Board, type CardMeta, type Ctx, type Handler, type Library, type Registry, type TableInfo, cardMeta, tableInfo } from './machine/context.js';
import { OFFICIAL_PROTOCOLS } from './cards/index.js';
import { validateCard } from './cards/validate.js';
import { STANDARD_HANDLERS } from './standard.js';
import { CompileEngineError, fail } from './errors.js';

export { cloneState };
import { isLegal, legal } from './rules/legal.js';
import { respond } from './rules/respond.js';
import { continueDraft, dealAndStart, draftOrder } from './rules/setup.js';
import { setUpPosition } from './rules/position.js';
import { run } from './rules/turn.js';
import { type PlayerViewState, view } from './view/view.js';
import { checkAction } from './rules/shape.js';

/** How to start a game. */
export interface GameConfig {
  /** Seed of the game's PRNG (required: the same seed and actions give the same game). */
  seed: string | number;
  /**
   * Each seat's protocols **by line** (line 0 is seat 0's left, which is seat 1's right). Omit to
   * draft instead.
   */
  protocols?: [string[], string[]];
  /** Draft from this pool (default: every protocol of the chosen sets) with the 1-2-2-1 draft. */
  draftPool?: string[];
  /**
   * The card sets in play, e.g. `['Main 1']` (default: every set the engine has — all official
   * cards implemented). Protocols given or drafted must come from these sets.
   */
  sets?: string[];
  /** Use the control component (default true). */
  control?: boolean;
  /** Who drafts and plays first (default 0). */
  first?: PlayerId;
  /** Stop the game as a draw after this many turns (default 500). An engine safeguard, not a rule. */
  maxTurns?: number;
}

/** The next state, and what happened on the way. */
export interface StepResult {
  state: GameState;
  events: GameEvent[];
}

/** A rules engine over a card library: the whole public API. */
export interface Engine {
  /** The card definitions this engine knows, by id. */
  readonly cards: Readonly<Record<string, CardDef>>;
  /** The protocols this engine knows. */
  readonly protocols: readonly ProtocolDef[];
  createGame(config: GameConfig): GameState;
  fromPosition(position: Position): GameState;
  legalActions(state: GameState): Action[];
  applyAction(state: GameState, action: Action): StepResult;
  /** The simulation path: validates, then **mutates** `state` in place. Clone first ({@link cloneState}). */
  applyInPlace(state: GameState, action: Action): GameEvent[];
  viewFor(state: GameState, seat: PlayerId | 'spectator'): PlayerViewState;
}

/** What a rules designer passes to build an engine. */
export interface EngineOptions {
  /** The protocols (default: every official protocol implemented). */
  protocols?: readonly ProtocolDef[];
  /** Extra handlers, by op name (they may replace standard ones). */
  handlers?: Record<string, Handler<any>>;
}

/** The player who must act now, or `null` when the game is over. */
export function currentPlayer(state: GameState): PlayerId | null {
  return state.prompt?.player ?? null;
}

function checkSeed(seed: unknown, code: 'INVALID_CONFIG' | 'INVALID_POSITION'): void {
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) fail(code, 'a seed (string or finite number) is required');
}

/** Builds an engine over a card library and handler registry, validating all card data. */
export function createEngine(options: EngineOptions = {}): Engine {
  const protocols = options.protocols ?? OFFICIAL_PROTOCOLS;
  const handlers: Registry = { ...STANDARD_HANDLERS, ...(options.handlers ?? {}) };
  const defs: Record<string, CardDef> = {};
  const protocolNames = new Set<string>();
  for (const p of protocols) {
    if (protocolNames.has(p.name)) fail('INVALID_CARD_DATA', `protocol ${p.name} is defined twice`);
    protocolNames.add(p.name);
    for (const c of p.cards) {
      validateCard(c, handlers);
      if (defs[c.id]) fail('INVALID_CARD_DATA', `${c.id}: card id used twice`);
      if (c.protocol !== p.name) fail('INVALID_CARD_DATA', `${c.id}: protocol "${c.protocol}" differs from its protocol file "${p.name}"`);
      defs[c.id] = c;
    }
  }
  const meta: Record<string, CardMeta> = {};
  for (const id in defs) meta[id] = cardMeta(defs[id]!);
  const lib: Library = { defs, meta, handlers };
  // Each game's card table never changes after setup: its metadata is looked up once per table.
  const tables = new WeakMap<readonly string[], TableInfo>();
  const infoOf = (cards: readonly string[]): TableInfo => {
    let t = tables.get(cards);
    if (!t) tables.set(cards, (t = tableInfo(lib, cards)));
    return t;
  };
  const board = (s: GameState, original: GameState = s): Board => {
    const t = infoOf(original.cards);
    return { s, lib, m: t.m, pc: t.pc, tc: t.tc, pk: t.pk };
  };
  const ctx = (s: GameState, original: GameState = s): Ctx => {
    const t = infoOf(original.cards);
    return { s, lib, m: t.m, pc: t.pc, tc: t.tc, pk: t.pk, events: [] };
  };

  // The card table never changes after setup, so each one is checked once.
  const knownTables = new WeakSet<readonly string[]>();
  function checkState(state: GameState): void {
    if (!state || typeof state !== 'object' || state.format !== 1 || !Array.isArray(state.players) || !Array.isArray(state.cards)) fail('INVALID_STATE', 'not a compile-engine game state (format 1)');
    if (knownTables.has(state.cards)) return;
    for (const id of state.cards) if (!defs[id]) fail('INVALID_STATE', `the state uses card "${id}", which this engine does not know`);
    knownTables.add(state.cards);
  }

  function validate(state: GameState, action: Action): void {
    checkState(state);
    checkAction(action);
    if (state.result) fail('GAME_OVER', 'the game is over');
    if (!isLegal(board(state), action)) {
      const p = state.prompt;
      fail('ILLEGAL_ACTION', p ? `${JSON.stringify(action)} is not legal now: P${p.player + 1} must answer a "${p.kind}" prompt (see legalActions)` : `${JSON.stringify(action)}: nothing is awaited in this state`);
    }
  }

  function createGame(config: GameConfig): GameState {
    if (!config || typeof config !== 'object') fail('INVALID_CONFIG', 'createGame needs a config object');
    checkSeed(config.seed, 'INVALID_CONFIG');
    const first = config.first ?? 0;
    if (first !== 0 && first !== 1) fail('INVALID_CONFIG', 'first must be 0 or 1');
    if (config.control !== undefined && typeof config.control !== 'boolean') fail('INVALID_CONFIG', 'control must be true or false');
    if (config.draftPool !== undefined && (!Array.isArray(config.draftPool) || !config.draftPool.every((n) => typeof n === 'string'))) fail('INVALID_CONFIG', 'draftPool must be a list of protocol names');
    if (config.protocols !== undefined && (!Array.isArray(config.protocols) || config.protocols.length !== 2)) fail('INVALID_CONFIG', 'protocols must be two lists of three protocol names');
    const maxTurns = config.maxTurns ?? 500;
    if (!Number.isInteger(maxTurns) || maxTurns < 1) fail('INVALID_CONFIG', 'maxTurns must be a whole number ≥ 1');
    const allSets = new Set(protocols.map((p) => p.set));
    if (config.sets !== undefined && (!Array.isArray(config.sets) || config.sets.length === 0)) fail('INVALID_CONFIG', 'sets must be a non-empty list of set names');
    for (const set of config.sets ?? []) if (!allSets.has(set)) fail('INVALID_CONFIG', `unknown set "${set}" (known: ${[...allSets].join(', ')})`);
    const inPlay = new Set(protocols.filter((p) => !config.sets || config.sets.includes(p.set)).map((p) => p.name));
    const s = emptyState(config.seed, config.control ?? true, maxTurns);
    const x = ctx(s);
    if (config.protocols) {
      if (config.protocols.some((p) => !Array.isArray(p) || p.length !== 3)) fail('INVALID_CONFIG', 'protocols must be two lists of three protocol names');
      const all = [...config.protocols[0], ...config.protocols[1]];
      for (const name of all) if (!protocolNames.has(name)) fail('INVALID_CONFIG', `unknown protocol "${name}"`);
      for (const name of all) if (!inPlay.has(name)) fail('INVALID_CONFIG', `${name} is not in the chosen sets`);
      if (new Set(all).size !== 6) fail('INVALID_CONFIG', 'a protocol may appear only once in a game');
      for (const p of [0, 1] as const) s.players[p]!.protocols = config.protocols[p].map((name) => ({ name, compiled: false }));
      s.phase = 'start';
      dealAndStart(x, first);
      run(x);
      return s;
    }
    const pool = config.draftPool ?? [...inPlay];
    for (const name of pool) if (!protocolNames.has(name)) fail('INVALID_CONFIG', `unknown protocol "${name}" in the draft pool`);
    for (const name of pool) if (!inPlay.has(name)) fail('INVALID_CONFIG', `${name} is not in the chosen sets`);
    if (new Set(pool).size < 6) fail('INVALID_CONFIG', 'the draft pool needs at least six different protocols');
    s.draft = { pool: [...new Set(pool)], picks: draftOrder(first), first };
    continueDraft(x);
    return s;
  }

  function fromPosition(pos: Position): GameState {
    if (!pos || typeof pos !== 'object' || !Array.isArray(pos.players) || pos.players.length !== 2) fail('INVALID_POSITION', 'a position needs two players');
    checkSeed(pos.seed, 'INVALID_POSITION');
    const x = ctx(emptyState(pos.seed, pos.control ?? true, pos.maxTurns ?? 500));
    setUpPosition(x, pos, protocolNames);
    run(x);
    return x.s;
  }

  return {
    cards: defs,
    protocols,
    // Every state the pure API hands out is deeply frozen, so that applyAction can share its parts.
    createGame: (config) => freezeFresh(createGame(config)),
    fromPosition: (position) => freezeFresh(fromPosition(position)),
    legalActions(state) {
      checkState(state);
      return legal(board(state));
    },
    applyAction(state, action) {
      validate(state, action);
      // The rules run on a private copy at full speed; the result is then built by copy-on-write
      // against the input: every part equal to the input's is the input's, only changed
      // containers are new, and only they are frozen. An unfrozen input (a state parsed from JSON)
      // is first replaced by a frozen deep copy, so that the caller's objects are never frozen.
      const base = Object.isFrozen(state) ? state : freezeFresh(copyPlain(state));
      const work = cloneState(base);
      const x = ctx(work, state);
      respond(x, action);
      return { state: shareUnchanged(base, work), events: x.events };
    },
    applyInPlace(state, action) {
      validate(state, action);
      const x = ctx(state);
      respond(x, action);
      return x.events;
    },
    viewFor(state, seat) {
      checkState(state);
      if (seat !== 0 && seat !== 1 && seat !== 'spectator') fail('INVALID_CONFIG', 'seat must be 0, 1 or "spectator"');
      return view(board(state), seat);
    },
  };
}

let standard: Engine | null = null;
/** The engine over every official card, built on first use. */
export function defaultEngine(): Engine {
  return (standard ??= createEngine());
}

/** Starts a game with the official cards. See {@link GameConfig}. */
export const createGame = (config: GameConfig): GameState => defaultEngine().createGame(config);
/** Starts a game from an explicit position with the official cards. See {@link Position}. */
export const fromPosition = (position: Position): GameState => defaultEngine().fromPosition(position);
/** Every legal action for the player who must act now (see `rules/legal.ts` for the order). */
export const legalActions = (state: GameState): Action[] => defaultEngine().legalActions(state);
/** Applies an action purely: the input state is never changed. Throws {@link CompileEngineError} if the action is refused. */
export const applyAction = (state: GameState, action: Action): StepResult => defaultEngine().applyAction(state, action);
/** What a seat (or a spectator) may know. */
export const viewFor = (state: GameState, seat: PlayerId | 'spectator'): PlayerViewState => defaultEngine().viewFor(state, seat);

export { CompileEngineError };
