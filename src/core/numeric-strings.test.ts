import { describe, expect, it } from 'vitest';
import { fails, ok } from '../../test/support/run-op.js';
import currencyConvert from '../ops/currency-convert/currency-convert.op.js';
import uuid from '../ops/uuid/uuid.op.js';
import transferFees from '../ops/transfer-fees/transfer-fees.op.js';
import { numberInString } from './numeric-strings.js';

describe('numbers sent as strings (issue 30)', () => {
  it.each([
    ['100', 100],
    [' 100 ', 100],
    ['-2.5', -2.5],
    ['+3', 3],
    ['.5', 0.5],
    ['100.', 100],
    ['1e3', 1000],
    ['0.000001', 0.000001],
    ['123456789012345', 123456789012345],
    ['1234567890.12345', 1234567890.12345],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(numberInString(text)).toBe(value);
  });

  it.each(['', ' ', '1,000', '1.000,5', '100 €', '$100', '0x10', '1_000', 'Infinity', 'NaN', '1e400', '12345678901234567890', '1234567890.1234567', '--1', '1.2.3', '١٢'])(
    'leaves %j alone',
    (text) => {
      expect(numberInString(text)).toBeUndefined();
    },
  );

  it('runs the operation with the number, at any depth, and says what to send when the string is not a plain number', async () => {
    expect(await ok(currencyConvert, { amount: '100', from: 'EUR', to: 'EUR' })).toEqual(await ok(currencyConvert, { amount: 100, from: 'EUR', to: 'EUR' }));
    expect(((await ok(uuid, { count: '3' })).uuids as string[]).length).toBe(3);
    // An integer field still wants an integer.
    expect(await fails(uuid, { count: '2.5' })).toBe('count: must be an integer, got 2.5');
    expect(await fails(uuid, { count: '1,000' })).toBe(
      "count: must be a number, got '1,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5",
    );
    expect(await fails(uuid, { count: 'three' })).toBe('count: must be a number, got string');
    // Bounds apply to the number read.
    expect(await fails(uuid, { count: '101' })).toBe('count: must be at most 100');
    expect(await ok(transferFees, { amount: '1000', pctFee: '1.5' })).toEqual(await ok(transferFees, { amount: 1000, pctFee: 1.5 }));
  });
});
