import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { cents, moneyOut } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { ruleVersionAt, rulesUsed, type RulesUsed } from '../../rules/rule-set.js';
import { ukStatePensionRates } from '../../rules/uk/uk-state-pension-rates.rules.js';
import { ukVoluntaryClass3Rates } from '../../rules/uk/uk-voluntary-class-3-rates.rules.js';
import { countedYears, gbp, plural, taxYearOf, topUp, weeklyPension, type PensionRates } from './uk-state-pension.js';

/** Longest plausible working life in tax years (16 to beyond State Pension age): a bound, not a rule. */
const MAX_YEARS = 70;

const years = (description: string) => z.int().min(0).max(MAX_YEARS).describe(description);
const maybeMoney = (description: string) => z.number().nullable().describe(description);

export default defineOperation({
  id: 'uk-state-pension',
  title: 'UK State Pension forecast and Class 3 top-up',
  summary: 'Forecasts the new State Pension from your qualifying years, the shortfall to the full rate, and what buying gap years with voluntary Class 3 contributions adds, costs and takes to pay back.',
  description:
    'New State Pension (Pensions Act 2014), in pounds, at the rates of the current UK tax year (6 April to 5 April), chosen ' +
    'from the UTC date of the request: full rate £241.30 a week in 2026/27 (£230.25 in 2025/26), from the rule set ' +
    'uk-state-pension-rates. Years counted = min(qualifyingYears + futureYears, 35). Weekly pension = 0 when fewer than 10 ' +
    'years are counted, else full rate ÷ 35 × years counted (the full rate from 35 years). Four-weekly = weekly × 4 (it is ' +
    'paid every 4 weeks); yearly = weekly × 52. Shortfall = full rate − weekly pension, and × 52 a year; yearsShortOfFullRate = ' +
    '35 − years counted. boughtYears are gap years you consider filling with voluntary Class 3 contributions: only the years ' +
    'that keep the record within 35 are useful (the rest add nothing, are reported as wasted and are not costed); extra pension ' +
    '= pension with the useful years − pension without them (0 while the record stays under 10 years). Cost = useful years × ' +
    '52 × the Class 3 weekly rate of the current tax year (rule set uk-voluntary-class-3-rates); payback = cost ÷ extra yearly ' +
    'pension, in years. The Class 3 rate is used only for the tax year it belongs to: when the current tax year has no verified ' +
    'rate (2026/27: published figures of £18.40 and £18.85 a week conflict and neither was confirmed from GOV.UK or ' +
    'legislation.gov.uk), cost and payback are null and a warning says so. Simplifications: people with National Insurance ' +
    'years before 6 April 2016 get a starting amount under transitional rules that can be higher or lower than full ÷ 35 × ' +
    'years (contracted-out years, protected payment): not modelled; the forecast is in today\'s money (no future uprating); ' +
    'State Pension age is not computed; gaps in the previous 2 tax years are charged at their original rates and gaps can ' +
    'normally be filled only for the last 6 tax years. Years are whole tax years: integers 0–70 (qualifyingYears required, ' +
    'futureYears and boughtYears default 0). Amounts are computed at full precision and rounded to pence only in the output; ' +
    'payback is rounded to 2 decimals.',
  category: 'spain-uk',
  kind: 'calculator',
  jurisdiction: 'uk',
  es: {
    title: 'Pensión estatal del Reino Unido y cotizaciones voluntarias de clase 3',
    summary: 'Calcula la nueva pensión estatal británica según los años cotizados, lo que falta para la cuantía completa y lo que aporta, cuesta y tarda en amortizarse comprar años con cotizaciones voluntarias de clase 3.',
  },
  input: z.strictObject({
    qualifyingYears: years('Qualifying years already on your National Insurance record (whole tax years, 0–70).'),
    futureYears: years('Further full qualifying years you expect before State Pension age (0–70, default 0).').default(0),
    boughtYears: years('Gap years you are considering filling with voluntary Class 3 contributions (0–70, default 0).').default(0),
  }),
  output: z.strictObject({
    taxYear: z.string().describe('The UK tax year whose rates are used, e.g. 2026/27 (it runs 6 April to 5 April).'),
    fullWeeklyRate: moneyOut('Full new State Pension per week in that tax year, in pounds.'),
    recordYears: z.number().describe('qualifyingYears + futureYears, before the cap.'),
    countedYears: z.number().describe('Qualifying years that count: recordYears capped at 35.'),
    entitled: z.boolean().describe('Whether at least 10 years are counted (fewer give no new State Pension).'),
    weeklyPension: moneyOut('Forecast weekly pension in pounds, today\'s money: full rate ÷ 35 × counted years, 0 under 10 years.'),
    fourWeeklyPension: moneyOut('What each payment would be: weekly × 4 (paid every 4 weeks).'),
    yearlyPension: moneyOut('Weekly × 52.'),
    yearsShortOfFullRate: z.number().describe('35 − countedYears.'),
    weeklyShortfall: moneyOut('Full rate − weekly pension, per week.'),
    yearlyShortfall: moneyOut('The weekly shortfall × 52.'),
    voluntary: z
      .strictObject({
        boughtYears: z.number().describe('Gap years asked about.'),
        usefulYears: z.number().describe('Those that add to the record: at most 35 − countedYears.'),
        wastedYears: z.number().describe('Those past 35 years: they add nothing and are not costed.'),
        extraWeeklyPension: moneyOut('Extra weekly pension the useful years bring (0 if the record stays under 10 years).'),
        extraYearlyPension: moneyOut('Extra weekly pension × 52.'),
        weeklyPensionWithBoughtYears: moneyOut('Forecast weekly pension with the useful bought years.'),
        yearlyPensionWithBoughtYears: moneyOut('That weekly pension × 52.'),
        class3WeeklyRate: maybeMoney('Voluntary Class 3 rate per week for this tax year; null when no verified rate is available.'),
        cost: maybeMoney('Useful years × 52 × the Class 3 weekly rate; 0 with no useful years; null when the rate is not available.'),
        paybackYears: z.number().nullable().describe('Cost ÷ extra yearly pension, in years (2 decimals); null when there is no extra pension or no cost.'),
      })
      .describe('Filling gap years with voluntary Class 3 contributions.'),
    breakdown: breakdownOut,
    assumptions: assumptionsOut,
    warnings: z.array(z.string()).describe('What needs your attention: no pension under 10 years, wasted bought years, a missing Class 3 rate.'),
    rules: rulesOut,
  }),
  examples: [
    {
      title: '20 years on the record, 10 more to come, 3 gap years considered (no verified 2026/27 Class 3 rate)',
      input: { qualifyingYears: 20, futureYears: 10, boughtYears: 3 },
      output: {
        taxYear: '2026/27',
        fullWeeklyRate: 241.3,
        recordYears: 30,
        countedYears: 30,
        entitled: true,
        weeklyPension: 206.83,
        fourWeeklyPension: 827.31,
        yearlyPension: 10755.09,
        yearsShortOfFullRate: 5,
        weeklyShortfall: 34.47,
        yearlyShortfall: 1792.51,
        voluntary: {
          boughtYears: 3,
          usefulYears: 3,
          wastedYears: 0,
          extraWeeklyPension: 20.68,
          extraYearlyPension: 1075.51,
          weeklyPensionWithBoughtYears: 227.51,
          yearlyPensionWithBoughtYears: 11830.59,
          class3WeeklyRate: null,
          cost: null,
          paybackYears: null
        },
        breakdown: [
          {
            item: 'recordYears',
            label: 'Qualifying years on the record (20) + further years expected (10)',
            amount: 30
          },
          { item: 'countedYears', label: 'Years counted, capped at 35', amount: 30 },
          { item: 'fullWeeklyRate', label: 'Full new State Pension per week, 2026/27', amount: 241.3 },
          { item: 'weeklyPension', label: 'Weekly pension: £241.30 ÷ 35 × 30', amount: 206.83 },
          { item: 'fourWeeklyPension', label: 'Each four-weekly payment: weekly × 4', amount: 827.31 },
          { item: 'yearlyPension', label: 'Yearly pension: weekly × 52', amount: 10755.09 },
          {
            item: 'weeklyShortfall',
            label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
            amount: 34.47
          },
          { item: 'yearlyShortfall', label: 'Shortfall per year: weekly shortfall × 52', amount: 1792.51 },
          { item: 'usefulBoughtYears', label: 'Bought years that add to the record (at most 35 − 30)', amount: 3 },
          {
            item: 'extraWeeklyPension',
            label: 'Extra weekly pension: pension with 33 years − pension with 30 years',
            amount: 20.68
          },
          { item: 'extraYearlyPension', label: 'Extra yearly pension: extra weekly × 52', amount: 1075.51 }
        ],
        assumptions: [
          'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
          'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
          'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
          "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
          'futureYears are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
          'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
          'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
          'Years are whole tax years: non-integers are refused.',
          'Bought years are costed at the 2026/27 Class 3 rate × 52 weeks; gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.',
          'Gaps can normally be filled only for the last 6 tax years (HMRC); older gaps may no longer be open.',
          'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
          'Bought years past 35 add nothing and are not costed.',
          'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.'
        ],
        warnings: [
          'No verified voluntary Class 3 rate for tax year 2026/27 is available (published figures conflict and could not be confirmed from an official source), so the cost of the bought years and the payback time are not computed. Check the rate at https://www.gov.uk/voluntary-national-insurance-contributions/rates.'
        ],
        rules: [
          {
            id: 'uk-state-pension-rates',
            name: 'UK new State Pension rates',
            effective: '2026-04-06',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'GOV.UK (DWP) — Proposed benefit and pension rates 2026 to 2027',
                url: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/proposed-benefit-and-pension-rates-2026-to-2027'
              },
              {
                title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
                url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2'
              },
              {
                title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
                url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13'
              },
              {
                title: "GOV.UK — The new State Pension: What you'll get",
                url: 'https://www.gov.uk/new-state-pension/what-youll-get'
              },
              {
                title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
                url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688'
              },
              {
                title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
                url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance'
              }
            ]
          }
        ]
      }
    },
    {
      title: 'A full record: 40 years count as 35',
      input: { qualifyingYears: 40 },
      output: {
        taxYear: '2026/27',
        fullWeeklyRate: 241.3,
        recordYears: 40,
        countedYears: 35,
        entitled: true,
        weeklyPension: 241.3,
        fourWeeklyPension: 965.2,
        yearlyPension: 12547.6,
        yearsShortOfFullRate: 0,
        weeklyShortfall: 0,
        yearlyShortfall: 0,
        voluntary: {
          boughtYears: 0,
          usefulYears: 0,
          wastedYears: 0,
          extraWeeklyPension: 0,
          extraYearlyPension: 0,
          weeklyPensionWithBoughtYears: 241.3,
          yearlyPensionWithBoughtYears: 12547.6,
          class3WeeklyRate: null,
          cost: 0,
          paybackYears: null
        },
        breakdown: [
          {
            item: 'recordYears',
            label: 'Qualifying years on the record (40) + further years expected (0)',
            amount: 40
          },
          { item: 'countedYears', label: 'Years counted, capped at 35', amount: 35 },
          { item: 'fullWeeklyRate', label: 'Full new State Pension per week, 2026/27', amount: 241.3 },
          { item: 'weeklyPension', label: 'Weekly pension: £241.30 ÷ 35 × 35', amount: 241.3 },
          { item: 'fourWeeklyPension', label: 'Each four-weekly payment: weekly × 4', amount: 965.2 },
          { item: 'yearlyPension', label: 'Yearly pension: weekly × 52', amount: 12547.6 },
          {
            item: 'weeklyShortfall',
            label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
            amount: 0
          },
          { item: 'yearlyShortfall', label: 'Shortfall per year: weekly shortfall × 52', amount: 0 }
        ],
        assumptions: [
          'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
          'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
          'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
          "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
          'futureYears are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
          'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
          'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
          'Years are whole tax years: non-integers are refused.'
        ],
        warnings: [],
        rules: [
          {
            id: 'uk-state-pension-rates',
            name: 'UK new State Pension rates',
            effective: '2026-04-06',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'GOV.UK (DWP) — Proposed benefit and pension rates 2026 to 2027',
                url: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/proposed-benefit-and-pension-rates-2026-to-2027'
              },
              {
                title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
                url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2'
              },
              {
                title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
                url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13'
              },
              {
                title: "GOV.UK — The new State Pension: What you'll get",
                url: 'https://www.gov.uk/new-state-pension/what-youll-get'
              },
              {
                title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
                url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688'
              },
              {
                title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
                url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance'
              }
            ]
          }
        ]
      }
    },
    {
      title: '9 years: no pension until a 10th year is added',
      input: { qualifyingYears: 9, boughtYears: 1 },
      output: {
        taxYear: '2026/27',
        fullWeeklyRate: 241.3,
        recordYears: 9,
        countedYears: 9,
        entitled: false,
        weeklyPension: 0,
        fourWeeklyPension: 0,
        yearlyPension: 0,
        yearsShortOfFullRate: 26,
        weeklyShortfall: 241.3,
        yearlyShortfall: 12547.6,
        voluntary: {
          boughtYears: 1,
          usefulYears: 1,
          wastedYears: 0,
          extraWeeklyPension: 68.94,
          extraYearlyPension: 3585.03,
          weeklyPensionWithBoughtYears: 68.94,
          yearlyPensionWithBoughtYears: 3585.03,
          class3WeeklyRate: null,
          cost: null,
          paybackYears: null
        },
        breakdown: [
          {
            item: 'recordYears',
            label: 'Qualifying years on the record (9) + further years expected (0)',
            amount: 9
          },
          { item: 'countedYears', label: 'Years counted, capped at 35', amount: 9 },
          { item: 'fullWeeklyRate', label: 'Full new State Pension per week, 2026/27', amount: 241.3 },
          { item: 'weeklyPension', label: 'Weekly pension: none, fewer than 10 qualifying years', amount: 0 },
          { item: 'fourWeeklyPension', label: 'Each four-weekly payment: weekly × 4', amount: 0 },
          { item: 'yearlyPension', label: 'Yearly pension: weekly × 52', amount: 0 },
          {
            item: 'weeklyShortfall',
            label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
            amount: 241.3
          },
          { item: 'yearlyShortfall', label: 'Shortfall per year: weekly shortfall × 52', amount: 12547.6 },
          { item: 'usefulBoughtYears', label: 'Bought years that add to the record (at most 35 − 9)', amount: 1 },
          {
            item: 'extraWeeklyPension',
            label: 'Extra weekly pension: pension with 10 years − pension with 9 years',
            amount: 68.94
          },
          { item: 'extraYearlyPension', label: 'Extra yearly pension: extra weekly × 52', amount: 3585.03 }
        ],
        assumptions: [
          'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
          'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
          'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
          "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
          'futureYears are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
          'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
          'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
          'Years are whole tax years: non-integers are refused.',
          'Bought years are costed at the 2026/27 Class 3 rate × 52 weeks; gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.',
          'Gaps can normally be filled only for the last 6 tax years (HMRC); older gaps may no longer be open.',
          'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
          'Bought years past 35 add nothing and are not costed.',
          'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.'
        ],
        warnings: [
          'No new State Pension: 9 years counted, at least 10 qualifying years are needed.',
          'No verified voluntary Class 3 rate for tax year 2026/27 is available (published figures conflict and could not be confirmed from an official source), so the cost of the bought years and the payback time are not computed. Check the rate at https://www.gov.uk/voluntary-national-insurance-contributions/rates.'
        ],
        rules: [
          {
            id: 'uk-state-pension-rates',
            name: 'UK new State Pension rates',
            effective: '2026-04-06',
            lastChecked: '2026-11-21',
            sources: [
              {
                title: 'GOV.UK (DWP) — Proposed benefit and pension rates 2026 to 2027',
                url: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/proposed-benefit-and-pension-rates-2026-to-2027'
              },
              {
                title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
                url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2'
              },
              {
                title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
                url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13'
              },
              {
                title: "GOV.UK — The new State Pension: What you'll get",
                url: 'https://www.gov.uk/new-state-pension/what-youll-get'
              },
              {
                title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
                url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688'
              },
              {
                title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
                url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance'
              }
            ]
          }
        ]
      }
    },
  ],
  worstCase: () => ({ qualifyingYears: MAX_YEARS, futureYears: MAX_YEARS, boughtYears: MAX_YEARS }),
  run: ({ qualifyingYears, futureYears, boughtYears }, ctx) => {
    const today = utcDate(ctx.now());
    const taxYear = taxYearOf(today);
    const version = ruleVersionAt(ukStatePensionRates, today);
    const v = version.values;
    const rates: PensionRates = {
      fullWeeklyRate: v.fullWeeklyRate.value,
      yearsForFull: v.qualifyingYearsForFullRate.value,
      minimumYears: v.minimumQualifyingYears.value,
      weeksPerPayment: v.weeksPerPayment.value,
      weeksPerYear: v.weeksPerYear.value,
    };
    const full = rates.fullWeeklyRate;
    const perYear = rates.weeksPerYear;

    const recordYears = qualifyingYears + futureYears;
    const counted = countedYears(recordYears, rates);
    const entitled = counted >= rates.minimumYears;
    const weekly = weeklyPension(recordYears, rates);
    const shortfallWeekly = full - weekly;

    const bought = topUp(recordYears, boughtYears, rates);
    const weeklyWith = weekly + bought.extraWeekly;
    const extraYearly = bought.extraWeekly * perYear;

    // The Class 3 rate is used only for its own tax year: a missing year must not fall back on last year's rate.
    const class3 = ukVoluntaryClass3Rates.versions.find((x) => x.effective === taxYear.start);
    const class3Weekly = class3 ? class3.values.weeklyRate.value : null;
    const cost = bought.useful === 0 ? 0 : class3 ? bought.useful * class3.values.contributionsPerYear.value * class3.values.weeklyRate.value : null;
    const payback = cost !== null && cost > 0 && extraYearly > 0 ? cost / extraYearly : null;

    const fmtYears = (n: number) => plural(n, 'year');
    const breakdown: BreakdownItem[] = [
      { item: 'recordYears', label: `Qualifying years on the record (${qualifyingYears}) + further years expected (${futureYears})`, amount: recordYears },
      { item: 'countedYears', label: `Years counted, capped at ${rates.yearsForFull}`, amount: counted },
      { item: 'fullWeeklyRate', label: `Full new State Pension per week, ${taxYear.label}`, amount: full },
      {
        item: 'weeklyPension',
        label: entitled
          ? `Weekly pension: ${gbp(full)} ÷ ${rates.yearsForFull} × ${counted}`
          : `Weekly pension: none, fewer than ${rates.minimumYears} qualifying years`,
        amount: cents(weekly),
      },
      { item: 'fourWeeklyPension', label: `Each four-weekly payment: weekly × ${rates.weeksPerPayment}`, amount: cents(weekly * rates.weeksPerPayment) },
      { item: 'yearlyPension', label: `Yearly pension: weekly × ${perYear}`, amount: cents(weekly * perYear) },
      { item: 'weeklyShortfall', label: `Shortfall to the full rate per week: ${gbp(full)} − weekly pension`, amount: cents(shortfallWeekly) },
      { item: 'yearlyShortfall', label: `Shortfall per year: weekly shortfall × ${perYear}`, amount: cents(shortfallWeekly * perYear) },
    ];
    if (boughtYears > 0) {
      breakdown.push(
        { item: 'usefulBoughtYears', label: `Bought years that add to the record (at most ${rates.yearsForFull} − ${counted})`, amount: bought.useful },
        {
          item: 'extraWeeklyPension',
          label: `Extra weekly pension: pension with ${fmtYears(Math.min(recordYears + bought.useful, rates.yearsForFull))} − pension with ${fmtYears(counted)}`,
          amount: cents(bought.extraWeekly),
        },
        { item: 'extraYearlyPension', label: `Extra yearly pension: extra weekly × ${perYear}`, amount: cents(extraYearly) },
      );
      if (class3 && cost !== null) {
        breakdown.push({
          item: 'class3Cost',
          label: `Class 3 cost: ${fmtYears(bought.useful)} × ${class3.values.contributionsPerYear.value} weeks × ${gbp(class3.values.weeklyRate.value)}`,
          amount: cents(cost),
        });
      }
      if (payback !== null) breakdown.push({ item: 'paybackYears', label: 'Payback in years: cost ÷ extra yearly pension', amount: cents(payback) });
    }

    const warnings: string[] = [];
    if (!entitled) {
      warnings.push(
        `No new State Pension: ${fmtYears(counted)} counted, at least ${rates.minimumYears} qualifying years are needed.`,
      );
    }
    if (bought.wasted > 0) {
      warnings.push(
        `${plural(bought.wasted, 'bought year')} would take the record past ${rates.yearsForFull} years and add nothing; ` +
          (bought.useful > 0 ? `only the ${fmtYears(bought.useful)} that count ${bought.useful === 1 ? 'is' : 'are'} costed.` : 'none is costed.'),
      );
    }
    if (bought.useful > 0 && bought.extraWeekly === 0) {
      warnings.push(
        `Even with the bought years the record stays under ${rates.minimumYears} qualifying years: they add no pension on their own.`,
      );
    }
    if (bought.useful > 0 && !class3) {
      warnings.push(
        `No verified voluntary Class 3 rate for tax year ${taxYear.label} is available (published figures conflict and could not be ` +
          'confirmed from an official source), so the cost of the bought years and the payback time are not computed. ' +
          'Check the rate at https://www.gov.uk/voluntary-national-insurance-contributions/rates.',
      );
    }
    if (version.effective < taxYear.start) {
      warnings.push(
        `No State Pension rates for tax year ${taxYear.label} in the rule set yet: the latest available (effective ${version.effective}) are used.`,
      );
    }

    const assumptions = [
      `Tax year ${taxYear.label}: the date of the request (${today}, UTC) falls in the tax year starting ${taxYear.start}; rule set ` +
        `uk-state-pension-rates effective ${version.effective}, full rate ${gbp(full)} a week.`,
      'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
      'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher ' +
        '(a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on ' +
        'GOV.UK (Check your State Pension forecast) gives your own figure.',
      "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
      'futureYears are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
      `Yearly amounts are weekly × ${perYear}; the pension is paid every ${rates.weeksPerPayment} weeks, so each payment is weekly × ${rates.weeksPerPayment}.`,
      'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
      'Years are whole tax years: non-integers are refused.',
    ];
    if (boughtYears > 0) {
      assumptions.push(
        `Bought years are costed at the ${taxYear.label} Class 3 rate × 52 weeks; gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.`,
        `Gaps can normally be filled only for the last ${v.voluntaryBuyBackYears.value} tax years (HMRC); older gaps may no longer be open.`,
        'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
        `Bought years past ${rates.yearsForFull} add nothing and are not costed.`,
        'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.',
      );
    }

    const rules: RulesUsed[] = [rulesUsed(ukStatePensionRates, version)];
    if (class3 && bought.useful > 0) rules.push(rulesUsed(ukVoluntaryClass3Rates, class3));

    return {
      taxYear: taxYear.label,
      fullWeeklyRate: full,
      recordYears,
      countedYears: counted,
      entitled,
      weeklyPension: cents(weekly),
      fourWeeklyPension: cents(weekly * rates.weeksPerPayment),
      yearlyPension: cents(weekly * perYear),
      yearsShortOfFullRate: rates.yearsForFull - counted,
      weeklyShortfall: cents(shortfallWeekly),
      yearlyShortfall: cents(shortfallWeekly * perYear),
      voluntary: {
        boughtYears,
        usefulYears: bought.useful,
        wastedYears: bought.wasted,
        extraWeeklyPension: cents(bought.extraWeekly),
        extraYearlyPension: cents(extraYearly),
        weeklyPensionWithBoughtYears: cents(weeklyWith),
        yearlyPensionWithBoughtYears: cents(weeklyWith * perYear),
        class3WeeklyRate: class3Weekly,
        cost: cost === null ? null : cents(cost),
        paybackYears: payback === null ? null : cents(payback),
      },
      breakdown,
      assumptions,
      warnings,
      rules,
    };
  },
});
