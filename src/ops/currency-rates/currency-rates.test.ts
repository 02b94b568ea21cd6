import { describe, expect, it } from 'vitest';
import op from './currency-rates.op.js';
import { fails, ok, testContext } from '../../../test/support/run-op.js';
import { createEcbRates, type RatesResult } from '../../services/ecb-rates.js';

const liveRates: RatesResult = {
  base: 'EUR',
  date: '2026-11-20',
  rates: { USD: '1.1578', JPY: '180.10', IDR: '19342.51', GBP: '0.88105' },
  source: { kind: 'live', url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', fetchedAt: '2026-11-20T15:05:00.000Z' },
  ageDays: 1,
};

describe('currency-rates', () => {
  it('serves the embedded snapshot under the default (offline) context, every rate as published', async () => {
    const result = await ok(op, {});
    expect(result).toEqual({
      base: 'EUR',
      date: '2025-05-09',
      requestedDate: null,
      dateNote: null,
      rates: {
        AUD: 1.7572, BGN: 1.9558, BRL: 6.3647, CAD: 1.5658, CHF: 0.9353, CNY: 8.147, CZK: 24.946, DKK: 7.4604, GBP: 0.8477, HKD: 8.7519,
        HUF: 404.9, IDR: 18606.59, ILS: 3.9928, INR: 96.0755, ISK: 146.9, JPY: 163.36, KRW: 1575.72, MXN: 21.9473, MYR: 4.835, NOK: 11.6725,
        NZD: 1.9095, PHP: 62.413, PLN: 4.2393, RON: 5.1181, SEK: 10.92, SGD: 1.46, THB: 37.132, TRY: 43.5999, USD: 1.1252, ZAR: 20.4835,
      },
      source: {
        kind: 'snapshot',
        url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
        fetchedAt: null,
        note: 'live fetching is off (ECB_FETCH=off); serving the embedded snapshot of 2025-05-09',
      },
      // 2025-05-09 → 2026-11-21 (the test clock): 365 + 184 + 12 days.
      ageDays: 561,
    });
    expect(Object.keys(result.rates as object)).toHaveLength(30);
    // The JSON text carries the published digits.
    expect(JSON.stringify(result.rates)).toContain('"IDR":18606.59,');
    expect(JSON.stringify(result.rates)).toContain('"TRY":43.5999,');
  });

  it('passes on the rates source: live rates with their fetch time, sorted, as numbers', async () => {
    expect(await ok(op, {}, testContext({ ecbRates: async () => liveRates }))).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      requestedDate: null,
      dateNote: null,
      rates: { GBP: 0.88105, IDR: 19342.51, JPY: 180.1, USD: 1.1578 },
      source: { kind: 'live', url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', fetchedAt: '2026-11-20T15:05:00.000Z', note: null },
      ageDays: 1,
    });
  });

  it('says when the last good rates are served, and why', async () => {
    const lastGood: RatesResult = { ...liveRates, source: { ...liveRates.source, kind: 'last-good', note: 'at … the ECB feed answered HTTP 500' }, ageDays: 3 };
    const result = await ok(op, {}, testContext({ ecbRates: async () => lastGood }));
    expect(result.source).toEqual({ ...liveRates.source, kind: 'last-good', note: 'at … the ECB feed answered HTTP 500' });
    expect(result.ageDays).toBe(3);
  });

  it('takes a date and a base, nothing else', async () => {
    expect(await fails(op, { currency: 'USD' })).toBe('currency: unknown field; allowed fields: date, base');
    expect(await fails(op, { base: 'US' })).toBe('base: must be a three-letter ISO 4217 currency code such as USD');
    expect(await fails(op, { date: '20.11.2026' })).toBe('date: must be a date written YYYY-MM-DD');
    expect(await fails(op, { date: '2026-02-30' })).toBe('date: must be a real calendar date');
    expect(op.openWorld).toBe(true);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const english = await ok(op, {});
    const spanish = await ok(op, {}, testContext({ locale: 'es' }));
    expect(spanish.source).toEqual({
      ...(english.source as object),
      note: 'la descarga en directo está desactivada (ECB_FETCH=off); se sirve la instantánea integrada del 9 may 2025',
    });
    // The same figures: only the note changes.
    expect({ ...spanish, source: null }).toEqual({ ...english, source: null });

    // A failed fetch is explained in Spanish too, with the dates the Spanish way; the API keeps its English.
    const now = () => new Date('2026-11-21T12:00:00Z');
    const failing = () =>
      createEcbRates({ url: 'https://feed.test/daily.xml', fetchEnabled: true, now, fetch: async () => new Response('down', { status: 500 }) }).get;
    const es = await ok(op, {}, testContext({ locale: 'es', ecbRates: failing() }));
    expect((es.source as { note: string }).note).toBe(
      'el 21 nov 2026 a las 12:00:00 UTC la fuente del BCE respondió con un error HTTP 500; se sirve la instantánea integrada del ' +
        '9 may 2025; próximo intento después del 21 nov 2026 a las 12:01:00 UTC',
    );
    const en = await ok(op, {}, testContext({ ecbRates: failing() }));
    expect((en.source as { note: string }).note).toBe(
      'at 2026-11-21T12:00:00.000Z the ECB feed answered HTTP 500; serving the embedded snapshot of 2025-05-09; next attempt after 2026-11-21T12:01:00.000Z',
    );
    // Rates made elsewhere (no Spanish written for them) keep their note.
    const lastGood: RatesResult = { ...liveRates, source: { ...liveRates.source, kind: 'last-good', note: 'at … the ECB feed answered HTTP 500' } };
    expect((await ok(op, {}, testContext({ locale: 'es', ecbRates: async () => lastGood }))).source).toMatchObject({ note: 'at … the ECB feed answered HTTP 500' });
  });
});
