import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: builds dist/ once, before any test file runs, for the tests that start the built server
 * (`npm start` runs the same bundle) or import the built fetch handler. Building inside a test file would race the
 * other files that read dist/.
 */
export default function buildOnce(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
