/**
 * The tarball with boardgame.io beside it, as a user installs them: `npm pack`, then the tarball
 * and boardgame.io installed into fresh ES-module and CommonJS projects, each running a
 * boardgame.io server with the package's game and two SocketIO clients that play a match to the
 * end (test/package/fixtures/bgio-play.ts, transpiled for each project's module system).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let work = '';
let tarball = '';

function npm(args: string[], cwd: string) {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/i.test(k)) delete env[k];
  return run('npm', args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'compile-engine-bgio-package-'));
  // Packed once for the whole run, before any file (test/package/pack.global.ts).
  tarball = inject('packedTarball');
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the tarball beside boardgame.io', () => {
  it.each(['module', 'commonjs'] as const)('a %s project runs a server and two clients that play a match to the end', async (type) => {
    const dir = join(work, type);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `try-bgio-${type}`, private: true, type }));
    const bgio = JSON.parse(await readFile(join(root, 'node_modules', 'boardgame.io', 'package.json'), 'utf8')) as { version: string };
    await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball, `boardgame.io@${bgio.version}`], dir);
    const source = await readFile(join(root, 'test', 'package', 'fixtures', 'bgio-play.ts'), 'utf8');
    const module = type === 'module' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS;
    await writeFile(join(dir, 'play.js'), ts.transpileModule(source, { compilerOptions: { module, target: ts.ScriptTarget.ES2022 } }).outputText);
    const { stdout } = await run(process.execPath, [join(dir, 'play.js')], { cwd: dir, timeout: 120_000 });
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { over: { reason: string }; result: { reason: string } };
    expect(out.over.reason).toBe(out.result.reason);
    expect(['compiled', 'turnLimit']).toContain(out.result.reason);
  }, 300_000);
});
