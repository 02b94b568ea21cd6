import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

/** LGSS (Real Decreto Legislativo 8/2015), consolidated text, by block. */
const LGSS = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724';
const LGSS_A205 = `${LGSS}#a205`;
const LGSS_A208 = `${LGSS}#a208`;
const LGSS_A210 = `${LGSS}#a210`;
const LGSS_DT4 = `${LGSS}#dtcuaa`;
const LGSS_DT7 = `${LGSS}#dtseptima`;
const LGSS_DT9 = `${LGSS}#dtnovena`;
const LGSS_DT40 = `${LGSS}#dt-11`;
/** Real Decreto-ley 11/2024 (half-year periods of the delayed-retirement bonus, from 1 April 2025). */
const RDL_11_2024 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-26917';
/** Real Decreto 241/2026 (2026 revaluation: maximum pension). */
const RD_241_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-6977';
/** Real Decreto-ley 3/2026 (2026 revaluation, convalidated; income limit for the minimum-pension top-up). */
const RDL_3_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548';
/** Seguridad Social: 2026 minimum pension amounts. */
const SEG_SOCIAL_MINIMUMS = 'https://www.seg-social.es/wps/portal/wss/internet/Pensionistas/Revalorizacion/30434/30437';

const VIA_TRANSCRIPTION =
  'Read in verbatim quotations of the consolidated BOE text published in public repositories (boe.es itself was not ' +
  'reachable from the research tool), each agreeing with independent 2025-2026 press and adviser sources. Checked 2026-11-21.';

function figure(
  value: number, unit: RuleValue['unit'], label: string, labelEs: string, source: string, note: string, confidence: Confidence = 'medium',
): RuleValue {
  return { value, unit, label, labelEs, source, confidence, note: `${note} ${VIA_TRANSCRIPTION}` };
}

/** A figure read in official-agency and press tables rather than in a BOE quotation. */
function reported(
  value: number, unit: RuleValue['unit'], label: string, labelEs: string, source: string, note: string, confidence: Confidence = 'medium',
): RuleValue {
  return { value, unit, label, labelEs, source, confidence, note: `${note} Checked 2026-11-21.` };
}

const DT40_QUOTE =
  'DT 40.ª LGSS (added by RDL 2/2023): «Desde 1 de enero de 2026 […] dividir entre 352,33 la suma de las 302 bases de cotización ' +
  'de mayor importe comprendidas dentro del período de los 304 meses inmediatamente anteriores al mes previo al del hecho causante».';
const DT4_QUOTE =
  'DT 4.ª.7 LGSS: for pensions caused after 31 December 2025 and before 31 December 2040 «la entidad gestora aplicará en su ' +
  'integridad lo previsto en el artículo 209.1 en su redacción vigente el día 1 de enero de 2023 cuando dicho cálculo resulte más ' +
  'favorable»; that wording: «dividir por trescientos cincuenta, las bases de cotización del interesado durante los trescientos ' +
  'meses inmediatamente anteriores al mes previo al del hecho causante» (bases older than 24 months updated with the CPI).';
const DT9_QUOTE =
  'DT 9.ª LGSS: «Durante los años 2023 a 2026. Por cada mes adicional de cotización entre los meses 1 y 49, el 0,21 por ciento y ' +
  'por cada uno de los 209 meses siguientes, el 0,19 por ciento»; art. 210.1: «Por los primeros quince años cotizados, el 50 por ' +
  'ciento» and the percentage may not exceed 100 %. 15 years + 49 + 209 months = 36 years 6 months for 100 %.';
const DT7_QUOTE =
  'DT 7.ª LGSS, row 2026: «38 años y 3 meses o más. 65 años. Menos de 38 años y 3 meses. 66 años y 10 meses.» (from 2027: 38 years ' +
  '6 months / 67). Art. 205.1.a: the age is 65 «cuando se acrediten» the period, so it can fall between 65 and the general age.';
const A208_NOTE =
  'Art. 208.1 LGSS (voluntary early retirement): an age «inferior en dos años, como máximo, a la edad exigida», 35 years of ' +
  'effective contribution, and a pension above the minimum pension the person would have for their family situation at 65. Art. ' +
  '208.2: the reduction per month of anticipation depends on the contribution period, counted in whole periods, with brackets at ' +
  '38 years 6 months, 41 years 6 months and 44 years 6 months; for the reduction only, the ordinary age is the one the worker ' +
  'would have reached by contributing on until it.';
const A210_2_NOTE =
  'Art. 210.2.a LGSS: «Un porcentaje adicional de un 4 por ciento por cada año completo cotizado entre la fecha en que cumplió ' +
  'dicha edad y la del hecho causante de la pensión», if the minimum 15 years were contributed when the ordinary age was reached; ' +
  'the additional percentage is added to the general one and the pension may not exceed the maximum (art. 57); the unused ' +
  'percentage of the maximum is paid as a yearly amount in 14 payments, and pension plus that amount may not exceed the annual ' +
  'maximum contribution base.';
const HALF_YEAR_NOTE =
  'RDL 11/2024 (in force 1 April 2025) added half-year periods from the second year of delay. The Seguridad Social describes it as ' +
  '«a partir del segundo año de demora de la jubilación, los periodos superiores a 6 meses e inferiores a un año también podrán ' +
  'computarse y recibirán un porcentaje adicional del 2 %». The BOE text itself could not be read: published summaries differ on ' +
  'whether the half-year counts after the first full year or only after two, and whether exactly six months qualifies. The ' +
  'calculator counts a complete six-month period after at least one full year, and says so.';
const MAX_NOTE =
  'RD 241/2026 (2026 revaluation, after RDL 3/2026): initial pensions are limited to 3,359.60 euros a month in 14 payments, ' +
  '47,034.40 euros a year (2.7 % plus 0.115 points over 2025). Read in an independent verification of the RD published in a ' +
  'public repository and in 2026 reports that agree (Periodista Digital, December 2025; the research note\'s sources).';
const MIN_NOTE =
  'Seguridad Social table of 2026 minimum retirement pensions (RD 241/2026): 65 or over — with dependent spouse 1,256.60, single-' +
  'person household 936.20, with non-dependent spouse 888.70 euros a month; under 65 — 1,256.60, 875.90, 827.90; all in 14 ' +
  'payments. Annual figures 13,106.80 (65+, single) and 12,262.60 (under 65, single) agree with El País and Información (Feb. 2026).';

/**
 * The 2026 Spanish contributory retirement pension (jubilación, Régimen General and RETA): the two bases reguladoras of the
 * transition (DT 4.ª.7 and DT 40.ª LGSS), the percentage scale for years contributed (art. 210.1 and DT 9.ª), the 2026 ordinary
 * age (DT 7.ª), the access rules of voluntary early retirement (art. 208), the delayed-retirement bonus (art. 210.2, RDL 11/2024),
 * the maximum pension and the single-person minimum pensions of 2026. The early-retirement reduction tables are in
 * es-early-retirement-reductions-2026.
 */
export const esRetirementPension2026 = defineRuleSet({
  id: 'es-retirement-pension-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: contributory retirement pension 2026 (base reguladora, percentage, ages, maximum and minimum)',
    es: 'España: pensión contributiva de jubilación 2026 (base reguladora, porcentaje, edades, máxima y mínima)',
  },
  description: {
    en:
      'The figures of a 2026 Spanish retirement pension: the two ways of computing the base reguladora during the transition (the ' +
      'last 300 monthly bases ÷ 350, or the best 302 of the last 304 ÷ 352.33, whichever is higher), the percentage for the years ' +
      'contributed (50 % at 15 years, 0.21 % for each of the next 49 months and 0.19 % for each of the next 209, 100 % at 36 years ' +
      '6 months), the 2026 ordinary age (65 with 38 years 3 months, otherwise 66 years 10 months), the access conditions of ' +
      'voluntary early retirement, the delayed-retirement bonus (4 % per full year, 2 % per half-year from the second year), the ' +
      '2026 maximum pension and the 2026 minimum pensions of a single-person household.',
    es:
      'Las cifras de una pensión de jubilación española de 2026: las dos formas de calcular la base reguladora durante la ' +
      'transición (las últimas 300 bases mensuales entre 350, o las 302 mejores de las últimas 304 entre 352,33, la que sea mayor), ' +
      'el porcentaje por años cotizados (50 % a los 15 años, 0,21 % por cada uno de los 49 meses siguientes y 0,19 % por cada uno ' +
      'de los 209 siguientes, 100 % con 36 años y 6 meses), la edad ordinaria de 2026 (65 años con 38 años y 3 meses cotizados; si ' +
      'no, 66 años y 10 meses), los requisitos de la jubilación anticipada voluntaria, el complemento por demora (4 % por año ' +
      'completo y 2 % por semestre desde el segundo año), la pensión máxima de 2026 y las pensiones mínimas de 2026 de una unidad ' +
      'económica unipersonal.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'BOE — LGSS (RDLeg 8/2015), art. 205: requisitos de la pensión de jubilación', url: LGSS_A205 },
    { title: 'BOE — LGSS, art. 208: jubilación anticipada por voluntad del interesado', url: LGSS_A208 },
    { title: 'BOE — LGSS, art. 210: cuantía de la pensión (porcentaje y complemento por demora)', url: LGSS_A210 },
    { title: 'BOE — LGSS, disposición transitoria 4.ª: aplicación de legislaciones anteriores (base reguladora de 2023)', url: LGSS_DT4 },
    { title: 'BOE — LGSS, disposición transitoria 7.ª: edad de jubilación (calendario)', url: LGSS_DT7 },
    { title: 'BOE — LGSS, disposición transitoria 9.ª: porcentaje por años cotizados (calendario)', url: LGSS_DT9 },
    { title: 'BOE — LGSS, disposición transitoria 40.ª: base reguladora de la pensión de jubilación (2026-2036)', url: LGSS_DT40 },
    { title: 'BOE — Real Decreto-ley 11/2024, compatibilidad de la pensión de jubilación con el trabajo', url: RDL_11_2024 },
    { title: 'BOE — Real Decreto 241/2026, revalorización de las pensiones para 2026', url: RD_241_2026 },
    { title: 'BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (complementos a mínimos)', url: RDL_3_2026 },
    { title: 'Seguridad Social — Cuantías mínimas de las pensiones 2026', url: SEG_SOCIAL_MINIMUMS },
  ],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        minimumContributionMonths: figure(180, 'months', 'Minimum contribution for a retirement pension (15 years)', 'Período mínimo de cotización para la pensión de jubilación (15 años)', LGSS_A205, 'Art. 205.1.b LGSS: «Tener cubierto un período mínimo de cotización de quince años, de los cuales al menos dos deberán estar comprendidos dentro de los quince años inmediatamente anteriores».'),
        method1Months: figure(300, 'months', 'Base reguladora, method 1 (art. 209.1 as of 1-1-2023): monthly bases taken, the last ones before the month preceding retirement', 'Base reguladora, método 1 (art. 209.1 en su redacción a 1-1-2023): bases mensuales computadas, las últimas anteriores al mes previo al del hecho causante', LGSS_DT4, DT4_QUOTE),
        method1Divisor: figure(350, 'ratio', 'Base reguladora, method 1: divisor of the sum of the 300 bases', 'Base reguladora, método 1: divisor de la suma de las 300 bases', LGSS_DT4, DT4_QUOTE),
        method2WindowMonths: figure(304, 'months', 'Base reguladora, method 2 (2026): months in the window before the month preceding retirement', 'Base reguladora, método 2 (2026): meses del período anterior al mes previo al del hecho causante', LGSS_DT40, DT40_QUOTE),
        method2BasesTaken: figure(302, 'months', 'Base reguladora, method 2 (2026): highest bases taken from the window', 'Base reguladora, método 2 (2026): bases de mayor importe que se toman de ese período', LGSS_DT40, DT40_QUOTE),
        method2Divisor: figure(352.33, 'ratio', 'Base reguladora, method 2 (2026): divisor of the sum of the 302 bases', 'Base reguladora, método 2 (2026): divisor de la suma de las 302 bases', LGSS_DT40, DT40_QUOTE),
        basePercentage: figure(50, 'percent', 'Percentage of the base reguladora for the first 15 years contributed', 'Porcentaje de la base reguladora por los primeros 15 años cotizados', LGSS_DT9, DT9_QUOTE),
        firstTrancheMonths: figure(49, 'months', 'Months after 15 years that earn the first additional rate (2023-2026)', 'Meses a partir de los 15 años con el primer porcentaje adicional (2023-2026)', LGSS_DT9, DT9_QUOTE),
        firstTrancheRatePerMonth: figure(0.21, 'percent', 'Additional percentage per month contributed, months 1-49 after 15 years (2023-2026)', 'Porcentaje adicional por cada mes cotizado, meses 1 a 49 tras los 15 años (2023-2026)', LGSS_DT9, DT9_QUOTE),
        secondTrancheMonths: figure(209, 'months', 'Following months that earn the second additional rate (2023-2026)', 'Meses siguientes con el segundo porcentaje adicional (2023-2026)', LGSS_DT9, DT9_QUOTE),
        secondTrancheRatePerMonth: figure(0.19, 'percent', 'Additional percentage per month contributed, the 209 following months (2023-2026)', 'Porcentaje adicional por cada mes cotizado, los 209 meses siguientes (2023-2026)', LGSS_DT9, DT9_QUOTE),
        maximumPercentage: figure(100, 'percent', 'Highest percentage of the base reguladora for years contributed (reached at 36 years 6 months)', 'Porcentaje máximo de la base reguladora por años cotizados (se alcanza con 36 años y 6 meses)', LGSS_A210, DT9_QUOTE),
        ordinaryAgeLongCareerMonths: figure(780, 'months', 'Ordinary retirement age with a long career, 2026: 65 years', 'Edad ordinaria de jubilación con carrera larga, 2026: 65 años', LGSS_DT7, DT7_QUOTE),
        longCareerMonths: figure(459, 'months', 'Contribution needed for the age of 65, 2026: 38 years 3 months', 'Cotización necesaria para jubilarse a los 65, 2026: 38 años y 3 meses', LGSS_DT7, DT7_QUOTE),
        ordinaryAgeMonths: figure(802, 'months', 'Ordinary retirement age otherwise, 2026: 66 years 10 months', 'Edad ordinaria de jubilación en los demás casos, 2026: 66 años y 10 meses', LGSS_DT7, DT7_QUOTE),
        earlyRetirementMaxMonths: figure(24, 'months', 'Voluntary early retirement: at most this many months before the ordinary age', 'Jubilación anticipada voluntaria: como máximo estos meses antes de la edad ordinaria', LGSS_A208, A208_NOTE),
        earlyRetirementMinContributionMonths: figure(420, 'months', 'Voluntary early retirement: minimum effective contribution (35 years)', 'Jubilación anticipada voluntaria: período mínimo de cotización efectiva (35 años)', LGSS_A208, A208_NOTE),
        earlyBracketBMonths: figure(462, 'months', 'Early-retirement reduction: contribution from which column B applies (38 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna B (38 años y 6 meses)', LGSS_A208, A208_NOTE),
        earlyBracketCMonths: figure(498, 'months', 'Early-retirement reduction: contribution from which column C applies (41 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna C (41 años y 6 meses)', LGSS_A208, A208_NOTE),
        earlyBracketDMonths: figure(534, 'months', 'Early-retirement reduction: contribution from which column D applies (44 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna D (44 años y 6 meses)', LGSS_A208, A208_NOTE),
        delayBonusPerYear: figure(4, 'percent', 'Delayed retirement: additional percentage per full year contributed after the ordinary age', 'Jubilación demorada: porcentaje adicional por cada año completo cotizado después de la edad ordinaria', LGSS_A210, A210_2_NOTE),
        delayBonusPerHalfYear: reported(2, 'percent', 'Delayed retirement: additional percentage for a complete six-month period from the second year of delay', 'Jubilación demorada: porcentaje adicional por cada semestre completo a partir del segundo año de demora', RDL_11_2024, HALF_YEAR_NOTE, 'medium-low'),
        maximumMonthlyPension: reported(3359.6, 'EUR', 'Maximum initial pension 2026, per payment (14 payments a year)', 'Pensión máxima inicial 2026, por paga (14 pagas al año)', RD_241_2026, MAX_NOTE),
        paymentsPerYear: reported(14, 'ratio', 'Payments a year: 12 monthly payments and 2 extraordinary ones', 'Pagas al año: 12 mensualidades y 2 pagas extraordinarias', RD_241_2026, `${MAX_NOTE} The annual maximum 47,034.40 = 3,359.60 × 14.`),
        minimumPensionSingle65Plus: reported(936.2, 'EUR', 'Minimum retirement pension 2026, aged 65 or over, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2026, con 65 años o más, unidad económica unipersonal, por paga (14 al año)', SEG_SOCIAL_MINIMUMS, MIN_NOTE),
        minimumPensionSingleUnder65: reported(875.9, 'EUR', 'Minimum retirement pension 2026, under 65, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2026, menor de 65 años, unidad económica unipersonal, por paga (14 al año)', SEG_SOCIAL_MINIMUMS, MIN_NOTE),
        minimumPensionAgeMonths: reported(780, 'months', 'Age from which the higher minimum pension applies (65 years)', 'Edad a partir de la cual se aplica la pensión mínima más alta (65 años)', SEG_SOCIAL_MINIMUMS, MIN_NOTE),
        minimumTopUpIncomeLimitSingle: reported(9442, 'EUR', 'Top-up to the minimum pension 2026: other yearly income must not exceed this (no dependent spouse)', 'Complemento a mínimos 2026: los demás ingresos anuales no pueden superar esta cifra (sin cónyuge a cargo)', RDL_3_2026, 'The 2026 revaluation sets the income limit for the complementos a mínimos at 9,442 euros a year without a dependent spouse (11,013 with one); read in 2026 press reports of RDL 16/2025 and RDL 3/2026, not in the BOE text.', 'medium-low'),
      },
    },
  ],
});
