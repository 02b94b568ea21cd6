/**
 * Counting words, user-perceived characters and sentences with Intl.Segmenter, in linear time.
 *
 * The V8 in Node 20 re-reads the whole input on every step of a segment iterator (crbug.com/326176949, fixed
 * upstream in 2024), so one pass over a 1 MB string is quadratic and takes minutes. The counts are therefore
 * computed piecewise, and the tests check them against one pass over the whole text:
 * - graphemes: runs of "simple" characters (each its own cluster whatever surrounds it) are counted
 *   arithmetically; only the other runs, with one character of context on each side, go to the segmenter;
 * - words: plain ASCII words with whitespace on both sides are counted directly; only the text between
 *   them goes to the segmenter;
 * - sentences: lines without a letter or digit are dropped first (a line feed always ends a sentence).
 * Those splits fall on certain boundaries. Every segmenter pass then goes through `forEachSegment`, which
 * walks long texts in short windows with MARGIN characters of look-ahead past each cut; only a contrived
 * text (a dictionary-segmented run, or a sentence look-ahead over more than MARGIN characters of digits and
 * punctuation, straddling a cut) could move one boundary near that cut.
 */

export { WORDS_PER_MINUTE } from './reading-rate.js';

const LOCALE = 'en';
const graphemeSegmenter = new Intl.Segmenter(LOCALE, { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter(LOCALE, { granularity: 'word' });
const sentenceSegmenter = new Intl.Segmenter(LOCALE, { granularity: 'sentence' });

/** Characters per segmenter call; around 256 the per-step cost of the quadratic bug is negligible. */
const WINDOW = 256;
/** Right context given to the segmenter beyond a window's cut, so boundaries near the cut see what follows. */
const MARGIN = 64;

/**
 * Calls `visit` for each segment of `text` in order. Long texts are segmented a window at a time: from a
 * known boundary, only the segments that end before the cut are taken (the segmenter still sees MARGIN
 * characters past it), and the next window starts where the last one taken ended. A segment longer than
 * the window (a long sentence, a word of a million letters, a letter with a million accents) doubles the window
 * until it fits, and is then taken alone: the segments after it go back to short windows, since each step in the
 * doubled one would cost its whole length (so a long segment followed by many short ones would be quadratic).
 */
export function forEachSegment(segmenter: Intl.Segmenter, text: string, visit: (segment: Intl.SegmentData) => void): void {
  const length = text.length;
  let pos = 0;
  let size = WINDOW;
  while (pos < length) {
    const end = Math.min(length, pos + size + MARGIN);
    const last = end === length; // the window reaches the end of the text: every segment in it is final
    let taken = 0;
    for (const segment of segmenter.segment(pos === 0 && last ? text : text.slice(pos, end))) {
      const segmentEnd = segment.index + segment.segment.length;
      if (!last && segmentEnd > size) break;
      visit(segment);
      taken = segmentEnd;
      if (size > WINDOW) break;
    }
    if (taken === 0) {
      size *= 2;
    } else {
      pos += taken;
      size = WINDOW;
    }
  }
}

/**
 * Characters that form a grapheme cluster on their own whatever their neighbours are (Grapheme_Cluster_Break
 * Other or Control, not Prepend, not Extended_Pictographic, not a Hangul jamo), except CR which pairs with LF:
 * C0 controls and ASCII, Latin-1 (minus ©, soft hyphen, ®), Latin Extended, IPA and spacing modifiers,
 * Greek and Cyrillic letters, general punctuation (dashes, quotes, ellipsis), CJK punctuation, kana,
 * CJK ideographs, Hangul syllables, full-width forms.
 */
const NOT_SIMPLE =
  /[^\x00-\x0C\x0E-\x7F\u00A0-\u00A8\u00AA-\u00AC\u00AF-\u02FF\u0370-\u0482\u048A-\u052F\u2010-\u2027\u3000-\u3029\u3041-\u3096\u309B-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uFF01-\uFF9D]+/g;
const WHITESPACE_ONLY = /^\s+$/;
const NON_WHITESPACE_RUNS = /\S+/g;

function countWhitespace(text: string): number {
  return text.replace(NON_WHITESPACE_RUNS, '').length;
}

/** Grapheme clusters, and how many of them are whitespace only. */
export function countGraphemes(text: string): { characters: number; spaces: number } {
  let characters = 0;
  let spaces = countWhitespace(text);
  let counted = 0; // text[0, counted) is accounted for
  let windowStart = -1;
  let windowEnd = -1;

  const flush = () => {
    characters += windowStart - counted; // simple characters before the window: one cluster each
    const window = text.slice(windowStart, windowEnd);
    spaces -= countWhitespace(window);
    forEachSegment(graphemeSegmenter, window, ({ segment }) => {
      characters++;
      if (WHITESPACE_ONLY.test(segment)) spaces++;
    });
    counted = windowEnd;
  };

  for (const match of text.matchAll(NOT_SIMPLE)) {
    // One simple character of context on each side: it may join the run (e + U+0301, a Prepend + letter).
    const start = Math.max(0, match.index - 1);
    const end = Math.min(text.length, match.index + match[0].length + 1);
    if (windowStart >= 0 && start < windowEnd) {
      windowEnd = end;
    } else {
      if (windowStart >= 0) flush();
      windowStart = start;
      windowEnd = end;
    }
  }
  if (windowStart >= 0) flush();
  characters += text.length - counted;
  return { characters, spaces };
}

/**
 * Plain tokens that are always exactly one word-like segment with certain boundaries around them: ASCII
 * whitespace (or the text's edge) on both sides, optional ASCII or quote punctuation at either end, and in
 * between either letters and digits, or letters joined by apostrophes or periods (can't, e.g), or digits
 * joined by periods or commas (3.14, 1,000).
 */
const PLAIN_WORD =
  /(?<![^ \t\n\r])[.,;:!?'"()[\]‘’“”]*(?:[A-Za-z0-9]+|[A-Za-z]+(?:['’.][A-Za-z]+)+|[0-9]+(?:[.,][0-9]+)+)[.,;:!?'"()[\]‘’“”]*(?![^ \t\n\r])/g;
const HAS_NON_WHITESPACE = /\S/;

/** Word-like segments (words, numbers, CJK words found by the dictionary). */
export function countWords(text: string): number {
  let words = 0;
  let counted = 0;
  const countGap = (end: number) => {
    const gap = text.slice(counted, end);
    if (HAS_NON_WHITESPACE.test(gap)) {
      forEachSegment(wordSegmenter, gap, (segment) => {
        if (segment.isWordLike) words++;
      });
    }
  };
  for (const match of text.matchAll(PLAIN_WORD)) {
    countGap(match.index);
    words++;
    counted = match.index + match[0].length;
  }
  countGap(text.length);
  return words;
}

/**
 * A web address (http://, https:// or www., up to whitespace, < > or ", trailing punctuation left out) or an e-mail
 * address. The segmenters would see six words in https://example.com/a?b=1 and end a sentence at its ?.
 */
const LINK = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}\p{M}_@.])(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>"'.,;:!?)\]}»”’]`,
    String.raw`(?<![\p{L}\p{N}\p{M}._%+\-])[\p{L}\p{N}][\p{L}\p{N}._%+\-]*@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)+(?![\p{L}\p{N}\p{M}_@\-])`,
  ].join('|'),
  'giu',
);
const MAY_HOLD_LINK = /@|https?:\/\/|www\./i;

/**
 * The text with each web or e-mail address replaced by its first letter: one word, and no sentence end inside.
 * Keeping that letter (w, h, j, J...) keeps the sentence segmenter's choice at the address's start as it was.
 */
export function collapseLinks(text: string): string {
  return MAY_HOLD_LINK.test(text) ? text.replace(LINK, (link) => String.fromCodePoint(link.codePointAt(0)!)) : text;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A line (with its line feed) that has no letter or digit. */
const LETTERLESS_LINE = /^[^\p{L}\p{N}\n]*(?:\n|$)/gmu;

/**
 * Sentence segments that contain at least one letter or digit. A line feed always ends a sentence (it is a
 * paragraph separator), so lines without a letter or digit cannot change the count and are dropped first.
 */
export function countSentences(text: string): number {
  let sentences = 0;
  forEachSegment(sentenceSegmenter, text.replace(LETTERLESS_LINE, ''), ({ segment }) => {
    if (LETTER_OR_DIGIT.test(segment)) sentences++;
  });
  return sentences;
}

const LINE_BREAK = /\r\n|\r|\n/;

/** Blocks of lines separated by one or more blank (whitespace-only) lines, counting only blocks with content. */
export function countParagraphs(text: string): number {
  let paragraphs = 0;
  let inParagraph = false;
  for (const line of text.split(LINE_BREAK)) {
    const blank = !HAS_NON_WHITESPACE.test(line);
    if (!blank && !inParagraph) paragraphs++;
    inParagraph = !blank;
  }
  return paragraphs;
}
