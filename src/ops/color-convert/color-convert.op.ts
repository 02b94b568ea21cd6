import * as z from 'zod';
import { lazy } from '../../core/lazy.js';
import { defineOperation } from '../../core/operation.js';

// culori's module graph is large unbundled; only this operation needs its table of named colors.
const logic = lazy(() => import('./color-convert.js'));

/** Keep equal to MAX_VALUE_LENGTH in color-convert.ts (checked by the tests); a literal here keeps the module lazy. */
const MAX_LENGTH = 100;

const FORMATS = ['hex', 'rgb', 'hsl', 'named', 'triplet'] as const;

const alpha = z
  .number()
  .min(0)
  .max(1)
  .optional()
  .describe('Alpha 0–1, present only when the input has one: two decimals when they give back the same byte (0.5), otherwise three (0.498).');

export default defineOperation({
  id: 'color-convert',
  title: 'Color converter',
  summary: 'Converts a color written as hex, rgb(), hsl(), a CSS color name or three numbers into hex, rgb and hsl.',
  agentDescription:
    'Converts a color to hex, rgb and hsl: hex, CSS rgb()/hsl() (comma or space syntax, alpha allowed), the 148 CSS named colors and transparent, or three numbers read as red, green, blue 0–255. Out-of-range values are an error, never clamped; lab(), color() and currentcolor are refused.',
  description:
    'Accepted, in any letter case and with surrounding whitespace ignored: hex with or without # (#rgb, #rgba, #rrggbb, #rrggbbaa; ' +
    'a bare ff8800 or f80 is hex too); rgb()/rgba() and hsl()/hsla() as CSS Color 4 defines them, in the comma syntax ' +
    '(rgb(255, 136, 0), hsla(32, 100%, 50%, 0.5)) or the space syntax with an optional "/ alpha" (rgb(255 136 0 / 50%)): ' +
    'channels as numbers 0–255 or percentages (all one kind in the comma syntax), hue in degrees or with a unit (deg, grad, rad, turn; ' +
    'any angle, taken modulo 360), saturation and lightness as percentages (plain numbers also allowed in the space syntax), ' +
    'alpha as 0–1 or a percentage, none meaning 0 in the space syntax; the 148 CSS Color 4 named colors plus transparent; and a bare ' +
    'triplet of three whole numbers separated by commas or spaces (255, 136, 0 or 255 136 0), always read as red, green, blue 0–255. ' +
    'Values out of range are a 400 naming the value (rgb channel 300 is out of range 0–255), never clamped as CSS would; ' +
    'an unknown name gets the closest names; other color functions (lab(), color()) and currentcolor are refused. ' +
    'Rounding: the color is reduced to 8 bits per channel, as hex holds it — each rgb channel and the alpha byte is the value ' +
    '(percentages and alpha times 255, hsl through the CSS Color 4 formula) rounded to the nearest integer, halves up ' +
    '(50% → 127.5 → 128). hex, rgb and hsl all describe that one 8-bit color, so an hsl() input may come back slightly different ' +
    '(hsl(30 50% 50%) → #bf8040 → hsl(30.2 49.8% 50%)). In hsl the hue (0 ≤ h < 360, 0 for grays), saturation and lightness are ' +
    'rounded half up to one decimal: the coarsest rounding at which hex → hsl → hex gives back every one of the 16,777,216 colors, ' +
    'which the test suite checks for all of them. Alpha appears only when the input has one (#rgba, #rrggbbaa, a fourth value or ' +
    '"/ alpha", transparent), even when it is 1: then hex has 8 digits, rgb and hsl have a, the strings end in "/ a". ' +
    'The strings use the CSS Color 4 space syntax (rgb(255 136 0 / 0.5), hsl(32 100% 50%)); hex is lowercase. ' +
    `names lists the CSS names of exactly this color (both when two share it: aqua and cyan), empty when none. value: at most ${MAX_LENGTH} characters.`,
  category: 'color',
  kind: 'utility',
  es: { title: 'Conversor de colores', summary: 'Convierte un color escrito como hex, rgb(), hsl(), nombre de color CSS o tres números a hex, rgb y hsl.' },
  input: z.strictObject({
    value: z
      .string()
      .max(MAX_LENGTH)
      .describe(
        'The color: hex (#f80, ff8800, #ff880080), rgb()/rgba() or hsl()/hsla() in comma or space syntax, a CSS color name, or three numbers 0–255 (255, 136, 0).',
      ),
  }),
  form: {
    value: {
      label: { en: 'Color', es: 'Color' },
      help: {
        en: 'A color as hex (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), a CSS color name or three numbers 0–255 (255, 136, 0).',
        es: 'El color: hex (#f80, #ff8800, #ff880080, con o sin #), rgb(255 136 0) o rgb(255, 136, 0) con alfa opcional, hsl(32 100% 50%) o hsl(32, 100%, 50%) con alfa opcional, un nombre de color CSS o tres números de 0 a 255 (255, 136, 0). Como máximo 100 caracteres.',
      },
    },
  },
  page: {
    headline: [
      { field: 'hex', label: { en: 'Hex', es: 'Hex' }, format: 'text', swatch: true },
      { field: 'rgbString', label: { en: 'RGB', es: 'RGB' }, format: 'text', swatch: true },
      { field: 'hslString', label: { en: 'HSL', es: 'HSL' }, format: 'text', swatch: true },
    ],
    details: [
      {
        field: 'input.format',
        label: { en: 'Written as', es: 'Escrito como' },
        format: 'text',
        choices: {
          hex: { en: 'hex', es: 'hex' },
          rgb: { en: 'rgb()', es: 'rgb()' },
          hsl: { en: 'hsl()', es: 'hsl()' },
          named: { en: 'CSS color name', es: 'nombre de color CSS' },
          triplet: { en: 'three numbers', es: 'tres números' },
        },
      },
      { field: 'rgb.r', label: { en: 'Red', es: 'Rojo' }, format: 'integer' },
      { field: 'rgb.g', label: { en: 'Green', es: 'Verde' }, format: 'integer' },
      { field: 'rgb.b', label: { en: 'Blue', es: 'Azul' }, format: 'integer' },
      { field: 'hsl.h', label: { en: 'Hue (degrees)', es: 'Tono (grados)' }, format: 'number' },
      { field: 'hsl.s', label: { en: 'Saturation', es: 'Saturación' }, format: 'percent' },
      { field: 'hsl.l', label: { en: 'Lightness', es: 'Luminosidad' }, format: 'percent' },
      { field: 'names', label: { en: 'CSS names of this color', es: 'Nombres CSS de este color' }, format: 'text' },
    ],
  },
  output: z.strictObject({
    input: z
      .strictObject({
        format: z.enum(FORMATS).describe('How the value was written: hex, rgb (rgb()/rgba()), hsl (hsl()/hsla()), named or triplet.'),
        name: z.string().optional().describe('The color name as given, lowercase; only when format is named.'),
      })
      .describe('What was recognised in the value.'),
    hex: z.string().describe('#rrggbb, or #rrggbbaa when the input has alpha; lowercase.'),
    rgb: z
      .strictObject({
        r: z.int().min(0).max(255).describe('Red, 0–255.'),
        g: z.int().min(0).max(255).describe('Green, 0–255.'),
        b: z.int().min(0).max(255).describe('Blue, 0–255.'),
        a: alpha,
      })
      .describe('The 8-bit channels.'),
    rgbString: z.string().describe('rgb(r g b) or rgb(r g b / a), CSS Color 4 space syntax.'),
    hsl: z
      .strictObject({
        h: z.number().min(0).lt(360).describe('Hue in degrees, 0 ≤ h < 360, one decimal; 0 for grays.'),
        s: z.number().min(0).max(100).describe('Saturation in percent, one decimal.'),
        l: z.number().min(0).max(100).describe('Lightness in percent, one decimal.'),
        a: alpha,
      })
      .describe('Hue, saturation and lightness of the same 8-bit color.'),
    hslString: z.string().describe('hsl(h s% l%) or hsl(h s% l% / a), CSS Color 4 space syntax.'),
    names: z.array(z.string()).describe('CSS color names of exactly this color (opaque, or transparent), alphabetical; empty when none.'),
  }),
  examples: [
    {
      title: 'Short hex',
      input: { value: '#f80' },
      output: {
        input: { format: 'hex' },
        hex: '#ff8800',
        rgb: { r: 255, g: 136, b: 0 },
        rgbString: 'rgb(255 136 0)',
        hsl: { h: 32, s: 100, l: 50 },
        hslString: 'hsl(32 100% 50%)',
        names: [],
      },
    },
    {
      title: 'Legacy hsla() with alpha',
      input: { value: 'hsla(210, 50%, 40%, 0.5)' },
      output: {
        input: { format: 'hsl' },
        hex: '#33669980',
        rgb: { r: 51, g: 102, b: 153, a: 0.5 },
        rgbString: 'rgb(51 102 153 / 0.5)',
        hsl: { h: 210, s: 50, l: 40, a: 0.5 },
        hslString: 'hsl(210 50% 40% / 0.5)',
        names: [],
      },
    },
    {
      title: 'A CSS color name',
      input: { value: 'RebeccaPurple' },
      output: {
        input: { format: 'named', name: 'rebeccapurple' },
        hex: '#663399',
        rgb: { r: 102, g: 51, b: 153 },
        rgbString: 'rgb(102 51 153)',
        hsl: { h: 270, s: 50, l: 40 },
        hslString: 'hsl(270 50% 40%)',
        names: ['rebeccapurple'],
      },
    },
  ],
  // Input is bounded at 100 characters, so the worst case is the longest valid value: a space-syntax hsl() with an
  // angle unit, long fractions and a percentage alpha (every branch of the tokenizer), padded with whitespace.
  worstCase: () => ({ value: '   hsla(359.99999999999999deg 99.999999999999% 49.99999999999999% / 99.9999999999999%)'.padEnd(MAX_LENGTH, ' ') }),
  run: async ({ value }) => (await logic()).convertColor(value),
});
