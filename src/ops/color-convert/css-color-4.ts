// The CSS Color 4 functions beyond rgb() and hsl(): hwb(), lab(), lch(), oklab(), oklch() and color(). The arguments
// are checked here, so that a mistake gets a message naming it; culori then reads them (percentage references, angle
// units, the color() spaces) and does every conversion.
import {
  converter,
  getMode,
  modeA98,
  modeHsl,
  modeHsv,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  useMode,
  type Color,
} from 'culori/fn';
import { fail, inRange, isValue, parseAlpha, parseHue, roundHalfUp, tokenize, type Token, type ValueToken } from './css-tokens.js';

for (const mode of [modeRgb, modeHsl, modeHsv, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeLrgb, modeP3, modeA98, modeProphoto, modeRec2020, modeXyz50, modeXyz65]) {
  useMode(mode);
}

export type ModernFunction = 'hwb' | 'lab' | 'lch' | 'oklab' | 'oklch' | 'color';
export const MODERN_FUNCTIONS: readonly string[] = ['hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** color()'s predefined spaces (CSS Color 4 §10), as written. */
export const COLOR_SPACES = ['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz', 'xyz-d50', 'xyz-d65'] as const;
export type ColorSpace = (typeof COLOR_SPACES)[number];

/**
 * What each argument may be. CSS clamps a lightness outside its range, a negative chroma and (here, as for hsl()) a
 * whiteness or blackness outside 0–100%; this operation refuses them instead, as it refuses rgb(300 0 0). a, b and the
 * color() channels are unbounded: a color outside sRGB is valid and is gamut-mapped.
 */
type Argument =
  | { kind: 'hue' }
  | { kind: 'bounded'; en: string; es: string; max: number }
  | { kind: 'chroma' }
  | { kind: 'free'; en: string; es: string };

const HUE = { kind: 'hue' } as const;
const CHROMA = { kind: 'chroma' } as const;
const free = (name: string): Argument => ({ kind: 'free', en: name, es: name });
const lightness = (max: number): Argument => ({ kind: 'bounded', en: 'lightness', es: 'luminosidad', max });

const ARGUMENTS: Record<Exclude<ModernFunction, 'color'>, { names: string; args: readonly Argument[] }> = {
  hwb: {
    names: 'h w b',
    args: [HUE, { kind: 'bounded', en: 'whiteness', es: 'blancura', max: 100 }, { kind: 'bounded', en: 'blackness', es: 'negrura', max: 100 }],
  },
  lab: { names: 'L a b', args: [lightness(100), free('a'), free('b')] },
  lch: { names: 'L C H', args: [lightness(100), CHROMA, HUE] },
  oklab: { names: 'L a b', args: [lightness(1), free('a'), free('b')] },
  oklch: { names: 'L C H', args: [lightness(1), CHROMA, HUE] },
};

export interface ModernColor {
  format: ModernFunction;
  space?: ColorSpace;
  /** The color as culori holds it, `none` counted as 0, without alpha. */
  exact: Color;
  /** The alpha byte, when the input has one. */
  alpha?: number;
}

/** `a b c` or `a b c / alpha`: CSS Color 4 gives these functions no comma syntax. */
function splitModern(tokens: Token[], fn: string, names: string, lead = ''): { values: ValueToken[]; alpha?: ValueToken } {
  const ok =
    (tokens.length === 3 && tokens.every(isValue)) || (tokens.length === 5 && tokens.every((t, i) => (i === 3 ? t.kind === '/' : isValue(t))));
  if (!ok) {
    const got = `${fn}(${lead}${tokens.map((t) => t.text).join(' ').replaceAll(' ,', ',')})`;
    fail(
      `${fn}() takes ${fn}(${names}) or ${fn}(${names} / alpha), separated by spaces; got ${got}`,
      `${fn}() se escribe ${fn}(${names}) o ${fn}(${names} / alfa), separados por espacios; se recibió ${got}`,
    );
  }
  const values = tokens.filter(isValue);
  return { values: values.slice(0, 3), alpha: values[3] };
}

function checkArgument(token: ValueToken, argument: Argument, fn: string): void {
  if (token.kind === 'none') return;
  if (argument.kind === 'hue') {
    parseHue(token, fn);
    return;
  }
  const [en, es] = argument.kind === 'chroma' ? ['chroma', 'croma'] : [argument.en, argument.es];
  if (token.unit !== '' && token.unit !== '%') {
    fail(`${fn} ${en} ${token.text} must be a number or a percentage`, `${es} ${fn} ${token.text} debe ser un número o un porcentaje`);
  }
  if (argument.kind === 'bounded') inRange(token, [`${fn} ${en}`, `${es} ${fn}`], argument.max);
  else if (!Number.isFinite(token.value)) fail(`${fn} ${en} ${token.text} is not a finite number`, `${es} ${fn} ${token.text} no es un número finito`);
  else if (argument.kind === 'chroma' && token.value < 0) {
    fail(`${fn} chroma ${token.text} is negative; use 0 or more`, `croma ${fn} ${token.text} es negativo; usa 0 o más`);
  }
}

/** color(space c1 c2 c3 [/ alpha]): the space, then three numbers or percentages (unbounded) or none. */
function splitColorFunction(inner: string): { space: ColorSpace; rest: string } {
  const match = /^\s*([^\s/]*)(.*)$/s.exec(inner)!;
  const space = match[1]!;
  if (!(COLOR_SPACES as readonly string[]).includes(space)) {
    const list = COLOR_SPACES.join(', ');
    fail(
      `color() takes a color space first (${list}); got '${space}'`,
      `color() lleva primero un espacio de color (${list}); se recibió '${space}'`,
    );
  }
  return { space: space as ColorSpace, rest: match[2]! };
}

/** Channels left `none` (missing in culori) count as 0, as CSS converts them. Alpha is kept apart, as a byte. */
function filled(color: Color): Color {
  const result: Record<string, unknown> = { mode: color.mode };
  for (const channel of getMode(color.mode).channels) {
    if (channel !== 'alpha') result[channel] = (color as unknown as Record<string, number | undefined>)[channel] ?? 0;
  }
  return result as unknown as Color;
}

/** One of the CSS Color 4 functions, lowercase, as `fn` and the text between its parentheses. */
export function parseModernFunction(fn: ModernFunction, inner: string): ModernColor {
  let space: ColorSpace | undefined;
  let values: ValueToken[];
  let alpha: ValueToken | undefined;
  if (fn === 'color') {
    const split = splitColorFunction(inner);
    space = split.space;
    ({ values, alpha } = splitModern(tokenize(split.rest, fn), fn, `${space} c1 c2 c3`, `${space} `));
    for (const token of values) checkArgument(token, free('channel'), `color(${space})`);
  } else {
    const { names, args } = ARGUMENTS[fn];
    ({ values, alpha } = splitModern(tokenize(inner, fn), fn, names));
    values.forEach((token, i) => checkArgument(token, args[i]!, fn));
  }
  const alphaByte = alpha === undefined ? undefined : parseAlpha(alpha);
  const parsed = parse(`${fn}(${inner})`);
  // Everything checked above is CSS that culori reads (the tests hold it to that); this is a guard, not a path.
  if (parsed === undefined) fail(`${fn}() could not be read`, `no se pudo leer ${fn}()`);
  const color: ModernColor = { format: fn, exact: filled(parsed) };
  if (space !== undefined) color.space = space;
  if (alphaByte !== undefined) color.alpha = alphaByte;
  return color;
}

// ---------------------------------------------------------------------------------------------------------------------
// To sRGB

const toRgb = converter('rgb');
const mapToSrgb = toGamut('rgb', 'oklch');
export const toOklch = converter('oklch');

/** Half an 8-bit step: a channel closer than this to [0, 1] is float noise or rounding, not a color outside sRGB. */
const TOLERANCE = 0.5 / 255;

/**
 * Any color → 8-bit sRGB channels, each × 255 rounded half up. A color outside sRGB is first brought inside with
 * CSS Color 4's gamut mapping (culori's toGamut: lower the oklch chroma until the clipped color is within a JND of 0.02).
 */
export function toSrgb8(exact: Color): { r: number; g: number; b: number; gamutMapped: boolean } {
  const rgb = toRgb(exact);
  const channels = [rgb.r, rgb.g, rgb.b];
  if (!channels.every(Number.isFinite)) {
    fail('the color is too far outside any real color to convert; use smaller values', 'el color está demasiado lejos de cualquier color real para convertirlo; usa valores menores');
  }
  const gamutMapped = channels.some((c) => c < -TOLERANCE || c > 1 + TOLERANCE);
  const inside = gamutMapped ? mapToSrgb(exact) : rgb;
  const byte = (c: number) => roundHalfUp(Math.min(1, Math.max(0, c)) * 255);
  return { r: byte(inside.r), g: byte(inside.g), b: byte(inside.b), gamutMapped };
}

