import { defineOperation } from '../../core/operation.js';
import page from './color-convert.page.js';
import run, { MAX_LENGTH } from './color-convert.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: {
    title: 'Conversor de colores',
    summary: 'Convierte un color CSS (hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), un nombre) a hex, rgb, hsl, hwb, hsv y oklch.',
  },
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
});
