import { defineConfig } from 'vitest/config';

/**
 * Latency under load, measured alone: `npm test` runs this after the main suite, so no other test file competes for
 * the CPU while it measures.
 */
export default defineConfig({
  test: {
    include: ['test/load/**/*.test.ts'],
    globalSetup: ['test/support/build-once.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
  },
});
