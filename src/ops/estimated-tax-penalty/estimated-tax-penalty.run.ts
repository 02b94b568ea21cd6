import * as z from 'zod';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { amountField, moneyOut } from '../../core/money.js';
import { defineRun } from '../../core/operation.js';
import { formatDay, formatMoney, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { RulesApplied } from '../../rules/rule-set.js';
import {
  acceptedTaxYears,
  checkTaxYear,
  computePenalty,
  defaultTaxYear,
  dueDates,
  quarterLabel,
  rateWarning,
  type PenaltyResult,
} from './estimated-tax-penalty.js';

const RATES = irsUnderpaymentInterestRates;
const GUIDE = '/guides/form-2210-underpayment-penalty-method';
/** The first tax year the dataset serves (the last depends on the day: the year whose penalty window contains it). */
export const FIRST_YEAR = ((first: string) => Number(first.slice(0, 4)) + (first <= `${first.slice(0, 4)}-04-01` ? 0 : 1))(RATES.versions[0]!.effective);

const penaltyLineOut = z.strictObject({
  ratePeriod: z.number().int().describe('Rate period of the worksheet (1–4) these days fall in.'),
  from: z.string().describe('Start date (YYYY-MM-DD), not counted: the due date, a payment date or the end of the previous rate period.'),
  to: z.string().describe('End date (YYYY-MM-DD), counted: a payment date, the end of the rate period or the end date.'),
  days: z.number().int().describe('Days after from through to.'),
  underpaymentBalance: moneyOut('Part of the underpayment still unpaid during these days, in dollars.'),
  ratePct: z.number().describe('Annual IRS underpayment rate of the rate period, percent.'),
  dayDivisor: z.number().int().describe('365, or 366 when the rate period falls in a leap year.'),
  penalty: moneyOut('underpaymentBalance × days ÷ dayDivisor × ratePct ÷ 100, rounded to cents.'),
});

const installmentOut = z.strictObject({
  installment: z.number().int().describe('Installment number, 1–4 (Form 2210 columns a–d).'),
  dueDate: z.string().describe('Due date (YYYY-MM-DD), IRC §6654(c); penalty days count from it.'),
  payBy: z.string().describe('dueDate moved past a weekend or DC holiday (IRC §7503): paid by then counts as paid on dueDate.'),
  required: moneyOut('Required installment, a quarter of requiredAnnual (line 10).'),
  paid: moneyOut('Amount entered for this due date, treated as paid on it (line 11).'),
  overpaymentFromPrevious: moneyOut('Overpayment carried from the previous installment (line 12).'),
  earlierUnderpaymentOutstanding: moneyOut('Earlier underpayments still unpaid on this due date (line 14).'),
  appliedToEarlierUnderpayments: moneyOut('Part of this due date\'s payment (and carried overpayment) that pays earlier underpayments first.'),
  availableForThisInstallment: moneyOut('What is left for this installment (line 15).'),
  underpayment: moneyOut('Underpayment of this installment (line 17).'),
  overpaymentToNext: moneyOut('Overpayment carried to the next installment (line 18).'),
  underpaymentPaidLater: z
    .array(z.strictObject({ date: z.string().describe('Date (YYYY-MM-DD) of the later payment.'), amount: moneyOut('Part of the underpayment it paid.') }))
    .describe('Later payments that paid this underpayment off, in order (worksheet line 1b).'),
  underpaymentUnpaidAtEndDate: moneyOut('Part of the underpayment still unpaid on the end date; it is charged up to that date.'),
  penaltyLines: z.array(penaltyLineOut).describe('Each balance over each stretch of days within one rate period, in date order.'),
  penalty: moneyOut('Penalty for this installment: the sum of its rounded lines.'),
});

const ratePeriodOut = z.strictObject({
  ratePeriod: z.number().int().describe('Rate period number, 1–4.'),
  from: z.string().describe('Computation start date (YYYY-MM-DD); the period runs from the next day.'),
  to: z.string().describe('Last day of the period (YYYY-MM-DD), included.'),
  rateQuarter: z.string().describe('Calendar quarter whose rate applies (YYYY-Qn); Jan 1–Apr 15 uses the next year\'s first quarter.'),
  ratePct: z.number().describe('Annual IRS underpayment rate used, percent.'),
  dayDivisor: z.number().int().describe('365, or 366 in a leap year.'),
  rateStatus: z
    .enum(['published', 'carried-forward'])
    .describe('carried-forward when the quarter\'s rate is not in the dataset (not published when it was last checked) and the last known rate is used (see warnings).'),
  rateConfidence: z.enum(['high', 'medium', 'medium-low']).describe('Confidence of the rate used (dataset irs-underpayment-interest-rates).'),
  rateEffective: z.string().describe('Effective date (YYYY-MM-DD) of the dataset version used.'),
});

function breakdownOf(result: PenaltyResult, t: (en: string, es: string) => string): BreakdownItem[] {
  const items: BreakdownItem[] = [
    {
      item: 'requiredInstallment',
      label: t('Required installment: required annual payment ÷ 4 (Form 2210 line 10)', 'Pago exigido por plazo: pago anual exigido ÷ 4 (línea 10 del formulario 2210)'),
      amount: result.requiredInstallment,
    },
  ];
  for (const i of result.installments) {
    items.push({
      item: `installment${i.installment}Underpayment`,
      label: t(
        `Installment ${i.installment} due ${i.dueDate}: underpayment (line 17)`,
        `Plazo ${i.installment}, con vencimiento el ${formatDay(i.dueDate, 'es')}: pago insuficiente (línea 17)`,
      ),
      amount: i.underpayment,
    });
    const days = i.penaltyLines.reduce((sum, line) => sum + line.days, 0);
    const lines = i.penaltyLines.length;
    items.push({
      item: `installment${i.installment}Penalty`,
      label: t(
        `Installment ${i.installment}: penalty, ${lines} line${lines === 1 ? '' : 's'} over ${days} day${days === 1 ? '' : 's'}`,
        `Plazo ${i.installment}: recargo, ${lines} ${lines === 1 ? 'línea' : 'líneas'} en ${days} ${days === 1 ? 'día' : 'días'}`,
      ),
      amount: i.penalty,
    });
  }
  items.push({
    item: 'totalPenalty',
    label: t(
      'Total penalty: sum of the installments\' penalties (Form 2210 line 19)',
      'Recargo total: suma de los recargos de los plazos (línea 19 del formulario 2210)',
    ),
    amount: result.totalPenalty,
  });
  return items;
}

const input = z.strictObject({
  requiredAnnual: amountField(
    'Required annual payment, USD (Form 2210 line 9).',
  ),
  paidPerQuarter: z
    .array(amountField('Dollars paid in one window.'))
    .min(4)
    .max(4)
    .describe(
      'USD paid by Apr 15, Jun 15, Sep 15 and Jan 15, each plus a quarter of the year’s withholding.',
    ),
  taxYear: z
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe(
      'Tax year, from 2023. Default: the year whose Apr 15–Apr 15 penalty window contains today.',
    ),
});

const output = z.strictObject({
  taxYear: z.number().int().describe('Tax year computed.'),
  penaltyEndDate: z.string().describe('End date (YYYY-MM-DD): April 15 of the next year; no penalty runs after it.'),
  requiredInstallment: moneyOut('Each required installment: requiredAnnual ÷ 4, rounded to cents.'),
  totalUnderpayment: moneyOut('Sum of the four underpayments (line 17).'),
  totalPenalty: moneyOut('Total penalty (Form 2210 line 19): the sum of the rounded lines.'),
  ratePeriods: z.array(ratePeriodOut).describe('The four rate periods of the year and the rate used for each.'),
  installments: z.array(installmentOut).describe('The four installments: Section A lines, how each underpayment was paid, and its penalty lines.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Rates carried forward or not confirmed by an IRS text that this result used.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'estimated-tax-penalty',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: ({ requiredAnnual, paidPerQuarter, taxYear }, ctx) => {
    const today = utcDate(ctx.now());
    const year = taxYear ?? defaultTaxYear(today);
    checkTaxYear(RATES, year, taxYear === undefined, today);
    const rules = new RulesApplied(ctx.locale);
    const result = computePenalty(RATES, requiredAnnual, paidPerQuarter, year, rules);
    const years = acceptedTaxYears(RATES, today);
    const carried = result.ratePeriods.filter((period) => period.rateStatus === 'carried-forward');
    const due = dueDates(year);

    // Every text in English (the API's) or Spanish (the Spanish page's), with the dates and money written the same way.
    const { t, locale } = textsFor(ctx);
    const weak = rateWarning(result, locale);
    const es = locale === 'es';
    const day = (iso: string) => (es ? formatDay(iso, 'es') : iso);
    const usd = (n: number) => formatMoney(n, 'USD', 'es', Number.isInteger(n));
    const dueList = es ? `${due.slice(0, 3).map(day).join(', ')} y ${day(due[3])}` : due.join(', ');
    // IRC §7503: a due date on a weekend or DC legal holiday may be met on the next business day (payBy).
    const moved = result.installments.filter((i) => i.payBy !== i.dueDate);
    const movedList = (lang: 'en' | 'es') => {
      const items = moved.map((i) => (lang === 'es' ? `el ${formatDay(i.dueDate, 'es')}, hasta el ${formatDay(i.payBy, 'es')}` : `${i.dueDate} to ${i.payBy}`));
      return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')}${lang === 'es' ? ' y ' : ' and '}${items[items.length - 1]!}`;
    };
    const movedEn =
      moved.length === 0
        ? 'None falls on a Saturday, Sunday or DC legal holiday this year.'
        : `A due date on a Saturday, Sunday or DC legal holiday is met by paying on the next business day (IRC §7503): ${movedList('en')} (payBy). ` +
          'A payment by then counts as made on the due date; a later one is charged from the due date itself, as the IRS does.';
    const movedEs =
      moved.length === 0
        ? 'Este año ninguno cae en sábado, domingo ni festivo oficial del Distrito de Columbia.'
        : `Un vencimiento en sábado, domingo o festivo oficial del Distrito de Columbia se cumple pagando el siguiente día hábil (IRC §7503): ${movedList('es')} (payBy). ` +
          'Un pago hecho a más tardar ese día cuenta como hecho en el vencimiento; uno posterior se carga desde el propio vencimiento, como hace el IRS.';

    const assumptions: string[] = [];
    if (taxYear === undefined) {
      assumptions.push(
        t(
          `Tax year not given: ${year}, the tax year whose penalty window (${due[0]} to ${result.penaltyEndDate}) contains today, ${today}.`,
          `No se indicó el año fiscal: se toma ${year}, el año cuyo periodo de recargo (del ${day(due[0])} al ${day(result.penaltyEndDate)}) ` +
            `incluye hoy, ${day(today)}.`,
        ),
      );
    }
    if (today < result.penaltyEndDate) {
      assumptions.push(
        t(
          `Tax year ${year} is still open on ${today}: amounts for due dates after today are treated as planned payments made on those dates.`,
          `El año fiscal ${year} sigue abierto el ${day(today)}: los importes de los vencimientos posteriores a hoy se tratan como pagos ` +
            'previstos en esas fechas.',
        ),
      );
    }
    assumptions.push(
      t(
        `Each amount paid in a quarter is treated as paid on its due date (${dueList}). A payment made earlier in its window can only lower the penalty, so this is the most it can be for these amounts; Form 2210 uses the actual dates.`,
        `Cada importe pagado se trata como pagado en su fecha de vencimiento (${dueList}). Un pago hecho antes dentro de su periodo solo ` +
          'puede reducir el recargo, así que este es el máximo posible para estos importes; el formulario 2210 usa las fechas reales.',
      ),
      t(
        'Each amount should include a quarter of the federal income tax withheld for the year: Form 2210 treats withholding as paid in equal parts on the four due dates unless you elect the actual dates.',
        'Cada importe debe incluir una cuarta parte del impuesto federal sobre la renta retenido en el año: el formulario 2210 trata las ' +
          'retenciones como pagadas a partes iguales en los cuatro vencimientos, salvo que elijas las fechas reales.',
      ),
      t(
        `Payments after ${due[3]} (for example with the return) are not entered: the underpayment they pay is charged up to ${result.penaltyEndDate}, the worksheet\'s end date, which again gives the most the penalty can be.`,
        `Los pagos posteriores al ${day(due[3])} (por ejemplo, con la declaración) no se introducen: el pago insuficiente que cubren se ` +
          `carga hasta el ${day(result.penaltyEndDate)}, la fecha final de la hoja de cálculo, lo que de nuevo da el máximo posible del recargo.`,
      ),
      t(
        `These due dates are the statutory ones Form 2210 counts the penalty from. ${movedEn}`,
        `Estos vencimientos son los legales, desde los que el formulario 2210 cuenta el recargo. ${movedEs}`,
      ),
      t(
        `Simple interest per day (IRC §6622(b) excludes this penalty from daily compounding): balance × days ÷ 365, or 366 for a rate period in a leap year, as the IRS worksheet divides, × the rate of the period's quarter.`,
        'Interés simple por días (el IRC §6622(b) excluye este recargo de la capitalización diaria): saldo × días ÷ 365, o 366 en un ' +
          'periodo de tipo de un año bisiesto, como divide la hoja de cálculo del IRS, × el tipo del trimestre del periodo.',
      ),
      t(
        'Each penalty line is rounded to the cent and the total is the sum of the rounded lines, as on the worksheet; amounts are taken to the cent.',
        'Cada línea del recargo se redondea al céntimo y el total es la suma de las líneas redondeadas, como en la hoja de cálculo; los ' +
          'importes se toman al céntimo.',
      ),
      t(
        `The required annual payment is yours to supply: the safe harbors that set it (90 % of this year's tax, or 100 % of last year's, 110 % if last year's AGI exceeded $150,000, $75,000 if married filing separately) are not computed here; see ${GUIDE}.`,
        'El pago anual exigido lo indicas tú: las reglas que lo fijan (el 90 % del impuesto de este año, o el 100 % del impuesto del año ' +
          `pasado, el 110 % si el AGI del año pasado superó ${usd(150_000)}, ${usd(75_000)} en declaración separada de casados) no se ` +
          `calculan aquí; consulta /es${GUIDE}.`,
      ),
      t(
        'Not modelled: the annualized income installment method (Schedule AI), waivers, farmers and fishermen (Form 2210-F), no penalty when the tax after withholding is under $1,000 or last year had no liability, and no penalty on the fourth installment when the return is filed and paid by January 31.',
        'No se modelan: el método de ingresos anualizados (anexo AI), las condonaciones, los agricultores y pescadores (formulario 2210-F), ' +
          `la ausencia de recargo cuando el impuesto tras las retenciones es inferior a ${usd(1_000)} o el año pasado no hubo deuda ` +
          'tributaria, ni la ausencia de recargo en el cuarto plazo cuando la declaración se presenta y se paga a más tardar el 31 de enero.',
      ),
      t(
        `Accepted tax years on ${today}: ${years.first} to ${years.last}, the years whose rates the irs-underpayment-interest-rates dataset holds and, up to the year whose penalty window contains today, a year whose latest quarters it does not hold yet.`,
        `Años fiscales admitidos el ${day(today)}: de ${years.first} a ${years.last}, los años cuyos tipos contienen los datos irs-underpayment-interest-rates y, hasta el año cuyo periodo de recargo incluye hoy, uno cuyos últimos trimestres aún no contienen.`,
      ),
    );
    if (carried.length > 0) {
      const quarters = carried.map((period) => period.rateQuarter);
      const from = quarterLabel(carried[0]!.rateEffective);
      const esQuarter = (label: string) => `T${label.slice(6)} ${label.slice(0, 4)}`;
      assumptions.push(
        t(
          `The ${quarters.length === 1 ? 'rate' : 'rates'} of ${quarters.join(', ')} ${quarters.length === 1 ? 'is' : 'are'} not in the dataset (not published when it was last checked, ${RATES.lastChecked}): ` +
            `the ${from} rate, ${carried[0]!.ratePct} %, is used for ${quarters.length === 1 ? 'that rate period' : 'those rate periods'}; ` +
            'the penalty changes if the IRS sets another rate.',
          `${quarters.length === 1 ? 'El tipo' : 'Los tipos'} de ${quarters.map(esQuarter).join(', ')} ${quarters.length === 1 ? 'no está' : 'no están'} en los datos (no se habían publicado en la última comprobación, el ` +
            `${day(RATES.lastChecked)}): se usa el de ${esQuarter(from)}, ${formatPercent(carried[0]!.ratePct, 'es')}, en ${quarters.length === 1 ? 'ese periodo' : 'esos periodos'}; ` +
            'el recargo cambia si el IRS fija otro tipo.',
        ),
      );
    }

    return {
      taxYear: result.taxYear,
      penaltyEndDate: result.penaltyEndDate,
      requiredInstallment: result.requiredInstallment,
      totalUnderpayment: result.totalUnderpayment,
      totalPenalty: result.totalPenalty,
      ratePeriods: result.ratePeriods,
      installments: result.installments,
      breakdown: breakdownOf(result, t),
      assumptions,
      warnings: [...(weak ? [weak] : []), ...rules.warnings],
      rules: rules.used,
    };
  },
});
