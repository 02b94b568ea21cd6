import { defineRuleSet, type RuleValue } from '../rule-set.js';

const NOTICE_2025_67 = 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf';
const IRS_ONE_PARTICIPANT_401K = 'https://www.irs.gov/retirement-plans/one-participant-401k-plans';

const NOTICE_QUOTED =
  'Checked 2026-11-21 against the wording of Notice 2025-67 as quoted verbatim by several independent public sources (the ' +
  'PDF itself was not fetched), hence medium. The Notice gives the 2025 figure it increases from, so it sources both years.';

/** Ages written into the Code (§414(v)(1), (v)(2)(E)); the same every year. */
const ages = {
  catchUpMinAge: {
    value: 50,
    unit: 'years',
    label: 'Age (attained by the end of the year) from which catch-up contributions are allowed',
    labelEs: 'Edad (cumplida al final del año) a partir de la cual se permiten aportaciones adicionales (catch-up)',
    source: NOTICE_2025_67,
    confidence: 'medium',
    note: `IRC §414(v)(5)(A): a participant "who would attain age 50 by the end of the taxable year". ${NOTICE_QUOTED}`,
  },
  enhancedCatchUpMinAge: {
    value: 60,
    unit: 'years',
    label: 'First age of the higher catch-up (ages 60 to 63 attained in the year)',
    labelEs: 'Primera edad de la aportación adicional ampliada (de 60 a 63 años cumplidos en el año)',
    source: NOTICE_2025_67,
    confidence: 'medium',
    note: `Notice 2025-67: the §414(v)(2)(E)(i) limitation "for individuals who attain age 60, 61, 62, or 63 in 2026". ${NOTICE_QUOTED}`,
  },
  enhancedCatchUpMaxAge: {
    value: 63,
    unit: 'years',
    label: 'Last age of the higher catch-up (ages 60 to 63 attained in the year)',
    labelEs: 'Última edad de la aportación adicional ampliada (de 60 a 63 años cumplidos en el año)',
    source: NOTICE_2025_67,
    confidence: 'medium',
    note: `As above; SECURE 2.0 Act §109. From age 64 the ordinary catch-up applies again. ${NOTICE_QUOTED}`,
  },
  employerContributionPct: {
    value: 25,
    unit: 'percent',
    label: 'Employer (nonelective) contribution limit, percent of compensation; a self-employed person uses 25 ÷ 125 = 20 % of net earnings',
    labelEs: 'Límite de la aportación del empleador (no electiva), porcentaje de la retribución; un trabajador por cuenta propia usa 25 ÷ 125 = 20 % de sus ingresos netos',
    source: IRS_ONE_PARTICIPANT_401K,
    confidence: 'medium',
    note:
      'IRS, One-participant 401(k) plans: "Employer nonelective contributions up to: 25% of compensation as defined by the ' +
      'plan, or for self-employed individuals, see discussion below" (read as quoted verbatim by independent sources, hence ' +
      'medium). IRC §404(a)(3). For the self-employed, Publication 560 chapter 5 reduces the plan rate to rate ÷ (1 + rate) ' +
      '(Rate Worksheet for Self-Employed; rate table: 25 % → 0.200000), because compensation is net earnings less the ' +
      'deductible half of self-employment tax and less the contribution itself.',
  },
} as const satisfies Record<string, RuleValue>;

type Key =
  | 'electiveDeferralLimit'
  | 'catchUpLimit'
  | 'enhancedCatchUpLimit'
  | 'annualAdditionsLimit'
  | keyof typeof ages;

function limits(year: number, deferral: number, catchUp: number, enhanced: number, additions: number, was: string): Record<Key, RuleValue> {
  return {
    electiveDeferralLimit: {
      value: deferral,
      unit: 'USD',
      label: `Elective deferral limit (401(k) employee contributions), ${year}`,
      labelEs: `Límite de aportación diferida del trabajador (aportaciones del empleado al 401(k)), ${year}`,
      source: NOTICE_2025_67,
      confidence: 'medium',
      note: `IRC §402(g)(1). Notice 2025-67: the limitation "is increased from $23,500 to $24,500" (${was}). ${NOTICE_QUOTED}`,
    },
    catchUpLimit: {
      value: catchUp,
      unit: 'USD',
      label: `Catch-up contribution limit, age 50 or over, ${year}`,
      labelEs: `Límite de la aportación adicional (catch-up), 50 años o más, ${year}`,
      source: NOTICE_2025_67,
      confidence: 'medium',
      note: `IRC §414(v)(2)(B)(i). Notice 2025-67: "increased from $7,500 to $8,000" (${was}). ${NOTICE_QUOTED}`,
    },
    enhancedCatchUpLimit: {
      value: enhanced,
      unit: 'USD',
      label: `Catch-up contribution limit for ages 60 to 63 (instead of the age-50 limit), ${year}`,
      labelEs: `Límite de la aportación adicional de 60 a 63 años (en lugar del límite a partir de 50), ${year}`,
      source: NOTICE_2025_67,
      confidence: 'medium',
      note: `IRC §414(v)(2)(E)(i), SECURE 2.0 Act §109, from 2025. Notice 2025-67: for ages 60–63 it "remains $11,250". ${NOTICE_QUOTED}`,
    },
    annualAdditionsLimit: {
      value: additions,
      unit: 'USD',
      label: `Annual additions limit of a defined contribution plan (employee plus employer, catch-ups not counted), ${year}`,
      labelEs: `Límite anual de aportaciones a un plan de aportación definida (empleado más empleador, sin contar las adicionales), ${year}`,
      source: NOTICE_2025_67,
      confidence: 'medium',
      note:
        `IRC §415(c)(1)(A): the lesser of this amount or 100 % of compensation. Notice 2025-67: "increased in 2026 from $70,000 ` +
        `to $72,000" (${was}). The same figure caps a SEP. ${NOTICE_QUOTED}`,
    },
    ...ages,
  };
}

/**
 * What a self-employed person can put into a one-participant (solo) 401(k) in a year: the employee elective deferral,
 * the catch-up by age, the employer contribution rate, and the §415(c) annual additions limit.
 */
export const usRetirementLimits = defineRuleSet({
  id: 'us-retirement-limits',
  jurisdiction: 'us',
  name: { en: 'US retirement plan contribution limits (solo 401(k))', es: 'Límites de aportación a planes de jubilación de EE. UU. (solo 401(k))' },
  shortName: { es: 'Límites de aportación al 401(k) en EE. UU.' },
  description: {
    en:
      'The 401(k) elective deferral limit, the catch-up limits for age 50 or over and for ages 60 to 63, the §415(c) annual ' +
      'additions limit and the 25 % employer contribution rate (20 % of net earnings for a self-employed person), for 2025 and 2026.',
    es:
      'El límite de aportación del trabajador a un 401(k), los límites adicionales a partir de 50 años y de 60 a 63 años, el ' +
      'límite anual de aportaciones del §415(c) y el 25 % de aportación empresarial (20 % de los ingresos netos de un trabajador ' +
      'por cuenta propia), para 2025 y 2026.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs', url: NOTICE_2025_67 },
    { title: 'IRS — One-participant 401(k) plans', url: IRS_ONE_PARTICIPANT_401K },
  ],
  versions: [
    { effective: '2025-01-01', values: limits(2025, 23_500, 7_500, 11_250, 70_000, 'the 2025 figure is the one it increases from') },
    { effective: '2026-01-01', values: limits(2026, 24_500, 8_000, 11_250, 72_000, 'the 2026 figure') },
  ],
});
