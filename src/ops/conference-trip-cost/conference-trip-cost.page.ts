import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './conference-trip-cost.run.js';

export default definePage<typeof run>({
  form: {
    dayRate: { label: { en: 'Day rate ($)', es: 'Tarifa diaria (US$)' }, help: { es: 'Lo que vale cada día de trabajo que dejas de facturar, en dólares estadounidenses.' } },
    ticket: { label: { en: 'Ticket or registration ($)', es: 'Entrada o inscripción (US$)' }, help: { es: 'Precio de la entrada o cuota de inscripción.' } },
    travel: { label: { en: 'Travel ($)', es: 'Desplazamiento (US$)' }, help: { es: 'Vuelos, trenes y taxis, ida y vuelta.' } },
    lodgingPerNight: { label: { en: 'Lodging per night ($)', es: 'Alojamiento por noche (US$)' }, help: { es: 'Precio de la habitación por noche.' } },
    nights: { label: { en: 'Nights away', es: 'Noches fuera' }, help: { es: 'Noches fuera de casa, un número entero de 0 a 366.' } },
    mealsPerDay: {
      label: { en: 'Meals per day ($)', es: 'Comidas por día (US$)' },
      help: { es: 'Gasto en comida por cada día fuera, antes del límite del 50 % (incluidas las comidas con clientes a las que invites).' },
    },
    daysAway: { label: { en: 'Days away', es: 'Días fuera' }, help: { es: 'Días fuera de la oficina, incluidos los de viaje; un número entero de 0 a 366.' } },
    billableDaysLost: {
      label: { en: 'Billable days lost', es: 'Días facturables perdidos' },
      help: { es: 'De los días fuera, los que habrías facturado (0,5 para medio día); como mucho, los días fuera.' },
    },
    otherCosts: {
      label: { en: 'Other costs ($)', es: 'Otros gastos (US$)' },
      help: { es: 'Visados, equipaje, materiales: otros gastos del negocio, que se cuentan como deducibles en su totalidad.' },
    },
    marginalTaxPct: {
      label: { en: 'Marginal tax rate (%)', es: 'Tipo marginal (%)' },
      help: {
        en: 'Your marginal tax rate, in percent: the deductions save tax at it, and the fees you lose would have been taxed at it.',
        es: 'Tu tipo impositivo marginal, en porcentaje (24 significa 24 %): a ese tipo ahorran impuesto las deducciones y a ese tipo habrían tributado los honorarios que pierdes.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const after = money(out.netCostAfterTax);
      // At a 100 % rate there is no pre-tax view (null).
      if (out.netCostBeforeTax === null) return t(`The trip costs you ${after} after tax.`, `El viaje te cuesta ${after} después de impuestos.`);
      // With no tax rate the two headline figures are one: a single figure, with what it counts.
      return out.netCostBeforeTax === out.netCostAfterTax
        ? t(`The trip costs you ${after}, counting the billing you give up.`, `El viaje te cuesta ${after}, contando lo que dejas de facturar.`)
        : t(
            `The trip costs you ${after} after tax, as much as billing ${money(out.netCostBeforeTax)} more before tax.`,
            `El viaje te cuesta ${after} después de impuestos, lo mismo que facturar ${money(out.netCostBeforeTax)} más antes de impuestos.`,
          );
    },
    currency: 'USD',
    headline: [
      { field: 'netCostAfterTax', label: { en: 'Net cost after tax', es: 'Coste neto después de impuestos' }, format: 'money' },
      { field: 'netCostBeforeTax', label: { en: 'Net cost before tax (billing needed)', es: 'Coste neto antes de impuestos (facturación necesaria)' }, format: 'money' },
    ],
    details: [
      { field: 'cashCost', label: { en: 'Cash cost', es: 'Desembolso' }, format: 'money' },
      { field: 'taxSaving', label: { en: 'Tax saving', es: 'Ahorro fiscal' }, format: 'money' },
      { field: 'lostBilling', label: { en: 'Lost billing, before tax', es: 'Facturación perdida, antes de impuestos' }, format: 'money' },
      { field: 'lostBillingAfterTax', label: { en: 'Lost billing, after tax', es: 'Facturación perdida, después de impuestos' }, format: 'money' },
      { field: 'deductibleExpenses', label: { en: 'Deductible expenses', es: 'Gastos deducibles' }, format: 'money' },
      { field: 'nonDeductibleExpenses', label: { en: 'Non-deductible expenses', es: 'Gastos no deducibles' }, format: 'money' },
    ],
  },
});
