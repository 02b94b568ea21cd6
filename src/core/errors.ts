import type * as z from 'zod';

/** A problem with the caller's input that the schema cannot express (bad Base64, an impossible date...). Becomes a 400. */
export class InputError extends Error {
  override name = 'InputError';
  /** The same message in Spanish, for the Spanish pages (the API's messages are English). */
  readonly es: string | undefined;
  constructor(message: string, es?: string) {
    super(message);
    this.es = es;
  }
}

/** Longest piece of a caller's value quoted in a message; longer values are cut, saying how long they were. */
export const MAX_QUOTED_CHARS = 60;

/**
 * A caller's value shortened for an error message: `abcdef…` with its length when it passes `max` characters, so a
 * megabyte of input never comes back as a megabyte of error. Cuts between code points, never inside a pair.
 */
export function elide(value: string, max = MAX_QUOTED_CHARS): string {
  if (value.length <= max) return value;
  let end = max;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end)}… (${value.length.toLocaleString('en-US')} characters)`;
}

/** "invoices[2].amount", or "body" for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? elide(String(part)) : `.${elide(String(part))}`;
  }
  return out === '' ? 'body' : out;
}

/** JSON-ish name of a value's type, for "expected string, got array" messages ("nothing" for a missing value). */
export function describeType(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

/** Levenshtein distance, for "did you mean" suggestions. Inputs are short names (callers bound them). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return prev[b.length]!;
}

/**
 * Longest name a suggestion is computed for. Edit distance costs the product of the two lengths, so without this a
 * megabyte of "unknown tool name" costs seconds of CPU; no real name comes close to it.
 */
export const MAX_SUGGESTED_NAME_CHARS = 100;

/** The known names closest to `name` (case-insensitive), best first; empty when none is close or `name` is too long. */
export function closestNames(name: string, known: readonly string[], max = 3): string[] {
  if (name.length > MAX_SUGGESTED_NAME_CHARS) return [];
  const wanted = name.toLowerCase();
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of known) {
    const lower = candidate.toLowerCase();
    const allowed = Math.max(2, Math.floor(candidate.length / 3));
    const related = lower.includes(wanted) || wanted.includes(lower);
    // The distance is at least the difference in length: skip the quadratic work when that alone rules it out.
    if (!related && Math.abs(lower.length - wanted.length) > allowed) continue;
    const distance = related ? Math.min(editDistance(wanted, lower), 2) : editDistance(wanted, lower);
    if (distance <= allowed) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, max).map((s) => s.candidate);
}

export function didYouMean(name: string, known: readonly string[]): string {
  const close = closestNames(name, known);
  if (close.length === 0) return '';
  return `; did you mean ${close.map((c) => `'${c}'`).join(' or ')}?`;
}

/** Longest error message: a fixed number of problems, each with its values elided, stays well under it. */
export const MAX_ERROR_CHARS = 2_000;

/** Caps a finished message (a last guard: the parts that quote input are elided where they are written). */
export function capMessage(message: string): string {
  return message.length <= MAX_ERROR_CHARS ? message : `${elide(message, MAX_ERROR_CHARS - 40)}`;
}

/** Unknown fields named one by one in a message; the rest are counted. */
const MAX_NAMED_UNKNOWN_FIELDS = 3;

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${elide(value)}'` : String(value);
}

/** Issues that say only that a union's branch did not match the value's type or choices. */
const MISMATCH_CODES: ReadonlySet<string> = new Set(['invalid_type', 'invalid_value', 'custom']);

/** One issue → "field: rule". `shapeKeys` gives the allowed keys of the object at a path (for suggestions). */
export function formatIssue(
  issue: z.core.$ZodIssue,
  shapeKeys: (path: readonly PropertyKey[]) => readonly string[] = () => [],
): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${where}: is required`;
      const expected = issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`;
      if (issue.expected === 'int' && typeof issue.input === 'number') return `${where}: must be an integer, got ${issue.input}`;
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof issue.input === 'string' && /\d/.test(issue.input)) {
        // A figure as written by a person ("1,000", "100 €"): said what to send instead (numeric-strings.ts reads "100").
        return `${where}: must be ${expected}, got ${quote(issue.input)}; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5`;
      }
      return `${where}: must be ${expected}, got ${describeType(issue.input)}`;
    }
    case 'too_big': {
      const limit = String(issue.maximum);
      if (issue.origin === 'string') return `${where}: must be at most ${limit} characters long`;
      if (issue.origin === 'array') return `${where}: must have at most ${limit} items`;
      return `${where}: must be ${issue.inclusive === false ? 'less than' : 'at most'} ${limit}`;
    }
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? `${where}: must not be empty` : `${where}: must be at least ${limit} characters long`;
      }
      if (issue.origin === 'array') return `${where}: must have at least ${limit} items`;
      return `${where}: must be ${issue.inclusive === false ? 'greater than' : 'at least'} ${limit}`;
    }
    case 'invalid_value':
      if (issue.input === undefined) return `${where}: is required`;
      return issue.values.length === 1
        ? `${where}: must be ${quote(issue.values[0])}`
        : `${where}: must be one of ${issue.values.map(quote).join(', ')}, got ${quote(issue.input)}`;
    case 'unrecognized_keys': {
      const known = shapeKeys(issue.path);
      const named = issue.keys.slice(0, MAX_NAMED_UNKNOWN_FIELDS).map((key) => {
        const field = formatPath([...issue.path, key]);
        const hint = didYouMean(key, known);
        const allowed = hint === '' && known.length > 0 ? `; allowed fields: ${known.join(', ')}` : '';
        return `${field}: unknown field${hint}${allowed}`;
      });
      const more = issue.keys.length - named.length;
      return named.join('; ') + (more > 0 ? ` (and ${more.toLocaleString('en-US')} more unknown field${more === 1 ? '' : 's'})` : '');
    }
    case 'invalid_union': {
      if (issue.input === undefined) return `${where}: is required`;
      // A branch that failed on more than the value's type or choice (a string too long) speaks for the value.
      const specific = issue.errors.find((branch) => branch.length > 0 && branch.every((i) => !MISMATCH_CODES.has(i.code)));
      if (specific) return formatIssue({ ...specific[0]!, path: [...issue.path, ...specific[0]!.path] }, shapeKeys);
      const mismatches = issue.errors.flat();
      const values = mismatches.flatMap((i) => (i.code === 'invalid_value' ? i.values.map(quote) : []));
      const types = mismatches.flatMap((i) => (i.code === 'invalid_type' ? [i.expected === 'int' ? 'an integer' : `a ${i.expected}`] : []));
      const got = typeof issue.input === 'string' || typeof issue.input === 'number' ? quote(issue.input) : describeType(issue.input);
      // "must be one of '2', 'tab', 4" for choices; "must be a string or a number" for types.
      const rule = values.length > 0 ? `one of ${[...values, ...types].join(', ')}` : types.join(' or ');
      return rule === '' ? `${where}: ${issue.message}` : `${where}: must be ${rule}, got ${got}`;
    }
    case 'invalid_format':
      return `${where}: ${issue.message}`;
    case 'not_multiple_of':
      return `${where}: must be a multiple of ${issue.divisor}`;
    default:
      return `${where}: ${issue.message}`;
  }
}
