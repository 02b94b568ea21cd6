import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import op from './timezone-convert.op.js';
import { CURRENT_NAMES, convertTimeZone, knownZones } from './timezone-convert.js';
import { InputError } from '../../core/errors.js';
import { execute } from '../../core/execute.js';
import { HANG_GUARD_CPU_MS, fails, ok, testContext, cpuMs } from '../../../test/support/run-op.js';

type Side = { zone: string; datetime: string; offset: string; offsetMinutes: number; abbreviation: string; daylightSaving: boolean; standardOffset: string };
type View = { utc: string; from: Side; to: Side; offsetDifference: string; offsetDifferenceMinutes: number };
type Result = View & {
  resolution: null | {
    kind: string;
    chosen: string;
    transition: { utc: string; offsetBefore: string; offsetAfter: string };
    note: string;
    alternative: View;
  };
};

const convert = async (datetime: string, from: string, to: string) => (await ok(op, { datetime, from, to })) as unknown as Result;

const FORMAT =
  'must be a wall-clock time written YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss (a space for T and decimals of a second are read too), such as 2026-07-01T09:00, or a date alone for its 00:00';

describe('timezone-convert', () => {
  it('converts Madrid to New York in summer: 09:00 CEST is 03:00 EDT, six hours behind', async () => {
    // 09:00 at +02:00 = 07:00Z; 07:00Z at -04:00 = 03:00. Difference −4 − (+2) = −6 h.
    const result = await convert('2026-07-01T09:00', 'Europe/Madrid', 'America/New_York');
    expect(result.utc).toBe('2026-07-01T07:00:00Z');
    expect(result.from).toEqual({
      zone: 'Europe/Madrid',
      datetime: '2026-07-01T09:00:00',
      offset: '+02:00',
      offsetMinutes: 120,
      abbreviation: 'CEST',
      daylightSaving: true,
      standardOffset: '+01:00',
    });
    expect(result.to).toEqual({
      zone: 'America/New_York',
      datetime: '2026-07-01T03:00:00',
      offset: '-04:00',
      offsetMinutes: -240,
      abbreviation: 'EDT',
      daylightSaving: true,
      standardOffset: '-05:00',
    });
    expect(result).toMatchObject({ offsetDifference: '-06:00', offsetDifferenceMinutes: -360, resolution: null });
  });

  it('converts in winter with standard time on both sides', async () => {
    // 09:00 CET (+01:00) = 08:00Z = 03:00 EST (−05:00).
    const result = await convert('2026-01-15T09:00', 'Europe/Madrid', 'America/New_York');
    expect(result.to).toMatchObject({ datetime: '2026-01-15T03:00:00', offset: '-05:00', abbreviation: 'EST', daylightSaving: false });
    expect(result.from).toMatchObject({ abbreviation: 'CET', daylightSaving: false });
    expect(result.offsetDifference).toBe('-06:00');
  });

  it('handles half-hour and quarter-hour offsets', async () => {
    // Kolkata is +05:30 all year: 09:00 IST = 03:30Z; Madrid in January is +01:00, so 04:30 there, 4 h 30 min behind.
    const kolkata = await convert('2026-01-15T09:00', 'Asia/Kolkata', 'Europe/Madrid');
    expect(kolkata.utc).toBe('2026-01-15T03:30:00Z');
    expect(kolkata.from).toEqual({
      zone: 'Asia/Kolkata',
      datetime: '2026-01-15T09:00:00',
      offset: '+05:30',
      offsetMinutes: 330,
      abbreviation: 'IST',
      daylightSaving: false,
      standardOffset: '+05:30',
    });
    expect(kolkata.to).toMatchObject({ datetime: '2026-01-15T04:30:00', offset: '+01:00' });
    expect(kolkata).toMatchObject({ offsetDifference: '-04:30', offsetDifferenceMinutes: -270 });
    // Kathmandu +05:45: no letter abbreviation in ICU's English locales, but the curated table's NPT.
    const kathmandu = await convert('2026-01-15T00:00', 'UTC', 'Asia/Kathmandu');
    expect(kathmandu.to).toMatchObject({ datetime: '2026-01-15T05:45:00', offset: '+05:45', offsetMinutes: 345, abbreviation: 'NPT' });
    expect(kathmandu).toMatchObject({ offsetDifference: '+05:45', offsetDifferenceMinutes: 345 });
    // Chatham Islands in January: +13:45 on daylight time (standard +12:45).
    const chatham = await convert('2026-01-15T00:00', 'UTC', 'Pacific/Chatham');
    expect(chatham.to).toMatchObject({ datetime: '2026-01-15T13:45:00', offset: '+13:45', abbreviation: 'CHADT', daylightSaving: true, standardOffset: '+12:45' });
    // St. John's, Newfoundland: −03:30 in winter; 12:00 there is 15:30Z.
    const stJohns = await convert('2026-01-15T12:00', 'America/St_Johns', 'UTC');
    expect(stJohns).toMatchObject({ utc: '2026-01-15T15:30:00Z', offsetDifference: '+03:30', offsetDifferenceMinutes: 210 });
    expect(stJohns.from).toMatchObject({ abbreviation: 'NST', offset: '-03:30' });
  });

  it('resolves the spring-forward gap in Madrid by moving the time forward, and shows the alternative', async () => {
    // On 2026-03-29 Madrid jumps from 02:00 CET to 03:00 CEST (01:00Z). 02:30 read at +01:00 is 01:30Z = 03:30 CEST
    // (chosen); read at +02:00 it is 00:30Z = 01:30 CET (alternative).
    const result = await convert('2026-03-29T02:30', 'Europe/Madrid', 'UTC');
    expect(result.utc).toBe('2026-03-29T01:30:00Z');
    expect(result.from).toMatchObject({ datetime: '2026-03-29T03:30:00', offset: '+02:00', abbreviation: 'CEST', daylightSaving: true });
    expect(result.to).toMatchObject({ datetime: '2026-03-29T01:30:00' });
    expect(result.resolution).toEqual({
      kind: 'gap',
      chosen: 'later',
      transition: { utc: '2026-03-29T01:00:00Z', offsetBefore: '+01:00', offsetAfter: '+02:00' },
      note:
        '2026-03-29T02:30 does not exist in Europe/Madrid: the clocks jumped forward from 02:00 to 03:00 (+01:00 → +02:00). ' +
        "It was moved forward by the length of the gap (1 hour) to 2026-03-29T03:30:00 (+02:00), as Temporal's 'compatible' " +
        'disambiguation does; alternative moves it back by the gap instead, to 2026-03-29T01:30:00 (+01:00).',
      alternative: {
        utc: '2026-03-29T00:30:00Z',
        from: {
          zone: 'Europe/Madrid',
          datetime: '2026-03-29T01:30:00',
          offset: '+01:00',
          offsetMinutes: 60,
          abbreviation: 'CET',
          daylightSaving: false,
          standardOffset: '+01:00',
        },
        to: {
          zone: 'UTC',
          datetime: '2026-03-29T00:30:00',
          offset: '+00:00',
          offsetMinutes: 0,
          abbreviation: 'UTC',
          daylightSaving: false,
          standardOffset: '+00:00',
        },
        offsetDifference: '-01:00',
        offsetDifferenceMinutes: -60,
      },
    });
    // The edges of the gap: 02:00 does not exist either; 01:59 and 03:00 exist once.
    expect((await convert('2026-03-29T02:00', 'Europe/Madrid', 'UTC')).from.datetime).toBe('2026-03-29T03:00:00');
    expect((await convert('2026-03-29T02:00', 'Europe/Madrid', 'UTC')).resolution?.kind).toBe('gap');
    expect((await convert('2026-03-29T01:59', 'Europe/Madrid', 'UTC')).resolution).toBeNull();
    expect((await convert('2026-03-29T03:00', 'Europe/Madrid', 'UTC'))).toMatchObject({ utc: '2026-03-29T01:00:00Z', resolution: null });
  });

  it('resolves the fall-back overlap in Madrid with the first occurrence, and shows the second', async () => {
    // On 2026-10-25 Madrid goes back from 03:00 CEST to 02:00 CET (01:00Z): 02:30 happens at 00:30Z (+02:00, chosen)
    // and again at 01:30Z (+01:00, alternative). New York is still on EDT (−04:00) that day.
    const result = await convert('2026-10-25T02:30', 'Europe/Madrid', 'America/New_York');
    expect(result).toMatchObject({ utc: '2026-10-25T00:30:00Z', offsetDifference: '-06:00', offsetDifferenceMinutes: -360 });
    expect(result.from).toMatchObject({ datetime: '2026-10-25T02:30:00', offset: '+02:00', abbreviation: 'CEST', daylightSaving: true });
    expect(result.to).toMatchObject({ datetime: '2026-10-24T20:30:00', abbreviation: 'EDT' });
    expect(result.resolution).toMatchObject({
      kind: 'overlap',
      chosen: 'earlier',
      transition: { utc: '2026-10-25T01:00:00Z', offsetBefore: '+02:00', offsetAfter: '+01:00' },
      note:
        '2026-10-25T02:30 occurs twice in Europe/Madrid: the clocks went back from 03:00 to 02:00 (+02:00 → +01:00). ' +
        "The first occurrence (+02:00) was used, as Temporal's 'compatible' disambiguation does; alternative is the second one " +
        '(+01:00), 1 hour later.',
    });
    expect(result.resolution?.alternative).toMatchObject({
      utc: '2026-10-25T01:30:00Z',
      from: { datetime: '2026-10-25T02:30:00', offset: '+01:00', abbreviation: 'CET', daylightSaving: false },
      to: { datetime: '2026-10-24T21:30:00', offset: '-04:00' },
      offsetDifference: '-05:00',
      offsetDifferenceMinutes: -300,
    });
    // 02:00 itself happens twice (00:00Z and 01:00Z); 03:00 once (CET).
    expect(await convert('2026-10-25T02:00', 'Europe/Madrid', 'UTC')).toMatchObject({ utc: '2026-10-25T00:00:00Z', resolution: { kind: 'overlap' } });
    expect(await convert('2026-10-25T03:00', 'Europe/Madrid', 'UTC')).toMatchObject({ utc: '2026-10-25T02:00:00Z', resolution: null });
    expect(await convert('2026-10-25T01:59', 'Europe/Madrid', 'UTC')).toMatchObject({ utc: '2026-10-24T23:59:00Z', resolution: null });
  });

  it('resolves the gap and the overlap in New York', async () => {
    // 2026-03-08: 02:00 EST → 03:00 EDT at 07:00Z. 02:30 → 03:30 EDT = 07:30Z; alternative 01:30 EST = 06:30Z.
    const gap = await convert('2026-03-08T02:30', 'America/New_York', 'Europe/Madrid');
    expect(gap).toMatchObject({ utc: '2026-03-08T07:30:00Z', offsetDifference: '+05:00' });
    expect(gap.from).toMatchObject({ datetime: '2026-03-08T03:30:00', abbreviation: 'EDT' });
    expect(gap.to).toMatchObject({ datetime: '2026-03-08T08:30:00', abbreviation: 'CET' });
    expect(gap.resolution).toMatchObject({
      kind: 'gap',
      chosen: 'later',
      transition: { utc: '2026-03-08T07:00:00Z', offsetBefore: '-05:00', offsetAfter: '-04:00' },
      alternative: { utc: '2026-03-08T06:30:00Z', from: { datetime: '2026-03-08T01:30:00', abbreviation: 'EST' }, offsetDifference: '+06:00' },
    });
    // 2026-11-01: 02:00 EDT → 01:00 EST at 06:00Z. 01:30 happens at 05:30Z (EDT, chosen) and 06:30Z (EST).
    const overlap = await convert('2026-11-01T01:30', 'America/New_York', 'UTC');
    expect(overlap).toMatchObject({ utc: '2026-11-01T05:30:00Z', offsetDifference: '+04:00' });
    expect(overlap.resolution).toMatchObject({
      kind: 'overlap',
      chosen: 'earlier',
      transition: { utc: '2026-11-01T06:00:00Z', offsetBefore: '-04:00', offsetAfter: '-05:00' },
      alternative: { utc: '2026-11-01T06:30:00Z', from: { datetime: '2026-11-01T01:30:00', abbreviation: 'EST' }, offsetDifference: '+05:00' },
    });
  });

  it('knows Southern-hemisphere daylight saving (Sydney in January)', async () => {
    // January is summer in Sydney: AEDT +11:00 against a standard AEST +10:00. 09:00 = 22:00Z the day before.
    const january = await convert('2026-01-15T09:00', 'Australia/Sydney', 'UTC');
    expect(january.utc).toBe('2026-01-14T22:00:00Z');
    expect(january.from).toEqual({
      zone: 'Australia/Sydney',
      datetime: '2026-01-15T09:00:00',
      offset: '+11:00',
      offsetMinutes: 660,
      abbreviation: 'AEDT',
      daylightSaving: true,
      standardOffset: '+10:00',
    });
    expect(january.to.datetime).toBe('2026-01-14T22:00:00');
    const july = await convert('2026-07-15T09:00', 'Australia/Sydney', 'UTC');
    expect(july.from).toMatchObject({ offset: '+10:00', abbreviation: 'AEST', daylightSaving: false, standardOffset: '+10:00' });
    // Sydney's own changes: 2026-10-04 02:00 → 03:00 (gap), 2026-04-05 03:00 → 02:00 (overlap).
    expect((await convert('2026-10-04T02:30', 'Australia/Sydney', 'UTC')).resolution).toMatchObject({
      kind: 'gap',
      transition: { utc: '2026-10-03T16:00:00Z', offsetBefore: '+10:00', offsetAfter: '+11:00' },
    });
    expect(await convert('2026-04-05T02:30', 'Australia/Sydney', 'UTC')).toMatchObject({
      utc: '2026-04-04T15:30:00Z',
      resolution: { kind: 'overlap', alternative: { utc: '2026-04-04T16:30:00Z' } },
    });
  });

  it('converts UTC to UTC unchanged', async () => {
    const utc = { zone: 'UTC', datetime: '2026-07-01T09:00:00', offset: '+00:00', offsetMinutes: 0, abbreviation: 'UTC', daylightSaving: false, standardOffset: '+00:00' };
    expect(await convert('2026-07-01T09:00', 'UTC', 'UTC')).toEqual({
      utc: '2026-07-01T09:00:00Z',
      from: utc,
      to: utc,
      offsetDifference: '+00:00',
      offsetDifferenceMinutes: 0,
      resolution: null,
    });
  });

  it('reads a space for T, seconds and decimals of a second, and keeps them in the output (issue 17)', async () => {
    // 2024-03-10 02:30 in New York is in the spring-forward gap (02:00 EST → 03:00 EDT at 07:00Z): moved to 03:30 EDT.
    const gap = await convert('2024-03-10 02:30', 'America/New_York', 'UTC');
    expect(gap).toMatchObject({ utc: '2024-03-10T07:30:00Z', from: { datetime: '2024-03-10T03:30:00', abbreviation: 'EDT' }, resolution: { kind: 'gap' } });
    expect(gap.resolution?.note).toMatch(/^2024-03-10 02:30 does not exist in America\/New_York/);
    expect(await convert('2024-03-10T02:30:45', 'America/New_York', 'UTC')).toMatchObject({
      utc: '2024-03-10T07:30:45Z',
      from: { datetime: '2024-03-10T03:30:45' },
      to: { datetime: '2024-03-10T07:30:45' },
    });
    expect(await convert('2024-03-10 12:00:45', 'America/New_York', 'Asia/Tokyo')).toMatchObject({
      utc: '2024-03-10T16:00:45Z',
      to: { datetime: '2024-03-11T01:00:45', abbreviation: 'JST' },
    });
    expect(await convert('2026-07-01t09:00:00.250', 'Europe/Madrid', 'UTC')).toMatchObject({
      utc: '2026-07-01T07:00:00.25Z',
      from: { datetime: '2026-07-01T09:00:00.25' },
      to: { datetime: '2026-07-01T07:00:00.25' },
    });
    expect((await convert('2026-07-01T09:00:00,123456789', 'UTC', 'UTC')).to.datetime).toBe('2026-07-01T09:00:00.123456789');
    expect((await convert('2026-07-01T09:00:00.000', 'UTC', 'UTC')).to.datetime).toBe('2026-07-01T09:00:00');
  });

  it('accepts seconds, and crosses date lines', async () => {
    expect((await convert('2026-07-01T09:00:30', 'Europe/Madrid', 'America/New_York')).to.datetime).toBe('2026-07-01T03:00:30');
    // Kiritimati (+14) to Niue (−11): 25 hours apart, so the date goes back by one day and an hour.
    const result = await convert('2026-01-01T00:30', 'Pacific/Kiritimati', 'Pacific/Niue');
    expect(result).toMatchObject({ utc: '2025-12-31T10:30:00Z', offsetDifference: '-25:00', offsetDifferenceMinutes: -1500 });
    expect(result.to.datetime).toBe('2025-12-30T23:30:00');
  });

  it('takes abbreviations from the curated table, else from ICU, falling back to its numeric form', async () => {
    const abbreviation = async (datetime: string, zone: string) => (await convert(datetime, zone, 'UTC')).from.abbreviation;
    expect(await abbreviation('2026-07-01T12:00', 'Europe/London')).toBe('BST'); // en-GB
    expect(await abbreviation('2026-01-01T12:00', 'Europe/London')).toBe('GMT');
    expect(await abbreviation('2026-07-01T12:00', 'Europe/Dublin')).toBe('IST'); // en-IE: Irish Standard Time
    expect(await abbreviation('2026-07-01T12:00', 'America/Los_Angeles')).toBe('PDT'); // en-US
    expect(await abbreviation('2026-07-01T12:00', 'Africa/Lagos')).toBe('WAT'); // en-ZA
    // No English locale of ICU has JST or MSK; the curated table (timezone-abbreviation's) does (issue 17).
    expect(await abbreviation('2026-07-01T12:00', 'Asia/Tokyo')).toBe('JST');
    expect(await abbreviation('2026-07-01T12:00', 'Europe/Moscow')).toBe('MSK');
    expect(await abbreviation('2026-07-01T12:00', 'Asia/Singapore')).toBe('SGT'); // CLDR's SGT before the other usage, SST
    expect(await abbreviation('2026-07-01T12:00', 'Asia/Manila')).toBe('PST'); // tzdb's own before common usage (PHT)
    expect(await abbreviation('2026-07-01T12:00', 'America/Adak')).toBe('HDT'); // tzdb's, where ICU says HADT
    expect(await abbreviation('2026-01-01T12:00', 'Asia/Calcutta')).toBe('IST'); // a link finds its zone's entry
    expect(await abbreviation('2026-01-01T12:00', 'Europe/Kiev')).toBe('EET');
    expect(await abbreviation('2026-07-01T12:00', 'Etc/GMT')).toBe('GMT');
    expect(await abbreviation('2026-07-01T12:00', 'Etc/UTC')).toBe('UTC');
    // Where the table has nothing for the zone at that offset: ICU's name, or its numeric form.
    expect(await abbreviation('2026-07-01T12:00', 'Etc/GMT-1')).toBe('GMT+1');
    expect(await abbreviation('2026-07-01T12:00', 'Asia/Tashkent')).toBe('GMT+5');
    expect(await abbreviation('1850-01-01T12:00', 'Europe/Madrid')).toBe('GMT-0:14:44'); // local mean time
  });

  it('gives historical offsets, local mean time included', async () => {
    // Madrid kept local mean time, −00:14:44, until 1901: midnight there was 00:14:44Z.
    const result = await convert('1850-01-01T00:00', 'Europe/Madrid', 'UTC');
    expect(result.utc).toBe('1850-01-01T00:14:44Z');
    expect(result.from).toMatchObject({ offset: '-00:14:44', offsetMinutes: -884 / 60, daylightSaving: false });
    expect(result).toMatchObject({ offsetDifference: '+00:14:44', offsetDifferenceMinutes: 884 / 60 });
    // Samoa skipped 30 December 2011 (−10:00 → +14:00): a 24-hour gap, whose clock change crosses midnight.
    const samoa = await convert('2011-12-30T12:00', 'Pacific/Apia', 'UTC');
    expect(samoa).toMatchObject({ utc: '2011-12-30T22:00:00Z', from: { datetime: '2011-12-31T12:00:00', offset: '+14:00' } });
    expect(samoa.resolution?.note).toBe(
      '2011-12-30T12:00 does not exist in Pacific/Apia: the clocks jumped forward from 2011-12-30T00:00:00 to 2011-12-31T00:00:00 ' +
        "(-10:00 → +14:00). It was moved forward by the length of the gap (24 hours) to 2011-12-31T12:00:00 (+14:00), as Temporal's " +
        "'compatible' disambiguation does; alternative moves it back by the gap instead, to 2011-12-29T12:00:00 (-10:00).",
    );
    expect(samoa.resolution?.alternative.utc).toBe('2011-12-29T22:00:00Z');
  });

  it('accepts zone names in any letter case, and links, returning the canonical case', async () => {
    const result = await convert('2026-07-01T09:00', 'europe/madrid', 'ASIA/KOLKATA');
    expect(result.from.zone).toBe('Europe/Madrid');
    expect(result.to).toMatchObject({ zone: 'Asia/Kolkata', datetime: '2026-07-01T12:30:00' });
    expect((await convert('2026-07-01T09:00', 'utc', 'Asia/Calcutta')).to).toMatchObject({ zone: 'Asia/Calcutta', offset: '+05:30' });
    expect((await convert('2026-07-01T09:00', 'UTC', 'US/Eastern')).to).toMatchObject({ zone: 'US/Eastern', abbreviation: 'EDT' });
    // Legacy IANA names mean what the database says: EST is a fixed −05:00, even in July.
    expect((await convert('2026-07-01T09:00', 'UTC', 'EST')).to).toMatchObject({ zone: 'EST', offset: '-05:00', daylightSaving: false });
  });

  it('refuses an unknown zone with the closest valid names', async () => {
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'Europe/Madird', to: 'UTC' })).toBe(
      "from: unknown time zone 'Europe/Madird'; did you mean 'Europe/Madrid' or 'Europe/Malta' or 'Europe/Paris'?",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 'America/NewYork' })).toBe(
      "to: unknown time zone 'America/NewYork'; did you mean 'America/New_York' or 'America/Detroit'?",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 'Asia/Kolkatta' })).toBe(
      "to: unknown time zone 'Asia/Kolkatta'; did you mean 'Asia/Kolkata' or 'Asia/Jakarta'?",
    );
    // A city alone: its zone, under IANA's current name.
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'new york', to: 'UTC' })).toBe(
      "from: unknown time zone 'new york'; did you mean 'America/New_York'?",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'Kiev', to: 'UTC' })).toBe("from: unknown time zone 'Kiev'; did you mean 'Europe/Kyiv'?");
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 'Mars/Olympus_Mons' })).toBe(
      "to: unknown time zone 'Mars/Olympus_Mons'; expected an IANA name such as 'Europe/Madrid', 'America/New_York' or 'UTC'",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'CEST', to: 'UTC' })).toBe(
      "from: unknown time zone 'CEST'; expected an IANA name such as 'Europe/Madrid', 'America/New_York' or 'UTC' " +
        '(abbreviations are not zones: the same letters can mean several; the timezone-abbreviation operation lists their meanings)',
    );
  });

  it('refuses UTC offsets in place of a zone, pointing at Etc/GMT', async () => {
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: '+01:00' })).toBe(
      "to: '+01:00' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC'; " +
        "a fixed offset of +01:00 is 'Etc/GMT-1' (Etc/GMT signs are inverted)",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'GMT-5', to: 'UTC' })).toBe(
      "from: 'GMT-5' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC'; " +
        "a fixed offset of -05:00 is 'Etc/GMT+5' (Etc/GMT signs are inverted)",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 'UTC+05:30' })).toBe(
      "to: 'UTC+05:30' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC'",
    );
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'Z', to: 'UTC' })).toBe(
      "from: 'Z' is the UTC designator, not an IANA time zone; for UTC give 'UTC'",
    );
  });

  it('reads a date alone as its 00:00, and spaces around the time (issue 30)', async () => {
    const midnight = await ok(op, { datetime: '2026-07-01T00:00', from: 'Europe/Madrid', to: 'UTC' });
    expect(await ok(op, { datetime: '2026-07-01', from: 'Europe/Madrid', to: 'UTC' })).toEqual(midnight);
    expect(await ok(op, { datetime: ' 2026-07-01 ', from: 'Europe/Madrid', to: 'UTC' })).toEqual(midnight);
    // 00:00 in Madrid in summer (UTC+2) is 22:00 the day before in UTC.
    expect(midnight).toMatchObject({ to: { datetime: '2026-06-30T22:00:00' } });
    // Santiago de Chile moved its clocks from 00:00 to 01:00 on 2026-09-06: the date's midnight is in the gap.
    expect((await ok(op, { datetime: '2026-09-06', from: 'America/Santiago', to: 'UTC' })).resolution).toMatchObject({ kind: 'gap', chosen: 'later' });
  });

  it('refuses datetimes not written YYYY-MM-DDTHH:mm(:ss)', async () => {
    const cases: [string, string][] = [
      ['2026-07-01T9:00', `datetime: ${FORMAT}; got '2026-07-01T9:00'`],
      ['2026-07-01T09', `datetime: ${FORMAT}; got '2026-07-01T09'`],
      ['2026-07-01T09:00:00.0000000001', `datetime: ${FORMAT}; got '2026-07-01T09:00:00.0000000001'`],
      ['2026-07-01  09:00', `datetime: ${FORMAT}; got '2026-07-01  09:00'`],
      ['26-07-01T09:00', `datetime: ${FORMAT}; got '26-07-01T09:00'`],
      ['+002026-07-01T09:00', `datetime: ${FORMAT}; got '+002026-07-01T09:00'`],
      ['01/07/2026 09:00', `datetime: ${FORMAT}; got '01/07/2026 09:00'`],
      ['', `datetime: ${FORMAT}; got ''`],
      [
        '2026-07-01T09:00Z',
        "datetime: must be a wall-clock time without Z or an offset (the zone is given by from), such as 2026-07-01T09:00; got '2026-07-01T09:00Z'",
      ],
      [
        '2026-07-01 09:00 UTC',
        "datetime: must be a wall-clock time without Z or an offset (the zone is given by from), such as 2026-07-01T09:00; got '2026-07-01 09:00 UTC'",
      ],
      [
        '2026-07-01T09:00:00+02:00',
        "datetime: must be a wall-clock time without Z or an offset (the zone is given by from), such as 2026-07-01T09:00; got '2026-07-01T09:00:00+02:00'",
      ],
    ];
    for (const [datetime, message] of cases) {
      expect(await fails(op, { datetime, from: 'UTC', to: 'UTC' }), datetime).toBe(message);
    }
    expect(await fails(op, { datetime: `2026-07-01T09:00${'x'.repeat(50)}`, from: 'UTC', to: 'UTC' })).toBe(
      `datetime: ${FORMAT}; got '2026-07-01T09:00${'x'.repeat(24)}…'`,
    );
  });

  it('refuses dates and times that do not exist on any calendar', async () => {
    const message = async (datetime: string) => fails(op, { datetime, from: 'Europe/Madrid', to: 'UTC' });
    expect(await message('2026-02-30T09:00')).toBe('datetime: 2026-02-30 is not a real date: February 2026 has 28 days');
    expect(await message('2100-02-29T09:00')).toBe('datetime: 2100-02-29 is not a real date: February 2100 has 28 days');
    expect(await message('2026-04-31T09:00')).toBe('datetime: 2026-04-31 is not a real date: April 2026 has 30 days');
    expect(await message('2026-13-01T09:00')).toBe('datetime: 2026-13-01 is not a real date: months run from 01 to 12');
    expect(await message('2026-07-00T09:00')).toBe('datetime: 2026-07-00 is not a real date: July 2026 has 31 days');
    expect(await message('2026-07-01T24:00')).toBe('datetime: 24:00 is not a time of day: hours run from 00 to 23');
    expect(await message('2026-07-01T09:60')).toBe('datetime: 09:60 is not a time of day: minutes run from 00 to 59');
    expect(await message('2026-07-01T09:00:60')).toBe('datetime: 09:00:60 is not a time of day: seconds run from 00 to 59');
    expect((await convert('2024-02-29T09:00', 'Europe/Madrid', 'UTC')).utc).toBe('2024-02-29T08:00:00Z');
    // The date is checked before the zones.
    expect(await fails(op, { datetime: '2026-02-30T09:00', from: 'Nowhere', to: 'UTC' })).toBe(
      'datetime: 2026-02-30 is not a real date: February 2026 has 28 days',
    );
  });

  it('rejects missing, mistyped and unknown fields', async () => {
    expect(await fails(op, { from: 'UTC', to: 'UTC' })).toBe('datetime: is required');
    expect(await fails(op, { datetime: '2026-07-01T09:00', to: 'UTC' })).toBe('from: is required');
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: '' })).toBe('to: must not be empty');
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 3 })).toBe('to: must be a string, got number');
    expect(await fails(op, { datetime: '2026-07-01T09:00', from: 'UTC', to: 'UTC', zone: 'UTC' })).toBe(
      'zone: unknown field; allowed fields: datetime, from, to',
    );
  });

  it('suggests IANA current names for the zones ICU lists under older ones', () => {
    const icu = new Set(Intl.supportedValuesOf('timeZone'));
    for (const [old, current] of Object.entries(CURRENT_NAMES)) {
      // ICU lists the old name and treats the current one as the same zone.
      expect(icu.has(old), old).toBe(true);
      expect(new Intl.DateTimeFormat('en-US', { timeZone: current }).resolvedOptions().timeZone, current).toBe(old);
      expect(knownZones()).toContain(current);
      expect(knownZones()).not.toContain(old);
    }
    // Where the system has the IANA tables, every zone of zone1970.tab that the runtime knows is a candidate.
    const table = '/usr/share/zoneinfo/zone1970.tab';
    if (!existsSync(table)) return;
    const zones = readFileSync(table, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split('\t')[2]!);
    for (const zone of zones) {
      let known = true;
      try {
        new Temporal.ZonedDateTime(0n, zone);
      } catch {
        known = false;
      }
      if (known) expect(knownZones(), zone).toContain(zone);
    }
  });

  it('runs its worst case promptly', async () => {
    const result = (await ok(op, op.worstCase())) as unknown as Result;
    expect(result.resolution?.kind).toBe('gap');
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    for (const example of op.examples) {
      const english = (await ok(op, example.input)) as unknown as Result;
      const spanish = (await ok(op, example.input, es)) as unknown as Result;
      // The same figures; only the note is in Spanish.
      expect({ ...spanish, resolution: spanish.resolution && { ...spanish.resolution, note: '' } }).toEqual({
        ...english,
        resolution: english.resolution && { ...english.resolution, note: '' },
      });
    }
    const gap = (await ok(op, { datetime: '2026-03-29T02:30', from: 'Europe/Madrid', to: 'Asia/Kolkata' }, es)) as unknown as Result;
    expect(gap.resolution?.note).toBe(
      '2026-03-29T02:30 no existe en Europe/Madrid: los relojes se adelantaron de 02:00 a 03:00 (+01:00 → +02:00). Se ha adelantado ' +
        "lo que dura el hueco (1 hora), hasta 2026-03-29T03:30:00 (+02:00), como hace la desambiguación 'compatible' de Temporal; " +
        'la alternativa la retrasa lo mismo, hasta 2026-03-29T01:30:00 (+01:00).',
    );
    const overlap = (await ok(op, { datetime: '2026-11-01T01:30', from: 'America/New_York', to: 'Europe/London' }, es)) as unknown as Result;
    expect(overlap.resolution?.note).toBe(
      '2026-11-01T01:30 ocurre dos veces en America/New_York: los relojes se retrasaron de 02:00 a 01:00 (-04:00 → -05:00). Se ha ' +
        "tomado la primera vez (-04:00), como hace la desambiguación 'compatible' de Temporal; la alternativa es la segunda (-05:00), " +
        '1 hora más tarde.',
    );
    // Lord Howe moves its clocks by half an hour.
    const lordHowe = (await ok(op, { datetime: '2026-04-05T01:45', from: 'Australia/Lord_Howe', to: 'UTC' }, es)) as unknown as Result;
    expect(lordHowe.resolution?.note).toContain(', 30 minutos más tarde.');
    // Refusals carry a Spanish message with the same field prefix.
    const refusal = (datetime: string, from: string, to: string) => {
      try {
        convertTimeZone(datetime, from, to, 'es');
      } catch (error) {
        if (error instanceof InputError) return error.es;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal('2026-02-30T09:00', 'UTC', 'UTC')).toBe('datetime: 2026-02-30 no es una fecha real: febrero de 2026 tiene 28 días');
    expect(refusal('01/07/2026 09:00', 'UTC', 'UTC')).toBe(
      'datetime: debe ser una hora de reloj escrita YYYY-MM-DDTHH:mm o YYYY-MM-DDTHH:mm:ss (también se lee un espacio en lugar de ' +
        "la T y decimales de segundo), como 2026-07-01T09:00, o solo una fecha para sus 00:00; se recibió '01/07/2026 09:00'",
    );
    expect(refusal('2026-07-01T09:00', 'Madrid', 'UTC')).toBe("from: zona horaria desconocida 'Madrid'; ¿quizá querías decir 'Europe/Madrid'?");
    expect(refusal('2026-07-01T09:00', 'UTC', '+01:00')).toBe(
      "to: '+01:00' es un desfase UTC, no una zona horaria IANA; indica el nombre de una zona como 'Europe/Madrid' o 'UTC'; " +
        "un desfase fijo de +01:00 es 'Etc/GMT-1' (los signos de Etc/GMT van invertidos)",
    );
  });
});
