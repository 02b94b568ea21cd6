import type { ExamplesOf } from '../../core/operation.js';
import { AMOUNT_CONVERTED_LABEL } from './transfer-fees.js';
import { RECIPIENT_FEE_LABEL } from './transfer-fees.js';
import { TOTAL_COST_LABEL } from './transfer-fees.js';
import { ARRIVES_LABEL } from './transfer-fees.js';
import { METHOD_ASSUMPTIONS } from './transfer-fees.js';
import type { input, output } from './transfer-fees.op.js';

/** The documented examples of transfer-fees: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
  {
    // 975 converted (1,000 − 25); markup 975 × 3 % = 29.25; total 25 + 29.25 = 54.25 = 5.425 % → 5.43.
    title: 'A quote with a flat fee and a 3 % exchange-rate markup',
    input: { amount: 1000, fixedFee: 25, fxMarkupPct: 3 },
    output: {
      amount: 1000,
      quoteUsed: { pctFee: 0, fixedFee: 25, fxMarkupPct: 3, recipientFee: 0 },
      totalCost: 54.25,
      effectiveCostPct: 5.43,
      arrivesUsdEquivalent: 945.75,
      warnings: [],
      breakdown: [
        { item: 'amountSent', label: 'Amount sent', amount: 1000 },
        { item: 'percentageFee', label: 'Percentage fee: 0 % of the amount sent', amount: 0 },
        { item: 'fixedFee', label: 'Flat fee per transfer', amount: 25 },
        { item: 'amountConverted', label: AMOUNT_CONVERTED_LABEL, amount: 975 },
        { item: 'markupCost', label: 'Exchange-rate markup: 3 % of the amount converted (rate 3 % worse than mid-market)', amount: 29.25 },
        { item: 'recipientFee', label: RECIPIENT_FEE_LABEL, amount: 0 },
        { item: 'totalCost', label: TOTAL_COST_LABEL, amount: 54.25 },
        { item: 'arrivesUsdEquivalent', label: ARRIVES_LABEL, amount: 945.75 },
      ],
      assumptions: ['Not given, counted as 0: pctFee, recipientFee.', ...METHOD_ASSUMPTIONS],
      rules: [],
    },
  },
  {
    // 2,500 × 0.6 % = 15; converted 2,500 − 15 − 1.50 = 2,483.50; markup × 0.4 % = 9.934;
    // total 15 + 1.50 + 9.934 + 10 = 36.434 = 1.45736 % of 2,500; arrives 2,463.566.
    title: 'Percentage fee, flat fee, markup and a fee on arrival',
    input: { amount: 2500, pctFee: 0.6, fixedFee: 1.5, fxMarkupPct: 0.4, recipientFee: 10 },
    output: {
      amount: 2500,
      quoteUsed: { pctFee: 0.6, fixedFee: 1.5, fxMarkupPct: 0.4, recipientFee: 10 },
      totalCost: 36.43,
      effectiveCostPct: 1.46,
      arrivesUsdEquivalent: 2463.57,
      warnings: [],
      breakdown: [
        { item: 'amountSent', label: 'Amount sent', amount: 2500 },
        { item: 'percentageFee', label: 'Percentage fee: 0.6 % of the amount sent', amount: 15 },
        { item: 'fixedFee', label: 'Flat fee per transfer', amount: 1.5 },
        { item: 'amountConverted', label: AMOUNT_CONVERTED_LABEL, amount: 2483.5 },
        { item: 'markupCost', label: 'Exchange-rate markup: 0.4 % of the amount converted (rate 0.4 % worse than mid-market)', amount: 9.93 },
        { item: 'recipientFee', label: RECIPIENT_FEE_LABEL, amount: 10 },
        { item: 'totalCost', label: TOTAL_COST_LABEL, amount: 36.43 },
        { item: 'arrivesUsdEquivalent', label: ARRIVES_LABEL, amount: 2463.57 },
      ],
      assumptions: [...METHOD_ASSUMPTIONS],
      rules: [],
    },
  },
  {
    // Converted 20 − 15 = 5; the 10 fee on arrival is more than the 5 left: total 25 > 20, nothing arrives.
    title: 'Fees larger than the amount: nothing arrives',
    input: { amount: 20, fixedFee: 15, recipientFee: 10 },
    output: {
      amount: 20,
      quoteUsed: { pctFee: 0, fixedFee: 15, fxMarkupPct: 0, recipientFee: 10 },
      totalCost: 25,
      effectiveCostPct: 125,
      arrivesUsdEquivalent: 0,
      warnings: [
        'The fees (25.00 USD) take the whole amount sent (20.00 USD): nothing would arrive. ' +
          'A provider would refuse such a transfer or ask for the fees on top; check the quote.',
      ],
      breakdown: [
        { item: 'amountSent', label: 'Amount sent', amount: 20 },
        { item: 'percentageFee', label: 'Percentage fee: 0 % of the amount sent', amount: 0 },
        { item: 'fixedFee', label: 'Flat fee per transfer', amount: 15 },
        { item: 'amountConverted', label: AMOUNT_CONVERTED_LABEL, amount: 5 },
        { item: 'markupCost', label: 'Exchange-rate markup: 0 % of the amount converted (rate 0 % worse than mid-market)', amount: 0 },
        { item: 'recipientFee', label: RECIPIENT_FEE_LABEL, amount: 10 },
        { item: 'totalCost', label: TOTAL_COST_LABEL, amount: 25 },
        { item: 'arrivesUsdEquivalent', label: ARRIVES_LABEL, amount: 0 },
      ],
      assumptions: ['Not given, counted as 0: pctFee, fxMarkupPct.', ...METHOD_ASSUMPTIONS],
      rules: [],
    },
  },
];
