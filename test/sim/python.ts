/**
 * python3 for the process-bot tests: found on the PATH, or installed from Debian's packages when
 * missing and running as root; otherwise the tests fail saying what to install (never skipped).
 */
import { spawnSync } from 'node:child_process';

const works = () => spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;

export function ensurePython(): void {
  if (works()) return;
  if (process.getuid?.() === 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'python3'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (works()) return;
  }
  throw new Error('the process-bot tests need python3 on the PATH: install it (Debian/Ubuntu: apt-get install python3)');
}
