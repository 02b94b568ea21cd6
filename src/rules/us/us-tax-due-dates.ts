import { addDays, daysInMonth, isRealDate } from '../../core/calendar-date.js';
import { DC_HOLIDAYS_FIRST_YEAR, DC_LEGAL_HOLIDAYS, type DcLegalHoliday } from './dc-legal-holidays.js';

/**
 * Federal tax due dates after 26 U.S.C. §7503: a deadline that falls on a Saturday, Sunday or legal holiday in the
 * District of Columbia moves to the next day that is none of these (Treas. Reg. §301.7503-1).
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** 0 = Sunday … 6 = Saturday. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The day a holiday falls on in `year` (before any weekend rule), or undefined when it is not a holiday that year. */
function holidayDay(holiday: DcLegalHoliday, year: number): string | undefined {
  if (holiday.fromYear !== undefined && year < holiday.fromYear) return undefined;
  if (holiday.everyYears !== undefined && (year - 1965) % holiday.everyYears !== 0) return undefined;
  const { date } = holiday;
  if (date.kind === 'fixed') return `${year}-${pad(date.month)}-${pad(date.day)}`;
  if (date.nth === -1) {
    const last = `${year}-${pad(date.month)}-${pad(daysInMonth(year, date.month))}`;
    return addDays(last, -((weekday(last) - date.weekday + 7) % 7));
  }
  const first = `${year}-${pad(date.month)}-01`;
  return addDays(first, ((date.weekday - weekday(first) + 7) % 7) + 7 * (date.nth - 1));
}

/**
 * The days that are legal holidays in the District in `year`, by name: each holiday on a weekday, and the Friday or
 * Monday a weekend holiday gives ("(observed)").
 */
function legalHolidays(year: number): Map<string, string> {
  const days = new Map<string, string>();
  // New Year's Day of the next year on a Saturday makes 31 December of this one a holiday.
  for (const y of [year, year + 1]) {
    for (const holiday of DC_LEGAL_HOLIDAYS) {
      const day = holidayDay(holiday, y);
      if (day === undefined) continue;
      const dow = weekday(day);
      const moved = dow === 6 ? (holiday.saturdayToFriday ? addDays(day, -1) : undefined) : dow === 0 ? addDays(day, 1) : undefined;
      const observed = dow === 0 || dow === 6 ? moved : day;
      if (observed?.startsWith(`${year}-`)) days.set(observed, observed === day ? holiday.name : `${holiday.name} (observed)`);
    }
  }
  return days;
}

/** The DC legal holiday `date` is, by name ("(observed)" for the Friday or Monday a weekend holiday gives), or undefined. */
export function dcLegalHoliday(date: string): string | undefined {
  checkDate(date);
  return legalHolidays(Number(date.slice(0, 4))).get(date);
}

/** True when `date` is a Saturday, Sunday or legal holiday in the District of Columbia. */
export function isNonBusinessDay(date: string): boolean {
  checkDate(date);
  const dow = weekday(date);
  return dow === 0 || dow === 6 || legalHolidays(Number(date.slice(0, 4))).has(date);
}

/** `date` (YYYY-MM-DD) itself, or the next day that is not a Saturday, Sunday or DC legal holiday (IRC §7503). */
export function nextBusinessDay(date: string): string {
  let day = date;
  while (isNonBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The four installment dates of a calendar tax year as the statute writes them (IRC §6654(c)(2)): April 15, June 15 and
 * September 15 of the year and January 15 of the next. Form 2210's worksheet counts penalty days from these dates.
 */
export function statutoryEstimatedTaxDates(taxYear: number): [string, string, string, string] {
  return [`${taxYear}-04-15`, `${taxYear}-06-15`, `${taxYear}-09-15`, `${taxYear + 1}-01-15`];
}

/** The four Form 1040-ES installment due dates of a calendar tax year, each moved by §7503 to a business day. */
export function estimatedTaxDueDates(taxYear: number): [string, string, string, string] {
  return statutoryEstimatedTaxDates(taxYear).map(nextBusinessDay) as [string, string, string, string];
}

function checkDate(date: string): void {
  if (!isRealDate(date)) throw new RangeError(`not a calendar date written YYYY-MM-DD: ${date}`);
  if (Number(date.slice(0, 4)) < DC_HOLIDAYS_FIRST_YEAR) {
    throw new RangeError(`the DC legal holiday table starts in ${DC_HOLIDAYS_FIRST_YEAR} (Juneteenth); ${date} is before it`);
  }
}
