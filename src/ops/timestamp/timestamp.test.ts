import { describe, expect, it } from 'vitest';
import op from './timestamp.op.js';
import { execute } from '../../core/execute.js';
import { HANG_GUARD_CPU_MS, fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import { InputError } from '../../core/errors.js';
import { timestamp } from './timestamp.js';

// Every relative value below is against the fixed test clock, 2026-11-21T12:00:00Z = 1795262400 s
// (20778 days × 86400 + 43200: 56 years 1970–2025 with 14 leap days = 20454 days, + 324 days to 21 November).

type Result = Record<string, unknown> & { unix: Record<string, unknown>; input: Record<string, unknown> };
const run = async (value: string) => (await ok(op, { value })) as Result;

const ACCEPTED =
  'write a Unix timestamp in seconds, milliseconds, microseconds or nanoseconds (e.g. 1700000000), an ISO 8601 date such as 2026-11-21, 2026-11-21 12:00, 2026-11-21T12:00:00Z, 2026-11-21T13:00:00.250+01:00, ' +
  '2026-11-21 12:00 UTC or 2026-W47-6, or an e-mail or HTTP date such as Sat, 21 Nov 2026 12:00:00 GMT';
const RANGE =
  'is outside the supported range, -271821-04-20T00:00:00Z to +275760-09-13T00:00:00Z ' +
  '(±8,640,000,000,000,000 milliseconds, 100,000,000 days either side of 1970-01-01T00:00:00Z)';

describe('timestamp', () => {
  it('gives every view of 1700000000 seconds', async () => {
    // 1700000000 = 19675 days × 86400 + 80000 s; 80000 s = 22:13:20. Day 19675 = 2023-01-01 (day 19358: 53 years with
    // 13 leap days) + 317 days = 14 November (day of year 318 = 304 days to the end of October + 14). 2023-11-14 was a
    // Tuesday, in ISO week 46 (2023-01-02 is Monday of week 1; 2023-11-13 is 315 days later = 45 weeks).
    expect(await run('1700000000')).toEqual({
      input: { kind: 'unix', unit: 'seconds' },
      unix: {
        seconds: 1700000000,
        milliseconds: 1700000000000,
        microseconds: '1700000000000000',
        nanoseconds: '1700000000000000000',
        decimalSeconds: '1700000000',
      },
      iso8601: '2023-11-14T22:13:20.000Z',
      rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      httpDate: 'Tue, 14 Nov 2023 22:13:20 GMT',
      weekday: 'Tuesday',
      isoWeekday: 2,
      isoWeek: 46,
      isoWeekYear: 2023,
      isoWeekDate: '2023-W46-2',
      dayOfYear: 318,
      quarter: 4,
      leapYear: false,
      relative: '3 years ago', // 3 years 6 days 13:46:40 before now
      secondsFromNow: -95262400, // 1700000000 − 1795262400
      now: '2026-11-21T12:00:00.000Z',
      notes: ['Read as seconds: |value| is below 1e11 (at most 11 integer digits).'],
    });
  });

  it('tells the unit by magnitude, on both sides of each threshold', async () => {
    // 1e11 s = 1e14 ms = 1e17 µs = 5138-11-16T09:46:40Z; 1e11 ms = 1e14 µs = 1e8 s = 1157 days + 35200 s = 1973-03-03T09:46:40Z.
    const cases: [string, string, string][] = [
      ['99999999999', 'seconds', '5138-11-16T09:46:39.000Z'],
      ['100000000000', 'milliseconds', '1973-03-03T09:46:40.000Z'],
      ['99999999999999', 'milliseconds', '5138-11-16T09:46:39.999Z'],
      ['100000000000000', 'microseconds', '1973-03-03T09:46:40.000Z'],
      ['99999999999999999', 'microseconds', '5138-11-16T09:46:39.999Z'],
      ['0', 'seconds', '1970-01-01T00:00:00.000Z'],
      ['1700000000123', 'milliseconds', '2023-11-14T22:13:20.123Z'],
      ['1700000000123456', 'microseconds', '2023-11-14T22:13:20.123Z'],
      // Negative values mirror the thresholds: −1e11 s is 3168 years before 1970, −1e11 ms is 1157 days + 35200 s before.
      ['-99999999999', 'seconds', '-001199-02-15T14:13:21.000Z'],
      ['-100000000000', 'milliseconds', '1966-10-31T14:13:20.000Z'],
      ['-100000000000000', 'microseconds', '1966-10-31T14:13:20.000Z'],
      ['0000001700000000', 'seconds', '2023-11-14T22:13:20.000Z'], // leading zeros do not change the magnitude
    ];
    for (const [value, unit, iso8601] of cases) {
      const result = await run(value);
      expect(result.input, value).toEqual({ kind: 'unix', unit });
      expect(result.iso8601, value).toBe(iso8601);
    }
    expect((await run('100000000000')).notes).toEqual(['Read as milliseconds: |value| is from 1e11 and below 1e14 (12 to 14 integer digits).']);
    expect((await run('100000000000000')).notes).toEqual([
      'Read as microseconds: |value| is from 1e14 and below 1e17 (15 to 17 integer digits).',
    ]);
  });

  it('reads 1e17 to 1e20 as nanoseconds, and refuses 1e20 and more', async () => {
    // 1e17 ns = 1e8 s = 1973-03-03T09:46:40Z; 1e20 ns − 1 = 1e11 s − 1 ns = 5138-11-16T09:46:39.999999999Z.
    expect(await run('100000000000000000')).toMatchObject({ input: { kind: 'unix', unit: 'nanoseconds' }, iso8601: '1973-03-03T09:46:40.000Z' });
    expect((await run('99999999999999999999')).unix).toMatchObject({ decimalSeconds: '99999999999.999999999' });
    expect((await run('1700000000123456789')).unix).toMatchObject({ nanoseconds: '1700000000123456789', milliseconds: 1700000000123 });
    expect((await run('-100000000000000000')).iso8601).toBe('1966-10-31T14:13:20.000Z');
    expect((await run('1700000000000000000')).notes).toEqual(['Read as nanoseconds: |value| is from 1e17 and below 1e20 (18 to 20 integer digits).']);
    const message = (value: string) =>
      `value: ${value} is too large for a Unix timestamp: |value| must be below 1e20 (seconds below 1e11, milliseconds below 1e14, ` +
      'microseconds below 1e17, nanoseconds below 1e20); give it in one of those units';
    expect(await fails(op, { value: '100000000000000000000' })).toBe(message('100000000000000000000'));
    expect(await fails(op, { value: '-100000000000000000000' })).toBe(message('-100000000000000000000'));
    expect(await fails(op, { value: '1700000000000000000.5' })).toBe(
      'value: 1700000000000000000.5 is finer than a nanosecond: read as nanoseconds, it may have at most 0 decimals (seconds 9, milliseconds 6, microseconds 3, nanoseconds 0)',
    );
  });

  it('reads bare digits as a Unix timestamp, never as a year or a basic-format date', async () => {
    // 2026 s = 00:33:46. 20261121 s = 234 days × 86400 + 43521 s (12:05:21); day 234 = 212 days to the end of July + 22.
    expect((await run('2026')).iso8601).toBe('1970-01-01T00:33:46.000Z');
    expect((await run('20261121')).iso8601).toBe('1970-08-23T12:05:21.000Z');
  });

  it('keeps fractions to the nanosecond and rounds the integer views down, toward the past', async () => {
    expect((await run('1700000000.5')).unix).toEqual({
      seconds: 1700000000,
      milliseconds: 1700000000500,
      microseconds: '1700000000500000',
      nanoseconds: '1700000000500000000',
      decimalSeconds: '1700000000.5',
    });
    // −1.5 s lies in the second that starts at −2 s: floor, not truncation.
    const negative = await run('-1.5');
    expect(negative.unix).toEqual({ seconds: -2, milliseconds: -1500, microseconds: '-1500000', nanoseconds: '-1500000000', decimalSeconds: '-1.5' });
    expect(negative.iso8601).toBe('1969-12-31T23:59:58.500Z');
    expect(negative.rfc2822).toBe('Wed, 31 Dec 1969 23:59:58 +0000');
    // The ISO view keeps three decimals, rounded down: −0.0005 s is 23:59:59.9995, shown as .999.
    expect((await run('-0.0005')).iso8601).toBe('1969-12-31T23:59:59.999Z');
    expect((await run('-0.0005')).unix).toMatchObject({ seconds: -1, milliseconds: -1, microseconds: '-500', nanoseconds: '-500000' });
    // Decimals of milliseconds and microseconds: 6 and 3 at most.
    expect((await run('1700000000123.456789')).unix).toMatchObject({
      milliseconds: 1700000000123,
      microseconds: '1700000000123456',
      nanoseconds: '1700000000123456789',
      decimalSeconds: '1700000000.123456789',
    });
    expect((await run('1700000000123456.789')).unix).toMatchObject({ nanoseconds: '1700000000123456789' });
    expect((await run('1700000000.1234567890')).unix).toMatchObject({ decimalSeconds: '1700000000.123456789' }); // trailing zero
    expect((await run('1700000000.000')).unix).toMatchObject({ decimalSeconds: '1700000000' });
  });

  it('refuses fractions finer than a nanosecond', async () => {
    expect(await fails(op, { value: '1700000000.1234567891' })).toBe(
      'value: 1700000000.1234567891 is finer than a nanosecond: read as seconds, it may have at most 9 decimals (seconds 9, milliseconds 6, microseconds 3, nanoseconds 0)',
    );
    expect(await fails(op, { value: '1700000000123.4567891' })).toBe(
      'value: 1700000000123.4567891 is finer than a nanosecond: read as milliseconds, it may have at most 6 decimals (seconds 9, milliseconds 6, microseconds 3, nanoseconds 0)',
    );
    expect(await fails(op, { value: '1700000000123456.7891' })).toBe(
      'value: 1700000000123456.7891 is finer than a nanosecond: read as microseconds, it may have at most 3 decimals (seconds 9, milliseconds 6, microseconds 3, nanoseconds 0)',
    );
    expect(await fails(op, { value: '2026-11-21T12:00:00.1234567891Z' })).toBe(
      'value: 2026-11-21T12:00:00.1234567891Z is finer than a nanosecond: at most 9 decimals of a second',
    );
  });

  it('reads negative timestamps as instants before 1970', async () => {
    // Apollo 11 landed 1969-07-20T20:17:40Z: 165 days before 1970 (11 + 31 + 30 + 31 + 30 + 31 + 1) less 20:17:40 (73060 s)
    // = 14256000 − 73060 = 14182940 s.
    const apollo = await run('-14182940');
    expect(apollo.iso8601).toBe('1969-07-20T20:17:40.000Z');
    expect(apollo.weekday).toBe('Sunday');
    expect((await run('-1')).iso8601).toBe('1969-12-31T23:59:59.000Z');
    expect((await run('-86400000')).input).toEqual({ kind: 'unix', unit: 'seconds' }); // 1000 days before: 1967-04-07
    expect((await run('-86400000')).iso8601).toBe('1967-04-07T00:00:00.000Z');
  });

  it('reads ISO 8601 with Z or an offset, in every written form', async () => {
    const cases: [string, string | null][] = [
      ['2026-11-21T12:00:00Z', '+00:00'],
      ['2026-11-21t12:00:00z', '+00:00'],
      ['2026-11-21T13:00:00+01:00', '+01:00'],
      ['2026-11-21T13:00+0100', '+01:00'],
      ['2026-11-21T13:00+01', '+01:00'],
      ['2026-11-21 07:00:00-05:00', '-05:00'],
      ['2026-11-21T17:30:00+05:30', '+05:30'],
      ['2026-11-21T12:00:00-00:00', '+00:00'],
      ['2026-11-22T11:59+23:59', '+23:59'],
    ];
    for (const [value, offset] of cases) {
      const result = await run(value);
      expect(result.iso8601, value).toBe('2026-11-21T12:00:00.000Z');
      expect(result.input, value).toEqual({ kind: 'iso8601', offset, assumedUtc: false, dateOnly: false });
      expect(result.notes, value).toEqual([]);
      expect(result.relative, value).toBe('just now');
    }
    expect((await run('2026-11-21T12:00:00,250Z')).iso8601).toBe('2026-11-21T12:00:00.250Z'); // comma as decimal sign
    expect((await run('2026-11-21T12:00:00.123456789Z')).unix).toMatchObject({ nanoseconds: '1795262400123456789', milliseconds: 1795262400123 });
  });

  it('reads a time without an offset, and a date alone, as UTC and says so', async () => {
    const noOffset = await run('2026-11-21T12:00');
    expect(noOffset.input).toEqual({ kind: 'iso8601', offset: null, assumedUtc: true, dateOnly: false });
    expect(noOffset.iso8601).toBe('2026-11-21T12:00:00.000Z');
    expect(noOffset.notes).toEqual(['No UTC offset or Z given: read as UTC.']);
    const dateOnly = await run('2026-11-21');
    expect(dateOnly.input).toEqual({ kind: 'iso8601', offset: null, assumedUtc: true, dateOnly: true });
    expect(dateOnly.iso8601).toBe('2026-11-21T00:00:00.000Z');
    expect(dateOnly.notes).toEqual(['No time of day given: read as 00:00:00 (midnight) UTC.']);
    expect(dateOnly.relative).toBe('12 hours ago');
  });

  it('describes the UTC date, not the date at the input offset', async () => {
    // 00:30 on Saturday in Madrid is 23:30 on Friday in UTC.
    const result = await run('2026-11-21T00:30:00+01:00');
    expect(result.iso8601).toBe('2026-11-20T23:30:00.000Z');
    expect(result).toMatchObject({ weekday: 'Friday', isoWeekday: 5, dayOfYear: 324 });
  });

  it('computes ISO weeks, day of year, quarter and leap years', async () => {
    // 2021-01-01 is a Friday; 2021's week 1 holds its first Thursday (7 January), so 1 January is in 2020's week 53.
    expect(await run('2021-01-01')).toMatchObject({ weekday: 'Friday', isoWeek: 53, isoWeekYear: 2020, isoWeekDate: '2020-W53-5', dayOfYear: 1, quarter: 1 });
    // 2024-12-30 is a Monday in the week of 2025-01-02 (Thursday): 2025-W01.
    expect(await run('2024-12-30')).toMatchObject({ isoWeek: 1, isoWeekYear: 2025, isoWeekDate: '2025-W01-1' });
    // 2024 is a leap year: 31 December is day 366. 2026 starts on a Thursday, so it has 53 ISO weeks.
    expect(await run('2024-12-31')).toMatchObject({ dayOfYear: 366, leapYear: true, quarter: 4 });
    expect(await run('2026-12-31')).toMatchObject({ dayOfYear: 365, leapYear: false, isoWeekDate: '2026-W53-4' });
    expect(await run('2027-01-01')).toMatchObject({ isoWeekDate: '2026-W53-5', isoWeekYear: 2026, dayOfYear: 1 });
    // The fixed "now": 2026-11-21 is day 304 + 21 = 325, a Saturday; week 1 began on Monday 2025-12-29, 327 days = 46 weeks + 5 days earlier.
    expect(await run('2026-11-21T12:00:00Z')).toMatchObject({ dayOfYear: 325, weekday: 'Saturday', isoWeekday: 6, isoWeekDate: '2026-W47-6' });
    // Divisible by 4 but not by 100, unless by 400.
    expect((await run('2100-06-01')).leapYear).toBe(false);
    expect((await run('2000-06-01')).leapYear).toBe(true);
    expect((await run('1900-06-01')).leapYear).toBe(false);
    for (const [date, quarter] of [['2026-03-31', 1], ['2026-04-01', 2], ['2026-06-30', 2], ['2026-07-01', 3], ['2026-09-30', 3], ['2026-10-01', 4]] as const) {
      expect((await run(date)).quarter, date).toBe(quarter);
    }
  });

  it('checks that the date and time are real', async () => {
    expect(await fails(op, { value: '2026-02-30' })).toBe('value: 2026-02-30 is not a real date: February 2026 has 28 days');
    expect(await fails(op, { value: '2026-02-29T10:00Z' })).toBe('value: 2026-02-29 is not a real date: February 2026 has 28 days');
    expect(await fails(op, { value: '2100-02-29' })).toBe('value: 2100-02-29 is not a real date: February 2100 has 28 days');
    expect((await run('2024-02-29')).iso8601).toBe('2024-02-29T00:00:00.000Z');
    expect(await fails(op, { value: '2026-04-31' })).toBe('value: 2026-04-31 is not a real date: April 2026 has 30 days');
    expect(await fails(op, { value: '2026-11-00' })).toBe('value: 2026-11-00 is not a real date: November 2026 has 30 days');
    expect(await fails(op, { value: '2026-13-01' })).toBe('value: 2026-13-01 is not a real date: months run from 01 to 12');
    expect(await fails(op, { value: '2026-00-10' })).toBe('value: 2026-00-10 is not a real date: months run from 01 to 12');
    expect(await fails(op, { value: '2026-11-21T24:00' })).toBe('value: 24:00 is not a time of day: hours run from 00 to 23');
    expect(await fails(op, { value: '2026-11-21T12:60Z' })).toBe('value: 12:60 is not a time of day: minutes run from 00 to 59');
    expect(await fails(op, { value: '2026-11-21T12:00:61Z' })).toBe(
      'value: 12:00:61 is not a time of day: seconds run from 00 to 59 (60 for a leap second)',
    );
    expect(await fails(op, { value: '2026-11-21T12:00+24:00' })).toBe('value: offset +24:00 is out of range: offsets run from -23:59 to +23:59');
    expect(await fails(op, { value: '2026-11-21T12:00-12:60' })).toBe('value: offset -12:60 is out of range: offsets run from -23:59 to +23:59');
    expect(await fails(op, { value: '-000000-01-01' })).toBe('value: -000000 is not a year: ISO 8601 writes year 0 as 0000 or +000000');
  });

  it('reads a leap second as the second before it, and says so', async () => {
    const result = await run('2016-12-31T23:59:60Z');
    expect(result.iso8601).toBe('2016-12-31T23:59:59.000Z');
    expect(result.notes).toEqual(['Second 60 (a leap second) was read as second 59: Unix time does not count leap seconds.']);
  });

  it('words the time relative to now in both directions, and gives the difference in seconds', async () => {
    const cases: [string, string, number][] = [
      ['2026-11-21T12:00:00Z', 'just now', 0],
      ['2026-11-21T12:00:09.999Z', 'just now', 9], // under 10 s either way
      ['2026-11-21T11:59:50.001Z', 'just now', -9],
      ['2026-11-21T12:00:10Z', 'in 10 seconds', 10],
      ['2026-11-21T11:59:50Z', '10 seconds ago', -10],
      ['2026-11-21T12:00:59Z', 'in 59 seconds', 59],
      ['2026-11-21T12:01:00Z', 'in 1 minute', 60],
      ['2026-11-21T11:58:59Z', '1 minute ago', -61], // 1 min 1 s: the seconds are dropped
      ['2026-11-21T14:00:00Z', 'in 2 hours', 7200],
      ['2026-11-21T09:00:00Z', '3 hours ago', -10800],
      ['2026-11-18T12:00:00Z', '3 days ago', -259200],
      ['2026-11-18T12:00:01Z', '2 days ago', -259199], // 2 days 23:59:59: truncated, not rounded
      ['2026-12-21T12:00:00Z', 'in 1 month', 2592000], // one calendar month from now = 30 days
      ['2026-12-21T11:59:59Z', 'in 29 days', 2591999],
      ['2025-11-21T12:00:00Z', '1 year ago', -31536000],
      ['2025-11-21T12:00:01Z', '11 months ago', -31535999], // 11 months 29 days 23:59:59
      ['2036-11-21T12:00:00Z', 'in 10 years', 315619200], // 3653 days (2028 and 2032 and 2036 are leap years: 3650 + 3)
    ];
    for (const [value, relative, secondsFromNow] of cases) {
      expect(await run(value), value).toMatchObject({ relative, secondsFromNow });
    }
    // secondsFromNow truncates toward zero: 1.9 s ahead is 1, 1.9 s behind is −1.
    expect((await run('2026-11-21T12:00:01.9Z')).secondsFromNow).toBe(1);
    expect((await run('2026-11-21T11:59:58.1Z')).secondsFromNow).toBe(-1);
  });

  it('uses the injected clock, never the machine time', async () => {
    const ctx = testContext({ now: () => new Date('2000-01-01T00:00:00Z') });
    expect(await ok(op, { value: '946684800' }, ctx)).toMatchObject({ relative: 'just now', secondsFromNow: 0, now: '2000-01-01T00:00:00.000Z' });
    expect(await ok(op, { value: '2000-01-03T00:00Z' }, ctx)).toMatchObject({ relative: 'in 2 days', secondsFromNow: 172800 });
  });

  it('gives RFC 2822 and HTTP dates only for the years those formats can write', async () => {
    expect(await run('1899-12-31T23:59:59Z')).toMatchObject({ rfc2822: null, httpDate: 'Sun, 31 Dec 1899 23:59:59 GMT' });
    expect(await run('1900-01-01')).toMatchObject({ rfc2822: 'Mon, 01 Jan 1900 00:00:00 +0000', httpDate: 'Mon, 01 Jan 1900 00:00:00 GMT' });
    expect(await run('9999-12-31T23:59:59.999Z')).toMatchObject({ rfc2822: 'Fri, 31 Dec 9999 23:59:59 +0000', httpDate: 'Fri, 31 Dec 9999 23:59:59 GMT' });
    expect(await run('+010000-01-01')).toMatchObject({ rfc2822: null, httpDate: null, iso8601: '+010000-01-01T00:00:00.000Z' });
    expect(await run('0000-01-01')).toMatchObject({ rfc2822: null, httpDate: 'Sat, 01 Jan 0000 00:00:00 GMT', leapYear: true });
  });

  it('accepts exactly Temporal’s range and refuses anything outside it, naming the range', async () => {
    const earliest = await run('-271821-04-20T00:00:00Z');
    expect(earliest.unix).toMatchObject({ milliseconds: -8640000000000000, seconds: -8640000000000, microseconds: '-8640000000000000000' });
    expect(earliest).toMatchObject({ iso8601: '-271821-04-20T00:00:00.000Z', isoWeekDate: '-271821-W16-2', relative: '273847 years ago' });
    const latest = await run('+275760-09-13T00:00:00Z');
    expect(latest.unix).toMatchObject({ milliseconds: 8640000000000000, nanoseconds: '8640000000000000000000' });
    expect(latest).toMatchObject({ iso8601: '+275760-09-13T00:00:00.000Z', relative: 'in 273733 years' });
    // An offset moves the instant: 23:59:59 at −00:01 is 00:00:59 UTC on the 13th, past the end; 00:00 at +00:01 is before the start.
    for (const value of [
      '+275760-09-13T00:00:00.000000001Z',
      '+275760-09-12T23:59:59-00:01',
      '-271821-04-19T23:59:59.999999999Z',
      '-271821-04-20T00:00:00+00:01',
      '-271821-01-01',
      '+275760-12-31',
      '+300000-01-01T00:00Z',
      '-999999-01-01',
    ]) {
      expect(await fails(op, { value }), value).toBe(`value: ${value} ${RANGE}`);
    }
  });

  it('refuses what is neither, saying what is accepted', async () => {
    expect(await fails(op, { value: 'yesterday' })).toBe(`value: 'yesterday' is neither a Unix timestamp nor a date that can be read: ${ACCEPTED}`);
    for (const value of [
      '1.7e9',
      '1,700,000,000',
      '+1700000000',
      '0x6553f100',
      '2026-11-21T12',
      '2026-11-21T12:00:00 ZZ',
      '2026-11-21T12:00 CET',
      '2026-11-21 UTC',
      '2026-11-21T12:00Z+01:00',
      '2026-11-21Z',
      '20261121T120000Z',
      '2026-W47',
      '26-325',
      '2026-11-21T12:00:00+01:00[Europe/Madrid]',
      'Sat, 21 Nov 26 12:00:00 GMT',
      'Sunday, 06-Nov-94 08:49:37 GMT',
      'Sun Nov  6 08:49:37 1994',
      'Sat, 21 Nov 2026 12:00:00 CET',
      'Sat, 21 Nov 2026 12:00:00 A',
      'Sat, 21 Foo 2026 12:00:00 GMT',
      '12:00',
      '1700000000.',
      '.5',
      '   ',
    ]) {
      expect(await fails(op, { value }), value).toBe(`value: '${value.trim()}' is neither a Unix timestamp nor a date that can be read: ${ACCEPTED}`);
    }
    expect(await fails(op, { value: '300000-01-01' })).toBe(
      "value: '300000-01-01' is not an ISO 8601 date: a year with more than four digits takes a sign and six digits, such as +010000",
    );
  });

  it('ignores surrounding whitespace', async () => {
    expect((await run('  1700000000\n')).iso8601).toBe('2023-11-14T22:13:20.000Z');
    expect((await run('\t2026-11-21T12:00:00Z ')).relative).toBe('just now');
  });

  it('rejects a missing, empty, mistyped or unknown field', async () => {
    expect(await fails(op, {})).toBe('value: is required');
    expect(await fails(op, { value: '' })).toBe('value: must not be empty');
    expect(await fails(op, { value: true })).toBe('value: must be a string or a number, got boolean');
    expect(await fails(op, { value: null })).toBe('value: must be a string or a number, got null');
    expect(await fails(op, { value: 'x'.repeat(101) })).toBe('value: must be at most 100 characters long');
    expect(await fails(op, { value: '1700000000', unit: 'seconds' })).toBe('unit: unknown field; allowed fields: value');
  });

  it('runs its worst case promptly', async () => {
    expect((await ok(op, op.worstCase())).iso8601).toBe('-271821-04-20T00:00:00.000Z');
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    for (const example of op.examples) {
      const english = (await ok(op, example.input)) as Result;
      const spanish = (await ok(op, example.input, es)) as Result;
      // Every figure is the same; only the words change.
      const { weekday: _w, relative: _r, notes: _n, ...figures } = english;
      expect(spanish).toMatchObject(figures);
    }
    const seconds = (await ok(op, { value: '1700000000' }, es)) as Result;
    expect(seconds.weekday).toBe('martes');
    expect(seconds.relative).toBe('hace 3 años');
    expect(seconds.notes).toEqual(['Leído en segundos: |valor| es menor que 1e11 (como mucho 11 cifras enteras).']);
    const wallTime = (await ok(op, { value: '2026-11-24T09:30' }, es)) as Result;
    expect(wallTime.relative).toBe('dentro de 2 días');
    expect(wallTime.notes).toEqual(['Sin desfase UTC ni Z: se ha leído como UTC.']);
    expect(((await ok(op, { value: '2026-11-21T12:00:05Z' }, es)) as Result).relative).toBe('ahora mismo');
    expect(((await ok(op, { value: '2026-11-22' }, es)) as Result).notes).toEqual(['Sin hora del día: se ha leído como las 00:00:00 (medianoche) UTC.']);
    // Refusals carry a Spanish message with the same field prefix.
    const refusal = (value: string) => {
      try {
        timestamp(value, new Date('2026-11-21T12:00:00Z'), 'es');
      } catch (error) {
        if (error instanceof InputError) return error;
      }
      throw new Error(`expected ${value} to be refused`);
    };
    expect(refusal('2026-02-30').es).toBe('value: 2026-02-30 no es una fecha real: febrero de 2026 tiene 28 días');
    expect(refusal('2026-02-30').message).toBe('value: 2026-02-30 is not a real date: February 2026 has 28 days');
    expect(refusal('2026-11-21T24:00').es).toBe('value: 24:00 no es una hora del día: las horas van de 00 a 23');
    expect(refusal('Mon, 14 Nov 2023 22:13:20 GMT').es).toBe(
      'value: el 14 de noviembre de 2023 es martes, no lunes; corrige la fecha o el día de la semana, u omite el día',
    );
    expect(refusal('yesterday').es).toMatch(/^value: 'yesterday' no es una marca de tiempo Unix ni una fecha que se pueda leer: escribe/);
  });

  it('reads back every date and timestamp it writes (issue 17)', async () => {
    // Present-day instants, so each Unix field falls in its own unit's magnitude band; a fraction in one of them.
    for (const value of ['1700000000', '2026-11-21T12:00:00Z', '2024-02-29T23:59:59.999Z', '2000-01-01T00:00:00Z', '1999-12-31T23:59:59.123456789Z']) {
      const first = await run(value);
      // Each written form, and the view it keeps exactly: whole seconds, milliseconds, or the exact nanoseconds.
      const written: [string, unknown, 'seconds' | 'milliseconds' | 'nanoseconds'][] = [
        ['unix.seconds', first.unix.seconds, 'seconds'],
        ['unix.milliseconds', first.unix.milliseconds, 'milliseconds'],
        ['unix.microseconds', first.unix.microseconds, 'milliseconds'],
        ['unix.nanoseconds', first.unix.nanoseconds, 'nanoseconds'],
        ['unix.decimalSeconds', first.unix.decimalSeconds, 'nanoseconds'],
        ['iso8601', first.iso8601, 'milliseconds'],
        ['rfc2822', first.rfc2822, 'seconds'],
        ['httpDate', first.httpDate, 'seconds'],
      ];
      for (const [field, text, view] of written) {
        const again = (await ok(op, { value: text })) as Result;
        expect(again.unix[view], `${value} ${field}`).toEqual(first.unix[view]);
      }
      expect(((await ok(op, { value: first.now })) as Result).unix.seconds).toBe(1795262400);
      // The week date names the UTC day: read back, it is that day's midnight.
      expect((await run(first.isoWeekDate as string)).iso8601, `${value} isoWeekDate`).toBe(`${(first.iso8601 as string).slice(0, 10)}T00:00:00.000Z`);
    }
    expect((await run('Tue, 14 Nov 2023 22:13:20 +0000')).input).toEqual({ kind: 'rfc2822', offset: '+00:00', assumedUtc: false, dateOnly: false });
    expect((await run('Tue, 14 Nov 2023 22:13:20 GMT')).unix.seconds).toBe(1700000000);
  });

  it('reads the forms people paste: a space before the zone, UTC and GMT suffixes (issue 17)', async () => {
    // Each is 2024-01-15T10:30:00Z = 1705314600 s (19737 days × 86400 + 37800).
    const cases: [string, string][] = [
      ['2024-01-15 10:30:00 +0000', '+00:00'],
      ['2024-01-15 10:30 UTC', '+00:00'],
      ['2024-01-15T10:30:00 UTC', '+00:00'],
      ['2024-01-15T10:30:00UTC', '+00:00'],
      ['2024-01-15 10:30:00 utc', '+00:00'],
      ['2024-01-15 10:30:00 GMT', '+00:00'],
      ['2024-01-15 10:30:00 Z', '+00:00'],
      ['2024-01-15 10:30:00+00:00', '+00:00'],
      ['2024-01-15 11:30:00 +01:00', '+01:00'],
      ['2024-01-15 11:30 GMT+1', '+01:00'],
      ['2024-01-15 11:30 UTC+01:00', '+01:00'],
      ['2024-01-15 05:30 GMT-0500', '-05:00'],
      ['2024-01-15 05:30 −05:00', '-05:00'], // U+2212 MINUS SIGN
      ['2024/01/15 10:30', '+00:00'],
    ];
    for (const [value, offset] of cases) {
      const result = await run(value);
      expect(result.unix.seconds, value).toBe(1705314600);
      if (value !== '2024/01/15 10:30') expect(result.input, value).toEqual({ kind: 'iso8601', offset, assumedUtc: false, dateOnly: false });
    }
    expect(await fails(op, { value: '2024-01-15 10:30 UTC+24' })).toBe('value: offset UTC+24 is out of range: offsets run from -23:59 to +23:59');
  });

  it('reads e-mail and HTTP dates (RFC 5322, IMF-fixdate), checking the day name', async () => {
    // 1700000000 s = Tuesday 2023-11-14T22:13:20Z.
    const cases: [string, string][] = [
      ['Tue, 14 Nov 2023 22:13:20 +0000', '+00:00'],
      ['Tue, 14 Nov 2023 22:13:20 GMT', '+00:00'],
      ['14 Nov 2023 22:13:20 UT', '+00:00'],
      ['Tuesday, 14 November 2023 23:13:20 +0100', '+01:00'],
      ['Tue, 14 Nov 2023 17:13:20 EST', '-05:00'], // RFC 5322 §4.3: EST = -0500
      ['Tue, 14 Nov 2023 15:13:20 PDT (daylight, though November)', '-07:00'],
      ['tue, 14 nov 2023 22:13:20 -0000', '+00:00'],
    ];
    for (const [value, offset] of cases) {
      const result = await run(value);
      expect(result.unix.seconds, value).toBe(1700000000);
      expect(result.input, value).toEqual({ kind: 'rfc2822', offset, assumedUtc: false, dateOnly: false });
    }
    expect((await run('Tue, 4 Nov 2025 08:00 GMT')).iso8601).toBe('2025-11-04T08:00:00.000Z'); // one-digit day, no seconds
    expect(await fails(op, { value: 'Mon, 14 Nov 2023 22:13:20 GMT' })).toBe(
      'value: 14 November 2023 is a Tuesday, not a Monday; correct the date or the day name, or leave the day name out',
    );
    expect(await fails(op, { value: 'Tue, 31 Nov 2023 22:13:20 GMT' })).toBe('value: 2023-11-31 is not a real date: November 2023 has 30 days');
  });

  it('reads ISO week dates and ordinal dates, checked for real', async () => {
    expect((await run('2026-W47-6')).iso8601).toBe('2026-11-21T00:00:00.000Z');
    expect((await run('2026-w47-6T12:00Z')).relative).toBe('just now');
    expect((await run('2026-325')).iso8601).toBe('2026-11-21T00:00:00.000Z'); // 304 days to the end of October + 21
    expect((await run('2026-W53-5')).iso8601).toBe('2027-01-01T00:00:00.000Z'); // 2026 has 53 weeks; its last days are in 2027
    expect((await run('2025-W01-1')).iso8601).toBe('2024-12-30T00:00:00.000Z');
    expect((await run('2024-366')).iso8601).toBe('2024-12-31T00:00:00.000Z');
    expect(await fails(op, { value: '2025-W53-1' })).toBe(
      'value: 2025-W53-1 is not a real week date: 2025 has weeks W01 to W52, and days run from 1 (Monday) to 7 (Sunday)',
    );
    expect(await fails(op, { value: '2026-W10-8' })).toMatch(/^value: 2026-W10-8 is not a real week date/);
    expect(await fails(op, { value: '2026-366' })).toBe('value: 2026-366 is not a real date: day of the year 366 is not between 001 and 365');
    expect(await fails(op, { value: '2026-000' })).toBe('value: 2026-000 is not a real date: day of the year 000 is not between 001 and 365');
  });

  it('reads a JSON integer as the digits of a Unix timestamp, and asks for a string otherwise', async () => {
    expect(await ok(op, { value: 1700000000 })).toEqual(await ok(op, { value: '1700000000' }));
    expect(((await ok(op, { value: 1700000000123 })) as Result).input).toEqual({ kind: 'unix', unit: 'milliseconds' });
    expect(((await ok(op, { value: -14182940 })) as Result).iso8601).toBe('1969-07-20T20:17:40.000Z');
    expect(((await ok(op, { value: 0 })) as Result).iso8601).toBe('1970-01-01T00:00:00.000Z');
    expect(await fails(op, { value: 1700000000.5 })).toBe(
      'value: the number 1700000000.5 has a fraction, which a JSON number may round; send it as a string of digits, e.g. "1700000000.5"',
    );
    expect(await fails(op, { value: 2 ** 60 })).toBe(
      'value: the number 1152921504606847000 is beyond 2^53, where JSON numbers lose digits; send it as a string of digits, e.g. "1700000000000000000"',
    );
  });

  it('refuses day-first or month-first dates as ambiguous, giving the ISO readings', async () => {
    expect(await fails(op, { value: '01/02/2024' })).toBe(
      "value: '01/02/2024' is not read: whether the day or the month comes first depends on the country; write the date as ISO 8601, " +
        'year first: 2024-02-01 (day first) or 2024-01-02 (month first)',
    );
    expect(await fails(op, { value: '13.01.2024 10:00' })).toBe(
      "value: '13.01.2024 10:00' is not read: whether the day or the month comes first depends on the country; write the date as ISO 8601, " +
        'year first: 2024-01-13 (day first)',
    );
    expect(await fails(op, { value: '21-11-2026' })).toMatch(/year first: 2026-11-21 \(day first\)$/);
    const spanish = (() => {
      try {
        timestamp('01/02/2024', new Date('2026-11-21T12:00:00Z'), 'es');
      } catch (error) {
        if (error instanceof InputError) return error.es;
      }
      return undefined;
    })();
    expect(spanish).toBe(
      "value: '01/02/2024' no se lee: que vaya antes el día o el mes depende del país; escribe la fecha en ISO 8601, con el año delante: " +
        '2024-02-01 (día primero) o 2024-01-02 (mes primero)',
    );
  });
});
