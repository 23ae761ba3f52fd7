#!/usr/bin/env node
// `npm run playground:size`: the gzipped size (level 9) of each file of the built playground
// (playground/dist/, from `npm run playground:build`), what a visit to the Play screen loads, and
// the whole site with and without its documentation.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'playground', 'dist');
if (!existsSync(site)) {
  console.error('playground/dist/ is missing: run `npm run playground:build` first');
  process.exit(1);
}
const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
const files = walk(site).map((f) => ({ name: relative(site, f), gz: gzipSync(readFileSync(f), { level: 9 }).length }));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list) => list.reduce((s, f) => s + f.gz, 0);
const app = files.filter((f) => !f.name.startsWith('docs/'));
for (const f of app.sort((a, b) => b.gz - a.gz)) console.log(`${kb(f.gz).padStart(9)}  ${f.name}`);
const play = app.filter((f) => /^(index\.html|assets\/(index|table\.worker|bot\.worker)-)/.test(f.name));
console.log(`\nthe Play screen (page, table worker, bot worker): ${kb(sum(play))}`);
console.log(`the app (every screen): ${kb(sum(app))}`);
console.log(`the whole site with the API reference and guides: ${kb(sum(files))}`);
