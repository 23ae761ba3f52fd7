/**
 * An online match's chess clock as the page shows it (`npm run serve -- --clock 10+5`,
 * `compileGame({ clock })`). The server keeps the clock in boardgame.io's plugin data, which every
 * client receives; `clockOf` (`compile-engine/boardgameio`) reads it. A server is not trusted, so
 * the data is checked first: a clock this page cannot read is reported, never shown.
 *
 * Only the server decides a loss on time (docs/online-play.md, "Clocks"): what the page shows is
 * for the players, and a claim it sends is checked by the server again.
 */
import { clockOf } from 'compile-engine/boardgameio';
import type { OnlineClock } from './protocol.js';

/** The clock plugin's key in boardgame.io's `plugins` (the integration's `CLOCK_PLUGIN`). */
const PLUGIN = 'compileClock';

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** What is wrong with the clock data a server sent, or `null` if it can be read. */
export function clockProblem(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return 'not an object';
  const d = data as { remainingMs?: unknown; running?: unknown; since?: unknown; incrementMs?: unknown };
  if (!Array.isArray(d.remainingMs) || d.remainingMs.length !== 2 || !d.remainingMs.every(isTime)) return 'remainingMs is not two times in milliseconds';
  if (d.running !== null && d.running !== 0 && d.running !== 1) return 'running is not a seat or null';
  if (d.running === null ? d.since !== null && d.since !== undefined : typeof d.since !== 'number' || !Number.isFinite(d.since)) return 'since is not the time the running seat began deciding';
  if (!isTime(d.incrementMs)) return 'incrementMs is not a time in milliseconds';
  return null;
}

/**
 * The clock of a boardgame.io state (`plugins` as the client holds them) read at `now` (this page's
 * clock), or `null` when the match has none. A page whose clock is behind the server's would show
 * the running seat more time than it had when its decision began: never more than that.
 * @throws Error saying what is wrong, for a clock the page cannot read.
 */
export function readClock(plugins: unknown, now: number): OnlineClock | null {
  const data = (plugins as Record<string, { data?: unknown } | undefined> | null | undefined)?.[PLUGIN]?.data;
  if (data === undefined) return null;
  const problem = clockProblem(data);
  if (problem) throw new Error(problem);
  const reading = clockOf({ plugins: { [PLUGIN]: { data } } }, now)!;
  const started = (data as { remainingMs: [number, number] }).remainingMs;
  const remainingMs: [number, number] = [Math.min(reading.remainingMs[0], started[0]), Math.min(reading.remainingMs[1], started[1])];
  return { remainingMs, running: reading.running, at: now };
}
