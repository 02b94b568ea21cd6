import * as z from 'zod';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { utcDate } from '../../core/calendar-date.js';
import { formatDay, formatNumber } from '../../core/display.js';
import { amountField, cents, MAX_AMOUNT, percentField } from '../../core/money.js';
import { IMPLAUSIBLE, implausiblePct } from '../../core/plausible.js';
import { defineRun } from '../../core/operation.js';
import type { Context } from '../../core/context.js';
import { textsFor } from '../../core/say.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { remittancePrices } from '../../rules/global/remittance-prices.rules.js';
import {
  benchmarkEstimate,
  CHANNEL_FIGURE,
  CHANNEL_NAMES,
  CHANNELS,
  costBreakdown,
  METHOD_ASSUMPTIONS,
  METHOD_ASSUMPTIONS_ES,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELD_NAMES_ES,
  observedQuarter,
  transferCost,
  usdIn,
  wholeMonthsBetween,
  type TransferQuote,
} from './transfer-fees.js';

const QUOTE_FIELDS = ['pctFee', 'fixedFee', 'fxMarkupPct', 'recipientFee'] as const;

const TRANSFER_WHY = {
  en: 'the costliest corridors the World Bank tracks average under 20 % in all, and banks charge 0 to 5 %',
  es: 'los corredores más caros que sigue el Banco Mundial cuestan de media menos del 20 % en total, y los bancos cobran del 0 al 5 %',
};

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

const input = z.strictObject({
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

const output = z.strictObject(resultFields);

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

export default defineRun({
  id: 'transfer-fees',
  kind: 'calculator',
  jurisdiction: 'global',
  input,
  output,
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
      t(`Not given, counted as 0: ${defaulted.map((field) => QUOTE_FIELD_NAMES[field]).join(', ')}.`, `Sin indicar, cuentan como 0: ${names.join(', ')}.`);
    const assumptions = [
      ...(defaulted.length > 0 ? [notGiven(defaulted.map((field) => QUOTE_FIELD_NAMES_ES[field]))] : []),
      ...(locale === 'es' ? METHOD_ASSUMPTIONS_ES : METHOD_ASSUMPTIONS),
    ];
    // A typo (15 for 1.5) still gets an answer, but says first that the figure looks wrong.
    const implausible = [
      ...implausiblePct(input.pctFee, IMPLAUSIBLE.transferPct, { en: 'A percentage fee', es: 'Una comisión porcentual' }, TRANSFER_WHY, locale),
      ...implausiblePct(input.fxMarkupPct, IMPLAUSIBLE.transferPct, { en: 'An exchange-rate markup', es: 'Un margen sobre el tipo de cambio' }, TRANSFER_WHY, locale),
    ];
    const warnings = cost.feesTakeWholeAmount
      ? [
          ...implausible,
          t(
            `The fees (${usd(cost.totalCost)}) take the whole amount sent (${usd(cost.amount)}): nothing would arrive. ` +
              'A provider would refuse such a transfer or ask for the fees on top; check the quote.',
            `Las comisiones (${usd(cost.totalCost)}) se llevan todo el importe enviado (${usd(cost.amount)}): no llegaría nada. ` +
              'Un proveedor rechazaría una transferencia así o pediría las comisiones aparte; revisa el presupuesto.',
          ),
        ]
      : implausible;
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
