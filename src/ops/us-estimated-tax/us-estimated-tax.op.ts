import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './us-estimated-tax.examples.js';
import page from './us-estimated-tax.page.js';
import run from './us-estimated-tax.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'US quarterly estimated tax for the self-employed (Form 1040-ES)',
  summary:
    'Works out a US freelancer\'s federal tax for the year, the required annual payment of estimated tax and what to pay on each installment still ahead, with its due date.',
  agentDescription:
    'US Form 1040-ES for a freelancer: the year’s federal tax (SE and income tax), the required annual payment and each remaining quarterly installment with its due date.',
  description:
    'Form 1040-ES for a US self-employed person, federal taxes only, tax year = the one whose installments are being paid on the UTC ' +
    'request date (until the fourth installment is due in January, the previous year). TAX (the model of finance-score, rules of the tax ' +
    'year): net earnings NE = 92.35 % × netProfit (0 for a loss); SE tax = 12.4 % × min(NE, wage base: $184,500 in 2026) + 2.9 % × NE, 0 ' +
    'when NE < $400; Additional Medicare Tax = 0.9 % × (NE − $200,000; $250,000 married filing jointly); AGI = netProfit + otherIncome − ' +
    'half the SE tax; T = AGI − standard deduction (2026: $16,100, $32,200 joint, $24,150 head of household), not below 0; §199A deduction = ' +
    'min(20 % × (netProfit − half SE tax), 20 % × T), phased down above the threshold for a business with no W-2 wages or property, at ' +
    'least $400 from 2026 when that income is $1,000 or more; income tax by the table of the status on T − deduction; total tax = income ' +
    'tax + SE tax + Additional Medicare Tax. REQUIRED ANNUAL PAYMENT (IRC §6654(d)(1)): the smaller of 90 % of the total tax and, when ' +
    'priorYearTax is given, 100 % of it (110 % when priorYearAgi exceeds $150,000 or is not given). No payments are required when the ' +
    'total tax − withholding is under $1,000 or withholding covers the required payment. INSTALLMENTS: due April 15, June 15, September ' +
    '15 and January 15, each moved to the next day that is not a weekend or DC legal holiday (IRC §7503); withholding counts as paid in ' +
    'four equal parts; remainingToPay = required − withholding − paidSoFar; the next installment due on or after the request date brings ' +
    'the payments up to 25 % of (required − withholding) per installment due by then, the rest is split evenly over the following ones ' +
    '(Publication 505, Amended Estimated Tax Worksheet). Past installments that paidSoFar does not cover are listed in shortInstallments, ' +
    'with a warning that a penalty may apply: estimated-tax-penalty computes it. Not modelled: credits, itemizing, AMT, the annualized ' +
    'income method, married filing separately, state taxes. Dates past the published rules carry the last figures forward, named in ' +
    'warnings. Method: /guides/us-estimated-tax-1040-es.',
  category: 'us-tax',
  es: {
    title: 'Impuesto estimado trimestral de los autónomos en EE. UU. (formulario 1040-ES)',
    shortTitle: 'Impuesto estimado trimestral en EE. UU. (1040-ES)',
    summary:
      'Calcula el impuesto federal del año de un autónomo en EE. UU., el pago anual exigido de impuesto estimado y lo que hay que pagar en cada plazo pendiente, con su vencimiento.',
  },
  examples,
  worstCase: () => ({
    netProfit: MAX_AMOUNT,
    otherIncome: MAX_AMOUNT,
    filingStatus: 'marriedJointly' as const,
    priorYearTax: MAX_AMOUNT,
    priorYearAgi: MAX_AMOUNT,
    withholding: 1,
    paidSoFar: 1,
  }),
});
