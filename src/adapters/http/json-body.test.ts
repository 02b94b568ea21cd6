import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../core/limits.js';
import { parseJsonBody, scanBody } from './json-body.js';
import { cpuNow } from '../../../test/support/run-op.js';

const tooDeepAt = (body: Uint8Array, limit: number) => scanBody(body, limit).deepAt;

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the request body', () => {
  it('finds the first bracket past the depth limit, counting only brackets outside strings', () => {
    expect(tooDeepAt(bytes('[[1]]'), 2)).toBe(-1);
    expect(tooDeepAt(bytes('[[[1]]]'), 2)).toBe(2);
    expect(tooDeepAt(bytes('{"a":{"b":[1]}}'), 2)).toBe(10);
    // Brackets inside strings, escaped quotes and escaped backslashes before a closing quote.
    expect(tooDeepAt(bytes('{"text":"[[[[{{{{"}'), 1)).toBe(-1);
    expect(tooDeepAt(bytes('{"text":"\\"[[[[\\"","b":[1]}'), 1)).toBe(23);
    expect(tooDeepAt(bytes('{"text":"a\\\\","b":[[1]]}'), 2)).toBe(19);
    // Unclosed strings and stray closers are left to the parser.
    expect(tooDeepAt(bytes('{"text":"[[[['), 1)).toBe(-1);
    expect(tooDeepAt(bytes(']]]][[['), 2)).toBe(-1);
  });

  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels before parsing it, naming where`, () => {
    const ok = `{"a":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    expect(parseJsonBody(bytes(ok)).ok).toBe(true);
    const deep = `{\n "unit": ${'['.repeat(100_000)}`;
    expect(parseJsonBody(bytes(deep))).toEqual({
      ok: false,
      // The object is the first level, so the 32nd bracket opens the 33rd: 1 + 9 + 31 columns in.
      error: `body: nests arrays and objects deeper than ${MAX_BODY_DEPTH} levels (line 2, column 41); no field needs that — send documents to convert as strings`,
    });
  });

  it('costs about a millisecond a megabyte, strings included', () => {
    const body = bytes(JSON.stringify({ text: '"\\x'.repeat(300_000), keys: Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, [i]])) }));
    const start = cpuNow();
    for (let i = 0; i < 10; i++) expect(tooDeepAt(body, MAX_BODY_DEPTH)).toBe(-1);
    // Measured about 5 ms per run for this 1.6 MB body; the guard only catches a quadratic scan.
    expect((cpuNow() - start) / 10).toBeLessThan(100);
  });

  it('says where JSON stops being JSON, and refuses empty and non-UTF-8 bodies', () => {
    expect(parseJsonBody(bytes('{"a": 1,\n }'))).toEqual({ ok: false, error: 'body: is not valid JSON: Expected double-quoted property name in JSON at position 10 (line 2, column 2)' });
    expect(parseJsonBody(new Uint8Array(0))).toEqual({ ok: false, error: 'body: is required; send a JSON object, for example {}' });
    expect(parseJsonBody(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, error: 'body: is not valid UTF-8 text' });
  });
});
