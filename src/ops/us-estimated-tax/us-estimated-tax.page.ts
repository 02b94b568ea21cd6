import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './us-estimated-tax.run.js';

const STATUS_CHOICES = {
  single: { en: 'Single', es: 'Soltero' },
  marriedJointly: { en: 'Married filing jointly', es: 'Casados, declaración conjunta' },
  headOfHousehold: { en: 'Head of household', es: 'Cabeza de familia' },
} as const;

export default definePage<typeof run>({
  form: {
    netProfit: {
      label: { en: 'Expected net profit (Schedule C) ($)', es: 'Beneficio neto previsto (Schedule C) (US$)' },
      help: {
        es: 'Beneficio neto que esperas para el año según el Schedule C, en dólares, después de los gastos de la actividad. Una pérdida se escribe en negativo.',
        en: 'Net profit you expect for the year on Schedule C, after business expenses. Write a loss as a negative amount.',
      },
    },
    otherIncome: {
      label: { en: 'Other taxable income ($)', es: 'Otros ingresos sujetos a impuesto (US$)' },
      help: { es: 'Otros ingresos sujetos a impuesto que no son salario, en dólares (intereses, una pensión…). Si lo dejas vacío, 0.' },
    },
    filingStatus: {
      label: { en: 'Filing status', es: 'Forma de declarar' },
      help: {
        es:
          'Cómo presentas la declaración federal: soltero, casados en declaración conjunta (entonces «otros ingresos» incluye los de tu ' +
          'cónyuge) o cabeza de familia. Fija los tramos, la deducción estándar y los umbrales. Por defecto, soltero.',
        en: 'Single, married filing jointly (then other income includes your spouse\'s) or head of household. Sets the brackets, the standard deduction and the thresholds. Default: single.',
      },
      choices: STATUS_CHOICES,
    },
    priorYearTax: {
      label: { en: "Last year's total tax ($)", es: 'Impuesto total del año pasado (US$)' },
      help: {
        es: 'El impuesto total de tu declaración del año pasado, en dólares. Si lo dejas vacío, solo se aplica la prueba del 90 % del impuesto de este año.',
        en: "The total tax on last year's return. Leave it empty to use only the 90 % of this year's tax.",
      },
    },
    priorYearAgi: {
      label: { en: "Last year's AGI ($)", es: 'AGI del año pasado (US$)' },
      help: {
        es: 'La renta bruta ajustada (AGI) de tu declaración del año pasado, en dólares. Por encima de 150.000 US$ hay que cubrir el 110 % del impuesto del año pasado; si la dejas vacía, se usa el 110 %.',
        en: "Adjusted gross income on last year's return. Above $150,000, 110 % of last year's tax is needed; left empty, 110 % is used.",
      },
    },
    withholding: {
      label: { en: 'Federal tax withheld this year ($)', es: 'Impuesto federal retenido este año (US$)' },
      help: { es: 'Impuesto federal sobre la renta que te retienen este año (de un salario, una pensión…), en dólares. Si lo dejas vacío, 0.' },
    },
    paidSoFar: {
      label: { en: 'Estimated tax paid so far ($)', es: 'Impuesto estimado ya pagado (US$)' },
      help: { es: 'Pagos de impuesto estimado ya hechos para este ejercicio, en dólares. Si lo dejas vacío, 0.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const date = tools.format(out.nextDueDate, 'date');
      if (!out.paymentsRequired) {
        return t(
          `You need no estimated tax payments for ${out.taxYear}: your federal tax of ${money(out.totalTax)} is covered by withholding or leaves less than $1,000 to pay.`,
          `No necesitas pagos de impuesto estimado en ${out.taxYear}: tu impuesto federal de ${money(out.totalTax)} queda cubierto por las retenciones o deja menos de 1.000 US$ por pagar.`,
        );
      }
      if (out.nextPayment === 0) {
        return t(
          `You have nothing to pay by ${date}: your payments already cover the ${money(out.requiredAnnualPayment)} required for ${out.taxYear} up to that installment.`,
          `No tienes nada que pagar antes del ${date}: tus pagos ya cubren los ${money(out.requiredAnnualPayment)} exigidos en ${out.taxYear} hasta ese plazo.`,
        );
      }
      if (out.nextPayment === out.remainingToPay) {
        return t(
          `Pay ${money(out.nextPayment)} by ${date}: what is left of the ${money(out.requiredAnnualPayment)} required for ${out.taxYear}, on a federal tax of ${money(out.totalTax)}.`,
          `Paga ${money(out.nextPayment)} antes del ${date}: lo que queda de los ${money(out.requiredAnnualPayment)} exigidos en ${out.taxYear}, sobre un impuesto federal de ${money(out.totalTax)}.`,
        );
      }
      return t(
        `Pay ${money(out.nextPayment)} by ${date}, out of ${money(out.remainingToPay)} left of the ${money(out.requiredAnnualPayment)} required for ${out.taxYear}, on a federal tax of ${money(out.totalTax)}.`,
        `Paga ${money(out.nextPayment)} antes del ${date}, de ${money(out.remainingToPay)} pendientes de los ${money(out.requiredAnnualPayment)} exigidos en ${out.taxYear}, sobre un impuesto federal de ${money(out.totalTax)}.`,
      );
    },
    currency: 'USD',
    headline: [
      { field: 'nextPayment', label: { en: 'Next payment', es: 'Próximo pago' }, format: 'money' },
      { field: 'nextDueDate', label: { en: 'Due by', es: 'Vence el' }, format: 'date' },
      { field: 'totalTax', label: { en: 'Federal tax for the year', es: 'Impuesto federal del año' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Ejercicio fiscal' }, format: 'text' },
      { field: 'filingStatus', label: { en: 'Filing status', es: 'Forma de declarar' }, format: 'text', choices: STATUS_CHOICES },
      { field: 'selfEmploymentTax', label: { en: 'Self-employment tax', es: 'Impuesto de trabajo por cuenta propia' }, format: 'money' },
      { field: 'additionalMedicareTax', label: { en: 'Additional Medicare Tax', es: 'Additional Medicare Tax' }, format: 'money' },
      { field: 'incomeTax', label: { en: 'Income tax', es: 'Impuesto sobre la renta' }, format: 'money' },
      { field: 'requiredAnnualPayment', label: { en: 'Required annual payment', es: 'Pago anual exigido' }, format: 'money' },
      {
        field: 'requiredAnnualBasis',
        label: { en: 'Set by', es: 'Fijado por' },
        format: 'text',
        choices: {
          currentYear: { en: "90 % of this year's tax", es: 'El 90 % del impuesto de este año' },
          priorYear: { en: "Last year's tax", es: 'El impuesto del año pasado' },
        },
      },
      { field: 'remainingToPay', label: { en: 'Left to pay in installments', es: 'Pendiente en plazos' }, format: 'money' },
      { field: 'balanceDueWithReturn', label: { en: 'Rest, with the return', es: 'Resto, con la declaración' }, format: 'money' },
    ],
    tables: [
      {
        field: 'installments',
        title: { en: 'Installments still to pay', es: 'Plazos pendientes' },
        columns: [
          { field: 'installment', label: { en: 'Installment', es: 'Plazo' }, format: 'integer' },
          { field: 'dueDate', label: { en: 'Due date', es: 'Vencimiento' }, format: 'date' },
          { field: 'amount', label: { en: 'Amount', es: 'Importe' }, format: 'money' },
        ],
      },
    ],
    chart: (out, _input, tools) => {
      const { t } = textsFor(tools);
      const money = (n: number) => tools.format(n, 'money');
      const parts = [
        { label: t('Income tax', 'Impuesto sobre la renta'), value: out.incomeTax },
        { label: t('Self-employment tax', 'Impuesto de trabajo por cuenta propia'), value: out.selfEmploymentTax },
        { label: 'Additional Medicare Tax', value: out.additionalMedicareTax },
      ].filter((part) => part.value > 0);
      if (parts.length === 0) return undefined;
      // In the sentence, the names of the two taxes in lower case; the Additional Medicare Tax keeps its capitals.
      const named = parts.map((p) => `${p.label.startsWith('Additional') ? p.label : p.label.toLowerCase()} ${money(p.value)}`);
      const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} ${t('and', 'y')} ${named.at(-1)!}`;
      return {
        kind: 'split',
        title: t(`Your federal tax for ${out.taxYear}`, `Tu impuesto federal de ${out.taxYear}`),
        summary: t(`Of ${money(out.totalTax)} of federal tax for the year: ${list}.`, `De ${money(out.totalTax)} de impuesto federal del año: ${list}.`),
        format: 'money',
        parts,
      };
    },
  },
});
