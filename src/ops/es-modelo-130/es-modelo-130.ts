/**
 * Pure arithmetic of the Modelo 130 (IRPF quarterly prepayment), casilla by casilla as on the AEAT form. Every casilla is
 * rounded to cents as it is declared, and later quarters use the declared amounts (as the form does).
 */
import { cents as roundCents } from '../../core/money.js';
import { numberFormat } from '../../core/number-format.js';

/** Cents, never a negative zero. */
const cents = (value: number): number => roundCents(value) || 0;

export type Actividad = 'general' | 'agraria';

export interface QuarterInput {
  ingresos: number;
  gastos: number;
  retenciones: number;
}

export interface Modelo130Rates {
  /** 0.20: share of the accumulated net profit (art. 110.1.a RIRPF). */
  generalRate: number;
  /** 0.02: share of the quarter's income for farming, livestock, forestry and fishing (art. 110.1.c). */
  agrariaRate: number;
  /** Casilla 13 for every quarter (art. 110.3.c), already chosen from the prior-year income. */
  reduction: number;
}

/** c01 … c19, in euros. */
export type Casillas = Record<`c${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12' | '13' | '14' | '15' | '16' | '17' | '18' | '19'}`, number>;

export type ResultType = 'a ingresar' | 'a deducir' | 'negativa';

export interface QuarterResult {
  quarter: number;
  casillas: Casillas;
  amountToPay: number;
  resultType: ResultType;
  /** Negative results (the unused casilla 13 reduction) still to deduct in later quarters of the year (0 after 4T). */
  pendingAfter: number;
  /** After 4T: the reduction left unused at the end of the year, which cannot be carried to another year. */
  unusedAtYearEnd: number;
}

/** The quarterly results of one year, quarters[0] being the first quarter. */
export function computeModelo130(quarters: readonly QuarterInput[], actividad: Actividad, rates: Modelo130Rates): QuarterResult[] {
  const results: QuarterResult[] = [];
  let ingresos = 0;
  let gastos = 0;
  let retenciones = 0;
  let earlierPositive07 = 0;
  let pending = 0;
  quarters.forEach((q, index) => {
    const quarter = index + 1;
    ingresos += q.ingresos;
    gastos += q.gastos;
    retenciones += q.retenciones;

    // Apartado I: activities other than farming, on the profit accumulated since 1 January.
    let c01 = 0, c02 = 0, c03 = 0, c04 = 0, c05 = 0, c06 = 0, c07 = 0;
    // Apartado II: farming, livestock, forestry and fishing, on the quarter's income alone.
    let c08 = 0, c09 = 0, c10 = 0, c11 = 0;
    if (actividad === 'general') {
      c01 = cents(ingresos);
      c02 = cents(gastos);
      c03 = cents(c01 - c02);
      c04 = c03 > 0 ? cents(c03 * rates.generalRate) : 0;
      c05 = cents(earlierPositive07); // less the earlier casillas 16, which are not modelled (0)
      c06 = cents(retenciones);
      c07 = cents(c04 - c05 - c06);
      if (c07 > 0) earlierPositive07 += c07;
    } else {
      c08 = cents(q.ingresos);
      c09 = cents(c08 * rates.agrariaRate);
      c10 = cents(q.retenciones);
      c11 = cents(c09 - c10);
    }

    // Apartado III: total.
    const c12 = Math.max(0, cents(c07 + c11));
    const c13 = cents(rates.reduction);
    const c14 = cents(c12 - c13);
    const c15 = c14 > 0 ? Math.min(pending, c14) : 0;
    pending = cents(pending - c15);
    const c16 = 0;
    const c17 = cents(c14 - c15 - c16);
    const c18 = 0;
    const c19 = cents(c17 - c18);
    let resultType: ResultType;
    if (c19 > 0) resultType = 'a ingresar';
    else if (c19 < 0 && quarter < 4) resultType = 'a deducir';
    else resultType = 'negativa';
    if (resultType === 'a deducir') pending = cents(pending - c19);
    let unusedAtYearEnd = 0;
    if (quarter === 4) {
      unusedAtYearEnd = cents(pending + Math.max(0, -c19));
      pending = 0;
    }

    results.push({
      quarter,
      casillas: { c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19 },
      amountToPay: Math.max(0, c19),
      resultType,
      pendingAfter: pending,
      unusedAtYearEnd,
    });
  });
  return results;
}

/** Casilla 13 from the prior-year net activity income and the art. 110.3.c table (limits inclusive, ascending). */
export function reductionFor(priorYearNet: number, tiers: readonly { limit: number; amount: number }[]): number {
  for (const tier of tiers) if (priorYearNet <= tier.limit) return tier.amount;
  return 0;
}

/** "1.234,56 €" in Spanish style would confuse English readers of the labels; labels use "€1,234.56". */
export function eur(value: number): string {
  return `€${numberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
}
