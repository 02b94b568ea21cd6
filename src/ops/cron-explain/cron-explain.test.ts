import { describe, expect, it } from 'vitest';
import { CronExpressionParser } from 'cron-parser';
import { execute } from '../../core/execute.js';
import { createContext } from '../../core/context.js';
import op from './cron-explain.op.js';

// The operation alone, through the real executor (validation included), with a fixed clock.
const FIXED_NOW = new Date('2026-11-21T12:00:00Z');
const ctx = (locale?: 'es') => createContext({ now: () => FIXED_NOW, ...(locale ? { locale } : {}) });

async function ok(input: unknown, locale?: 'es') {
  const outcome = await execute(op, input, ctx(locale));
  if (!outcome.ok) throw new Error(`expected success, got 400: ${outcome.error}`);
  return outcome.value as {
    dialect: string;
    dialectDetected: boolean;
    description: string;
    timeZone: string;
    from: string;
    runs: { local: string; utc: string; clockChange: string | null }[];
    warnings: string[];
  };
}
async function fails(input: unknown): Promise<string> {
  const outcome = await execute(op, input, ctx());
  if (outcome.ok) throw new Error(`expected a 400, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
}
const utcRuns = async (input: Record<string, unknown>) => (await ok(input)).runs.map((r) => r.utc);

describe('cron-explain', () => {
  it('runs its examples exactly', async () => {
    for (const example of op.examples) expect(await ok(example.input), example.title).toEqual(example.output);
  });

  describe('days of the week: Unix 0/7 = Sunday, Quartz 1 = Sunday … 7 = Saturday', () => {
    // 2026-11-22 is a Sunday, 2026-11-23 a Monday, 2026-11-28 a Saturday (FIXED_NOW is Saturday 2026-11-21 12:00Z).
    it.each([
      [{ expression: '0 12 * * 0' }, '2026-11-22T12:00:00Z', 'unix'],
      [{ expression: '0 12 * * 7' }, '2026-11-22T12:00:00Z', 'unix'],
      [{ expression: '0 12 * * 1' }, '2026-11-23T12:00:00Z', 'unix'],
      [{ expression: '0 12 * * sun' }, '2026-11-22T12:00:00Z', 'unix'],
      [{ expression: '0 0 12 * * 1' }, '2026-11-23T12:00:00Z', 'seconds'],
      [{ expression: '0 0 12 ? * 1' }, '2026-11-22T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * 2' }, '2026-11-23T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * 7' }, '2026-11-28T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * SUN' }, '2026-11-22T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * MON' }, '2026-11-23T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 * * 1', dialect: 'quartz' }, '2026-11-22T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * L' }, '2026-11-28T12:00:00Z', 'quartz'],
      [{ expression: '0 0 12 ? * 2-6 *' }, '2026-11-23T12:00:00Z', 'quartz'],
    ])('%j first runs at %s (%s)', async (input, first, dialect) => {
      const out = await ok({ ...input, count: 1 });
      expect(out.runs[0]!.utc).toBe(first);
      expect(out.dialect).toBe(dialect);
    });

    it('reads Quartz weekday ranges, last and nth weekdays with 1 = Sunday', async () => {
      // Monday–Friday in Quartz is 2-6: no Saturday 28 or Sunday 29 November.
      expect(await utcRuns({ expression: '0 0 9 ? * 2-6', count: 6 })).toEqual([
        '2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z', '2026-11-25T09:00:00Z', '2026-11-26T09:00:00Z', '2026-11-27T09:00:00Z', '2026-11-30T09:00:00Z',
      ]);
      // 6L: the last Friday (27 November, 25 December 2026, 29 January 2027); 6#3: the third Friday (18 December 2026, 15 January 2027).
      expect(await utcRuns({ expression: '0 0 9 ? * 6L', count: 3 })).toEqual(['2026-11-27T09:00:00Z', '2026-12-25T09:00:00Z', '2027-01-29T09:00:00Z']);
      expect(await utcRuns({ expression: '0 0 9 ? * 6#3', count: 2 })).toEqual(['2026-12-18T09:00:00Z', '2027-01-15T09:00:00Z']);
      // A range that wraps (Quartz): FRI-MON is Friday to Monday.
      expect(await utcRuns({ expression: '0 0 9 ? * FRI-MON', count: 4 })).toEqual(['2026-11-22T09:00:00Z', '2026-11-23T09:00:00Z', '2026-11-27T09:00:00Z', '2026-11-28T09:00:00Z']);
      // The same 5L in Unix numbering is the last Friday.
      expect(await utcRuns({ expression: '0 9 * * 5L', count: 1 })).toEqual(['2026-11-27T09:00:00Z']);
    });

    it('reads L, LW and W in the day of the month', async () => {
      // November 2026 ends on Monday 30; January 2027 ends on Sunday 31, so its last weekday is Friday 29.
      expect(await utcRuns({ expression: '0 0 L * *', count: 2 })).toEqual(['2026-11-30T00:00:00Z', '2026-12-31T00:00:00Z']);
      expect(await utcRuns({ expression: '0 0 0 LW 1 ?', count: 1 })).toEqual(['2027-01-29T00:00:00Z']);
      // 15W: 15 December 2026 is a Tuesday; 15 May 2027 a Saturday, so Friday 14.
      expect(await utcRuns({ expression: '0 0 0 15W 12,5 ?', count: 2 })).toEqual(['2026-12-15T00:00:00Z', '2027-05-14T00:00:00Z']);
    });
  });

  it('detects the dialect and says how it read it', async () => {
    expect((await ok({ expression: '*/10 * * * * *', count: 1 })).dialect).toBe('seconds');
    expect((await ok({ expression: '0 0 12 * * ? 2030', count: 1 })).runs[0]!.utc).toBe('2030-01-01T12:00:00Z');
    const seconds = await ok({ expression: '0 0 12 * * 1', count: 1 });
    expect(seconds.warnings[0]).toContain("choose the dialect quartz");
    const given = await ok({ expression: '0 12 * * 1', dialect: ' Unix ', count: 1 });
    expect(given).toMatchObject({ dialect: 'unix', dialectDetected: false, warnings: [] });
  });

  it('expands the macros', async () => {
    expect(await utcRuns({ expression: '@yearly', count: 1 })).toEqual(['2027-01-01T00:00:00Z']);
    expect(await utcRuns({ expression: '@annually', count: 1 })).toEqual(['2027-01-01T00:00:00Z']);
    expect(await utcRuns({ expression: '@monthly', count: 1 })).toEqual(['2026-12-01T00:00:00Z']);
    expect(await utcRuns({ expression: '@weekly', count: 1 })).toEqual(['2026-11-22T00:00:00Z']);
    expect(await utcRuns({ expression: '@daily', count: 1 })).toEqual(['2026-11-22T00:00:00Z']);
    expect(await utcRuns({ expression: '@midnight', count: 1 })).toEqual(['2026-11-22T00:00:00Z']);
    expect(await utcRuns({ expression: ' @HOURLY ', count: 1 })).toEqual(['2026-11-21T13:00:00Z']);
    expect(await utcRuns({ expression: '@weekly', dialect: 'quartz', count: 1 })).toEqual(['2026-11-22T00:00:00Z']);
    expect((await ok({ expression: '@daily' })).warnings).toEqual(['@daily is the same as 0 0 * * *.']);
  });

  describe('daylight saving (hand-checked: Madrid springs forward 2026-03-29 01:00Z, falls back 2026-10-25 01:00Z)', () => {
    it('runs a fixed-time job in the skipped hour at 03:00 CEST, the first time after the jump', async () => {
      const out = await ok({ expression: '30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-03-28T00:00', count: 3 });
      expect(out.from).toBe('2026-03-27T23:00:00Z');
      expect(out.runs).toEqual([
        { local: '2026-03-28T02:30:00+01:00', utc: '2026-03-28T01:30:00Z', clockChange: null },
        { local: '2026-03-29T03:00:00+02:00', utc: '2026-03-29T01:00:00Z', clockChange: 'gap' },
        { local: '2026-03-30T02:30:00+02:00', utc: '2026-03-30T00:30:00Z', clockChange: null },
      ]);
    });

    it('skips the missing times of a schedule repeating within the hour', async () => {
      const out = await ok({ expression: '*/30 * * * *', timeZone: 'Europe/Madrid', from: '2026-03-29T01:00+01:00', count: 3 });
      expect(out.runs.map((r) => r.local)).toEqual(['2026-03-29T01:30:00+01:00', '2026-03-29T03:00:00+02:00', '2026-03-29T03:30:00+02:00']);
      expect(out.runs.every((r) => r.clockChange === null)).toBe(true);
    });

    it('runs a fixed-time job once in the repeated hour, an interval job in both passes', async () => {
      const fixed = await ok({ expression: '30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-10-25T00:00', count: 2 });
      expect(fixed.runs).toEqual([
        { local: '2026-10-25T02:30:00+02:00', utc: '2026-10-25T00:30:00Z', clockChange: 'repeated-first' },
        { local: '2026-10-26T02:30:00+01:00', utc: '2026-10-26T01:30:00Z', clockChange: null },
      ]);
      const interval = await ok({ expression: '*/30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-10-25T01:59+02:00', count: 4 });
      expect(interval.runs).toEqual([
        { local: '2026-10-25T02:00:00+02:00', utc: '2026-10-25T00:00:00Z', clockChange: 'repeated-first' },
        { local: '2026-10-25T02:30:00+02:00', utc: '2026-10-25T00:30:00Z', clockChange: 'repeated-first' },
        { local: '2026-10-25T02:00:00+01:00', utc: '2026-10-25T01:00:00Z', clockChange: 'repeated-second' },
        { local: '2026-10-25T02:30:00+01:00', utc: '2026-10-25T01:30:00Z', clockChange: 'repeated-second' },
      ]);
    });

    it('handles half-hour daylight saving (Lord Howe Island, +10:30 ↔ +11:00 on 2026-10-04)', async () => {
      const out = await ok({ expression: '15 2 * * *', timeZone: 'Australia/Lord_Howe', from: '2026-10-03T00:00', count: 2 });
      expect(out.runs).toEqual([
        { local: '2026-10-03T02:15:00+10:30', utc: '2026-10-02T15:45:00Z', clockChange: null },
        { local: '2026-10-04T02:30:00+11:00', utc: '2026-10-03T15:30:00Z', clockChange: 'gap' },
      ]);
    });
  });

  it('reads from with Z, an offset, or as a wall time in the zone', async () => {
    expect((await ok({ expression: '@hourly', from: '2026-01-01T10:15:00Z' })).from).toBe('2026-01-01T10:15:00Z');
    expect((await ok({ expression: '@hourly', from: '2026-01-01T10:15+05:30' })).from).toBe('2026-01-01T04:45:00Z');
    expect((await ok({ expression: '@hourly', from: '2026-07-01', timeZone: 'america/new_york' }))).toMatchObject({
      from: '2026-07-01T04:00:00Z',
      timeZone: 'America/New_York',
    });
    // Runs are strictly after from.
    expect(await utcRuns({ expression: '@hourly', from: '2026-01-01T10:00:00Z', count: 1 })).toEqual(['2026-01-01T11:00:00Z']);
    // Without from: after the clock (Saturday 2026-11-21 12:00Z).
    expect((await ok({ expression: '@hourly' })).from).toBe('2026-11-21T12:00:00Z');
  });

  it('says when a schedule never runs, or runs fewer times than asked', async () => {
    const never = await ok({ expression: '0 0 31 2 *' });
    expect(never.runs).toEqual([]);
    expect(never.warnings.at(-1)).toBe('It never runs after 2026-11-21T12:00:00Z up to the year 3000.');
    const year = await ok({ expression: '0 0 0 1 1 ? 2027-2028', count: 5 });
    expect(year.runs.map((r) => r.utc)).toEqual(['2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z']);
    expect(year.warnings.at(-1)).toBe('Only 2 runs after 2026-11-21T12:00:00Z.');
  });

  it('explains the OR of the two day fields', async () => {
    const out = await ok({ expression: '0 0 */2 * 1', count: 1 });
    expect(out.warnings.slice(1)).toEqual([
      'Both day fields are restricted, so a day matches when either one does (Vixie cron and POSIX), not only when both do.',
      "Vixie cron's own code treats a day field that starts with * (such as */2) as unrestricted and then requires both days to match; most other crons, and this answer, read either.",
    ]);
  });

  it('describes in Spanish on the Spanish page, with ordinals that agree', async () => {
    const out = await ok({ expression: '0 0 12 ? * 2#1', count: 1 }, 'es');
    expect(out.description).toBe('A las 12:00, en el primer lunes del mes');
    expect(out.warnings).toEqual(['6 campos con ?: se lee como «Quartz» (primero los segundos; 1 es el domingo y 7 el sábado).']);
    expect((await ok({ expression: '0 9 * * 1-5', count: 1 }, 'es')).description).toBe('A las 09:00, de lunes a viernes');
  });

  it('refuses what is not a cron expression, saying what to send', async () => {
    expect(await fails({})).toBe('expression: is required');
    expect(await fails({ expression: ' ' })).toBe('expression: is empty; send a cron expression such as 0 9 * * 1-5');
    expect(await fails({ expression: '* * * *' })).toBe(
      'expression: has 4 fields; a cron expression has 5 (minute hour day-of-month month day-of-week), 6 with seconds first, or 7 with a year last (Quartz)',
    );
    expect(await fails({ expression: '* * * * *', dialect: 'quartz' })).toBe(
      "expression: has 5 fields, but dialect 'quartz' has 6 or 7 fields (seconds first, an optional year last); fix the expression or leave dialect out to detect it",
    );
    expect(await fails({ expression: '@reboot' })).toBe(
      'expression: @reboot runs once when cron starts, not on a schedule, so it has no next runs; send a schedule such as @daily or 0 9 * * *',
    );
    expect(await fails({ expression: '@often' })).toBe(
      "expression: unknown macro '@often'; the macros are @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly",
    );
    expect(await fails({ expression: '60 * * * *' })).toBe("expression: '60' in the minute field: 60 is outside 0-59");
    expect(await fails({ expression: '0 0 12 ? * 0' })).toBe(
      "expression: '0' in the day-of-week field: 0 is outside 1-7; Quartz numbers days 1 (Sunday) to 7 (Saturday)",
    );
    expect(await fails({ expression: '0 0 * * 8' })).toBe("expression: '8' in the day-of-week field: 8 is outside 0-7; 0 and 7 are Sunday");
    expect(await fails({ expression: '0 0 * FOO *' })).toBe("expression: 'FOO' in the month field: 'FOO' is not a number 1-12 or JAN-DEC");
    expect(await fails({ expression: '? * * * *' })).toBe('expression: ? is allowed only in day-of-month and day-of-week, not in the minute field; use *');
    expect(await fails({ expression: '0 22-2 * * *' })).toBe(
      "expression: '22-2' in the hour field: 22-2 runs backwards; write it from low to high, or as two ranges such as 22-23,0-2",
    );
    expect(await fails({ expression: '*/0 * * * *' })).toBe("expression: '*/0' in the minute field: a step of 0 never advances; use 1 or more");
    expect(await fails({ expression: '0 0 L-3 * *' })).toBe(
      "expression: 'L-3' in the day-of-month field: an offset from the last day (L-n) is not supported; use L for the last day",
    );
    expect(await fails({ expression: '0 0 12 1 * MON' , dialect: 'quartz'})).toBe(
      "expression: restricts both day-of-month ('1') and day-of-week ('MON'); Quartz needs ? in one of them, e.g. 0 0 12 ? * MON or 0 0 12 1 * ?",
    );
    expect(await fails({ expression: '0 0 12 ? * ?' })).toBe(
      'expression: has ? in both day-of-month and day-of-week; Quartz needs ? in exactly one of them, e.g. 0 0 12 ? * MON or 0 0 12 1 * ?',
    );
    expect(await fails({ expression: '0 0 12 ? * 1#6' })).toBe("expression: '1#6' in the day-of-week field: #6 is not an occurrence 1-5 in a month");
    expect(await fails({ expression: '0 0 12 1 * ? 1969' })).toBe("expression: '1969' in the year field: 1969 is outside 1970-2099");
    expect(await fails({ expression: '@daily', dialect: 'cron' })).toBe("dialect: must be one of 'unix', 'seconds', 'quartz', got 'cron'");
    expect(await fails({ expression: '@daily', timeZone: 'Europe/Madird' })).toBe("timeZone: unknown time zone 'Europe/Madird'; did you mean 'Europe/Madrid' or 'Europe/Malta' or 'Europe/Paris'?");
    expect(await fails({ expression: '@daily', timeZone: '+01:00' })).toBe(
      "timeZone: '+01:00' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC' (a fixed +01:00 is 'Etc/GMT-1', signs inverted)",
    );
    expect(await fails({ expression: '@daily', from: 'tomorrow' })).toBe(
      "from: 'tomorrow' is not an ISO 8601 date-time; write 2026-03-29T00:00:00Z, 2026-03-29T00:00+02:00, or a wall time in the chosen time zone such as 2026-03-29T00:00",
    );
    expect(await fails({ expression: '@daily', from: '2026-02-30' })).toBe("from: '2026-02-30' is not a real date and time");
    expect(await fails({ expression: '@daily', from: '3000-01-01' })).toBe('from: the year must be 1970-2999; got 3000');
    expect(await fails({ expression: '@daily', count: 0 })).toBe('count: must be at least 1');
  });

  describe('against cron-parser, an independent implementation', () => {
    // Expressions both read the same way (Unix and seconds-first), in zones with and without daylight saving. Windows
    // start away from clock changes; the runs themselves may cross one, at times that exist once.
    const EXPRESSIONS = [
      '* * * * *', '*/7 * * * *', '0 * * * *', '15,45 9-17 * * 1-5', '0 0 * * 0', '0 0 * * 7', '30 6 1 * *', '0 12 L * *',
      '0 0 13 * 5', '0 0 1,15 * 3', '5 4 * 2 *', '0 22 * * SAT,SUN', '0 9 * JAN-MAR MON', '0 0 29 2 *', '0 */6 * * *',
      '0 8 * * 1#2', '0 8 * * 5L', '10-20/5 3 * * *', '0 0 1 */3 *', '@weekly', '@monthly', '@yearly',
      '*/20 * * * * *', '0 30 8 * * 1-5', '15 0 0 1 * *', '0 0 12 * * 0,6',
    ];
    const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Chatham'];
    const FROMS = ['2025-01-15T10:17:00Z', '2026-07-04T23:59:30Z', '2027-12-31T23:00:00Z'];

    it.each(ZONES)('agrees on the next runs in %s', async (timeZone) => {
      let compared = 0;
      for (const expression of EXPRESSIONS) {
        for (const from of FROMS) {
          const ours = await utcRuns({ expression, timeZone, from, count: 8 });
          const iterator = CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: timeZone });
          const theirs = iterator.take(8).map((date) => date.toDate().toISOString().replace('.000Z', 'Z'));
          expect(ours, `${expression} in ${timeZone} from ${from}`).toEqual(theirs);
          compared += ours.length;
        }
      }
      expect(compared).toBe(EXPRESSIONS.length * FROMS.length * 8);
    });

    it('differs by design in a skipped hour: croner (and Vixie cron) runs at 03:00, cron-parser at 03:30', async () => {
      const theirs = CronExpressionParser.parse('30 2 * * *', { currentDate: new Date('2026-03-28T12:00:00Z'), tz: 'Europe/Madrid' }).next();
      expect(theirs.toDate().toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(await utcRuns({ expression: '30 2 * * *', timeZone: 'Europe/Madrid', from: '2026-03-28T12:00:00Z', count: 1 })).toEqual(['2026-03-29T01:00:00Z']);
    });
  });

  it('bounds its worst case by construction', async () => {
    const out = await ok(op.worstCase());
    // Fifth Mondays of February fall only in leap years whose February starts on a Monday: 38 of them to the year 3000.
    expect(out.runs.length).toBe(38);
    expect(out.runs[0]!.local).toBe('1988-02-29T00:00:00+11:00');
  });
});
