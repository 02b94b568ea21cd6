import type { ExamplesFor } from '../../core/operation.js';
import type run from './uk-state-pension.run.js';

/** The documented examples of uk-state-pension: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    // 30 years: 241.30 ÷ 35 × 30 = 206.828571… → 206.83 a week. 3 bought years: extra 241.30 ÷ 35 × 3 = 20.682857… → 20.68 a week,
    // × 52 = 1,075.508571… → 1,075.51 a year. Cost 3 × 52 × 18.40 = 2,870.40; payback 2,870.40 ÷ 1,075.508571… = 2.6689… → 2.67 years.
    title: '20 years on the record, 10 more to come, 3 gap years bought with Class 3 at £18.40 a week',
    input: {
      qualifyingYears: 20,
      futureYears: 10,
      boughtYears: 3,
    },
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
        notBuyableYears: 0,
        usefulYears: 3,
        wastedYears: 0,
        extraWeeklyPension: 20.68,
        extraYearlyPension: 1075.51,
        weeklyPensionWithBoughtYears: 227.51,
        yearlyPensionWithBoughtYears: 11830.59,
        class3WeeklyRate: 18.4,
        cost: 2870.4,
        paybackYears: 2.67,
      },
      breakdown: [
        {
          item: 'recordYears',
          label: 'Qualifying years on the record (20) + further years expected (10)',
          amount: 30,
        },
        {
          item: 'countedYears',
          label: 'Years counted, capped at 35',
          amount: 30,
        },
        {
          item: 'fullWeeklyRate',
          label: 'Full new State Pension per week, 2026/27',
          amount: 241.3,
        },
        {
          item: 'weeklyPension',
          label: 'Weekly pension: £241.30 ÷ 35 × 30',
          amount: 206.83,
        },
        {
          item: 'fourWeeklyPension',
          label: 'Each four-weekly payment: weekly × 4',
          amount: 827.31,
        },
        {
          item: 'yearlyPension',
          label: 'Yearly pension: weekly × 52',
          amount: 10755.09,
        },
        {
          item: 'weeklyShortfall',
          label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
          amount: 34.47,
        },
        {
          item: 'yearlyShortfall',
          label: 'Shortfall per year: weekly shortfall × 52',
          amount: 1792.51,
        },
        {
          item: 'usefulBoughtYears',
          label: 'Bought years that add to the record (at most 6 can be bought, and at most 35 − 30 count)',
          amount: 3,
        },
        {
          item: 'extraWeeklyPension',
          label: 'Extra weekly pension: pension with 33 years − pension with 30 years',
          amount: 20.68,
        },
        {
          item: 'extraYearlyPension',
          label: 'Extra yearly pension: extra weekly × 52',
          amount: 1075.51,
        },
        {
          item: 'class3Cost',
          label: 'Class 3 cost: 3 years × 52 weeks × £18.40 (2026/27 rate)',
          amount: 2870.4,
        },
        {
          item: 'paybackYears',
          label: 'Payback in years: cost ÷ extra yearly pension',
          amount: 2.67,
        },
      ],
      assumptions: [
        'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
        'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
        'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
        'Forecast in today\'s money at the current full rate: the rate is uprated every April and future upratings are not projected.',
        'Future years are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
        'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
        'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
        'Years are whole tax years: non-integers are refused.',
        'Bought years are costed at the 2026/27 Class 3 rate × 52 weeks (GOV.UK: you usually pay the current rate when you make a voluntary contribution); gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.',
        "Only gaps from the past 6 tax years can usually be bought (GOV.UK; HMRC's manual, NIM25028): the extension that let people fill 2006-07 to 2017-18 closed on 5 April 2025. Years asked for beyond 6 are not bought, not costed and not counted; the current tax year is not a gap yet (count it among the further years you expect, if you expect it to qualify).",
        'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
        'Bought years past 35 add nothing and are not costed.',
        'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.',
      ],
      warnings: [],
      rules: [
        {
          id: 'uk-state-pension-rates',
          name: 'UK new State Pension rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'Hansard, HC Deb 10 February 2026, Pensions and Social Security (Up-rating Order 2026), Sir Stephen Timms — parallelparliament.co.uk copy',
              url: 'https://parallelparliament.co.uk/mp/roger-gale/debate/Commons/2026-02-10/debates/9979DEC9-AA8E-417B-A0A6-B50044361FBF/PensionsAndSocialSecurity',
            },
            {
              title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
              url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2',
            },
            {
              title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
              url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13',
            },
            {
              title: 'GOV.UK — The new State Pension: What you\'ll get',
              url: 'https://www.gov.uk/new-state-pension/what-youll-get',
            },
            {
              title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
              url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance',
            },
          ],
        },
        {
          id: 'uk-voluntary-class-3-rates',
          name: 'UK voluntary Class 3 National Insurance rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-29',
          sources: [
            {
              title: 'GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/rates',
            },
            {
              title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
              url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688',
            },
            {
              title: 'GOV.UK — Voluntary National Insurance: Eligibility (gaps from the past 6 years)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/who-can-pay-voluntary-contributions',
            },
          ],
        },
      ],
    },
  },
  {
    // 40 years count as 35: the full 241.30 a week; × 4 = 965.20; × 52 = 12,547.60.
    title: 'A full record: 40 years count as 35',
    input: {
      qualifyingYears: 40,
    },
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
        notBuyableYears: 0,
        usefulYears: 0,
        wastedYears: 0,
        extraWeeklyPension: 0,
        extraYearlyPension: 0,
        weeklyPensionWithBoughtYears: 241.3,
        yearlyPensionWithBoughtYears: 12547.6,
        class3WeeklyRate: null,
        cost: null,
        paybackYears: null,
      },
      breakdown: [
        {
          item: 'recordYears',
          label: 'Qualifying years on the record (40) + further years expected (0)',
          amount: 40,
        },
        {
          item: 'countedYears',
          label: 'Years counted, capped at 35',
          amount: 35,
        },
        {
          item: 'fullWeeklyRate',
          label: 'Full new State Pension per week, 2026/27',
          amount: 241.3,
        },
        {
          item: 'weeklyPension',
          label: 'Weekly pension: £241.30 ÷ 35 × 35',
          amount: 241.3,
        },
        {
          item: 'fourWeeklyPension',
          label: 'Each four-weekly payment: weekly × 4',
          amount: 965.2,
        },
        {
          item: 'yearlyPension',
          label: 'Yearly pension: weekly × 52',
          amount: 12547.6,
        },
        {
          item: 'weeklyShortfall',
          label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
          amount: 0,
        },
        {
          item: 'yearlyShortfall',
          label: 'Shortfall per year: weekly shortfall × 52',
          amount: 0,
        },
      ],
      assumptions: [
        'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
        'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
        'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
        'Forecast in today\'s money at the current full rate: the rate is uprated every April and future upratings are not projected.',
        'Future years are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
        'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
        'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
        'Years are whole tax years: non-integers are refused.',
      ],
      warnings: [],
      rules: [
        {
          id: 'uk-state-pension-rates',
          name: 'UK new State Pension rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'Hansard, HC Deb 10 February 2026, Pensions and Social Security (Up-rating Order 2026), Sir Stephen Timms — parallelparliament.co.uk copy',
              url: 'https://parallelparliament.co.uk/mp/roger-gale/debate/Commons/2026-02-10/debates/9979DEC9-AA8E-417B-A0A6-B50044361FBF/PensionsAndSocialSecurity',
            },
            {
              title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
              url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2',
            },
            {
              title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
              url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13',
            },
            {
              title: 'GOV.UK — The new State Pension: What you\'ll get',
              url: 'https://www.gov.uk/new-state-pension/what-youll-get',
            },
            {
              title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
              url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance',
            },
          ],
        },
      ],
    },
  },
  {
    // 9 + 1 bought = 10: 241.30 ÷ 35 × 10 = 68.942857… → 68.94 a week, all of it extra (nothing at 9 years); × 52 = 3,585.03.
    // Cost 1 × 52 × 18.40 = 956.80; payback 956.80 ÷ 3,585.028571… = 0.2668… → 0.27 years.
    title: '9 years: no pension until a 10th year is added',
    input: {
      qualifyingYears: 9,
      boughtYears: 1,
    },
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
        notBuyableYears: 0,
        usefulYears: 1,
        wastedYears: 0,
        extraWeeklyPension: 68.94,
        extraYearlyPension: 3585.03,
        weeklyPensionWithBoughtYears: 68.94,
        yearlyPensionWithBoughtYears: 3585.03,
        class3WeeklyRate: 18.4,
        cost: 956.8,
        paybackYears: 0.27,
      },
      breakdown: [
        {
          item: 'recordYears',
          label: 'Qualifying years on the record (9) + further years expected (0)',
          amount: 9,
        },
        {
          item: 'countedYears',
          label: 'Years counted, capped at 35',
          amount: 9,
        },
        {
          item: 'fullWeeklyRate',
          label: 'Full new State Pension per week, 2026/27',
          amount: 241.3,
        },
        {
          item: 'weeklyPension',
          label: 'Weekly pension: none, fewer than 10 qualifying years',
          amount: 0,
        },
        {
          item: 'fourWeeklyPension',
          label: 'Each four-weekly payment: weekly × 4',
          amount: 0,
        },
        {
          item: 'yearlyPension',
          label: 'Yearly pension: weekly × 52',
          amount: 0,
        },
        {
          item: 'weeklyShortfall',
          label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
          amount: 241.3,
        },
        {
          item: 'yearlyShortfall',
          label: 'Shortfall per year: weekly shortfall × 52',
          amount: 12547.6,
        },
        {
          item: 'usefulBoughtYears',
          label: 'Bought years that add to the record (at most 6 can be bought, and at most 35 − 9 count)',
          amount: 1,
        },
        {
          item: 'extraWeeklyPension',
          label: 'Extra weekly pension: pension with 10 years − pension with 9 years',
          amount: 68.94,
        },
        {
          item: 'extraYearlyPension',
          label: 'Extra yearly pension: extra weekly × 52',
          amount: 3585.03,
        },
        {
          item: 'class3Cost',
          label: 'Class 3 cost: 1 year × 52 weeks × £18.40 (2026/27 rate)',
          amount: 956.8,
        },
        {
          item: 'paybackYears',
          label: 'Payback in years: cost ÷ extra yearly pension',
          amount: 0.27,
        },
      ],
      assumptions: [
        'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
        'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
        'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
        'Forecast in today\'s money at the current full rate: the rate is uprated every April and future upratings are not projected.',
        'Future years are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
        'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
        'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
        'Years are whole tax years: non-integers are refused.',
        'Bought years are costed at the 2026/27 Class 3 rate × 52 weeks (GOV.UK: you usually pay the current rate when you make a voluntary contribution); gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.',
        "Only gaps from the past 6 tax years can usually be bought (GOV.UK; HMRC's manual, NIM25028): the extension that let people fill 2006-07 to 2017-18 closed on 5 April 2025. Years asked for beyond 6 are not bought, not costed and not counted; the current tax year is not a gap yet (count it among the further years you expect, if you expect it to qualify).",
        'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
        'Bought years past 35 add nothing and are not costed.',
        'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.',
      ],
      warnings: [
        'No new State Pension: 9 years counted, at least 10 qualifying years are needed.',
      ],
      rules: [
        {
          id: 'uk-state-pension-rates',
          name: 'UK new State Pension rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'Hansard, HC Deb 10 February 2026, Pensions and Social Security (Up-rating Order 2026), Sir Stephen Timms — parallelparliament.co.uk copy',
              url: 'https://parallelparliament.co.uk/mp/roger-gale/debate/Commons/2026-02-10/debates/9979DEC9-AA8E-417B-A0A6-B50044361FBF/PensionsAndSocialSecurity',
            },
            {
              title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
              url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2',
            },
            {
              title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
              url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13',
            },
            {
              title: 'GOV.UK — The new State Pension: What you\'ll get',
              url: 'https://www.gov.uk/new-state-pension/what-youll-get',
            },
            {
              title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
              url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance',
            },
          ],
        },
        {
          id: 'uk-voluntary-class-3-rates',
          name: 'UK voluntary Class 3 National Insurance rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-29',
          sources: [
            {
              title: 'GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/rates',
            },
            {
              title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
              url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688',
            },
            {
              title: 'GOV.UK — Voluntary National Insurance: Eligibility (gaps from the past 6 years)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/who-can-pay-voluntary-contributions',
            },
          ],
        },
      ],
    },
  },

  {
    // 20 years: 241.30 ÷ 35 × 20 = 137.885714… → 137.89 a week. 30 gap years asked for, but only the past 6 tax years can still be paid
    // for: 24 are not bought. 6 bought: extra 241.30 ÷ 35 × 6 = 41.365714… → 41.37 a week, × 52 = 2,151.017142… → 2,151.02 a year;
    // with them 26 years, 241.30 ÷ 35 × 26 = 179.251428… → 179.25 a week. Cost 6 × 52 × 18.40 = 5,740.80 (not the 15 × 52 × 18.40 =
    // 14,352 that 30 years would have priced up to 35); payback 5,740.80 ÷ 2,151.017142… = 2.6689… → 2.67 years.
    title: '30 gap years asked for: only the past 6 tax years can still be bought',
    input: {
      qualifyingYears: 20,
      boughtYears: 30,
    },
    output: {
      taxYear: '2026/27',
      fullWeeklyRate: 241.3,
      recordYears: 20,
      countedYears: 20,
      entitled: true,
      weeklyPension: 137.89,
      fourWeeklyPension: 551.54,
      yearlyPension: 7170.06,
      yearsShortOfFullRate: 15,
      weeklyShortfall: 103.41,
      yearlyShortfall: 5377.54,
      voluntary: {
        boughtYears: 30,
        notBuyableYears: 24,
        usefulYears: 6,
        wastedYears: 0,
        extraWeeklyPension: 41.37,
        extraYearlyPension: 2151.02,
        weeklyPensionWithBoughtYears: 179.25,
        yearlyPensionWithBoughtYears: 9321.07,
        class3WeeklyRate: 18.4,
        cost: 5740.8,
        paybackYears: 2.67,
      },
      breakdown: [
        {
          item: 'recordYears',
          label: 'Qualifying years on the record (20) + further years expected (0)',
          amount: 20,
        },
        {
          item: 'countedYears',
          label: 'Years counted, capped at 35',
          amount: 20,
        },
        {
          item: 'fullWeeklyRate',
          label: 'Full new State Pension per week, 2026/27',
          amount: 241.3,
        },
        {
          item: 'weeklyPension',
          label: 'Weekly pension: £241.30 ÷ 35 × 20',
          amount: 137.89,
        },
        {
          item: 'fourWeeklyPension',
          label: 'Each four-weekly payment: weekly × 4',
          amount: 551.54,
        },
        {
          item: 'yearlyPension',
          label: 'Yearly pension: weekly × 52',
          amount: 7170.06,
        },
        {
          item: 'weeklyShortfall',
          label: 'Shortfall to the full rate per week: £241.30 − weekly pension',
          amount: 103.41,
        },
        {
          item: 'yearlyShortfall',
          label: 'Shortfall per year: weekly shortfall × 52',
          amount: 5377.54,
        },
        {
          item: 'notBuyableYears',
          label: 'Gap years that can no longer be bought: 30 asked for − the past 6 tax years',
          amount: 24,
        },
        {
          item: 'usefulBoughtYears',
          label: 'Bought years that add to the record (at most 6 can be bought, and at most 35 − 20 count)',
          amount: 6,
        },
        {
          item: 'extraWeeklyPension',
          label: 'Extra weekly pension: pension with 26 years − pension with 20 years',
          amount: 41.37,
        },
        {
          item: 'extraYearlyPension',
          label: 'Extra yearly pension: extra weekly × 52',
          amount: 2151.02,
        },
        {
          item: 'class3Cost',
          label: 'Class 3 cost: 6 years × 52 weeks × £18.40 (2026/27 rate)',
          amount: 5740.8,
        },
        {
          item: 'paybackYears',
          label: 'Payback in years: cost ÷ extra yearly pension',
          amount: 2.67,
        },
      ],
      assumptions: [
        'Tax year 2026/27: the date of the request (2026-11-21, UTC) falls in the tax year starting 2026-04-06; rule set uk-state-pension-rates effective 2026-04-06, full rate £241.30 a week.',
        'New State Pension rules (Pensions Act 2014), for people reaching State Pension age on or after 6 April 2016.',
        'People with National Insurance years before 6 April 2016 get a starting amount under transitional rules, which can be higher (a protected payment) or lower (years contracted out) than full rate ÷ 35 × years: not modelled. Your official forecast on GOV.UK (Check your State Pension forecast) gives your own figure.',
        "Forecast in today's money at the current full rate: the rate is uprated every April and future upratings are not projected.",
        'Future years are whole qualifying years still to come before your State Pension age (default 0); State Pension age itself is not computed.',
        'Yearly amounts are weekly × 52; the pension is paid every 4 weeks, so each payment is weekly × 4.',
        'Amounts are computed at full precision and rounded to pence only in the output: the four-weekly and yearly figures can differ by a penny from 4 × or 52 × the rounded weekly figure.',
        'Years are whole tax years: non-integers are refused.',
        'Bought years are costed at the 2026/27 Class 3 rate × 52 weeks (GOV.UK: you usually pay the current rate when you make a voluntary contribution); gaps in the previous 2 tax years are charged at their original rates, so the real cost can be a little lower. Voluntary Class 2 (open to some self-employed people) is not modelled.',
        "Only gaps from the past 6 tax years can usually be bought (GOV.UK; HMRC's manual, NIM25028): the extension that let people fill 2006-07 to 2017-18 closed on 5 April 2025. Years asked for beyond 6 are not bought, not costed and not counted; the current tax year is not a gap yet (count it among the further years you expect, if you expect it to qualify).",
        'Voluntary contributions do not always increase the State Pension (for example after years contracted out): check your forecast before paying.',
        'Bought years past 35 add nothing and are not costed.',
        'Payback = cost ÷ extra yearly pension: undiscounted, before income tax on the pension and ignoring future uprating.',
      ],
      warnings: [
        '24 of the 30 gap years asked for cannot be bought: gaps can usually be paid for only from the past 6 tax years (the extension back to 2006-07 closed on 5 April 2025), so they are not costed and not counted in the pension with bought years.',
      ],
      rules: [
        {
          id: 'uk-state-pension-rates',
          name: 'UK new State Pension rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'Hansard, HC Deb 10 February 2026, Pensions and Social Security (Up-rating Order 2026), Sir Stephen Timms — parallelparliament.co.uk copy',
              url: 'https://parallelparliament.co.uk/mp/roger-gale/debate/Commons/2026-02-10/debates/9979DEC9-AA8E-417B-A0A6-B50044361FBF/PensionsAndSocialSecurity',
            },
            {
              title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate',
              url: 'https://www.legislation.gov.uk/ukpga/2014/19/section/2',
            },
            {
              title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years',
              url: 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13',
            },
            {
              title: "GOV.UK — The new State Pension: What you'll get",
              url: 'https://www.gov.uk/new-state-pension/what-youll-get',
            },
            {
              title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year',
              url: 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance',
            },
          ],
        },
        {
          id: 'uk-voluntary-class-3-rates',
          name: 'UK voluntary Class 3 National Insurance rates',
          effective: '2026-04-06',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-29',
          sources: [
            {
              title: 'GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/rates',
            },
            {
              title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits',
              url: 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688',
            },
            {
              title: 'GOV.UK — Voluntary National Insurance: Eligibility (gaps from the past 6 years)',
              url: 'https://www.gov.uk/voluntary-national-insurance-contributions/who-can-pay-voluntary-contributions',
            },
          ],
        },
      ],
    },
  },
];
