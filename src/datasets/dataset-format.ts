import { formatFixed, formatMoney, formatNumber, formatPercent, formatPreciseMoney, formatValue } from '../core/display.js';
import type { Locale } from '../core/locale.js';
import type { Confidence, RuleValue } from '../rules/rule-set.js';

/**
 * How the dataset tables write their cells, in the formats of src/core/display.ts: "14.852 €" · "€14,852", "4,7 %" ·
 * "4.7 %", "2 años" · "2 years", "media-baja" · "medium-low" (dates: formatDay, "1 ene 2026" · "1 Jan 2026").
 *
 * Money: a whole figure is written in whole units (14.852 €) and any other with its cents (2.364,34 €), in both
 * languages; a figure finer than a cent (the IRS mileage rate of 0.725 $) keeps all its decimals. Percentages, ratios
 * and plain numbers keep up to two decimals, or up to six where the figure has more (5/9 of 1 % is 0,555556 %).
 */

const TAGS = { en: 'en-US', es: 'es-ES' } as const;

/** Whether `value` is written exactly with at most `digits` decimals. */
function fitsDecimals(value: number, digits: number): boolean {
  const scale = 10 ** digits;
  return Math.abs(Math.round(value * scale) / scale - value) < 1e-9;
}

const preciseNumbers = {
  en: new Intl.NumberFormat(TAGS.en, { maximumFractionDigits: 6 }),
  es: new Intl.NumberFormat(TAGS.es, { maximumFractionDigits: 6, useGrouping: 'always' }),
};

/** formatNumber, with up to six decimals where the figure has more than two. */
export function formatFigure(value: number, locale: Locale): string {
  return fitsDecimals(value, 2) ? formatNumber(value, locale) : preciseNumbers[locale].format(value);
}

/** A number written with exactly the decimals it was published with ("1.1252" → "1,1252"; "18606.59" → "18.606,59"). */
export function formatPublishedDecimal(published: string, locale: Locale): string {
  const value = Number(published);
  if (!Number.isFinite(value)) return published;
  return formatFixed(value, locale, published.split('.')[1]?.length ?? 0);
}

/** A money figure: whole units when whole, else cents, else every decimal it has. */
export function formatMoneyFigure(value: number, currency: 'USD' | 'EUR' | 'GBP', locale: Locale): string {
  if (Number.isInteger(value)) return formatMoney(value, currency, locale, true);
  if (fitsDecimals(value, 2)) return formatMoney(value, currency, locale);
  return formatPreciseMoney(value, currency, locale);
}

const DAYS = { en: ['day', 'days'], es: ['día', 'días'] } as const;

/** The value of a rule figure with its unit, in the words and number format of `locale`. */
export function formatRuleValue(value: number, unit: RuleValue['unit'], locale: Locale): string {
  switch (unit) {
    case 'USD':
    case 'EUR':
    case 'GBP':
      return formatMoneyFigure(value, unit, locale);
    case 'percent':
      return fitsDecimals(value, 2) ? formatPercent(value, locale) : `${formatFigure(value, locale)} %`;
    case 'ratio':
      return `${formatFigure(value, locale)}×`;
    case 'years':
    case 'months':
      return formatValue(value, unit, locale);
    case 'days':
      return `${formatFigure(value, locale)} ${DAYS[locale][value === 1 ? 0 : 1]}`;
  }
}

const CONFIDENCE: Record<Locale, Record<Confidence, string>> = {
  en: { high: 'high', medium: 'medium', 'medium-low': 'medium-low' },
  es: { high: 'alta', medium: 'media', 'medium-low': 'media-baja' },
};

/** How sure we are of a figure, in words: "alta", "media", "media-baja" · "high", "medium", "medium-low". */
export function confidenceLabel(confidence: Confidence, locale: Locale): string {
  return CONFIDENCE[locale][confidence];
}
