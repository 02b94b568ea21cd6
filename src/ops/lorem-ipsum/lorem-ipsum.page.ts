import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, WORDS, counted, characterCount, type Noun } from '../../core/answer-words.js';
import type run from './lorem-ipsum.run.js';

const UNITS: Readonly<Record<'paragraphs' | 'sentences' | 'words', Noun>> = {
  paragraphs: { en: ['paragraph', 'paragraphs'], es: ['párrafo', 'párrafos'] },
  sentences: { en: ['sentence', 'sentences'], es: ['frase', 'frases'] },
  words: WORDS,
};

export default definePage<typeof run>({
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
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const what = counted(out.count, UNITS[out.unit], tools);
      const chars = counted(characterCount(out.text), CHARACTERS, tools);
      return out.html
        ? t(`${what} of lorem ipsum as HTML: ${chars}.`, `${what} de lorem ipsum en HTML: ${chars}.`)
        : t(`${what} of lorem ipsum: ${chars}.`, `${what} de lorem ipsum: ${chars}.`);
    },
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
});
