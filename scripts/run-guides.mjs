#!/usr/bin/env node
// Type-checks and runs every TypeScript block of the README, of the guides (docs/*.md) and of the
// `@example` tags in src/, so that no code a reader copies is stale. Each block is a program of its
// own: it imports what it uses, from `compile-engine` as a user would (tsconfig.json's `paths` point
// that name at src/, as for the examples). A block fenced ```ts no-run is type-checked but not run;
// keep those rare (a server that would wait forever, a fragment of a larger program).
//
// The README's plain JavaScript blocks (```js) are run too, by plain `node` as `.mjs` files: no tsx,
// no `paths`, so `compile-engine` resolves as it does for a user, through package.json's `exports`
// to the built dist/. They are written into .guides/, inside this package, where Node resolves the
// package's own name to the package itself (self-reference, a documented part of Node's resolution:
// nothing to link or install, and the same files the tarball ships). dist/ is rebuilt first when it
// is missing or older than a file of src/, so that the blocks never run against stale code.
//
// The blocks are written to .guides/ (git-ignored), one file each, with the block's code on the same
// line numbers as in its source, so that every error points at the guide's own line.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.guides');
const FLAGS = new Set(['', 'no-run']);

/**
 * The fenced blocks of a markdown text in one language (`ts`, or `js` for plain JavaScript): the
 * 1-based line of their first code line, their code, and whether they run (`no-run`: type-checked
 * only).
 */
function fencedBlocks(lines, where, language = 'ts') {
  const opening = language === 'ts' ? /^\s*```(ts|typescript)\b(.*)$/ : /^\s*```(js|javascript)\b(.*)$/;
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = opening.exec(lines[i]);
    if (!open) continue;
    const flag = open[2].trim();
    if (!FLAGS.has(flag)) throw new Error(`${where}:${i + 1}: unknown block flag "${flag}" (known: no-run)`);
    const end = lines.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    if (end < 0) throw new Error(`${where}:${i + 1}: unclosed code block`);
    blocks.push({ line: i + 2, code: lines.slice(i + 1, end), run: flag !== 'no-run' });
    i = end;
  }
  return blocks;
}

/** The guides' blocks. */
function guideBlocks() {
  const dir = join(root, 'docs');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) => {
      const source = `docs/${f}`;
      return fencedBlocks(readFileSync(join(dir, f), 'utf8').split('\n'), source).map((b) => ({ ...b, source }));
    });
}

/** The README's blocks in `language`. */
function readmeBlocks(language) {
  const source = 'README.md';
  return fencedBlocks(readFileSync(join(root, source), 'utf8').split('\n'), source, language).map((b) => ({ ...b, source }));
}

/** The ```ts blocks inside `@example` tags of doc comments in src/. */
function exampleBlocks() {
  const files = readdirSync(join(root, 'src'), { recursive: true }).filter((f) => f.endsWith('.ts')).sort();
  return files.flatMap((f) => {
    const source = `src/${f.split('\\').join('/')}`;
    const lines = readFileSync(join(root, source), 'utf8').split('\n');
    const blocks = [];
    let inExample = false;
    // Inside a doc comment, an @example tag runs until the next tag or the comment's end; its lines
    // are read without their leading " * ", so a fenced block reads as it does in markdown.
    const stripped = lines.map((l) => {
      const m = /^\s*\*(?!\/) ?(.*)$/.exec(l);
      if (!m) {
        inExample = false;
        return null;
      }
      if (/^@\w+/.test(m[1])) inExample = m[1].startsWith('@example');
      return inExample ? m[1] : null;
    });
    for (let i = 0; i < stripped.length; i++) {
      if (stripped[i] === null) continue;
      let j = i;
      while (j < stripped.length && stripped[j] !== null) j++;
      const part = stripped.slice(i, j);
      for (const b of fencedBlocks(part, source)) blocks.push({ ...b, line: b.line + i, source });
      i = j;
    }
    return blocks;
  });
}

let blocks;
let jsBlocks;
try {
  blocks = [...readmeBlocks('ts'), ...guideBlocks(), ...exampleBlocks()];
  jsBlocks = readmeBlocks('js');
} catch (e) {
  console.error(`guides: ${e.message}`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
writeFileSync(join(out, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['./*.ts'] }, null, 2));
const files = blocks.map((b, n) => {
  const name = `${String(n).padStart(3, '0')}-${b.source.replace(/[/\\.]/g, '_')}-L${b.line}.ts`;
  // Blank lines first, so that the code sits on its source's line numbers; `export {}` makes each
  // block a module of its own (no clash between two blocks' names).
  writeFileSync(join(out, name), `${'\n'.repeat(b.line - 1)}${b.code.join('\n')}\nexport {};\n`);
  return { ...b, name };
});

/** Rewrites generated file names in tool output as `source:line:col`. */
function located(text) {
  let t = text;
  for (const f of files) {
    t = t
      .replaceAll(new RegExp(`(?:\\.guides/)?${f.name.replace(/[.]/g, '\\.')}\\((\\d+),(\\d+)\\)`, 'g'), `${f.source}:$1:$2`)
      .replaceAll(join(out, f.name), f.source)
      .replaceAll(`.guides/${f.name}`, f.source);
  }
  return t;
}

console.log(`guides: ${blocks.length} blocks (${blocks.filter((b) => b.run).length} to run) from ${new Set(blocks.map((b) => b.source)).size} files`);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const check = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', relative(root, join(out, 'tsconfig.json'))], { cwd: root, encoding: 'utf8' });
if (check.status !== 0) {
  process.stderr.write(located(check.stdout + check.stderr));
  console.error('guides: type errors (above)');
  process.exit(1);
}

// One process runs the blocks in order, each imported as a module of its own. What a block prints
// is kept, not shown: `npm test` prints one line per block, and a block's output only when it
// fails, so that a card's text or a list of events is never taken for a test failure. A block
// fails when it throws, or when it prints `undefined`: a reader who copies it would take that for
// a bug (a guide printed "my opponent's hand: undefined" for a hidden hand). `--verbose` prints
// every block's output too.
/** The source of a runner that imports `list` (`{ file, where }`) in order; `label` names them in its summary. */
function runnerSource(list, label) {
  return `import { format } from 'node:util';
const blocks = ${JSON.stringify(list)};
const verbose = ${JSON.stringify(process.argv.includes('--verbose'))};
let printed = [];
for (const method of ['log', 'info', 'warn', 'error', 'debug', 'dir']) console[method] = (...args) => printed.push(format(...args));
const say = (line) => process.stdout.write(line + '\\n');
let failed = 0;
for (const b of blocks) {
  printed = [];
  let problem = null;
  try {
    await import(b.file);
  } catch (e) {
    problem = e && e.stack ? e.stack : String(e);
  }
  const output = printed.join('\\n');
  if (!problem && /\\bundefined\\b/.test(output)) problem = 'it prints "undefined": print what the value means (a count, "hidden", "none")';
  if (problem) failed++;
  say(\`\${problem ? 'FAIL' : 'ok  '} \${b.where}\`);
  if (problem || (verbose && output)) say(output.replace(/^/gm, '     | '));
  if (problem) say(\`     \${b.where}: \${problem}\`);
}
if (failed) {
  say(\`\\n${label}: \${failed} of \${blocks.length} blocks failed (their output above)\`);
  process.exit(1);
}
say(\`${label}: \${blocks.length} blocks ran, all passed\${verbose ? '' : ' (their output: npm run guides -- --verbose)'}\`);
`;
}

const toRun = files.filter((f) => f.run);
writeFileSync(join(out, 'run.mjs'), runnerSource(toRun.map((f) => ({ file: `./${f.name}`, where: `${f.source}:${f.line}` })), 'guides'));
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const run = spawnSync(process.execPath, [tsx, '--tsconfig', join(out, 'tsconfig.json'), join(out, 'run.mjs')], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
process.stdout.write(located(run.stdout));
process.stderr.write(located(run.stderr));
if (run.status !== 0) process.exit(run.status ?? 1);

/** The newest modification time of a file under `dir`, in ms. */
function newest(dir) {
  return Math.max(...readdirSync(dir, { recursive: true }).map((f) => statSync(join(dir, f)).mtimeMs));
}

// The plain JavaScript blocks, against dist/ (see the top of this file).
if (jsBlocks.length) {
  const built = join(root, 'dist', 'index.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newest(join(root, 'src'))) {
    console.log('guides: dist/ is missing or older than src/: building it (tsup) for the JavaScript blocks');
    const build = spawnSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js'), '--silent'], { cwd: root, encoding: 'utf8', stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const jsFiles = jsBlocks.map((b, n) => {
    const name = `js-${String(n).padStart(3, '0')}-${b.source.replace(/[/\\.]/g, '_')}-L${b.line}.mjs`;
    writeFileSync(join(out, name), `${'\n'.repeat(b.line - 1)}${b.code.join('\n')}\n`);
    return { ...b, name };
  });
  writeFileSync(join(out, 'run-js.mjs'), runnerSource(jsFiles.map((f) => ({ file: `./${f.name}`, where: `${f.source}:${f.line} (JavaScript)` })), 'guides, JavaScript'));
  const js = spawnSync(process.execPath, [join(out, 'run-js.mjs')], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const named = (text) => jsFiles.reduce((t, f) => t.replaceAll(join(out, f.name), f.source).replaceAll(`file://${f.source}`, f.source), text);
  process.stdout.write(named(js.stdout));
  process.stderr.write(named(js.stderr));
  process.exit(js.status ?? 1);
}
