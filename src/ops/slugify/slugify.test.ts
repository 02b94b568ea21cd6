import { describe, expect, it } from 'vitest';
import op from './slugify.op.js';
import { fails, ok } from '../../../test/support/run-op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { slugify } from './slugify.js';

/** The rules as a plain regex pipeline: the oracle the single-pass implementation must match. */
function slugifyByRegex(text: string): string {
  const map: Record<string, string> = { ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ı: 'i', ħ: 'h', Ħ: 'h', ŧ: 't', Ŧ: 't', ŋ: 'ng', Ŋ: 'ng', ĸ: 'q', ſ: 's' };
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/./gsu, (ch) => map[ch] ?? ch)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

describe('slugify', () => {
  it.each([
    ['Crème Brûlée à la Mode!', 'creme-brulee-a-la-mode'],
    ['Straße, Smørrebrød & Łódź', 'strasse-smorrebrod-lodz'],
    ['Æsir and Œuvre', 'aesir-and-oeuvre'],
    ['  --Hello__World--  ', 'hello-world'],
    ['XMLHttpRequest v2.0', 'xmlhttprequest-v2-0'],
    ['東京 Tokyo 🚀', 'tokyo'],
    ['ﬁnance', 'finance'], // NFKD splits the ligature
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', async (text, slug) => {
    expect(await ok(op, { text })).toEqual({ slug });
  });

  it('matches the plain regex pipeline on random mixed-script text', () => {
    const alphabet = [...'aZ09 -_.,!éÉüÜñçÅ\u0301\u0327ßæŒøŁđþıﬁ½²東京Ωж🚀👍🏽\u200d\t\nİǄ'];
    const random = seededRandom(7);
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(random() * 24);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(slugify(text), JSON.stringify(text)).toBe(slugifyByRegex(text));
    }
  });

  it('rejects a missing or non-string text', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });
});
