import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { amountField, percentField, cents, MAX_AMOUNT } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { ruleVersionAt, rulesUsed } from '../../rules/rule-set.js';
import { esModelo130Rules } from '../../rules/es/es-modelo-130-rules.rules.js';
import { computeModelo130, eur, reductionFor, type Casillas } from './es-modelo-130.js';
import { formatDay, formatMoney, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';

/** Filing windows of the four quarterly returns (information; the AEAT calendar of each year has the exact dates). */
const DEADLINES = ['1–20 April', '1–20 July', '1–20 October', '1–30 January of the following year'] as const;
const DEADLINES_ES = ['del 1 al 20 de abril', 'del 1 al 20 de julio', 'del 1 al 20 de octubre', 'del 1 al 30 de enero del año siguiente'] as const;
const PERIODS = ['1T', '2T', '3T', '4T'] as const;

const CASILLA_LABELS: Record<keyof Casillas, string> = {
  c01: 'Ingresos computables: income from 1 January to the end of the quarter',
  c02: 'Gastos fiscalmente deducibles: deductible expenses from 1 January to the end of the quarter',
  c03: 'Rendimiento neto: 01 − 02',
  c04: '{rate} of 03 when positive, else 0',
  c05: 'A deducir: positive 07 results of the earlier quarters of the year (less their casilla 16, not modelled: 0)',
  c06: 'A deducir: retenciones e ingresos a cuenta from 1 January to the end of the quarter',
  c07: 'Pago fraccionado previo del trimestre: 04 − 05 − 06',
  c08: "Volumen de ingresos del trimestre (farming, livestock, forestry, fishing): the quarter's income",
  c09: '{rate} of 08',
  c10: "A deducir: retenciones e ingresos a cuenta of the quarter",
  c11: 'Pago fraccionado previo del trimestre: 09 − 10',
  c12: 'Suma de pagos fraccionados previos del trimestre: 07 + 11, 0 if negative',
  c13: 'A deducir: reduction of art. 110.3.c RIRPF for a low prior-year net activity income',
  c14: 'Diferencia: 12 − 13',
  c15: 'A deducir: resultados negativos de trimestres anteriores (unused, up to 14 when positive)',
  c16: 'A deducir: home-loan deduction (préstamo vivienda habitual): not modelled, 0',
  c17: 'Total: 14 − 15 − 16',
  c18: 'A deducir: result of an earlier return for the same quarter (complementary returns only): 0',
  c19: 'Resultado de la autoliquidación: 17 − 18',
};

/** The same in the words of the AEAT form. */
const CASILLA_LABELS_ES: Record<keyof Casillas, string> = {
  c01: 'Ingresos computables desde el 1 de enero hasta el final del trimestre',
  c02: 'Gastos fiscalmente deducibles desde el 1 de enero hasta el final del trimestre',
  c03: 'Rendimiento neto: 01 − 02',
  c04: '{rate} del importe de la casilla 03, si es positivo; si no, 0',
  c05: 'A deducir: resultados positivos de la casilla 07 de los trimestres anteriores del año (menos sus casillas 16, que no se modelan: 0)',
  c06: 'A deducir: retenciones e ingresos a cuenta desde el 1 de enero hasta el final del trimestre',
  c07: 'Pago fraccionado previo del trimestre: 04 − 05 − 06',
  c08: 'Volumen de ingresos del trimestre (actividades agrícolas, ganaderas, forestales y pesqueras)',
  c09: '{rate} del importe de la casilla 08',
  c10: 'A deducir: retenciones e ingresos a cuenta del trimestre',
  c11: 'Pago fraccionado previo del trimestre: 09 − 10',
  c12: 'Suma de pagos fraccionados previos del trimestre: 07 + 11; 0 si es negativa',
  c13: 'A deducir: minoración del artículo 110.3.c) del Reglamento del IRPF por un rendimiento neto bajo el año anterior',
  c14: 'Diferencia: 12 − 13',
  c15: 'A deducir: resultados negativos de trimestres anteriores (pendientes, hasta el importe de la casilla 14 si es positiva)',
  c16: 'A deducir: deducción por préstamo para la adquisición o rehabilitación de la vivienda habitual: no se modela, 0',
  c17: 'Total: 14 − 15 − 16',
  c18: 'A deducir: resultado de la autoliquidación anterior del mismo período (solo en complementarias): 0',
  c19: 'Resultado de la autoliquidación: 17 − 18',
};

const casillaOrder = Object.keys(CASILLA_LABELS) as (keyof Casillas)[];

const quarterIn = z
  .strictObject({
    ingresos: amountField('Income of this quarter alone, EUR.').default(0),
    gastos: amountField('Deductible expenses of this quarter alone, EUR (not for agraria).').default(0),
    retenciones: amountField('Retenciones and payments on account of this quarter alone, EUR.').default(0),
  })
  .describe('One quarter’s own amounts.');

const casillasOut = z
  .strictObject(Object.fromEntries(casillaOrder.map((key) => [key, z.number().describe(`Casilla ${key.slice(1)}.`)])) as Record<keyof Casillas, z.ZodNumber>)
  .describe('Every casilla of the form for this quarter (c01 … c19), in euros; the section that does not apply is 0.');

const input = z.strictObject({
  quarters: z.array(quarterIn).min(1).max(4).describe('Quarters of one year, from Q1 in order; amounts not accumulated.'),
  priorYearNet: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .optional()
    .describe('Last year’s net activity income, EUR (negative: loss). Omitted: no reduction.'),
  actividad: z
    .enum(['general', 'agraria'])
    .default('general')
    .describe('agraria: farming, livestock, forestry or fishing.'),
  pctIncomeWithRetencion: percentField('Percent of last year’s income that bore withholding; 70+ means no need to file.').optional(),
});

const output = z.strictObject({
  actividad: z.enum(['general', 'agraria']).describe('The method applied.'),
  quarters: z
    .array(
      z.strictObject({
        quarter: z.number().describe('1 to 4.'),
        period: z.string().describe('The period as written on the form: 1T, 2T, 3T or 4T.'),
        casillas: casillasOut,
        result: z.number().describe('Casilla 19, the result of the return.'),
        amountToPay: z.number().describe('What is paid this quarter: casilla 19 when positive, else 0.'),
        resultType: z.enum(['a ingresar', 'a deducir', 'negativa']).describe('a ingresar: to pay; a deducir: negative result carried to later quarters (1T–3T); negativa: nothing to pay and nothing carried.'),
        reductionCarriedForward: z.number().describe('Negative results still to deduct (casilla 15) in later quarters of the year, after this one; 0 after 4T (the year is over).'),
        filingDeadline: z.string().describe('Filing window of this return.'),
      }),
    )
    .describe('One return per quarter given, casilla by casilla.'),
  totalToPay: z.number().describe('Sum of the amounts to pay of the quarters given, in euros.'),
  reductionPerQuarter: z.number().describe('Casilla 13 applied in each quarter (0 when priorYearNet is omitted or above 12,000).'),
  filingExemption: z
    .strictObject({
      pctIncomeWithRetencion: z.number().nullable().describe('The share given, or null.'),
      exemptionMayApply: z.boolean().nullable().describe('true at 70 % or more (only for professional and farming, livestock or forestry activities); false below; null when not given.'),
      note: z.string().describe('What the share means for the duty to file.'),
    })
    .describe('The 70 % withholding test of art. 109 RIRPF.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('What needs your attention: the reduction not applied for lack of priorYearNet, expenses ignored by the 2 % method.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'es-modelo-130',
  kind: 'calculator',
  jurisdiction: 'es',
  input,
  output,
  run: ({ quarters, priorYearNet, actividad, pctIncomeWithRetencion }, ctx) => {
    const today = utcDate(ctx.now());
    const version = ruleVersionAt(esModelo130Rules, today);
    const v = version.values;
    const tiers = [
      { limit: v.reductionTier1Limit.value, amount: v.reductionTier1Amount.value },
      { limit: v.reductionTier2Limit.value, amount: v.reductionTier2Amount.value },
      { limit: v.reductionTier3Limit.value, amount: v.reductionTier3Amount.value },
      { limit: v.reductionTier4Limit.value, amount: v.reductionTier4Amount.value },
    ];
    const reduction = priorYearNet === undefined ? 0 : reductionFor(priorYearNet, tiers);
    const generalPct = v.generalRatePct.value;
    const agrariaPct = v.agrariaRatePct.value;
    const results = computeModelo130(quarters, actividad, {
      generalRate: generalPct / 100,
      agrariaRate: agrariaPct / 100,
      reduction,
    });

    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const money = (n: number): string => (es ? formatMoney(n, 'EUR', 'es') : eur(n));
    const pctLabel = (pct: number) => (es ? formatPercent(pct, 'es') : `${pct} %`);
    const labelOf = (key: keyof Casillas) =>
      (es ? CASILLA_LABELS_ES : CASILLA_LABELS)[key].replace('{rate}', pctLabel(key === 'c04' ? generalPct : agrariaPct));
    const reductionLabel =
      priorYearNet === undefined
        ? t(
            'A deducir: art. 110.3.c reduction: not applied, last year’s net income not given',
            'A deducir: minoración del artículo 110.3.c) del Reglamento del IRPF: no se aplica, falta el rendimiento neto del año anterior',
          )
        : t(
            `A deducir: art. 110.3.c reduction for a prior-year net activity income of ${eur(priorYearNet)}`,
            `A deducir: minoración del artículo 110.3.c) del Reglamento del IRPF por un rendimiento neto de actividades del año anterior de ${money(priorYearNet)}`,
          );
    const applicable: readonly (keyof Casillas)[] =
      actividad === 'general'
        ? casillaOrder.filter((k) => !['c08', 'c09', 'c10', 'c11'].includes(k))
        : casillaOrder.filter((k) => !['c01', 'c02', 'c03', 'c04', 'c05', 'c06', 'c07'].includes(k));

    const breakdown: BreakdownItem[] = [];
    for (const r of results) {
      const period = PERIODS[r.quarter - 1]!;
      for (const key of applicable) {
        breakdown.push({
          item: `q${r.quarter}Casilla${key.slice(1)}`,
          label: `${period} casilla ${key.slice(1)} — ${key === 'c13' ? reductionLabel : labelOf(key)}`,
          amount: r.casillas[key],
        });
      }
      breakdown.push({
        item: `q${r.quarter}AmountToPay`,
        label: t(`${period} amount to pay: casilla 19 when positive`, `${period} importe a ingresar: casilla 19 si es positiva`),
        amount: r.amountToPay,
      });
    }
    const totalToPay = cents(results.reduce((sum, r) => sum + r.amountToPay, 0));
    const periods = results.map((r) => PERIODS[r.quarter - 1]).join(' + ');
    breakdown.push({ item: 'totalToPay', label: t(`Total to pay, ${periods}`, `Total a ingresar, ${periods}`), amount: totalToPay });

    const exemptionPct = v.withholdingExemptionPct.value;
    let exemptionMayApply: boolean | null = null;
    let exemptionNote: string;
    if (pctIncomeWithRetencion === undefined) {
      exemptionNote = t(
        `Share of income with withholding not given: the ${exemptionPct} % exemption is not assessed; the returns above assume you must file.`,
        `Sin el porcentaje de ingresos con retención del año anterior no se valora la exención del ${pctLabel(exemptionPct)}; las autoliquidaciones de arriba suponen que debes presentarlas.`,
      );
    } else if (pctIncomeWithRetencion >= exemptionPct) {
      exemptionMayApply = true;
      exemptionNote = t(
        `${pctLabel(pctIncomeWithRetencion)} of last year's activity income carried withholding (${exemptionPct} % or more): if your activity is ` +
          'professional (actividad profesional) or agricultural, livestock or forestry, you need not file Modelo 130 (art. 109 RIRPF; for ' +
          'farming and forestry the share excludes subsidies and indemnities). Business (empresarial) activities and fishing cannot use ' +
          'this exemption and must file. In the first year of activity the share is measured quarter by quarter.',
        `El ${pctLabel(pctIncomeWithRetencion)} de los ingresos de la actividad del año anterior soportó retención o ingreso a cuenta (el ` +
          `${pctLabel(exemptionPct)} o más): si tu actividad es profesional o agrícola, ganadera o forestal, no estás obligado a presentar ` +
          'el modelo 130 (artículo 109 del Reglamento del IRPF; en las agrícolas y forestales el porcentaje no tiene en cuenta las ' +
          'subvenciones ni las indemnizaciones). Las actividades empresariales y la pesca no pueden acogerse a esta exención y deben ' +
          'presentarlo. En el primer año de actividad el porcentaje se mide trimestre a trimestre.',
      );
    } else {
      exemptionMayApply = false;
      exemptionNote = t(
        `${pctLabel(pctIncomeWithRetencion)} of last year's activity income carried withholding, below ${exemptionPct} %: the quarterly ` +
          'returns are due, whatever the kind of activity (art. 109 RIRPF).',
        `El ${pctLabel(pctIncomeWithRetencion)} de los ingresos de la actividad del año anterior soportó retención, menos del ` +
          `${pctLabel(exemptionPct)}: hay que presentar las autoliquidaciones trimestrales, sea cual sea la actividad (artículo 109 del Reglamento del IRPF).`,
      );
    }

    const warnings: string[] = [];
    if (priorYearNet === undefined) {
      warnings.push(
        t(
          `Last year's net income not given: the art. 110.3.c reduction (up to ${eur(tiers[0]!.amount)} a quarter) is not applied. If last year's net ` +
            `activity income was ${eur(tiers[tiers.length - 1]!.limit)} or less, or you had no activity last year (it counts as 0), give it.`,
          `Falta el rendimiento neto del año anterior: no se aplica la minoración del artículo 110.3.c) del Reglamento del IRPF (hasta ` +
            `${money(tiers[0]!.amount)} por trimestre). Si el rendimiento neto de tus actividades del año anterior fue de ` +
            `${money(tiers[tiers.length - 1]!.limit)} o menos, o no tuviste actividad (cuenta como 0), indícalo.`,
        ),
      );
    }
    if (actividad === 'agraria' && quarters.some((q) => q.gastos > 0)) {
      warnings.push(
        t(
          "actividad agraria: the 2 % applies to the quarter's income, so the gastos given are not used.",
          `Actividad agraria: el ${pctLabel(agrariaPct)} se aplica a los ingresos del trimestre, así que los gastos indicados no se usan.`,
        ),
      );
    }
    const last = results[results.length - 1]!;
    if (last.unusedAtYearEnd > 0) {
      warnings.push(
        t(
          `${eur(last.unusedAtYearEnd)} of the art. 110.3.c reduction is left unused at the end of the year: it can only be deducted from payments of the same year, so it is lost.`,
          `Quedan ${money(last.unusedAtYearEnd)} de la minoración del artículo 110.3.c) sin aplicar al acabar el año: solo puede deducirse de los pagos fraccionados del mismo año, así que se pierden.`,
        ),
      );
    }
    if (last.pendingAfter > 0) {
      warnings.push(
        t(
          `${eur(last.pendingAfter)} of negative results (unused reduction) is still to be deducted in casilla 15 of the next quarters of the year.`,
          `Quedan ${money(last.pendingAfter)} de resultados negativos (minoración no aplicada) por deducir en la casilla 15 de los próximos trimestres del año.`,
        ),
      );
    }

    const assumptions = [
      t(
        `Rules in force on ${today} (the date of the request, UTC): es-modelo-130-rules effective ${version.effective} (the art. 110.3.c table as worded by Real Decreto 1003/2014).`,
        `Normas vigentes el ${formatDay(today, 'es')} (fecha de la consulta, UTC): es-modelo-130-rules en vigor desde el ${formatDay(version.effective, 'es')} (la tabla del artículo 110.3.c) en la redacción del Real Decreto 1003/2014).`,
      ),
      t(
        'Estimación directa (normal or simplified) with a single activity type for the whole year; quarters[0] is the first quarter (1T).',
        'Estimación directa (normal o simplificada) con un solo tipo de actividad todo el año; el primer trimestre indicado es el primero del año (1T).',
      ),
      actividad === 'general'
        ? t(
            `General activities: ${generalPct} % of the net profit accumulated since 1 January (art. 110.1.a RIRPF); casillas 08–11 do not apply (0).`,
            `Actividades en general: el ${pctLabel(generalPct)} del rendimiento neto acumulado desde el 1 de enero (artículo 110.1.a) del Reglamento del IRPF); las casillas 08 a 11 no se aplican (0).`,
          )
        : t(
            `Farming, livestock, forestry or fishing: ${agrariaPct} % of each quarter's income, not accumulated and not on profit (art. 110.1.c RIRPF); income should exclude capital subsidies and indemnities; casillas 01–07 do not apply (0).`,
            `Actividades agrícolas, ganaderas, forestales o pesqueras: el ${pctLabel(agrariaPct)} de los ingresos de cada trimestre, sin acumular y no sobre el rendimiento (artículo 110.1.c) del Reglamento del IRPF); los ingresos no deben incluir las subvenciones de capital ni las indemnizaciones; las casillas 01 a 07 no se aplican (0).`,
          ),
      priorYearNet === undefined
        ? t(
            'No net income for last year: casilla 13 is 0 (omitting it is not the same as having had no activity last year, which counts as 0 and gives the full reduction).',
            'Sin rendimiento neto del año anterior, la casilla 13 es 0 (dejarlo en blanco no equivale a no haber tenido actividad el año anterior, que cuenta como 0 y da la minoración completa).',
          )
        : t(
            `Casilla 13: ${eur(reduction)} in every quarter, from a prior-year net activity income of ${eur(priorYearNet)}; it is not prorated, applies even when the result is zero or negative, and any excess is deducted in casilla 15 of later quarters of the same year.`,
            `Casilla 13: ${money(reduction)} en cada trimestre, por un rendimiento neto de actividades del año anterior de ${money(priorYearNet)}; no se prorratea, se aplica aunque el resultado sea cero o negativo, y el exceso se deduce en la casilla 15 de los trimestres siguientes del mismo año.`,
          ),
      t(
        'Casilla 16 (deduction for a loan for the main home) and casilla 18 (complementary returns) are not modelled: 0. Casilla 05 would subtract the earlier casillas 16, also 0 here.',
        'La casilla 16 (deducción por préstamo para la vivienda habitual) y la casilla 18 (autoliquidaciones complementarias) no se modelan: 0. La casilla 05 restaría las casillas 16 anteriores, también 0 aquí.',
      ),
      t(
        'Each casilla is rounded to cents (half away from zero) as it is declared on the form, and later quarters use the declared amounts.',
        'Cada casilla se redondea a céntimos (la mitad, alejándose de cero) tal como se declara en el modelo, y los trimestres siguientes usan los importes declarados.',
      ),
      t(
        'A return is due every quarter even when nothing is payable, unless the 70 % exemption applies. Filing windows: 1T 1–20 April, 2T 1–20 July, 3T 1–20 October, 4T 1–30 January of the following year; check the AEAT calendar of the year for the exact dates.',
        'Hay que presentar la autoliquidación cada trimestre aunque no salga nada a ingresar, salvo que se aplique la exención del 70 %. Plazos de presentación: 1T del 1 al 20 de abril, 2T del 1 al 20 de julio, 3T del 1 al 20 de octubre y 4T del 1 al 30 de enero del año siguiente; consulta en el calendario del contribuyente de la AEAT las fechas exactas de cada año.',
      ),
      t(
        'Not modelled: estimación objetiva (modelo 131), the rates reduced by 60 % for income entitled to the Ceuta and Melilla deduction (art. 110.2 RIRPF), activities that start during the year.',
        'No se modelan la estimación objetiva (modelo 131), los porcentajes reducidos en un 60 % para rendimientos con derecho a la deducción por rentas obtenidas en Ceuta y Melilla (art. 110.2 RIRPF) ni el inicio de la actividad durante el año.',
      ),
    ];

    return {
      actividad,
      quarters: results.map((r) => ({
        quarter: r.quarter,
        period: PERIODS[r.quarter - 1]!,
        casillas: r.casillas,
        result: r.casillas.c19,
        amountToPay: r.amountToPay,
        resultType: r.resultType,
        reductionCarriedForward: r.pendingAfter,
        filingDeadline: (es ? DEADLINES_ES : DEADLINES)[r.quarter - 1]!,
      })),
      totalToPay,
      reductionPerQuarter: reduction,
      filingExemption: { pctIncomeWithRetencion: pctIncomeWithRetencion ?? null, exemptionMayApply, note: exemptionNote },
      breakdown,
      assumptions,
      warnings,
      rules: [rulesUsed(esModelo130Rules, version, today)],
    };
  },
});
