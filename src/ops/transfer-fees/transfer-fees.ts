import type { BreakdownItem } from '../../core/calculator-fields.js';
import { cents, formatAmount } from '../../core/money.js';

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

/** A percentage as the user wrote it: 1.5 %. */
function pct(value: number): string {
  return `${String(value)} %`;
}

export const AMOUNT_CONVERTED_LABEL = 'Amount converted: amount sent − percentage fee − flat fee (never below 0)';
export const RECIPIENT_FEE_LABEL = 'Fee deducted on arrival, in USD at the mid-market rate';
export const TOTAL_COST_LABEL = 'Total cost: percentage fee + flat fee + markup + recipient fee';
export const ARRIVES_LABEL = 'What arrives, in USD at the mid-market rate: amount sent − total cost (never below 0)';

/** The method's conventions and limits, listed in every result after the defaults applied. */
export const METHOD_ASSUMPTIONS = [
  'Fees first, then conversion: the percentage fee (on the whole amount) and the flat fee are taken from the amount sent and only the rest is converted. If your provider charges its fees on top instead, enter as amount what it converts.',
  'Markup convention: the provider’s rate is fxMarkupPct % worse than mid-market (provider rate = mid-market × (1 − fxMarkupPct ÷ 100)), so the value lost is amount converted × fxMarkupPct ÷ 100. To find it, compare the provider’s rate with a mid-market rate at the same moment: fxMarkupPct = (1 − provider rate ÷ mid-market rate) × 100.',
  'Everything is in USD; what arrives is valued at the mid-market rate. Mid-market is the midpoint between buying and selling rates. The ECB euro reference rates (/utilities/currency-rates) are published once a day for information only (the ECB discourages using them for transactions): a rough yardstick, not a rate you can deal at.',
  'Only the fees entered are counted: intermediary (correspondent) bank charges, charges from your card issuer and taxes are included only if you add them to fixedFee or recipientFee.',
  'No published fee profile is included: fee schedules depend on the corridor, the currencies and the payment method, and none could be verified against a provider’s own fee page, so the calculator works only on the quote you give.',
  'Computed at full precision; money rounded to cents and effectiveCostPct to hundredths, half away from zero, at the output only, so the rounded terms can differ from the rounded total by a cent.',
];

/** Each term of the arithmetic, named, in the order it is applied. */
export function costBreakdown(cost: TransferCost, quote: TransferQuote): BreakdownItem[] {
  return [
    { item: 'amountSent', label: 'Amount sent', amount: cents(cost.amount) },
    { item: 'percentageFee', label: `Percentage fee: ${pct(quote.pctFee)} of the amount sent`, amount: cents(cost.percentageFee) },
    { item: 'fixedFee', label: 'Flat fee per transfer', amount: cents(cost.fixedFee) },
    {
      item: 'amountConverted',
      label: AMOUNT_CONVERTED_LABEL,
      amount: cents(cost.amountConverted),
    },
    {
      item: 'markupCost',
      label: `Exchange-rate markup: ${pct(quote.fxMarkupPct)} of the amount converted (rate ${pct(quote.fxMarkupPct)} worse than mid-market)`,
      amount: cents(cost.markupCost),
    },
    { item: 'recipientFee', label: RECIPIENT_FEE_LABEL, amount: cents(cost.recipientFee) },
    { item: 'totalCost', label: TOTAL_COST_LABEL, amount: cents(cost.totalCost) },
    {
      item: 'arrivesUsdEquivalent',
      label: ARRIVES_LABEL,
      amount: cents(cost.arrivesUsdEquivalent),
    },
  ];
}
