// The pieces every CSS color function shares: the 400 about `value`, the tokenizer of a function's arguments, alpha
// and hue. Shared by the rgb()/hsl() parser (color-convert.ts) and the CSS Color 4 functions (css-color-4.ts).
import { InputError } from '../../core/errors.js';

/** A 400 about `value`, in English and in Spanish. */
export function fail(message: string, es: string): never {
  throw new InputError(`value: ${message}`, `value: ${es}`);
}

/**
 * Nearest integer, halves up (127.5 → 128), as CSS serializes channels. The value is first rounded to 9 decimals so
 * that a half computed with floating-point error (127.49999999999997 from an hsl() conversion) still counts as a half.
 */
export function roundHalfUp(x: number): number {
  return Math.round(Math.round(x * 1e9) / 1e9);
}

export type Token =
  | { kind: 'number'; text: string; value: number; unit: string }
  | { kind: 'none'; text: 'none' }
  | { kind: ',' | '/'; text: string };
export type NumberToken = Extract<Token, { kind: 'number' }>;
export type ValueToken = Extract<Token, { kind: 'number' | 'none' }>;

export const isValue = (t: Token | undefined): t is ValueToken => t !== undefined && (t.kind === 'number' || t.kind === 'none');

/** A CSS number (sign, digits with an optional fraction, optional exponent) and any unit, or none, a comma, a slash. */
const TOKEN = /\s*(?:(none)\b|([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)|([,/]))\s*/y;

export function tokenize(inner: string, fn: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < inner.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(inner);
    if (match === null || match[0] === '') {
      const rest = inner.slice(at).trimStart();
      if (rest === '') break; // only whitespace left
      const unexpected = String.fromCodePoint(rest.codePointAt(0)!);
      fail(`unexpected '${unexpected}' in ${fn}()`, `'${unexpected}' inesperado en ${fn}()`);
    }
    if (match[1] !== undefined) tokens.push({ kind: 'none', text: 'none' });
    else if (match[2] !== undefined) tokens.push({ kind: 'number', text: match[2] + match[3]!, value: Number(match[2]), unit: match[3]! });
    else tokens.push({ kind: match[4] as ',' | '/', text: match[4]! });
    at = TOKEN.lastIndex;
  }
  return tokens;
}

/** What a value is, in English and in Spanish ("rgb channel", "canal rgb"). */
export type What = readonly [en: string, es: string];
const ALPHA: What = ['alpha', 'alfa'];

/** The token's value when it lies in 0–max (0%–100% for a percentage); a 400 naming it otherwise. */
export function inRange(token: NumberToken, [what, whatEs]: What, max: number): number {
  const limit = token.unit === '%' ? 100 : max;
  if (!(token.value >= 0 && token.value <= limit)) {
    const range = token.unit === '%' ? `0%–${limit}%` : `0–${limit}`;
    fail(`${what} ${token.text} is out of range ${range}`, `${whatEs} ${token.text} está fuera del intervalo ${range}`);
  }
  return token.value;
}

/** Alpha → byte: a number 0–1 or a percentage 0–100%, × 255 rounded half up; none → 0. */
export function parseAlpha(token: ValueToken): number {
  if (token.kind === 'none') return 0;
  if (token.unit !== '' && token.unit !== '%') {
    fail(`alpha ${token.text} must be a number or a percentage`, `alfa ${token.text} debe ser un número o un porcentaje`);
  }
  const value = inRange(token, ALPHA, 1);
  return roundHalfUp(token.unit === '%' ? (value * 255) / 100 : value * 255);
}

const DEGREES_PER: ReadonlyMap<string, number> = new Map([
  ['', 1],
  ['deg', 1],
  ['grad', 0.9],
  ['rad', 180 / Math.PI],
  ['turn', 360],
]);

/** A hue in degrees, 0 ≤ h < 360 (an angle: any value, taken modulo one turn); none → 0. `fn` names it ("hsl hue"). */
export function parseHue(hue: ValueToken, fn: string): number {
  if (hue.kind === 'none') return 0;
  const factor = DEGREES_PER.get(hue.unit);
  if (factor === undefined) {
    fail(
      `${fn} hue ${hue.text} must be a number or an angle (deg, grad, rad, turn)`,
      `el tono ${fn} ${hue.text} debe ser un número o un ángulo (deg, grad, rad, turn)`,
    );
  }
  const degrees = hue.value * factor;
  if (!Number.isFinite(degrees)) fail(`${fn} hue ${hue.text} is not a finite number`, `el tono ${fn} ${hue.text} no es un número finito`);
  return ((degrees % 360) + 360) % 360;
}
