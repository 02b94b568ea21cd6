import { colorsNamed } from 'culori/fn';
import { closestNames, didYouMean, InputError } from '../../core/errors.js';

export type InputFormat = 'hex' | 'rgb' | 'hsl' | 'named' | 'triplet';

/** An 8-bit sRGB color, as #rrggbbaa holds it: every field an integer 0–255; `alpha` absent when the input gave none. */
export interface Color8 {
  r: number;
  g: number;
  b: number;
  alpha?: number;
}

export interface ParsedColor {
  format: InputFormat;
  /** The CSS name, lowercase, when the input was one. */
  name?: string;
  color: Color8;
}

export interface ColorResult {
  input: { format: InputFormat; name?: string };
  hex: string;
  rgb: { r: number; g: number; b: number; a?: number };
  rgbString: string;
  hsl: { h: number; s: number; l: number; a?: number };
  hslString: string;
  names: string[];
}

/** Longest accepted value: every real notation fits with room to spare. */
export const MAX_VALUE_LENGTH = 100;

export const EXPECTED =
  'expected a hex color (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), a CSS color name (orange) ' +
  'or three numbers 0–255 (255, 136, 0)';
const EXPECTED_ES =
  'se esperaba un color hex (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), un nombre de color CSS (orange) ' +
  'o tres números de 0 a 255 (255, 136, 0)';

// ---------------------------------------------------------------------------------------------------------------------
// Named colors: the 148 of CSS Color 4 §6.1 (culori's table, the spec's list), plus `transparent` (§6.3).

/** Name → 0xRRGGBB. */
const NAMED: ReadonlyMap<string, number> = new Map(Object.entries(colorsNamed as Record<string, number>));

/** Every name accepted, for suggestions. */
export const COLOR_NAMES: readonly string[] = [...NAMED.keys(), 'transparent'].sort();

/** 0xRRGGBB → its names, alphabetically (aqua/cyan, fuchsia/magenta and the seven gray/grey pairs share a color). */
const NAMES_BY_RGB = new Map<number, string[]>();
for (const [name, rgb] of [...NAMED].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const list = NAMES_BY_RGB.get(rgb);
  if (list) list.push(name);
  else NAMES_BY_RGB.set(rgb, [name]);
}

/** The CSS names of exactly this color: opaque (alpha absent or 255) and listed, or transparent black for `transparent`. */
export function namesOf({ r, g, b, alpha }: Color8): string[] {
  if (alpha === 0 && r === 0 && g === 0 && b === 0) return ['transparent'];
  if (alpha !== undefined && alpha !== 255) return [];
  return [...(NAMES_BY_RGB.get((r << 16) | (g << 8) | b) ?? [])];
}

// ---------------------------------------------------------------------------------------------------------------------
// Arithmetic

/**
 * Nearest integer, halves up (127.5 → 128), as CSS serializes channels. The value is first rounded to 9 decimals so
 * that a half computed with floating-point error (127.49999999999997 from an hsl() conversion) still counts as a half.
 */
export function roundHalfUp(x: number): number {
  return Math.round(Math.round(x * 1e9) / 1e9);
}

/**
 * hsl → 8-bit rgb: CSS Color 4's hslToRgb (h in degrees, 0 ≤ h < 360; s and l in percent), then each channel × 255
 * rounded half up.
 */
export function hslToRgb8(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [roundHalfUp(f(0) * 255), roundHalfUp(f(8) * 255), roundHalfUp(f(4) * 255)];
}

/**
 * 8-bit rgb → hsl with hue in degrees and saturation and lightness in percent, each rounded half up to one decimal.
 * Every quantity is one integer divided by another and rounded once, so the result is exact (no floating-point drift).
 * One decimal is the coarsest rounding at which hex → hsl → hex returns every one of the 16,777,216 colors unchanged
 * (whole numbers lose about 15 million of them); the test suite checks all of them.
 */
export function rgb8ToHsl(r: number, g: number, b: number): { h: number; s: number; l: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const sum = max + min;
  // l = (max + min) / 2 / 255 × 100 %, in tenths.
  const l = Math.round((1000 * sum) / 510) / 10;
  if (chroma === 0) return { h: 0, s: 0, l };
  // s = chroma / (1 − |2l − 1|) with everything in units of 1/255.
  const s = Math.round((1000 * chroma) / (255 - Math.abs(sum - 255))) / 10;
  // The hue sextant formula, in tenths of a degree: 60° × (difference of the other two) / chroma + the sextant's offset.
  let numerator: number;
  if (max === r) numerator = 600 * (g - b) + (g < b ? 3600 * chroma : 0);
  else if (max === g) numerator = 600 * (b - r) + 1200 * chroma;
  else numerator = 600 * (r - g) + 2400 * chroma;
  const tenths = Math.round(numerator / chroma) % 3600;
  return { h: tenths / 10, s, l };
}

/**
 * An 8-bit alpha as CSS writes it (CSS Color 4 / CSSOM, serializing alpha values): the two-decimal value when it maps
 * back to the same byte (128 → 0.5), otherwise three decimals (127 → 0.498). Both map back to the byte.
 */
export function alphaOf(byte: number): number {
  const twoDecimals = Math.round((byte * 100) / 255);
  if (roundHalfUp((twoDecimals * 255) / 100) === byte) return twoDecimals / 100;
  return Math.round((byte * 1000) / 255) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------------
// Parsing

/** A 400 about `value`, in English and in Spanish. */
function fail(message: string, es: string): never {
  throw new InputError(`value: ${message}`, `value: ${es}`);
}

const HEX_DIGITS = /^[0-9a-f]*$/;

function parseHex(digits: string, shown: string): Color8 {
  if (!HEX_DIGITS.test(digits)) {
    const bad = [...shown.slice(shown.length - digits.length)].find((ch) => !/[0-9a-fA-F]/.test(ch))!;
    fail(`'${shown}' is not a hex color: '${bad}' is not a hex digit`, `'${shown}' no es un color hex: '${bad}' no es una cifra hexadecimal`);
  }
  const n = digits.length;
  if (n !== 3 && n !== 4 && n !== 6 && n !== 8) {
    fail(
      `hex color '${shown}' has ${n} digit${n === 1 ? '' : 's'}; expected 3, 4, 6 or 8`,
      `el color hex '${shown}' tiene ${n} cifra${n === 1 ? '' : 's'}; se esperaban 3, 4, 6 u 8`,
    );
  }
  const byte = (i: number) => (n <= 4 ? parseInt(digits[i]!, 16) * 17 : parseInt(digits.slice(2 * i, 2 * i + 2), 16));
  const color: Color8 = { r: byte(0), g: byte(1), b: byte(2) };
  if (n === 4 || n === 8) color.alpha = byte(3);
  return color;
}

type Token =
  | { kind: 'number'; text: string; value: number; unit: string }
  | { kind: 'none'; text: 'none' }
  | { kind: ',' | '/'; text: string };
type ValueToken = Extract<Token, { kind: 'number' | 'none' }>;

/** A CSS number (sign, digits with an optional fraction, optional exponent) and any unit, or none, a comma, a slash. */
const TOKEN = /\s*(?:(none)\b|([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)|([,/]))\s*/y;

function tokenize(inner: string, fn: string): Token[] {
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

/**
 * `a, b, c` / `a, b, c, alpha` (legacy, commas) or `a b c` / `a b c / alpha` (modern, spaces): the three values, the
 * alpha if any and which syntax it was. Anything else is the same one error naming the four shapes.
 */
function splitArguments(tokens: Token[], fn: string): { values: ValueToken[]; alpha?: ValueToken; legacy: boolean } {
  const isValue = (t: Token | undefined): t is ValueToken => t !== undefined && (t.kind === 'number' || t.kind === 'none');
  const legacy = tokens.some((t) => t.kind === ',');
  let shapeOk: boolean;
  if (legacy) {
    shapeOk = (tokens.length === 5 || tokens.length === 7) && tokens.every((t, i) => (i % 2 === 0 ? isValue(t) : t.kind === ','));
  } else {
    shapeOk =
      (tokens.length === 3 && tokens.every(isValue)) ||
      (tokens.length === 5 && tokens.every((t, i) => (i === 3 ? t.kind === '/' : isValue(t))));
  }
  if (!shapeOk) {
    const [a, b, c] = fn.startsWith('rgb') ? ['r', 'g', 'b'] : ['h', 's', 'l'];
    const got = `${fn}(${tokens.map((t) => t.text).join(' ').replaceAll(' ,', ',')})`;
    fail(
      `${fn}() takes ${fn}(${a} ${b} ${c}), ${fn}(${a} ${b} ${c} / alpha), ${fn}(${a}, ${b}, ${c}) or ${fn}(${a}, ${b}, ${c}, alpha); ` +
        `got ${got}`,
      `${fn}() se escribe ${fn}(${a} ${b} ${c}), ${fn}(${a} ${b} ${c} / alfa), ${fn}(${a}, ${b}, ${c}) o ${fn}(${a}, ${b}, ${c}, alfa); ` +
        `se recibió ${got}`,
    );
  }
  const values = tokens.filter(isValue);
  if (legacy && values.some((t) => t.kind === 'none')) {
    fail(`'none' is only allowed in the space-separated ${fn}() syntax`, `'none' solo se admite en la sintaxis de ${fn}() separada por espacios`);
  }
  return { values: values.slice(0, 3), alpha: values[3], legacy };
}

/** What a value is, in English and in Spanish ("rgb channel", "canal rgb"). */
type What = readonly [en: string, es: string];
const ALPHA: What = ['alpha', 'alfa'];
const RGB_CHANNEL: What = ['rgb channel', 'canal rgb'];

function inRange(token: Extract<Token, { kind: 'number' }>, [what, whatEs]: What, max: number): number {
  const limit = token.unit === '%' ? 100 : max;
  if (!(token.value >= 0 && token.value <= limit)) {
    const range = token.unit === '%' ? `0%–${limit}%` : `0–${limit}`;
    fail(`${what} ${token.text} is out of range ${range}`, `${whatEs} ${token.text} está fuera del intervalo ${range}`);
  }
  return token.value;
}

/** Alpha → byte: a number 0–1 or a percentage 0–100%, × 255 rounded half up; none → 0. */
function parseAlpha(token: ValueToken): number {
  if (token.kind === 'none') return 0;
  if (token.unit !== '' && token.unit !== '%') {
    fail(`alpha ${token.text} must be a number or a percentage`, `alfa ${token.text} debe ser un número o un porcentaje`);
  }
  const value = inRange(token, ALPHA, 1);
  return roundHalfUp(token.unit === '%' ? (value * 255) / 100 : value * 255);
}

function parseRgbFunction(fn: string, values: ValueToken[], legacy: boolean): Color8 {
  for (const t of values) {
    if (t.kind === 'number' && t.unit !== '' && t.unit !== '%') {
      fail(`rgb channel ${t.text} must be a number or a percentage`, `canal rgb ${t.text} debe ser un número o un porcentaje`);
    }
  }
  if (legacy && new Set(values.map((t) => (t as Extract<Token, { kind: 'number' }>).unit)).size > 1) {
    fail(
      `${fn}() with commas takes the three channels all as numbers or all as percentages`,
      `${fn}() con comas lleva los tres canales todos como números o todos como porcentajes`,
    );
  }
  const [r, g, b] = values.map((t) => {
    if (t.kind === 'none') return 0;
    const value = inRange(t, RGB_CHANNEL, 255);
    return roundHalfUp(t.unit === '%' ? (value * 255) / 100 : value);
  }) as [number, number, number];
  return { r, g, b };
}

const DEGREES_PER: ReadonlyMap<string, number> = new Map([
  ['', 1],
  ['deg', 1],
  ['grad', 0.9],
  ['rad', 180 / Math.PI],
  ['turn', 360],
]);

function parseHslFunction(fn: string, values: ValueToken[], legacy: boolean): Color8 {
  const [hue, saturation, lightness] = values as [ValueToken, ValueToken, ValueToken];
  let h = 0;
  if (hue.kind === 'number') {
    const factor = DEGREES_PER.get(hue.unit);
    if (factor === undefined) {
      fail(
        `hsl hue ${hue.text} must be a number or an angle (deg, grad, rad, turn)`,
        `el tono hsl ${hue.text} debe ser un número o un ángulo (deg, grad, rad, turn)`,
      );
    }
    const degrees = hue.value * factor;
    if (!Number.isFinite(degrees)) fail(`hsl hue ${hue.text} is not a finite number`, `el tono hsl ${hue.text} no es un número finito`);
    h = ((degrees % 360) + 360) % 360; // an angle: any value, taken modulo one turn
  }
  const percent = (token: ValueToken, [what, whatEs]: What): number => {
    if (token.kind === 'none') return 0;
    if (legacy && token.unit !== '%') {
      fail(
        `${fn}() with commas takes saturation and lightness as percentages, got ${what} ${token.text}`,
        `${fn}() con comas lleva la saturación y la luminosidad como porcentajes; se recibió ${whatEs} ${token.text}`,
      );
    }
    if (token.unit !== '' && token.unit !== '%') {
      fail(`hsl ${what} ${token.text} must be a percentage or a number`, `${whatEs} hsl ${token.text} debe ser un porcentaje o un número`);
    }
    return inRange(token, [`hsl ${what}`, `${whatEs} hsl`], 100);
  };
  const s = percent(saturation, ['saturation', 'saturación']);
  const l = percent(lightness, ['lightness', 'luminosidad']);
  const [r, g, b] = hslToRgb8(h, s, l);
  return { r, g, b };
}

function parseFunction(lower: string, paren: number, text: string): ParsedColor {
  const fn = lower.slice(0, paren);
  if (!/^[a-z][a-z0-9-]*$/.test(fn)) fail(`'${text}' is not a color; ${EXPECTED}`, `'${text}' no es un color; ${EXPECTED_ES}`);
  if (fn !== 'rgb' && fn !== 'rgba' && fn !== 'hsl' && fn !== 'hsla') {
    fail(`${fn}() is not supported; ${EXPECTED}`, `${fn}() no se admite; ${EXPECTED_ES}`);
  }
  const close = lower.indexOf(')');
  if (close === -1) fail(`${fn}( is missing its closing ')'`, `a ${fn}( le falta el ')' de cierre`);
  if (close !== lower.length - 1) {
    const after = lower.slice(close + 1).trim();
    fail(`unexpected '${after}' after ${fn}()`, `'${after}' inesperado después de ${fn}()`);
  }
  const tokens = tokenize(lower.slice(paren + 1, close), fn);
  const { values, alpha, legacy } = splitArguments(tokens, fn);
  const isRgb = fn.startsWith('rgb');
  const color = isRgb ? parseRgbFunction(fn, values, legacy) : parseHslFunction(fn, values, legacy);
  if (alpha !== undefined) color.alpha = parseAlpha(alpha);
  return { format: isRgb ? 'rgb' : 'hsl', color };
}

/** Three whole numbers 0–255 separated by commas and/or whitespace, read as red, green, blue. */
function parseTriplet(lower: string, text: string): ParsedColor {
  const parts = lower.split(/\s*,\s*|\s+/);
  if (parts.length !== 3 || parts.includes('')) {
    fail(
      `a bare triplet is three whole numbers 0–255 (red, green, blue) separated by commas or spaces, got '${text}'`,
      `un trío suelto son tres números enteros de 0 a 255 (rojo, verde, azul) separados por comas o espacios; se recibió '${text}'`,
    );
  }
  const [r, g, b] = parts.map((part) => {
    if (!/^[+-]?\d+$/.test(part)) {
      fail(
        `triplet value '${part}' is not a whole number 0–255 (use rgb() for fractions and percentages)`,
        `el valor '${part}' del trío no es un número entero de 0 a 255 (usa rgb() para decimales y porcentajes)`,
      );
    }
    const value = Number(part);
    if (value < 0 || value > 255) fail(`rgb channel ${part} is out of range 0–255`, `canal rgb ${part} está fuera del intervalo 0–255`);
    return value === 0 ? 0 : value; // no -0
  }) as [number, number, number];
  return { format: 'triplet', color: { r, g, b } };
}

/** Any accepted notation → the 8-bit color and the notation it was written in. Whitespace around it is ignored. */
export function parseColor(value: string): ParsedColor {
  const text = value.trim();
  if (text === '') fail(`is empty; ${EXPECTED}`, `está vacío; ${EXPECTED_ES}`);
  const lower = text.toLowerCase();
  if (lower.startsWith('#')) return { format: 'hex', color: parseHex(lower.slice(1), text) };
  const paren = lower.indexOf('(');
  if (paren !== -1) return parseFunction(lower, paren, text);
  const rgb = NAMED.get(lower);
  if (rgb !== undefined) return { format: 'named', name: lower, color: { r: rgb >> 16, g: (rgb >> 8) & 0xff, b: rgb & 0xff } };
  if (lower === 'transparent') return { format: 'named', name: 'transparent', color: { r: 0, g: 0, b: 0, alpha: 0 } };
  // No CSS name is made only of the letters a–f, so digits 0–9 and a–f alone can only be hex without its '#'.
  if (HEX_DIGITS.test(lower)) return { format: 'hex', color: parseHex(lower, text) };
  if (/^[a-z][a-z\s_-]*$/.test(lower)) {
    if (lower === 'currentcolor') {
      fail(
        `'${text}' is the color of the element it is used on in CSS and has no value of its own`,
        `'${text}' es en CSS el color del elemento en el que se usa y no tiene valor propio`,
      );
    }
    const close = closestNames(lower, COLOR_NAMES);
    fail(
      `unknown color name '${text}'${didYouMean(lower, COLOR_NAMES) || `; ${EXPECTED}`}`,
      `nombre de color desconocido '${text}'` +
        (close.length > 0 ? `; ¿quizá querías decir ${close.map((name) => `'${name}'`).join(' o ')}?` : `; ${EXPECTED_ES}`),
    );
  }
  if (/^[+-]?[\d.]/.test(lower) && /[\s,]/.test(lower)) return parseTriplet(lower, text);
  fail(`'${text}' is not a color; ${EXPECTED}`, `'${text}' no es un color; ${EXPECTED_ES}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// Output

const hex2 = (byte: number) => byte.toString(16).padStart(2, '0');

/** Every view of one 8-bit color. */
export function describeColor(color: Color8): Omit<ColorResult, 'input'> {
  const { r, g, b, alpha } = color;
  const { h, s, l } = rgb8ToHsl(r, g, b);
  const a = alpha === undefined ? undefined : alphaOf(alpha);
  const slashAlpha = a === undefined ? '' : ` / ${a}`;
  return {
    hex: `#${hex2(r)}${hex2(g)}${hex2(b)}${alpha === undefined ? '' : hex2(alpha)}`,
    rgb: a === undefined ? { r, g, b } : { r, g, b, a },
    rgbString: `rgb(${r} ${g} ${b}${slashAlpha})`,
    hsl: a === undefined ? { h, s, l } : { h, s, l, a },
    hslString: `hsl(${h} ${s}% ${l}%${slashAlpha})`,
    names: namesOf(color),
  };
}

export function convertColor(value: string): ColorResult {
  const { format, name, color } = parseColor(value);
  return { input: name === undefined ? { format } : { format, name }, ...describeColor(color) };
}
