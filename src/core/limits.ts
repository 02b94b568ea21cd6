import { InputError } from './errors.js';

/**
 * The service-wide bounds on what one request may cost, beside the body limit (MAX_BODY_BYTES) and the per-operation
 * field limits. Every one is documented in docs/http-contract.md (its limits table).
 */

/**
 * Deepest nesting of arrays and objects a request body may have. No request needs more: the deepest real one is an MCP
 * batch carrying invoice objects (about 7 levels), and documents to convert travel as strings. Checked on the bytes
 * before JSON.parse, so nothing — the parser, the validator, an error message — ever walks a deeper structure.
 */
export const MAX_BODY_DEPTH = 32;

/** Largest operation result, in bytes of its JSON: past it the answer is a 400 that names this limit. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** The response limit as people read it, for messages and descriptions. */
// Grouped by hand: toLocaleString here would load ICU's data at start, for every process that imports the limits.
export const MAX_RESPONSE_TEXT = `8 MiB (${String(MAX_RESPONSE_BYTES).replace(/\B(?=(\d{3})+$)/g, ',')} bytes)`;

/** Megabytes with one decimal, for "would be about 15.9 MB" (and "2,501.0 MB"). */
function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/**
 * The 400 for a result that would pass the response limit, raised before the result is built wherever an operation
 * can tell its size in advance (rows × header, indentation × lines…). `field` names the input that causes it and
 * `advice` says what to make smaller.
 */
export function resultTooLarge(field: string, estimatedBytes: number, advice: string): InputError {
  return new InputError(
    `${field}: the result would be about ${megabytes(estimatedBytes)}, over the ${MAX_RESPONSE_TEXT} response limit; ${advice}`,
  );
}

/** Throws resultTooLarge when `estimatedBytes` (a lower bound of the result's JSON size is enough) passes the limit. */
export function assertResultFits(field: string, estimatedBytes: number, advice: string): void {
  if (estimatedBytes > MAX_RESPONSE_BYTES) throw resultTooLarge(field, estimatedBytes, advice);
}
