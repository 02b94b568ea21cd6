import { afterEach, describe, expect, it } from 'vitest';
import { ecbXml, manualClock, startFakeEcb, type FakeEcb } from '../../test/support/fake-ecb.js';
import { ECB_SNAPSHOT } from './ecb-snapshot.js';
import { createEcbRates, type EcbRatesOptions } from './ecb-rates.js';

// Friday 20 November 2026, 17:30 in Frankfurt (CET = UTC+1): that day's rates are out.
const FRIDAY_EVENING = '2026-11-20T16:30:00Z';
const FRIDAY_RATES = { USD: '1.1578', JPY: '180.12', GBP: '0.88105', IDR: '19342.51' };
const MONDAY_RATES = { USD: '1.1601', JPY: '181.4', GBP: '0.8799', IDR: '19400.02' };

let fake: FakeEcb | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(behaviour: Parameters<typeof startFakeEcb>[0], options: Partial<EcbRatesOptions> = {}) {
  fake = await startFakeEcb(behaviour);
  const clock = manualClock(FRIDAY_EVENING);
  // A time limit far past what the fake feed takes on a busy machine; the tests of the limit itself set 300 ms.
  const rates = createEcbRates({ url: fake.url, fetchEnabled: true, now: clock.now, timeoutMs: 10_000, ...options });
  return { fake, clock, rates };
}

const snapshotNote = (at: string, reason: string, retry: string) =>
  `at ${at} the ECB feed ${reason}; serving the embedded snapshot of 2025-05-09; next attempt after ${retry}`;

describe('ECB rates source', () => {
  it('serves the live feed with its exact decimals, date, fetch time and age, and caches it', async () => {
    const { fake, rates } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
    const result = await rates.get();
    expect(result).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      rates: FRIDAY_RATES,
      source: { kind: 'live', url: fake.url, fetchedAt: '2026-11-20T16:30:00.000Z' },
      ageDays: 0,
    });
    expect(Object.keys(result.rates)).toEqual(['USD', 'JPY', 'GBP', 'IDR']);
    await rates.get();
    expect(fake.requests).toBe(1);
  });

  it('keeps the rates until the next publication (Monday 16:00 Frankfurt), then fetches the new day', async () => {
    const { fake, clock, rates } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
    expect((await rates.get()).date).toBe('2026-11-20');
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-23', MONDAY_RATES) };
    clock.set('2026-11-22T12:00:00Z'); // Sunday: nothing new is published
    expect(await rates.get()).toMatchObject({ date: '2026-11-20', ageDays: 2, source: { kind: 'live', fetchedAt: '2026-11-20T16:30:00.000Z' } });
    clock.set('2026-11-23T14:59:59.999Z'); // Monday 15:59:59.999 CET
    expect((await rates.get()).date).toBe('2026-11-20');
    expect(fake.requests).toBe(1);
    clock.set('2026-11-23T15:00:00Z'); // Monday 16:00 CET: the next publication
    expect(await rates.get()).toEqual({
      base: 'EUR',
      date: '2026-11-23',
      rates: MONDAY_RATES,
      source: { kind: 'live', url: fake.url, fetchedAt: '2026-11-23T15:00:00.000Z' },
      ageDays: 0,
    });
    expect(fake.requests).toBe(2);
  });

  it('looks again every 5 minutes while the feed is behind schedule', async () => {
    const { fake, clock, rates } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
    clock.set('2026-11-23T15:00:30Z'); // Monday 16:00:30 CET, but the feed still has Friday
    expect((await rates.get()).date).toBe('2026-11-20');
    expect(fake.requests).toBe(1);
    clock.advance(4 * 60_000);
    await rates.get();
    expect(fake.requests).toBe(1);
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-23', MONDAY_RATES) };
    clock.advance(60_000);
    expect((await rates.get()).date).toBe('2026-11-23');
    expect(fake.requests).toBe(2);
  });

  it('skips TARGET holidays: rates of Thursday 24 December 2026 last until Monday 28 December 16:00', async () => {
    const { fake, clock, rates } = await setup({ kind: 'xml', body: ecbXml('2026-12-24', FRIDAY_RATES) });
    clock.set('2026-12-24T16:00:00Z');
    await rates.get();
    clock.set('2026-12-28T14:59:00Z');
    await rates.get();
    expect(fake.requests).toBe(1);
    clock.set('2026-12-28T15:00:00Z');
    await rates.get();
    expect(fake.requests).toBe(2);
  });

  it('shares one upstream request among concurrent callers (single flight)', async () => {
    const { fake, rates } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES), delayMs: 100 });
    const results = await Promise.all(Array.from({ length: 25 }, () => rates.get()));
    expect(fake.requests).toBe(1);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]!.source.kind).toBe('live');
  });

  it('shares one request when the feed fails too', async () => {
    const { fake, rates } = await setup({ kind: 'status', status: 503 });
    const results = await Promise.all(Array.from({ length: 10 }, () => rates.get()));
    expect(fake.requests).toBe(1);
    for (const result of results) expect(result.source.kind).toBe('snapshot');
  });

  it.each([
    ['slow beyond the time limit', { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES), delayMs: 3_000 }, 'did not answer within 300 ms'],
    ['never answering', { kind: 'hang' }, 'did not answer within 300 ms'],
    ['sending headers but not the body', { kind: 'trickle' }, 'did not answer within 300 ms'],
    ['answering HTTP 500', { kind: 'status', status: 500 }, 'answered HTTP 500'],
    ['answering HTTP 404', { kind: 'status', status: 404 }, 'answered HTTP 404'],
    [
      'sending malformed XML',
      { kind: 'xml', body: "<gesmes:Envelope><Cube><Cube time='2026-11-20'></Cube></gesmes:Envelope>" },
      "sent unusable data: it is not well-formed XML (line 1: Expected closing tag 'Cube' (opened in line 1, col 18) instead of closing tag 'gesmes:Envelope'.)",
    ],
    ['sending an empty rate list', { kind: 'xml', body: ecbXml('2026-11-20', {}) }, 'sent unusable data: it has an empty rate list for 2026-11-20'],
    ['sending an invalid rate', { kind: 'xml', body: ecbXml('2026-11-20', { USD: '-1.1' }) }, "sent unusable data: it has an invalid rate '-1.1' for USD (must be a positive decimal)"],
    ['sending HTML', { kind: 'xml', body: '<html><body>Maintenance</body></html>' }, 'sent unusable data: it has no Envelope element'],
    ['sending rates dated in the future', { kind: 'xml', body: ecbXml('2026-11-23', FRIDAY_RATES) }, 'sent rates dated in the future (2026-11-23)'],
    ['sending far too much', { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) + ' '.repeat(300_000) }, 'sent more than 262144 bytes'],
  ] as const)('falls back to the snapshot when the feed is %s, saying why', async (_label, behaviour, reason) => {
    const { fake, rates } = await setup(behaviour, reason.includes('within 300 ms') ? { timeoutMs: 300 } : {});
    const result = await rates.get();
    expect(result).toEqual({
      base: 'EUR',
      date: '2025-05-09',
      rates: ECB_SNAPSHOT.rates,
      source: {
        kind: 'snapshot',
        url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
        note: snapshotNote('2026-11-20T16:30:00.000Z', reason, '2026-11-20T16:31:00.000Z'),
      },
      ageDays: 560,
    });
    expect(fake.requests).toBe(1);
  });

  it('falls back when the feed cannot be reached at all', async () => {
    const closed = await startFakeEcb({ kind: 'hang' });
    await closed.close(); // nothing listens on its port any more
    const rates = createEcbRates({ url: closed.url, fetchEnabled: true, now: () => new Date(FRIDAY_EVENING), timeoutMs: 300 });
    const result = await rates.get();
    expect(result.source.kind).toBe('snapshot');
    expect(result.source.note).toBe(snapshotNote('2026-11-20T16:30:00.000Z', 'could not be reached (ECONNREFUSED)', '2026-11-20T16:31:00.000Z'));
  });

  it('serves the last good rates when a later refresh fails', async () => {
    const { fake, clock, rates } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
    await rates.get();
    fake.behaviour = { kind: 'status', status: 500 };
    clock.set('2026-11-23T15:30:00Z');
    expect(await rates.get()).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      rates: FRIDAY_RATES,
      source: {
        kind: 'last-good',
        url: fake.url,
        fetchedAt: '2026-11-20T16:30:00.000Z',
        note:
          'at 2026-11-23T15:30:00.000Z the ECB feed answered HTTP 500; serving the last good rates, fetched at ' +
          '2026-11-20T16:30:00.000Z; next attempt after 2026-11-23T15:31:00.000Z',
      },
      ageDays: 3,
    });
    expect(fake.requests).toBe(2);
  });

  it('backs off for 60 s after a failure, serving the fallback without asking the feed', async () => {
    const { fake, clock, rates } = await setup({ kind: 'status', status: 500 });
    expect((await rates.get()).source.kind).toBe('snapshot');
    expect(fake.requests).toBe(1);
    fake.behaviour = { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) };
    clock.advance(30_000);
    expect((await rates.get()).source.note).toBe(snapshotNote('2026-11-20T16:30:00.000Z', 'answered HTTP 500', '2026-11-20T16:31:00.000Z'));
    clock.advance(29_999);
    await Promise.all([rates.get(), rates.get(), rates.get()]);
    expect(fake.requests).toBe(1);
    clock.advance(1); // 60 s after the failure
    expect(await rates.get()).toMatchObject({ date: '2026-11-20', source: { kind: 'live', fetchedAt: '2026-11-20T16:31:00.000Z' } });
    expect(fake.requests).toBe(2);
  });

  it('with fetching off (ECB_FETCH=off) serves the snapshot and never calls the feed', async () => {
    const { fake, clock } = await setup({ kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) });
    const offline = createEcbRates({ url: fake.url, fetchEnabled: false, now: clock.now });
    const results = [...(await Promise.all([offline.get(), offline.get()]))];
    clock.set('2027-01-04T16:00:00Z');
    results.push(await offline.get());
    expect(fake.requests).toBe(0);
    expect(results[0]).toEqual({
      base: 'EUR',
      date: '2025-05-09',
      rates: ECB_SNAPSHOT.rates,
      source: {
        kind: 'snapshot',
        url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
        note: 'live fetching is off (ECB_FETCH=off); serving the embedded snapshot of 2025-05-09',
      },
      ageDays: 560,
    });
    expect(results[2]!.ageDays).toBe(605);
  });

  it('uses an injected fetch, with the time limit signal and an XML accept header', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(ecbXml('2026-11-20', FRIDAY_RATES), { status: 200 });
    };
    const rates = createEcbRates({ url: 'https://feed.test/daily.xml', fetchEnabled: true, now: () => new Date(FRIDAY_EVENING), fetch: fakeFetch });
    expect(await rates.get()).toMatchObject({ date: '2026-11-20', source: { kind: 'live', url: 'https://feed.test/daily.xml' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://feed.test/daily.xml');
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
    expect(new Headers(calls[0]!.init?.headers).get('accept')).toBe('application/xml, text/xml');
  });
});
