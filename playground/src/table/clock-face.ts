/**
 * A chess clock's face: a seat's time left, counted down between the server's states from the
 * reading the online table made (`OnlineStatus.clock`), and shown as a chess clock shows it. Pure,
 * for the page and the table alike.
 */
import type { PlayerId } from 'compile-engine';
import type { OnlineClock } from './protocol.js';

/** A seat's time left at `now`, as the page counts it down from a reading. */
export function timeLeft(clock: OnlineClock, seat: PlayerId, now: number): number {
  const left = clock.remainingMs[seat];
  // A `now` older than the reading (a render that began before it came) counts nothing yet.
  return clock.running === seat ? Math.max(0, left - Math.max(0, now - clock.at)) : left;
}

/** A time as a chess clock shows it: minutes and seconds, tenths under ten seconds. */
export function formatTime(ms: number): string {
  if (ms < 10_000) return `0:0${(Math.floor(ms / 100) / 10).toFixed(1)}`;
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
