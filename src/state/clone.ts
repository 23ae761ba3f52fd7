/**
 * Making, copying and diffing states.
 * @module
 */
import type { GameState } from './types.js';
import { seedWords } from './rng.js';

/** A deep copy of a state, for the in-place simulation path. */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: s.rng.slice(),
    cards: s.cards,
    up: s.up.slice(),
    absent: s.absent.slice(),
    players: s.players.map((p) => ({
      protocols: p.protocols.map((x) => ({ ...x })),
      stacks: p.stacks.map((st) => st.slice()),
      hand: p.hand.slice(),
      deck: p.deck.slice(),
      trash: p.trash.slice(),
    })),
    draft: s.draft ? { ...s.draft, pool: s.draft.pool.slice(), picks: s.draft.picks.slice() } : null,
    frames: s.frames.length ? (JSON.parse(JSON.stringify(s.frames)) as GameState['frames']) : [],
    prompt: s.prompt ? (JSON.parse(JSON.stringify(s.prompt)) as GameState['prompt']) : null,
    noCompile: s.noCompile.map((n) => ({ ...n })),
    result: s.result ? { ...s.result } : null,
  };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes into `d` (an immer draft of `o`) every part of `w` that differs from `o`. Comparisons read
 * the plain objects, never the draft.
 */
export function mergeInto(d: GameState, o: GameState, w: GameState): void {
  const dr = d as unknown as Record<string, unknown>;
  for (const k of ['control', 'useControl', 'turn', 'turnNumber', 'maxTurns', 'phase', 'compiledThisTurn'] as const) {
    if (o[k] !== w[k]) dr[k] = w[k];
  }
  if (!sameItems(o.rng, w.rng)) d.rng = w.rng;
  if (!sameItems(o.up, w.up)) d.up = w.up;
  if (!sameItems(o.absent, w.absent)) d.absent = w.absent;
  if (o.cards !== w.cards && !sameJson(o.cards, w.cards)) d.cards = w.cards;
  for (let p = 0; p < 2; p++) {
    const op = o.players[p]!;
    const wp = w.players[p]!;
    if (!sameJson(op.protocols, wp.protocols)) d.players[p]!.protocols = wp.protocols;
    for (let l = 0; l < 3; l++) if (!sameItems(op.stacks[l]!, wp.stacks[l]!)) d.players[p]!.stacks[l] = wp.stacks[l]!;
    for (const zone of ['hand', 'deck', 'trash'] as const) if (!sameItems(op[zone], wp[zone])) d.players[p]![zone] = wp[zone];
  }
  for (const k of ['draft', 'frames', 'prompt', 'noCompile', 'result'] as const) {
    if (!sameJson(o[k], w[k])) dr[k] = w[k];
  }
}

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

