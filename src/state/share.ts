/**
 * Structural sharing for the pure path: the next state is built from the rules' private working
 * copy by copy-on-write against the input, container by container, so that every part that did
 * not change *is* the input's part (`===`), and only the changed containers are new.
 *
 * The state and player records are compared field by field (their shapes are fixed: the object
 * literals below fail to type-check when a field is added to the types); frames, prompts and the
 * other small records are compared generically, as plain JSON. The contract this relies on: every
 * state the pure API returns is deeply frozen, so a shared part never needs freezing again, and
 * only new objects are frozen.
 *
 * The new parts are frozen *copies* of the working copy's: the working copy stays unfrozen and
 * equal to the result, so that the engine can run the next action's rules on it directly (see
 * `applyAction`). The card table is the exception: no rule writes it once dealt, so a new one is
 * frozen in place and shared by both.
 * @module
 */
import type { GameState, PlayerState, Prompt, ProtocolSlot } from './types.js';

type Rec = Record<string, unknown>;

/**
 * Freezes `value` and every object reachable from it, stopping at objects already frozen (a
 * frozen object here is a part of an earlier state or of the card library, frozen as a whole).
 */
export function freezeFresh<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeFresh(value[i]);
  else for (const k in value) freezeFresh((value as Rec)[k]);
  return value;
}

/**
 * A deeply frozen copy of plain data. Frozen objects in it (parts of earlier states, card data) are
 * shared rather than copied: they are deeply frozen already.
 */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(frozenCopy(value[i]));
    return Object.freeze(out) as T;
  }
  const out: Rec = {};
  for (const k in value) out[k] = frozenCopy((value as Rec)[k]);
  return Object.freeze(out) as T;
}

/**
 * The state equal to `after` that shares with `before` every part equal to it: `before` itself if
 * nothing changed. `before` must be deeply frozen; `after`, the private working copy the rules
 * ran on, is left unfrozen (but for a new card table) and equal to the result.
 */
export function shareUnchanged(before: GameState, after: GameState): GameState {
  const o = before;
  const w = after;
  const rng = sameWords(o.rng, w.rng);
  const cards = o.cards === w.cards ? o.cards : (Object.freeze(w.cards) as string[]);
  const up = sameFlags(o.up, w.up);
  const absent = sameCards(o.absent, w.absent);
  const players = sharePlayers(o.players, w.players);
  const draft = share(o.draft, w.draft) as GameState['draft'];
  const frames = share(o.frames, w.frames) as GameState['frames'];
  const prompt = sharePrompt(o.prompt, w.prompt);
  const noCompile = share(o.noCompile, w.noCompile) as GameState['noCompile'];
  const result = share(o.result, w.result) as GameState['result'];
  if (
    rng === o.rng && cards === o.cards && up === o.up && absent === o.absent && players === o.players && draft === o.draft && frames === o.frames &&
    prompt === o.prompt && noCompile === o.noCompile && result === o.result && w.format === o.format && w.control === o.control &&
    w.useControl === o.useControl && w.turn === o.turn && w.turnNumber === o.turnNumber && w.maxTurns === o.maxTurns &&
    w.phase === o.phase && w.compiledThisTurn === o.compiledThisTurn
  ) return o;
  // In the order of `emptyState`, so that the result serialises as the simulation path's state does.
  return Object.freeze<GameState>({
    format: w.format, rng, cards, up, absent, players, control: w.control, useControl: w.useControl, turn: w.turn,
    turnNumber: w.turnNumber, maxTurns: w.maxTurns, phase: w.phase, draft, frames, prompt, noCompile,
    compiledThisTurn: w.compiledThisTurn, result,
  });
}

/** The prompt: most are the action phase's, `{ kind, player }`, compared directly; the others generically. */
function sharePrompt(o: Prompt | null, w: Prompt | null): Prompt | null {
  if (o !== null && w !== null && w.kind === 'action' && o.kind === 'action') {
    return o.player === w.player ? o : Object.freeze<Prompt>({ kind: 'action', player: w.player });
  }
  return share(o, w) as Prompt | null;
}

function sharePlayer(o: PlayerState, w: PlayerState): PlayerState {
  const protocols = shareSlots(o.protocols, w.protocols);
  const stacks = shareStacks(o.stacks, w.stacks);
  const hand = sameCards(o.hand, w.hand);
  const deck = sameCards(o.deck, w.deck);
  const trash = sameCards(o.trash, w.trash);
  if (protocols === o.protocols && stacks === o.stacks && hand === o.hand && deck === o.deck && trash === o.trash) return o;
  return Object.freeze<PlayerState>({ protocols, stacks, hand, deck, trash });
}

/*
 * `o` if the two lists of primitives are equal, else a frozen copy of `w`: one function for each
 * kind of list, so that each reads one kind of array (V8 stores small integers, 32-bit words and
 * booleans differently, and a read that meets all of them is slow). Reading a frozen array is slow
 * too (Node 20): `o` is frozen, so a long one is first copied by the spread built-in, which reads
 * it fast, and compared from the copy.
 */

/** Card ids (zones, stacks, `absent`). */
function sameCards(o: number[], w: number[]): number[] {
  if (o === w) return o;
  const n = w.length;
  if (o.length === n) {
    if (n > LONG) {
      if (equalCopy([...o], w)) return o;
    } else {
      let i = 0;
      while (i < n && o[i] === w[i]) i++;
      if (i === n) return o;
    }
  }
  return Object.freeze([...w]) as number[];
}

const LONG = 8;

/** Whether an unfrozen copy holds the same card ids as `w` (the reads here never meet a frozen array). */
function equalCopy(c: readonly number[], w: readonly number[]): boolean {
  for (let i = 0; i < w.length; i++) if (c[i] !== w[i]) return false;
  return true;
}

/** Face-up flags. */
function sameFlags(o: boolean[], w: boolean[]): boolean[] {
  if (o === w) return o;
  if (o.length === w.length) {
    const c = [...o];
    let i = 0;
    while (i < w.length && c[i] === w[i]) i++;
    if (i === w.length) return o;
  }
  return Object.freeze([...w]) as boolean[];
}

/** The PRNG's four words. */
function sameWords(o: number[], w: number[]): number[] {
  return o[0] === w[0] && o[1] === w[1] && o[2] === w[2] && o[3] === w[3] && o.length === w.length ? o : (Object.freeze([...w]) as number[]);
}

// The state's per-seat and per-line lists always have two and three entries (`PlayerId`, `Line`):
// written out, they cost no loop.
function shareStacks(o: number[][], w: number[][]): number[][] {
  const a = sameCards(o[0]!, w[0]!);
  const b = sameCards(o[1]!, w[1]!);
  const c = sameCards(o[2]!, w[2]!);
  return a === o[0] && b === o[1] && c === o[2] ? o : (Object.freeze([a, b, c]) as number[][]);
}

function shareSlots(o: ProtocolSlot[], w: ProtocolSlot[]): ProtocolSlot[] {
  const a = sameSlot(o[0]!, w[0]!);
  const b = sameSlot(o[1]!, w[1]!);
  const c = sameSlot(o[2]!, w[2]!);
  return a === o[0] && b === o[1] && c === o[2] ? o : (Object.freeze([a, b, c]) as ProtocolSlot[]);
}

function sharePlayers(o: PlayerState[], w: PlayerState[]): PlayerState[] {
  const a = sharePlayer(o[0]!, w[0]!);
  const b = sharePlayer(o[1]!, w[1]!);
  return a === o[0] && b === o[1] ? o : (Object.freeze([a, b]) as PlayerState[]);
}

const sameSlot = (o: ProtocolSlot, w: ProtocolSlot): ProtocolSlot =>
  o.name === w.name && o.compiled === w.compiled ? o : Object.freeze<ProtocolSlot>({ name: w.name, compiled: w.compiled });

/** `o` if every item is shared, else a new frozen list of the shared and new items. */
function shareArray(o: readonly unknown[], w: readonly unknown[]): readonly unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < w.length; i++) {
    const ov = o[i];
    const wv = w[i];
    const v = ov === wv ? ov : i < o.length ? share(ov, wv) : frozenCopy(wv);
    if (out !== null) out.push(v);
    else if (v !== ov || i >= o.length) (out = prefix(o, i)).push(v);
  }
  if (out === null) {
    if (w.length === o.length) return o;
    out = prefix(o, w.length);
  }
  return Object.freeze(out);
}

function share(o: unknown, w: unknown): unknown {
  if (o === w) return o;
  if (typeof w !== 'object' || w === null) return w;
  if (typeof o !== 'object' || o === null || Array.isArray(o) !== Array.isArray(w)) return frozenCopy(w);
  return Array.isArray(w) ? shareArray(o as readonly unknown[], w) : shareRecord(o as Rec, w as Rec);
}

/** The first `n` items of `o`, in a new array (a loop: `slice()` is slow on frozen arrays, see `cloneState`). */
function prefix(o: readonly unknown[], n: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push(o[i]);
  return out;
}

function shareRecord(o: Rec, w: Rec): Rec {
  let out: Rec | null = null;
  let keys = 0;
  for (const k in w) {
    keys++;
    const ov = o[k];
    const v = share(ov, w[k]);
    if (out === null && (v !== ov || (ov === undefined && !(k in o)))) out = sharedKeysBefore(k, o, w);
    if (out !== null) out[k] = v;
  }
  if (out === null) {
    if (keys === countKeys(o)) return o;
    out = sharedKeysBefore(null, o, w); // `o` has keys that `w` lacks
  }
  return Object.freeze(out);
}

/** A new record with `w`'s keys before `stop` (all of `stop` if null), holding `o`'s values: the equal ones. */
function sharedKeysBefore(stop: string | null, o: Rec, w: Rec): Rec {
  const out: Rec = {};
  for (const k in w) {
    if (k === stop) break;
    out[k] = o[k];
  }
  return out;
}

function countKeys(o: Rec): number {
  let n = 0;
  for (const _ in o) n++;
  return n;
}
