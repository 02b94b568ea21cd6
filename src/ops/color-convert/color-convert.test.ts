import { colorsNamed, converter, parse } from 'culori';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/seeded-random.js';
import { InputError } from '../../core/errors.js';
import { HANG_GUARD_CPU_MS, fails, ok, runOp, cpuMs } from '../../../test/support/run-op.js';
import { loadConfig } from '../../config.js';
import { operationSchemas } from '../../core/json-schema.js';
import op from './color-convert.op.js';
import { COLOR_NAMES, MAX_VALUE_LENGTH, alphaOf, hslToRgb8, parseColor, rgb8ToHsl, roundHalfUp } from './color-convert.js';

const EXPECTED =
  'expected a hex color (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), oklch(0.637 0.237 25.331), ' +
  'hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), a CSS color name (orange) or three numbers 0–255 (255, 136, 0)';

/** The hex of a call's result. */
async function hexOf(value: string): Promise<string> {
  return (await ok(op, { value })).hex as string;
}

const hex6 = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('color-convert', () => {
  it('is documented, and its outputs honour the output schema', async () => {
    expect(op.summary).toMatch(/\.$/);
    const schemas = operationSchemas(op);
    expect((schemas.input.properties as Record<string, { description?: string; maxLength?: number }>).value).toMatchObject({
      maxLength: MAX_VALUE_LENGTH,
    });
    expect(JSON.stringify(schemas.output)).toContain('"names"');
    for (const value of ['transparent', '#f80a', 'hsl(359.99 100% 50% / 0.5)', '255 255 255', 'grey', 'rgb(0 0 0 / 1)']) {
      expect(op.output.safeParse(await ok(op, { value })).success, value).toBe(true);
    }
  });

  it('has a worst case that fits the body limit and finishes promptly', async () => {
    const input = op.worstCase();
    expect(Buffer.byteLength(JSON.stringify(input))).toBeLessThanOrEqual(loadConfig({}).MAX_BODY_BYTES);
    expect(await cpuMs(op, input)).toBeLessThan(HANG_GUARD_CPU_MS);
    expect((await runOp(op, input)).ok).toBe(true);
  });

  it('converts #f80 to every notation', async () => {
    // #f80 → each digit doubled → #ff8800 → r 255, g 0x88 = 136, b 0.
    // max = 255 (red), min = 0, chroma = 255, l = (255 + 0) / 2 / 255 = 50%, s = chroma / (1 − |2l − 1|) = 255 / 255 = 100%.
    // Red is the max, so h = 60° × (g − b) / chroma = 60 × 136 / 255 = 60 × 0.5333… = 32° exactly (136 / 255 = 8 / 15).
    // hwb: whiteness = min / 255 = 0%, blackness = 1 − max / 255 = 0%; hsv: s = chroma / max = 100%, v = max / 255 = 100%.
    // oklch: culori's conversion of #ff8800, rounded to 4, 5 and 2 decimals (0.74420247…, 0.18117078…, 56.4584548…°).
    expect(await ok(op, { value: '#f80' })).toEqual({
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
    });
  });

  it.each([
    // Hex: 3, 4, 6 or 8 digits, '#' optional, any case, whitespace around ignored.
    ['#f80', 'hex', '#ff8800'],
    ['f80', 'hex', '#ff8800'],
    ['#F80', 'hex', '#ff8800'],
    ['#ff8800', 'hex', '#ff8800'],
    ['FF8800', 'hex', '#ff8800'],
    ['  #ff8800\t\n', 'hex', '#ff8800'],
    ['#f808', 'hex', '#ff880088'],
    ['#ff880080', 'hex', '#ff880080'],
    ['ff880080', 'hex', '#ff880080'],
    // rgb(): space and comma syntax, rgba() as an alias, alpha as number or percentage, any case.
    ['rgb(255 136 0)', 'rgb', '#ff8800'],
    ['rgb(255,136,0)', 'rgb', '#ff8800'],
    ['rgb( 255 , 136 , 0 )', 'rgb', '#ff8800'],
    ['RGB(255 136 0)', 'rgb', '#ff8800'],
    ['rgba(255 136 0)', 'rgb', '#ff8800'],
    ['rgba(255, 136, 0, 0.5)', 'rgb', '#ff880080'],
    ['rgb(255, 136, 0, 50%)', 'rgb', '#ff880080'],
    ['rgb(255 136 0 / 50%)', 'rgb', '#ff880080'],
    ['rgb(255 136 0/.5)', 'rgb', '#ff880080'],
    ['rgba(255 136 0 / 1)', 'rgb', '#ff8800ff'],
    ['rgb(255 136 0 / 0)', 'rgb', '#ff880000'],
    ['rgb(100% 53.3% 0%)', 'rgb', '#ff8800'], // 53.3% × 255 = 135.915 → 136
    ['rgb(100%, 53.3%, 0%)', 'rgb', '#ff8800'],
    ['rgb(255 53.3% 0)', 'rgb', '#ff8800'], // numbers and percentages mix in the space syntax
    ['rgb(2.55e2 1.36E2 -0)', 'rgb', '#ff8800'], // CSS numbers: exponents, -0
    ['rgb(+255 +136 0)', 'rgb', '#ff8800'],
    ['rgb(none 136 0)', 'rgb', '#008800'], // none = 0 in the space syntax
    ['rgb(255 136 0 / none)', 'rgb', '#ff880000'],
    // hsl(): degrees, angle units, negative and large hues, plain numbers in the space syntax.
    ['hsl(32 100% 50%)', 'hsl', '#ff8800'],
    ['hsl(32, 100%, 50%)', 'hsl', '#ff8800'],
    ['HSL(32DEG 100% 50%)', 'hsl', '#ff8800'],
    ['hsl(32 100 50)', 'hsl', '#ff8800'],
    ['hsla(32 100% 50% / 0.5)', 'hsl', '#ff880080'],
    ['hsla(32, 100%, 50%, 50%)', 'hsl', '#ff880080'],
    ['hsl(0.1turn 100% 50%)', 'hsl', '#ff9900'], // 36°
    ['hsl(40grad 100% 50%)', 'hsl', '#ff9900'], // 36°
    ['hsl(3.141592653589793rad 100% 50%)', 'hsl', '#00ffff'], // 180°
    ['hsl(-30 100% 50%)', 'hsl', '#ff0080'], // 330°: blue = 127.5 → 128
    ['hsl(390 100% 50%)', 'hsl', '#ff8000'], // 30°: green = 127.5 → 128
    ['hsl(none 0% 50%)', 'hsl', '#808080'],
    // Named colors, any case.
    ['orange', 'named', '#ffa500'],
    ['RebeccaPurple', 'named', '#663399'],
    [' transparent ', 'named', '#00000000'],
    // Bare triplets: commas or spaces, read as red, green, blue 0–255.
    ['255, 136, 0', 'triplet', '#ff8800'],
    ['255 136 0', 'triplet', '#ff8800'],
    ['255,136,0', 'triplet', '#ff8800'],
    [' 255 ,136 ,  0 ', 'triplet', '#ff8800'],
    ['0 0 0', 'triplet', '#000000'],
  ])('%j (%s) → %s', async (value, format, hex) => {
    const result = await ok(op, { value });
    expect(result.hex).toBe(hex);
    expect((result.input as { format: string }).format).toBe(format);
  });

  it('keeps alpha when the input has one, and only then', async () => {
    expect(await ok(op, { value: 'rgb(255 136 0 / 50%)' })).toEqual({
      input: { format: 'rgb' },
      hex: '#ff880080',
      rgb: { r: 255, g: 136, b: 0, a: 0.5 },
      rgbString: 'rgb(255 136 0 / 0.5)',
      hsl: { h: 32, s: 100, l: 50, a: 0.5 },
      hslString: 'hsl(32 100% 50% / 0.5)',
      hwb: { h: 32, w: 0, b: 0, a: 0.5 },
      hwbString: 'hwb(32 0% 0% / 0.5)',
      hsv: { h: 32, s: 100, v: 100, a: 0.5 },
      oklch: { l: 0.7442, c: 0.18117, h: 56.46, a: 0.5 },
      oklchString: 'oklch(0.7442 0.18117 56.46 / 0.5)',
      gamutMapped: false,
      names: [],
    });
    // Alpha 1, given explicitly, is kept.
    expect(await ok(op, { value: '#663399ff' })).toEqual({
      input: { format: 'hex' },
      hex: '#663399ff',
      rgb: { r: 102, g: 51, b: 153, a: 1 },
      rgbString: 'rgb(102 51 153 / 1)',
      hsl: { h: 270, s: 50, l: 40, a: 1 },
      hslString: 'hsl(270 50% 40% / 1)',
      // w = 51 / 255 = 20%, b = 1 − 153 / 255 = 40%; hsv s = 102 / 153 = 66.67% → 66.7, v = 153 / 255 = 60%.
      hwb: { h: 270, w: 20, b: 40, a: 1 },
      hwbString: 'hwb(270 20% 40% / 1)',
      hsv: { h: 270, s: 66.7, v: 60, a: 1 },
      oklch: { l: 0.4403, c: 0.1603, h: 303.37, a: 1 },
      oklchString: 'oklch(0.4403 0.1603 303.37 / 1)',
      gamutMapped: false,
      names: ['rebeccapurple'],
    });
    // #rgba: aa = 0xaa = 170; 170 / 255 = 0.6667, 0.67 × 255 = 170.85 → 171 ≠ 170, so three decimals.
    expect(await ok(op, { value: '#f80a' })).toMatchObject({ hex: '#ff8800aa', rgb: { a: 0.667 }, rgbString: 'rgb(255 136 0 / 0.667)' });
    // Alpha is an 8-bit value like the channels: 0.123 × 255 = 31.365 → 31 = 0x1f, written 0.12 (0.12 × 255 = 30.6 → 31).
    expect(await ok(op, { value: 'rgb(0 0 0 / 0.123)' })).toMatchObject({ hex: '#0000001f', rgb: { a: 0.12 }, hsl: { a: 0.12 } });
    // No alpha in, none out.
    const opaque = await ok(op, { value: 'hsl(32 100% 50%)' });
    expect(opaque.rgb).toEqual({ r: 255, g: 136, b: 0 });
    expect(opaque.hsl).toEqual({ h: 32, s: 100, l: 50 });
  });

  it('writes an 8-bit alpha as CSS does, and every alpha byte survives the round trip', () => {
    expect([0, 64, 127, 128, 170, 191, 255].map(alphaOf)).toEqual([0, 0.25, 0.498, 0.5, 0.667, 0.75, 1]);
    for (let byte = 0; byte <= 255; byte++) {
      const alpha = alphaOf(byte);
      expect(roundHalfUp(alpha * 255), `byte ${byte} → ${alpha}`).toBe(byte);
      expect(String(alpha).replace(/^0\.?/, '').length, `byte ${byte} → ${alpha}`).toBeLessThanOrEqual(3);
    }
  });

  it('rounds channels to the nearest integer, halves up', async () => {
    expect(await hexOf('rgb(127.5 0 0)')).toBe('#800000');
    expect(await hexOf('rgb(127.49 0 0)')).toBe('#7f0000');
    expect(await hexOf('rgb(50% 0% 0%)')).toBe('#800000'); // 127.5 → 128
    expect(await hexOf('rgb(0.5 0 0)')).toBe('#010000');
    expect(await hexOf('hsl(0 100% 25%)')).toBe('#800000'); // red = 0.5 × 255 = 127.5 → 128
    expect(await hexOf('hsl(0 0% 50%)')).toBe('#808080');
    expect([roundHalfUp(127.5), roundHalfUp(127.49999999999997), roundHalfUp(127.4999), roundHalfUp(0)]).toEqual([128, 128, 127, 0]);
  });

  it('rounds hsl to one decimal, halves up, from the 8-bit color', async () => {
    // #010203: l = (3 + 1) / 510 = 0.784% → 0.8; s = 2 / (255 − |4 − 255|) = 2 / 4 = 50%; h = 60 × (1 − 2) / 2 + 240 = 210.
    expect(await ok(op, { value: '#010203' })).toMatchObject({ hsl: { h: 210, s: 50, l: 0.8 }, hslString: 'hsl(210 50% 0.8%)' });
    // #808080: l = 256 / 510 = 50.196% → 50.2; a gray's hue and saturation are 0.
    expect(await ok(op, { value: 'gray' })).toMatchObject({ hsl: { h: 0, s: 0, l: 50.2 }, hslString: 'hsl(0 0% 50.2%)' });
    // #ff0001: h = 360 − 60 × 1 / 255 = 359.76 → 359.8 (never 360).
    expect((await ok(op, { value: '#ff0001' })).hsl).toEqual({ h: 359.8, s: 100, l: 50 });
    // Exact halves round up: (16, 1, 0) has chroma 16, so h = 60 × (1 − 0) / 16 = 3.75° → 3.8; l = 16 / 510 = 3.137% → 3.1;
    // s = 16 / (255 − |16 − 255|) = 100%. (1, 0, 15): s = 15 / 15; h = 60 × (1 − 0) / 15 + 240 = 244°.
    expect(rgb8ToHsl(16, 1, 0)).toEqual({ h: 3.8, s: 100, l: 3.1 });
    // (3, 2, 1): s = 2 / (255 − |4 − 255|) = 2 / 4 = 50%; (40, 0, 1): h = 360 − 60 / 40 = 358.5; (80, 0, 1): 360 − 0.75 = 359.25 → 359.3.
    expect(rgb8ToHsl(3, 2, 1)).toEqual({ h: 30, s: 50, l: 0.8 });
    expect(rgb8ToHsl(40, 0, 1).h).toBe(358.5);
    expect(rgb8ToHsl(80, 0, 1).h).toBe(359.3);
    // hsl input is reduced to 8 bits, and the hsl returned is that color's: 30° 50% 50% → (191.25, 127.5, 63.75) → #bf8040.
    expect(await ok(op, { value: 'hsl(30 50% 50%)' })).toMatchObject({
      hex: '#bf8040',
      rgb: { r: 191, g: 128, b: 64 },
      hsl: { h: 30.2, s: 49.8, l: 50 },
      hslString: 'hsl(30.2 49.8% 50%)',
    });
  });

  it('hex → hsl → hex gives back every one of the 16,777,216 colors', () => {
    let mismatches = 0;
    for (let r = 0; r < 256; r++) {
      for (let g = 0; g < 256; g++) {
        for (let b = 0; b < 256; b++) {
          const { h, s, l } = rgb8ToHsl(r, g, b);
          const [r2, g2, b2] = hslToRgb8(h, s, l);
          if (r2 !== r || g2 !== g || b2 !== b) mismatches++;
        }
      }
    }
    expect(mismatches).toBe(0);
  });

  it('whole-number hsl would not be stable (why one decimal)', () => {
    const { h, s, l } = rgb8ToHsl(0, 0, 1); // hsl(240 100% 0.2%)
    expect(hslToRgb8(h, s, l)).toEqual([0, 0, 1]);
    expect(hslToRgb8(Math.round(h), Math.round(s), Math.round(l))).toEqual([0, 0, 0]);
  });

  it('hex → hslString → hex and rgbString → hex through the operation: grays, named colors, 100,000 random colors', async () => {
    const random = seededRandom(2026);
    const hexes = [
      ...Array.from({ length: 256 }, (_, v) => hex6(v, v, v)),
      ...Object.values(colorsNamed).map((rgb) => `#${rgb.toString(16).padStart(6, '0')}`),
      ...Array.from({ length: 100_000 }, () => hex6(...([0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number]))),
    ];
    for (const hex of hexes) {
      const first = await ok(op, { value: hex });
      expect(first.hex).toBe(hex);
      const viaHsl = await ok(op, { value: first.hslString });
      if (viaHsl.hex !== hex) expect(`${hex} → ${String(first.hslString)} → ${String(viaHsl.hex)}`).toBe(hex);
      if (random() < 0.1) expect(await hexOf(first.rgbString as string)).toBe(hex);
    }
    // With alpha too.
    for (let byte = 0; byte <= 255; byte++) {
      const hex = `#3366aa${byte.toString(16).padStart(2, '0')}`;
      const first = await ok(op, { value: hex });
      expect(await hexOf(first.hslString as string)).toBe(hex);
      expect(await hexOf(first.rgbString as string)).toBe(hex);
    }
  });

  it('knows the 148 CSS Color 4 names plus transparent, and names a color that matches one exactly', async () => {
    expect(COLOR_NAMES).toHaveLength(149);
    expect(COLOR_NAMES).toContain('rebeccapurple');
    expect(COLOR_NAMES).toContain('transparent');
    // The parser reads a bare run of 0–9 and a–f as hex: no name may be one.
    expect(COLOR_NAMES.filter((name) => /^[0-9a-f]+$/.test(name))).toEqual([]);
    for (const name of COLOR_NAMES) {
      const result = await ok(op, { value: name.toUpperCase() });
      expect(result.input).toEqual({ format: 'named', name });
      expect(result.names).toContain(name);
      const viaHex = await ok(op, { value: result.hex });
      expect(viaHex.names).toEqual(result.names);
    }
    expect(await ok(op, { value: 'cyan' })).toEqual({
      input: { format: 'named', name: 'cyan' },
      hex: '#00ffff',
      rgb: { r: 0, g: 255, b: 255 },
      rgbString: 'rgb(0 255 255)',
      hsl: { h: 180, s: 100, l: 50 },
      hslString: 'hsl(180 100% 50%)',
      hwb: { h: 180, w: 0, b: 0 },
      hwbString: 'hwb(180 0% 0%)',
      hsv: { h: 180, s: 100, v: 100 },
      oklch: { l: 0.9054, c: 0.15455, h: 194.77 },
      oklchString: 'oklch(0.9054 0.15455 194.77)',
      gamutMapped: false,
      names: ['aqua', 'cyan'],
    });
    expect(await ok(op, { value: 'transparent' })).toEqual({
      input: { format: 'named', name: 'transparent' },
      hex: '#00000000',
      rgb: { r: 0, g: 0, b: 0, a: 0 },
      rgbString: 'rgb(0 0 0 / 0)',
      hsl: { h: 0, s: 0, l: 0, a: 0 },
      hslString: 'hsl(0 0% 0% / 0)',
      hwb: { h: 0, w: 0, b: 100, a: 0 },
      hwbString: 'hwb(0 0% 100% / 0)',
      hsv: { h: 0, s: 0, v: 0, a: 0 },
      oklch: { l: 0, c: 0, h: 0, a: 0 },
      oklchString: 'oklch(0 0 0 / 0)',
      gamutMapped: false,
      names: ['transparent'],
    });
    expect((await ok(op, { value: 'grey' })).names).toEqual(['gray', 'grey']);
    expect((await ok(op, { value: 'rgb(255 0 255)' })).names).toEqual(['fuchsia', 'magenta']);
    expect((await ok(op, { value: '255, 165, 0' })).names).toEqual(['orange']);
    expect((await ok(op, { value: '#ffa50080' })).names).toEqual([]); // not opaque: not orange
    expect((await ok(op, { value: '#ffa501' })).names).toEqual([]);
    expect((await ok(op, { value: 'rgb(255 0 0 / 0)' })).names).toEqual([]); // transparent is transparent black only
  });

  it('agrees with culori on every notation both accept', () => {
    const toRgb = converter('rgb');
    const random = seededRandom(99);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const num = (max: number) => String(Math.round(random() * max * 100) / 100);
    const inputs: string[] = [...COLOR_NAMES];
    for (let n = 0; n < 5000; n++) {
      const alpha = random() < 0.5 ? undefined : pick([num(1), `${num(100)}%`]);
      const percent = random() < 0.3;
      const channel = () => (percent ? `${num(100)}%` : num(255));
      const hue = () => {
        const [unit, perTurn] = pick([['', 360], ['deg', 360], ['grad', 400], ['rad', 2 * Math.PI], ['turn', 1]] as const);
        return `${String(Math.round((random() * 4 - 2) * perTurn * 1000) / 1000)}${unit}`;
      };
      const legacy = random() < 0.5;
      const fn = pick(['rgb', 'hsl']);
      const values = fn === 'rgb' ? [channel(), channel(), channel()] : [hue(), `${num(100)}%`, `${num(100)}%`];
      inputs.push(
        legacy
          ? `${fn}${alpha === undefined ? '' : 'a'}(${[...values, ...(alpha === undefined ? [] : [alpha])].join(', ')})`
          : `${fn}(${values.join(' ')}${alpha === undefined ? '' : ` / ${alpha}`})`,
      );
      const bytes = Array.from({ length: pick([3, 4, 6, 8]) }, () => pick([...'0123456789abcdef'])).join('');
      inputs.push(`#${bytes}`);
    }
    for (let n = 0; n < 1000; n++) {
      const [r, g, b] = [0, 0, 0].map(() => Math.floor(random() * 256));
      inputs.push(`${r}${pick([', ', ',', ' '])}${g}${pick([', ', ' ,', '  '])}${b}`);
    }
    for (const input of inputs) {
      const ours = parseColor(input).color;
      // culori reads no bare triplet: it gets the same numbers as rgb().
      const theirs = toRgb(parse(/^\d/.test(input) ? `rgb(${input.split(/[\s,]+/).join(' ')})` : input));
      expect(theirs, input).toBeDefined();
      const channel = (v: number | undefined) => roundHalfUp((v ?? 0) * 255);
      const expected = { r: channel(theirs!.r), g: channel(theirs!.g), b: channel(theirs!.b), alpha: theirs!.alpha === undefined ? undefined : channel(theirs!.alpha) };
      expect({ ...ours, alpha: ours.alpha }, input).toEqual(expected);
    }
  });

  it('reports a bad hex with its digit count or bad digit', async () => {
    expect(await fails(op, { value: '#ff88f' })).toBe("value: hex color '#ff88f' has 5 digits; expected 3, 4, 6 or 8");
    expect(await fails(op, { value: 'ff88f' })).toBe("value: hex color 'ff88f' has 5 digits; expected 3, 4, 6 or 8");
    expect(await fails(op, { value: '#ff8800f' })).toBe("value: hex color '#ff8800f' has 7 digits; expected 3, 4, 6 or 8");
    expect(await fails(op, { value: '#' })).toBe("value: hex color '#' has 0 digits; expected 3, 4, 6 or 8");
    expect(await fails(op, { value: '#f' })).toBe("value: hex color '#f' has 1 digit; expected 3, 4, 6 or 8");
    expect(await fails(op, { value: '#GG8800' })).toBe("value: '#GG8800' is not a hex color: 'G' is not a hex digit");
    expect(await fails(op, { value: '#ff 88 00' })).toBe("value: '#ff 88 00' is not a hex color: ' ' is not a hex digit");
  });

  it('refuses out-of-range values instead of clamping them', async () => {
    expect(await fails(op, { value: 'rgb(300 0 0)' })).toBe('value: rgb channel 300 is out of range 0–255');
    expect(await fails(op, { value: 'rgb(255, -1, 0)' })).toBe('value: rgb channel -1 is out of range 0–255');
    expect(await fails(op, { value: 'rgb(255.5 0 0)' })).toBe('value: rgb channel 255.5 is out of range 0–255');
    expect(await fails(op, { value: 'rgb(0 120% 0)' })).toBe('value: rgb channel 120% is out of range 0%–100%');
    expect(await fails(op, { value: 'rgb(1e400 0 0)' })).toBe('value: rgb channel 1e400 is out of range 0–255');
    expect(await fails(op, { value: '255, 256, 0' })).toBe('value: rgb channel 256 is out of range 0–255');
    expect(await fails(op, { value: '-5 0 0' })).toBe('value: rgb channel -5 is out of range 0–255');
    expect(await fails(op, { value: 'hsl(32 150% 50%)' })).toBe('value: hsl saturation 150% is out of range 0%–100%');
    expect(await fails(op, { value: 'hsl(32 100 101)' })).toBe('value: hsl lightness 101 is out of range 0–100');
    expect(await fails(op, { value: 'hsl(32, 100%, -5%)' })).toBe('value: hsl lightness -5% is out of range 0%–100%');
    expect(await fails(op, { value: 'hsl(1e400 100% 50%)' })).toBe('value: hsl hue 1e400 is not a finite number');
    expect(await fails(op, { value: 'rgb(255 0 0 / 1.5)' })).toBe('value: alpha 1.5 is out of range 0–1');
    expect(await fails(op, { value: 'rgba(255, 0, 0, 150%)' })).toBe('value: alpha 150% is out of range 0%–100%');
    expect(await fails(op, { value: 'hsl(0 0% 0% / -0.1)' })).toBe('value: alpha -0.1 is out of range 0–1');
  });

  it('refuses what CSS refuses in rgb() and hsl(), saying what is wrong', async () => {
    const rgbShapes = 'rgb(r g b), rgb(r g b / alpha), rgb(r, g, b) or rgb(r, g, b, alpha)';
    expect(await fails(op, { value: 'rgb(255, 0 0)' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb(255, 0 0)`);
    expect(await fails(op, { value: 'rgb(255 0 0 0.5)' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb(255 0 0 0.5)`);
    expect(await fails(op, { value: 'rgb(255, 0, 0 / 0.5)' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb(255, 0, 0 / 0.5)`);
    expect(await fails(op, { value: 'rgb(255 0)' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb(255 0)`);
    expect(await fails(op, { value: 'rgb()' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb()`);
    expect(await fails(op, { value: 'rgb(255,,0)' })).toBe(`value: rgb() takes ${rgbShapes}; got rgb(255,, 0)`);
    expect(await fails(op, { value: 'hsla(1 2 3 4 5)' })).toBe(
      'value: hsla() takes hsla(h s l), hsla(h s l / alpha), hsla(h, s, l) or hsla(h, s, l, alpha); got hsla(1 2 3 4 5)',
    );
    expect(await fails(op, { value: 'rgb(255, 50%, 0)' })).toBe(
      'value: rgb() with commas takes the three channels all as numbers or all as percentages',
    );
    expect(await fails(op, { value: 'hsl(32, 100, 50)' })).toBe(
      'value: hsl() with commas takes saturation and lightness as percentages, got saturation 100',
    );
    expect(await fails(op, { value: 'rgb(none, 0, 0)' })).toBe("value: 'none' is only allowed in the space-separated rgb() syntax");
    expect(await fails(op, { value: 'rgb(10px 0 0)' })).toBe('value: rgb channel 10px must be a number or a percentage');
    expect(await fails(op, { value: 'hsl(50% 100% 50%)' })).toBe('value: hsl hue 50% must be a number or an angle (deg, grad, rad, turn)');
    expect(await fails(op, { value: 'hsl(32 100deg 50%)' })).toBe('value: hsl saturation 100deg must be a percentage or a number');
    expect(await fails(op, { value: 'rgb(0 0 0 / 1deg)' })).toBe('value: alpha 1deg must be a number or a percentage');
    expect(await fails(op, { value: 'rgb(255 0 0' })).toBe("value: rgb( is missing its closing ')'");
    expect(await fails(op, { value: 'rgb(255 0 0) red' })).toBe("value: unexpected 'red' after rgb()");
    expect(await fails(op, { value: 'rgb(255 0 x)' })).toBe("value: unexpected 'x' in rgb()");
    expect(await fails(op, { value: 'rgb(255 0 1.)' })).toBe("value: unexpected '.' in rgb()");
    expect(await fails(op, { value: 'device-cmyk(0 0 0 1)' })).toBe(`value: device-cmyk() is not supported; ${EXPECTED}`);
  });

  it('suggests close names for an unknown one', async () => {
    expect(await fails(op, { value: 'rebeccapurpel' })).toBe("value: unknown color name 'rebeccapurpel'; did you mean 'rebeccapurple'?");
    expect(await fails(op, { value: 'Gren' })).toBe("value: unknown color name 'Gren'; did you mean 'green' or 'grey' or 'gray'?");
    expect(await fails(op, { value: 'light blue' })).toBe(
      "value: unknown color name 'light blue'; did you mean 'lightblue' or 'blue' or 'lightskyblue'?",
    );
    expect(await fails(op, { value: 'xyzzy' })).toBe(`value: unknown color name 'xyzzy'; ${EXPECTED}`);
    expect(await fails(op, { value: 'currentColor' })).toBe(
      "value: 'currentColor' is the color of the element it is used on in CSS and has no value of its own",
    );
  });

  it('reports bad triplets and garbage with the accepted formats', async () => {
    const tripletShape = 'a bare triplet is three whole numbers 0–255 (red, green, blue) separated by commas or spaces';
    expect(await fails(op, { value: '255, 0' })).toBe(`value: ${tripletShape}, got '255, 0'`);
    expect(await fails(op, { value: '255 0 0 0.5' })).toBe(`value: ${tripletShape}, got '255 0 0 0.5'`);
    expect(await fails(op, { value: '255,,0' })).toBe(`value: ${tripletShape}, got '255,,0'`);
    expect(await fails(op, { value: '0.5, 0.2, 0.1' })).toBe(
      "value: triplet value '0.5' is not a whole number 0–255 (use rgb() for fractions and percentages)",
    );
    expect(await fails(op, { value: '100% 0 0' })).toBe(
      "value: triplet value '100%' is not a whole number 0–255 (use rgb() for fractions and percentages)",
    );
    expect(await fails(op, { value: 'garbage!' })).toBe(`value: 'garbage!' is not a color; ${EXPECTED}`);
    expect(await fails(op, { value: '(255, 0, 0)' })).toBe(`value: '(255, 0, 0)' is not a color; ${EXPECTED}`);
    expect(await fails(op, { value: '1.5' })).toBe(`value: '1.5' is not a color; ${EXPECTED}`);
    expect(await fails(op, { value: '' })).toBe(`value: is empty; ${EXPECTED}`);
    expect(await fails(op, { value: ' \t\n' })).toBe(`value: is empty; ${EXPECTED}`);
  });

  it('rejects a missing, mistyped, unknown or too long field', async () => {
    expect(await fails(op, {})).toBe('value: is required');
    expect(await fails(op, { value: 42 })).toBe('value: must be a string, got number');
    expect(await fails(op, { value: ['#fff'] })).toBe('value: must be a string, got array');
    expect(await fails(op, { value: '#fff', color: '#000' })).toBe('color: unknown field; allowed fields: value');
    expect(await fails(op, { valeu: '#fff' })).toBe("value: is required; valeu: unknown field; did you mean 'value'?");
    expect(await fails(op, { value: `#fff${' '.repeat(MAX_VALUE_LENGTH)}` })).toBe(`value: must be at most ${MAX_VALUE_LENGTH} characters long`);
  });

  it('bounds the value at 100 characters, and answers a 1 MB one at once', async () => {
    const input = op.worstCase();
    expect(input.value).toHaveLength(MAX_VALUE_LENGTH);
    expect(await ok(op, input)).toMatchObject({ input: { format: 'color', space: 'prophoto-rgb' }, gamutMapped: true });
    expect(await ok(op, { value: ' '.repeat(MAX_VALUE_LENGTH - 4) + '#f80' })).toMatchObject({ hex: '#ff8800' });
    for (const value of ['#'.repeat(1_000_000), ' '.repeat(1_000_000), 'rgb('.repeat(250_000)]) {
      expect(await cpuMs(op, { value })).toBeLessThan(HANG_GUARD_CPU_MS);
      expect(await fails(op, { value })).toBe(`value: must be at most ${MAX_VALUE_LENGTH} characters long`);
    }
  });

  it('words its refusals in Spanish too, with the same field prefix', () => {
    const spanish = (value: string) => {
      try {
        parseColor(value);
      } catch (error) {
        if (error instanceof InputError) return [error.message.split(':')[0], error.es];
      }
      throw new Error(`expected ${value} to be refused`);
    };
    expect(spanish('rgb(300 0 0)')).toEqual(['value', 'value: canal rgb 300 está fuera del intervalo 0–255']);
    expect(spanish('#ffg8')[1]).toBe("value: '#ffg8' no es un color hex: 'g' no es una cifra hexadecimal");
    expect(spanish('#ff88f')[1]).toBe("value: el color hex '#ff88f' tiene 5 cifras; se esperaban 3, 4, 6 u 8");
    expect(spanish('oragne')[1]).toBe("value: nombre de color desconocido 'oragne'; ¿quizá querías decir 'orange'?");
    expect(spanish('hsl(10, 50, 50%)')[1]).toBe(
      'value: hsl() con comas lleva la saturación y la luminosidad como porcentajes; se recibió saturación 50',
    );
  });
});
