import { definePage } from '../../core/operation.js';
import type run from './lorem-ipsum.run.js';

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
