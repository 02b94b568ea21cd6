import { Temporal } from 'temporal-polyfill';
import { closestNames, didYouMean, InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { curatedAbbreviation } from '../timezone-abbreviation/curated.js';
import { ABBREVIATION_LOCALES, WALL_TIME, wallTimeFormatError, wallTimeFormatErrorEs } from './rules.js';

export interface Side {
  zone: string;
  datetime: string;
  offset: string;
  offsetMinutes: number;
  abbreviation: string;
  daylightSaving: boolean;
  standardOffset: string;
}

export interface View {
  utc: string;
  from: Side;
  to: Side;
  offsetDifference: string;
  offsetDifferenceMinutes: number;
}

export interface Resolution {
  kind: 'gap' | 'overlap';
  chosen: 'earlier' | 'later';
  transition: { utc: string; offsetBefore: string; offsetAfter: string };
  note: string;
  alternative: View;
}

export type ConvertResult = View & { resolution: Resolution | null };

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const MONTHS_ES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;

/** "; ¿quizá querías decir 'Europe/Madrid'?": didYouMean's hint in Spanish. */
function quizaQuisiste(names: readonly string[]): string {
  return names.length === 0 ? '' : `; ¿quizá querías decir ${names.map((name) => `'${name}'`).join(' o ')}?`;
}

const NS_PER_SECOND = 1_000_000_000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * ICU lists some zones under the older name CLDR keeps as canonical; IANA's current name is the one to suggest.
 * (Both names are accepted; the test suite checks each pair against ICU.)
 */
export const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

let zoneNames: readonly string[] | undefined;

/** The zones ICU knows, under IANA's current names, plus UTC: the candidates for "did you mean". */
export function knownZones(): readonly string[] {
  return (zoneNames ??= [...Intl.supportedValuesOf('timeZone').map((name) => CURRENT_NAMES[name] ?? name), 'UTC']);
}

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** Zones whose last part is the given city, ignoring case, spaces and underscores ("new york", "Kiev" → Europe/Kyiv). */
function sameCity(name: string): string[] {
  const wanted = squash(name);
  if (wanted === '' || name.includes('/')) return [];
  const matches = Intl.supportedValuesOf('timeZone').filter((zone) => squash(zone.slice(zone.lastIndexOf('/') + 1)) === wanted);
  return matches.slice(0, 3).map((zone) => CURRENT_NAMES[zone] ?? zone);
}

/** +01:00, -0530, UTC+1, GMT-3... */
const UTC_OFFSET = /^(?:utc|gmt)?\s*([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/i;

/** The zone's identifier as Temporal reports it (letter case made canonical), or a 400 with the closest names. */
export function resolveZone(field: 'from' | 'to', name: string): string {
  if (/^z$/i.test(name.trim())) {
    throw new InputError(
      `${field}: '${name}' is the UTC designator, not an IANA time zone; for UTC give 'UTC'`,
      `${field}: '${name}' es el indicador de UTC, no una zona horaria IANA; para UTC escribe 'UTC'`,
    );
  }
  const offset = UTC_OFFSET.exec(name.trim());
  if (offset) {
    const east = offset[1] === '+';
    const hours = Number(offset[2]);
    // Etc/GMT-14 … Etc/GMT+12 exist, for whole hours only, with the sign inverted (POSIX style).
    const whole = Number(offset[3] ?? '0') === 0 && hours > 0 && hours <= (east ? 14 : 12);
    const fixed = `${east ? '+' : '-'}${pad2(hours)}:00`;
    const etcZone = `'Etc/GMT${east ? '-' : '+'}${hours}'`;
    const etc = whole ? `; a fixed offset of ${fixed} is ${etcZone} (Etc/GMT signs are inverted)` : '';
    const etcEs = whole ? `; un desfase fijo de ${fixed} es ${etcZone} (los signos de Etc/GMT van invertidos)` : '';
    throw new InputError(
      `${field}: '${name}' is a UTC offset, not an IANA time zone; give a zone name such as 'Europe/Madrid' or 'UTC'${etc}`,
      `${field}: '${name}' es un desfase UTC, no una zona horaria IANA; indica el nombre de una zona como 'Europe/Madrid' o 'UTC'${etcEs}`,
    );
  }
  try {
    return new Temporal.ZonedDateTime(0n, name).timeZoneId;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const suggestions = sameCity(name);
    const hint = suggestions.length > 0 ? `; did you mean ${suggestions.map((z) => `'${z}'`).join(' or ')}?` : didYouMean(name, knownZones());
    if (hint !== '') {
      const hintEs = quizaQuisiste(suggestions.length > 0 ? suggestions : closestNames(name, knownZones()));
      throw new InputError(`${field}: unknown time zone '${name}'${hint}`, `${field}: zona horaria desconocida '${name}'${hintEs}`);
    }
    const abbreviation = /^[A-Z]{2,5}$/.test(name);
    const abbreviationLike = abbreviation
      ? ' (abbreviations are not zones: the same letters can mean several; the timezone-abbreviation operation lists their meanings)'
      : '';
    const abbreviationLikeEs = abbreviation
      ? ' (las abreviaturas no son zonas: las mismas letras pueden significar varias; la operación timezone-abbreviation da sus significados)'
      : '';
    throw new InputError(
      `${field}: unknown time zone '${name}'; expected an IANA name such as 'Europe/Madrid', 'America/New_York' or 'UTC'${abbreviationLike}`,
      `${field}: zona horaria desconocida '${name}'; se esperaba un nombre IANA como 'Europe/Madrid', 'America/New_York' o 'UTC'${abbreviationLikeEs}`,
    );
  }
}

/**
 * Formatters by locale and zone. An ICU formatter holds about 34 KB and takes about 0.1 ms to build: keeping all of them
 * (418 zones × 8 locales) would hold some 115 MB, so the cache is bounded and simply emptied when full.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

function shortName(locale: string, zone: string, epochMilliseconds: number): string | undefined {
  const key = `${locale} ${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(epochMilliseconds).find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * ICU's short name of the zone at that instant: the first letter abbreviation among a few English locales (en-US has
 * EST but not CET, en-GB has CET and BST, en-IN has IST...), else ICU's numeric form such as GMT+1 or GMT+5:30.
 */
export function icuAbbreviation(zone: string, epochMilliseconds: number): string {
  let numeric: string | undefined;
  for (const locale of ABBREVIATION_LOCALES) {
    const name = shortName(locale, zone, epochMilliseconds);
    if (name === undefined) continue;
    if (!/^GMT[+\-\u2212]/.test(name)) return name;
    numeric ??= name;
  }
  return numeric ?? 'GMT';
}

/**
 * The zone's abbreviation at that instant: the curated table's (timezone-abbreviation's, so JST for Tokyo and MSK for
 * Moscow) where it has one for the zone at that offset, else ICU's short name.
 */
export function abbreviation(zone: string, epochMilliseconds: number, offsetMinutes: number, daylightSaving: boolean): string {
  const icu = () => icuAbbreviation(zone, epochMilliseconds);
  return curatedAbbreviation(zone, offsetMinutes, daylightSaving, icu) ?? icu();
}

/** ±HH:MM, or ±HH:MM:SS for the local mean time offsets of the 19th century. */
export function formatOffset(seconds: number): string {
  const absolute = Math.abs(seconds);
  const text = `${pad2(Math.floor(absolute / 3600))}:${pad2(Math.floor((absolute % 3600) / 60))}`;
  return `${seconds < 0 ? '-' : '+'}${text}${absolute % 60 === 0 ? '' : `:${pad2(absolute % 60)}`}`;
}

/** "1 hour", "30 minutes", "1 hour 30 minutes", "24 hours" ("1 hora", "1 hora y 30 minutos" in Spanish). */
function formatLength(seconds: number, locale: Locale): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (locale === 'es') {
    if (hours) parts.push(`${hours} hora${hours === 1 ? '' : 's'}`);
    if (minutes) parts.push(`${minutes} minuto${minutes === 1 ? '' : 's'}`);
    if (rest) parts.push(`${rest} segundo${rest === 1 ? '' : 's'}`);
    return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : parts.join('');
  }
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (rest) parts.push(`${rest} second${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** YYYY-MM-DDTHH:mm:ss, with the decimals of a second only when the time has them. */
const wall = (dateTime: Temporal.PlainDateTime) => dateTime.toString();
const offsetSeconds = (zoned: Temporal.ZonedDateTime) => zoned.offsetNanoseconds / NS_PER_SECOND;

/** The smaller of the zone's offsets on 1 January and 1 July (12:00 local time) of that year. */
function standardOffsetSeconds(zone: string, year: number): number {
  const at = (month: number) =>
    Temporal.PlainDateTime.from({ year, month, day: 1, hour: 12 }).toZonedDateTime(zone).offsetNanoseconds / NS_PER_SECOND;
  return Math.min(at(1), at(7));
}

function side(zoned: Temporal.ZonedDateTime): Side {
  const offset = offsetSeconds(zoned);
  const standard = standardOffsetSeconds(zoned.timeZoneId, zoned.year);
  const daylightSaving = offset > standard;
  return {
    zone: zoned.timeZoneId,
    datetime: wall(zoned.toPlainDateTime()),
    offset: formatOffset(offset),
    offsetMinutes: offset / 60,
    abbreviation: abbreviation(zoned.timeZoneId, zoned.epochMilliseconds, offset / 60, daylightSaving),
    daylightSaving,
    standardOffset: formatOffset(standard),
  };
}

function view(fromZoned: Temporal.ZonedDateTime, toZone: string): View {
  const toZoned = fromZoned.withTimeZone(toZone);
  const difference = offsetSeconds(toZoned) - offsetSeconds(fromZoned);
  return {
    utc: fromZoned.toInstant().toString(),
    from: side(fromZoned),
    to: side(toZoned),
    offsetDifference: formatOffset(difference),
    offsetDifferenceMinutes: difference / 60,
  };
}

/** The wall-clock reading of an instant at a given offset. */
function wallAt(instant: Temporal.Instant, offsetNs: number): Temporal.PlainDateTime {
  return Temporal.Instant.fromEpochNanoseconds(instant.epochNanoseconds + BigInt(offsetNs)).toZonedDateTimeISO('UTC').toPlainDateTime();
}

/** "02:00", "23:45:16", or the whole date-time when the clock change crosses midnight. */
function clockReading(reading: Temporal.PlainDateTime, other: Temporal.PlainDateTime): string {
  if (!reading.toPlainDate().equals(other.toPlainDate())) return wall(reading);
  return `${pad2(reading.hour)}:${pad2(reading.minute)}${reading.second === 0 ? '' : `:${pad2(reading.second)}`}`;
}

/** A date alone: the start of that day, 00:00, as a calendar's "on 1 July" means (a DST gap at midnight moves it, as any time). */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseWallTime(written: string): Temporal.PlainDateTime {
  const trimmed = written.trim();
  const datetime = DATE_ONLY.test(trimmed) ? `${trimmed}T00:00` : trimmed;
  const match = WALL_TIME.exec(datetime);
  if (!match) throw new InputError(`datetime: ${wallTimeFormatError(datetime)}`, `datetime: ${wallTimeFormatErrorEs(datetime)}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number, number, number, number, number, number,
  ];
  const nanoseconds = Number((match[7] ?? '').padEnd(9, '0'));
  const dateText = datetime.slice(0, 10);
  if (month < 1 || month > 12) {
    throw new InputError(
      `datetime: ${dateText} is not a real date: months run from 01 to 12`,
      `datetime: ${dateText} no es una fecha real: los meses van del 01 al 12`,
    );
  }
  const daysInMonth = Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
  if (day < 1 || day > daysInMonth) {
    throw new InputError(
      `datetime: ${dateText} is not a real date: ${MONTHS[month - 1]} ${year} has ${daysInMonth} days`,
      `datetime: ${dateText} no es una fecha real: ${MONTHS_ES[month - 1]} de ${year} tiene ${daysInMonth} días`,
    );
  }
  const timeText = datetime.slice(11);
  const notATime = (en: string, es: string) =>
    new InputError(`datetime: ${timeText} is not a time of day: ${en}`, `datetime: ${timeText} no es una hora del día: ${es}`);
  if (hour > 23) throw notATime('hours run from 00 to 23', 'las horas van de 00 a 23');
  if (minute > 59) throw notATime('minutes run from 00 to 59', 'los minutos van de 00 a 59');
  if (second > 59) throw notATime('seconds run from 00 to 59', 'los segundos van de 00 a 59');
  const [millisecond, microsecond, nanosecond] = [Math.floor(nanoseconds / 1e6), Math.floor(nanoseconds / 1e3) % 1000, nanoseconds % 1000];
  return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second, millisecond, microsecond, nanosecond }, { overflow: 'reject' });
}

/** The wall time `datetime` in zone `fromName`, seen in zone `toName`; the note of a gap or overlap in `locale`. */
export function convertTimeZone(datetime: string, fromName: string, toName: string, locale: Locale = 'en'): ConvertResult {
  const { t } = textsFor({ locale });
  const wallTime = parseWallTime(datetime);
  const from = resolveZone('from', fromName);
  const to = resolveZone('to', toName);

  const earlier = wallTime.toZonedDateTime(from, { disambiguation: 'earlier' });
  const later = wallTime.toZonedDateTime(from, { disambiguation: 'later' });
  if (earlier.epochNanoseconds === later.epochNanoseconds) return { ...view(earlier, to), resolution: null };

  // Two candidate instants: the wall time does not exist (a gap) or happens twice (an overlap). Temporal's
  // 'compatible' disambiguation, used here, takes the later one in a gap and the earlier one in an overlap.
  const kind = earlier.toPlainDateTime().equals(wallTime) ? 'overlap' : 'gap';
  const [chosen, alternative] = kind === 'gap' ? [later, earlier] : [earlier, later];
  const transition = earlier.getTimeZoneTransition('next')!.toInstant();
  const before = earlier.offsetNanoseconds;
  const after = later.offsetNanoseconds;
  const length = formatLength(Math.abs(after - before) / NS_PER_SECOND, locale);
  const clockBefore = wallAt(transition, before);
  const clockAfter = wallAt(transition, after);
  const [readingBefore, readingAfter] = [clockReading(clockBefore, clockAfter), clockReading(clockAfter, clockBefore)];
  const change = `from ${readingBefore} to ${readingAfter} (${earlier.offset} → ${later.offset})`;
  const changeEs = `de ${readingBefore} a ${readingAfter} (${earlier.offset} → ${later.offset})`;
  const note =
    kind === 'gap'
      ? t(
          `${datetime} does not exist in ${from}: the clocks jumped forward ${change}. It was moved forward by the length of the gap ` +
            `(${length}) to ${wall(chosen.toPlainDateTime())} (${chosen.offset}), as Temporal's 'compatible' disambiguation does; ` +
            `alternative moves it back by the gap instead, to ${wall(alternative.toPlainDateTime())} (${alternative.offset}).`,
          `${datetime} no existe en ${from}: los relojes se adelantaron ${changeEs}. Se ha adelantado lo que dura el hueco ` +
            `(${length}), hasta ${wall(chosen.toPlainDateTime())} (${chosen.offset}), como hace la desambiguación 'compatible' de ` +
            `Temporal; la alternativa la retrasa lo mismo, hasta ${wall(alternative.toPlainDateTime())} (${alternative.offset}).`,
        )
      : t(
          `${datetime} occurs twice in ${from}: the clocks went back ${change}. The first occurrence (${chosen.offset}) was used, ` +
            `as Temporal's 'compatible' disambiguation does; alternative is the second one (${alternative.offset}), ${length} later.`,
          `${datetime} ocurre dos veces en ${from}: los relojes se retrasaron ${changeEs}. Se ha tomado la primera vez ` +
            `(${chosen.offset}), como hace la desambiguación 'compatible' de Temporal; la alternativa es la segunda ` +
            `(${alternative.offset}), ${length} más tarde.`,
        );
  return {
    ...view(chosen, to),
    resolution: {
      kind,
      chosen: kind === 'gap' ? 'later' : 'earlier',
      transition: { utc: transition.toString(), offsetBefore: formatOffset(before / NS_PER_SECOND), offsetAfter: formatOffset(after / NS_PER_SECOND) },
      note,
      alternative: view(alternative, to),
    },
  };
}
