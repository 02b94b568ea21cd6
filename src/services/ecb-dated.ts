import { Temporal } from 'temporal-polyfill';
import { formatDay } from '../core/display.js';
import { InputError } from '../core/errors.js';
import { frankfurtDate, isTargetHoliday, nextPublicationAfter } from './ecb-calendar.js';
import { ECB_FIRST_DATE } from './ecb-history.js';

/**
 * The rules for rates of a given day, apart from where the rates come from: which days may be asked for, whether a
 * known publication is the one in force on a day, and the note saying why the rates are of another day than asked.
 * Loaded with the calendar, on the first dated request.
 */

/**
 * The rates of a past day cannot be had now: fetching is off, or the history file failed and nothing cached covers
 * the day. A 400 today (an InputError, the executor's only refusal); its own class so a transport can map it to 503.
 */
export class HistoryUnavailableError extends InputError {
  override name = 'HistoryUnavailableError';
}

const day = (date: string, locale: 'en' | 'es') => (locale === 'es' ? formatDay(date, 'es') : date);

/** Refuses a day before the first publication or after today in Frankfurt, saying the range. */
export function checkRange(date: string, now: Date): void {
  const today = frankfurtDate(now);
  if (date >= ECB_FIRST_DATE && date <= today) return;
  const range = `choose a day from ${ECB_FIRST_DATE} (the first ECB publication) to today, ${today} (Frankfurt)`;
  const rangeEs = `elige un día entre el ${day(ECB_FIRST_DATE, 'es')} (la primera publicación del BCE) y hoy, ${day(today, 'es')} (hora de Fráncfort)`;
  if (date > today) throw new InputError(`date: ${date} is in the future; ${range}`, `date: el ${day(date, 'es')} es una fecha futura; ${rangeEs}`);
  throw new InputError(
    `date: ${date} is before the first ECB publication; ${range}`,
    `date: el ${day(date, 'es')} es anterior a la primera publicación del BCE; ${rangeEs}`,
  );
}

/**
 * True when the publication of `published` is the one in force on `date`: `date` is that day, or a later one before
 * the next TARGET working day (a weekend, a holiday), or any later day while the next publication is not yet due.
 */
export function inForceOn(published: string, date: string, now: Date): boolean {
  if (date < published) return false;
  const next = nextPublicationAfter(published);
  return date < frankfurtDate(next) || now.getTime() < next.getTime();
}

/** Why the rates of `ratesDate` answer a request for `requested`, in English and Spanish; undefined when they are that day's. */
export function dateNote(requested: string, ratesDate: string, now: Date): { en: string; es: string } | undefined {
  if (requested === ratesDate) return undefined;
  const d = Temporal.PlainDate.from(requested);
  const these = `these are the rates of ${ratesDate}, the previous publication`;
  const theseEs = `estos son los tipos del ${day(ratesDate, 'es')}, la publicación anterior`;
  if (d.dayOfWeek >= 6) {
    const [en, es] = d.dayOfWeek === 6 ? ['Saturday', 'sábado'] : ['Sunday', 'domingo'];
    return {
      en: `${requested} is a ${en}, when the ECB publishes no rates; ${these}.`,
      es: `el ${day(requested, 'es')} es ${es} y el BCE no publica tipos ese día; ${theseEs}.`,
    };
  }
  if (isTargetHoliday(d)) {
    return {
      en: `${requested} is a TARGET holiday, when the ECB publishes no rates; ${these}.`,
      es: `el ${day(requested, 'es')} es festivo del sistema TARGET y el BCE no publica tipos ese día; ${theseEs}.`,
    };
  }
  if (requested === frankfurtDate(now)) {
    return {
      en: `the rates of ${requested} are not published yet (the ECB publishes them about 16:00 Frankfurt time); ${these}.`,
      es: `los tipos del ${day(requested, 'es')} aún no se han publicado (el BCE los publica hacia las 16:00, hora de Fráncfort); ${theseEs}.`,
    };
  }
  return {
    en: `the ECB published no rates on ${requested}; ${these}.`,
    es: `el BCE no publicó tipos el ${day(requested, 'es')}; ${theseEs}.`,
  };
}
