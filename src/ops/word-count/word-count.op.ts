import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import { WORDS_PER_MINUTE } from './reading-rate.js';
import page from './word-count.page.js';
import run from './word-count.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: { title: 'Contador de palabras', summary: 'Cuenta las palabras, los caracteres, las frases y los párrafos de un texto y estima su tiempo de lectura.' },
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
});
