import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Latency under load is measured alone, after this run (vitest.load.config.ts).
    exclude: ['test/load/**', '**/node_modules/**'],
    // dist/ is built once for the tests that start the built server or import the built fetch handler.
    globalSetup: ['test/support/build-once.ts'],
    // Two files at a time even on two cores: the browser tests spend much of their time waiting on Chromium and on
    // their servers, so the suite takes about two thirds of its one-at-a-time length. A test's timeout is a hang
    // guard, set for a machine that is busy with the other file.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
