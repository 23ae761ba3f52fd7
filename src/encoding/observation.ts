/**
 * The observation tensor of a seat: a flat `Float32Array` of a fixed, documented layout, computed
 * from the seat's view ({@link viewFor}) and nothing else. Two states the seat cannot tell apart
 * have the same view, so they have the same tensor: the tensor cannot leak what the view hides.
 * @module
 */
import type { Phase, PlayerId, Prompt } from '../state/types.js';
import type { CardView, PlayerViewState, SideView } from '../view/view.js';
import { type Engine, CompileEngineError, defaultEngine } from '../api.js';
import { type Dims, cardIndexOf, dimsOf, protocolIndexOf } from './dims.js';
import { TAKES_VIEW, seatOf } from './actions.js';
import { guarded } from './guard.js';
import { type Segment, layOut } from './segments.js';
import { perEngine } from './per-engine.js';

/**
 * The blocks of the observation, in layout order.
 * @category Encoding
 */
export type ObservationBlock =
  | 'phase' | 'prompt' | 'toAct' | 'turn' | 'turnNumber' | 'maxTurns' | 'control' | 'compiledThisTurn' | 'result'
  | 'draftPool' | 'draftPicks' | 'draftFirst'
  | 'protocols' | 'compiled' | 'totals' | 'counts' | 'stacks' | 'trash' | 'hand' | 'deck' | 'source' | 'section';

/**
 * The observation's layout for an engine: a flat vector of `size` floats, cut into blocks. Every
 * block is a row-major array over its axes; `side`, `whose` and `who` count from the observing
 * seat: 0 is the seat itself, 1 its opponent. Lines are the engine's (0–2 from seat 0's left).
 * One-hot entries are 1 or 0; counts and values are plain numbers (not scaled).
 *
 * | block | shape | entries |
 * | --- | --- | --- |
 * | `phase` | 8 | one-hot: draft, start, control, compile, action, cache, end, over |
 * | `prompt` | 17 | one-hot kind of the awaited decision: none, then draft, action, compile, control, card, hand, line, confirm, option, order, rearrange, play, number, protocol, trash, deck |
 * | `toAct` | 3 | one-hot: the seat must decide, its opponent must, nobody (game over) |
 * | `turn` | 2 | one-hot: whose turn (or draft pick) it is |
 * | `turnNumber` | 1 | the turn number (1 for the first turn) |
 * | `maxTurns` | 1 | the turn after which the game stops as a draw |
 * | `control` | 4 | one-hot: the control component is the seat's, its opponent's, neutral, not in use |
 * | `compiledThisTurn` | 1 | 1 when the current player compiled this turn |
 * | `result` | 3 | one-hot once over: the seat won, its opponent won, stopped at the turn limit |
 * | `draftPool` | P | 1 for each protocol still in the draft pool (library order) |
 * | `draftPicks` | 2 | picks still to come, by side |
 * | `draftFirst` | 2 | one-hot while drafting: the side that drafted first (and plays first) |
 * | `protocols` | 2 × 3 × P | one-hot protocol of each side's line (all 0 while unfilled) |
 * | `compiled` | 2 × 3 | 1 where the protocol is compiled |
 * | `totals` | 2 × 3 | line totals, every modifier applied |
 * | `counts` | 2 × 3 | cards in hand, deck and trash, by side |
 * | `stacks` | 2 × 3 × N × (4 + I) | each stack, bottom (0) to top: present, face-up, covered, value, then the card (all 0 for a face-down card the seat may not look at) |
 * | `trash` | 2 × N × I | each trash, oldest first: the card |
 * | `hand` | N × I | the seat's own hand, by index: the card |
 * | `deck` | N × I | the seat's own deck cards revealed to it for a choice (Clarity 2), by deck index (0 the top) |
 * | `source` | I | the card whose text is resolving (the top pending text), if any |
 * | `section` | 3 | one-hot: that text's section (top, middle, bottom) |
 *
 * A card is written as I = P + K entries: its protocol one-hot (its index in the engine's
 * library, as in `protocols`), then its place among that protocol's cards one-hot — card `k` of
 * protocol `p` is `engine.protocols[p].cards[k]` (`"Fire 3"` is protocol Fire, place 3). P is the
 * number of protocols the engine knows, K the most cards a protocol has (6), N the most cards one
 * game can hold (36 for official protocols: no zone or stack is longer). The protocol part lines
 * up with the `protocols` block, which is what a face-up play must match.
 * Left out: prompt texts and option labels (an either/or's options follow from `source` and
 * `section`; which trigger each option of an `order` prompt is, is not written), pending effects
 * below the top text, and the history (what the seat saw earlier is in its events, not in its
 * view). The mask says which choices a prompt offers.
 * @category Encoding
 */
export interface ObservationLayout {
  /** How many floats an observation has. */
  readonly size: number;
  /** The shape of the tensor: `[size]`, a flat vector (the blocks give its structure). */
  readonly shape: readonly [number];
  /** The blocks, in layout order. */
  readonly segments: readonly Segment<ObservationBlock>[];
  /** Protocol names by index (`draftPool`, `protocols`, and the protocol part of a card). */
  readonly protocols: readonly string[];
  /** K: the length of a card's place part (the most cards a protocol of the engine has). */
  readonly cardsPerProtocol: number;
}

const PHASES: readonly Phase[] = ['draft', 'start', 'control', 'compile', 'action', 'cache', 'end', 'over'];
const PROMPTS: readonly (Prompt['kind'] | 'none')[] = [
  'none', 'draft', 'action', 'compile', 'control', 'card', 'hand', 'line', 'confirm', 'option', 'order', 'rearrange', 'play', 'number', 'protocol', 'trash', 'deck',
];
const SECTIONS = ['top', 'middle', 'bottom'] as const;
const FIELD_FEATURES = 4; // present, face-up, covered, value

interface Layout extends ObservationLayout {
  readonly dims: Dims;
  readonly at: Readonly<Record<ObservationBlock, Segment<ObservationBlock>>>;
}

/** The observation layout of `engine` (cached). */
export const layoutOf: (engine: Engine) => Layout = perEngine((engine) => buildLayout(dimsOf(engine)));

function buildLayout(d: Dims): Layout {
  const P = d.protocols.length;
  const C = P + d.cardsPerProtocol;
  const N = d.maxCards;
  const { segments, size } = layOut<ObservationBlock>([
    { name: 'phase', shape: [PHASES.length], axes: ['phase'] },
    { name: 'prompt', shape: [PROMPTS.length], axes: ['kind'] },
    { name: 'toAct', shape: [3], axes: ['who'] },
    { name: 'turn', shape: [2], axes: ['whose'] },
    { name: 'turnNumber', shape: [1], axes: [] },
    { name: 'maxTurns', shape: [1], axes: [] },
    { name: 'control', shape: [4], axes: ['holder'] },
    { name: 'compiledThisTurn', shape: [1], axes: [] },
    { name: 'result', shape: [3], axes: ['outcome'] },
    { name: 'draftPool', shape: [P], axes: ['protocol'] },
    { name: 'draftPicks', shape: [2], axes: ['side'] },
    { name: 'draftFirst', shape: [2], axes: ['side'] },
    { name: 'protocols', shape: [2, 3, P], axes: ['side', 'line', 'protocol'] },
    { name: 'compiled', shape: [2, 3], axes: ['side', 'line'] },
    { name: 'totals', shape: [2, 3], axes: ['side', 'line'] },
    { name: 'counts', shape: [2, 3], axes: ['side', 'zone'] },
    { name: 'stacks', shape: [2, 3, N, FIELD_FEATURES + C], axes: ['side', 'line', 'index', 'feature'] },
    { name: 'trash', shape: [2, N, C], axes: ['side', 'index', 'card'] },
    { name: 'hand', shape: [N, C], axes: ['index', 'card'] },
    { name: 'deck', shape: [N, C], axes: ['index', 'card'] },
    { name: 'source', shape: [C], axes: ['card'] },
    { name: 'section', shape: [SECTIONS.length], axes: ['section'] },
  ]);
  const at = Object.freeze(Object.fromEntries(segments.map((s) => [s.name, s]))) as Layout['at'];
  return Object.freeze({ size, shape: Object.freeze([size]) as readonly [number], segments: Object.freeze(segments), protocols: d.protocols, cardsPerProtocol: d.cardsPerProtocol, dims: d, at });
}

/**
 * The observation layout of an engine (default: the official cards): its size and blocks. The
 * same for every game and every seat of the engine.
 * @category Encoding
 */
export function observationLayout(engine: Engine = defaultEngine()): ObservationLayout {
  return guarded('observationLayout takes an engine', () => {
    const { size, shape, segments, protocols, cardsPerProtocol } = layoutOf(engine);
    return Object.freeze({ size, shape, segments, protocols, cardsPerProtocol });
  });
}

/**
 * The observation tensor of the seat `view` belongs to (see {@link ObservationLayout}), from the
 * view alone. `out`, when given, is cleared and filled instead of a new array (its length must be
 * the layout's size).
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} `INVALID_SEAT` for a spectator's view;
 * `INVALID_STATE` for a view naming a card the engine does not know (a view of another engine's game);
 * `INVALID_CONFIG` for an `out` of the wrong length.
 */
export function observe(view: PlayerViewState, engine: Engine = defaultEngine(), out?: Float32Array): Float32Array {
  return guarded(TAKES_VIEW('observe'), () => fill(layoutOf(engine), view, out));
}

/** {@link observe} on a layout already looked up. */
export function fill(l: Layout, view: PlayerViewState, out?: Float32Array): Float32Array {
  const me = seatOf(view);
  let t: Float32Array;
  if (out) {
    if (out.length !== l.size) throw new CompileEngineError('INVALID_CONFIG', `an observation buffer must have ${l.size} entries, got ${out.length}`);
    t = out.fill(0);
  } else t = new Float32Array(l.size);
  const { at, dims } = l;
  const side = (seat: PlayerId): number => (seat === me ? 0 : 1);
  t[at.phase.offset + PHASES.indexOf(view.phase)] = 1;
  t[at.prompt.offset + PROMPTS.indexOf(view.prompt?.kind ?? 'none')] = 1;
  t[at.toAct.offset + (view.prompt ? side(view.prompt.player) : 2)] = 1;
  t[at.turn.offset + side(view.turn)] = 1;
  t[at.turnNumber.offset] = view.turnNumber;
  t[at.maxTurns.offset] = view.pending.maxTurns;
  t[at.control.offset + (!view.pending.useControl ? 3 : view.control === null ? 2 : side(view.control))] = 1;
  t[at.compiledThisTurn.offset] = view.pending.compiledThisTurn ? 1 : 0;
  if (view.result) t[at.result.offset + (view.result.winner === null ? 2 : side(view.result.winner))] = 1;
  for (const name of view.draftPool ?? []) t[at.draftPool.offset + protocolIndexOf(dims, name)] = 1;
  const draft = view.pending.draft;
  if (draft) {
    for (const p of draft.picks) t[at.draftPicks.offset + side(p)]! += 1;
    t[at.draftFirst.offset + side(draft.first)] = 1;
  }
  fillSide(l, t, 0, view.players[me]);
  fillSide(l, t, 1, view.players[me === 0 ? 1 : 0]);
  const C = cardWidth(dims);
  const hand = view.players[me].hand ?? [];
  for (let i = 0; i < hand.length; i++) putCard(dims, t, at.hand.offset + i * C, hand[i]!);
  const prompt = view.pending.prompt;
  if (prompt?.kind === 'deck') {
    for (const ref of prompt.cards) if (ref.at === 'deck' && ref.card !== undefined) putCard(dims, t, at.deck.offset + ref.index * C, ref.card);
  }
  fillSource(l, t, view);
  return t;
}

/** I: the entries of one card's identity. */
const cardWidth = (d: Dims): number => d.protocols.length + d.cardsPerProtocol;

/** Writes a card's identity at `at`: its protocol one-hot, then its place in the protocol one-hot. */
function putCard(d: Dims, t: Float32Array, at: number, card: string): void {
  const c = cardIndexOf(d, card);
  t[at + c.protocol] = 1;
  t[at + d.protocols.length + c.position] = 1;
}

function fillSide(l: Layout, t: Float32Array, side: number, v: SideView): void {
  const { at, dims } = l;
  const C = cardWidth(dims);
  const N = dims.maxCards;
  const P = dims.protocols.length;
  for (let line = 0; line < 3; line++) {
    const p = v.protocols[line]!;
    const i = protocolIndexOf(dims, p.name);
    if (i >= 0) t[at.protocols.offset + (side * 3 + line) * P + i] = 1;
    if (p.compiled) t[at.compiled.offset + side * 3 + line] = 1;
    t[at.totals.offset + side * 3 + line] = v.totals[line]!;
    const stack = v.stacks[line]!;
    const base = at.stacks.offset + (side * 3 + line) * N * (FIELD_FEATURES + C);
    for (let index = 0; index < stack.length; index++) fillCard(l, t, base + index * (FIELD_FEATURES + C), stack[index]!);
  }
  t[at.counts.offset + side * 3] = v.handCount;
  t[at.counts.offset + side * 3 + 1] = v.deckCount;
  t[at.counts.offset + side * 3 + 2] = v.trash.length;
  const trash = at.trash.offset + side * N * C;
  for (let index = 0; index < v.trash.length; index++) putCard(dims, t, trash + index * C, v.trash[index]!);
}

function fillCard(l: Layout, t: Float32Array, at: number, c: CardView): void {
  t[at] = 1;
  t[at + 1] = c.face === 'up' ? 1 : 0;
  t[at + 2] = c.covered ? 1 : 0;
  t[at + 3] = c.value;
  if (c.card !== undefined) putCard(l.dims, t, at + FIELD_FEATURES, c.card);
}

/** The card and section of the text resolving now: the top text (or "each") frame. */
function fillSource(l: Layout, t: Float32Array, view: PlayerViewState): void {
  const frames = view.pending.frames;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.k !== 'text' && f.k !== 'each') continue;
    const card = 'card' in f.src.card ? f.src.card.card : undefined;
    if (card !== undefined) putCard(l.dims, t, l.at.source.offset, card);
    t[l.at.section.offset + SECTIONS.indexOf(f.src.section)] = 1;
    return;
  }
}
