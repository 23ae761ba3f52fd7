/**
 * A flat vector cut into named blocks, each a row-major array of a documented shape: how both the
 * action space and the observation are laid out.
 * @module
 */

/**
 * One block of a flat layout: entries `offset` to `offset + size - 1`, a row-major array of
 * `shape` (one axis name for each dimension, outermost first).
 * @category Encoding
 */
export interface Segment<Name extends string = string> {
  /** The block's name. */
  readonly name: Name;
  /** Its first entry. */
  readonly offset: number;
  /** How many entries it has (the product of `shape`). */
  readonly size: number;
  /** Its dimensions, outermost first. */
  readonly shape: readonly number[];
  /** What each dimension counts, in the order of `shape`. */
  readonly axes: readonly string[];
}

/** Lays blocks out one after another; returns them and the total size. */
export function layOut<Name extends string>(blocks: readonly { name: Name; shape: number[]; axes: string[] }[]): { segments: Segment<Name>[]; size: number } {
  let offset = 0;
  const segments = blocks.map((b): Segment<Name> => {
    const size = b.shape.reduce((n, k) => n * k, 1);
    const s = Object.freeze({ name: b.name, offset, size, shape: Object.freeze([...b.shape]), axes: Object.freeze([...b.axes]) });
    offset += size;
    return s;
  });
  return { segments, size: offset };
}

/** The flat position of `index` (one number per axis) in a row-major block. */
export function flatIndex(s: Segment, index: readonly number[]): number {
  let at = 0;
  for (let k = 0; k < s.shape.length; k++) at = at * s.shape[k]! + index[k]!;
  return s.offset + at;
}

/** The multi-index of a flat position inside a row-major block. */
export function unflatten(s: Segment, id: number): number[] {
  let rest = id - s.offset;
  const out: number[] = new Array<number>(s.shape.length);
  for (let k = s.shape.length - 1; k >= 0; k--) {
    out[k] = rest % s.shape[k]!;
    rest = Math.floor(rest / s.shape[k]!);
  }
  return out;
}
