/**
 * Dealing hidden cards into hidden zones: each card may go only to zones its history leaves
 * possible, each zone takes a given number of cards, and any cards left over are out of the game.
 * Cards are dealt one at a time, each to a zone drawn in proportion to its open places, keeping
 * only draws after which the rest can still be dealt — checked by a maximum flow over groups of
 * cards with the same possible zones, a graph of a few dozen nodes.
 * @module
 */
import type { Zones } from './whereabouts.js';

/** A card to deal and the zones it may go to (one bit per zone). */
export interface Dealt<T> {
  card: T;
  zones: Zones;
}

/**
 * Deals every card: returns, for each zone of `open` (zone bit → places), the cards it gets, and
 * the cards left out (`spare` of them: the cards beyond the places). `null` when no deal fits.
 */
export function deal<T>(cards: readonly Dealt<T>[], open: ReadonlyMap<Zones, number>, rng: (n: number) => number): { into: Map<Zones, T[]>; out: T[] } | null {
  const spare = cards.length - [...open.values()].reduce((a, b) => a + b, 0);
  if (spare < 0) return null;
  const left = new Map(open);
  const groups = new Map<Zones, number>();
  for (const c of cards) groups.set(c.zones, (groups.get(c.zones) ?? 0) + 1);
  let room = spare;
  if (!fits(groups, left, room)) return null;
  const into = new Map<Zones, T[]>([...open.keys()].map((z) => [z, []]));
  const out: T[] = [];
  const order = cards.map((c) => ({ c, r: rng(1 << 30) })).sort((a, b) => a.r - b.r).map((x) => x.c);
  for (const c of order) {
    groups.set(c.zones, groups.get(c.zones)! - 1);
    // Candidate destinations: each open zone the card may go to, weighted by its open places; 0 is "out".
    const options = [...left].filter(([z, n]) => n > 0 && z & c.zones);
    if (room > 0) options.push([0, room]);
    for (;;) {
      const total = options.reduce((a, [, n]) => a + n, 0);
      let pick = rng(total);
      const i = options.findIndex(([, n]) => (pick -= n) < 0);
      const [z] = options[i]!;
      if (z === 0) room--;
      else left.set(z, left.get(z)! - 1);
      if (fits(groups, left, room)) {
        if (z === 0) out.push(c.card);
        else into.get(z)!.push(c.card);
        break;
      }
      if (z === 0) room++;
      else left.set(z, left.get(z)! + 1);
      options.splice(i, 1);
    }
  }
  return { into, out };
}

/**
 * Whether the groups (possible zones → number of cards) can fill every zone's places exactly, the
 * cards beyond them going out (`room`): a maximum flow source → group → zone (or out) → sink.
 */
function fits(groups: ReadonlyMap<Zones, number>, zones: ReadonlyMap<Zones, number>, room: number): boolean {
  const gs = [...groups].filter(([, n]) => n > 0);
  const zs = [...zones].filter(([, n]) => n > 0);
  const need = gs.reduce((a, [, n]) => a + n, 0);
  // Nodes: 0 source, groups, zones, "out", sink.
  const n = gs.length + zs.length + 3;
  const outNode = n - 2;
  const sink = n - 1;
  const cap: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  gs.forEach(([mask, count], i) => {
    cap[0]![1 + i] = count;
    zs.forEach(([z], j) => {
      if (mask & z) cap[1 + i]![1 + gs.length + j] = count;
    });
    cap[1 + i]![outNode] = count;
  });
  zs.forEach(([, places], j) => (cap[1 + gs.length + j]![sink] = places));
  cap[outNode]![sink] = room;
  return maxFlow(cap, 0, sink) === need;
}

/** Edmonds–Karp on a capacity matrix (changed in place). */
function maxFlow(cap: number[][], source: number, sink: number): number {
  let flow = 0;
  const n = cap.length;
  for (;;) {
    const prev = new Array<number>(n).fill(-1);
    prev[source] = source;
    const queue = [source];
    for (let q = 0; q < queue.length && prev[sink] === -1; q++) {
      const u = queue[q]!;
      for (let v = 0; v < n; v++) if (prev[v] === -1 && cap[u]![v]! > 0) {
        prev[v] = u;
        queue.push(v);
      }
    }
    if (prev[sink] === -1) return flow;
    let push = Infinity;
    for (let v = sink; v !== source; v = prev[v]!) push = Math.min(push, cap[prev[v]!]![v]!);
    for (let v = sink; v !== source; v = prev[v]!) {
      cap[prev[v]!]![v]! -= push;
      cap[v]![prev[v]!]! += push;
    }
    flow += push;
  }
}
