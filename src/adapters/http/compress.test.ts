import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './compress.js';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['BR', 'br'],
    ['gzip;q=0.5, br;q=bad', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  it('round-trips text in both encodings', () => {
    const text = 'Crème brûlée — '.repeat(500);
    expect(brotliDecompressSync(compress(text, 'br')).toString('utf8')).toBe(text);
    expect(gunzipSync(compress(text, 'gzip')).toString('utf8')).toBe(text);
    expect(compress(text, 'br').byteLength).toBeLessThan(Buffer.byteLength(text) / 10);
  });
});
