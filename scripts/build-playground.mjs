#!/usr/bin/env node
// `npm run playground:build`: the playground site in playground/dist/, a folder any static host
// serves (GitHub Pages). Vite builds the app from the package's dist/ entries (build those first:
// `npm run build`; `npm ci` does it), then TypeDoc writes the API reference and the guides
// (docs/*.md, its project documents) into playground/dist/docs/, so the documentation is hosted
// where the playground is.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');

function run(label, script, args) {
  if (!quiet) console.log(label);
  const r = spawnSync(process.execPath, [join(root, 'node_modules', script), ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${label} failed`);
    process.exit(r.status || 1);
  }
}

if (!existsSync(join(root, 'dist', 'index.js'))) {
  console.error('dist/ is missing: run `npm run build` first (the playground is built from the package\'s built entries)');
  process.exit(1);
}
run('vite build', 'vite/bin/vite.js', ['build', '--config', 'playground/vite.config.ts', ...(quiet ? ['--logLevel', 'warn'] : [])]);
run('typedoc → playground/dist/docs', 'typedoc/bin/typedoc', ['--out', 'playground/dist/docs', ...(quiet ? ['--logLevel', 'Warn'] : [])]);
