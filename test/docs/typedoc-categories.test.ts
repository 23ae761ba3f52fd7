/**
 * The reference's plugin (scripts/typedoc-categories.mjs) run by TypeDoc itself, as `npm run
 * docs:check` runs it, on a two-entry package written for the test: an export without a
 * `@category`, one with a category the config does not know, and a module not named by its import
 * path fail the run, each named; the same package without them passes.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const typedoc = join(root, 'node_modules', 'typedoc', 'bin', 'typedoc');
const plugin = join(root, 'scripts', 'typedoc-categories.mjs');

interface Sources {
  index: string;
  extra: string;
}

const GOOD: Sources = {
  index: `/**
 * The main entry.
 * @module demo-pkg
 */
/**
 * Adds.
 * @category Maths
 */
export function add(a: number, b: number): number {
  return a + b;
}
`,
  extra: `/**
 * The extra entry.
 * @module demo-pkg/extra
 */
/**
 * Halves.
 * @category Maths
 */
export const half = (n: number): number => n / 2;
`,
};

/** TypeDoc's exit code and output on a package with these sources, in a directory of its own. */
async function check(dir: string, sources: Sources): Promise<{ code: number; output: string }> {
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'demo-pkg', exports: { '.': './index.js', './extra': './extra.js', './package.json': './package.json' } }));
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] }, include: ['src'] }));
  await writeFile(join(dir, 'src', 'index.ts'), sources.index);
  await writeFile(join(dir, 'src', 'extra.ts'), sources.extra);
  const args = [typedoc, '--emit', 'none', '--plugin', plugin, '--entryPoints', 'src/index.ts', '--entryPoints', 'src/extra.ts',
    '--categoryOrder', 'Maths', '--categoryOrder', '*', '--treatWarningsAsErrors', '--readme', 'none', '--logLevel', 'Warn'];
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd: dir, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

let work = '';
const runs = new Map<string, { code: number; output: string }>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'compile-engine-typedoc-'));
  // Every defect in one package, so that TypeDoc (a TypeScript program per run) runs only twice.
  const cases: Record<string, Sources> = {
    good: GOOD,
    bad: {
      index: GOOD.index.replace('@category Maths', '@category Other'),
      extra: GOOD.extra.replace(' * @category Maths\n', '').replace('@module demo-pkg/extra', '@module extra'),
    },
  };
  for (const [name, sources] of Object.entries(cases)) runs.set(name, await check(join(work, name), sources));
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the reference plugin, run by TypeDoc', () => {
  it('passes a package whose every export has a known category and whose modules are named by import path', () => {
    const run = runs.get('good')!;
    expect(run.output).not.toMatch(/warning/i);
    expect(run.code).toBe(0);
  });

  it('fails, naming each problem: an export without a category (in a subpath entry too), an unknown category ("Other" included), a module not named by its import path', () => {
    const run = runs.get('bad')!;
    expect(run.output).toContain('extra.half has no @category (one of: Maths)');
    expect(run.output).toContain('demo-pkg.add: unknown @category "Other" (known: Maths)');
    expect(run.output).toContain('module "extra" is not named by its import path (one of: demo-pkg, demo-pkg/extra)');
    expect(run.code).not.toBe(0);
  });
});
