// The words of the result: English (the API's) or Spanish (the Spanish page's), figures written the same way.
import { cents } from '../../core/money.js';
import { formatMoney as moneyIn, formatNumber as numberIn, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { Country, CURRENCY } from './mortgage-types.js';

/** `t(english, spanish)` and the locale, as `textsFor(ctx)` gives them; English when absent. */
export interface Say {
  locale: Locale;
  t(en: string, es: string): string;
}

export const ENGLISH: Say = { locale: 'en', t: (en) => en };

/** Formatters for the Spanish texts (the English ones keep their own, written inline as before). */
export const es = {
  pct: (value: number) => formatPercent(value, 'es'),
  num: (value: number) => numberIn(value, 'es'),
  money: (value: number, currency: (typeof CURRENCY)[Country]) => moneyIn(cents(value), currency, 'es'),
  years: (n: number) => `${numberIn(n, 'es')} ${n === 1 ? 'año' : 'años'}`,
};

/** 1234567.891 → "1,234,567.89" (cents, thousands separated), for the sentences. */
export function formatMoney(value: number): string {
  const [whole, fraction] = Math.abs(cents(value)).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** One line of the breakdown. */
export function term(item: string, label: string, amount: number): BreakdownItem {
  return { item, label, amount };
}

/** The last line of every limit's breakdown. */
export function maxPriceLabel({ t }: Say): string {
  return t(
    'Maximum price (loan + deposit), purchase taxes and costs not included',
    'Precio máximo (préstamo + entrada), sin impuestos ni gastos de compra',
  );
}
