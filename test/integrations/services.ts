/**
 * PostgreSQL and Redis for the integration tests, started by the tests themselves from Debian's
 * packages (`postgresql`, `redis-server`): each in a fresh temporary data folder, on a free port
 * of 127.0.0.1, stopped (and its folder removed) by `stop()`. A missing package is installed
 * (`apt-get update`, then `apt-get install -y`) when the tests run as root; otherwise the test
 * fails with a message that says what to install. Never a silent skip.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APT_WAIT, installOnce } from '../debian.js';

/** A free TCP port on 127.0.0.1 (the OS picks it; it is free when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const onPath = (cmd: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The folder of PostgreSQL's server programs (initdb, pg_ctl): Debian keeps them under /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(root, versions[0]!, 'bin');
  }
  return onPath('pg_ctl') && onPath('initdb') ? '' : null;
}

/**
 * Installs Debian packages when running as root, one install at a time across the test workers
 * (`present` is asked again once it is this one's turn); otherwise fails saying what to install.
 */
function ensurePackages(packages: string[], why: string, present: () => boolean): void {
  if (!isRoot()) throw new Error(`${why} needs the Debian package(s) ${packages.join(', ')}: run \`sudo apt-get install -y ${packages.join(' ')}\` (the tests install them themselves only when run as root)`);
  // Debian starts a package's service on install (a default cluster on port 5432, Redis on
  // 6379); a policy-rc.d that says no keeps the machine as it was: the tests start their own.
  installOnce(present, () => {
    const policy = '/usr/sbin/policy-rc.d';
    const ours = !existsSync(policy);
    if (ours) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      execFileSync('apt-get', [...APT_WAIT, 'update'], { stdio: 'ignore', timeout: 600_000 });
      execFileSync('apt-get', [...APT_WAIT, 'install', '-y', '--no-install-recommends', ...packages], { stdio: 'ignore', timeout: 900_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } finally {
      if (ours) rmSync(policy, { force: true });
    }
    return true;
  });
}

/** A running service. */
export interface Service {
  port: number;
  stop: () => Promise<void>;
}

/** A PostgreSQL server in a temporary cluster, trusting local connections; `url` names its `postgres` database. */
export async function startPostgres(): Promise<Service & { url: string }> {
  let bin = postgresBin();
  if (bin === null) {
    ensurePackages(['postgresql'], 'The PostgreSQL storage test', () => postgresBin() !== null);
    bin = postgresBin();
    if (bin === null) throw new Error('postgresql was installed, but no pg_ctl was found');
  }
  const tool = (name: string) => (bin ? join(bin, name) : name);
  const dir = await mkdtemp(join(tmpdir(), 'compile-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the package's `postgres` user.
  const asUser = (args: string[]) => (isRoot() ? ['runuser', ['-u', 'postgres', '--', ...args]] as const : [args[0]!, args.slice(1)] as const);
  if (isRoot()) {
    await chown(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    await chmod(dir, 0o700);
  }
  const run = (args: string[]) => {
    const [cmd, rest] = asUser(args);
    execFileSync(cmd, [...rest], { stdio: 'pipe', timeout: 120_000 });
  };
  const port = await freePort();
  run([tool('initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run([tool('pg_ctl'), '-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      run([tool('pg_ctl'), '-D', data, '-w', '-t', '30', '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // pg_ctl leaves the server running on its own: stop it even if the tests never reach stop().
  process.on('exit', stopNow);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => stopNow(),
  };
}

/** A Redis server on 127.0.0.1, without persistence. */
export async function startRedis(): Promise<Service> {
  if (!onPath('redis-server')) {
    ensurePackages(['redis-server'], 'The Redis pub/sub test', () => onPath('redis-server'));
    if (!onPath('redis-server')) throw new Error('redis-server was installed, but is not on the PATH');
  }
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'compile-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (code ${code}):\n${out}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.on('exit', () => child.kill('SIGKILL'));
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
