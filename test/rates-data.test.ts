import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatesResult } from '../src/services/ecb-rates.js';
import { startFetch, type Harness } from './support/harness.js';

/**
 * The ECB rates a currency page converts with on the device (/data/ecb-rates…): the API's rates source as data. With
 * fetching off (as in every test) that is the embedded snapshot, whose note the Spanish page reads in Spanish.
 */
describe('/data/ecb-rates', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startFetch({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => h.close());

  it('gives the latest rates with the source and its note in both languages, cached, and counts nothing', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await h.call('/data/ecb-rates.json');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      // A rate limit of 2 a minute, 4 reads: reading the rates is not an operation call.
      expect(response.headers.get('ratelimit')).toMatch(/r=2;/);
      const rates = (await response.json()) as RatesResult;
      expect(rates).toMatchObject({ base: 'EUR', date: '2025-05-09', source: { kind: 'snapshot' } });
      expect(rates.rates.USD).toMatch(/^\d+\.\d+$/);
      expect(rates.source.note).toMatch(/snapshot/i);
      expect(rates.source.noteEs).toMatch(/instantánea|tipos/i);
    }
  });

  it('refuses a day the API refuses, with its words in both languages (400), and knows no other path', async () => {
    const early = await h.call('/data/ecb-rates/1998-12-31.json');
    expect(early.status).toBe(400);
    expect(early.headers.get('cache-control')).toBe('no-store');
    const body = (await early.json()) as { error: string; es: string };
    expect(body.error).toMatch(/1999-01-04/);
    expect(body.es).toMatch(/1999/);
    for (const path of ['/data/ecb-rates/yesterday.json', '/data/ecb-rates/2024-1-2.json', '/data/other.json']) {
      expect((await h.call(path)).status, path).toBe(404);
    }
    expect((await h.call('/data/ecb-rates.json', { method: 'POST' })).status).toBe(405);
  });
});
