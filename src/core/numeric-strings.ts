import type * as z from 'zod';

/**
 * Numbers sent as strings ("amount": "100"), read as the number they can only mean. A person pasting a figure, or an
 * agent quoting every value, means the number; refusing "100" where 100 is wanted helps no one. Only a plain decimal
 * is read — an optional sign, digits with at most one point, an optional exponent, spaces around — and only when a
 * double holds it exactly as written (at most 15 significant digits), so "12345678901234567890" is not silently
 * rounded. "1,000", "100 €", "0x10" or "" stay refused, and the message says what to send (errors.ts).
 */
const PLAIN_DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;
const MAX_EXACT_DIGITS = 15;

/** The number a string stands for, or undefined when it is not one read exactly. */
export function numberInString(text: string): number | undefined {
  if (text.length > 64 || !PLAIN_DECIMAL.test(text)) return undefined;
  const mantissa = text.trim().replace(/^[+-]/, '').replace(/[eE].*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (mantissa.length > MAX_EXACT_DIGITS) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The input with each string that failed as a number replaced by its number, or undefined when no issue is such a
 * string. The copy is made along the changed paths only, with own data properties (a key such as `__proto__` stays
 * an ordinary key).
 */
export function withNumericStrings(raw: Record<string, unknown>, issues: readonly z.core.$ZodIssue[]): Record<string, unknown> | undefined {
  let result: Record<string, unknown> | undefined;
  for (const issue of issues) {
    if (issue.code !== 'invalid_type' || (issue.expected !== 'number' && issue.expected !== 'int') || issue.path.length === 0) continue;
    const value = valueAt(raw, issue.path);
    if (typeof value !== 'string') continue;
    const number = numberInString(value);
    if (number === undefined) continue;
    result = setAt(result ?? raw, issue.path, number);
  }
  return result;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A copy of `node` with the value at `path` set, copying only the objects and arrays on the path. */
function setAt<T>(node: T, path: readonly PropertyKey[], value: unknown): T {
  const [key, ...rest] = path;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<PropertyKey, unknown>;
  const next = rest.length === 0 ? value : setAt(copy[key!], rest, value);
  Object.defineProperty(copy, key!, { value: next, enumerable: true, writable: true, configurable: true });
  return copy as T;
}
