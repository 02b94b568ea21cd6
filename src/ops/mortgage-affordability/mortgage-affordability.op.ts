import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { amountField, moneyOut, percentField } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { ruleVersionAt, rulesUsed } from '../../rules/rule-set.js';
import { mortgageRulesUs } from '../../rules/us/mortgage-rules-us.rules.js';
import { mortgageRulesEs } from '../../rules/es/mortgage-rules-es.rules.js';
import { mortgageRulesUk } from '../../rules/uk/mortgage-rules-uk.rules.js';
import { formatNumber, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import type { Localized } from '../../core/locale.js';
import { estimate, type CountryRules } from './mortgage-affordability.js';
import { examples } from './mortgage-affordability.examples.js';

const MAX_TERM_YEARS = 50;
const MAX_YEARS_TRADING = 100;

/** The figures the description quotes: the latest version of each rule set (the one in force today). */
const US = mortgageRulesUs.versions[mortgageRulesUs.versions.length - 1]!.values;
const ES = mortgageRulesEs.versions[mortgageRulesEs.versions.length - 1]!.values;
const UK = mortgageRulesUk.versions[mortgageRulesUk.versions.length - 1]!.values;
const ES_LTV_FACTOR = ES.maxLtvPct.value / (100 - ES.maxLtvPct.value);

const nullableMoney = (description: string) => z.number().nullable().describe(description);
const bindingLimit = z
  .enum(['debt-to-income', 'instalment-ratio', 'total-debt-ratio', 'loan-to-value', 'income-multiple'])
  .describe(
    'The limit that sets the maximum loan: debt-to-income (US), instalment-ratio or total-debt-ratio (Spain, whichever leaves the ' +
      'smaller instalment), loan-to-value (Spain, the deposit caps the loan) or income-multiple (UK).',
  );

/** Why a rate or a term is needed, in the 400 message. */
const PAYMENT_BASED = {
  us: 'the maximum loan is the present value of the payment the debt-to-income limit leaves',
  es: 'the maximum loan is the present value of the instalment the debt ratios leave',
} as const;

/** The same, in Spanish, with the country named. */
const PAYMENT_BASED_ES = {
  us: 'EE. UU. (el préstamo máximo es el valor actual de la cuota que deja el límite de endeudamiento',
  es: 'España (el préstamo máximo es el valor actual de la cuota que dejan los ratios de endeudamiento',
} as const;

/** The words of the binding limit, on the page. */
const BINDING_LIMIT_WORDS: Readonly<Record<string, Localized>> = {
  'debt-to-income': { en: 'Debt-to-income ratio', es: 'Ratio de endeudamiento' },
  'instalment-ratio': { en: 'Instalment ratio', es: 'Límite de la cuota' },
  'total-debt-ratio': { en: 'Total-debt ratio', es: 'Límite de endeudamiento total' },
  'loan-to-value': { en: 'Loan-to-value cap', es: 'Límite de financiación' },
  'income-multiple': { en: 'Income multiple', es: 'Múltiplo de ingresos' },
};

export const input = z.strictObject({
  country: z
    .enum(['us', 'es', 'uk'])
    .default('us')
    .describe('Lender rules and currency: us (USD), es (EUR) or uk (GBP).'),
  netProfit: amountField('Annual profit after business deductions, before income tax.'),
  yearsTrading: z
    .int()
    .min(0)
    .max(MAX_YEARS_TRADING)
    .optional()
    .describe('Full years of self-employed accounts or returns. Omit to skip the check.'),
  otherDebtMonthly: amountField('Existing debt payments per month (car, cards, loans); ignored for uk.').optional(),
  deposit: amountField('Deposit saved; for es it also caps the loan at 4 × deposit (80 % LTV).').optional(),
  ratePct: percentField('Annual interest rate, percent (6.5 = 6.5 %). Required for us and es (uk: payment only).').optional(),
  termYears: z
    .int()
    .min(1)
    .max(MAX_TERM_YEARS)
    .optional()
    .describe('Term in years. Required for us and es (uk: payment only).'),
  extraDeduction: amountField('A deduction being weighed: shows how much it lowers the maximum loan.').optional(),
  marginalTaxPct: percentField('Marginal tax rate, percent; only with extraDeduction.').optional(),
});

export const output = z.strictObject({
  country: z.enum(['us', 'es', 'uk']).describe('The rules applied.'),
  currency: z.enum(['USD', 'EUR', 'GBP']).describe('Currency of every amount.'),
  method: z
    .enum(['debt-to-income', 'income-multiple'])
    .describe('debt-to-income (us, es: the loan a payment limit repays) or income-multiple (uk: a multiple of annual income).'),
  qualifyingIncome: moneyOut('Annual income the estimate lends against: netProfit as given.'),
  monthlyIncome: moneyOut('Qualifying income ÷ 12.'),
  maxMonthlyPayment: nullableMoney('us, es: the largest monthly mortgage payment (principal and interest) the ratios leave after other debts; null for uk.'),
  loanLimitByIncome: moneyOut('The loan the income test allows (before any loan-to-value cap).'),
  loanLimitByDeposit: nullableMoney(`es with a deposit: the loan the ${ES.maxLtvPct.value} % loan-to-value cap allows (${ES_LTV_FACTOR} × deposit); otherwise null.`),
  maxLoan: moneyOut('Maximum loan: the headline estimate.'),
  depositNeeded: nullableMoney(`es: the deposit that lets the bank lend loanLimitByIncome under the ${ES.maxLtvPct.value} % cap (loan ÷ ${ES_LTV_FACTOR}); otherwise null.`),
  maxPrice: moneyOut('Maximum purchase price: maxLoan + deposit (es without a deposit: + depositNeeded). Purchase taxes and costs not included.'),
  bindingLimit,
  monthlyPayment: nullableMoney('Monthly principal-and-interest payment on maxLoan at ratePct over termYears; null for uk without both.'),
  scenarios: z
    .array(
      z.strictObject({
        id: z.string().describe('Stable name of the scenario.'),
        label: z.string().describe('The convention applied.'),
        limit: z.number().describe('The limit: a percent of monthly income (us, es) or a multiple of annual income (uk).'),
        limitUnit: z.enum(['percent', 'multiple']).describe('What limit is.'),
        maxMonthlyPayment: nullableMoney('Largest monthly payment under this limit; null for uk.'),
        maxLoan: moneyOut('Maximum loan under this limit.'),
        maxPrice: moneyOut('Maximum price under this limit.'),
        bindingLimit,
      }),
    )
    .describe('The headline limit first, then the other published conventions for the same country, as a range.'),
  extraDeduction: z
    .strictObject({
      amount: moneyOut('The extra deduction weighed.'),
      qualifyingIncomeAfter: moneyOut('Qualifying income less the deduction, never below 0.'),
      maxLoanAfter: moneyOut('Maximum loan on that income (headline limit).'),
      borrowingPowerCost: moneyOut('How much the maximum loan falls: maxLoan − maxLoanAfter.'),
      marginalTaxPct: z.number().nullable().describe('The marginal rate given, or null.'),
      taxSaved: nullableMoney('extraDeduction × marginalTaxPct ÷ 100; null without marginalTaxPct.'),
      borrowingPowerCostPerUnitOfTaxSaved: z
        .number()
        .nullable()
        .describe('borrowingPowerCost ÷ taxSaved (rounded figures), to 2 decimals; null when no tax is saved or no rate was given.'),
      summary: z.string().describe('The trade-off in one sentence.'),
    })
    .nullable()
    .describe('The borrowing-power cost of extraDeduction against the tax it saves; null when no extraDeduction was given.'),
  yearsTradingRequired: z.number().describe('Years of accounts or activity lenders usually ask for under these rules.'),
  yearsTradingCheck: z.enum(['met', 'below', 'not-checked']).describe('yearsTrading against yearsTradingRequired; not-checked when omitted.'),
  warnings: z.array(z.string()).describe('What needs the borrower\'s attention: years of accounts, debts that use up the limit, the binding cap, what is not modelled.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

export default defineOperation({
  id: 'mortgage-affordability',
  title: 'Mortgage affordability for the self-employed',
  summary:
    'Estimates how much a self-employed borrower could borrow under US (Fannie Mae), Spanish or UK lender rules, and what an extra deduction costs in borrowing power.',
  agentDescription:
    'How much a self-employed borrower could borrow under US (Fannie Mae), Spanish or UK lender rules, with scenarios and what an extra deduction costs in borrowing power. Indicative.',
  description:
    'An indicative estimate, not a lender decision. Qualifying income I = netProfit (annual profit after business deductions, before ' +
    'income tax; lenders usually average two years of returns and may add back items such as depreciation — not modelled). Monthly ' +
    'income m = I ÷ 12. Amounts are in the currency of the country: USD, EUR or GBP. ' +
    `US (rule set mortgage-rules-us, Fannie Mae Selling Guide, high confidence): maximum payment P = max(0, ${US.maxDtiManualPct.value} % × m − ` +
    'otherDebtMonthly), the maximum total debt-to-income ratio for manually underwritten loans; scenarios repeat it at ' +
    `${US.maxDtiManualCompensatingPct.value} % (manual underwriting with the credit score and reserves of the Eligibility Matrix) and ` +
    `${US.maxDtiDuPct.value} % (Desktop Underwriter). Maximum loan L = P × (1 − (1 + r)^−n) ÷ r with r = ratePct ÷ 1200 and n = 12 × ` +
    'termYears (level monthly payments; L = P × n at 0 %). P is principal and interest only: property taxes, insurance, HOA dues and ' +
    'mortgage insurance count in the same limit, so the real loan is lower. ' +
    'Spain (mortgage-rules-es; market conventions of the banks, NOT law, medium / medium-low confidence): P = max(0, min(' +
    `${ES.maxInstalmentPct.value} % × m, ${ES.maxTotalDebtPct.value} % × m − otherDebtMonthly)) — instalment at most ` +
    `${ES.maxInstalmentPct.value} % of net income (scenario ${ES.maxInstalmentLowPct.value} %), all debts at most ${ES.maxTotalDebtPct.value} %; ` +
    `loan by income = present value of P as above; loan-to-value cap: the loan may be at most ${ES.maxLtvPct.value} % of the price, so ` +
    `with a deposit D it is at most ${ES.maxLtvPct.value} ÷ ${100 - ES.maxLtvPct.value} × D = ${ES_LTV_FACTOR} × D; maximum loan = the ` +
    `lower of the two (bindingLimit says which) and depositNeeded = loan by income ÷ ${ES_LTV_FACTOR}. Without a deposit the cap is not ` +
    'applied and the price assumes depositNeeded is put down. Spanish banks apply the ratios to income after income tax, so this ' +
    'pre-tax estimate is optimistic. ' +
    `UK (mortgage-rules-uk): maximum loan = ${UK.incomeMultiple.value} × I (broker convention, medium; scenario ${UK.incomeMultipleLow.value} ×); ` +
    `the Bank of England limits loans at ${UK.ltiFlowLimitMultiple.value} × income or more to ${UK.ltiFlowLimitSharePct.value} % of lenders' ` +
    "new owner-occupier mortgages (high). otherDebtMonthly is NOT deducted for the UK: lenders' affordability and stress tests count " +
    'it, and they are not modelled (a warning says so). ratePct and termYears are optional for the UK; with both, monthlyPayment ' +
    'shows the repayment on the loan. ' +
    'Maximum price = maximum loan + deposit (deposit 0 when omitted, except Spain as above); purchase taxes and buying costs are not ' +
    'included. No default rate or term: published averages are dated and move every week or month, so ratePct and termYears are ' +
    'required for us and es (a 400 names the missing field). Years of accounts: lenders usually ask for ' +
    `${US.minYearsTrading.value} (US: ${US.minYearsTradingDuException.value} in some Desktop Underwriter cases; UK ` +
    `${UK.minYearsTrading.value}; Spain ${ES.minYearsTrading.value}); a warning is given below that, and when yearsTrading is omitted ` +
    'the check is not done. ' +
    'extraDeduction: the maximum loan is recomputed on income max(0, I − extraDeduction) with the headline limit; borrowingPowerCost = ' +
    'maximum loan before − after; taxSaved = extraDeduction × marginalTaxPct ÷ 100; the cost per unit of tax saved is ' +
    "borrowingPowerCost ÷ taxSaved on the rounded figures. Rules: the version in force on today's UTC date. Money is computed at full " +
    'precision and rounded half away from zero to cents only in the output.',
  category: 'planning',
  kind: 'calculator',
  jurisdiction: 'global',
  es: {
    title: 'Capacidad hipotecaria para autónomos',
    summary:
      'Calcula cuánto podría pedir prestado un autónomo con las reglas de los prestamistas de EE. UU. (Fannie Mae), España o el Reino Unido, y cuánta capacidad de préstamo cuesta una deducción adicional.',
  },
  input,
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
  output,
  examples,
  worstCase: () => ({
    country: 'es' as const,
    netProfit: 1_000_000_000_000,
    yearsTrading: 0,
    otherDebtMonthly: 1_000_000_000_000,
    deposit: 1_000_000_000_000,
    ratePct: 100,
    termYears: MAX_TERM_YEARS,
    extraDeduction: 1_000_000_000_000,
    marginalTaxPct: 100,
  }),
  run: (input, ctx) => {
    const date = utcDate(ctx.now());
    const country = input.country;
    if (country !== 'uk') {
      if (input.ratePct === undefined) {
        throw new InputError(
          `ratePct: required for country ${country} (${PAYMENT_BASED[country]}; no default rate is assumed)`,
          `ratePct: el tipo de interés es obligatorio para ${PAYMENT_BASED_ES[country]}; no se supone ningún tipo por defecto)`,
        );
      }
      if (input.termYears === undefined) {
        throw new InputError(
          `termYears: required for country ${country} (${PAYMENT_BASED[country]}; no default term is assumed)`,
          `termYears: el plazo es obligatorio para ${PAYMENT_BASED_ES[country]}; no se supone ningún plazo por defecto)`,
        );
      }
    }
    let rules: CountryRules;
    let used;
    if (country === 'us') {
      const version = ruleVersionAt(mortgageRulesUs, date);
      rules = { country, values: version.values };
      used = rulesUsed(mortgageRulesUs, version, date);
    } else if (country === 'es') {
      const version = ruleVersionAt(mortgageRulesEs, date);
      rules = { country, values: version.values };
      used = rulesUsed(mortgageRulesEs, version, date);
    } else {
      const version = ruleVersionAt(mortgageRulesUk, date);
      rules = { country, values: version.values };
      used = rulesUsed(mortgageRulesUk, version, date);
    }
    return { ...estimate(input, rules, textsFor(ctx)), rules: [used] };
  },
});
