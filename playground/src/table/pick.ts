/** Protocols picked at random, from a seed: the same seed, the same pick. */

/** A seeded pick of six different protocols, three a seat, from `names` (a small LCG, as the bots use). */
export function randomProtocols(names: readonly string[], seed: number): [string[], string[]] {
  let s = seed >>> 0 || 1;
  const next = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
  const pool = [...names];
  const six: string[] = [];
  while (six.length < 6 && pool.length) six.push(pool.splice(next(pool.length), 1)[0]!);
  return [six.slice(0, 3), six.slice(3, 6)];
}
