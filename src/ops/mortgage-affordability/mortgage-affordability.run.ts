import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { amountField, moneyOut, percentField } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { ruleVersionAt, rulesUsed } from '../../rules/rule-set.js';
import { mortgageRulesUs } from '../../rules/us/mortgage-rules-us.rules.js';
import { mortgageRulesEs } from '../../rules/es/mortgage-rules-es.rules.js';
import { mortgageRulesUk } from '../../rules/uk/mortgage-rules-uk.rules.js';
import { textsFor } from '../../core/say.js';
import { IMPLAUSIBLE, implausibleMarginalRate, implausiblePct } from '../../core/plausible.js';
import { estimate, type CountryRules } from './mortgage-affordability.js';

export const MAX_TERM_YEARS = 50;
const MAX_YEARS_TRADING = 100;

/** The figures the description quotes: the latest version of each rule set (the one in force today). */
export const US = mortgageRulesUs.versions[mortgageRulesUs.versions.length - 1]!.values;
export const ES = mortgageRulesEs.versions[mortgageRulesEs.versions.length - 1]!.values;
export const UK = mortgageRulesUk.versions[mortgageRulesUk.versions.length - 1]!.values;
export const ES_LTV_FACTOR = ES.maxLtvPct.value / (100 - ES.maxLtvPct.value);

const nullableMoney = (description: string) => z.number().nullable().describe(description);
const bindingLimit = z
  .enum(['debt-to-income', 'instalment-ratio', 'total-debt-ratio', 'loan-to-value', 'income-multiple'])
  .describe(
    'The limit that sets the maximum loan: debt-to-income (US), instalment-ratio or total-debt-ratio (Spain, whichever leaves the ' +
      'smaller instalment), loan-to-value (Spain, the deposit caps the loan) or income-multiple (UK).',
  );

/** The countries whose loan is the present value of a payment: the rate and the term are required for them (the page marks them so). */
export const PAYMENT_COUNTRIES: readonly string[] = ['us', 'es'];

/** Why a rate or a term is needed, in the 400 message. */
const PAYMENT_BASED = {
  us: 'the United States (the maximum loan is the present value of the payment the debt-to-income limit leaves',
  es: 'Spain (the maximum loan is the present value of the instalment the debt ratios leave',
} as const;

/** The same, in Spanish, with the country named. */
const PAYMENT_BASED_ES = {
  us: 'EE. UU. (el préstamo máximo es el valor actual de la cuota que deja el límite de endeudamiento',
  es: 'España (el préstamo máximo es el valor actual de la cuota que dejan los ratios de endeudamiento',
} as const;

const RATE_WORDS = { en: 'An interest rate', es: 'Un tipo de interés' };
const RATE_WHY = {
  en: 'mortgage rates have not gone above 18.63 % in the US (October 1981), nor above 20 % in Spain or the UK',
  es: 'los tipos hipotecarios no han pasado del 18,63 % en EE. UU. (octubre de 1981) ni del 20 % en España o el Reino Unido',
};

const input = z.strictObject({
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

const output = z.strictObject({
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

export default defineRun({
  id: 'mortgage-affordability',
  kind: 'calculator',
  jurisdiction: 'global',
  input,
  output,
  run: (input, ctx) => {
    const date = utcDate(ctx.now());
    const country = input.country;
    if (country !== 'uk' && PAYMENT_COUNTRIES.includes(country)) {
      if (input.ratePct === undefined) {
        throw new InputError(
          `ratePct: the interest rate is required for ${PAYMENT_BASED[country]}; no default rate is assumed)`,
          `ratePct: el tipo de interés es obligatorio para ${PAYMENT_BASED_ES[country]}; no se supone ningún tipo por defecto)`,
        );
      }
      if (input.termYears === undefined) {
        throw new InputError(
          `termYears: the term is required for ${PAYMENT_BASED[country]}; no default term is assumed)`,
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
    const result = estimate(input, rules, textsFor(ctx));
    // A typo (45 for 4.5) still gets an answer, but says first that the figure looks wrong.
    const locale = ctx.locale ?? 'en';
    const implausible = [
      ...implausiblePct(input.ratePct, IMPLAUSIBLE.mortgageRatePct, RATE_WORDS, RATE_WHY, locale),
      ...implausibleMarginalRate(input.marginalTaxPct, locale),
    ];
    return { ...result, warnings: [...implausible, ...result.warnings], rules: [used] };
  },
});
