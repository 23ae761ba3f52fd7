/**
 * Packs the package once, before any test file runs (a vitest global setup), for the tests that
 * install the tarball. `npm pack` rebuilds dist/ (`prepack`, which empties it first) and rewrites
 * package.json for a moment (the shipped manifest keeps no install script): done while other files
 * run, it raced with the tests that read dist/ (the playground builds its site from it) and with a
 * second pack. The tarball's path, and package.json as it was before packing, are provided to the
 * test files (`inject('packedTarball')`, `inject('manifestBeforePack')`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed package (`npm pack`, with its `prepack`), made once for the run. */
    packedTarball: string;
    /** The repository's package.json as it was before packing. */
    manifestBeforePack: string;
  }
}

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'compile-engine-pack-'));
  const manifest = await readFile(join(root, 'package.json'), 'utf8');
  const { name, version } = JSON.parse(manifest) as { name: string; version: string };
  const env = { ...process.env };
  // As a user runs it: not as a script of this package's own npm run.
  for (const k of Object.keys(env)) if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/i.test(k)) delete env[k];
  await run('npm', ['pack', '--pack-destination', work], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  project.provide('packedTarball', join(work, `${name}-${version}.tgz`));
  project.provide('manifestBeforePack', manifest);
  return () => rm(work, { recursive: true, force: true });
}
