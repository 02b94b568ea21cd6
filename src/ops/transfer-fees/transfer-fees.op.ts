import { defineOperation } from '../../core/operation.js';
import { examples } from './transfer-fees.examples.js';
import page from './transfer-fees.page.js';
import run from './transfer-fees.run.js';

export default defineOperation({
  ...run,
  ...page,
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
  es: {
    title: 'Calculadora del coste de una transferencia internacional',
    summary: 'Calcula lo que cuesta de verdad un pago internacional, incluido el margen sobre el tipo de cambio, y lo que llega.',
  },
  examples,
  worstCase: () => ({ amount: 1e12, pctFee: 100, fixedFee: 1e12, fxMarkupPct: 100, recipientFee: 1e12 }),
});
