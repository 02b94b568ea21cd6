import * as z from 'zod';
import { lazy } from '../../core/lazy.js';
import { defineRun } from '../../core/operation.js';

// culori's module graph is large unbundled, and only this operation uses it (parsing, conversions, named colors).
const logic = lazy(() => import('./color-convert.js'));

/** Keep equal to MAX_VALUE_LENGTH in color-convert.ts (checked by the tests); a literal here keeps the module lazy. */
export const MAX_LENGTH = 100;

const FORMATS = ['hex', 'rgb', 'hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'named', 'triplet'] as const;
/** Hue as hsl gives it, shared by hwb and hsv. */
const hue = z.number().min(0).lt(360).describe('Hue in degrees, 0 ≤ h < 360, one decimal; 0 for grays.');
const percent = (what: string) => z.number().min(0).max(100).describe(`${what} in percent, one decimal.`);

const alpha = z
  .number()
  .min(0)
  .max(1)
  .optional()
  .describe('Alpha 0–1, present only when the input has one: two decimals when they give back the same byte (0.5), otherwise three (0.498).');

export default defineRun({
  id: 'color-convert',
  kind: 'utility',
  input: z.strictObject({
    value: z
      .string()
      .max(MAX_LENGTH)
      .describe('CSS color: hex, rgb(), hsl(), hwb(), lab(), lch(), oklch(), color(), a name, or 255,136,0.'),
  }),
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
  run: async ({ value }) => (await logic()).convertColor(value),
});
