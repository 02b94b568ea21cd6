import type { ExamplesFor } from '../../core/operation.js';
import { AMOUNT_CONVERTED_LABEL } from './transfer-fees.js';
import { RECIPIENT_FEE_LABEL } from './transfer-fees.js';
import { TOTAL_COST_LABEL } from './transfer-fees.js';
import { ARRIVES_LABEL } from './transfer-fees.js';
import { METHOD_ASSUMPTIONS } from './transfer-fees.js';
import type run from './transfer-fees.run.js';

/** The documented examples of transfer-fees: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
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
      assumptions: ['Not given, counted as 0: percentage fee, recipient fee.', ...METHOD_ASSUMPTIONS],
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
      assumptions: ['Not given, counted as 0: percentage fee, exchange-rate markup.', ...METHOD_ASSUMPTIONS],
      rules: [],
    },
  },
  {
    // No quote: the World Bank averages for Q3 2023 applied to 1,000: global 6.18 % → 61.80, arrives 938.20; banks 11.48 % →
    // 114.80 (885.20); international MTOs 6.29 % → 62.90 (937.10); digital 4.84 % → 48.40 (951.60); digital-only 3.92 % → 39.20
    // (960.80). The quarter ended 2023-09-30: 37 whole months before 2026-11-21.
    title: 'No quote: estimates from the World Bank averages by type of provider',
    input: { amount: 1000 },
    output: {
      amount: 1000,
      quoteUsed: null,
      totalCost: 61.8,
      effectiveCostPct: 6.18,
      arrivesUsdEquivalent: 938.2,
      estimates: [
        {
          id: 'globalAverage',
          label: 'All services (global average)',
          costPct: 6.18,
          totalCost: 61.8,
          arrivesUsdEquivalent: 938.2,
          observed: '2023-Q3'
        },
        {
          id: 'banks',
          label: 'Banks',
          costPct: 11.48,
          totalCost: 114.8,
          arrivesUsdEquivalent: 885.2,
          observed: '2023-Q3'
        },
        {
          id: 'internationalMtos',
          label: 'International money transfer operators',
          costPct: 6.29,
          totalCost: 62.9,
          arrivesUsdEquivalent: 937.1,
          observed: '2023-Q3'
        },
        {
          id: 'digital',
          label: 'Digital services',
          costPct: 4.84,
          totalCost: 48.4,
          arrivesUsdEquivalent: 951.6,
          observed: '2023-Q3'
        },
        {
          id: 'digitalOnlyMtos',
          label: 'Digital-only money transfer operators',
          costPct: 3.92,
          totalCost: 39.2,
          arrivesUsdEquivalent: 960.8,
          observed: '2023-Q3'
        }
      ],
      warnings: [
        'No quote was given, so this is an estimate, not a price: the World Bank average total cost (fee plus exchange-rate margin) of sending the equivalent of USD 200, for each type of provider, applied to the amount sent. Enter your provider\'s quote (pctFee, fixedFee, fxMarkupPct, recipientFee) for the cost of your transfer.',
        'The averages are those observed in Q3 2023, the latest quarter verified from the World Bank\'s own report; it ended 2023-09-30, 37 months before this request (2026-11-21). Prices may have changed since: later averages have been published but could not be verified from the report itself.',
        'The averages are percentages of a USD 200 transfer; applying them to 1,000.00 USD assumes the cost grows in proportion to the amount. Flat fees weigh less on larger transfers and more on smaller ones, so for this amount the real percentage tends to be lower than the average.'
      ],
      breakdown: [
        {
          item: 'amountSent',
          label: 'Amount sent',
          amount: 1000
        },
        {
          item: 'estimatedCost',
          label: 'Estimated cost at the World Bank global average for Q3 2023: 6.18 % of the amount sent',
          amount: 61.8
        },
        {
          item: 'arrivesUsdEquivalent',
          label: 'What arrives, in USD at the mid-market rate: amount sent − estimated cost',
          amount: 938.2
        }
      ],
      assumptions: [
        'Estimate for each type of provider: cost = amount × average ÷ 100; what arrives = amount − cost, valued in USD at the mid-market rate. The headline figures are those of the global average (6.18 %).',
        'The World Bank (Remittance Prices Worldwide) surveys what sending the equivalent of USD 200 costs along the corridors it covers, counting the transaction fee and the margin on the exchange rate, and publishes averages over the services and corridors surveyed. A given corridor, provider or payment method can cost much more or much less.',
        'International money transfer operators are those of the World Bank International MTO Index; digital services, those of its digital remittances index; digital-only operators, those of its digital-only MTO index.',
        'No provider\'s own fee schedule is included: none could be verified against the provider\'s own published fee page.',
        'Computed at full precision; money rounded to cents, half away from zero, at the output only.'
      ],
      rules: [
        {
          id: 'remittance-prices',
          name: 'World Bank remittance price averages',
          effective: '2023-07-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'World Bank — Remittance Prices Worldwide, Issue 47 (September 2023): key findings for Q3 2023',
              url: 'https://remittanceprices.worldbank.org'
            },
            {
              title: 'PlainRemit — Methodology & data sources (how the World Bank RPW prices a USD 200 transfer)',
              url: 'https://plainremit.com/methodology/'
            }
          ]
        }
      ]
    },
  },
];
