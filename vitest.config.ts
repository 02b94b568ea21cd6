import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Latency under load is measured alone, after this run (vitest.load.config.ts).
    exclude: ['test/load/**', '**/node_modules/**'],
    // dist/ is built once for the tests that start the built server or import the built fetch handler.
    globalSetup: ['test/support/build-once.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
