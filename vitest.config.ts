import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/load/ runs here too: it counts work under load (cheap answers per heavy one) and asserts no timing, so it
    // needs no machine to itself; the latencies are measured by `npm run bench`.
    // dist/ is built once for the tests that start the built server or import the built fetch handler.
    globalSetup: ['test/support/build-once.ts'],
    // Three files at a time on two cores: the browser tests spend much of their time waiting on round trips between
    // the test, its server and Chromium (two files at a time kept the CPU about half idle: 1,418 s of CPU in 22.6 min).
    // No test asserts wall-clock time, so the contention costs nothing but the wait. A test's timeout is a hang
    // guard only, some 20 times what a test takes quiet, so a machine busy with another copy of the suite (or a CPU
    // hog beside `nice -n 19`) does not trip it; tests that do more set their own.
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
