import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { formatDay } from '../../core/display.js';
import { amountField, cents, MAX_AMOUNT, moneyOut } from '../../core/money.js';
import { defineRun } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';
import { estimatedTaxDueDates } from '../../rules/us/us-tax-due-dates.js';
import { computeTax, formatPct, formatPctEs, formatUsd, formatUsdEs, qbiDeduction } from '../finance-score/finance-score.js';
import { taxRulesOn } from '../finance-score/tax-rules-on.js';
import { filingStatusField, filingStatusOut } from '../finance-score/filing-status-field.js';
import { planInstallments, requiredAnnualPayment, taxYearOn } from './us-estimated-tax.js';

export const PENALTY_CALCULATOR = '/calculators/estimated-tax-penalty';
const GUIDE = '/guides/us-estimated-tax-1040-es';

const input = z.strictObject({
  netProfit: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .describe('Expected Schedule C net profit, USD (a loss is negative).'),
  otherIncome: amountField('Other taxable income, not wages, USD.').optional(),
  filingStatus: filingStatusField,
  priorYearTax: amountField('Last year’s total tax, USD. Absent: 90 % test only.').optional(),
  priorYearAgi: z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional().describe('Last year’s AGI, USD. Absent: 110 % is used.'),
  withholding: amountField('Federal income tax withheld this year, USD.').optional(),
  paidSoFar: amountField('Estimated tax paid so far this tax year, USD.').optional(),
});

const installmentOut = z.strictObject({
  installment: z.number().int().describe('Installment number, 1–4.'),
  dueDate: z.string().describe('Due date (YYYY-MM-DD).'),
  amount: moneyOut('What to pay by it.'),
});

const output = z.strictObject({
  taxYear: z.number().int().describe('Tax year whose installments are being paid.'),
  filingStatus: filingStatusOut,
  nextDueDate: z.string().describe('Next due date (YYYY-MM-DD).'),
  nextPayment: moneyOut('What to pay by nextDueDate.'),
  totalTax: moneyOut('Federal tax for the year: income + SE + Additional Medicare.'),
  selfEmploymentTax: moneyOut('Self-employment tax.'),
  additionalMedicareTax: moneyOut('Additional Medicare Tax.'),
  incomeTax: moneyOut('Income tax after the standard and §199A deductions.'),
  requiredAnnualPayment: moneyOut('Smaller of 90 % of totalTax and 100 %/110 % of last year’s tax.'),
  requiredAnnualBasis: z.enum(['currentYear', 'priorYear']).describe('The test that set it.'),
  paymentsRequired: z.boolean().describe('False when withholding covers it or leaves under $1,000.'),
  remainingToPay: moneyOut('Required − withholding − paidSoFar, not below 0.'),
  balanceDueWithReturn: moneyOut('Rest of totalTax, with the return (negative: refund).'),
  installments: z.array(installmentOut).describe('Installments due from today on.'),
  shortInstallments: z.array(z.number().int()).describe('Past installments not covered: a penalty may apply.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Short installments, §199A phase-in, rules carried forward.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'us-estimated-tax',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    const today = utcDate(ctx.now());
    const taxYear = taxYearOn(today);
    // Rules of the tax year: the request date, or its last day when the request is its January installment.
    const rulesDate = today.startsWith(`${taxYear}-`) ? today : `${taxYear}-12-31`;
    const rules = new RulesApplied(ctx.locale);
    const { filingStatus } = input;
    const taxRules = taxRulesOn(rules, rulesDate, filingStatus);
    const deadlines = rules.at(usYearEndDeadlines, rulesDate).values;
    const dueDates = estimatedTaxDueDates(taxYear);

    const { netProfit } = input;
    const otherIncome = input.otherIncome ?? 0;
    const withholding = input.withholding ?? 0;
    const paidSoFar = input.paidSoFar ?? 0;
    const tax = computeTax(netProfit, otherIncome, 0, taxRules);
    const minimumBalance = deadlines.estimatedTaxPenaltyFloor.value;
    const req = requiredAnnualPayment(tax.totalTax, input.priorYearTax, input.priorYearAgi, {
      currentYearPct: deadlines.safeHarborCurrentYearPct.value,
      priorYearPct: deadlines.safeHarborPriorYearPct.value,
      highIncomePriorYearPct: deadlines.safeHarborHighIncomePriorYearPct.value,
      highIncomeAgi: deadlines.safeHarborHighIncomeAgi.value,
      minimumBalance,
    });
    // Form 1040-ES lines 14a and 14b: what estimated payments must cover, and whether any are required at all.
    const dueFromEstimates = req.required - withholding;
    const paymentsRequired = cents(tax.totalTax - withholding) >= minimumBalance && cents(dueFromEstimates) > 0;
    const plan = planInstallments(paymentsRequired ? dueFromEstimates : 0, paidSoFar, dueDates, today);
    const next = plan.remainingInstallments[0]!;
    const balanceDueWithReturn = cents(tax.totalTax - withholding - paidSoFar - plan.remaining);

    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const usd = (n: number) => (es ? formatUsdEs(n) : formatUsd(n));
    const pct = (n: number) => (es ? formatPctEs(n) : formatPct(n));
    const day = (iso: string) => (es ? formatDay(iso, 'es') : iso);
    const list = (items: readonly string[]) =>
      items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${es ? 'y' : 'and'} ${items.at(-1)!}`;

    const warnings: string[] = [];
    if (paymentsRequired && plan.short.length > 0) {
      const last = plan.short.at(-1)!;
      const numbers = list(plan.short.map((s) => String(s.installment)));
      warnings.push(
        t(
          `A penalty may apply for installment${plan.short.length === 1 ? '' : 's'} ${numbers}: by ${last.dueDate}, ${usd(last.amount)} was due ` +
            `from estimated payments (a quarter of ${usd(dueFromEstimates)} for each installment), and ${usd(paidSoFar)} has been paid. The ` +
            `estimated tax penalty calculator (${PENALTY_CALCULATOR}) figures what it costs; the annualized income installment method ` +
            '(Form 2210 Schedule AI) can lower it when the income came late in the year.',
          `Puede haber recargo por ${plan.short.length === 1 ? 'el plazo' : 'los plazos'} ${numbers}: a ${day(last.dueDate)} debías haber pagado ` +
            `${usd(last.amount)} en pagos estimados (una cuarta parte de ${usd(dueFromEstimates)} por plazo) y has pagado ${usd(paidSoFar)}. ` +
            `La calculadora del recargo por pagos estimados (/es${PENALTY_CALCULATOR}) calcula cuánto cuesta; el método de ingresos ` +
            'anualizados (anexo AI del formulario 2210) puede reducirlo si los ingresos llegaron tarde en el año.',
        ),
      );
    }
    if (tax.qbi.phaseInShare > 0 && tax.qbi.qualifiedBusinessIncome > 0) {
      const specified = qbiDeduction(tax.qbi.qualifiedBusinessIncome, tax.taxableBeforeQbi, taxRules.qbi).specifiedServiceDeduction;
      warnings.push(
        t(
          `Taxable income before the §199A deduction (${usd(tax.taxableBeforeQbi)}) is above the ${usd(taxRules.qbi.threshold)} threshold: the ` +
            `deduction, ${usd(tax.qbi.deduction)}, is phased down as for a business with no W-2 wages and no qualified property; a specified ` +
            `service business (consulting, health, law, accounting…) would get ${usd(specified)}. Form 8995-A gives the exact figure.`,
          `La base imponible antes de la deducción §199A (${usd(tax.taxableBeforeQbi)}) supera el umbral de ${usd(taxRules.qbi.threshold)}: la ` +
            `deducción, ${usd(tax.qbi.deduction)}, se reduce como para un negocio sin salarios W-2 ni bienes cualificados; un servicio ` +
            `especificado (consultoría, salud, derecho, contabilidad…) tendría ${usd(specified)}. El formulario 8995-A da la cifra exacta.`,
        ),
      );
    }

    const assumptions: string[] = [
      t(
        `Tax year ${taxYear}: the year whose installments are being paid on ${today} (until its fourth installment is due in January, a year's installments are still being paid). ` +
          `Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): ${list(dueDates)}.`,
        `Ejercicio ${taxYear}: el año cuyos plazos se están pagando el ${day(today)} (hasta el vencimiento de su cuarto plazo, en enero, se siguen pagando los plazos de un año). ` +
          `Sus vencimientos, pasados al siguiente día hábil si caen en fin de semana o festivo del Distrito de Columbia (IRC §7503): ${list(dueDates.map(day))}.`,
      ),
      t(
        'Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. ' +
          'Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.',
        'Solo el impuesto federal, con la deducción estándar de la forma de declarar: sin deducciones detalladas, créditos, impuesto mínimo alternativo, impuesto sobre rentas de inversión ni impuestos estatales. ' +
          'Los otros ingresos son renta ordinaria que no es salario (un salario compartiría la base máxima de Social Security y el umbral de la Additional Medicare Tax); en declaración conjunta, el cónyuge no tiene ingresos por cuenta propia.',
      ),
      t(
        'The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.',
        'La deducción §199A es la de una única actividad como empresario individual con participación material, sin salarios W-2 ni bienes cualificados.',
      ),
    ];
    if (netProfit < 0) {
      assumptions.push(
        t(
          'A loss: no self-employment tax, and the loss is taken off other income in full (the at-risk, passive-activity and excess-business-loss limits are not applied).',
          'Una pérdida: no hay impuesto de trabajo por cuenta propia, y la pérdida se resta entera de los otros ingresos (sin aplicar los límites at-risk, de actividades pasivas ni de pérdidas empresariales excesivas).',
        ),
      );
    }
    if (input.priorYearTax === undefined) {
      assumptions.push(
        t(
          `Last year's tax not given: only the ${pct(deadlines.safeHarborCurrentYearPct.value)} test applies. With last year's tax (and AGI), the required payment can be smaller.`,
          `No se indicó el impuesto del año pasado: solo se aplica la prueba del ${pct(deadlines.safeHarborCurrentYearPct.value)}. Con el impuesto (y el AGI) del año pasado, el pago exigido puede ser menor.`,
        ),
      );
      if (input.priorYearAgi !== undefined) {
        assumptions.push(t('Last year\'s AGI is used only with last year\'s tax: ignored.', 'El AGI del año pasado solo se usa con el impuesto del año pasado: no se tiene en cuenta.'));
      }
    } else {
      assumptions.push(
        input.priorYearAgi === undefined
          ? t(
              `Last year's AGI not given: ${pct(req.priorYearPct!)} of last year's tax is used, which is enough whatever the AGI was; with an AGI of ${usd(deadlines.safeHarborHighIncomeAgi.value)} or less, ${pct(deadlines.safeHarborPriorYearPct.value)} would do.`,
              `No se indicó el AGI del año pasado: se usa el ${pct(req.priorYearPct!)} del impuesto del año pasado, que basta sea cual sea el AGI; con un AGI de ${usd(deadlines.safeHarborHighIncomeAgi.value)} o menos, bastaría el ${pct(deadlines.safeHarborPriorYearPct.value)}.`,
            )
          : t(
              `Last year's AGI ${cents(input.priorYearAgi) > deadlines.safeHarborHighIncomeAgi.value ? 'exceeded' : 'did not exceed'} ${usd(deadlines.safeHarborHighIncomeAgi.value)}: ${pct(req.priorYearPct!)} of last year's tax (IRC §6654(d)(1)(C)).`,
              `El AGI del año pasado ${cents(input.priorYearAgi) > deadlines.safeHarborHighIncomeAgi.value ? 'superó' : 'no superó'} ${usd(deadlines.safeHarborHighIncomeAgi.value)}: el ${pct(req.priorYearPct!)} del impuesto del año pasado (IRC §6654(d)(1)(C)).`,
            ),
        t(
          'Last year is taken to be a 12-month tax year with a return filed; otherwise only the 90 % test applies (IRC §6654(d)(1)(B)(ii)).',
          'Se supone que el año pasado fue un ejercicio de 12 meses con declaración presentada; si no, solo se aplica la prueba del 90 % (IRC §6654(d)(1)(B)(ii)).',
        ),
      );
    }
    assumptions.push(
      t(
        'Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.',
        'Las retenciones cuentan como pagadas en cuatro partes iguales en los vencimientos (así las trata el formulario 2210 salvo que elijas las fechas reales); lo pagado hasta ahora cuenta como pagado a tiempo, empezando por el plazo más antiguo.',
      ),
      t(
        'The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).',
        'El siguiente plazo completa tus pagos hasta una cuarta parte del pago exigido menos las retenciones por cada plazo vencido hasta entonces; el resto se reparte a partes iguales entre los siguientes (publicación 505, hoja de cálculo del impuesto estimado modificado).',
      ),
      t(
        `Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: ${PENALTY_CALCULATOR}; the method: ${GUIDE}.`,
        `No se modelan: el método de ingresos anualizados, los agricultores y pescadores (66⅔ %) ni la declaración separada de casados. Lo que cuesta un plazo pagado tarde o no pagado: /es${PENALTY_CALCULATOR}; el método: /es${GUIDE}.`,
      ),
    );

    return {
      taxYear,
      filingStatus,
      nextDueDate: next.dueDate,
      nextPayment: next.amount,
      totalTax: cents(tax.totalTax),
      selfEmploymentTax: cents(tax.selfEmploymentTax),
      additionalMedicareTax: cents(tax.additionalMedicare),
      incomeTax: cents(tax.incomeTax),
      requiredAnnualPayment: cents(req.required),
      requiredAnnualBasis: req.basis,
      paymentsRequired,
      remainingToPay: plan.remaining,
      balanceDueWithReturn,
      installments: plan.remainingInstallments,
      shortInstallments: paymentsRequired ? plan.short.map((s) => s.installment) : [],
      breakdown: breakdownOf(),
      assumptions,
      warnings: [...warnings, ...rules.warnings],
      rules: rules.used,
    };

    function breakdownOf(): BreakdownItem[] {
      const r = taxRules;
      const item = (name: string, en: string, esText: string, amount: number): BreakdownItem => ({ item: name, label: t(en, esText), amount: cents(amount) });
      const items: BreakdownItem[] = [
        item('netEarnings', `Net earnings from self-employment: ${pct(r.netEarningsFactorPct)} of net profit`, `Ingresos netos por cuenta propia: ${pct(r.netEarningsFactorPct)} del beneficio neto`, tax.netEarnings),
        item(
          'socialSecurityPart',
          `Social Security part: ${pct(r.seSocialSecurityPct)} of net earnings up to the ${usd(r.socialSecurityWageBase)} wage base (none under ${usd(r.seMinimumNetEarnings)})`,
          `Parte de Social Security: ${pct(r.seSocialSecurityPct)} de los ingresos netos hasta la base máxima de ${usd(r.socialSecurityWageBase)} (nada por debajo de ${usd(r.seMinimumNetEarnings)})`,
          tax.socialSecurity,
        ),
        item('medicarePart', `Medicare part: ${pct(r.seMedicarePct)} of net earnings`, `Parte de Medicare: ${pct(r.seMedicarePct)} de los ingresos netos`, tax.medicare),
        item('selfEmploymentTax', 'Self-employment tax (Schedule SE)', 'Impuesto de trabajo por cuenta propia (Schedule SE)', tax.selfEmploymentTax),
        item(
          'additionalMedicareTax',
          `Additional Medicare Tax: ${pct(r.additionalMedicarePct)} of net earnings above ${usd(r.additionalMedicareThreshold)}`,
          `Additional Medicare Tax: ${pct(r.additionalMedicarePct)} de los ingresos netos por encima de ${usd(r.additionalMedicareThreshold)}`,
          tax.additionalMedicare,
        ),
        item('deductibleHalfOfSeTax', `Deductible half of self-employment tax (${pct(r.seDeductibleSharePct)})`, `Mitad deducible del impuesto de trabajo por cuenta propia (${pct(r.seDeductibleSharePct)})`, tax.deductibleHalf),
        item('adjustedGrossIncome', 'Adjusted gross income: net profit + other income − the deductible half', 'Renta bruta ajustada (AGI): beneficio neto + otros ingresos − la mitad deducible', tax.adjustedGrossIncome),
        item('standardDeduction', 'Standard deduction of the filing status', 'Deducción estándar de la forma de declarar', r.standardDeduction),
        item('taxableIncomeBeforeQbi', 'Taxable income before the §199A deduction (not below 0)', 'Base imponible antes de la deducción §199A (no menos de 0)', tax.taxableBeforeQbi),
        item(
          'qbiDeduction',
          `§199A deduction: the smaller of ${pct(r.qbi.ratePct)} of qualified business income and ${pct(r.qbi.ratePct)} of taxable income before it`,
          `Deducción §199A: el menor entre el ${pct(r.qbi.ratePct)} de los rendimientos empresariales cualificados y el ${pct(r.qbi.ratePct)} de la base imponible previa`,
          tax.qbi.deduction,
        ),
        item('taxableIncome', 'Taxable income', 'Base imponible', tax.taxableIncome),
        item('incomeTax', 'Income tax by the tax table of the filing status', 'Impuesto sobre la renta según la tabla de la forma de declarar', tax.incomeTax),
        item('totalTax', 'Total tax (Form 1040-ES worksheet line 11c)', 'Impuesto total (línea 11c de la hoja del formulario 1040-ES)', tax.totalTax),
        item('currentYearTest', `${pct(deadlines.safeHarborCurrentYearPct.value)} of the total tax (line 12a)`, `${pct(deadlines.safeHarborCurrentYearPct.value)} del impuesto total (línea 12a)`, req.currentYearTest),
      ];
      if (req.priorYearTest !== null) {
        items.push(item('priorYearTest', `${pct(req.priorYearPct!)} of last year's tax (line 12b)`, `${pct(req.priorYearPct!)} del impuesto del año pasado (línea 12b)`, req.priorYearTest));
      }
      items.push(
        item('requiredAnnualPayment', 'Required annual payment: the smaller (line 12c)', 'Pago anual exigido: el menor (línea 12c)', req.required),
        item('withholding', 'Income tax withheld (line 13)', 'Impuesto retenido (línea 13)', withholding),
        item('dueFromEstimatedPayments', 'Due from estimated payments: required payment − withholding (line 14a)', 'A cubrir con pagos estimados: pago exigido − retenciones (línea 14a)', Math.max(0, dueFromEstimates)),
        item('paidSoFar', 'Estimated tax paid so far', 'Impuesto estimado pagado hasta ahora', paidSoFar),
        item('remainingToPay', 'Left to pay in the remaining installments', 'Pendiente de pagar en los plazos que quedan', plan.remaining),
        item('balanceDueWithReturn', 'Rest of the total tax, with the return (negative: a refund)', 'Resto del impuesto total, con la declaración (negativo: una devolución)', balanceDueWithReturn),
      );
      return items;
    }
  },
});
