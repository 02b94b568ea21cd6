import { describe, expect, it } from 'vitest';
import { cents } from './money.js';

describe('cents', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(cents(1.005)).toBe(1.01); // 1.005 * 100 is 100.49999999999999 in binary
    expect(cents(2.675)).toBe(2.68);
    expect(cents(-1.005)).toBe(-1.01);
    expect(cents(0.1 + 0.2)).toBe(0.3);
    expect(cents(1234.5649)).toBe(1234.56);
    expect(cents(0)).toBe(0);
    expect(Object.is(cents(-0.001), 0)).toBe(true);
    expect(cents(999_999_999_999.995)).toBe(1_000_000_000_000);
  });
});
