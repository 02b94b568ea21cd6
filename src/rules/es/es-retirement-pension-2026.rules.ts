import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

/** LGSS (Real Decreto Legislativo 8/2015), consolidated text, by block. */
const LGSS = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724';
const LGSS_A205 = `${LGSS}#a205`;
const LGSS_A208 = `${LGSS}#a208`;
const LGSS_A209 = `${LGSS}#a209`;
const LGSS_A210 = `${LGSS}#a210`;
const LGSS_DT4 = `${LGSS}#dtcuaa`;
const LGSS_DT7 = `${LGSS}#dtseptima`;
const LGSS_DT9 = `${LGSS}#dtnovena`;
const LGSS_DT40 = `${LGSS}#dt-11`;
/** Disposición transitoria 41.ª (added by RDL 2/2023, in force 1 January 2026): the gender-gap supplement to gap filling. */
const LGSS_DT41 = `${LGSS}#dt-12`;
/** Real Decreto-ley 11/2024 (half-year periods of the delayed-retirement bonus, from 1 April 2025). */
const RDL_11_2024 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-26917';
/** Real Decreto-ley 3/2026 (2026 revaluation: maximum pension, art. 1; income limit for the minimum-pension top-up, annex I). */
const RDL_3_2026 = 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548';
/** Seguridad Social: 2026 minimum pension amounts. */
const SEG_SOCIAL_MINIMUMS = 'https://www.seg-social.es/wps/portal/wss/internet/Pensionistas/Revalorizacion/30434/30437';

const CHECKED = 'Checked 2026-11-24.';
const IN_LEGALIZE =
  'Read in the legalize-es copy of the consolidated BOE text (BOE-A-2015-11724, consolidated to 2026-07-31; boe.es itself was ' +
  `not reachable from the research tool). ${CHECKED}`;

function figure(
  value: number, unit: RuleValue['unit'], label: string, labelEs: string, source: string, note: string, confidence: Confidence = 'medium',
): RuleValue {
  return { value, unit, label, labelEs, source, confidence, note: `${note} ${IN_LEGALIZE}` };
}

/** A figure read in official-agency and press tables, or in another copy, rather than in the LGSS text. */
function reported(
  value: number, unit: RuleValue['unit'], label: string, labelEs: string, source: string, note: string, confidence: Confidence = 'medium',
): RuleValue {
  return { value, unit, label, labelEs, source, confidence, note: `${note} ${CHECKED}` };
}

/** The same figure, not yet published for the year of `version`: the value in force from `from`, carried forward. */
function carried(rule: RuleValue, from: string, label: string, labelEs: string): RuleValue {
  return {
    ...rule,
    label,
    labelEs,
    carriedFrom: from,
    note: `Not published for 2027 on 2026-11-24: the ${from.slice(0, 4)} figure is carried forward, and results say so. ${rule.note ?? ''}`.trim(),
  };
}

const DT40_QUOTE =
  'DT 40.ª LGSS (added by RDL 2/2023): «Desde 1 de enero de 2026, la base reguladora de la pensión de jubilación será el resultado ' +
  'de dividir entre 352,33 la suma de las 302 bases de cotización de mayor importe comprendidas dentro del período de los 304 meses ' +
  'inmediatamente anteriores al mes previo al del hecho causante».';
const DT40_2027_QUOTE =
  'DT 40.ª LGSS (added by RDL 2/2023): «Desde 1 de enero de 2027, la base reguladora de la pensión de jubilación será el resultado ' +
  'de dividir entre 354,67 la suma de las 304 bases de cotización de mayor importe comprendidas dentro del período de los 308 meses ' +
  'inmediatamente anteriores al mes previo al del hecho causante» (2028: 306 of 312 ÷ 357.00, and so on to 2036; art. 209.1 in ' +
  'full, 324 of 348 ÷ 378, from 2037).';
const DT4_QUOTE =
  'DT 4.ª.7 LGSS: for pensions caused after 31 December 2025 and before 31 December 2040 «la entidad gestora aplicará en su ' +
  'integridad lo previsto en el artículo 209.1 en su redacción vigente el día 1 de enero de 2023 cuando dicho cálculo resulte más ' +
  'favorable»; that wording (kept in the consolidated text as «Redacción anterior»): «dividir por trescientos cincuenta, las bases ' +
  'de cotización del interesado durante los trescientos meses inmediatamente anteriores al mes previo al del hecho causante» ' +
  '(bases older than 24 months updated with the CPI).';
const DT9_QUOTE =
  'DT 9.ª LGSS: «Durante los años 2023 a 2026. Por cada mes adicional de cotización entre los meses 1 y 49, el 0,21 por ciento y ' +
  'por cada uno de los 209 meses siguientes, el 0,19 por ciento»; art. 210.1.a: «Por los primeros quince años cotizados, el 50 por ' +
  'ciento», and the percentage may not exceed 100 %. 15 years + 49 + 209 months = 36 years 6 months for 100 %.';
const DT9_2027_QUOTE =
  'DT 9.ª LGSS: «A partir del año 2027. Por cada mes adicional de cotización entre los meses 1 y 248, el 0,19 por ciento y por ' +
  'cada uno de los 16 meses siguientes, el 0,18 por ciento» (the same scale as art. 210.1.b); art. 210.1.a: «Por los primeros ' +
  'quince años cotizados, el 50 por ciento», and the percentage may not exceed 100 %. 50 + 248 × 0.19 + 16 × 0.18 = 100 at 15 ' +
  'years + 264 months = 37 years.';
const DT7_QUOTE =
  'DT 7.ª LGSS, row 2026: «38 años y 3 meses o más. 65 años. Menos de 38 años y 3 meses. 66 años y 10 meses.» Art. 205.1.a: the ' +
  'age is 65 «cuando se acrediten» the period, so it can fall between 65 and the general age.';
const DT7_2027_QUOTE =
  'DT 7.ª LGSS, rows «A partir del año 2027»: «38 años y 6 meses o más. 65 años. Menos de 38 años y 6 meses. 67 años.» (the last ' +
  'step of the calendar). Art. 205.1.a: the age is 65 «cuando se acrediten» the period, so it can fall between 65 and 67.';
const A208_NOTE =
  'Art. 208.1 LGSS (voluntary early retirement): an age «inferior en dos años, como máximo, a la edad que en cada caso resulte de ' +
  'aplicación», 35 years of effective contribution, and a pension above the minimum pension the person would have for their ' +
  'family situation at 65. Art. 208.2: the reduction per month of anticipation depends on the contribution period, counted in ' +
  'whole periods, with brackets at 38 years 6 months, 41 years 6 months and 44 years 6 months; for the reduction only, the ' +
  'ordinary age is the one the worker would have reached «de haber seguido cotizando». The same in 2026 and 2027.';
const A209_GAPS_NOTE =
  'Art. 209.1.b LGSS (wording in force from 1 January 2026, applied within the DT 40.ª window): months without a duty to ' +
  'contribute «las primeras cuarenta y ocho mensualidades se integrarán con la base mínima de cotización del Régimen General que ' +
  'corresponda al mes respectivo y el resto de las mensualidades con el 50 por ciento de dicha base mínima». The wording of 1 ' +
  'January 2023 (method 1, DT 4.ª.7) fills them the same way with «la base mínima de entre todas las existentes en cada momento». ' +
  'Art. 318.d excludes art. 209.1.b from the self-employed regime (RETA), where art. 322 fills only the six months after a ' +
  'cese de actividad benefit.';
const DT41_NOTE =
  'DT 41.ª LGSS (in force 1 January 2026), while the gender gap in retirement pensions is above 5 % (DA 37.ª): for women ' +
  'employees to whom art. 209.1 gap filling applies, gap months «desde la cuadragésima novena mensualidad hasta la sexagésima, se ' +
  'integrarán con el 100 por ciento de la base mínima de cotización del Régimen General que corresponda al mes respectivo. Este ' +
  'porcentaje será del 80 por ciento de la misma base desde la mensualidad sexagésima primera a la octagésima cuarta»; the same ' +
  'for men who meet rules 1.ª or 2.ª of art. 60.1.b for a child.';
const A210_2_NOTE =
  'Art. 210.2.a LGSS: «Un porcentaje adicional de un 4 por ciento por cada año completo cotizado entre la fecha en que cumplió ' +
  'dicha edad y la del hecho causante de la pensión», if the minimum 15 years were contributed when the ordinary age was reached; ' +
  'the additional percentage is added to the general one and the pension may not exceed the maximum (art. 57); the unused ' +
  'percentage of the maximum is paid as a yearly amount in 14 payments, and pension plus that amount may not exceed the annual ' +
  'maximum contribution base.';
const HALF_YEAR_NOTE =
  'Art. 210.2.a LGSS, second paragraph (added by RDL 11/2024, in force 1 April 2025): «A partir del segundo año completo de ' +
  'demora, para el cálculo del porcentaje se podrán computar periodos superiores a 6 meses e inferiores a un año, correspondiendo ' +
  'a dichos periodos un 2 por ciento adicional». So a half-year counts only when longer than six months. The calculator reads ' +
  '«a partir del segundo año» as: once a first full year is complete (as the Seguridad Social describes it: «a partir del segundo ' +
  'año de demora»); a stricter reading (only after two full years) is flagged in the result.';
const MAX_NOTE =
  'RDL 3/2026, art. 1: «el límite máximo para la percepción de las pensiones públicas […] causadas en 2026 será de 3.359,60 euros ' +
  'mensuales o 47.034,40 euros anuales» (read in the legalize-es copy of BOE-A-2026-2548); RD 241/2026 keeps the same figure.';
const MIN_NOTE =
  'Seguridad Social table of 2026 minimum retirement pensions (RD 241/2026): 65 or over — with dependent spouse 1,256.60, single-' +
  'person household 936.20, with non-dependent spouse 888.70 euros a month; under 65 — 1,256.60, 875.90, 827.90; all in 14 ' +
  'payments. Annual figures 13,106.80 (65+, single) and 12,262.60 (under 65, single) agree with El País and Información (Feb. 2026). ' +
  'The tables of annex I of RDL 3/2026 are not in the legalize-es copy.';
const TOP_UP_NOTE =
  'RDL 3/2026, annex I: «Límite de ingresos para el reconocimiento de cuantías mínimas de pensión: – Sin cónyuge a cargo 9.442,00 ' +
  'euros/año. – Con cónyuge a cargo 11.013,00 euros/año.» (read in the legalize-es copy of BOE-A-2026-2548).';

/** The figures that do not change between 2026 and 2027 (statutory), shared by both versions. */
function standing() {
  return {
    minimumContributionMonths: figure(180, 'months', 'Minimum contribution for a retirement pension (15 years)', 'Período mínimo de cotización para la pensión de jubilación (15 años)', LGSS_A205, 'Art. 205.1.b LGSS: «Tener cubierto un período mínimo de cotización de quince años, de los cuales al menos dos deberán estar comprendidos dentro de los quince años inmediatamente anteriores».'),
    method1Months: figure(300, 'months', 'Base reguladora, method 1 (art. 209.1 as of 1-1-2023): monthly bases taken, the last ones before the month preceding retirement', 'Base reguladora, método 1 (art. 209.1 en su redacción a 1-1-2023): bases mensuales computadas, las últimas anteriores al mes previo al del hecho causante', LGSS_DT4, DT4_QUOTE),
    method1Divisor: figure(350, 'ratio', 'Base reguladora, method 1: divisor of the sum of the 300 bases', 'Base reguladora, método 1: divisor de la suma de las 300 bases', LGSS_DT4, DT4_QUOTE),
    gapFullMonths: figure(48, 'months', 'Gap filling (Régimen General): months without a duty to contribute filled with the full base mínima (the first 48)', 'Integración de lagunas (Régimen General): meses sin obligación de cotizar que se integran con la base mínima completa (las primeras 48)', LGSS_A209, A209_GAPS_NOTE),
    gapRestPercent: figure(50, 'percent', 'Gap filling: share of the base mínima for the following gap months', 'Integración de lagunas: porcentaje de la base mínima para las mensualidades siguientes', LGSS_A209, A209_GAPS_NOTE),
    gapSupplementFullUntilMonth: figure(60, 'months', 'Gender-gap supplement (DT 41.ª): gap months 49 up to this one filled with the full base mínima', 'Complemento de brecha de género (DT 41.ª): mensualidades sin cotizar desde la 49 hasta esta, integradas con la base mínima completa', LGSS_DT41, DT41_NOTE),
    gapSupplementReducedUntilMonth: figure(84, 'months', 'Gender-gap supplement (DT 41.ª): the following gap months up to this one filled with a reduced share', 'Complemento de brecha de género (DT 41.ª): mensualidades siguientes, hasta esta, integradas con un porcentaje reducido', LGSS_DT41, DT41_NOTE),
    gapSupplementReducedPercent: figure(80, 'percent', 'Gender-gap supplement (DT 41.ª): share of the base mínima for gap months 61 to 84', 'Complemento de brecha de género (DT 41.ª): porcentaje de la base mínima para las mensualidades 61 a 84', LGSS_DT41, DT41_NOTE),
    basePercentage: figure(50, 'percent', 'Percentage of the base reguladora for the first 15 years contributed', 'Porcentaje de la base reguladora por los primeros 15 años cotizados', LGSS_A210, DT9_QUOTE),
    earlyRetirementMaxMonths: figure(24, 'months', 'Voluntary early retirement: at most this many months before the ordinary age', 'Jubilación anticipada voluntaria: como máximo estos meses antes de la edad ordinaria', LGSS_A208, A208_NOTE),
    earlyRetirementMinContributionMonths: figure(420, 'months', 'Voluntary early retirement: minimum effective contribution (35 years)', 'Jubilación anticipada voluntaria: período mínimo de cotización efectiva (35 años)', LGSS_A208, A208_NOTE),
    earlyBracketBMonths: figure(462, 'months', 'Early-retirement reduction: contribution from which column B applies (38 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna B (38 años y 6 meses)', LGSS_A208, A208_NOTE),
    earlyBracketCMonths: figure(498, 'months', 'Early-retirement reduction: contribution from which column C applies (41 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna C (41 años y 6 meses)', LGSS_A208, A208_NOTE),
    earlyBracketDMonths: figure(534, 'months', 'Early-retirement reduction: contribution from which column D applies (44 years 6 months)', 'Coeficiente reductor de la jubilación anticipada: cotización a partir de la cual se aplica la columna D (44 años y 6 meses)', LGSS_A208, A208_NOTE),
    delayBonusPerYear: figure(4, 'percent', 'Delayed retirement: additional percentage per full year contributed after the ordinary age', 'Jubilación demorada: porcentaje adicional por cada año completo cotizado después de la edad ordinaria', LGSS_A210, A210_2_NOTE),
    delayBonusPerHalfYear: figure(2, 'percent', 'Delayed retirement: additional percentage for a period of more than six months, from the second year of delay', 'Jubilación demorada: porcentaje adicional por un periodo de más de seis meses, a partir del segundo año de demora', LGSS_A210, HALF_YEAR_NOTE),
  };
}

const MAXIMUM_2026 = reported(3359.6, 'EUR', 'Maximum initial pension 2026, per payment (14 payments a year)', 'Pensión máxima inicial 2026, por paga (14 pagas al año)', RDL_3_2026, MAX_NOTE);
const PAYMENTS = reported(14, 'ratio', 'Payments a year: 12 monthly payments and 2 extraordinary ones', 'Pagas al año: 12 mensualidades y 2 pagas extraordinarias', RDL_3_2026, `${MAX_NOTE} The annual maximum 47,034.40 = 3,359.60 × 14; art. 210.2.a LGSS also pays the yearly bonus amount «en catorce pagas».`);
const MIN_65_2026 = reported(936.2, 'EUR', 'Minimum retirement pension 2026, aged 65 or over, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2026, con 65 años o más, unidad económica unipersonal, por paga (14 al año)', SEG_SOCIAL_MINIMUMS, MIN_NOTE);
const MIN_UNDER_65_2026 = reported(875.9, 'EUR', 'Minimum retirement pension 2026, under 65, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2026, menor de 65 años, unidad económica unipersonal, por paga (14 al año)', SEG_SOCIAL_MINIMUMS, MIN_NOTE);
const MIN_AGE = reported(780, 'months', 'Age from which the higher minimum pension applies (65 years)', 'Edad a partir de la cual se aplica la pensión mínima más alta (65 años)', SEG_SOCIAL_MINIMUMS, MIN_NOTE);
const TOP_UP_2026 = reported(9442, 'EUR', 'Top-up to the minimum pension 2026: other yearly income must not exceed this (no dependent spouse)', 'Complemento a mínimos 2026: los demás ingresos anuales no pueden superar esta cifra (sin cónyuge a cargo)', RDL_3_2026, TOP_UP_NOTE);

/**
 * The Spanish contributory retirement pension (jubilación, Régimen General and RETA) for 2026 and 2027: the two bases
 * reguladoras of the transition (DT 4.ª.7 and DT 40.ª LGSS), gap filling (art. 209.1.b and DT 41.ª), the percentage scale
 * (art. 210.1 and DT 9.ª), the ordinary age (DT 7.ª), the access rules of voluntary early retirement (art. 208), the
 * delayed-retirement bonus (art. 210.2), the maximum pension and the single-person minimum pensions. The 2027 version holds
 * the statutory 2027 figures; the maximum and minimum pensions and the top-up income limit of 2027 are not published yet
 * and are carried forward from 2026 (results warn). The early-retirement reduction tables are in
 * es-early-retirement-reductions-2026; the base mínima that fills gaps and the maximum contribution base are in
 * es-social-security-worker-2026.
 */
export const esRetirementPension2026 = defineRuleSet({
  id: 'es-retirement-pension-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)',
    es: 'España: pensión contributiva de jubilación (base reguladora, lagunas, porcentaje, edades, máxima y mínima)',
  },
  shortName: { en: 'Spain: contributory retirement pension rules', es: 'España: pensión contributiva de jubilación' },
  description: {
    en:
      'The figures of a Spanish retirement pension starting in 2026 or 2027: the two ways of computing the base reguladora during ' +
      'the transition (the last 300 monthly bases ÷ 350, or the best 302 of the last 304 ÷ 352.33 in 2026 and the best 304 of the ' +
      'last 308 ÷ 354.67 in 2027, whichever is higher); gap filling in the Régimen General (the first 48 months without a duty to ' +
      'contribute at the base mínima, the rest at 50 %, and the DT 41.ª supplement: months 49 to 60 at 100 % and 61 to 84 at 80 %); ' +
      'the percentage for the years contributed (50 % at 15 years; in 2026 + 0.21 % for each of the next 49 months and 0.19 % for ' +
      'each of the next 209, 100 % at 36 years 6 months; from 2027 + 0.19 % for each of 248 months and 0.18 % for each of the next ' +
      '16, 100 % at 37 years); the ordinary age (2026: 65 with 38 years 3 months, otherwise 66 years 10 months; from 2027: 65 with ' +
      '38 years 6 months, otherwise 67); the access conditions of voluntary early retirement; the delayed-retirement bonus (4 % ' +
      'per full year, 2 % for more than six months from the second year); the maximum pension and the minimum pensions of a ' +
      'single-person household (2026 figures; for 2027 not published yet and carried forward).',
    es:
      'Las cifras de una pensión de jubilación española que empieza en 2026 o 2027: las dos formas de calcular la base reguladora ' +
      'durante la transición (las últimas 300 bases mensuales entre 350, o las 302 mejores de las últimas 304 entre 352,33 en 2026 ' +
      'y las 304 mejores de las últimas 308 entre 354,67 en 2027, la que sea mayor); la integración de lagunas en el Régimen ' +
      'General (las primeras 48 mensualidades sin obligación de cotizar con la base mínima y el resto al 50 %, más el complemento ' +
      'de la DT 41.ª: mensualidades 49 a 60 al 100 % y 61 a 84 al 80 %); el porcentaje por años cotizados (50 % a los 15 años; en ' +
      '2026, 0,21 % por cada uno de los 49 meses siguientes y 0,19 % por cada uno de los 209 siguientes, 100 % con 36 años y 6 ' +
      'meses; desde 2027, 0,19 % por cada uno de 248 meses y 0,18 % por cada uno de los 16 siguientes, 100 % con 37 años); la edad ' +
      'ordinaria (2026: 65 años con 38 años y 3 meses cotizados y, si no, 66 años y 10 meses; desde 2027: 65 años con 38 años y 6 ' +
      'meses y, si no, 67); los requisitos de la jubilación anticipada voluntaria; el complemento por demora (4 % por año completo ' +
      'y 2 % por más de seis meses desde el segundo año); la pensión máxima y las pensiones mínimas de una unidad económica ' +
      'unipersonal (cifras de 2026; las de 2027 aún no se han publicado y se mantienen las de 2026).',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2027-12-31',
  sources: [
    { title: 'BOE — LGSS (RDLeg 8/2015), art. 205: requisitos de la pensión de jubilación', url: LGSS_A205 },
    { title: 'BOE — LGSS, art. 208: jubilación anticipada por voluntad del interesado', url: LGSS_A208 },
    { title: 'BOE — LGSS, art. 209: base reguladora e integración de lagunas', url: LGSS_A209 },
    { title: 'BOE — LGSS, art. 210: cuantía de la pensión (porcentaje y complemento por demora)', url: LGSS_A210 },
    { title: 'BOE — LGSS, disposición transitoria 4.ª: aplicación de legislaciones anteriores (base reguladora de 2023)', url: LGSS_DT4 },
    { title: 'BOE — LGSS, disposición transitoria 7.ª: edad de jubilación (calendario)', url: LGSS_DT7 },
    { title: 'BOE — LGSS, disposición transitoria 9.ª: porcentaje por años cotizados (calendario)', url: LGSS_DT9 },
    { title: 'BOE — LGSS, disposición transitoria 40.ª: base reguladora de la pensión de jubilación (2026-2036)', url: LGSS_DT40 },
    { title: 'BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género', url: LGSS_DT41 },
    { title: 'BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)', url: RDL_3_2026 },
    { title: 'Seguridad Social — Cuantías mínimas de las pensiones 2026', url: SEG_SOCIAL_MINIMUMS },
  ],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        ...standing(),
        method2WindowMonths: figure(304, 'months', 'Base reguladora, method 2 (2026): months in the window before the month preceding retirement', 'Base reguladora, método 2 (2026): meses del período anterior al mes previo al del hecho causante', LGSS_DT40, DT40_QUOTE),
        method2BasesTaken: figure(302, 'months', 'Base reguladora, method 2 (2026): highest bases taken from the window', 'Base reguladora, método 2 (2026): bases de mayor importe que se toman de ese período', LGSS_DT40, DT40_QUOTE),
        method2Divisor: figure(352.33, 'ratio', 'Base reguladora, method 2 (2026): divisor of the sum of the 302 bases', 'Base reguladora, método 2 (2026): divisor de la suma de las 302 bases', LGSS_DT40, DT40_QUOTE),
        firstTrancheMonths: figure(49, 'months', 'Months after 15 years that earn the first additional rate (2023-2026)', 'Meses a partir de los 15 años con el primer porcentaje adicional (2023-2026)', LGSS_DT9, DT9_QUOTE),
        firstTrancheRatePerMonth: figure(0.21, 'percent', 'Additional percentage per month contributed, months 1-49 after 15 years (2023-2026)', 'Porcentaje adicional por cada mes cotizado, meses 1 a 49 tras los 15 años (2023-2026)', LGSS_DT9, DT9_QUOTE),
        secondTrancheMonths: figure(209, 'months', 'Following months that earn the second additional rate (2023-2026)', 'Meses siguientes con el segundo porcentaje adicional (2023-2026)', LGSS_DT9, DT9_QUOTE),
        secondTrancheRatePerMonth: figure(0.19, 'percent', 'Additional percentage per month contributed, the 209 following months (2023-2026)', 'Porcentaje adicional por cada mes cotizado, los 209 meses siguientes (2023-2026)', LGSS_DT9, DT9_QUOTE),
        maximumPercentage: figure(100, 'percent', 'Highest percentage of the base reguladora for years contributed (reached at 36 years 6 months in 2026)', 'Porcentaje máximo de la base reguladora por años cotizados (en 2026 se alcanza con 36 años y 6 meses)', LGSS_A210, DT9_QUOTE),
        ordinaryAgeLongCareerMonths: figure(780, 'months', 'Ordinary retirement age with a long career, 2026: 65 years', 'Edad ordinaria de jubilación con carrera larga, 2026: 65 años', LGSS_DT7, DT7_QUOTE),
        longCareerMonths: figure(459, 'months', 'Contribution needed for the age of 65, 2026: 38 years 3 months', 'Cotización necesaria para jubilarse a los 65, 2026: 38 años y 3 meses', LGSS_DT7, DT7_QUOTE),
        ordinaryAgeMonths: figure(802, 'months', 'Ordinary retirement age otherwise, 2026: 66 years 10 months', 'Edad ordinaria de jubilación en los demás casos, 2026: 66 años y 10 meses', LGSS_DT7, DT7_QUOTE),
        maximumMonthlyPension: MAXIMUM_2026,
        paymentsPerYear: PAYMENTS,
        minimumPensionSingle65Plus: MIN_65_2026,
        minimumPensionSingleUnder65: MIN_UNDER_65_2026,
        minimumPensionAgeMonths: MIN_AGE,
        minimumTopUpIncomeLimitSingle: TOP_UP_2026,
      },
    },
    {
      effective: '2027-01-01',
      values: {
        ...standing(),
        method2WindowMonths: figure(308, 'months', 'Base reguladora, method 2 (2027): months in the window before the month preceding retirement', 'Base reguladora, método 2 (2027): meses del período anterior al mes previo al del hecho causante', LGSS_DT40, DT40_2027_QUOTE),
        method2BasesTaken: figure(304, 'months', 'Base reguladora, method 2 (2027): highest bases taken from the window', 'Base reguladora, método 2 (2027): bases de mayor importe que se toman de ese período', LGSS_DT40, DT40_2027_QUOTE),
        method2Divisor: figure(354.67, 'ratio', 'Base reguladora, method 2 (2027): divisor of the sum of the 304 bases', 'Base reguladora, método 2 (2027): divisor de la suma de las 304 bases', LGSS_DT40, DT40_2027_QUOTE),
        firstTrancheMonths: figure(248, 'months', 'Months after 15 years that earn the first additional rate (from 2027)', 'Meses a partir de los 15 años con el primer porcentaje adicional (desde 2027)', LGSS_DT9, DT9_2027_QUOTE),
        firstTrancheRatePerMonth: figure(0.19, 'percent', 'Additional percentage per month contributed, months 1-248 after 15 years (from 2027)', 'Porcentaje adicional por cada mes cotizado, meses 1 a 248 tras los 15 años (desde 2027)', LGSS_DT9, DT9_2027_QUOTE),
        secondTrancheMonths: figure(16, 'months', 'Following months that earn the second additional rate (from 2027)', 'Meses siguientes con el segundo porcentaje adicional (desde 2027)', LGSS_DT9, DT9_2027_QUOTE),
        secondTrancheRatePerMonth: figure(0.18, 'percent', 'Additional percentage per month contributed, the 16 following months (from 2027)', 'Porcentaje adicional por cada mes cotizado, los 16 meses siguientes (desde 2027)', LGSS_DT9, DT9_2027_QUOTE),
        maximumPercentage: figure(100, 'percent', 'Highest percentage of the base reguladora for years contributed (reached at 37 years from 2027)', 'Porcentaje máximo de la base reguladora por años cotizados (desde 2027 se alcanza con 37 años)', LGSS_A210, DT9_2027_QUOTE),
        ordinaryAgeLongCareerMonths: figure(780, 'months', 'Ordinary retirement age with a long career, from 2027: 65 years', 'Edad ordinaria de jubilación con carrera larga, desde 2027: 65 años', LGSS_DT7, DT7_2027_QUOTE),
        longCareerMonths: figure(462, 'months', 'Contribution needed for the age of 65, from 2027: 38 years 6 months', 'Cotización necesaria para jubilarse a los 65, desde 2027: 38 años y 6 meses', LGSS_DT7, DT7_2027_QUOTE),
        ordinaryAgeMonths: figure(804, 'months', 'Ordinary retirement age otherwise, from 2027: 67 years', 'Edad ordinaria de jubilación en los demás casos, desde 2027: 67 años', LGSS_DT7, DT7_2027_QUOTE),
        maximumMonthlyPension: carried(MAXIMUM_2026, '2026-01-01', 'Maximum initial pension 2027, per payment (14 payments a year)', 'Pensión máxima inicial 2027, por paga (14 pagas al año)'),
        paymentsPerYear: PAYMENTS,
        minimumPensionSingle65Plus: carried(MIN_65_2026, '2026-01-01', 'Minimum retirement pension 2027, aged 65 or over, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2027, con 65 años o más, unidad económica unipersonal, por paga (14 al año)'),
        minimumPensionSingleUnder65: carried(MIN_UNDER_65_2026, '2026-01-01', 'Minimum retirement pension 2027, under 65, single-person household, per payment (14 a year)', 'Pensión mínima de jubilación 2027, menor de 65 años, unidad económica unipersonal, por paga (14 al año)'),
        minimumPensionAgeMonths: carried(MIN_AGE, '2026-01-01', 'Age from which the higher minimum pension applies (65 years, 2027 table)', 'Edad a partir de la cual se aplica la pensión mínima más alta (65 años, tabla de 2027)'),
        minimumTopUpIncomeLimitSingle: carried(TOP_UP_2026, '2026-01-01', 'Top-up to the minimum pension 2027: other yearly income must not exceed this (no dependent spouse)', 'Complemento a mínimos 2027: los demás ingresos anuales no pueden superar esta cifra (sin cónyuge a cargo)'),
      },
    },
  ],
});
