import { toTitlecase } from './titlecase.js';

export const CASE_MODES = ['upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab', 'constant'] as const;
export type CaseMode = (typeof CASE_MODES)[number];

/**
 * Names people write for the modes, as keys without case, spaces, underscores or hyphens: camelCase, Title Case,
 * CONSTANT_CASE and kebab-case all name a mode. Only unambiguous names; UPPER_CASE is upper (the prose case).
 */
const MODE_NAMES: Readonly<Record<string, CaseMode>> = {
  upper: 'upper', uppercase: 'upper',
  lower: 'lower', lowercase: 'lower',
  title: 'title', titlecase: 'title',
  sentence: 'sentence', sentencecase: 'sentence',
  camel: 'camel', camelcase: 'camel', lowercamelcase: 'camel',
  pascal: 'pascal', pascalcase: 'pascal', uppercamelcase: 'pascal',
  snake: 'snake', snakecase: 'snake',
  kebab: 'kebab', kebabcase: 'kebab', dashcase: 'kebab', paramcase: 'kebab', spinalcase: 'kebab',
  constant: 'constant', constantcase: 'constant', screamingsnakecase: 'constant', uppersnakecase: 'constant', macrocase: 'constant',
};

/** The mode a name such as "camelCase" or "Title Case" stands for; anything else is returned as it came, for the enum to refuse. */
export function normalizeModeName(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 40) return value;
  return MODE_NAMES[value.toLowerCase().replace(/[\s_-]+/g, '')] ?? value;
}

// Combining marks and modifier letters (ー, ʻ) stay with the letter before them.
const TAIL = String.raw`[\p{M}\p{Lm}]*`;
const UPPER = String.raw`[\p{Lu}\p{Lt}]${TAIL}`;
const LOWER = String.raw`\p{Ll}${TAIL}`;
/** Letters without case (CJK, kana, Arabic, Hebrew, Thai...). */
const CASELESS = String.raw`[\p{Lo}\p{Lm}]${TAIL}`;
const DIGIT = String.raw`\p{N}\p{M}*`;

/**
 * One word of an identifier-style split, lodash-like. Alternatives in order:
 * ordinals (1st, 22nd, 3RD) stay whole; an acronym before a capitalised word ends before its last capital
 * (XMLHttp → XML + Http); an optional capital and lowercase letters (Http, école); a run of capitals (XML);
 * a run of caseless letters (東京); a run of digits (64). Anything else separates words.
 */
const WORD = new RegExp(
  [
    String.raw`[0-9]+(?:st|nd|rd|th)(?!\p{Ll})`,
    String.raw`[0-9]+(?:ST|ND|RD|TH)(?!\p{L})`,
    `(?:${UPPER})+(?=${UPPER}${LOWER})`,
    `(?:${UPPER})?(?:${LOWER})+`,
    `(?:${UPPER})+`,
    `(?:${CASELESS})+`,
    `(?:${DIGIT})+`,
  ].join('|'),
  'gu',
);

/** An apostrophe inside a word (don't, l’été) is dropped rather than splitting it. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{M}])['’](?=\p{L})/gu;

/** A title-case word: letters, digits and marks, possibly joined by apostrophes (don't, rock 'n' roll). */
const PLAIN_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** "XMLHttpRequest v2" → ["XML", "Http", "Request", "v", "2"]. */
export function splitWords(text: string): string[] {
  return text.replace(INNER_APOSTROPHE, '').match(WORD) ?? [];
}

/** First code point in titlecase (ǆ → ǅ, ﬁ → Fi, ß → Ss), the rest lowercased. */
function capitalize(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return toTitlecase(first) + word.slice(first.length).toLowerCase();
}

/** Sentence-ending punctuation (closing quotes or brackets allowed) then whitespace, or a blank line. */
const SENTENCE_BREAK = /[.!?…‼⁇⁈⁉。！？]["'”’»)\]}」』]*\s|\n[^\S\n]*\n/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const LETTER = /\p{L}/u;

/**
 * Lowercases everything, then titlecases the first letter of each sentence. A sentence starts at the start of
 * the text, after a blank line, and after . ! ? or … (closing quotes or brackets allowed) followed by whitespace.
 * A digit before any letter uses up the capital ("3 apples").
 */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  const parts: string[] = [];
  let copied = 0;
  let sentenceStart = 0;
  for (;;) {
    LETTER_OR_DIGIT.lastIndex = sentenceStart;
    const first = LETTER_OR_DIGIT.exec(lower);
    if (!first) break;
    const after = first.index + first[0].length;
    if (LETTER.test(first[0])) {
      parts.push(lower.slice(copied, first.index), toTitlecase(first[0]));
      copied = after;
    }
    SENTENCE_BREAK.lastIndex = after;
    const end = SENTENCE_BREAK.exec(lower);
    if (!end) break;
    sentenceStart = end.index + end[0].length;
  }
  parts.push(lower.slice(copied));
  return parts.join('');
}

export function convertCase(text: string, mode: CaseMode): string {
  switch (mode) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.replace(PLAIN_WORD, capitalize);
    case 'sentence':
      return sentenceCase(text);
    case 'camel':
      return splitWords(text)
        .map((word, i) => (i === 0 ? word.toLowerCase() : capitalize(word)))
        .join('');
    case 'pascal':
      return splitWords(text).map(capitalize).join('');
    case 'snake':
      return splitWords(text).map((word) => word.toLowerCase()).join('_');
    case 'kebab':
      return splitWords(text).map((word) => word.toLowerCase()).join('-');
    case 'constant':
      return splitWords(text).map((word) => word.toUpperCase()).join('_');
  }
}
