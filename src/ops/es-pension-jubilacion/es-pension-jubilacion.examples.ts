import type { ExamplesFor } from '../../core/operation.js';
import type run from './es-pension-jubilacion.run.js';

/** The documented examples of es-pension-jubilacion: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
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
      retirementYear: 2026,
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
      gapFilling: {
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        },
        method2: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        }
      },
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
        "Rules of 2026 (rule set es-retirement-pension-2026, version effective 2026-01-01) for a pension starting in 2026.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "Retirement age not given: the ordinary age for the years contributed is used (66 years 10 months).",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
      retirementYear: 2026,
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
      gapFilling: {
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        },
        method2: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        }
      },
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
        "Rules of 2026 (rule set es-retirement-pension-2026, version effective 2026-01-01) for a pension starting in 2026.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "For the reduction, the ordinary age is the one you would have reached by contributing on until it (art. 208.2 LGSS); the reduction bracket uses the whole months contributed at retirement.",
        "Voluntary early retirement also requires a pension above the minimum pension for your family situation at 65 (art. 208.1.c); for a single-person household that is 936.20 € a payment in 2026.",
        "The reduction is permanent. Involuntary early retirement (art. 207) and other routes (hazardous jobs, disability) have other rules and are not modelled.",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "Voluntary early retirement 24 months before the ordinary age: the pension is reduced by 19 %, for life."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
          sources: [
            {
              title: "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          id: "es-early-retirement-reductions-2026",
          name: "Spain: voluntary early retirement reductions (art. 208 and DT 34.ª LGSS)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
      retirementYear: 2026,
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
      gapFilling: {
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        },
        method2: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        }
      },
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
        "Rules of 2026 (rule set es-retirement-pension-2026, version effective 2026-01-01) for a pension starting in 2026.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "The bonus is taken as an additional percentage (option a of art. 210.2 LGSS, the default); the lump-sum and mixed options are not modelled. The months after the ordinary age are assumed contributed.",
        "The ordinary age is that of the 2026 calendar; if you reached it in an earlier year, the age required then may have been lower, which would add months of delay: not modelled.",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "With the bonus the pension would exceed the 2026 maximum: it is paid at 3,359.60 € and the 8 points of bonus not used are paid as a yearly amount of 3,762.75 € in 14 payments."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
    title: "20 years at 2,000 € in the Régimen General: the months before the career are filled as gaps (lagunas)",
    input: {
      periods: [
        {
          years: 20,
          regimen: "general",
          monthlyBase: 2000
        }
      ]
    },
    output: {
      retirementYear: 2026,
      rulesYear: 2026,
      contributedMonths: 240,
      contributed: "20 years",
      entitled: true,
      retirementAgeMonths: 802,
      retirementAge: "66 years 10 months",
      ordinaryAgeMonths: 802,
      ordinaryAge: "66 years 10 months",
      retirementType: "ordinary",
      monthsEarly: 0,
      monthsDelayed: 0,
      baseReguladoraMethod1: 1591.19,
      baseReguladoraMethod2: 1584.71,
      baseReguladoraMethodUsed: "method1",
      baseReguladora: 1591.19,
      gapFilling: {
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: {
          months: 60,
          atFull: 48,
          atReduced: 0,
          atHalf: 12,
          amount: 76917.6
        },
        method2: {
          months: 64,
          atFull: 48,
          atReduced: 0,
          atHalf: 16,
          amount: 79766.4
        }
      },
      percentageForYears: 62.38,
      earlyReductionPercent: 0,
      earlyReductionAppliedTo: null,
      delayBonusPercent: 0,
      theoreticalMonthlyPension: 992.59,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: false,
      monthlyPension: 992.59,
      paymentsPerYear: 14,
      annualPension: 13896.21,
      bonusAboveMaximumAnnual: 0,
      totalAnnual: 13896.21,
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
          label: "Months contributed: 1 period, 20 years",
          amount: 240
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases (60 months before the first period filled as gaps: 48 × 1,424.40 € + 12 × 712.20 €)",
          amount: 556917.6
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 1591.19
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 712.20 € and 712.20 €; 64 months before the first period filled as gaps: 48 × 1,424.40 € + 16 × 712.20 €)",
          amount: 558342
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 352.33",
          amount: 1584.71
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 1",
          amount: 1591.19
        },
        {
          item: "percentageForYears",
          label: "Percentage for 20 years: 50 % for 15 years + 49 × 0.21 % + 11 × 0.19 %",
          amount: 62.38
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
          label: "Pension before adjustments: base reguladora × 62.38 %",
          amount: 992.59
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 992.59
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 13896.21
        }
      ],
      assumptions: [
        "Rules of 2026 (rule set es-retirement-pension-2026, version effective 2026-01-01) for a pension starting in 2026.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "Gaps: the months of each window before your first period (64 in the method 2 window) are taken as months without a duty to contribute and, as your last period is in the Régimen General, filled as art. 209.1.b LGSS says: the first 48 with the base mínima, the rest with 50 % of it. The base mínima used is that of 2026, 1,424.40 € a month (the lowest of the Régimen General), for every gap month and in today's euros like your bases; the Social Security uses the base mínima of each month, updated with the CPI when older than 24 months, which can be lower.",
        "Retirement age not given: the ordinary age for the years contributed is used (66 years 10 months).",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "Your career is shorter than the 304 months the base reguladora looks at: the 64 months before your first period are filled as gaps (lagunas) with the base mínima, in full or in part (art. 209.1.b LGSS). The Social Security fills only months in which there was no duty to contribute: if you worked then in another scheme or abroad, check your vida laboral."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
    title: "The same career with the gender-gap supplement to gaps (DT 41.ª): method 2 wins",
    input: {
      periods: [
        {
          years: 20,
          regimen: "general",
          monthlyBase: 2000
        }
      ],
      gapSupplement: true
    },
    output: {
      retirementYear: 2026,
      rulesYear: 2026,
      contributedMonths: 240,
      contributed: "20 years",
      entitled: true,
      retirementAgeMonths: 802,
      retirementAge: "66 years 10 months",
      ordinaryAgeMonths: 802,
      ordinaryAge: "66 years 10 months",
      retirementType: "ordinary",
      monthsEarly: 0,
      monthsDelayed: 0,
      baseReguladoraMethod1: 1591.19,
      baseReguladoraMethod2: 1611.4,
      baseReguladoraMethodUsed: "method2",
      baseReguladora: 1611.4,
      gapFilling: {
        applied: true,
        supplement: true,
        minimumBase: 1424.4,
        method1: {
          months: 60,
          atFull: 48,
          atReduced: 0,
          atHalf: 12,
          amount: 76917.6
        },
        method2: {
          months: 64,
          atFull: 60,
          atReduced: 4,
          atHalf: 0,
          amount: 90022.08
        }
      },
      percentageForYears: 62.38,
      earlyReductionPercent: 0,
      earlyReductionAppliedTo: null,
      delayBonusPercent: 0,
      theoreticalMonthlyPension: 1005.19,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: false,
      monthlyPension: 1005.19,
      paymentsPerYear: 14,
      annualPension: 14072.64,
      bonusAboveMaximumAnnual: 0,
      totalAnnual: 14072.64,
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
          label: "Months contributed: 1 period, 20 years",
          amount: 240
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases (60 months before the first period filled as gaps: 48 × 1,424.40 € + 12 × 712.20 €)",
          amount: 556917.6
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 1591.19
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 302 highest of the last 304 monthly bases (left out: 1,139.52 € and 1,139.52 €; 64 months before the first period filled as gaps: 60 × 1,424.40 € + 4 × 1,139.52 €)",
          amount: 567743.04
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 352.33",
          amount: 1611.4
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 2",
          amount: 1611.4
        },
        {
          item: "percentageForYears",
          label: "Percentage for 20 years: 50 % for 15 years + 49 × 0.21 % + 11 × 0.19 %",
          amount: 62.38
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
          label: "Pension before adjustments: base reguladora × 62.38 %",
          amount: 1005.19
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 1005.19
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 14072.64
        }
      ],
      assumptions: [
        "Rules of 2026 (rule set es-retirement-pension-2026, version effective 2026-01-01) for a pension starting in 2026.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 302 of the last 304 ÷ 352.33): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2026 calendar: 65 with 38 years 3 months contributed, otherwise 66 years 10 months, assuming you contribute without a break up to retirement.",
        "Gaps: the months of each window before your first period (64 in the method 2 window) are taken as months without a duty to contribute and, as your last period is in the Régimen General, filled as art. 209.1.b LGSS says: the first 48 with the base mínima, the rest with 50 % of it. The base mínima used is that of 2026, 1,424.40 € a month (the lowest of the Régimen General), for every gap month and in today's euros like your bases; the Social Security uses the base mínima of each month, updated with the CPI when older than 24 months, which can be lower.",
        "Gender-gap supplement (DT 41.ª LGSS): gap months 49 to 60 are filled at 100 % and 61 to 84 at 80 % of the base mínima. It is applied to method 2, the current rule: method 1 is art. 209.1 as worded in 2023, applied in its entirety (DT 4.ª.7), which has no such supplement. The supplement applies while the gender gap in retirement pensions is above 5 % (DA 37.ª LGSS), which is assumed.",
        "Retirement age not given: the ordinary age for the years contributed is used (66 years 10 months).",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "Your career is shorter than the 304 months the base reguladora looks at: the 64 months before your first period are filled as gaps (lagunas) with the base mínima, in full or in part (art. 209.1.b LGSS). The Social Security fills only months in which there was no duty to contribute: if you worked then in another scheme or abroad, check your vida laboral."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2026-01-01",
          appliedOn: "2026-11-21",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
    title: "Retiring in 2027 at 65 with 38 years 3 months: 3 months early under the 2027 rules",
    input: {
      periods: [
        {
          years: 38.25,
          regimen: "general",
          monthlyBase: 2000
        }
      ],
      retirementAge: 65,
      retirementYear: 2027
    },
    output: {
      retirementYear: 2027,
      rulesYear: 2027,
      contributedMonths: 459,
      contributed: "38 years 3 months",
      entitled: true,
      retirementAgeMonths: 780,
      retirementAge: "65 years",
      ordinaryAgeMonths: 783,
      ordinaryAge: "65 years 3 months",
      retirementType: "early",
      monthsEarly: 3,
      monthsDelayed: 0,
      baseReguladoraMethod1: 1714.29,
      baseReguladoraMethod2: 1714.27,
      baseReguladoraMethodUsed: "method1",
      baseReguladora: 1714.29,
      gapFilling: {
        applied: true,
        supplement: false,
        minimumBase: 1424.4,
        method1: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        },
        method2: {
          months: 0,
          atFull: 0,
          atReduced: 0,
          atHalf: 0,
          amount: 0
        }
      },
      percentageForYears: 100,
      earlyReductionPercent: 3.52,
      earlyReductionAppliedTo: "pension",
      delayBonusPercent: 0,
      theoreticalMonthlyPension: 1714.29,
      maximumMonthlyPension: 3359.6,
      cappedAtMaximum: false,
      monthlyPension: 1653.94,
      paymentsPerYear: 14,
      annualPension: 23155.2,
      bonusAboveMaximumAnnual: 0,
      totalAnnual: 23155.2,
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
          label: "Months contributed: 1 period, 38 years 3 months",
          amount: 459
        },
        {
          item: "sumLast300Bases",
          label: "Method 1: sum of the last 300 monthly bases",
          amount: 600000
        },
        {
          item: "baseReguladoraMethod1",
          label: "Method 1 base reguladora: sum ÷ 350",
          amount: 1714.29
        },
        {
          item: "sumBest302Of304Bases",
          label: "Method 2: sum of the 304 highest of the last 308 monthly bases (left out: 2,000.00 €, 2,000.00 €, 2,000.00 € and 2,000.00 €)",
          amount: 608000
        },
        {
          item: "baseReguladoraMethod2",
          label: "Method 2 base reguladora: sum ÷ 354.67",
          amount: 1714.27
        },
        {
          item: "baseReguladora",
          label: "Base reguladora: the higher, method 1",
          amount: 1714.29
        },
        {
          item: "percentageForYears",
          label: "Percentage for 38 years 3 months: 50 % for 15 years + 248 × 0.19 % + 16 × 0.18 % = 100 % (the maximum)",
          amount: 100
        },
        {
          item: "ordinaryAgeMonths",
          label: "Ordinary age 65 years 3 months: the age at which 38 years 6 months are reached",
          amount: 783
        },
        {
          item: "retirementAgeMonths",
          label: "Retirement age 65 years: 3 months early",
          amount: 780
        },
        {
          item: "theoreticalMonthlyPension",
          label: "Pension before adjustments: base reguladora × 100 %",
          amount: 1714.29
        },
        {
          item: "earlyReductionPercent",
          label: "Early-retirement reduction: 3 months early, column A (under 38 years 6 months contributed), art. 208.2",
          amount: 3.52
        },
        {
          item: "earlyReduction",
          label: "Reduction: 3.52 % × the pension before adjustments",
          amount: -60.34
        },
        {
          item: "monthlyPension",
          label: "Monthly pension, one of 14 payments a year",
          amount: 1653.94
        },
        {
          item: "annualPension",
          label: "Annual pension: monthly × 14",
          amount: 23155.2
        }
      ],
      assumptions: [
        "Rules of 2027 (rule set es-retirement-pension-2026, version effective 2027-01-01) for a pension starting in 2027.",
        "The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.",
        "Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.",
        "Each period's base is limited to the 2026 maximum contribution base (5,101.20 € a month; the 2027 one is not published yet).",
        "Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).",
        "General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.",
        "The base reguladora is the higher of method 1 (last 300 bases ÷ 350) and method 2 (best 304 of the last 308 ÷ 354.67): the Social Security applies the more favourable one of its own accord.",
        "The ordinary age follows the 2027 calendar: 65 with 38 years 6 months contributed, otherwise 67 years, assuming you contribute without a break up to retirement.",
        "For the reduction, the ordinary age is the one you would have reached by contributing on until it (art. 208.2 LGSS); the reduction bracket uses the whole months contributed at retirement.",
        "Voluntary early retirement also requires a pension above the minimum pension for your family situation at 65 (art. 208.1.c); for a single-person household that is 936.20 € a payment in 2026 (the 2027 one is not published yet).",
        "The reduction is permanent. Involuntary early retirement (art. 207) and other routes (hazardous jobs, disability) have other rules and are not modelled.",
        "Pensions are paid in 14 payments a year (12 monthly and 2 extra): annual = monthly × 14.",
        "The minimum pension shown is that of a single-person household, as information: it is not applied.",
        "Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.",
        "Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals."
      ],
      warnings: [
        "Voluntary early retirement 3 months before the ordinary age: the pension is reduced by 3.52 %, for life.",
        "Not published yet for 2027-01-01, so carried forward from the previous period (Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum), last checked 2026-11-24): Maximum initial pension 2027, per payment (14 payments a year); Minimum retirement pension 2027, aged 65 or over, single-person household, per payment (14 a year); Minimum retirement pension 2027, under 65, single-person household, per payment (14 a year); Age from which the higher minimum pension applies (65 years, 2027 table); Top-up to the minimum pension 2027: other yearly income must not exceed this (no dependent spouse).",
        "Not published yet for 2027-01-01, so carried forward from the previous period (Spain: worker Social Security contributions (Régimen General), last checked 2026-11-24): Maximum monthly contribution base (tope máximo), all groups; Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base); Solidarity contribution, upper end of tranche 1 (monthly pay); Solidarity contribution, upper end of tranche 2 (monthly pay)."
      ],
      rules: [
        {
          id: "es-retirement-pension-2026",
          name: "Spain: contributory retirement pension (base reguladora, gaps, percentage, ages, maximum and minimum)",
          effective: "2027-01-01",
          appliedOn: "2027-01-01",
          carriedForward: [
            "Maximum initial pension 2027, per payment (14 payments a year)",
            "Minimum retirement pension 2027, aged 65 or over, single-person household, per payment (14 a year)",
            "Minimum retirement pension 2027, under 65, single-person household, per payment (14 a year)",
            "Age from which the higher minimum pension applies (65 years, 2027 table)",
            "Top-up to the minimum pension 2027: other yearly income must not exceed this (no dependent spouse)"
          ],
          lastChecked: "2026-11-24",
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
              title: "BOE — LGSS, art. 209: base reguladora e integración de lagunas",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#a209"
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
              title: "BOE — LGSS, disposición transitoria 41.ª: integración de lagunas y brecha de género",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724#dt-12"
            },
            {
              title: "BOE — Real Decreto-ley 3/2026, revalorización de las pensiones (pensión máxima y complementos a mínimos)",
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
          name: "Spain: worker Social Security contributions (Régimen General)",
          effective: "2027-01-01",
          appliedOn: "2027-01-01",
          carriedForward: [
            "Maximum monthly contribution base (tope máximo), all groups",
            "Minimum monthly contribution base, groups 4 to 7 (and floor of the AT/EP base)",
            "Solidarity contribution, upper end of tranche 1 (monthly pay)",
            "Solidarity contribution, upper end of tranche 2 (monthly pay)"
          ],
          lastChecked: "2026-11-24",
          sources: [
            {
              title: "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            },
            {
              title: "BOE — Ley General de la Seguridad Social (texto consolidado): art. 19 bis, DT 42ª y DT 43ª",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724"
            },
            {
              title: "BOE — Ley 31/2022, de Presupuestos Generales del Estado para 2023, art. 122 (prorrogada)",
              url: "https://www.boe.es/buscar/act.php?id=BOE-A-2022-22128"
            }
          ]
        },
        {
          id: "es-early-retirement-reductions-2026",
          name: "Spain: voluntary early retirement reductions (art. 208 and DT 34.ª LGSS)",
          effective: "2027-01-01",
          appliedOn: "2027-01-01",
          carriedForward: [],
          lastChecked: "2026-11-24",
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
  }
];
