// `npm start`'s prestart: builds dist/ only when it is missing or was built from other inputs (see build-inputs.mjs),
// so a restart of an unchanged tree starts at once while a fresh clone or an edited one still serves what it holds.
import { readFileSync } from 'node:fs';
import { inputsFingerprint, STAMP_FILE } from './build-inputs.mjs';

let built;
try {
  built = readFileSync(STAMP_FILE, 'utf8').trim();
} catch {
  built = undefined;
}
if (built !== inputsFingerprint()) await import('./build.mjs');
