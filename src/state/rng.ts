/**
 * The seeded PRNG (sfc32). Its four-word state lives in {@link GameState.rng}, so a game's
 * randomness is part of its plain-JSON state: same seed, same actions, same states.
 * @module
 */

/** Four 32-bit words from a string or number seed (cyrb128 string hash). */
export function seedWords(seed: string | number): number[] {
  const str = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Advances the state in place and returns a float in [0, 1). */
export function nextFloat(rng: number[]): number {
  // Read one by one: destructuring runs the iterator protocol in the interpreter.
  let a = rng[0]!;
  let b = rng[1]!;
  let c = rng[2]!;
  let d = rng[3]!;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  rng[0] = a >>> 0; rng[1] = b >>> 0; rng[2] = c >>> 0; rng[3] = d;
  return t / 4294967296;
}

/** A random integer in [0, n). */
export function nextInt(rng: number[], n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(rng: number[], items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
