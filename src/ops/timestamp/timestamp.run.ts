import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { JUST_NOW_SECONDS } from './rules.js';

// Temporal (temporal-polyfill) is only loaded when a time operation is first called.
const logic = lazy(() => import('./timestamp.js'));

const integer = (description: string) => z.int().describe(description);
const digits = (description: string) => z.string().regex(/^-?\d+$/).describe(description);
const nullableText = (description: string) => z.string().nullable().describe(description);

export default defineRun({
  id: 'timestamp',
  kind: 'utility',
  input: z.strictObject({
    value: z
      .union([z.string().min(1).max(100), z.number()])
      .describe('Unix timestamp (s, ms, µs or ns, by size; string or integer) or a date: ISO 8601, RFC 2822/HTTP. No zone = UTC.'),
  }),
  output: z.strictObject({
    input: z
      .discriminatedUnion('kind', [
        z.strictObject({
          kind: z.literal('unix').describe('The value was a Unix timestamp.'),
          unit: z
            .enum(['seconds', 'milliseconds', 'microseconds', 'nanoseconds'])
            .describe('The unit told by magnitude: |value| < 1e11 seconds, < 1e14 milliseconds, < 1e17 microseconds, < 1e20 nanoseconds.'),
        }),
        z.strictObject({
          kind: z.enum(['iso8601', 'rfc2822']).describe('The value was an ISO 8601 date, or an e-mail or HTTP date (RFC 2822 / RFC 5322, IMF-fixdate).'),
          offset: nullableText('The UTC offset the string carried, as ±HH:MM (+00:00 for Z, UTC, GMT); null when it had none.'),
          assumedUtc: z.boolean().describe('True when the string had no offset and was read as UTC.'),
          dateOnly: z.boolean().describe('True when the string was a date alone, read as 00:00:00 UTC.'),
        }),
      ])
      .describe('How the value was read.'),
    unix: z
      .strictObject({
        seconds: integer('Whole seconds since 1970-01-01T00:00:00Z, rounded down (toward the past).'),
        milliseconds: integer('Whole milliseconds since 1970-01-01T00:00:00Z, rounded down.'),
        microseconds: digits('Whole microseconds since 1970-01-01T00:00:00Z, rounded down, as a string of digits (beyond 2^53 in most of the range).'),
        nanoseconds: digits('Nanoseconds since 1970-01-01T00:00:00Z, exact, as a string of digits.'),
        decimalSeconds: z
          .string()
          .regex(/^-?\d+(\.\d{1,9})?$/)
          .describe('The exact instant in seconds as a decimal string, up to 9 decimals without trailing zeros (e.g. "1700000000.5", "-1.5").'),
      })
      .describe('The instant as Unix time in each unit.'),
    iso8601: z.string().describe('ISO 8601 / RFC 3339 in UTC with three decimals (rounded down), e.g. 2026-11-21T12:00:00.000Z.'),
    rfc2822: nullableText('RFC 5322 (RFC 2822) date-time in UTC, whole seconds, e.g. "Sat, 21 Nov 2026 12:00:00 +0000"; null outside the years 1900–9999.'),
    httpDate: nullableText('HTTP date (IMF-fixdate, RFC 9110), whole seconds, e.g. "Sat, 21 Nov 2026 12:00:00 GMT"; null outside the years 0000–9999.'),
    weekday: z.string().describe('English name of the UTC day of the week, e.g. Saturday.'),
    isoWeekday: z.int().min(1).max(7).describe('ISO day of the week: 1 = Monday … 7 = Sunday.'),
    isoWeek: z.int().min(1).max(53).describe('ISO 8601 week number (1–53) of the UTC date.'),
    isoWeekYear: integer('The year the ISO week belongs to, which differs from the calendar year around New Year (2021-01-01 → 2020).'),
    isoWeekDate: z.string().describe('ISO week date: week-year, week and weekday, e.g. 2026-W47-6.'),
    dayOfYear: z.int().min(1).max(366).describe('Day of the year of the UTC date, 1–366.'),
    quarter: z.int().min(1).max(4).describe('Calendar quarter of the UTC date, 1–4.'),
    leapYear: z.boolean().describe('Whether the UTC year is a Gregorian leap year (2024 yes, 2100 no, 2000 yes).'),
    relative: z
      .string()
      .describe(`The time relative to now: "just now" within ${JUST_NOW_SECONDS} seconds, otherwise "in N units" or "N units ago" with the largest non-zero calendar unit, truncated.`),
    secondsFromNow: integer('Signed difference from now in whole seconds, truncated toward zero: positive in the future, negative in the past.'),
    now: z.string().describe('The server clock the relative fields were computed against, ISO 8601 in UTC.'),
    notes: z.array(z.string()).describe('What was detected or assumed: the Unix unit, a missing offset or time read as UTC, a leap second.'),
  }),
  run: async ({ value }, ctx) => (await logic()).timestamp(value, ctx.now(), ctx.locale),
});
