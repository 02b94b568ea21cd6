// Scenarios: each country's headline limit first, then its other published conventions, and one limit applied.
import { esLimit } from './mortgage-limits-es.js';
import { ukLimit } from './mortgage-limits-uk.js';
import { usLimit } from './mortgage-limits-us.js';
import type { CountryRules, Financing, LimitResult, MortgageInput } from './mortgage-types.js';
import { es, type Say } from './mortgage-words.js';

export interface ScenarioSpec {
  id: string;
  label: string;
  limit: number;
  limitUnit: 'percent' | 'multiple';
}

/** The country's limits, headline first. */
export function scenarioSpecs(rules: CountryRules, { t }: Say): ScenarioSpec[] {
  switch (rules.country) {
    case 'us': {
      const v = rules.values;
      return [
        {
          id: 'manual-underwriting',
          label: t(
            `Fannie Mae, manually underwritten loan: all debts up to ${v.maxDtiManualPct.value} % of income (the headline figure)`,
            `Fannie Mae, préstamo con análisis manual: todas las deudas hasta el ${es.pct(v.maxDtiManualPct.value)} de los ingresos (la cifra principal)`,
          ),
          limit: v.maxDtiManualPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'manual-with-compensating-factors',
          label: t(
            `Fannie Mae, manual underwriting with the credit score and reserves of the Eligibility Matrix: up to ${v.maxDtiManualCompensatingPct.value} %`,
            'Fannie Mae, análisis manual con la puntuación de crédito y las reservas que pide su matriz de elegibilidad: hasta el ' +
              es.pct(v.maxDtiManualCompensatingPct.value),
          ),
          limit: v.maxDtiManualCompensatingPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'desktop-underwriter',
          label: t(
            `Fannie Mae, Desktop Underwriter (automated): up to ${v.maxDtiDuPct.value} %`,
            `Fannie Mae, Desktop Underwriter (análisis automatizado): hasta el ${es.pct(v.maxDtiDuPct.value)}`,
          ),
          limit: v.maxDtiDuPct.value,
          limitUnit: 'percent',
        },
      ];
    }
    case 'es': {
      const v = rules.values;
      return [
        {
          id: 'instalment-upper',
          label: t(
            `Spanish banks: instalment up to ${v.maxInstalmentPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} % (the headline figure)`,
            `Bancos españoles: cuota hasta el ${es.pct(v.maxInstalmentPct.value)} de los ingresos netos, todas las deudas hasta el ` +
              `${es.pct(v.maxTotalDebtPct.value)} (la cifra principal)`,
          ),
          limit: v.maxInstalmentPct.value,
          limitUnit: 'percent',
        },
        {
          id: 'instalment-lower',
          label: t(
            `Spanish banks, conservative end: instalment up to ${v.maxInstalmentLowPct.value} % of net income, all debts up to ${v.maxTotalDebtPct.value} %`,
            `Bancos españoles, criterio prudente: cuota hasta el ${es.pct(v.maxInstalmentLowPct.value)} de los ingresos netos, todas las ` +
              `deudas hasta el ${es.pct(v.maxTotalDebtPct.value)}`,
          ),
          limit: v.maxInstalmentLowPct.value,
          limitUnit: 'percent',
        },
      ];
    }
    case 'uk': {
      const v = rules.values;
      return [
        {
          id: 'multiple-upper',
          label: t(
            `UK lenders: ${v.incomeMultiple.value} times annual net profit (the headline figure)`,
            `Prestamistas británicos: ${es.num(v.incomeMultiple.value)} veces el beneficio neto anual (la cifra principal)`,
          ),
          limit: v.incomeMultiple.value,
          limitUnit: 'multiple',
        },
        {
          id: 'multiple-lower',
          label: t(
            `UK lenders, lower end: ${v.incomeMultipleLow.value} times annual net profit`,
            `Prestamistas británicos, criterio bajo: ${es.num(v.incomeMultipleLow.value)} veces el beneficio neto anual`,
          ),
          limit: v.incomeMultipleLow.value,
          limitUnit: 'multiple',
        },
      ];
    }
  }
}

/** One limit applied to one income, by the country's method. */
export function applyLimit(
  rules: CountryRules,
  limit: number,
  income: number,
  input: MortgageInput,
  financing: Financing | null,
  say: Say,
): LimitResult {
  const otherDebt = input.otherDebtMonthly ?? 0;
  switch (rules.country) {
    case 'us':
      return usLimit(income, limit, otherDebt, input.deposit ?? 0, financing!, say);
    case 'es':
      return esLimit(income, limit, rules.values, otherDebt, input.deposit, financing!, say);
    case 'uk':
      return ukLimit(income, limit, input.deposit ?? 0, say);
  }
}
