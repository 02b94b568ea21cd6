import * as z from 'zod';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import { amountField, cents, MAX_AMOUNT, percentField } from '../../core/money.js';
import { defineOperation } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import {
  AMOUNT_CONVERTED_LABEL,
  ARRIVES_LABEL,
  costBreakdown,
  METHOD_ASSUMPTIONS,
  METHOD_ASSUMPTIONS_ES,
  QUOTE_FIELD_NAMES_ES,
  RECIPIENT_FEE_LABEL,
  TOTAL_COST_LABEL,
  transferCost,
  usdIn,
  type TransferQuote,
} from './transfer-fees.js';
import { examples } from './transfer-fees.examples.js';

const QUOTE_FIELDS = ['pctFee', 'fixedFee', 'fxMarkupPct', 'recipientFee'] as const;

const NO_PROFILE_MESSAGE =
  'body: no published fee profile is available to compare (none could be verified against a provider’s own fee page), ' +
  'so give your provider’s quote: at least one of pctFee, fixedFee, fxMarkupPct, recipientFee (any not given counts as 0)';
const NO_PROFILE_MESSAGE_ES =
  'body: no hay ninguna tarifa publicada con la que comparar (ninguna se pudo verificar con la página de tarifas del propio proveedor), ' +
  'así que indica el presupuesto de tu proveedor: al menos una de la comisión porcentual, la comisión fija, el margen sobre el tipo de cambio ' +
  'o la comisión de destino (las que no indiques cuentan como 0)';

const resultFields = {
  amount: z.number().describe('The amount sent, in USD, rounded to cents.'),
  quoteUsed: z
    .strictObject({
      pctFee: z.number().describe('Percentage fee applied (percent of the amount sent).'),
      fixedFee: z.number().describe('Flat fee applied, USD.'),
      fxMarkupPct: z.number().describe('Exchange-rate markup applied (percent worse than mid-market).'),
      recipientFee: z.number().describe('Fee deducted on arrival, USD at the mid-market rate.'),
    })
    .describe('The quote the result used: the fields given, and 0 for those not given.'),
  totalCost: z.number().describe('Percentage fee + flat fee + markup cost + recipient fee, in USD, rounded to cents.'),
  effectiveCostPct: z
    .number()
    .describe('Total cost as a percentage of the amount sent, rounded to hundredths; above 100 when the fees exceed the amount.'),
  arrivesUsdEquivalent: z
    .number()
    .describe('What arrives, valued in USD at the mid-market rate: amount − total cost, never below 0; rounded to cents.'),
  warnings: z.array(z.string()).describe('Problems that need attention, such as fees that take the whole amount.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
};

export const input = z.strictObject({
  // At least a cent: the effective cost is a share of the amount, and a vanishing amount would make it overflow.
  amount: z.number().min(0.01).max(MAX_AMOUNT).describe('Amount sent, in US dollars; 0.01 to 10^12.'),
  pctFee: percentField('Provider’s percentage fee on the amount sent, in percent (1.5 means 1.5 %); 0 to 100. Not given: 0.').optional(),
  fixedFee: amountField('Provider’s flat fee per transfer, in US dollars; 0 to 10^12. Not given: 0.').optional(),
  fxMarkupPct: percentField(
    'How much worse than the mid-market rate the provider’s exchange rate is, in percent; 0 to 100. Not given: 0 (conversion at mid-market).',
  ).optional(),
  recipientFee: amountField(
    'Fee deducted on arrival (receiving or intermediary bank), in US dollars at the mid-market rate; 0 to 10^12. Not given: 0.',
  ).optional(),
});

export const output = z.strictObject(resultFields);

export default defineOperation({
  id: 'transfer-fees',
  title: 'International transfer cost calculator',
  summary: 'Works out what a cross-border payment really costs, exchange-rate markup included, and what arrives.',
  description:
    'Cost of sending `amount` US dollars abroad under your provider’s quote. Convention (fees first, then conversion): ' +
    'percentageFee = amount × pctFee ÷ 100; amountConverted = max(0, amount − percentageFee − fixedFee); the provider converts ' +
    'at a rate fxMarkupPct % worse than mid-market (provider rate = mid × (1 − fxMarkupPct ÷ 100)), so ' +
    'markupCost = amountConverted × fxMarkupPct ÷ 100; totalCost = percentageFee + fixedFee + markupCost + recipientFee; ' +
    'effectiveCostPct = totalCost ÷ amount × 100; arrivesUsdEquivalent = max(0, amount − totalCost), valued at the mid-market rate. ' +
    'recipientFee is a fee deducted on arrival, entered in USD at the mid-market rate. Quote fields not given count as 0. ' +
    'When the fees take the whole amount (totalCost ≥ amount) the result is still given: arrivesUsdEquivalent is 0, ' +
    'effectiveCostPct can exceed 100 and a warning says so. At least one quote field is required: no published fee profile ' +
    'of a provider (bank wire, PayPal, Wise, Remitly…) is shipped, because none could be verified against the provider’s own ' +
    'fee page for a named corridor and payment method, so a body with only amount is a 400 asking for the quote. ' +
    'Bounds: amount 0.01 to 10^12; fixedFee and recipientFee 0 to 10^12; pctFee and fxMarkupPct 0 to 100. ' +
    'Full precision inside; money rounded to cents and effectiveCostPct to hundredths (half away from zero) at the output only. ' +
    'Mid-market rates are not supplied: the ECB reference rates at /utilities/currency-rates are an information reference, not a trading rate.',
  category: 'planning',
  kind: 'calculator',
  jurisdiction: 'global',
  es: {
    title: 'Calculadora del coste de una transferencia internacional',
    summary: 'Calcula lo que cuesta de verdad un pago internacional, incluido el margen sobre el tipo de cambio, y lo que llega.',
  },
  input,
  form: {
    amount: {
      label: { en: 'Amount sent ($)', es: 'Importe enviado (US$)' },
      help: { es: 'Importe que envías, en dólares estadounidenses; de 0,01 a un billón.' },
    },
    pctFee: {
      label: { en: 'Percentage fee (%)', es: 'Comisión porcentual (%)' },
      help: { es: 'Comisión del proveedor en porcentaje del importe enviado (1,5 significa 1,5 %), de 0 a 100. Si no la indicas, cuenta como 0.' },
    },
    fixedFee: {
      label: { en: 'Flat fee ($)', es: 'Comisión fija (US$)' },
      help: { es: 'Comisión fija del proveedor por transferencia, en dólares estadounidenses. Si no la indicas, cuenta como 0.' },
    },
    fxMarkupPct: {
      label: { en: 'Exchange-rate markup (%)', es: 'Margen sobre el tipo de cambio (%)' },
      help: {
        es: 'Cuánto peor que el tipo medio de mercado es el tipo de cambio del proveedor, en porcentaje, de 0 a 100. Si no lo indicas, cuenta como 0 (conversión al tipo medio).',
      },
    },
    recipientFee: {
      label: { en: 'Fee on arrival ($)', es: 'Comisión de destino (US$)' },
      help: {
        es: 'Comisión que se descuenta a la llegada (banco receptor o intermediario), en dólares al tipo medio de mercado. Si no la indicas, cuenta como 0.',
      },
    },
  },
  page: {
    currency: 'USD',
    headline: [
      { field: 'totalCost', label: { en: 'Total cost', es: 'Coste total' }, format: 'money' },
      { field: 'effectiveCostPct', label: { en: 'Effective cost', es: 'Coste efectivo' }, format: 'percent' },
      { field: 'arrivesUsdEquivalent', label: { en: 'What arrives, at mid-market', es: 'Lo que llega, al tipo medio' }, format: 'money' },
    ],
    details: [
      { field: 'amount', label: { en: 'Amount sent', es: 'Importe enviado' }, format: 'money' },
      { field: 'quoteUsed.pctFee', label: { en: 'Percentage fee', es: 'Comisión porcentual' }, format: 'percent' },
      { field: 'quoteUsed.fixedFee', label: { en: 'Flat fee', es: 'Comisión fija' }, format: 'money' },
      { field: 'quoteUsed.fxMarkupPct', label: { en: 'Exchange-rate markup', es: 'Margen sobre el tipo de cambio' }, format: 'percent' },
      { field: 'quoteUsed.recipientFee', label: { en: 'Fee on arrival', es: 'Comisión de destino' }, format: 'money' },
    ],
  },
  output,
  examples,
  worstCase: () => ({ amount: 1e12, pctFee: 100, fixedFee: 1e12, fxMarkupPct: 100, recipientFee: 1e12 }),
  run: (input, ctx) => {
    if (QUOTE_FIELDS.every((field) => input[field] === undefined)) throw new InputError(NO_PROFILE_MESSAGE, NO_PROFILE_MESSAGE_ES);
    const { t, locale } = textsFor(ctx);
    const usd = usdIn(locale);
    const quote: TransferQuote = {
      pctFee: input.pctFee ?? 0,
      fixedFee: input.fixedFee ?? 0,
      fxMarkupPct: input.fxMarkupPct ?? 0,
      recipientFee: input.recipientFee ?? 0,
    };
    const cost = transferCost(input.amount, quote);
    const defaulted = QUOTE_FIELDS.filter((field) => input[field] === undefined);
    const notGiven = (names: readonly string[]) =>
      t(`Not given, counted as 0: ${defaulted.join(', ')}.`, `Sin indicar, cuentan como 0: ${names.join(', ')}.`);
    const assumptions = [
      ...(defaulted.length > 0 ? [notGiven(defaulted.map((field) => QUOTE_FIELD_NAMES_ES[field]))] : []),
      ...(locale === 'es' ? METHOD_ASSUMPTIONS_ES : METHOD_ASSUMPTIONS),
    ];
    const warnings = cost.feesTakeWholeAmount
      ? [
          t(
            `The fees (${usd(cost.totalCost)}) take the whole amount sent (${usd(cost.amount)}): nothing would arrive. ` +
              'A provider would refuse such a transfer or ask for the fees on top; check the quote.',
            `Las comisiones (${usd(cost.totalCost)}) se llevan todo el importe enviado (${usd(cost.amount)}): no llegaría nada. ` +
              'Un proveedor rechazaría una transferencia así o pediría las comisiones aparte; revisa el presupuesto.',
          ),
        ]
      : [];
    return {
      amount: cents(cost.amount),
      quoteUsed: { ...quote },
      totalCost: cents(cost.totalCost),
      effectiveCostPct: cents(cost.effectiveCostPct),
      arrivesUsdEquivalent: cents(cost.arrivesUsdEquivalent),
      warnings,
      breakdown: costBreakdown(cost, quote, locale),
      assumptions,
      rules: [],
    };
  },
});
