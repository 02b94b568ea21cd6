import type { ExamplesFor } from '../../core/operation.js';
import type run from './llc-costs.run.js';

/** The documented examples of llc-costs: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'California, lowercase code: $800 tax and the Statement of Information in the first year',
    input: { state: 'ca' },
    output: {
      stateCost: {
        state: 'CA',
        name: 'California',
        formationFee: 70,
        formationFiledBy: 'online',
        publication: 'none',
        publicationFilingFee: 0,
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
            url: 'https://instalawyer.io/laws/california-code/section-12190'
          },
          { title: 'California Government Code 12190 (research copy)', url: 'https://self-law.org/code/ca/government-code/12190' },
          {
            title: 'California Franchise Tax Board — FTB 3556, LLC filing information',
            url: 'https://www.ftb.ca.gov/forms/misc/3556.html'
          }
        ],
        confidence: 'high',
        lastChecked: '2026-11-21'
      },
      confidence: 'high',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (California)', amount: 70 },
        { item: 'firstYearReportFee', label: 'First report, due before the first anniversary: $20', amount: 20 },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: $800', amount: 800 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 890 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $20 every 2 years ÷ 2', amount: 10 },
        { item: 'annualTax', label: 'Annual tax: $800', amount: 800 },
        { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: 810 }
      ],
      assumptions: [
        "First-year total = formation fee + the state fee to file the proof of newspaper publication where publication is required (New York: the $50 certificate of publication) + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year's tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.",
        "State filing fees of a domestic LLC, filed online unless a row's formationFiledBy says paper. Not included: what newspapers charge for a required publication (New York, Nebraska, Arizona outside Maricopa and Pima; no official figure, only the state fee to file the proof is counted), registered agent, name reservation, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.",
        "Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming's $60 minimum, California's $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).",
        "Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state's own site before filing."
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
              url: 'https://instalawyer.io/laws/california-code/section-12190'
            },
            { title: 'California Government Code 12190 (research copy)', url: 'https://self-law.org/code/ca/government-code/12190' },
            {
              title: 'California Franchise Tax Board — FTB 3556, LLC filing information',
              url: 'https://www.ftb.ca.gov/forms/misc/3556.html'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'Wyoming: the first annual report falls due before the first anniversary',
    input: { state: 'WY' },
    output: {
      stateCost: {
        state: 'WY',
        name: 'Wyoming',
        formationFee: 100,
        formationFiledBy: 'online',
        publication: 'none',
        publicationFilingFee: 0,
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
            url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state'
          },
          { title: 'LLC University — Wyoming LLC filing forms ($100)', url: 'https://www.llcuniversity.com/wyoming-llc/forms/' },
          {
            title: 'Wyoming — official business filing site (linked by the compiled dataset; the fee pages were not read)',
            url: 'https://sos.wyo.gov/Business/'
          }
        ],
        confidence: 'medium',
        lastChecked: '2026-11-21'
      },
      confidence: 'medium',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (Wyoming)', amount: 100 },
        { item: 'firstYearReportFee', label: 'First report, due before the first anniversary: $60', amount: 60 },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: none', amount: 0 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 160 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $60 every year', amount: 60 },
        { item: 'annualTax', label: 'Annual tax: none', amount: 0 },
        { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: 60 }
      ],
      assumptions: [
        "First-year total = formation fee + the state fee to file the proof of newspaper publication where publication is required (New York: the $50 certificate of publication) + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year's tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.",
        "State filing fees of a domestic LLC, filed online unless a row's formationFiledBy says paper. Not included: what newspapers charge for a required publication (New York, Nebraska, Arizona outside Maricopa and Pima; no official figure, only the state fee to file the proof is counted), registered agent, name reservation, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.",
        "Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming's $60 minimum, California's $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).",
        "Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state's own site before filing."
      ],
      warnings: [
        "Wyoming: medium confidence — not every figure was read in an official text (independent sources agree). Check the fees on the state's site before filing."
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
              url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state'
            },
            { title: 'LLC University — Wyoming LLC filing forms ($100)', url: 'https://www.llcuniversity.com/wyoming-llc/forms/' },
            {
              title: 'Wyoming — official business filing site (linked by the compiled dataset; the fee pages were not read)',
              url: 'https://sos.wyo.gov/Business/'
            }
          ]
        }
      ]
    }
  },
  {
    title: "New York: the $50 certificate of publication in the first year; the newspapers' charges named, not priced",
    input: { state: 'NY' },
    output: {
      stateCost: {
        state: 'NY',
        name: 'New York',
        formationFee: 200,
        formationFiledBy: 'online',
        publication: 'required',
        publicationFilingFee: 50,
        reportFee: 9,
        reportFrequency: 'biennial',
        reportFeePerYear: 4.5,
        reportDueInFirstYear: false,
        annualTax: 25,
        annualTaxInFirstYear: true,
        firstYearTotal: 275,
        recurringYearlyTotal: 29.5,
        firstDue: 'Newspaper publication within 120 days of formation, then the certificate of publication ($50) filed with the Department of State; biennial statement in the anniversary month, every two years; the LLC filing fee (Form IT-204-LL) each year the LLC has New York source income.',
        notes: "Articles of organization $200 (NY LLC Law 1101(f)). Publication (NY LLC Law 206, read on the Senate's site): within 120 days after the articles take effect, a copy or notice must be published once a week for six successive weeks in two newspapers of the county of the office, one weekly and one daily, designated by the county clerk; proof of publication (the certificate of publication with the newspapers' affidavits annexed) must be filed with the Department of State; guides add that an LLC that has not filed it after 120 days has its authority to do business suspended until it does. The $50 fee for filing the certificate of publication (the Department of State's instructions as quoted by guides and newspaper publishers) is counted in the first year. The newspapers' charges are not included: each designated newspaper sets its own rate, they vary widely by county (highest in New York City) and no state source gives a figure; guides and the compiled dataset quote roughly $300 to $2,000. A single-member LLC with New York source income pays an annual filing fee of $25 (Department of Taxation and Finance; amount per the form's instructions as quoted); LLCs taxed as partnerships pay more as their New York gross income grows.",
        sources: [
          {
            title: 'NY Limited Liability Company Law 206, affidavits of publication (NY State Senate)',
            url: 'https://www.nysenate.gov/legislation/laws/LLC/206'
          },
          {
            title: 'NY Limited Liability Company Law 1101, fees (NY State Senate)',
            url: 'https://nysenate.gov/legislation/laws/LLC/1101'
          },
          {
            title: 'Hubco Publishing — New York publication requirements for an LLC (certificate of publication $50)',
            url: 'https://hubcopublishing.com/what-are-the-new-york-publication-requirements-for-a-limited-liability-company/'
          },
          {
            title: 'LLC University — New York LLC certificate of publication ($50)',
            url: 'https://www.llcuniversity.com/new-york-llc/certificate-of-publication/'
          },
          {
            title: 'NYS Department of Taxation and Finance — Partnership, LLC, and LLP annual filing fee',
            url: 'https://www.tax.ny.gov/pit/efile/annual_filing_fee.htm'
          },
          {
            title: 'Aggarwal CPA — Instructions for Form IT-204-LL ($25)',
            url: 'https://www.aggarwalcpa.com/blog/instructions-for-form-it-204-ll'
          },
          {
            title: 'New York — official business filing site (linked by the compiled dataset; the fee pages were not read)',
            url: 'https://dos.ny.gov/corporations-state-records-and-ucc'
          }
        ],
        confidence: 'medium',
        lastChecked: '2026-11-24'
      },
      confidence: 'medium',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (New York)', amount: 200 },
        {
          item: 'publicationFilingFee',
          label: "Filing the proof of newspaper publication: $50 (the newspapers' charges are not included)",
          amount: 50
        },
        { item: 'firstYearReportFee', label: 'First report: not due in the first year', amount: 0 },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: $25', amount: 25 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 275 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $9 every 2 years ÷ 2', amount: 4.5 },
        { item: 'annualTax', label: 'Annual tax: $25', amount: 25 },
        { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: 29.5 }
      ],
      assumptions: [
        "First-year total = formation fee + the state fee to file the proof of newspaper publication where publication is required (New York: the $50 certificate of publication) + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year's tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.",
        "State filing fees of a domestic LLC, filed online unless a row's formationFiledBy says paper. Not included: what newspapers charge for a required publication (New York, Nebraska, Arizona outside Maricopa and Pima; no official figure, only the state fee to file the proof is counted), registered agent, name reservation, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.",
        "Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming's $60 minimum, California's $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).",
        "Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state's own site before filing."
      ],
      warnings: [
        "New York: the formation must be published in newspapers. The newspapers' charges are not in the totals: each newspaper sets its own rate, it varies by county and no official source gives a figure; ask the newspapers for a quote. The state's $50 fee to file the proof of publication is included in the first year.",
        "New York: medium confidence — not every figure was read in an official text (independent sources agree). Check the fees on the state's site before filing."
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
              title: 'NY Limited Liability Company Law 206, affidavits of publication (NY State Senate)',
              url: 'https://www.nysenate.gov/legislation/laws/LLC/206'
            },
            {
              title: 'NY Limited Liability Company Law 1101, fees (NY State Senate)',
              url: 'https://nysenate.gov/legislation/laws/LLC/1101'
            },
            {
              title: 'Hubco Publishing — New York publication requirements for an LLC (certificate of publication $50)',
              url: 'https://hubcopublishing.com/what-are-the-new-york-publication-requirements-for-a-limited-liability-company/'
            },
            {
              title: 'LLC University — New York LLC certificate of publication ($50)',
              url: 'https://www.llcuniversity.com/new-york-llc/certificate-of-publication/'
            },
            {
              title: 'NYS Department of Taxation and Finance — Partnership, LLC, and LLP annual filing fee',
              url: 'https://www.tax.ny.gov/pit/efile/annual_filing_fee.htm'
            },
            {
              title: 'Aggarwal CPA — Instructions for Form IT-204-LL ($25)',
              url: 'https://www.aggarwalcpa.com/blog/instructions-for-form-it-204-ll'
            },
            {
              title: 'New York — official business filing site (linked by the compiled dataset; the fee pages were not read)',
              url: 'https://dos.ny.gov/corporations-state-records-and-ucc'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'Massachusetts: the $500 paper filing fee, since the online fee could not be verified',
    input: { state: 'MA' },
    output: {
      stateCost: {
        state: 'MA',
        name: 'Massachusetts',
        formationFee: 500,
        formationFiledBy: 'paper',
        publication: 'none',
        publicationFilingFee: 0,
        reportFee: 500,
        reportFrequency: 'annual',
        reportFeePerYear: 500,
        reportDueInFirstYear: true,
        annualTax: 0,
        annualTaxInFirstYear: true,
        firstYearTotal: 1000,
        recurringYearlyTotal: 500,
        firstDue: 'Annual report on or before the anniversary date of the filing of the certificate of organization (950 CMR 112.14).',
        notes: 'Annual report $500 read in 950 CMR 112.14 (Secretary of the Commonwealth). Certificate of organization $500, the fee for filing it on paper (by mail or in person): the one fee the sources agree on, so it is the one used here, unlike most rows, which give the online fee. Filing online or by fax is reported to cost $520 by two guides; that surcharge was not found in an official text, so it is not used.',
        sources: [
          {
            title: 'Massachusetts Secretary of the Commonwealth — 950 CMR 112.00, Limited Liability Companies',
            url: 'https://www.sec.state.ma.us/divisions/corporations/pdf-html/950_cmr_112_limited_liability_companies.htm'
          },
          {
            title: '950 CMR 112.14, LLC annual report (copy)',
            url: 'http://print.casetext.com/regulation/code-of-massachusetts-regulations/department-950-cmr-office-of-the-secretary-of-the-commonwealth/title-950-cmr-11200-limited-liability-companies/section-11214-limited-liability-company-annual-report'
          },
          {
            title: 'LegalClarity — Massachusetts LLC certificate of organization ($500)',
            url: 'https://legalclarity.org/massachusetts-llc-articles-of-organization-how-to-file/'
          },
          {
            title: 'UpCounsel — Massachusetts Secretary of State LLC ($500 mail, $520 online)',
            url: 'https://www.upcounsel.com/massachusetts-secretary-of-state-llc'
          },
          {
            title: 'Best LLC Services — Massachusetts certificate of organization ($500 on paper, $520 by fax or online)',
            url: 'https://bestllcservices.com/massachusetts-llc-certificate-of-organization/'
          }
        ],
        confidence: 'medium',
        lastChecked: '2026-11-24'
      },
      confidence: 'medium',
      breakdown: [
        { item: 'formationFee', label: 'Formation fee (Massachusetts, filed on paper)', amount: 500 },
        { item: 'firstYearReportFee', label: 'First report, due before the first anniversary: $500', amount: 500 },
        { item: 'firstYearAnnualTax', label: 'Annual tax for the first year: none', amount: 0 },
        { item: 'firstYearTotal', label: 'First-year total', amount: 1000 },
        { item: 'reportFeePerYear', label: 'Report fee per year: $500 every year', amount: 500 },
        { item: 'annualTax', label: 'Annual tax: none', amount: 0 },
        { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: 500 }
      ],
      assumptions: [
        "First-year total = formation fee + the state fee to file the proof of newspaper publication where publication is required (New York: the $50 certificate of publication) + the periodic report fee when the first report falls due on or before the first anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: June 1 of the next year), except where the first year's tax is paid inside the formation fee (Nevada). Reports due later in the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.",
        "State filing fees of a domestic LLC, filed online unless a row's formationFiledBy says paper. Not included: what newspapers charge for a required publication (New York, Nebraska, Arizona outside Maricopa and Pima; no official figure, only the state fee to file the proof is counted), registered agent, name reservation, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.",
        "Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming's $60 minimum, California's $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).",
        "Fees in force when last checked (2026-11-21); each row gives its sources and confidence. Check a state's own site before filing."
      ],
      warnings: [
        "Massachusetts: medium confidence — not every figure was read in an official text (independent sources agree). Check the fees on the state's site before filing."
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
              title: 'Massachusetts Secretary of the Commonwealth — 950 CMR 112.00, Limited Liability Companies',
              url: 'https://www.sec.state.ma.us/divisions/corporations/pdf-html/950_cmr_112_limited_liability_companies.htm'
            },
            {
              title: '950 CMR 112.14, LLC annual report (copy)',
              url: 'http://print.casetext.com/regulation/code-of-massachusetts-regulations/department-950-cmr-office-of-the-secretary-of-the-commonwealth/title-950-cmr-11200-limited-liability-companies/section-11214-limited-liability-company-annual-report'
            },
            {
              title: 'LegalClarity — Massachusetts LLC certificate of organization ($500)',
              url: 'https://legalclarity.org/massachusetts-llc-articles-of-organization-how-to-file/'
            },
            {
              title: 'UpCounsel — Massachusetts Secretary of State LLC ($500 mail, $520 online)',
              url: 'https://www.upcounsel.com/massachusetts-secretary-of-state-llc'
            },
            {
              title: 'Best LLC Services — Massachusetts certificate of organization ($500 on paper, $520 by fax or online)',
              url: 'https://bestllcservices.com/massachusetts-llc-certificate-of-organization/'
            }
          ]
        }
      ]
    }
  }
];
