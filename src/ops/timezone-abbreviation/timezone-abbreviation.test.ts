import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import op from './timezone-abbreviation.op.js';
import { dataset, datasetInfo, type DatasetMeaning } from './dataset.js';
import { findAbbreviation, offsetMinutes, zoneStateAt } from './timezone-abbreviation.js';
import { NAMES_ES, NOTES_ES, REGIONS_ES } from './spanish.js';
import { InputError } from '../../core/errors.js';
import { fails, HANG_GUARD_CPU_MS, ok, testContext, cpuMs } from '../../../test/support/run-op.js';
import { execute } from '../../core/execute.js';
import { abbreviation } from '../timezone-convert/timezone-convert.js';
import { operationSchemas } from '../../core/json-schema.js';

type Meaning = {
  name: string;
  offset: string;
  offsetMinutes: number;
  dst: boolean;
  zones: string[];
  regions: string[];
  source: string;
  note: string | null;
  reference: string | null;
  inUseAt: string[];
};
type CodeResult = { code: string; at: string; ambiguous: boolean; meanings: Meaning[]; dataset: unknown };
type ListResult = { at: string; count: number; abbreviations: { code: string; ambiguous: boolean; meanings: Meaning[] }[] };

const SUMMER = '2026-07-01T12:00:00Z';
const WINTER = '2026-11-21T12:00:00Z'; // the fixed test clock
const lookup = async (code: string, at?: string) => (await ok(op, at === undefined ? { code } : { code, at })) as unknown as CodeResult;
/** [name, offset, dst, source] of each meaning: the identity of the meanings, in order. */
const identities = (result: CodeResult) => result.meanings.map((m) => [m.name, m.offset, m.dst, m.source]);
const datasetZones = (code: string, offset: string) =>
  dataset.abbreviations.find((a) => a.code === code)!.meanings.find((m) => m.offset === offset)!.zones;

describe('timezone-abbreviation', () => {
  it('lists every abbreviation at an instant (the worst case) promptly, cold and warm', async () => {
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, { at: '1850-06-01T00:00:00Z' })).toBeLessThan(HANG_GUARD_CPU_MS);
    expect(await cpuMs(op, op.worstCase())).toBeLessThan(HANG_GUARD_CPU_MS);
  });

  it('is documented like every operation, with sourced data', async () => {
    expect(op.summary).toMatch(/\.$/);
    expect(op.category).toBe('time');
    const properties = (operationSchemas(op).input.properties ?? {}) as Record<string, { description?: string }>;
    expect(Object.keys(properties).sort()).toEqual(['at', 'code']);
    for (const [name, property] of Object.entries(properties)) expect(property.description, name).toBeTruthy();
    for (const source of dataset.sources) expect(source.url).toMatch(/^https:\/\//);
  });

  it('IST: Irish summer time, Israel and India, with what is in use at the fixed clock (November)', async () => {
    const ist = await lookup('IST');
    expect(ist.at).toBe(WINTER);
    expect(ist.ambiguous).toBe(true);
    expect(identities(ist)).toEqual([
      ['Irish Standard Time', '+01:00', true, 'tzdb'],
      ['Israel Standard Time', '+02:00', false, 'tzdb'],
      ['India Standard Time', '+05:30', false, 'tzdb'],
    ]);
    expect(ist.meanings.map((m) => [m.offsetMinutes, m.zones, m.regions, m.inUseAt])).toEqual([
      [60, ['Europe/Dublin'], ['Ireland'], []],
      [120, ['Asia/Jerusalem'], ['Israel'], ['Asia/Jerusalem']],
      [330, ['Asia/Kolkata'], ['India'], ['Asia/Kolkata']],
    ]);
    expect(ist.meanings[0]!.note).toContain('Standard Time (Amendment) Act 1971');
    // In summer Dublin is on IST, and Israel on IDT.
    const summer = await lookup('IST', SUMMER);
    expect(summer.meanings.map((m) => m.inUseAt)).toEqual([['Europe/Dublin'], [], ['Asia/Kolkata']]);
    expect((await lookup('IDT', SUMMER)).meanings[0]!.inUseAt).toEqual(['Asia/Jerusalem']);
  });

  it('CST: North American Central, Cuba, China and older Australian usage', async () => {
    const cst = await lookup('CST');
    expect(identities(cst)).toEqual([
      ['Central Standard Time (North America)', '-06:00', false, 'tzdb'],
      ['Cuba Standard Time', '-05:00', false, 'tzdb'],
      ['China Standard Time', '+08:00', false, 'tzdb'],
      ['Australian Central Standard Time (older usage of ACST)', '+09:30', false, 'common usage'],
    ]);
    const [central, cuba, china, australia] = cst.meanings as [Meaning, Meaning, Meaning, Meaning];
    expect(central.zones).toContain('America/Chicago');
    expect(central.zones).toContain('America/Mexico_City');
    expect(central.zones).toContain('America/Regina');
    expect(central.regions).toEqual(['Belize', 'Canada', 'Costa Rica', 'El Salvador', 'Guatemala', 'Honduras', 'Mexico', 'Nicaragua', 'United States']);
    expect(cuba.zones).toEqual(['America/Havana']);
    expect(china.zones).toEqual(['Asia/Macau', 'Asia/Shanghai', 'Asia/Taipei']);
    expect(australia.zones).toEqual(['Australia/Adelaide', 'Australia/Broken_Hill', 'Australia/Darwin']);
    expect(australia.reference).toMatch(/^https:\/\//);
    // November: every North American CST zone is on standard time; Cuba has left CDT; South Australia is on ACDT.
    expect(central.inUseAt).toEqual(central.zones);
    expect(cuba.inUseAt).toEqual(['America/Havana']);
    expect(china.inUseAt).toEqual(china.zones);
    expect(australia.inUseAt).toEqual(['Australia/Darwin']);
    // July: only the zones without daylight saving keep CST; Cuba is on CDT.
    const july = await lookup('CST', SUMMER);
    expect(july.meanings[0]!.inUseAt).toEqual([
      'America/Bahia_Banderas', 'America/Belize', 'America/Chihuahua', 'America/Costa_Rica', 'America/El_Salvador', 'America/Guatemala',
      'America/Managua', 'America/Merida', 'America/Mexico_City', 'America/Monterrey', 'America/Regina', 'America/Swift_Current',
      'America/Tegucigalpa',
    ]);
    expect(july.meanings[1]!.inUseAt).toEqual([]);
    const cdt = await lookup('CDT', SUMMER);
    expect(identities(cdt)).toEqual([
      ['Central Daylight Time (North America)', '-05:00', true, 'tzdb'],
      ['Cuba Daylight Time', '-04:00', true, 'tzdb'],
    ]);
    expect(cdt.meanings[1]!.inUseAt).toEqual(['America/Havana']);
  });

  it('CEST and CET flip between summer and winter (Europe/Madrid) and stay put where there is no DST (Algiers)', async () => {
    const cestSummer = await lookup('CEST', SUMMER);
    expect(identities(cestSummer)).toEqual([['Central European Summer Time', '+02:00', true, 'tzdb']]);
    expect(cestSummer.ambiguous).toBe(false);
    expect(cestSummer.meanings[0]!.inUseAt).toContain('Europe/Madrid');
    expect(cestSummer.meanings[0]!.inUseAt).toEqual(cestSummer.meanings[0]!.zones);
    expect((await lookup('CEST', WINTER)).meanings[0]!.inUseAt).toEqual([]);

    const cetWinter = await lookup('CET', WINTER);
    expect(identities(cetWinter)).toEqual([['Central European Time', '+01:00', false, 'tzdb']]);
    expect(cetWinter.meanings[0]!.inUseAt).toEqual(cetWinter.meanings[0]!.zones);
    expect(cetWinter.meanings[0]!.inUseAt).toContain('Europe/Madrid');
    expect((await lookup('CET', SUMMER)).meanings[0]!.inUseAt).toEqual(['Africa/Algiers', 'Africa/Tunis']);

    // To the second: the EU springs forward at 01:00 UTC on the last Sunday of March.
    expect((await lookup('CET', '2026-03-29T00:59:59Z')).meanings[0]!.inUseAt).toContain('Europe/Berlin');
    expect((await lookup('CEST', '2026-03-29T00:59:59Z')).meanings[0]!.inUseAt).toEqual([]);
    expect((await lookup('CEST', '2026-03-29T01:00:00Z')).meanings[0]!.inUseAt).toContain('Europe/Berlin');
  });

  it('BST: British Summer Time (summer only) and Bangladesh Standard Time (all year)', async () => {
    const bst = await lookup('BST');
    expect(identities(bst)).toEqual([
      ['British Summer Time', '+01:00', true, 'tzdb'],
      ['Bangladesh Standard Time', '+06:00', false, 'common usage'],
    ]);
    expect(bst.meanings.map((m) => m.inUseAt)).toEqual([[], ['Asia/Dhaka']]);
    expect((await lookup('BST', SUMMER)).meanings.map((m) => m.inUseAt)).toEqual([
      ['Europe/Guernsey', 'Europe/Isle_of_Man', 'Europe/Jersey', 'Europe/London'],
      ['Asia/Dhaka'],
    ]);
  });

  it('EST and EDT: North American Eastern, year-round EST zones, and older Australian usage', async () => {
    const est = await lookup('EST');
    expect(identities(est)).toEqual([
      ['Eastern Standard Time (North America)', '-05:00', false, 'tzdb'],
      ['Australian Eastern Standard Time (older usage of AEST)', '+10:00', false, 'common usage'],
    ]);
    expect(est.meanings[0]!.zones).toContain('America/New_York');
    expect(est.meanings[0]!.zones).toContain('America/Panama');
    expect(est.meanings[0]!.inUseAt).toEqual(est.meanings[0]!.zones);
    // November is summer in Sydney: only Queensland (no DST) is on AEST.
    expect(est.meanings[1]!.inUseAt).toEqual(['Australia/Brisbane', 'Australia/Lindeman']);

    const estJuly = await lookup('EST', SUMMER);
    expect(estJuly.meanings[0]!.inUseAt).toEqual(['America/Atikokan', 'America/Cancun', 'America/Cayman', 'America/Jamaica', 'America/Panama']);
    expect(estJuly.meanings[1]!.inUseAt).toEqual(estJuly.meanings[1]!.zones);

    const edt = await lookup('EDT', SUMMER);
    expect(identities(edt)).toEqual([['Eastern Daylight Time (North America)', '-04:00', true, 'tzdb']]);
    expect(edt.meanings[0]!.inUseAt).toContain('America/New_York');
    expect(edt.meanings[0]!.inUseAt).toEqual(edt.meanings[0]!.zones);
    expect((await lookup('EDT', WINTER)).meanings[0]!.inUseAt).toEqual([]);
  });

  it('AEST and AEDT: the southern hemisphere flips the other way', async () => {
    const zones = ['Antarctica/Macquarie', 'Australia/Hobart', 'Australia/Melbourne', 'Australia/Sydney'];
    const aedtNov = await lookup('AEDT', WINTER);
    expect(identities(aedtNov)).toEqual([['Australian Eastern Daylight Time', '+11:00', true, 'tzdb']]);
    expect(aedtNov.meanings[0]!.zones).toEqual(zones);
    expect(aedtNov.meanings[0]!.inUseAt).toEqual(zones);
    expect((await lookup('AEDT', SUMMER)).meanings[0]!.inUseAt).toEqual([]);

    const aestNov = await lookup('AEST', WINTER);
    expect(identities(aestNov)).toEqual([['Australian Eastern Standard Time', '+10:00', false, 'tzdb']]);
    expect(aestNov.meanings[0]!.zones).toEqual(['Antarctica/Macquarie', 'Australia/Brisbane', 'Australia/Hobart', 'Australia/Lindeman', 'Australia/Melbourne', 'Australia/Sydney']);
    expect(aestNov.meanings[0]!.inUseAt).toEqual(['Australia/Brisbane', 'Australia/Lindeman']);
    expect((await lookup('AEST', SUMMER)).meanings[0]!.inUseAt).toEqual(aestNov.meanings[0]!.zones);
  });

  it('UTC, GMT and Z', async () => {
    const utc = await lookup('UTC');
    expect(utc.meanings).toEqual([
      {
        name: 'Coordinated Universal Time',
        offset: '+00:00',
        offsetMinutes: 0,
        dst: false,
        zones: ['Etc/UTC'],
        regions: [],
        source: 'tzdb',
        note: "The time standard itself (Etc/UTC), not any region's civil time.",
        reference: null,
        inUseAt: ['Etc/UTC'],
      },
    ]);
    const gmt = await lookup('GMT');
    expect(identities(gmt)).toEqual([['Greenwich Mean Time', '+00:00', false, 'tzdb']]);
    expect(gmt.meanings[0]!.zones).toEqual(expect.arrayContaining(['Etc/GMT', 'Africa/Abidjan', 'Atlantic/Reykjavik', 'Europe/London', 'Europe/Dublin']));
    expect(gmt.meanings[0]!.inUseAt).toEqual(gmt.meanings[0]!.zones);
    const gmtSummer = await lookup('GMT', SUMMER);
    expect(gmt.meanings[0]!.zones.filter((z) => !gmtSummer.meanings[0]!.inUseAt.includes(z))).toEqual([
      'Europe/Dublin', 'Europe/Guernsey', 'Europe/Isle_of_Man', 'Europe/Jersey', 'Europe/London',
    ]);
    const z = await lookup('z');
    expect(z.code).toBe('Z');
    expect(identities(z)).toEqual([['Zulu time (the UTC designator)', '+00:00', false, 'common usage']]);
    expect(z.meanings[0]!.inUseAt).toEqual(['Etc/UTC']);
  });

  it('generic North American names list one meaning per season', async () => {
    const et = await lookup('ET');
    expect(identities(et)).toEqual([
      ['Eastern Time (standard time, EST)', '-05:00', false, 'common usage'],
      ['Eastern Time (daylight time, EDT)', '-04:00', true, 'common usage'],
    ]);
    expect(et.meanings.map((m) => m.inUseAt.includes('America/New_York'))).toEqual([true, false]);
    expect((await lookup('ET', SUMMER)).meanings.map((m) => m.inUseAt.includes('America/New_York'))).toEqual([false, true]);
    const pt = await lookup('pt', SUMMER);
    expect(pt.meanings.map((m) => m.inUseAt)).toEqual([[], ['America/Los_Angeles', 'America/Tijuana', 'America/Vancouver']]);
  });

  it('matches case-insensitively, ignores surrounding spaces and echoes the canonical code', async () => {
    expect((await lookup('cest')).code).toBe('CEST');
    expect((await lookup('chst')).code).toBe('ChST');
    expect((await lookup('  ist ')).code).toBe('IST');
    expect((await lookup('cest', SUMMER)).meanings).toEqual((await lookup('CEST', SUMMER)).meanings);
  });

  it('refuses an unknown code with the closest known ones, and says what offsets and zone names are', async () => {
    expect(await fails(op, { code: 'CESTT' })).toBe("code: unknown time zone abbreviation 'CESTT'; did you mean 'CEST' or 'AEST' or 'CET'?");
    expect(await fails(op, { code: 'istt' })).toBe("code: unknown time zone abbreviation 'istt'; did you mean 'IST' or 'AST' or 'BST'?");
    expect(await fails(op, { code: 'XQWZK' })).toBe(
      `code: unknown time zone abbreviation 'XQWZK'; omit code to list all ${dataset.abbreviations.length} known abbreviations`,
    );
    expect(await fails(op, { code: '+04' })).toBe(
      "code: '+04' is a UTC offset, not an abbreviation (the tz database writes offsets like +04 where no English abbreviation is in common use)",
    );
    expect(await fails(op, { code: 'GMT+2' })).toMatch(/^code: 'GMT\+2' is a UTC offset, not an abbreviation/);
    expect(await fails(op, { code: 'UTC-05:30' })).toMatch(/^code: 'UTC-05:30' is a UTC offset/);
    expect(await fails(op, { code: 'Europe/Paris' })).toBe("code: 'Europe/Paris' is an IANA time zone name, not an abbreviation");
    expect(await fails(op, { code: '   ' })).toBe('code: must not be blank; omit code to list every abbreviation');
    expect(await fails(op, { code: '' })).toBe('code: must not be empty');
    expect(await fails(op, { code: 42 })).toBe('code: must be a string, got number');
    expect(await fails(op, { cod: 'CET' })).toBe("cod: unknown field; did you mean 'code'?");
  });

  it('reads at as an ISO instant with Z or an offset, and refuses anything else', async () => {
    expect((await lookup('CET', '2026-07-01T14:00:00+02:00')).at).toBe(SUMMER);
    expect((await lookup('CET', '2026-07-01T12:00:00.250Z')).at).toBe('2026-07-01T12:00:00.25Z');
    const format = 'must be an ISO 8601 instant with a time and Z or a UTC offset, such as 2026-07-01T12:00:00Z or 2026-07-01T14:00:00+02:00';
    expect(await fails(op, { code: 'CET', at: '2026-07-01' })).toBe(`at: ${format}; got '2026-07-01'`);
    expect(await fails(op, { code: 'CET', at: '2026-07-01T12:00:00' })).toBe(`at: ${format}; got '2026-07-01T12:00:00'`);
    expect(await fails(op, { at: 'yesterday' })).toBe(`at: ${format}; got 'yesterday'`);
    expect(await fails(op, { at: '2026-02-30T12:00:00Z' })).toBe(`at: ${format}; got '2026-02-30T12:00:00Z'`);
    expect(await fails(op, { at: '+010000-01-01T00:00:00Z' })).toBe(
      "at: must be between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z; got '+010000-01-01T00:00:00Z'",
    );
    expect(await fails(op, { at: 1751371200 })).toBe('at: must be a string, got number');
    // The range ends are usable.
    expect((await lookup('UTC', '0001-01-01T00:00:00Z')).meanings[0]!.inUseAt).toEqual(['Etc/UTC']);
    expect((await lookup('UTC', '9999-12-31T23:59:59Z')).meanings[0]!.inUseAt).toEqual(['Etc/UTC']);
  });

  it('without code lists every abbreviation, sorted by code case-insensitively', async () => {
    const list = (await ok(op, {})) as unknown as ListResult;
    expect(list.at).toBe(WINTER);
    expect(list.count).toBe(76);
    expect(list.abbreviations.length).toBe(list.count);
    const codes = list.abbreviations.map((a) => a.code);
    expect(codes).toEqual([...codes].sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : a.toUpperCase() > b.toUpperCase() ? 1 : 0)));
    expect(codes.slice(0, 4)).toEqual(['ACDT', 'ACST', 'ACWST', 'ADT']);
    expect(codes).toContain('ChST');
    expect(new Set(codes.map((c) => c.toUpperCase())).size).toBe(codes.length);
    for (const entry of list.abbreviations) expect(entry.ambiguous, entry.code).toBe(entry.meanings.length > 1);
    // The same meanings as looking each code up on its own.
    const ist = list.abbreviations.find((a) => a.code === 'IST')!;
    expect(ist.meanings).toEqual((await lookup('IST')).meanings);
    expect(op.output.safeParse(list).success).toBe(true);
  });

  it('counts summer time as daylight time, but not a permanent move to a new standard offset', () => {
    const at = (iso: string) => Temporal.Instant.from(iso);
    expect(zoneStateAt('Europe/Dublin', at(SUMMER))).toEqual({ offsetMinutes: 60, dst: true });
    expect(zoneStateAt('Europe/Dublin', at(WINTER))).toEqual({ offsetMinutes: 0, dst: false });
    expect(zoneStateAt('Australia/Sydney', at(WINTER))).toEqual({ offsetMinutes: 660, dst: true });
    expect(zoneStateAt('Asia/Kolkata', at(SUMMER))).toEqual({ offsetMinutes: 330, dst: false });
    // Turkey stayed on +03 (its former summer time) from September 2016: standard time from then on.
    expect(zoneStateAt('Europe/Istanbul', at('2015-07-01T12:00:00Z'))).toEqual({ offsetMinutes: 180, dst: true });
    expect(zoneStateAt('Europe/Istanbul', at('2016-01-15T12:00:00Z'))).toEqual({ offsetMinutes: 120, dst: false });
    expect(zoneStateAt('Europe/Istanbul', at('2017-01-15T12:00:00Z'))).toEqual({ offsetMinutes: 180, dst: false });
    // The rule's known limit: the last summer before a zone keeps summer time for good has no lower offset after it.
    expect(zoneStateAt('Europe/Istanbul', at('2016-07-01T12:00:00Z'))).toEqual({ offsetMinutes: 180, dst: false });
  });
});

describe('the abbreviation dataset', () => {
  const all = dataset.abbreviations.flatMap((entry) => entry.meanings.map((meaning) => ({ code: entry.code, meaning })));
  const supported = new Set(Intl.supportedValuesOf('timeZone'));
  const temporalAccepts = (zone: string) => {
    try {
      Temporal.Now.instant().toZonedDateTimeISO(zone);
      return true;
    } catch {
      return false;
    }
  };

  it('has its metadata and sources', () => {
    expect(dataset.name).toBe('Time zone abbreviations');
    expect(dataset.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dataset.tzdbVersion).toMatch(/^\d{4}[a-z]$/);
    expect(dataset.sources.length).toBeGreaterThanOrEqual(3);
    expect(dataset.sources.map((s) => s.url)).toContain('https://www.iana.org/time-zones');
    for (const source of dataset.sources) {
      expect(source.title.length).toBeGreaterThan(0);
      expect(source.url).toMatch(/^https:\/\/\S+$/);
    }
    expect(datasetInfo()).toEqual({
      name: dataset.name,
      description: dataset.description,
      sources: dataset.sources,
      lastChecked: dataset.lastChecked,
      tzdbVersion: dataset.tzdbVersion,
    });
  });

  it('names only zones the platform knows (Intl, or an alias Temporal accepts)', () => {
    const unknown = [...new Set(all.flatMap(({ meaning }) => meaning.zones))].filter((zone) => !supported.has(zone) && !temporalAccepts(zone));
    expect(unknown).toEqual([]);
  });

  it('has well-formed, unique, sorted codes and well-formed meanings', () => {
    const codes = dataset.abbreviations.map((entry) => entry.code);
    for (const code of codes) expect(code, code).toMatch(/^[A-Za-z]{1,6}$/); // never tzdb's numeric "+04"
    expect(new Set(codes.map((code) => code.toUpperCase())).size).toBe(codes.length);
    const upper = codes.map((code) => code.toUpperCase());
    expect(upper).toEqual([...upper].sort());
    for (const { code, meaning } of all) {
      const where = `${code} ${meaning.name}`;
      expect(meaning.offset, where).toMatch(/^[+-](0\d|1[0-4]):[0-5]\d$/);
      expect(Math.abs(offsetMinutes(meaning.offset)), where).toBeLessThanOrEqual(14 * 60);
      expect(meaning.offset, where).not.toBe('-00:00');
      expect(meaning.zones.length, where).toBeGreaterThan(0);
      expect(meaning.zones, where).toEqual([...meaning.zones].sort());
      expect(new Set(meaning.zones).size, where).toBe(meaning.zones.length);
      expect(meaning.regions, where).toEqual([...meaning.regions].sort());
      if (!meaning.zones.every((zone) => zone.startsWith('Etc/'))) expect(meaning.regions.length, where).toBeGreaterThan(0);
      expect(['tzdb', 'common usage'], where).toContain(meaning.source);
      if (meaning.source === 'tzdb') expect(meaning.reference, where).toBeUndefined();
      else expect(meaning.reference, where).toMatch(/^https:\/\/\S+$/);
    }
    // Meanings: tzdb first, then by offset.
    for (const entry of dataset.abbreviations) {
      const order = entry.meanings.map((m) => [m.source === 'tzdb' ? 0 : 1, offsetMinutes(m.offset)] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order, entry.code).toEqual(sorted);
    }
  });

  it('every meaning is borne out by the platform: one of its zones has that offset in January or July of the current year', () => {
    const year = new Date().getUTCFullYear();
    const samples = [`${year}-01-15T12:00:00Z`, `${year}-07-15T12:00:00Z`].map((iso) => Temporal.Instant.from(iso));
    const unsupported = all.filter(
      ({ meaning }) =>
        !meaning.zones.some((zone) =>
          samples.some((instant) => instant.toZonedDateTimeISO(zone).offsetNanoseconds / 60e9 === offsetMinutes(meaning.offset)),
        ),
    );
    expect(unsupported.map(({ code, meaning }) => `${code} ${meaning.offset}`)).toEqual([]);
  });

  it('in the year it was checked, every zone of every meaning has its offset and daylight-saving state in January or July', () => {
    const year = dataset.lastChecked.slice(0, 4);
    const samples = [`${year}-01-15T12:00:00Z`, `${year}-07-15T12:00:00Z`].map((iso) => Temporal.Instant.from(iso));
    const mismatches: string[] = [];
    for (const { code, meaning } of all) {
      for (const zone of meaning.zones) {
        const states = samples.map((instant) => zoneStateAt(zone, instant));
        if (!states.some((s) => s.offsetMinutes === offsetMinutes(meaning.offset) && s.dst === meaning.dst)) {
          mismatches.push(`${code} ${meaning.offset} ${zone}: ${JSON.stringify(states)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('the common-usage names taken from CLDR are the platform\'s CLDR names', () => {
    const shortName = (zone: string, locale: string, style: 'short' | 'shortGeneric', iso = '2026-01-15T12:00:00Z') =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')
        ?.value;
    const cldrGeneric = all.filter(({ meaning }) => meaning.reference?.includes('cldr.unicode.org') && meaning.note?.startsWith('Generic'));
    expect(new Set(cldrGeneric.map(({ code }) => code))).toEqual(new Set(['ET', 'CT', 'MT', 'PT', 'AKT', 'AT']));
    for (const { code, meaning } of cldrGeneric) {
      for (const zone of meaning.zones) expect(shortName(zone, 'en-US', 'shortGeneric'), `${code} ${zone}`).toBe(code);
    }
    expect(shortName('Asia/Singapore', 'en-SG', 'short')).toBe('SGT');
    expect(shortName('Asia/Kuala_Lumpur', 'en-MY', 'short')).toBe('MYT');
    expect(shortName('Asia/Dubai', 'en-AE', 'short')).toBe('GST');
    // CLDR's English short names that differ from tzdb's (issue 17), for winter and summer in each hemisphere.
    const january = '2026-01-15T12:00:00Z';
    const july = '2026-07-15T12:00:00Z';
    const cldr: [string, string, string, string][] = [
      ['ACWST', 'Australia/Eucla', 'en-AU', january],
      ['LHDT', 'Australia/Lord_Howe', 'en-AU', january],
      ['LHST', 'Australia/Lord_Howe', 'en-AU', july],
      ['CHADT', 'Pacific/Chatham', 'en-NZ', january],
      ['CHAST', 'Pacific/Chatham', 'en-NZ', july],
      ['HAST', 'America/Adak', 'en-CA', january],
      ['HADT', 'America/Adak', 'en-CA', july],
      ['PMST', 'America/Miquelon', 'en-CA', january],
      ['PMDT', 'America/Miquelon', 'en-CA', july],
      ['GYT', 'America/Guyana', 'en-GY', january],
    ];
    for (const [code, zone, locale, iso] of cldr) {
      expect(shortName(zone, locale, 'short', iso), code).toBe(code);
      const meanings = dataset.abbreviations.find((entry) => entry.code === code)!.meanings;
      expect(meanings.map((m) => [m.zones, m.source, m.reference]), code).toEqual([[[zone], 'common usage', 'https://cldr.unicode.org/translation/time-zones-and-city-names']]);
    }
  });

  it('resolves every abbreviation timezone-convert writes, for every zone, across a year (issue 17)', () => {
    // Every zone ICU knows, on the 15th of each month of the year checked and of the current year (both seasons in both
    // hemispheres): each letter abbreviation timezone-convert writes must be in the table with that offset. Numeric
    // ones (GMT+5) are offsets, which timezone-abbreviation refuses as such.
    const byCode = new Map(dataset.abbreviations.map((entry) => [entry.code.toUpperCase(), entry]));
    const years = [...new Set([Number(dataset.lastChecked.slice(0, 4)), new Date().getUTCFullYear()])];
    const missing = new Set<string>();
    let checked = 0;
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC']) {
      for (const year of years) {
        const at = (month: number, day: number) => Temporal.ZonedDateTime.from({ year, month, day, hour: 12, timeZone: zone });
        // timezone-convert's standard offset: the smaller of 1 January's and 1 July's.
        const standard = Math.min(at(1, 1).offsetNanoseconds, at(7, 1).offsetNanoseconds) / 60e9;
        for (let month = 1; month <= 12; month++) {
          const zoned = at(month, 15);
          const offset = zoned.offsetNanoseconds / 60e9;
          const written = abbreviation(zone, zoned.epochMilliseconds, offset, offset > standard);
          if (/^GMT[+\-\u2212]/.test(written)) continue;
          checked++;
          if (!byCode.get(written.toUpperCase())?.meanings.some((m) => offsetMinutes(m.offset) === offset)) missing.add(`${written} ${zone} ${offset}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
    expect(checked).toBeGreaterThan(2_500);
  });

  it('knows the CLDR abbreviations from the issue, and PHT', async () => {
    expect(identities(await lookup('LHST'))).toEqual([['Lord Howe Standard Time', '+10:30', false, 'common usage']]);
    expect(identities(await lookup('chast'))).toEqual([['Chatham Standard Time', '+12:45', false, 'common usage']]);
    expect(identities(await lookup('ACWST'))).toEqual([['Australian Central Western Standard Time', '+08:45', false, 'common usage']]);
    expect(identities(await lookup('HAST'))).toEqual([['Hawaii-Aleutian Standard Time', '-10:00', false, 'common usage']]);
    expect(identities(await lookup('PMST'))).toEqual([['St. Pierre & Miquelon Standard Time', '-03:00', false, 'common usage']]);
    const pht = await lookup('PHT');
    expect(identities(pht)).toEqual([['Philippine Time', '+08:00', false, 'common usage']]);
    expect(pht.meanings[0]).toMatchObject({ zones: ['Asia/Manila'], regions: ['Philippines'], inUseAt: ['Asia/Manila'] });
    // November is summer on the Chatham Islands: CHADT is in use, CHAST not.
    expect((await lookup('CHADT')).meanings[0]!.inUseAt).toEqual(['Pacific/Chatham']);
    expect((await lookup('CHAST')).meanings[0]!.inUseAt).toEqual([]);
  });

  it('lists each tzdb meaning under the zones that actually use it', () => {
    const meaning = (code: string, offset: string): DatasetMeaning =>
      dataset.abbreviations.find((a) => a.code === code)!.meanings.find((m) => m.offset === offset)!;
    expect(meaning('PST', '+08:00').zones).toEqual(['Asia/Manila']);
    expect(meaning('MSK', '+03:00').zones).toEqual(['Europe/Kirov', 'Europe/Moscow', 'Europe/Simferopol', 'Europe/Volgograd']);
    expect(meaning('ChST', '+10:00').zones).toEqual(['Pacific/Guam', 'Pacific/Saipan']);
    expect(meaning('SST', '-11:00').zones).toEqual(['Pacific/Midway', 'Pacific/Pago_Pago']);
    expect(datasetZones('HST', '-10:00')).toEqual(['America/Adak', 'Pacific/Honolulu']);
    expect(datasetZones('WIB', '+07:00')).toEqual(['Asia/Jakarta', 'Asia/Pontianak']);
  });

  it('answers in Spanish on the Spanish page', async () => {
    const es = testContext({ locale: 'es' });
    const english = (await ok(op, { code: 'IST' })) as unknown as CodeResult;
    const spanish = (await ok(op, { code: 'IST' }, es)) as unknown as CodeResult;
    expect(spanish.meanings.map((m) => m.name)).toEqual(['Hora estándar de Irlanda', 'Hora estándar de Israel', 'Hora estándar de la India']);
    expect(spanish.meanings.map((m) => m.regions)).toEqual([['Irlanda'], ['Israel'], ['India']]);
    expect(spanish.meanings[0]!.note).toMatch(/^Una peculiaridad legal de Irlanda: la Standard Time Act 1968 hace de UTC\+01:00 la hora estándar irlandesa/);
    expect(spanish.dataset).toEqual({ name: 'Abreviaturas de zonas horarias', tzdbVersion: '2025c', lastChecked: '2026-11-21' });
    // The same figures: only the words change.
    const figures = (result: CodeResult) => result.meanings.map(({ offset, offsetMinutes, dst, zones, source, reference, inUseAt }) =>
      ({ offset, offsetMinutes, dst, zones, source, reference, inUseAt }));
    expect(figures(spanish)).toEqual(figures(english));
    expect([spanish.code, spanish.at, spanish.ambiguous]).toEqual([english.code, english.at, english.ambiguous]);
    // Countries are put in Spanish order once translated.
    const bst = (await ok(op, { code: 'BST', at: SUMMER }, es)) as unknown as CodeResult;
    expect(bst.meanings[0]!.regions).toEqual(['Guernesey', 'Isla de Man', 'Jersey', 'Reino Unido']);
    expect(bst.meanings[1]!.note).toBe('tzdb escribe el valor numérico +06 para Asia/Dhaka.');
    // Refusals carry a Spanish message with the same field prefix.
    const refusal = (code: string) => {
      try {
        findAbbreviation(code);
      } catch (error) {
        if (error instanceof InputError) return error.es;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal('CETT')).toBe("code: abreviatura de zona horaria desconocida 'CETT'; ¿quizá querías decir 'CEST' o 'CET' o 'AEDT'?");
    expect(refusal('Europe/Paris')).toBe("code: 'Europe/Paris' es el nombre de una zona horaria IANA, no una abreviatura");
  });

  it('has a Spanish text for every name, note and country of the table', () => {
    for (const entry of dataset.abbreviations) {
      for (const meaning of entry.meanings) {
        expect(NAMES_ES[meaning.name], meaning.name).toBeDefined();
        if (meaning.note !== undefined) expect(NOTES_ES[meaning.note], meaning.note).toBeDefined();
        for (const region of meaning.regions) expect(REGIONS_ES[region], region).toBeDefined();
      }
    }
  });
});
