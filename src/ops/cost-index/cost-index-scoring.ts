// The index's arithmetic: a figure's score between its floor and ceiling, and the weighted reading, in exact integers.

/** Hundredths of a value with at most 6 decimals, as an exact integer (0.725 → 72.5 is kept as 72500 millionths first). */
function micros(value: number): number {
  return Math.round(value * 1_000_000);
}

/**
 * Score in hundredths of a point (0–1000): 0 at or below the floor, 1000 at or above the ceiling, else
 * 1000 × (v − floor) ÷ (ceiling − floor) rounded half up, in integer arithmetic so a tie never depends on binary noise.
 */
export function scoreHundredths(value: number, floor: number, ceiling: number): number {
  const v = micros(value);
  const f = micros(floor);
  const c = micros(ceiling);
  if (v <= f) return 0;
  if (v >= c) return 1000;
  const num = (v - f) * 1000;
  const den = c - f;
  return Math.floor((2 * num + den) / (2 * den));
}

/** Weight in hundredths (0.25 → 25). */
export function weightHundredths(weight: number): number {
  return Math.round(weight * 100);
}

/** Reading in tenths from Σ weight(hundredths) × score(hundredths), rounded half up. */
export function readingTenths(terms: readonly { weight: number; scoreHundredths: number }[]): { tenThousandths: number; tenths: number } {
  const tenThousandths = terms.reduce((sum, t) => sum + weightHundredths(t.weight) * t.scoreHundredths, 0);
  return { tenThousandths, tenths: Math.floor((tenThousandths + 500) / 1000) };
}
