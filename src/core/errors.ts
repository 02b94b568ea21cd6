import type * as z from 'zod';

/** A problem with the caller's input that the schema cannot express (bad Base64, an impossible date...). Becomes a 400. */
export class InputError extends Error {
  override name = 'InputError';
}

/** "invoices[2].amount", or "body" for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? 'body' : out;
}

/** JSON-ish name of a value's type, for "expected string, got array" messages. */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

/** Levenshtein distance, for "did you mean" suggestions. Inputs are short names. */
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

/** The known names closest to `name` (case-insensitive), best first; empty when none is close. */
export function closestNames(name: string, known: readonly string[], max = 3): string[] {
  const wanted = name.toLowerCase();
  const scored = known
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const distance = editDistance(wanted, lower);
      const related = lower.includes(wanted) || wanted.includes(lower);
      return { candidate, distance: related ? Math.min(distance, 2) : distance };
    })
    .filter(({ candidate, distance }) => distance <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, max).map((s) => s.candidate);
}

export function didYouMean(name: string, known: readonly string[]): string {
  const close = closestNames(name, known);
  if (close.length === 0) return '';
  return `; did you mean ${close.map((c) => `'${c}'`).join(' or ')}?`;
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

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
      return issue.keys
        .map((key) => {
          const field = formatPath([...issue.path, key]);
          const hint = didYouMean(key, known);
          const allowed = hint === '' && known.length > 0 ? `; allowed fields: ${known.join(', ')}` : '';
          return `${field}: unknown field${hint}${allowed}`;
        })
        .join('; ');
    }
    case 'invalid_format':
      return `${where}: ${issue.message}`;
    case 'not_multiple_of':
      return `${where}: must be a multiple of ${issue.divisor}`;
    default:
      return `${where}: ${issue.message}`;
  }
}
