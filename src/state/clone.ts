/**
 * Making and copying states.
 * @module
 */
import type { GameState, PlayerState, ProtocolSlot, Vars } from './types.js';
import { seedWords } from './rng.js';
import { copyCards } from './grown.js';

/**
 * A deep copy of a state, for the in-place simulation path (and the pure path's private working
 * copy). The card table is shared: it never changes once dealt.
 *
 * Written for speed on frozen states (every state the pure API returns is frozen), on Node 20:
 * records are rebuilt field by field, because spreading a frozen object costs about 30× a literal,
 * and arrays are copied with spread, because `slice()` on a frozen array takes V8's slow path
 * (20–50× slower). The literals are typed, so a field added to the state types must be added here;
 * fields come in the order of `emptyState`, so that copies serialise alike.
 */
export function cloneState(s: GameState): GameState {
  const d = s.draft;
  const r = s.result;
  return {
    format: s.format,
    rng: copyWords(s.rng),
    cards: s.cards,
    up: [...s.up],
    absent: copyCards(s.absent),
    players: [copyPlayer(s.players[0]!), copyPlayer(s.players[1]!)],
    control: s.control,
    useControl: s.useControl,
    turn: s.turn,
    turnNumber: s.turnNumber,
    maxTurns: s.maxTurns,
    phase: s.phase,
    draft: d ? { pool: [...d.pool], picks: [...d.picks], first: d.first } : null,
    frames: copyPlain(s.frames),
    prompt: copyPlain(s.prompt),
    noCompile: copyPlain(s.noCompile),
    compiledThisTurn: s.compiledThisTurn,
    result: r ? { winner: r.winner, reason: r.reason } : null,
  };
}

// A state has two seats and three lines (`PlayerId`, `Line`): their lists are written as literals.
// Besides costing no loop, a literal is a packed array whether or not V8 has optimized this code
// (the result of `map` is not: packed at first, holey once optimized, and every reader optimized
// for the first kind then falls back at once, in the middle of a process's warm-up).
function copyPlayer(p: PlayerState): PlayerState {
  const slots = p.protocols;
  const stacks = p.stacks;
  return {
    protocols: [copySlot(slots[0]!), copySlot(slots[1]!), copySlot(slots[2]!)],
    stacks: [copyCards(stacks[0]!), copyCards(stacks[1]!), copyCards(stacks[2]!)],
    hand: copyCards(p.hand),
    deck: copyCards(p.deck),
    trash: copyCards(p.trash),
  };
}

/**
 * The PRNG's four words (every state has four, `checkState`) in a literal, which V8 stores as
 * unboxed doubles: a frozen list (and a spread of one) holds each word above 2^31 as a number
 * object of its own, 16 bytes a word in every game held, and one more allocated on every draw.
 */
const copyWords = (w: readonly number[]): number[] => [w[0]!, w[1]!, w[2]!, w[3]!];

/** A copy of a protocol slot; every slot of every state has this one shape. */
export const copySlot = (x: ProtocolSlot): ProtocolSlot => ({ name: x.name, compiled: x.compiled });

/** A copy of a text's variables, in the shape (and key order) every `Vars` has. */
export const copyVars = (v: Vars): Vars => ({ that: v.that, did: v.did, discarded: v.discarded, line: v.line, stated: v.stated, drawn: v.drawn });

/** A deep copy of plain JSON data (arrays, plain objects, primitives). */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [...value];
    for (let i = 0; i < out.length; i++) if (typeof out[i] === 'object') out[i] = copyPlain(out[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = copyPlain((value as Record<string, unknown>)[k]);
  return out as T;
}

/** A seat before setup: no protocols drafted yet, no cards. */
function emptySeat(): PlayerState {
  return { protocols: [emptySlot(), emptySlot(), emptySlot()], stacks: [[], [], []], hand: [], deck: [], trash: [] };
}

const emptySlot = (): ProtocolSlot => ({ name: '', compiled: false });

/** A state before setup. Its field order is the order every copy and every new state keeps. */
export function emptyState(seed: string | number, control: boolean, maxTurns: number): GameState {
  return {
    format: 2,
    rng: seedWords(seed),
    cards: [],
    up: [],
    absent: [],
    players: [emptySeat(), emptySeat()],
    control: null,
    useControl: control,
    turn: 0,
    turnNumber: 0,
    maxTurns,
    phase: 'draft',
    draft: null,
    frames: [],
    prompt: null,
    noCompile: [],
    compiledThisTurn: false,
    result: null,
  };
}

