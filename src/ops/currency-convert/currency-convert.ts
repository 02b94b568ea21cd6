import { InputError } from '../../core/errors.js';
import type { RatesResult } from '../../services/ecb-rates.js';
import { divide, fromNumber, multiply, parseDecimal, toFixed, toSignificant, type Ratio } from './decimal.js';
import { MINOR_UNITS } from './minor-units.js';

/** Significant digits of the rate and inverse rate shown (the ECB publishes 4 to 7). */
export const RATE_SIGNIFICANT_DIGITS = 6;

export interface Conversion {
  result: string;
  minorUnits: number;
  rate: string;
  inverseRate: string;
}

/**
 * The currencies that can be converted with these rates: EUR plus every quoted currency whose minor units are known
 * (a currency new to the feed and missing from the ISO 4217 table is listed by currency-rates but not converted, since
 * its rounding is unknown). Alphabetical.
 */
export function convertible(rates: RatesResult): string[] {
  return ['EUR', ...Object.keys(rates.rates)].filter((code) => MINOR_UNITS[code] !== undefined).sort();
}

/** Most digits an amount may be written with (beyond the double's own 5e-324, 324 decimal places): bounds the arithmetic. */
export const MAX_AMOUNT_DIGITS = 400;

/**
 * The amount as the exact decimal the request wrote: `written` is the JSON number's text when it has more digits
 * than the double keeps (1.0049999999999999, which the double rounds to 1.005), else undefined and the double's
 * shortest decimal is the one written. A text with more than 400 digits, written out, is refused.
 */
export function amountOf(amount: number, written: string | undefined): Ratio {
  if (written === undefined) return fromNumber(amount);
  const m = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(written);
  if (!m) return fromNumber(amount);
  const [, whole, fraction = '', exponent = '0'] = m;
  // Digits once written out without an exponent: what parseDecimal would build.
  const e = Number(exponent);
  const digits = whole!.length + fraction.length + Math.abs(e);
  if (!Number.isSafeInteger(e) || digits > MAX_AMOUNT_DIGITS) {
    throw new InputError(
      `amount: written with more than ${MAX_AMOUNT_DIGITS} digits; write at most ${MAX_AMOUNT_DIGITS} digits, without a long exponent`,
      `amount: escrito con más de ${MAX_AMOUNT_DIGITS} cifras; escribe como mucho ${MAX_AMOUNT_DIGITS} cifras, sin un exponente largo`,
    );
  }
  // The sign of a zero (-0) is no amount of money: the schema already refused any other negative.
  return parseDecimal(written.replace(/^-/, ''));
}

/**
 * amount × rate[to] / rate[from] (rates are units per EUR, EUR being 1): crossed through the euro, computed exactly,
 * then rounded half-up to the minor units of `to`. The rate and its inverse are the exact ratios rounded half-up to
 * 6 significant digits; the result is computed from the exact rates, not from the rounded rate.
 */
export function convert(amount: Ratio, from: string, to: string, rates: RatesResult): Conversion {
  const supported = convertible(rates);
  for (const [field, code] of [['from', from], ['to', to]] as const) {
    if (!supported.includes(code)) {
      throw new InputError(
        `${field}: unsupported currency '${code}'; supported: ${supported.join(', ')}`,
        `${field}: divisa no admitida '${code}'; se admiten: ${supported.join(', ')}`,
      );
    }
  }
  const perEuro = (code: string): Ratio => (code === 'EUR' ? { num: 1n, den: 1n } : parseDecimal(rates.rates[code]!));
  const rate = divide(perEuro(to), perEuro(from));
  const minorUnits = MINOR_UNITS[to]!;
  return {
    result: toFixed(multiply(amount, rate), minorUnits),
    minorUnits,
    rate: toSignificant(rate, RATE_SIGNIFICANT_DIGITS),
    inverseRate: toSignificant(divide(perEuro(from), perEuro(to)), RATE_SIGNIFICANT_DIGITS),
  };
}
