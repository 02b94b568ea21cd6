import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbHistoryXml } from '../../../test/support/fake-ecb-history.js';
import { ecbXml, startFakeEcb, type FakeEcb } from '../../../test/support/fake-ecb.js';
import { harnesses, postJson } from '../../../test/support/harness.js';
import { FIXED_NOW } from '../../../test/support/run-op.js';
import currencyConvert from '../currency-convert/currency-convert.op.js';
import currencyRates from './currency-rates.op.js';

// Through the real app: the rates source is built from ECB_RATES_URL / ECB_FETCH and shared by the requests.
// (The test harness turns fetching off by default, so each test says ECB_FETCH explicitly.)
const operations = [currencyRates, currencyConvert];
const deps = { operations, now: () => FIXED_NOW }; // Saturday 2026-11-21 12:00 UTC
const FRIDAY_RATES = { USD: '1.1578', JPY: '180.10', GBP: '0.88105' };

let fake: FakeEcb;
beforeAll(async () => {
  fake = await startFakeEcb({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
});
afterAll(() => fake.close());

describe.each(harnesses)('currency operations over HTTP (%s)', (_name, start) => {
  it('serves the feed at ECB_RATES_URL, fetched once for all requests, and says so', async () => {
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) };
    const h = await start({ ECB_RATES_URL: fake.url, ECB_FETCH: 'on' }, deps);
    try {
      const before = fake.requests;
      const [ratesResponse, convertResponse] = await Promise.all([
        h.call('/api/v1/currency-rates', postJson({})),
        h.call('/api/v1/currency-convert', postJson({ amount: 100, from: 'USD', to: 'EUR' })),
      ]);
      expect(ratesResponse.status).toBe(200);
      const source = { kind: 'live', url: fake.url, fetchedAt: '2026-11-21T12:00:00.000Z', note: null };
      expect(await ratesResponse.json()).toEqual({
        base: 'EUR',
        date: '2026-11-20',
        requestedDate: null,
        dateNote: null,
        rates: { GBP: 0.88105, JPY: 180.1, USD: 1.1578 },
        source,
        ageDays: 1,
      });
      expect(convertResponse.status).toBe(200);
      // 100 / 1.1578 = 86.37070...
      expect(await convertResponse.json()).toMatchObject({ result: 86.37, resultText: '86.37', date: '2026-11-20', source, ageDays: 1 });
      await h.call('/api/v1/currency-rates', postJson({}));
      expect(fake.requests - before).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('answers 200 with the snapshot, and why, when the feed fails', async () => {
    fake.behaviour = { kind: 'status', status: 500 };
    const h = await start({ ECB_RATES_URL: fake.url, ECB_FETCH: 'on' }, deps);
    try {
      const response = await h.call('/api/v1/currency-rates', postJson({}));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ date: '2025-05-09', ageDays: 561 });
      expect(body.source).toEqual({
        kind: 'snapshot',
        url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
        fetchedAt: null,
        note:
          'at 2026-11-21T12:00:00.000Z the ECB feed answered HTTP 500; serving the embedded snapshot of 2025-05-09; ' +
          'next attempt after 2026-11-21T12:01:00.000Z',
      });
    } finally {
      await h.close();
    }
  });

  it('with ECB_FETCH=off never calls the feed', async () => {
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) };
    const h = await start({ ECB_RATES_URL: fake.url, ECB_FETCH: 'off' }, deps);
    try {
      const before = fake.requests;
      const response = await h.call('/api/v1/currency-convert', postJson({ amount: 100, from: 'usd', to: 'jpy' }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ result: 14518, date: '2025-05-09', source: { kind: 'snapshot', fetchedAt: null } });
      expect(fake.requests).toBe(before);
    } finally {
      await h.close();
    }
  });

  it('serves a past day from the history file at ECB_HISTORY_URL, one download shared by concurrent requests', async () => {
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) };
    const history = await startFakeEcb({ kind: 'xml', body: ecbHistoryXml({ '2024-12-20': { USD: '1.0390', JPY: '163.52' } }), delayMs: 50 });
    const h = await start({ ECB_RATES_URL: fake.url, ECB_HISTORY_URL: history.url, ECB_FETCH: 'on' }, deps);
    try {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => h.call('/api/v1/currency-convert', postJson({ amount: 100, from: 'EUR', to: 'USD', date: '2024-12-22' }))),
      );
      for (const response of responses) expect(response.status).toBe(200);
      // 100 × 1.0390 = 103.90, at Friday's rates for a Sunday.
      expect(await responses[0]!.json()).toMatchObject({
        result: 103.9,
        date: '2024-12-20',
        requestedDate: '2024-12-22',
        dateNote: '2024-12-22 is a Sunday, when the ECB publishes no rates; these are the rates of 2024-12-20, the previous publication.',
        source: { kind: 'history', url: history.url },
      });
      expect(history.requests).toBe(1);
    } finally {
      await h.close();
      await history.close();
    }
  });

  it('with ECB_FETCH=off refuses a past day: history is not available offline', async () => {
    const h = await start({ ECB_FETCH: 'off' }, deps);
    try {
      const response = await h.call('/api/v1/currency-rates', postJson({ date: '2024-12-20', base: 'USD' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error:
          'date: the rates of past days come from the ECB history file, and this server does not fetch (ECB_FETCH=off): ' +
          'history is not available offline; leave the date blank for the embedded rates of 2025-05-09',
      });
    } finally {
      await h.close();
    }
  });

  it('answers 400 naming the supported currencies for an unknown code', async () => {
    const h = await start({ ECB_FETCH: 'off' }, deps);
    try {
      const response = await h.call('/api/v1/currency-convert', postJson({ amount: 1, from: 'EUR', to: 'XYZ' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^to: unsupported currency 'XYZ'; supported: AUD, BGN, .*, ZAR$/) });
    } finally {
      await h.close();
    }
  });
});
