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
 *
 * **The boundary.** Everything that comes in is read once and checked before any rule sees it:
 * actions (copied field by field), configs and positions (strict: unknown fields are errors), and
 * states. A state the engine made is trusted; any other state (parsed JSON, a hand-built one) is
 * copied and fully checked on every call (see {@link validateState}). Every refusal is a
 * {@link CompileEngineError} with a stable code, and leaves the caller's objects as they were.
 *
 * **Freezing.** Every state the pure functions return ({@link createGame}, {@link fromPosition},
 * {@link applyAction}) is deeply frozen and shares its unchanged parts with the state it came from.
 * {@link cloneState} is the only way to an unfrozen copy, which {@link Engine.applyInPlace} then
 * mutates. The card library is deeply frozen too.
 * @module
 */
import type { CardDef, ProtocolDef } from './cards/schema.js';
import type { Action } from './state/actions.js';
import type { GameConfig } from './state/config.js';
import type { GameEvent } from './state/events.js';
import type { GameState, PlayerId } from './state/types.js';
import type { Position } from './state/position.js';
import { cloneState as copyState, emptyState } from './state/clone.js';
import { type Pristine, freezeState, pristineOf, shareUnchanged } from './state/share.js';
import { copyInput } from './state/copy.js';
import { type StateKind, trust, trustOf } from './state/trust.js';
import { deepFreeze, frozenPart } from './state/freeze.js';
import { hasOwn } from './state/fields.js';
import { describeValue, quote, seatName } from './state/text.js';
import { type Board, type CardMeta, type Ctx, type EffectKind, type EffectKinds, type Handler, type Library, type Registry, type TableInfo, BUILTIN_CHANNELS, PASSIVE_BASE_FIELDS, cardMeta, channelOf, newBoard, newContext, tableInfo } from './machine/context.js';
import { STANDARD_EFFECTS } from './effects/continuous.js';
import { OFFICIAL_PROTOCOLS } from './cards/index.js';
import { isDeeplyFrozenData, readCardData, refuseProtocol } from './cards/validate.js';
import { STANDARD_HANDLERS } from './standard.js';
import { CompileEngineError, fail } from './errors.js';
import { illegalReason, isLegal, legal, wasListed } from './rules/legal.js';
import { respond } from './rules/respond.js';
import { continueDraft, dealAndStart, draftOrder } from './rules/setup.js';
import { readPosition, setUpPosition } from './rules/position.js';
import { readConfig } from './rules/config.js';
import { checkState, checkedTable } from './rules/validate.js';
import { run } from './rules/turn.js';
import { type PlayerViewState, view } from './view/view.js';
import { actionLabel, isEnding, readAction } from './rules/shape.js';
import type { EndingAction } from './state/actions.js';
import { describeAction as describe } from './view/describe.js';

export type { GameConfig } from './state/config.js';

/**
 * The next state, and what happened on the way.
 * @category Game API
 */
export interface StepResult {
  /** Deeply frozen (see the module's freezing contract). */
  state: GameState;
  /**
   * Every event, in order, including hidden information for one seat (`visibleTo`): filter with
   * {@link eventsFor} before sending them to a seat.
   */
  events: GameEvent[];
}

/**
 * Options of {@link Engine.applyAction} and {@link Engine.applyInPlace}.
 * @category Game API
 */
export interface ActOptions {
  /**
   * The seat sending the action — a server passes the seat of the connection it came from. If it
   * is not the seat that must decide now, the action is refused with `NOT_YOUR_TURN` unless it is
   * that seat's own resignation (accepted at any moment) — nothing else about it is looked at, so
   * that one seat can neither act for the other nor probe the other's hidden cards through
   * refusals. A loss on time (`timeout`) is refused with any seat: it is the server's to declare.
   */
  seat?: PlayerId;
  /**
   * `false`: the action's events are not built, and the call returns an empty list of them. For
   * search playouts and simulations that never read the events, which then skip describing each
   * move (about 4 % of the simulation path's instructions). Nothing else differs: the rules, the
   * checks and the state reached are the same. Default `true`. Pass one frozen object for a whole
   * loop (`Object.freeze({ events: false })`): the engine reads such an object once.
   */
  events?: boolean;
}

/**
 * A rules engine over a card library: the whole public API. The top-level functions
 * ({@link createGame}, {@link applyAction}, …) are those of {@link defaultEngine}, over every
 * official card; {@link createEngine} makes one over other card data and handlers. Each method
 * behaves as the top-level function of the same name, documented there.
 * @category Game API
 */
export interface Engine {
  /** The card definitions this engine knows, by id: a deeply frozen record without prototype. */
  readonly cards: Readonly<Record<string, CardDef>>;
  /** The protocols this engine knows (deeply frozen copies of the ones it was given). */
  readonly protocols: readonly ProtocolDef[];
  /** Its handlers by op name: the standard ones and those it was given (frozen, without prototype). */
  readonly handlers: Registry;
  /** Its kinds of continuous effect by field: the standard ones and those it was given (frozen, without prototype). */
  readonly effects: EffectKinds;
  /**
   * A new game (see {@link GameConfig}; unknown settings are refused). The state is deeply frozen.
   * @throws {@link CompileEngineError} `INVALID_CONFIG` for a bad, unknown or inconsistent setting.
   */
  createGame(config: GameConfig): GameState;
  /**
   * {@link Engine.createGame}, with the events of what ran before the first decision (the deal, the first Start phase).
   * @throws {@link CompileEngineError} `INVALID_CONFIG`, as {@link Engine.createGame}.
   */
  createGameWithEvents(config: GameConfig): StepResult;
  /**
   * A game from an explicit position (see {@link Position}). The state is deeply frozen.
   * @throws {@link CompileEngineError} `INVALID_POSITION` for an unknown field, a bad value or an inconsistent table.
   */
  fromPosition(position: Position): GameState;
  /**
   * {@link Engine.fromPosition}, with the events of what ran before the first decision (e.g. Start effects).
   * @throws {@link CompileEngineError} `INVALID_POSITION`, as {@link Engine.fromPosition}.
   */
  fromPositionWithEvents(position: Position): StepResult;
  /**
   * Every legal action of the player who must act, in the order documented on the top-level
   * {@link legalActions}. The list is the caller's; most actions in it are shared, frozen
   * descriptors (do not try to change them).
   * @throws {@link CompileEngineError} `INVALID_STATE` for a state the engine did not make that fails {@link validateState}'s checks, or one it made that other code has broken since.
   */
  legalActions(state: GameState): Action[];
  /**
   * Applies an action purely: `state` is never changed (nor frozen, if it was not). The result is
   * deeply frozen and shares its unchanged parts with `state` (or with a private copy of it, for a
   * state the engine did not make).
   * @throws {@link CompileEngineError} `INVALID_CONFIG`, `INVALID_SEAT`, `INVALID_STATE`,
   * `GAME_OVER`, `NOT_YOUR_TURN`, `MALFORMED_ACTION`, `ILLEGAL_ACTION`, as the top-level
   * {@link applyAction}.
   */
  applyAction(state: GameState, action: Action, options?: ActOptions): StepResult;
  /**
   * The simulation path: same validation, then **mutates** `state` in place. `state` must be
   * unfrozen: a copy from {@link cloneState}. A state with a frozen part (any state the pure
   * functions returned), or a sealed or non-extensible one, a getter or a read-only field, is
   * refused with `FROZEN_STATE` before anything is changed.
   * @throws {@link CompileEngineError} `FROZEN_STATE` for a state with a part that cannot be changed in place (frozen, sealed, non-extensible, a getter or read-only), and every
   * code of {@link Engine.applyAction}; a refused action leaves `state` unchanged. A state the
   * engine accepted is checked once: if other code changes it later (a hand holding a card id with
   * no card) so that the action cannot be checked, that is `INVALID_STATE` with `state` unchanged;
   * if a move cannot go on (a part frozen since, say), `INVALID_STATE` too, and the state may be
   * partly changed (the message says so).
   */
  applyInPlace(state: GameState, action: Action, options?: ActOptions): GameEvent[];
  /**
   * What a seat (or a spectator) may know, as a fresh, unfrozen object.
   * @throws {@link CompileEngineError} `INVALID_SEAT` for a seat other than 0, 1 or `"spectator"`;
   * `INVALID_STATE` for a state from outside that fails the checks (or one the engine made that other code has broken since).
   */
  viewFor(state: GameState, seat: PlayerId | 'spectator'): PlayerViewState;
  /**
   * The seat that must decide now, or `null` when the game is over.
   * @throws {@link CompileEngineError} `INVALID_STATE` for a state the engine did not make that fails {@link validateState}'s checks, or one it made that other code has broken since.
   */
  currentPlayer(state: GameState): PlayerId | null;
  /**
   * The full consistency check, for states from outside (a saved game): throws `INVALID_STATE`
   * naming the first problem. Never changes `state`.
   * @throws {@link CompileEngineError} `INVALID_STATE` naming the first problem.
   */
  validateState(state: unknown): void;
  /**
   * Readable English for a legal action (see the top-level {@link describeAction}).
   * @throws {@link CompileEngineError} as {@link Engine.applyAction} for an action it would refuse
   * (`GAME_OVER`, `MALFORMED_ACTION`, `ILLEGAL_ACTION`, `INVALID_STATE`).
   */
  describeAction(state: GameState, action: Action): string;
}

/**
 * What a rules designer passes to build an engine.
 * @category Game API
 */
export interface EngineOptions {
  /** The protocols (default: every official protocol implemented). The engine keeps deeply frozen JSON copies (a protocol that is deeply frozen JSON already, as the official ones, as it is). */
  protocols?: readonly ProtocolDef[];
  /** Extra handlers, by op name (they may replace standard ones). */
  handlers?: Record<string, Handler<any>>;
  /** Extra kinds of continuous effect, by the field naming them in card data (see {@link EffectKind}). */
  effects?: Record<string, EffectKind>;
}

// ——— Which states the engine trusts ————————————————————————————————————————————————————————

// The state looked up last: a game loop asks about the same state several times in a row
// (legalActions, then applyAction), and a playout about the same one throughout.
let recent: object | null = null;
let recentKind: StateKind | undefined;

/** How the engine trusts `s`, if it made it (`state/trust.ts`). */
function kindOf(s: unknown): StateKind | undefined {
  if (s === recent) return recentKind;
  const kind = trustOf(s);
  if (kind) {
    recent = s as object;
    recentKind = kind;
  }
  return kind;
}

/** Each engine's way of taking in a determinised world (see {@link adoptWorld}). */
const worlds = new WeakMap<Engine, (state: GameState) => GameState>();

/**
 * A private copy, for the simulation path, of a full state the library's own code built for
 * `engine` (a search bot's determinised world): checked once against the engine's library, as
 * `cloneState` then the engine's first call would check it twice, and with its card table's
 * metadata found rather than worked out again when the worlds share one frozen card table.
 * Internal (the bots); an engine object not made by `createEngine` gets `cloneState`.
 */
export function adoptWorld(engine: Engine, state: GameState): GameState {
  const adopt = worlds.get(engine);
  return adopt ? adopt(state) : cloneState(state);
}

/** Marks a state the engine made (or accepted) and how it trusts it; a `frozen` one before it is frozen. */
function remember(s: GameState, kind: StateKind): GameState {
  trust(s, kind);
  recent = s;
  recentKind = kind;
  return s;
}

const isEngineState = (s: unknown): s is GameState => kindOf(s) !== undefined;

/**
 * A deeply frozen state the engine made: trusted from now on. Every object in it is new or a part
 * of a frozen state or of the frozen card library, so freezing stops at what is frozen already.
 */
const sealed = (s: GameState): GameState => freezeState(remember(s, 'frozen'));

/** A plain copy of a state from outside (read once), checked against `lib` (or only its structure). */
function adoptCopy(raw: unknown, lib: Library | null): GameState {
  const copy = inputCopy(raw);
  checkState(copy, lib);
  return copy;
}

/** A plain copy of a state from outside, read once (not yet checked). */
const inputCopy = (raw: unknown): unknown => copyInput(raw, { depth: 16, nodes: 100_000 }, 'INVALID_STATE', 'the state');

/**
 * An unexpected failure while reading or playing on a state means the state was not what it
 * claimed: one from outside passed the checks but cannot go on; one the engine trusts (it made it,
 * or checked it once, not on every call) was changed since by other code. A typed error either
 * way, never a bare `TypeError`. A `CompileEngineError` passes through.
 */
function stateFailure(e: unknown, trusted: boolean, what: string): never {
  if (e instanceof CompileEngineError) throw e;
  const why = e instanceof Error ? e.message : 'unknown error';
  return fail('INVALID_STATE', trusted ? `the state was changed outside the engine and ${what} (${why})` : `the state passed the checks but its pending effect cannot go on (${why})`);
}

/** Runs `step` on a state that came from outside (see {@link stateFailure}). */
function asStateError<T>(step: () => T): T {
  try {
    return step();
  } catch (e) {
    return stateFailure(e, false, '');
  }
}

/** {@link ActOptions}, read once. */
interface ReadOptions {
  seat: PlayerId | undefined;
  /** No events wanted (`events: false`). */
  quiet: boolean;
}

const NO_OPTIONS: ReadOptions = Object.freeze({ seat: undefined, quiet: false });

/*
 * The options object read last, when it is frozen with data fields only: such an object (a Proxy
 * over one included) answers the same forever, so a loop that passes one constant object (search
 * playouts with `events: false`) pays its reading once, not on every action.
 */
let constantOptions: object | null = null;
let constantRead: ReadOptions = NO_OPTIONS;

/** Whether `o` can never change what it says: frozen, its own fields all plain values. */
function isConstant(o: unknown): o is object {
  if (typeof o !== 'object' || o === null || !Object.isFrozen(o)) return false;
  for (const d of Object.values(Object.getOwnPropertyDescriptors(o))) if (!('value' in d) || (typeof d.value === 'object' && d.value !== null)) return false;
  return true;
}

/** {@link ActOptions}, read once (a copy, so that a getter or a Proxy cannot answer twice). */
function actOptions(options: unknown): ReadOptions {
  if (options === undefined) return NO_OPTIONS;
  if (options === constantOptions) return constantRead;
  const read = readActOptions(options);
  let constant = false;
  try {
    constant = isConstant(options);
  } catch {
    // A Proxy whose traps throw: read again on every call.
  }
  if (constant) {
    constantOptions = options as object;
    constantRead = read;
  }
  return read;
}

function readActOptions(options: unknown): ReadOptions {
  const o = copyInput(options, { depth: 2, nodes: 20, undefinedIsAbsent: true }, 'INVALID_CONFIG', 'the options') as Record<string, unknown>;
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return fail('INVALID_CONFIG', 'the options must be an object such as { seat: 0 }');
  for (const key of Object.keys(o)) if (key !== 'seat' && key !== 'events') fail('INVALID_CONFIG', `unknown option ${quote(key)} (known: seat, events)`);
  if (o.seat !== undefined && o.seat !== 0 && o.seat !== 1) fail('INVALID_SEAT', `seat must be 0 or 1, not ${describeValue(o.seat)}`);
  if (o.events !== undefined && typeof o.events !== 'boolean') fail('INVALID_CONFIG', `events must be true or false, not ${describeValue(o.events)}`);
  return { seat: o.seat as PlayerId | undefined, quiet: o.events === false };
}

/** An off-turn action read once: the ending it is, or `null` for anything else (malformed included). */
function endingOrNull(raw: unknown): EndingAction | null {
  let a: Action;
  try {
    a = readAction(raw);
  } catch {
    return null;
  }
  return isEnding(a) ? a : null;
}

/**
 * An ending, checked against the seat that sent it: a seat resigns only for itself, and a loss on
 * time is declared by whoever keeps the clock (a server calls without a seat), never by a seat.
 */
function acceptEnding(a: EndingAction, seat: PlayerId | undefined): EndingAction {
  if (seat === undefined) return a;
  if (a.type === 'timeout') fail('ILLEGAL_ACTION', 'a loss on time is declared by the server that keeps the clock, not by a seat: apply it without a seat');
  if (a.player !== seat) fail('NOT_YOUR_TURN', `${seatName(seat)} cannot resign for ${seatName(a.player)}`);
  return a;
}

/**
 * An unfrozen, deep copy of a state for the simulation path ({@link Engine.applyInPlace}). Only the
 * card table (`cards`), which no rule ever writes, is shared, frozen, with the original. A state
 * the engine did not make is checked first (`INVALID_STATE`).
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_STATE` for a state the engine did not make that fails {@link validateState}'s checks, or one it made that other code has broken since.
 */
export function cloneState(state: GameState): GameState {
  if (!isEngineState(state)) return remember(copyState(adoptCopy(state, null)), 'private');
  try {
    return remember(copyState(state), 'private');
  } catch (e) {
    return stateFailure(e, true, 'cannot be copied');
  }
}

/** A kind of continuous effect a designer registers must say what it changes and which question it answers. */
function checkKind(field: string, kind: EffectKind | undefined): void {
  if (PASSIVE_BASE_FIELDS.includes(field)) fail('INVALID_CARD_DATA', `effect kind ${quote(field)}: the name of a field every continuous effect has`);
  if (typeof kind?.question !== 'function') fail('INVALID_CARD_DATA', `effect kind ${quote(field)} has no question function`);
  if (!EFFECT_CHANGES.includes(kind.changes)) fail('INVALID_CARD_DATA', `effect kind ${quote(field)}: changes must be one of ${EFFECT_CHANGES.join(', ')}`);
  if ((kind.changes === 'value' || kind.changes === 'total') && typeof kind.modify !== 'function') fail('INVALID_CARD_DATA', `effect kind ${quote(field)} changes a ${kind.changes} and needs a modify function`);
}

const EFFECT_CHANGES: readonly string[] = ['value', 'total', 'prohibition', 'permission', 'suppression', 'replacement', 'skip'];

/** The questions the library's effects answer that the engine itself does not ask, in library order. */
function ownChannels(defs: Readonly<Record<string, CardDef>>, effects: EffectKinds): string[] {
  const builtin = new Set(BUILTIN_CHANNELS);
  const out: string[] = [];
  for (const id in defs) {
    for (const section of ['top', 'bottom'] as const) {
      for (const p of defs[id]![section]?.passive ?? []) {
        const c = channelOf(p, effects);
        if (!builtin.has(c) && !out.includes(c)) out.push(c);
      }
    }
  }
  return out;
}

/**
 * Builds an engine over a card library and handler registry, validating all card data. The engine
 * keeps deeply frozen copies of the protocols, so later changes to the objects passed in have no
 * effect on it.
 * @example
 * ```ts
 * import { createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from 'compile-engine';
 *
 * const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });
 * const game = engine.createGame({ seed: 1, protocols: [['Frost', 'Fire', 'Water'], ['Anarchy', 'Metal', 'Speed']] });
 * console.log(engine.legalActions(game).length);
 * ```
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_CONFIG` for an unknown option, or options that throw
 * when read; `INVALID_CARD_DATA` for card data {@link "compile-engine/schema"!validate | validate} reports a problem in (the same
 * checker: an unknown handler, an unknown or misspelt field, a bad value, data that is not JSON, a
 * card that does not fit its protocol — the message names the card and the field, with
 * `validate`'s path below the card and its message), for a card id or protocol name used twice,
 * and for a handler without `start`. Only `validate`'s count of six cards per protocol is not
 * required.
 */
export function createEngine(options: EngineOptions = {}): Engine {
  const { protocols, handlers, effects } = engineOptions(options);
  const defs = Object.create(null) as Record<string, CardDef>;
  const protocolNames = new Set<string>();
  // Each protocol by the checker `validate` uses (its shape, its cards' shape and meaning, how they
  // fit it); then what only a whole library can show.
  protocols.forEach((p, i) => refuseProtocol(p, i, handlers, effects));
  for (const p of protocols) {
    if (protocolNames.has(p.name)) fail('INVALID_CARD_DATA', `protocol ${quote(p.name)} is defined twice`);
    protocolNames.add(p.name);
    for (const c of p.cards) {
      if (hasOwn(defs, c.id)) fail('INVALID_CARD_DATA', `${quote(c.id)}: card id used twice`);
      defs[c.id] = c;
    }
  }
  Object.freeze(defs);
  const meta = Object.create(null) as Record<string, CardMeta>;
  const channels = ownChannels(defs, effects);
  for (const id in defs) meta[id] = cardMeta(defs[id]!, effects, channels, handlers);
  const lib: Library = Object.freeze({ defs, meta: Object.freeze(meta), handlers, protocols: Object.freeze(protocols.map((p) => p.name)), decks: deckTable(protocols), effects, channels });
  // Each game's card table never changes after setup: its metadata is computed once per table. A
  // table is entered here only once checked against this library (tables of states from outside,
  // or from another engine, are checked first), so one lookup both finds it and vouches for it.
  const tables = new WeakMap<readonly string[], TableInfo>();
  const infoOf = (cards: readonly string[]): TableInfo => {
    let t = tables.get(cards);
    if (!t) tables.set(cards, (t = tableInfo(lib, cards)));
    return t;
  };
  /** The table the rules just dealt (`buildDecks` set it on the context with the cards): kept, never computed twice. */
  const keepTable = (x: Ctx): void => {
    if (!tables.has(x.s.cards)) tables.set(x.s.cards, { m: x.m, tc: x.tc, ch: x.ch, seen: x.seen });
  };
  /**
   * Checks a state against this library; then its card table is vouched for, and its metadata is
   * kept: the metadata the check worked out for its last step, so that it is not worked out twice
   * (about 5 % of a search bot's time, which has every determinised world checked). `known`: the
   * table's metadata, if this very card table was vouched for already.
   */
  const checkAndKeep = (state: unknown, known?: TableInfo): TableInfo => {
    const built = checkedTable(state, lib, known);
    const cards = (state as GameState).cards;
    if (built === null || tables.has(cards)) return infoOf(cards);
    tables.set(cards, built);
    return built;
  };
  const boardWith = (s: GameState, t: TableInfo): Board => newBoard(s, lib, t);
  const ctx = (s: GameState, t: TableInfo = infoOf(s.cards), quiet = false): Ctx => newContext(s, lib, t, quiet);
  /** The table of no cards (a state before its deal). */
  const noCards = tableInfo(lib, []);
  // The sets and protocols a config may name, per engine; the protocols of each choice of sets (at most one per subset).
  const allSets = new Set(protocols.map((p) => p.set));
  const inPlayBySets = new Map<string, ReadonlySet<string>>();
  const protocolsInSets = (sets: readonly string[] | undefined): ReadonlySet<string> => {
    const key = sets ? [...new Set(sets)].sort().join('\n') : '';
    let names = inPlayBySets.get(key);
    if (!names) inPlayBySets.set(key, (names = new Set(protocols.filter((p) => !sets || sets.includes(p.set)).map((p) => p.name))));
    return names;
  };

  // The pure path's working copy: unfrozen and equal to the frozen state `twinOf` (the state the
  // last applyAction returned, or the last frozen state read); only applyAction's rules change it.
  let twin: GameState | null = null;
  let twinOf: GameState | null = null;
  let twinBoard: Board | null = null;
  /** The lists of `twinOf`, unfrozen, for comparing the twin with after the rules ran (`shareUnchanged`). */
  let pristine: Pristine | null = null;

  /**
   * The board to read a frozen state through: the same state's unfrozen twin, made now if it has
   * none. V8 (Node 20) reads frozen arrays on a slow path, and a read that has once met a frozen
   * array stays slow for every array, the simulation path's too: so the rules never read a frozen
   * state. Nothing read through it is handed out (legal actions and views are fresh or frozen data).
   */
  function readable(b: Board): Board {
    if (kindOf(b.s) !== 'frozen') return b;
    if (twinOf !== b.s || twin === null) {
      twin = copyState(b.s);
      twinOf = b.s;
      pristine = null;
    }
    if (twinBoard === null || twinBoard.s !== twin || twinBoard.m !== b.m) twinBoard = boardWith(twin, b);
    return twinBoard;
  }

  // The board read last: a game loop reads one state several times in a row (legalActions, then
  // applyAction or applyInPlace). A board only refers to its state and card table, so it stays
  // valid while the state keeps its table (a draft's end deals a new one).
  let recentBoard: Board | null = null;
  let recentCards: readonly string[] | null = null;
  const remembered = (b: Board): Board => {
    recentBoard = b;
    recentCards = b.s.cards;
    return b;
  };
  const recalled = (state: unknown): Board | null => (recentBoard !== null && recentBoard.s === state && recentCards === recentBoard.s.cards ? recentBoard : null);
  /** The board of a simulation-path state whose card table this engine knows, else `null`. */
  const knownBoard = (state: GameState): Board | null => {
    const t = tables.get(state.cards);
    return t ? remembered(boardWith(state, t)) : null;
  };

  /**
   * The board of a state this engine may read: the state itself if the engine made it, else a
   * checked, frozen copy (so `boardOf(state).s !== state` says the state came from outside).
   */
  function boardOf(state: unknown): Board {
    const r = recalled(state);
    if (r !== null) return r;
    if (isEngineState(state)) {
      return remembered(boardWith(state, tables.get(state.cards) ?? checkAndKeep(state)));
    }
    const copy = inputCopy(state);
    const t = checkAndKeep(copy);
    return boardWith(sealed(copy as GameState), t);
  }

  /**
   * The action, read once and checked: game over, then the seat, then its shape, then its
   * legality. A seat that is not to decide may only end the game (resign); anything else it sends
   * is `NOT_YOUR_TURN`, whatever it is.
   */
  function accept(b: Board, raw: unknown, seat: PlayerId | undefined): Action {
    const s = b.s;
    if (s.result) fail('GAME_OVER', 'the game is over');
    const p = s.prompt!;
    if (seat !== undefined && seat !== p.player) {
      const ending = endingOrNull(raw);
      if (ending === null) fail('NOT_YOUR_TURN', `${seatName(seat)} cannot act now: ${seatName(p.player)} must decide`);
      return acceptEnding(ending, seat);
    }
    if (wasListed(b, raw)) return raw; // the engine's own descriptor, listed for this very decision
    const a = readAction(raw);
    if (isEnding(a)) return acceptEnding(a, seat);
    if (!isLegal(b, a)) fail('ILLEGAL_ACTION', `${actionLabel(a)} is not legal now: ${illegalReason(b, a)}`);
    return a;
  }

  /** Starts a game from a config, returning the events of the opening. */
  function startGame(raw: GameConfig): StepResult {
    const config = readConfig(raw);
    const first = config.first ?? 0;
    for (const set of config.sets ?? []) if (!allSets.has(set)) fail('INVALID_CONFIG', `unknown set ${quote(set)} (known: ${[...allSets].join(', ')})`);
    const inPlay = protocolsInSets(config.sets);
    const x = ctx(emptyState(config.seed, config.useControl ?? true, config.maxTurns ?? 500), noCards);
    const s = x.s;
    if (config.protocols) {
      const all = [...config.protocols[0], ...config.protocols[1]];
      for (const name of all) if (!protocolNames.has(name)) fail('INVALID_CONFIG', `unknown protocol ${quote(name)}`);
      for (const name of all) if (!inPlay.has(name)) fail('INVALID_CONFIG', `${quote(name)} is not in the chosen sets`);
      if (new Set(all).size !== 6) fail('INVALID_CONFIG', 'a protocol may appear only once in a game');
      for (const p of [0, 1] as const) {
        const [a, b, c] = config.protocols[p];
        s.players[p]!.protocols = [{ name: a!, compiled: false }, { name: b!, compiled: false }, { name: c!, compiled: false }];
      }
      s.phase = 'start';
      dealAndStart(x, first);
      run(x);
    } else {
      const pool = config.draftPool ?? [...inPlay];
      for (const name of pool) if (!protocolNames.has(name)) fail('INVALID_CONFIG', `unknown protocol ${quote(name)} in the draft pool`);
      for (const name of pool) if (!inPlay.has(name)) fail('INVALID_CONFIG', `${quote(name)} is not in the chosen sets`);
      if (new Set(pool).size < 6) fail('INVALID_CONFIG', 'the draft pool needs at least six different protocols');
      s.draft = { pool: [...new Set(pool)], picks: draftOrder(first), first };
      continueDraft(x);
    }
    keepTable(x);
    return { state: sealed(s), events: x.events };
  }

  function startPosition(raw: Position): StepResult {
    const pos = readPosition(raw);
    const x = ctx(emptyState(pos.seed, pos.useControl ?? true, pos.maxTurns ?? 500), noCards);
    setUpPosition(x, pos, protocolNames);
    run(x);
    keepTable(x);
    return { state: sealed(x.s), events: x.events };
  }

  /** Applies a legal action to a state of the simulation path. */
  function inPlace(b: Board, a: Action, quiet: boolean): GameEvent[] {
    const x = ctx(b.s, b, quiet);
    respond(x, a);
    if (x.m !== b.m) keepTable(x); // the draft is over: a new card table
    return x.events;
  }

  /** `applyAction` on a board: `state` itself, or the checked copy of a state from outside. */
  function applyPure(b: Board, action: unknown, { seat, quiet }: ReadOptions): StepResult {
    const a = accept(readable(b), action, seat);
    // A simulation-path state is the caller's to mutate: the result must not share (and freeze) its parts.
    const base = kindOf(b.s) === 'frozen' ? b.s : sealed(copyState(b.s));
    // The rules run on a private, unfrozen copy at full speed; the result is then built by
    // copy-on-write against the input: every part equal to the input's is the input's, only
    // changed containers are new (frozen copies). The copy stays equal to the result: when the
    // next call applies an action to that result, as a game loop does, it runs on it again.
    const hit = twinOf === base && twin !== null;
    const work = hit ? twin! : copyState(base);
    const lists = hit && pristine !== null ? pristine : pristineOf(base);
    twin = twinOf = pristine = null; // taken: if the rules fail, no copy of uncertain content survives
    const x = ctx(work, b, quiet);
    respond(x, a);
    const next = shareUnchanged(base, work, lists);
    remember(next, 'frozen');
    if (x.m !== b.m) keepTable(x); // the draft is over: a new card table
    twin = work;
    twinOf = next;
    pristine = lists;
    remembered(boardWith(next, x)); // the next call is most likely about `next`
    return { state: next, events: x.events };
  }

  function currentPlayer(state: GameState): PlayerId | null {
    return boardOf(state).s.prompt?.player ?? null;
  }

  const engine: Engine = {
    cards: defs,
    protocols,
    handlers,
    effects,
    createGame: (config) => startGame(config).state,
    createGameWithEvents: startGame,
    fromPosition: (position) => startPosition(position).state,
    fromPositionWithEvents: startPosition,
    legalActions(state) {
      const b = boardOf(state);
      try {
        return legal(readable(b));
      } catch (e) {
        return stateFailure(e, b.s === state, 'cannot be read');
      }
    },
    applyAction(state, action, options) {
      const read = actOptions(options);
      const b = boardOf(state);
      // A frozen state cannot have changed since the engine made it: no failure to translate.
      if (b.s === state && kindOf(state) === 'frozen') return applyPure(b, action, read);
      try {
        return applyPure(b, action, read);
      } catch (e) {
        return stateFailure(e, b.s === state, 'the action could not be applied');
      }
    },
    applyInPlace(state, action, options) {
      const { seat, quiet } = actOptions(options);
      const known = kindOf(state) === 'private' ? (recalled(state) ?? knownBoard(state)) : null;
      const b = known ?? acceptForSimulation(state);
      // Checking the action only reads the state: a trusted state broken since by other code (a
      // hand holding a card id with no card) fails here as INVALID_STATE, with nothing changed.
      // A `try` that does not throw costs nothing, so the hot path pays no check for it.
      let a: Action;
      try {
        a = accept(b, action, seat);
      } catch (e) {
        return stateFailure(e, known !== null, 'the action could not be checked; the state is unchanged');
      }
      try {
        return inPlace(b, a, quiet);
      } catch (e) {
        return stateFailure(e, known !== null, 'the action could not be applied; it may be partly changed: start again from cloneState of a state the engine made');
      }
    },
    viewFor(state, seat) {
      if (seat !== 0 && seat !== 1 && seat !== 'spectator') fail('INVALID_SEAT', `seat must be 0, 1 or "spectator", not ${describeValue(seat)}`);
      const b = boardOf(state);
      try {
        return view(readable(b), seat);
      } catch (e) {
        return stateFailure(e, b.s === state, 'cannot be read');
      }
    },
    currentPlayer,
    validateState(state) {
      adoptCopy(state, lib);
    },
    describeAction(state, action) {
      const b = boardOf(state);
      try {
        const r = readable(b);
        return describe(r, accept(r, action, undefined));
      } catch (e) {
        return stateFailure(e, b.s === state, 'cannot be read');
      }
    },
  };
  worlds.set(engine, (state) => {
    // The sampler's card table is one frozen list for all its worlds: vouched for once, its
    // metadata is then found for every world; each world is still checked whole.
    asStateError(() => checkAndKeep(state, Object.isFrozen(state.cards) ? tables.get(state.cards) : undefined));
    return remember(copyState(state), 'private');
  });
  return engine;

  /**
   * A state `applyInPlace` has not seen: it must be a consistent state with no frozen part (the
   * card table aside), checked before anything is changed; then it is accepted for good.
   */
  function acceptForSimulation(state: unknown): Board {
    if (kindOf(state) === 'frozen') fail('FROZEN_STATE', 'applyInPlace mutates the state it is given, and this state is frozen: pass cloneState(state)');
    const t = !isEngineState(state) ? asStateError(() => checkAndKeep(state)) : (tables.get(state.cards) ?? checkAndKeep(state));
    const frozen = asStateError(() => frozenPart(state, ['cards']));
    if (frozen) fail('FROZEN_STATE', `applyInPlace mutates the state it is given, and ${frozen}: pass cloneState(state)`);
    return boardWith(remember(state as GameState, 'private'), t);
  }
}

/**
 * The options of {@link createEngine}, read once: frozen protocols and a registry without
 * prototype. An object that throws when read (a getter, a Proxy) is refused like a bad value.
 */
function engineOptions(options: EngineOptions): { protocols: readonly ProtocolDef[]; handlers: Registry; effects: EffectKinds } {
  try {
    if (typeof options !== 'object' || options === null) fail('INVALID_CONFIG', 'createEngine takes an options object such as { protocols, handlers }');
    for (const key of Object.keys(options)) if (key !== 'protocols' && key !== 'handlers' && key !== 'effects') fail('INVALID_CONFIG', `createEngine: unknown option ${quote(key)} (known: protocols, handlers, effects)`);
    const given = options.protocols;
    if (given !== undefined && !Array.isArray(given)) fail('INVALID_CARD_DATA', 'protocols must be a list of protocol definitions');
    const protocols = frozenLibrary(given ?? OFFICIAL_PROTOCOLS);
    // Lookups by name never reach inherited properties: "constructor" or "__proto__" is no card or handler.
    const handlers: Registry = Object.freeze(Object.assign(Object.create(null) as Record<string, Handler<any>>, STANDARD_HANDLERS, options.handlers ?? {}));
    for (const op of Object.keys(handlers)) if (typeof handlers[op]?.start !== 'function') fail('INVALID_CARD_DATA', `handler ${quote(op)} has no start function`);
    const effects: EffectKinds = Object.freeze(Object.assign(Object.create(null) as Record<string, EffectKind>, STANDARD_EFFECTS, options.effects ?? {}));
    for (const field of Object.keys(effects)) checkKind(field, effects[field]);
    return { protocols, handlers, effects };
  } catch (e) {
    if (e instanceof CompileEngineError) throw e;
    return fail('INVALID_CONFIG', 'createEngine could not read its options (a field threw when read)');
  }
}

/** Each protocol's card ids by ascending value (the order of a deck before its shuffle), built once per engine. */
function deckTable(protocols: readonly ProtocolDef[]): Readonly<Record<string, readonly string[]>> {
  const decks = Object.create(null) as Record<string, readonly string[]>;
  for (const p of protocols) decks[p.name] = Object.freeze([...p.cards].sort((a, b) => a.value - b.value).map((c) => c.id));
  return Object.freeze(decks);
}

/**
 * Deeply frozen copies of card data (the official library is frozen already and used as is), so
 * that no code can change the rules of a running engine.
 */
function frozenLibrary(protocols: readonly ProtocolDef[]): readonly ProtocolDef[] {
  if (protocols === OFFICIAL_PROTOCOLS) return OFFICIAL_PROTOCOLS;
  // A protocol that is deeply frozen JSON data (the official and fan-made ones) cannot change: it
  // is kept as it is, and its cards' shape, checked once, need not be checked again. Any other is
  // read as `validate` reads a file: a plain JSON copy, or `validate`'s "not JSON" problem.
  return Object.freeze([...protocols].map((p, i) => (isDeeplyFrozenData(p) ? p : deepFreeze(readCardData(p, i)))));
}

let standard: Engine | null = null;
/**
 * The engine over every official card, built on first use; the top-level functions are its methods.
 * @category Game API
 */
export function defaultEngine(): Engine {
  return (standard ??= createEngine());
}

/**
 * Starts a game with the official cards (deeply frozen). See {@link GameConfig}: protocols given by
 * line, or a 1-2-2-1 draft played as `draft` actions. What ran before the first decision (the
 * deal, the first Start phase) is not reported: {@link createGameWithEvents} gives those events.
 * @example
 * ```ts
 * import { createGame } from 'compile-engine';
 *
 * const game = createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
 * console.log(game.prompt); // { kind: 'action', player: 0 }: seat 0 plays or refreshes
 *
 * const drafted = createGame({ seed: 7, sets: ['Main 1'] });
 * console.log(drafted.prompt?.kind); // 'draft': seat 0 picks first
 * ```
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_CONFIG` for an unknown or misspelt setting, a bad
 * value, an unknown protocol or set, a protocol twice, or `draftPool` with `protocols`.
 */
export const createGame = (config: GameConfig): GameState => defaultEngine().createGame(config);
/**
 * {@link createGame}, with the events of what ran before the first decision; the state is deeply frozen.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_CONFIG`, as {@link createGame}.
 */
export const createGameWithEvents = (config: GameConfig): StepResult => defaultEngine().createGameWithEvents(config);
/**
 * Starts a game from an explicit position with the official cards (deeply frozen). See {@link Position}.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_POSITION` for an unknown field, a bad value or an
 * inconsistent table (a card placed twice, an unknown card, a protocol in play twice, …).
 */
export const fromPosition = (position: Position): GameState => defaultEngine().fromPosition(position);
/**
 * {@link fromPosition}, with the events of what ran before the first decision (Start effects, a compile, …); the state is deeply frozen.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_POSITION`, as {@link fromPosition}.
 */
export const fromPositionWithEvents = (position: Position): StepResult => defaultEngine().fromPositionWithEvents(position);
/**
 * Every legal action for the seat that must act now ({@link currentPlayer}), never empty until the
 * game is over. Every action in the list is accepted by {@link applyAction}, and every action
 * `applyAction` accepts is in the list. Most are shared, frozen descriptors: the list is the
 * caller's, the actions in it are not to be changed.
 *
 * The order is fixed, so that a seeded bot picking by index replays identically:
 * - draft: the protocols still in the pool, in pool order;
 * - action phase: plays by hand index, then line 0–2, face-up before face-down, the player's own
 *   side before the opponent's (Corruption 0); then `refresh`, where allowed;
 * - a play a card's text asks for (`play` prompt): by card (hand or trash order), then line 0–2,
 *   face-up before face-down, own side first;
 * - compile (several lines qualify): lines ascending;
 * - control component: `pass` first, then the rearrangements of the current player's protocols,
 *   then of the opponent's;
 * - choices inside effects: field cards in board order (seat 0 then 1, line 0–2, bottom → top);
 *   hand, trash or deck cards by index; lines ascending; options and triggers in the order the
 *   prompt lists them (`PromptView.labels`);
 * - "you may" (`confirm`): `accept`, then `pass`;
 * - "state a number": the card values ascending (0–6), then one no card has (7); "state a
 *   protocol": the engine's protocols in library order.
 *
 * Wherever declining is allowed (an optional choice), `pass` comes **last** — except for the
 * control component, where it comes first.
 * @example
 * ```ts
 * import { createGame, legalActions } from 'compile-engine';
 *
 * const game = createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
 * const actions = legalActions(game);
 * console.log(actions[0]); // { type: 'play', index: 0, line: 0, face: 'down' }: hand card 0, face-down in line 0
 * ```
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_STATE` for a state the engine did not make that fails {@link validateState}'s checks, or one it made that other code has broken since.
 */
export const legalActions = (state: GameState): Action[] => defaultEngine().legalActions(state);
/**
 * Applies an action purely: the input state is never changed (nor frozen). The result is deeply
 * frozen and shares its unchanged parts with the input. Pass `{ seat }` (the seat the action came
 * from) to refuse an action from a seat that is not to act (`NOT_YOUR_TURN`) before anything else
 * about it is looked at. The action is read once, by its own documented fields (an inherited
 * field is not read); it need not be one of {@link legalActions}' objects, only equal to one. That
 * is the one rule: an action is accepted only if, read so, it equals a listed action — a default
 * is never written out (a play from the hand has no `from`, one onto the player's own side no
 * `side`).
 * @example
 * ```ts
 * import { applyAction, createGame, describeEvent, legalActions } from 'compile-engine';
 *
 * const game = createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
 * const { state, events } = applyAction(game, { type: 'play', index: 0, line: 0, face: 'down' }, { seat: 0 });
 * console.log(events.map(describeEvent)); // ['seat 0 plays a card face-down in line 0', …, 'seat 1 to choose (action)']
 * console.log(legalActions(game).length === 20, state.turn); // the input is untouched; seat 1 is to play
 * ```
 * @category Game API
 * @throws {@link CompileEngineError}, checked in this order: `INVALID_CONFIG` / `INVALID_SEAT` for
 * bad options; `INVALID_STATE` for a state from outside that fails the checks (or one the engine made that other code has broken since); `GAME_OVER`;
 * `NOT_YOUR_TURN` when `options.seat` is not the seat to decide (unless it resigns: {@link resign}); `MALFORMED_ACTION` for an action
 * of no known shape; `ILLEGAL_ACTION` for a well-formed action that is not legal now (the message
 * says why when the reason is public). The state passed in is unchanged.
 */
export const applyAction = (state: GameState, action: Action, options?: ActOptions): StepResult => defaultEngine().applyAction(state, action, options);
/**
 * Seat `seat` resigns: the game is over and the other seat wins (`result.reason` `resigned`). A
 * seat may resign at any moment of a game that is not over, whoever must decide (the draft and a
 * pending effect included: nothing pending resolves). The same as applying
 * `{ type: 'resign', player: seat }` with `{ seat }`, which any engine accepts, and which a record
 * keeps like any action.
 * @example
 * ```ts
 * import { createGame, resign } from 'compile-engine';
 *
 * const game = createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
 * console.log(resign(game, 1).state.result); // { winner: 0, reason: 'resigned' }: seat 1 resigned while seat 0 was to play
 * ```
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_SEAT` for a seat other than 0 or 1; `INVALID_STATE`
 * as {@link applyAction}; `GAME_OVER` for a game that is over. The state passed in is unchanged.
 */
export const resign = (state: GameState, seat: PlayerId): StepResult => defaultEngine().applyAction(state, { type: 'resign', player: seatOf(seat) }, { seat });
/**
 * Seat `seat` lost on time, as the server that keeps the clock declares: the game is over and the
 * other seat wins (`result.reason` `timeout`), at any moment of a game that is not over. The same
 * as applying `{ type: 'timeout', player: seat }` without a seat (a seat cannot declare it: with
 * `{ seat }` it is `ILLEGAL_ACTION`); a record keeps it like any action.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_SEAT` for a seat other than 0 or 1; `INVALID_STATE`
 * as {@link applyAction}; `GAME_OVER` for a game that is over. The state passed in is unchanged.
 */
export const timeOut = (state: GameState, seat: PlayerId): StepResult => defaultEngine().applyAction(state, { type: 'timeout', player: seatOf(seat) });

/** A seat argument, checked: 0 or 1, else `INVALID_SEAT`. */
function seatOf(seat: unknown): PlayerId {
  if (seat !== 0 && seat !== 1) fail('INVALID_SEAT', `seat must be 0 or 1, not ${describeValue(seat)}`);
  return seat;
}
/**
 * What a seat (or a spectator) may know, as a fresh, unfrozen object: the seat's own hand and
 * face-down cards, the opponent's hand and both decks as counts, the opponent's face-down cards as
 * values only, everything face-up, the prompt (its text when public) and the seat's legal actions.
 * It holds no card ids, so a hidden card cannot be followed from zone to zone. See the
 * hidden-information guide for exactly what it guarantees.
 * @example
 * ```ts
 * import { createGame, viewFor } from 'compile-engine';
 *
 * const game = createGame({ seed: 7, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
 * console.log(viewFor(game, 0).players[0].hand); // seat 0's five cards, by name
 * const seen = viewFor(game, 1).players[0]; // seat 0's side, as seat 1 sees it
 * console.log(seen.handCount, seen.hand === undefined); // 5 true: a count, not the cards
 * console.log(viewFor(game, 1).legalActions.length); // 0: seat 0 is to decide
 * ```
 * @category Views and events
 * @throws {@link CompileEngineError} `INVALID_SEAT` for a seat other than 0, 1 or `"spectator"`;
 * `INVALID_STATE` for a state from outside that fails the checks (or one the engine made that other code has broken since).
 */
export const viewFor = (state: GameState, seat: PlayerId | 'spectator'): PlayerViewState => defaultEngine().viewFor(state, seat);
/**
 * The full consistency check of a state from outside (a saved game): throws `INVALID_STATE` naming
 * the first problem. It is the check every function runs on a state the engine did not make.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_STATE` naming the first problem: format, PRNG, card
 * table, zones, the census of cards, pending effects, prompt, phase or result.
 */
export const validateState = (state: unknown): void => defaultEngine().validateState(state);

/**
 * The seat that must decide now — not always the player whose turn it is — or `null` when the
 * game is over. Works for any engine's states: one the engine did not make is checked first.
 * @category Game API
 * @throws {@link CompileEngineError} `INVALID_STATE` for a state the engine did not make that fails {@link validateState}'s checks, or one it made that other code has broken since.
 */
export function currentPlayer(state: GameState): PlayerId | null {
  return (isEngineState(state) ? state : adoptCopy(state, null)).prompt?.player ?? null;
}

/**
 * Readable English for a legal action of the seat that must act: "Play Fire 3 face-up in line 1",
 * "Delete seat 1's Metal 6 in line 2", "Discard Fire 1", "Choose line 0", "Rearrange seat 1's
 * protocols: Water, Fire, Death", "Pass". It may name that seat's own hidden cards (its hand, its
 * face-down cards), never its opponent's: show it to the acting seat (the other seat learns what
 * happened from the events, `describeEvent` with `eventsFor`).
 * @category Views and events
 * @throws {@link CompileEngineError} for an action {@link applyAction} would refuse: `GAME_OVER`,
 * `MALFORMED_ACTION`, `ILLEGAL_ACTION`, `INVALID_STATE`.
 */
export const describeAction = (state: GameState, action: Action): string => defaultEngine().describeAction(state, action);

export { CompileEngineError };
