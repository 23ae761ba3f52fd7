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
import { trust } from './trust.js';

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
 * Freezes a new state the engine made, deeply ({@link freezeFresh} for its small records): its
 * fixed shape walked directly, rather than every key of every object looked up.
 */
export function freezeState(s: GameState): GameState {
  Object.freeze(s.rng);
  Object.freeze(s.cards);
  Object.freeze(s.up);
  Object.freeze(s.absent);
  freezeSeat(s.players[0]!);
  freezeSeat(s.players[1]!);
  Object.freeze(s.players);
  freezeFresh(s.draft);
  freezeFresh(s.frames);
  freezeFresh(s.prompt);
  freezeFresh(s.noCompile);
  freezeFresh(s.result);
  return Object.freeze(s);
}

function freezeSeat(p: PlayerState): void {
  const slots = p.protocols;
  Object.freeze(slots[0]);
  Object.freeze(slots[1]);
  Object.freeze(slots[2]);
  Object.freeze(slots);
  const stacks = p.stacks;
  Object.freeze(stacks[0]);
  Object.freeze(stacks[1]);
  Object.freeze(stacks[2]);
  Object.freeze(stacks);
  Object.freeze(p.hand);
  Object.freeze(p.deck);
  Object.freeze(p.trash);
  Object.freeze(p);
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
 * Unfrozen copies of the lists of primitives of a frozen state (its PRNG words, face-up flags,
 * `absent`, and each seat's stacks, hand, deck and trash), equal to them; and, in unfrozen arrays,
 * the state's frozen parts that sit in its fixed-length lists (the two seats, each seat's three
 * stacks and three protocol slots). The working copy is compared with these rather than with the
 * frozen originals: V8 (Node 20) reads the items of a frozen array about five times slower than
 * an unfrozen one's, and a state has some twenty lists to compare after every action.
 */
export interface Pristine {
  rng: number[];
  up: boolean[];
  absent: number[];
  /** The state's two seats (its `players` items). */
  players: PlayerState[];
  seats: [PristineSeat, PristineSeat];
}

interface PristineSeat {
  stacks: [number[], number[], number[]];
  hand: number[];
  deck: number[];
  trash: number[];
  /** The seat's three stacks, the frozen lists themselves (its `stacks` items). */
  stackParts: number[][];
  /** The seat's three protocol slots (its `protocols` items). */
  slotParts: ProtocolSlot[];
}

/** The {@link Pristine} lists of a state. */
export function pristineOf(s: GameState): Pristine {
  const p0 = s.players[0]!;
  const p1 = s.players[1]!;
  return { rng: [...s.rng], up: [...s.up], absent: [...s.absent], players: [p0, p1], seats: [pristineSeat(p0), pristineSeat(p1)] };
}

function pristineSeat(p: PlayerState): PristineSeat {
  const st = p.stacks;
  const slots = p.protocols;
  return {
    stacks: [[...st[0]!], [...st[1]!], [...st[2]!]], hand: [...p.hand], deck: [...p.deck], trash: [...p.trash],
    stackParts: [st[0]!, st[1]!, st[2]!], slotParts: [slots[0]!, slots[1]!, slots[2]!],
  };
}

/**
 * The state equal to `after` that shares with `before` every part equal to it: `before` itself if
 * nothing changed. `before` must be deeply frozen, and `pristine` its {@link Pristine} lists, which
 * are brought up to date with the result; `after`, the private working copy the rules ran on, is
 * left unfrozen (but for a new card table) and equal to the result.
 */
export function shareUnchanged(before: GameState, after: GameState, pristine: Pristine): GameState {
  const o = before;
  const w = after;
  const pr = pristine;
  let rng = o.rng;
  if (!equalWords(pr.rng, w.rng)) pr.rng = [...(rng = frozenList(w.rng))];
  const cards = o.cards === w.cards ? o.cards : (Object.freeze(w.cards) as string[]);
  let up = o.up;
  if (!equalFlags(pr.up, w.up)) pr.up = [...(up = frozenList(w.up))];
  let absent = o.absent;
  if (!equalCards(pr.absent, w.absent)) pr.absent = [...(absent = frozenList(w.absent))];
  const parts = pr.players;
  const o0 = parts[0]!;
  const o1 = parts[1]!;
  const p0 = (parts[0] = sharePlayer(o0, w.players[0]!, pr.seats[0]));
  const p1 = (parts[1] = sharePlayer(o1, w.players[1]!, pr.seats[1]));
  const players = p0 === o0 && p1 === o1 ? o.players : (Object.freeze([p0, p1]) as PlayerState[]);
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
  // Marked as the engine's before it is frozen (`trust.ts`).
  return Object.freeze(trust<GameState>({
    format: w.format, rng, cards, up, absent, players, control: w.control, useControl: w.useControl, turn: w.turn,
    turnNumber: w.turnNumber, maxTurns: w.maxTurns, phase: w.phase, draft, frames, prompt, noCompile,
    compiledThisTurn: w.compiledThisTurn, result,
  }, 'frozen'));
}

/** The prompt: most are the action phase's, `{ kind, player }`, compared directly; the others generically. */
function sharePrompt(o: Prompt | null, w: Prompt | null): Prompt | null {
  if (o !== null && w !== null && w.kind === 'action' && o.kind === 'action') {
    return o.player === w.player ? o : Object.freeze<Prompt>({ kind: 'action', player: w.player });
  }
  // A prompt of another kind is another question: nothing in it is the old one's, so it is copied
  // without comparing it field by field (frozen parts, such as card data, are still shared).
  if (o === null || w === null || o.kind !== w.kind) return frozenCopy(w);
  return share(o, w) as Prompt | null;
}

function sharePlayer(o: PlayerState, w: PlayerState, pr: PristineSeat): PlayerState {
  const protocols = shareSlots(o.protocols, w.protocols, pr.slotParts);
  const stacks = shareStacks(o.stacks, w.stacks, pr.stacks, pr.stackParts);
  let hand = o.hand;
  if (!equalCards(pr.hand, w.hand)) pr.hand = [...(hand = frozenList(w.hand))];
  let deck = o.deck;
  if (!equalCards(pr.deck, w.deck)) pr.deck = [...(deck = frozenList(w.deck))];
  let trash = o.trash;
  if (!equalCards(pr.trash, w.trash)) pr.trash = [...(trash = frozenList(w.trash))];
  if (protocols === o.protocols && stacks === o.stacks && hand === o.hand && deck === o.deck && trash === o.trash) return o;
  return Object.freeze<PlayerState>({ protocols, stacks, hand, deck, trash });
}

/** A frozen copy of a working list (the working copy stays unfrozen). */
const frozenList = <T>(w: readonly T[]): T[] => Object.freeze([...w]) as T[];

/*
 * Whether a pristine list (unfrozen) equals the working copy's: one function for each kind of
 * list, so that each reads one kind of array (V8 stores small integers, 32-bit words and booleans
 * differently, and a read that meets all of them is slow).
 */

/** Card ids (zones, stacks, `absent`). */
function equalCards(p: readonly number[], w: readonly number[]): boolean {
  if (p.length !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (p[i] !== w[i]) return false;
  return true;
}

/** Face-up flags. */
function equalFlags(p: readonly boolean[], w: readonly boolean[]): boolean {
  if (p.length !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (p[i] !== w[i]) return false;
  return true;
}

/** The PRNG's four words. */
const equalWords = (p: readonly number[], w: readonly number[]): boolean =>
  p[0] === w[0] && p[1] === w[1] && p[2] === w[2] && p[3] === w[3] && p.length === w.length;

// The state's per-line lists always have three entries (`Line`): written out, they cost no loop.
// `parts` holds `o`'s items (see `Pristine`), and is brought up to date with the result's.
function shareStacks(o: number[][], w: number[][], pr: [number[], number[], number[]], parts: number[][]): number[][] {
  const a0 = parts[0]!;
  const b0 = parts[1]!;
  const c0 = parts[2]!;
  let a = a0;
  if (!equalCards(pr[0], w[0]!)) pr[0] = [...(a = parts[0] = frozenList(w[0]!))];
  let b = b0;
  if (!equalCards(pr[1], w[1]!)) pr[1] = [...(b = parts[1] = frozenList(w[1]!))];
  let c = c0;
  if (!equalCards(pr[2], w[2]!)) pr[2] = [...(c = parts[2] = frozenList(w[2]!))];
  return a === a0 && b === b0 && c === c0 ? o : (Object.freeze([a, b, c]) as number[][]);
}

function shareSlots(o: ProtocolSlot[], w: ProtocolSlot[], parts: ProtocolSlot[]): ProtocolSlot[] {
  const a0 = parts[0]!;
  const b0 = parts[1]!;
  const c0 = parts[2]!;
  const a = (parts[0] = sameSlot(a0, w[0]!));
  const b = (parts[1] = sameSlot(b0, w[1]!));
  const c = (parts[2] = sameSlot(c0, w[2]!));
  return a === a0 && b === b0 && c === c0 ? o : (Object.freeze([a, b, c]) as ProtocolSlot[]);
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
