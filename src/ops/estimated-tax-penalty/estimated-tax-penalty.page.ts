import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { FIRST_YEAR } from './estimated-tax-penalty.run.js';
import type run from './estimated-tax-penalty.run.js';

export default definePage<typeof run>({
  form: {
    requiredAnnual: {
      label: { en: 'Required annual payment ($)', es: 'Pago anual exigido (US$)' },
      help: {
        es:
          'Pago anual exigido de impuesto estimado, en dólares (línea 9 del formulario 2210): el menor entre el 90 % del impuesto de este ' +
          'año y el 100 % del impuesto del año pasado (el 110 % si tu AGI del año pasado superó 150.000 US$). Aquí no se calcula.',
      },
    },
    paidPerQuarter: {
      label: { en: 'Paid for each installment ($)', es: 'Pagado en cada plazo (US$)' },
      help: {
        en: "Estimated tax paid by each due date, each including a quarter of the year's withholding; each amount counts as paid on its due date.",
        es:
          'Cuatro importes en dólares: el impuesto estimado pagado hasta el 15 de abril, el 15 de junio, el 15 de septiembre y el 15 de enero ' +
          'del año siguiente, en ese orden. Cada uno cuenta como pagado en esa fecha e incluye una cuarta parte de las retenciones del año.',
      },
      items: [
        { en: '1st installment: April 15 ($)', es: '1.er plazo: 15 de abril (US$)' },
        { en: '2nd installment: June 15 ($)', es: '2.º plazo: 15 de junio (US$)' },
        { en: '3rd installment: September 15 ($)', es: '3.er plazo: 15 de septiembre (US$)' },
        { en: '4th installment: January 15 ($)', es: '4.º plazo: 15 de enero (US$)' },
      ],
    },
    taxYear: {
      label: { en: 'Tax year', es: 'Año fiscal' },
      help: {
        en: `Calendar year. Leave it empty for the year whose penalty window (April 15 to April 15 of the next year) contains today. Accepted: ${FIRST_YEAR} up to that year.`,
        es:
          'Año natural. Si lo dejas vacío, se toma el año cuyo periodo de recargo (del 15 de abril al 15 de abril del año siguiente) incluye ' +
          `hoy. Se admiten desde ${FIRST_YEAR} hasta ese año; los trimestres cuyo tipo aún no está en los datos usan el último conocido, con un aviso.`,
      },
    },
  },
  page: {
    // The first example without its tax year: the run takes the year whose penalty window contains its own today.
    start: () => ({ requiredAnnual: 12000, paidPerQuarter: [0, 3000, 3000, 6000] }),
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      if (out.totalPenalty === 0) {
        return out.totalUnderpayment === 0
          ? t(`You owe no penalty for tax year ${out.taxYear}: every installment was paid in full and on time.`, `No debes ningún recargo por el ejercicio ${out.taxYear}: pagaste cada plazo entero y a tiempo.`)
          : t(`You owe no penalty for tax year ${out.taxYear}.`, `No debes ningún recargo por el ejercicio ${out.taxYear}.`);
      }
      return t(
        `Your penalty for tax year ${out.taxYear} is ${money(out.totalPenalty)}, on ${money(out.totalUnderpayment)} of installments paid late or short.`,
        `Tu recargo por el ejercicio ${out.taxYear} es de ${money(out.totalPenalty)}, por ${money(out.totalUnderpayment)} de plazos pagados tarde o de menos.`,
      );
    },
    currency: 'USD',
    headline: [
      { field: 'totalPenalty', label: { en: 'Total penalty', es: 'Recargo total' }, format: 'money' },
      { field: 'totalUnderpayment', label: { en: 'Total underpayment', es: 'Pago insuficiente total' }, format: 'money' },
    ],
    details: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Año fiscal' }, format: 'text' },
      { field: 'requiredInstallment', label: { en: 'Required installment', es: 'Pago exigido por plazo' }, format: 'money' },
      { field: 'penaltyEndDate', label: { en: 'Penalty runs until', es: 'El recargo corre hasta' }, format: 'date' },
    ],
    tables: [
      {
        field: 'installments',
        title: { en: 'Installments', es: 'Plazos' },
        columns: [
          { field: 'installment', label: { en: 'Installment', es: 'Plazo' }, format: 'integer' },
          { field: 'dueDate', label: { en: 'Due date', es: 'Vencimiento' }, format: 'date' },
          { field: 'payBy', label: { en: 'On time if paid by', es: 'A tiempo si se paga hasta' }, format: 'date' },
          { field: 'required', label: { en: 'Required', es: 'Exigido' }, format: 'money' },
          { field: 'paid', label: { en: 'Paid', es: 'Pagado' }, format: 'money' },
          { field: 'underpayment', label: { en: 'Underpayment', es: 'Pago insuficiente' }, format: 'money' },
          { field: 'penalty', label: { en: 'Penalty', es: 'Recargo' }, format: 'money' },
        ],
      },
      {
        field: 'ratePeriods',
        title: { en: 'Rate periods', es: 'Periodos de tipo' },
        columns: [
          { field: 'ratePeriod', label: { en: 'Period', es: 'Periodo' }, format: 'integer' },
          { field: 'from', label: { en: 'After', es: 'Después del' }, format: 'date' },
          { field: 'to', label: { en: 'Through', es: 'Hasta el' }, format: 'date' },
          { field: 'rateQuarter', label: { en: 'Rate quarter', es: 'Trimestre del tipo' }, format: 'text' },
          { field: 'ratePct', label: { en: 'Annual rate', es: 'Tipo anual' }, format: 'percent' },
          {
            field: 'rateStatus',
            label: { en: 'Rate', es: 'Tipo' },
            format: 'text',
            choices: {
              published: { en: 'Published', es: 'Publicado' },
              'carried-forward': { en: 'Carried forward', es: 'Último conocido, mantenido' },
            },
          },
          {
            field: 'rateConfidence',
            label: { en: 'Confidence', es: 'Confianza' },
            format: 'text',
            choices: {
              high: { en: 'High', es: 'Alta' },
              medium: { en: 'Medium', es: 'Media' },
              'medium-low': { en: 'Medium-low', es: 'Media-baja' },
            },
          },
        ],
      },
    ],
  },
});
