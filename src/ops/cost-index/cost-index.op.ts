import { defineOperation } from '../../core/operation.js';
import { costIndexMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { FIRST_ISSUE } from './cost-index.js';
import { examples } from './cost-index.examples.js';
import page from './cost-index.page.js';
import run from './cost-index.run.js';

const METHOD_TEXT = costIndexMethod.map((m) => `${m.id} (${m.floor}–${m.ceiling} ${m.unit}, weight ${m.weight})`).join(', ');

export default defineOperation({
  ...run,
  ...page,
  title: 'US freelance cost index',
  summary: 'A monthly reading from 0 to 10 of what running a US freelance business costs, every component scored, weighted and sourced.',
  agentDescription:
    'Monthly US freelance cost index (0–10) from CPI inflation, the fed funds rate, IRS underpayment and mileage rates and the Social Security wage base, each scored and sourced.',
  description:
    'Returns one published monthly issue of the US freelance cost index, or every issue with list: true. Each issue scores five official ' +
    'figures for its month, in force or published: consumer prices (the BLS CPI-U all items 12-month change), borrowing costs (the upper ' +
    'limit of the FOMC federal funds target range on the last day of the month), the IRS underpayment interest rate for individuals ' +
    '(quarterly), the IRS standard mileage rate for business use (annual) and the Social Security wage base (annual; annual and quarterly ' +
    'figures apply to every month they cover). Each value v is scored on a linear scale between a floor and a ceiling: score = 10 × (v − ' +
    'floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to 2 decimals (half up); the reading is Σ weight × score, rounded to 1 decimal ' +
    `(half up). Scales and weights are methodology choices, not facts: ${METHOD_TEXT}. Issues run from ${FIRST_ISSUE} to the latest month ` +
    'whose BLS CPI release is in the dataset (us-freelance-cost-index); an issue is available from the day of that release. A month with no ' +
    'published CPI (October 2025, when BLS collected no data) carries the September value forward and flags it. issue (YYYY-MM) defaults to ' +
    `the latest published issue; before ${FIRST_ISSUE}, a future month, or a month not yet in the dataset is a 400 naming the latest ` +
    'available issue; list cannot be combined with issue. When the latest published issue is more than two months old (the UTC date ' +
    'of the request is after the last day of the second month after the issue month: May 2026 is current through 31 July 2026), ' +
    'every result warns that the index may not reflect current costs; no later issue is estimated. Health coverage premiums are left out: no official national benchmark premium ' +
    'figure could be verified. Not a forecast and not a personal cost estimate.',
  category: 'us-tax',
  es: {
    title: 'Índice de costes del autónomo en EE. UU.',
    summary: 'Una lectura mensual de 0 a 10 de lo que cuesta tener un negocio como autónomo en EE. UU., con cada componente puntuado, ponderado y con fuente.',
  },
  examples,
  worstCase: () => ({ list: true }),
});
