import { definePage } from '../../core/operation.js';
import { formatNumber, formatPercent } from '../../core/display.js';
import type { Localized } from '../../core/locale.js';
import { ES, ES_LTV_FACTOR } from './mortgage-affordability.run.js';
import type run from './mortgage-affordability.run.js';

/** The words of the binding limit, on the page. */
const BINDING_LIMIT_WORDS: Readonly<Record<string, Localized>> = {
  'debt-to-income': { en: 'Debt-to-income ratio', es: 'Ratio de endeudamiento' },
  'instalment-ratio': { en: 'Instalment ratio', es: 'Límite de la cuota' },
  'total-debt-ratio': { en: 'Total-debt ratio', es: 'Límite de endeudamiento total' },
  'loan-to-value': { en: 'Loan-to-value cap', es: 'Límite de financiación' },
  'income-multiple': { en: 'Income multiple', es: 'Múltiplo de ingresos' },
};

export default definePage<typeof run>({
  form: {
    country: {
      label: { en: 'Country', es: 'País' },
      help: {
        es:
          'Qué reglas de los prestamistas se aplican: Estados Unidos (Fannie Mae, importes en dólares), España (bancos españoles, en euros) ' +
          'o Reino Unido (prestamistas británicos, en libras). Por defecto, Estados Unidos.',
      },
      choices: {
        us: { en: 'United States', es: 'Estados Unidos' },
        es: { en: 'Spain', es: 'España' },
        uk: { en: 'United Kingdom', es: 'Reino Unido' },
      },
    },
    netProfit: {
      label: { en: 'Net profit a year', es: 'Beneficio neto anual' },
      help: {
        es:
          'Beneficio anual después de los gastos deducibles de la actividad (antes del impuesto sobre la renta), en la moneda del país: ' +
          'los ingresos que ve el prestamista.',
      },
    },
    yearsTrading: {
      label: { en: 'Years of accounts', es: 'Años de actividad acreditados' },
      help: { es: 'Años completos de cuentas o declaraciones como autónomo (de 0 a 100). Déjalo vacío para no hacer la comprobación.' },
    },
    otherDebtMonthly: {
      label: { en: 'Other debt payments a month', es: 'Otras deudas al mes' },
      help: {
        es:
          'Pagos mensuales de las deudas que ya tienes (coche, tarjetas, préstamos). Cuentan en los ratios de EE. UU. y España; en el ' +
          'Reino Unido no se restan.',
      },
    },
    deposit: {
      label: { en: 'Deposit', es: 'Entrada' },
      help: {
        es:
          'Entrada o ahorro que aportas. Se suma al préstamo para el precio máximo; en España además limita el préstamo a ' +
          `${formatNumber(ES_LTV_FACTOR, 'es')} veces la entrada (financiación máxima del ${formatPercent(ES.maxLtvPct.value, 'es')}).`,
      },
    },
    ratePct: {
      label: { en: 'Interest rate (%)', es: 'Tipo de interés (%)' },
      help: {
        es:
          'Tipo de interés anual de la hipoteca, en porcentaje (6,5 significa 6,5 %). Obligatorio para EE. UU. y España; opcional para ' +
          'el Reino Unido (solo para la cuota mensual).',
      },
    },
    termYears: {
      label: { en: 'Term (years)', es: 'Plazo (años)' },
      help: {
        es: 'Plazo de la hipoteca en años enteros (de 1 a 50). Obligatorio para EE. UU. y España; opcional para el Reino Unido (solo para la cuota mensual).',
      },
    },
    extraDeduction: {
      label: { en: 'Extra deduction', es: 'Deducción adicional' },
      help: { es: 'Una deducción que estás valorando: el cálculo muestra cuánto reduce el préstamo máximo.' },
    },
    marginalTaxPct: {
      label: { en: 'Marginal tax rate (%)', es: 'Tipo marginal (%)' },
      help: {
        es: 'Tipo marginal del impuesto sobre la renta al que ahorra la deducción adicional, en porcentaje; solo se usa con esa deducción.',
      },
    },
  },
  page: {
    currency: (output) => output.currency,
    headline: [
      { field: 'maxLoan', label: { en: 'Maximum loan', es: 'Préstamo máximo' }, format: 'money' },
      { field: 'maxPrice', label: { en: 'Maximum price', es: 'Precio máximo' }, format: 'money' },
      { field: 'monthlyPayment', label: { en: 'Monthly payment', es: 'Cuota mensual' }, format: 'money' },
    ],
    details: [
      { field: 'qualifyingIncome', label: { en: 'Qualifying income', es: 'Ingresos computables' }, format: 'money' },
      { field: 'monthlyIncome', label: { en: 'Monthly income', es: 'Ingresos mensuales' }, format: 'money' },
      { field: 'maxMonthlyPayment', label: { en: 'Largest monthly payment allowed', es: 'Cuota mensual máxima permitida' }, format: 'money' },
      { field: 'loanLimitByIncome', label: { en: 'Loan the income allows', es: 'Préstamo que permiten los ingresos' }, format: 'money' },
      { field: 'loanLimitByDeposit', label: { en: 'Loan the deposit allows', es: 'Préstamo que permite la entrada' }, format: 'money' },
      { field: 'depositNeeded', label: { en: 'Deposit needed', es: 'Entrada necesaria' }, format: 'money' },
      { field: 'bindingLimit', label: { en: 'Limit that binds', es: 'Límite que manda' }, format: 'text', choices: BINDING_LIMIT_WORDS },
      { field: 'yearsTradingRequired', label: { en: 'Years of accounts usually asked', es: 'Años de actividad que se suelen pedir' }, format: 'years' },
      {
        field: 'yearsTradingCheck',
        label: { en: 'Years of accounts', es: 'Años de actividad' },
        format: 'text',
        choices: {
          met: { en: 'Enough', es: 'Suficientes' },
          below: { en: 'Fewer than usually asked', es: 'Menos de los que se suelen pedir' },
          'not-checked': { en: 'Not checked', es: 'Sin comprobar' },
        },
      },
      { field: 'extraDeduction.borrowingPowerCost', label: { en: 'Borrowing power the deduction costs', es: 'Capacidad de préstamo que cuesta la deducción' }, format: 'money' },
      { field: 'extraDeduction.taxSaved', label: { en: 'Tax the deduction saves', es: 'Impuesto que ahorra la deducción' }, format: 'money' },
      {
        field: 'extraDeduction.borrowingPowerCostPerUnitOfTaxSaved',
        label: { en: 'Borrowing power lost per 1 of tax saved', es: 'Capacidad perdida por cada 1 de impuesto ahorrado' },
        format: 'number',
      },
      { field: 'extraDeduction.summary', label: { en: 'The extra deduction', es: 'La deducción adicional' }, format: 'text' },
    ],
    tables: [
      {
        field: 'scenarios',
        title: { en: 'Scenarios: the published conventions', es: 'Escenarios: los criterios publicados' },
        columns: [
          { field: 'label', label: { en: 'Convention', es: 'Criterio' }, format: 'text' },
          { field: 'limit', label: { en: 'Limit', es: 'Límite' }, format: 'number' },
          {
            field: 'limitUnit',
            label: { en: 'Limit in', es: 'Límite en' },
            format: 'text',
            choices: {
              percent: { en: '% of monthly income', es: '% de los ingresos mensuales' },
              multiple: { en: '× annual income', es: '× ingresos anuales' },
            },
          },
          { field: 'maxMonthlyPayment', label: { en: 'Largest monthly payment', es: 'Cuota mensual máxima' }, format: 'money' },
          { field: 'maxLoan', label: { en: 'Maximum loan', es: 'Préstamo máximo' }, format: 'money' },
          { field: 'maxPrice', label: { en: 'Maximum price', es: 'Precio máximo' }, format: 'money' },
          { field: 'bindingLimit', label: { en: 'Limit that binds', es: 'Límite que manda' }, format: 'text', choices: BINDING_LIMIT_WORDS },
        ],
      },
    ],
  },
});
