import { definePage } from '../../core/operation.js';
import { formatDay } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import type run from './uk-self-assessment.run.js';

const BAND_NAMES = {
  starter: { en: 'Starter rate', es: 'Tipo inicial' },
  basic: { en: 'Basic rate', es: 'Tipo básico' },
  intermediate: { en: 'Intermediate rate', es: 'Tipo intermedio' },
  higher: { en: 'Higher rate', es: 'Tipo superior' },
  advanced: { en: 'Advanced rate', es: 'Tipo avanzado' },
  additional: { en: 'Additional rate', es: 'Tipo adicional' },
  top: { en: 'Top rate', es: 'Tipo máximo' },
} as const;

export default definePage<typeof run>({
  form: {
    tradingProfit: {
      label: { en: 'Trading profit', es: 'Beneficio de la actividad' },
      help: { es: 'Beneficio del año fiscal como autónomo, en libras: ingresos menos gastos deducibles. Unas pérdidas se escriben en negativo y cuentan como 0.' },
    },
    otherIncome: {
      label: { en: 'Other income (PAYE)', es: 'Otros ingresos (con PAYE)' },
      help: { es: 'Salario o pensión del mismo año, en libras, con el impuesto retenido por el PAYE (por defecto 0).' },
    },
    scotland: {
      label: { en: 'Scottish taxpayer', es: 'Contribuyente escocés' },
      help: { es: 'Márcalo si vives en Escocia: se aplican los seis tramos escoceses.' },
    },
    taxYear: {
      label: { en: 'Tax year', es: 'Año fiscal' },
      help: { es: 'Por ejemplo 2026-27 (del 6 de abril al 5 de abril). Vacío: el año fiscal en curso.' },
    },
    lastYearTaxDue: {
      label: { en: "Last year's Self Assessment bill", es: 'Deuda de la Self Assessment del año pasado' },
      help: { es: 'Impuesto y clase 4 del año pasado tras lo retenido en origen: fija los pagos a cuenta de este año (la mitad cada uno). Vacío: ninguno.' },
    },
    taxDeductedAtSource: {
      label: { en: 'Tax already deducted (PAYE)', es: 'Impuesto ya retenido (PAYE)' },
      help: { es: 'Impuesto retenido este año de los otros ingresos (figura en el P60). Vacío: el que corresponde a esos ingresos por sí solos.' },
    },
  },
  page: {
    answer(output, _input, tools) {
      const { t } = textsFor(tools);
      const money = (n: number) => tools.format(n, 'money');
      const day = (iso: string) => formatDay(iso, tools.locale);
      const end = Number(output.taxYear.slice(0, 4)) + 2;
      const january = day(`${end}-01-31`);
      const july = day(`${end}-07-31`);
      if (output.selfAssessmentBill === 0) {
        const class2 = output.class2.credited
          ? ''
          : t(`; voluntary Class 2 would cost ${money(output.class2.voluntaryCost)} to keep the year on your record`, `; la clase 2 voluntaria costaría ${money(output.class2.voluntaryCost)} para que el año cuente en tu historial`);
        return t(`You'll owe nothing through Self Assessment for ${output.taxYear}${class2}.`, `No deberás nada en la Self Assessment del año fiscal ${output.taxYear}${class2}.`);
      }
      const owed = t(
        `You'll owe ${money(output.selfAssessmentBill)} of income tax and Class 4 NI for ${output.taxYear}`,
        `Deberás ${money(output.selfAssessmentBill)} de impuesto sobre la renta y clase 4 por ${output.taxYear}`,
      );
      const before =
        output.paymentsOnAccountThisYear > 0
          ? t(`; after ${money(2 * output.paymentsOnAccountThisYear)} on account, `, `; tras ${money(2 * output.paymentsOnAccountThisYear)} a cuenta, `)
          : '; ';
      const pay = output.paymentsOnAccountDueNextYear
        ? t(`pay ${money(output.januaryPayment)} by ${january} and ${money(output.julyPayment)} by ${july}`, `paga ${money(output.januaryPayment)} hasta el ${january} y ${money(output.julyPayment)} hasta el ${july}`)
        : t(`pay ${money(output.januaryPayment)} by ${january}, with no payments on account after it`, `paga ${money(output.januaryPayment)} hasta el ${january}, sin pagos a cuenta después`);
      return `${owed}${before}${pay}.`;
    },
    currency: 'GBP',
    headline: [
      { field: 'selfAssessmentBill', label: { en: 'Self Assessment bill', es: 'Deuda de la Self Assessment' }, format: 'money' },
      { field: 'januaryPayment', label: { en: 'To pay on 31 January after the year', es: 'A pagar el 31 de enero tras el año' }, format: 'money' },
      { field: 'julyPayment', label: { en: 'To pay on the following 31 July', es: 'A pagar el 31 de julio siguiente' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Año fiscal' }, format: 'text' },
      { field: 'totalIncome', label: { en: 'Total income', es: 'Renta total' }, format: 'money' },
      { field: 'personalAllowance', label: { en: 'Personal Allowance', es: 'Mínimo personal' }, format: 'money' },
      { field: 'taxableIncome', label: { en: 'Taxable income', es: 'Base liquidable' }, format: 'money' },
      { field: 'incomeTax', label: { en: 'Income tax on all income', es: 'Impuesto sobre toda la renta' }, format: 'money' },
      { field: 'taxDeductedAtSource', label: { en: 'Deducted through PAYE', es: 'Retenido por el PAYE' }, format: 'money' },
      { field: 'incomeTaxDue', label: { en: 'Income tax due', es: 'Impuesto a pagar' }, format: 'money' },
      { field: 'class4', label: { en: 'Class 4 National Insurance', es: 'Cotización de clase 4' }, format: 'money' },
      { field: 'class2.credited', label: { en: 'Year credited without Class 2', es: 'Año acreditado sin clase 2' }, format: 'boolean' },
      { field: 'class2.voluntaryCost', label: { en: 'Voluntary Class 2 for the year', es: 'Clase 2 voluntaria del año' }, format: 'money' },
      { field: 'balancingPayment', label: { en: 'Balancing payment', es: 'Pago de liquidación' }, format: 'money' },
      { field: 'paymentsOnAccountDueNextYear', label: { en: 'Payments on account next year', es: 'Pagos a cuenta el año próximo' }, format: 'boolean' },
      { field: 'paymentsOnAccountNextYear', label: { en: 'Each payment on account', es: 'Cada pago a cuenta' }, format: 'money' },
    ],
    tables: [
      {
        field: 'payments',
        title: { en: 'Payments and due dates', es: 'Pagos y vencimientos' },
        columns: [
          { field: 'date', label: { en: 'Due by', es: 'Vence' }, format: 'date' },
          {
            field: 'payment',
            label: { en: 'Payment', es: 'Pago' },
            format: 'text',
            choices: {
              firstPaymentOnAccount: { en: 'First payment on account', es: 'Primer pago a cuenta' },
              secondPaymentOnAccount: { en: 'Second payment on account', es: 'Segundo pago a cuenta' },
              balancingPayment: { en: 'Balancing payment', es: 'Pago de liquidación' },
            },
          },
          { field: 'taxYear', label: { en: 'For tax year', es: 'Del año fiscal' }, format: 'text' },
          { field: 'amount', label: { en: 'Amount', es: 'Importe' }, format: 'money' },
        ],
      },
    ],
    chart(output, _input, tools) {
      const { t } = textsFor(tools);
      const money = (n: number) => tools.format(n, 'money');
      const parts: { label: string; value: number }[] = [];
      if (output.personalAllowance > 0) parts.push({ label: t('Personal Allowance (0%)', 'Mínimo personal (0 %)'), value: output.personalAllowance });
      for (const band of output.incomeTaxBands) {
        const name = BAND_NAMES[band.band][tools.locale];
        parts.push({ label: `${name} (${tools.format(band.ratePct, 'percent')})`, value: band.income });
      }
      if (parts.length === 0) return undefined;
      return {
        kind: 'split',
        title: t(`Your ${output.taxYear} income by tax band`, `Tu renta de ${output.taxYear} por tramos`),
        summary: t(
          `Of ${money(output.totalIncome)} of income, ${money(output.personalAllowance)} is tax-free and ${money(output.taxableIncome)} is taxed in ${output.incomeTaxBands.length} band${output.incomeTaxBands.length === 1 ? '' : 's'}, for ${money(output.incomeTax)} of income tax.`,
          `De ${money(output.totalIncome)} de renta, ${money(output.personalAllowance)} están exentos y ${money(output.taxableIncome)} tributan en ${output.incomeTaxBands.length} ${output.incomeTaxBands.length === 1 ? 'tramo' : 'tramos'}, con ${money(output.incomeTax)} de impuesto.`,
        ),
        format: 'money',
        parts,
      };
    },
  },
});
