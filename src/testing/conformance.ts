/**
 * The conformance run: the checks the project's own property tests make on the official cards,
 * made on a rules designer's protocols — seeded random games mixing them with the engine's other
 * protocols, every invariant checked after every action, and, on a failure, the seed and the
 * action path that reproduce it.
 * @module
 */
import { type Engine, cloneState } from '../api.js';
import { CompileEngineError, readingInput } from '../errors.js';
import type { Action } from '../state/actions.js';
import type { GameConfig } from '../state/config.js';
import type { GameEvent } from '../state/events.js';
import type { ProtocolDef } from '../cards/schema.js';
import type { GameState, PlayerId } from '../state/types.js';
import { nextInt, seedWords } from '../state/rng.js';

/**
 * What {@link runConformance} checks; a failure names one.
 * @category Testing
 */
export type ConformanceCheck =
  /** A legal action (or starting the game) threw: an error that is not a `CompileEngineError`, or any error for a listed action. */
  | 'crash'
  /** The game is not over, yet no seat is asked anything or no action is legal; or it is over and a prompt is still open. */
  | 'danglingPrompt'
  /** An action that is not among the legal ones was accepted, or refused with something other than a `CompileEngineError`, or changed the state. */
  | 'illegalAction'
  /** `applyAction` changed the state it was given. */
  | 'inputMutated'
  /** A card is in no place, or in two (hands, decks, trashes, stacks, out of the game, in transit). */
  | 'census'
  /** A hand holds more than five cards after a Check Cache that was not skipped. */
  | 'handLimit'
  /** The state, through `JSON.stringify`/`JSON.parse`, is refused, offers other actions, or plays on differently. */
  | 'jsonRoundTrip'
  /** A seat's view changed when only what it cannot see changed (the opponent's hand, the decks' order). */
  | 'viewPermutation'
  /** The simulation path (`cloneState` + `applyInPlace`) differs from the pure path: legal actions, events or state. */
  | 'simulationPath'
  /** The game did not end within `maxActions` actions. */
  | 'termination'
  /** The game was stopped at the engine's turn limit: nobody could win. */
  | 'turnLimit';

/**
 * Settings of {@link runConformance}.
 * @category Testing
 */
export interface ConformanceOptions {
  /** Games to play (default 100). */
  games?: number;
  /** The run's seed (default 1): the same seed plays the same games. */
  seed?: number;
  /** Most actions in one game before it counts as not ending (default 5000). */
  maxActions?: number;
  /** Whether one game in four is drafted (1-2-2-1) from a pool mixing the protocols with others (default true). */
  drafts?: boolean;
}

/**
 * A failed check, and how to see it again.
 * @category Testing
 */
export interface ConformanceFailure {
  /** The check that failed. */
  check: ConformanceCheck;
  /** What was seen, in one line. */
  message: string;
  /** The failing game's seed (also in `config`). */
  seed: number;
  /** The game: `engine.createGame(config)`. */
  config: GameConfig;
  /**
   * The actions from the start of that game to the one after which the check failed (included):
   * apply them in order to `engine.createGame(config)` to reproduce the failure.
   */
  path: Action[];
}

/**
 * The outcome of {@link runConformance}.
 * @category Testing
 */
export interface ConformanceReport {
  /** `true` when every game kept every check. */
  ok: boolean;
  /** Games played (the run stops at the first failure). */
  games: number;
  /** Actions played in all. */
  actions: number;
  /** Games each protocol played in. */
  protocolGames: Record<string, number>;
  /** The first failure, if any. */
  failure?: ConformanceFailure;
}

/** A failed check, thrown inside one game and turned into a {@link ConformanceFailure}. */
class Failed extends Error {
  constructor(readonly check: ConformanceCheck, message: string) {
    super(message);
  }
}

const must = (ok: boolean, check: ConformanceCheck, message: () => string): void => {
  if (!ok) throw new Failed(check, message());
};
const errorText = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));
const json = (x: unknown): string => JSON.stringify(x);
const sameAction = (a: Action, b: Action): boolean => json(sortKeys(a)) === json(sortKeys(b));
const sortKeys = (a: object): object => Object.fromEntries(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1)));

/**
 * Plays seeded random games with `protocols` (a designer's: names, or definitions the engine
 * knows) mixed with the engine's other protocols, checking after every action what the project's
 * own property tests check on the official cards: every card in exactly one place, hands of at
 * most five after Check Cache, the JSON round trip, views unchanged when only hidden information
 * changes, illegal actions refused without change, no prompt left dangling, the pure path and the
 * simulation path giving the same game, and that every game ends — with a winner, not at the turn
 * limit. Stops at the first failure, reporting the check, the game's seed and config, and the
 * action path that reproduces it. A protocol the engine does not know is `INVALID_CONFIG`.
 *
 * @example
 * ```ts
 * import { createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } from 'compile-engine';
 * import { runConformance } from 'compile-engine/testing';
 *
 * const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });
 * const report = runConformance(engine, ['Frost'], { games: 5, seed: 7 });
 * console.log(report.ok ? `${report.games} games, every check kept` : report.failure); // failure: { check, message, seed, config, path }
 * ```
 * @category Testing
 */
export function runConformance(engine: Engine, protocols: readonly (string | ProtocolDef)[], options: ConformanceOptions = {}): ConformanceReport {
  const { mine, known, drafts, games, maxActions, rng } = readingInput('INVALID_CONFIG', 'runConformance takes an engine, a list of protocols (names or definitions) and an options object', () => {
    if (typeof engine?.applyInPlace !== 'function' || typeof options !== 'object' || options === null) throw new TypeError('not an engine, or options that are not an object');
    return {
      mine: protocols.map((p) => (typeof p === 'string' ? p : p.name)), known: engine.protocols.map((p) => p.name), drafts: options.drafts,
      games: options.games ?? 100, maxActions: options.maxActions ?? 5000, rng: seedWords(options.seed ?? 1),
    };
  });
  const unknown = mine.filter((n) => !known.includes(n));
  if (mine.length === 0 || unknown.length) throw new CompileEngineError('INVALID_CONFIG', mine.length ? `runConformance: the engine does not know ${unknown.join(', ')}` : 'runConformance needs at least one protocol');
  const others = known.filter((n) => !mine.includes(n));
  if (mine.length + others.length < 6) throw new CompileEngineError('INVALID_CONFIG', 'runConformance needs at least six protocols in the engine');
  const report: ConformanceReport = { ok: true, games: 0, actions: 0, protocolGames: Object.fromEntries(mine.map((n) => [n, 0])) };
  for (let g = 0; g < games; g++) {
    const seed = nextInt(rng, 2 ** 31);
    const config = gameConfig(rng, mine, others, drafts !== false && g % 4 === 3, seed);
    const path: Action[] = [];
    report.games++;
    try {
      const final = playGame(engine, config, rng, path, maxActions);
      for (const n of final.players.flatMap((p) => p.protocols.map((s) => s.name))) if (n in report.protocolGames) report.protocolGames[n]!++;
    } catch (e) {
      report.actions += path.length;
      const [check, message] = e instanceof Failed ? [e.check, e.message] : (['crash', errorText(e)] as const);
      return { ...report, ok: false, failure: { check, message, seed, config, path } };
    }
    report.actions += path.length;
  }
  return report;
}

/** One game's config: some of the designer's protocols (at least one) and others, by line; or a draft from such a pool. */
function gameConfig(rng: number[], mine: string[], others: string[], draft: boolean, seed: number): GameConfig {
  const pick = (from: string[], n: number) => shuffled(rng, from).slice(0, n);
  const ownCount = Math.min(mine.length, 1 + nextInt(rng, 4));
  const six = shuffled(rng, [...pick(mine, ownCount), ...pick(others, 6 - ownCount)]);
  if (six.length < 6) six.push(...pick(mine.filter((n) => !six.includes(n)), 6 - six.length));
  if (draft) return { seed, draftPool: shuffled(rng, [...six, ...pick(others.filter((n) => !six.includes(n)), 3)]) };
  return { seed, protocols: [six.slice(0, 3), six.slice(3, 6)] };
}

function shuffled<T>(rng: number[], xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Plays one game with random legal actions, both paths side by side, every check after every action. */
function playGame(engine: Engine, config: GameConfig, rng: number[], path: Action[], maxActions: number): GameState {
  let state: GameState;
  try {
    state = engine.createGame(config);
  } catch (e) {
    throw new Failed('crash', `createGame: ${errorText(e)}`);
  }
  const sim = cloneState(state);
  census(state);
  while (!state.result) {
    must(path.length < maxActions, 'termination', () => `the game did not end within ${maxActions} actions`);
    const legal = engine.legalActions(state);
    must(legal.length > 0 && engine.currentPlayer(state) !== null, 'danglingPrompt', () => `the game is not over, but ${legal.length ? 'no seat is asked anything' : `no action is legal (prompt ${json(state.prompt)})`}`);
    const sims = engine.legalActions(sim);
    must(json(sims) === json(legal), 'simulationPath', () => `legal actions differ: pure ${json(legal)}, simulation ${json(sims)}`);
    const before = json(state);
    refusesIllegal(engine, state, legal, rng, before, path);
    if (path.length % 13 === 0) acceptsLegal(engine, state, legal, path);
    const action = legal[nextInt(rng, legal.length)]!;
    path.push(action);
    let step: { state: GameState; events: GameEvent[] };
    try {
      step = engine.applyAction(state, action);
    } catch (e) {
      throw new Failed('crash', `the legal action ${json(action)} was refused: ${errorText(e)}`);
    }
    must(json(state) === before, 'inputMutated', () => `applyAction changed the state it was given (action ${json(action)})`);
    samePaths(engine, sim, action, step);
    state = step.state;
    census(state);
    handLimit(step.events);
    if (path.length % 7 === 0) roundTrip(engine, state, rng, path);
    if (path.length % 5 === 0) viewsHideWhatTheyMust(engine, state, rng);
  }
  must(state.prompt === null, 'danglingPrompt', () => `the game is over, and a prompt is still open: ${json(state.prompt)}`);
  must(state.result.reason !== 'turnLimit', 'turnLimit', () => `the game was stopped at the turn limit (${state.maxTurns} turns) as a draw`);
  return state;
}

/** The simulation path plays the same action to the same events and state. */
function samePaths(engine: Engine, sim: GameState, action: Action, step: { state: GameState; events: GameEvent[] }): void {
  let events: GameEvent[];
  try {
    events = engine.applyInPlace(sim, action);
  } catch (e) {
    throw new Failed('simulationPath', `the simulation path refused ${json(action)}: ${errorText(e)}`);
  }
  must(json(events) === json(step.events), 'simulationPath', () => `events differ after ${json(action)}`);
  must(json(sim) === json(step.state), 'simulationPath', () => `states differ after ${json(action)}`);
}

/** A random whole number below `n`. */
export type Pick = (n: number) => number;

/** Actions of every shape, most of them illegal at any moment (shared with the property tests). */
export function anyAction(r: Pick): Action {
  const line = r(3) as 0 | 1 | 2;
  switch (r(9)) {
    case 0: return { type: 'play', index: r(8), line, face: r(2) ? 'up' : 'down' };
    case 1: return { type: 'compile', line };
    case 2: return { type: 'card', player: r(2) as PlayerId, line, index: r(4) };
    case 3: return { type: 'hand', index: r(8) };
    case 4: return { type: 'line', line };
    case 5: return { type: 'option', index: r(4) };
    case 6: return { type: 'accept' };
    case 7: return { type: 'pass' };
    default: return { type: 'refresh' };
  }
}

/**
 * A random action that is not legal is refused with a `CompileEngineError` and changes nothing.
 * On a failure the action ends the path, so that replaying the path ends with it.
 */
function refusesIllegal(engine: Engine, state: GameState, legal: Action[], rng: number[], before: string, path: Action[]): void {
  const wild = anyAction((n) => nextInt(rng, n));
  if (legal.some((a) => sameAction(a, wild))) return;
  let refusal: unknown = null;
  try {
    engine.applyAction(state, wild);
  } catch (e) {
    refusal = e;
  }
  if (!(refusal instanceof CompileEngineError) || json(state) !== before) path.push(wild);
  must(refusal instanceof CompileEngineError, 'illegalAction', () => `${json(wild)} is not legal, yet it was ${refusal ? `refused with ${errorText(refusal)}` : 'accepted'}`);
  must(json(state) === before, 'illegalAction', () => `refusing ${json(wild)} changed the state`);
}

/** Every listed action is accepted (the engine's own legality check agrees with its list). */
function acceptsLegal(engine: Engine, state: GameState, legal: Action[], path: Action[]): void {
  for (const a of legal) applyListed(engine, state, a, path);
}

/** Applies a listed action aside from the game; one that throws is a crash, and ends the path. */
function applyListed(engine: Engine, state: GameState, a: Action, path: Action[]): GameState {
  try {
    return engine.applyAction(state, a).state;
  } catch (e) {
    path.push(a);
    throw new Failed('crash', `the legal action ${json(a)} was refused: ${errorText(e)}`);
  }
}

/**
 * Every card of the table is in exactly one place: a zone, out of the game, or in transit on the
 * pending stack (shared with the property tests; throws naming the first card that is not).
 */
export function census(g: GameState): void {
  if (g.phase === 'draft') return;
  const seen = new Array<number>(g.cards.length).fill(0);
  for (const p of g.players) for (const zone of [...p.stacks, p.hand, p.deck, p.trash]) for (const c of zone) seen[c]!++;
  for (const c of g.absent) seen[c]!++;
  for (const f of g.frames) if (f.k === 'land' || f.k === 'arrive') seen[f.card]!++;
  const wrong = seen.findIndex((n) => n !== 1);
  must(wrong < 0, 'census', () => `${g.cards[wrong]} (card ${wrong}) is in ${seen[wrong]} places`);
}

/** After Check Cache, a hand holds at most five cards, unless a card skipped the phase (Spirit 0). */
function handLimit(events: GameEvent[]): void {
  for (const e of events) if (e.type === 'cacheChecked' && !e.skipped) must(e.handCount <= 5, 'handLimit', () => `seat ${e.player} keeps ${e.handCount} cards after Check Cache`);
}

/** The state through JSON is accepted, offers the same actions and plays on identically. */
function roundTrip(engine: Engine, state: GameState, rng: number[], path: Action[]): void {
  if (state.result) return;
  const copy = JSON.parse(json(state)) as GameState;
  const legal = engine.legalActions(state);
  const a = legal[nextInt(rng, legal.length)]!;
  const next = applyListed(engine, state, a, path);
  try {
    must(json(engine.legalActions(copy)) === json(legal), 'jsonRoundTrip', () => 'the copy offers other actions');
    must(json(engine.applyAction(copy, a).state) === json(next), 'jsonRoundTrip', () => `the copy plays ${json(a)} differently`);
  } catch (e) {
    if (e instanceof Failed) throw e;
    throw new Failed('jsonRoundTrip', `the JSON copy of the state was refused: ${errorText(e)}`);
  }
}

/**
 * Each seat's view is unchanged when only what it cannot see changes: its opponent's hand and the
 * order of both decks — except a deck revealed right now for a choice from it (Clarity 2).
 */
function viewsHideWhatTheyMust(engine: Engine, state: GameState, rng: number[]): void {
  for (const seat of [0, 1] as const) {
    const copy = withHiddenShuffled(state, seat, (n) => nextInt(rng, n));
    must(json(engine.viewFor(copy, seat)) === json(engine.viewFor(state, seat)), 'viewPermutation', () => `seat ${seat}'s view changed when only hidden cards were shuffled`);
  }
}

/**
 * A copy of the game with what `seat` cannot see shuffled: its opponent's hand and both decks —
 * except a deck revealed right now for a choice from it (Clarity 2: "Reveal your deck"). Shared
 * with the property tests.
 */
export function withHiddenShuffled(g: GameState, seat: PlayerId, r: Pick): GameState {
  const copy = JSON.parse(json(g)) as GameState;
  const shuffle = (xs: number[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = r(i + 1);
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
  };
  shuffle(copy.players[1 - seat]!.hand);
  for (const p of [0, 1] as const) if (!(g.prompt?.kind === 'deck' && g.prompt.player === p)) shuffle(copy.players[p]!.deck);
  return copy;
}
