import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8Bytes, utf8Length } from './bytes.js';

/** The platform's APIs give what Node's Buffer gave before the operations had to run in browsers too (Buffer is the reference here). */
describe('bytes without Buffer', () => {
  const texts = ['', 'a', 'é', '€', '😀', 'a\ud800b', '\udc00', 'Crème Brûlée — 北京 😀\n'.repeat(50), 'x'.repeat(70_000)];

  it('counts and makes UTF-8 as Buffer does, lone surrogate halves as U+FFFD', () => {
    for (const text of texts) {
      expect(utf8Length(text), JSON.stringify(text.slice(0, 20))).toBe(Buffer.byteLength(text));
      expect([...utf8Bytes(text)]).toEqual([...Buffer.from(text, 'utf8')]);
    }
  });

  it('writes hex and Base64 (standard, padded; URL-safe, unpadded) as Buffer does, over 100,000 bytes too', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 131 + 7) & 0xff);
    for (const length of [0, 1, 2, 3, 4, 5, 64, 100_003]) {
      const part = bytes.subarray(0, length);
      expect(bytesToHex(part)).toBe(Buffer.from(part).toString('hex'));
      expect(bytesToBase64(part)).toBe(Buffer.from(part).toString('base64'));
      expect(bytesToBase64(part, true)).toBe(Buffer.from(part).toString('base64url'));
      expect([...hexToBytes(bytesToHex(part))]).toEqual([...part]);
    }
  });

  it('reads Base64 of either alphabet, with or without padding, spaces and line breaks skipped', () => {
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => (i * 53) & 0xff);
    const standard = Buffer.from(bytes).toString('base64');
    for (const text of [standard, standard.replace(/=+$/, ''), Buffer.from(bytes).toString('base64url'), standard.replace(/(.{76})/g, '$1\r\n'), ` ${standard} `]) {
      expect([...base64ToBytes(text)]).toEqual([...bytes]);
    }
    expect([...base64ToBytes('w6k')]).toEqual([0xc3, 0xa9]);
  });
});
