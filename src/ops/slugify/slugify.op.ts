import { defineOperation } from '../../core/operation.js';
import { repeatToBytes } from '../../core/fields.js';
import page from './slugify.page.js';
import run from './slugify.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Slugify',
  summary: 'Turns a title into a URL slug: lowercase ASCII words joined by hyphens.',
  agentDescription:
    'Turns text such as a title into a URL slug: lowercase ASCII words joined by single hyphens. Every script is transliterated (ß → ss, Привет → privet, 北京 → bei-jing); punctuation, symbols and emoji separate words. Text without a letter or digit is a 400.',
  description:
    'The text is normalized (NFKC: ﬁ → fi, ™ → TM) and every letter, digit and accent is spelled in ASCII with any-ascii, a maintained ' +
    'transliteration table for all of Unicode: accents are stripped (é → e, ü → u) and letters are transliterated (ß → ss, æ → ae, ø → o, ' +
    'ł → l, œ → oe; Ελληνικά → ellinika, Привет → privet, مرحبا → mrhb, 안녕하세요 → annyeonghaseyo, ひらがな → hiragana). Chinese characters, ' +
    'Japanese kanji included, are written in Mandarin pinyin without tones, one syllable a word (北京 → bei-jing, 東京 → dong-jing): a ' +
    'reading, not a translation. Every run of other characters (spaces, punctuation, symbols, emoji, a lone surrogate half) becomes one ' +
    'hyphen; there is never a leading, trailing or doubled hyphen. When nothing is left (only punctuation, symbols or emoji) the answer ' +
    'is a 400 naming text, not an empty slug.',
  category: 'text',
  es: { title: 'Generar slug', summary: 'Convierte un título en un slug de URL: palabras ASCII en minúsculas unidas por guiones.' },
  examples: [
    { title: 'A title with accents', input: { text: 'Crème Brûlée à la Mode!' }, output: { slug: 'creme-brulee-a-la-mode' } },
    { title: 'Letters that need transliteration', input: { text: 'Straße, Smørrebrød & Łódź' }, output: { slug: 'strasse-smorrebrod-lodz' } },
    { title: 'Greek, Cyrillic and Chinese', input: { text: 'Ελληνικά, Привет мир, 北京' }, output: { slug: 'ellinika-privet-mir-bei-jing' } },
  ],
  // Non-ASCII everywhere: every character is normalized and spelled; Hangul is the slowest measured (~120 ms a megabyte).
  worstCase: () => ({ text: repeatToBytes('Crème Brûlée Straße Łódź Привет 北京欢迎你 안녕하세요 ') }),
});
