/**
 * The fixed-size integer action space: every {@link Action} a seat can ever take in a game of an
 * engine has one id in `[0, size)`, the same id in every game of that engine. Ids are relative to
 * the acting seat (its own side and its opponent's), and name cards by place, as actions do: a
 * hand, trash or deck index, or a line and a stack index. So the layout never depends on which
 * protocols are in play: a protocol (draft, "state a protocol") is its index in the engine's
 * library, and every index is bounded by the most cards one game can hold.
 * @module
 */
import type { Action, DecisionAction } from '../state/actions.js';
import type { Line, PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type Engine, CompileEngineError, defaultEngine } from '../api.js';
import { type Dims, dimsOf, protocolIndexOf } from './dims.js';
import { type Segment, flatIndex, layOut, unflatten } from './segments.js';
import { describeValue } from '../state/text.js';
import { guarded } from './guard.js';
import { perEngine } from './per-engine.js';

/**
 * The kinds of the action space's blocks, in layout order: one per {@link Action} type.
 * @category Encoding
 */
/**
 * The kinds of decision an id can stand for: every action type but the endings (a resignation, a
 * loss on time), which no list offers.
 * @category Encoding
 */
export type ActionKind = DecisionAction['type'];

/**
 * The action space of an engine: its size and its blocks, in order. Each block is a row-major
 * array over the axes it lists; `side` and `whose` are 0 for the acting seat and 1 for its
 * opponent, `from` is 0 for the hand and 1 for the trash, `face` is 0 for up and 1 for down.
 *
 * | block | shape | what an id says |
 * | --- | --- | --- |
 * | `draft` | P | draft protocol `protocol` (index in the engine's library) |
 * | `play` | 2 × 2 × N × 3 × 2 | play card `index` of the hand or trash (`from`) onto `side`'s stack in `line`, `face` up or down |
 * | `refresh` | 1 | refresh |
 * | `compile` | 3 | compile `line` |
 * | `rearrange` | 2 × 6 | put `whose` protocols in permutation `order` (below) |
 * | `card` | 2 × 3 × N | the card at stack `index` (0 at the bottom) of `side`'s stack in `line` |
 * | `hand` | N | hand card `index` |
 * | `line` | 3 | line `line` |
 * | `option` | 3N | option `index` of an either/or, or of the triggers to order |
 * | `accept` | 1 | accept a "you may" |
 * | `pass` | 1 | pass (decline) |
 * | `number` | V | state number `numbers[index]` (every card value ascending, then one above them) |
 * | `protocol` | P | state protocol `protocol` (index in the engine's library) |
 * | `trash` | N | trash card `index` (0 the oldest) |
 * | `deck` | N | deck card `index` (0 the top) |
 *
 * P is the number of protocols the engine knows, N the most cards one game can hold (36 for
 * official protocols: no zone or stack is longer), V the count of numbers "State a number" offers.
 * Permutation `order` is the index of `[perm[0], perm[1], perm[2]]` among the six permutations
 * of 0–2 in lexicographic order (`[0,1,2]`, `[0,2,1]`, `[1,0,2]`, `[1,2,0]`, `[2,0,1]`,
 * `[2,1,0]`): the protocol now in line `perm[l]` goes to line `l`.
 * @category Encoding
 */
export interface ActionSpace {
  /** How many ids there are: every id is an integer in `[0, size)`. */
  readonly size: number;
  /** The blocks, in layout order. */
  readonly segments: readonly Segment<ActionKind>[];
  /** Protocol names by index (the `draft` and `protocol` blocks), in the engine's library order. */
  readonly protocols: readonly string[];
  /** The numbers of the `number` block, by index. */
  readonly numbers: readonly number[];
  /** N: the most cards one game can hold, the bound of every index. */
  readonly maxCards: number;
}

/** The permutations of the three lines, in lexicographic order. */
const PERMUTATIONS: readonly (readonly number[])[] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
const OPTIONS_PER_CARD = 3; // a trigger is a section of a card, and a card has three sections

interface Space extends ActionSpace {
  readonly dims: Dims;
  readonly byKind: Readonly<Record<ActionKind, Segment<ActionKind>>>;
}

/** The action space of `engine` (cached). */
export const spaceOf: (engine: Engine) => Space = perEngine((engine) => buildSpace(dimsOf(engine)));

function buildSpace(d: Dims): Space {
  const P = d.protocols.length;
  const N = d.maxCards;
  const { segments, size } = layOut<ActionKind>([
    { name: 'draft', shape: [P], axes: ['protocol'] },
    { name: 'play', shape: [2, 2, N, 3, 2], axes: ['from', 'side', 'index', 'line', 'face'] },
    { name: 'refresh', shape: [1], axes: [] },
    { name: 'compile', shape: [3], axes: ['line'] },
    { name: 'rearrange', shape: [2, PERMUTATIONS.length], axes: ['whose', 'order'] },
    { name: 'card', shape: [2, 3, N], axes: ['side', 'line', 'index'] },
    { name: 'hand', shape: [N], axes: ['index'] },
    { name: 'line', shape: [3], axes: ['line'] },
    { name: 'option', shape: [OPTIONS_PER_CARD * N], axes: ['index'] },
    { name: 'accept', shape: [1], axes: [] },
    { name: 'pass', shape: [1], axes: [] },
    { name: 'number', shape: [d.numbers.length], axes: ['number'] },
    { name: 'protocol', shape: [P], axes: ['protocol'] },
    { name: 'trash', shape: [N], axes: ['index'] },
    { name: 'deck', shape: [N], axes: ['index'] },
  ]);
  const byKind = Object.freeze(Object.fromEntries(segments.map((s) => [s.name, s]))) as Record<ActionKind, Segment<ActionKind>>;
  return Object.freeze({ size, segments: Object.freeze(segments), protocols: d.protocols, numbers: d.numbers, maxCards: N, dims: d, byKind });
}

/**
 * The action space of an engine (default: the official cards): its size and documented layout.
 * The same for every game of the engine.
 * @category Encoding
 */
export function actionSpace(engine: Engine = defaultEngine()): ActionSpace {
  return guarded('actionSpace takes an engine', () => {
    const { size, segments, protocols, numbers, maxCards } = spaceOf(engine);
    return Object.freeze({ size, segments, protocols, numbers, maxCards });
  });
}

/**
 * How many action ids the engine's space has (1,385 for the official cards).
 * @category Encoding
 */
export const actionSpaceSize = (engine: Engine = defaultEngine()): number => guarded('actionSpaceSize takes an engine', () => spaceOf(engine).size);

/** What a function of this module takes, for the error a value it cannot read gets. */
export const TAKES_VIEW = (name: string): string => `${name} takes a seat's view (viewFor) and an engine`;

const malformed = (why: string): never => {
  throw new CompileEngineError('MALFORMED_ACTION', why);
};

/** The seat a view belongs to; a spectator takes no action. */
export function seatOf(view: PlayerViewState): PlayerId {
  if (view.seat !== 0 && view.seat !== 1) throw new CompileEngineError('INVALID_SEAT', 'actions are encoded for the seat a view belongs to (0 or 1), not for a spectator');
  return view.seat;
}

/** `value` as an index below `n`, or a MALFORMED_ACTION naming `what`. */
function below(value: unknown, n: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= n) malformed(`${what} must be a whole number from 0 to ${n - 1}, got ${describeValue(value)}`);
  return value as number;
}

/** 0 for the acting seat, 1 for its opponent. */
function relative(me: PlayerId, seat: unknown): number {
  if (seat !== 0 && seat !== 1) malformed(`a seat must be 0 or 1, got ${describeValue(seat)}`);
  return seat === me ? 0 : 1;
}

/** The permutation that puts `whose` protocols (as the view shows them) in `order`. */
function permutationOf(view: PlayerViewState, whose: PlayerId, order: unknown): number {
  const names = view.players[whose].protocols.map((p) => p.name);
  if (!Array.isArray(order) || order.length !== 3) return malformed('a rearrange order must list three protocol names');
  const perm = order.map((name) => names.indexOf(name as string));
  const k = PERMUTATIONS.findIndex((p) => p.every((line, i) => line === perm[i]));
  if (k < 0) malformed(`that is not an order of seat ${whose}'s protocols (${names.join(', ')})`);
  return k;
}

/** The id of `a` in `space`, for the seat that `view` belongs to. */
export function idOf(space: Space, view: PlayerViewState, a: Action): number {
  const me = seatOf(view);
  const N = space.maxCards;
  const at = (kind: ActionKind, ...index: number[]): number => flatIndex(space.byKind[kind], index);
  if (typeof a !== 'object' || a === null) return malformed('an action must be an object');
  switch (a.type) {
    case 'draft': case 'protocol': {
      const i = protocolIndexOf(space.dims, a.protocol);
      if (i < 0) malformed(`${describeValue(a.protocol)} is not a protocol of this engine`);
      return at(a.type, i);
    }
    case 'play': {
      const from = a.from === undefined ? 0 : a.from === 'trash' ? 1 : malformed('a play comes from the hand (no `from`) or the trash (`from: \'trash\'`)');
      const face = a.face === 'up' ? 0 : a.face === 'down' ? 1 : malformed('a play is face-up or face-down');
      return at('play', from, a.side === undefined ? 0 : relative(me, a.side), below(a.index, N, 'a play index'), below(a.line, 3, 'a line'), face);
    }
    case 'refresh': case 'accept': case 'pass':
      return at(a.type, 0);
    case 'compile': case 'line':
      return at(a.type, below(a.line, 3, 'a line'));
    case 'rearrange': {
      const whose = relative(me, a.whose);
      return at('rearrange', whose, permutationOf(view, a.whose, a.order));
    }
    case 'card':
      return at('card', relative(me, a.player), below(a.line, 3, 'a line'), below(a.index, N, 'a stack index'));
    case 'hand': case 'trash': case 'deck':
      return at(a.type, below(a.index, N, `a ${a.type} index`));
    case 'option':
      return at('option', below(a.index, OPTIONS_PER_CARD * N, 'an option index'));
    case 'number': {
      const i = space.numbers.indexOf(a.value);
      if (i < 0) malformed(`${describeValue(a.value)} is not a number this engine's cards let a player state`);
      return at('number', i);
    }
    default:
      return malformed(`unknown action type ${describeValue((a as { type?: unknown }).type)}`);
  }
}

/**
 * The id of an action, for the seat `view` belongs to (the view of the seat that takes it). Any
 * action of the engine's space has one, legal now or not.
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `MALFORMED_ACTION` for an action that is not
 * in the space (an unknown type, an index beyond every game's bound, a protocol or number the
 * engine does not know, an order that is not one of the seat's protocols); `INVALID_SEAT` for a
 * spectator's view.
 */
export function encodeAction(view: PlayerViewState, action: Action, engine: Engine = defaultEngine()): number {
  return guarded(TAKES_VIEW('encodeAction'), () => idOf(spaceOf(engine), view, action));
}

/** The ids of the view's legal actions, in the engine's order. */
export function legalIds(space: Space, view: PlayerViewState): number[] {
  seatOf(view);
  const out: number[] = new Array<number>(view.legalActions.length);
  for (let i = 0; i < out.length; i++) out[i] = idOf(space, view, view.legalActions[i]!);
  return out;
}

/**
 * The legal-action mask of the seat `view` belongs to: 1 at the id of each of its legal actions,
 * 0 elsewhere (all 0 when the other seat must act, or the game is over).
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_SEAT` for a spectator's view.
 */
export function legalActionMask(view: PlayerViewState, engine: Engine = defaultEngine()): Uint8Array {
  return guarded(TAKES_VIEW('legalActionMask'), () => {
    const space = spaceOf(engine);
    const mask = new Uint8Array(space.size);
    for (const id of legalIds(space, view)) mask[id] = 1;
    return mask;
  });
}

/** A valid id, or MALFORMED_ACTION. */
export function checkId(space: Space, id: unknown): number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= space.size) malformed(`an action id must be a whole number from 0 to ${space.size - 1}, got ${describeValue(id)}`);
  return id as number;
}

/** The block an id is in. */
function segmentOf(space: Space, id: number): Segment<ActionKind> {
  return space.segments.find((s) => id < s.offset + s.size)!;
}

/**
 * What an id stands for, in words of the layout: `"play from=hand side=own index=2 line=1
 * face=down"`, `"draft protocol=Fire"`, `"pass"`. For reading a policy's output and error messages.
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `MALFORMED_ACTION` for an id outside the space.
 */
export function describeActionId(id: number, engine: Engine = defaultEngine()): string {
  return guarded('describeActionId takes an action id and an engine', () => {
    const space = spaceOf(engine);
    const s = segmentOf(space, checkId(space, id));
    const values = unflatten(s, id);
    const words = s.axes.map((axis, k) => `${axis}=${axisValue(space, s.name, axis, values[k]!)}`);
    return [s.name, ...words].join(' ');
  });
}

function axisValue(space: Space, kind: ActionKind, axis: string, v: number): string | number {
  switch (axis) {
    case 'from': return v === 0 ? 'hand' : 'trash';
    case 'side': case 'whose': return v === 0 ? 'own' : 'opponent';
    case 'face': return v === 0 ? 'up' : 'down';
    case 'protocol': return space.protocols[v]!;
    case 'number': return space.numbers[v]!;
    case 'order': return kind === 'rearrange' ? PERMUTATIONS[v]!.join('') : v;
    default: return v;
  }
}

/**
 * The legal action an id stands for now, for the seat `view` belongs to: one of
 * `view.legalActions`, the very object.
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `MALFORMED_ACTION` for an id outside the space;
 * `ILLEGAL_ACTION` for an id that is not legal now (its mask entry is 0); `INVALID_SEAT` for a
 * spectator's view.
 */
export function decodeAction(view: PlayerViewState, id: number, engine: Engine = defaultEngine()): Action {
  return guarded(TAKES_VIEW('decodeAction'), () => actionOf(spaceOf(engine), view, id, engine));
}

/** {@link decodeAction} on a space already looked up. */
export function actionOf(space: Space, view: PlayerViewState, id: number, engine: Engine): Action {
  const wanted = candidateOf(space, view, checkId(space, id));
  const legal = view.legalActions;
  for (let i = 0; i < legal.length; i++) if (sameAction(legal[i]!, wanted)) return legal[i]!;
  const who = view.prompt ? `seat ${view.prompt.player} must answer a "${view.prompt.kind}" prompt` : 'the game is over';
  throw new CompileEngineError('ILLEGAL_ACTION', `action id ${id} (${describeActionId(id, engine)}) is not legal for seat ${seatOf(view)} now: ${who}`);
}

/** The action an id stands for in `view`, legal or not (its fields as the engine writes them). */
function candidateOf(space: Space, view: PlayerViewState, id: number): Action {
  const me = seatOf(view);
  const s = segmentOf(space, id);
  const v = unflatten(s, id);
  const seat = (relativeSide: number): PlayerId => (relativeSide === 0 ? me : me === 0 ? 1 : 0);
  const line = (x: number): Line => x as Line;
  switch (s.name) {
    case 'draft': case 'protocol': return { type: s.name, protocol: space.protocols[v[0]!]! };
    case 'play': {
      const a: Action = { type: 'play', index: v[2]!, line: line(v[3]!), face: v[4] === 0 ? 'up' : 'down' };
      if (v[0] === 1) a.from = 'trash';
      if (v[1] === 1) a.side = seat(1);
      return a;
    }
    case 'refresh': case 'accept': case 'pass': return { type: s.name };
    case 'compile': case 'line': return { type: s.name, line: line(v[0]!) };
    case 'rearrange': {
      const whose = seat(v[0]!);
      const names = view.players[whose].protocols.map((p) => p.name);
      return { type: 'rearrange', whose, order: PERMUTATIONS[v[1]!]!.map((from) => names[from]!) };
    }
    case 'card': return { type: 'card', player: seat(v[0]!), line: line(v[1]!), index: v[2]! };
    case 'hand': case 'trash': case 'deck': case 'option': return { type: s.name, index: v[0]! };
    case 'number': return { type: 'number', value: space.numbers[v[0]!]! };
  }
}

/** Whether two actions have the same fields (arrays compared entry by entry). */
function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) {
    const p = x[k];
    const q = y[k];
    if (Array.isArray(p) ? !Array.isArray(q) || p.length !== q.length || p.some((e, i) => e !== q[i]) : p !== q) return false;
  }
  return true;
}
