import * as z from 'zod';

const MS_PER_DAY = 86_400_000;

/** True for a YYYY-MM-DD that names a day of the calendar (2026-02-30 does not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar date field, YYYY-MM-DD, that must exist. */
export function dateField(description: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD', abort: true })
    .refine(isRealDate, 'must be a real calendar date')
    .describe(description);
}

/** Days since 1970-01-01 (UTC), so dates subtract as integers. */
export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** The UTC calendar date of an instant (the clock's "today"). */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Days in a month (1–12) of the proleptic Gregorian calendar, any year 0–9999 (Date.UTC would read years 0–99 as 1900–1999). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
