import type { ExamplesFor } from '../../core/operation.js';
import type run from './year-end-checklist.run.js';

/** The documented examples of year-end-checklist: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'No flags (all default false): only the items for everyone, tax year 2026',
    input: {},
    output: {
      taxYear: 2026,
      asOf: '2026-11-21',
      answers: {
        incomeDropNext: false,
        plannedPurchases: false,
        retirementPlan: false,
        hasInvestments: false,
        paidContractors: false,
        behindOnQuarterlies: false,
      },
      sections: [
        {
          id: 'everyone',
          title: 'For everyone',
          applies: 'These apply to every self-employed person, whatever the answers.',
          items: [
            {
              action: 'Estimate this year\'s profit and tax now and compare the tax with what you have paid through estimated payments and withholding; if you owe estimated tax, pay the fourth 2026 installment by Friday January 15, 2027.',
              deadline: '2027-01-15',
              why: 'The fourth installment of 2026 estimated tax is due January 15 of the following year (26 U.S.C. §6654(c)), Friday January 15, 2027. No underpayment penalty applies when the year\'s tax after withholding is less than $1,000 (§6654(e)(1)).',
              source: {
                title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS Publication 505, Tax Withholding and Estimated Tax',
                url: 'https://www.irs.gov/publications/p505',
              },
              confidence: 'high',
            },
            {
              action: 'Put the filing dates in your calendar: your 2026 Form 1040 is due Thursday April 15, 2027; an extension moves the filing date to Friday October 15, 2027 but not the date to pay.',
              deadline: '2027-04-15',
              why: 'Calendar-year returns are due on the 15th day of April after the year (26 U.S.C. §6072(a)); an extension of time to file is limited to 6 months (§6081(a)) and does not extend the time to pay the tax (Reg. 1.6081-1).',
              source: {
                title: '26 U.S.C. §6072 — Time for filing income tax returns; §6081 — extensions',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS — Form 4868, Application for Automatic Extension of Time To File',
                url: 'https://www.irs.gov/forms-pubs/about-form-4868',
              },
              confidence: 'high',
            },
          ],
        },
      ],
      skippedSections: [
        {
          id: 'income-timing',
          title: 'Income timing and expense acceleration',
          reason: 'Skipped: no lower income expected next year (answered no or left out).',
        },
        {
          id: 'equipment',
          title: 'Equipment purchases and depreciation',
          reason: 'Skipped: no business purchases planned (answered no or left out).',
        },
        {
          id: 'retirement',
          title: 'Retirement contributions and their deadlines',
          reason: 'Skipped: no retirement plan (answered no or left out).',
        },
        {
          id: 'tax-loss-harvesting',
          title: 'Tax-loss harvesting',
          reason: 'Skipped: no taxable investments (answered no or left out).',
        },
        {
          id: 'contractor-returns',
          title: 'Contractor information returns (Form 1099-NEC)',
          reason: 'Skipped: no contractors paid (answered no or left out).',
        },
        {
          id: 'estimated-tax-catch-up',
          title: 'Catching up on estimated payments',
          reason: 'Skipped: not behind on estimated payments (answered no or left out).',
        },
      ],
      breakdown: [],
      assumptions: [
        'Tax year 2026: the calendar year of the request date (2026-11-21, UTC), until it ends; rules us-year-end-deadlines effective 2026-01-01.',
        'A calendar-year individual filing Form 1040 with self-employment income (sole proprietor or single-member LLC) on the cash method; federal rules only (state deadlines and rules are not included).',
        'Deadlines are the statutory dates moved to the next day that is not a Saturday, Sunday or District of Columbia legal holiday (26 U.S.C. §7503); disaster postponements announced by the IRS for some areas are not included.',
        'Figures that could not be checked against an official text are left out (the Section 179 dollar limit, the total annual additions limit of a solo 401(k) or SEP); the actions are described without them.',
        'Answered no or left out (no by default): lower income expected next year; business purchases planned; a retirement plan; taxable investments; contractors paid this year; behind on estimated payments.',
        'A checklist of actions to consider, not tax advice: whether an action pays depends on your figures.',
      ],
      warnings: [],
      rules: [
        {
          id: 'us-year-end-deadlines',
          name: 'US year-end tax deadlines and thresholds for the self-employed',
          effective: '2026-01-01',
          appliedOn: '2026-01-01',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6072 — Time for filing income tax returns',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6081 — Extension of time for filing returns',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim',
            },
            {
              title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-62.pdf',
            },
            {
              title: '26 U.S.C. §1091 — Loss from wash sales of stock or securities',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §1211 — Limitation on capital losses',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim',
            },
            {
              title: 'IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500',
              url: 'https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Paid contractors and behind on estimated payments: the 2026 Form 1099-NEC threshold is $2,000',
    input: { paidContractors: true, behindOnQuarterlies: true },
    output: {
      taxYear: 2026,
      asOf: '2026-11-21',
      answers: {
        incomeDropNext: false,
        plannedPurchases: false,
        retirementPlan: false,
        hasInvestments: false,
        paidContractors: true,
        behindOnQuarterlies: true,
      },
      sections: [
        {
          id: 'everyone',
          title: 'For everyone',
          applies: 'These apply to every self-employed person, whatever the answers.',
          items: [
            {
              action: 'Estimate this year\'s profit and tax now and compare the tax with what you have paid through estimated payments and withholding; if you owe estimated tax, pay the fourth 2026 installment by Friday January 15, 2027.',
              deadline: '2027-01-15',
              why: 'The fourth installment of 2026 estimated tax is due January 15 of the following year (26 U.S.C. §6654(c)), Friday January 15, 2027. No underpayment penalty applies when the year\'s tax after withholding is less than $1,000 (§6654(e)(1)).',
              source: {
                title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS Publication 505, Tax Withholding and Estimated Tax',
                url: 'https://www.irs.gov/publications/p505',
              },
              confidence: 'high',
            },
            {
              action: 'Put the filing dates in your calendar: your 2026 Form 1040 is due Thursday April 15, 2027; an extension moves the filing date to Friday October 15, 2027 but not the date to pay.',
              deadline: '2027-04-15',
              why: 'Calendar-year returns are due on the 15th day of April after the year (26 U.S.C. §6072(a)); an extension of time to file is limited to 6 months (§6081(a)) and does not extend the time to pay the tax (Reg. 1.6081-1).',
              source: {
                title: '26 U.S.C. §6072 — Time for filing income tax returns; §6081 — extensions',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS — Form 4868, Application for Automatic Extension of Time To File',
                url: 'https://www.irs.gov/forms-pubs/about-form-4868',
              },
              confidence: 'high',
            },
          ],
        },
        {
          id: 'contractor-returns',
          title: 'Contractor information returns (Form 1099-NEC)',
          applies: 'You paid subcontractors (paidContractors). The question says "600 dollars or more", the threshold for payments made in 2025; for payments made in 2026 the filing duty starts at $2,000 per contractor.',
          items: [
            {
              action: 'Before the year ends, total what you paid each contractor for services in 2026 and collect the legal name, address and taxpayer identification number of everyone paid $2,000 or more (Form W-9 is the IRS form for asking).',
              deadline: '2026-12-31',
              why: 'The return must set forth the aggregate amount paid and the name and address of the recipient (26 U.S.C. §6041A(a)); collecting the details while you are still paying the contractor is easier than in January.',
              source: {
                title: '26 U.S.C. §6041A — Returns regarding payments of remuneration for services',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6041A&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS — Instructions for Forms 1099-MISC and 1099-NEC',
                url: 'https://www.irs.gov/instructions/i1099mec',
              },
              confidence: 'high',
            },
            {
              action: 'File Form 1099-NEC with the IRS and give a copy to each contractor you paid $2,000 or more for services in 2026, by Monday February 1, 2027.',
              deadline: '2027-02-01',
              why: 'For payments made in 2026 a return is required when the payments to one person reach $2,000. It was $600 for payments made in 2025: the One Big Beautiful Bill Act (§70433) raised it to $2,000 for payments made after December 31, 2025, with inflation adjustments from 2027 (IRS Notice 2025-62). So a contractor paid between $600 and $1,999 in 2026 needs no Form 1099-NEC from you, though the payment is still taxable income to them. Forms reporting nonemployee compensation are due January 31 of the following year, and so is the copy for the recipient (26 U.S.C. §6071(c), §6041A(e)). January 31, 2027 is a Sunday, so the due date moves to the next business day (26 U.S.C. §7503).',
              source: {
                title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act',
                url: 'https://www.irs.gov/pub/irs-drop/n-25-62.pdf',
              },
              furtherReading: {
                title: 'IRS — Instructions for Forms 1099-MISC and 1099-NEC',
                url: 'https://www.irs.gov/instructions/i1099mec',
              },
              confidence: 'high',
            },
          ],
        },
        {
          id: 'estimated-tax-catch-up',
          title: 'Catching up on estimated payments',
          applies: 'You are behind on estimated payments (behindOnQuarterlies): the underpayment penalty keeps running on each missed installment until it is paid.',
          items: [
            {
              action: 'Pay what you missed now rather than waiting for Friday January 15, 2027: a payment is applied to the earliest unpaid installment and stops the penalty on it from the day it is paid.',
              deadline: '2027-01-15',
              why: 'The penalty runs on each installment from its due date until the day the underpayment is paid (or April 15 of the next year), and payments are credited to unpaid installments in the order they were due (26 U.S.C. §6654(b)(2) and (b)(3)).',
              source: {
                title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS Publication 505, Tax Withholding and Estimated Tax',
                url: 'https://www.irs.gov/publications/p505',
              },
              confidence: 'high',
            },
            {
              action: 'Aim for the safe harbor: estimated payments plus withholding of at least the smaller of 90 % of your 2026 tax and 100 % of your 2025 tax (110 % if your 2025 AGI was over $150,000, $75,000 married filing separately), spread over the four installments.',
              deadline: '2027-01-15',
              why: 'The required annual payment is the lesser of those two amounts, and each installment is a quarter of it (26 U.S.C. §6654(d)(1)); the prior-year option needs a 12-month prior year with a return.',
              source: {
                title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS Publication 505, Tax Withholding and Estimated Tax',
                url: 'https://www.irs.gov/publications/p505',
              },
              confidence: 'high',
            },
            {
              action: 'If you or your spouse also earn wages, raise the federal income tax withheld from the last paychecks of 2026: withholding counts as paid in equal parts on the four due dates, so it can cover earlier installments too.',
              deadline: '2026-12-31',
              why: 'Tax withheld on wages is deemed paid in equal parts on each installment due date unless you show the actual dates (26 U.S.C. §6654(g)(1)).',
              source: {
                title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
                url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
              },
              furtherReading: {
                title: 'IRS Publication 505, Tax Withholding and Estimated Tax',
                url: 'https://www.irs.gov/publications/p505',
              },
              confidence: 'high',
            },
          ],
        },
      ],
      skippedSections: [
        {
          id: 'income-timing',
          title: 'Income timing and expense acceleration',
          reason: 'Skipped: no lower income expected next year (answered no or left out).',
        },
        {
          id: 'equipment',
          title: 'Equipment purchases and depreciation',
          reason: 'Skipped: no business purchases planned (answered no or left out).',
        },
        {
          id: 'retirement',
          title: 'Retirement contributions and their deadlines',
          reason: 'Skipped: no retirement plan (answered no or left out).',
        },
        {
          id: 'tax-loss-harvesting',
          title: 'Tax-loss harvesting',
          reason: 'Skipped: no taxable investments (answered no or left out).',
        },
      ],
      breakdown: [],
      assumptions: [
        'Tax year 2026: the calendar year of the request date (2026-11-21, UTC), until it ends; rules us-year-end-deadlines effective 2026-01-01.',
        'A calendar-year individual filing Form 1040 with self-employment income (sole proprietor or single-member LLC) on the cash method; federal rules only (state deadlines and rules are not included).',
        'Deadlines are the statutory dates moved to the next day that is not a Saturday, Sunday or District of Columbia legal holiday (26 U.S.C. §7503); disaster postponements announced by the IRS for some areas are not included.',
        'Figures that could not be checked against an official text are left out (the Section 179 dollar limit, the total annual additions limit of a solo 401(k) or SEP); the actions are described without them.',
        'Answered no or left out (no by default): lower income expected next year; business purchases planned; a retirement plan; taxable investments.',
        'A checklist of actions to consider, not tax advice: whether an action pays depends on your figures.',
      ],
      warnings: [],
      rules: [
        {
          id: 'us-year-end-deadlines',
          name: 'US year-end tax deadlines and thresholds for the self-employed',
          effective: '2026-01-01',
          appliedOn: '2026-01-01',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6072 — Time for filing income tax returns',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6081 — Extension of time for filing returns',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim',
            },
            {
              title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-62.pdf',
            },
            {
              title: '26 U.S.C. §1091 — Loss from wash sales of stock or securities',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim',
            },
            {
              title: '26 U.S.C. §1211 — Limitation on capital losses',
              url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim',
            },
            {
              title: 'IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500',
              url: 'https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500',
            },
          ],
        },
      ],
    },
  },
];
