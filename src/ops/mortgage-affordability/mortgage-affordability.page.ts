import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import { formatNumber, formatPercent } from '../../core/display.js';
import type { Localized } from '../../core/locale.js';
import { ES, ES_LTV_FACTOR, PAYMENT_COUNTRIES } from './mortgage-affordability.run.js';
import type run from './mortgage-affordability.run.js';

/** The words of the binding limit, on the page. */
const BINDING_LIMIT_WORDS: Readonly<Record<string, Localized>> = {
  'debt-to-income': { en: 'Debt-to-income ratio', es: 'Ratio de endeudamiento' },
  'instalment-ratio': { en: 'Instalment ratio', es: 'Límite de la cuota' },
  'total-debt-ratio': { en: 'Total-debt ratio', es: 'Límite de endeudamiento total' },
  'loan-to-value': { en: 'Loan-to-value cap', es: 'Límite de financiación' },
  'income-multiple': { en: 'Income multiple', es: 'Múltiplo de ingresos' },
};

/** The rate and the term: the loan of the US and Spain is the present value of a payment, so the run refuses them blank there. */
const REQUIRED_FOR_US_AND_SPAIN = {
  field: 'country',
  values: PAYMENT_COUNTRIES,
  words: { en: 'required for the US and Spain', es: 'obligatorio para EE. UU. y España' },
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
        en: 'Annual interest rate, percent (6.5 = 6.5 %). Required for the US and Spain; for the UK, used only for the monthly payment.',
        es:
          'Tipo de interés anual de la hipoteca, en porcentaje (6,5 significa 6,5 %). Obligatorio para EE. UU. y España; opcional para ' +
          'el Reino Unido (solo para la cuota mensual).',
      },
      requiredWhen: REQUIRED_FOR_US_AND_SPAIN,
    },
    termYears: {
      label: { en: 'Term (years)', es: 'Plazo (años)' },
      help: {
        en: 'Term in whole years (1 to 50). Required for the US and Spain; for the UK, used only for the monthly payment.',
        es: 'Plazo de la hipoteca en años enteros (de 1 a 50). Obligatorio para EE. UU. y España; opcional para el Reino Unido (solo para la cuota mensual).',
      },
      requiredWhen: REQUIRED_FOR_US_AND_SPAIN,
    },
    extraDeduction: {
      label: { en: 'Extra deduction', es: 'Deducción adicional' },
      help: { es: 'Una deducción que estás valorando: el cálculo muestra cuánto reduce el préstamo máximo.' },
    },
    marginalTaxPct: {
      label: { en: 'Marginal tax rate (%)', es: 'Tipo marginal (%)' },
      help: {
        en: 'Marginal tax rate, percent; used only with an extra deduction.',
        es: 'Tipo marginal del impuesto sobre la renta al que ahorra la deducción adicional, en porcentaje; solo se usa con esa deducción.',
      },
    },
  },
  page: {
    answer(out, _input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      if (out.maxLoan <= 0) {
        return out.maxPrice > 0
          ? t(
              `Your income allows no loan after your other debts, so you can afford only what your deposit covers, ${money(out.maxPrice)}.`,
              `Tus ingresos no permiten ningún préstamo después de tus otras deudas, así que solo puedes pagar lo que cubre tu entrada, ${money(out.maxPrice)}.`,
            )
          : t('Your income allows no loan after your other debts, and there is no deposit to buy with.', 'Tus ingresos no permiten ningún préstamo después de tus otras deudas, y no hay entrada con la que comprar.');
      }
      // In Spain the deposit can bind before the income does (80 % of the price at most): said, as it changes what to do.
      const byDeposit = out.bindingLimit === 'loan-to-value' ? t(', a limit your deposit sets', ', un límite que marca tu entrada') : '';
      // The payment is unknown in the UK without a rate and a term (null).
      const payment = out.monthlyPayment === null ? '' : t(` at ${money(out.monthlyPayment)} a month`, ` y una cuota de ${money(out.monthlyPayment)} al mes`);
      return t(
        `You can afford a home up to ${money(out.maxPrice)}${byDeposit}, with a loan of ${money(out.maxLoan)}${payment}.`,
        `Puedes permitirte una vivienda de hasta ${money(out.maxPrice)}${byDeposit}, con un préstamo de ${money(out.maxLoan)}${payment}.`,
      );
    },
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
    /** The price range: the highest price under each published lending convention, the headline's highlighted. */
    chart(out, _input, tools) {
      if (out.scenarios.every((scenario) => scenario.maxPrice <= 0)) return undefined;
      const { t, locale } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const limit = (scenario: (typeof out.scenarios)[number]) =>
        scenario.limitUnit === 'percent' ? formatPercent(scenario.limit, locale) : `${formatNumber(scenario.limit, locale)}×`;
      const headline = out.scenarios[0]!;
      const bars = [...out.scenarios]
        .sort((a, b) => a.limit - b.limit)
        .map((scenario) => ({ label: limit(scenario), value: scenario.maxPrice, ...(scenario === headline ? { highlight: true } : {}) }));
      const percent = headline.limitUnit === 'percent';
      const each = bars.map((bar) => t(`${money(bar.value)} at ${bar.label}`, `${money(bar.value)} con ${percent ? 'el ' : ''}${bar.label}`)).join(', ');
      const unit = percent ? t('share of monthly income', 'parte de los ingresos mensuales') : t('times the yearly income', 'veces los ingresos anuales');
      // When the deposit caps every convention the bars are equal: said, since income is then not what limits.
      const capped = out.scenarios.every((scenario) => scenario.bindingLimit === 'loan-to-value') ? t('; your deposit caps them all', '; tu entrada las limita todas') : '';
      return {
        kind: 'bars',
        title: t('Maximum price by lending limit', 'Precio máximo según el límite del banco'),
        summary: t(
          `The highest price under each published lending limit (${unit}): ${each}${capped}; the highlighted one is the figure above.`,
          `El precio más alto con cada límite publicado (${unit}): ${each}${capped}; la barra destacada es la cifra de arriba.`,
        ),
        format: 'money',
        axis: t(`Lending limit (${unit})`, `Límite del banco (${unit})`),
        bars,
      };
    },
  },
});
