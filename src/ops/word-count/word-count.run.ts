import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { textField } from '../../core/fields.js';
import { lazy } from '../../core/lazy.js';
import { WORDS_PER_MINUTE } from './reading-rate.js';

// Creating the three Intl.Segmenters costs ~12 ms: they load with the logic, on the first call.
const logic = lazy(() => import('./word-count.js'));

const count = (description: string) => z.int().min(0).describe(description);

export default defineRun({
  id: 'word-count',
  kind: 'utility',
  input: z.strictObject({ text: textField('The text to count.') }),
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
