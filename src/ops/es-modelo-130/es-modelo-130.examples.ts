import type { ExamplesFor } from '../../core/operation.js';
import type run from './es-modelo-130.run.js';

/** The documented examples of es-modelo-130: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'A loss in the first quarter, then profit, with the 100 € reduction',
    input: {
      quarters: [
        { ingresos: 3000, gastos: 4500 },
        { ingresos: 9000, gastos: 2000, retenciones: 600 },
        { ingresos: 8000, gastos: 1500, retenciones: 900 }
      ],
      priorYearNet: 8500,
      pctIncomeWithRetencion: 40
    },
    output: {
      actividad: 'general',
      quarters: [
        {
          quarter: 1,
          period: '1T',
          casillas: {
            c01: 3000,
            c02: 4500,
            c03: -1500,
            c04: 0,
            c05: 0,
            c06: 0,
            c07: 0,
            c08: 0,
            c09: 0,
            c10: 0,
            c11: 0,
            c12: 0,
            c13: 100,
            c14: -100,
            c15: 0,
            c16: 0,
            c17: -100,
            c18: 0,
            c19: -100
          },
          result: -100,
          amountToPay: 0,
          resultType: 'a deducir',
          reductionCarriedForward: 100,
          filingDeadline: '1–20 April'
        },
        {
          quarter: 2,
          period: '2T',
          casillas: {
            c01: 12000,
            c02: 6500,
            c03: 5500,
            c04: 1100,
            c05: 0,
            c06: 600,
            c07: 500,
            c08: 0,
            c09: 0,
            c10: 0,
            c11: 0,
            c12: 500,
            c13: 100,
            c14: 400,
            c15: 100,
            c16: 0,
            c17: 300,
            c18: 0,
            c19: 300
          },
          result: 300,
          amountToPay: 300,
          resultType: 'a ingresar',
          reductionCarriedForward: 0,
          filingDeadline: '1–20 July'
        },
        {
          quarter: 3,
          period: '3T',
          casillas: {
            c01: 20000,
            c02: 8000,
            c03: 12000,
            c04: 2400,
            c05: 500,
            c06: 1500,
            c07: 400,
            c08: 0,
            c09: 0,
            c10: 0,
            c11: 0,
            c12: 400,
            c13: 100,
            c14: 300,
            c15: 0,
            c16: 0,
            c17: 300,
            c18: 0,
            c19: 300
          },
          result: 300,
          amountToPay: 300,
          resultType: 'a ingresar',
          reductionCarriedForward: 0,
          filingDeadline: '1–20 October'
        }
      ],
      totalToPay: 600,
      reductionPerQuarter: 100,
      filingExemption: {
        pctIncomeWithRetencion: 40,
        exemptionMayApply: false,
        note: "40 % of last year's activity income carried withholding, below 70 %: the quarterly returns are due, whatever the kind of activity (art. 109 RIRPF)."
      },
      breakdown: [
        {
          item: 'q1Casilla01',
          label: '1T casilla 01 — Ingresos computables: income from 1 January to the end of the quarter',
          amount: 3000
        },
        {
          item: 'q1Casilla02',
          label: '1T casilla 02 — Gastos fiscalmente deducibles: deductible expenses from 1 January to the end of the quarter',
          amount: 4500
        },
        { item: 'q1Casilla03', label: '1T casilla 03 — Rendimiento neto: 01 − 02', amount: -1500 },
        { item: 'q1Casilla04', label: '1T casilla 04 — 20 % of 03 when positive, else 0', amount: 0 },
        {
          item: 'q1Casilla05',
          label: '1T casilla 05 — A deducir: positive 07 results of the earlier quarters of the year (less their casilla 16, not modelled: 0)',
          amount: 0
        },
        {
          item: 'q1Casilla06',
          label: '1T casilla 06 — A deducir: retenciones e ingresos a cuenta from 1 January to the end of the quarter',
          amount: 0
        },
        {
          item: 'q1Casilla07',
          label: '1T casilla 07 — Pago fraccionado previo del trimestre: 04 − 05 − 06',
          amount: 0
        },
        {
          item: 'q1Casilla12',
          label: '1T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 0
        },
        {
          item: 'q1Casilla13',
          label: '1T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €8,500.00',
          amount: 100
        },
        { item: 'q1Casilla14', label: '1T casilla 14 — Diferencia: 12 − 13', amount: -100 },
        {
          item: 'q1Casilla15',
          label: '1T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 0
        },
        {
          item: 'q1Casilla16',
          label: '1T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q1Casilla17', label: '1T casilla 17 — Total: 14 − 15 − 16', amount: -100 },
        {
          item: 'q1Casilla18',
          label: '1T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q1Casilla19', label: '1T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: -100 },
        { item: 'q1AmountToPay', label: '1T amount to pay: casilla 19 when positive', amount: 0 },
        {
          item: 'q2Casilla01',
          label: '2T casilla 01 — Ingresos computables: income from 1 January to the end of the quarter',
          amount: 12000
        },
        {
          item: 'q2Casilla02',
          label: '2T casilla 02 — Gastos fiscalmente deducibles: deductible expenses from 1 January to the end of the quarter',
          amount: 6500
        },
        { item: 'q2Casilla03', label: '2T casilla 03 — Rendimiento neto: 01 − 02', amount: 5500 },
        { item: 'q2Casilla04', label: '2T casilla 04 — 20 % of 03 when positive, else 0', amount: 1100 },
        {
          item: 'q2Casilla05',
          label: '2T casilla 05 — A deducir: positive 07 results of the earlier quarters of the year (less their casilla 16, not modelled: 0)',
          amount: 0
        },
        {
          item: 'q2Casilla06',
          label: '2T casilla 06 — A deducir: retenciones e ingresos a cuenta from 1 January to the end of the quarter',
          amount: 600
        },
        {
          item: 'q2Casilla07',
          label: '2T casilla 07 — Pago fraccionado previo del trimestre: 04 − 05 − 06',
          amount: 500
        },
        {
          item: 'q2Casilla12',
          label: '2T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 500
        },
        {
          item: 'q2Casilla13',
          label: '2T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €8,500.00',
          amount: 100
        },
        { item: 'q2Casilla14', label: '2T casilla 14 — Diferencia: 12 − 13', amount: 400 },
        {
          item: 'q2Casilla15',
          label: '2T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 100
        },
        {
          item: 'q2Casilla16',
          label: '2T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q2Casilla17', label: '2T casilla 17 — Total: 14 − 15 − 16', amount: 300 },
        {
          item: 'q2Casilla18',
          label: '2T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q2Casilla19', label: '2T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: 300 },
        { item: 'q2AmountToPay', label: '2T amount to pay: casilla 19 when positive', amount: 300 },
        {
          item: 'q3Casilla01',
          label: '3T casilla 01 — Ingresos computables: income from 1 January to the end of the quarter',
          amount: 20000
        },
        {
          item: 'q3Casilla02',
          label: '3T casilla 02 — Gastos fiscalmente deducibles: deductible expenses from 1 January to the end of the quarter',
          amount: 8000
        },
        { item: 'q3Casilla03', label: '3T casilla 03 — Rendimiento neto: 01 − 02', amount: 12000 },
        { item: 'q3Casilla04', label: '3T casilla 04 — 20 % of 03 when positive, else 0', amount: 2400 },
        {
          item: 'q3Casilla05',
          label: '3T casilla 05 — A deducir: positive 07 results of the earlier quarters of the year (less their casilla 16, not modelled: 0)',
          amount: 500
        },
        {
          item: 'q3Casilla06',
          label: '3T casilla 06 — A deducir: retenciones e ingresos a cuenta from 1 January to the end of the quarter',
          amount: 1500
        },
        {
          item: 'q3Casilla07',
          label: '3T casilla 07 — Pago fraccionado previo del trimestre: 04 − 05 − 06',
          amount: 400
        },
        {
          item: 'q3Casilla12',
          label: '3T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 400
        },
        {
          item: 'q3Casilla13',
          label: '3T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €8,500.00',
          amount: 100
        },
        { item: 'q3Casilla14', label: '3T casilla 14 — Diferencia: 12 − 13', amount: 300 },
        {
          item: 'q3Casilla15',
          label: '3T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 0
        },
        {
          item: 'q3Casilla16',
          label: '3T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q3Casilla17', label: '3T casilla 17 — Total: 14 − 15 − 16', amount: 300 },
        {
          item: 'q3Casilla18',
          label: '3T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q3Casilla19', label: '3T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: 300 },
        { item: 'q3AmountToPay', label: '3T amount to pay: casilla 19 when positive', amount: 300 },
        { item: 'totalToPay', label: 'Total to pay, 1T + 2T + 3T', amount: 600 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): es-modelo-130-rules effective 2015-01-01 (the art. 110.3.c table as worded by Real Decreto 1003/2014).',
        'Estimación directa (normal or simplified) with a single activity type for the whole year; quarters[0] is the first quarter (1T).',
        'General activities: 20 % of the net profit accumulated since 1 January (art. 110.1.a RIRPF); casillas 08–11 do not apply (0).',
        'Casilla 13: €100.00 in every quarter, from a prior-year net activity income of €8,500.00; it is not prorated, applies even when the result is zero or negative, and any excess is deducted in casilla 15 of later quarters of the same year.',
        'Casilla 16 (deduction for a loan for the main home) and casilla 18 (complementary returns) are not modelled: 0. Casilla 05 would subtract the earlier casillas 16, also 0 here.',
        'Each casilla is rounded to cents (half away from zero) as it is declared on the form, and later quarters use the declared amounts.',
        'A return is due every quarter even when nothing is payable, unless the 70 % exemption applies. Filing windows: 1T 1–20 April, 2T 1–20 July, 3T 1–20 October, 4T 1–30 January of the following year; check the AEAT calendar of the year for the exact dates.',
        'Not modelled: estimación objetiva (modelo 131), the rates reduced by 60 % for income entitled to the Ceuta and Melilla deduction (art. 110.2 RIRPF), activities that start during the year.'
      ],
      warnings: [],
      rules: [
        {
          id: 'es-modelo-130-rules',
          name: 'Spanish Modelo 130 prepayment rules (IRPF)',
          effective: '2015-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 109: obligados al pago fraccionado',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a109'
            },
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 110: importe del fraccionamiento',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a110'
            }
          ]
        }
      ]
    }
  },
  {
    title: "Farming (agraria): 2 % of each quarter's income",
    input: {
      quarters: [ { ingresos: 20000, retenciones: 150 }, { ingresos: 5000, retenciones: 200 } ],
      actividad: 'agraria',
      priorYearNet: 30000
    },
    output: {
      actividad: 'agraria',
      quarters: [
        {
          quarter: 1,
          period: '1T',
          casillas: {
            c01: 0,
            c02: 0,
            c03: 0,
            c04: 0,
            c05: 0,
            c06: 0,
            c07: 0,
            c08: 20000,
            c09: 400,
            c10: 150,
            c11: 250,
            c12: 250,
            c13: 0,
            c14: 250,
            c15: 0,
            c16: 0,
            c17: 250,
            c18: 0,
            c19: 250
          },
          result: 250,
          amountToPay: 250,
          resultType: 'a ingresar',
          reductionCarriedForward: 0,
          filingDeadline: '1–20 April'
        },
        {
          quarter: 2,
          period: '2T',
          casillas: {
            c01: 0,
            c02: 0,
            c03: 0,
            c04: 0,
            c05: 0,
            c06: 0,
            c07: 0,
            c08: 5000,
            c09: 100,
            c10: 200,
            c11: -100,
            c12: 0,
            c13: 0,
            c14: 0,
            c15: 0,
            c16: 0,
            c17: 0,
            c18: 0,
            c19: 0
          },
          result: 0,
          amountToPay: 0,
          resultType: 'negativa',
          reductionCarriedForward: 0,
          filingDeadline: '1–20 July'
        }
      ],
      totalToPay: 250,
      reductionPerQuarter: 0,
      filingExemption: {
        pctIncomeWithRetencion: null,
        exemptionMayApply: null,
        note: 'Share of income with withholding not given: the 70 % exemption is not assessed; the returns above assume you must file.'
      },
      breakdown: [
        {
          item: 'q1Casilla08',
          label: "1T casilla 08 — Volumen de ingresos del trimestre (farming, livestock, forestry, fishing): the quarter's income",
          amount: 20000
        },
        { item: 'q1Casilla09', label: '1T casilla 09 — 2 % of 08', amount: 400 },
        {
          item: 'q1Casilla10',
          label: '1T casilla 10 — A deducir: retenciones e ingresos a cuenta of the quarter',
          amount: 150
        },
        {
          item: 'q1Casilla11',
          label: '1T casilla 11 — Pago fraccionado previo del trimestre: 09 − 10',
          amount: 250
        },
        {
          item: 'q1Casilla12',
          label: '1T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 250
        },
        {
          item: 'q1Casilla13',
          label: '1T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €30,000.00',
          amount: 0
        },
        { item: 'q1Casilla14', label: '1T casilla 14 — Diferencia: 12 − 13', amount: 250 },
        {
          item: 'q1Casilla15',
          label: '1T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 0
        },
        {
          item: 'q1Casilla16',
          label: '1T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q1Casilla17', label: '1T casilla 17 — Total: 14 − 15 − 16', amount: 250 },
        {
          item: 'q1Casilla18',
          label: '1T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q1Casilla19', label: '1T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: 250 },
        { item: 'q1AmountToPay', label: '1T amount to pay: casilla 19 when positive', amount: 250 },
        {
          item: 'q2Casilla08',
          label: "2T casilla 08 — Volumen de ingresos del trimestre (farming, livestock, forestry, fishing): the quarter's income",
          amount: 5000
        },
        { item: 'q2Casilla09', label: '2T casilla 09 — 2 % of 08', amount: 100 },
        {
          item: 'q2Casilla10',
          label: '2T casilla 10 — A deducir: retenciones e ingresos a cuenta of the quarter',
          amount: 200
        },
        {
          item: 'q2Casilla11',
          label: '2T casilla 11 — Pago fraccionado previo del trimestre: 09 − 10',
          amount: -100
        },
        {
          item: 'q2Casilla12',
          label: '2T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 0
        },
        {
          item: 'q2Casilla13',
          label: '2T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €30,000.00',
          amount: 0
        },
        { item: 'q2Casilla14', label: '2T casilla 14 — Diferencia: 12 − 13', amount: 0 },
        {
          item: 'q2Casilla15',
          label: '2T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 0
        },
        {
          item: 'q2Casilla16',
          label: '2T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q2Casilla17', label: '2T casilla 17 — Total: 14 − 15 − 16', amount: 0 },
        {
          item: 'q2Casilla18',
          label: '2T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q2Casilla19', label: '2T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: 0 },
        { item: 'q2AmountToPay', label: '2T amount to pay: casilla 19 when positive', amount: 0 },
        { item: 'totalToPay', label: 'Total to pay, 1T + 2T', amount: 250 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): es-modelo-130-rules effective 2015-01-01 (the art. 110.3.c table as worded by Real Decreto 1003/2014).',
        'Estimación directa (normal or simplified) with a single activity type for the whole year; quarters[0] is the first quarter (1T).',
        "Farming, livestock, forestry or fishing: 2 % of each quarter's income, not accumulated and not on profit (art. 110.1.c RIRPF); income should exclude capital subsidies and indemnities; casillas 01–07 do not apply (0).",
        'Casilla 13: €0.00 in every quarter, from a prior-year net activity income of €30,000.00; it is not prorated, applies even when the result is zero or negative, and any excess is deducted in casilla 15 of later quarters of the same year.',
        'Casilla 16 (deduction for a loan for the main home) and casilla 18 (complementary returns) are not modelled: 0. Casilla 05 would subtract the earlier casillas 16, also 0 here.',
        'Each casilla is rounded to cents (half away from zero) as it is declared on the form, and later quarters use the declared amounts.',
        'A return is due every quarter even when nothing is payable, unless the 70 % exemption applies. Filing windows: 1T 1–20 April, 2T 1–20 July, 3T 1–20 October, 4T 1–30 January of the following year; check the AEAT calendar of the year for the exact dates.',
        'Not modelled: estimación objetiva (modelo 131), the rates reduced by 60 % for income entitled to the Ceuta and Melilla deduction (art. 110.2 RIRPF), activities that start during the year.'
      ],
      warnings: [],
      rules: [
        {
          id: 'es-modelo-130-rules',
          name: 'Spanish Modelo 130 prepayment rules (IRPF)',
          effective: '2015-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 109: obligados al pago fraccionado',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a109'
            },
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 110: importe del fraccionamiento',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a110'
            }
          ]
        }
      ]
    }
  },
  {
    title: "A professional with 85 % of last year's income withheld",
    input: {
      quarters: [ { ingresos: 12000, gastos: 2000, retenciones: 1800 } ],
      priorYearNet: 40000,
      pctIncomeWithRetencion: 85
    },
    output: {
      actividad: 'general',
      quarters: [
        {
          quarter: 1,
          period: '1T',
          casillas: {
            c01: 12000,
            c02: 2000,
            c03: 10000,
            c04: 2000,
            c05: 0,
            c06: 1800,
            c07: 200,
            c08: 0,
            c09: 0,
            c10: 0,
            c11: 0,
            c12: 200,
            c13: 0,
            c14: 200,
            c15: 0,
            c16: 0,
            c17: 200,
            c18: 0,
            c19: 200
          },
          result: 200,
          amountToPay: 200,
          resultType: 'a ingresar',
          reductionCarriedForward: 0,
          filingDeadline: '1–20 April'
        }
      ],
      totalToPay: 200,
      reductionPerQuarter: 0,
      filingExemption: {
        pctIncomeWithRetencion: 85,
        exemptionMayApply: true,
        note: "85 % of last year's activity income carried withholding (70 % or more): if your activity is professional (actividad profesional) or agricultural, livestock or forestry, you need not file Modelo 130 (art. 109 RIRPF; for farming and forestry the share excludes subsidies and indemnities). Business (empresarial) activities and fishing cannot use this exemption and must file. In the first year of activity the share is measured quarter by quarter."
      },
      breakdown: [
        {
          item: 'q1Casilla01',
          label: '1T casilla 01 — Ingresos computables: income from 1 January to the end of the quarter',
          amount: 12000
        },
        {
          item: 'q1Casilla02',
          label: '1T casilla 02 — Gastos fiscalmente deducibles: deductible expenses from 1 January to the end of the quarter',
          amount: 2000
        },
        { item: 'q1Casilla03', label: '1T casilla 03 — Rendimiento neto: 01 − 02', amount: 10000 },
        { item: 'q1Casilla04', label: '1T casilla 04 — 20 % of 03 when positive, else 0', amount: 2000 },
        {
          item: 'q1Casilla05',
          label: '1T casilla 05 — A deducir: positive 07 results of the earlier quarters of the year (less their casilla 16, not modelled: 0)',
          amount: 0
        },
        {
          item: 'q1Casilla06',
          label: '1T casilla 06 — A deducir: retenciones e ingresos a cuenta from 1 January to the end of the quarter',
          amount: 1800
        },
        {
          item: 'q1Casilla07',
          label: '1T casilla 07 — Pago fraccionado previo del trimestre: 04 − 05 − 06',
          amount: 200
        },
        {
          item: 'q1Casilla12',
          label: '1T casilla 12 — Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
          amount: 200
        },
        {
          item: 'q1Casilla13',
          label: '1T casilla 13 — A deducir: art. 110.3.c reduction for a prior-year net activity income of €40,000.00',
          amount: 0
        },
        { item: 'q1Casilla14', label: '1T casilla 14 — Diferencia: 12 − 13', amount: 200 },
        {
          item: 'q1Casilla15',
          label: '1T casilla 15 — A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
          amount: 0
        },
        {
          item: 'q1Casilla16',
          label: '1T casilla 16 — A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
          amount: 0
        },
        { item: 'q1Casilla17', label: '1T casilla 17 — Total: 14 − 15 − 16', amount: 200 },
        {
          item: 'q1Casilla18',
          label: '1T casilla 18 — A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
          amount: 0
        },
        { item: 'q1Casilla19', label: '1T casilla 19 — Resultado de la autoliquidación: 17 − 18', amount: 200 },
        { item: 'q1AmountToPay', label: '1T amount to pay: casilla 19 when positive', amount: 200 },
        { item: 'totalToPay', label: 'Total to pay, 1T', amount: 200 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): es-modelo-130-rules effective 2015-01-01 (the art. 110.3.c table as worded by Real Decreto 1003/2014).',
        'Estimación directa (normal or simplified) with a single activity type for the whole year; quarters[0] is the first quarter (1T).',
        'General activities: 20 % of the net profit accumulated since 1 January (art. 110.1.a RIRPF); casillas 08–11 do not apply (0).',
        'Casilla 13: €0.00 in every quarter, from a prior-year net activity income of €40,000.00; it is not prorated, applies even when the result is zero or negative, and any excess is deducted in casilla 15 of later quarters of the same year.',
        'Casilla 16 (deduction for a loan for the main home) and casilla 18 (complementary returns) are not modelled: 0. Casilla 05 would subtract the earlier casillas 16, also 0 here.',
        'Each casilla is rounded to cents (half away from zero) as it is declared on the form, and later quarters use the declared amounts.',
        'A return is due every quarter even when nothing is payable, unless the 70 % exemption applies. Filing windows: 1T 1–20 April, 2T 1–20 July, 3T 1–20 October, 4T 1–30 January of the following year; check the AEAT calendar of the year for the exact dates.',
        'Not modelled: estimación objetiva (modelo 131), the rates reduced by 60 % for income entitled to the Ceuta and Melilla deduction (art. 110.2 RIRPF), activities that start during the year.'
      ],
      warnings: [],
      rules: [
        {
          id: 'es-modelo-130-rules',
          name: 'Spanish Modelo 130 prepayment rules (IRPF)',
          effective: '2015-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 109: obligados al pago fraccionado',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a109'
            },
            {
              title: 'BOE — Real Decreto 439/2007, Reglamento del IRPF (texto consolidado), art. 110: importe del fraccionamiento',
              url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820#a110'
            }
          ]
        }
      ]
    }
  },
];
