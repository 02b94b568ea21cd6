import { defineOperation } from '../../core/operation.js';
import { LLC_FEES_LAST_CHECKED } from '../../rules/us/llc-state-fees.js';
import { examples } from './llc-costs.examples.js';
import page from './llc-costs.page.js';
import run, { DEFINITIONS } from './llc-costs.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'LLC costs by state',
  summary: 'State fees to form and keep an LLC in each of the 50 states and DC: formation, annual or biennial report and minimum annual tax, with first-year and recurring totals.',
  agentDescription:
    'State fees to form and keep an LLC in one US state or DC, or all 51 ranked: formation, annual report, minimum tax, first-year and yearly totals, sourced. Excludes newspaper, agent and income-based costs.',
  description:
    'For one state (state, a USPS code in any case; DC for the District of Columbia) or, without state, all 51 jurisdictions in ' +
    'code order: the state fee to form a domestic LLC, the annual or biennial report fee and its frequency, the minimum annual tax, ' +
    'franchise tax or license fee of a small LLC, and two totals. ' + DEFINITIONS + ' ' +
    'Without state the answer also names the cheapest and the most expensive states on each total (ties listed together). ' +
    'The fees are the state filing fees of a domestic LLC, filed online unless a row\'s formationFiledBy says paper (Massachusetts: ' +
    'the $500 paper fee, since the online fee could not be verified). Newspaper publication is required in New York (NY LLC Law 206: ' +
    'two newspapers for six weeks within 120 days, then a $50 certificate of publication, which the first-year total includes), ' +
    'Nebraska and Arizona outside Maricopa and Pima counties: publication says so on each row and a warning names it, but what the ' +
    'newspapers charge is not included, since it varies by county and has no official figure. Not included either: ' +
    'registered agents, name reservations, business ' +
    'licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed (California\'s ' +
    'LLC fee from $250,000 of income, Texas franchise tax above $2.65 million of revenue, Tennessee excise tax, Wyoming\'s license ' +
    'fee above $60, Tennessee\'s fees above 6 members). Every row carries its sources, the date it was checked (' + LLC_FEES_LAST_CHECKED +
    ') and a confidence: high only when every figure was read in an official text (statute, regulation or agency page); medium when ' +
    'independent sources agree; medium-low when a figure rests on a single compiled source. Results echo that confidence and warn ' +
    'when it is not high. The fees stand until a state changes them, so the table is not dated by the calendar year: a request in ' +
    '2027 gets the same rows, each with its last-checked date. The table is published as the dataset us-llc-state-fees. Amounts are in US dollars, exact to the cent. An ' +
    'unknown code is a 400 naming it with the closest codes; a state name is a 400 giving its code.',
  category: 'us-tax',
  es: {
    title: 'Costes de una LLC por estado',
    summary: 'Tasas estatales para constituir y mantener una LLC en cada uno de los 50 estados y el Distrito de Columbia: constitución, informe anual o bienal e impuesto anual mínimo, con totales del primer año y recurrentes.',
  },
  examples,
  // Every row, every extreme: the largest answer.
  worstCase: () => ({}),
});
