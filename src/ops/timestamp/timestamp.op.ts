import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { lazy } from '../../core/lazy.js';
import { EARLIEST, JUST_NOW_SECONDS, LATEST } from './rules.js';

// Temporal (temporal-polyfill) is only loaded when a time operation is first called.
const logic = lazy(() => import('./timestamp.js'));

const integer = (description: string) => z.int().describe(description);
const digits = (description: string) => z.string().regex(/^-?\d+$/).describe(description);
const nullableText = (description: string) => z.string().nullable().describe(description);

export default defineOperation({
  id: 'timestamp',
  title: 'Timestamp',
  summary: 'Reads a Unix timestamp (seconds, milliseconds, microseconds or nanoseconds) or a date (ISO 8601, e-mail or HTTP) and gives every common view of it.',
  agentDescription:
    'Reads a Unix timestamp (string or integer; unit by size: below 1e11 s, 1e14 ms, 1e17 µs, 1e20 ns) or a date (ISO 8601, RFC 2822, HTTP) and returns every common view (Unix s/ms/µs/ns, ISO 8601 UTC, RFC 2822, HTTP date…). No offset = UTC; notes says so.',
  description:
    'Digits (with an optional leading minus for instants before 1970, and an optional decimal fraction) are a Unix timestamp whose unit ' +
    'is told by magnitude: |value| below 1e11 (up to 11 integer digits) is seconds, from 1e11 and below 1e14 (12 to 14 digits) ' +
    'milliseconds, from 1e14 and below 1e17 (15 to 17 digits) microseconds, from 1e17 and below 1e20 (18 to 20 digits) nanoseconds; ' +
    '1e20 or more is refused. input.unit and notes say which unit was used. Each threshold is 5138-11-16T09:46:40Z in the unit ' +
    'below it (1e11 seconds = 1e14 milliseconds = 1e17 microseconds = 1e20 nanoseconds) and 1973-03-03T09:46:40Z in the unit above ' +
    'it, so present-day timestamps are never ambiguous, but a millisecond timestamp between 1966-10-31 and 1973-03-03 (|value| below ' +
    '1e11) is read as seconds, a microsecond one in that window as milliseconds, and seconds from 5138-11-16 on as milliseconds. A ' +
    'fraction is kept to the nanosecond: at most 9 decimals of seconds, 6 of milliseconds, 3 of microseconds, none of nanoseconds ' +
    '(trailing zeros do not count). Bare digits are always a Unix timestamp: 2026 or 20261121 is read as seconds, not as a year or a ' +
    'basic-format date. value may also be a JSON number: an integer up to 2^53 is read exactly as its digits; a fraction or a larger ' +
    'number is refused, to be sent as a string, because JSON numbers round. ' +
    'A date may be ISO 8601 (RFC 3339) in extended format: a calendar date YYYY-MM-DD (or YYYY/MM/DD), a week date YYYY-Www-D ' +
    '(2026-W47-6) or an ordinal date YYYY-DDD (2026-325), optionally followed by T (or a space) and HH:mm, HH:mm:ss or HH:mm:ss with ' +
    'up to 9 decimals (after . or ,), and, after a time, optionally a zone, with or without a space before it: Z, an offset ±HH:MM, ' +
    '±HHMM or ±HH (up to ±23:59), or UTC, GMT or UT, alone or followed by an offset (UTC+1, GMT+01:00). Years outside 0000–9999 take ' +
    'a sign and six digits (+010000, -000044); the calendar is the proleptic Gregorian one with a year 0 (= 1 BC). A date may also be ' +
    'an e-mail or HTTP date, as RFC 2822 (RFC 5322) and HTTP\'s IMF-fixdate write them, which is what rfc2822 and httpDate give: ' +
    'an optional day name (checked against the date), the day, the English month name, a four-digit year, HH:mm or HH:mm:ss and a ' +
    'zone: ±HHMM, UT, GMT, UTC, Z or the North American EST, EDT, CST, CDT, MST, MDT, PST, PDT that RFC 5322 defines, with an ' +
    'optional trailing (comment); input.kind is then rfc2822. A time without a zone is read as UTC and a date alone as 00:00:00 UTC; ' +
    'input.assumedUtc and notes say so. Dates and times are checked for real (2026-02-30, month 13, 24:00, week 54 are refused); a ' +
    'leap second :60 is read as :59. Day-first or month-first dates such as 01/02/2024 are refused as ambiguous, the message giving ' +
    'both ISO readings; the basic format (20261121T120000Z), two-digit years, HTTP\'s obsolete RFC 850 and asctime forms, other zone ' +
    'names and [time zone] annotations are not read. Leading and trailing whitespace is ignored. Every date and timestamp this ' +
    'operation writes is read back (a present-day instant\'s unix fields, iso8601, rfc2822, httpDate, isoWeekDate and now). ' +
    `The range is Temporal's and JavaScript's: ${EARLIEST} to ${LATEST} (±8.64e15 milliseconds from 1970); ` +
    'dates outside it are refused, and the unit thresholds keep every accepted Unix timestamp inside it. ' +
    'Views: unix.seconds and unix.milliseconds are integers rounded down, toward the past (-1.5 seconds gives -2 and -1500); ' +
    'microseconds and nanoseconds are strings of digits because they outgrow 2^53, the limit of exact JSON numbers in most parsers; ' +
    'decimalSeconds is exact. iso8601 is in UTC with exactly three decimals, rounded down. rfc2822 (RFC 5322, +0000) and httpDate ' +
    '(IMF-fixdate of RFC 9110, GMT) carry whole seconds (the fraction dropped) and are null outside the years those standards can write: ' +
    '1900–9999 and 0000–9999. Weekday, ISO week (weeks start on Monday and week 1 holds the first Thursday, so 2021-01-01 is in 2020-W53), ' +
    'day of year, quarter and leap year describe the UTC date, not the date at the input offset. ' +
    `relative compares with the server clock, returned as now: closer than ${JUST_NOW_SECONDS} seconds either way is "just now"; otherwise ` +
    'the difference is counted from now in calendar units in UTC (years, months, days, hours, minutes, seconds, as Temporal\'s until) and ' +
    'only the largest non-zero unit is given, the rest dropped ("in 2 days" for 2 days 21 hours, "3 years ago"). secondsFromNow is the ' +
    'signed difference in whole seconds, truncated toward zero: positive in the future, negative in the past.',
  category: 'time',
  kind: 'utility',
  es: { title: 'Marca de tiempo', summary: 'Lee una marca de tiempo Unix (segundos, milisegundos, microsegundos o nanosegundos) o una fecha (ISO 8601, de correo o HTTP) y la presenta en todos los formatos habituales.' },
  input: z.strictObject({
    value: z
      .union([z.string().min(1).max(100), z.number()])
      .describe('Unix timestamp (s, ms, µs or ns, by size; string or integer) or a date: ISO 8601, RFC 2822/HTTP. No zone = UTC.'),
  }),
  form: {
    value: {
      label: { en: 'Timestamp or date', es: 'Marca de tiempo o fecha' },
      now: 'unix-seconds',
      help: {
        en: 'A Unix timestamp in seconds, milliseconds, microseconds or nanoseconds (told apart by size), or a date: ISO 8601 such as 2026-11-21, 2026-11-21 13:00 UTC or 2026-11-21T13:00:00+01:00, or an e-mail or HTTP date such as Sat, 21 Nov 2026 12:00:00 GMT; without an offset it is read as UTC.',
        es: 'Las cifras de una marca de tiempo Unix en segundos, milisegundos, microsegundos o nanosegundos (la unidad se deduce de su tamaño; puede ser negativa y llevar decimales), o una fecha: ISO 8601 como 2026-11-21, 2026-11-21 13:00 UTC o 2026-11-21T13:00:00+01:00, o de correo o HTTP como Sat, 21 Nov 2026 12:00:00 GMT. Sin desfase se lee como UTC.',
      },
    },
  },
  page: {
    headline: [
      { field: 'iso8601', label: { en: 'ISO 8601 (UTC)', es: 'ISO 8601 (UTC)' }, format: 'text' },
      { field: 'unix.seconds', label: { en: 'Unix time (seconds)', es: 'Tiempo Unix (segundos)' }, format: 'text' },
      { field: 'relative', label: { en: 'Relative to now', es: 'Respecto a ahora' }, format: 'text' },
    ],
    details: [
      { field: 'unix.milliseconds', label: { en: 'Unix time (milliseconds)', es: 'Tiempo Unix (milisegundos)' }, format: 'text' },
      { field: 'unix.microseconds', label: { en: 'Unix time (microseconds)', es: 'Tiempo Unix (microsegundos)' }, format: 'text' },
      { field: 'unix.nanoseconds', label: { en: 'Unix time (nanoseconds)', es: 'Tiempo Unix (nanosegundos)' }, format: 'text' },
      { field: 'unix.decimalSeconds', label: { en: 'Exact seconds', es: 'Segundos exactos' }, format: 'text' },
      { field: 'rfc2822', label: { en: 'RFC 2822 date', es: 'Fecha RFC 2822' }, format: 'text' },
      { field: 'httpDate', label: { en: 'HTTP date', es: 'Fecha HTTP' }, format: 'text' },
      { field: 'weekday', label: { en: 'Day of the week (UTC)', es: 'Día de la semana (UTC)' }, format: 'text' },
      { field: 'isoWeekDate', label: { en: 'ISO week date', es: 'Fecha ISO por semanas' }, format: 'text' },
      { field: 'isoWeek', label: { en: 'ISO week', es: 'Semana ISO' }, format: 'integer' },
      { field: 'isoWeekYear', label: { en: 'ISO week-numbering year', es: 'Año de la semana ISO' }, format: 'text' },
      { field: 'isoWeekday', label: { en: 'ISO day of the week (1 = Monday)', es: 'Día ISO de la semana (1 = lunes)' }, format: 'integer' },
      { field: 'dayOfYear', label: { en: 'Day of the year', es: 'Día del año' }, format: 'integer' },
      { field: 'quarter', label: { en: 'Quarter', es: 'Trimestre' }, format: 'integer' },
      { field: 'leapYear', label: { en: 'Leap year', es: 'Año bisiesto' }, format: 'boolean' },
      { field: 'secondsFromNow', label: { en: 'Seconds from now', es: 'Segundos respecto a ahora' }, format: 'integer' },
      { field: 'now', label: { en: 'Now (server clock)', es: 'Ahora (reloj del servidor)' }, format: 'text' },
      {
        field: 'input.kind',
        label: { en: 'Read as', es: 'Leído como' },
        format: 'text',
        choices: {
          unix: { en: 'Unix timestamp', es: 'Marca de tiempo Unix' },
          iso8601: { en: 'ISO 8601 date', es: 'Fecha ISO 8601' },
          rfc2822: { en: 'E-mail or HTTP date (RFC 2822)', es: 'Fecha de correo o HTTP (RFC 2822)' },
        },
      },
      {
        field: 'input.unit',
        label: { en: 'Unix unit', es: 'Unidad Unix' },
        format: 'text',
        choices: {
          seconds: { en: 'seconds', es: 'segundos' },
          milliseconds: { en: 'milliseconds', es: 'milisegundos' },
          microseconds: { en: 'microseconds', es: 'microsegundos' },
          nanoseconds: { en: 'nanoseconds', es: 'nanosegundos' },
        },
      },
      { field: 'input.offset', label: { en: 'UTC offset given', es: 'Desfase UTC indicado' }, format: 'text' },
    ],
  },
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
  examples: [
    {
      title: 'Unix seconds',
      input: { value: '1700000000' },
      output: {
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
        relative: '3 years ago',
        secondsFromNow: -95262400,
        now: '2026-11-21T12:00:00.000Z',
        notes: ['Read as seconds: |value| is below 1e11 (at most 11 integer digits).'],
      },
    },
    {
      title: 'An ISO date and time without an offset (read as UTC)',
      input: { value: '2026-11-24T09:30' },
      output: {
        input: { kind: 'iso8601', offset: null, assumedUtc: true, dateOnly: false },
        unix: {
          seconds: 1795512600,
          milliseconds: 1795512600000,
          microseconds: '1795512600000000',
          nanoseconds: '1795512600000000000',
          decimalSeconds: '1795512600',
        },
        iso8601: '2026-11-24T09:30:00.000Z',
        rfc2822: 'Tue, 24 Nov 2026 09:30:00 +0000',
        httpDate: 'Tue, 24 Nov 2026 09:30:00 GMT',
        weekday: 'Tuesday',
        isoWeekday: 2,
        isoWeek: 48,
        isoWeekYear: 2026,
        isoWeekDate: '2026-W48-2',
        dayOfYear: 328,
        quarter: 4,
        leapYear: false,
        relative: 'in 2 days',
        secondsFromNow: 250200,
        now: '2026-11-21T12:00:00.000Z',
        notes: ['No UTC offset or Z given: read as UTC.'],
      },
    },
    {
      title: 'A negative timestamp: the Apollo 11 landing',
      input: { value: '-14182940' },
      output: {
        input: { kind: 'unix', unit: 'seconds' },
        unix: {
          seconds: -14182940,
          milliseconds: -14182940000,
          microseconds: '-14182940000000',
          nanoseconds: '-14182940000000000',
          decimalSeconds: '-14182940',
        },
        iso8601: '1969-07-20T20:17:40.000Z',
        rfc2822: 'Sun, 20 Jul 1969 20:17:40 +0000',
        httpDate: 'Sun, 20 Jul 1969 20:17:40 GMT',
        weekday: 'Sunday',
        isoWeekday: 7,
        isoWeek: 29,
        isoWeekYear: 1969,
        isoWeekDate: '1969-W29-7',
        dayOfYear: 201,
        quarter: 3,
        leapYear: false,
        relative: '57 years ago',
        secondsFromNow: -1809445340,
        now: '2026-11-21T12:00:00.000Z',
        notes: ['Read as seconds: |value| is below 1e11 (at most 11 integer digits).'],
      },
    },
    {
      title: 'An e-mail or HTTP date, as rfc2822 and httpDate are written',
      input: { value: 'Mon, 15 Jan 2024 10:30:00 GMT' },
      output: {
        input: { kind: 'rfc2822', offset: '+00:00', assumedUtc: false, dateOnly: false },
        unix: {
          seconds: 1705314600,
          milliseconds: 1705314600000,
          microseconds: '1705314600000000',
          nanoseconds: '1705314600000000000',
          decimalSeconds: '1705314600',
        },
        iso8601: '2024-01-15T10:30:00.000Z',
        rfc2822: 'Mon, 15 Jan 2024 10:30:00 +0000',
        httpDate: 'Mon, 15 Jan 2024 10:30:00 GMT',
        weekday: 'Monday',
        isoWeekday: 1,
        isoWeek: 3,
        isoWeekYear: 2024,
        isoWeekDate: '2024-W03-1',
        dayOfYear: 15,
        quarter: 1,
        leapYear: true,
        relative: '2 years ago',
        secondsFromNow: -89947800,
        now: '2026-11-21T12:00:00.000Z',
        notes: [],
      },
    },
  ],
  // The earliest instant: the longest calendar difference from now (about 273,847 years) and a six-digit negative year.
  worstCase: () => ({ value: `${EARLIEST.slice(0, -1)}.000000000+00:00` }),
  run: async ({ value }, ctx) => (await logic()).timestamp(value, ctx.now(), ctx.locale),
});
