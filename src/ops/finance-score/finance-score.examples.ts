import type { ExamplesFor } from '../../core/operation.js';
import type run from './finance-score.run.js';

/** The documented examples of finance-score: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'A $100,000 year with some gaps (age 50, some quarterlies paid)',
    input: {
      netProfit: 100000,
      age: 50,
      quarterlies: 'some',
      retirementContributed: 10000,
      expenseTracking: 'manual',
      homeOfficeSqft: 200,
      homeOfficeClaimed: false,
      businessMiles: 4000,
      mileageLogged: false,
      topClientPct: 40,
      monthlyExpenses: 5000,
      cashReserve: 12000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'single',
      score: 41.7,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 50,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $20,604.55 federal tax = $18,544.09, in four installments of $4,636.02 due April 15, June 15, September 15 and January 15. Some paid on time, read as half of the required amount: the other half runs $425.88, half of the exposure of paying nothing on time (each unpaid installment runs simple interest from its due date to April 15, 2027 (365, 304, 212, 90 days) at the IRS underpayment rate of each Form 2210 rate period: 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward), over 365 days; $851.76 in all). Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
          gapDollarsPerYear: 425.88,
        },
        {
          area: 'retirement',
          score: 19.6,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $51,087.05 = employee deferral $24,500 + employer part $18,587.05 (20 % of $92,935.23 net earnings after the deductible half of SE tax), + catch-up $8,000 (age 50 or over, up to $8,000). Contributed $10,000: $41,087.05 of room unused, worth $7,231.32 of income tax deferred at 17.6 % (your 22 % bracket, less the 20 % the §199A deduction takes back).',
          gapDollarsPerYear: 7231.32,
        },
        {
          area: 'expenseTracking',
          score: 75,
          weight: 15,
          finding: 'Expenses tracked by hand: valid records, but easier to leave incomplete than a tool that reconciles bank feeds and keeps receipts. Not priced: there is no sourced basis for what that costs.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 0,
          weight: 15,
          finding: 'Home office: 200 sq ft × $5 (simplified method, at most 300 sq ft = $1,500) = $1,000, not claimed. Business miles: 4,000 × $0.725 = $2,900, not logged: without a log the deduction cannot be substantiated, so it is taken as not claimed. Uncaptured: $3,900 × your business deduction rate of 30.4861 % = $1,188.96 a year.',
          gapDollarsPerYear: 1188.96,
        },
        {
          area: 'clientConcentration',
          score: 80,
          weight: 10,
          finding: 'Largest client: 40 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 40,
          weight: 15,
          finding: 'Cash reserve $12,000 covers 2.4 months of $5,000 spending. Our target: 6 months ($30,000), $18,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 8846.16,
      marginalRates: {
        federalIncomeTaxPct: 22,
        qualifiedBusinessIncomeDeductionPct: 20,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 1.2434,
        businessDeductionPct: 30.4861,
        retirementContributionPct: 17.6,
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 14129.55,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $14,129.55 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 100000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 0,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 92350,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 11451.4,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 2678.15,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 14129.55,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000',
          amount: 0,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 7064.78,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 10000,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 82935.23,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, single, 2026',
          amount: 16100,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 66835.23,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 82935.23,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of taxable income before it (smaller than 20 % of the business income)',
          amount: 13367.05,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 53468.18,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, single',
          amount: 6475,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 20604.55,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 18544.09,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 851.76,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies some: 50 % of the exposure)',
          amount: 425.88,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $92,935.23 compensation',
          amount: 18587.05,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (age50)',
          amount: 8000,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 51087.05,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 10000,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $41,087.05 × 17.6 %',
          amount: 7231.32,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 1000,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 2900,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 3900,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 30.4861 %',
          amount: 1188.96,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 8846.16,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status single, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Other income ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $201,750 threshold (single, 2026) it phases down to nothing at $276,750, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies some, expense tracking manual (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'The IRS underpayment rates used for 2026-Q2 (6 %), 2026-Q3 (7 %), 2026-Q4 (7 %) are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
        'The retirement gap is priced at the marginal 17.6 % on all $41,087.05, but that much moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is 9.6 %): contributing it all would defer $4,251.17 of tax this year, not $7,231.32.',
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Everything in place: a score of 100',
    input: {
      netProfit: 80000,
      age: 35,
      quarterlies: 'all',
      retirementContributed: 39369.64,
      expenseTracking: 'software',
      homeOfficeSqft: 150,
      homeOfficeClaimed: true,
      businessMiles: 3000,
      mileageLogged: true,
      topClientPct: 20,
      monthlyExpenses: 4000,
      cashReserve: 30000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'single',
      score: 100,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 100,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $12,867.98 federal tax = $11,581.18, in four installments of $2,895.30 due April 15, June 15, September 15 and January 15. All paid on time: no penalty exposure.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'retirement',
          score: 100,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $39,369.64 = employee deferral $24,500 + employer part $14,869.64 (20 % of $74,348.18 net earnings after the deductible half of SE tax), + no catch-up (under 50). Contributed $39,369.64: no room left unused.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'Home office: 150 sq ft × $5 (simplified method, at most 300 sq ft = $1,500) = $750, claimed. Business miles: 3,000 × $0.725 = $2,175, logged (taken as deducted in netProfit). All captured.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'clientConcentration',
          score: 100,
          weight: 10,
          finding: 'Largest client: 20 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 100,
          weight: 15,
          finding: 'Cash reserve $30,000 covers 7.5 months of $4,000 spending. Our target: 6 months ($24,000), met. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 0,
      marginalRates: {
        federalIncomeTaxPct: 12,
        qualifiedBusinessIncomeDeductionPct: 20,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 0.6782,
        businessDeductionPct: 23.0513,
        retirementContributionPct: 9.6,
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 11303.64,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $11,303.64 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 80000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 0,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 73880,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 9161.12,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 2142.52,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 11303.64,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000',
          amount: 0,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 5651.82,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 39369.64,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 34978.54,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, single, 2026',
          amount: 16100,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 18878.54,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 34978.54,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of taxable income before it (smaller than 20 % of the business income)',
          amount: 3775.71,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 15102.84,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, single',
          amount: 1564.34,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 12867.98,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 11581.18,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 531.94,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies all: 0 % of the exposure)',
          amount: 0,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $74,348.18 compensation',
          amount: 14869.64,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (none)',
          amount: 0,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 39369.64,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 39369.64,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $0 × 9.6 %',
          amount: 0,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 750,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 2175,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 0,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 23.0513 %',
          amount: 0,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 0,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status single, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Other income ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $201,750 threshold (single, 2026) it phases down to nothing at $276,750, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies all, expense tracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Above the Social Security wage base, age 61, single-member LLC, no quarterlies',
    input: {
      netProfit: 250000,
      age: 61,
      entity: 'llc',
      quarterlies: 'none',
      retirementContributed: 30000,
      expenseTracking: 'software',
      topClientPct: 70,
      monthlyExpenses: 12000,
      cashReserve: 36000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'single',
      score: 48.7,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 0,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $58,759.01 federal tax = $52,883.11, in four installments of $13,220.78 due April 15, June 15, September 15 and January 15. None paid on time: each unpaid installment runs simple interest from its due date to April 15, 2027 (365, 304, 212, 90 days) at the IRS underpayment rate of each Form 2210 rate period: 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward), over 365 days; $2,429 in all. Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
          gapDollarsPerYear: 2429,
        },
        {
          area: 'retirement',
          score: 36.2,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $82,792.66 = employee deferral $24,500 + employer part $47,042.66 (20 % of $235,213.31 net earnings after the deductible half of SE tax), + catch-up $11,250 (ages 60–63, up to $11,250). Contributed $30,000: $52,792.66 of room unused, worth $10,136.19 of income tax deferred at 19.2 % (your 24 % bracket, less the 20 % the §199A deduction takes back).',
          gapDollarsPerYear: 10136.19,
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'No home office or business miles reported: nothing to capture.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'clientConcentration',
          score: 40,
          weight: 10,
          finding: 'Largest client: 70 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 50,
          weight: 15,
          finding: 'Cash reserve $36,000 covers 3 months of $12,000 spending. Our target: 6 months ($72,000), $36,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 12565.19,
      marginalRates: {
        federalIncomeTaxPct: 24,
        qualifiedBusinessIncomeDeductionPct: 20,
        selfEmploymentTaxPct: 2.6782,
        additionalMedicareTaxPct: 0.8312,
        halfSeTaxOffsetPct: 0.2571,
        businessDeductionPct: 22.4522,
        retirementContributionPct: 19.2,
      },
      entityReview: {
        entity: 'llc',
        selfEmploymentTax: 29573.38,
        finding: 'Taxed as a sole proprietor (a single-member LLC is disregarded unless it elects otherwise): the whole profit bears self-employment tax, $29,573.38 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 250000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 0,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 230875,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 22878,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 6695.38,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 29573.38,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000',
          amount: 277.88,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 14786.69,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 30000,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 205213.31,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, single, 2026',
          amount: 16100,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 189113.31,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 205213.31,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of taxable income before it (smaller than 20 % of the business income)',
          amount: 37822.66,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 151290.65,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, single',
          amount: 28907.76,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 58759.01,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 52883.11,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 2429,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies none: 100 % of the exposure)',
          amount: 2429,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $235,213.31 compensation',
          amount: 47042.66,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (age60to63)',
          amount: 11250,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 82792.66,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 30000,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $52,792.66 × 19.2 %',
          amount: 10136.19,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 0,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 0,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 0,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 22.4522 %',
          amount: 0,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 12565.19,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status single, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Other income ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $201,750 threshold (single, 2026) it phases down to nothing at $276,750, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity llc, quarterlies none, expense tracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'The IRS underpayment rates used for 2026-Q2 (6 %), 2026-Q3 (7 %), 2026-Q4 (7 %) are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Married filing jointly: $150,000 of profit and $60,000 of the spouse\'s income',
    input: {
      netProfit: 150000,
      otherIncome: 60000,
      filingStatus: 'marriedJointly',
      age: 45,
      quarterlies: 'none',
      retirementContributed: 20000,
      expenseTracking: 'software',
      topClientPct: 30,
      monthlyExpenses: 9000,
      cashReserve: 45000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'marriedJointly',
      score: 59.5,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 0,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $37,749.22 federal tax = $33,974.30, in four installments of $8,493.58 due April 15, June 15, September 15 and January 15. None paid on time: each unpaid installment runs simple interest from its due date to April 15, 2027 (365, 304, 212, 90 days) at the IRS underpayment rate of each Form 2210 rate period: 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward), over 365 days; $1,560.49 in all. Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
          gapDollarsPerYear: 1560.49,
        },
        {
          area: 'retirement',
          score: 38.2,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $52,380.57 = employee deferral $24,500 + employer part $27,880.57 (20 % of $139,402.84 net earnings after the deductible half of SE tax), + no catch-up (under 50). Contributed $20,000: $32,380.57 of room unused, worth $5,698.98 of income tax deferred at 17.6 % (your 22 % bracket, less the 20 % the §199A deduction takes back).',
          gapDollarsPerYear: 5698.98,
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'No home office or business miles reported: nothing to capture.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'clientConcentration',
          score: 93.3,
          weight: 10,
          finding: 'Largest client: 30 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 83.3,
          weight: 15,
          finding: 'Cash reserve $45,000 covers 5 months of $9,000 spending. Our target: 6 months ($54,000), $9,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 7259.47,
      marginalRates: {
        federalIncomeTaxPct: 22,
        qualifiedBusinessIncomeDeductionPct: 20,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 1.2434,
        businessDeductionPct: 30.4861,
        retirementContributionPct: 17.6,
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 21194.33,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $21,194.33 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 150000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 60000,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 138525,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 17177.1,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 4017.23,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 21194.33,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $250,000',
          amount: 0,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 10597.16,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 20000,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 179402.84,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, married filing jointly, 2026',
          amount: 32200,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 147202.84,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 119402.84,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of the business income',
          amount: 23880.57,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 123322.27,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, married filing jointly',
          amount: 16554.9,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 37749.22,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 33974.3,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 1560.49,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies none: 100 % of the exposure)',
          amount: 1560.49,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $139,402.84 compensation',
          amount: 27880.57,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (none)',
          amount: 0,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 52380.57,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 20000,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $32,380.57 × 17.6 %',
          amount: 5698.98,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 0,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 0,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 0,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 30.4861 %',
          amount: 0,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 7259.47,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status married filing jointly, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Married filing jointly: other income ($60,000) holds your spouse\'s taxable income too, treated as ordinary income that is not wages. Your spouse is taken to have no wages or self-employment income (they would count towards the $250,000 Additional Medicare threshold, and their withholding would lower the estimated payments needed), and the retirement room is yours alone.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $403,500 threshold (married filing jointly, 2026) it phases down to nothing at $553,500, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies none, expense tracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'The IRS underpayment rates used for 2026-Q2 (6 %), 2026-Q3 (7 %), 2026-Q4 (7 %) are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
        'The retirement gap is priced at the marginal 17.6 % on all $32,380.57, but that much moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is 9.6 %): contributing it all would defer $5,360.76 of tax this year, not $5,698.98.',
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Head of household, $70,000 of profit, a home office not claimed',
    input: {
      netProfit: 70000,
      filingStatus: 'headOfHousehold',
      age: 38,
      quarterlies: 'some',
      expenseTracking: 'manual',
      homeOfficeSqft: 120,
      homeOfficeClaimed: false,
      topClientPct: 50,
      monthlyExpenses: 4500,
      cashReserve: 9000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'headOfHousehold',
      score: 35.4,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 50,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $13,463.53 federal tax = $12,117.18, in four installments of $3,029.29 due April 15, June 15, September 15 and January 15. Some paid on time, read as half of the required amount: the other half runs $278.28, half of the exposure of paying nothing on time (each unpaid installment runs simple interest from its due date to April 15, 2027 (365, 304, 212, 90 days) at the IRS underpayment rate of each Form 2210 rate period: 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward), over 365 days; $556.56 in all). Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
          gapDollarsPerYear: 278.28,
        },
        {
          area: 'retirement',
          score: 0,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $37,510.93 = employee deferral $24,500 + employer part $13,010.93 (20 % of $65,054.66 net earnings after the deductible half of SE tax), + no catch-up (under 50). Contributed $0: $37,510.93 of room unused, worth $3,601.05 of income tax deferred at 9.6 % (your 12 % bracket, less the 20 % the §199A deduction takes back).',
          gapDollarsPerYear: 3601.05,
        },
        {
          area: 'expenseTracking',
          score: 75,
          weight: 15,
          finding: 'Expenses tracked by hand: valid records, but easier to leave incomplete than a tool that reconciles bank feeds and keeps receipts. Not priced: there is no sourced basis for what that costs.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 0,
          weight: 15,
          finding: 'Home office: 120 sq ft × $5 (simplified method, at most 300 sq ft = $1,500) = $600, not claimed. Uncaptured: $600 × your business deduction rate of 23.0513 % = $138.31 a year.',
          gapDollarsPerYear: 138.31,
        },
        {
          area: 'clientConcentration',
          score: 66.7,
          weight: 10,
          finding: 'Largest client: 50 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 33.3,
          weight: 15,
          finding: 'Cash reserve $9,000 covers 2 months of $4,500 spending. Our target: 6 months ($27,000), $18,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 4017.64,
      marginalRates: {
        federalIncomeTaxPct: 12,
        qualifiedBusinessIncomeDeductionPct: 20,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 0.6782,
        businessDeductionPct: 23.0513,
        retirementContributionPct: 9.6,
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 9890.69,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $9,890.69 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 70000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 0,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 64645,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 8015.98,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 1874.71,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 9890.69,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000',
          amount: 0,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 4945.34,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 0,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 65054.66,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, head of household, 2026',
          amount: 24150,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 40904.66,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 65054.66,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of taxable income before it (smaller than 20 % of the business income)',
          amount: 8180.93,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 32723.73,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, head of household',
          amount: 3572.85,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 13463.53,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 12117.18,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 556.56,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies some: 50 % of the exposure)',
          amount: 278.28,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $65,054.66 compensation',
          amount: 13010.93,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (none)',
          amount: 0,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 37510.93,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 0,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $37,510.93 × 9.6 %',
          amount: 3601.05,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 600,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 0,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 600,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 23.0513 %',
          amount: 138.31,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 4017.64,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status head of household, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Other income ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $201,750 threshold (head of household, 2026) it phases down to nothing at $276,750, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies some, expense tracking manual (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'The IRS underpayment rates used for 2026-Q2 (6 %), 2026-Q3 (7 %), 2026-Q4 (7 %) are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
        'The retirement gap is priced at the marginal 9.6 % on all $37,510.93, but that much moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is 8 %): contributing it all would defer $3,301.35 of tax this year, not $3,601.05.',
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Above the §199A threshold: $280,000 of profit, single, everything else in place',
    input: {
      netProfit: 280000,
      quarterlies: 'all',
      expenseTracking: 'software',
      topClientPct: 20,
      monthlyExpenses: 15000,
      cashReserve: 90000,
    },
    output: {
      taxYear: 2026,
      filingStatus: 'single',
      score: 80,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 100,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $80,611.84 federal tax = $72,550.65, in four installments of $18,137.66 due April 15, June 15, September 15 and January 15. All paid on time: no penalty exposure.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'retirement',
          score: 0,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $72,000 = employee deferral $24,500 + employer part $52,962.32 (20 % of $264,811.59 net earnings after the deductible half of SE tax), capped at $72,000 (the §415(c) limit of $72,000), + no catch-up (no age given). Contributed $0: $72,000 of room unused, worth $37,587.34 of income tax deferred at 52.2046 % (your 32 % bracket, less the -63.1395 % the §199A deduction takes back).',
          gapDollarsPerYear: 37587.34,
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'No home office or business miles reported: nothing to capture.',
          gapDollarsPerYear: 0,
        },
        {
          area: 'clientConcentration',
          score: 100,
          weight: 10,
          finding: 'Largest client: 20 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0,
        },
        {
          area: 'cashReserve',
          score: 100,
          weight: 15,
          finding: 'Cash reserve $90,000 covers 6 months of $15,000 spending. Our target: 6 months ($90,000), met. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0,
        },
      ],
      totalGapDollarsPerYear: 37587.34,
      marginalRates: {
        federalIncomeTaxPct: 32,
        qualifiedBusinessIncomeDeductionPct: -63.1395,
        selfEmploymentTaxPct: 2.6782,
        additionalMedicareTaxPct: 0.8312,
        halfSeTaxOffsetPct: 0.6991,
        businessDeductionPct: 55.0149,
        retirementContributionPct: 52.2046,
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 30376.82,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $30,376.82 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      },
      breakdown: [
        {
          item: 'netProfit',
          label: 'Schedule C net profit',
          amount: 280000,
        },
        {
          item: 'otherIncome',
          label: 'Other taxable income (not wages)',
          amount: 0,
        },
        {
          item: 'netEarnings',
          label: 'Net earnings from self-employment: 92.35 % of net profit',
          amount: 258580,
        },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 22878,
        },
        {
          item: 'medicarePart',
          label: 'Medicare part: 2.9 % of net earnings',
          amount: 7498.82,
        },
        {
          item: 'selfEmploymentTax',
          label: 'Self-employment tax (none when net earnings are under $400)',
          amount: 30376.82,
        },
        {
          item: 'additionalMedicareTax',
          label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000',
          amount: 527.22,
        },
        {
          item: 'deductibleHalfOfSeTax',
          label: 'Deductible part of self-employment tax: 50 %',
          amount: 15188.41,
        },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (as given, pre-tax, up to the room below)',
          amount: 0,
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 264811.59,
        },
        {
          item: 'standardDeduction',
          label: 'Standard deduction, single, 2026',
          amount: 16100,
        },
        {
          item: 'taxableIncomeBeforeQbiDeduction',
          label: 'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
          amount: 248711.59,
        },
        {
          item: 'qualifiedBusinessIncome',
          label: 'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
          amount: 264811.59,
        },
        {
          item: 'qbiDeduction',
          label: 'Qualified business income deduction (§199A): 20 % of the business income, phased down by 62.6155 % above the $201,750 threshold',
          amount: 19799.72,
        },
        {
          item: 'taxableIncome',
          label: 'Taxable income: before the QBI deduction − the deduction, not below 0',
          amount: 228911.87,
        },
        {
          item: 'federalIncomeTax',
          label: 'Federal income tax by the 2026 table, single',
          amount: 49707.8,
        },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 80611.84,
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 72550.65,
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, 2027 (365, 304, 212, 90 days), at 6 % in 2026-Q2, 7 % in 2026-Q3, 7 % in 2026-Q4, 7 % in 2027-Q1 (2026-Q4\'s, carried forward)',
          amount: 3332.36,
        },
        {
          item: 'estimatedTaxesGap',
          label: 'Estimated taxes gap (quarterlies all: 0 % of the exposure)',
          amount: 0,
        },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500,
        },
        {
          item: 'retirementEmployerPart',
          label: 'Solo 401(k) employer part: 20 % of $264,811.59 compensation',
          amount: 52962.32,
        },
        {
          item: 'retirementCatchUp',
          label: 'Catch-up for the age tier (none)',
          amount: 0,
        },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 72000,
        },
        {
          item: 'retirementContributed',
          label: 'Already contributed',
          amount: 0,
        },
        {
          item: 'retirementGap',
          label: 'Retirement gap: unused room $72,000 × 52.2046 %',
          amount: 37587.34,
        },
        {
          item: 'homeOfficeDeduction',
          label: 'Home office, simplified: $5 a sq ft, at most $1,500',
          amount: 0,
        },
        {
          item: 'mileageDeduction',
          label: 'Business miles × $0.725 a mile',
          amount: 0,
        },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 0,
        },
        {
          item: 'deductionsGap',
          label: 'Deductions gap: uncaptured × 55.0149 %',
          amount: 0,
        },
        {
          item: 'totalGap',
          label: 'Total priced gap a year',
          amount: 37587.34,
        },
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rates by quarter (irs-underpayment-interest-rates: 2026-Q2 2026-04-01, 2026-Q3 2026-07-01, 2026-Q4 2026-10-01, 2027-Q1 2026-10-01).',
        'Filing status single, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'Other income ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of 20 % of that income and 20 % of taxable income before it (no capital gains), at least $400 when the income is $1,000 or more; above the $201,750 threshold (single, 2026) it phases down to nothing at $276,750, and a specified service business loses it faster (a warning gives that figure).',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        'Estimated taxes: required annual payment = 90 % of this year\'s tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.',
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimated taxes 25, retirement 20, expense tracking 15, deductions 15, client concentration 10, cash reserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies all, expense tracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      ],
      warnings: [
        'Your taxable income before the qualified business income deduction, $248,711.59, is above the §199A threshold of $201,750 (single, 2026): a business with no W-2 wages and no qualified property loses the 20 % deduction linearly up to $276,750, so it is $19,799.72 here, not $49,742.32. If yours is a specified service business (consulting, health, law, accounting, financial services, performing arts…) it is $7,402.04 and the income tax $3,967.26 more; W-2 wages you pay or qualified property would raise it. Form 8995-A gives the exact figure.',
        'The retirement gap is priced at the marginal 52.2046 % on all $72,000, but that much moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is 19.2 %): contributing it all would defer $23,181.17 of tax this year, not $37,587.34.',
        'The figures of "IRS underpayment interest rates by quarter (individuals)" in force on 2027-01-01 are not published yet (last checked 2026-11-24): this result carries forward those in force from 2026-10-01, and will change when they are published.',
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
            },
            {
              title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax',
              url: 'https://www.irs.gov/taxtopics/tc306',
            },
            {
              title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)',
              url: 'https://www.law.cornell.edu/uscode/text/26/199A',
            },
            {
              title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction',
              url: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf',
            },
          ],
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'IRS — Topic no. 554, Self-employment tax',
              url: 'https://www.irs.gov/taxtopics/tc554',
            },
            {
              title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax',
              url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf',
            },
            {
              title: 'IRS — Topic no. 560, Additional Medicare Tax',
              url: 'https://www.irs.gov/taxtopics/tc560',
            },
          ],
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Contribution and benefit base',
              url: 'https://www.ssa.gov/oact/cola/cbb.html',
            },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751',
            },
            {
              title: 'IRS — Topic no. 759, Form 940, Employer\'s Annual Federal Unemployment (FUTA) Tax Return',
              url: 'https://www.irs.gov/taxtopics/tc759',
            },
            {
              title: 'IRS — Publication 15 (Circular E), Employer\'s Tax Guide',
              url: 'https://www.irs.gov/publications/p15',
            },
          ],
        },
        {
          id: 'us-retirement-limits',
          name: 'US retirement plan contribution limits (solo 401(k))',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Notice 2025-67, 2026 amounts relating to retirement plans and IRAs',
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
            },
            {
              title: 'IRS — One-participant 401(k) plans',
              url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
            },
          ],
        },
        {
          id: 'us-home-office-mileage',
          name: 'US simplified home office deduction and business mileage rate',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Publication 587, Business Use of Your Home (simplified method)',
              url: 'https://www.irs.gov/publications/p587',
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-04-01',
          appliedOn: '2026-04-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-07-01',
          appliedOn: '2026-07-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-10-01',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2027-01-01',
          carriedForward: [
            'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty',
          ],
          lastChecked: '2026-11-24',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md',
            },
          ],
        },
      ],
    },
  },
];
