import type { ExamplesOf } from '../../core/operation.js';
import type { input, output } from './es-pension-jubilacion.op.js';

/** The documented examples of es-pension-jubilacion: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
  {
    title: "A 35-year career in both regimes, retiring at the ordinary age (default: 66 years 10 months)",
    input: {
      periods: [
        {
          years: 12,
          regimen: "general",
          monthlyBase: 1300
        },
        {
          years: 15,
          regimen: "general",
          monthlyBase: 2100
        },
        {
          years: 6,
          regimen: "reta",
          monthlyBase: 1200
        },
        {
          years: 2,
          regimen: "general",
          monthlyBase: 2600
        }
      ]
    },
    output: {
      rulesYear: 2026,
      contributedMonths: 420,
      contributed: "35 years",
      entitled: true,
      retirementAgeMonths: 802,
      retirementAge: "66 years 10 months",
      ordinaryAgeMonths: 802,
      ordinaryAge: "66 years 10 months",
      retirementType: "ordinary",
      monthsEarly: 0,
      monthsDelayed: 0,
      baseReguladoraMethod1: 1594.29,
      baseReguladoraMethod2: 1591.69,
      baseReguladoraMethodUsed: "method1",
      baseReguladora: 1594.29,
      percentageForYears: 96.58,
      earlyReductionPercent: 0,
      earlyReductionAppliedTo: null,
      delayBonusPercent: 0,
      theoreticalMonthlyPension: 1539.76,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: false,
      monthlyPension: 1539.76,
      paymentsPerYear: 14,
      annualPension: 21556.66,
      bonusAboveMaximumAnnual: 0,
      totalAnnual: 21556.66,
      minimumPension: {
        household: "single-person",
        ageBand: "65-or-over",
        monthly: 936.2,
        annual: 13106.8,
        pensionBelowMinimum: false,
        differenceMonthly: 0
      },
      breakdown: [
        {
          item: "contributedMonths",
          label: "Months contributed: 4 periods, 35 years",
          amount: 420
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases",
          amount: 558000
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 1594.29
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 1,200.00 € and 1,200.00 €)",
          amount: 560800
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 352.33",
          amount: 1591.69
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 1",
          amount: 1594.29
        },
        {
          item: "percentageForYears",
          label: "Percentage for 35 years: 50 % for 15 years + 49 × 0.21 % + 191 × 0.19 %",
          amount: 96.58
        },
        {
          item: "ordinaryAgeMonths",
          label: "Ordinary age 66 years 10 months: fewer than 38 years 3 months contributed by then",
          amount: 802
        },
        {
          item: "retirementAgeMonths",
          label: "Retirement age 66 years 10 months: the ordinary age",
          amount: 802
        },
        {
          item: "theoreticalMonthlyPension",
          label: "Pension before adjustments: base reguladora × 96.58 %",
          amount: 1539.76
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 1539.76
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 21556.66
        }
      ],
      assumptions: [
        "Rules of 2026 (rule set es-retirement-pension-2026 effective 2026-01-01): the pension is computed as if it started that year.",
        "The periods are contiguous and run, oldest first, up to the month before retirement; there are no gaps between them, so gap filling (integración de lagunas) is not modelled.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime only matters for gap filling, which is not modelled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "retirementAge not given: the ordinary age for the years contributed is used (66 years 10 months).",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap supplement, income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension 2026 (base reguladora, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — LGSS (RDLeg 8/2015), art. 205: requisitos de la pensión de jubilación",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a205"
            },
            {
              title: "BOE — LGSS, art. 208: jubilación anticipada por voluntad del interesado",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a208"
            },
            {
              title: "BOE — LGSS, art. 210: cuantía de la pensión (porcentaje y complemento por demora)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a210"
            },
            {
              title: "BOE — LGSS, disposición transitoria 4.ª: aplicación de legislaciones anteriores (base reguladora de 2023)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtcuaa"
            },
            {
              title: "BOE — LGSS, disposición transitoria 7.ª: edad de jubilación (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtseptima"
            },
            {
              title: "BOE — LGSS, disposición transitoria 9.ª: porcentaje por años cotizados (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtnovena"
            },
            {
              title: "BOE — LGSS, disposición transitoria 40.ª: base reguladora de la pensión de jubilación (2026-2036)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-11"
            },
            {
              title: "BOE — Real Decreto-ley 11/2024, compatibilidad de la pensión de jubilación con el trabajo",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-26917"
            },
            {
              title: "BOE — Real Decreto 241/2026, revalorización de las pensiones para 2026",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-6977"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (complementos a mínimos)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              title: "Seguridad Social — Cuantías mínimas de las pensiones 2026",
              url: "https://www.seg-social.es/wps/portal/wss/internet/Pensionistas/Revalorizacion/30434/30437"
            }
          ]
        },
        {
          id: "es-social-security-worker-2026",
          name: "Spain: worker Social Security contributions 2026 (Régimen General)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        }
      ]
    }
  },
  {
    title: "Early retirement at 63 with 40 years: 24 months early, 19 % reduction",
    input: {
      periods: [
        {
          years: 25,
          regimen: "general",
          monthlyBase: 1800
        },
        {
          years: 15,
          regimen: "general",
          monthlyBase: 2400
        }
      ],
      retirementAge: 63
    },
    output: {
      rulesYear: 2026,
      contributedMonths: 480,
      contributed: "40 years",
      entitled: true,
      retirementAgeMonths: 756,
      retirementAge: "63 years",
      ordinaryAgeMonths: 780,
      ordinaryAge: "65 years",
      retirementType: "early",
      monthsEarly: 24,
      monthsDelayed: 0,
      baseReguladoraMethod1: 1851.43,
      baseReguladoraMethod2: 1849.4,
      baseReguladoraMethodUsed: "method1",
      baseReguladora: 1851.43,
      percentageForYears: 100,
      earlyReductionPercent: 19,
      earlyReductionAppliedTo: "pension",
      delayBonusPercent: 0,
      theoreticalMonthlyPension: 1851.43,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: false,
      monthlyPension: 1499.66,
      paymentsPerYear: 14,
      annualPension: 20995.2,
      bonusAboveMaximumAnnual: 0,
      totalAnnual: 20995.2,
      minimumPension: {
        household: "single-person",
        ageBand: "under-65",
        monthly: 875.9,
        annual: 12262.6,
        pensionBelowMinimum: false,
        differenceMonthly: 0
      },
      breakdown: [
        {
          item: "contributedMonths",
          label: "Months contributed: 2 periods, 40 years",
          amount: 480
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases",
          amount: 648000
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 1851.43
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 1,800.00 € and 1,800.00 €)",
          amount: 651600
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 352.33",
          amount: 1849.4
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 1",
          amount: 1851.43
        },
        {
          item: "percentageForYears",
          label: "Percentage for 40 years: 50 % for 15 years + 49 × 0.21 % + 209 × 0.19 % = 100 % (the maximum)",
          amount: 100
        },
        {
          item: "ordinaryAgeMonths",
          label: "Ordinary age 65 years: 38 years 3 months or more contributed by then",
          amount: 780
        },
        {
          item: "retirementAgeMonths",
          label: "Retirement age 63 years: 24 months early",
          amount: 756
        },
        {
          item: "theoreticalMonthlyPension",
          label: "Pension before adjustments: base reguladora × 100 %",
          amount: 1851.43
        },
        {
          item: "earlyReductionPercent",
          label: "Early-retirement reduction: 24 months early, column B (38 years 6 months to under 41 years 6 months contributed), art. 208.2",
          amount: 19
        },
        {
          item: "earlyReduction",
          label: "Reduction: 19 % × the pension before adjustments",
          amount: -351.77
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 1499.66
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 20995.2
        }
      ],
      assumptions: [
        "Rules of 2026 (rule set es-retirement-pension-2026 effective 2026-01-01): the pension is computed as if it started that year.",
        "The periods are contiguous and run, oldest first, up to the month before retirement; there are no gaps between them, so gap filling (integración de lagunas) is not modelled.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime only matters for gap filling, which is not modelled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "For the reduction, the ordinary age is the one you would have reached by contributing on until it (art. 208.2 LGSS); the reduction bracket uses the whole months contributed at retirement.",
        "Voluntary early retirement also requires a pension above the minimum pension for your family situation at 65 (art. 208.1.c); for a single-person household that is 936.20 € a payment in 2026.",
        "The reduction is permanent. Involuntary early retirement (art. 207) and other routes (hazardous jobs, disability) have other rules and are not modelled.",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap supplement, income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "Voluntary early retirement 24 months before the ordinary age: the pension is reduced by 19 %, for life."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension 2026 (base reguladora, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — LGSS (RDLeg 8/2015), art. 205: requisitos de la pensión de jubilación",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a205"
            },
            {
              title: "BOE — LGSS, art. 208: jubilación anticipada por voluntad del interesado",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a208"
            },
            {
              title: "BOE — LGSS, art. 210: cuantía de la pensión (porcentaje y complemento por demora)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a210"
            },
            {
              title: "BOE — LGSS, disposición transitoria 4.ª: aplicación de legislaciones anteriores (base reguladora de 2023)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtcuaa"
            },
            {
              title: "BOE — LGSS, disposición transitoria 7.ª: edad de jubilación (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtseptima"
            },
            {
              title: "BOE — LGSS, disposición transitoria 9.ª: porcentaje por años cotizados (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtnovena"
            },
            {
              title: "BOE — LGSS, disposición transitoria 40.ª: base reguladora de la pensión de jubilación (2026-2036)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-11"
            },
            {
              title: "BOE — Real Decreto-ley 11/2024, compatibilidad de la pensión de jubilación con el trabajo",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-26917"
            },
            {
              title: "BOE — Real Decreto 241/2026, revalorización de las pensiones para 2026",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-6977"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (complementos a mínimos)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              title: "Seguridad Social — Cuantías mínimas de las pensiones 2026",
              url: "https://www.seg-social.es/wps/portal/wss/internet/Pensionistas/Revalorizacion/30434/30437"
            }
          ]
        },
        {
          id: "es-social-security-worker-2026",
          name: "Spain: worker Social Security contributions 2026 (Régimen General)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          id: "es-early-retirement-reductions-2026",
          name: "Spain: voluntary early retirement reductions 2026 (art. 208 and DT 34.ª LGSS)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — LGSS (RDLeg 8/2015), art. 208.2: coeficientes reductores de la jubilación anticipada voluntaria",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a208"
            },
            {
              title: "BOE — LGSS, disposición transitoria 34.ª: coeficientes sobre la pensión máxima, 2024-2033",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-5"
            }
          ]
        }
      ]
    }
  },
  {
    title: "Delayed to 67 with 45 years at a high base: 8 % bonus above the maximum, paid as a yearly amount",
    input: {
      periods: [
        {
          years: 45,
          regimen: "general",
          monthlyBase: 5000
        }
      ],
      retirementAge: 67
    },
    output: {
      rulesYear: 2026,
      contributedMonths: 540,
      contributed: "45 years",
      entitled: true,
      retirementAgeMonths: 804,
      retirementAge: "67 years",
      ordinaryAgeMonths: 780,
      ordinaryAge: "65 years",
      retirementType: "delayed",
      monthsEarly: 0,
      monthsDelayed: 24,
      baseReguladoraMethod1: 4285.71,
      baseReguladoraMethod2: 4285.75,
      baseReguladoraMethodUsed: "method2",
      baseReguladora: 4285.75,
      percentageForYears: 100,
      earlyReductionPercent: 0,
      earlyReductionAppliedTo: null,
      delayBonusPercent: 8,
      theoreticalMonthlyPension: 4285.75,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: true,
      monthlyPension: 3359.6,
      paymentsPerYear: 14,
      annualPension: 47034.4,
      bonusAboveMaximumAnnual: 3762.75,
      totalAnnual: 50797.15,
      minimumPension: {
        household: "single-person",
        ageBand: "65-or-over",
        monthly: 936.2,
        annual: 13106.8,
        pensionBelowMinimum: false,
        differenceMonthly: 0
      },
      breakdown: [
        {
          item: "contributedMonths",
          label: "Months contributed: 1 period, 45 years",
          amount: 540
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases",
          amount: 1500000
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 4285.71
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 5,000.00 € and 5,000.00 €)",
          amount: 1510000
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 352.33",
          amount: 4285.75
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 2",
          amount: 4285.75
        },
        {
          item: "percentageForYears",
          label: "Percentage for 45 years: 50 % for 15 years + 49 × 0.21 % + 209 × 0.19 % = 100 % (the maximum)",
          amount: 100
        },
        {
          item: "ordinaryAgeMonths",
          label: "Ordinary age 65 years: 38 years 3 months or more contributed by then",
          amount: 780
        },
        {
          item: "retirementAgeMonths",
          label: "Retirement age 67 years: 24 months after the ordinary age",
          amount: 804
        },
        {
          item: "theoreticalMonthlyPension",
          label: "Pension before adjustments: base reguladora × 100 %",
          amount: 4285.75
        },
        {
          item: "delayBonusPercent",
          label: "Delayed-retirement bonus: 2 full years × 4 %",
          amount: 8
        },
        {
          item: "pensionWithBonus",
          label: "Pension with the bonus: base reguladora × (100 % + 8 %)",
          amount: 4628.62
        },
        {
          item: "maximumMonthlyPension",
          label: "Limited to the 2026 maximum pension",
          amount: 3359.6
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 3359.6
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 47034.4
        },
        {
          item: "bonusAboveMaximumAnnual",
          label: "Bonus not used below the maximum (8 points) paid yearly: 8 % × 3,359.60 € × 14",
          amount: 3762.75
        },
        {
          item: "totalAnnual",
          label: "Total a year: annual pension + yearly amount",
          amount: 50797.15
        }
      ],
      assumptions: [
        "Rules of 2026 (rule set es-retirement-pension-2026 effective 2026-01-01): the pension is computed as if it started that year.",
        "The periods are contiguous and run, oldest first, up to the month before retirement; there are no gaps between them, so gap filling (integración de lagunas) is not modelled.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime only matters for gap filling, which is not modelled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "The bonus is taken as an additional percentage (option a of art. 210.2 LGSS, the default); the lump-sum and mixed options are not modelled. The months after the ordinary age are assumed contributed.",
        "The ordinary age is that of the 2026 calendar; if you reached it in an earlier year, the age required then may have been lower, which would add months of delay: not modelled.",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap supplement, income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "With the bonus the pension would exceed the 2026 maximum: it is paid at 3,359.60 € and the 8 points of bonus not used are paid as a yearly amount of 3,762.75 € in 14 payments."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension 2026 (base reguladora, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — LGSS (RDLeg 8/2015), art. 205: requisitos de la pensión de jubilación",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a205"
            },
            {
              title: "BOE — LGSS, art. 208: jubilación anticipada por voluntad del interesado",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a208"
            },
            {
              title: "BOE — LGSS, art. 210: cuantía de la pensión (porcentaje y complemento por demora)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a210"
            },
            {
              title: "BOE — LGSS, disposición transitoria 4.ª: aplicación de legislaciones anteriores (base reguladora de 2023)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtcuaa"
            },
            {
              title: "BOE — LGSS, disposición transitoria 7.ª: edad de jubilación (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtseptima"
            },
            {
              title: "BOE — LGSS, disposición transitoria 9.ª: porcentaje por años cotizados (calendario)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dtnovena"
            },
            {
              title: "BOE — LGSS, disposición transitoria 40.ª: base reguladora de la pensión de jubilación (2026-2036)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-11"
            },
            {
              title: "BOE — Real Decreto-ley 11/2024, compatibilidad de la pensión de jubilación con el trabajo",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-26917"
            },
            {
              title: "BOE — Real Decreto 241/2026, revalorización de las pensiones para 2026",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-6977"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (complementos a mínimos)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              title: "Seguridad Social — Cuantías mínimas de las pensiones 2026",
              url: "https://www.seg-social.es/wps/portal/wss/internet/Pensionistas/Revalorizacion/30434/30437"
            }
          ]
        },
        {
          id: "es-social-security-worker-2026",
          name: "Spain: worker Social Security contributions 2026 (Régimen General)",
          effective: "2026-01-01",
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: "2026-11-21",
          sources: [
            {
              title: "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        }
      ]
    }
  }
];
