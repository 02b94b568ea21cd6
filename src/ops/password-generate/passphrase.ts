import { InputError, elide } from '../../core/errors.js';
import { effLargeWords } from './eff-large-wordlist.js';
import { randomBelow, type RandomSource } from './random.js';

/** Words in EFF's large list: 6^5, one per roll of five dice. */
export const EFF_WORD_COUNT = 7776;

/** Longest separator accepted. */
export const MAX_SEPARATOR_CHARS = 10;

export interface PassphraseOptions {
  words: number;
  separator: string;
  capitalize: boolean;
  number: boolean;
}

/** Separators a form can't send as typed (a blank field means "the default"): named instead, in English or Spanish. */
const NAMED_SEPARATORS: Readonly<Record<string, string>> = { space: ' ', none: '', espacio: ' ', ninguno: '' };

/**
 * The separator as given, or the one a name stands for: space or espacio, none or ninguno (in any case). Letters and
 * digits are refused: they would blur where a word ends (and a digit would pass for the added number), and the entropy
 * counts each passphrase once only if the words can be told apart. Line breaks are refused too: the passphrases are
 * listed one per line.
 */
export function readSeparator(separator: string): string {
  const named = NAMED_SEPARATORS[separator.trim().toLowerCase()];
  if (named !== undefined) return named;
  if (/[\p{L}\p{N}]/u.test(separator)) {
    const shown = elide(separator);
    throw new InputError(
      `separator: '${shown}' holds a letter or a digit, which would blur where words end; use punctuation or spaces such as '-', '.', '_', ' ' or '', or the words space or none`,
      `separator: '${shown}' contiene una letra o una cifra, que confundiría dónde acaba cada palabra; usa signos o espacios como '-', '.', '_', ' ' o '', o las palabras espacio o ninguno`,
    );
  }
  if (/[\n\r\u0085\u2028\u2029]/.test(separator)) {
    throw new InputError(
      `separator: holds a line break, which would split a passphrase over lines; use punctuation or spaces such as '-', '.', '_' or ' '`,
      `separator: contiene un salto de línea, que partiría la frase en varias líneas; usa signos o espacios como '-', '.', '_' o ' '`,
    );
  }
  return separator;
}

/**
 * Bits of entropy of a passphrase: each word is one of 7,776 (log2 7776 ≈ 12.925 bits); the number adds one digit of
 * ten after one word of `words`, log2(10 × words). Capitals add nothing: every word gets one. Each choice gives a
 * different text — the words are lowercase a–z, and the four with a hyphen (drop-down, felt-tip, t-shirt, yo-yo) do not
 * begin with a word of the list, so even a '-' separator splits them one way only — except that with no separator and
 * no capitals two choices can run together into the same text: then this is the most it can be.
 */
export function passphraseEntropy(words: number, number: boolean): number {
  return words * Math.log2(EFF_WORD_COUNT) + (number ? Math.log2(10 * words) : 0);
}

/** One passphrase: `words` words drawn uniformly and independently from EFF's list, joined by the separator. */
export function generatePassphrase(options: PassphraseOptions, source: RandomSource): string {
  const list = effLargeWords();
  const picked = Array.from({ length: options.words }, () => list[randomBelow(source, list.length)]!);
  const shown = options.capitalize ? picked.map((word) => word.charAt(0).toUpperCase() + word.slice(1)) : picked;
  if (options.number) {
    const at = randomBelow(source, options.words);
    shown[at] += String(randomBelow(source, 10));
  }
  return shown.join(options.separator);
}
