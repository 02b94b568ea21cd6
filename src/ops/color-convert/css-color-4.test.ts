import { converter, inGamut, parse } from 'culori';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../core/errors.js';
import { seededRandom } from '../../core/seeded-random.js';
import { fails, ok } from '../../../test/support/run-op.js';
import op from './color-convert.op.js';
import { oklchOf, parseColor, rgb8ToHwbHsv } from './color-convert.js';
import { COLOR_SPACES, toSrgb8 } from './css-color-4.js';

const EXPECTED =
  'expected a hex color (#f80, #ff8800, #ff880080), rgb(255 136 0), hsl(32 100% 50%), oklch(0.637 0.237 25.331), ' +
  'hwb(), lab(), lch(), oklab(), color(display-p3 1 0 0), a CSS color name (orange) or three numbers 0–255 (255, 136, 0)';

const hexOf = async (value: string) => (await ok(op, { value })).hex as string;

describe('color-convert: CSS Color 4 in', () => {
  it("reads the issue's examples", async () => {
    // Tailwind 4's red-500. culori: rgb(0.98266 0.17180 0.21307) × 255 = (250.58, 43.81, 54.33) → (251, 44, 54), inside sRGB.
    expect(await ok(op, { value: 'oklch(0.637 0.237 25.331)' })).toEqual({
      input: { format: 'oklch' },
      hex: '#fb2c36',
      rgb: { r: 251, g: 44, b: 54 },
      rgbString: 'rgb(251 44 54)',
      hsl: { h: 357.1, s: 96.3, l: 57.8 },
      hslString: 'hsl(357.1 96.3% 57.8%)',
      // w = 44 / 255 = 17.25% → 17.3; b = 1 − 251 / 255 = 1.57% → 1.6; hsv s = 207 / 251 = 82.47% → 82.5, v = 251 / 255 = 98.4%.
      hwb: { h: 357.1, w: 17.3, b: 1.6 },
      hwbString: 'hwb(357.1 17.3% 1.6%)',
      hsv: { h: 357.1, s: 82.5, v: 98.4 },
      // oklch is the color as given: the input back, the hue to 2 decimals.
      oklch: { l: 0.637, c: 0.237, h: 25.33 },
      oklchString: 'oklch(0.637 0.237 25.33)',
      gamutMapped: false,
      names: [],
    });
    expect(await ok(op, { value: 'lab(50 40 30)' })).toMatchObject({ input: { format: 'lab' }, hex: '#bb5846' });
    // hwb(30 10% 20%): v = 80%, s = 1 − 10 / 80 → (204, 114.75, 25.5) → (204, 115, 26), halves up.
    expect(await ok(op, { value: 'hwb(30 10% 20%)' })).toMatchObject({ input: { format: 'hwb' }, hex: '#cc731a', hwbString: 'hwb(30 10.2% 20%)' });
    for (const value of ['0xff8800', '0XFF8800', '#ff8800;', 'rgb(255 136 0);', ' rgb(255, 136, 0) ; ', 'ff8800;', '0xf80', 'orange;'.replace('orange', '255,136,0')]) {
      expect(await hexOf(value), value).toBe('#ff8800');
    }
    expect((await ok(op, { value: '0xff8800' })).input).toEqual({ format: 'hex' });
    expect(await hexOf('0xff880080;')).toBe('#ff880080');
    expect(await hexOf('RebeccaPurple;')).toBe('#663399');
  });

  it("agrees with CSS Color 4's sample colors", async () => {
    // CSS Color 4, the oklch() examples, with the rgb() the spec gives for each (as quoted in GTK's testsuite/css/color.c):
    // rgb(49.06% 13.87% 15.9%) × 2.55 = (125.1, 35.4, 40.5) → #7d2329; (77.61% 36.34% 2.45%) → (197.9, 92.7, 6.2) → #c65d06;
    // (61.65% 57.51% 9.28%) → (157.2, 146.7, 23.7) → #9d9318; (40.73% 65.12% 22.35%) → (103.9, 166.1, 57.0) → #68a639;
    // (38.29% 67.27% 93.85%) → (97.6, 171.5, 239.3) → #62acef; color(srgb 0.501808 0.00257216 0.501403) → #800180.
    expect(await hexOf('oklch(40.101% 0.12332 21.555)')).toBe('#7d2329');
    expect(await hexOf('oklch(59.686% 0.15619 49.7694)')).toBe('#c65d06');
    expect(await hexOf('oklch(0.65125 0.13138 104.097)')).toBe('#9d9318');
    expect(await hexOf('oklch(0.66016 0.15546 134.231)')).toBe('#68a639');
    expect(await hexOf('oklch(72.322% 0.12403 247.996)')).toBe('#62acef');
    expect(await hexOf('oklch(42.1% 48.25% 328.4)')).toBe('#800180'); // C 48.25% of 0.4 = 0.193
    // The same first color in the spec's lab(), lch() and oklab() examples.
    expect(await hexOf('lab(29.2345% 39.3825 20.0664)')).toBe('#7d2329');
    expect(await hexOf('lch(29.2345% 44.2 27)')).toBe('#7d2329');
    expect(await hexOf('oklab(40.101% 0.1147 0.0453)')).toBe('#7d2329');
    // sRGB red in lch() (CSS Color 4: lch(54.29% 106.84 40.86)); culori's oklch test value for red:
    // l 0.6279553606145515, c 0.25768330773615683, h 29.2338851923426 → 0.628, 0.25768, 29.23.
    expect(await hexOf('lch(54.29 106.84 40.86)')).toBe('#ff0000');
    expect(await ok(op, { value: 'red' })).toMatchObject({ oklch: { l: 0.628, c: 0.25768, h: 29.23 }, oklchString: 'oklch(0.628 0.25768 29.23)' });
  });

  it('reads hwb(), lab(), lch(), oklab(), oklch() in every argument form', async () => {
    const cases: [string, string][] = [
      ['hwb(120 0% 0%)', '#00ff00'],
      ['hwb(120 0 0)', '#00ff00'], // plain numbers are percentages
      ['HWB(0.5turn 0% 0%)', '#00ffff'],
      ['hwb(0 60% 60%)', '#808080'], // w + b ≥ 100%: gray w / (w + b) = 0.5 → 127.5 → 128
      ['hwb(none none none)', '#ff0000'], // none = 0: hue 0, no white, no black
      ['hwb(120 0% 0% / 50%)', '#00ff0080'],
      ['oklch(62.8% 0.25768 29.23)', '#ff0000'],
      ['oklch(0.628 64.42% 29.23deg)', '#ff0000'], // 64.42% of 0.4 = 0.25768
      ['oklch(none none none)', '#000000'],
      ['oklch(.5 +0.1 3e1 / .5)', '#944b4080'],
      ['oklab(0.628 0.2249 0.1258)', '#ff0000'],
      ['oklab(62.8% 56.23% 31.45%)', '#ff0000'], // a, b: 100% = 0.4
      ['lab(50% 50% -25%)', '#c53eae'], // L 50, a 62.5, b −31.25 (100% = 125)
      ['lch(54.29 71.23% 40.86)', '#ff0000'], // C: 100% = 150, 71.23% = 106.84
      ['LAB(100 0 0)', '#ffffff'],
      ['lab(0 0 0)', '#000000'],
    ];
    for (const [value, hex] of cases) expect(await hexOf(value), value).toBe(hex);
    expect((await ok(op, { value: 'lch(50 0 0)' })).input).toEqual({ format: 'lch' });
    expect((await ok(op, { value: 'oklab(0.5 0 0)' })).input).toEqual({ format: 'oklab' });
  });

  it('reads color() in each predefined space', async () => {
    // White in every space is #ffffff: (1 1 1) in the RGB spaces, the white point in XYZ (D65 for xyz and xyz-d65, D50 for xyz-d50).
    for (const space of ['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020']) {
      expect(await ok(op, { value: `color(${space} 1 1 1)` }), space).toMatchObject({ input: { format: 'color', space }, hex: '#ffffff', gamutMapped: false });
      expect(await hexOf(`color(${space} 0 0 0)`), space).toBe('#000000');
    }
    expect(await hexOf('color(xyz 0.9504559270516716 1 1.0890577507598784)')).toBe('#ffffff');
    expect(await hexOf('color(xyz-d65 0.9504559270516716 1 1.0890577507598784)')).toBe('#ffffff');
    expect(await hexOf('color(xyz-d50 0.9642956764295677 1 0.8251046025104602)')).toBe('#ffffff');
    // color(srgb 1 0.5 0): 0.5 × 255 = 127.5 → 128; percentages are fractions of 1.
    expect(await hexOf('color(srgb 1 0.5 0)')).toBe('#ff8000');
    expect(await hexOf('color(srgb 100% 50% 0% / 50%)')).toBe('#ff800080');
    expect(await hexOf('color(srgb none 0 0)')).toBe('#000000');
    // srgb-linear 0.214 is sRGB 0.4984 (the sRGB transfer function): 127.1 → 127.
    expect(await hexOf('color(srgb-linear 0.2140 0 1)')).toBe('#7f00ff');
    // sRGB red written in display-p3 (0.9175 0.2003 0.1386 to 4 decimals) is sRGB red.
    expect(await hexOf('color(display-p3 0.9175 0.2003 0.1386)')).toBe('#ff0000');
    expect(await hexOf('COLOR( Display-P3 1 1 1 )')).toBe('#ffffff');
  });

  it("maps colors outside sRGB with CSS Color 4's gamut mapping, and keeps the exact color in oklch", async () => {
    // display-p3 red: culori's toGamut (oklch chroma lowered until the clipped color is within ΔE_OK 0.02) gives
    // rgb(0.99999 0.04349 0.04535) → (255, 11.09, 11.56) → #ff0b0c; oklch stays the unmapped color.
    expect(await ok(op, { value: 'color(display-p3 1 0 0)' })).toMatchObject({
      input: { format: 'color', space: 'display-p3' },
      hex: '#ff0b0c',
      oklch: { l: 0.6486, c: 0.29949, h: 28.96 },
      oklchString: 'oklch(0.6486 0.29949 28.96)',
      gamutMapped: true,
    });
    // The mapped color keeps the lightness and hue within the JND of 0.02; plain clipping would give #ff0000.
    const mapped = converter('oklch')(parse('#ff0b0c')!);
    expect(Math.abs(mapped.l - 0.6486)).toBeLessThan(0.02);
    expect(Math.abs(mapped.h! - 28.96)).toBeLessThan(2);
    // CSS Color 4: lightness ≥ 1 maps to white and ≤ 0 to black, whatever the chroma.
    expect(await ok(op, { value: 'oklch(1 0.3 30)' })).toMatchObject({ hex: '#ffffff', gamutMapped: true, oklchString: 'oklch(1 0.3 30)' });
    expect(await ok(op, { value: 'oklch(0 0.3 30)' })).toMatchObject({ hex: '#000000', gamutMapped: true });
    expect(await ok(op, { value: 'oklch(0.7 0.4 150)' })).toMatchObject({ hex: '#00c248', gamutMapped: true, oklchString: 'oklch(0.7 0.4 150)' });
    expect(await ok(op, { value: 'color(srgb 1.5 0 0)' })).toMatchObject({ gamutMapped: true }); // color() channels are unbounded
    expect(await ok(op, { value: 'lab(100 50 0)' })).toMatchObject({ hex: '#ffffff', oklch: { l: 1.0165 }, gamutMapped: true });
    // Float noise at the edge of sRGB is not "outside": half an 8-bit step of tolerance.
    expect(toSrgb8({ mode: 'rgb', r: 1 + 0.4 / 255, g: -0.4 / 255, b: 0.5 })).toEqual({ r: 255, g: 0, b: 128, gamutMapped: false });
    expect(toSrgb8({ mode: 'rgb', r: 1 + 0.6 / 255, g: 0, b: 0.5 }).gamutMapped).toBe(true);
    // Every mapped result of random wide colors is inside sRGB.
    const random = seededRandom(17);
    for (let n = 0; n < 2000; n++) {
      const value = `oklch(${random().toFixed(3)} ${(random() * 0.5).toFixed(3)} ${(random() * 360).toFixed(1)})`;
      const { rgb } = (await ok(op, { value })) as { rgb: { r: number; g: number; b: number } };
      expect(inGamut('rgb')({ mode: 'rgb', r: rgb.r / 255, g: rgb.g / 255, b: rgb.b / 255 }), value).toBe(true);
    }
  });

  it('takes alpha the same way in every function, as the 8-bit alpha', async () => {
    expect(await ok(op, { value: 'oklch(0.5 0.1 30 / 0.5)' })).toMatchObject({ hex: '#944b4080', oklch: { a: 0.5 }, oklchString: 'oklch(0.5 0.1 30 / 0.5)' });
    expect(await ok(op, { value: 'lab(50 0 0 / 25%)' })).toMatchObject({ rgb: { a: 0.25 } });
    expect(await ok(op, { value: 'oklch(0.5 0.1 30 / none)' })).toMatchObject({ hex: '#944b4000' });
    // 0.123 × 255 = 31.4 → 31, written 0.12.
    expect(await ok(op, { value: 'color(srgb 0 0 0 / 0.123)' })).toMatchObject({ hex: '#0000001f', oklch: { a: 0.12 }, hwb: { a: 0.12 }, hsv: { a: 0.12 } });
  });
});

describe('color-convert: oklch, hwb and hsv out', () => {
  it('computes hwb and hsv from the 8-bit color with the hue of hsl', async () => {
    // (191, 128, 64): w = 64 / 255 = 25.1%, b = 64 / 255 = 25.1%; s = 127 / 191 = 66.49% → 66.5; v = 191 / 255 = 74.9%.
    expect(await ok(op, { value: 'hsl(30 50% 50%)' })).toMatchObject({
      hsl: { h: 30.2 },
      hwb: { h: 30.2, w: 25.1, b: 25.1 },
      hwbString: 'hwb(30.2 25.1% 25.1%)',
      hsv: { h: 30.2, s: 66.5, v: 74.9 },
    });
    // Halves round up: (16, 15, 15) has s = 1 / 16 = 6.25% → 6.3; grays and black have hue and saturation 0.
    expect(rgb8ToHwbHsv(16, 15, 15).hsv).toEqual({ h: 0, s: 6.3, v: 6.3 });
    expect(rgb8ToHwbHsv(0, 0, 0)).toEqual({ hwb: { h: 0, w: 0, b: 100 }, hsv: { h: 0, s: 0, v: 0 } });
    expect(rgb8ToHwbHsv(16, 16, 16)).toEqual({ hwb: { h: 0, w: 6.3, b: 93.7 }, hsv: { h: 0, s: 0, v: 6.3 } });
    // culori agrees to the decimal shown, on random colors.
    const toHsv = converter('hsv');
    const toHwb = converter('hwb');
    const random = seededRandom(5);
    for (let n = 0; n < 20_000; n++) {
      const [r, g, b] = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
      const ours = rgb8ToHwbHsv(r, g, b);
      const rgb = { mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 };
      const hsv = toHsv(rgb);
      const hwb = toHwb(rgb);
      expect(Math.abs(ours.hsv.s - hsv.s * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(ours.hsv.v - hsv.v * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(ours.hwb.w - hwb.w * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(ours.hwb.b - hwb.b * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      if (hsv.h !== undefined && ours.hsv.s > 0) expect(Math.abs(((ours.hsv.h - hsv.h + 540) % 360) - 180)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('writes oklch with 0 for the hue of a gray, and never -0 or 360', () => {
    expect(oklchOf({ mode: 'rgb', r: 1, g: 1, b: 1 })).toEqual({ l: 1, c: 0, h: 0 }); // culori: l 0.99999999…, c ≈ 0
    expect(oklchOf({ mode: 'rgb', r: 0, g: 0, b: 0 })).toEqual({ l: 0, c: 0, h: 0 });
    expect(oklchOf({ mode: 'oklch', l: 0.5, c: 0.1, h: 359.999 })).toEqual({ l: 0.5, c: 0.1, h: 0 });
    expect(Object.is(oklchOf({ mode: 'oklch', l: -0.000001, c: 0, h: 0 }).l, 0)).toBe(true);
  });

  it('hex → oklch → hex gives back every color (3.4 million of them here), hex → hwb → hex 1,000,000 random ones', () => {
    // The reading back is culori's oklch → rgb conversion, then × 255 rounded half up, as toSrgb8 does for a color in sRGB.
    // Every red and green with every fifth blue (0, 5, …, 255) keeps the suite fast; all 16,777,216 gave 0 mismatches
    // when the precision was chosen (of 400,000 random colors, L to 3 decimals loses about 10,000 and C to 4 about 300).
    const toRgb = converter('rgb');
    const byte = (x: number) => Math.round(Math.round(x * 255 * 1e9) / 1e9);
    let oklchMismatches = 0;
    for (let r = 0; r < 256; r++) {
      for (let g = 0; g < 256; g++) {
        for (let b = 0; b < 256; b += 5) {
          const back = toRgb({ mode: 'oklch', ...oklchOf({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 }) });
          if (byte(back.r) !== r || byte(back.g) !== g || byte(back.b) !== b) oklchMismatches++;
        }
      }
    }
    let hwbMismatches = 0;
    const random = seededRandom(8);
    for (let n = 0; n < 1_000_000; n++) {
      const [r, g, b] = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
      const { hwb } = rgb8ToHwbHsv(r, g, b);
      const back = toRgb({ mode: 'hwb', h: hwb.h, w: hwb.w / 100, b: hwb.b / 100 });
      if (byte(back.r) !== r || byte(back.g) !== g || byte(back.b) !== b) hwbMismatches++;
    }
    expect({ oklchMismatches, hwbMismatches }).toEqual({ oklchMismatches: 0, hwbMismatches: 0 });
  });

  it('reads back its own strings through the operation', async () => {
    const random = seededRandom(2027);
    for (let n = 0; n < 3000; n++) {
      const hex = `#${[0, 0, 0, 0].map(() => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('')}`;
      const first = await ok(op, { value: hex });
      for (const field of ['oklchString', 'hwbString', 'hslString', 'rgbString']) {
        expect(await hexOf(first[field] as string), `${hex} → ${String(first[field])}`).toBe(hex);
      }
    }
  });

  it('lets through only what culori reads: every accepted CSS Color 4 value parses', () => {
    const random = seededRandom(4);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const num = (max: number) => pick([String(Math.round(random() * max * 1000) / 1000), `+${(random() * max).toFixed(2)}`, `${(random() * max).toExponential(2)}`, 'none']);
    const pct = () => pick([`${(random() * 100).toFixed(1)}%`, 'none']);
    const hue = () => pick([`${(random() * 720 - 360).toFixed(2)}`, `${(random() * 400).toFixed(1)}grad`, `${random().toFixed(3)}turn`, `${(random() * 6).toFixed(3)}rad`, `${(random() * 360).toFixed(1)}deg`, 'none']);
    const alpha = () => pick(['', ` / ${random().toFixed(2)}`, ` / ${(random() * 100).toFixed(0)}%`, '/none', ' / 1']);
    for (let n = 0; n < 5000; n++) {
      const value = pick([
        () => `hwb(${hue()} ${pick([pct(), num(100)])} ${pick([pct(), num(100)])}${alpha()})`,
        () => `lab(${pick([pct(), num(100)])} ${pick([pct(), num(125)])} ${pick([pct(), num(125)])}${alpha()})`,
        () => `lch(${pick([pct(), num(100)])} ${pick([pct(), num(150)])} ${hue()}${alpha()})`,
        () => `oklab(${pick([pct(), num(1)])} ${pick([pct(), num(0.4)])} ${pick([pct(), num(0.4)])}${alpha()})`,
        () => `oklch(${pick([pct(), num(1)])} ${pick([pct(), num(0.4)])} ${hue()}${alpha()})`,
        () => `color(${pick(COLOR_SPACES)} ${pick([pct(), num(1)])} ${pick([pct(), num(1)])} ${pick([pct(), num(1)])}${alpha()})`,
      ])();
      expect(() => parseColor(value), value).not.toThrow();
      expect(parse(value), value).toBeDefined();
    }
  });
});

describe('color-convert: refusals of CSS Color 4 syntax', () => {
  it('says what is wrong in each new function', async () => {
    const cases: [string, string][] = [
      ['oklch(0.5 0.1)', 'oklch() takes oklch(L C H) or oklch(L C H / alpha), separated by spaces; got oklch(0.5 0.1)'],
      ['lab(50, 0, 0)', 'lab() takes lab(L a b) or lab(L a b / alpha), separated by spaces; got lab(50, 0, 0)'],
      ['hwb(30 10% 20% 0.5)', 'hwb() takes hwb(h w b) or hwb(h w b / alpha), separated by spaces; got hwb(30 10% 20% 0.5)'],
      ['oklab(0.5 0 0 / 1 / 1)', 'oklab() takes oklab(L a b) or oklab(L a b / alpha), separated by spaces; got oklab(0.5 0 0 / 1 / 1)'],
      ['lch()', 'lch() takes lch(L C H) or lch(L C H / alpha), separated by spaces; got lch()'],
      ['oklch(1.5 0.1 30)', 'oklch lightness 1.5 is out of range 0–1'],
      ['oklch(101% 0.1 30)', 'oklch lightness 101% is out of range 0%–100%'],
      ['lab(-1 0 0)', 'lab lightness -1 is out of range 0–100'],
      ['lch(101 0 0)', 'lch lightness 101 is out of range 0–100'],
      ['oklab(-0.1 0 0)', 'oklab lightness -0.1 is out of range 0–1'],
      ['oklch(0.5 -0.1 30)', 'oklch chroma -0.1 is negative; use 0 or more'],
      ['lch(50 -5% 30)', 'lch chroma -5% is negative; use 0 or more'],
      ['oklch(0.5 0.1 30%)', 'oklch hue 30% must be a number or an angle (deg, grad, rad, turn)'],
      ['lch(50 10 1e400)', 'lch hue 1e400 is not a finite number'],
      ['lab(50 10deg 0)', 'lab a 10deg must be a number or a percentage'],
      ['oklab(0.5 0 1e400)', 'oklab b 1e400 is not a finite number'],
      ['hwb(30 150% 0%)', 'hwb whiteness 150% is out of range 0%–100%'],
      ['hwb(30 0 -1)', 'hwb blackness -1 is out of range 0–100'],
      ['hwb(30deg 10px 0)', 'hwb whiteness 10px must be a number or a percentage'],
      ['oklch(0.5 0.1 30 / 2)', 'alpha 2 is out of range 0–1'],
      ['oklch(0.5 0.1 30 / 1deg)', 'alpha 1deg must be a number or a percentage'],
      ['oklch(0.5 0.1 x)', "unexpected 'x' in oklch()"],
      ['oklch(0.5 0.1 30', "oklch( is missing its closing ')'"],
      ['oklch(0.5 0.1 30) x', "unexpected 'x' after oklch()"],
      ['color(foo 1 0 0)', "color() takes a color space first (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65); got 'foo'"],
      ['color(1 0 0)', "color() takes a color space first (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65); got '1'"],
      ['color()', "color() takes a color space first (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65); got ''"],
      ['color(display-p3 1 0)', 'color() takes color(display-p3 c1 c2 c3) or color(display-p3 c1 c2 c3 / alpha), separated by spaces; got color(display-p3 1 0)'],
      ['color(srgb 1 0 0 0)', 'color() takes color(srgb c1 c2 c3) or color(srgb c1 c2 c3 / alpha), separated by spaces; got color(srgb 1 0 0 0)'],
      ['color(srgb 1deg 0 0)', 'color(srgb) channel 1deg must be a number or a percentage'],
      ['color(xyz 1e400 0 0)', 'color(xyz) channel 1e400 is not a finite number'],
      ['color(xyz 1e308 1e308 -1e308)', 'the color is too far outside any real color to convert; use smaller values'],
      ['0xgg8800', "'0xgg8800' is not a hex color: 'g' is not a hex digit"],
      ['0xff88f', "hex color '0xff88f' has 5 digits; expected 3, 4, 6 or 8"],
      ['0x', "hex color '0x' has 0 digits; expected 3, 4, 6 or 8"],
      ['#ff8800;;', "'#ff8800;' is not a hex color: ';' is not a hex digit"],
      [';', `is empty; ${EXPECTED}`],
    ];
    for (const [value, message] of cases) expect(await fails(op, { value }), value).toBe(`value: ${message}`);
  });

  it('refuses what has no value of its own, saying what to send', async () => {
    expect(await fails(op, { value: 'color-mix(in srgb, red, blue)' })).toBe(
      'value: color-mix() is mixed by the browser from other colors; give the mixed color itself, or each color on its own',
    );
    expect(await fails(op, { value: 'light-dark(#fff, #000)' })).toBe(
      "value: light-dark() picks one of two colors by the page's color scheme; give one of the two",
    );
    expect(await fails(op, { value: 'var(--brand)' })).toBe('value: var() is a CSS custom property; give its value');
    expect(await fails(op, { value: 'rgb(from red r g b)' })).toBe(
      "value: relative color syntax (rgb(from …)) is not supported; give the origin color, or the resulting color's own values",
    );
    expect(await fails(op, { value: 'oklch(from #f80 l c h)' })).toBe(
      "value: relative color syntax (oklch(from …)) is not supported; give the origin color, or the resulting color's own values",
    );
    for (const name of ['Canvas', 'ButtonText', 'AccentColor', 'windowtext']) {
      expect(await fails(op, { value: name })).toBe(
        `value: '${name}' is a CSS system color: its value depends on the browser and the user's theme; give the color itself`,
      );
    }
    expect(await fails(op, { value: 'contrast-color(red)' })).toBe(`value: contrast-color() is not supported; ${EXPECTED}`);
  });

  it('words the new refusals in Spanish too', () => {
    const spanish = (value: string) => {
      try {
        parseColor(value);
      } catch (error) {
        if (error instanceof InputError) return error.es;
      }
      throw new Error(`expected ${value} to be refused`);
    };
    expect(spanish('oklch(1.5 0.1 30)')).toBe('value: luminosidad oklch 1.5 está fuera del intervalo 0–1');
    expect(spanish('oklch(0.5 -0.1 30)')).toBe('value: croma oklch -0.1 es negativo; usa 0 o más');
    expect(spanish('lab(50, 0, 0)')).toBe('value: lab() se escribe lab(L a b) o lab(L a b / alfa), separados por espacios; se recibió lab(50, 0, 0)');
    expect(spanish('hwb(30 150% 0%)')).toBe('value: blancura hwb 150% está fuera del intervalo 0%–100%');
    expect(spanish('oklch(0.5 0.1 30%)')).toBe('value: el tono oklch 30% debe ser un número o un ángulo (deg, grad, rad, turn)');
    expect(spanish('Canvas')).toBe(
      "value: 'Canvas' es un color de sistema de CSS: su valor depende del navegador y del tema del usuario; indica el color en sí",
    );
    expect(spanish('color-mix(in srgb, red, blue)')).toBe(
      'value: color-mix() lo mezcla el navegador a partir de otros colores; indica el color ya mezclado, o cada color por separado',
    );
    expect(spanish('rgb(from red r g b)')).toBe(
      'value: la sintaxis de color relativo (rgb(from …)) no se admite; indica el color de origen, o los valores del color resultante',
    );
  });
});
