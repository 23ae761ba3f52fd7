/**
 * The package as a user gets it: `npm pack` (which builds dist/ in `prepack`), then the tarball
 * installed into fresh ESM, CommonJS and strict TypeScript projects (node16, bundler and node10
 * resolution), each running the README's quick start (the ESM project its plain JavaScript version
 * too, verbatim, as a `.mjs` file), a `compile-engine/testing` call, a
 * `compile-engine/schema` call, a `compile-engine/bots` game, a `compile-engine/sim` run on worker
 * threads and a `compile-engine/encoding` game played by action ids; the `compile-engine` bin through
 * npx, with a module bot, a Python bot and a protocol file with a custom handler module in `sim`;
 * and publint --strict and "Are the types wrong?" on the tarball, with no problem allowed. Each
 * install is a plain `npm install <tarball>` (scripts not ignored, as a user runs it) and must
 * print no npm warning: the packed package.json keeps no install script (`prepare` builds dist/ in
 * a clone, from a file that does not ship), and packing leaves the repository's package.json as it was.
 *
 * Installs use npm's cache first (`npm ci` has just filled it with the package's dependencies), so
 * a fresh clone needs the registry only for what its lockfile did not already bring.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensurePython } from '../sim/python.js';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'test', 'package', 'fixtures');

/** A project that installs the tarball; JS projects run transpiled sources, TS ones compile them with tsc. */
interface Project {
  name: string;
  type: 'module' | 'commonjs';
  /** TypeScript compiler options, or `null` for a plain JavaScript project. */
  ts: Record<string, unknown> | null;
}

// Strict, and stricter than `strict` where a user's settings could break on our declarations.
const strictTs = { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022'], outDir: 'out', types: [] };

const PROJECTS: Project[] = [
  { name: 'esm', type: 'module', ts: null },
  { name: 'cjs', type: 'commonjs', ts: null },
  { name: 'ts-node16-esm', type: 'module', ts: { ...strictTs, module: 'node16', moduleResolution: 'node16' } },
  { name: 'ts-node16-cjs', type: 'commonjs', ts: { ...strictTs, module: 'node16', moduleResolution: 'node16' } },
  { name: 'ts-bundler', type: 'module', ts: { ...strictTs, module: 'esnext', moduleResolution: 'bundler' } },
  { name: 'ts-node10', type: 'commonjs', ts: { ...strictTs, module: 'commonjs', moduleResolution: 'node10' } },
];

/** The programs each project runs, by file name (without extension), as TypeScript source. */
async function programs(): Promise<Record<string, string>> {
  return {
    quickstart: readmeQuickStart(await readFile(join(root, 'README.md'), 'utf8')),
    'testing-call': await readFile(join(fixtures, 'testing-call.ts'), 'utf8'),
    'schema-call': await readFile(join(fixtures, 'schema-call.ts'), 'utf8'),
    'bots-call': await readFile(join(fixtures, 'bots-call.ts'), 'utf8'),
    'sim-call': await readFile(join(fixtures, 'sim-call.ts'), 'utf8'),
    'encoding-call': await readFile(join(fixtures, 'encoding-call.ts'), 'utf8'),
  };
}

/** The first TypeScript block under the README's "Quick start" heading, verbatim. */
function readmeQuickStart(readme: string): string {
  const section = readme.split(/^## Quick start$/m)[1];
  const block = section && /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md has no ```ts block under "## Quick start"');
  return block[1]!;
}

/** The README's plain JavaScript quick start: the first ```js block under "## Quick start", verbatim. */
function readmeJsQuickStart(readme: string): string {
  const section = readme.split(/^## Quick start$/m)[1]?.split(/^## /m)[0];
  const block = section && /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md has no ```js block under "## Quick start"');
  return block[1]!;
}

/** npm with the calling npm's per-run variables removed, so that it works in the directory it is given. */
function npmEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/i.test(k)) delete env[k];
  return env;
}

function npm(args: string[], cwd: string) {
  const cli = process.env.npm_execpath;
  const [cmd, argv] = cli && /npm-cli\.js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', args];
  return run(cmd, argv, { cwd, env: npmEnv(), maxBuffer: 64 * 1024 * 1024 });
}

/** A devDependency's command-line script, run with this Node. */
async function bin(pkg: string, name: string, args: string[], cwd = root) {
  const manifest = JSON.parse(await readFile(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { bin: Record<string, string> | string };
  const rel = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name]!;
  return run(process.execPath, [join(root, 'node_modules', pkg, rel), ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
}

function transpile(source: string, type: Project['type']): string {
  const module = type === 'module' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS;
  return ts.transpileModule(source, { compilerOptions: { module, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
}

let work = '';
let tarball = '';
/** Each project's program outputs by program name, or why setting it up or running it failed. */
const outputs = new Map<string, Record<string, string> | Error>();
/** What npm printed on stderr while installing the tarball, by project. */
const installLogs = new Map<string, string>();
/** The repository's package.json before `npm pack`. */
let manifestBefore = '';

function outputOf(project: string, program: string): string | undefined {
  const o = outputs.get(project);
  if (o instanceof Error) throw o;
  return o?.[program];
}

/** Creates the project, installs the tarball into it, builds its programs and runs each. */
async function setUp(p: Project, sources: Record<string, string>): Promise<Record<string, string>> {
  const dir = join(work, p.name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `try-${p.name}`, private: true, type: p.type }));
  const install = await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', tarball], dir);
  installLogs.set(p.name, install.stderr);
  if (p.ts) {
    for (const [name, src] of Object.entries(sources)) await writeFile(join(dir, `${name}.ts`), src);
    await copyFile(join(fixtures, 'console.d.ts'), join(dir, 'console.d.ts'));
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: p.ts, include: ['*.ts'] }));
    await bin('typescript', 'tsc', ['-p', dir], dir).catch((e: { stdout?: string }) => {
      throw new Error(`${p.name}: tsc failed\n${e.stdout ?? e}`);
    });
  } else {
    await mkdir(join(dir, 'out'));
    for (const [name, src] of Object.entries(sources)) await writeFile(join(dir, 'out', `${name}.js`), transpile(src, p.type));
  }
  const results: Record<string, string> = {};
  for (const name of Object.keys(sources)) {
    const r = await run(process.execPath, [join(dir, 'out', `${name}.js`)], { cwd: dir }).catch((e: { stderr?: string }) => {
      throw new Error(`${p.name}: ${name} failed\n${e.stderr ?? e}`);
    });
    results[name] = r.stdout;
  }
  if (!p.ts && p.type === 'module') {
    await writeFile(join(dir, 'readme-quickstart.mjs'), readmeJsQuickStart(await readFile(join(root, 'README.md'), 'utf8')));
    const r = await run(process.execPath, [join(dir, 'readme-quickstart.mjs')], { cwd: dir }).catch((e: { stderr?: string }) => {
      throw new Error(`${p.name}: the README's JavaScript quick start failed\n${e.stderr ?? e}`);
    });
    results['readme-js'] = r.stdout;
  }
  return results;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'compile-engine-package-'));
  // Packed once for the whole run, before any file (test/package/pack.global.ts).
  manifestBefore = inject('manifestBeforePack');
  tarball = inject('packedTarball');
  const sources = await programs();
  const settled = await Promise.allSettled(PROJECTS.map((p) => setUp(p, sources)));
  settled.forEach((r, i) => outputs.set(PROJECTS[i]!.name, r.status === 'fulfilled' ? r.value : (r.reason as Error)));
}, 600_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it.each(PROJECTS.map((p) => p.name))('%s: the README quick start plays a game to its end', (name) => {
    expect(outputOf(name, 'quickstart')).toMatch(/winner: [01n]/);
  });

  it('esm: the README\'s plain JavaScript quick start runs verbatim and says who won', () => {
    expect(outputOf('esm', 'readme-js')).toMatch(/^turn \d+: (seat [01] won|no winner) \(\w+\)\nseat 1's hand, as seat 0 sees it: \d+ cards\n$/);
  });

  it('every project plays the same game: one engine, deterministic across formats', () => {
    const games = new Set(PROJECTS.map((p) => outputOf(p.name, 'quickstart')));
    expect(games.size).toBe(1);
  });

  it.each(PROJECTS.map((p) => p.name))('%s: compile-engine/testing works and throws the main entry\'s CompileEngineError', (name) => {
    expect(outputOf(name, 'testing-call')).toBe('testing: ok\n');
  });

  it.each(PROJECTS.map((p) => p.name))('%s: compile-engine/schema resolves, and validate comes from it alone', (name) => {
    expect(outputOf(name, 'schema-call')).toBe('schema: ok\n');
  });

  it.each(PROJECTS.map((p) => p.name))('%s: compile-engine/bots plays a fair game and throws the main entry\'s CompileEngineError', (name) => {
    expect(outputOf(name, 'bots-call')).toBe('bots: ok\n');
  });

  it.each(PROJECTS.map((p) => p.name))('%s: compile-engine/sim plays on worker threads from the installed package, as on one thread', (name) => {
    expect(outputOf(name, 'sim-call')).toBe('sim: ok\n');
  });

  it.each(PROJECTS.map((p) => p.name))('%s: compile-engine/encoding plays a whole game by ids and throws the main entry\'s CompileEngineError', (name) => {
    expect(outputOf(name, 'encoding-call')).toBe('encoding: ok\n');
  });

  it.each(PROJECTS.map((p) => p.name))('%s: npm installs the tarball without a single warning', (name) => {
    outputOf(name, 'quickstart'); // the project was set up
    const warnings = installLogs.get(name)!.split('\n').filter((line) => /^npm warn/i.test(line));
    expect(warnings).toEqual([]);
  });

  it('the installed package.json has no install-time script, and packing left the repository\'s as it was', async () => {
    const installed = JSON.parse(await readFile(join(work, 'esm', 'node_modules', 'compile-engine', 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect(installed.scripts ?? {}).not.toHaveProperty(script);
    expect(await readFile(join(root, 'package.json'), 'utf8')).toBe(manifestBefore);
    expect(JSON.parse(manifestBefore).scripts.prepare).toBe('node scripts/prepare.mjs'); // a clone still builds dist/ on npm ci
  });

  it('npx compile-engine --help lists the commands, in an installed project', async () => {
    const { stdout } = await npm(['exec', '--offline', '--', 'compile-engine', '--help'], join(work, 'esm'));
    expect(stdout).toMatch(/^Usage: compile-engine <command>/);
    for (const c of ['play', 'sim', 'replay', 'validate']) expect(stdout).toMatch(new RegExp(`^ {2}${c} `, 'm'));
  });

  it('npx compile-engine sim runs on two workers and prints JSON, in an installed project', async () => {
    const { stdout } = await npm(['exec', '--offline', '--', 'compile-engine', 'sim', '--games', '4', '--seed', '3', '--workers', '2', '--sets', 'Main 1,Aux 1', '--json'], join(work, 'cjs'));
    const result = JSON.parse(stdout) as { games: number; wins: { bySeat: [number, number] }; stoppedAtTurnLimit: number };
    expect(result.games).toBe(4);
    expect(result.wins.bySeat[0] + result.wins.bySeat[1] + result.stoppedAtTurnLimit).toBe(4);
  });

  it('npx compile-engine sim plays a module bot, a Python bot and a protocol file with a custom handler module, in an installed project', async () => {
    const dir = join(work, 'esm');
    // A designer's protocol: Tide, whose Tide 1 is a custom op, "drawOne", handled by a module that uses the package's primitives (compile-engine/authoring).
    const tide = JSON.parse(await readFile(join(root, 'test', 'sim', 'fixtures', 'tide.json'), 'utf8')) as { cards: { value: number; middle?: { text: string; run: { op: string }[] } }[] };
    tide.cards.find((c) => c.value === 1)!.middle = { text: 'Draw 1 card.', run: [{ op: 'drawOne' }] };
    await writeFile(join(dir, 'tide.json'), JSON.stringify(tide));
    await writeFile(join(dir, 'tide-handlers.mjs'), [
      "import { drawCards } from 'compile-engine/authoring';",
      'export const drawOne = { start(x, f) { f.vars.did = drawCards(x, f.owner, 1).length > 0; return "done"; } };',
    ].join('\n'));
    await writeFile(join(dir, 'my-bot.mjs'), "export default () => ({ name: 'last', choose: ({ legal }) => legal[legal.length - 1] });\n");
    await copyFile(join(root, 'examples', 'python_bot.py'), join(dir, 'python_bot.py'));
    ensurePython();
    const { stdout } = await npm(['exec', '--offline', '--', 'compile-engine', 'sim', '--games', '2', '--seed', '3', '--workers', '2', '--json',
      '--bots', './my-bot.mjs,cmd:python3 python_bot.py,random', '--protocols-file', 'tide.json', '--handlers', './tide-handlers.mjs',
      '--protocols', 'Tide,Fire,Water/Light,Metal,Speed'], dir);
    const result = JSON.parse(stdout) as { games: number; bots: string[]; byProtocol: Record<string, { games: number }>; timing: { byBot: { decisions: number }[] } };
    expect(result.bots).toEqual(['./my-bot.mjs', 'cmd:python3 python_bot.py', 'random']);
    expect(result.games).toBe(6);
    expect(result.byProtocol.Tide!.games).toBe(6);
    for (const t of result.timing.byBot) expect(t.decisions).toBeGreaterThan(0);
  });

  it('publint --strict finds nothing', async () => {
    const { stdout } = await bin('publint', 'publint', ['run', '--strict', tarball]);
    expect(stdout).toMatch(/All good!/);
  });

  it('"Are the types wrong?" finds no problem for any entry point in any resolution mode', async () => {
    const { stdout } = await bin('@arethetypeswrong/cli', 'attw', [tarball, '--format', 'json']);
    const report = JSON.parse(stdout) as { analysis: { problems: unknown[]; entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }> } };
    expect(report.analysis.problems).toEqual([]);
    const resolved = Object.fromEntries(Object.entries(report.analysis.entrypoints).map(([entry, e]) =>
      [entry, Object.entries(e.resolutions).map(([mode, r]) => `${mode}: ${r.resolution?.fileName.replace(/.*\/dist\//, '') ?? 'unresolved'}`)]));
    expect(resolved).toEqual({
      '.': ['node10: index.d.ts', 'node16-cjs: index.d.cts', 'node16-esm: index.d.ts', 'bundler: index.d.ts'],
      './authoring': ['node10: authoring.d.ts', 'node16-cjs: authoring.d.cts', 'node16-esm: authoring.d.ts', 'bundler: authoring.d.ts'],
      './testing': ['node10: testing.d.ts', 'node16-cjs: testing.d.cts', 'node16-esm: testing.d.ts', 'bundler: testing.d.ts'],
      './sim': ['node10: sim.d.ts', 'node16-cjs: sim.d.cts', 'node16-esm: sim.d.ts', 'bundler: sim.d.ts'],
      './schema': ['node10: schema.d.ts', 'node16-cjs: schema.d.cts', 'node16-esm: schema.d.ts', 'bundler: schema.d.ts'],
      './bots': ['node10: bots.d.ts', 'node16-cjs: bots.d.cts', 'node16-esm: bots.d.ts', 'bundler: bots.d.ts'],
      './encoding': ['node10: encoding.d.ts', 'node16-cjs: encoding.d.cts', 'node16-esm: encoding.d.ts', 'bundler: encoding.d.ts'],
      './boardgameio': ['node10: boardgameio.d.ts', 'node16-cjs: boardgameio.d.cts', 'node16-esm: boardgameio.d.ts', 'bundler: boardgameio.d.ts'],
      './package.json': expect.any(Array),
    });
  });
});
