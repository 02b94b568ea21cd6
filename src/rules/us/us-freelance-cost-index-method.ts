/**
 * The method of the US freelance cost index: which components, the scale each value is scored on and the weight of
 * each score. These are METHODOLOGY CHOICES of ours, not facts from a source: the floors, ceilings and weights are
 * published here, in every result and in the guide `us-freelance-cost-index-methodology`, and changing one changes
 * every reading. The sourced monthly values live in `us-freelance-cost-index.rules.ts`.
 *
 * Score of a value v on [floor, ceiling]: 0 at or below the floor, 10 at or above the ceiling, linear in between:
 * 10 × (v − floor) ÷ (ceiling − floor), rounded to 2 decimals (half up). Reading = Σ weight × score, rounded to
 * 1 decimal (half up). The weights sum to 1.
 */

export type CostIndexComponentId =
  | 'consumerPrices'
  | 'borrowingCosts'
  | 'irsUnderpaymentRate'
  | 'vehicleMileageRate'
  | 'socialSecurityWageBase';

export interface CostIndexComponentMethod {
  id: CostIndexComponentId;
  name: { en: string; es: string };
  /** Unit of the value, as shown in results. */
  unit: 'percent' | 'USD per mile' | 'USD';
  /** How often the underlying official figure is set or published. */
  periodicity: 'monthly' | 'policy rate in force at month end' | 'quarterly' | 'annual';
  /** Value that scores 0 (a methodology choice). */
  floor: number;
  /** Value that scores 10 (a methodology choice). */
  ceiling: number;
  /** Weight of the score in the reading (a methodology choice); the weights sum to 1. */
  weight: number;
  /** Why this floor and ceiling: the reasoning behind our choice, not a quoted fact. */
  scaleRationale: string;
}

/** In the order they are shown. */
export const costIndexMethod: readonly CostIndexComponentMethod[] = [
  {
    id: 'consumerPrices',
    name: {
      en: 'Consumer prices: CPI-U all items, 12-month change (BLS)',
      es: 'Precios de consumo: IPC-U general, variación a 12 meses (BLS)',
    },
    unit: 'percent',
    periodicity: 'monthly',
    floor: 0,
    ceiling: 6,
    weight: 0.4,
    scaleRationale: 'Our choice: no price change scores 0; 6 %, three times the Federal Reserve\'s 2 % inflation objective, scores 10.',
  },
  {
    id: 'borrowingCosts',
    name: {
      en: 'Borrowing costs: federal funds target range, upper limit (FOMC)',
      es: 'Coste de financiación: banda objetivo de los fondos federales, límite superior (FOMC)',
    },
    unit: 'percent',
    periodicity: 'policy rate in force at month end',
    floor: 0,
    ceiling: 6,
    weight: 0.25,
    scaleRationale:
      'Our choice: 0 % scores 0 (the range was 0 to 0.25 % in 2020–2021); 6 % scores 10, just above the 5.5 % upper limit of 2023–2024.',
  },
  {
    id: 'irsUnderpaymentRate',
    name: {
      en: 'IRS underpayment interest rate, individuals (quarterly)',
      es: 'Tipo de interés de demora del IRS, personas físicas (trimestral)',
    },
    unit: 'percent',
    periodicity: 'quarterly',
    floor: 3,
    ceiling: 9,
    weight: 0.15,
    scaleRationale:
      'Our choice: 3 % scores 0, the rate the formula (federal short-term rate + 3 points) gives with a short-term rate of zero; 9 % scores 10.',
  },
  {
    id: 'vehicleMileageRate',
    name: {
      en: 'IRS standard mileage rate for business use (annual)',
      es: 'Tarifa estándar por milla del IRS para uso profesional (anual)',
    },
    unit: 'USD per mile',
    periodicity: 'annual',
    floor: 0.55,
    ceiling: 0.8,
    weight: 0.1,
    scaleRationale:
      'Our choice: 55 cents a mile scores 0 and 80 cents scores 10, a range around the 2025 and 2026 rates (70 and 72.5 cents); the IRS sets the rate from a study of the cost of running a car.',
  },
  {
    id: 'socialSecurityWageBase',
    name: {
      en: 'Social Security wage base: earnings subject to the 12.4 % OASDI part of self-employment tax (annual)',
      es: 'Base máxima de la Seguridad Social: ingresos sujetos al 12,4 % (OASDI) del impuesto de autónomos (anual)',
    },
    unit: 'USD',
    periodicity: 'annual',
    floor: 150_000,
    ceiling: 200_000,
    weight: 0.1,
    scaleRationale:
      'Our choice: $150,000 scores 0 and $200,000 scores 10, a range around the 2025 and 2026 bases ($176,100 and $184,500); a higher base means more self-employment tax for earners above the old base.',
  },
];

/** Components considered and left out, and why (shown in every result's assumptions and in the guide). */
export const costIndexLeftOut: readonly { en: string; es: string }[] = [
  {
    en:
      'Health coverage premiums are not a component: no official figure for the national average ACA benchmark premium could be verified (only ' +
      'secondary reports of KFF estimates were found, giving different 2025 figures: $477 and $497 a month), so none is used.',
    es:
      'Las primas del seguro médico no son un componente: no se pudo verificar ninguna cifra oficial de la prima media nacional de referencia de la ' +
      'ACA (solo se encontraron informes secundarios de estimaciones de KFF, con cifras distintas para 2025: 477\u00a0US$ y 497\u00a0US$ al mes), así que no se usa ninguna.',
  },
];
