import { defineRuleSet, type RuleValue } from '../rule-set.js';

const LGSS = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724';
const LGSS_A208 = `${LGSS}#a208`;
/** Disposición transitoria 34.ª (added by Ley 21/2021): the reduced coefficients applied to the maximum pension, 2024-2033. */
const LGSS_DT34 = `${LGSS}#dt-5`;

/** Months of anticipation, 1 to 24. */
export type EarlyMonths = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24;
/**
 * Contribution bracket of art. 208.2: A under 38 years 6 months; B 38 y 6 m to under 41 y 6 m; C 41 y 6 m to under 44 y 6 m;
 * D 44 years 6 months or more.
 */
export type EarlyBracket = 'A' | 'B' | 'C' | 'D';
export type EarlyReductionKey = `reduction${EarlyMonths}Months${EarlyBracket}` | `maximumPensionReduction${EarlyMonths}Months${EarlyBracket}`;

export const EARLY_BRACKETS: readonly EarlyBracket[] = ['A', 'B', 'C', 'D'];

const BRACKET_LABEL: Record<EarlyBracket, string> = {
  A: 'under 38 years 6 months contributed',
  B: '38 years 6 months to under 41 years 6 months',
  C: '41 years 6 months to under 44 years 6 months',
  D: '44 years 6 months or more',
};

const BRACKET_LABEL_ES: Record<EarlyBracket, string> = {
  A: 'menos de 38 años y 6 meses cotizados',
  B: 'de 38 años y 6 meses a menos de 41 años y 6 meses',
  C: 'de 41 años y 6 meses a menos de 44 años y 6 meses',
  D: '44 años y 6 meses o más',
};

function monthsEarlyEs(months: EarlyMonths): string {
  return `${months} ${months === 1 ? 'mes' : 'meses'} de anticipo`;
}

/** Art. 208.2 LGSS: total reduction (%) of the pension by months of anticipation (index 0 = 1 month), columns A-D. */
const ART_208_TABLE: readonly (readonly [number, number, number, number])[] = [
  [3.26, 3.11, 2.96, 2.81], [3.38, 3.23, 3.08, 2.92], [3.52, 3.36, 3.2, 3.04], [3.67, 3.5, 3.33, 3.17],
  [3.83, 3.65, 3.48, 3.3], [4.0, 3.82, 3.64, 3.45], [4.19, 4.0, 3.81, 3.62], [4.4, 4.2, 4.0, 3.8],
  [4.63, 4.42, 4.21, 4.0], [4.89, 4.67, 4.44, 4.22], [5.18, 4.94, 4.71, 4.47], [5.5, 5.25, 5.0, 4.75],
  [5.87, 5.6, 5.33, 5.07], [6.29, 6.0, 5.71, 5.43], [6.77, 6.46, 6.15, 5.85], [7.33, 7.0, 6.67, 6.33],
  [8.0, 7.64, 7.27, 6.91], [8.8, 8.4, 8.0, 7.6], [9.78, 9.33, 8.89, 8.4], [11.0, 10.5, 10.0, 9.2],
  [12.57, 12.0, 11.43, 10.0], [14.67, 14.0, 13.33, 11.0], [17.6, 16.5, 15.0, 12.0], [21.0, 19.0, 17.0, 13.0],
];

/** DT 34.ª LGSS, year 2026: reduction (%) applied to the maximum pension when the pension before reduction exceeds it. */
const DT34_2026_TABLE: readonly (readonly [number, number, number, number])[] = [
  [1.33, 1.28, 1.24, 1.19], [1.36, 1.32, 1.27, 1.23], [1.41, 1.36, 1.31, 1.26], [1.8, 1.75, 1.7, 1.65],
  [1.85, 1.8, 1.74, 1.69], [1.9, 1.85, 1.79, 1.74], [2.31, 2.25, 2.19, 2.14], [2.37, 2.31, 2.25, 2.19],
  [2.44, 2.38, 2.31, 2.25], [2.87, 2.8, 2.73, 2.67], [2.95, 2.88, 2.81, 2.74], [3.05, 2.98, 2.9, 2.83],
  [3.51, 3.43, 3.35, 3.27], [3.64, 3.55, 3.46, 3.38], [3.78, 3.69, 3.6, 3.51], [4.3, 4.2, 4.1, 4.0],
  [4.5, 4.39, 4.28, 4.17], [4.74, 4.62, 4.5, 4.38], [5.38, 5.25, 5.12, 4.97], [5.75, 5.6, 5.45, 5.21],
  [6.22, 6.05, 5.88, 5.45], [7.2, 7.0, 6.8, 6.1], [8.08, 7.75, 7.3, 6.4], [9.1, 8.5, 7.9, 6.7],
];

/** DT 34.ª LGSS, year 2027: reduction (%) applied to the maximum pension when the pension before reduction exceeds it. */
const DT34_2027_TABLE: readonly (readonly [number, number, number, number])[] = [
  [1.6, 1.54, 1.48, 1.42], [1.65, 1.59, 1.53, 1.47], [1.71, 1.64, 1.58, 1.52], [2.07, 2.0, 1.93, 1.87],
  [2.13, 2.06, 1.99, 1.92], [2.2, 2.13, 2.06, 1.98], [2.58, 2.5, 2.42, 2.35], [2.66, 2.58, 2.5, 2.42],
  [2.75, 2.67, 2.58, 2.5], [3.16, 3.07, 2.98, 2.89], [3.27, 3.18, 3.08, 2.99], [3.4, 3.3, 3.2, 3.1],
  [3.85, 3.74, 3.63, 3.53], [4.02, 3.9, 3.78, 3.67], [4.21, 4.08, 3.96, 3.84], [4.73, 4.6, 4.47, 4.33],
  [5.0, 4.86, 4.71, 4.56], [5.32, 5.16, 5.0, 4.84], [6.01, 5.83, 5.66, 5.46], [6.5, 6.3, 6.1, 5.78],
  [7.13, 6.9, 6.67, 6.1], [8.27, 8.0, 7.73, 6.8], [9.44, 9.0, 8.4, 7.2], [10.8, 10.0, 9.2, 7.6],
];

const ART_208_NOTE =
  'Art. 208.2 LGSS (wording of Ley 21/2021): the pension is reduced, for each month or fraction of a month that the worker is ' +
  'short of the ordinary age, by the coefficient of this table for the contribution period, counted in whole periods. The table ' +
  'does not depend on the year. Read in the legalize-es copy of the consolidated BOE text (BOE-A-2015-11724, consolidated to ' +
  '2026-07-31; boe.es itself was not reachable) and compared cell by cell with the values here. Checked 2026-11-24.';
const DT34_NOTE =
  'DT 34.ª LGSS: when the pension before the reduction exceeds the maximum pension, the reduction is applied to the maximum, with ' +
  'coefficients phased in year by year from 2024 to 2033 (the full art. 208.2 table from 2033). This version\'s year column, read ' +
  'in the legalize-es copy of the consolidated BOE text (BOE-A-2015-11724, consolidated to 2026-07-31; boe.es itself was not ' +
  'reachable) and compared cell by cell with the values here. Checked 2026-11-24.';

function table(year: 2026 | 2027, maximumTable: readonly (readonly [number, number, number, number])[]): Record<EarlyReductionKey, RuleValue> {
  const values: Partial<Record<EarlyReductionKey, RuleValue>> = {};
  for (let i = 0; i < 24; i++) {
    const months = (i + 1) as EarlyMonths;
    EARLY_BRACKETS.forEach((bracket, column) => {
      values[`reduction${months}Months${bracket}`] = {
        value: ART_208_TABLE[i]![column]!,
        unit: 'percent',
        label: `Voluntary early retirement, ${months} month${months === 1 ? '' : 's'} early, ${BRACKET_LABEL[bracket]} (column ${bracket}): reduction of the pension`,
        labelEs: `Jubilación anticipada voluntaria, ${monthsEarlyEs(months)}, ${BRACKET_LABEL_ES[bracket]} (columna ${bracket}): coeficiente reductor de la pensión`,
        source: LGSS_A208,
        confidence: 'medium',
        note: ART_208_NOTE,
      };
    });
  }
  for (let i = 0; i < 24; i++) {
    const months = (i + 1) as EarlyMonths;
    EARLY_BRACKETS.forEach((bracket, column) => {
      values[`maximumPensionReduction${months}Months${bracket}`] = {
        value: maximumTable[i]![column]!,
        unit: 'percent',
        label: `Pension above the maximum, ${year}: ${months} month${months === 1 ? '' : 's'} early, ${BRACKET_LABEL[bracket]} (column ${bracket}): reduction of the maximum pension`,
        labelEs: `Pensión superior a la máxima, ${year}: ${monthsEarlyEs(months)}, ${BRACKET_LABEL_ES[bracket]} (columna ${bracket}): coeficiente reductor sobre la pensión máxima`,
        source: LGSS_DT34,
        confidence: 'medium',
        note: DT34_NOTE,
      };
    });
  }
  return values as Record<EarlyReductionKey, RuleValue>;
}

/**
 * The reductions of voluntary early retirement (art. 208.2 LGSS) by months of anticipation and contribution bracket, and the
 * yearly reductions applied to the maximum pension when the pension before reduction exceeds it (DT 34.ª LGSS): the 2026 and
 * 2027 columns, both statutory.
 */
export const esEarlyRetirementReductions2026 = defineRuleSet<EarlyReductionKey>({
  id: 'es-early-retirement-reductions-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: voluntary early retirement reductions (art. 208 and DT 34.ª LGSS)',
    es: 'España: coeficientes reductores de la jubilación anticipada voluntaria (art. 208 y DT 34.ª LGSS)',
  },
  shortName: { en: 'Spain: early retirement reductions (art. 208 LGSS)', es: 'España: coeficientes reductores de la jubilación anticipada' },
  description: {
    en:
      'The total reduction of the retirement pension for each month of voluntary early retirement (1 to 24 months before the ' +
      'ordinary age) in the four contribution brackets of art. 208.2 LGSS (under 38 years 6 months; to 41 years 6 months; to 44 ' +
      'years 6 months; more), the same every year, and the smaller reductions that DT 34.ª applies to the maximum pension when the ' +
      'pension before reduction is above it, which rise year by year: the 2026 and the 2027 columns (24 months early: 9.10 / 8.50 / ' +
      '7.90 / 6.70 % in 2026, 10.80 / 10.00 / 9.20 / 7.60 % in 2027).',
    es:
      'La reducción total de la pensión de jubilación por cada mes de anticipo voluntario (de 1 a 24 meses antes de la edad ' +
      'ordinaria) en los cuatro tramos de cotización del art. 208.2 LGSS (menos de 38 años y 6 meses; hasta 41 años y 6 meses; hasta ' +
      '44 años y 6 meses; más), igual todos los años, y los coeficientes menores que la DT 34.ª aplica sobre la pensión máxima ' +
      'cuando la pensión antes de reducir la supera, que suben cada año: las columnas de 2026 y de 2027 (24 meses de anticipo: ' +
      '9,10 / 8,50 / 7,90 / 6,70 % en 2026; 10,80 / 10,00 / 9,20 / 7,60 % en 2027).',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2027-12-31',
  sources: [
    { title: 'BOE — LGSS (RDLeg 8/2015), art. 208.2: coeficientes reductores de la jubilación anticipada voluntaria', url: LGSS_A208 },
    { title: 'BOE — LGSS, disposición transitoria 34.ª: coeficientes sobre la pensión máxima, 2024-2033', url: LGSS_DT34 },
  ],
  versions: [
    { effective: '2026-01-01', values: table(2026, DT34_2026_TABLE) },
    { effective: '2027-01-01', values: table(2027, DT34_2027_TABLE) },
  ],
});
