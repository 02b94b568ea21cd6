import { describe, expect, it } from 'vitest';
import { divide, fromNumber, parseDecimal, toFixed, toSignificant } from './decimal.js';

const d = parseDecimal;

describe('exact decimals', () => {
  it('parses plain and exponent forms exactly', () => {
    expect(d('1.1252')).toEqual({ num: 11252n, den: 10000n });
    expect(d('5e-7')).toEqual({ num: 5n, den: 10_000_000n });
    expect(d('1.5e+21')).toEqual({ num: 1_500_000_000_000_000_000_000n, den: 1n });
    expect(fromNumber(1.005)).toEqual({ num: 1005n, den: 1000n });
    expect(fromNumber(5e-324).den).toBe(10n ** 324n);
    expect(() => d('-1')).toThrow();
    expect(() => fromNumber(Number.NaN)).toThrow();
  });

  it('rounds half-up to fixed places', () => {
    expect(toFixed(d('0.005'), 2)).toBe('0.01');
    expect(toFixed(d('0.00499999'), 2)).toBe('0.00');
    expect(toFixed(d('734.5'), 0)).toBe('735');
    expect(toFixed(d('1'), 2)).toBe('1.00');
    expect(toFixed(divide(d('100'), d('1.1252')), 2)).toBe('88.87');
  });

  it('rounds half-up to significant digits', () => {
    expect(toSignificant(divide(d('163.36'), d('1.1252')), 6)).toBe('145.183');
    expect(toSignificant(divide(d('1.1252'), d('163.36')), 6)).toBe('0.00688786');
    expect(toSignificant(d('9.999995'), 6)).toBe('10');
    expect(toSignificant(d('9.999994'), 6)).toBe('9.99999');
    expect(toSignificant(d('1234567.8'), 6)).toBe('1234570');
    expect(toSignificant(d('999999.5'), 6)).toBe('1000000');
    expect(toSignificant(d('1'), 6)).toBe('1');
    expect(toSignificant(d('100'), 6)).toBe('100');
    expect(toSignificant(d('0.1'), 6)).toBe('0.1');
    expect(toSignificant(d('0'), 6)).toBe('0');
  });
});
