import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { formatLongDay } from '../../core/display.js';
import { counted, listed, spanishClock, type Noun, type Words } from '../../core/answer-words.js';
import type run from './timezone-convert.run.js';

const HOURS: Noun = { en: ['hour', 'hours'], es: ['hora', 'horas'] };
const MINUTES: Noun = { en: ['minute', 'minutes'], es: ['minuto', 'minutos'] };
const SECONDS: Noun = { en: ['second', 'seconds'], es: ['segundo', 'segundos'] };

/** The wall time of YYYY-MM-DDTHH:mm:ss[.f]: "09:00", with its seconds only when not zero. */
function wallTime(datetime: string): string {
  const time = datetime.slice(11);
  return time.length === 8 && time.endsWith(':00') ? time.slice(0, 5) : time;
}

/** "6 hours behind" · "3 horas y 30 minutos más": the target's clock against the source's. */
function difference(minutes: number, tools: Words): string {
  const es = tools.locale === 'es';
  if (minutes === 0) return es ? 'la misma hora' : 'the same clock time';
  // Local mean time (before 1900 or so) is offset by seconds too: 14 minutes 44 seconds.
  const total = Math.round(Math.abs(minutes) * 60);
  const amounts: [number, Noun][] = [[Math.floor(total / 3600), HOURS], [Math.floor(total / 60) % 60, MINUTES], [total % 60, SECONDS]];
  const parts = amounts.filter(([n]) => n > 0).map(([n, noun]) => counted(n, noun, tools));
  const amount = es ? listed(parts, 'es') : parts.join(' ');
  return es ? `${amount} ${minutes > 0 ? 'más' : 'menos'}` : `${amount} ${minutes > 0 ? 'ahead' : 'behind'}`;
}

export default definePage<typeof run>({
  form: {
    datetime: {
      label: { en: 'Date and time', es: 'Fecha y hora' },
      help: { en: 'The clock time in the source zone.', es: 'La hora de reloj en la zona de origen.' },
      kind: 'local-date-time',
    },
    from: {
      label: { en: 'From time zone', es: 'Zona horaria de origen' },
      help: {
        en: 'Type a city or a country and pick the zone, or an IANA name such as Europe/Madrid.',
        es: 'Escribe una ciudad o un país y elige la zona, o un nombre IANA como Europe/Madrid.',
      },
      kind: 'time-zone',
    },
    to: {
      label: { en: 'To time zone', es: 'Zona horaria de destino' },
      help: {
        en: 'Type a city or a country and pick the zone, or an IANA name such as America/New_York.',
        es: 'Escribe una ciudad o un país y elige la zona, o un nombre IANA como America/New_York.',
      },
      kind: 'time-zone',
    },
  },
  page: {
    // The first example's meeting, at 09:00 today: the offsets in force today, summer time or not.
    start: (today) => ({ datetime: `${today}T09:00`, from: 'Europe/Madrid', to: 'America/New_York' }),
    answer(out, input, tools) {
      const { t, locale } = textsFor(tools);
      const day = (datetime: string) => formatLongDay(datetime.slice(0, 10), locale);
      const sameDay = out.from.datetime.slice(0, 10) === out.to.datetime.slice(0, 10);
      const target = `${wallTime(out.to.datetime)} ${out.to.abbreviation}`;
      const toDay = sameDay ? '' : t(` on ${day(out.to.datetime)}`, ` del ${day(out.to.datetime)}`);
      const apart = difference(out.offsetDifferenceMinutes, tools);
      const source = `${wallTime(out.from.datetime)} ${out.from.abbreviation}`;
      if (out.resolution === null) {
        return t(
          `${source} on ${day(out.from.datetime)} in ${out.from.zone} is ${target}${sameDay ? ' the same day' : toDay} in ${out.to.zone}, ${apart}.`,
          `La hora ${source} del ${day(out.from.datetime)} en ${out.from.zone} corresponde a ${spanishClock(target)}${sameDay ? ' del mismo día' : toDay} en ${out.to.zone}, ${apart}.`,
        );
      }
      // The wall time as typed, which the clock change skipped or repeated.
      const typed = /[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/.exec(input.datetime)?.[1] ?? input.datetime;
      if (out.resolution.kind === 'gap') {
        return t(
          `${typed} does not exist in ${out.from.zone} on ${day(out.from.datetime)}: ${source} is ${target}${toDay} in ${out.to.zone}, ${apart}.`,
          `La hora ${typed} no existe en ${out.from.zone} el ${day(out.from.datetime)}: la hora ${source} corresponde a ${spanishClock(target)}${toDay} en ${out.to.zone}, ${apart}.`,
        );
      }
      return t(
        `${typed} happens twice in ${out.from.zone} on ${day(out.from.datetime)}: the first, ${source}, is ${target}${toDay} in ${out.to.zone}, ${apart}.`,
        `La hora ${typed} ocurre dos veces en ${out.from.zone} el ${day(out.from.datetime)}: la primera, ${source}, corresponde a ${spanishClock(target)}${toDay} en ${out.to.zone}, ${apart}.`,
      );
    },
    headline: [
      { field: 'to.datetime', label: { en: 'Time in the target zone', es: 'Hora en la zona de destino' }, format: 'text' },
      { field: 'offsetDifference', label: { en: 'Offset difference', es: 'Diferencia de desfase' }, format: 'text' },
    ],
    details: [
      { field: 'from.datetime', label: { en: 'Time in the source zone', es: 'Hora en la zona de origen' }, format: 'text' },
      { field: 'utc', label: { en: 'UTC instant', es: 'Instante UTC' }, format: 'text' },
      { field: 'from.zone', label: { en: 'Source zone', es: 'Zona de origen' }, format: 'text' },
      { field: 'from.offset', label: { en: 'Source UTC offset', es: 'Desfase UTC de origen' }, format: 'text' },
      { field: 'from.abbreviation', label: { en: 'Source abbreviation', es: 'Abreviatura de origen' }, format: 'text' },
      { field: 'from.daylightSaving', label: { en: 'Source on summer time', es: 'Origen en horario de verano' }, format: 'boolean' },
      { field: 'to.zone', label: { en: 'Target zone', es: 'Zona de destino' }, format: 'text' },
      { field: 'to.offset', label: { en: 'Target UTC offset', es: 'Desfase UTC de destino' }, format: 'text' },
      { field: 'to.abbreviation', label: { en: 'Target abbreviation', es: 'Abreviatura de destino' }, format: 'text' },
      { field: 'to.daylightSaving', label: { en: 'Target on summer time', es: 'Destino en horario de verano' }, format: 'boolean' },
      { field: 'offsetDifferenceMinutes', label: { en: 'Offset difference (minutes)', es: 'Diferencia de desfase (minutos)' }, format: 'integer' },
      {
        field: 'resolution.kind',
        label: { en: 'Clock change', es: 'Cambio de hora' },
        format: 'text',
        choices: {
          gap: { en: 'Gap: the time does not exist', es: 'Hueco: esa hora no existe' },
          overlap: { en: 'Overlap: the time happens twice', es: 'Solapamiento: esa hora ocurre dos veces' },
        },
      },
      { field: 'resolution.note', label: { en: 'What was done', es: 'Qué se ha hecho' }, format: 'text' },
      {
        field: 'resolution.alternative.to.datetime',
        label: { en: 'Alternative time in the target zone', es: 'Hora alternativa en la zona de destino' },
        format: 'text',
      },
    ],
    displays: [
      {
        kind: 'clocks',
        clocks: [
          { label: { en: 'Source zone', es: 'Zona de origen' }, datetime: 'from.datetime', zone: 'from.zone', offset: 'from.offset', abbreviation: 'from.abbreviation' },
          { label: { en: 'Target zone', es: 'Zona de destino' }, datetime: 'to.datetime', zone: 'to.zone', offset: 'to.offset', abbreviation: 'to.abbreviation' },
        ],
      },
    ],
  },
});
