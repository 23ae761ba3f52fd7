#!/usr/bin/env node
// `prepare`: builds dist/ so that a clone (`npm ci`) and `npm install <git url>` have the package's
// real entry points. It is not shipped: `prepack` builds dist/ and takes this script out of the
// packed package.json (scripts/pack-manifest.mjs), so npm no longer runs it on `npm pack`; should a
// packer run it after `prepack` all the same, building twice would only cost time.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.env.npm_command === 'pack' || process.env.npm_command === 'publish') process.exit(0);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsup = join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js');
const r = spawnSync(process.execPath, [tsup, '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
