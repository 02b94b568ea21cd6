import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { EFF_WORD_COUNT, MAX_SEPARATOR_CHARS, generatePassphrase, passphraseEntropy, readSeparator } from './passphrase.js';
import { CHARACTER_SETS, MAX_EXCLUDE_CHARS, buildPool, generatePassword, passwordEntropy } from './password.js';
import { cryptoSource } from './random.js';
import { STRENGTHS, strengthOf } from './strength.js';

export const MODES = ['password', 'passphrase'] as const;

/** " Passphrase " reads as passphrase: the mode's name, trimmed, in any case. */
function modeName(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 40) return value;
  const name = value.trim().toLowerCase();
  return (MODES as readonly string[]).includes(name) ? name : value;
}

/** Bits to two decimals, as shown and as the strength is judged. */
const roundBits = (bits: number) => Math.round(bits * 100) / 100;

export default defineRun({
  id: 'password-generate',
  kind: 'utility',
  random: true,
  // 100 passwords of 1,024 characters, or of 4 characters whose sets make most draws miss one, take milliseconds.
  heavy: true,
  // Descriptions of a few words: the names speak, and MCP's token budget is shared.
  input: z.strictObject({
    mode: z.preprocess(modeName, z.enum(MODES)).default('password').describe('password or passphrase.'),
    count: z.int().min(1).max(100).default(1).describe('How many.'),
    length: z.int().min(4).max(1024).default(20).describe('Password length.'),
    lowercase: z.boolean().default(true).describe('a-z.'),
    uppercase: z.boolean().default(true).describe('A-Z.'),
    digits: z.boolean().default(true).describe('0-9.'),
    symbols: z.boolean().default(true).describe('ASCII punctuation.'),
    excludeSimilar: z.boolean().default(false).describe('Drop 0Oo1lI|.'),
    exclude: z.string().max(MAX_EXCLUDE_CHARS).default('').describe('Characters to omit.'),
    words: z.int().min(1).max(64).default(6).describe('Passphrase words.'),
    separator: z.string().max(MAX_SEPARATOR_CHARS).default('-').describe('Between words.'),
    capitalize: z.boolean().default(false).describe('Capitalize words.'),
    number: z.boolean().default(false).describe('Append a digit to a word.'),
  }),
  output: z.strictObject({
    mode: z.enum(MODES).describe('What was generated.'),
    passwords: z.array(z.string()).min(1).max(100).describe('The passwords or passphrases, count of them.'),
    text: z.string().describe('The same, one per line.'),
    entropyBits: z.number().min(0).describe('Bits of entropy of each, to two decimals: log2 of the equally likely outcomes.'),
    strength: z.enum(STRENGTHS).describe('poor (< 40 bits), weak (< 65), good (< 100) or excellent (KeePassXC).'),
    poolSize: z.int().min(1).describe('Characters a password is drawn from, or 7,776 words for a passphrase.'),
    characters: z.string().optional().describe('Password mode: the characters drawn from, set by set.'),
  }),
  run: (input) => {
    const source = cryptoSource();
    if (input.mode === 'passphrase') {
      const options = { words: input.words, separator: readSeparator(input.separator), capitalize: input.capitalize, number: input.number };
      const entropyBits = roundBits(passphraseEntropy(input.words, input.number));
      const passwords = Array.from({ length: input.count }, () => generatePassphrase(options, source));
      return {
        mode: input.mode,
        passwords,
        text: passwords.join('\n'),
        entropyBits,
        strength: strengthOf(entropyBits),
        poolSize: EFF_WORD_COUNT,
      };
    }
    const pool = buildPool(CHARACTER_SETS.filter((set) => input[set]), input.excludeSimilar, input.exclude);
    const entropyBits = roundBits(passwordEntropy(pool, input.length));
    const passwords = Array.from({ length: input.count }, () => generatePassword(pool, input.length, source));
    return {
      mode: input.mode,
      passwords,
      text: passwords.join('\n'),
      entropyBits,
      strength: strengthOf(entropyBits),
      poolSize: pool.characters.length,
      characters: pool.characters,
    };
  },
});
