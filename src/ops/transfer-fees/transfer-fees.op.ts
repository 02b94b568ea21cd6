import * as z from 'zod';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { utcDate } from '../../core/calendar-date.js';
import { formatDay, formatNumber } from '../../core/display.js';
import { amountField, cents, MAX_AMOUNT, percentField } from '../../core/money.js';
import { defineOperation } from '../../core/operation.js';
import type { Context } from '../../core/context.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { remittancePrices } from '../../rules/global/remittance-prices.rules.js';
import {
  AMOUNT_CONVERTED_LABEL,
  ARRIVES_LABEL,
  benchmarkEstimate,
  CHANNEL_FIGURE,
  CHANNEL_NAMES,
  CHANNELS,
  costBreakdown,
  METHOD_ASSUMPTIONS,
  METHOD_ASSUMPTIONS_ES,
  QUOTE_FIELD_NAMES_ES,
  RECIPIENT_FEE_LABEL,
  TOTAL_COST_LABEL,
  observedQuarter,
  transferCost,
  usdIn,
  wholeMonthsBetween,
  type TransferQuote,
} from './transfer-fees.js';
import { examples } from './transfer-fees.examples.js';

const QUOTE_FIELDS = ['pctFee', 'fixedFee', 'fxMarkupPct', 'recipientFee'] as const;

const resultFields = {
  amount: z.number().describe('The amount sent, in USD, rounded to cents.'),
  quoteUsed: z
    .strictObject({
      pctFee: z.number().describe('Percentage fee applied (percent of the amount sent).'),
      fixedFee: z.number().describe('Flat fee applied, USD.'),
      fxMarkupPct: z.number().describe('Exchange-rate markup applied (percent worse than mid-market).'),
      recipientFee: z.number().describe('Fee deducted on arrival, USD at the mid-market rate.'),
    })
    .nullable()
    .describe(
      'The quote the result used: the fields given, and 0 for those not given. null when no quote field is given: the result is then ' +
        'an estimate from the World Bank averages (see estimates).',
    ),
  totalCost: z
    .number()
    .describe(
      'With a quote: percentage fee + flat fee + markup cost + recipient fee. Without one: the estimate at the World Bank global ' +
        'average, amount × that average ÷ 100. In USD, rounded to cents.',
    ),
  effectiveCostPct: z
    .number()
    .describe(
      'Total cost as a percentage of the amount sent, rounded to hundredths; above 100 when the fees exceed the amount. Without a ' +
        'quote: the World Bank global average itself.',
    ),
  arrivesUsdEquivalent: z
    .number()
    .describe('What arrives, valued in USD at the mid-market rate: amount − total cost, never below 0; rounded to cents.'),
  estimates: z
    .array(
      z.strictObject({
        id: z.enum(CHANNELS).describe('Type of provider (stable id): globalAverage, banks, internationalMtos, digital, digitalOnlyMtos.'),
        label: z.string().describe('The type of provider, in words.'),
        costPct: z.number().describe('World Bank average total cost (fee plus exchange-rate margin) of sending the equivalent of USD 200, percent.'),
        totalCost: z.number().describe('amount × costPct ÷ 100, in USD, rounded to cents: the average applied to the amount sent.'),
        arrivesUsdEquivalent: z.number().describe('amount − totalCost, in USD at the mid-market rate, rounded to cents.'),
        observed: z.string().describe('Quarter the average was observed (YYYY-Qn).'),
      }),
    )
    .optional()
    .describe(
      'Present only when no quote field is given: one estimate per type of provider from the World Bank Remittance Prices Worldwide ' +
        'averages (rule set remittance-prices), the first being the global average used for totalCost.',
    ),
  warnings: z
    .array(z.string())
    .describe('Problems that need attention, such as fees that take the whole amount, or, without a quote, how old and how approximate the averages are.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
};

export const input = z.strictObject({
  // At least a cent: the effective cost is a share of the amount, and a vanishing amount would make it overflow.
  amount: z.number().min(0.01).max(MAX_AMOUNT).describe('Amount sent, USD.'),
  pctFee: percentField('Percentage fee on the amount sent (1.5 = 1.5 %). Default 0.').optional(),
  fixedFee: amountField('Flat fee per transfer, USD. Default 0.').optional(),
  fxMarkupPct: percentField(
    'How much worse than mid-market the rate is, percent. Default 0.',
  ).optional(),
  recipientFee: amountField(
    'Fee deducted on arrival (receiving or intermediary bank), USD at mid-market. Default 0.',
  ).optional(),
});

export const output = z.strictObject(resultFields);

/** A percentage as published, in the page's language: 6.18 % · 6,18 %. */
function pctIn(value: number, locale: 'en' | 'es'): string {
  return `${locale === 'es' ? formatNumber(value, 'es') : String(value)} %`;
}

/**
 * No quote: the World Bank averages of the latest verified quarter applied to the amount, one estimate per type of provider,
 * the global average in the headline, with warnings on the age of the averages and on scaling a USD 200 percentage.
 */
function estimateFromAverages(amount: number, ctx: Context): z.output<typeof output> {
  const { t, locale } = textsFor(ctx);
  const usd = usdIn(locale);
  const today = utcDate(ctx.now());
  const rules = new RulesApplied(ctx.locale);
  const version = rules.at(remittancePrices, today);
  const quarter = observedQuarter(version.effective);
  const observed = `${quarter.label.slice(3)}-${quarter.label.slice(0, 2)}`;
  const surveyAmount = version.values.surveyAmountUsd.value;
  const estimates = CHANNELS.map((channel) => benchmarkEstimate(amount, channel, version.values[CHANNEL_FIGURE[channel]].value));
  const headline = estimates[0]!;
  const months = wholeMonthsBetween(quarter.end, today);
  const day = (iso: string) => (locale === 'es' ? formatDay(iso, 'es') : iso);

  const warnings = [
    t(
      'No quote was given, so this is an estimate, not a price: the World Bank average total cost (fee plus exchange-rate margin) ' +
        `of sending the equivalent of USD ${surveyAmount}, for each type of provider, applied to the amount sent. Enter your ` +
        "provider's quote (pctFee, fixedFee, fxMarkupPct, recipientFee) for the cost of your transfer.",
      'No se ha indicado ningún presupuesto, así que esto es una estimación, no un precio: el coste total medio (comisión más margen ' +
        `sobre el tipo de cambio) de enviar el equivalente de ${surveyAmount} USD según el Banco Mundial, para cada tipo de proveedor, ` +
        'aplicado al importe enviado. Indica el presupuesto de tu proveedor para obtener el coste de tu transferencia.',
    ),
    t(
      `The averages are those observed in ${quarter.label}, the latest quarter verified from the World Bank's own report; it ended ` +
        `${quarter.end}, ${months} months before this request (${today}). Prices may have changed since: later averages have been ` +
        'published but could not be verified from the report itself.',
      `Las medias son las observadas en el ${quarter.labelEs}, el último trimestre comprobado en el propio informe del Banco Mundial; ` +
        `terminó el ${day(quarter.end)}, ${months} meses antes de esta consulta (${day(today)}). Los precios pueden haber cambiado: se ` +
        'han publicado medias posteriores, pero no se han podido comprobar en el propio informe.',
    ),
  ];
  if (amount !== surveyAmount) {
    const bigger = amount > surveyAmount;
    warnings.push(
      t(
        `The averages are percentages of a USD ${surveyAmount} transfer; applying them to ${usd(amount)} assumes the cost grows in ` +
          `proportion to the amount. Flat fees weigh less on larger transfers and more on smaller ones, so for this amount the real ` +
          `percentage tends to be ${bigger ? 'lower' : 'higher'} than the average.`,
        `Las medias son porcentajes de una transferencia de ${surveyAmount} USD; aplicarlas a ${usd(amount)} supone que el coste crece en ` +
          'proporción al importe. Las comisiones fijas pesan menos en las transferencias grandes y más en las pequeñas, así que para ' +
          `este importe el porcentaje real suele ser ${bigger ? 'menor' : 'mayor'} que la media.`,
      ),
    );
  }

  const assumptions = [
    t(
      `Estimate for each type of provider: cost = amount × average ÷ 100; what arrives = amount − cost, valued in USD at the ` +
        `mid-market rate. The headline figures are those of the global average (${pctIn(headline.costPct, locale)}).`,
      'Estimación para cada tipo de proveedor: coste = importe × media ÷ 100; lo que llega = importe − coste, valorado en USD al tipo ' +
        `medio de mercado. Las cifras principales son las de la media mundial (${pctIn(headline.costPct, locale)}).`,
    ),
    t(
      `The World Bank (Remittance Prices Worldwide) surveys what sending the equivalent of USD ${surveyAmount} costs along the ` +
        'corridors it covers, counting the transaction fee and the margin on the exchange rate, and publishes averages over the ' +
        'services and corridors surveyed. A given corridor, provider or payment method can cost much more or much less.',
      `El Banco Mundial encuesta lo que cuesta enviar el equivalente de ${surveyAmount} USD en las rutas que cubre, contando la comisión ` +
        'y el margen sobre el tipo de cambio, y publica medias de los servicios y las rutas encuestados. Una ruta, un proveedor o un ' +
        'medio de pago concretos pueden costar mucho más o mucho menos.',
    ),
    t(
      'International money transfer operators are those of the World Bank International MTO Index; digital services, those of its ' +
        'digital remittances index; digital-only operators, those of its digital-only MTO index.',
      'Las empresas internacionales de envío de dinero son las del índice internacional de MTO del Banco Mundial; los servicios ' +
        'digitales, los de su índice de remesas digitales; las empresas solo digitales, las de su índice de MTO solo digitales.',
    ),
    t(
      "No provider's own fee schedule is included: none could be verified against the provider's own published fee page.",
      'No se incluye la tarifa de ningún proveedor: ninguna se pudo verificar con la página de tarifas que publica el propio proveedor.',
    ),
    t(
      'Computed at full precision; money rounded to cents, half away from zero, at the output only.',
      'Cálculo con precisión completa; los importes se redondean a céntimos (los medios, hacia arriba) solo en el resultado.',
    ),
  ];

  return {
    amount: cents(amount),
    quoteUsed: null,
    totalCost: cents(headline.totalCost),
    effectiveCostPct: headline.costPct,
    arrivesUsdEquivalent: cents(headline.arrivesUsdEquivalent),
    estimates: estimates.map((e) => ({
      id: e.channel,
      label: CHANNEL_NAMES[e.channel][locale],
      costPct: e.costPct,
      totalCost: cents(e.totalCost),
      arrivesUsdEquivalent: cents(e.arrivesUsdEquivalent),
      observed,
    })),
    warnings: [...warnings, ...rules.warnings],
    breakdown: [
      { item: 'amountSent', label: t('Amount sent', 'Importe enviado'), amount: cents(amount) },
      {
        item: 'estimatedCost',
        label: t(
          `Estimated cost at the World Bank global average for ${quarter.label}: ${pctIn(headline.costPct, locale)} of the amount sent`,
          `Coste estimado con la media mundial del Banco Mundial del ${quarter.labelEs}: ${pctIn(headline.costPct, locale)} del importe enviado`,
        ),
        amount: cents(headline.totalCost),
      },
      {
        item: 'arrivesUsdEquivalent',
        label: t(
          'What arrives, in USD at the mid-market rate: amount sent − estimated cost',
          'Lo que llega, en USD al tipo medio de mercado: importe enviado − coste estimado',
        ),
        amount: cents(headline.arrivesUsdEquivalent),
      },
    ],
    assumptions,
    rules: rules.used,
  };
}

export default defineOperation({
  id: 'transfer-fees',
  title: 'International transfer cost calculator',
  summary: 'Works out what a cross-border payment really costs, exchange-rate markup included, and what arrives.',
  agentDescription:
    'Real cost of sending US dollars abroad: percentage and fixed fees, exchange-rate markup over mid-market, fee on arrival → total cost, effective % and what arrives. Amount alone: typical costs per provider type.',
  description:
    'Cost of sending `amount` US dollars abroad under your provider’s quote. Convention (fees first, then conversion): ' +
    'percentageFee = amount × pctFee ÷ 100; amountConverted = max(0, amount − percentageFee − fixedFee); the provider converts ' +
    'at a rate fxMarkupPct % worse than mid-market (provider rate = mid × (1 − fxMarkupPct ÷ 100)), so ' +
    'markupCost = amountConverted × fxMarkupPct ÷ 100; totalCost = percentageFee + fixedFee + markupCost + recipientFee; ' +
    'effectiveCostPct = totalCost ÷ amount × 100; arrivesUsdEquivalent = max(0, amount − totalCost), valued at the mid-market rate. ' +
    'recipientFee is a fee deducted on arrival, entered in USD at the mid-market rate. Quote fields not given count as 0. ' +
    'When the fees take the whole amount (totalCost ≥ amount) the result is still given: arrivesUsdEquivalent is 0, ' +
    'effectiveCostPct can exceed 100 and a warning says so. Only amount is required: with no quote field at all, the result is an ' +
    'estimate, not a price: quoteUsed is null and estimates lists, for each type of provider (all services, banks, international ' +
    'money transfer operators, digital services, digital-only operators), the World Bank Remittance Prices Worldwide average total ' +
    'cost (fee plus exchange-rate margin) of sending the equivalent of USD 200, as a percentage, applied to amount: cost = amount × ' +
    'average ÷ 100, arrives = amount − cost; totalCost, effectiveCostPct and arrivesUsdEquivalent are those of the global average. ' +
    'The averages are those of the latest quarter verified in the rule set remittance-prices (Q3 2023), and warnings say how many ' +
    'months before the request that quarter ended and that applying a USD 200 percentage to another amount assumes the cost is ' +
    'proportional (flat fees make it fall for larger amounts and rise for smaller ones). No provider\'s own fee schedule is ' +
    'shipped: none (bank wire, PayPal, Wise, Remitly…) could be verified against the provider\'s own fee page for a named corridor ' +
    'and payment method. ' +
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
    tables: [
      {
        field: 'estimates',
        title: { en: 'Estimates from the World Bank averages', es: 'Estimaciones con las medias del Banco Mundial' },
        columns: [
          { field: 'label', label: { en: 'Type of provider', es: 'Tipo de proveedor' }, format: 'text' },
          { field: 'costPct', label: { en: 'Average cost', es: 'Coste medio' }, format: 'percent' },
          { field: 'totalCost', label: { en: 'Estimated cost', es: 'Coste estimado' }, format: 'money' },
          { field: 'arrivesUsdEquivalent', label: { en: 'What arrives, at mid-market', es: 'Lo que llega, al tipo medio' }, format: 'money' },
          { field: 'observed', label: { en: 'Observed', es: 'Observado' }, format: 'text' },
        ],
      },
    ],
  },
  output,
  examples,
  worstCase: () => ({ amount: 1e12, pctFee: 100, fixedFee: 1e12, fxMarkupPct: 100, recipientFee: 1e12 }),
  run: (input, ctx) => {
    if (QUOTE_FIELDS.every((field) => input[field] === undefined)) return estimateFromAverages(input.amount, ctx);
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
