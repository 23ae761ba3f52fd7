/**
 * Dealing hidden cards into hidden zones: each card may go only to zones its history leaves
 * possible, each zone takes a given number of cards, and the cards beyond the places are out of
 * the game. Cards with the same possible zones form a group; a {@link Dealer} finds, once, a
 * complete deal of the groups (a maximum flow), then draws deals from it: cards one at a time in
 * random order, each to a zone drawn in proportion to its open places. A draw the current deal
 * does not use is made to fit by moving cards around a cycle of groups and zones (a search over a
 * graph of a few dozen nodes); a draw no deal allows is redrawn. So every deal completes, and
 * only deals that respect every card's possible zones are drawn.
 * @module
 */
import type { Zones } from './whereabouts.js';

/** Deals cards of known possible zones into zones of known sizes; made once, drawn from many times. */
export class Dealer {
  /** The possible zones of each group, and the group of each card. */
  private readonly masks: Zones[] = [];
  private readonly groupOf: number[];
  /** The zones with places, then "out" (last). */
  private readonly zones: Zones[];
  private readonly places: number[];
  /** A complete deal: how many cards of group g go to zone z (`flow[g][z]`), or `null` if none exists. */
  private readonly flow: number[][] | null;

  /** `zones` of every card (by index), and the places of each zone (zone bit → count). */
  constructor(cards: readonly Zones[], open: ReadonlyMap<Zones, number>) {
    const index = new Map<Zones, number>();
    this.groupOf = cards.map((m) => {
      if (!index.has(m)) {
        index.set(m, this.masks.length);
        this.masks.push(m);
      }
      return index.get(m)!;
    });
    this.zones = [...open.keys()];
    this.places = [...open.values()];
    const spare = cards.length - this.places.reduce((a, b) => a + b, 0);
    this.places.push(Math.max(0, spare));
    this.flow = spare < 0 ? null : this.completeDeal(cards.length);
  }

  /** Whether any deal respects every card's possible zones. */
  get possible(): boolean {
    return this.flow !== null;
  }

  private allows(g: number, z: number): boolean {
    return z === this.zones.length || (this.masks[g]! & this.zones[z]!) !== 0;
  }

  /** A maximum flow groups → zones (Edmonds–Karp on counts); `null` unless it places every card. */
  private completeDeal(total: number): number[][] | null {
    const G = this.masks.length;
    const Z = this.places.length;
    const supply = new Array<number>(G).fill(0);
    for (const g of this.groupOf) supply[g]!++;
    const flow = Array.from({ length: G }, () => new Array<number>(Z).fill(0));
    const used = new Array<number>(Z).fill(0);
    let placed = 0;
    for (;;) {
      // Breadth-first from groups with cards left, through "move a card of this group to that zone"
      // and "a card of that group leaves this zone", to a zone with room.
      const from = new Array<number>(G + Z).fill(-2);
      const queue: number[] = [];
      for (let g = 0; g < G; g++) if (supply[g]! > 0) (from[g] = -1), queue.push(g);
      let end = -1;
      for (let q = 0; q < queue.length && end < 0; q++) {
        const u = queue[q]!;
        if (u < G) {
          for (let z = 0; z < Z; z++) if (from[G + z] === -2 && this.allows(u, z)) {
            from[G + z] = u;
            if (used[z]! < this.places[z]!) {
              end = G + z;
              break;
            }
            queue.push(G + z);
          }
        } else {
          for (let g = 0; g < G; g++) if (from[g] === -2 && flow[g]![u - G]! > 0) (from[g] = u), queue.push(g);
        }
      }
      if (end < 0) return placed === total ? flow : null;
      used[end - G]!++;
      let v = end;
      while (from[v] !== -1) {
        const u = from[v]!;
        if (v >= G) flow[u]![v - G]!++;
        else flow[v]![u - G]!--;
        v = u;
      }
      supply[v]!--;
      placed++;
    }
  }

  /**
   * A deal: for each zone (in the order of `open`), the indexes of the cards it gets, and the
   * cards left out; `null` when no deal exists.
   */
  deal(rng: (n: number) => number): { into: number[][]; out: number[] } | null {
    if (!this.flow) return null;
    const flow = this.flow.map((row) => [...row]);
    const left = [...this.places];
    const Z = left.length;
    const into = this.zones.map((): number[] => []);
    const out: number[] = [];
    const order = this.groupOf.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const card of order) {
      const g = this.groupOf[card]!;
      const options: number[] = [];
      for (let z = 0; z < Z; z++) if (left[z]! > 0 && this.allows(g, z)) options.push(z);
      for (;;) {
        let pick = rng(options.reduce((a, z) => a + left[z]!, 0));
        const k = options.findIndex((z) => (pick -= left[z]!) < 0);
        const z = options[k]!;
        if (flow[g]![z]! > 0 || this.reroute(flow, g, z)) {
          flow[g]![z]!--;
          left[z]!--;
          (z === Z - 1 ? out : into[z]!).push(card);
          break;
        }
        options.splice(k, 1);
      }
    }
    return { into, out };
  }

  /**
   * Changes a complete deal so that group `g` sends a card to zone `z`: a cycle g → z → (a group
   * with a card in z) → (a zone it may go to) → … → (a zone holding a card of g) → g, each step
   * moving one card. Returns whether there is one.
   */
  private reroute(flow: number[][], g: number, z: number): boolean {
    const G = this.masks.length;
    const Z = this.places.length;
    const from = new Array<number>(G + Z).fill(-2);
    from[G + z] = -1;
    const queue = [G + z];
    let found = false;
    for (let q = 0; q < queue.length && !found; q++) {
      const u = queue[q]!;
      if (u >= G) {
        for (let h = 0; h < G; h++) if (from[h] === -2 && flow[h]![u - G]! > 0) {
          from[h] = u;
          if (h === g) {
            found = true;
            break;
          }
          queue.push(h);
        }
      } else {
        for (let y = 0; y < Z; y++) if (from[G + y] === -2 && this.allows(u, y)) (from[G + y] = u), queue.push(G + y);
      }
    }
    if (!found) return false;
    // Walk back from g: each zone → group step takes a card out, each group → zone step puts one in.
    let v = g;
    while (from[v] !== -1) {
      const u = from[v]!;
      if (v < G) flow[v]![u - G]!--;
      else flow[u]![v - G]!++;
      v = u;
    }
    flow[g]![z]!++;
    return true;
  }
}
