import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type { Localized } from '../../core/locale.js';
import type run from './llc-costs.run.js';

const FREQUENCY_WORDS: Readonly<Record<'annual' | 'biennial' | 'none', Localized>> = {
  annual: { en: 'Annual', es: 'Anual' },
  biennial: { en: 'Every two years', es: 'Cada dos años' },
  none: { en: 'None', es: 'Ninguno' },
};
const CONFIDENCE_WORDS: Readonly<Record<'high' | 'medium' | 'medium-low', Localized>> = {
  high: { en: 'High', es: 'Alta' },
  medium: { en: 'Medium', es: 'Media' },
  'medium-low': { en: 'Medium-low', es: 'Media-baja' },
};

export default definePage<typeof run>({
  form: {
    state: {
      label: { en: 'State (USPS code)', es: 'Estado (código USPS)' },
      help: {
        en: 'The two-letter code of the state, such as CA, NY or DC. Leave it empty to compare all 50 states and DC.',
        es: 'El código de dos letras del estado, como CA, NY o DC (en mayúsculas o minúsculas). Déjalo vacío para comparar los 50 estados y el Distrito de Columbia.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const state = out.stateCost;
      if (state) {
        return t(
          `An LLC in ${state.name} costs ${money(state.firstYearTotal)} in its first year and ${money(state.recurringYearlyTotal)} a year after that.`,
          `Una LLC en ${state.name} cuesta ${money(state.firstYearTotal)} el primer año y ${money(state.recurringYearlyTotal)} al año a partir de entonces.`,
        );
      }
      // Every state: the range of first-year totals, with the states at each end.
      const low = out.cheapestFirstYear!;
      const high = out.mostExpensiveFirstYear!;
      const nameOf = (code: string) => out.states?.find((state) => state.state === code)?.name ?? code;
      const names = (codes: readonly string[]) => codes.map(nameOf).join(t(' and ', ' y '));
      return t(
        `An LLC's first year costs from ${money(low.amount)} (${names(low.states)}) to ${money(high.amount)} (${names(high.states)}), depending on the state.`,
        `El primer año de una LLC cuesta desde ${money(low.amount)} (${names(low.states)}) hasta ${money(high.amount)} (${names(high.states)}), según el estado.`,
      );
    },
    currency: 'USD',
    headline: [
      { field: 'stateCost.firstYearTotal', label: { en: 'First-year total', es: 'Total del primer año' }, format: 'money' },
      { field: 'stateCost.recurringYearlyTotal', label: { en: 'Recurring yearly total', es: 'Total anual recurrente' }, format: 'money' },
    ],
    details: [
      { field: 'stateCost.name', label: { en: 'State', es: 'Estado' }, format: 'text' },
      { field: 'stateCost.formationFee', label: { en: 'Formation fee', es: 'Tasa de constitución' }, format: 'money' },
      { field: 'stateCost.reportFee', label: { en: 'Report fee', es: 'Tasa del informe' }, format: 'money' },
      { field: 'stateCost.reportFrequency', label: { en: 'Report frequency', es: 'Periodicidad del informe' }, format: 'text', choices: FREQUENCY_WORDS },
      { field: 'stateCost.annualTax', label: { en: 'Minimum annual tax', es: 'Impuesto anual mínimo' }, format: 'money' },
      { field: 'stateCost.firstDue', label: { en: 'First due', es: 'Primer vencimiento' }, format: 'text' },
      { field: 'stateCost.notes', label: { en: 'Notes', es: 'Notas' }, format: 'text' },
      { field: 'cheapestFirstYear.states', label: { en: 'Cheapest first year', es: 'Primer año más barato' }, format: 'text' },
      { field: 'cheapestFirstYear.amount', label: { en: 'Lowest first-year total', es: 'Total del primer año más bajo' }, format: 'money' },
      { field: 'mostExpensiveFirstYear.states', label: { en: 'Most expensive first year', es: 'Primer año más caro' }, format: 'text' },
      { field: 'mostExpensiveFirstYear.amount', label: { en: 'Highest first-year total', es: 'Total del primer año más alto' }, format: 'money' },
      { field: 'cheapestRecurring.states', label: { en: 'Cheapest to keep', es: 'Más barato de mantener' }, format: 'text' },
      { field: 'cheapestRecurring.amount', label: { en: 'Lowest recurring yearly total', es: 'Total anual recurrente más bajo' }, format: 'money' },
      { field: 'mostExpensiveRecurring.states', label: { en: 'Most expensive to keep', es: 'Más caro de mantener' }, format: 'text' },
      { field: 'mostExpensiveRecurring.amount', label: { en: 'Highest recurring yearly total', es: 'Total anual recurrente más alto' }, format: 'money' },
      { field: 'confidence', label: { en: 'Confidence', es: 'Grado de confianza' }, format: 'text', choices: CONFIDENCE_WORDS },
    ],
    tables: [
      {
        field: 'states',
        title: { en: 'Every state and DC', es: 'Todos los estados y el Distrito de Columbia' },
        columns: [
          { field: 'name', label: { en: 'State', es: 'Estado' }, format: 'text' },
          { field: 'firstYearTotal', label: { en: 'First-year total', es: 'Total del primer año' }, format: 'money' },
          { field: 'recurringYearlyTotal', label: { en: 'Recurring yearly total', es: 'Total anual recurrente' }, format: 'money' },
          { field: 'reportFrequency', label: { en: 'Report frequency', es: 'Periodicidad del informe' }, format: 'text', choices: FREQUENCY_WORDS },
        ],
      },
    ],
  },
});
