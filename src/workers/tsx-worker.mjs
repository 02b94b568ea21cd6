// The worker entry when the service runs from its TypeScript sources (tests, `npm run dev`): piscina loads this file,
// which loads src/worker.ts through tsx's loader (a plain `--import tsx` does not reach the modules a worker thread
// imports dynamically). The built service uses dist/worker.js instead.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('../worker.ts', import.meta.url);
export default worker.default;
