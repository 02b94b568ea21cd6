import type { ExamplesOf } from '../../core/operation.js';
import type { input, output } from './finance-score.op.js';

/** The documented examples of finance-score: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
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
      cashReserve: 12000
    },
    output: {
      taxYear: 2026,
      score: 41.7,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 50,
          weight: 25,
          finding: "Required annual payment: 90 % of your $23,545.30 federal tax = $21,190.77, in four installments of $5,297.69 due April 15, June 15, September 15 and January 15. Some paid on time, read as half of the required amount: the other half runs $493.27, half of the exposure of paying nothing on time (each unpaid installment runs interest at 7 % (the IRS underpayment rate in force on 2026-11-21, from 2026-10-01) from its due date to April 15, 2027 (365, 304, 212, 90 days ÷ 365), $986.53 in all). Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the real Form 2210 uses each quarter's rate.",
          gapDollarsPerYear: 493.27
        },
        {
          area: 'retirement',
          score: 19.6,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $51,087.05 = employee deferral $24,500 + employer part $18,587.05 (20 % of $92,935.23 net earnings after the deductible half of SE tax), + catch-up $8,000 (age 50 or over, up to $8,000). Contributed $10,000: $41,087.05 of room unused, worth $9,039.15 of income tax deferred at your 22 % bracket.',
          gapDollarsPerYear: 9039.15
        },
        {
          area: 'expenseTracking',
          score: 75,
          weight: 15,
          finding: 'Expenses tracked by hand: valid records, but easier to leave incomplete than a tool that reconciles bank feeds and keeps receipts. Not priced: there is no sourced basis for what that costs.',
          gapDollarsPerYear: 0
        },
        {
          area: 'deductions',
          score: 0,
          weight: 15,
          finding: 'Home office: 200 sq ft × $5 (simplified method, at most 300 sq ft = $1,500) = $1,000, not claimed. Business miles: 4,000 × $0.725 = $2,900, not logged: without a log the deduction cannot be substantiated, so it is taken as not claimed. Uncaptured: $3,900 × your business deduction rate of 34.5753 % = $1,348.44 a year.',
          gapDollarsPerYear: 1348.44
        },
        {
          area: 'clientConcentration',
          score: 80,
          weight: 10,
          finding: 'Largest client: 40 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0
        },
        {
          area: 'cashReserve',
          score: 40,
          weight: 15,
          finding: 'Cash reserve $12,000 covers 2.4 months of $5,000 spending. Our target: 6 months ($30,000), $18,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0
        }
      ],
      totalGapDollarsPerYear: 10880.85,
      marginalRates: {
        federalIncomeTaxPct: 22,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 1.5543,
        businessDeductionPct: 34.5753,
        retirementContributionPct: 22
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 14129.55,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $14,129.55 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.'
      },
      breakdown: [
        { item: 'netProfit', label: 'Schedule C net profit', amount: 100000 },
        { item: 'otherIncome', label: 'Other taxable income (not wages)', amount: 0 },
        { item: 'netEarnings', label: 'Net earnings from self-employment: 92.35 % of net profit', amount: 92350 },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 11451.4
        },
        { item: 'medicarePart', label: 'Medicare part: 2.9 % of net earnings', amount: 2678.15 },
        { item: 'selfEmploymentTax', label: 'Self-employment tax (none when net earnings are under $400)', amount: 14129.55 },
        { item: 'additionalMedicareTax', label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000', amount: 0 },
        { item: 'deductibleHalfOfSeTax', label: 'Deductible part of self-employment tax: 50 %', amount: 7064.78 },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (retirementContributed, pre-tax, up to the room below)',
          amount: 10000
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 82935.23
        },
        { item: 'standardDeduction', label: 'Standard deduction, single, 2026', amount: 16100 },
        { item: 'taxableIncome', label: 'Taxable income: AGI − standard deduction, not below 0', amount: 66835.23 },
        { item: 'federalIncomeTax', label: 'Federal income tax by the 2026 single-filer table', amount: 9415.75 },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 23545.3
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 21190.77
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: R ÷ 4 × 7 % × (365, 304, 212, 90) days ÷ 365',
          amount: 986.53
        },
        { item: 'estimatedTaxesGap', label: 'Estimated taxes gap (quarterlies some: 50 % of the exposure)', amount: 493.27 },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500
        },
        { item: 'retirementEmployerPart', label: 'Solo 401(k) employer part: 20 % of $92,935.23 compensation', amount: 18587.05 },
        { item: 'retirementCatchUp', label: 'Catch-up for the age tier (age50)', amount: 8000 },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 51087.05
        },
        { item: 'retirementContributed', label: 'Already contributed', amount: 10000 },
        { item: 'retirementGap', label: 'Retirement gap: unused room $41,087.05 × 22 %', amount: 9039.15 },
        { item: 'homeOfficeDeduction', label: 'Home office, simplified: $5 a sq ft, at most $1,500', amount: 1000 },
        { item: 'mileageDeduction', label: 'Business miles × $0.725 a mile', amount: 2900 },
        {
          item: 'uncapturedDeductions',
          label: 'Deductions not captured (home office not claimed, miles not logged)',
          amount: 3900
        },
        { item: 'deductionsGap', label: 'Deductions gap: uncaptured × 34.5753 %', amount: 1348.44 },
        { item: 'totalGap', label: 'Total priced gap a year', amount: 10880.85 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rate 7 % (irs-underpayment-interest-rates 2026-10-01).',
        'Single filer with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'otherIncome ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'The qualified business income deduction (IRC §199A) is not modelled: below its threshold it would cut taxable income by up to 20 % of the business income, so the income tax and the penalty exposure are overstated, and the income-tax part of the marginal rates is too high by up to about a fifth.',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        `Estimated taxes: required annual payment = 90 % of this year's tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at one rate, the one in force on the request date; "some" = half paid on time.`,
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimatedTaxes 25, retirement 20, expenseTracking 15, deductions 15, clientConcentration 10, cashReserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies some, expenseTracking manual (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing homeOfficeClaimed or mileageLogged as false.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.'
      ],
      warnings: [
        'The IRS underpayment rate used, 7 % from 2026-10-01, is confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check it at irs.gov/payments/quarterly-interest-rates.',
        'The retirement gap is priced at the marginal 22 % on all $41,087.05, but that much would take taxable income down into the 12 % bracket: contributing it all would defer $6,573.97 of tax this year, not $9,039.15.'
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax, single filer (brackets, standard deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'
            },
            { title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax', url: 'https://www.irs.gov/taxtopics/tc306' }
          ]
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'IRS — Topic no. 554, Self-employment tax', url: 'https://www.irs.gov/taxtopics/tc554' },
            { title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax', url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf' },
            { title: 'IRS — Topic no. 560, Additional Medicare Tax', url: 'https://www.irs.gov/taxtopics/tc560' }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            { title: "IRS — Publication 15 (Circular E), Employer's Tax Guide", url: 'https://www.irs.gov/publications/p15' }
          ]
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
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf'
            },
            { title: 'IRS — One-participant 401(k) plans', url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans' }
          ]
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
              url: 'https://www.irs.gov/publications/p587'
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html'
            }
          ]
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md'
            }
          ]
        }
      ]
    }
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
      cashReserve: 30000
    },
    output: {
      taxYear: 2026,
      score: 100,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 100,
          weight: 25,
          finding: 'Required annual payment: 90 % of your $13,321.07 federal tax = $11,988.96, in four installments of $2,997.24 due April 15, June 15, September 15 and January 15. All paid on time: no penalty exposure.',
          gapDollarsPerYear: 0
        },
        {
          area: 'retirement',
          score: 100,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $39,369.64 = employee deferral $24,500 + employer part $14,869.64 (20 % of $74,348.18 net earnings after the deductible half of SE tax), + no catch-up (under 50). Contributed $39,369.64: no room left unused.',
          gapDollarsPerYear: 0
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'Home office: 150 sq ft × $5 (simplified method, at most 300 sq ft = $1,500) = $750, claimed. Business miles: 3,000 × $0.725 = $2,175, logged (taken as deducted in netProfit). All captured.',
          gapDollarsPerYear: 0
        },
        {
          area: 'clientConcentration',
          score: 100,
          weight: 10,
          finding: 'Largest client: 20 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0
        },
        {
          area: 'cashReserve',
          score: 100,
          weight: 15,
          finding: 'Cash reserve $30,000 covers 7.5 months of $4,000 spending. Our target: 6 months ($24,000), met. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0
        }
      ],
      totalGapDollarsPerYear: 0,
      marginalRates: {
        federalIncomeTaxPct: 12,
        selfEmploymentTaxPct: 14.1296,
        additionalMedicareTaxPct: 0,
        halfSeTaxOffsetPct: 0.8478,
        businessDeductionPct: 25.2818,
        retirementContributionPct: 12
      },
      entityReview: {
        entity: 'sole',
        selfEmploymentTax: 11303.64,
        finding: 'Taxed as a sole proprietor: the whole profit bears self-employment tax, $11,303.64 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.'
      },
      breakdown: [
        { item: 'netProfit', label: 'Schedule C net profit', amount: 80000 },
        { item: 'otherIncome', label: 'Other taxable income (not wages)', amount: 0 },
        { item: 'netEarnings', label: 'Net earnings from self-employment: 92.35 % of net profit', amount: 73880 },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 9161.12
        },
        { item: 'medicarePart', label: 'Medicare part: 2.9 % of net earnings', amount: 2142.52 },
        { item: 'selfEmploymentTax', label: 'Self-employment tax (none when net earnings are under $400)', amount: 11303.64 },
        { item: 'additionalMedicareTax', label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000', amount: 0 },
        { item: 'deductibleHalfOfSeTax', label: 'Deductible part of self-employment tax: 50 %', amount: 5651.82 },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (retirementContributed, pre-tax, up to the room below)',
          amount: 39369.64
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 34978.54
        },
        { item: 'standardDeduction', label: 'Standard deduction, single, 2026', amount: 16100 },
        { item: 'taxableIncome', label: 'Taxable income: AGI − standard deduction, not below 0', amount: 18878.54 },
        { item: 'federalIncomeTax', label: 'Federal income tax by the 2026 single-filer table', amount: 2017.43 },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 13321.07
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 11988.96
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: R ÷ 4 × 7 % × (365, 304, 212, 90) days ÷ 365',
          amount: 558.14
        },
        { item: 'estimatedTaxesGap', label: 'Estimated taxes gap (quarterlies all: 0 % of the exposure)', amount: 0 },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500
        },
        { item: 'retirementEmployerPart', label: 'Solo 401(k) employer part: 20 % of $74,348.18 compensation', amount: 14869.64 },
        { item: 'retirementCatchUp', label: 'Catch-up for the age tier (none)', amount: 0 },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 39369.64
        },
        { item: 'retirementContributed', label: 'Already contributed', amount: 39369.64 },
        { item: 'retirementGap', label: 'Retirement gap: unused room $0 × 12 %', amount: 0 },
        { item: 'homeOfficeDeduction', label: 'Home office, simplified: $5 a sq ft, at most $1,500', amount: 750 },
        { item: 'mileageDeduction', label: 'Business miles × $0.725 a mile', amount: 2175 },
        { item: 'uncapturedDeductions', label: 'Deductions not captured (home office not claimed, miles not logged)', amount: 0 },
        { item: 'deductionsGap', label: 'Deductions gap: uncaptured × 25.2818 %', amount: 0 },
        { item: 'totalGap', label: 'Total priced gap a year', amount: 0 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rate 7 % (irs-underpayment-interest-rates 2026-10-01).',
        'Single filer with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'otherIncome ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'The qualified business income deduction (IRC §199A) is not modelled: below its threshold it would cut taxable income by up to 20 % of the business income, so the income tax and the penalty exposure are overstated, and the income-tax part of the marginal rates is too high by up to about a fifth.',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        `Estimated taxes: required annual payment = 90 % of this year's tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at one rate, the one in force on the request date; "some" = half paid on time.`,
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimatedTaxes 25, retirement 20, expenseTracking 15, deductions 15, clientConcentration 10, cashReserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity sole, quarterlies all, expenseTracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing homeOfficeClaimed or mileageLogged as false.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax, single filer (brackets, standard deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'
            },
            { title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax', url: 'https://www.irs.gov/taxtopics/tc306' }
          ]
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'IRS — Topic no. 554, Self-employment tax', url: 'https://www.irs.gov/taxtopics/tc554' },
            { title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax', url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf' },
            { title: 'IRS — Topic no. 560, Additional Medicare Tax', url: 'https://www.irs.gov/taxtopics/tc560' }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            { title: "IRS — Publication 15 (Circular E), Employer's Tax Guide", url: 'https://www.irs.gov/publications/p15' }
          ]
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
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf'
            },
            { title: 'IRS — One-participant 401(k) plans', url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans' }
          ]
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
              url: 'https://www.irs.gov/publications/p587'
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html'
            }
          ]
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md'
            }
          ]
        }
      ]
    }
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
      cashReserve: 36000
    },
    output: {
      taxYear: 2026,
      score: 48.7,
      areas: [
        {
          area: 'estimatedTaxes',
          score: 0,
          weight: 25,
          finding: "Required annual payment: 90 % of your $67,836.45 federal tax = $61,052.80, in four installments of $15,263.20 due April 15, June 15, September 15 and January 15. None paid on time: each unpaid installment runs interest at 7 % (the IRS underpayment rate in force on 2026-11-21, from 2026-10-01) from its due date to April 15, 2027 (365, 304, 212, 90 days ÷ 365), $2,842.30 in all. Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the real Form 2210 uses each quarter's rate.",
          gapDollarsPerYear: 2842.3
        },
        {
          area: 'retirement',
          score: 36.2,
          weight: 20,
          finding: 'Room in a solo 401(k) for 2026: $82,792.66 = employee deferral $24,500 + employer part $47,042.66 (20 % of $235,213.31 net earnings after the deductible half of SE tax), + catch-up $11,250 (ages 60–63, up to $11,250). Contributed $30,000: $52,792.66 of room unused, worth $12,670.24 of income tax deferred at your 24 % bracket.',
          gapDollarsPerYear: 12670.24
        },
        {
          area: 'expenseTracking',
          score: 100,
          weight: 15,
          finding: 'Expenses tracked in software: records that support every deduction. Not priced.',
          gapDollarsPerYear: 0
        },
        {
          area: 'deductions',
          score: 100,
          weight: 15,
          finding: 'No home office or business miles reported: nothing to capture.',
          gapDollarsPerYear: 0
        },
        {
          area: 'clientConcentration',
          score: 40,
          weight: 10,
          finding: 'Largest client: 70 % of billing. Our threshold: 25 % or less scores 100, falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
          gapDollarsPerYear: 0
        },
        {
          area: 'cashReserve',
          score: 50,
          weight: 15,
          finding: 'Cash reserve $36,000 covers 3 months of $12,000 spending. Our target: 6 months ($72,000), $36,000 short. Not priced: a thin reserve has no sourced yearly cost.',
          gapDollarsPerYear: 0
        }
      ],
      totalGapDollarsPerYear: 15512.54,
      marginalRates: {
        federalIncomeTaxPct: 24,
        selfEmploymentTaxPct: 2.6782,
        additionalMedicareTaxPct: 0.8312,
        halfSeTaxOffsetPct: 0.3214,
        businessDeductionPct: 27.1879,
        retirementContributionPct: 24
      },
      entityReview: {
        entity: 'llc',
        selfEmploymentTax: 29573.38,
        finding: 'Taxed as a sole proprietor (a single-member LLC is disregarded unless it elects otherwise): the whole profit bears self-employment tax, $29,573.38 this year. An S-corporation election may be worth a look: only a reasonable salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.'
      },
      breakdown: [
        { item: 'netProfit', label: 'Schedule C net profit', amount: 250000 },
        { item: 'otherIncome', label: 'Other taxable income (not wages)', amount: 0 },
        { item: 'netEarnings', label: 'Net earnings from self-employment: 92.35 % of net profit', amount: 230875 },
        {
          item: 'socialSecurityPart',
          label: 'Social Security part: 12.4 % of net earnings up to the 2026 wage base of $184,500',
          amount: 22878
        },
        { item: 'medicarePart', label: 'Medicare part: 2.9 % of net earnings', amount: 6695.38 },
        { item: 'selfEmploymentTax', label: 'Self-employment tax (none when net earnings are under $400)', amount: 29573.38 },
        { item: 'additionalMedicareTax', label: 'Additional Medicare Tax: 0.9 % of net earnings above $200,000', amount: 277.88 },
        { item: 'deductibleHalfOfSeTax', label: 'Deductible part of self-employment tax: 50 %', amount: 14786.69 },
        {
          item: 'retirementDeduction',
          label: 'Retirement contributions deducted (retirementContributed, pre-tax, up to the room below)',
          amount: 30000
        },
        {
          item: 'adjustedGrossIncome',
          label: 'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
          amount: 205213.31
        },
        { item: 'standardDeduction', label: 'Standard deduction, single, 2026', amount: 16100 },
        { item: 'taxableIncome', label: 'Taxable income: AGI − standard deduction, not below 0', amount: 189113.31 },
        { item: 'federalIncomeTax', label: 'Federal income tax by the 2026 single-filer table', amount: 37985.2 },
        {
          item: 'totalFederalTax',
          label: 'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
          amount: 67836.45
        },
        {
          item: 'requiredAnnualPayment',
          label: 'Required annual estimated payment: 90 % of the total tax (0 under $1,000)',
          amount: 61052.8
        },
        {
          item: 'penaltyExposureIfNonePaid',
          label: 'Penalty exposure with no installment on time: R ÷ 4 × 7 % × (365, 304, 212, 90) days ÷ 365',
          amount: 2842.3
        },
        { item: 'estimatedTaxesGap', label: 'Estimated taxes gap (quarterlies none: 100 % of the exposure)', amount: 2842.3 },
        {
          item: 'retirementEmployeeDeferral',
          label: 'Solo 401(k) employee deferral: up to $24,500, at most compensation',
          amount: 24500
        },
        { item: 'retirementEmployerPart', label: 'Solo 401(k) employer part: 20 % of $235,213.31 compensation', amount: 47042.66 },
        { item: 'retirementCatchUp', label: 'Catch-up for the age tier (age60to63)', amount: 11250 },
        {
          item: 'retirementRoom',
          label: 'Retirement room: deferral + employer part (at most $72,000 and compensation) + catch-up',
          amount: 82792.66
        },
        { item: 'retirementContributed', label: 'Already contributed', amount: 30000 },
        { item: 'retirementGap', label: 'Retirement gap: unused room $52,792.66 × 24 %', amount: 12670.24 },
        { item: 'homeOfficeDeduction', label: 'Home office, simplified: $5 a sq ft, at most $1,500', amount: 0 },
        { item: 'mileageDeduction', label: 'Business miles × $0.725 a mile', amount: 0 },
        { item: 'uncapturedDeductions', label: 'Deductions not captured (home office not claimed, miles not logged)', amount: 0 },
        { item: 'deductionsGap', label: 'Deductions gap: uncaptured × 27.1879 %', amount: 0 },
        { item: 'totalGap', label: 'Total priced gap a year', amount: 15512.54 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC) for tax year 2026: us-federal-income-tax 2026-01-01, us-self-employment-tax 2025-01-01, Social Security wage base $184,500 (us-employer-payroll-taxes 2026-01-01), us-retirement-limits 2026-01-01, us-home-office-mileage 2026-01-01, IRS underpayment rate 7 % (irs-underpayment-interest-rates 2026-10-01).',
        'Single filer with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.',
        'otherIncome ($0) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.',
        'The qualified business income deduction (IRC §199A) is not modelled: below its threshold it would cut taxable income by up to 20 % of the business income, so the income tax and the penalty exposure are overstated, and the income-tax part of the marginal rates is too high by up to about a fifth.',
        'Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, the wage base or the $400 floor is worth a different amount (a warning then gives the exact value).',
        `Estimated taxes: required annual payment = 90 % of this year's tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at one rate, the one in force on the request date; "some" = half paid on time.`,
        'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
        'Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of $0.725 in force from 2026-01-01 applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).',
        'Scoring weights and thresholds are our judgment, not rules of any authority: weights estimatedTaxes 25, retirement 20, expenseTracking 15, deductions 15, clientConcentration 10, cashReserve 15; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ 25 % = 100, linear to 0 at 100 %; cash reserve target 6 months.',
        'Choices used: entity llc, quarterlies none, expenseTracking software (when not given: sole, none and none). Missing amounts count as 0, a missing age as under 50, a missing homeOfficeClaimed or mileageLogged as false.',
        'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.'
      ],
      warnings: [
        'The IRS underpayment rate used, 7 % from 2026-10-01, is confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check it at irs.gov/payments/quarterly-interest-rates.'
      ],
      rules: [
        {
          id: 'us-federal-income-tax',
          name: 'US federal income tax, single filer (brackets, standard deduction, estimated-tax safe harbor)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §2.08 2025 deduction)',
              url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'
            },
            { title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax', url: 'https://www.irs.gov/taxtopics/tc306' }
          ]
        },
        {
          id: 'us-self-employment-tax',
          name: 'US self-employment tax (Schedule SE)',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'IRS — Topic no. 554, Self-employment tax', url: 'https://www.irs.gov/taxtopics/tc554' },
            { title: 'IRS — Schedule SE (Form 1040), Self-Employment Tax', url: 'https://www.irs.gov/pub/irs-pdf/f1040sse.pdf' },
            { title: 'IRS — Topic no. 560, Additional Medicare Tax', url: 'https://www.irs.gov/taxtopics/tc560' }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            { title: "IRS — Publication 15 (Circular E), Employer's Tax Guide", url: 'https://www.irs.gov/publications/p15' }
          ]
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
              url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf'
            },
            { title: 'IRS — One-participant 401(k) plans', url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans' }
          ]
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
              url: 'https://www.irs.gov/publications/p587'
            },
            {
              title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026',
              url: 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html'
            }
          ]
        },
        {
          id: 'irs-underpayment-interest-rates',
          name: 'IRS underpayment interest rates by quarter (individuals)',
          effective: '2026-10-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)',
              url: 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md'
            }
          ]
        }
      ]
    }
  }
];
