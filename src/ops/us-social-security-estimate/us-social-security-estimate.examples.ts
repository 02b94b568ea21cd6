import type { ExamplesFor } from '../../core/operation.js';
import type run from './us-social-security-estimate.run.js';

/** The documented examples of us-social-security-estimate: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: '$60,000 a year for 35 years, claiming at full retirement age 67',
    input: { averageAnnualEarnings: 60000 },
    output: {
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      indexedAnnualEarnings: 55306.77,
      yearsWorked: 35,
      firstEarningsYear: 1991,
      lastEarningsYear: 2025,
      cappedYears: 0,
      yearsCounted: 35,
      zeroYears: 0,
      totalIndexedEarnings: 1938035.79,
      aime: 4614,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 2222.36,
      pia: 2222.3,
      fullRetirementAge: 67,
      claimAge: 67,
      claimAgeYears: 67,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 100,
      adjustmentAmount: 0,
      monthlyBenefitBeforeDollarRounding: 2222.3,
      insured: true,
      monthlyBenefit: 2222,
      annualBenefit: 26664,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars (2026 wages)", amount: 60000 },
        {
          item: 'indexedAnnualEarnings',
          label: 'At 2024 wages, the indexing year (you turn 60): ÷ 1.0849, two years of average wage growth at 4.1565 % a year (assumed: the 2014–2024 average)',
          amount: 55306.77
        },
        {
          item: 'lastYearEarnings',
          label: '2025, the year you turn 61, at face value: earnings ÷ 1.0416 (one year of wage growth before today)',
          amount: 57605.61
        },
        { item: 'yearsCounted', label: 'Years counted: the highest indexed of the 35 years 1991–2025, at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        {
          item: 'totalIndexedEarnings',
          label: 'Total indexed earnings of the 35 years counted (each year: capped, × AWI 2024 ÷ AWI of the year, rounded to the cent)',
          amount: 1938035.79
        },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 4614 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $3,328', amount: 1064.96 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 2222.36 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 2222.3
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 2222.3 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 2222 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 26664 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): the estimate has you turn 62 in 2026, so it uses the 2026 bend points ($1,286 and $7,749) and indexes your earnings to the 2024 national average wage index (69,846.57), the year you turn 60, as SSA does.',
        "Your earnings are taken as the same share of the national average wage every year, in today's dollars (2026 wages), over the last 35 of the 40 years from age 22 to 61 (40 elapsed years: 1986–2025). No average wage index after 2024 is in the rule sets, so wages are assumed to grow 4.1565 % a year after 2024, their mean over the latest 10 published years (2014–2024): an assumption, not an official figure. At 2024 wages your earnings are therefore worth today's ÷ 1.0849.",
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest 35 indexed years are averaged; missing years up to 35 count as zeros. Ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'Years worked default to 35 and the claiming age to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (67 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'In dollars of 2026: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.',
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
          lastChecked: '2026-11-24',
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
            },
            {
              title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits',
              url: 'https://www.ssa.gov/oact/cola/AWI.html'
            },
            {
              title: 'SSA — Social Security Handbook §704, Elapsed years defined',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html'
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
        },
        {
          id: 'us-social-security-wage-history',
          name: 'US Social Security average wage index and taxable maximum by year',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            { title: 'SSA — National Average Wage Index (the indexing series)', url: 'https://www.ssa.gov/oact/cola/AWI.html' },
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026',
              url: 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'Self-employed, $100,000 net profit a year, claiming at 62 (30 % less)',
    input: { averageAnnualEarnings: 100000, selfEmployed: true, claimAge: 62 },
    output: {
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: 92350,
      indexedAnnualEarnings: 85126.34,
      yearsWorked: 35,
      firstEarningsYear: 1991,
      lastEarningsYear: 2025,
      cappedYears: 0,
      yearsCounted: 35,
      zeroYears: 0,
      totalIndexedEarnings: 2982960.19,
      aime: 7102,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 3018.52,
      pia: 3018.5,
      fullRetirementAge: 67,
      claimAge: 62,
      claimAgeYears: 62,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 60,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 70,
      adjustmentAmount: -905.6,
      monthlyBenefitBeforeDollarRounding: 2112.9,
      insured: true,
      monthlyBenefit: 2112,
      annualBenefit: 25344,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars (2026 wages)", amount: 100000 },
        { item: 'netEarningsFromSelfEmployment', label: 'Net earnings from self-employment: net profit × 92.35 %', amount: 92350 },
        {
          item: 'indexedAnnualEarnings',
          label: 'At 2024 wages, the indexing year (you turn 60): ÷ 1.0849, two years of average wage growth at 4.1565 % a year (assumed: the 2014–2024 average)',
          amount: 85126.34
        },
        {
          item: 'lastYearEarnings',
          label: '2025, the year you turn 61, at face value: earnings ÷ 1.0416 (one year of wage growth before today)',
          amount: 88664.63
        },
        { item: 'yearsCounted', label: 'Years counted: the highest indexed of the 35 years 1991–2025, at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        {
          item: 'totalIndexedEarnings',
          label: 'Total indexed earnings of the 35 years counted (each year: capped, × AWI 2024 ÷ AWI of the year, rounded to the cent)',
          amount: 2982960.19
        },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 7102 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $5,816', amount: 1861.12 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 3018.52 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 3018.5
        },
        {
          item: 'earlyReduction',
          label: 'Early claiming at 62, 60 months before 67: PIA × (36 × 5/9 % + 24 × 5/12 %) = 30 %, rounded up to the dime',
          amount: -905.6
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 2112.9 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 2112 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 25344 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): the estimate has you turn 62 in 2026, so it uses the 2026 bend points ($1,286 and $7,749) and indexes your earnings to the 2024 national average wage index (69,846.57), the year you turn 60, as SSA does.',
        "Your earnings are taken as the same share of the national average wage every year, in today's dollars (2026 wages), over the last 35 of the 40 years from age 22 to 61 (40 elapsed years: 1986–2025). No average wage index after 2024 is in the rule sets, so wages are assumed to grow 4.1565 % a year after 2024, their mean over the latest 10 published years (2014–2024): an assumption, not an official figure. At 2024 wages your earnings are therefore worth today's ÷ 1.0849.",
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest 35 indexed years are averaged; missing years up to 35 count as zeros. Ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'Years worked default to 35 and the claiming age to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (62 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'In dollars of 2026: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.',
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
          lastChecked: '2026-11-24',
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
            },
            {
              title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits',
              url: 'https://www.ssa.gov/oact/cola/AWI.html'
            },
            {
              title: 'SSA — Social Security Handbook §704, Elapsed years defined',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html'
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
        },
        {
          id: 'us-social-security-wage-history',
          name: 'US Social Security average wage index and taxable maximum by year',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            { title: 'SSA — National Average Wage Index (the indexing series)', url: 'https://www.ssa.gov/oact/cola/AWI.html' },
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026',
              url: 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026'
            }
          ]
        }
      ]
    }
  },
  {
    title: '20 years of $60,000, claiming at 64 (20 % less)',
    input: { averageAnnualEarnings: 60000, yearsWorked: 20, claimAge: 64 },
    output: {
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      indexedAnnualEarnings: 55306.77,
      yearsWorked: 20,
      firstEarningsYear: 2006,
      lastEarningsYear: 2025,
      cappedYears: 0,
      yearsCounted: 20,
      zeroYears: 15,
      totalIndexedEarnings: 1108434.24,
      aime: 2639,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 1590.36,
      pia: 1590.3,
      fullRetirementAge: 67,
      claimAge: 64,
      claimAgeYears: 64,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 36,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 80,
      adjustmentAmount: -318.1,
      monthlyBenefitBeforeDollarRounding: 1272.2,
      insured: true,
      monthlyBenefit: 1272,
      annualBenefit: 15264,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars (2026 wages)", amount: 60000 },
        {
          item: 'indexedAnnualEarnings',
          label: 'At 2024 wages, the indexing year (you turn 60): ÷ 1.0849, two years of average wage growth at 4.1565 % a year (assumed: the 2014–2024 average)',
          amount: 55306.77
        },
        {
          item: 'lastYearEarnings',
          label: '2025, the year you turn 61, at face value: earnings ÷ 1.0416 (one year of wage growth before today)',
          amount: 57605.61
        },
        { item: 'yearsCounted', label: 'Years counted: the highest indexed of the 20 years 2006–2025, at most 35', amount: 20 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 15 },
        {
          item: 'totalIndexedEarnings',
          label: 'Total indexed earnings of the 20 years counted (each year: capped, × AWI 2024 ÷ AWI of the year, rounded to the cent)',
          amount: 1108434.24
        },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 2639 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $1,353', amount: 432.96 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $0', amount: 0 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 1590.36 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 1590.3
        },
        {
          item: 'earlyReduction',
          label: 'Early claiming at 64, 36 months before 67: PIA × (36 × 5/9 %) = 20 %, rounded up to the dime',
          amount: -318.1
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 1272.2 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 1272 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 15264 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): the estimate has you turn 62 in 2026, so it uses the 2026 bend points ($1,286 and $7,749) and indexes your earnings to the 2024 national average wage index (69,846.57), the year you turn 60, as SSA does.',
        "Your earnings are taken as the same share of the national average wage every year, in today's dollars (2026 wages), over the last 20 of the 40 years from age 22 to 61 (40 elapsed years: 1986–2025). No average wage index after 2024 is in the rule sets, so wages are assumed to grow 4.1565 % a year after 2024, their mean over the latest 10 published years (2014–2024): an assumption, not an official figure. At 2024 wages your earnings are therefore worth today's ÷ 1.0849.",
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest 35 indexed years are averaged; missing years up to 35 count as zeros. Ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'Years worked default to 35 and the claiming age to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (64 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'In dollars of 2026: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.',
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
          lastChecked: '2026-11-24',
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
            },
            {
              title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits',
              url: 'https://www.ssa.gov/oact/cola/AWI.html'
            },
            {
              title: 'SSA — Social Security Handbook §704, Elapsed years defined',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html'
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
        },
        {
          id: 'us-social-security-wage-history',
          name: 'US Social Security average wage index and taxable maximum by year',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            { title: 'SSA — National Average Wage Index (the indexing series)', url: 'https://www.ssa.gov/oact/cola/AWI.html' },
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026',
              url: 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'Earnings above the taxable maximum, claiming at 70 (24 % more)',
    input: { averageAnnualEarnings: 250000, claimAge: 70 },
    output: {
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      indexedAnnualEarnings: 230444.88,
      yearsWorked: 35,
      firstEarningsYear: 1991,
      lastEarningsYear: 2025,
      cappedYears: 35,
      yearsCounted: 35,
      zeroYears: 0,
      totalIndexedEarnings: 6014473.92,
      aime: 14320,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 4211.21,
      pia: 4211.2,
      fullRetirementAge: 67,
      claimAge: 70,
      claimAgeYears: 70,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 36,
      benefitPctOfPia: 124,
      adjustmentAmount: 1010.6,
      monthlyBenefitBeforeDollarRounding: 5221.8,
      insured: true,
      monthlyBenefit: 5221,
      annualBenefit: 62652,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars (2026 wages)", amount: 250000 },
        {
          item: 'indexedAnnualEarnings',
          label: 'At 2024 wages, the indexing year (you turn 60): ÷ 1.0849, two years of average wage growth at 4.1565 % a year (assumed: the 2014–2024 average)',
          amount: 230444.88
        },
        {
          item: 'lastYearEarnings',
          label: '2025, the year you turn 61, at face value: capped at its taxable maximum of $176,100',
          amount: 176100
        },
        {
          item: 'cappedYears',
          label: "Years capped at that year's taxable maximum before indexing ($53,400 in 1991 … $176,100 in 2025)",
          amount: 35
        },
        { item: 'yearsCounted', label: 'Years counted: the highest indexed of the 35 years 1991–2025, at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        {
          item: 'totalIndexedEarnings',
          label: 'Total indexed earnings of the 35 years counted (each year: capped, × AWI 2024 ÷ AWI of the year, rounded to the cent)',
          amount: 6014473.92
        },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 14320 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $6,463', amount: 2068.16 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $6,571', amount: 985.65 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 4211.21 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 4211.2
        },
        {
          item: 'delayedRetirementCredit',
          label: 'Delayed claiming at 70, 36 months after 67: PIA × 36 × 2/3 % = 24 %, rounded down to the dime',
          amount: 1010.6
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 5221.8 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 5221 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 62652 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): the estimate has you turn 62 in 2026, so it uses the 2026 bend points ($1,286 and $7,749) and indexes your earnings to the 2024 national average wage index (69,846.57), the year you turn 60, as SSA does.',
        "Your earnings are taken as the same share of the national average wage every year, in today's dollars (2026 wages), over the last 35 of the 40 years from age 22 to 61 (40 elapsed years: 1986–2025). No average wage index after 2024 is in the rule sets, so wages are assumed to grow 4.1565 % a year after 2024, their mean over the latest 10 published years (2014–2024): an assumption, not an official figure. At 2024 wages your earnings are therefore worth today's ÷ 1.0849.",
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest 35 indexed years are averaged; missing years up to 35 count as zeros. Ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'Years worked default to 35 and the claiming age to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (70 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'In dollars of 2026: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.',
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024)."
      ],
      warnings: [
        "Earnings of $250,000.00 a year exceed the 2026 taxable maximum ($184,500) and reach the taxable maximum in 35 of the 35 years: each of those counts only up to that year's maximum (what is above it is neither taxed nor counted toward the benefit)."
      ],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
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
            },
            {
              title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits',
              url: 'https://www.ssa.gov/oact/cola/AWI.html'
            },
            {
              title: 'SSA — Social Security Handbook §704, Elapsed years defined',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html'
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
        },
        {
          id: 'us-social-security-wage-history',
          name: 'US Social Security average wage index and taxable maximum by year',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            { title: 'SSA — National Average Wage Index (the indexing series)', url: 'https://www.ssa.gov/oact/cola/AWI.html' },
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026',
              url: 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026'
            }
          ]
        }
      ]
    }
  },
  {
    title: "SSA's 2026 maximum earner: at the taxable maximum every year from 22 to 61 (40 years), PIA $4,216.90",
    input: { averageAnnualEarnings: 250000, yearsWorked: 40 },
    output: {
      calculationYear: 2026,
      eligibilityYear: 2026,
      indexingYear: 2024,
      averageWageIndex: 69846.57,
      assumedWageGrowthPct: 4.1565,
      wageLevelFactor: 1.084858,
      taxableMaximum: 184500,
      netEarningsFromSelfEmployment: null,
      indexedAnnualEarnings: 230444.88,
      yearsWorked: 40,
      firstEarningsYear: 1986,
      lastEarningsYear: 2025,
      cappedYears: 40,
      yearsCounted: 35,
      zeroYears: 0,
      totalIndexedEarnings: 6030401.17,
      aime: 14358,
      firstBendPoint: 1286,
      secondBendPoint: 7749,
      piaBeforeRounding: 4216.91,
      pia: 4216.9,
      fullRetirementAge: 67,
      claimAge: 67,
      claimAgeYears: 67,
      claimAgeMonths: 0,
      monthsBeforeFullRetirementAge: 0,
      monthsOfDelayedCredit: 0,
      benefitPctOfPia: 100,
      adjustmentAmount: 0,
      monthlyBenefitBeforeDollarRounding: 4216.9,
      insured: true,
      monthlyBenefit: 4216,
      annualBenefit: 50592,
      breakdown: [
        { item: 'averageAnnualEarnings', label: "Typical yearly earnings, today's dollars (2026 wages)", amount: 250000 },
        {
          item: 'indexedAnnualEarnings',
          label: 'At 2024 wages, the indexing year (you turn 60): ÷ 1.0849, two years of average wage growth at 4.1565 % a year (assumed: the 2014–2024 average)',
          amount: 230444.88
        },
        {
          item: 'lastYearEarnings',
          label: '2025, the year you turn 61, at face value: capped at its taxable maximum of $176,100',
          amount: 176100
        },
        {
          item: 'cappedYears',
          label: "Years capped at that year's taxable maximum before indexing ($42,000 in 1986 … $176,100 in 2025)",
          amount: 40
        },
        { item: 'yearsCounted', label: 'Years counted: the highest indexed of the 40 years 1986–2025, at most 35', amount: 35 },
        { item: 'zeroYears', label: 'Years of the 35 with no earnings, counted as zeros', amount: 0 },
        {
          item: 'totalIndexedEarnings',
          label: 'Total indexed earnings of the 35 years counted (each year: capped, × AWI 2024 ÷ AWI of the year, rounded to the cent)',
          amount: 6030401.17
        },
        { item: 'aime', label: 'AIME: total ÷ 420 months, rounded down to the dollar', amount: 14358 },
        { item: 'piaFirstBand', label: '90 % of the AIME up to the first bend point ($1,286): 90 % × $1,286', amount: 1157.4 },
        { item: 'piaSecondBand', label: '32 % of the AIME from $1,286 to $7,749: 32 % × $6,463', amount: 2068.16 },
        { item: 'piaThirdBand', label: '15 % of the AIME over $7,749: 15 % × $6,609', amount: 991.35 },
        { item: 'piaBeforeRounding', label: 'PIA before rounding: the sum of the three bands', amount: 4216.91 },
        {
          item: 'pia',
          label: 'PIA (2026 bend points), rounded down to the dime: the monthly benefit at full retirement age 67',
          amount: 4216.9
        },
        { item: 'monthlyBenefitBeforeDollarRounding', label: 'PIA + adjustment: monthly benefit amount', amount: 4216.9 },
        { item: 'monthlyBenefit', label: 'Monthly benefit, rounded down to the whole dollar', amount: 4216 },
        { item: 'annualBenefit', label: 'Annual benefit: monthly benefit × 12', amount: 50592 }
      ],
      assumptions: [
        'Figures of 2026 (calculation date 2026-11-21, UTC): the estimate has you turn 62 in 2026, so it uses the 2026 bend points ($1,286 and $7,749) and indexes your earnings to the 2024 national average wage index (69,846.57), the year you turn 60, as SSA does.',
        "Your earnings are taken as the same share of the national average wage every year, in today's dollars (2026 wages), over the last 40 of the 40 years from age 22 to 61 (40 elapsed years: 1986–2025). No average wage index after 2024 is in the rule sets, so wages are assumed to grow 4.1565 % a year after 2024, their mean over the latest 10 published years (2014–2024): an assumption, not an official figure. At 2024 wages your earnings are therefore worth today's ÷ 1.0849.",
        "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest 35 indexed years are averaged; missing years up to 35 count as zeros. Ask for your earnings record at ssa.gov/myaccount for your own figures.",
        'Years worked default to 35 and the claiming age to 67. Each year worked is assumed to earn the 4 credits a year allows; under 10 years (40 credits) there is no benefit.',
        'Full retirement age 67 applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.',
        'Claiming age is counted in whole months (67 here). Early claiming: 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % beyond; delayed claiming: 2/3 of 1 % a month up to age 70. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at 70).',
        'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
        'In dollars of 2026: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.',
        "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits (repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024)."
      ],
      warnings: [
        "Earnings of $250,000.00 a year exceed the 2026 taxable maximum ($184,500) and reach the taxable maximum in 40 of the 40 years: each of those counts only up to that year's maximum (what is above it is neither taxed nor counted toward the benefit).",
        'Only the highest 35 years count: of your 40 years (1986–2025), the 5 lowest indexed ones are left out; with the same share of the average wage every year they differ only where a taxable maximum applies.'
      ],
      rules: [
        {
          id: 'us-social-security-benefit-formula',
          name: 'US Social Security retirement benefit formula',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
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
            },
            {
              title: 'SSA — National Average Wage Index: indexed earnings used to compute initial benefits',
              url: 'https://www.ssa.gov/oact/cola/AWI.html'
            },
            {
              title: 'SSA — Social Security Handbook §704, Elapsed years defined',
              url: 'https://www.ssa.gov/OP_Home/handbook/handbook.07/handbook-0704.html'
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
        },
        {
          id: 'us-social-security-wage-history',
          name: 'US Social Security average wage index and taxable maximum by year',
          effective: '2025-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-24',
          sources: [
            { title: 'SSA — National Average Wage Index (the indexing series)', url: 'https://www.ssa.gov/oact/cola/AWI.html' },
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'Federal Register 2025-19763 — Cost-of-Living Increase and Other Determinations for 2026',
              url: 'https://www.federalregister.gov/documents/2025/11/03/2025-19763/cost-of-living-increase-and-other-determinations-for-2026'
            }
          ]
        }
      ]
    }
  }
];
