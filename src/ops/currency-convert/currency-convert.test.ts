import { describe, expect, it } from 'vitest';
import op from './currency-convert.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { seededRandom } from '../../core/seeded-random.js';
import { ECB_SNAPSHOT } from '../../services/ecb-snapshot.js';
import type { RatesResult } from '../../services/ecb-rates.js';
import { MINOR_UNITS } from './minor-units.js';
import { convert as convertWith } from './currency-convert.js';
import { fromNumber } from './decimal.js';
import { InputError } from '../../core/errors.js';

const SUPPORTED =
  'AUD, BGN, BRL, CAD, CHF, CNY, CZK, DKK, EUR, GBP, HKD, HUF, IDR, ILS, INR, ISK, JPY, KRW, MXN, MYR, NOK, NZD, PHP, PLN, RON, SEK, SGD, THB, TRY, USD, ZAR';

const convert = async (amount: number, from: string, to: string) => ok(op, { amount, from, to });

describe('currency-convert on the embedded snapshot (2025-05-09)', () => {
  // Every expected value worked out by hand from the snapshot's rates (units per EUR).
  it.each([
    // 100 / 1.1252 = 88.8730892...
    [100, 'USD', 'EUR', 88.87, '88.87', 2, 0.888731, 1.1252],
    // 100 × 163.36 / 1.1252 = 14518.3078... yen, which have no minor unit
    [100, 'USD', 'JPY', 14518, '14518', 0, 145.183, 0.00688786],
    [100, 'EUR', 'USD', 112.52, '112.52', 2, 1.1252, 0.888731],
    // 100 × 1.1252 / 0.8477 = 132.7356376...
    [100, 'GBP', 'USD', 132.74, '132.74', 2, 1.32736, 0.753377],
    // HUF keeps ISO 4217's 2 decimals
    [1000, 'EUR', 'HUF', 404900, '404900.00', 2, 404.9, 0.00246975],
    // 1575.72 / 163.36 = 9.6456904...
    [1, 'JPY', 'KRW', 10, '10', 0, 9.64569, 0.103673],
    // 123456.78 × 11.6725 / 0.9353 = 1540734.8065...
    [123456.78, 'CHF', 'NOK', 1540734.81, '1540734.81', 2, 12.48, 0.0801285],
    // 18606.59 / 0.8477 = 21949.498643...: the text keeps the trailing zero
    [1, 'GBP', 'IDR', 21949.5, '21949.50', 2, 21949.5, 0.0000455591],
    [0, 'EUR', 'EUR', 0, '0.00', 2, 1, 1],
  ])('%d %s → %s = %d', async (amount, from, to, result, resultText, minorUnits, rate, inverseRate) => {
    expect(await convert(amount, from, to)).toMatchObject({ amount, from, to, result, resultText, minorUnits, rate, inverseRate, date: '2025-05-09' });
  });

  it('rounds ties half-up, where binary floating point would not', async () => {
    // 5 × 146.9 = 734.5 ISK exactly → 735 (half-even would give 734)
    expect(await convert(5, 'EUR', 'ISK')).toMatchObject({ result: 735, resultText: '735' });
    // 0.25 × 1.46 = 0.365 SGD exactly → 0.37 (in floats 0.25 * 1.46 rounds to 0.36)
    expect(await convert(0.25, 'EUR', 'SGD')).toMatchObject({ result: 0.37, resultText: '0.37' });
    // 1.005 is taken as written (in floats 1.005 × 100 = 100.49999...)
    expect(await convert(1.005, 'EUR', 'EUR')).toMatchObject({ result: 1.01, resultText: '1.01', rate: 1, inverseRate: 1 });
    expect(await convert(10.005, 'USD', 'USD')).toMatchObject({ result: 10.01, resultText: '10.01' });
  });

  it('is exact up to the largest amount, in the text', async () => {
    expect(await convert(1e15, 'EUR', 'IDR')).toMatchObject({ result: 18606590000000000000, resultText: '18606590000000000000.00' });
    // 10^15 × 163.36 / 1.1252 = 145183078563810878.0661...
    expect(await convert(1e15, 'USD', 'JPY')).toMatchObject({ resultText: '145183078563810878' });
    expect(await convert(5e-324, 'IDR', 'GBP')).toMatchObject({ result: 0, resultText: '0.00' });
  });

  it('reads codes in any case and answers in upper case', async () => {
    expect(await convert(100, 'usd', 'Jpy')).toMatchObject({ from: 'USD', to: 'JPY', result: 14518 });
  });

  it('agrees with a float computation to within half a minor unit on random pairs', async () => {
    const random = seededRandom(42);
    const codes = ['EUR', ...Object.keys(ECB_SNAPSHOT.rates)];
    const perEuro = (code: string) => (code === 'EUR' ? 1 : Number(ECB_SNAPSHOT.rates[code]));
    for (let n = 0; n < 500; n++) {
      const from = codes[Math.floor(random() * codes.length)]!;
      const to = codes[Math.floor(random() * codes.length)]!;
      const amount = Math.round(random() * 1e7) / 100;
      const out = await convert(amount, from, to);
      const approx = (amount / perEuro(from)) * perEuro(to);
      const half = 0.5 * 10 ** -MINOR_UNITS[to]!;
      expect(Math.abs((out.result as number) - approx), `${amount} ${from}→${to}`).toBeLessThanOrEqual(half + Math.abs(approx) * 1e-12);
      expect((out.resultText as string).split('.')[1]?.length ?? 0).toBe(MINOR_UNITS[to]);
    }
  });

  it('says which rates it used', async () => {
    expect(await convert(1, 'EUR', 'USD')).toMatchObject({
      date: '2025-05-09',
      source: { kind: 'snapshot', url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip', fetchedAt: null },
      ageDays: 561,
    });
  });
});

describe('currency-convert refusals', () => {
  it('lists the supported currencies for an unsupported code', async () => {
    expect(await fails(op, { amount: 1, from: 'XYZ', to: 'EUR' })).toBe(`from: unsupported currency 'XYZ'; supported: ${SUPPORTED}`);
    expect(await fails(op, { amount: 1, from: 'EUR', to: 'btc' })).toBe(`to: unsupported currency 'BTC'; supported: ${SUPPORTED}`);
  });

  it.each([
    [{ amount: -1, from: 'EUR', to: 'USD' }, 'amount: must be at least 0'],
    [{ amount: 1e16, from: 'EUR', to: 'USD' }, 'amount: must be at most 1000000000000000'],
    [{ amount: '100,000', from: 'EUR', to: 'USD' }, "amount: must be a number, got '100,000'; send the digits alone, with a point for decimals and no thousands separators or symbols, e.g. 1234.5"],
    [{ from: 'EUR', to: 'USD' }, 'amount: is required'],
    [{ amount: 1, from: 'EURO', to: 'USD' }, 'from: must be a three-letter ISO 4217 currency code such as USD'],
    [{ amount: 1, from: 'EUR', to: '' }, 'to: must be a three-letter ISO 4217 currency code such as USD'],
    [{ amount: 1, from: 'EUR', to: 'USD', round: 'up' }, "round: unknown field; allowed fields: amount, from, to, date"],
  ])('%j → %s', async (input, message) => {
    expect(await fails(op, input)).toBe(message);
  });
});

describe('currency-convert with other rates', () => {
  const live: RatesResult = {
    base: 'EUR',
    date: '2026-11-20',
    // BGN left the feed in 2026; XAU stands for a code the ISO 4217 minor-units table does not list.
    rates: { USD: '1.1578', JPY: '180.10', XAU: '0.00025' },
    source: { kind: 'last-good', url: 'https://feed.test/daily.xml', fetchedAt: '2026-11-20T15:05:00.000Z', note: 'at … the ECB feed answered HTTP 500' },
    ageDays: 1,
  };
  const ctx = testContext({ ecbRates: async () => live });

  it('uses the rates and source of the context', async () => {
    expect(await ok(op, { amount: 100, from: 'EUR', to: 'JPY' }, ctx)).toEqual({
      amount: 100,
      from: 'EUR',
      to: 'JPY',
      result: 18010,
      resultText: '18010',
      minorUnits: 0,
      rate: 180.1,
      inverseRate: 0.00555247,
      date: '2026-11-20',
      requestedDate: null,
      dateNote: null,
      source: { kind: 'last-good', url: 'https://feed.test/daily.xml', fetchedAt: '2026-11-20T15:05:00.000Z', note: 'at … the ECB feed answered HTTP 500' },
      ageDays: 1,
    });
  });

  it('supports only the currencies of those rates with known minor units', async () => {
    expect(await fails(op, { amount: 1, from: 'BGN', to: 'EUR' }, ctx)).toBe("from: unsupported currency 'BGN'; supported: EUR, JPY, USD");
    expect(await fails(op, { amount: 1, from: 'EUR', to: 'XAU' }, ctx)).toBe("to: unsupported currency 'XAU'; supported: EUR, JPY, USD");
  });
});

describe('minor units table', () => {
  it('covers EUR and every currency of the snapshot', () => {
    for (const code of ['EUR', ...Object.keys(ECB_SNAPSHOT.rates)]) expect(MINOR_UNITS[code], code).toBeTypeOf('number');
    expect(Object.entries(MINOR_UNITS).filter(([, units]) => units === 0).map(([code]) => code)).toEqual(['ISK', 'JPY', 'KRW']);
  });
});

describe('currency-convert on the Spanish page', () => {
  it('answers in Spanish on the Spanish page', async () => {
    const input = { amount: 100, from: 'usd', to: 'jpy' };
    const english = await ok(op, input);
    const spanish = await ok(op, input, testContext({ locale: 'es' }));
    expect(spanish.source).toEqual({
      ...(english.source as object),
      note: 'la descarga en directo está desactivada (ECB_FETCH=off); se sirve la instantánea integrada del 9 may 2025',
    });
    // The same figures: only the note changes.
    expect({ ...spanish, source: null }).toEqual({ ...english, source: null });
    expect(spanish).toMatchObject({ result: 14518, resultText: '14518', rate: 145.183 });
  });

  it('refuses an unsupported currency in Spanish too', async () => {
    const rates = await testContext().ecbRates();
    let refusal: InputError | undefined;
    try {
      convertWith(fromNumber(1), 'EUR', 'BTC', rates);
    } catch (error) {
      if (error instanceof InputError) refusal = error;
    }
    expect(refusal?.message).toBe(`to: unsupported currency 'BTC'; supported: ${SUPPORTED}`);
    expect(refusal?.es).toBe(`to: divisa no admitida 'BTC'; se admiten: ${SUPPORTED}`);
  });
});

describe('currency-convert reads the amount as written', () => {
  // The adapter hands over a number's text when the double lost digits of it (Context.writtenNumber).
  const written = (texts: Record<string, string>) => testContext({ writtenNumber: (value) => texts[String(value)] });

  it('1.0049999999999999 EUR → EUR is 1.00, not the double’s 1.005 → 1.01 (issue 17)', async () => {
    const ctx = written({ '1.005': '1.0049999999999999' });
    expect(1.0049999999999999).toBe(1.005); // the same double
    expect(await ok(op, { amount: 1.0049999999999999, from: 'EUR', to: 'EUR' }, ctx)).toMatchObject({ amount: 1.005, result: 1, resultText: '1.00' });
    // Without the text, the double's shortest decimal, 1.005, a tie rounded up.
    expect(await ok(op, { amount: 1.005, from: 'EUR', to: 'EUR' })).toMatchObject({ resultText: '1.01' });
  });

  it('reads exponents and -0, and refuses a text of more than 400 digits, saying what to send', async () => {
    // 1.00500000000000000001e2 EUR = 100.500000000000000001 → 100.50 USD… through 1.1252: 113.0826 → 113.08.
    expect(await ok(op, { amount: 100.5, from: 'EUR', to: 'USD' }, written({ '100.5': '1.00500000000000000001e2' }))).toMatchObject({ resultText: '113.08' });
    expect(await ok(op, { amount: -0, from: 'EUR', to: 'USD' }, written({ '0': '-0' }))).toMatchObject({ resultText: '0.00' });
    expect(await fails(op, { amount: 0, from: 'EUR', to: 'USD' }, written({ '0': '1e-999' }))).toBe(
      'amount: written with more than 400 digits; write at most 400 digits, without a long exponent',
    );
    // The double's own smallest value is within the bound.
    expect(await ok(op, { amount: 5e-324, from: 'EUR', to: 'USD' }, written({ '5e-324': '4.9406564584124654e-324' }))).toMatchObject({ resultText: '0.00' });
  });
});
