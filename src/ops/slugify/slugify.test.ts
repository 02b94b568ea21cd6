import { describe, expect, it } from 'vitest';
import op from './slugify.op.js';
import { fails, ok } from '../../../test/support/run-op.js';

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

  it('rejects a missing or non-string text', async () => {
    expect(await fails(op, {})).toBe('text: is required');
    expect(await fails(op, { text: 42 })).toBe('text: must be a string, got number');
    expect(await fails(op, { text: 'a', txt: 'b' })).toBe("txt: unknown field; did you mean 'text'?");
  });
});
