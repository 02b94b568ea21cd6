import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../core/errors.js';
import { ecbHistoryXml } from '../../test/support/fake-ecb-history.js';
import { ecbXml, manualClock, startFakeEcb, type FakeEcb, type FakeEcbBehaviour } from '../../test/support/fake-ecb.js';
import { HistoryUnavailableError } from './ecb-dated.js';
import { createEcbRates } from './ecb-rates.js';
import { ECB_SNAPSHOT } from './ecb-snapshot.js';

// Saturday 21 November 2026, 13:00 in Frankfurt: Friday's rates are the latest.
const SATURDAY = '2026-11-21T12:00:00Z';
const FRIDAY_RATES = { USD: '1.1578', JPY: '180.10', GBP: '0.88105' };
const HISTORY = {
  '1999-01-04': { USD: '1.1789', JPY: '133.73' },
  '2024-12-20': { USD: '1.0390', JPY: '163.52' },
  '2024-12-24': { USD: '1.0410', JPY: '163.91' },
  '2024-12-27': { USD: '1.0427', JPY: '164.45' },
  '2026-11-19': { USD: '1.1550', JPY: '179.80' },
  '2026-11-20': FRIDAY_RATES,
};

const fakes: FakeEcb[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function setup(history: FakeEcbBehaviour = { kind: 'xml', body: ecbHistoryXml(HISTORY) }, daily: FakeEcbBehaviour = { kind: 'xml', body: ecbXml('2026-11-20', FRIDAY_RATES) }) {
  const dailyFeed = await startFakeEcb(daily);
  const historyFile = await startFakeEcb(history);
  fakes.push(dailyFeed, historyFile);
  const clock = manualClock(SATURDAY);
  const rates = createEcbRates({ url: dailyFeed.url, historyUrl: historyFile.url, fetchEnabled: true, now: clock.now, timeoutMs: 10_000, historyTimeoutMs: 10_000 });
  return { daily: dailyFeed, history: historyFile, clock, rates };
}

/** The refusal `promise` ends in: its class, English and Spanish. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return { name: error.name, en: error.message, es: error.es };
}

describe('the rates of a given day', () => {
  it('answers the latest publication’s day from the daily feed, without the history file', async () => {
    const { daily, history, rates } = await setup();
    expect(await rates.get('2026-11-20')).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      requestedDate: '2026-11-20',
      rates: FRIDAY_RATES,
      source: { kind: 'live', url: daily.url, fetchedAt: '2026-11-21T12:00:00.000Z' },
      ageDays: 1,
    });
    // Today, a Saturday: Friday's rates, saying why.
    expect(await rates.get('2026-11-21')).toMatchObject({
      date: '2026-11-20',
      requestedDate: '2026-11-21',
      dateNote: {
        en: '2026-11-21 is a Saturday, when the ECB publishes no rates; these are the rates of 2026-11-20, the previous publication.',
        es: 'el 21 nov 2026 es sábado y el BCE no publica tipos ese día; estos son los tipos del 20 nov 2026, la publicación anterior.',
      },
      source: { kind: 'live' },
    });
    expect([daily.requests, history.requests]).toEqual([1, 0]);
  });

  it('says when today’s rates are not published yet (before 16:00 Frankfurt time)', async () => {
    const { clock, rates } = await setup({ kind: 'status', status: 500 }, { kind: 'xml', body: ecbXml('2026-11-19', HISTORY['2026-11-19']) });
    clock.set('2026-11-20T10:00:00Z'); // Friday 11:00 in Frankfurt
    expect(await rates.get('2026-11-20')).toMatchObject({
      date: '2026-11-19',
      requestedDate: '2026-11-20',
      dateNote: {
        en: 'the rates of 2026-11-20 are not published yet (the ECB publishes them about 16:00 Frankfurt time); these are the rates of 2026-11-19, the previous publication.',
      },
    });
  });

  it('takes a past day from the history file: a weekend gives the Friday, a TARGET holiday the day before', async () => {
    const { history, rates } = await setup();
    expect(await rates.get('2024-12-22')).toEqual({
      base: 'EUR',
      date: '2024-12-20',
      requestedDate: '2024-12-22',
      dateNote: {
        en: '2024-12-22 is a Sunday, when the ECB publishes no rates; these are the rates of 2024-12-20, the previous publication.',
        es: 'el 22 dic 2024 es domingo y el BCE no publica tipos ese día; estos son los tipos del 20 dic 2024, la publicación anterior.',
      },
      rates: HISTORY['2024-12-20'],
      source: { kind: 'history', url: history.url, fetchedAt: '2026-11-21T12:00:00.000Z' },
      // 2024-12-20 → 2026-11-21: 11 + 365 + 325 days.
      ageDays: 701,
    });
    expect(await rates.get('2024-12-25')).toMatchObject({
      date: '2024-12-24',
      dateNote: {
        en: '2024-12-25 is a TARGET holiday, when the ECB publishes no rates; these are the rates of 2024-12-24, the previous publication.',
        es: 'el 25 dic 2024 es festivo del sistema TARGET y el BCE no publica tipos ese día; estos son los tipos del 24 dic 2024, la publicación anterior.',
      },
    });
    // A working day the ECB did not publish on (here: missing from the file).
    expect((await rates.get('2024-12-23')).dateNote?.en).toBe('the ECB published no rates on 2024-12-23; these are the rates of 2024-12-20, the previous publication.');
    // The first publication, and the day the history file has without a note.
    expect(await rates.get('1999-01-04')).toMatchObject({ date: '1999-01-04', rates: { USD: '1.1789', JPY: '133.73' } });
    expect((await rates.get('2026-11-19')).dateNote).toBeUndefined();
    expect(history.requests).toBe(1);
  });

  it.each([
    [
      '1998-12-31',
      'date: 1998-12-31 is before the first ECB publication; choose a day from 1999-01-04 (the first ECB publication) to today, 2026-11-21 (Frankfurt)',
      'date: el 31 dic 1998 es anterior a la primera publicación del BCE; elige un día entre el 4 ene 1999 (la primera publicación del BCE) y hoy, 21 nov 2026 (hora de Fráncfort)',
    ],
    [
      '2026-11-22',
      'date: 2026-11-22 is in the future; choose a day from 1999-01-04 (the first ECB publication) to today, 2026-11-21 (Frankfurt)',
      'date: el 22 nov 2026 es una fecha futura; elige un día entre el 4 ene 1999 (la primera publicación del BCE) y hoy, 21 nov 2026 (hora de Fráncfort)',
    ],
  ])('refuses %s, saying the range, without fetching anything', async (date, en, es) => {
    const { daily, history, rates } = await setup();
    expect(await refusal(rates.get(date))).toEqual({ name: 'InputError', en, es });
    expect([daily.requests, history.requests]).toEqual([0, 0]);
  });

  it('counts today in Frankfurt: 23:30 UTC on 21 November is already the 22nd there', async () => {
    const { clock, rates } = await setup();
    clock.set('2026-11-21T23:30:00Z');
    expect((await rates.get('2026-11-22')).dateNote?.en).toMatch(/^2026-11-22 is a Sunday/);
  });

  it('shares one download of the history file among concurrent requests (single flight)', async () => {
    const { daily, history, rates } = await setup({ kind: 'xml', body: ecbHistoryXml(HISTORY), delayMs: 100 });
    const days = ['2024-12-20', '2024-12-21', '2024-12-25', '1999-01-05', '2026-11-19'];
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => rates.get(days[i % days.length])));
    expect(results.map((r) => r.date).slice(0, 5)).toEqual(['2024-12-20', '2024-12-20', '2024-12-24', '1999-01-04', '2026-11-19']);
    expect([daily.requests, history.requests]).toEqual([1, 1]);
  });

  it('when the history file fails: a refusal saying why and when it is tried again, in both languages', async () => {
    const { history, clock, rates } = await setup({ kind: 'status', status: 500 });
    const first = await refusal(rates.get('2024-12-20'));
    expect(first).toEqual({
      name: 'HistoryUnavailableError',
      en:
        'date: the rates of 2024-12-20 are not available now: at 2026-11-21T12:00:00.000Z the ECB history file answered HTTP 500; ' +
        'next attempt after 2026-11-21T12:01:00.000Z; try again then, or leave the date blank for the latest rates',
      es:
        'date: los tipos del 20 dic 2024 no están disponibles ahora: el 21 nov 2026 a las 12:00:00 UTC el histórico del BCE respondió ' +
        'con un error HTTP 500; próximo intento después del 21 nov 2026 a las 12:01:00 UTC; vuelve a intentarlo entonces o deja la ' +
        'fecha vacía para usar los últimos tipos',
    });
    // No new attempt during the back-off, then one.
    await refusal(rates.get('2024-12-23'));
    expect(history.requests).toBe(1);
    history.behaviour = { kind: 'xml', body: ecbHistoryXml(HISTORY) };
    clock.advance(60_000);
    expect((await rates.get('2024-12-20')).source.kind).toBe('history');
    expect(history.requests).toBe(2);
    // Later failures: the days held are still served from memory.
    history.behaviour = { kind: 'hang' };
    clock.set('2026-11-23T16:00:00Z');
    expect((await rates.get('2024-12-27')).date).toBe('2024-12-27');
    expect(history.requests).toBe(2);
  });

  it('when the history file fails on a day the embedded snapshot is in force, serves the snapshot and says why', async () => {
    const { rates } = await setup({ kind: 'status', status: 502 });
    const result = await rates.get('2025-05-11');
    expect(result).toMatchObject({ date: '2025-05-09', requestedDate: '2025-05-11', rates: ECB_SNAPSHOT.rates });
    expect(result.source).toEqual({
      kind: 'snapshot',
      url: ECB_SNAPSHOT.url,
      note:
        'at 2026-11-21T12:00:00.000Z the ECB history file answered HTTP 502; serving the embedded snapshot of 2025-05-09, the ' +
        'publication in force on 2025-05-11; next attempt after 2026-11-21T12:01:00.000Z',
    });
    expect(result.dateNote?.en).toMatch(/^2025-05-11 is a Sunday/);
  });

  it('with fetching off: history is not available offline, except the days the snapshot is in force; nothing is fetched', async () => {
    const { daily, history } = await setup();
    const offline = createEcbRates({ url: daily.url, historyUrl: history.url, fetchEnabled: false, now: () => new Date(SATURDAY) });
    expect(await refusal(offline.get('2024-12-20'))).toEqual({
      name: 'HistoryUnavailableError',
      en:
        'date: the rates of past days come from the ECB history file, and this server does not fetch (ECB_FETCH=off): ' +
        'history is not available offline; leave the date blank for the embedded rates of 2025-05-09',
      es:
        'date: los tipos de días pasados vienen del histórico del BCE, y este servidor no descarga nada (ECB_FETCH=off): ' +
        'el histórico no está disponible sin conexión; deja la fecha vacía para usar los tipos integrados del 9 may 2025',
    });
    // Today is a day like any other offline: the snapshot is not the publication in force.
    expect((await refusal(offline.get('2026-11-21'))).name).toBe('HistoryUnavailableError');
    expect(await offline.get('2025-05-09')).toMatchObject({ date: '2025-05-09', requestedDate: '2025-05-09', source: { kind: 'snapshot' } });
    expect((await offline.get('2025-05-11')).dateNote?.en).toMatch(/^2025-05-11 is a Sunday/);
    // Monday 12 May 2025 had its own publication, which the snapshot is not.
    expect((await refusal(offline.get('2025-05-12'))).name).toBe('HistoryUnavailableError');
    expect([daily.requests, history.requests]).toEqual([0, 0]);
  });

  it('a day the last good rates are still in force on is answered from them while the feed is down', async () => {
    const { daily, history, clock, rates } = await setup();
    await rates.get();
    daily.behaviour = { kind: 'status', status: 500 };
    clock.set('2026-11-23T15:30:00Z'); // Monday 16:30 Frankfurt: Monday's rates are due, the feed fails
    const sunday = await rates.get('2026-11-22');
    expect(sunday).toMatchObject({ date: '2026-11-20', requestedDate: '2026-11-22', source: { kind: 'last-good' } });
    expect(history.requests).toBe(0);
    // Monday itself: not covered by Friday's rates any more; the history file (here without Monday) answers.
    expect(await rates.get('2026-11-23')).toMatchObject({ date: '2026-11-20', source: { kind: 'history' } });
    expect(history.requests).toBe(1);
  });

  it('is its own class, an InputError (a 400 today)', () => {
    expect(new HistoryUnavailableError('x')).toBeInstanceOf(InputError);
  });
});
