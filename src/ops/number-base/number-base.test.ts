import { describe, expect, it } from 'vitest';
import op from './number-base.op.js';
import { fails, ok } from '../../../test/support/run-op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { MAX_DIGITS, readInteger } from './number-base.js';

describe('number-base', () => {
  it.each([
    [{ value: '0xff' }, 'ff', 16, '255', 10],
    [{ value: '0B1010' }, 'a', 2, '10', 10],
    [{ value: '0o777' }, '1ff', 8, '511', 10],
    [{ value: '255' }, 'ff', 10, 'ff', 16],
    [{ value: ' -1_000_000 ' }, '-f4240', 10, '-f4240', 16],
    [{ value: 'ff ff', from: 16 }, 'ffff', 16, '65535', 10],
    // In base 16 "0b1" is the digits 0, b, 1 = 177; the 0x prefix is read when from agrees.
    [{ value: '0b1', from: 16 }, 'b1', 16, '177', 10],
    [{ value: '0xff', from: 16, to: 2 }, 'ff', 16, '11111111', 2],
    [{ value: 'ZZ', from: 36 }, '50f', 36, '1295', 10],
    [{ value: 1295, to: 36 }, '50f', 10, 'zz', 36],
    [{ value: '-0' }, '0', 10, '0', 16],
    [{ value: '+12', to: 3 }, 'c', 10, '110', 3],
  ])('%j', async (input, hexadecimal, from, result, to) => {
    const out = await ok(op, input);
    expect(out).toMatchObject({ hexadecimal, from, result, to });
  });

  it('keeps every digit of integers beyond 2^53', async () => {
    // 2^128 − 1 = 340282366920938463463374607431768211455.
    const out = await ok(op, { value: '0x' + 'f'.repeat(32) });
    expect(out.decimal).toBe('340282366920938463463374607431768211455');
    expect(out.bits).toBe(128);
    expect(out.octal).toBe('3' + '7'.repeat(42));
  });

  it('reads any base like BigInt on random integers (divide and conquer against digit by digit)', () => {
    const random = seededRandom(17);
    for (let n = 0; n < 300; n++) {
      const base = 2 + Math.floor(random() * 35);
      const length = 1 + Math.floor(random() * 3000);
      const digits = Array.from({ length }, () => Math.floor(random() * base).toString(base)).join('');
      let expected = 0n;
      for (const d of digits) expected = expected * BigInt(base) + BigInt(Number.parseInt(d, base));
      expect(readInteger(digits, base).value, `${base}: ${digits.slice(0, 20)}…`).toBe(expected);
      expect(expected.toString(base)).toBe(digits.replace(/^0+(?=.)/, ''));
    }
  });

  it('counts bits of the magnitude', async () => {
    expect((await ok(op, { value: '0' })).bits).toBe(0);
    expect((await ok(op, { value: '1' })).bits).toBe(1);
    expect((await ok(op, { value: '256' })).bits).toBe(9);
    expect((await ok(op, { value: '-255' })).bits).toBe(8);
  });

  it('refuses what is not an integer in the base, saying what to send', async () => {
    expect(await fails(op, {})).toBe('value: is required');
    expect(await fails(op, { value: true })).toBe('value: must be a string or a number, got boolean');
    expect(await fails(op, { value: '' })).toBe('value: has no digits; write an integer such as 255, 0xff or -0b1010');
    expect(await fails(op, { value: '0x' })).toBe('value: has no digits; write an integer such as 255, 0xff or -0b1010');
    expect(await fails(op, { value: '12.5' })).toBe("value: '.' at position 2 is not a digit in base 10; only integers are converted; drop the fraction");
    expect(await fails(op, { value: '1,000' })).toBe("value: ',' at position 1 is not a digit in base 10; separate digits with _ or spaces, or not at all");
    expect(await fails(op, { value: '0x1f', from: 10 })).toBe(
      "value: 'x' at position 1 is not a digit in base 10; set from to the base the value is written in (x needs base 34 or more)",
    );
    expect(await fails(op, { value: '12', from: 2 })).toBe(
      "value: '2' at position 1 is not a digit in base 2; set from to the base the value is written in (2 needs base 3 or more)",
    );
    expect(await fails(op, { value: '1€' })).toBe("value: '€' at position 1 is not a digit in base 10; use digits 0-9 and a-z below 10");
    expect(await fails(op, { value: '1', from: 1 })).toBe('from: must be at least 2');
    expect(await fails(op, { value: '1', to: 37 })).toBe('to: must be at most 36');
    expect(await fails(op, { value: 1.5 })).toBe('value: 1.5 is not an integer; only integers are converted');
    expect(await fails(op, { value: 2 ** 60 })).toBe('value: 1152921504606847000 is beyond 2^53 - 1, where JSON numbers lose digits; send it as a string');
    expect(await fails(op, { value: '1'.repeat(MAX_DIGITS + 1) })).toBe('value: has 50,001 digits, more than the 50,000 converted; use a shorter integer');
  });
});
