import { defineConfig } from 'tsup';

export default defineConfig({
  // `sim-worker` is the simulator's worker thread, loaded by file beside the chunk that starts it;
  // `cli` is the `compile-engine` bin. Neither is an export of the package, so neither has types.
  entry: { index: 'src/index.ts', authoring: 'src/authoring.ts', testing: 'src/testing.ts', schema: 'src/schema.ts', bots: 'src/bots.ts', encoding: 'src/encoding.ts', sim: 'src/sim.ts', boardgameio: 'src/integrations/boardgameio/index.ts', 'sim-worker': 'src/sim/worker.ts', cli: 'src/cli/main.ts' },
  format: ['esm', 'cjs'],
  // An integration's library is the user's to install (an optional peer dependency), never bundled.
  external: ['boardgame.io'],
  dts: { entry: { index: 'src/index.ts', authoring: 'src/authoring.ts', testing: 'src/testing.ts', schema: 'src/schema.ts', bots: 'src/bots.ts', encoding: 'src/encoding.ts', sim: 'src/sim.ts', boardgameio: 'src/integrations/boardgameio/index.ts' } },
  // One copy of the engine per format: the entries share chunks (esbuild's splitting, which tsup
  // also applies to CJS), so an error thrown through `compile-engine/testing` is an
  // instance of the `CompileEngineError` class that `compile-engine` exports. The alternative,
  // `testing` importing the package by its own name as an external, would break whenever the
  // package is installed under another name (an npm alias, a vendored copy) and would need that
  // self-import mapped to `src/` in every tool that reads the sources (tsc, vitest, tsx).
  splitting: true,
  // No source maps in the package: the output is not minified, so stack traces already point at
  // readable code with the source's names, and maps (with their sources inlined) would be two
  // thirds of the package — measured with `npm pack --dry-run`: 228 KB packed / 1,043 KB unpacked
  // with maps, 88 KB / 347 KB without.
  sourcemap: false,
  clean: true,
  // \`import.meta.url\` in the CommonJS build (the simulator finds its worker file by it).
  shims: true,
  target: 'node20',
  treeshake: true,
});
