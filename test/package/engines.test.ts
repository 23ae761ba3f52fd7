/**
 * Every package of the lockfile accepts the Node this runs on: `npm ci` checks each one's `engines`
 * and warns (EBADENGINE) on a package that does not, as ts-json-schema-generator 2.10 did (it needs
 * Node 22; the README promises Node 20, the Node the tests run on). `--engine-strict` makes that
 * warning an error, and `--dry-run` checks the lockfile without installing anything.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let work = '';

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** npm with the calling npm's per-run variables removed, so that it works in the directory it is given. */
function npmEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/i.test(k)) delete env[k];
  return env;
}

describe('the development dependencies', () => {
  it(`all accept Node ${process.versions.node}: npm ci --engine-strict refuses none`, async () => {
    work = await mkdtemp(join(tmpdir(), 'compile-engine-engines-'));
    for (const f of ['package.json', 'package-lock.json']) await copyFile(join(root, f), join(work, f));
    const r = await run('npm', ['ci', '--dry-run', '--engine-strict', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: work, env: npmEnv() })
      .catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? String(e) }));
    expect(r.stderr).not.toMatch(/EBADENGINE|notsup/);
    expect(r.stdout).toMatch(/added \d+ packages/);
  });
});
