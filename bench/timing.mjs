/**
 * The timing the bench scripts share: windows of repeated work, their medians and spread, and the
 * paired ratios of interleaved windows (which cancel most of a shared machine's drift).
 *
 * BENCH_CLOCK=cpu times windows by the process's CPU time (`process.cpuUsage`, GC threads included)
 * instead of the wall clock: on a machine loaded by other processes, the wall clock counts the time
 * the process waited for a core, which varies from window to window far more than the work does.
 */
const clock = process.env.BENCH_CLOCK === 'cpu'
  ? () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  : () => performance.now();

/** Which clock times the windows, for the scripts' headers. */
export const clockName = process.env.BENCH_CLOCK === 'cpu' ? 'CPU time' : 'wall clock';

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
  const t0 = clock();
  let t = t0;
  do {
    units += step();
    t = clock();
  } while (t - t0 < ms);
  return (units * 1000) / (t - t0);
}

/** Calls every step in turn, in short slices, for at least `ms`: no series is then measured cold. */
export function warmUp(steps, ms) {
  const t0 = clock();
  while (clock() - t0 < ms) for (const step of steps) step();
}

/** The median of the window-by-window ratios of two series of rates measured in alternation. */
export const pairedRatio = (a, b) => median(a.map((x, i) => x / b[i]));

/** The window-by-window ratios of two series, as `{ med, min, max }`. */
export const pairedRatios = (a, b) => spread(a.map((x, i) => x / b[i]));
