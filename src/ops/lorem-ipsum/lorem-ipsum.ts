import { seededRandom } from '../../core/seeded-random.js';

export const LOREM_UNITS = ['paragraphs', 'sentences', 'words'] as const;
export type LoremUnit = (typeof LOREM_UNITS)[number];

/** The fixed opening sentence. */
const OPENING = ['Lorem', 'ipsum', 'dolor', 'sit', 'amet,', 'consectetur', 'adipiscing', 'elit.'];

/** The words of the classic "Lorem ipsum" passage (Cicero, De finibus 1.10.32, as mangled by typesetters). */
const WORDS = [
  'lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do', 'eiusmod', 'tempor',
  'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim', 'ad', 'minim', 'veniam', 'quis', 'nostrud',
  'exercitation', 'ullamco', 'laboris', 'nisi', 'aliquip', 'ex', 'ea', 'commodo', 'consequat', 'duis', 'aute', 'irure',
  'in', 'reprehenderit', 'voluptate', 'velit', 'esse', 'cillum', 'eu', 'fugiat', 'nulla', 'pariatur', 'excepteur',
  'sint', 'occaecat', 'cupidatat', 'non', 'proident', 'sunt', 'culpa', 'qui', 'officia', 'deserunt', 'mollit', 'anim',
  'id', 'est', 'laborum',
] as const;

/** Seeds for the sentence stream and for the paragraph lengths: constants, so the output never varies. */
const SENTENCE_SEED = 0x4c6f726a;
const PARAGRAPH_SEED = 0x50617261;

const MIN_SENTENCE_WORDS = 6;
const MAX_SENTENCE_WORDS = 14;
const MIN_PARAGRAPH_SENTENCES = 4;
const MAX_PARAGRAPH_SENTENCES = 7;
/** Chance of a comma after a word that is neither first nor among the last two, and not right after a comma. */
const COMMA_CHANCE = 0.12;

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The endless sentence stream, as arrays of words with their punctuation: the opening, then random sentences. */
function* sentences(): Generator<string[]> {
  yield OPENING;
  const random = seededRandom(SENTENCE_SEED);
  let previous = 'elit';
  for (;;) {
    const length = between(random, MIN_SENTENCE_WORDS, MAX_SENTENCE_WORDS);
    const words: string[] = [];
    for (let i = 0; i < length; i++) {
      let word: string;
      do word = WORDS[Math.floor(random() * WORDS.length)]!;
      while (word === previous);
      previous = word;
      if (i === 0) word = word[0]!.toUpperCase() + word.slice(1);
      if (i === length - 1) word += '.';
      else if (i > 0 && i < length - 2 && !words[i - 1]!.endsWith(',') && random() < COMMA_CHANCE) word += ',';
      words.push(word);
    }
    yield words;
  }
}

/** The first `count` words of the stream; the last one ends with a period instead of any comma. */
function takeWords(count: number): string {
  const out: string[] = [];
  for (const sentence of sentences()) {
    for (const word of sentence) {
      out.push(word);
      if (out.length === count) return out.join(' ').replace(/[,.]?$/, '.');
    }
  }
  return '';
}

function takeSentences(count: number): string[] {
  const out: string[] = [];
  for (const sentence of sentences()) {
    out.push(sentence.join(' '));
    if (out.length === count) break;
  }
  return out;
}

function takeParagraphs(count: number): string[] {
  const random = seededRandom(PARAGRAPH_SEED);
  const lengths = Array.from({ length: count }, () => between(random, MIN_PARAGRAPH_SENTENCES, MAX_PARAGRAPH_SENTENCES));
  const all = takeSentences(lengths.reduce((sum, n) => sum + n, 0));
  const paragraphs: string[] = [];
  let next = 0;
  for (const n of lengths) {
    paragraphs.push(all.slice(next, next + n).join(' '));
    next += n;
  }
  return paragraphs;
}

/** Deterministic filler text: the same count, unit and html always give the same text. */
export function loremIpsum(count: number, unit: LoremUnit, html: boolean): string {
  if (unit === 'paragraphs') {
    const paragraphs = takeParagraphs(count);
    return html ? paragraphs.map((p) => `<p>${p}</p>`).join('\n') : paragraphs.join('\n\n');
  }
  const text = unit === 'sentences' ? takeSentences(count).join(' ') : takeWords(count);
  return html ? `<p>${text}</p>` : text;
}
