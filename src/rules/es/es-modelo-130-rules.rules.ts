import { defineRuleSet } from '../rule-set.js';

const BOE_RIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';

const ART_110_3_C =
  'Art. 110.3.c RIRPF (wording of Real Decreto 1003/2014, BOE 6-12-2014, in force from 1 January 2015): "Cuando la cuantía de los ' +
  'rendimientos netos de actividades económicas del ejercicio anterior sea igual o inferior a 12.000 euros": ≤ 9,000 → 100; ' +
  '9,000.01–10,000 → 75; 10,000.01–11,000 → 50; 11,000.01–12,000 → 25 euros, per quarterly payment. Read from verbatim ' +
  'transcriptions of the consolidated BOE text and from DGT ruling V2463-23, which quotes it.';

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
      'that exempts professionals and farmers from filing.',
    es:
      'Reglamento del IRPF (Real Decreto 439/2007), artículos 109 y 110: el 20 % del rendimiento neto acumulado desde el 1 de ' +
      'enero en estimación directa, el 2 % de los ingresos del trimestre en actividades agrícolas, ganaderas, forestales y ' +
      'pesqueras, la minoración de hasta 100 euros por trimestre cuando los rendimientos netos del año anterior no superan ' +
      '12.000 euros y la regla del 70 % de ingresos con retención que exime de presentar a profesionales y agricultores.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [{ title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), arts. 109 y 110', url: BOE_RIRPF }],
  versions: [
    {
      effective: '2015-01-01',
      values: {
        generalRatePct: {
          value: 20,
          unit: 'percent',
          label: 'Direct estimation: percentage of the net profit accumulated from 1 January to the end of the quarter',
          labelEs: 'Estimación directa: porcentaje del rendimiento neto acumulado desde el 1 de enero hasta el final del trimestre',
          source: BOE_RIRPF,
          confidence: 'high',
          note: 'Art. 110.1.a RIRPF: "el 20 por ciento del rendimiento neto correspondiente al período de tiempo transcurrido desde el primer día del año hasta el último día del trimestre", less the payments of earlier quarters computed before the art. 110.3.c reduction.',
        },
        agrariaRatePct: {
          value: 2,
          unit: 'percent',
          label: "Farming, livestock, forestry and fishing: percentage of the quarter's income",
          labelEs: 'Actividades agrícolas, ganaderas, forestales y pesqueras: porcentaje de los ingresos del trimestre',
          source: BOE_RIRPF,
          confidence: 'high',
          note: 'Art. 110.1.c RIRPF: "el 2 por ciento del volumen de ingresos del trimestre, excluidas las subvenciones de capital y las indemnizaciones", whatever the method of estimation.',
        },
        reductionTier1Limit: { value: 9000, unit: 'EUR', label: 'Reduction tier 1: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 1: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier1Amount: { value: 100, unit: 'EUR', label: 'Reduction per quarterly payment, tier 1', labelEs: 'Minoración por pago fraccionado trimestral, tramo 1', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier2Limit: { value: 10000, unit: 'EUR', label: 'Reduction tier 2: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 2: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier2Amount: { value: 75, unit: 'EUR', label: 'Reduction per quarterly payment, tier 2', labelEs: 'Minoración por pago fraccionado trimestral, tramo 2', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier3Limit: { value: 11000, unit: 'EUR', label: 'Reduction tier 3: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 3: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier3Amount: { value: 50, unit: 'EUR', label: 'Reduction per quarterly payment, tier 3', labelEs: 'Minoración por pago fraccionado trimestral, tramo 3', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier4Limit: { value: 12000, unit: 'EUR', label: 'Reduction tier 4: prior-year net activity income up to (inclusive)', labelEs: 'Minoración, tramo 4: rendimientos netos de actividades económicas del año anterior hasta (inclusive)', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        reductionTier4Amount: { value: 25, unit: 'EUR', label: 'Reduction per quarterly payment, tier 4', labelEs: 'Minoración por pago fraccionado trimestral, tramo 4', source: BOE_RIRPF, confidence: 'high', note: ART_110_3_C },
        withholdingExemptionPct: {
          value: 70,
          unit: 'percent',
          label: "Share of the previous year's activity income subject to withholding from which professionals and farmers need not file",
          labelEs: 'Porcentaje de los ingresos de la actividad del año anterior sometidos a retención a partir del cual profesionales y agricultores no están obligados a presentar el pago fraccionado',
          source: BOE_RIRPF,
          confidence: 'high',
          note: 'Art. 109.2–4 RIRPF: professional activities, agricultural or livestock activities and forestry activities are not obliged to make the payment if, in the previous calendar year, at least 70 % of the activity income (for farming and forestry excluding subsidies and indemnities) was subject to withholding or payment on account; in the first year, the income of each quarter counts. Business (empresarial) activities and fishing are not covered. Read from a verbatim transcription of the consolidated text.',
        },
      },
    },
  ],
});
