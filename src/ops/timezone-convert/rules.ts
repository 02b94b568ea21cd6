/**
 * The documented rules of timezone-convert, shared by its definition and its logic (no library is loaded here, so the
 * definition stays cheap to import).
 */

/**
 * A wall-clock time: YYYY-MM-DD, T or a space, HH:mm, optionally :ss and up to 9 decimals (after . or ,); no offset,
 * a four-digit year.
 */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$/;

/** Something that looks like a date-time with Z, an offset or UTC on the end, for a more precise message. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[Zz]|UTC|GMT|(?:UTC|GMT)?[+\-\u2212]\d{1,2}(?::?\d{2})?)$/i;

export function wallTimeFormatError(input: unknown): string {
  const got = typeof input === 'string' ? `; got '${input.length > 40 ? `${input.slice(0, 40)}…` : input}'` : '';
  if (typeof input === 'string' && WITH_OFFSET.test(input)) {
    return `must be a wall-clock time without Z or an offset (the zone is given by from), such as 2026-07-01T09:00${got}`;
  }
  return `must be a wall-clock time written YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss (a space for T and decimals of a second are read too), such as 2026-07-01T09:00, or a date alone for its 00:00${got}`;
}

/** The same message in Spanish. */
export function wallTimeFormatErrorEs(input: unknown): string {
  const got = typeof input === 'string' ? `; se recibió '${input.length > 40 ? `${input.slice(0, 40)}…` : input}'` : '';
  if (typeof input === 'string' && WITH_OFFSET.test(input)) {
    return `debe ser una hora de reloj sin Z ni desfase (la zona la da from), como 2026-07-01T09:00${got}`;
  }
  return `debe ser una hora de reloj escrita YYYY-MM-DDTHH:mm o YYYY-MM-DDTHH:mm:ss (también se lee un espacio en lugar de la T y decimales de segundo), como 2026-07-01T09:00, o solo una fecha para sus 00:00${got}`;
}

/** English locales asked for a zone's short name, in order; the first that has a letter abbreviation wins. */
export const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-CA', 'en-IE', 'en-ZA'] as const;
