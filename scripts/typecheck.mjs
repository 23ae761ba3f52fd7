#!/usr/bin/env node
// tsc --noEmit -p tsconfig.json && tsc --noEmit -p playground/tsconfig.json && tsc --noEmit -p examples/tsconfig.json
// (the examples project is skipped when examples/ has no .ts files, since
// tsc fails with "No inputs were found" on an empty project).
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function run(project) {
  console.log(`tsc --noEmit -p ${project}`);
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
}

run('tsconfig.json');
// The playground type-checks against the package's built declarations (dist/*.d.ts), as a user's client would.
run('playground/tsconfig.json');

const ex = join(root, 'examples');
const hasExamples =
  existsSync(ex) && readdirSync(ex).some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
if (hasExamples) run('examples/tsconfig.json');
else console.log('examples/: no .ts files, skipping examples typecheck');
