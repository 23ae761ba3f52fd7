import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
    maxWorkers: 2,
    // The package is packed once, before any file runs (see the file for why).
    globalSetup: ['test/package/pack.global.ts'],
    // Type tests (expectTypeOf in test/types/*.test-d.ts) are checked by tsc and reported as tests.
    typecheck: {
      enabled: true,
      include: ['test/types/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
