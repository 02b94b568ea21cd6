import { colorsNamed, type Color } from 'culori/fn';
import { closestNames, didYouMean } from '../../core/errors.js';
import { MODERN_FUNCTIONS, parseModernFunction, toOklch, toSrgb8, type ColorSpace, type ModernFunction } from './css-color-4.js';
import { fail, inRange, isValue, parseAlpha, parseHue, roundHalfUp, tokenize, type Token, type ValueToken, type What } from './css-tokens.js';

export { roundHalfUp };

export type InputFormat = 'hex' | 'rgb' | 'hsl' | 'named' | 'triplet' | ModernFunction;

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
  /** color()'s space, when the input was color(). */
  space?: ColorSpace;
  /** The 8-bit sRGB color (gamut-mapped when the input lies outside sRGB). */
  color: Color8;
  /** The color as given, before 8-bit rounding and gamut mapping (culori's object, without alpha). */
  exact: Color;
  gamutMapped: boolean;
}

type WithAlpha<T> = T & { a?: number };

export interface ColorResult {
  input: { format: InputFormat; name?: string; space?: ColorSpace };
  hex: string;
  rgb: WithAlpha<{ r: number; g: number; b: number }>;
  rgbString: string;
  hsl: WithAlpha<{ h: number; s: number; l: number }>;
  hslString: string;
  hwb: WithAlpha<{ h: number; w: number; b: number }>;
  hwbString: string;
  hsv: WithAlpha<{ h: number; s: number; v: number }>;
  oklch: WithAlpha<{ l: number; c: number; h: number }>;
  oklchString: string;
  gamutMapped: boolean;
  names: string[];
}

/** Longest accepted value: every real notation fits with room to spare. */
export const MAX_VALUE_LENGTH = 100;

export const EXPECTED =
  'expected a hex color (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), oklch(0.637 0.237 25.331), ' +
  'hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), a CSS color name (orange) or three numbers 0–255 (255, 136, 0)';
const EXPECTED_ES =
  'se esperaba un color hex (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), oklch(0.637 0.237 25.331), ' +
  'hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), un nombre de color CSS (orange) o tres números de 0 a 255 (255, 136, 0)';

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

/**
 * `a, b, c` / `a, b, c, alpha` (legacy, commas) or `a b c` / `a b c / alpha` (modern, spaces): the three values, the
 * alpha if any and which syntax it was. Anything else is the same one error naming the four shapes.
 */
function splitArguments(tokens: Token[], fn: string): { values: ValueToken[]; alpha?: ValueToken; legacy: boolean } {
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

const RGB_CHANNEL: What = ['rgb channel', 'canal rgb'];

/** rgb()'s three channels: each 0–255 as given (the exact color) and rounded half up (the 8-bit one). */
function parseRgbFunction(fn: string, values: ValueToken[], legacy: boolean): { color: Color8; exact: Color } {
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
    return t.unit === '%' ? (value * 255) / 100 : value;
  }) as [number, number, number];
  return { color: { r: roundHalfUp(r), g: roundHalfUp(g), b: roundHalfUp(b) }, exact: { mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 } };
}

function parseHslFunction(fn: string, values: ValueToken[], legacy: boolean): { color: Color8; exact: Color } {
  const [hue, saturation, lightness] = values as [ValueToken, ValueToken, ValueToken];
  const h = parseHue(hue, 'hsl');
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
  return { color: { r, g, b }, exact: { mode: 'hsl', h, s: s / 100, l: l / 100 } };
}

/** CSS functions that are colors in Chromium but have no value of their own here: what to send instead. */
const REFUSED_FUNCTIONS: ReadonlyMap<string, What> = new Map([
  [
    'color-mix',
    [
      'color-mix() is mixed by the browser from other colors; give the mixed color itself, or each color on its own',
      'color-mix() lo mezcla el navegador a partir de otros colores; indica el color ya mezclado, o cada color por separado',
    ],
  ],
  [
    'light-dark',
    [
      "light-dark() picks one of two colors by the page's color scheme; give one of the two",
      'light-dark() elige uno de dos colores según el esquema de color de la página; indica uno de los dos',
    ],
  ],
  ['var', ['var() is a CSS custom property; give its value', 'var() es una propiedad personalizada de CSS; indica su valor']],
]);

function parseFunction(lower: string, paren: number, text: string): ParsedColor {
  const fn = lower.slice(0, paren);
  if (!/^[a-z][a-z0-9-]*$/.test(fn)) fail(`'${text}' is not a color; ${EXPECTED}`, `'${text}' no es un color; ${EXPECTED_ES}`);
  const refused = REFUSED_FUNCTIONS.get(fn);
  if (refused !== undefined) fail(...refused);
  const isLegacy = fn === 'rgb' || fn === 'rgba' || fn === 'hsl' || fn === 'hsla';
  if (!isLegacy && !MODERN_FUNCTIONS.includes(fn)) fail(`${fn}() is not supported; ${EXPECTED}`, `${fn}() no se admite; ${EXPECTED_ES}`);
  const close = lower.indexOf(')');
  if (close === -1) fail(`${fn}( is missing its closing ')'`, `a ${fn}( le falta el ')' de cierre`);
  if (close !== lower.length - 1) {
    const after = lower.slice(close + 1).trim();
    fail(`unexpected '${after}' after ${fn}()`, `'${after}' inesperado después de ${fn}()`);
  }
  const inner = lower.slice(paren + 1, close);
  if (/^\s*from\b/.test(inner)) {
    fail(
      `relative color syntax (${fn}(from …)) is not supported; give the origin color, or the resulting color's own values`,
      `la sintaxis de color relativo (${fn}(from …)) no se admite; indica el color de origen, o los valores del color resultante`,
    );
  }
  if (!isLegacy) {
    const { format, space, exact, alpha } = parseModernFunction(fn as ModernFunction, inner);
    const { gamutMapped, ...rgb } = toSrgb8(exact);
    const parsed: ParsedColor = { format, color: alpha === undefined ? rgb : { ...rgb, alpha }, exact, gamutMapped };
    if (space !== undefined) parsed.space = space;
    return parsed;
  }
  const tokens = tokenize(inner, fn);
  const { values, alpha, legacy } = splitArguments(tokens, fn);
  const isRgb = fn.startsWith('rgb');
  const { color, exact } = isRgb ? parseRgbFunction(fn, values, legacy) : parseHslFunction(fn, values, legacy);
  if (alpha !== undefined) color.alpha = parseAlpha(alpha);
  return { format: isRgb ? 'rgb' : 'hsl', color, exact, gamutMapped: false };
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
  return fromBytes('triplet', { r, g, b });
}


/** A color given as bytes (hex, a name, a triplet): the exact color is those bytes. */
function fromBytes(format: InputFormat, color: Color8, name?: string): ParsedColor {
  const parsed: ParsedColor = { format, color, exact: { mode: 'rgb', r: color.r / 255, g: color.g / 255, b: color.b / 255 }, gamutMapped: false };
  if (name !== undefined) parsed.name = name;
  return parsed;
}

/**
 * CSS Color 4 §6.2's system colors, current and deprecated (Chromium accepts both): their value depends on the browser
 * and the user's theme.
 */
const SYSTEM_COLORS: ReadonlySet<string> = new Set(
  (
    'accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field fieldtext graytext ' +
    'highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext activeborder activecaption ' +
    'appworkspace background buttonhighlight buttonshadow captiontext inactiveborder inactivecaption inactivecaptiontext ' +
    'infobackground infotext menu menutext scrollbar threeddarkshadow threedface threedhighlight threedlightshadow ' +
    'threedshadow window windowframe windowtext'
  ).split(' '),
);

/**
 * Any accepted notation → the 8-bit color and the notation it was written in. Whitespace around it, one trailing ';'
 * (as pasted from a stylesheet) and letter case are ignored.
 */
export function parseColor(value: string): ParsedColor {
  const text = value.trim().replace(/\s*;$/, '');
  if (text === '') fail(`is empty; ${EXPECTED}`, `está vacío; ${EXPECTED_ES}`);
  const lower = text.toLowerCase();
  if (lower.startsWith('#')) return fromBytes('hex', parseHex(lower.slice(1), text));
  if (lower.startsWith('0x')) return fromBytes('hex', parseHex(lower.slice(2), text));
  const paren = lower.indexOf('(');
  if (paren !== -1) return parseFunction(lower, paren, text);
  const rgb = NAMED.get(lower);
  if (rgb !== undefined) return fromBytes('named', { r: rgb >> 16, g: (rgb >> 8) & 0xff, b: rgb & 0xff }, lower);
  if (lower === 'transparent') return fromBytes('named', { r: 0, g: 0, b: 0, alpha: 0 }, 'transparent');
  // No CSS name is made only of the letters a–f, so digits 0–9 and a–f alone can only be hex without its '#'.
  if (HEX_DIGITS.test(lower)) return fromBytes('hex', parseHex(lower, text));
  if (/^[a-z][a-z\s_-]*$/.test(lower)) {
    if (lower === 'currentcolor') {
      fail(
        `'${text}' is the color of the element it is used on in CSS and has no value of its own`,
        `'${text}' es en CSS el color del elemento en el que se usa y no tiene valor propio`,
      );
    }
    if (SYSTEM_COLORS.has(lower)) {
      fail(
        `'${text}' is a CSS system color: its value depends on the browser and the user's theme; give the color itself`,
        `'${text}' es un color de sistema de CSS: su valor depende del navegador y del tema del usuario; indica el color en sí`,
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

/** x rounded half up to `decimals` decimals. */
const roundTo = (x: number, decimals: number) => roundHalfUp(x * 10 ** decimals) / 10 ** decimals + 0; // + 0: no -0

/**
 * 8-bit rgb → hwb and hsv, with hsl's hue and, like hsl, whiteness, blackness, saturation and value in percent rounded
 * half up to one decimal from exact integer ratios (white = min / 255, black = 1 − max / 255, s = chroma / max,
 * v = max / 255: CSS Color 4 §8 and the hsv formulas culori uses).
 */
export function rgb8ToHwbHsv(r: number, g: number, b: number): { hwb: { h: number; w: number; b: number }; hsv: { h: number; s: number; v: number } } {
  const { h } = rgb8ToHsl(r, g, b);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const tenths = (numerator: number, denominator: number) => (denominator === 0 ? 0 : Math.round((1000 * numerator) / denominator) / 10);
  return {
    hwb: { h, w: tenths(min, 255), b: tenths(255 - max, 255) },
    hsv: { h, s: tenths(max - min, max), v: tenths(max, 255) },
  };
}

/**
 * The exact color in oklch: lightness to 4 decimals, chroma to 5, hue to 2 (0 when the chroma rounds to 0): the
 * coarsest rounding at which every 8-bit color comes back from its oklchString (the test suite checks all 16,777,216).
 */
export function oklchOf(exact: Color): { l: number; c: number; h: number } {
  const { l, c, h } = toOklch(exact);
  const chroma = roundTo(c, 5);
  const hue = chroma === 0 || h === undefined ? 0 : roundTo(h, 2) % 360;
  return { l: roundTo(l, 4), c: chroma, h: hue };
}

/** Every view of one color. */
export function describeColor({ color, exact, gamutMapped }: Pick<ParsedColor, 'color' | 'exact' | 'gamutMapped'>): Omit<ColorResult, 'input'> {
  const { r, g, b, alpha } = color;
  const hsl = rgb8ToHsl(r, g, b);
  const { hwb, hsv } = rgb8ToHwbHsv(r, g, b);
  const oklch = oklchOf(exact);
  const a = alpha === undefined ? undefined : alphaOf(alpha);
  const slashAlpha = a === undefined ? '' : ` / ${a}`;
  const withAlpha = <T extends object>(fields: T): WithAlpha<T> => (a === undefined ? fields : { ...fields, a });
  return {
    hex: `#${hex2(r)}${hex2(g)}${hex2(b)}${alpha === undefined ? '' : hex2(alpha)}`,
    rgb: withAlpha({ r, g, b }),
    rgbString: `rgb(${r} ${g} ${b}${slashAlpha})`,
    hsl: withAlpha(hsl),
    hslString: `hsl(${hsl.h} ${hsl.s}% ${hsl.l}%${slashAlpha})`,
    hwb: withAlpha(hwb),
    hwbString: `hwb(${hwb.h} ${hwb.w}% ${hwb.b}%${slashAlpha})`,
    hsv: withAlpha(hsv),
    oklch: withAlpha(oklch),
    oklchString: `oklch(${oklch.l} ${oklch.c} ${oklch.h}${slashAlpha})`,
    gamutMapped,
    names: namesOf(color),
  };
}

export function convertColor(value: string): ColorResult {
  const parsed = parseColor(value);
  const input: ColorResult['input'] = { format: parsed.format };
  if (parsed.name !== undefined) input.name = parsed.name;
  if (parsed.space !== undefined) input.space = parsed.space;
  return { input, ...describeColor(parsed) };
}
