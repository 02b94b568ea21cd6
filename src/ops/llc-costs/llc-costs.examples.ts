import type { ExamplesOf } from '../../core/operation.js';
import type { input, output } from './llc-costs.op.js';

/** The documented examples of llc-costs: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
  {
    title: 'California, lowercase code: $800 tax and the Statement of Information in the first year',
    input: { state: 'ca' },
    output: {
      stateCost: {
        state: 'CA',
        name: 'California',
        formationFee: 70,
        reportFee: 20,
        reportFrequency: 'biennial',
        reportFeePerYear: 10,
        reportDueInFirstYear: true,
        annualTax: 800,
        annualTaxInFirstYear: true,
        firstYearTotal: 890,
        recurringYearlyTotal: 810,
        firstDue: 'Statement of Information within 90 days of formation, then every 2 years; the $800 annual tax for the first taxable year is due by the 15th day of its 4th month.',
        notes: 'Articles $70 and Statement of Information $20 (Government Code 12190(b) and (k)); $800 annual LLC tax (FTB 3556), owed from the first year: the first-year exemption covered only LLCs formed from 2021-01-01 to 2023-12-31. Not included: the additional LLC fee once total California income reaches $250,000, and the 15-day rule for LLCs formed at the very end of a year that do no business in it.',
        sources: [
          {
            title: 'California Government Code 12190 (verbatim copy)',
            url: 'https://instalawyer.io/laws/california-code/section-12190',
          },
          {
            title: 'California Government Code 12190 (research copy)',
            url: 'https://self-law.org/code/ca/government-code/12190',
          },
          {
            title: 'California Franchise Tax Board — FTB 3556, LLC filing information',
            url: 'https://www.ftb.ca.gov/forms/misc/3556.html',
          },
        ],
        confidence: 'high',
        lastChecked: '2026-11-21',
      },
      confidence: 'high',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (California)', amount: 70 },
        {
          item: 'firstYearReportFee',
          label: 'First report, due before the first anniversary: $20',
          amount: 20,
        },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: $800', amount: 800 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 890 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $20 every 2 years ÷ 2', amount: 10 },
        { item: 'annualTax', label: 'Annual tax: $800', amount: 800 },
        {
          item: 'recurringYearlyTotal',
          label: 'Recurring yearly total (from the second year)',
          amount: 810,
        },
      ],
      assumptions: [
        'First-year total = formation fee + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year\'s tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.',
        'State filing fees of a domestic LLC, standard online filing unless a row\'s notes say otherwise. Not included: registered agent, name reservation, newspaper publication, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.',
        'Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming\'s $60 minimum, California\'s $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).',
        'Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state\'s own site before filing.',
      ],
      warnings: [],
      rules: [
        {
          id: 'us-llc-state-fees',
          name: 'US LLC state fees (formation, periodic report, minimum annual tax)',
          effective: '2026-11-21',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'California Government Code 12190 (verbatim copy)',
              url: 'https://instalawyer.io/laws/california-code/section-12190',
            },
            {
              title: 'California Government Code 12190 (research copy)',
              url: 'https://self-law.org/code/ca/government-code/12190',
            },
            {
              title: 'California Franchise Tax Board — FTB 3556, LLC filing information',
              url: 'https://www.ftb.ca.gov/forms/misc/3556.html',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Wyoming: the first annual report falls due before the first anniversary',
    input: { state: 'WY' },
    output: {
      stateCost: {
        state: 'WY',
        name: 'Wyoming',
        formationFee: 100,
        reportFee: 60,
        reportFrequency: 'annual',
        reportFeePerYear: 60,
        reportDueInFirstYear: true,
        annualTax: 0,
        annualTaxInFirstYear: true,
        firstYearTotal: 160,
        recurringYearlyTotal: 60,
        firstDue: 'Annual report and license fee on or before the first day of the month of organization each year (W.S. 17-29-209), so the first falls due before the first anniversary.',
        notes: 'The annual report fee is the license fee: $60 or two-tenths of a mill on the dollar ($0.0002) of Wyoming assets, whichever is greater (W.S. 17-29-209); counted once, as the report fee. Older guides still say $50. Articles of organization $100 per guides.',
        sources: [
          {
            title: 'W.S. 17-29-209, annual report for secretary of state (copy current through the 2024 Budget Session)',
            url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state',
          },
          {
            title: 'LLC University — Wyoming LLC filing forms ($100)',
            url: 'https://www.llcuniversity.com/wyoming-llc/forms/',
          },
          {
            title: 'Wyoming — official business filing site (linked by the compiled dataset; the fee pages were not read)',
            url: 'https://sos.wyo.gov/Business/',
          },
        ],
        confidence: 'medium',
        lastChecked: '2026-11-21',
      },
      confidence: 'medium',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (Wyoming)', amount: 100 },
        {
          item: 'firstYearReportFee',
          label: 'First report, due before the first anniversary: $60',
          amount: 60,
        },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: none', amount: 0 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 160 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $60 every year', amount: 60 },
        { item: 'annualTax', label: 'Annual tax: none', amount: 0 },
        { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: 60 },
      ],
      assumptions: [
        'First-year total = formation fee + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year\'s tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.',
        'State filing fees of a domestic LLC, standard online filing unless a row\'s notes say otherwise. Not included: registered agent, name reservation, newspaper publication, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.',
        'Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming\'s $60 minimum, California\'s $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).',
        'Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state\'s own site before filing.',
      ],
      warnings: [
        'Wyoming: medium confidence — not every figure was read in an official text (independent sources agree). Check the fees on the state\'s site before filing.',
      ],
      rules: [
        {
          id: 'us-llc-state-fees',
          name: 'US LLC state fees (formation, periodic report, minimum annual tax)',
          effective: '2026-11-21',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'W.S. 17-29-209, annual report for secretary of state (copy current through the 2024 Budget Session)',
              url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state',
            },
            {
              title: 'LLC University — Wyoming LLC filing forms ($100)',
              url: 'https://www.llcuniversity.com/wyoming-llc/forms/',
            },
            {
              title: 'Wyoming — official business filing site (linked by the compiled dataset; the fee pages were not read)',
              url: 'https://sos.wyo.gov/Business/',
            },
          ],
        },
      ],
    },
  },
];
