import type { Locale } from './locale.js';
import { numberFormat } from './number-format.js';

/** How a figure of a result is written for people: the page formats values with these, and Spanish texts too. */
/** 'code' is text shown as written (a converted document, in a scrollable block); 'json' is any value shown as JSON. */
export type ValueFormat = 'money' | 'percent' | 'number' | 'integer' | 'date' | 'text' | 'code' | 'json' | 'boolean' | 'months' | 'years';

/** The currencies a result's money can be written in (ISO 4217): each has cents, and a sign or code that tells it apart. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

const TAGS = { en: 'en-US', es: 'es-ES' } as const;
/**
 * en-GB for pounds ("£1,234.00"); Spanish writes every currency after the figure ("1.234,00 €", "1.234,00 US$",
 * "1.234,00 CAD").
 */
function moneyFormat(locale: Locale, currency: Currency, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  return numberFormat(locale === 'en' ? (currency === 'GBP' ? 'en-GB' : 'en-US') : TAGS.es, {
    style: 'currency',
    currency,
    // The pound and the euro have one sign; the narrow sign of a dollar or a peso is a bare "$", so Spanish writes
    // "US$" and the other codes (CAD, MXN) to tell them apart.
    currencyDisplay: locale === 'es' && (currency === 'EUR' || currency === 'GBP') ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
    // Spanish style leaves four-digit numbers ungrouped (4926); money reads better grouped (4.926,00 €).
    useGrouping: 'always',
  });
}

/** $1,234.50 · 1.234,50 €. `wholeUnits` drops the cents (chart axes). */
export function formatMoney(value: number, currency: Currency, locale: Locale, wholeUnits = false): string {
  return wholeUnits ? moneyFormat(locale, currency, 0, 0).format(value) : moneyFormat(locale, currency, 2, 2).format(value);
}

/** Money finer than a cent (a mileage rate of $0.725), with up to `maxDecimals` decimals and at least two. */
export function formatPreciseMoney(value: number, currency: Currency, locale: Locale, maxDecimals = 6): string {
  return moneyFormat(locale, currency, 2, maxDecimals).format(value);
}

/**
 * A formatter per locale, made on first use: the first Intl formatter of a process loads ICU's data (tens of ms), which
 * a cold start whose first requests format nothing should not pay.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}

const numberFormats = perLocale((locale) =>
  locale === 'es' ? new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' }) : new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
);

/** 1,234.5 · 1.234,5 (at most two decimals). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormats(locale).format(value);
}

/** A figure with exactly `decimals` decimals, grouped: 1,200.00 · 1.200,00 (amounts without a currency sign, sizes). */
export function formatFixed(value: number, locale: Locale, decimals = 2): string {
  return numberFormat(TAGS[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' }).format(value);
}

/** A percentage given as a number of percent: 4.7 → "4.7 %" · "4,7 %". */
export function formatPercent(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)} %`;
}

/** The ICU tag each locale's dates are written in. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

function dateFormatter(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  return perLocale((locale) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...options, timeZone: 'UTC' }));
}

const dateFormats = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormats = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
const monthFormats = dateFormatter({ month: 'long', year: 'numeric' });

/** A date in running text: "21 November 2026" · "21 de noviembre de 2026" (YYYY-MM-DD, or an instant's UTC date). */
export function formatLongDay(value: string, locale: Locale): string {
  return longDateFormats(locale).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

/** A month (YYYY-MM) in running text: "February 2028" · "febrero de 2028". Anything else as it is. */
export function formatMonth(value: string, locale: Locale): string {
  const time = /^\d{4}-\d{2}$/.test(value) ? Date.parse(`${value}-01T00:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? value : monthFormats(locale).format(time);
}

/** YYYY-MM-DD (or an ISO instant, shown as its UTC date): "24 Nov 2026" · "24 nov 2026". Anything else as it is. */
export function formatDay(value: string, locale: Locale): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormats(locale).format(time);
}

const WORDS = {
  en: { yes: 'yes', no: 'no', month: 'month', months: 'months', year: 'year', years: 'years' },
  es: { yes: 'sí', no: 'no', month: 'mes', months: 'meses', year: 'año', years: 'años' },
} as const;

/** Any figure of a result in the words of `locale`; null and undefined are a dash. */
export function formatValue(value: unknown, format: ValueFormat, locale: Locale, currency: Currency = 'USD'): string {
  if (value === null || value === undefined) return '—';
  const w = WORDS[locale];
  switch (format) {
    case 'money': return typeof value === 'number' ? formatMoney(value, currency, locale) : String(value);
    case 'percent': return typeof value === 'number' ? formatPercent(value, locale) : String(value);
    case 'number': return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'integer': return typeof value === 'number' ? formatNumber(Math.round(value), locale) : String(value);
    case 'date': return formatDay(String(value), locale);
    case 'boolean': return value ? w.yes : w.no;
    case 'months': return typeof value === 'number' ? `${formatNumber(value, locale)} ${value === 1 ? w.month : w.months}` : String(value);
    case 'years': return typeof value === 'number' ? `${formatNumber(value, locale)} ${value === 1 ? w.year : w.years}` : String(value);
    case 'text':
    case 'code': return typeof value === 'string' ? value : JSON.stringify(value);
    case 'json': return JSON.stringify(value, null, 2);
  }
}
