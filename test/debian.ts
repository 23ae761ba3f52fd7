/**
 * Debian packages the tests install for themselves when they run as root (Chromium, PostgreSQL,
 * Redis): one install at a time across the test workers (threads or processes). Vitest runs test
 * files in parallel workers, and on a fresh machine two of them may find a package missing at once; dpkg takes one
 * lock, and the second `apt-get` failed at once ("installing Chromium failed", on a fresh machine
 * on 2026-12-04, the playground's and the online tests' files both installing). So an install
 * waits here for the one before it, then looks again: the package may be there by then.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDirLock } from './dir-lock.js';

/** The machine's one lock for the tests' installs (dpkg's is machine-wide too), a directory: made atomically. */
const LOCK = join(tmpdir(), 'compile-engine-apt.lock');
/** A lock older than this was left by a run killed mid-install (Chromium takes minutes, not this). */
const STALE_MS = 30 * 60_000;
const WAIT_MS = 30 * 60_000;

/** apt-get's own options: wait for dpkg's lock (another installer on the machine) instead of failing at once. */
export const APT_WAIT = ['-o', 'DPkg::Lock::Timeout=600'];

/**
 * Runs `install` unless `present()` says what it installs is there, holding the tests' install
 * lock; `present()` is asked again once the lock is held. Returns what `install` returned (true
 * when nothing needed installing).
 */
export function installOnce(present: () => boolean, install: () => boolean, lock = LOCK): boolean {
  if (present()) return true;
  return withDirLock(lock, { waitMs: WAIT_MS, staleMs: STALE_MS, what: 'installing a Debian package' }, () => present() || install());
}
