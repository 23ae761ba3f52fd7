/**
 * A lock between test workers (threads or processes) that is a directory: `mkdir` makes it
 * atomically, and removing it lets the next one in. Used where two test files must not do one
 * thing at once: building the playground's site, installing a Debian package.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';

/** How long to wait for the lock, when a lock is left over from a killed run, and what it guards (for the error). */
export interface LockTimes {
  waitMs: number;
  staleMs: number;
  what: string;
}

/**
 * Runs `work` holding the lock `dir`, waiting for it (every half second, up to `waitMs`) while
 * another worker holds it; a lock older than `staleMs` was left by a run killed meanwhile and is
 * taken over.
 */
export function withDirLock<T>(dir: string, { waitMs, staleMs, what }: LockTimes, work: () => T): T {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > staleMs) rmSync(dir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${what} is locked by another test worker (${dir}) for ${Math.round(waitMs / 60_000)} minutes`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
