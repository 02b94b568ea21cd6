import { defineRuleSet, type RuleValue } from '../rule-set.js';

const SSA_BENEFITS = 'https://www.ssa.gov/oact/cola/Benefits.html';
const SSA_BEND_POINTS = 'https://www.ssa.gov/oact/cola/bendpoints.html';
const SSA_PIA_FORMULA = 'https://www.ssa.gov/oact/cola/piaformula.html';
const SSA_CFR_404_409 = 'https://www.ssa.gov/OP_Home/cfr20/404/404-0409.htm';
const SSA_HANDBOOK_724 = 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0724.html';
const POMS_RS_00615_693 = 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615693';
const POMS_RS_01803_001 = 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0301803001';
const SSA_CREDITS = 'https://www.socialsecurity.gov/retire2/credits2.htm';
const SSA_AWI_PAGE = 'https://www.ssa.gov/oact/cola/AWI.html';
const SSA_HANDBOOK_704 = 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html';

const READ = 'Checked 2026-11-21 in the stored copy of the official SSA text';

/** The figures that do not change from year to year: fixed by the Social Security Act and the Internal Revenue Code. */
const fixed = {
  piaFirstRatePct: {
    value: 90,
    unit: 'percent',
    label: 'PIA formula: share of AIME up to the first bend point',
    labelEs: 'Fórmula del PIA: porcentaje del AIME hasta el primer umbral',
    source: SSA_PIA_FORMULA,
    confidence: 'high',
    note: `"(a) 90 percent of the first $… of his/her average indexed monthly earnings"; the result is rounded to the next lower multiple of $.10. ${READ} (and in SSA's worked examples, oact/ProgData/retirebenefit2.html).`,
  },
  piaSecondRatePct: {
    value: 32,
    unit: 'percent',
    label: 'PIA formula: share of AIME over the first bend point and through the second',
    labelEs: 'Fórmula del PIA: porcentaje del AIME entre el primer y el segundo umbral',
    source: SSA_PIA_FORMULA,
    confidence: 'high',
    note: `"(b) 32 percent of his/her average indexed monthly earnings over $… and through $…". ${READ}.`,
  },
  piaThirdRatePct: {
    value: 15,
    unit: 'percent',
    label: 'PIA formula: share of AIME over the second bend point',
    labelEs: 'Fórmula del PIA: porcentaje del AIME por encima del segundo umbral',
    source: SSA_PIA_FORMULA,
    confidence: 'high',
    note: `"(c) 15 percent of his/her average indexed monthly earnings over $…". ${READ}.`,
  },
  computationYears: {
    value: 35,
    unit: 'years',
    label: 'Years of (indexed) earnings averaged into the AIME; missing years count as zero',
    labelEs: 'Años de ingresos (actualizados) que se promedian en el AIME; los años que faltan cuentan como cero',
    source: SSA_BENEFITS,
    confidence: 'high',
    note: `"Up to 35 years of earnings are needed to compute average indexed monthly earnings … divide the total amount by the total number of months in those years. We then round the resulting average amount down to the next lower dollar amount." SSA's worked examples (oact/ProgData/retirebenefit1.html) "use the highest 35 years of indexed earnings"; 35 × 12 = 420 months. ${READ}.`,
  },
  indexingLagYears: {
    value: 2,
    unit: 'years',
    label: 'Indexing year: earnings are indexed to the average wage index of the second year before first eligibility (the year you turn 60)',
    labelEs: 'Año de indexación: los ingresos se actualizan con el índice de salarios medios del segundo año anterior al del derecho (el año en que se cumplen 60)',
    source: SSA_AWI_PAGE,
    confidence: 'high',
    note:
      '"We always index an individual\'s earnings to the average wage level two years prior to the year of first eligibility ... ' +
      'We would multiply earnings in a year before [that year] by the ratio of [its index] to the average wage index for that ' +
      'year; we would take earnings in [that year] or later at face value." Checked 2026-11-24 in the stored copy of SSA\'s AWI ' +
      'page (an earlier edition; the rule is the same). POMS ' +
      'RS 00605.018 (read on secure.ssa.gov): "The indexing year is the second year before the benchmark year ... Carry to three ' +
      'decimal places and round to the nearest cent."',
  },
  elapsedYears: {
    value: 40,
    unit: 'years',
    label: 'Elapsed years of a retirement computation: from the year after you turn 21 to the year before you turn 62 (ages 22 to 61)',
    labelEs: 'Años transcurridos de un cálculo de jubilación: del año siguiente a cumplir 21 al anterior a cumplir 62 (de los 22 a los 61 años)',
    source: SSA_HANDBOOK_704,
    confidence: 'high',
    note:
      'Social Security Handbook §704: elapsed years "begin with those calendar years after 1950, or after you turn 21, if this is ' +
      'later and end with the year before first eligibility"; its example counts "40 elapsed years, counting the years from age ' +
      '22 through" the year before 62, and 35 computation years (40 minus 5). Checked 2026-11-24 in the stored copy of the ' +
      'official SSA text. The estimate places a career in these 40 years.',
  },
  selfEmploymentFactorPct: {
    value: 92.35,
    unit: 'percent',
    label: 'Net earnings from self-employment as a share of net profit (IRC §1402(a)(12) deduction of 7.65 %)',
    labelEs: 'Ingresos netos por cuenta propia como porcentaje del beneficio neto (deducción del 7,65 % del IRC §1402(a)(12))',
    source: POMS_RS_01803_001,
    confidence: 'high',
    note: `POMS RS 01803.001: IRC §§164(f) and 1402(a)(12) and Social Security Act §211(a)(11) provide "a new deduction of 7.65% (100% - 7.65% = 92.35% or 0.9235) when computing NESE", mandatory for taxable years beginning after 12/31/89. Schedule SE applies the same factor. ${READ}.`,
  },
  fullRetirementAge: {
    value: 67,
    unit: 'years',
    label: 'Full retirement age for people born on 2 January 1960 or later',
    labelEs: 'Edad de jubilación plena para los nacidos el 2 de enero de 1960 o después',
    source: SSA_CFR_404_409,
    confidence: 'high',
    note: `20 CFR 404.409(a): "1/2/1960 and later — 67 years" (someone born on 1 January counts as born the year before). ${READ} (SSA's copy of the regulation).`,
  },
  earliestRetirementAge: {
    value: 62,
    unit: 'years',
    label: 'Earliest age at which retirement benefits can start',
    labelEs: 'Edad más temprana a la que puede empezar a cobrarse la pensión de jubilación',
    source: SSA_HANDBOOK_724,
    confidence: 'high',
    note: `Social Security Handbook §724.2: "No matter what your full retirement age is, you may start receiving benefits as early as age 62." ${READ}.`,
  },
  earlyReductionFirstTierMonths: {
    value: 36,
    unit: 'months',
    label: 'Months before full retirement age reduced at the first-tier rate; further months use the second-tier rate',
    labelEs: 'Meses antes de la edad de jubilación plena que se reducen con el primer porcentaje; los demás meses usan el segundo',
    source: SSA_HANDBOOK_724,
    confidence: 'high',
    note: `Handbook §724.1(4): the 5/12 rate applies "for each month of reduction in excess of 36 months"; 20 CFR 404.410(a): "5/9 of 1 percent for each of the first 36 months and 5/12 of 1 percent for each month in excess of 36". ${READ}.`,
  },
  earlyReductionFirstTierPctPerMonth: {
    value: 5 / 9,
    unit: 'percent',
    label: 'Early-retirement reduction: 5/9 of 1 % of the PIA for each of the first 36 months before full retirement age',
    labelEs: 'Reducción por jubilación anticipada: 5/9 del 1 % del PIA por cada uno de los primeros 36 meses antes de la edad de jubilación plena',
    source: SSA_HANDBOOK_724,
    confidence: 'high',
    note: `Handbook §724.1(1): "A retirement insurance benefit is reduced by 5/9 of one percent … for each month of entitlement before FRA". The value is the fraction 5/9 (0.5556 rounded); the calculator uses it unrounded. ${READ}.`,
  },
  earlyReductionSecondTierPctPerMonth: {
    value: 5 / 12,
    unit: 'percent',
    label: 'Early-retirement reduction: 5/12 of 1 % of the PIA for each month beyond the first 36',
    labelEs: 'Reducción por jubilación anticipada: 5/12 del 1 % del PIA por cada mes a partir del 37',
    source: SSA_HANDBOOK_724,
    confidence: 'high',
    note: `Handbook §724.1(4): "Retirement insurance benefits … are reduced by 5/12 of one percent … for each month of reduction in excess of 36 months." The value is the fraction 5/12 (0.4167 rounded), used unrounded. With FRA 67, claiming at 62 is 36 × 5/9 + 24 × 5/12 = 30 % less. ${READ}.`,
  },
  delayedCreditPctPerMonth: {
    value: 2 / 3,
    unit: 'percent',
    label: 'Delayed retirement credit: 2/3 of 1 % of the PIA for each month after full retirement age (born 1943 or later; 8 % a year)',
    labelEs: 'Incremento por jubilación demorada: 2/3 del 1 % del PIA por cada mes después de la edad de jubilación plena (nacidos en 1943 o después; 8 % al año)',
    source: POMS_RS_00615_693,
    confidence: 'high',
    note: `POMS RS 00615.693: "DRC fraction of 1% per Month" 2/3 and "Yearly credit" 8% for dates of birth after 01/01/43, including after 01/01/60 (FRA 67). The value is the fraction 2/3, used unrounded. ${READ}; SSA's "Delayed retirement credits" planner page gives the same table.`,
  },
  delayedCreditMaxAge: {
    value: 70,
    unit: 'years',
    label: 'Age after which no further delayed retirement credit is earned',
    labelEs: 'Edad a partir de la cual ya no se gana más incremento por jubilación demorada',
    source: POMS_RS_00615_693,
    confidence: 'high',
    note: `POMS RS 00615.693: the 1983 Amendments changed the age at which delayed retirement credits stop accruing to "the month before attainment of age 70". ${READ}.`,
  },
  minimumYearsOfWork: {
    value: 10,
    unit: 'years',
    label: 'Years of work giving the 40 credits needed for a retirement benefit (born 1929 or later; at most 4 credits a year)',
    labelEs: 'Años de trabajo que dan los 40 créditos necesarios para la pensión de jubilación (nacidos en 1929 o después; como máximo 4 créditos al año)',
    source: SSA_CREDITS,
    confidence: 'high',
    note: `"If you were born in 1929 or later, you need 40 credits (10 years of work)." ${READ} (an earlier edition of SSA's credits page). The earnings needed for a credit change every year and are not used here.`,
  },
} as const satisfies Record<string, RuleValue>;

/**
 * The Social Security retirement benefit formula for a worker first eligible (turning 62) in the year: the PIA bend
 * points of that year and the fixed parts of the method (90/32/15 %, 35 computation years, the self-employment factor,
 * full retirement age 67 and the claiming-age adjustments). The taxable maximum is in us-employer-payroll-taxes.
 */
export const usSocialSecurityBenefitFormula = defineRuleSet({
  id: 'us-social-security-benefit-formula',
  jurisdiction: 'us',
  name: {
    en: 'US Social Security retirement benefit formula',
    es: 'Fórmula de la pensión de jubilación de la Seguridad Social de EE. UU.',
  },
  shortName: { es: 'Fórmula de la pensión de la Seguridad Social de EE. UU.' },
  description: {
    en:
      'The primary insurance amount (PIA) bend points by year of first eligibility ($1,226 and $7,391 in 2025, $1,286 and $7,749 ' +
      'in 2026) with the 90 %, 32 % and 15 % shares, earnings indexed to the average wage index of the second year before ' +
      'eligibility over the 40 elapsed years from 22 to 61, the 35 years averaged into the AIME, the 92.35 % self-employment factor, ' +
      'full retirement age 67 (born 1960 or later), the early-retirement reduction (5/9 of 1 % a month for 36 months, 5/12 of 1 % ' +
      'beyond) and the delayed retirement credit (2/3 of 1 % a month up to age 70). The 2027 bend points, set from the 2025 ' +
      'average wage index in October 2026, are not here yet: a result dated in 2027 carries the 2026 figures forward and says so.',
    es:
      'Los umbrales de la cuantía básica (PIA) según el año en que se cumplen 62 años (1.226 $ y 7.391 $ en 2025, ' +
      '1.286 $ y 7.749 $ en 2026) con los tramos del 90 %, 32 % y 15 %, los ingresos actualizados con el índice de salarios ' +
      'medios del segundo año anterior al del derecho a lo largo de los 40 años transcurridos de los 22 a los 61, los 35 años que ' +
      'se promedian en el AIME, el factor del ' +
      '92,35 % para trabajadores por cuenta propia, la edad de jubilación plena de 67 años (nacidos en 1960 o después), la ' +
      'reducción por jubilación anticipada (5/9 del 1 % al mes durante 36 meses y 5/12 del 1 % después) y el incremento por ' +
      'demora (2/3 del 1 % al mes hasta los 70 años). Los umbrales de 2027, fijados en octubre de 2026 con el índice de salarios ' +
      'medios de 2025, aún no están aquí: un resultado con fecha de 2027 mantiene las cifras de 2026 y lo dice.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'SSA — Social Security benefit amounts (Office of the Chief Actuary)', url: SSA_BENEFITS },
    { title: 'SSA — Benefit formula bend points', url: SSA_BEND_POINTS },
    { title: 'SSA — Primary Insurance Amount (PIA formula)', url: SSA_PIA_FORMULA },
    { title: 'SSA — 20 CFR 404.409, What is full retirement age?', url: SSA_CFR_404_409 },
    { title: 'SSA — Social Security Handbook §724, Basic reduction formulas', url: SSA_HANDBOOK_724 },
    { title: 'SSA — POMS RS 00615.693, Estimating the effect of delayed retirement credits', url: POMS_RS_00615_693 },
    { title: 'SSA — POMS RS 01803.001, net earnings from self-employment (the 92.35 % deduction)', url: POMS_RS_01803_001 },
    { title: 'SSA — Social Security credits: how many you need for retirement benefits', url: SSA_CREDITS },
    { title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits', url: SSA_AWI_PAGE },
    { title: 'SSA — Social Security Handbook §704, Elapsed years defined', url: SSA_HANDBOOK_704 },
  ],
  versions: [
    {
      effective: '2025-01-01',
      values: {
        piaFirstBendPoint: {
          value: 1_226,
          unit: 'USD',
          label: 'First PIA bend point (monthly AIME), workers first eligible in 2025',
          labelEs: 'Primer umbral del PIA (AIME mensual), trabajadores que cumplen 62 años en 2025',
          source: SSA_BENEFITS,
          confidence: 'high',
          note:
            `"The bend points in the year 2025 PIA formula, $1,226 and $7,391, apply for workers becoming eligible in 2025." ${READ}. ` +
            'Also reproduces SSA\'s formula: $180 × AWI 2023 (66,621.80) ÷ AWI 1977 (9,779.44) = 1,226.24 → 1,226.',
        },
        piaSecondBendPoint: {
          value: 7_391,
          unit: 'USD',
          label: 'Second PIA bend point (monthly AIME), workers first eligible in 2025',
          labelEs: 'Segundo umbral del PIA (AIME mensual), trabajadores que cumplen 62 años en 2025',
          source: SSA_BENEFITS,
          confidence: 'high',
          note: `Same sentence. $1,085 × 66,621.80 ÷ 9,779.44 = 7,391.49 → 7,391. ${READ}; SSA's example: AIME $13,689 → PIA $4,020.90.`,
        },
        ...fixed,
      },
    },
    {
      effective: '2026-01-01',
      values: {
        piaFirstBendPoint: {
          value: 1_286,
          unit: 'USD',
          label: 'First PIA bend point (monthly AIME), workers first eligible in 2026',
          labelEs: 'Primer umbral del PIA (AIME mensual), trabajadores que cumplen 62 años en 2026',
          source: SSA_BEND_POINTS,
          confidence: 'medium',
          note:
            'The SSA page could not be read directly (no stored copy of its 2026 edition): the figure is the one given by many ' +
            'independent transcriptions of bendpoints.html, piaformula.html and the Federal Register notice "Cost-of-Living ' +
            'Increase and Other Determinations for 2026" (FR doc. 2025-19763, 3 November 2025), hence medium. It follows from ' +
            "SSA's own formula with the 2024 average wage index as transcribed from that notice: $180 × 69,846.57 ÷ 9,779.44 = " +
            '1,285.59 → 1,286.',
        },
        piaSecondBendPoint: {
          value: 7_749,
          unit: 'USD',
          label: 'Second PIA bend point (monthly AIME), workers first eligible in 2026',
          labelEs: 'Segundo umbral del PIA (AIME mensual), trabajadores que cumplen 62 años en 2026',
          source: SSA_BEND_POINTS,
          confidence: 'medium',
          note:
            'Same sources as the first bend point, hence medium. $1,085 × 69,846.57 ÷ 9,779.44 = 7,749.27 → 7,749. SSA\'s 2026 ' +
            'maximum-earner example as transcribed by third parties (AIME $14,358 → PIA $4,216.90) is only consistent with ' +
            '$1,286 / $7,749.',
        },
        ...fixed,
      },
    },
  ],
});

const SSA_AWI_SERIES = 'https://www.ssa.gov/oact/cola/AWI.html';
const SSA_CBB = 'https://www.ssa.gov/oact/cola/cbb.html';
const FR_2026_DETERMINATIONS = 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026';

/** The national average wage index by year, as SSA publishes it (AWI.html#Series). */
const AVERAGE_WAGE_INDEX: Readonly<Record<number, number>> = {
  1985: 16_822.51, 1986: 17_321.82, 1987: 18_426.51, 1988: 19_334.04, 1989: 20_099.55, 1990: 21_027.98, 1991: 21_811.6,
  1992: 22_935.42, 1993: 23_132.67, 1994: 23_753.53, 1995: 24_705.66, 1996: 25_913.9, 1997: 27_426.0, 1998: 28_861.44,
  1999: 30_469.84, 2000: 32_154.82, 2001: 32_921.92, 2002: 33_252.09, 2003: 34_064.95, 2004: 35_648.55, 2005: 36_952.94,
  2006: 38_651.41, 2007: 40_405.48, 2008: 41_334.97, 2009: 40_711.61, 2010: 41_673.83, 2011: 42_979.61, 2012: 44_321.67,
  2013: 44_888.16, 2014: 46_481.52, 2015: 48_098.63, 2016: 48_642.15, 2017: 50_321.89, 2018: 52_145.8, 2019: 54_099.99,
  2020: 55_628.6, 2021: 60_575.07, 2022: 63_795.13, 2023: 66_621.8, 2024: 69_846.57,
};

/** The contribution and benefit base (taxable maximum) by year, as SSA publishes it (cbb.html). */
const TAXABLE_MAXIMUM: Readonly<Record<number, number>> = {
  1985: 39_600, 1986: 42_000, 1987: 43_800, 1988: 45_000, 1989: 48_000, 1990: 51_300, 1991: 53_400, 1992: 55_500,
  1993: 57_600, 1994: 60_600, 1995: 61_200, 1996: 62_700, 1997: 65_400, 1998: 68_400, 1999: 72_600, 2000: 76_200,
  2001: 80_400, 2002: 84_900, 2003: 87_000, 2004: 87_900, 2005: 90_000, 2006: 94_200, 2007: 97_500, 2008: 102_000,
  2009: 106_800, 2010: 106_800, 2011: 106_800, 2012: 110_100, 2013: 113_700, 2014: 117_000, 2015: 118_500, 2016: 118_500,
  2017: 127_200, 2018: 128_400, 2019: 132_900, 2020: 137_700, 2021: 142_800, 2022: 147_000, 2023: 160_200, 2024: 168_600,
  2025: 176_100,
};

/** First and last years of each series held. */
export const WAGE_HISTORY_YEARS = {
  averageWageIndex: { first: 1985, last: 2024 },
  taxableMaximum: { first: 1985, last: 2025 },
} as const;

const CROSS_CHECK =
  "Cross-checked as a whole: with these two series SSA's own maximum-earner examples come out to the dollar (AIME $13,689 for " +
  'a worker first eligible in 2025, read on Benefits.html; $14,358 for 2026, as transcribed from examplemax.html), and so does ' +
  "the 2026 case A (AIME $5,825, with the 1986 indexing factor 4.0323 SSA prints).";

function awiValue(year: number): RuleValue {
  const value = AVERAGE_WAGE_INDEX[year]!;
  const latest = year === 2024;
  return {
    value,
    unit: 'USD',
    label: `National average wage index, ${year}`,
    labelEs: `Índice nacional de salarios medios (AWI), ${year}`,
    source: latest ? FR_2026_DETERMINATIONS : SSA_AWI_SERIES,
    confidence: 'medium',
    note: latest
      ? '"The national average wage index for 2024 is $69,846.57" (SSA, Cost-of-Living Increase and Other Determinations for ' +
        '2026, FR doc. 2025-19763, 3 November 2025), read in a verbatim quotation of the notice and in press reports of it; the ' +
        'notice itself was not fetched, hence medium. It is the index of the year the workers first eligible in 2026 (born 1964) ' +
        `turn 60: it sets the 2026 bend points ($180 × 69,846.57 ÷ 9,779.44 = 1,285.59 → $1,286). ${CROSS_CHECK}`
      : 'SSA\'s average wage indexing series as encoded by PolicyEngine (policyengine-us, parameters/gov/ssa/nawi.yaml, which ' +
        'cites ssa.gov/oact/cola/AWI.html#Series); the same series opens POMS RS 00605.018 (read on secure.ssa.gov for its first ' +
        `years). The SSA page itself was not fetched, hence medium. ${CROSS_CHECK}`,
  };
}

function capValue(year: number): RuleValue {
  const value = TAXABLE_MAXIMUM[year]!;
  return {
    value,
    unit: 'USD',
    label: `Contribution and benefit base (taxable maximum), ${year}`,
    labelEs: `Base máxima de cotización y de prestaciones, ${year}`,
    source: SSA_CBB,
    confidence: 'medium',
    note:
      "SSA's contribution and benefit base as encoded by PolicyEngine (policyengine-us, parameters/gov/ssa/social_security/" +
      'contribution_and_benefit_base.yaml, which cites ssa.gov/oact/cola/cbb.html and 42 U.S.C. 430); the SSA page itself was ' +
      `not fetched, hence medium. Earnings above it in a year are neither taxed nor credited.${year === 2025 ? ' The same $176,100 as us-employer-payroll-taxes (2025).' : ''} ${CROSS_CHECK}`,
  };
}

function wageHistoryValues(): Record<string, RuleValue> {
  const values: Record<string, RuleValue> = {};
  for (let y = WAGE_HISTORY_YEARS.averageWageIndex.first; y <= WAGE_HISTORY_YEARS.averageWageIndex.last; y++) values[`awi${y}`] = awiValue(y);
  for (let y = WAGE_HISTORY_YEARS.taxableMaximum.first; y <= WAGE_HISTORY_YEARS.taxableMaximum.last; y++) values[`taxableMaximum${y}`] = capValue(y);
  return values;
}

/** awi1985…awi2024 and taxableMaximum1985…taxableMaximum2025. */
export const wageHistoryKey = {
  awi: (year: number) => `awi${year}`,
  taxableMaximum: (year: number) => `taxableMaximum${year}`,
};

/**
 * The history a benefit computation indexes: SSA's national average wage index and the taxable maximum of each year
 * since 1985 (the first year of a career that reaches 62 in 2025). Past years' figures never change, so the set stands
 * until the next year is published (it is added, in October, with the next year's bend points); the benefit formula set
 * says which years a result may use.
 */
export const usSocialSecurityWageHistory = defineRuleSet({
  id: 'us-social-security-wage-history',
  jurisdiction: 'us',
  name: {
    en: 'US Social Security average wage index and taxable maximum by year',
    es: 'Índice de salarios medios y base máxima de cotización de la Seguridad Social de EE. UU., por año',
  },
  shortName: { es: 'Índice de salarios medios y base máxima en EE. UU.' },
  description: {
    en:
      'The national average wage index (AWI) of each year from 1985 to 2024 and the contribution and benefit base (taxable ' +
      'maximum) of each year from 1985 to 2025: what SSA caps a year\'s earnings at and indexes them by. A worker\'s earnings ' +
      'before the year they turn 60 are multiplied by the AWI of that year ÷ the AWI of the year earned; later earnings count ' +
      'at face value. The 2025 index, published in October 2026 with the 2027 bend points, is not here yet.',
    es:
      'El índice nacional de salarios medios (AWI) de cada año de 1985 a 2024 y la base máxima de cotización y de prestaciones ' +
      'de cada año de 1985 a 2025: el tope que la SSA aplica a los ingresos de cada año y el índice con que los actualiza. Los ' +
      'ingresos anteriores al año en que se cumplen 60 años se multiplican por el AWI de ese año ÷ el AWI del año en que se ' +
      'obtuvieron; los posteriores cuentan por su valor nominal. El índice de 2025, publicado en octubre de 2026 con los ' +
      'umbrales de 2027, aún no está aquí.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'SSA — National Average Wage Index (the indexing series)', url: SSA_AWI_SERIES },
    { title: 'SSA — Contribution and benefit base', url: SSA_CBB },
    { title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026', url: FR_2026_DETERMINATIONS },
  ],
  versions: [{ effective: '2025-01-01', values: wageHistoryValues() }],
});
