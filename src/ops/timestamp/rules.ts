/**
 * The documented rules of the timestamp operation, shared by its description and its logic (this module loads no
 * library, so the operation's definition stays cheap to import).
 */

/** |value| below this (11 digits or fewer) is read as seconds. */
export const SECONDS_BELOW = 100_000_000_000n; // 1e11
/** |value| from 1e11 and below this (12–14 digits) is read as milliseconds. */
export const MILLISECONDS_BELOW = 100_000_000_000_000n; // 1e14
/** |value| from 1e14 and below this (15–17 digits) is read as microseconds. */
export const MICROSECONDS_BELOW = 100_000_000_000_000_000n; // 1e17
/** |value| from 1e17 and below this (18–20 digits) is read as nanoseconds; from here on it is refused. */
export const NANOSECONDS_BELOW = 100_000_000_000_000_000_000n; // 1e20

/** Closer to now than this (either way) is "just now". */
export const JUST_NOW_SECONDS = 10;

/** Temporal's (and ECMAScript Date's) range: ±8.64e15 ms, 100,000,000 days either side of 1970-01-01. */
export const EARLIEST = '-271821-04-20T00:00:00Z';
export const LATEST = '+275760-09-13T00:00:00Z';
export const RANGE_TEXT = `${EARLIEST} to ${LATEST} (±8,640,000,000,000,000 milliseconds, 100,000,000 days either side of 1970-01-01T00:00:00Z)`;
export const RANGE_TEXT_ES = `de ${EARLIEST} a ${LATEST} (±8.640.000.000.000.000 milisegundos, 100.000.000 días a cada lado de 1970-01-01T00:00:00Z)`;

export const ACCEPTED_FORMATS =
  'write a Unix timestamp in seconds, milliseconds, microseconds or nanoseconds (e.g. 1700000000), an ISO 8601 date such as 2026-11-21, 2026-11-21 12:00, 2026-11-21T12:00:00Z, 2026-11-21T13:00:00.250+01:00, ' +
  '2026-11-21 12:00 UTC or 2026-W47-6, or an e-mail or HTTP date such as Sat, 21 Nov 2026 12:00:00 GMT';
export const ACCEPTED_FORMATS_ES =
  'escribe una marca de tiempo Unix en segundos, milisegundos, microsegundos o nanosegundos (p. ej. 1700000000), una fecha ISO 8601 como 2026-11-21, 2026-11-21 12:00, 2026-11-21T12:00:00Z, 2026-11-21T13:00:00.250+01:00, ' +
  '2026-11-21 12:00 UTC o 2026-W47-6, o una fecha de correo o HTTP como Sat, 21 Nov 2026 12:00:00 GMT';
