/**
 * Making and copying states.
 * @module
 */
import type { GameState, PlayerState, ProtocolSlot } from './types.js';
import { seedWords } from './rng.js';

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
    rng: [...s.rng],
    cards: s.cards,
    up: [...s.up],
    absent: [...s.absent],
    players: [...s.players].map(copyPlayer),
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

function copyPlayer(p: PlayerState): PlayerState {
  const protocols = [...p.protocols];
  for (let i = 0; i < protocols.length; i++) protocols[i] = copySlot(protocols[i]!);
  const stacks = [...p.stacks];
  for (let i = 0; i < stacks.length; i++) stacks[i] = [...stacks[i]!];
  return { protocols, stacks, hand: [...p.hand], deck: [...p.deck], trash: [...p.trash] };
}

const copySlot = (x: ProtocolSlot): ProtocolSlot => ({ name: x.name, compiled: x.compiled });

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

/** A state before setup. Its field order is the order every copy and every new state keeps. */
export function emptyState(seed: string | number, control: boolean, maxTurns: number): GameState {
  return {
    format: 2,
    rng: seedWords(seed),
    cards: [],
    up: [],
    absent: [],
    players: [0, 1].map(() => ({
      protocols: [0, 1, 2].map(() => ({ name: '', compiled: false })),
      stacks: [[], [], []],
      hand: [],
      deck: [],
      trash: [],
    })),
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

