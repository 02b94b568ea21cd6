import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { MAX_AMOUNT, amountField, cents, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { formatLongDay, formatMoney } from '../../core/display.js';
import { InputError } from '../../core/errors.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { ukIncomeTaxAndClass4 } from '../../rules/uk/uk-income-tax-and-class-4.rules.js';
import { class4, incomeTax, labelOf, paymentsOnAccountTest, schedule, startYearOf, taxYearLabel, type Band, type BandName } from './uk-self-assessment.js';

const RULES = ukIncomeTaxAndClass4;
/** The tax years the rule set holds, oldest first ("2024-25" for a version effective 2024-04-06). */
export const TAX_YEARS = RULES.versions.map((v) => labelOf(Number(v.effective.slice(0, 4))));
const BANDS = ['starter', 'basic', 'intermediate', 'higher', 'advanced', 'additional', 'top'] as const satisfies readonly BandName[];
const PAYMENTS = ['firstPaymentOnAccount', 'secondPaymentOnAccount', 'balancingPayment'] as const;

const input = z.strictObject({
  tradingProfit: z
    .number()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .describe('Trading profit for the tax year, GBP; a loss (negative) counts as 0.'),
  otherIncome: amountField('Salary or pension taxed under PAYE, GBP.').default(0),
  scotland: z.boolean().default(false).describe('Scottish taxpayer (Scottish bands).'),
  taxYear: z.string().max(10).optional().describe('e.g. "2026-27". Default: the current tax year.'),
  lastYearTaxDue: amountField('Last year\'s Self Assessment bill, GBP (sets this year\'s payments on account).').optional(),
  taxDeductedAtSource: amountField('PAYE tax taken from the other income, GBP. Default: its tax alone.').optional(),
});

const paymentOut = z.strictObject({
  date: z.string(),
  payment: z.enum(PAYMENTS),
  taxYear: z.string(),
  amount: z.number(),
});

const output = z.strictObject({
  taxYear: z.string(),
  totalIncome: moneyOut('Profit + otherIncome.'),
  personalAllowance: moneyOut('After the taper.'),
  taxableIncome: moneyOut('Income − allowance.'),
  incomeTaxBands: z
    .array(z.strictObject({ band: z.enum(BANDS), ratePct: z.number(), income: z.number(), tax: z.number() }))
    .describe('Taxable income and tax by band.'),
  incomeTax: moneyOut('On all income.'),
  taxDeductedAtSource: moneyOut('Taken by PAYE.'),
  incomeTaxDue: moneyOut('incomeTax − taxDeductedAtSource, ≥ 0.'),
  class4: moneyOut('Class 4 NI.'),
  class2: z
    .strictObject({
      smallProfitsThreshold: z.number(),
      credited: z.boolean().describe('Year counts without paying.'),
      weeklyRate: z.number(),
      voluntaryCost: moneyOut('52 weeks when not credited; not in the bill.'),
    })
    .describe('Class 2 (voluntary since April 2024).'),
  selfAssessmentBill: moneyOut('incomeTaxDue + class4.'),
  paymentsOnAccountThisYear: moneyOut('Each, towards this year: half lastYearTaxDue.'),
  balancingPayment: moneyOut('Bill − those, due 31 January after the year.'),
  overpaid: moneyOut('Paid on account beyond the bill.'),
  paymentsOnAccountDueNextYear: z.boolean().describe('£1,000 and 80 % tests.'),
  paymentsOnAccountNextYear: moneyOut('Each: half the bill.'),
  januaryPayment: moneyOut('Due 31 January after the year.'),
  julyPayment: moneyOut('Due the 31 July after.'),
  payments: z.array(paymentOut).describe('Payments by due date.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Loss, Class 2, overpayments.'),
  rules: rulesOut,
});

export type Output = z.output<typeof output>;

/** The tax year asked for, checked against the years the rule set holds; a refusal names the field and the year. */
function checkedYear(asked: string | undefined, today: string): number {
  const label = asked ?? taxYearLabel(today);
  const start = startYearOf(label);
  const range = `${TAX_YEARS[0]} to ${TAX_YEARS.at(-1)}`;
  if (start === null) {
    throw new InputError(
      `taxYear: "${label}" is not a tax year; write it like 2026-27 (the year starting 6 April 2026).`,
      `taxYear: «${label}» no es un año fiscal; escríbelo como 2026-27 (el que empieza el 6 de abril de 2026).`,
    );
  }
  if (TAX_YEARS.includes(label)) return start;
  const why = asked === undefined ? `not given, so the current tax year ${label} (today is ${today})` : `tax year ${label}`;
  const whyEs = asked === undefined ? `no se indicó, así que se toma el año fiscal en curso, ${label} (hoy es ${today})` : `el año fiscal ${label}`;
  const later = start > startYearOf(TAX_YEARS.at(-1)!)!;
  throw new InputError(
    `taxYear: ${why}: ` +
      (later
        ? `its rates and bands are not published here yet (last checked ${RULES.lastChecked}), and another year's are not reused; `
        : 'years before 2024-25 (when Class 2 stopped being compulsory) are not covered; ') +
      `give a tax year from ${range}.`,
    `taxYear: ${whyEs}: ` +
      (later
        ? `sus tipos y tramos aún no se han publicado aquí (última comprobación: ${RULES.lastChecked}) y no se reutilizan los de otro año; `
        : 'los años anteriores a 2024-25 (cuando la clase 2 dejó de ser obligatoria) no se cubren; ') +
      `indica un año fiscal de ${TAX_YEARS[0]} a ${TAX_YEARS.at(-1)}.`,
  );
}

export default defineRun({
  id: 'uk-self-assessment',
  kind: 'calculator',
  jurisdiction: 'uk',
  input,
  output,
  run: ({ tradingProfit, otherIncome, scotland, taxYear, lastYearTaxDue, taxDeductedAtSource }, ctx): Output => {
    const today = utcDate(ctx.now());
    const start = checkedYear(taxYear, today);
    const year = labelOf(start);
    const nextYear = labelOf(start + 1);
    // The year's figures, applied on its last day (5 April): a whole year's liability.
    const rulesApplied = new RulesApplied(ctx.locale);
    const v = rulesApplied.at(RULES, `${start + 1}-04-05`).values;

    const bands: Band[] = scotland
      ? [
          { name: 'starter', ratePct: v.scottishStarterRate.value, upTo: v.scottishStarterLimit.value },
          { name: 'basic', ratePct: v.scottishBasicRate.value, upTo: v.scottishBasicLimit.value },
          { name: 'intermediate', ratePct: v.scottishIntermediateRate.value, upTo: v.scottishIntermediateLimit.value },
          { name: 'higher', ratePct: v.scottishHigherRate.value, upTo: v.scottishHigherLimit.value },
          { name: 'advanced', ratePct: v.scottishAdvancedRate.value, upTo: v.scottishTopThreshold.value },
          { name: 'top', ratePct: v.scottishTopRate.value, upTo: null },
        ]
      : [
          { name: 'basic', ratePct: v.basicRate.value, upTo: v.basicRateLimit.value },
          { name: 'higher', ratePct: v.higherRate.value, upTo: v.additionalRateThreshold.value },
          { name: 'additional', ratePct: v.additionalRate.value, upTo: null },
        ];
    const allowance = v.personalAllowance.value;
    const threshold = v.allowanceTaperThreshold.value;
    const profit = Math.max(0, tradingProfit);
    const total = profit + otherIncome;
    const tax = incomeTax(total, allowance, threshold, bands);
    // PAYE is taken to have collected the tax on the other income as if it were the only income (its own allowance).
    const deducted = taxDeductedAtSource ?? incomeTax(otherIncome, allowance, threshold, bands).tax;
    const taxDue = Math.max(0, tax.tax - deducted);
    const ni = class4(profit, v.class4LowerProfitsLimit.value, v.class4UpperProfitsLimit.value, v.class4MainRate.value, v.class4AdditionalRate.value);
    const bill = taxDue + ni.total;
    const minimum = v.paymentsOnAccountMinimumBill.value;
    const test = paymentsOnAccountTest(bill, deducted, tax.tax + ni.total, minimum, v.paymentsOnAccountDeductedShare.value);
    const plan = schedule(bill, lastYearTaxDue ?? null, minimum, test.due);
    const spt = v.smallProfitsThreshold.value;
    const credited = profit >= spt;
    const class2Weekly = v.class2WeeklyRate.value;
    const class2Weeks = v.class2WeeksPerYear.value;
    const class2Cost = credited ? 0 : class2Weeks * class2Weekly;

    const dates = {
      first: `${start + 1}-01-31`,
      second: `${start + 1}-07-31`,
      january: `${start + 2}-01-31`,
      july: `${start + 2}-07-31`,
    };
    const payments: Output['payments'] = [];
    if (plan.onAccountThisYear > 0) {
      const each = cents(plan.onAccountThisYear);
      payments.push({ date: dates.first, payment: 'firstPaymentOnAccount', taxYear: year, amount: each }, { date: dates.second, payment: 'secondPaymentOnAccount', taxYear: year, amount: each });
    }
    payments.push({ date: dates.january, payment: 'balancingPayment', taxYear: year, amount: cents(plan.balancing) });
    if (plan.onAccountNextYear > 0) {
      const each = cents(plan.onAccountNextYear);
      payments.push({ date: dates.january, payment: 'firstPaymentOnAccount', taxYear: nextYear, amount: each }, { date: dates.july, payment: 'secondPaymentOnAccount', taxYear: nextYear, amount: each });
    }

    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const money = (n: number) => formatMoney(n, 'GBP', locale, Number.isInteger(n));
    const day = (iso: string) => formatLongDay(iso, locale);
    const pct = (n: number) => (es ? `${String(n).replace('.', ',')} %` : `${n}%`);
    const bandWords: Record<BandName, [string, string]> = {
      starter: ['starter', 'inicial'],
      basic: ['basic', 'básico'],
      intermediate: ['intermediate', 'intermedio'],
      higher: ['higher', 'superior'],
      advanced: ['advanced', 'avanzado'],
      additional: ['additional', 'adicional'],
      top: ['top', 'máximo'],
    };

    const breakdown: BreakdownItem[] = [
      {
        item: 'taxableProfit',
        label: tradingProfit < 0 ? t('Trading profit: a loss, counted as 0', 'Beneficio de la actividad: pérdidas, que cuentan como 0') : t('Trading profit', 'Beneficio de la actividad'),
        amount: cents(profit),
      },
      { item: 'otherIncome', label: t('Other income (employment or pension, PAYE)', 'Otros ingresos (trabajo por cuenta ajena o pensión, con PAYE)'), amount: cents(otherIncome) },
      { item: 'totalIncome', label: t('Total income', 'Renta total'), amount: cents(total) },
      {
        item: 'personalAllowance',
        label:
          total > threshold
            ? t(
                `Personal Allowance: ${money(allowance)} less half the income above ${money(threshold)}, rounded up to the pound`,
                `Mínimo personal: ${money(allowance)} menos la mitad de la renta por encima de ${money(threshold)}, redondeado al alza a la libra`,
              )
            : t(`Personal Allowance (${money(allowance)}, up to the income)`, `Mínimo personal (${money(allowance)}, hasta la renta)`),
        amount: cents(tax.allowance),
      },
      { item: 'taxableIncome', label: t('Taxable income: total income − allowance', 'Base liquidable: renta total − mínimo personal'), amount: cents(tax.taxable) },
    ];
    for (const b of tax.bands) {
      const [en, esName] = bandWords[b.band];
      breakdown.push({
        item: `${b.band}RateTax`,
        label: t(
          `${scotland ? 'Scottish ' : ''}${en} rate: ${money(cents(b.income))} × ${pct(b.ratePct)}`,
          `Tipo ${esName}${scotland ? ' escocés' : ''}: ${money(cents(b.income))} × ${pct(b.ratePct)}`,
        ),
        amount: cents(b.tax),
      });
    }
    breakdown.push(
      { item: 'incomeTax', label: t('Income tax on all the income', 'Impuesto sobre la renta de todos los ingresos'), amount: cents(tax.tax) },
      {
        item: 'taxDeductedAtSource',
        label:
          taxDeductedAtSource === undefined
            ? t('Less: tax PAYE takes from the other income (as if it were your only income)', 'Menos: lo que retiene el PAYE de los otros ingresos (como si fueran tus únicos ingresos)')
            : t('Less: tax deducted at source (PAYE)', 'Menos: impuesto retenido en origen (PAYE)'),
        amount: cents(deducted),
      },
      { item: 'incomeTaxDue', label: t('Income tax due through Self Assessment', 'Impuesto sobre la renta a pagar en la Self Assessment'), amount: cents(taxDue) },
      {
        item: 'class4Main',
        label: t(
          `Class 4 main rate: ${money(cents(ni.mainBand))} × ${pct(v.class4MainRate.value)} (profits from ${money(v.class4LowerProfitsLimit.value)} to ${money(v.class4UpperProfitsLimit.value)})`,
          `Clase 4, tipo principal: ${money(cents(ni.mainBand))} × ${pct(v.class4MainRate.value)} (beneficios de ${money(v.class4LowerProfitsLimit.value)} a ${money(v.class4UpperProfitsLimit.value)})`,
        ),
        amount: cents(ni.main),
      },
      {
        item: 'class4Additional',
        label: t(
          `Class 4 additional rate: ${money(cents(ni.additionalBand))} × ${pct(v.class4AdditionalRate.value)} (profits above ${money(v.class4UpperProfitsLimit.value)})`,
          `Clase 4, tipo adicional: ${money(cents(ni.additionalBand))} × ${pct(v.class4AdditionalRate.value)} (beneficios por encima de ${money(v.class4UpperProfitsLimit.value)})`,
        ),
        amount: cents(ni.additional),
      },
      { item: 'class4', label: t('Class 4 National Insurance', 'Cotización de clase 4 (National Insurance)'), amount: cents(ni.total) },
      { item: 'selfAssessmentBill', label: t('Self Assessment bill: income tax due + Class 4', 'Deuda de la Self Assessment: impuesto a pagar + clase 4'), amount: cents(bill) },
    );
    if (plan.onAccountThisYear > 0) {
      breakdown.push({
        item: 'paymentsOnAccountMade',
        label: t(`Less: 2 payments on account for ${year} (half of last year's bill each)`, `Menos: 2 pagos a cuenta de ${year} (cada uno, la mitad de la deuda del año pasado)`),
        amount: cents(2 * plan.onAccountThisYear),
      });
    }
    breakdown.push({ item: 'balancingPayment', label: t(`Balancing payment, due ${day(dates.january)}`, `Pago de liquidación, hasta el ${day(dates.january)}`), amount: cents(plan.balancing) });
    if (plan.onAccountNextYear > 0) {
      breakdown.push({
        item: 'paymentOnAccountNextYear',
        label: t(`Each payment on account for ${nextYear}: half the bill, due ${day(dates.january)} and ${day(dates.july)}`, `Cada pago a cuenta de ${nextYear}: la mitad de la deuda, hasta el ${day(dates.january)} y el ${day(dates.july)}`),
        amount: cents(plan.onAccountNextYear),
      });
    }

    const warnings: string[] = [];
    if (tradingProfit < 0) {
      warnings.push(
        t(
          `A trading loss of ${money(cents(-tradingProfit))} counts as a profit of 0 here: setting it against other income (sideways loss relief) or carrying it forward is not modelled, so the tax shown may be more than you owe.`,
          `Unas pérdidas de ${money(cents(-tradingProfit))} cuentan aquí como un beneficio de 0: compensarlas con otros ingresos (sideways loss relief) o llevarlas a años siguientes no se modela, así que el impuesto mostrado puede ser mayor del que debes.`,
        ),
      );
    }
    if (!credited) {
      warnings.push(
        t(
          `Profit under the small profits threshold (${money(spt)}): the year is not credited to your National Insurance record. Voluntary Class 2 costs ${money(class2Weekly)} a week, ${money(cents(class2Cost))} for ${class2Weeks} weeks, paid with the balancing payment; it is not in the bill above. Employment income with Class 1 may already make the year count.`,
          `Beneficio por debajo del umbral de beneficios reducidos (${money(spt)}): el año no se acredita en tu historial de National Insurance. La clase 2 voluntaria cuesta ${money(class2Weekly)} a la semana, ${money(cents(class2Cost))} por ${class2Weeks} semanas, y se paga con el pago de liquidación; no está incluida en la deuda anterior. Si tienes un empleo con cotización de clase 1, puede que el año ya cuente.`,
        ),
      );
    }
    if (deducted > tax.tax) {
      warnings.push(
        t(
          `Tax deducted at source (${money(cents(deducted))}) is more than the income tax on all the income (${money(cents(tax.tax))}): the difference is repaid or set against Class 4, and is not counted here.`,
          `Lo retenido en origen (${money(cents(deducted))}) supera el impuesto sobre toda la renta (${money(cents(tax.tax))}): la diferencia se devuelve o se compensa con la clase 4, y no se tiene en cuenta aquí.`,
        ),
      );
    }
    if (plan.overpaid > 0) {
      warnings.push(
        t(
          `Your payments on account for ${year} (${money(cents(2 * plan.onAccountThisYear))}) are more than the bill: ${money(cents(plan.overpaid))} is repaid or set against what you owe next. You can ask HMRC to reduce payments on account you expect to overpay.`,
          `Tus pagos a cuenta de ${year} (${money(cents(2 * plan.onAccountThisYear))}) superan la deuda: ${money(cents(plan.overpaid))} se devuelve o se compensa con lo siguiente que debas. Puedes pedir a HMRC que reduzca los pagos a cuenta si esperas pagar de más.`,
        ),
      );
    }

    const notDue =
      test.reason === 'underMinimum'
        ? t(`No payments on account for ${nextYear}: the bill is under ${money(minimum)}.`, `Sin pagos a cuenta de ${nextYear}: la deuda es inferior a ${money(minimum)}.`)
        : test.reason === 'deductedAtSource'
          ? t(
              `No payments on account for ${nextYear}: more than ${v.paymentsOnAccountDeductedShare.value}% of the year's tax was deducted at source.`,
              `Sin pagos a cuenta de ${nextYear}: más del ${v.paymentsOnAccountDeductedShare.value} % del impuesto del año se retuvo en origen.`,
            )
          : t(
              `Payments on account for ${nextYear}: half of this bill on ${day(dates.january)} and half on ${day(dates.july)}, assuming next year's bill is ${money(minimum)} or more ahead (GOV.UK: not due under ${money(minimum)}, nor when more than ${v.paymentsOnAccountDeductedShare.value}% of the tax is deducted at source).`,
              `Pagos a cuenta de ${nextYear}: la mitad de esta deuda el ${day(dates.january)} y la otra mitad el ${day(dates.july)} (GOV.UK: no se exigen si la deuda es inferior a ${money(minimum)} ni si más del ${v.paymentsOnAccountDeductedShare.value} % del impuesto se retuvo en origen).`,
            );
    const assumptions = [
      taxYear === undefined
        ? t(`Tax year not given: ${year}, the tax year containing today (${today}).`, `No se indicó el año fiscal: ${year}, el que incluye hoy (${day(today)}).`)
        : t(`Tax year ${year}: 6 April ${start} to 5 April ${start + 1}.`, `Año fiscal ${year}: del 6 de abril de ${start} al 5 de abril de ${start + 1}.`),
      scotland
        ? t('Scottish taxpayer: the Scottish rates and bands apply to this income (all of it is non-savings, non-dividend).', 'Contribuyente escocés: los tipos y tramos escoceses se aplican a estos ingresos (ninguno es de ahorro ni dividendos).')
        : t('England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).', 'Inglaterra, Gales o Irlanda del Norte: tipos y tramos del Reino Unido (los galeses son iguales).'),
      t(
        'Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.',
        'Los otros ingresos son rentas del trabajo o pensiones sujetas a PAYE: su cotización de clase 1 no se cuenta y, salvo que indiques lo retenido, se supone que el PAYE retuvo el impuesto correspondiente a esos ingresos como si fueran los únicos (con el mínimo personal aplicado primero a ellos). No se modelan ahorros, dividendos ni rentas inmobiliarias.',
      ),
      t(
        'Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.',
        'La renta neta ajustada se toma igual a la renta total: no se modelan aportaciones a pensiones ni donativos (Gift Aid), que la reducen y amplían los tramos, ni la Marriage Allowance, las devoluciones de préstamos de estudios ni el máximo anual de la clase 4 para quien también cotiza por la clase 1.',
      ),
      lastYearTaxDue === undefined
        ? t(
            `Last year's bill not given: no payments on account are taken as made towards ${year} (as in a first year of Self Assessment), so the balancing payment is the whole bill.`,
            `No se indicó la deuda del año pasado: se supone que no se hicieron pagos a cuenta de ${year} (como en el primer año de Self Assessment), así que el pago de liquidación es toda la deuda.`,
          )
        : t(
            `Payments on account towards ${year}: half of last year's bill each (${day(dates.first)} and ${day(dates.second)}), none if it was under ${money(minimum)}; the 80% test on last year is not checked (if HMRC set none, leave it empty).`,
            `Pagos a cuenta de ${year}: cada uno, la mitad de la deuda del año pasado (${day(dates.first)} y ${day(dates.second)}), ninguno si fue inferior a ${money(minimum)}; la regla del 80 % del año pasado no se comprueba (si HMRC no fijó ninguno, deja el campo vacío).`,
          ),
      notDue,
      t(
        'Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.',
        'Los vencimientos son los legales (medianoche del 31 de enero y del 31 de julio); un pago que llega tarde a HMRC devenga intereses.',
      ),
      t('Amounts are computed at full precision and rounded to pence only in the output.', 'Los importes se calculan con precisión completa y se redondean a peniques solo en el resultado.'),
    ];

    return {
      taxYear: year,
      totalIncome: cents(total),
      personalAllowance: cents(tax.allowance),
      taxableIncome: cents(tax.taxable),
      incomeTaxBands: tax.bands.map((b) => ({ band: b.band, ratePct: b.ratePct, income: cents(b.income), tax: cents(b.tax) })),
      incomeTax: cents(tax.tax),
      taxDeductedAtSource: cents(deducted),
      incomeTaxDue: cents(taxDue),
      class4: cents(ni.total),
      class2: { smallProfitsThreshold: spt, credited, weeklyRate: class2Weekly, voluntaryCost: cents(class2Cost) },
      selfAssessmentBill: cents(bill),
      paymentsOnAccountThisYear: cents(plan.onAccountThisYear),
      balancingPayment: cents(plan.balancing),
      overpaid: cents(plan.overpaid),
      paymentsOnAccountDueNextYear: test.due,
      paymentsOnAccountNextYear: cents(plan.onAccountNextYear),
      januaryPayment: cents(cents(plan.balancing) + cents(plan.onAccountNextYear)),
      julyPayment: cents(plan.onAccountNextYear),
      payments,
      breakdown,
      assumptions,
      warnings: [...warnings, ...rulesApplied.warnings],
      rules: rulesApplied.used,
    };
  },
});
