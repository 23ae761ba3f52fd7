/** The browser tests' setup finds Chromium, installs it when it may, and otherwise says what to install: it never skips. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './browser.js';

const dir = mkdtempSync(join(tmpdir(), 'chromium-lookup-'));
const missing = join(dir, 'chromium');
const lock = join(dir, 'install.lock'); // not the machine's: these installs are make-believe
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finding Chromium for the browser tests', () => {
  it('fails without root, saying what to install, and installs nothing', () => {
    let installs = 0;
    expect(() => findChromium({ candidates: [missing], uid: 1000, install: () => ++installs > 0, installLock: lock })).toThrow(/apt-get install -y chromium/);
    expect(installs).toBe(0);
  });

  it('as root, installs it when missing and then finds it', () => {
    const path = findChromium({ candidates: [missing], uid: 0, install: () => (writeFileSync(missing, ''), true), installLock: lock });
    expect(path).toBe(missing);
  });

  it('as root, fails when the install fails', () => {
    expect(() => findChromium({ candidates: [join(dir, 'nowhere')], uid: 0, install: () => false, installLock: lock })).toThrow(/installing Chromium failed/);
  });
});
