import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './color-convert.run.js';

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

export default definePage<typeof run>({
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
    answer(out, _input, tools) {
      const { t, locale } = textsFor(tools);
      const parts = [out.hex];
      if (out.rgb.a === 0) parts.push(t('fully transparent', 'totalmente transparente'));
      else if (out.rgb.a !== undefined) {
        const opaque = tools.format(Math.round(out.rgb.a * 1000) / 10, 'percent');
        parts.push(t(`${opaque} opaque`, `opaco al ${opaque}`));
      }
      if (out.gamutMapped) parts.push(t('brought into sRGB', 'ajustado a la gama sRGB'));
      // CSS names are English keywords: quoted, as code.
      if (out.names.length > 0) {
        const names = out.names.map((name) => (locale === 'es' ? `«${name}»` : `“${name}”`)).join(t(' or ', ' o '));
        parts.push(t(`the CSS color ${names}`, `el color CSS ${names}`));
      }
      const format = out.input.format;
      const given =
        format === 'named'
          ? t('A named CSS color', 'Un color CSS con nombre')
          : format === 'triplet'
            ? t('A color given as three numbers', 'Un color dado como tres números')
            : t(`A color written as ${FORMAT_WORDS[format].en}`, `Un color escrito como ${FORMAT_WORDS[format].es}`);
      return `${given}: ${parts.join(', ')}.`;
    },
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
});
