// The playground is built from the package's BUILT entry points (dist/), never from src/: each
// `compile-engine[/entry]` import resolves through the package's own `exports` map, as it would
// for a user who installed the package. So the site is also a test that the published files work
// in browsers. Build dist/ first (`npm run build`; `npm ci` does it through `prepare`).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { import?: { default?: string } }>;
};

/** `compile-engine/bots` → `<repo>/dist/bots.js`, for every entry of the exports map. */
function builtEntries(): { find: RegExp; replacement: string }[] {
  return Object.entries(pkg.exports).flatMap(([key, target]) => {
    const file = typeof target === 'string' ? target : target.import?.default;
    if (!file || !file.endsWith('.js')) return [];
    const name = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    return [{ find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`), replacement: resolve(root, file) }];
  });
}

export default defineConfig({
  root: here,
  // Relative URLs: the site works from any folder of any static host (GitHub Pages' /<repo>/).
  base: './',
  resolve: { alias: builtEntries() },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  worker: { format: 'es' },
  build: { outDir: resolve(here, 'dist'), emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1' },
});
