/** The tests' installs of Debian packages take turns (`test/debian.ts`): a second one waits, then finds the package there. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installOnce } from './debian.js';

const dir = mkdtempSync(join(tmpdir(), 'debian-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('installOnce', () => {
  it('installs what is missing, holding the lock meanwhile, and lets it go after', () => {
    const lock = join(dir, 'a.lock');
    const pkg = join(dir, 'a');
    let held = false;
    expect(installOnce(() => existsSync(pkg), () => ((held = existsSync(lock)), writeFileSync(pkg, ''), true), lock)).toBe(true);
    expect(held).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it('installs nothing when the package is there', () => {
    const pkg = join(dir, 'b');
    writeFileSync(pkg, '');
    let installs = 0;
    expect(installOnce(() => existsSync(pkg), () => ++installs > 0, join(dir, 'b.lock'))).toBe(true);
    expect(installs).toBe(0);
  });

  it('waits for an install another process holds, then finds the package there and installs nothing', () => {
    const lock = join(dir, 'c.lock');
    const pkg = join(dir, 'c');
    mkdirSync(lock);
    // Another installer: it finishes the package, then lets the lock go, a second from now.
    const other = spawn(process.execPath, ['-e', `setTimeout(() => { require('fs').writeFileSync(${JSON.stringify(pkg)}, ''); require('fs').rmSync(${JSON.stringify(lock)}, { recursive: true }); }, 1000)`], { stdio: 'ignore' });
    let installs = 0;
    const started = Date.now();
    expect(installOnce(() => existsSync(pkg), () => ++installs > 0, lock)).toBe(true);
    expect(installs).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    other.kill();
  });

  it('takes over a lock left by a run killed mid-install (older than 30 minutes)', () => {
    const lock = join(dir, 'd.lock');
    mkdirSync(lock);
    const old = new Date(Date.now() - 31 * 60_000);
    utimesSync(lock, old, old);
    let installs = 0;
    expect(installOnce(() => false, () => ++installs > 0, lock)).toBe(true);
    expect(installs).toBe(1);
  });

  it('says so when the install fails', () => {
    expect(installOnce(() => false, () => false, join(dir, 'e.lock'))).toBe(false);
  });
});
