import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { LOREM_UNITS, loremIpsum } from './lorem-ipsum.js';

export default defineOperation({
  id: 'lorem-ipsum',
  title: 'Lorem ipsum',
  summary: 'Generates placeholder Latin text by paragraphs, sentences or words; the same request always gives the same text.',
  agentDescription:
    'Lorem ipsum placeholder text: count paragraphs, sentences or words, optionally in <p> tags. Deterministic: starts “Lorem ipsum dolor sit amet…”; a larger count continues the same text.',
  description:
    'The text is deterministic: it always starts with "Lorem ipsum dolor sit amet, consectetur adipiscing elit." and continues with ' +
    'sentences drawn from the words of the classic passage by a pseudo-random generator with a fixed seed, so the same count, unit and ' +
    'html always give the same text, and a larger count continues the same text. Sentences have 6 to 14 words, start with a ' +
    'capital, end with a period and have the occasional comma; paragraphs have 4 to 7 sentences. unit words gives the first count words, ' +
    'ending with a period; unit sentences gives the first count sentences joined by spaces; unit paragraphs gives count paragraphs ' +
    'separated by a blank line ("\\n\\n"). With html, each paragraph is wrapped in <p>…</p> and the paragraphs are separated by "\\n"; ' +
    'for words and sentences the whole text is wrapped in one <p>…</p>.',
  category: 'text',
  kind: 'utility',
  heavy: true,
  es: { title: 'Lorem ipsum', summary: 'Genera texto de relleno en latín por párrafos, frases o palabras; la misma petición da siempre el mismo texto.' },
  input: z.strictObject({
    count: z.int().min(1).max(1000).default(3).describe('How many units.'),
    unit: z.enum(LOREM_UNITS).default('paragraphs').describe('What count counts.'),
    html: z.boolean().default(false).describe('Wrap each paragraph (or the whole text of words or sentences) in <p>.'),
  }),
  form: {
    count: { label: { en: 'How many', es: 'Cantidad' }, help: { es: 'Cuántas unidades generar, de 1 a 1000.' } },
    unit: {
      label: { en: 'Unit', es: 'Unidad' },
      help: { en: 'What to count: paragraphs, sentences or words.', es: 'Qué se cuenta: párrafos, frases o palabras.' },
      choices: {
        paragraphs: { en: 'Paragraphs', es: 'Párrafos' },
        sentences: { en: 'Sentences', es: 'Frases' },
        words: { en: 'Words', es: 'Palabras' },
      },
    },
    html: { label: { en: 'As HTML', es: 'En HTML' }, help: { es: 'Envuelve cada párrafo (o, con frases y palabras, todo el texto) en <p>…</p>.' } },
  },
  page: {
    headline: [{ field: 'text', label: { en: 'Placeholder text', es: 'Texto de relleno' }, format: 'code' }],
    details: [
      { field: 'count', label: { en: 'How many', es: 'Cantidad' }, format: 'integer' },
      {
        field: 'unit',
        label: { en: 'Unit', es: 'Unidad' },
        format: 'text',
        choices: {
          paragraphs: { en: 'Paragraphs', es: 'Párrafos' },
          sentences: { en: 'Sentences', es: 'Frases' },
          words: { en: 'Words', es: 'Palabras' },
        },
      },
      { field: 'html', label: { en: 'HTML', es: 'HTML' }, format: 'boolean' },
    ],
  },
  output: z.strictObject({
    text: z.string().describe('The generated text: plain, or <p> elements when html is true.'),
    count: z.int().min(1).max(1000).describe('The count used.'),
    unit: z.enum(LOREM_UNITS).describe('The unit used.'),
    html: z.boolean().describe('Whether the text is HTML.'),
  }),
  examples: [
    {
      title: 'Twelve words',
      input: { count: 12, unit: 'words' },
      output: {
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cupidatat aliquip consectetur eiusmod.',
        count: 12,
        unit: 'words',
        html: false,
      },
    },
    {
      title: 'Two sentences',
      input: { count: 2, unit: 'sentences' },
      output: {
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cupidatat aliquip consectetur eiusmod, ipsum nisi.',
        count: 2,
        unit: 'sentences',
        html: false,
      },
    },
    {
      title: 'Five words as HTML',
      input: { count: 5, unit: 'words', html: true },
      output: { text: '<p>Lorem ipsum dolor sit amet.</p>', count: 5, unit: 'words', html: true },
    },
  ],
  // The largest count, in its longest unit.
  worstCase: () => ({ count: 1000, unit: 'paragraphs' as const, html: true }),
  run: ({ count, unit, html }) => ({ text: loremIpsum(count, unit, html), count, unit, html }),
});
