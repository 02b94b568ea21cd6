import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './es-modelo-130.run.js';

export default definePage<typeof run>({
  form: {
    quarters: {
      label: { en: 'Quarters', es: 'Trimestres' },
      help: { es: 'De uno a cuatro trimestres del mismo año, en orden desde el primero; los importes de cada trimestre, sin acumular.' },
      fields: {
        ingresos: {
          label: { en: 'Income (€)', es: 'Ingresos (€)' },
          help: { es: 'Ingresos de este trimestre solo (sin acumular), en euros.' },
        },
        gastos: {
          label: { en: 'Deductible expenses (€)', es: 'Gastos deducibles (€)' },
          help: { es: 'Gastos fiscalmente deducibles de este trimestre solo, en euros. No se usan en las actividades agrarias.' },
        },
        retenciones: {
          label: { en: 'Withholding suffered (€)', es: 'Retenciones soportadas (€)' },
          help: { es: 'Retenciones e ingresos a cuenta soportados en este trimestre solo, en euros.' },
        },
      },
    },
    priorYearNet: {
      label: { en: "Last year's net activity income (€)", es: 'Rendimiento neto del año anterior (€)' },
      help: {
        es: 'Rendimiento neto de las actividades económicas del año anterior, en euros (negativo si hubo pérdidas; 0 si no hubo actividad). Determina la minoración del artículo 110.3.c) del Reglamento del IRPF; si lo dejas en blanco, no se aplica.',
      },
    },
    actividad: {
      label: { en: 'Activity', es: 'Tipo de actividad' },
      help: { es: 'General: el 20 % del rendimiento neto acumulado. Agraria: actividades agrícolas, ganaderas, forestales o pesqueras, el 2 % de los ingresos del trimestre.' },
      choices: {
        general: { en: 'General (20 % of the profit)', es: 'General (20 % del rendimiento neto)' },
        agraria: { en: 'Farming, livestock, forestry or fishing (2 % of income)', es: 'Agrícola, ganadera, forestal o pesquera (2 % de los ingresos)' },
      },
    },
    pctIncomeWithRetencion: {
      label: { en: 'Income with withholding last year (%)', es: 'Ingresos con retención, año anterior (%)' },
      help: {
        es: 'Porcentaje de los ingresos de la actividad del año anterior que soportó retención (de 0 a 100). Con un 70 % o más, los profesionales y las actividades agrícolas, ganaderas o forestales no están obligados a presentar el modelo 130.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const n = out.quarters.length;
      const quarters = n === 1 ? t('the quarter', 'el trimestre') : t(`the ${n} quarters`, `los ${n} trimestres`);
      const owed = out.totalToPay > 0
        ? t(`You have ${tools.format(out.totalToPay, 'money')} to pay for ${quarters}`, `Tienes que ingresar ${tools.format(out.totalToPay, 'money')} por ${quarters}`)
        : t(`You have nothing to pay for ${quarters}`, `No tienes nada que ingresar por ${quarters}`);
      const exempt = out.filingExemption.exemptionMayApply === true
        ? t(
            ', if you must file: with 70 % or more of your income withheld, a professional activity may be exempt',
            ', si tienes que presentar el modelo: con el 70 % o más de tus ingresos sujetos a retención, una actividad profesional puede quedar exenta',
          )
        : '';
      return `${owed}${exempt}.`;
    },
    currency: 'EUR',
    headline: [{ field: 'totalToPay', label: { en: 'Total to pay', es: 'Total a ingresar' }, format: 'money' }],
    details: [
      { field: 'reductionPerQuarter', label: { en: 'Reduction each quarter (casilla 13)', es: 'Minoración en cada trimestre (casilla 13)' }, format: 'money' },
      {
        field: 'actividad',
        label: { en: 'Method', es: 'Método' },
        format: 'text',
        choices: {
          general: { en: 'General: 20 % of the accumulated profit', es: 'General: 20 % del rendimiento neto acumulado' },
          agraria: { en: "Farming: 2 % of the quarter's income", es: 'Agraria: 2 % de los ingresos del trimestre' },
        },
      },
      { field: 'filingExemption.exemptionMayApply', label: { en: 'The 70 % exemption may apply', es: 'Puede aplicarse la exención del 70 %' }, format: 'boolean' },
      { field: 'filingExemption.note', label: { en: 'Duty to file', es: 'Obligación de presentar' }, format: 'text' },
    ],
    tables: [
      {
        field: 'quarters',
        title: { en: 'Quarterly returns', es: 'Autoliquidaciones trimestrales' },
        columns: [
          { field: 'period', label: { en: 'Quarter', es: 'Trimestre' }, format: 'text' },
          { field: 'result', label: { en: 'Result (casilla 19)', es: 'Resultado (casilla 19)' }, format: 'money' },
          {
            field: 'resultType',
            label: { en: 'Type of return', es: 'Tipo de declaración' },
            format: 'text',
            choices: {
              'a ingresar': { en: 'To pay (a ingresar)', es: 'A ingresar' },
              'a deducir': { en: 'To deduct later (a deducir)', es: 'A deducir' },
              negativa: { en: 'Nothing to pay (negativa)', es: 'Negativa' },
            },
          },
          { field: 'amountToPay', label: { en: 'Amount to pay', es: 'Importe a ingresar' }, format: 'money' },
          { field: 'reductionCarriedForward', label: { en: 'Still to deduct later', es: 'Pendiente de deducir' }, format: 'money' },
          { field: 'filingDeadline', label: { en: 'Filing window', es: 'Plazo de presentación' }, format: 'text' },
        ],
      },
    ],
  },
});
