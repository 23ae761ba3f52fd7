#!/usr/bin/env node
// Runs every examples/*.ts with tsx, sequentially; stops at the first failure. What an example
// prints is kept, not shown: `npm test` prints one line per example, and an example's output only
// when it fails, so that a game log or a card's text is never taken for a test failure. An example
// fails when it exits with an error, or when it prints `undefined` (a reader would take that for a
// bug: print what the value means). `--verbose` prints every example's output too.
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'examples');
const verbose = process.argv.includes('--verbose');
const files = existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort()
  : [];

if (files.length === 0) {
  console.log('no examples');
  process.exit(0);
}

/** `text` indented under its example's line, so that it reads as that example's output. */
const quoted = (text) => text.replace(/\n$/, '').replace(/^/gm, '     | ');

const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
for (const f of files) {
  const where = `examples/${f}`;
  const r = spawnSync(process.execPath, [tsxCli, '--tsconfig', join(dir, 'tsconfig.json'), join(dir, f)], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const problem = r.error ? `failed to start: ${r.error.message}`
    : r.status !== 0 ? `exited with ${r.status ?? r.signal}`
    : /\bundefined\b/.test(output) ? 'it prints "undefined": print what the value means (a count, "hidden", "none")'
    : null;
  console.log(`${problem ? 'FAIL' : 'ok  '} ${where}`);
  if (output && (problem || verbose)) console.log(quoted(output));
  if (problem) {
    console.error(`     ${where}: ${problem}`);
    process.exit(r.status || 1);
  }
}
console.log(`examples: ${files.length} passed, 0 failed${verbose ? '' : ' (their output: npm run examples -- --verbose)'}`);
