/**
 * Reads an observation tensor back into words, by its documented layout only (the blocks' names,
 * offsets and shapes of `observationLayout`), and what the view says in the same words: a test that
 * the tensor holds what the layout promises, where it promises it.
 */
import type { Engine, PlayerId, PlayerViewState } from '../../src/index.js';
import { observationLayout } from '../../src/encoding.js';
import type { ObservationBlock } from '../../src/encoding.js';

interface FieldCard { face: 'up' | 'down'; covered: boolean; value: number; card?: string }
interface Side {
  protocols: { name: string; compiled: boolean }[];
  totals: number[];
  counts: number[];
  stacks: FieldCard[][];
  trash: string[];
}
export interface Reading {
  phase: string;
  prompt: string;
  toAct: number;
  turn: number;
  turnNumber: number;
  control: number;
  sides: Side[];
  hand: string[];
}

const PHASES = ['draft', 'start', 'control', 'compile', 'action', 'cache', 'end', 'over'];
const PROMPTS = ['none', 'draft', 'action', 'compile', 'control', 'card', 'hand', 'line', 'confirm', 'option', 'order', 'rearrange', 'play', 'number', 'protocol', 'trash', 'deck'];

/** The tensor read back through the layout. */
export function readTensor(t: Float32Array, engine: Engine): Reading {
  const layout = observationLayout(engine);
  const seg = (name: ObservationBlock) => layout.segments.find((s) => s.name === name)!;
  /** The entries of a block at a prefix of its indexes: the innermost rows. */
  const row = (name: ObservationBlock, ...prefix: number[]): number[] => {
    const s = seg(name);
    let offset = 0;
    let size = s.size;
    prefix.forEach((i, k) => {
      size /= s.shape[k]!;
      offset += i * size;
    });
    return [...t.subarray(s.offset + offset, s.offset + offset + size)];
  };
  const hot = (xs: number[]) => xs.indexOf(1);
  const P = layout.protocols.length;
  const cardOf = (xs: number[]): string | undefined => {
    const p = hot(xs.slice(0, P));
    const k = hot(xs.slice(P));
    return p < 0 ? undefined : engine.protocols[p]!.cards[k]!.id;
  };
  const N = seg('hand').shape[0]!;
  const sides = [0, 1].map((side): Side => {
    const protocols = [0, 1, 2].map((line) => {
      const p = hot(row('protocols', side, line));
      return { name: p < 0 ? '' : layout.protocols[p]!, compiled: row('compiled', side)[line] === 1 };
    });
    const stacks = [0, 1, 2].map((line) => {
      const out: FieldCard[] = [];
      for (let i = 0; i < N; i++) {
        const [present, up, covered, value, ...identity] = row('stacks', side, line, i);
        if (present !== 1) break;
        const card = cardOf(identity);
        out.push({ face: up === 1 ? 'up' : 'down', covered: covered === 1, value: value!, ...(card ? { card } : {}) });
      }
      return out;
    });
    const trash: string[] = [];
    for (let i = 0; i < N && cardOf(row('trash', side, i)); i++) trash.push(cardOf(row('trash', side, i))!);
    return { protocols, totals: row('totals', side), counts: row('counts', side), stacks, trash };
  });
  const hand: string[] = [];
  for (let i = 0; i < N && cardOf(row('hand', i)); i++) hand.push(cardOf(row('hand', i))!);
  return {
    phase: PHASES[hot(row('phase'))]!,
    prompt: PROMPTS[hot(row('prompt'))]!,
    toAct: hot(row('toAct')),
    turn: hot(row('turn')),
    turnNumber: row('turnNumber')[0]!,
    control: hot(row('control')),
    sides,
    hand,
  };
}

/** The same reading, from the view itself. */
export function readView(v: PlayerViewState): Reading {
  const me = v.seat as PlayerId;
  const rel = (seat: PlayerId) => (seat === me ? 0 : 1);
  const sides = [me, (1 - me) as PlayerId].map((seat): Side => {
    const s = v.players[seat];
    return {
      protocols: s.protocols.map((p) => ({ name: p.name, compiled: p.compiled })),
      totals: [...s.totals],
      counts: [s.handCount, s.deckCount, s.trash.length],
      stacks: s.stacks.map((st) => st.map((c) => ({ face: c.face, covered: c.covered, value: c.value, ...(c.card ? { card: c.card } : {}) }))),
      trash: [...s.trash],
    };
  });
  return {
    phase: v.phase,
    prompt: v.prompt?.kind ?? 'none',
    toAct: v.prompt ? rel(v.prompt.player) : 2,
    turn: rel(v.turn),
    turnNumber: v.turnNumber,
    control: !v.pending.useControl ? 3 : v.control === null ? 2 : rel(v.control),
    sides,
    hand: [...(v.players[me].hand ?? [])],
  };
}
