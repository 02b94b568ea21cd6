import { defineOperation } from '../../core/operation.js';
import page from './password-generate.page.js';
import run from './password-generate.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Password generator',
  summary: 'Generates random passwords, or passphrases from EFF’s word list, with their entropy in bits.',
  agentDescription:
    'Random passwords from a CSPRNG, holding every chosen set, or with mode passphrase, passphrases of EFF-list words. Gives exact entropy bits. The other mode\'s fields are ignored.',
  description:
    'Every character and word comes from a cryptographically secure generator (Web Crypto’s getRandomValues, in Node ' +
    'and, on the page, in the visitor’s browser), drawn without bias: a random 32-bit value at or above the largest ' +
    'multiple of the number of choices is drawn again, so no character or word is favoured (no modulo bias). Every call' +
    ' gives new values; count asks for 1 to 100 at once (default 1), each drawn independently, and text lists them one ' +
    'per line. mode password (the default) draws length characters (4 to 1,024, default 20) from the chosen sets: ' +
    'lowercase a–z, uppercase A–Z, digits 0–9 and symbols, the 32 ASCII punctuation characters ' +
    '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ (all on by default; at least one must be). A password holds at least one ' +
    'character of every chosen set: a draw missing one is thrown away whole and drawn again, so every string that holds' +
    ' them all is equally likely. excludeSimilar leaves out the seven look-alikes 0 O o 1 l I and |; exclude (at most ' +
    '1,000 characters) leaves out any others, characters outside the sets being ignored, and is refused if it empties a' +
    ' chosen set. entropyBits is then exact: log2 of the number of strings of that length that hold every chosen set, ' +
    'counted by inclusion–exclusion (all strings of the pool, less those missing one set, plus those missing two…), a ' +
    'little less than length × log2(poolSize) (20 characters from all 94: 130.93 bits rather than 131.09). characters ' +
    'lists the pool, set by set. mode passphrase draws words words (1 to 64, default 6; EFF advises at least 6) from ' +
    'EFF’s Long Wordlist (https://www.eff.org/dice: 7,776 words, one per roll of five dice, by the Electronic Frontier ' +
    'Foundation, licensed CC BY 3.0 US), joined by separator (default -, at most 10 characters, no letters, digits or ' +
    'line breaks; the word space or espacio stands for a space, none or ninguno for nothing); capitalize starts every ' +
    'word with a capital, and number adds one random digit after one random word. Its entropy is words × log2(7776), ' +
    '12.925 bits a word, plus log2(10 × words) for the number (6 words: 77.55 bits); with no separator and no capitals,' +
    ' words can run together into the same text, so this is then an upper bound. poolSize is the number of characters ' +
    '(or 7,776 words) drawn from. strength words the entropy as KeePassXC does: poor below 40 bits, weak below 65, good' +
    ' below 100, excellent from 100. The fields of the other mode are ignored (the page sends them all). mode is read ' +
    'in any case.',
  category: 'generators',
  es: {
    title: 'Generador de contraseñas',
    summary: 'Genera contraseñas al azar, o frases de contraseña con la lista de palabras de la EFF, con su entropía en bits.',
  },
  examples: [
    { title: 'A 20-character password', input: {} },
    { title: 'Five 16-character passwords without symbols or look-alikes', input: { count: 5, length: 16, symbols: false, excludeSimilar: true } },
    { title: 'A six-word passphrase', input: { mode: 'passphrase' } },
    { title: 'Three capitalized passphrases with a digit, spaced', input: { mode: 'passphrase', count: 3, words: 5, separator: 'space', capitalize: true, number: true } },
  ],
  // The most draws: 100 passwords of 4 characters from sets of 1, 1, 1 and 32 characters, where about 1 draw in
  // 1,950 holds all four (35^4 / (4! × 32)); measured costlier than 100 passwords of 1,024 characters.
  worstCase: () => ({ count: 100, length: 4, exclude: 'bcdefghijklmnopqrstuvwxyzBCDEFGHIJKLMNOPQRSTUVWXYZ123456789' }),
});
