/**
 * The timing the bench scripts share: windows of repeated work, their medians and spread, and the
 * paired ratios of interleaved windows (which cancel most of a shared machine's drift).
 */

/** The median of a list of numbers. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The median of a list with its range: `{ med, min, max }`. */
export const spread = (xs) => ({ med: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/**
 * Runs `step` over and over for at least `ms`, always whole steps (so that every window of a series
 * does the same work): units per second, where each call of `step` returns the units it did.
 */
export function timedWindow(step, ms) {
  let units = 0;
  const t0 = performance.now();
  let t = t0;
  do {
    units += step();
    t = performance.now();
  } while (t - t0 < ms);
  return (units * 1000) / (t - t0);
}

/** Calls every step in turn, in short slices, for at least `ms`: no series is then measured cold. */
export function warmUp(steps, ms) {
  const t0 = performance.now();
  while (performance.now() - t0 < ms) for (const step of steps) step();
}

/** The median of the window-by-window ratios of two series of rates measured in alternation. */
export const pairedRatio = (a, b) => median(a.map((x, i) => x / b[i]));

/** The window-by-window ratios of two series, as `{ med, min, max }`. */
export const pairedRatios = (a, b) => spread(a.map((x, i) => x / b[i]));
