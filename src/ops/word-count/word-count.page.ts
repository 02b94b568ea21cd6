import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { CHARACTERS, WORDS, counted, type Noun } from '../../core/answer-words.js';
import type run from './word-count.run.js';

const SENTENCES: Noun = { en: ['sentence', 'sentences'], es: ['frase', 'frases'] };
const PARAGRAPHS: Noun = { en: ['paragraph', 'paragraphs'], es: ['párrafo', 'párrafos'] };
const MINUTES: Noun = { en: ['minute', 'minutes'], es: ['minuto', 'minutos'] };

export default definePage<typeof run>({
  form: {
    text: { label: { en: 'Text', es: 'Texto' }, help: { es: 'El texto cuyas palabras, caracteres, frases y párrafos se van a contar.' } },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const chars = counted(out.characters, CHARACTERS, tools);
      if (out.characters === 0) return t('The text is empty.', 'El texto está vacío.');
      if (out.words === 0) return t(`No words: ${chars}.`, `Ninguna palabra: ${chars}.`);
      const words = counted(out.words, WORDS, tools);
      const sentences = counted(out.sentences, SENTENCES, tools);
      const paragraphs = counted(out.paragraphs, PARAGRAPHS, tools);
      const minutes = out.readingTimeMinutes;
      return t(
        `${words} in ${sentences} and ${paragraphs}, ${chars}: about ${counted(minutes, MINUTES, tools)} to read.`,
        `${words} en ${sentences} y ${paragraphs}, ${chars}: ${minutes === 1 ? 'alrededor de 1 minuto' : `unos ${counted(minutes, MINUTES, tools)}`} de lectura.`,
      );
    },
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
