import type { ExamplesOf } from '../../core/operation.js';
import type { input, output } from './us-social-security-estimate.op.js';

/** The documented examples of us-social-security-estimate: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
  {
    title: '$60,000 a year for 35 years, claiming at full retirement age 67',
    input: { averageAnnualEarnings: 60000 },
    output: {
      calculationYear: 2026,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      coveredAnnualEarnings: 60000,
      yearsWorked: 35,
      yearsCounted: 35,
      zeroYears: 0,
      totalCoveredEarnings: 2100000,
      aime: 5000,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 2345.88,
      pia: 2345.8,
      fullRetirementAge: 67,
      claimAge: 67,
      claimAgeYears: 67,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 100,
      adjustmentAmount: 0,
      monthlyBenefitBeforeDollarRounding: 2345.8,
      insured: true,
      monthlyBenefit: 2345,
      annualBenefit: 28140,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars", amount: 60000 },
        {
          item: 'coveredAnnualEarnings',
          label: 'Covered earnings per year, capped at the 2026 taxable maximum of $184,500',
          amount: 60000
        },
        { item: 'yearsCounted', label: 'Years counted: yearsWorked (35), at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        { item: 'totalCoveredEarnings', label: 'Total of the 35 computation years: covered earnings × 35', amount: 2100000 },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 5000 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $3,714', amount: 1188.48 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 2345.88 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 2345.8
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 2345.8 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 2345 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 28140 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): bend points $1,286 and $7,749, taxable maximum $184,500 (2026), as if you turned 62 this year. SSA uses the bend points of the year you turn 62, which rise with the national average wage index.',
        "Earnings are taken as already wage-indexed (today's dollars) and the same every year. SSA indexes each year's actual earnings to the average wage index of the year you turn 60 (later years at face value) and keeps your highest 35 years; ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'The current taxable maximum caps every year; missing years up to 35 count as zeros; more than 35 years add nothing, since all years are equal here.',
        'yearsWorked defaults to 35 (a full career) and claimAge to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (67 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        "In today's dollars: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.",
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024)."
      ],
      warnings: [],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Social Security benefit amounts (Office of the Chief Actuary)',
              url: 'https://www.ssa.gov/oact/cola/Benefits.html'
            },
            { title: 'SSA — Benefit formula bend points', url: 'https://www.ssa.gov/oact/cola/bendpoints.html' },
            { title: 'SSA — Primary Insurance Amount (PIA formula)', url: 'https://www.ssa.gov/oact/cola/piaformula.html' },
            {
              title: 'SSA — 20 CFR 404.409, What is full retirement age?',
              url: 'https://www.ssa.gov/OP_Home/cfr20/404/404-0409.htm'
            },
            {
              title: 'SSA — Social Security Handbook §724, Basic reduction formulas',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0724.html'
            },
            {
              title: 'SSA — POMS RS 00615.693, Estimating the effect of delayed retirement credits',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615693'
            },
            {
              title: 'SSA — POMS RS 01803.001, net earnings from self-employment (the 92.35 % deduction)',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0301803001'
            },
            {
              title: 'SSA — Social Security credits: how many you need for retirement benefits',
              url: 'https://www.socialsecurity.gov/retire2/credits2.htm'
            }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' } ]
        }
      ]
    }
  },
  {
    title: 'Self-employed, $100,000 net profit a year, claiming at 62 (30 % less)',
    input: { averageAnnualEarnings: 100000, selfEmployed: true, claimAge: 62 },
    output: {
      calculationYear: 2026,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: 92350,
      coveredAnnualEarnings: 92350,
      yearsWorked: 35,
      yearsCounted: 35,
      zeroYears: 0,
      totalCoveredEarnings: 3232250,
      aime: 7695,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 3208.28,
      pia: 3208.2,
      fullRetirementAge: 67,
      claimAge: 62,
      claimAgeYears: 62,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 60,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 70,
      adjustmentAmount: -962.5,
      monthlyBenefitBeforeDollarRounding: 2245.7,
      insured: true,
      monthlyBenefit: 2245,
      annualBenefit: 26940,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars", amount: 100000 },
        { item: 'netEarningsFromSelfEmployment', label: 'Net earnings from self-employment: net profit × 92.35 %', amount: 92350 },
        {
          item: 'coveredAnnualEarnings',
          label: 'Covered earnings per year, capped at the 2026 taxable maximum of $184,500',
          amount: 92350
        },
        { item: 'yearsCounted', label: 'Years counted: yearsWorked (35), at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        { item: 'totalCoveredEarnings', label: 'Total of the 35 computation years: covered earnings × 35', amount: 3232250 },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 7695 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $6,409', amount: 2050.88 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 3208.28 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 3208.2
        },
        {
          item: 'earlyReduction',
          label: 'Early claiming at 62, 60 months before 67: PIA × (36 × 5/9 % + 24 × 5/12 %) = 30 %, rounded up to the dime',
          amount: -962.5
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 2245.7 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 2245 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 26940 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): bend points $1,286 and $7,749, taxable maximum $184,500 (2026), as if you turned 62 this year. SSA uses the bend points of the year you turn 62, which rise with the national average wage index.',
        "Earnings are taken as already wage-indexed (today's dollars) and the same every year. SSA indexes each year's actual earnings to the average wage index of the year you turn 60 (later years at face value) and keeps your highest 35 years; ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'The current taxable maximum caps every year; missing years up to 35 count as zeros; more than 35 years add nothing, since all years are equal here.',
        'yearsWorked defaults to 35 (a full career) and claimAge to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (62 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        "In today's dollars: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.",
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024).",
        'selfEmployed: averageAnnualEarnings is read as Schedule C net profit; 92.35 % of it is net earnings from self-employment (Schedule SE, IRC §1402(a)(12)). Wages from a job in the same year share the same taxable maximum: not modelled.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Social Security benefit amounts (Office of the Chief Actuary)',
              url: 'https://www.ssa.gov/oact/cola/Benefits.html'
            },
            { title: 'SSA — Benefit formula bend points', url: 'https://www.ssa.gov/oact/cola/bendpoints.html' },
            { title: 'SSA — Primary Insurance Amount (PIA formula)', url: 'https://www.ssa.gov/oact/cola/piaformula.html' },
            {
              title: 'SSA — 20 CFR 404.409, What is full retirement age?',
              url: 'https://www.ssa.gov/OP_Home/cfr20/404/404-0409.htm'
            },
            {
              title: 'SSA — Social Security Handbook §724, Basic reduction formulas',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0724.html'
            },
            {
              title: 'SSA — POMS RS 00615.693, Estimating the effect of delayed retirement credits',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615693'
            },
            {
              title: 'SSA — POMS RS 01803.001, net earnings from self-employment (the 92.35 % deduction)',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0301803001'
            },
            {
              title: 'SSA — Social Security credits: how many you need for retirement benefits',
              url: 'https://www.socialsecurity.gov/retire2/credits2.htm'
            }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' } ]
        }
      ]
    }
  },
  {
    title: '20 years of $60,000, claiming at 64 (20 % less)',
    input: { averageAnnualEarnings: 60000, yearsWorked: 20, claimAge: 64 },
    output: {
      calculationYear: 2026,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      coveredAnnualEarnings: 60000,
      yearsWorked: 20,
      yearsCounted: 20,
      zeroYears: 15,
      totalCoveredEarnings: 1200000,
      aime: 2857,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 1660.12,
      pia: 1660.1,
      fullRetirementAge: 67,
      claimAge: 64,
      claimAgeYears: 64,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 36,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 80,
      adjustmentAmount: -332.1,
      monthlyBenefitBeforeDollarRounding: 1328,
      insured: true,
      monthlyBenefit: 1328,
      annualBenefit: 15936,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars", amount: 60000 },
        {
          item: 'coveredAnnualEarnings',
          label: 'Covered earnings per year, capped at the 2026 taxable maximum of $184,500',
          amount: 60000
        },
        { item: 'yearsCounted', label: 'Years counted: yearsWorked (20), at most 35', amount: 20 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 15 },
        { item: 'totalCoveredEarnings', label: 'Total of the 35 computation years: covered earnings × 20', amount: 1200000 },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 2857 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $1,571', amount: 502.72 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 1660.12 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 1660.1
        },
        {
          item: 'earlyReduction',
          label: 'Early claiming at 64, 36 months before 67: PIA × (36 × 5/9 %) = 20 %, rounded up to the dime',
          amount: -332.1
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 1328 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 1328 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 15936 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): bend points $1,286 and $7,749, taxable maximum $184,500 (2026), as if you turned 62 this year. SSA uses the bend points of the year you turn 62, which rise with the national average wage index.',
        "Earnings are taken as already wage-indexed (today's dollars) and the same every year. SSA indexes each year's actual earnings to the average wage index of the year you turn 60 (later years at face value) and keeps your highest 35 years; ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'The current taxable maximum caps every year; missing years up to 35 count as zeros; more than 35 years add nothing, since all years are equal here.',
        'yearsWorked defaults to 35 (a full career) and claimAge to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (64 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        "In today's dollars: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.",
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024)."
      ],
      warnings: [],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Social Security benefit amounts (Office of the Chief Actuary)',
              url: 'https://www.ssa.gov/oact/cola/Benefits.html'
            },
            { title: 'SSA — Benefit formula bend points', url: 'https://www.ssa.gov/oact/cola/bendpoints.html' },
            { title: 'SSA — Primary Insurance Amount (PIA formula)', url: 'https://www.ssa.gov/oact/cola/piaformula.html' },
            {
              title: 'SSA — 20 CFR 404.409, What is full retirement age?',
              url: 'https://www.ssa.gov/OP_Home/cfr20/404/404-0409.htm'
            },
            {
              title: 'SSA — Social Security Handbook §724, Basic reduction formulas',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0724.html'
            },
            {
              title: 'SSA — POMS RS 00615.693, Estimating the effect of delayed retirement credits',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615693'
            },
            {
              title: 'SSA — POMS RS 01803.001, net earnings from self-employment (the 92.35 % deduction)',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0301803001'
            },
            {
              title: 'SSA — Social Security credits: how many you need for retirement benefits',
              url: 'https://www.socialsecurity.gov/retire2/credits2.htm'
            }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' } ]
        }
      ]
    }
  },
  {
    title: 'Earnings above the taxable maximum, claiming at 70 (24 % more)',
    input: { averageAnnualEarnings: 250000, claimAge: 70 },
    output: {
      calculationYear: 2026,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      coveredAnnualEarnings: 184500,
      yearsWorked: 35,
      yearsCounted: 35,
      zeroYears: 0,
      totalCoveredEarnings: 6457500,
      aime: 15375,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 4369.46,
      pia: 4369.4,
      fullRetirementAge: 67,
      claimAge: 70,
      claimAgeYears: 70,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 36,
      benefitPctOfPia: 124,
      adjustmentAmount: 1048.6,
      monthlyBenefitBeforeDollarRounding: 5418,
      insured: true,
      monthlyBenefit: 5418,
      annualBenefit: 65016,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars", amount: 250000 },
        {
          item: 'coveredAnnualEarnings',
          label: 'Covered earnings per year, capped at the 2026 taxable maximum of $184,500 (cap applied)',
          amount: 184500
        },
        { item: 'yearsCounted', label: 'Years counted: yearsWorked (35), at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        { item: 'totalCoveredEarnings', label: 'Total of the 35 computation years: covered earnings × 35', amount: 6457500 },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 15375 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $6,463', amount: 2068.16 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $7,626', amount: 1143.9 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 4369.46 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 4369.4
        },
        {
          item: 'delayedRetirementCredit',
          label: 'Delayed claiming at 70, 36 months after 67: PIA × 36 × 2/3 % = 24 %, rounded down to the dime',
          amount: 1048.6
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 5418 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 5418 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 65016 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): bend points $1,286 and $7,749, taxable maximum $184,500 (2026), as if you turned 62 this year. SSA uses the bend points of the year you turn 62, which rise with the national average wage index.',
        "Earnings are taken as already wage-indexed (today's dollars) and the same every year. SSA indexes each year's actual earnings to the average wage index of the year you turn 60 (later years at face value) and keeps your highest 35 years; ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'The current taxable maximum caps every year; missing years up to 35 count as zeros; more than 35 years add nothing, since all years are equal here.',
        'yearsWorked defaults to 35 (a full career) and claimAge to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (70 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        "In today's dollars: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.",
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024)."
      ],
      warnings: [
        'Earnings of $250,000.00 a year exceed the 2026 taxable maximum: only $184,500 a year counts toward the benefit (and is taxed for Social Security).'
      ],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            {
              title: 'SSA — Social Security benefit amounts (Office of the Chief Actuary)',
              url: 'https://www.ssa.gov/oact/cola/Benefits.html'
            },
            { title: 'SSA — Benefit formula bend points', url: 'https://www.ssa.gov/oact/cola/bendpoints.html' },
            { title: 'SSA — Primary Insurance Amount (PIA formula)', url: 'https://www.ssa.gov/oact/cola/piaformula.html' },
            {
              title: 'SSA — 20 CFR 404.409, What is full retirement age?',
              url: 'https://www.ssa.gov/OP_Home/cfr20/404/404-0409.htm'
            },
            {
              title: 'SSA — Social Security Handbook §724, Basic reduction formulas',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0724.html'
            },
            {
              title: 'SSA — POMS RS 00615.693, Estimating the effect of delayed retirement credits',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615693'
            },
            {
              title: 'SSA — POMS RS 01803.001, net earnings from self-employment (the 92.35 % deduction)',
              url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0301803001'
            },
            {
              title: 'SSA — Social Security credits: how many you need for retirement benefits',
              url: 'https://www.socialsecurity.gov/retire2/credits2.htm'
            }
          ]
        },
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' } ]
        }
      ]
    }
  }
];
