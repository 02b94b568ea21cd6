import { InputError } from '../../core/errors.js';
import { randomBelow, type RandomSource } from './random.js';

export const CHARACTER_SETS = ['lowercase', 'uppercase', 'digits', 'symbols'] as const;
export type CharacterSet = (typeof CHARACTER_SETS)[number];

/** The four sets: ASCII letters, digits, and the 32 ASCII punctuation characters (all printable ASCII but letters, digits and space). */
export const SET_CHARACTERS: Readonly<Record<CharacterSet, string>> = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
};

/** Characters that are easily mistaken for one another in many fonts: zero, capital and small o, one, small L, capital i, bar. */
export const SIMILAR_CHARACTERS = '0Oo1lI|';

/** Longest `exclude` accepted: more than every character of the pool, spaces and repeats included. */
export const MAX_EXCLUDE_CHARS = 1000;

/** Each set in the error messages: one of its characters (en), all of them and one of them (es). */
const SET_WORDS: Readonly<Record<CharacterSet, { en: string; esAll: string; esOne: string }>> = {
  lowercase: { en: 'lowercase letter', esAll: 'todas las minúsculas', esOne: 'una minúscula' },
  uppercase: { en: 'uppercase letter', esAll: 'todas las mayúsculas', esOne: 'una mayúscula' },
  digits: { en: 'digit', esAll: 'todas las cifras', esOne: 'una cifra' },
  symbols: { en: 'symbol', esAll: 'todos los símbolos', esOne: 'un símbolo' },
};

/** The characters a password is drawn from, by set: each chosen set, less the excluded characters, in set order. */
export interface Pool {
  sets: readonly { set: CharacterSet; characters: string }[];
  /** Every character of the pool, the sets' characters one after the other. */
  characters: string;
}

/**
 * The pool for the chosen sets: each set's characters less the look-alikes (when asked) and the characters of
 * `exclude`. Refuses no set at all, and a chosen set left empty (a password could not hold one of its characters).
 */
export function buildPool(chosen: readonly CharacterSet[], excludeSimilar: boolean, exclude: string): Pool {
  if (chosen.length === 0) {
    throw new InputError(
      'lowercase: every character set is off; set at least one of lowercase, uppercase, digits and symbols to true',
      'lowercase: todos los juegos de caracteres están desactivados; pon a true al menos uno de lowercase, uppercase, digits y symbols',
    );
  }
  const sets = chosen.map((set) => {
    const characters = [...SET_CHARACTERS[set]].filter((c) => !(excludeSimilar && SIMILAR_CHARACTERS.includes(c)) && !exclude.includes(c)).join('');
    if (characters === '') {
      const words = SET_WORDS[set];
      throw new InputError(
        `exclude: leaves no ${words.en} though ${set} is on, and each chosen set must appear; keep at least one ${words.en} or set ${set} to false`,
        `exclude: quita ${words.esAll} aunque ${set} está activado, y cada juego elegido debe aparecer; deja al menos ${words.esOne} o pon ${set} a false`,
      );
    }
    return { set, characters };
  });
  return { sets, characters: sets.map((s) => s.characters).join('') };
}

/**
 * How many strings of `length` characters from disjoint sets of these sizes hold at least one character of every set,
 * by inclusion–exclusion: the sum over each group S of sets of (−1)^|S| (N − |S's characters|)^length, where N is the
 * pool's size — all strings, less those missing a set, plus those missing two, and so on.
 */
export function validCount(sizes: readonly number[], length: number): bigint {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const n = BigInt(length);
  let count = 0n;
  for (let missing = 0; missing < 1 << sizes.length; missing++) {
    let left = total;
    let negative = false;
    for (let i = 0; i < sizes.length; i++) {
      if (missing & (1 << i)) {
        left -= sizes[i]!;
        negative = !negative;
      }
    }
    const term = BigInt(left) ** n;
    count += negative ? -term : term;
  }
  return count;
}

/** log2 of a positive big integer, to double precision: the top 64 bits as a double, plus the bits shifted away. */
export function log2BigInt(value: bigint): number {
  const bits = value.toString(2).length;
  if (bits <= 64) return Math.log2(Number(value));
  const shift = bits - 64;
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/** Bits of entropy of a password drawn uniformly from the strings that hold every set: log2 of how many there are. */
export function passwordEntropy(pool: Pool, length: number): number {
  return log2BigInt(validCount(pool.sets.map((s) => s.characters.length), length));
}

/**
 * One password: `length` characters drawn uniformly and independently from the pool, drawn again whole until it holds
 * a character of every set. Rejection keeps the result uniform over exactly the strings `validCount` counts (placing
 * one character of each set and shuffling would favour some). A draw is abandoned as soon as too few characters are
 * left to bring in the sets still missing: it would be rejected whatever they were, so this only saves their drawing.
 * The length is at least the number of sets and no set is empty, so a draw holds every set with probability at least
 * 1 in about 1,950 (4 characters from sets of 1, 1, 1 and 32: 4! × 32 of 35^4 strings); with the defaults, almost
 * always the first.
 */
export function generatePassword(pool: Pool, length: number, source: RandomSource): string {
  const { characters } = pool;
  const setOf = new Uint8Array(characters.length);
  let at = 0;
  pool.sets.forEach((s, i) => {
    setOf.fill(i, at, at + s.characters.length);
    at += s.characters.length;
  });
  const picked = new Array<string>(length);
  draw: for (;;) {
    let seen = 0;
    let missing = pool.sets.length;
    for (let i = 0; i < length; i++) {
      const index = randomBelow(source, characters.length);
      picked[i] = characters[index]!;
      const bit = 1 << setOf[index]!;
      if ((seen & bit) === 0) {
        seen |= bit;
        missing--;
      }
      if (missing > length - 1 - i) continue draw;
    }
    return picked.join('');
  }
}
