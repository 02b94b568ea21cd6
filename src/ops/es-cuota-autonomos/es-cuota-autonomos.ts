/**
 * Pure arithmetic of the RETA contribution: the monthly net income the Seguridad Social counts, the tramo it falls in,
 * and the fee on a base, concept by concept (LGSS art. 308; Orden de cotización of the year, arts. 18 and 37).
 */
import { cents as roundCents } from '../../core/money.js';
import { TRAMOS, type Tramo } from '../../rules/es/es-reta-contribution-2026.rules.js';

/** Cents, never a negative zero. */
const cents = (value: number): number => roundCents(value) || 0;

export interface TramoRow {
  tramo: Tramo;
  /** Upper limit of monthly net income; null for the last tramo. */
  upTo: number | null;
  minBase: number;
  maxBase: number;
}

export type Concept = 'commonContingencies' | 'professionalContingencies' | 'cessation' | 'training' | 'mei';
export const CONCEPTS: readonly Concept[] = ['commonContingencies', 'professionalContingencies', 'cessation', 'training', 'mei'];
export type Rates = Readonly<Record<Concept, number>>;

/**
 * The net income of the year less the generic-expense deduction (7 %, or 3 % for societarios), in full precision.
 * A loss is not reduced further: the deduction is a share of expenses, and a loss has no income to deduct them from.
 */
export function computable(annualNetIncome: number, deductionPct: number): number {
  return annualNetIncome > 0 ? annualNetIncome * (1 - deductionPct / 100) : annualNetIncome;
}

/** The monthly net income the tables are read with: the computable income ÷ 12, rounded once, to the cent. */
export function monthlyNetIncome(computableAnnual: number): number {
  return cents(computableAnnual / 12);
}

/**
 * The tramo of a monthly net income. Every limit is inclusive ("≤ 670") except the last of the reduced table, which
 * ends below the general table's first limit ("> 900 y < 1.166,70"; general tramo 1 is "≥ 1.166,70").
 */
export function findTramo(monthly: number, table: readonly TramoRow[]): TramoRow {
  for (const row of table) {
    if (row.upTo === null) return row;
    if (row.tramo === 'reduced3' ? monthly < row.upTo : monthly <= row.upTo) return row;
  }
  return table[table.length - 1]!;
}

export interface Fee {
  parts: Record<Concept, number>;
  total: number;
}

/**
 * The fee on `base`: the base × the sum of the rates, to the cent (the cuotas the Seguridad Social publishes come out
 * this way: 653.59 × 31.50 % = 205.88), and each concept's share to the cent, which may differ from it by a cent.
 */
export function feeOn(base: number, rates: Rates): Fee {
  const parts = Object.fromEntries(CONCEPTS.map((c) => [c, cents((base * rates[c]) / 100)])) as Record<Concept, number>;
  return { parts, total: cents((base * totalRate(rates)) / 100) };
}

export function totalRate(rates: Rates): number {
  return Number(CONCEPTS.reduce((sum, c) => sum + rates[c], 0).toFixed(4));
}

/** TRAMOS in table order, read from a version's values. */
export function tableFrom(v: Readonly<Record<string, { value: number }>>): TramoRow[] {
  return TRAMOS.map((tramo) => ({
    tramo,
    upTo: tramo === 'general12' ? null : v[`${tramo}UpTo`]!.value,
    minBase: v[`${tramo}MinBase`]!.value,
    maxBase: v[`${tramo}MaxBase`]!.value,
  }));
}

export type Direction = 'charge' | 'refund' | 'none';

/**
 * The year-end regularisation for a provisional base kept all year (RD 2064/1995 art. 46.2, regla 5ª): below the real
 * tramo's minimum, the minimum becomes the base and the difference is charged; above its maximum, the maximum becomes
 * the base and the difference is refunded; inside, nothing changes. The difference of the 12 monthly bases is priced
 * at the year's total rate.
 */
export function regularise(chosenBase: number, real: TramoRow, rates: Rates): { definitiveBase: number; yearlyBaseDifference: number; amount: number; direction: Direction } {
  const definitiveBase = Math.min(Math.max(chosenBase, real.minBase), real.maxBase);
  const yearlyBaseDifference = cents((definitiveBase - chosenBase) * 12);
  const amount = feeOn(Math.abs(yearlyBaseDifference), rates).total;
  const direction: Direction = yearlyBaseDifference > 0 ? 'charge' : yearlyBaseDifference < 0 ? 'refund' : 'none';
  return { definitiveBase, yearlyBaseDifference, amount, direction };
}
