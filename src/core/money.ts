import * as z from 'zod';

/** Largest money amount any calculator accepts: far above any freelancer's figures, and exact in a double. */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * Rounds to cents, half away from zero, on the decimal value the double stands for (1.005 → 1.01, not 1.00):
 * toPrecision(15) drops the binary noise before rounding. Calculators keep full precision inside and round only
 * what they output.
 */
export function cents(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = Math.round(scaled) / 100;
  // Never -0: a tiny negative rounds to a plain 0.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12,345.60: how amounts appear in messages and labels (the currency sign, if any, is the caller's). */
export function formatAmount(value: number): string {
  return amountFormat.format(value);
}

/** A money figure of a result, described. */
export function moneyOut(description: string) {
  return z.number().describe(description);
}

/** A non-negative money amount, bounded. */
export function amountField(description: string) {
  return z.number().min(0).max(MAX_AMOUNT).describe(description);
}

/** A percentage, 0–100. */
export function percentField(description: string) {
  return z.number().min(0).max(100).describe(description);
}
