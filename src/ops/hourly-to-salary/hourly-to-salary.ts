/**
 * hourly-to-salary: the salary an employer could pay for the same total cost as a contract.
 *
 * Employer cost of a salary S (one employee, one calendar year):
 *   cost(S) = S + ss·min(S, ssWageBase) + medicare·S + futaNet·min(S, futaWageBase) + health + match·S
 * It is continuous, increasing and linear between the two wage bases, so cost(S) = revenue is solved exactly on each
 * segment and the solution that lies inside its own segment is kept. All rates here are fractions (0.062).
 */

export interface PayrollRates {
  socialSecurity: number;
  socialSecurityWageBase: number;
  medicare: number;
  /** FUTA after the state credit: (6.0 − 5.4) / 100. */
  futaNet: number;
  futaWageBase: number;
}

export interface CostParts {
  salary: number;
  socialSecurity: number;
  medicare: number;
  futa: number;
  health: number;
  match: number;
  total: number;
}

/** What an employer pays in a year for `salary`, term by term (full precision). */
export function employerCost(salary: number, rates: PayrollRates, healthAnnual: number, matchRate: number): CostParts {
  const socialSecurity = rates.socialSecurity * Math.min(salary, rates.socialSecurityWageBase);
  const medicare = rates.medicare * salary;
  const futa = rates.futaNet * Math.min(salary, rates.futaWageBase);
  const match = matchRate * salary;
  return {
    salary,
    socialSecurity,
    medicare,
    futa,
    health: healthAnnual,
    match,
    total: salary + socialSecurity + medicare + futa + healthAnnual + match,
  };
}

/**
 * The salary whose employer cost equals `revenue`; 0 when the revenue does not exceed the fixed cost (health).
 * Segments: [0, lower wage base], [lower, higher], [higher, ∞); on each, cost(S) = slope·S + intercept. The segment kept
 * is the first whose upper end costs at least the revenue, i.e. the one where the segment's own solution lies inside it
 * (the clamp only absorbs rounding noise at a boundary, where both neighbouring formulas agree).
 */
export function solveSalary(revenue: number, rates: PayrollRates, healthAnnual: number, matchRate: number): number {
  if (revenue <= healthAnnual) return 0;
  const [low, high] = [rates.futaWageBase, rates.socialSecurityWageBase].sort((a, b) => a - b) as [number, number];
  const bounds: Array<[number, number]> = [
    [0, low],
    [low, high],
    [high, Number.POSITIVE_INFINITY],
  ];
  for (const [lo, hi] of bounds) {
    if (hi !== Number.POSITIVE_INFINITY && employerCost(hi, rates, healthAnnual, matchRate).total < revenue) continue;
    const underSs = hi <= rates.socialSecurityWageBase;
    const underFuta = hi <= rates.futaWageBase;
    const slope = 1 + matchRate + rates.medicare + (underSs ? rates.socialSecurity : 0) + (underFuta ? rates.futaNet : 0);
    const intercept =
      healthAnnual +
      (underSs ? 0 : rates.socialSecurity * rates.socialSecurityWageBase) +
      (underFuta ? 0 : rates.futaNet * rates.futaWageBase);
    return Math.min(hi, Math.max(lo, (revenue - intercept) / slope));
  }
  // Unreachable: the last segment is unbounded.
  throw new Error('hourly-to-salary: no segment holds the solution');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $184,500 or $62.5 → "$62.50" only where cents matter: whole dollars print without them. */
export function formatUsd(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? usd.format(rounded) : usdCents.format(rounded);
}

/** A published percentage for labels: 6.2 → "6.2 %", 0.5999999999999996 → "0.6 %". */
export function formatPct(value: number): string {
  return `${Number(value.toFixed(6))} %`;
}

/** Hours and weeks as given, without binary noise. */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}
