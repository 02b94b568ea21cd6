// The tax year as every section reads it: its dates and figures, their confidence, and the words to write them in.
import { addDays } from '../../core/calendar-date.js';
import { formatDay, formatMoney, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { numberFormat } from '../../core/number-format.js';
import type { Confidence } from '../../rules/rule-set.js';
import type { usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';

export type Values = (typeof usYearEndDeadlines)['versions'][number]['values'];
type Key = keyof Values;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "Friday January 15, 2027" · "viernes 15 ene 2027". */
export function longDate(date: string, locale: Locale = 'en'): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (locale === 'es') return `${WEEKDAYS_ES[d.getUTCDay()]} ${formatDay(date, 'es')}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export const usd = (n: number) => `$${numberFormat('en-US').format(n)}`;

/** The texts of a result in one language: `t(english, spanish)` (see core/say.ts). */
type Say = (en: string, es: string) => string;
const english: Say = (en) => en;

const lowest = (values: readonly Confidence[]): Confidence =>
  values.includes('medium-low') ? 'medium-low' : values.includes('medium') ? 'medium' : 'high';

/** What the sections read: the year's dates and figures, and the formatters of the reader's language. */
export type ChecklistScene = ReturnType<typeof sceneOf>;

/** The scene of a tax year from its rule version (and the neighbouring versions, for the 1099 history). */
export function sceneOf(taxYear: number, values: Values, previous: Values | undefined, next: Values | undefined, locale: Locale) {
  const es = locale === 'es';
  const t: Say = es ? (_en, spanish) => spanish : english;
  const yearEnd = `${taxYear}-12-31`;
  const due = (key: Key) => addDays(yearEnd, values[key].value);
  const v = (key: Key) => values[key].value;
  const conf = (...keys: Key[]) => lowest(keys.map((k) => values[k].confidence));
  const money = (n: number) => (es ? formatMoney(n, 'USD', 'es', true) : usd(n));
  const pct = (n: number) => (es ? formatPercent(n, 'es') : `${n} %`);
  const day = (date: string) => longDate(date, locale);
  return {
    taxYear,
    values,
    previous,
    next,
    t,
    yearEnd,
    v,
    conf,
    money,
    pct,
    day,
    q4: due('q4EstimatedTaxDueDays'),
    returnDue: due('returnDueDays'),
    extendedDue: due('extendedReturnDueDays'),
    necDue: due('form1099NecDueDays'),
    threshold: v('form1099NecThreshold'),
  };
}
