import { Temporal } from 'temporal-polyfill';
import { InputError } from '../../core/errors.js';
import {
  ACCEPTED_FORMATS,
  JUST_NOW_SECONDS,
  MICROSECONDS_BELOW,
  MILLISECONDS_BELOW,
  RANGE_TEXT,
  SECONDS_BELOW,
} from './rules.js';

export type Unit = 'seconds' | 'milliseconds' | 'microseconds';

export type InputKind =
  | { kind: 'unix'; unit: Unit }
  | { kind: 'iso8601'; offset: string | null; assumedUtc: boolean; dateOnly: boolean };

export interface TimestampResult {
  input: InputKind;
  unix: { seconds: number; milliseconds: number; microseconds: string; nanoseconds: string; decimalSeconds: string };
  iso8601: string;
  rfc2822: string | null;
  httpDate: string | null;
  weekday: string;
  isoWeekday: number;
  isoWeek: number;
  isoWeekYear: number;
  isoWeekDate: string;
  dayOfYear: number;
  quarter: number;
  leapYear: boolean;
  relative: string;
  secondsFromNow: number;
  now: string;
  notes: string[];
}

interface Parsed {
  epochNanoseconds: bigint;
  input: InputKind;
  notes: string[];
}

const UNIX = /^(-?)(\d+)(?:\.(\d+))?$/;
// Calendar date, then optionally a time (hours and minutes at least) and, only after a time, Z or an offset.
const ISO =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

const NS_PER_SECOND = 1_000_000_000n;
const NS_PER_MILLISECOND = 1_000_000n;
const NS_PER_MICROSECOND = 1_000n;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

function outOfRange(value: string): InputError {
  return new InputError(`value: ${value} is outside the supported range, ${RANGE_TEXT}`);
}

function parseUnix(value: string, negative: boolean, integerDigits: string, fractionDigits: string | undefined): Parsed {
  const magnitude = BigInt(integerDigits);
  let unit: Unit;
  let perUnit: bigint;
  let decimals: number;
  let why: string;
  if (magnitude < SECONDS_BELOW) {
    [unit, perUnit, decimals, why] = ['seconds', NS_PER_SECOND, 9, '|value| is below 1e11 (at most 11 integer digits)'];
  } else if (magnitude < MILLISECONDS_BELOW) {
    [unit, perUnit, decimals, why] = ['milliseconds', NS_PER_MILLISECOND, 6, '|value| is from 1e11 and below 1e14 (12 to 14 integer digits)'];
  } else if (magnitude < MICROSECONDS_BELOW) {
    [unit, perUnit, decimals, why] = ['microseconds', NS_PER_MICROSECOND, 3, '|value| is from 1e14 and below 1e17 (15 to 17 integer digits)'];
  } else {
    throw new InputError(
      `value: ${value} is too large for a Unix timestamp: |value| must be below 1e17 (seconds below 1e11, milliseconds below 1e14, ` +
        'microseconds below 1e17); for a nanosecond timestamp, drop the last three digits to give microseconds',
    );
  }
  const fraction = (fractionDigits ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new InputError(
      `value: ${value} is finer than a nanosecond: read as ${unit}, it may have at most ${decimals} decimals ` +
        '(seconds 9, milliseconds 6, microseconds 3)',
    );
  }
  const fractionNs = fraction === '' ? 0n : BigInt(fraction.padEnd(decimals, '0'));
  const absolute = magnitude * perUnit + fractionNs;
  return {
    epochNanoseconds: negative ? -absolute : absolute,
    input: { kind: 'unix', unit },
    notes: [`Read as ${unit}: ${why}.`],
  };
}

function parseIso(value: string, match: RegExpExecArray): Parsed {
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fractionDigits, offsetText] = match as unknown as [
    string, string, string, string, string?, string?, string?, string?, string?,
  ];
  const dateText = `${yearText}-${monthText}-${dayText}`;
  if (yearText === '-000000') throw new InputError('value: -000000 is not a year: ISO 8601 writes year 0 as 0000 or +000000');
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12) throw new InputError(`value: ${dateText} is not a real date: months run from 01 to 12`);
  if (year < -271821 || year > 275760) throw outOfRange(value);
  let daysInMonth: number;
  try {
    daysInMonth = Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
  } catch (error) {
    // Only the first months of -271821 and the last of +275760 fall outside Temporal's year-month range.
    if (error instanceof RangeError) throw outOfRange(value);
    throw error;
  }
  if (day < 1 || day > daysInMonth) {
    throw new InputError(`value: ${dateText} is not a real date: ${MONTHS[month - 1]} ${year} has ${daysInMonth} days`);
  }

  const notes: string[] = [];
  const hour = Number(hourText ?? '0');
  const minute = Number(minuteText ?? '0');
  const second = Number(secondText ?? '0');
  const timeText = `${hourText}:${minuteText}${secondText === undefined ? '' : `:${secondText}`}`;
  if (hour > 23) throw new InputError(`value: ${timeText} is not a time of day: hours run from 00 to 23`);
  if (minute > 59) throw new InputError(`value: ${timeText} is not a time of day: minutes run from 00 to 59`);
  if (second > 60) throw new InputError(`value: ${timeText} is not a time of day: seconds run from 00 to 59 (60 for a leap second)`);
  if (second === 60) notes.push('Second 60 (a leap second) was read as second 59: Unix time does not count leap seconds.');
  const fraction = (fractionDigits ?? '').replace(/0+$/, '');
  if (fraction.length > 9) {
    throw new InputError(`value: ${value} is finer than a nanosecond: at most 9 decimals of a second`);
  }

  let offset: string | null = null;
  if (offsetText !== undefined) {
    if (offsetText === 'Z' || offsetText === 'z') offset = '+00:00';
    else {
      const digits = offsetText.slice(1).replace(':', '');
      const offsetHours = Number(digits.slice(0, 2));
      const offsetMinutes = Number(digits.slice(2) || '0');
      if (offsetHours > 23 || offsetMinutes > 59) {
        throw new InputError(`value: offset ${offsetText} is out of range: offsets run from -23:59 to +23:59`);
      }
      offset = offsetHours === 0 && offsetMinutes === 0 ? '+00:00' : `${offsetText[0]}${digits.slice(0, 2)}:${digits.slice(2) || '00'}`;
    }
  }
  const dateOnly = hourText === undefined;
  if (dateOnly) notes.push('No time of day given: read as 00:00:00 (midnight) UTC.');
  else if (offset === null) notes.push('No UTC offset or Z given: read as UTC.');

  const canonical =
    `${dateText}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}` +
    `${fraction === '' ? '' : `.${fraction}`}${offset ?? 'Z'}`;
  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.from(canonical);
  } catch (error) {
    // Every field is valid by now, so a RangeError can only be the range, which only the edge years can reach.
    if (error instanceof RangeError && (year === -271821 || year === 275760)) throw outOfRange(value);
    throw error;
  }
  return {
    epochNanoseconds: instant.epochNanoseconds,
    input: { kind: 'iso8601', offset, assumedUtc: offset === null, dateOnly },
    notes,
  };
}

export function parseTimestamp(raw: string): Parsed {
  const value = raw.trim();
  const unix = UNIX.exec(value);
  if (unix) return parseUnix(value, unix[1] === '-', unix[2]!, unix[3]);
  const iso = ISO.exec(value);
  if (iso) return parseIso(value, iso);
  if (/^\d{5,}-\d{2}-\d{2}/.test(value)) {
    throw new InputError(`value: '${value}' is not an ISO 8601 date: a year with more than four digits takes a sign and six digits, such as +010000`);
  }
  throw new InputError(`value: '${value}' is not a Unix timestamp or an ISO 8601 date: ${ACCEPTED_FORMATS}`);
}

/** Division rounding toward minus infinity, so an instant before 1970 falls in the second (or millisecond) that contains it. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

function decimalSeconds(ns: bigint): string {
  const absolute = ns < 0n ? -ns : ns;
  const fraction = (absolute % NS_PER_SECOND).toString().padStart(9, '0').replace(/0+$/, '');
  return `${ns < 0n ? '-' : ''}${absolute / NS_PER_SECOND}${fraction === '' ? '' : `.${fraction}`}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 year: four digits for 0000–9999, otherwise a sign and six digits (as Temporal writes it). */
function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return String(year).padStart(4, '0');
  return `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
}

/** "in 2 days", "3 years ago", "just now": the largest non-zero calendar unit of the difference counted from now, truncated. */
function relativeTime(nowNs: bigint, then: Temporal.PlainDateTime, differenceNs: bigint): string {
  const absolute = differenceNs < 0n ? -differenceNs : differenceNs;
  if (absolute < BigInt(JUST_NOW_SECONDS) * NS_PER_SECOND) return 'just now';
  const now = Temporal.Instant.fromEpochNanoseconds(nowNs).toZonedDateTimeISO('UTC').toPlainDateTime();
  const d = now.until(then, { largestUnit: 'years', smallestUnit: 'seconds', roundingMode: 'trunc' });
  const parts: [number, string][] = [
    [d.years, 'year'], [d.months, 'month'], [d.days, 'day'], [d.hours, 'hour'], [d.minutes, 'minute'], [d.seconds, 'second'],
  ];
  const [count, unit] = parts.find(([n]) => n !== 0)!;
  const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
  return differenceNs > 0n ? `in ${amount}` : `${amount} ago`;
}

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function timestamp(raw: string, now: Date): TimestampResult {
  const { epochNanoseconds: ns, input, notes } = parseTimestamp(raw);
  const instant = Temporal.Instant.fromEpochNanoseconds(ns);
  const utc = instant.toZonedDateTimeISO('UTC');
  const nowNs = BigInt(now.getTime()) * NS_PER_MILLISECOND;
  const differenceNs = ns - nowNs;

  // IMF-fixdate / RFC 5322 date-time, whole seconds (the fraction dropped).
  const clock = `${pad2(utc.hour)}:${pad2(utc.minute)}:${pad2(utc.second)}`;
  const mailDate = `${SHORT_WEEKDAYS[utc.dayOfWeek - 1]}, ${pad2(utc.day)} ${SHORT_MONTHS[utc.month - 1]} ${isoYear(utc.year)} ${clock}`;
  const isoWeek = utc.weekOfYear!;
  const isoWeekYear = utc.yearOfWeek!;

  return {
    input,
    unix: {
      seconds: Number(floorDiv(ns, NS_PER_SECOND)),
      milliseconds: Number(floorDiv(ns, NS_PER_MILLISECOND)),
      microseconds: floorDiv(ns, NS_PER_MICROSECOND).toString(),
      nanoseconds: ns.toString(),
      decimalSeconds: decimalSeconds(ns),
    },
    iso8601: instant.toString({ fractionalSecondDigits: 3 }),
    // RFC 5322 §3.3 dates years from 1900; IMF-fixdate (RFC 9110) has a four-digit year.
    rfc2822: utc.year >= 1900 && utc.year <= 9999 ? `${mailDate} +0000` : null,
    httpDate: utc.year >= 0 && utc.year <= 9999 ? `${mailDate} GMT` : null,
    weekday: WEEKDAYS[utc.dayOfWeek - 1]!,
    isoWeekday: utc.dayOfWeek,
    isoWeek,
    isoWeekYear,
    isoWeekDate: `${isoYear(isoWeekYear)}-W${pad2(isoWeek)}-${utc.dayOfWeek}`,
    dayOfYear: utc.dayOfYear,
    quarter: Math.ceil(utc.month / 3),
    leapYear: utc.inLeapYear,
    relative: relativeTime(nowNs, utc.toPlainDateTime(), differenceNs),
    secondsFromNow: Number(differenceNs / NS_PER_SECOND),
    now: Temporal.Instant.fromEpochNanoseconds(nowNs).toString({ fractionalSecondDigits: 3 }),
    notes,
  };
}
