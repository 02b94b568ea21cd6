import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { repeatToBytes, textField } from '../../core/fields.js';
import { lazy } from '../../core/lazy.js';
import { WORDS_PER_MINUTE } from './reading-rate.js';

// Creating the three Intl.Segmenters costs ~12 ms: they load with the logic, on the first call.
const logic = lazy(() => import('./word-count.js'));

const count = (description: string) => z.int().min(0).describe(description);

export default defineOperation({
  id: 'word-count',
  title: 'Word count',
  summary: 'Counts words, characters, sentences and paragraphs in a text and estimates its reading time.',
  agentDescription:
    'Counts words, characters (grapheme clusters), characters without whitespace, sentences and paragraphs by Unicode segmentation (numbers are words, emoji are not, a URL or e-mail address is one; Chinese and Japanese split by dictionary) and estimates reading time at 238 words per minute.',
  description:
    'Words, characters and sentences follow the Unicode segmentation rules (Intl.Segmenter): a word is a word-like segment, ' +
    "so numbers count as words, \"can't\" and \"3.14\" are one word each, punctuation and emoji are not words, and Chinese or Japanese text " +
    'without spaces is split into words with a dictionary. A web address (starting with http://, https:// or www.) and an e-mail address ' +
    'are one word each, and the punctuation inside them (the ? of a query, the dots of a domain) ends no sentence; punctuation right after ' +
    'one (a final period) still does. Characters are user-perceived characters (grapheme clusters): ' +
    'an emoji, a flag, or a letter with a combining accent counts as one; charactersNoSpaces leaves out the characters that are only whitespace ' +
    '(spaces, tabs, line breaks, with CR LF as one). A sentence is a sentence segment containing at least one letter or digit, ' +
    'so "Hello. World!" is two and "..." is none; a period between digits (3.14) or inside initials (e.g., U.S.A.) ends none, nor does one ' +
    'followed by a lowercase word ("Wait... what"), but one after a title such as Mr. does (the segmentation has no list of abbreviations). Paragraphs are blocks of lines separated by one or more blank (whitespace-only) lines. ' +
    `Reading time assumes ${WORDS_PER_MINUTE} words per minute, the average silent reading rate for English non-fiction (Brysbaert 2019): ` +
    `readingTimeMinutes is words / ${WORDS_PER_MINUTE} rounded up to a whole minute (0 only for no words) and readingTimeSeconds is ` +
    `words × 60 / ${WORDS_PER_MINUTE} rounded to the nearest second. Empty or whitespace-only text gives zeros.`,
  category: 'text',
  kind: 'utility',
  es: { title: 'Contador de palabras', summary: 'Cuenta las palabras, los caracteres, las frases y los párrafos de un texto y estima su tiempo de lectura.' },
  input: z.strictObject({ text: textField('The text to count.') }),
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
  output: z.strictObject({
    words: count('Word-like segments: words and numbers, not punctuation or emoji.'),
    characters: count('User-perceived characters (grapheme clusters), whitespace included.'),
    charactersNoSpaces: count('Characters that are not whitespace.'),
    sentences: count('Sentences containing at least one letter or digit.'),
    paragraphs: count('Blocks of non-blank lines separated by blank lines.'),
    readingTimeMinutes: count(`Words / ${WORDS_PER_MINUTE}, rounded up to a whole minute; 0 when there are no words.`),
    readingTimeSeconds: count(`Words × 60 / ${WORDS_PER_MINUTE}, rounded to the nearest second.`),
    wordsPerMinute: z.literal(WORDS_PER_MINUTE).describe('The reading rate the reading time assumes (Brysbaert 2019, English non-fiction).'),
  }),
  examples: [
    {
      title: 'Two short paragraphs',
      input: { text: 'The quick brown fox jumps over the lazy dog. It was not amused!\n\nThe end.' },
      output: {
        words: 15,
        characters: 73,
        charactersNoSpaces: 58,
        sentences: 3,
        paragraphs: 2,
        readingTimeMinutes: 1,
        readingTimeSeconds: 4,
        wordsPerMinute: WORDS_PER_MINUTE,
      },
    },
    {
      title: 'Emoji, accents and Japanese',
      input: { text: 'Café 👍🏽 東京は大きい。' },
      output: {
        words: 4,
        characters: 14,
        charactersNoSpaces: 12,
        sentences: 1,
        paragraphs: 1,
        readingTimeMinutes: 1,
        readingTimeSeconds: 1,
        wordsPerMinute: WORDS_PER_MINUTE,
      },
    },
    {
      title: 'A web address and an e-mail address',
      input: { text: 'Read https://example.com/docs?page=2&lang=en first. Questions? Write to help@example.org.' },
      output: {
        words: 7,
        characters: 89,
        charactersNoSpaces: 83,
        sentences: 3,
        paragraphs: 1,
        readingTimeMinutes: 1,
        readingTimeSeconds: 2,
        wordsPerMinute: WORDS_PER_MINUTE,
      },
    },
  ],
  // The slowest text found: a word boundary every character, which the segmenter must walk one by one.
  worstCase: () => ({ text: repeatToBytes('a,') }),
  run: async ({ text }) => {
    const { collapseLinks, countGraphemes, countParagraphs, countSentences, countWords } = await logic();
    const linksAsWords = collapseLinks(text);
    const words = countWords(linksAsWords);
    const { characters, spaces } = countGraphemes(text);
    return {
      words,
      characters,
      charactersNoSpaces: characters - spaces,
      sentences: countSentences(linksAsWords),
      paragraphs: countParagraphs(text),
      readingTimeMinutes: Math.ceil(words / WORDS_PER_MINUTE),
      readingTimeSeconds: Math.round((words * 60) / WORDS_PER_MINUTE),
      wordsPerMinute: WORDS_PER_MINUTE,
    };
  },
});
