import * as z from 'zod';
import { lazy } from '../../core/lazy.js';
import { defineOperation } from '../../core/operation.js';

// culori's module graph is large unbundled, and only this operation uses it (parsing, conversions, named colors).
const logic = lazy(() => import('./color-convert.js'));

/** Keep equal to MAX_VALUE_LENGTH in color-convert.ts (checked by the tests); a literal here keeps the module lazy. */
const MAX_LENGTH = 100;

const FORMATS = ['hex', 'rgb', 'hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'named', 'triplet'] as const;
const FORMAT_WORDS = {
  hex: { en: 'hex', es: 'hex' },
  rgb: { en: 'rgb()', es: 'rgb()' },
  hsl: { en: 'hsl()', es: 'hsl()' },
  hwb: { en: 'hwb()', es: 'hwb()' },
  lab: { en: 'lab()', es: 'lab()' },
  lch: { en: 'lch()', es: 'lch()' },
  oklab: { en: 'oklab()', es: 'oklab()' },
  oklch: { en: 'oklch()', es: 'oklch()' },
  color: { en: 'color()', es: 'color()' },
  named: { en: 'CSS color name', es: 'nombre de color CSS' },
  triplet: { en: 'three numbers', es: 'tres números' },
} as const;
/** Hue as hsl gives it, shared by hwb and hsv. */
const hue = z.number().min(0).lt(360).describe('Hue in degrees, 0 ≤ h < 360, one decimal; 0 for grays.');
const percent = (what: string) => z.number().min(0).max(100).describe(`${what} in percent, one decimal.`);

const alpha = z
  .number()
  .min(0)
  .max(1)
  .optional()
  .describe('Alpha 0–1, present only when the input has one: two decimals when they give back the same byte (0.5), otherwise three (0.498).');

export default defineOperation({
  id: 'color-convert',
  title: 'Color converter',
  summary: 'Converts a CSS color (hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a name) into hex, rgb, hsl, hwb, hsv and oklch.',
  agentDescription:
    'Converts a color to hex, rgb, hsl, hwb, hsv and oklch. Reads hex (also 0x), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), CSS names, three numbers 0–255. Colors outside sRGB are gamut-mapped (gamutMapped); oklch keeps the exact color. Out-of-range values are refused, never clamped.',
  description:
    'Accepted, in any letter case, with surrounding whitespace and one trailing ";" (as pasted from a stylesheet) ignored: ' +
    'hex with #, with 0x or with nothing (#rgb, #rgba, #rrggbb, #rrggbbaa; 0xff8800; a bare ff8800 or f80); ' +
    'rgb()/rgba() and hsl()/hsla() in the comma syntax (rgb(255, 136, 0), hsla(32, 100%, 50%, 0.5)) or the space syntax with ' +
    'an optional "/ alpha" (rgb(255 136 0 / 50%)): channels as numbers 0–255 or percentages (all one kind in the comma syntax), ' +
    'hue in degrees or with a unit (deg, grad, rad, turn; any angle, taken modulo 360), saturation and lightness as percentages ' +
    '(plain numbers also allowed in the space syntax); the CSS Color 4 functions, space syntax only, each argument a number, a ' +
    'percentage or none: hwb(h w b), lab(L a b), lch(L C H), oklab(L a b), oklch(L C H) (Tailwind 4 writes its palette so: ' +
    'oklch(0.637 0.237 25.331)) and color(space c1 c2 c3) with the predefined spaces srgb, srgb-linear, display-p3, a98-rgb, ' +
    'prophoto-rgb, rec2020, xyz, xyz-d50 and xyz-d65, percentages meaning what CSS Color 4 says (lab a 100% = 125, oklch C 100% = 0.4); ' +
    'alpha as 0–1 or a percentage everywhere; none counts as 0, as CSS converts it; the 148 CSS Color 4 named colors plus ' +
    'transparent; and a bare triplet of three whole numbers separated by commas or spaces (255, 136, 0), read as red, green, blue 0–255. ' +
    'culori reads the CSS Color 4 functions and does every conversion between color spaces. ' +
    'Values CSS would clamp are a 400 naming the value, never clamped: rgb channels outside 0–255, saturation, lightness, ' +
    'whiteness, blackness or alpha outside their range, a negative chroma (rgb channel 300 is out of range 0–255). ' +
    'a, b and the color() channels are unbounded, as in CSS: such a color may lie outside sRGB. ' +
    'Refused with a message saying what to send instead: currentcolor and the system colors (Canvas, ButtonText…), whose value ' +
    'depends on the page or the browser; color-mix(), light-dark(), var() and the relative syntax (rgb(from …)), which compute ' +
    'a color from others; an unknown name gets the closest names. ' +
    'Out: hex, rgb, hsl, hwb and hsv describe one 8-bit sRGB color, as hex holds it: each channel and the alpha byte is the value ' +
    'rounded to the nearest integer, halves up (50% → 127.5 → 128), so an hsl() input may come back slightly different ' +
    '(hsl(30 50% 50%) → #bf8040 → hsl(30.2 49.8% 50%)). A color outside sRGB (color(display-p3 1 0 0), a vivid oklch()) is first ' +
    "brought inside with CSS Color 4's gamut mapping (lower the oklch chroma at the same lightness and hue until the clipped " +
    'color is within 0.02 of it; culori\'s toGamut), and gamutMapped is true; a channel within half an 8-bit step of the range ' +
    'counts as inside. In hsl, hwb and hsv the hue (0 ≤ h < 360, 0 for grays) and the percentages are rounded half up to one ' +
    'decimal: the coarsest rounding at which hex → hsl → hex gives back every one of the 16,777,216 colors, which the tests check. ' +
    'oklch is the color as given, before gamut mapping and 8-bit rounding, so an oklch() input comes back as it was: L (0–1) to 4 ' +
    'decimals, C to 5 and H to 2 (0 when C is 0), the coarsest rounding at which every one of the 16,777,216 8-bit colors comes ' +
    'back from its oklchString. Alpha appears only when the input has one (#rgba, a fourth value or "/ alpha", transparent), even ' +
    'when it is 1, as the 8-bit alpha everywhere: two decimals when they give back the same byte (0.5), otherwise three (0.498); ' +
    'then hex has 8 digits and the strings end in "/ a". The strings use the CSS Color 4 space syntax (rgb(255 136 0 / 0.5), ' +
    'hsl(32 100% 50%), hwb(32 0% 0%), oklch(0.7442 0.18117 56.46)); hsv has no CSS syntax, so no string; hex is lowercase. ' +
    `names lists the CSS names of exactly this color (both when two share it: aqua and cyan), empty when none. value: at most ${MAX_LENGTH} characters.`,
  category: 'color',
  kind: 'utility',
  es: {
    title: 'Conversor de colores',
    summary: 'Convierte un color CSS (hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), un nombre) a hex, rgb, hsl, hwb, hsv y oklch.',
  },
  input: z.strictObject({
    value: z
      .string()
      .max(MAX_LENGTH)
      .describe('CSS color: hex, rgb(), hsl(), hwb(), lab(), lch(), oklch(), color(), a name, or 255,136,0.'),
  }),
  form: {
    value: {
      label: { en: 'Color', es: 'Color' },
      help: {
        en: 'A color as hex (#f80, #ff8800, 0xff8800), rgb(255 136 0), hsl(32 100% 50%), oklch(0.637 0.237 25.331), hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), a CSS color name or three numbers 0–255 (255, 136, 0).',
        es: 'El color: hex (#f80, #ff8800, #ff880080, con #, con 0x o sin nada), rgb(255 136 0) o rgb(255, 136, 0) con alfa opcional, hsl(32 100% 50%) o hsl(32, 100%, 50%), oklch(0.637 0.237 25.331), hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), un nombre de color CSS o tres números de 0 a 255 (255, 136, 0). Se ignoran el punto y coma final y los espacios. Como máximo 100 caracteres.',
      },
    },
  },
  page: {
    headline: [
      { field: 'hex', label: { en: 'Hex', es: 'Hex' }, format: 'text', swatch: true },
      { field: 'rgbString', label: { en: 'RGB', es: 'RGB' }, format: 'text', swatch: true },
      { field: 'hslString', label: { en: 'HSL', es: 'HSL' }, format: 'text', swatch: true },
      { field: 'oklchString', label: { en: 'OKLCH', es: 'OKLCH' }, format: 'text', swatch: true },
    ],
    details: [
      {
        field: 'input.format',
        label: { en: 'Written as', es: 'Escrito como' },
        format: 'text',
        choices: FORMAT_WORDS,
      },
      { field: 'input.space', label: { en: 'color() space', es: 'Espacio de color()' }, format: 'text' },
      { field: 'gamutMapped', label: { en: 'Brought into sRGB (gamut mapping)', es: 'Ajustado a la gama sRGB' }, format: 'boolean' },
      { field: 'hwbString', label: { en: 'HWB', es: 'HWB' }, format: 'text' },
      { field: 'rgb.r', label: { en: 'Red', es: 'Rojo' }, format: 'integer' },
      { field: 'rgb.g', label: { en: 'Green', es: 'Verde' }, format: 'integer' },
      { field: 'rgb.b', label: { en: 'Blue', es: 'Azul' }, format: 'integer' },
      { field: 'hsl.h', label: { en: 'Hue (degrees)', es: 'Tono (grados)' }, format: 'number' },
      { field: 'hsl.s', label: { en: 'Saturation', es: 'Saturación' }, format: 'percent' },
      { field: 'hsl.l', label: { en: 'Lightness', es: 'Luminosidad' }, format: 'percent' },
      { field: 'hsv.s', label: { en: 'HSV saturation', es: 'Saturación HSV' }, format: 'percent' },
      { field: 'hsv.v', label: { en: 'HSV value', es: 'Valor HSV' }, format: 'percent' },
      { field: 'names', label: { en: 'CSS names of this color', es: 'Nombres CSS de este color' }, format: 'text' },
    ],
  },
  output: z.strictObject({
    input: z
      .strictObject({
        format: z.enum(FORMATS).describe('How the value was written: hex, a CSS function (rgb also for rgba()), named or triplet.'),
        name: z.string().optional().describe('The color name as given, lowercase; only when format is named.'),
        space: z.string().optional().describe("color()'s space (display-p3…); only when format is color."),
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
      .strictObject({ h: hue, s: percent('Saturation'), l: percent('Lightness'), a: alpha })
      .describe('Hue, saturation and lightness of the same 8-bit color.'),
    hslString: z.string().describe('hsl(h s% l%) or hsl(h s% l% / a), CSS Color 4 space syntax.'),
    hwb: z
      .strictObject({ h: hue, w: percent('Whiteness'), b: percent('Blackness'), a: alpha })
      .describe('Hue, whiteness and blackness of the same 8-bit color.'),
    hwbString: z.string().describe('hwb(h w% b%) or hwb(h w% b% / a).'),
    hsv: z
      .strictObject({ h: hue, s: percent('Saturation'), v: percent('Value (brightness)'), a: alpha })
      .describe('Hue, saturation and value (HSB) of the same 8-bit color; no CSS syntax.'),
    oklch: z
      .strictObject({
        l: z.number().describe('Lightness, 0–1 for visible colors, 4 decimals.'),
        c: z.number().min(0).describe('Chroma, 5 decimals.'),
        h: z.number().min(0).lt(360).describe('Hue in degrees, 2 decimals; 0 when the chroma is 0.'),
        a: alpha,
      })
      .describe('The color as given (not gamut-mapped, not rounded to 8 bits) in oklch.'),
    oklchString: z.string().describe('oklch(L C H) or oklch(L C H / a).'),
    gamutMapped: z.boolean().describe('The color lies outside sRGB: hex, rgb, hsl, hwb and hsv give its CSS Color 4 gamut mapping.'),
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
        hwb: { h: 32, w: 0, b: 0 },
        hwbString: 'hwb(32 0% 0%)',
        hsv: { h: 32, s: 100, v: 100 },
        oklch: { l: 0.7442, c: 0.18117, h: 56.46 },
        oklchString: 'oklch(0.7442 0.18117 56.46)',
        gamutMapped: false,
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
        hwb: { h: 210, w: 20, b: 40, a: 0.5 },
        hwbString: 'hwb(210 20% 40% / 0.5)',
        hsv: { h: 210, s: 66.7, v: 60, a: 0.5 },
        oklch: { l: 0.4993, c: 0.09866, h: 250.43, a: 0.5 },
        oklchString: 'oklch(0.4993 0.09866 250.43 / 0.5)',
        gamutMapped: false,
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
        hwb: { h: 270, w: 20, b: 40 },
        hwbString: 'hwb(270 20% 40%)',
        hsv: { h: 270, s: 66.7, v: 60 },
        oklch: { l: 0.4403, c: 0.1603, h: 303.37 },
        oklchString: 'oklch(0.4403 0.1603 303.37)',
        gamutMapped: false,
        names: ['rebeccapurple'],
      },
    },
    {
      title: "Tailwind 4's red-500, in oklch()",
      input: { value: 'oklch(0.637 0.237 25.331)' },
      output: {
        input: { format: 'oklch' },
        hex: '#fb2c36',
        rgb: { r: 251, g: 44, b: 54 },
        rgbString: 'rgb(251 44 54)',
        hsl: { h: 357.1, s: 96.3, l: 57.8 },
        hslString: 'hsl(357.1 96.3% 57.8%)',
        hwb: { h: 357.1, w: 17.3, b: 1.6 },
        hwbString: 'hwb(357.1 17.3% 1.6%)',
        hsv: { h: 357.1, s: 82.5, v: 98.4 },
        oklch: { l: 0.637, c: 0.237, h: 25.33 },
        oklchString: 'oklch(0.637 0.237 25.33)',
        gamutMapped: false,
        names: [],
      },
    },
    {
      title: 'A display-p3 color outside sRGB, gamut-mapped',
      input: { value: 'color(display-p3 1 0 0)' },
      output: {
        input: { format: 'color', space: 'display-p3' },
        hex: '#ff0b0c',
        rgb: { r: 255, g: 11, b: 12 },
        rgbString: 'rgb(255 11 12)',
        hsl: { h: 359.8, s: 100, l: 52.2 },
        hslString: 'hsl(359.8 100% 52.2%)',
        hwb: { h: 359.8, w: 4.3, b: 0 },
        hwbString: 'hwb(359.8 4.3% 0%)',
        hsv: { h: 359.8, s: 95.7, v: 100 },
        oklch: { l: 0.6486, c: 0.29949, h: 28.96 },
        oklchString: 'oklch(0.6486 0.29949 28.96)',
        gamutMapped: true,
        names: [],
      },
    },
  ],
  // Input is bounded at 100 characters, so the worst case is the longest valid value on the costliest path: a color()
  // outside sRGB (tokenizer, culori's parser, the gamut-mapping search) with long numbers, none and a percentage alpha.
  worstCase: () => ({ value: '  color(prophoto-rgb 99.99999999999999% 0.00000000000001 none / 99.9999999999999%);'.padEnd(MAX_LENGTH, ' ') }),
  run: async ({ value }) => (await logic()).convertColor(value),
});
