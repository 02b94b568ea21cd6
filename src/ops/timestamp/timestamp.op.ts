import { defineOperation } from '../../core/operation.js';
import { EARLIEST, JUST_NOW_SECONDS, LATEST } from './rules.js';
import { examples } from './timestamp.examples.js';
import page from './timestamp.page.js';
import run from './timestamp.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: { title: 'Marca de tiempo', summary: 'Lee una marca de tiempo Unix (segundos, milisegundos, microsegundos o nanosegundos) o una fecha (ISO 8601, de correo o HTTP) y la presenta en todos los formatos habituales.' },
  examples,
  // The earliest instant: the longest calendar difference from now (about 273,847 years) and a six-digit negative year.
  worstCase: () => ({ value: `${EARLIEST.slice(0, -1)}.000000000+00:00` }),
});
