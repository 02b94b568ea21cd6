import { defineRuleSet, type RuleValue } from '../rule-set.js';

/** AEAT, "Algoritmo de cálculo del tipo de retención a cuenta del IRPF … ejercicio 2026" (edition of 26-12-2025). */
const ALGORITMO = 'https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf';

const READ =
  'Read in a full-text transcription of the AEAT PDF (47 pages, dated 26-12-2025, SHA-256 recorded); the 10-09-2026 edition ' +
  'changes only the La Palma regime, not these figures.';

function value(v: number, unit: RuleValue['unit'], label: string, labelEs: string, where: string): RuleValue {
  return { value: v, unit, label, labelEs, source: ALGORITMO, confidence: 'medium', note: `${where} ${READ}` };
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
  description: {
    en:
      'The figures of the AEAT algorithm that sets the 2026 withholding rate on wages: reducción por obtención de rendimientos ' +
      'del trabajo (art. 20 LIRPF), otros gastos deducibles (art. 19.2.f), the personal and family minimum (arts. 57–61), the ' +
      'limits below which there is no withholding (art. 81 RIRPF), the 43 % cap (art. 85.3 RIRPF), the withholding scale ' +
      '(art. 101.1 LIRPF) and the 2 % minimum rate for contracts shorter than a year (art. 86.2 RIRPF).',
    es:
      'Las cifras del algoritmo de la AEAT que fija el tipo de retención de 2026 sobre salarios: reducción por obtención de ' +
      'rendimientos del trabajo (art. 20 LIRPF), otros gastos deducibles (art. 19.2.f), mínimo personal y familiar (arts. 57 a 61), ' +
      'límites excluyentes de la obligación de retener (art. 81 RIRPF), límite del 43 % (art. 85.3 RIRPF), escala de retención ' +
      '(art. 101.1 LIRPF) y tipo mínimo del 2 % de los contratos de duración inferior al año (art. 86.2 RIRPF).',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [{ title: 'AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026', url: ALGORITMO }],
  versions: [
    {
      effective: '2026-01-01',
      values: {
        reductionFullUpTo: value(14852, 'EUR', 'Art. 20 reduction: full amount while RNT is at most this', 'Reducción del art. 20: importe íntegro mientras el RNT no supere esta cifra', '"Si RNT ≤ 14.852,00: RED20 = 7.302,00".'),
        reductionFull: value(7302, 'EUR', 'Art. 20 reduction: full amount', 'Reducción del art. 20: importe íntegro', 'As stated in the algorithm.'),
        reductionSlope1: value(1.75, 'ratio', 'Art. 20 reduction: euros lost per euro of RNT above 14,852', 'Reducción del art. 20: euros que se pierden por cada euro de RNT que supere 14.852 €', '"7.302,00 - [1,75 * (RNT- 14.852,00)]".'),
        reductionMiddleUpTo: value(17673.52, 'EUR', 'Art. 20 reduction: end of the first taper', 'Reducción del art. 20: fin del primer tramo decreciente', '"Si 14.852,00 < RNT ≤ 17.673,52".'),
        reductionMiddle: value(2364.34, 'EUR', 'Art. 20 reduction: amount at the start of the second taper', 'Reducción del art. 20: importe al inicio del segundo tramo decreciente', '"2.364,34 - [1,14 * (RNT- 17.673,52)]".'),
        reductionSlope2: value(1.14, 'ratio', 'Art. 20 reduction: euros lost per euro of RNT above 17,673.52', 'Reducción del art. 20: euros que se pierden por cada euro de RNT que supere 17.673,52 €', 'As stated in the algorithm.'),
        reductionEndsAt: value(19747.5, 'EUR', 'Art. 20 reduction: zero from this RNT', 'Reducción del art. 20: nula a partir de este RNT', '"Si 17.673,52 < RNT < 19.747,50 … Else: RED20 = 0,00".'),
        otherExpenses: value(2000, 'EUR', 'Otros gastos deducibles, general amount (art. 19.2.f)', 'Otros gastos deducibles, importe general (art. 19.2.f)', '"GASTOSGEN = 2.000,00".'),
        disabledWorkerExpenses: value(3500, 'EUR', 'Otros gastos: increase for an active worker with a disability of 33 % to 65 %', 'Otros gastos: incremento para trabajadores activos con discapacidad igual o superior al 33 % e inferior al 65 %', '"INCREGASDISTRA = 3.500,00".'),
        disabledWorkerExpensesSevere: value(7750, 'EUR', 'Otros gastos: increase for an active worker with 65 % or more, or 33–65 % needing assistance or with reduced mobility', 'Otros gastos: incremento para trabajadores activos con discapacidad igual o superior al 65 %, o del 33 % al 65 % con necesidad de ayuda de terceras personas o movilidad reducida', '"INCREGASDISTRA = 7.750,00".'),
        moreThanTwoDescendantsReduction: value(600, 'EUR', 'Reduction for more than two descendants (HIJOS)', 'Reducción por más de dos descendientes (HIJOS)', '"Si NUMDES > 2: HIJOS = 600,00".'),
        minimumTaxpayer: value(5550, 'EUR', 'Mínimo del contribuyente', 'Mínimo del contribuyente', '"MINPER = 5.550,00".'),
        minimumOver65: value(1150, 'EUR', 'Mínimo del contribuyente: increase from 65', 'Mínimo del contribuyente: incremento por edad superior a 65 años', '"Si (2026 – AÑOPER) > 64: 65PER = 1.150,00".'),
        minimumOver75: value(1400, 'EUR', 'Mínimo del contribuyente: further increase from 75', 'Mínimo del contribuyente: incremento adicional por edad superior a 75 años', '"Si (2026– AÑOPER) >74: 75PER = 1.400,00".'),
        minimumDescendant1: value(2400, 'EUR', 'Mínimo por descendientes: first descendant', 'Mínimo por descendientes: primer descendiente', 'As stated in the algorithm.'),
        minimumDescendant2: value(2700, 'EUR', 'Mínimo por descendientes: second descendant', 'Mínimo por descendientes: segundo descendiente', 'As stated in the algorithm.'),
        minimumDescendant3: value(4000, 'EUR', 'Mínimo por descendientes: third descendant', 'Mínimo por descendientes: tercer descendiente', 'As stated in the algorithm.'),
        minimumDescendant4: value(4500, 'EUR', 'Mínimo por descendientes: fourth and each further descendant', 'Mínimo por descendientes: cuarto descendiente y siguientes', 'As stated in the algorithm.'),
        minimumUnder3: value(2800, 'EUR', 'Mínimo por descendientes: increase for a descendant under three', 'Mínimo por descendientes: incremento por descendiente menor de tres años', '"MINDES3 = MINDES3 + [2.800,00 * ENTERO (i)]".'),
        descendantSharedShare: value(0.5, 'ratio', 'Share of a descendant minimum when the descendant is not counted in full (por mitad)', 'Parte del mínimo por descendientes cuando el descendiente no se computa por entero (por mitad)', '"Si POR ENTERO = S: ENTERO = 1 / Else: ENTERO = 0,5"; the input default is POR ENTERO = N.'),
        minimumAscendant65: value(1150, 'EUR', 'Mínimo por ascendientes: each ascendant over 65', 'Mínimo por ascendientes: por cada ascendiente mayor de 65 años', '"65AS = 65AS + [1.150,00 / CONVIVENCIA (j)]".'),
        minimumAscendant75: value(1400, 'EUR', 'Mínimo por ascendientes: increase for each ascendant over 75', 'Mínimo por ascendientes: incremento por cada ascendiente mayor de 75 años', '"75AS = 75AS + [1.400,00 / CONVIVENCIA (j)]".'),
        minimumDisability: value(3000, 'EUR', 'Mínimo por discapacidad del contribuyente, 33 % to 65 %', 'Mínimo por discapacidad del contribuyente, grado igual o superior al 33 % e inferior al 65 %', '"Si DISCAPER = DE33A65: DISPER = 3.000,00".'),
        minimumDisabilitySevere: value(9000, 'EUR', 'Mínimo por discapacidad del contribuyente, 65 % or more', 'Mínimo por discapacidad del contribuyente, grado igual o superior al 65 %', '"Si DISCAPER = DESDE65: DISPER = 9.000,00".'),
        minimumAssistance: value(3000, 'EUR', 'Mínimo por discapacidad: gastos de asistencia (65 % or more, or 33–65 % with reduced mobility)', 'Mínimo por discapacidad: gastos de asistencia (grado igual o superior al 65 %, o del 33 % al 65 % con movilidad reducida)', '"ASISPER = 3.000,00".'),
        exemptSituation1OneDescendant: value(17644, 'EUR', 'TABLA 1 limit, situación 1, one descendant', 'Límite de la TABLA 1, situación 1, un descendiente', 'art. 81 RIRPF as amended by RD 142/2024.'),
        exemptSituation1TwoDescendants: value(18694, 'EUR', 'TABLA 1 limit, situación 1, two or more descendants', 'Límite de la TABLA 1, situación 1, dos o más descendientes', 'As stated in the algorithm.'),
        exemptSituation2NoDescendants: value(17197, 'EUR', 'TABLA 1 limit, situación 2, no descendants', 'Límite de la TABLA 1, situación 2, sin descendientes', 'As stated in the algorithm.'),
        exemptSituation2OneDescendant: value(18130, 'EUR', 'TABLA 1 limit, situación 2, one descendant', 'Límite de la TABLA 1, situación 2, un descendiente', 'As stated in the algorithm.'),
        exemptSituation2TwoDescendants: value(19262, 'EUR', 'TABLA 1 limit, situación 2, two or more descendants', 'Límite de la TABLA 1, situación 2, dos o más descendientes', 'As stated in the algorithm.'),
        exemptSituation3NoDescendants: value(15876, 'EUR', 'TABLA 1 limit, situación 3, no descendants', 'Límite de la TABLA 1, situación 3, sin descendientes', 'As stated in the algorithm.'),
        exemptSituation3OneDescendant: value(16342, 'EUR', 'TABLA 1 limit, situación 3, one descendant', 'Límite de la TABLA 1, situación 3, un descendiente', 'As stated in the algorithm.'),
        exemptSituation3TwoDescendants: value(16867, 'EUR', 'TABLA 1 limit, situación 3, two or more descendants', 'Límite de la TABLA 1, situación 3, dos o más descendientes', 'As stated in the algorithm.'),
        capPayCeiling: value(35200, 'EUR', '43 % cap applies when total pay is at most this', 'El límite del 43 % se aplica cuando las retribuciones totales no superan esta cifra', '"Si RETRIB ≤ 35.200,00" (art. 85.3 RIRPF, RD 1039/2022).'),
        capRate: value(43, 'percent', 'Cap on the cuota: this share of pay above the TABLA 1 limit', 'Límite de la cuota: este porcentaje de la diferencia entre las retribuciones y el límite de la TABLA 1', '"LIMITE = [RETRIB - (… )] * 0,43".'),
        scaleUpTo1: value(12450, 'EUR', 'Withholding scale (TABLA 2), end of bracket 1', 'Escala de retención (TABLA 2), límite superior del tramo 1', 'As stated in the algorithm.'),
        scaleUpTo2: value(20200, 'EUR', 'Withholding scale, end of bracket 2', 'Escala de retención, límite superior del tramo 2', 'As stated in the algorithm.'),
        scaleUpTo3: value(35200, 'EUR', 'Withholding scale, end of bracket 3', 'Escala de retención, límite superior del tramo 3', 'As stated in the algorithm.'),
        scaleUpTo4: value(60000, 'EUR', 'Withholding scale, end of bracket 4', 'Escala de retención, límite superior del tramo 4', 'As stated in the algorithm.'),
        scaleUpTo5: value(300000, 'EUR', 'Withholding scale, end of bracket 5', 'Escala de retención, límite superior del tramo 5', 'As stated in the algorithm.'),
        scaleRate1: value(19, 'percent', 'Withholding scale, bracket 1 rate', 'Escala de retención, tipo del tramo 1', 'As stated in the algorithm.'),
        scaleRate2: value(24, 'percent', 'Withholding scale, bracket 2 rate', 'Escala de retención, tipo del tramo 2', 'As stated in the algorithm.'),
        scaleRate3: value(30, 'percent', 'Withholding scale, bracket 3 rate', 'Escala de retención, tipo del tramo 3', 'As stated in the algorithm.'),
        scaleRate4: value(37, 'percent', 'Withholding scale, bracket 4 rate', 'Escala de retención, tipo del tramo 4', 'As stated in the algorithm.'),
        scaleRate5: value(45, 'percent', 'Withholding scale, bracket 5 rate', 'Escala de retención, tipo del tramo 5', 'As stated in the algorithm.'),
        scaleRate6: value(47, 'percent', 'Withholding scale, rate above 300,000', 'Escala de retención, tipo a partir de 300.000 €', '"300.000,00 125.901,50 En adelante 47,00".'),
        minimumRateShortContract: value(2, 'percent', 'Minimum withholding rate, contract shorter than one year (INFERIORAÑO)', 'Tipo mínimo de retención, contrato de duración inferior al año (INFERIORAÑO)', '"Si (CONTRATO = INFERIORAÑO y TIPO < 2,00): TIPO = 2,00" (art. 86.2 RIRPF).'),
        homeLoanPayCeiling: value(33007.2, 'EUR', 'Home-loan reduction (RD 1975/2008): only when total pay is below this', 'Reducción por préstamo para la adquisición de vivienda habitual (RD 1975/2008): solo con retribuciones totales inferiores a esta cifra', '"Si RETRIB < 33.007,20 y PRESVIV= S".'),
        homeLoanRate: value(2, 'percent', 'Home-loan reduction: this share of total pay, truncated to cents', 'Reducción por préstamo para vivienda habitual: este porcentaje de las retribuciones totales, truncado a céntimos', '"MINOPAGO = 2,00% *RETRIB … MINOPAGO = TRUNCAR (MINOPAGO)".'),
      },
    },
  ],
});
