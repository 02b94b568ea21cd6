import { defineOperation } from '../../core/operation.js';
import { examples } from './uk-state-pension.examples.js';
import page from './uk-state-pension.page.js';
import run, { MAX_YEARS } from './uk-state-pension.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'UK State Pension forecast and Class 3 top-up',
  summary: 'Forecasts the new State Pension from your qualifying years, the shortfall to the full rate, and what buying gap years with voluntary Class 3 contributions adds, costs and takes to pay back.',
  agentDescription:
    'UK new State Pension forecast from National Insurance qualifying years at this year’s full rate (10 years minimum, 35 full), and what buying Class 3 gap years adds, costs and takes to pay back.',
  description:
    'New State Pension (Pensions Act 2014), in pounds, at the rates of the current UK tax year (6 April to 5 April), chosen ' +
    'from the UTC date of the request: full rate £241.30 a week in 2026/27 (£230.25 in 2025/26), from the rule set ' +
    'uk-state-pension-rates. Years counted = min(qualifyingYears + futureYears, 35). Weekly pension = 0 when fewer than 10 ' +
    'years are counted, else full rate ÷ 35 × years counted (the full rate from 35 years). Four-weekly = weekly × 4 (it is ' +
    'paid every 4 weeks); yearly = weekly × 52. Shortfall = full rate − weekly pension, and × 52 a year; yearsShortOfFullRate = ' +
    '35 − years counted. boughtYears are gap years you consider filling with voluntary Class 3 contributions: only gaps from ' +
    'the past 6 tax years can still be paid for (GOV.UK; the extension back to 2006-07 closed on 5 April 2025), so years asked ' +
    'for beyond 6 are reported as notBuyableYears, with a warning, and are not bought, costed or counted; of the buyable ones ' +
    'only those that keep the record within 35 are useful (the rest add nothing, are reported as wasted and are not costed); extra pension ' +
    '= pension with the useful years − pension without them (0 while the record stays under 10 years). Cost = useful years × ' +
    '52 × the Class 3 weekly rate of the current tax year (rule set uk-voluntary-class-3-rates: £18.40 a week in 2026/27, ' +
    '£17.75 in 2025/26); payback = cost ÷ extra yearly pension, in years. The 2027/28 rates are not published yet: from 6 April ' +
    '2027 the 2026/27 full rate and Class 3 rate are carried forward and a warning names them (both are uprated each April, so ' +
    'the payback time moves less than either). Simplifications: people with National Insurance ' +
    'years before 6 April 2016 get a starting amount under transitional rules that can be higher or lower than full ÷ 35 × ' +
    'years (contracted-out years, protected payment): not modelled; the forecast is in today\'s money (no future uprating); ' +
    'State Pension age is not computed (no date depends on it); gaps in the previous 2 tax years are charged at their original rates. ' +
    'Years are whole tax years: integers 0–70 (qualifyingYears required, ' +
    'futureYears and boughtYears default 0). Amounts are computed at full precision and rounded to pence only in the output; ' +
    'payback is rounded to 2 decimals.',
  category: 'spain-uk',
  es: {
    title: 'Pensión estatal del Reino Unido y cotizaciones voluntarias de clase 3',
    shortTitle: 'Pensión estatal del Reino Unido y cotizaciones de clase 3',
    summary: 'Calcula la nueva pensión estatal británica según los años cotizados, lo que falta para la cuantía completa y lo que aporta, cuesta y tarda en amortizarse comprar años con cotizaciones voluntarias de clase 3.',
  },
  examples,
  worstCase: () => ({ qualifyingYears: MAX_YEARS, futureYears: MAX_YEARS, boughtYears: MAX_YEARS }),
});
