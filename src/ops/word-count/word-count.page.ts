import { definePage } from '../../core/operation.js';
import type run from './word-count.run.js';

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto cuyas palabras, caracteres, frases y párrafos se van a contar.' } },
  },
  page: {
    // Every count large, to read at a glance while typing.
    headline: [
      { field: 'words', label: { en: 'Words', es: 'Palabras' }, format: 'integer' },
      { field: 'characters', label: { en: 'Characters', es: 'Caracteres' }, format: 'integer' },
      { field: 'charactersNoSpaces', label: { en: 'Characters without spaces', es: 'Caracteres sin espacios' }, format: 'integer' },
      { field: 'sentences', label: { en: 'Sentences', es: 'Frases' }, format: 'integer' },
      { field: 'paragraphs', label: { en: 'Paragraphs', es: 'Párrafos' }, format: 'integer' },
      { field: 'readingTimeMinutes', label: { en: 'Reading time (min)', es: 'Tiempo de lectura (min)' }, format: 'integer' },
    ],
    details: [
      { field: 'readingTimeSeconds', label: { en: 'Reading time (s)', es: 'Tiempo de lectura (s)' }, format: 'integer' },
      { field: 'wordsPerMinute', label: { en: 'Reading rate (words a minute)', es: 'Velocidad de lectura (palabras por minuto)' }, format: 'integer' },
    ],
  },
});
