import { formatDay } from '../../core/display.js';
import { InputError } from '../../core/errors.js';
import type { RatesResult } from '../../services/ecb-rates.js';
import { divide, parseDecimal, toSignificant, type Ratio } from '../currency-convert/decimal.js';
import { RATE_SIGNIFICANT_DIGITS } from '../currency-convert/currency-convert.js';

/**
 * The rates per 1 unit of `base`, keyed by code in alphabetical order, as JSON numbers. For EUR, the published
 * decimals themselves. For another base, each is the exact ratio rate(code) ÷ rate(base) of the published decimals
 * (EUR being 1), rounded half-up to 6 significant digits — the precision of currency-convert's rate, and about that
 * of the ECB's own figures (5 or 6 digits, IDR 7). The base itself is not listed (it is 1); EUR is.
 */
export function ratesPer(base: string, rates: RatesResult): Record<string, number> {
  const codes = Object.keys(rates.rates);
  if (base === 'EUR') return Object.fromEntries(codes.sort().map((code) => [code, Number(rates.rates[code])]));
  if (!Object.hasOwn(rates.rates, base)) {
    const known = ['EUR', ...codes].sort().join(', ');
    throw new InputError(
      `base: '${base}' is not among the ECB rates of ${rates.date}; choose one of ${known}`,
      `base: '${base}' no está entre los tipos del BCE del ${formatDay(rates.date, 'es')}; elige una de estas: ${known}`,
    );
  }
  const perEuro = (code: string): Ratio => (code === 'EUR' ? { num: 1n, den: 1n } : parseDecimal(rates.rates[code]!));
  const basePerEuro = perEuro(base);
  return Object.fromEntries(
    ['EUR', ...codes]
      .filter((code) => code !== base)
      .sort()
      .map((code) => [code, Number(toSignificant(divide(perEuro(code), basePerEuro), RATE_SIGNIFICANT_DIGITS))]),
  );
}
