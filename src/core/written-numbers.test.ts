import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '../adapters/http/json-body.js';
import { writtenNumbersAmong, writtenNumbersIn } from './written-numbers.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('numbers as written where a double loses digits', () => {
  it('keeps the text of a number the double does not give back', () => {
    // 1.0049999999999999 is read as the double nearest 1.005; String() of it says "1.005".
    expect(1.0049999999999999).toBe(1.005);
    expect([...writtenNumbersIn('{"amount":1.0049999999999999}')]).toEqual([[1.005, '1.0049999999999999']]);
    expect([...writtenNumbersIn('[12345678901234567890, -0.30000000000000000001]')]).toEqual([
      [12345678901234567000, '12345678901234567890'],
      [-0.3, '-0.30000000000000000001'],
    ]);
  });

  it('leaves out numbers whose double says the same decimal, however written', () => {
    // 17 digits that round-trip, trailing zeros, exponents, and 15-digit numbers.
    expect(writtenNumbersIn('[0.30000000000000004, 1.50000000000000000000, 1e5, 100000.000000000000, 123456789012345]').size).toBe(0);
  });

  it('skips numbers inside strings, escaped quotes included', () => {
    expect(writtenNumbersIn('{"text":"1.0049999999999999 \\" 1.0049999999999999","n":1}').size).toBe(0);
  });

  it('drops a double written two ways in one request: which one a field got cannot be told', () => {
    expect(writtenNumbersIn('[1.0049999999999999, 1.005]').size).toBe(0);
    expect(writtenNumbersIn('[1.0049999999999999, 1.00499999999999990]').size).toBe(1);
    expect(writtenNumbersIn('[1.0049999999999999, 1.00499999999999991]').size).toBe(0);
  });

  it('are found by the body parser only when a number has more than 15 digits in a row', () => {
    const long = parseJsonBody(bytes('{"amount":1.0049999999999999,"from":"EUR"}'));
    expect(long.ok && long.writtenNumbers && [...long.writtenNumbers]).toEqual([[1.005, '1.0049999999999999']]);
    const short = parseJsonBody(bytes('{"amount":1.005,"note":"1.0049999999999999"}'));
    expect(short.ok && short.writtenNumbers).toBeUndefined();
  });
});

describe('numbers typed in a form', () => {
  it('are read as JSON spells them, so an operation gets a JSON number text', () => {
    expect([...writtenNumbersAmong(['+1.0049999999999999', '2', '.5'])]).toEqual([[1.005, '1.0049999999999999']]);
    expect([...writtenNumbersAmong(['-.10000000000000000001'])]).toEqual([[-0.1, '-0.10000000000000000001']]);
    expect(writtenNumbersAmong(['1.', '+3', '.25']).size).toBe(0);
  });
});
