import anyAscii from 'any-ascii';
import { InputError } from '../../core/errors.js';

/** Letters, digits and combining marks are spelled in Latin letters; everything else (punctuation, symbols, emoji) separates words. */
const SPELLABLE = /^[\p{L}\p{N}\p{M}]$/u;
/** Each Chinese character is one syllable (北京 → bei jing): a word of its own, as unidecode-based slugifiers do. */
const HAN = /^\p{Script=Han}$/u;
/** any-ascii writes ʼ ` for letters such as the Cyrillic hard sign and the Arabic ayin: they are part of the word. */
const APOSTROPHES = /['`]/g;

/**
 * The ASCII spelling of one non-ASCII character, lowercased: a space stands for a word break. any-ascii (a per-character
 * table, ISC) does the transliteration; it keeps the results of the old hand-made table (ß → ss, æ → ae, ø → o, ł → l).
 */
function spell(ch: string): string {
  if (!SPELLABLE.test(ch)) return ' ';
  const spelled = anyAscii(ch).replace(APOSTROPHES, '').toLowerCase();
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
 * Throws when nothing is left: an empty slug is not a usable URL segment.
 */
export function slugify(text: string): string {
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
    const ch = String.fromCodePoint(source.codePointAt(i)!);
    i += ch.length - 1;
    let spelled = spellings.get(ch);
    if (spelled === undefined) {
      if (spellings.size >= MAX_KEPT_SPELLINGS) spellings.clear();
      spellings.set(ch, (spelled = spell(ch)));
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
