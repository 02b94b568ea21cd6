import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSpellings, SPELLINGS_FILE } from '../../../scripts/slugify-spellings.js';
import op from './slugify.op.js';
import { fails, HANG_GUARD_CPU_MS, ok, cpuNow } from '../../../test/support/run-op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { slugify } from './slugify.js';

/**
 * The rules for Latin text before any-ascii, as a plain regex pipeline with the old hand-made table: Latin results
 * must not change (ß → ss, æ → ae, ø → o, ł → l, œ → oe, umlauts lose their dots).
 */
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
    ['Müller, Ärger, Öl', 'muller-arger-ol'], // umlauts lose their dots, as before (not ue/ae/oe)
    ['ﬁnance', 'finance'], // NFKC splits the ligature
    ['Acme™ ½ cup', 'acmetm-1-2-cup'], // NFKC: ™ → TM, ½ → 1⁄2 (the fraction slash separates)
    // A lone surrogate half is a non-letter of its own: it separates words and never swallows the next character.
    ['a\ud800bc', 'a-bc'],
    ['a\udc00bc', 'a-bc'],
    ['\ud800\ud800x\udbff', 'x'],
    // Other scripts, spelled by any-ascii (exact outputs of any-ascii 0.3.3).
    ['Ελληνικά γράμματα', 'ellinika-grammata'],
    ['Привет, мир! Щука Ёж', 'privet-mir-shchuka-ezh'],
    ['Объект', 'obekt'], // any-ascii writes the hard sign as an apostrophe: dropped inside the word
    ['مرحبا بالعالم', 'mrhb-bllm'], // Arabic without vowels: the ayin's ` is dropped
    ['עברית', 'vryt'],
    ['हिन्दी', 'hindi'],
    ['北京欢迎你', 'bei-jing-huan-ying-ni'], // pinyin, one syllable a word
    ['東京 Tokyo 🚀', 'dong-jing-tokyo'], // kanji read as Mandarin; emoji separate and are dropped
    ['こんにちは世界', 'konnichiha-shi-jie'], // kana as a word, kanji as syllables
    ['ｶﾞｷﾞ ガギ', 'gagi-gagi'], // half-width kana and the voicing mark composed by NFKC
    ['안녕하세요 세계', 'annyeonghaseyo-segye'],
    ['I ❤️ NY 🚀👍🏽', 'i-ny'],
  ])('%j → %j', async (text, slug) => {
    expect(await ok(op, { text })).toEqual({ slug });
  });

  it('matches the plain regex pipeline on random Latin text', () => {
    const alphabet = [...'aZ09 -_.,!éÉüÜñçÅ\u0301\u0327ßæŒøŁđþıﬁ½²🚀👍🏽\u200d\t\nİǄ'];
    const random = seededRandom(7);
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(random() * 24);
      const text = `x${Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
      expect(slugify(text), JSON.stringify(text)).toBe(slugifyByRegex(text));
    }
  });

  it('refuses text that leaves an empty slug, saying what to send', async () => {
    const message =
      'text: leaves an empty slug: it has no letter or digit with a Latin spelling (only punctuation, symbols or emoji); give text with at least one letter or digit';
    for (const text of ['', '!!!', ' - ', '🚀👍🏽', '\ud800']) expect(await fails(op, { text })).toBe(message);
  });

  it('spells a megabyte of non-Latin text without blowing up (a hang guard; its time is in the bench)', async () => {
    await slugify('北'); // any-ascii's whole table loaded before the clock starts
    const text = '北京欢迎你 안녕하세요 Привет '.repeat(30_000); // 26 UTF-16 units × 30,000 = 780,000 characters
    const start = cpuNow();
    const slug = slugify(text);
    if (typeof slug !== 'string') throw new Error('the table was loaded: the slug is made at once');
    expect(slug.slice(0, 58)).toBe('bei-jing-huan-ying-ni-annyeonghaseyo-privet-bei-jing-huan-');
    expect(cpuNow() - start).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('rejects a missing or non-string text', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });

  it('spells Latin, Greek and Cyrillic from the common blocks at once, and waits for any-ascii once for other scripts', async () => {
    // A new instance of the module (the query makes it one), which has not loaded any-ascii whatever ran before.
    const fresh = ((await import(/* @vite-ignore */ `./slugify.js?fresh=${Date.now()}`)) as typeof import('./slugify.js')).slugify;
    // Every letter of the common blocks answers synchronously, without any-ascii's table.
    expect(fresh('Crème Brûlée, Łódź, Việt Nam, Ελληνικά, Привет, Ǆemal')).toBe('creme-brulee-lodz-viet-nam-ellinika-privet-dzemal');
    // The first other script waits for the table (a promise), later ones do not.
    const first = fresh('北京 and Привет');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('bei-jing-and-privet');
    expect(fresh('안녕 東京')).toBe('annyeong-dong-jing');
  });

  it('has the common blocks exactly as any-ascii spells them (the file is what scripts/slugify-spellings.ts writes now)', () => {
    expect(readFileSync(SPELLINGS_FILE, 'utf8')).toBe(renderSpellings());
  });
});
