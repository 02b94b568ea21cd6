import { defineRuleSet } from '../rule-set.js';

/** RIRPF (Real Decreto 439/2007), consolidated text on the BOE, by article. */
const BOE_RIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
const RIRPF_A109 = `${BOE_RIRPF}#a109`;
const RIRPF_A110 = `${BOE_RIRPF}#a110`;

/**
 * How these figures were read: in a verbatim copy of the official consolidated text, not on boe.es itself (not reachable
 * from the research tool). Hence `medium`, not `high`.
 */
const READ =
  'Read in the legalize-es copy of the consolidated BOE text of the RIRPF (BOE-A-2007-6820; boe.es itself was not reachable ' +
  'from the research tool). Checked 2026-11-24.';

const ART_110_1_A =
  'Art. 110.1.a RIRPF: «el 20 por ciento del rendimiento neto correspondiente al período de tiempo transcurrido desde el primer ' +
  'día del año hasta el último día del trimestre a que se refiere el pago fraccionado», less the payments of earlier quarters ' +
  `computed before the art. 110.3.c reduction («si no se hubiera aplicado lo dispuesto en la letra c) del apartado 3»). ${READ}`;
const ART_110_1_C =
  'Art. 110.1.c RIRPF: «Tratándose de actividades agrícolas, ganaderas, forestales o pesqueras, cualquiera que fuese el método de ' +
  `determinación del rendimiento neto, el 2 por ciento del volumen de ingresos del trimestre, excluidas las subvenciones de capital y las indemnizaciones». ${READ}`;
const ART_110_3_C =
  'Art. 110.3.c RIRPF (wording of Real Decreto 1003/2014, BOE-A-2014-12730, in force from 1 January 2015): «Cuando la cuantía de ' +
  'los rendimientos netos de actividades económicas del ejercicio anterior sea igual o inferior a 12.000 euros», the table: «Igual ' +
  'o inferior a 9.000 — 100; Entre 9.000,01 y 10.000 — 75; Entre 10.000,01 y 11.000 — 50; Entre 11.000,01 y 12.000 — 25» euros ' +
  'per quarterly payment; a reduction larger than the payment may be deducted in the following payments of the same year. ' +
  `Also quoted by DGT ruling V2463-23. ${READ}`;
const ART_109 =
  'Art. 109.2–4 RIRPF: professional activities, agricultural or livestock activities and forestry activities are not obliged to ' +
  'make the payment «si, en el año natural anterior, al menos el 70 por ciento de los ingresos» of the activity (for farming and ' +
  'forestry excluding current and capital subsidies and indemnities) «fueron objeto de retención o ingreso a cuenta»; art. ' +
  '109.5: in the first year of the activity, the income of the period of the payment counts. Business (empresarial) activities ' +
  `and fishing are not covered. ${READ}`;

/** The Modelo 130 quarterly IRPF prepayment: the 20 % and 2 % rates, the art. 110.3.c reduction table and the 70 % exemption. */
export const esModelo130Rules = defineRuleSet({
  id: 'es-modelo-130-rules',
  jurisdiction: 'es',
  name: { en: 'Spanish Modelo 130 prepayment rules (IRPF)', es: 'Reglas del pago fraccionado del IRPF (modelo 130)' },
  description: {
    en:
      'Reglamento del IRPF (Real Decreto 439/2007), articles 109 and 110: 20 % of the net profit accumulated since 1 January for ' +
      'activities in direct estimation, 2 % of the quarter\'s income for farming, livestock, forestry and fishing, the reduction ' +
      'of up to 100 euros a quarter for a prior-year net activity income of 12,000 euros or less, and the 70 % withholding test ' +
      'that exempts professionals and farmers from filing. The figures stand until the regulation is amended.',
    es:
      'Reglamento del IRPF (Real Decreto 439/2007), artículos 109 y 110: el 20 % del rendimiento neto acumulado desde el 1 de ' +
      'enero en estimación directa, el 2 % de los ingresos del trimestre en actividades agrícolas, ganaderas, forestales y ' +
      'pesqueras, la minoración de hasta 100 euros por trimestre cuando los rendimientos netos del año anterior no superan ' +
      '12.000 euros y la regla del 70 % de ingresos con retención que exime de presentar a profesionales y agricultores. Las ' +
      'cifras se mantienen mientras no se modifique el reglamento.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: null,
  sources: [
    { title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 109: obligados al pago fraccionado', url: RIRPF_A109 },
    { title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 110: importe del fraccionamiento', url: RIRPF_A110 },
  ],
  versions: [
    {
      effective: '2015-01-01',
      values: {
        generalRatePct: {
          value: 20,
          unit: 'percent',
          label: 'Direct estimation: percentage of the net profit accumulated from 1 January to the end of the quarter',
          labelEs: 'Estimación directa: porcentaje del rendimiento neto acumulado desde el 1 de enero hasta el final del trimestre',
          source: RIRPF_A110,
          confidence: 'medium',
          note: ART_110_1_A,
        },
        agrariaRatePct: {
          value: 2,
          unit: 'percent',
          label: "Farming, livestock, forestry and fishing: percentage of the quarter's income",
          labelEs: 'Actividades agrícolas, ganaderas, forestales y pesqueras: porcentaje de los ingresos del trimestre',
          source: RIRPF_A110,
          confidence: 'medium',
          note: ART_110_1_C,
        },
        reductionTier1Limit: { value: 9000, unit: 'EUR', label: 'Reduction tier 1: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 1: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier1Amount: { value: 100, unit: 'EUR', label: 'Reduction per quarterly payment, tier 1', labelEs: 'Minoración por pago fraccionado trimestral, tramo 1', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier2Limit: { value: 10000, unit: 'EUR', label: 'Reduction tier 2: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 2: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier2Amount: { value: 75, unit: 'EUR', label: 'Reduction per quarterly payment, tier 2', labelEs: 'Minoración por pago fraccionado trimestral, tramo 2', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier3Limit: { value: 11000, unit: 'EUR', label: 'Reduction tier 3: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 3: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier3Amount: { value: 50, unit: 'EUR', label: 'Reduction per quarterly payment, tier 3', labelEs: 'Minoración por pago fraccionado trimestral, tramo 3', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier4Limit: { value: 12000, unit: 'EUR', label: 'Reduction tier 4: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 4: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        reductionTier4Amount: { value: 25, unit: 'EUR', label: 'Reduction per quarterly payment, tier 4', labelEs: 'Minoración por pago fraccionado trimestral, tramo 4', source: RIRPF_A110, confidence: 'medium', note: ART_110_3_C },
        withholdingExemptionPct: {
          value: 70,
          unit: 'percent',
          label: "Share of the previous year's activity income subject to withholding from which professionals and farmers need not file",
          labelEs: 'Porcentaje de los ingresos de la actividad del año anterior sometidos a retención a partir del cual profesionales y agricultores no están obligados a presentar el pago fraccionado',
          source: RIRPF_A109,
          confidence: 'medium',
          note: ART_109,
        },
      },
    },
  ],
});
