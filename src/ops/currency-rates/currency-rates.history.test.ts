import { afterEach, describe, expect, it } from 'vitest';
import { ecbHistoryXml } from '../../../test/support/fake-ecb-history.js';
import { ecbXml, startFakeEcb, type FakeEcb } from '../../../test/support/fake-ecb.js';
import { fails, FIXED_NOW, ok, runOp, testContext } from '../../../test/support/run-op.js';
import { createEcbRates, type RatesResult } from '../../services/ecb-rates.js';
import currencyConvert from '../currency-convert/currency-convert.op.js';
import currencyRates from './currency-rates.op.js';

const rated = (rates: Record<string, string>): RatesResult => ({
  base: 'EUR',
  date: '2026-11-20',
  rates,
  source: { kind: 'live', url: 'https://feed.test/daily.xml', fetchedAt: '2026-11-20T15:05:00.000Z' },
  ageDays: 1,
});

describe('currency-rates per another base', () => {
  it('re-bases exactly: each rate is the exact ratio rounded half-up to 6 significant digits', async () => {
    // Ties in the 7th digit: 8.641955 / 7 = 1.234565 exactly → 1.23457 (the doubles give 1.23456);
    // 0.8641955 / 7 = 0.1234565 → 0.123457 (doubles: 0.123456); EUR = 1 / 7 = 0.142857142857… → 0.142857.
    const ctx = testContext({ ecbRates: async () => rated({ USD: '7', JPY: '8.641955', GBP: '0.8641955' }) });
    expect((8.641955 / 7).toPrecision(6)).toBe('1.23456'); // what binary floating point gives
    expect(await ok(currencyRates, { base: 'usd' }, ctx)).toMatchObject({
      base: 'USD',
      rates: { EUR: 0.142857, GBP: 0.123457, JPY: 1.23457 },
    });
  });

  it('lists EUR and not the base; EUR as base keeps the published digits', async () => {
    const result = await ok(currencyRates, { base: 'JPY' });
    // Snapshot: 1 JPY = 1 / 163.36 EUR = 0.00612145…; USD 1.1252 / 163.36 = 0.00688786…; IDR 18606.59 / 163.36 = 113.899…
    expect(result.rates).toMatchObject({ EUR: 0.00612145, USD: 0.00688786, IDR: 113.899 });
    expect(Object.keys(result.rates as object)).not.toContain('JPY');
    expect(Object.keys(result.rates as object)).toHaveLength(30);
    expect((await ok(currencyRates, { base: 'eur' })).rates).toEqual((await ok(currencyRates, {})).rates);
  });

  it('refuses a base the rates do not have, listing the ones they do (in Spanish too)', async () => {
    const ctx = testContext({ ecbRates: async () => rated({ USD: '1.1578', JPY: '180.10' }) });
    expect(await fails(currencyRates, { base: 'BGN' }, ctx)).toBe("base: 'BGN' is not among the ECB rates of 2026-11-20; choose one of EUR, JPY, USD");
    const es = await runOp(currencyRates, { base: 'BGN' }, testContext({ ecbRates: async () => rated({ USD: '1.1578' }), locale: 'es' }));
    expect(es).toMatchObject({ ok: false, es: "base: 'BGN' no está entre los tipos del BCE del 20 nov 2026; elige una de estas: EUR, USD" });
  });
});

let fakes: FakeEcb[] = [];
afterEach(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  fakes = [];
});

describe('currency-rates and currency-convert with a date', () => {
  async function online() {
    const daily = await startFakeEcb({ kind: 'xml', body: ecbXml('2026-11-20', { USD: '1.1578', JPY: '180.10' }) });
    const history = await startFakeEcb({
      kind: 'xml',
      body: ecbHistoryXml({ '2024-12-24': { USD: '1.0410', JPY: '163.91', GBP: '0.82855' }, '2024-12-27': { USD: '1.0427', JPY: '164.45', GBP: '0.83005' } }),
    });
    fakes.push(daily, history);
    const source = createEcbRates({ url: daily.url, historyUrl: history.url, fetchEnabled: true, now: () => FIXED_NOW, timeoutMs: 300, historyTimeoutMs: 300 });
    return { history, ctx: (locale?: 'es') => testContext({ ecbRates: source.get, ...(locale ? { locale } : {}) }) };
  }

  it('gives the rates of a holiday’s previous publication, re-based, with the date asked and why', async () => {
    const { history, ctx } = await online();
    expect(await ok(currencyRates, { date: '2024-12-26', base: 'GBP' }, ctx())).toEqual({
      base: 'GBP',
      date: '2024-12-24',
      requestedDate: '2024-12-26',
      dateNote: '2024-12-26 is a TARGET holiday, when the ECB publishes no rates; these are the rates of 2024-12-24, the previous publication.',
      // 1 / 0.82855 = 1.2069277…; 163.91 / 0.82855 = 197.82753…; 1.0410 / 0.82855 = 1.2564118…
      rates: { EUR: 1.20693, JPY: 197.828, USD: 1.25641 },
      source: { kind: 'history', url: history.url, fetchedAt: '2026-11-21T12:00:00.000Z', note: null },
      ageDays: 697,
    });
    const es = await ok(currencyRates, { date: '2024-12-26' }, ctx('es'));
    expect(es.dateNote).toBe(
      'el 26 dic 2024 es festivo del sistema TARGET y el BCE no publica tipos ese día; estos son los tipos del 24 dic 2024, la publicación anterior.',
    );
    // 100 USD on 27 December 2024: 100 / 1.0427 = 95.9048…
    expect(await ok(currencyConvert, { amount: 100, from: 'USD', to: 'EUR', date: '2024-12-27' }, ctx())).toMatchObject({
      result: 95.9,
      date: '2024-12-27',
      requestedDate: '2024-12-27',
      dateNote: null,
      source: { kind: 'history' },
    });
    expect(history.requests).toBe(1);
  });

  it('refuses out-of-range days and, offline, says history is not available offline', async () => {
    expect(await fails(currencyConvert, { amount: 1, from: 'EUR', to: 'USD', date: '1999-01-01' })).toBe(
      'date: 1999-01-01 is before the first ECB publication; choose a day from 1999-01-04 (the first ECB publication) to today, 2026-11-21 (Frankfurt)',
    );
    expect(await fails(currencyRates, { date: '2026-11-22' })).toMatch(/^date: 2026-11-22 is in the future; /);
    expect(await fails(currencyRates, { date: '2024-12-24' })).toMatch(/history is not available offline; leave the date blank for the embedded rates of 2025-05-09$/);
    expect(await fails(currencyConvert, { amount: 1, from: 'EUR', to: 'USD', date: '2024-12-24' })).toMatch(/history is not available offline/);
  });
});
