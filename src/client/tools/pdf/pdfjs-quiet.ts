/**
 * Imported by the render worker just before pdf.js's parser (pdf.worker.mjs). That module, when it finds itself in a
 * worker, takes the worker's own message port as pdf.js's (it answers the page with a "ready" message and listens to
 * every message). Ours runs it in this thread instead, so for the time the module is evaluated the worker looks like
 * a window; the render worker removes `window` again first thing.
 */
const scope = globalThis as unknown as { window?: unknown };
if (scope.window === undefined) scope.window = globalThis;
export const pdfjsQuieted = true;
