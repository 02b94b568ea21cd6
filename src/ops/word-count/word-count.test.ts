import { describe, expect, it } from 'vitest';
import op from './word-count.op.js';
import { collapseLinks, countGraphemes, countSentences, countWords, WORDS_PER_MINUTE } from './word-count.js';
import { HANG_GUARD_CPU_MS, fails, ok, cpuNow } from '../../../test/support/run-op.js';

type Counts = [words: number, characters: number, charactersNoSpaces: number, sentences: number, paragraphs: number];

/** The full result for the five counts, with the reading time derived from the word count. */
function expected([words, characters, charactersNoSpaces, sentences, paragraphs]: Counts) {
  return {
    words,
    characters,
    charactersNoSpaces,
    sentences,
    paragraphs,
    readingTimeMinutes: Math.ceil(words / 238),
    readingTimeSeconds: Math.round((words * 60) / 238),
    wordsPerMinute: 238,
  };
}

const segmenters = {
  grapheme: new Intl.Segmenter('en', { granularity: 'grapheme' }),
  word: new Intl.Segmenter('en', { granularity: 'word' }),
  sentence: new Intl.Segmenter('en', { granularity: 'sentence' }),
};

/** The count one pass of Intl.Segmenter over the whole text gives: what the windowed counters must agree with. */
const onePass = (granularity: keyof typeof segmenters, text: string, keep: (s: Intl.SegmentData) => boolean) =>
  [...segmenters[granularity].segment(text)].filter(keep).length;

describe('word-count', () => {
  it.each<[string, Counts]>([
    ['', [0, 0, 0, 0, 0]],
    ['   \n\t  ', [0, 7, 0, 0, 0]], // whitespace only: characters but nothing else
    ['Hello, world!', [2, 13, 12, 1, 1]],
    ["can't won’t", [2, 11, 10, 1, 1]], // an apostrophe between letters keeps one word
    ['It costs 3.50 dollars, not 1,000.', [6, 33, 28, 1, 1]], // numbers are words, with their separators
    ['Hello. World! How are you? Fine', [6, 31, 26, 4, 1]], // the last sentence needs no punctuation
    ['...', [0, 3, 3, 0, 1]], // no letter or digit: no sentence, but a non-blank paragraph
    // Emoji: 👍🏽 (with skin tone), 👨‍👩‍👧 (ZWJ family) and 🇺🇸 (flag) are one character each and not words.
    ['👍🏽👨‍👩‍👧🇺🇸', [0, 3, 3, 0, 1]],
    ['e\u0301te\u0301', [1, 3, 3, 1, 1]], // "été" with combining accents: 3 characters, 1 word
    ['a\r\nb', [2, 3, 2, 2, 1]], // CR LF is one (whitespace) character; a line break ends a sentence
    ['a\r\n\r\nb', [2, 4, 2, 2, 2]],
    // 35 characters, 10 of them whitespace; the three-line gap and the spaces-only line both separate paragraphs.
    ['One.\n\n\nTwo.\n   \nThree.\nStill three.', [5, 35, 25, 4, 3]],
    // Japanese without spaces: the dictionary gives 東京|は|日本|の|首都|です.
    ['東京は日本の首都です。', [6, 11, 11, 1, 1]],
    ['我爱北京天安门。', [4, 8, 8, 1, 1]], // 我|爱|北京|天安门
    ['สวัสดีครับ', [2, 7, 7, 1, 1]], // Thai: สวัสดี|ครับ; vowel and tone marks join their consonant
    ['Hello мир 東京', [3, 12, 10, 1, 1]], // mixed scripts
    ['१२३ ٣٤ 42', [3, 9, 7, 1, 1]], // Devanagari, Arabic-Indic and ASCII numbers
  ])('%j', async (text, counts) => {
    expect(await ok(op, { text })).toEqual(expected(counts));
  });

  it.each<[string, number, number]>([
    // The example: the segmenter alone sees https|example.com|a|b|1|… and ends a sentence at the ?.
    ['See https://example.com/a?b=1&c=2#x now. Then stop.', 5, 2],
    ['Visit www.example.com/path?x=1 today', 3, 1],
    ['HTTPS://EXAMPLE.COM/A?B=C!D now', 2, 1],
    ['Mail jane.doe+news@example.co.uk! Ok?', 3, 2], // the ! after the address ends the sentence
    ['Is it https://example.com/? Yes.', 4, 2], // trailing ? is not part of the address
    ['Go to www.example.com. Then rest', 5, 2], // trailing period: a sentence end
    ['(see https://en.wikipedia.org/wiki/Foo_(bar)) and <https://x.org/a.b>', 4, 1],
    ['Write to 𝐀lice@例え.jp, or to bob@example.org.', 6, 1],
    ['https:// alone and www. alone', 5, 1], // no address after the prefix: counted as the segmenter does
    ['a@b and x@y.z_q', 5, 1], // not addresses: no dot in the domain; an underscore glued to it
    // Unchanged: decimals, initials and an ellipsis before a lowercase word end no sentence.
    ['It is 3.14 today. Next', 5, 2],
    ['I like e.g. apples. And U.S.A. stuff', 7, 2],
    ['Wait... what? Wait... What', 4, 3],
  ])('counts %j as %i words and %i sentences', async (text, words, sentences) => {
    expect(await ok(op, { text })).toMatchObject({ words, sentences });
  });

  it('counts addresses in linear time', async () => {
    const start = cpuNow();
    expect(await ok(op, { text: 'See https://example.com/a?b=1. '.repeat(32_000) })).toMatchObject({ words: 64_000, sentences: 32_000 });
    expect(await ok(op, { text: 'a@b.c '.repeat(170_000) })).toMatchObject({ words: 170_000 });
    expect(collapseLinks(`www.${'.'.repeat(1_000_000)}`)).toBe(`www.${'.'.repeat(1_000_000)}`);
    expect(collapseLinks(`a@${'b.'.repeat(500_000)}_`)).toBe('a._'); // the address ends before its last dot
    expect(collapseLinks(`${'a.'.repeat(500_000)}@`)).toHaveLength(1_000_001);
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('derives the reading time from 238 words per minute', async () => {
    const words = (n: number) => 'word '.repeat(n);
    const readingTime = async (n: number) => {
      const { readingTimeMinutes, readingTimeSeconds, wordsPerMinute } = await ok(op, { text: words(n) });
      return [readingTimeMinutes, readingTimeSeconds, wordsPerMinute];
    };
    expect(WORDS_PER_MINUTE).toBe(238);
    expect(await readingTime(0)).toEqual([0, 0, 238]);
    expect(await readingTime(1)).toEqual([1, 0, 238]); // 0.25 s: minutes round up, seconds to nearest
    expect(await readingTime(2)).toEqual([1, 1, 238]); // 0.504 s
    expect(await readingTime(238)).toEqual([1, 60, 238]);
    expect(await readingTime(239)).toEqual([2, 60, 238]); // 60.25 s
    expect(await readingTime(357)).toEqual([2, 90, 238]); // exactly 1.5 min
    expect(await readingTime(1000)).toEqual([5, 252, 238]); // 4.2 min, 252.1 s
  });

  it('counts a 1,000,000-character English text quickly', async () => {
    const unit = 'The quick brown fox jumps. '; // 27 characters: 5 words, 5 spaces, 1 sentence
    const text = unit.repeat(37_037); // 999,999 characters
    const start = cpuNow();
    const result = await ok(op, { text });
    const elapsed = cpuNow() - start;
    expect(result).toEqual(expected([185_185, 999_999, 999_999 - 185_185, 37_037, 1]));
    expect(elapsed).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('counts a 1,000,000-character CJK text quickly', async () => {
    const unit = '東京は日本の首都です。\n\n'; // 13 characters: 6 words, 1 sentence, 1 paragraph
    const text = unit.repeat(76_923); // 999,999 characters
    const start = cpuNow();
    const result = await ok(op, { text });
    const elapsed = cpuNow() - start;
    expect(result).toEqual(expected([461_538, 999_999, 11 * 76_923, 76_923, 76_923]));
    expect(elapsed).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('counts long runs without spaces or line breaks', async () => {
    expect(await ok(op, { text: 'a'.repeat(1_000_000) })).toEqual(expected([1, 1_000_000, 1_000_000, 1, 1]));
    expect(await ok(op, { text: '😀'.repeat(100_000) })).toEqual(expected([0, 100_000, 100_000, 0, 1]));
    expect(await ok(op, { text: '\n'.repeat(100_000) })).toEqual(expected([0, 100_000, 0, 0, 0]));
  });

  it('gives the same counts as one Intl.Segmenter pass over the whole text', () => {
    // The counts are computed piecewise (see word-count.ts); compare with a single pass on mixed texts long
    // enough to span several windows.
    const pieces = [
      'the ', 'quick ', 'Fox', '. ', 'Then ', "can't ", 'e.g. ', '3.14 ', '1,000', 'U.S.A. ', ' ', '  ', '\t', '\n', '\r\n', '\n\n',
      '! ', '? ', ',', ':', '"', "'", '(', ')', '—', '…', '’', '“', 'e\u0301', '\u0301', 'é', 'Привет ', 'ก่อน', 'नमस्ते', 'مرحبا',
      '\u0600', '東京は', '日本語の文章です', '。', '、', 'カタカナ', 'ー', '한국어 ', '\u1100\u1161\u11A8', '😀', '👍🏽', '👨‍👩‍👧',
      '🇺🇸', '\u{1F1FA}', '1️⃣', '©', '\u00AD', '\u200B', '\u200D', '\u3000', '\u00A0', '\uD800', '42', 'x_y', 'a:b', '\u2029',
    ];
    let seed = 1;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 60; i++) {
      let text = '';
      const length = Math.floor(random() * 800);
      for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)]!;
      expect(countGraphemes(text)).toEqual({
        characters: onePass('grapheme', text, () => true),
        spaces: onePass('grapheme', text, (s) => /^\s+$/.test(s.segment)),
      });
      expect(countWords(text)).toBe(onePass('word', text, (s) => s.isWordLike === true));
      expect(countSentences(text)).toBe(onePass('sentence', text, (s) => /[\p{L}\p{N}]/u.test(s.segment)));
    }
  });

  it('counts a segment longer than the window followed by many short ones in linear time', async () => {
    // A long word, cluster or sentence doubled the window, and every short segment after it in that window was then
    // read at the cost of the whole window: minutes for a megabyte.
    const start = cpuNow();
    expect(await ok(op, { text: `${'é'.repeat(300_000)}${' é'.repeat(200_000)}` })).toEqual(expected([200_001, 700_000, 500_000, 1, 1]));
    expect(await ok(op, { text: `e${'\u0301'.repeat(300_000)}${'e\u0301'.repeat(200_000)}` })).toEqual(expected([1, 200_001, 200_001, 1, 1]));
    expect(await ok(op, { text: `${'ab '.repeat(100_000)}${'A. '.repeat(200_000)}` })).toMatchObject({ words: 300_000, sentences: 200_000 });
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('gives the same counts as one pass around segments longer than the window', () => {
    const long = ['é'.repeat(700), `e${'\u0301'.repeat(700)}`, 'ab '.repeat(300), '東京'.repeat(400), '👍🏽'.repeat(300), '1.'.repeat(400)];
    const short = ['é ', 'e\u0301', 'A. ', '東京。', '👍🏽', ' ', '\n'];
    for (const first of long) {
      for (const after of short) {
        const text = `${first}${after.repeat(400)}${first}${after.repeat(50)}`;
        expect(countGraphemes(text), JSON.stringify(text.slice(0, 20))).toEqual({
          characters: onePass('grapheme', text, () => true),
          spaces: onePass('grapheme', text, (s) => /^\s+$/.test(s.segment)),
        });
        expect(countWords(text)).toBe(onePass('word', text, (s) => s.isWordLike === true));
        expect(countSentences(text)).toBe(onePass('sentence', text, (s) => /[\p{L}\p{N}]/u.test(s.segment)));
      }
    }
  });

  it('rejects a missing, mistyped or misspelled text', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: null })).toBe('text: must be a string, got null');
    expect(await fails(op, { text: ['a'] })).toBe('text: must be a string, got array');
    expect(await fails(op, { txt: 'a' })).toBe("text: is required; txt: unknown field; did you mean 'text'?");
    expect(await fails(op, { text: 'x'.repeat(1_048_577) })).toBe('text: must be at most 1048576 characters long');
  });
});
