#!/usr/bin/env node
// Runs every examples/*.ts with tsx, sequentially; stops at the first failure.
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'examples');
const files = existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort()
  : [];

if (files.length === 0) {
  console.log('no examples');
  process.exit(0);
}

const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
for (const f of files) {
  console.log(`\n=== examples/${f} ===`);
  const r = spawnSync(process.execPath, [tsxCli, '--tsconfig', join(dir, 'tsconfig.json'), join(dir, f)], { cwd: root, stdio: 'inherit' });
  if (r.error) {
    console.error(`examples/${f}: failed to start: ${r.error.message}`);
    process.exit(1);
  }
  if (r.status !== 0) {
    console.error(`examples/${f}: exited with ${r.status ?? r.signal}`);
    process.exit(r.status || 1);
  }
}
console.log(`\nexamples: ${files.length} passed, 0 failed`);
