import { Temporal } from 'temporal-polyfill';

/**
 * When the ECB publishes its euro reference rates: usually around 16:00 CET on every working day except TARGET
 * closing days (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html).
 * CET here is Frankfurt's wall clock, so Europe/Berlin: 16:00 is 15:00 UTC in winter and 14:00 UTC in summer.
 * TARGET closing days, the long-term calendar in force since 2002
 * (https://www.ecb.europa.eu/press/pr/date/2000/html/pr001214_4.en.html): Saturdays, Sundays, New Year's Day,
 * Good Friday, Easter Monday, 1 May, 25 and 26 December.
 * Loaded on first use (the Temporal polyfill is large), so it costs a cold start nothing.
 */
export const ECB_TIME_ZONE = 'Europe/Berlin';
export const PUBLICATION_TIME = Temporal.PlainTime.from('16:00');

/**
 * Easter Sunday of a Gregorian year by the anonymous Gregorian computus (Meeus/Jones/Butcher): the first Sunday
 * after the ecclesiastical full moon on or after 21 March. An algorithm, not data: valid for every Gregorian year.
 */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/** TARGET holidays: 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function isTargetHoliday(date: Temporal.PlainDate): boolean {
  const { month, day } = date;
  if ((month === 1 && day === 1) || (month === 5 && day === 1) || (month === 12 && (day === 25 || day === 26))) return true;
  const easter = easterSunday(date.year);
  return date.equals(easter.subtract({ days: 2 })) || date.equals(easter.add({ days: 1 }));
}

/** A TARGET working day: Monday to Friday and not a TARGET holiday. */
export function isPublicationDay(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek <= 5 && !isTargetHoliday(date);
}

/** 16:00 Frankfurt time on `date`, as an instant. */
export function publicationInstant(date: Temporal.PlainDate): Date {
  return new Date(date.toZonedDateTime({ timeZone: ECB_TIME_ZONE, plainTime: PUBLICATION_TIME }).epochMilliseconds);
}

/** When rates newer than those of `rateDate` (YYYY-MM-DD) are next expected: 16:00 on the next TARGET working day. */
export function nextPublicationAfter(rateDate: string): Date {
  let day = Temporal.PlainDate.from(rateDate).add({ days: 1 });
  while (!isPublicationDay(day)) day = day.add({ days: 1 });
  return publicationInstant(day);
}

/** The calendar date in Frankfurt at `instant`, YYYY-MM-DD. */
export function frankfurtDate(instant: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(ECB_TIME_ZONE).toPlainDate().toString();
}

/** Whole calendar days from `rateDate` to the Frankfurt date at `instant` (0 on the day itself). */
export function ageInDays(rateDate: string, instant: Date): number {
  return Temporal.PlainDate.from(rateDate).until(frankfurtDate(instant), { largestUnit: 'days' }).days;
}
