#!/usr/bin/env node
// The package.json that ships has no install-time script. `prepare` builds dist/ for a clone and for
// `npm install <git url>`, but its file (scripts/prepare.mjs) is not in the package, and npm lists
// every `prepare`, `preinstall`, `install` or `postinstall` of a non-registry dependency as an
// install script to review ("npm warn install-scripts") in each project that installs the tarball.
//
// `strip` (prepack, after the build) writes package.json without those scripts and keeps the
// original beside it; `restore` (postpack) puts the original back. npm runs postpack with the
// scripts it read before prepack, so the restore still runs. A pack that stopped in between leaves
// the original in package.json.packing: the next `strip` starts from it, and `restore` puts it back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'package.json');
const kept = join(root, 'package.json.packing');
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

/** The manifest without its install-time scripts. */
function shipped(text) {
  const pkg = JSON.parse(text);
  for (const s of INSTALL_SCRIPTS) delete pkg.scripts?.[s];
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

const command = process.argv[2];
if (command === 'strip') {
  const original = existsSync(kept) ? readFileSync(kept, 'utf8') : readFileSync(manifest, 'utf8');
  writeFileSync(kept, original);
  writeFileSync(manifest, shipped(original));
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
