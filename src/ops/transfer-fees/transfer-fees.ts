import type { BreakdownItem } from '../../core/calculator-fields.js';
import { cents, formatAmount } from '../../core/money.js';
import { formatMoney } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';

/** A provider's quote for one transfer. Percentages as written (1.5 means 1.5 %); money in USD. */
export interface TransferQuote {
  /** Percentage fee on the amount sent. */
  pctFee: number;
  /** Flat fee per transfer. */
  fixedFee: number;
  /** How much worse than mid-market the provider's exchange rate is, in percent. */
  fxMarkupPct: number;
  /** Fee deducted on arrival (receiving or intermediary bank), in USD at the mid-market rate. */
  recipientFee: number;
}

/** The cost of sending `amount` USD under a quote, at full precision (rounded only when output). */
export interface TransferCost {
  amount: number;
  percentageFee: number;
  fixedFee: number;
  /** What is left to convert once the percentage and flat fees are taken: max(0, amount − percentageFee − fixedFee). */
  amountConverted: number;
  /** Value lost to the markup: amountConverted × fxMarkupPct ÷ 100. */
  markupCost: number;
  recipientFee: number;
  totalCost: number;
  /** totalCost ÷ amount × 100; above 100 when the fees exceed the amount. */
  effectiveCostPct: number;
  /** max(0, amount − totalCost), in USD at the mid-market rate. */
  arrivesUsdEquivalent: number;
  /** The fees take the whole amount (totalCost ≥ amount): nothing arrives. */
  feesTakeWholeAmount: boolean;
}

/**
 * Fees first, then conversion: the percentage fee (on the whole amount) and the flat fee are deducted from the amount
 * sent, the rest is converted at a rate fxMarkupPct % worse than mid-market (provider rate = mid × (1 − fxMarkupPct ÷ 100)),
 * which loses amountConverted × fxMarkupPct ÷ 100 in USD terms, and the recipient fee is deducted on arrival.
 * `amount` must be at least a cent (the input schema says so), which keeps effectiveCostPct finite.
 */
export function transferCost(amount: number, quote: TransferQuote): TransferCost {
  const percentageFee = (amount * quote.pctFee) / 100;
  const amountConverted = Math.max(0, amount - percentageFee - quote.fixedFee);
  const markupCost = (amountConverted * quote.fxMarkupPct) / 100;
  const totalCost = percentageFee + quote.fixedFee + markupCost + quote.recipientFee;
  return {
    amount,
    percentageFee,
    fixedFee: quote.fixedFee,
    amountConverted,
    markupCost,
    recipientFee: quote.recipientFee,
    totalCost,
    effectiveCostPct: (totalCost / amount) * 100,
    arrivesUsdEquivalent: Math.max(0, amount - totalCost),
    feesTakeWholeAmount: totalCost >= amount,
  };
}

/** 1,234.50 USD: how amounts appear in labels and warnings. */
export function usd(value: number): string {
  return `${formatAmount(value)} USD`;
}

/** 1.234,50 US$: amounts in the Spanish texts. */
export function usdIn(locale: Locale): (value: number) => string {
  return locale === 'es' ? (value) => formatMoney(value, 'USD', 'es') : usd;
}

/** A percentage as the user wrote it (every decimal kept): 1.5 % · 1,5 %. */
function pct(value: number, locale: Locale = 'en'): string {
  return locale === 'es' ? `${String(value).replace('.', ',')} %` : `${String(value)} %`;
}

/** The quote's fields in the Spanish texts (the API's texts name the fields themselves). */
/** The fees in words, for the sentence that lists those not given (never the field ids: a page shows it). */
export const QUOTE_FIELD_NAMES: Readonly<Record<keyof TransferQuote, string>> = {
  pctFee: 'percentage fee',
  fixedFee: 'flat fee',
  fxMarkupPct: 'exchange-rate markup',
  recipientFee: 'recipient fee',
};

export const QUOTE_FIELD_NAMES_ES: Readonly<Record<keyof TransferQuote, string>> = {
  pctFee: 'comisión porcentual',
  fixedFee: 'comisión fija',
  fxMarkupPct: 'margen sobre el tipo de cambio',
  recipientFee: 'comisión de destino',
};

export const AMOUNT_CONVERTED_LABEL = 'Amount converted: amount sent − percentage fee − flat fee (never below 0)';
export const RECIPIENT_FEE_LABEL = 'Fee deducted on arrival, in USD at the mid-market rate';
export const TOTAL_COST_LABEL = 'Total cost: percentage fee + flat fee + markup + recipient fee';
export const ARRIVES_LABEL = 'What arrives, in USD at the mid-market rate: amount sent − total cost (never below 0)';

export const AMOUNT_CONVERTED_LABEL_ES = 'Importe convertido: importe enviado − comisión porcentual − comisión fija (nunca por debajo de 0)';
export const RECIPIENT_FEE_LABEL_ES = 'Comisión descontada a la llegada, en USD al tipo medio de mercado';
export const TOTAL_COST_LABEL_ES = 'Coste total: comisión porcentual + comisión fija + margen + comisión de destino';
export const ARRIVES_LABEL_ES = 'Lo que llega, en USD al tipo medio de mercado: importe enviado − coste total (nunca por debajo de 0)';

/** The method's conventions and limits, listed in every result after the defaults applied. */
export const METHOD_ASSUMPTIONS = [
  'Fees first, then conversion: the percentage fee (on the whole amount) and the flat fee are taken from the amount sent and only the rest is converted. If your provider charges its fees on top instead, enter as amount what it converts.',
  'Markup convention: the provider’s rate is the exchange-rate markup % worse than mid-market (provider rate = mid-market × (1 − markup ÷ 100)), so the value lost is amount converted × markup ÷ 100. To find it, compare the provider’s rate with a mid-market rate at the same moment: markup = (1 − provider rate ÷ mid-market rate) × 100.',
  'Everything is in USD; what arrives is valued at the mid-market rate. Mid-market is the midpoint between buying and selling rates. The ECB euro reference rates (/utilities/currency-rates) are published once a day for information only (the ECB discourages using them for transactions): a rough yardstick, not a rate you can deal at.',
  'Only the fees entered are counted: intermediary (correspondent) bank charges, charges from your card issuer and taxes are included only if you add them to the flat fee or the recipient fee.',
  'No published fee profile is included: fee schedules depend on the corridor, the currencies and the payment method, and none could be verified against a provider’s own fee page, so the calculator works only on the quote you give.',
  'Computed at full precision; money rounded to cents and effectiveCostPct to hundredths, half away from zero, at the output only, so the rounded terms can differ from the rounded total by a cent.',
];

/** The same conventions and limits in Spanish, for the Spanish page. */
export const METHOD_ASSUMPTIONS_ES = [
  'Primero las comisiones y después la conversión: la comisión porcentual (sobre todo el importe) y la comisión fija se descuentan del importe enviado y solo se convierte el resto. Si tu proveedor cobra las comisiones aparte, indica como importe lo que convierte.',
  'Convención del margen: el tipo del proveedor es peor que el tipo medio de mercado en el porcentaje del margen (tipo del proveedor = tipo medio × (1 − margen ÷ 100)), así que el valor perdido es importe convertido × margen ÷ 100. Para calcular el margen, compara el tipo del proveedor con un tipo medio de mercado del mismo momento: margen = (1 − tipo del proveedor ÷ tipo medio) × 100.',
  'Todo está en USD; lo que llega se valora al tipo medio de mercado, el punto medio entre los tipos de compra y de venta. Los tipos de referencia del euro del BCE (en la utilidad de tipos de cambio de este sitio) se publican una vez al día solo a título informativo (el BCE desaconseja usarlos en operaciones): son una referencia aproximada, no un tipo al que se pueda operar.',
  'Solo se cuentan las comisiones indicadas: los gastos de bancos intermediarios (corresponsales), los cargos del emisor de tu tarjeta y los impuestos solo se incluyen si los sumas a la comisión fija o a la comisión de destino.',
  'No se incluye ninguna tarifa publicada de ningún proveedor: las tarifas dependen de la ruta, las monedas y el medio de pago, y ninguna se pudo verificar con la página de tarifas del propio proveedor, así que la calculadora trabaja solo con el presupuesto que indiques.',
  'Cálculo con precisión completa; los importes se redondean a céntimos y el coste efectivo a centésimas (los medios, hacia arriba) solo en el resultado, así que los términos redondeados pueden diferir del total redondeado en un céntimo.',
];

/** Each term of the arithmetic, named, in the order it is applied. */
export function costBreakdown(cost: TransferCost, quote: TransferQuote, locale: Locale = 'en'): BreakdownItem[] {
  const { t } = textsFor({ locale });
  const fee = pct(quote.pctFee, locale);
  const markup = pct(quote.fxMarkupPct, locale);
  return [
    { item: 'amountSent', label: t('Amount sent', 'Importe enviado'), amount: cents(cost.amount) },
    {
      item: 'percentageFee',
      label: t(`Percentage fee: ${fee} of the amount sent`, `Comisión porcentual: ${fee} del importe enviado`),
      amount: cents(cost.percentageFee),
    },
    { item: 'fixedFee', label: t('Flat fee per transfer', 'Comisión fija por transferencia'), amount: cents(cost.fixedFee) },
    {
      item: 'amountConverted',
      label: t(AMOUNT_CONVERTED_LABEL, AMOUNT_CONVERTED_LABEL_ES),
      amount: cents(cost.amountConverted),
    },
    {
      item: 'markupCost',
      label: t(
        `Exchange-rate markup: ${markup} of the amount converted (rate ${markup} worse than mid-market)`,
        `Margen sobre el tipo de cambio: ${markup} del importe convertido (tipo de cambio un ${markup} peor que el medio de mercado)`,
      ),
      amount: cents(cost.markupCost),
    },
    { item: 'recipientFee', label: t(RECIPIENT_FEE_LABEL, RECIPIENT_FEE_LABEL_ES), amount: cents(cost.recipientFee) },
    { item: 'totalCost', label: t(TOTAL_COST_LABEL, TOTAL_COST_LABEL_ES), amount: cents(cost.totalCost) },
    {
      item: 'arrivesUsdEquivalent',
      label: t(ARRIVES_LABEL, ARRIVES_LABEL_ES),
      amount: cents(cost.arrivesUsdEquivalent),
    },
  ];
}

/* ------------------------------------------------------------------------------------------------------------------ *
 * With no quote: estimates from the World Bank Remittance Prices Worldwide averages (rule set remittance-prices).      *
 * ------------------------------------------------------------------------------------------------------------------ */

/** The types of provider the World Bank averages cover, in the order they are shown; the first is the headline. */
export const CHANNELS = ['globalAverage', 'banks', 'internationalMtos', 'digital', 'digitalOnlyMtos'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The rule-set figure of each channel. */
export const CHANNEL_FIGURE = {
  globalAverage: 'globalAveragePct',
  banks: 'banksPct',
  internationalMtos: 'internationalMtoPct',
  digital: 'digitalPct',
  digitalOnlyMtos: 'digitalOnlyMtoPct',
} as const satisfies Record<Channel, string>;

export const CHANNEL_NAMES: Readonly<Record<Channel, { en: string; es: string }>> = {
  globalAverage: { en: 'All services (global average)', es: 'Todos los servicios (media mundial)' },
  banks: { en: 'Banks', es: 'Bancos' },
  internationalMtos: { en: 'International money transfer operators', es: 'Empresas internacionales de envío de dinero' },
  digital: { en: 'Digital services', es: 'Servicios digitales' },
  digitalOnlyMtos: { en: 'Digital-only money transfer operators', es: 'Empresas de envío de dinero solo digitales' },
};

/** An estimate at one average: cost = amount × costPct ÷ 100 (costPct < 100, so something always arrives). */
export interface BenchmarkEstimate {
  channel: Channel;
  costPct: number;
  totalCost: number;
  arrivesUsdEquivalent: number;
}

export function benchmarkEstimate(amount: number, channel: Channel, costPct: number): BenchmarkEstimate {
  const totalCost = (amount * costPct) / 100;
  return { channel, costPct, totalCost, arrivesUsdEquivalent: Math.max(0, amount - totalCost) };
}

/** The quarter a version of the averages observed, from its effective date (the quarter's first day): "Q3 2023", ends 2023-09-30. */
export function observedQuarter(effective: string): { label: string; labelEs: string; end: string } {
  const year = Number(effective.slice(0, 4));
  const quarter = Math.floor((Number(effective.slice(5, 7)) - 1) / 3) + 1;
  const endMonth = quarter * 3;
  const endDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    label: `Q${quarter} ${year}`,
    labelEs: `${quarter}.º trimestre de ${year}`,
    end: `${year}-${String(endMonth).padStart(2, '0')}-${String(endDay).padStart(2, '0')}`,
  };
}

/** Whole months from `from` to `to` (YYYY-MM-DD, to ≥ from): 2023-09-30 → 2026-11-21 is 37 (the 30th is not reached in November). */
export function wholeMonthsBetween(from: string, to: string): number {
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));
  return Number(to.slice(8, 10)) < Number(from.slice(8, 10)) ? months - 1 : months;
}
