import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './uk-self-assessment.examples.js';
import page from './uk-self-assessment.page.js';
import run from './uk-self-assessment.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'UK sole trader Self Assessment and payments on account',
  summary: 'Estimates a sole trader\'s income tax (UK or Scottish bands, Personal Allowance taper) and Class 4 National Insurance for a tax year, and what to pay on 31 January and 31 July, including whether payments on account are due.',
  agentDescription:
    'UK sole trader tax, 2024-25 to 2026-27: income tax (UK or Scottish bands, allowance taper), Class 4 NI, voluntary Class 2, balancing payment and payments on account with dates.',
  description:
    'Self Assessment estimate for a UK sole trader, in pounds, for a tax year (6 April to 5 April; default the current one; ' +
    '2024-25 to 2026-27, later years refused until their rates are published). Income = max(tradingProfit, 0) + otherIncome ' +
    '(employment or pension under PAYE). Personal Allowance £12,570 less half the income above £100,000, rounded up to the ' +
    'pound (nil from £125,140). Bands on taxable income: 20/40/45 % (basic to £37,700, additional above £125,140) or, with ' +
    'scotland, the six Scottish bands 19–48 %. Tax due = tax on all income − taxDeductedAtSource (default: the tax on otherIncome ' +
    'alone). Class 4: 6 % of profits from £12,570 to £50,270, 2 % above. Class 2 is credited from the small profits threshold ' +
    '(£7,105 in 2026-27); below it, voluntary Class 2 is priced at 52 weeks (not in the bill). Bill = tax due + Class 4. ' +
    'Payments on account for this year = half of lastYearTaxDue each (31 January and 31 July in and after the year; none ' +
    'under £1,000 or if not given); balancing payment = bill − those, 31 January after the year; next year\'s payments on ' +
    'account = half the bill each, unless it is under £1,000 or more than 80 % of the tax was deducted at source. Losses ' +
    'count as 0 (loss relief not modelled). Rule set uk-income-tax-and-class-4.',
  category: 'spain-uk',
  es: {
    title: 'Self Assessment británica para autónomos: impuesto, clase 4 y pagos a cuenta',
    shortTitle: 'Self Assessment de autónomos del Reino Unido',
    summary: 'Calcula el impuesto sobre la renta (tramos del Reino Unido o de Escocia, con la reducción del mínimo personal) y la cotización de clase 4 de un autónomo británico en un año fiscal, y lo que hay que pagar el 31 de enero y el 31 de julio, incluidos los pagos a cuenta.',
  },
  examples,
  worstCase: () => ({ tradingProfit: MAX_AMOUNT, otherIncome: MAX_AMOUNT, scotland: true, taxYear: '2026-27', lastYearTaxDue: MAX_AMOUNT, taxDeductedAtSource: MAX_AMOUNT }),
});
