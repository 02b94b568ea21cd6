/**
 * Exact decimal arithmetic for money: values are non-negative rationals of BigInts, so no binary-float rounding
 * ever enters a result. Rounding is half-up (a tie goes to the larger magnitude), the usual rule for money.
 */

/** A non-negative rational number `num / den` (den > 0). */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** "1.1252" → 11252/10000; accepts digits with an optional fraction and exponent ("5e-7", "1.5e+21"). */
export function parseDecimal(text: string): Ratio {
  const m = /^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) throw new Error(`not a plain non-negative decimal: '${text}'`);
  const fraction = m[2] ?? '';
  const exponent = Number(m[3] ?? 0) - fraction.length;
  const digits = BigInt(m[1]! + fraction);
  return exponent >= 0 ? { num: digits * pow10(exponent), den: 1n } : { num: digits, den: pow10(-exponent) };
}

/**
 * The decimal a JSON number stands for: the shortest decimal that reads back as the same double, which is what the
 * caller wrote for any number of up to 15 significant digits. So 1.005 is exactly 1.005 here, not 1.00499999999999989...
 */
export function fromNumber(value: number): Ratio {
  if (!Number.isFinite(value) || value < 0) throw new Error(`not a finite non-negative number: ${value}`);
  return parseDecimal(String(value));
}

export const multiply = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den });
export const divide = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.den, den: a.den * b.num });

/** floor(num / den + 1/2) for non-negative values: half-up. */
function roundHalfUp(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** Rounded half-up to `decimals` places and written with exactly that many: 88.873089... at 2 → "88.87", 14518.3 at 0 → "14518". */
export function toFixed(value: Ratio, decimals: number): string {
  return writeScaled(roundHalfUp(value.num * pow10(decimals), value.den), decimals);
}

/**
 * Rounded half-up to `digits` significant digits, trailing zeros dropped: 145.18307... at 6 → "145.183",
 * 0.0068878550... at 6 → "0.00688786". Zero gives "0".
 */
export function toSignificant(value: Ratio, digits: number): string {
  if (value.num === 0n) return '0';
  // exponent = floor(log10(value)), found exactly from the digit counts and one comparison.
  let exponent = value.num.toString().length - value.den.toString().length;
  if (!atLeastPowerOf10(value, exponent)) exponent -= 1;
  let shift = digits - 1 - exponent;
  let scaled = roundHalfUp(value.num * pow10(Math.max(shift, 0)), value.den * pow10(Math.max(-shift, 0)));
  if (scaled === pow10(digits)) {
    // 9.999995 → 10.0000: one more integer digit.
    scaled /= TEN;
    shift -= 1;
  }
  if (shift <= 0) return (scaled * pow10(-shift)).toString();
  return writeScaled(scaled, shift).replace(/\.?0+$/, '');
}

function atLeastPowerOf10(value: Ratio, exponent: number): boolean {
  return exponent >= 0 ? value.num >= value.den * pow10(exponent) : value.num * pow10(-exponent) >= value.den;
}

/** 8887n, 2 → "88.87"; 5n, 2 → "0.05"; 14518n, 0 → "14518". */
function writeScaled(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
