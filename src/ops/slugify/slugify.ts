import { InputError } from '../../core/errors.js';
import { loadsLater } from '../../core/lazy.js';
import { COMMON_SPELLINGS } from './common-spellings.js';

/** Letters, digits and combining marks are spelled in Latin letters; everything else (punctuation, symbols, emoji) separates words. */
const SPELLABLE = /^[\p{L}\p{N}\p{M}]$/u;
/** Each Chinese character is one syllable (北京 → bei jing): a word of its own, as unidecode-based slugifiers do. */
const HAN = /^\p{Script=Han}$/u;
/** any-ascii writes ʼ ` for letters such as the Cyrillic hard sign and the Arabic ayin: they are part of the word. */
const APOSTROPHES = /['`]/g;

/** any-ascii's spellings of the common blocks, split on first use (block number → 256 spellings). */
const commonBlocks = new Map<number, readonly string[]>();

/**
 * any-ascii (a per-character table of all of Unicode, ISC) once loaded. Its table is 546 KB of code, about 8 ms of a
 * cold start to compile and run, so it loads on the first character beyond the common blocks (Latin, Greek, Cyrillic:
 * common-spellings.ts, generated from it), and a call that meets one waits for it once.
 */
let anyAscii: ((text: string) => string) | undefined;
let loadingAnyAscii: Promise<void> | undefined;
function loadAnyAscii(): Promise<void> {
  // A failed load is tried again by the next call rather than kept.
  return (loadingAnyAscii ??= import('any-ascii').then(
    (module) => void (anyAscii = module.default),
    (error: unknown) => {
      loadingAnyAscii = undefined;
      throw error;
    },
  ));
}
loadsLater(loadAnyAscii);

/** any-ascii's spelling of one code point, or undefined while its whole table is needed and not loaded yet. */
function transliterate(ch: string, codePoint: number): string | undefined {
  const blockNumber = codePoint >>> 8;
  let block = commonBlocks.get(blockNumber);
  if (block === undefined) {
    const spellings = COMMON_SPELLINGS.get(blockNumber);
    if (spellings !== undefined) commonBlocks.set(blockNumber, (block = spellings.split('\t')));
  }
  return block ? block[codePoint & 0xff] : anyAscii?.(ch);
}

/**
 * The ASCII spelling of one non-ASCII character, lowercased: a space stands for a word break; undefined while
 * any-ascii's whole table is needed and not loaded. any-ascii keeps the results of the old hand-made table (ß → ss,
 * æ → ae, ø → o, ł → l).
 */
function spell(ch: string, codePoint: number): string | undefined {
  if (!SPELLABLE.test(ch)) return ' ';
  const spelled = transliterate(ch, codePoint)?.replace(APOSTROPHES, '').toLowerCase();
  if (spelled === undefined) return undefined;
  return HAN.test(ch) ? ` ${spelled} ` : spelled;
}

/**
 * Spellings kept across calls: texts repeat few distinct characters, and spelling one (two Unicode-property tests and
 * a table lookup) cost more than the rest of a short title's slug. Bounded: emptied when full.
 */
const spellings = new Map<string, string>();
const MAX_KEPT_SPELLINGS = 4096;

/**
 * "Crème Brûlée à la Mode!" → "creme-brulee-a-la-mode", "Привет, мир" → "privet-mir". Applies NFKC (ﬁ → fi, ™ → TM,
 * half-width kana to full width, kana and voicing marks composed), spells every letter, digit and mark in ASCII,
 * lowercases, and turns every run of other characters into one hyphen. One pass; ASCII input skips the normalization.
 * Throws when nothing is left: an empty slug is not a usable URL segment. A promise only the first time a text needs
 * any-ascii's whole table (a character beyond Latin, Greek and Cyrillic letters), while it loads.
 */
export function slugify(text: string): string | Promise<string> {
  // eslint-disable-next-line no-control-regex
  const source = /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFKC');
  let slug = '';
  let pendingHyphen = false;
  const take = (unit: number) => {
    if ((unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5a)) {
      if (pendingHyphen && slug !== '') slug += '-';
      pendingHyphen = false;
      slug += String.fromCharCode(unit >= 0x41 && unit <= 0x5a ? unit + 32 : unit);
    } else {
      pendingHyphen = true;
    }
  };
  for (let i = 0; i < source.length; i++) {
    const unit = source.charCodeAt(i);
    if (unit < 0x80) {
      take(unit);
      continue;
    }
    // A whole code point; a lone surrogate half is one character of its own (not a letter), never joined to the next.
    const codePoint = source.codePointAt(i)!;
    const ch = String.fromCodePoint(codePoint);
    i += ch.length - 1;
    let spelled = spellings.get(ch);
    if (spelled === undefined) {
      spelled = spell(ch, codePoint);
      if (spelled === undefined) return loadAnyAscii().then(() => slugify(text));
      if (spellings.size >= MAX_KEPT_SPELLINGS) spellings.clear();
      spellings.set(ch, spelled);
    }
    for (let j = 0; j < spelled.length; j++) take(spelled.charCodeAt(j));
  }
  if (slug === '') {
    throw new InputError(
      'text: leaves an empty slug: it has no letter or digit with a Latin spelling (only punctuation, symbols or emoji); give text with at least one letter or digit',
      'text: deja el slug vacío: no tiene ninguna letra ni cifra que se pueda escribir con letras latinas (solo signos de puntuación, símbolos o emojis); escribe un texto con al menos una letra o una cifra',
    );
  }
  return slug;
}
