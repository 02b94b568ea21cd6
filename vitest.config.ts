import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three files at a time on two cores: the browser tests spend much of their time waiting on round trips between
    // the test, its server and Chromium, which a third file fills. No test asserts wall-clock time, so the contention
    // costs nothing but the wait. A timeout is a hang guard only — 5 minutes a test (10 to 20 times what the slowest
    // take quiet), 5 minutes a hook — so a machine busy with another copy of the suite (or a CPU hog beside
    // `nice -n 19`) does not trip it.
    maxWorkers: 3,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The units beside their code share one module graph per worker (isolate: false): each file no longer
          // imports the whole registry afresh, which was half their time (113 s → 64 s for the 90 files). None mocks a
          // module, fakes timers or changes the environment.
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Servers, processes, browsers: each file in a process of its own. test/load/ runs here too: it counts work
          // under load (cheap answers per heavy one) and asserts no timing, so it needs no machine to itself; the
          // latencies are measured by `npm run bench`.
          include: ['test/**/*.test.ts'],
          // dist/ is built once for the tests that start the built server or import the built fetch handler.
          globalSetup: ['test/support/build-once.ts'],
        },
      },
    ],
  },
});
