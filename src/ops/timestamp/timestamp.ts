import { Temporal } from 'temporal-polyfill';
import { formatNumber } from '../../core/display.js';
import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { type DateTimeFields, type MailDate, readMailDate } from './pasted-dates.js';
import {
  ACCEPTED_FORMATS,
  ACCEPTED_FORMATS_ES,
  JUST_NOW_SECONDS,
  MICROSECONDS_BELOW,
  MILLISECONDS_BELOW,
  NANOSECONDS_BELOW,
  RANGE_TEXT,
  RANGE_TEXT_ES,
  SECONDS_BELOW,
} from './rules.js';

export type Unit = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds';
/** How a written date was read: ISO 8601 / RFC 3339, or an e-mail / HTTP date (RFC 5322, RFC 9110). */
export type TextKind = 'iso8601' | 'rfc2822';

export type InputKind =
  | { kind: 'unix'; unit: Unit }
  | { kind: TextKind; offset: string | null; assumedUtc: boolean; dateOnly: boolean };

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

/** `t(english, spanish)`: the texts of the result in the caller's language. */
type Say = (en: string, es: string) => string;
const english: Say = (en) => en;

const UNIX = /^(-?)(\d+)(?:\.(\d+))?$/;
// A date (calendar YYYY-MM-DD or YYYY/MM/DD, week YYYY-Www-D, ordinal YYYY-DDD), then optionally a time (hours and
// minutes at least) and, only after a time, a zone: Z, an offset, or UTC/GMT/UT with or without an offset, a space before it allowed.
const ISO = new RegExp(
  String.raw`^(?<year>[+-]\d{6}|\d{4})` +
    String.raw`(?:(?<sep>[-/])(?<month>\d{2})\k<sep>(?<day>\d{2})|-[Ww](?<week>\d{2})-(?<weekday>\d)|-(?<ordinal>\d{3}))` +
    String.raw`(?:[Tt ](?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:[.,](?<fraction>\d+))?)?` +
    String.raw`(?:\s*(?<zone>[Zz]|(?:UTC|GMT|UT)(?:\s*[+\-\u2212]\d{1,2}(?::?\d{2})?)?|[+\-\u2212]\d{2}(?::?\d{2})?))?)?$`,
  'i',
);
/** Day/month/year or month/day/year with slashes, dots or hyphens: the order depends on the country. */
const AMBIGUOUS_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;

const NS_PER_SECOND = 1_000_000_000n;
const NS_PER_MILLISECOND = 1_000_000n;
const NS_PER_MICROSECOND = 1_000n;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const WEEKDAYS_ES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const MONTHS_ES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;
const UNITS_ES: Readonly<Record<Unit, string>> = {
  seconds: 'segundos', milliseconds: 'milisegundos', microseconds: 'microsegundos', nanoseconds: 'nanosegundos',
};

function outOfRange(value: string): InputError {
  return new InputError(
    `value: ${value} is outside the supported range, ${RANGE_TEXT}`,
    `value: ${value} está fuera del intervalo admitido, ${RANGE_TEXT_ES}`,
  );
}

function parseUnix(value: string, negative: boolean, integerDigits: string, fractionDigits: string | undefined, t: Say): Parsed {
  const magnitude = BigInt(integerDigits);
  let unit: Unit;
  let perUnit: bigint;
  let decimals: number;
  let why: string;
  if (magnitude < SECONDS_BELOW) {
    [unit, perUnit, decimals, why] = [
      'seconds', NS_PER_SECOND, 9,
      t('|value| is below 1e11 (at most 11 integer digits)', '|valor| es menor que 1e11 (como mucho 11 cifras enteras)'),
    ];
  } else if (magnitude < MILLISECONDS_BELOW) {
    [unit, perUnit, decimals, why] = [
      'milliseconds', NS_PER_MILLISECOND, 6,
      t('|value| is from 1e11 and below 1e14 (12 to 14 integer digits)', '|valor| es al menos 1e11 y menor que 1e14 (de 12 a 14 cifras enteras)'),
    ];
  } else if (magnitude < MICROSECONDS_BELOW) {
    [unit, perUnit, decimals, why] = [
      'microseconds', NS_PER_MICROSECOND, 3,
      t('|value| is from 1e14 and below 1e17 (15 to 17 integer digits)', '|valor| es al menos 1e14 y menor que 1e17 (de 15 a 17 cifras enteras)'),
    ];
  } else if (magnitude < NANOSECONDS_BELOW) {
    [unit, perUnit, decimals, why] = [
      'nanoseconds', 1n, 0,
      t('|value| is from 1e17 and below 1e20 (18 to 20 integer digits)', '|valor| es al menos 1e17 y menor que 1e20 (de 18 a 20 cifras enteras)'),
    ];
  } else {
    throw new InputError(
      `value: ${value} is too large for a Unix timestamp: |value| must be below 1e20 (seconds below 1e11, milliseconds below 1e14, ` +
        'microseconds below 1e17, nanoseconds below 1e20); give it in one of those units',
      `value: ${value} es demasiado grande para una marca de tiempo Unix: |valor| debe ser menor que 1e20 (segundos por debajo de ` +
        '1e11, milisegundos por debajo de 1e14, microsegundos por debajo de 1e17, nanosegundos por debajo de 1e20); indícala en una ' +
        'de esas unidades',
    );
  }
  const fraction = (fractionDigits ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new InputError(
      `value: ${value} is finer than a nanosecond: read as ${unit}, it may have at most ${decimals} decimals ` +
        '(seconds 9, milliseconds 6, microseconds 3, nanoseconds 0)',
      `value: ${value} es más fino que un nanosegundo: leído en ${UNITS_ES[unit]}, admite como mucho ${decimals} decimales ` +
        '(segundos 9, milisegundos 6, microsegundos 3, nanosegundos 0)',
    );
  }
  const fractionNs = fraction === '' ? 0n : BigInt(fraction.padEnd(decimals, '0'));
  const absolute = magnitude * perUnit + fractionNs;
  return {
    epochNanoseconds: negative ? -absolute : absolute,
    input: { kind: 'unix', unit },
    notes: [t(`Read as ${unit}: ${why}.`, `Leído en ${UNITS_ES[unit]}: ${why}.`)],
  };
}

/** A JSON number: an integer JSON carries exactly is read as its digits; anything else must come as a string. */
function parseNumber(value: number, t: Say): Parsed {
  if (!Number.isSafeInteger(value)) {
    const [why, whyEs, example] = Number.isInteger(value)
      ? ['is beyond 2^53, where JSON numbers lose digits', 'supera 2^53, donde los números JSON pierden cifras', '"1700000000000000000"']
      : ['has a fraction, which a JSON number may round', 'tiene decimales, que un número JSON puede redondear', '"1700000000.5"'];
    throw new InputError(
      `value: the number ${value} ${why}; send it as a string of digits, e.g. ${example}`,
      `value: el número ${value} ${whyEs}; envíalo como texto con sus cifras, p. ej. ${example}`,
    );
  }
  const digits = String(Math.abs(value));
  return parseUnix(String(value), value < 0, digits, undefined, t);
}

const offsetOutOfRange = (zoneText: string) =>
  new InputError(
    `value: offset ${zoneText} is out of range: offsets run from -23:59 to +23:59`,
    `value: el desfase ${zoneText} está fuera de rango: los desfases van de -23:59 a +23:59`,
  );

/** Z, UTC, GMT, UT → +00:00; ±H, ±HH, ±HHMM, ±HH:MM (after UTC/GMT/UT or alone) → ±HH:MM, with -00:00 written +00:00. */
export function normalizeOffset(zoneText: string): string {
  const match = /^(?:Z|UTC|GMT|UT)?\s*(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(zoneText)!;
  if (match[1] === undefined) return '+00:00';
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) throw offsetOutOfRange(zoneText);
  if (hours === 0 && minutes === 0) return '+00:00';
  return `${match[1] === '+' ? '+' : '-'}${pad2(hours)}:${pad2(minutes)}`;
}

/** The calendar date of an ISO week date (2026-W47-6) or an ordinal date (2026-325), checked for real. */
function weekOrOrdinalDate(value: string, year: number, groups: Record<string, string | undefined>): Temporal.PlainDate {
  try {
    const january4 = Temporal.PlainDate.from({ year, month: 1, day: 4 });
    if (groups.ordinal !== undefined) {
      const ordinal = Number(groups.ordinal);
      if (ordinal < 1 || ordinal > january4.daysInYear) {
        throw new InputError(
          `value: ${value} is not a real date: day of the year ${groups.ordinal} is not between 001 and ${january4.daysInYear}`,
          `value: ${value} no es una fecha real: el día del año ${groups.ordinal} no está entre 001 y ${january4.daysInYear}`,
        );
      }
      return january4.add({ days: ordinal - 4 });
    }
    const week = Number(groups.week);
    const weekday = Number(groups.weekday);
    const weeks = january4.with({ month: 12, day: 28 }).weekOfYear!; // 28 December is always in the year's last week
    if (week < 1 || week > weeks || weekday < 1 || weekday > 7) {
      throw new InputError(
        `value: ${value} is not a real week date: ${year} has weeks W01 to W${weeks}, and days run from 1 (Monday) to 7 (Sunday)`,
        `value: ${value} no es una fecha por semanas real: ${year} tiene las semanas W01 a W${weeks} y los días van de 1 (lunes) a 7 (domingo)`,
      );
    }
    // Week 1 is the week (Monday to Sunday) that holds 4 January; its first days may fall in the year before.
    return january4.add({ days: (week - 1) * 7 + weekday - january4.dayOfWeek });
  } catch (error) {
    if (error instanceof RangeError) throw outOfRange(value);
    throw error;
  }
}

function parseIso(value: string, match: RegExpExecArray, t: Say): Parsed {
  const groups = match.groups!;
  const yearText = groups.year!;
  if (yearText === '-000000') {
    throw new InputError(
      'value: -000000 is not a year: ISO 8601 writes year 0 as 0000 or +000000',
      'value: -000000 no es un año: ISO 8601 escribe el año 0 como 0000 o +000000',
    );
  }
  let fields: DateTimeFields;
  const timeFields = {
    hourText: groups.hour, minuteText: groups.minute, secondText: groups.second, fractionDigits: groups.fraction, zoneText: groups.zone,
  };
  if (groups.month !== undefined) {
    fields = { yearText, month: Number(groups.month), day: Number(groups.day), ...timeFields };
  } else {
    const year = Number(yearText);
    if (year < -271821 || year > 275760) throw outOfRange(value);
    const date = weekOrOrdinalDate(value, year, groups);
    fields = { yearText: isoYear(date.year), month: date.month, day: date.day, ...timeFields };
  }
  return parseDateTime(value, fields, 'iso8601', t);
}

/** Checks a written date and time for real and gives its instant; `kind` is what the input is reported as. */
export function parseDateTime(value: string, fields: DateTimeFields, kind: TextKind, t: Say): Parsed {
  const { yearText, month, day, hourText, minuteText, secondText, fractionDigits, zoneText } = fields;
  const dateText = `${yearText}-${pad2(month)}-${pad2(day)}`;
  const year = Number(yearText);
  if (month < 1 || month > 12) {
    throw new InputError(
      `value: ${dateText} is not a real date: months run from 01 to 12`,
      `value: ${dateText} no es una fecha real: los meses van del 01 al 12`,
    );
  }
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
    throw new InputError(
      `value: ${dateText} is not a real date: ${MONTHS[month - 1]} ${year} has ${daysInMonth} days`,
      `value: ${dateText} no es una fecha real: ${MONTHS_ES[month - 1]} de ${year} tiene ${daysInMonth} días`,
    );
  }

  const notes: string[] = [];
  const hour = Number(hourText ?? '0');
  const minute = Number(minuteText ?? '0');
  const second = Number(secondText ?? '0');
  const timeText = `${hourText}:${minuteText}${secondText === undefined ? '' : `:${secondText}`}`;
  const notATime = (en: string, es: string) =>
    new InputError(`value: ${timeText} is not a time of day: ${en}`, `value: ${timeText} no es una hora del día: ${es}`);
  if (hour > 23) throw notATime('hours run from 00 to 23', 'las horas van de 00 a 23');
  if (minute > 59) throw notATime('minutes run from 00 to 59', 'los minutos van de 00 a 59');
  if (second > 60) throw notATime('seconds run from 00 to 59 (60 for a leap second)', 'los segundos van de 00 a 59 (60 para un segundo intercalar)');
  if (second === 60) {
    notes.push(
      t(
        'Second 60 (a leap second) was read as second 59: Unix time does not count leap seconds.',
        'El segundo 60 (un segundo intercalar) se ha leído como el segundo 59: el tiempo Unix no cuenta los segundos intercalares.',
      ),
    );
  }
  const fraction = (fractionDigits ?? '').replace(/0+$/, '');
  if (fraction.length > 9) {
    throw new InputError(
      `value: ${value} is finer than a nanosecond: at most 9 decimals of a second`,
      `value: ${value} es más fino que un nanosegundo: como mucho 9 decimales de segundo`,
    );
  }

  const offset = zoneText === undefined ? null : normalizeOffset(zoneText);
  const dateOnly = hourText === undefined;
  if (dateOnly) notes.push(t('No time of day given: read as 00:00:00 (midnight) UTC.', 'Sin hora del día: se ha leído como las 00:00:00 (medianoche) UTC.'));
  else if (offset === null) notes.push(t('No UTC offset or Z given: read as UTC.', 'Sin desfase UTC ni Z: se ha leído como UTC.'));

  const canonical =
    `${dateText}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}` + `${fraction === '' ? '' : `.${fraction}`}${offset ?? 'Z'}`;
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
    input: { kind, offset, assumedUtc: offset === null, dateOnly },
    notes,
  };
}

/** An e-mail or HTTP date; a day name that does not match the date is refused, as it means one of them is wrong. */
function parseMailDate(value: string, { fields, weekday }: MailDate, t: Say): Parsed {
  const parsed = parseDateTime(value, fields, 'rfc2822', t);
  const actual = Temporal.PlainDate.from({ year: Number(fields.yearText), month: fields.month, day: fields.day }).dayOfWeek;
  if (weekday !== undefined && weekday !== actual) {
    const date = `${fields.day} ${MONTHS[fields.month - 1]} ${fields.yearText}`;
    const dateEs = `${fields.day} de ${MONTHS_ES[fields.month - 1]} de ${fields.yearText}`;
    throw new InputError(
      `value: ${date} is a ${WEEKDAYS[actual - 1]}, not a ${WEEKDAYS[weekday - 1]}; correct the date or the day name, or leave the day name out`,
      `value: el ${dateEs} es ${WEEKDAYS_ES[actual - 1]}, no ${WEEKDAYS_ES[weekday - 1]}; corrige la fecha o el día de la semana, u omite el día`,
    );
  }
  return parsed;
}

export function parseTimestamp(raw: string | number, t: Say = english): Parsed {
  if (typeof raw === 'number') return parseNumber(raw, t);
  const value = raw.trim();
  const unix = UNIX.exec(value);
  if (unix) return parseUnix(value, unix[1] === '-', unix[2]!, unix[3], t);
  const iso = ISO.exec(value);
  if (iso) return parseIso(value, iso, t);
  const mail = readMailDate(value);
  if (mail) return parseMailDate(value, mail, t);
  if (/^\d{5,}[-/]\d{2}[-/]\d{2}/.test(value)) {
    throw new InputError(
      `value: '${value}' is not an ISO 8601 date: a year with more than four digits takes a sign and six digits, such as +010000`,
      `value: '${value}' no es una fecha ISO 8601: un año de más de cuatro cifras lleva signo y seis cifras, como +010000`,
    );
  }
  const ambiguous = AMBIGUOUS_DATE.exec(value);
  if (ambiguous) {
    const [, first, second, year] = ambiguous as unknown as [string, string, string, string];
    const iso = (month: string, day: string) => (Number(month) <= 12 && Number(day) <= 31 ? `${year}-${pad2(Number(month))}-${pad2(Number(day))}` : null);
    const [dayFirst, monthFirst] = [iso(second, first), iso(first, second)];
    const readings = [dayFirst && `${dayFirst} (day first)`, monthFirst && `${monthFirst} (month first)`].filter(Boolean).join(' or ');
    const readingsEs = [dayFirst && `${dayFirst} (día primero)`, monthFirst && `${monthFirst} (mes primero)`].filter(Boolean).join(' o ');
    throw new InputError(
      `value: '${value}' is not read: whether the day or the month comes first depends on the country; write the date as ISO 8601, ` +
        `year first${readings === '' ? ', such as 2024-01-15' : `: ${readings}`}`,
      `value: '${value}' no se lee: que vaya antes el día o el mes depende del país; escribe la fecha en ISO 8601, con el año delante` +
        `${readingsEs === '' ? ', como 2024-01-15' : `: ${readingsEs}`}`,
    );
  }
  throw new InputError(
    `value: '${value}' is neither a Unix timestamp nor a date that can be read: ${ACCEPTED_FORMATS}`,
    `value: '${value}' no es una marca de tiempo Unix ni una fecha que se pueda leer: ${ACCEPTED_FORMATS_ES}`,
  );
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

/** Calendar units, one and many, in Spanish (the English adds an s). */
const CALENDAR_UNITS_ES: Readonly<Record<string, readonly [string, string]>> = {
  year: ['año', 'años'], month: ['mes', 'meses'], day: ['día', 'días'],
  hour: ['hora', 'horas'], minute: ['minuto', 'minutos'], second: ['segundo', 'segundos'],
};

/**
 * "in 2 days", "3 years ago", "just now" ("dentro de 2 días", "hace 3 años", "ahora mismo"): the largest non-zero
 * calendar unit of the difference counted from now, truncated.
 */
function relativeTime(nowNs: bigint, then: Temporal.PlainDateTime, differenceNs: bigint, t: Say): string {
  const absolute = differenceNs < 0n ? -differenceNs : differenceNs;
  if (absolute < BigInt(JUST_NOW_SECONDS) * NS_PER_SECOND) return t('just now', 'ahora mismo');
  const now = Temporal.Instant.fromEpochNanoseconds(nowNs).toZonedDateTimeISO('UTC').toPlainDateTime();
  const d = now.until(then, { largestUnit: 'years', smallestUnit: 'seconds', roundingMode: 'trunc' });
  const parts: [number, string][] = [
    [d.years, 'year'], [d.months, 'month'], [d.days, 'day'], [d.hours, 'hour'], [d.minutes, 'minute'], [d.seconds, 'second'],
  ];
  const [count, unit] = parts.find(([n]) => n !== 0)!;
  const n = Math.abs(count);
  const amount = `${n} ${unit}${n === 1 ? '' : 's'}`;
  const amountEs = `${formatNumber(n, 'es')} ${CALENDAR_UNITS_ES[unit]![n === 1 ? 0 : 1]}`;
  return differenceNs > 0n ? t(`in ${amount}`, `dentro de ${amountEs}`) : t(`${amount} ago`, `hace ${amountEs}`);
}

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Every view of the instant `raw` names; the texts (weekday, relative time, notes) in `locale`. */
export function timestamp(raw: string | number, now: Date, locale: Locale = 'en'): TimestampResult {
  const { t } = textsFor({ locale });
  const { epochNanoseconds: ns, input, notes } = parseTimestamp(raw, t);
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
    weekday: t(WEEKDAYS[utc.dayOfWeek - 1]!, WEEKDAYS_ES[utc.dayOfWeek - 1]!),
    isoWeekday: utc.dayOfWeek,
    isoWeek,
    isoWeekYear,
    isoWeekDate: `${isoYear(isoWeekYear)}-W${pad2(isoWeek)}-${utc.dayOfWeek}`,
    dayOfYear: utc.dayOfYear,
    quarter: Math.ceil(utc.month / 3),
    leapYear: utc.inLeapYear,
    relative: relativeTime(nowNs, utc.toPlainDateTime(), differenceNs, t),
    secondsFromNow: Number(differenceNs / NS_PER_SECOND),
    now: Temporal.Instant.fromEpochNanoseconds(nowNs).toString({ fractionalSecondDigits: 3 }),
    notes,
  };
}
