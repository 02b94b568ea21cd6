import type { ExamplesFor } from '../../core/operation.js';
import type run from './es-cuota-autonomos.run.js';

/** The documented examples of es-cuota-autonomos: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: "A freelancer expecting 24,000 € of net income in the year",
    input: {"annualNetIncome":24000},
    output: {
      "year": 2026,
      "monthlyNetIncome": 1860,
      "table": "general",
      "tramo": 5,
      "minBase": 1209.15,
      "maxBase": 2030,
      "monthlyFee": 380.88,
      "monthlyFeeAtMaxBase": 639.45,
      "yearlyFee": 4570.56,
      "totalRatePercent": 31.5,
      "contributions": [
        {
          "concept": "commonContingencies",
          "ratePercent": 28.3,
          "atMinBase": 342.19,
          "atMaxBase": 574.49
        },
        {
          "concept": "professionalContingencies",
          "ratePercent": 1.3,
          "atMinBase": 15.72,
          "atMaxBase": 26.39
        },
        {
          "concept": "cessation",
          "ratePercent": 0.9,
          "atMinBase": 10.88,
          "atMaxBase": 18.27
        },
        {
          "concept": "training",
          "ratePercent": 0.1,
          "atMinBase": 1.21,
          "atMaxBase": 2.03
        },
        {
          "concept": "mei",
          "ratePercent": 0.9,
          "atMinBase": 10.88,
          "atMaxBase": 18.27
        }
      ],
      "tarifaPlana": null,
      "regularisation": {
        "definitiveBase": null,
        "amount": 0,
        "direction": "none",
        "note": "Your base is provisional. After the year, the tax office reports your real net income and the Seguridad Social moves it into its tramo: if the base you paid on was below that tramo's minimum, you pay the difference; if above its maximum, it refunds it. Paying on €1,209.15 here, a year that lands one tramo higher is charged the difference between the two minimum bases × 12 at 31.5 %."
      },
      "tramos": [
        {
          "name": "Reduced table, tramo 1",
          "income": "up to €670.00",
          "minBase": 653.59,
          "maxBase": 718.94,
          "feeAtMinBase": 205.88
        },
        {
          "name": "Reduced table, tramo 2",
          "income": "over €670.00 up to €900.00",
          "minBase": 718.95,
          "maxBase": 900,
          "feeAtMinBase": 226.47
        },
        {
          "name": "Reduced table, tramo 3",
          "income": "over €900.00 and under €1,166.70",
          "minBase": 849.67,
          "maxBase": 1166.7,
          "feeAtMinBase": 267.65
        },
        {
          "name": "General table, tramo 1",
          "income": "€1,166.70 to €1,300.00",
          "minBase": 950.98,
          "maxBase": 1300,
          "feeAtMinBase": 299.56
        },
        {
          "name": "General table, tramo 2",
          "income": "over €1,300.00 up to €1,500.00",
          "minBase": 960.78,
          "maxBase": 1500,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 3",
          "income": "over €1,500.00 up to €1,700.00",
          "minBase": 960.78,
          "maxBase": 1700,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 4",
          "income": "over €1,700.00 up to €1,850.00",
          "minBase": 1143.79,
          "maxBase": 1850,
          "feeAtMinBase": 360.29
        },
        {
          "name": "General table, tramo 5",
          "income": "over €1,850.00 up to €2,030.00",
          "minBase": 1209.15,
          "maxBase": 2030,
          "feeAtMinBase": 380.88
        },
        {
          "name": "General table, tramo 6",
          "income": "over €2,030.00 up to €2,330.00",
          "minBase": 1274.51,
          "maxBase": 2330,
          "feeAtMinBase": 401.47
        },
        {
          "name": "General table, tramo 7",
          "income": "over €2,330.00 up to €2,760.00",
          "minBase": 1356.21,
          "maxBase": 2760,
          "feeAtMinBase": 427.21
        },
        {
          "name": "General table, tramo 8",
          "income": "over €2,760.00 up to €3,190.00",
          "minBase": 1437.91,
          "maxBase": 3190,
          "feeAtMinBase": 452.94
        },
        {
          "name": "General table, tramo 9",
          "income": "over €3,190.00 up to €3,620.00",
          "minBase": 1519.61,
          "maxBase": 3620,
          "feeAtMinBase": 478.68
        },
        {
          "name": "General table, tramo 10",
          "income": "over €3,620.00 up to €4,050.00",
          "minBase": 1601.31,
          "maxBase": 4050,
          "feeAtMinBase": 504.41
        },
        {
          "name": "General table, tramo 11",
          "income": "over €4,050.00 up to €6,000.00",
          "minBase": 1732.03,
          "maxBase": 5101.2,
          "feeAtMinBase": 545.59
        },
        {
          "name": "General table, tramo 12",
          "income": "over €6,000.00",
          "minBase": 1928.1,
          "maxBase": 5101.2,
          "feeAtMinBase": 607.35
        }
      ],
      "breakdown": [
        {
          "item": "annualNetIncome",
          "label": "Net income of the year, as given",
          "amount": 24000
        },
        {
          "item": "genericExpenses",
          "label": "Less 7 % for generic expenses (none on a loss)",
          "amount": -1680
        },
        {
          "item": "computableAnnualIncome",
          "label": "Computable net income of the year",
          "amount": 22320
        },
        {
          "item": "monthlyNetIncome",
          "label": "÷ 12 = monthly net income: General table, tramo 5",
          "amount": 1860
        },
        {
          "item": "minBase",
          "label": "Minimum base of the tramo",
          "amount": 1209.15
        },
        {
          "item": "commonContingencies",
          "label": "Common contingencies (contingencias comunes): 28.3 % × €1,209.15",
          "amount": 342.19
        },
        {
          "item": "professionalContingencies",
          "label": "Professional contingencies (contingencias profesionales): 1.3 % × €1,209.15",
          "amount": 15.72
        },
        {
          "item": "cessation",
          "label": "Cessation of activity (cese de actividad): 0.9 % × €1,209.15",
          "amount": 10.88
        },
        {
          "item": "training",
          "label": "Training (formación profesional): 0.1 % × €1,209.15",
          "amount": 1.21
        },
        {
          "item": "mei",
          "label": "Intergenerational equity (MEI): 0.9 % × €1,209.15",
          "amount": 10.88
        },
        {
          "item": "monthlyFee",
          "label": "Monthly fee at the minimum base",
          "amount": 380.88
        },
        {
          "item": "yearlyFee",
          "label": "× 12 = fee for the year",
          "amount": 4570.56
        }
      ],
      "assumptions": [
        "Tables and rates in force on 2026-11-21 (the date of the request, UTC): es-reta-contribution-2026 effective 2026-01-01.",
        "The expected net income is the one the Seguridad Social counts: your IRPF net activity income with your own RETA fees added back (casillas 0224 + 0186 in direct estimation), for the whole year in alta. The monthly figure is the year’s ÷ 12; the regularisation averages over the days in alta × 30, which can differ by cents at a limit.",
        "The monthly fee is the base × the total rate, to the cent; each concept’s share is rounded on its own, so the shares may add up to a cent more or less. Professional contingencies are included (compulsory for most); the cut for those with temporary incapacity covered in another scheme, and bonuses other than the tarifa plana, are not modelled.",
        "You may pay on any base of your tramo, from its minimum to its maximum (up to the general maximum); this shows the minimum, and the maximum as context."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "es-reta-contribution-2026",
          "name": "Spain: self-employed contributions (RETA), tramos and rates",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización 2026): arts. 18 y 37",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            },
            {
              "title": "BOE — Real Decreto-ley 3/2026, de 3 de febrero, art. 3",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              "title": "BOE — Real Decreto-ley 13/2022, de 26 de julio (art. 38 ter LETA y DT 5ª)",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2022-12482"
            },
            {
              "title": "BOE — Real Decreto 126/2026, de 18 de febrero (SMI 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3815"
            },
            {
              "title": "Seguridad Social — Cotización basada en los rendimientos obtenidos",
              "url": "https://www.seg-social.es/wps/portal/wss/internet/HerramientasWeb/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24?changeLanguage=es"
            }
          ]
        }
      ]
    },
  },
  {
    title: "A new autónomo expecting 12,000 €: the tarifa plana, and the reduced table after it",
    input: {"annualNetIncome":12000,"newAutonomo":true},
    output: {
      "year": 2026,
      "monthlyNetIncome": 930,
      "table": "reduced",
      "tramo": 3,
      "minBase": 849.67,
      "maxBase": 1166.7,
      "monthlyFee": 267.65,
      "monthlyFeeAtMaxBase": 367.51,
      "yearlyFee": 3211.8,
      "totalRatePercent": 31.5,
      "contributions": [
        {
          "concept": "commonContingencies",
          "ratePercent": 28.3,
          "atMinBase": 240.46,
          "atMaxBase": 330.18
        },
        {
          "concept": "professionalContingencies",
          "ratePercent": 1.3,
          "atMinBase": 11.05,
          "atMaxBase": 15.17
        },
        {
          "concept": "cessation",
          "ratePercent": 0.9,
          "atMinBase": 7.65,
          "atMaxBase": 10.5
        },
        {
          "concept": "training",
          "ratePercent": 0.1,
          "atMinBase": 0.85,
          "atMaxBase": 1.17
        },
        {
          "concept": "mei",
          "ratePercent": 0.9,
          "atMinBase": 7.65,
          "atMaxBase": 10.5
        }
      ],
      "tarifaPlana": {
        "monthly": 88.56,
        "flatFee": 80,
        "mei": 8.56,
        "first12Months": 1062.72,
        "secondYearPossible": true,
        "smiAnnual": 17094
      },
      "regularisation": {
        "definitiveBase": null,
        "amount": 0,
        "direction": "none",
        "note": "Your base is provisional. After the year, the tax office reports your real net income and the Seguridad Social moves it into its tramo: if the base you paid on was below that tramo's minimum, you pay the difference; if above its maximum, it refunds it. Paying on €849.67 here, a year that lands one tramo higher is charged the difference between the two minimum bases × 12 at 31.5 %."
      },
      "tramos": [
        {
          "name": "Reduced table, tramo 1",
          "income": "up to €670.00",
          "minBase": 653.59,
          "maxBase": 718.94,
          "feeAtMinBase": 205.88
        },
        {
          "name": "Reduced table, tramo 2",
          "income": "over €670.00 up to €900.00",
          "minBase": 718.95,
          "maxBase": 900,
          "feeAtMinBase": 226.47
        },
        {
          "name": "Reduced table, tramo 3",
          "income": "over €900.00 and under €1,166.70",
          "minBase": 849.67,
          "maxBase": 1166.7,
          "feeAtMinBase": 267.65
        },
        {
          "name": "General table, tramo 1",
          "income": "€1,166.70 to €1,300.00",
          "minBase": 950.98,
          "maxBase": 1300,
          "feeAtMinBase": 299.56
        },
        {
          "name": "General table, tramo 2",
          "income": "over €1,300.00 up to €1,500.00",
          "minBase": 960.78,
          "maxBase": 1500,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 3",
          "income": "over €1,500.00 up to €1,700.00",
          "minBase": 960.78,
          "maxBase": 1700,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 4",
          "income": "over €1,700.00 up to €1,850.00",
          "minBase": 1143.79,
          "maxBase": 1850,
          "feeAtMinBase": 360.29
        },
        {
          "name": "General table, tramo 5",
          "income": "over €1,850.00 up to €2,030.00",
          "minBase": 1209.15,
          "maxBase": 2030,
          "feeAtMinBase": 380.88
        },
        {
          "name": "General table, tramo 6",
          "income": "over €2,030.00 up to €2,330.00",
          "minBase": 1274.51,
          "maxBase": 2330,
          "feeAtMinBase": 401.47
        },
        {
          "name": "General table, tramo 7",
          "income": "over €2,330.00 up to €2,760.00",
          "minBase": 1356.21,
          "maxBase": 2760,
          "feeAtMinBase": 427.21
        },
        {
          "name": "General table, tramo 8",
          "income": "over €2,760.00 up to €3,190.00",
          "minBase": 1437.91,
          "maxBase": 3190,
          "feeAtMinBase": 452.94
        },
        {
          "name": "General table, tramo 9",
          "income": "over €3,190.00 up to €3,620.00",
          "minBase": 1519.61,
          "maxBase": 3620,
          "feeAtMinBase": 478.68
        },
        {
          "name": "General table, tramo 10",
          "income": "over €3,620.00 up to €4,050.00",
          "minBase": 1601.31,
          "maxBase": 4050,
          "feeAtMinBase": 504.41
        },
        {
          "name": "General table, tramo 11",
          "income": "over €4,050.00 up to €6,000.00",
          "minBase": 1732.03,
          "maxBase": 5101.2,
          "feeAtMinBase": 545.59
        },
        {
          "name": "General table, tramo 12",
          "income": "over €6,000.00",
          "minBase": 1928.1,
          "maxBase": 5101.2,
          "feeAtMinBase": 607.35
        }
      ],
      "breakdown": [
        {
          "item": "annualNetIncome",
          "label": "Net income of the year, as given",
          "amount": 12000
        },
        {
          "item": "genericExpenses",
          "label": "Less 7 % for generic expenses (none on a loss)",
          "amount": -840
        },
        {
          "item": "computableAnnualIncome",
          "label": "Computable net income of the year",
          "amount": 11160
        },
        {
          "item": "monthlyNetIncome",
          "label": "÷ 12 = monthly net income: Reduced table, tramo 3",
          "amount": 930
        },
        {
          "item": "minBase",
          "label": "Minimum base of the tramo",
          "amount": 849.67
        },
        {
          "item": "commonContingencies",
          "label": "Common contingencies (contingencias comunes): 28.3 % × €849.67",
          "amount": 240.46
        },
        {
          "item": "professionalContingencies",
          "label": "Professional contingencies (contingencias profesionales): 1.3 % × €849.67",
          "amount": 11.05
        },
        {
          "item": "cessation",
          "label": "Cessation of activity (cese de actividad): 0.9 % × €849.67",
          "amount": 7.65
        },
        {
          "item": "training",
          "label": "Training (formación profesional): 0.1 % × €849.67",
          "amount": 0.85
        },
        {
          "item": "mei",
          "label": "Intergenerational equity (MEI): 0.9 % × €849.67",
          "amount": 7.65
        },
        {
          "item": "monthlyFee",
          "label": "Monthly fee at the minimum base",
          "amount": 267.65
        },
        {
          "item": "yearlyFee",
          "label": "× 12 = fee for the year",
          "amount": 3211.8
        }
      ],
      "assumptions": [
        "Tables and rates in force on 2026-11-21 (the date of the request, UTC): es-reta-contribution-2026 effective 2026-01-01.",
        "The expected net income is the one the Seguridad Social counts: your IRPF net activity income with your own RETA fees added back (casillas 0224 + 0186 in direct estimation), for the whole year in alta. The monthly figure is the year’s ÷ 12; the regularisation averages over the days in alta × 30, which can differ by cents at a limit.",
        "The monthly fee is the base × the total rate, to the cent; each concept’s share is rounded on its own, so the shares may add up to a cent more or less. Professional contingencies are included (compulsory for most); the cut for those with temporary incapacity covered in another scheme, and bonuses other than the tarifa plana, are not modelled.",
        "You may pay on any base of your tramo, from its minimum to its maximum (up to the general maximum); this shows the minimum, and the maximum as context.",
        "Tarifa plana (art. 38 ter LETA): a fixed cuota reducida for the first 12 full calendar months from the alta, without cessation or training, plus the MEI on the minimum base of general tramo 1; it is not regularised. The next 12 months may keep it if the net income of each calendar year they cover is below the annual SMI (asked for before the first period ends), and is regularised if that year’s income exceeds it. Compared here: the computable income of this year with this year’s SMI. Longer periods for a disability of 33 % or more or victims of gender violence or terrorism are not modelled."
      ],
      "warnings": [
        "The tarifa plana amount is less certain (medium-low): the law left the 2026 amount to a budget law that was not passed; €80.00 plus the MEI is what the Seguridad Social applies according to secondary sources, not an official text read here."
      ],
      "rules": [
        {
          "id": "es-reta-contribution-2026",
          "name": "Spain: self-employed contributions (RETA), tramos and rates",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización 2026): arts. 18 y 37",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            },
            {
              "title": "BOE — Real Decreto-ley 3/2026, de 3 de febrero, art. 3",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              "title": "BOE — Real Decreto-ley 13/2022, de 26 de julio (art. 38 ter LETA y DT 5ª)",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2022-12482"
            },
            {
              "title": "BOE — Real Decreto 126/2026, de 18 de febrero (SMI 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3815"
            },
            {
              "title": "Seguridad Social — Cotización basada en los rendimientos obtenidos",
              "url": "https://www.seg-social.es/wps/portal/wss/internet/HerramientasWeb/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24?changeLanguage=es"
            }
          ]
        }
      ]
    },
  },
  {
    title: "A company director (societario) paying on a base below the tramo of 60,000 €: the year-end charge",
    input: {"annualNetIncome":60000,"societario":true,"chosenBase":1601.31},
    output: {
      "year": 2026,
      "monthlyNetIncome": 4850,
      "table": "general",
      "tramo": 11,
      "minBase": 1732.03,
      "maxBase": 5101.2,
      "monthlyFee": 545.59,
      "monthlyFeeAtMaxBase": 1606.88,
      "yearlyFee": 6547.08,
      "totalRatePercent": 31.5,
      "contributions": [
        {
          "concept": "commonContingencies",
          "ratePercent": 28.3,
          "atMinBase": 490.16,
          "atMaxBase": 1443.64
        },
        {
          "concept": "professionalContingencies",
          "ratePercent": 1.3,
          "atMinBase": 22.52,
          "atMaxBase": 66.32
        },
        {
          "concept": "cessation",
          "ratePercent": 0.9,
          "atMinBase": 15.59,
          "atMaxBase": 45.91
        },
        {
          "concept": "training",
          "ratePercent": 0.1,
          "atMinBase": 1.73,
          "atMaxBase": 5.1
        },
        {
          "concept": "mei",
          "ratePercent": 0.9,
          "atMinBase": 15.59,
          "atMaxBase": 45.91
        }
      ],
      "tarifaPlana": null,
      "regularisation": {
        "definitiveBase": 1732.03,
        "amount": 494.12,
        "direction": "charge",
        "note": "Your base of €1,601.31 is below the minimum of General table, tramo 11 (€1,732.03): at the year-end regularisation the base becomes €1,732.03 and you pay €494.12 (€1,568.64 of base over the year at 31.5 %)."
      },
      "tramos": [
        {
          "name": "Reduced table, tramo 1",
          "income": "up to €670.00",
          "minBase": 653.59,
          "maxBase": 718.94,
          "feeAtMinBase": 205.88
        },
        {
          "name": "Reduced table, tramo 2",
          "income": "over €670.00 up to €900.00",
          "minBase": 718.95,
          "maxBase": 900,
          "feeAtMinBase": 226.47
        },
        {
          "name": "Reduced table, tramo 3",
          "income": "over €900.00 and under €1,166.70",
          "minBase": 849.67,
          "maxBase": 1166.7,
          "feeAtMinBase": 267.65
        },
        {
          "name": "General table, tramo 1",
          "income": "€1,166.70 to €1,300.00",
          "minBase": 950.98,
          "maxBase": 1300,
          "feeAtMinBase": 299.56
        },
        {
          "name": "General table, tramo 2",
          "income": "over €1,300.00 up to €1,500.00",
          "minBase": 960.78,
          "maxBase": 1500,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 3",
          "income": "over €1,500.00 up to €1,700.00",
          "minBase": 960.78,
          "maxBase": 1700,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 4",
          "income": "over €1,700.00 up to €1,850.00",
          "minBase": 1143.79,
          "maxBase": 1850,
          "feeAtMinBase": 360.29
        },
        {
          "name": "General table, tramo 5",
          "income": "over €1,850.00 up to €2,030.00",
          "minBase": 1209.15,
          "maxBase": 2030,
          "feeAtMinBase": 380.88
        },
        {
          "name": "General table, tramo 6",
          "income": "over €2,030.00 up to €2,330.00",
          "minBase": 1274.51,
          "maxBase": 2330,
          "feeAtMinBase": 401.47
        },
        {
          "name": "General table, tramo 7",
          "income": "over €2,330.00 up to €2,760.00",
          "minBase": 1356.21,
          "maxBase": 2760,
          "feeAtMinBase": 427.21
        },
        {
          "name": "General table, tramo 8",
          "income": "over €2,760.00 up to €3,190.00",
          "minBase": 1437.91,
          "maxBase": 3190,
          "feeAtMinBase": 452.94
        },
        {
          "name": "General table, tramo 9",
          "income": "over €3,190.00 up to €3,620.00",
          "minBase": 1519.61,
          "maxBase": 3620,
          "feeAtMinBase": 478.68
        },
        {
          "name": "General table, tramo 10",
          "income": "over €3,620.00 up to €4,050.00",
          "minBase": 1601.31,
          "maxBase": 4050,
          "feeAtMinBase": 504.41
        },
        {
          "name": "General table, tramo 11",
          "income": "over €4,050.00 up to €6,000.00",
          "minBase": 1732.03,
          "maxBase": 5101.2,
          "feeAtMinBase": 545.59
        },
        {
          "name": "General table, tramo 12",
          "income": "over €6,000.00",
          "minBase": 1928.1,
          "maxBase": 5101.2,
          "feeAtMinBase": 607.35
        }
      ],
      "breakdown": [
        {
          "item": "annualNetIncome",
          "label": "Net income of the year, as given",
          "amount": 60000
        },
        {
          "item": "genericExpenses",
          "label": "Less 3 % for generic expenses (none on a loss)",
          "amount": -1800
        },
        {
          "item": "computableAnnualIncome",
          "label": "Computable net income of the year",
          "amount": 58200
        },
        {
          "item": "monthlyNetIncome",
          "label": "÷ 12 = monthly net income: General table, tramo 11",
          "amount": 4850
        },
        {
          "item": "minBase",
          "label": "Minimum base of the tramo",
          "amount": 1732.03
        },
        {
          "item": "commonContingencies",
          "label": "Common contingencies (contingencias comunes): 28.3 % × €1,732.03",
          "amount": 490.16
        },
        {
          "item": "professionalContingencies",
          "label": "Professional contingencies (contingencias profesionales): 1.3 % × €1,732.03",
          "amount": 22.52
        },
        {
          "item": "cessation",
          "label": "Cessation of activity (cese de actividad): 0.9 % × €1,732.03",
          "amount": 15.59
        },
        {
          "item": "training",
          "label": "Training (formación profesional): 0.1 % × €1,732.03",
          "amount": 1.73
        },
        {
          "item": "mei",
          "label": "Intergenerational equity (MEI): 0.9 % × €1,732.03",
          "amount": 15.59
        },
        {
          "item": "monthlyFee",
          "label": "Monthly fee at the minimum base",
          "amount": 545.59
        },
        {
          "item": "yearlyFee",
          "label": "× 12 = fee for the year",
          "amount": 6547.08
        }
      ],
      "assumptions": [
        "Tables and rates in force on 2026-11-21 (the date of the request, UTC): es-reta-contribution-2026 effective 2026-01-01.",
        "The expected net income is the one the Seguridad Social counts: your IRPF net activity income with your own RETA fees added back (casillas 0224 + 0186 in direct estimation), for the whole year in alta. The monthly figure is the year’s ÷ 12; the regularisation averages over the days in alta × 30, which can differ by cents at a limit.",
        "The monthly fee is the base × the total rate, to the cent; each concept’s share is rounded on its own, so the shares may add up to a cent more or less. Professional contingencies are included (compulsory for most); the cut for those with temporary incapacity covered in another scheme, and bonuses other than the tarifa plana, are not modelled.",
        "You may pay on any base of your tramo, from its minimum to its maximum (up to the general maximum); this shows the minimum, and the maximum as context."
      ],
      "warnings": [
        "Your base of €1,601.31 is below the minimum of General table, tramo 11 (€1,732.03): at the year-end regularisation the base becomes €1,732.03 and you pay €494.12 (€1,568.64 of base over the year at 31.5 %)."
      ],
      "rules": [
        {
          "id": "es-reta-contribution-2026",
          "name": "Spain: self-employed contributions (RETA), tramos and rates",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización 2026): arts. 18 y 37",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            },
            {
              "title": "BOE — Real Decreto-ley 3/2026, de 3 de febrero, art. 3",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              "title": "BOE — Real Decreto-ley 13/2022, de 26 de julio (art. 38 ter LETA y DT 5ª)",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2022-12482"
            },
            {
              "title": "BOE — Real Decreto 126/2026, de 18 de febrero (SMI 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3815"
            },
            {
              "title": "Seguridad Social — Cotización basada en los rendimientos obtenidos",
              "url": "https://www.seg-social.es/wps/portal/wss/internet/HerramientasWeb/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24?changeLanguage=es"
            }
          ]
        }
      ]
    },
  },
  {
    title: "A loss year: the minimum of reduced tramo 1",
    input: {"annualNetIncome":-3000},
    output: {
      "year": 2026,
      "monthlyNetIncome": -250,
      "table": "reduced",
      "tramo": 1,
      "minBase": 653.59,
      "maxBase": 718.94,
      "monthlyFee": 205.88,
      "monthlyFeeAtMaxBase": 226.47,
      "yearlyFee": 2470.56,
      "totalRatePercent": 31.5,
      "contributions": [
        {
          "concept": "commonContingencies",
          "ratePercent": 28.3,
          "atMinBase": 184.97,
          "atMaxBase": 203.46
        },
        {
          "concept": "professionalContingencies",
          "ratePercent": 1.3,
          "atMinBase": 8.5,
          "atMaxBase": 9.35
        },
        {
          "concept": "cessation",
          "ratePercent": 0.9,
          "atMinBase": 5.88,
          "atMaxBase": 6.47
        },
        {
          "concept": "training",
          "ratePercent": 0.1,
          "atMinBase": 0.65,
          "atMaxBase": 0.72
        },
        {
          "concept": "mei",
          "ratePercent": 0.9,
          "atMinBase": 5.88,
          "atMaxBase": 6.47
        }
      ],
      "tarifaPlana": null,
      "regularisation": {
        "definitiveBase": null,
        "amount": 0,
        "direction": "none",
        "note": "Your base is provisional. After the year, the tax office reports your real net income and the Seguridad Social moves it into its tramo: if the base you paid on was below that tramo's minimum, you pay the difference; if above its maximum, it refunds it. Paying on €653.59 here, a year that lands one tramo higher is charged the difference between the two minimum bases × 12 at 31.5 %."
      },
      "tramos": [
        {
          "name": "Reduced table, tramo 1",
          "income": "up to €670.00",
          "minBase": 653.59,
          "maxBase": 718.94,
          "feeAtMinBase": 205.88
        },
        {
          "name": "Reduced table, tramo 2",
          "income": "over €670.00 up to €900.00",
          "minBase": 718.95,
          "maxBase": 900,
          "feeAtMinBase": 226.47
        },
        {
          "name": "Reduced table, tramo 3",
          "income": "over €900.00 and under €1,166.70",
          "minBase": 849.67,
          "maxBase": 1166.7,
          "feeAtMinBase": 267.65
        },
        {
          "name": "General table, tramo 1",
          "income": "€1,166.70 to €1,300.00",
          "minBase": 950.98,
          "maxBase": 1300,
          "feeAtMinBase": 299.56
        },
        {
          "name": "General table, tramo 2",
          "income": "over €1,300.00 up to €1,500.00",
          "minBase": 960.78,
          "maxBase": 1500,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 3",
          "income": "over €1,500.00 up to €1,700.00",
          "minBase": 960.78,
          "maxBase": 1700,
          "feeAtMinBase": 302.65
        },
        {
          "name": "General table, tramo 4",
          "income": "over €1,700.00 up to €1,850.00",
          "minBase": 1143.79,
          "maxBase": 1850,
          "feeAtMinBase": 360.29
        },
        {
          "name": "General table, tramo 5",
          "income": "over €1,850.00 up to €2,030.00",
          "minBase": 1209.15,
          "maxBase": 2030,
          "feeAtMinBase": 380.88
        },
        {
          "name": "General table, tramo 6",
          "income": "over €2,030.00 up to €2,330.00",
          "minBase": 1274.51,
          "maxBase": 2330,
          "feeAtMinBase": 401.47
        },
        {
          "name": "General table, tramo 7",
          "income": "over €2,330.00 up to €2,760.00",
          "minBase": 1356.21,
          "maxBase": 2760,
          "feeAtMinBase": 427.21
        },
        {
          "name": "General table, tramo 8",
          "income": "over €2,760.00 up to €3,190.00",
          "minBase": 1437.91,
          "maxBase": 3190,
          "feeAtMinBase": 452.94
        },
        {
          "name": "General table, tramo 9",
          "income": "over €3,190.00 up to €3,620.00",
          "minBase": 1519.61,
          "maxBase": 3620,
          "feeAtMinBase": 478.68
        },
        {
          "name": "General table, tramo 10",
          "income": "over €3,620.00 up to €4,050.00",
          "minBase": 1601.31,
          "maxBase": 4050,
          "feeAtMinBase": 504.41
        },
        {
          "name": "General table, tramo 11",
          "income": "over €4,050.00 up to €6,000.00",
          "minBase": 1732.03,
          "maxBase": 5101.2,
          "feeAtMinBase": 545.59
        },
        {
          "name": "General table, tramo 12",
          "income": "over €6,000.00",
          "minBase": 1928.1,
          "maxBase": 5101.2,
          "feeAtMinBase": 607.35
        }
      ],
      "breakdown": [
        {
          "item": "annualNetIncome",
          "label": "Net income of the year, as given",
          "amount": -3000
        },
        {
          "item": "genericExpenses",
          "label": "Less 7 % for generic expenses (none on a loss)",
          "amount": 0
        },
        {
          "item": "computableAnnualIncome",
          "label": "Computable net income of the year",
          "amount": -3000
        },
        {
          "item": "monthlyNetIncome",
          "label": "÷ 12 = monthly net income: Reduced table, tramo 1",
          "amount": -250
        },
        {
          "item": "minBase",
          "label": "Minimum base of the tramo",
          "amount": 653.59
        },
        {
          "item": "commonContingencies",
          "label": "Common contingencies (contingencias comunes): 28.3 % × €653.59",
          "amount": 184.97
        },
        {
          "item": "professionalContingencies",
          "label": "Professional contingencies (contingencias profesionales): 1.3 % × €653.59",
          "amount": 8.5
        },
        {
          "item": "cessation",
          "label": "Cessation of activity (cese de actividad): 0.9 % × €653.59",
          "amount": 5.88
        },
        {
          "item": "training",
          "label": "Training (formación profesional): 0.1 % × €653.59",
          "amount": 0.65
        },
        {
          "item": "mei",
          "label": "Intergenerational equity (MEI): 0.9 % × €653.59",
          "amount": 5.88
        },
        {
          "item": "monthlyFee",
          "label": "Monthly fee at the minimum base",
          "amount": 205.88
        },
        {
          "item": "yearlyFee",
          "label": "× 12 = fee for the year",
          "amount": 2470.56
        }
      ],
      "assumptions": [
        "Tables and rates in force on 2026-11-21 (the date of the request, UTC): es-reta-contribution-2026 effective 2026-01-01.",
        "The expected net income is the one the Seguridad Social counts: your IRPF net activity income with your own RETA fees added back (casillas 0224 + 0186 in direct estimation), for the whole year in alta. The monthly figure is the year’s ÷ 12; the regularisation averages over the days in alta × 30, which can differ by cents at a limit.",
        "The monthly fee is the base × the total rate, to the cent; each concept’s share is rounded on its own, so the shares may add up to a cent more or less. Professional contingencies are included (compulsory for most); the cut for those with temporary incapacity covered in another scheme, and bonuses other than the tarifa plana, are not modelled.",
        "You may pay on any base of your tramo, from its minimum to its maximum (up to the general maximum); this shows the minimum, and the maximum as context."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "es-reta-contribution-2026",
          "name": "Spain: self-employed contributions (RETA), tramos and rates",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización 2026): arts. 18 y 37",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            },
            {
              "title": "BOE — Real Decreto-ley 3/2026, de 3 de febrero, art. 3",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-2548"
            },
            {
              "title": "BOE — Real Decreto-ley 13/2022, de 26 de julio (art. 38 ter LETA y DT 5ª)",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2022-12482"
            },
            {
              "title": "BOE — Real Decreto 126/2026, de 18 de febrero (SMI 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3815"
            },
            {
              "title": "Seguridad Social — Cotización basada en los rendimientos obtenidos",
              "url": "https://www.seg-social.es/wps/portal/wss/internet/HerramientasWeb/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24?changeLanguage=es"
            }
          ]
        }
      ]
    },
  },
];
