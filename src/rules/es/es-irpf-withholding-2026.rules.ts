import { defineRuleSet, type RuleValue } from '../rule-set.js';

/** AEAT, "Algoritmo de cálculo del tipo de retención a cuenta del IRPF … ejercicio 2026" (edition of 26-12-2025). */
const ALGORITMO = 'https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf';

/** Real Decreto 439/2007, Reglamento del IRPF (consolidated): arts. 81 to 86, the withholding procedure. */
const RIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
/** Ley 35/2006 del IRPF (consolidated): arts. 19, 20 and 57 to 60. */
const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';

const READ =
  'Read in a full-text transcription of the AEAT PDF (47 pages, dated 26-12-2025, SHA-256 recorded); the 10-09-2026 edition ' +
  'changes only the La Palma regime, not these figures.';
const READ_RIRPF = 'Read in the legalize-es copy of the BOE consolidated text of BOE-A-2007-6820 (consolidated to 2026-05-18); the AEAT algorithm gives the same figure.';
const READ_LIRPF = 'Read in the legalize-es copy of the BOE consolidated text of BOE-A-2006-20764 (consolidated to 2026-03-27); the AEAT algorithm gives the same figure.';

function value(v: number, unit: RuleValue['unit'], label: string, labelEs: string, where: string): RuleValue {
  return { value: v, unit, label, labelEs, source: ALGORITMO, confidence: 'medium', note: `${where} ${READ}` };
}
/** A figure read in the regulation (RIRPF) itself. */
function rirpf(v: number, unit: RuleValue['unit'], label: string, labelEs: string, where: string): RuleValue {
  return { value: v, unit, label, labelEs, source: RIRPF, confidence: 'medium', note: `${where} ${READ_RIRPF}` };
}
/** A figure read in the law (LIRPF) itself. */
function lirpf(v: number, unit: RuleValue['unit'], label: string, labelEs: string, where: string): RuleValue {
  return { value: v, unit, label, labelEs, source: LIRPF, confidence: 'medium', note: `${where} ${READ_LIRPF}` };
}

/**
 * Every figure of the AEAT 2026 withholding algorithm for employment income (rendimientos del trabajo) that the payroll
 * calculator uses: the art. 20 reduction, the other deductible expenses, the personal and family minimum, the exemption
 * limits (TABLA 1), the 43 % cap, the withholding scale (TABLA 2) and the minimum rate of contracts shorter than a year.
 */
export const esIrpfWithholding2026 = defineRuleSet({
  id: 'es-irpf-withholding-2026',
  jurisdiction: 'es',
  name: {
    en: 'Spain: IRPF withholding on employment income 2026 (AEAT algorithm)',
    es: 'España: retenciones del IRPF sobre rendimientos del trabajo 2026 (algoritmo de la AEAT)',
  },
  shortName: { en: 'Spain: IRPF withholding on employment income 2026', es: 'España: retenciones del IRPF sobre el trabajo 2026' },
  description: {
    en:
      'The figures of the AEAT algorithm that sets the 2026 withholding rate on wages: reducción por obtención de rendimientos ' +
      'del trabajo (art. 20 LIRPF), otros gastos deducibles (art. 19.2.f), the personal and family minimum (arts. 57–61), the ' +
      'limits below which there is no withholding (art. 81 RIRPF), the 43 % cap (art. 85.3 RIRPF), the withholding scale ' +
      '(art. 101.1 LIRPF) and the 2 % minimum rate for contracts shorter than a year (art. 86.2 RIRPF). They are set by the law ' +
      'and the regulation and stand until these change: the AEAT publishes each year\'s algorithm at the end of the previous December.',
    es:
      'Las cifras del algoritmo de la AEAT que fija el tipo de retención de 2026 sobre salarios: reducción por obtención de ' +
      'rendimientos del trabajo (art. 20 LIRPF), otros gastos deducibles (art. 19.2.f), mínimo personal y familiar (arts. 57 a 61), ' +
      'límites excluyentes de la obligación de retener (art. 81 RIRPF), límite del 43 % (art. 85.3 RIRPF), escala de retención ' +
      '(art. 101.1 LIRPF) y tipo mínimo del 2 % de los contratos de duración inferior al año (art. 86.2 RIRPF). Las fijan la Ley y el ' +
      'Reglamento y se mantienen mientras no cambien: la AEAT publica el algoritmo de cada año a finales del diciembre anterior.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026', url: ALGORITMO },
    { title: 'BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86', url: RIRPF },
    { title: 'BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60', url: LIRPF },
  ],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        reductionFullUpTo: rirpf(14852, 'EUR', 'Art. 20 reduction: full amount while RNT is at most this', 'Reducción del art. 20: importe íntegro mientras el RNT no supere esta cifra', 'Art. 83.3.d.1º: "igual o inferior a 14.852 euros: 7.302 euros anuales".'),
        reductionFull: rirpf(7302, 'EUR', 'Art. 20 reduction: full amount', 'Reducción del art. 20: importe íntegro', 'Art. 83.3.d.1º.'),
        reductionSlope1: rirpf(1.75, 'ratio', 'Art. 20 reduction: euros lost per euro of RNT above 14,852', 'Reducción del art. 20: euros que se pierden por cada euro de RNT que supere 14.852 €', 'Art. 83.3.d.2º: "7.302 euros menos el resultado de multiplicar por 1,75 la diferencia".'),
        reductionMiddleUpTo: rirpf(17673.52, 'EUR', 'Art. 20 reduction: end of the first taper', 'Reducción del art. 20: fin del primer tramo decreciente', 'Art. 83.3.d.2º and 3º.'),
        reductionMiddle: rirpf(2364.34, 'EUR', 'Art. 20 reduction: amount at the start of the second taper', 'Reducción del art. 20: importe al inicio del segundo tramo decreciente', 'Art. 83.3.d.3º: "2.364,34 euros menos el resultado de multiplicar por 1,14".'),
        reductionSlope2: rirpf(1.14, 'ratio', 'Art. 20 reduction: euros lost per euro of RNT above 17,673.52', 'Reducción del art. 20: euros que se pierden por cada euro de RNT que supere 17.673,52 €', 'Art. 83.3.d.3º.'),
        reductionEndsAt: rirpf(19747.5, 'EUR', 'Art. 20 reduction: zero from this RNT', 'Reducción del art. 20: nula a partir de este RNT', 'Art. 83.3.d: "Cuando el rendimiento neto del trabajo fuera inferior a 19.747,5 euros".'),
        otherExpenses: lirpf(2000, 'EUR', 'Otros gastos deducibles, general amount (art. 19.2.f)', 'Otros gastos deducibles, importe general (art. 19.2.f)', 'Art. 19.2.f: "otros gastos distintos de los anteriores, 2.000 euros anuales".'),
        disabledWorkerExpenses: lirpf(3500, 'EUR', 'Otros gastos: increase for an active worker with a disability of 33 % to 65 %', 'Otros gastos: incremento para trabajadores activos con discapacidad igual o superior al 33 % e inferior al 65 %', 'Art. 19.2.f: "se incrementará dicha cuantía en 3.500 euros anuales".'),
        disabledWorkerExpensesSevere: lirpf(7750, 'EUR', 'Otros gastos: increase for an active worker with 65 % or more, or 33–65 % needing assistance or with reduced mobility', 'Otros gastos: incremento para trabajadores activos con discapacidad igual o superior al 65 %, o del 33 % al 65 % con necesidad de ayuda de terceras personas o movilidad reducida', 'Art. 19.2.f: "Dicho incremento será de 7.750 euros anuales".'),
        moreThanTwoDescendantsReduction: rirpf(600, 'EUR', 'Reduction for more than two descendants (HIJOS)', 'Reducción por más de dos descendientes (HIJOS)', 'Art. 83.3.e: "que tengan más de dos descendientes … 600 euros".'),
        minimumTaxpayer: lirpf(5550, 'EUR', 'Mínimo del contribuyente', 'Mínimo del contribuyente', 'Art. 57.1.'),
        minimumOver65: lirpf(1150, 'EUR', 'Mínimo del contribuyente: increase from 65', 'Mínimo del contribuyente: incremento por edad superior a 65 años', 'Art. 57.2.'),
        minimumOver75: lirpf(1400, 'EUR', 'Mínimo del contribuyente: further increase from 75', 'Mínimo del contribuyente: incremento adicional por edad superior a 75 años', 'Art. 57.2.'),
        minimumDescendant1: lirpf(2400, 'EUR', 'Mínimo por descendientes: first descendant', 'Mínimo por descendientes: primer descendiente', 'Art. 58.1.'),
        minimumDescendant2: lirpf(2700, 'EUR', 'Mínimo por descendientes: second descendant', 'Mínimo por descendientes: segundo descendiente', 'Art. 58.1.'),
        minimumDescendant3: lirpf(4000, 'EUR', 'Mínimo por descendientes: third descendant', 'Mínimo por descendientes: tercer descendiente', 'Art. 58.1.'),
        minimumDescendant4: lirpf(4500, 'EUR', 'Mínimo por descendientes: fourth and each further descendant', 'Mínimo por descendientes: cuarto descendiente y siguientes', 'Art. 58.1.'),
        minimumUnder3: lirpf(2800, 'EUR', 'Mínimo por descendientes: increase for a descendant under three', 'Mínimo por descendientes: incremento por descendiente menor de tres años', 'Art. 58.2.'),
        descendantSharedShare: rirpf(0.5, 'ratio', 'Share of a descendant minimum when the descendant is not counted in full (por mitad)', 'Parte del mínimo por descendientes cuando el descendiente no se computa por entero (por mitad)', 'Art. 84.2º: "Los descendientes se computarán por mitad, excepto cuando el contribuyente tenga derecho, de forma exclusiva, a la aplicación de la totalidad del mínimo familiar"; the algorithm: "Si POR ENTERO = S: ENTERO = 1 / Else: ENTERO = 0,5".'),
        minimumAscendant65: lirpf(1150, 'EUR', 'Mínimo por ascendientes: each ascendant over 65', 'Mínimo por ascendientes: por cada ascendiente mayor de 65 años', 'Art. 59.1.'),
        minimumAscendant75: lirpf(1400, 'EUR', 'Mínimo por ascendientes: increase for each ascendant over 75', 'Mínimo por ascendientes: incremento por cada ascendiente mayor de 75 años', 'Art. 59.2.'),
        minimumDisability: lirpf(3000, 'EUR', 'Mínimo por discapacidad del contribuyente, 33 % to 65 %', 'Mínimo por discapacidad del contribuyente, grado igual o superior al 33 % e inferior al 65 %', 'Art. 60.1.'),
        minimumDisabilitySevere: lirpf(9000, 'EUR', 'Mínimo por discapacidad del contribuyente, 65 % or more', 'Mínimo por discapacidad del contribuyente, grado igual o superior al 65 %', 'Art. 60.1.'),
        minimumAssistance: lirpf(3000, 'EUR', 'Mínimo por discapacidad: gastos de asistencia (65 % or more, or 33–65 % with reduced mobility)', 'Mínimo por discapacidad: gastos de asistencia (grado igual o superior al 65 %, o del 33 % al 65 % con movilidad reducida)', 'Art. 60.1, second paragraph.'),
        exemptSituation1OneDescendant: rirpf(17644, 'EUR', 'TABLA 1 limit, situación 1, one descendant', 'Límite de la TABLA 1, situación 1, un descendiente', 'Art. 81.1 table (RD 142/2024): situación 1ª, one descendant.'),
        exemptSituation1TwoDescendants: rirpf(18694, 'EUR', 'TABLA 1 limit, situación 1, two or more descendants', 'Límite de la TABLA 1, situación 1, dos o más descendientes', 'Art. 81.1 table: situación 1ª, two or more descendants.'),
        exemptSituation2NoDescendants: rirpf(17197, 'EUR', 'TABLA 1 limit, situación 2, no descendants', 'Límite de la TABLA 1, situación 2, sin descendientes', 'Art. 81.1 table: situación 2ª (spouse with income of at most 1,500 €), no descendants.'),
        exemptSituation2OneDescendant: rirpf(18130, 'EUR', 'TABLA 1 limit, situación 2, one descendant', 'Límite de la TABLA 1, situación 2, un descendiente', 'Art. 81.1 table: situación 2ª, one descendant.'),
        exemptSituation2TwoDescendants: rirpf(19262, 'EUR', 'TABLA 1 limit, situación 2, two or more descendants', 'Límite de la TABLA 1, situación 2, dos o más descendientes', 'Art. 81.1 table: situación 2ª, two or more descendants.'),
        exemptSituation3NoDescendants: rirpf(15876, 'EUR', 'TABLA 1 limit, situación 3, no descendants', 'Límite de la TABLA 1, situación 3, sin descendientes', 'Art. 81.1 table: situación 3ª (other situations), no descendants.'),
        exemptSituation3OneDescendant: rirpf(16342, 'EUR', 'TABLA 1 limit, situación 3, one descendant', 'Límite de la TABLA 1, situación 3, un descendiente', 'Art. 81.1 table: situación 3ª, one descendant.'),
        exemptSituation3TwoDescendants: rirpf(16867, 'EUR', 'TABLA 1 limit, situación 3, two or more descendants', 'Límite de la TABLA 1, situación 3, dos o más descendientes', 'Art. 81.1 table: situación 3ª, two or more descendants.'),
        capPayCeiling: rirpf(35200, 'EUR', '43 % cap applies when total pay is at most this', 'El límite del 43 % se aplica cuando las retribuciones totales no superan esta cifra', 'Art. 85.3 (RD 1039/2022): "no superior a 35.200 euros anuales".'),
        capRate: rirpf(43, 'percent', 'Cap on the cuota: this share of pay above the TABLA 1 limit', 'Límite de la cuota: este porcentaje de la diferencia entre las retribuciones y el límite de la TABLA 1', 'Art. 85.3: "el porcentaje del 43 por ciento a la diferencia positiva" between pay and the art. 81 limit.'),
        scaleUpTo1: rirpf(12450, 'EUR', 'Withholding scale (TABLA 2), end of bracket 1', 'Escala de retención (TABLA 2), límite superior del tramo 1', 'Art. 85.1.1º scale.'),
        scaleUpTo2: rirpf(20200, 'EUR', 'Withholding scale, end of bracket 2', 'Escala de retención, límite superior del tramo 2', 'Art. 85.1.1º scale.'),
        scaleUpTo3: rirpf(35200, 'EUR', 'Withholding scale, end of bracket 3', 'Escala de retención, límite superior del tramo 3', 'Art. 85.1.1º scale.'),
        scaleUpTo4: rirpf(60000, 'EUR', 'Withholding scale, end of bracket 4', 'Escala de retención, límite superior del tramo 4', 'Art. 85.1.1º scale.'),
        scaleUpTo5: rirpf(300000, 'EUR', 'Withholding scale, end of bracket 5', 'Escala de retención, límite superior del tramo 5', 'Art. 85.1.1º scale.'),
        scaleRate1: rirpf(19, 'percent', 'Withholding scale, bracket 1 rate', 'Escala de retención, tipo del tramo 1', 'Art. 85.1.1º scale.'),
        scaleRate2: rirpf(24, 'percent', 'Withholding scale, bracket 2 rate', 'Escala de retención, tipo del tramo 2', 'Art. 85.1.1º scale.'),
        scaleRate3: rirpf(30, 'percent', 'Withholding scale, bracket 3 rate', 'Escala de retención, tipo del tramo 3', 'Art. 85.1.1º scale.'),
        scaleRate4: rirpf(37, 'percent', 'Withholding scale, bracket 4 rate', 'Escala de retención, tipo del tramo 4', 'Art. 85.1.1º scale.'),
        scaleRate5: rirpf(45, 'percent', 'Withholding scale, bracket 5 rate', 'Escala de retención, tipo del tramo 5', 'Art. 85.1.1º scale.'),
        scaleRate6: rirpf(47, 'percent', 'Withholding scale, rate above 300,000', 'Escala de retención, tipo a partir de 300.000 €', 'Art. 85.1.1º scale: "300.000,00 | 125.901,50 | En adelante | 47,00".'),
        minimumRateShortContract: rirpf(2, 'percent', 'Minimum withholding rate, contract shorter than one year (INFERIORAÑO)', 'Tipo mínimo de retención, contrato de duración inferior al año (INFERIORAÑO)', 'Art. 86.2: "no podrá ser inferior al 2 por ciento cuando se trate de contratos o relaciones de duración inferior al año"; art. 81.3: the no-withholding limits do not apply where these minimum rates do.'),
        homeLoanPayCeiling: rirpf(33007.2, 'EUR', 'Home-loan reduction (RD 1975/2008): only when total pay is below this', 'Reducción por préstamo para la adquisición de vivienda habitual (RD 1975/2008): solo con retribuciones totales inferiores a esta cifra', 'Art. 86.1: "inferior a 33.007,2 euros".'),
        homeLoanRate: value(2, 'percent', 'Home-loan reduction: this share of total pay, truncated to cents', 'Reducción por préstamo para vivienda habitual: este porcentaje de las retribuciones totales, truncado a céntimos', '"MINOPAGO = 2,00% *RETRIB … MINOPAGO = TRUNCAR (MINOPAGO)".'),
      },
    },
  ],
});
