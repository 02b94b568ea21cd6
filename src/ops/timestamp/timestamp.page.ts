import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { spanishClock } from '../../core/answer-words.js';
import { dayNumber } from '../../core/calendar-date.js';
import type run from './timestamp.run.js';

const UNITS = {
  seconds: { en: 'seconds', es: 'segundos' },
  milliseconds: { en: 'milliseconds', es: 'milisegundos' },
  microseconds: { en: 'microseconds', es: 'microsegundos' },
  nanoseconds: { en: 'nanoseconds', es: 'nanosegundos' },
} as const;

const WEEKDAYS = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
} as const;
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
} as const;

/**
 * "Tuesday, 14 November 2023 at 22:13:20 UTC" · "martes 14 de noviembre de 2023 a las 22:13:20 UTC", from the ISO
 * text itself: its years run from -271821 to 275760, where Intl's dates do not reach. Milliseconds only when not zero.
 */
function utcWords(iso: string, isoWeekday: number, locale: 'en' | 'es'): string {
  const match = /^([+-]?\d+)-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d+))?Z$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, clock, fraction] = match as unknown as [string, string, string, string, string, string | undefined];
  const time = fraction && !/^0+$/.test(fraction) ? `${clock}.${fraction}` : clock;
  const weekday = WEEKDAYS[locale][isoWeekday - 1];
  const monthName = MONTHS[locale][Number(month) - 1];
  return locale === 'es'
    ? `${weekday} ${Number(day)} de ${monthName} de ${Number(year)} a ${spanishClock(time)} UTC`
    : `${weekday}, ${Number(day)} ${monthName} ${Number(year)} at ${time} UTC`;
}

export default definePage<typeof run>({
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
    // Noon UTC today, in Unix seconds: the same calendar day on every clock from UTC−11 to UTC+11.
    start: (today) => ({ value: String(dayNumber(today) * 86_400 + 12 * 3_600) }),
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      const when = utcWords(out.iso8601, out.isoWeekday, locale);
      if (out.input.kind === 'unix') {
        // The digits as given (at most 100 characters), in the unit they were read in.
        const digits = String(input.value).trim();
        const unit = UNITS[out.input.unit][locale];
        return t(`${digits} (Unix ${unit}) is ${when}, ${out.relative}.`, `${digits} (${unit} Unix) es el ${when}, ${out.relative}.`);
      }
      return t(
        `${when.charAt(0).toUpperCase()}${when.slice(1)}, ${out.relative}, is Unix time ${out.unix.decimalSeconds}.`,
        `El ${when}, ${out.relative}, es el tiempo Unix ${out.unix.decimalSeconds}.`,
      );
    },
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
      { field: 'now', label: { en: 'Now (the clock it was computed by)', es: 'Ahora (el reloj con el que se calculó)' }, format: 'text' },
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
});
