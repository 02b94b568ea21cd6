import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './es-cuota-autonomos.run.js';

export default definePage<typeof run>({
  form: {
    annualNetIncome: {
      label: { en: 'Expected net income of the year (€)', es: 'Rendimientos netos previstos del año (€)' },
      help: {
        es: 'Rendimientos netos de todas tus actividades por cuenta propia en el año, en euros: ingresos menos gastos deducibles, sin restar tus cuotas de autónomo ni el 7 % (o 3 %) de gastos genéricos, que se restan aquí. Negativo si hay pérdidas.',
      },
    },
    societario: {
      label: { en: 'Company director or partner (societario)', es: 'Autónomo societario' },
      help: { es: 'Administrador con el 25 % o más, o socio con el 33 % o más, de una sociedad mercantil: la deducción por gastos genéricos es del 3 % en vez del 7 %.' },
    },
    newAutonomo: {
      label: { en: 'New autónomo (tarifa plana)', es: 'Nuevo autónomo (tarifa plana)' },
      help: { es: 'Te das de alta por primera vez, o no has estado de alta en los dos últimos años (tres si ya tuviste la tarifa plana): cuota reducida durante los primeros 12 meses.' },
    },
    chosenBase: {
      label: { en: 'Base you pay on now (€ a month)', es: 'Base por la que cotizas ahora (€ al mes)' },
      help: { es: 'Opcional: la base de cotización mensual que tienes elegida. Con ella se calcula lo que se regularizaría al final del año si tus rendimientos fueran los indicados.' },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (n: number) => tools.format(n, 'money');
      const table = out.table === 'general' ? t('general table', 'tabla general') : t('reduced table', 'tabla reducida');
      const where = t(`tramo ${out.tramo} of the ${table}, minimum base ${money(out.minBase)}`, `tramo ${out.tramo} de la ${table}, base mínima ${money(out.minBase)}`);
      if (out.tarifaPlana) {
        return t(
          `You will pay ${money(out.tarifaPlana.monthly)} a month with the tarifa plana for your first 12 months; without it, ${money(out.monthlyFee)} a month (${where}).`,
          `Pagarás ${money(out.tarifaPlana.monthly)} al mes con la tarifa plana durante tus primeros 12 meses; sin ella, ${money(out.monthlyFee)} al mes (${where}).`,
        );
      }
      return t(`You will pay ${money(out.monthlyFee)} a month in autónomo fees (${where}).`, `Pagarás ${money(out.monthlyFee)} al mes de cuota de autónomos (${where}).`);
    },
    currency: 'EUR',
    headline: [
      { field: 'monthlyFee', label: { en: 'Monthly fee (minimum base)', es: 'Cuota mensual (base mínima)' }, format: 'money' },
      { field: 'yearlyFee', label: { en: 'Fees for the year', es: 'Cuotas del año' }, format: 'money' },
      { field: 'monthlyNetIncome', label: { en: 'Monthly net income counted', es: 'Rendimiento neto mensual computable' }, format: 'money' },
    ],
    details: [
      {
        field: 'table',
        label: { en: 'Table', es: 'Tabla' },
        format: 'text',
        choices: { reduced: { en: 'Reduced table', es: 'Tabla reducida' }, general: { en: 'General table', es: 'Tabla general' } },
      },
      { field: 'tramo', label: { en: 'Tramo', es: 'Tramo' }, format: 'number' },
      { field: 'minBase', label: { en: 'Minimum base', es: 'Base mínima' }, format: 'money' },
      { field: 'maxBase', label: { en: 'Maximum base', es: 'Base máxima' }, format: 'money' },
      { field: 'monthlyFeeAtMaxBase', label: { en: 'Monthly fee at the maximum base', es: 'Cuota mensual con la base máxima' }, format: 'money' },
      { field: 'totalRatePercent', label: { en: 'Total rate', es: 'Tipo total' }, format: 'percent' },
      { field: 'tarifaPlana.monthly', label: { en: 'Tarifa plana, a month (first 12 months)', es: 'Tarifa plana, al mes (primeros 12 meses)' }, format: 'money' },
      { field: 'tarifaPlana.secondYearPossible', label: { en: 'Tarifa plana may continue 12 more months', es: 'La tarifa plana puede seguir 12 meses más' }, format: 'boolean' },
      { field: 'regularisation.amount', label: { en: 'Year-end regularisation', es: 'Regularización del año' }, format: 'money' },
      { field: 'regularisation.note', label: { en: 'How the year is settled', es: 'Cómo se regulariza el año' }, format: 'text' },
    ],
    tables: [
      {
        field: 'contributions',
        title: { en: 'Your monthly fee by concept', es: 'Tu cuota mensual por conceptos' },
        columns: [
          {
            field: 'concept',
            label: { en: 'Concept', es: 'Concepto' },
            format: 'text',
            choices: {
              commonContingencies: { en: 'Common contingencies (contingencias comunes)', es: 'Contingencias comunes' },
              professionalContingencies: { en: 'Professional contingencies (contingencias profesionales)', es: 'Contingencias profesionales' },
              cessation: { en: 'Cessation of activity (cese de actividad)', es: 'Cese de actividad' },
              training: { en: 'Training (formación profesional)', es: 'Formación profesional' },
              mei: { en: 'Intergenerational equity (MEI)', es: 'Mecanismo de equidad intergeneracional (MEI)' },
            },
          },
          { field: 'ratePercent', label: { en: 'Rate', es: 'Tipo' }, format: 'percent' },
          { field: 'atMinBase', label: { en: 'At the minimum base', es: 'Con la base mínima' }, format: 'money' },
          { field: 'atMaxBase', label: { en: 'At the maximum base', es: 'Con la base máxima' }, format: 'money' },
        ],
      },
      {
        field: 'tramos',
        title: { en: 'The year’s tramos', es: 'Los tramos del año' },
        columns: [
          { field: 'name', label: { en: 'Tramo', es: 'Tramo' }, format: 'text' },
          { field: 'income', label: { en: 'Monthly net income', es: 'Rendimientos netos mensuales' }, format: 'text' },
          { field: 'minBase', label: { en: 'Minimum base', es: 'Base mínima' }, format: 'money' },
          { field: 'maxBase', label: { en: 'Maximum base', es: 'Base máxima' }, format: 'money' },
          { field: 'feeAtMinBase', label: { en: 'Fee at the minimum', es: 'Cuota con la mínima' }, format: 'money' },
        ],
      },
    ],
    chart: (out, _input, tools) => {
      const { t } = textsFor(tools);
      const money = (n: number) => tools.format(n, 'money');
      // The tramos are in table order: reduced 1–3, then general 1–12.
      const yoursAt = (out.table === 'reduced' ? 0 : 3) + out.tramo - 1;
      const mine = out.tramos[yoursAt]!;
      return {
        kind: 'bars',
        title: t('Monthly fee at the minimum base, by tramo', 'Cuota mensual con la base mínima, por tramo'),
        summary: t(
          `The monthly fee at each tramo's minimum base, from ${money(out.tramos[0]!.feeAtMinBase)} (reduced table, tramo 1) to ` +
            `${money(out.tramos.at(-1)!.feeAtMinBase)} (general table, tramo 12); yours, ${mine.name.toLowerCase()}, is ${money(mine.feeAtMinBase)}. ` +
            'R marks the reduced table, G the general one.',
          `La cuota mensual con la base mínima de cada tramo, de ${money(out.tramos[0]!.feeAtMinBase)} (tabla reducida, tramo 1) a ` +
            `${money(out.tramos.at(-1)!.feeAtMinBase)} (tabla general, tramo 12); la tuya, ${mine.name.toLowerCase()}, es de ${money(mine.feeAtMinBase)}. ` +
            'R indica la tabla reducida y G la general.',
        ),
        format: 'money',
        axis: t('Tramo', 'Tramo'),
        bars: out.tramos.map((r, i) => ({ label: i < 3 ? `R${i + 1}` : `G${i - 2}`, value: r.feeAtMinBase, highlight: i === yoursAt })),
      };
    },
  },
});
