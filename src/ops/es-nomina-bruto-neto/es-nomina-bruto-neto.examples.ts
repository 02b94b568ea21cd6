import type { ExamplesOf } from '../../core/operation.js';
import type { input, output } from './es-nomina-bruto-neto.op.js';

/** The documented examples of es-nomina-bruto-neto: run by the test suite, their outputs exact. */
export const examples: ExamplesOf<typeof input, typeof output> = [
  {
    "title": "30,000 € a year, permanent contract, 14 payments",
    "input": {
      "annualGross": 30000
    },
    "output": {
      "annualGross": 30000,
      "pagas": 14,
      "contract": "indefinido",
      "socialSecurity": {
        "monthlyPay": 2500,
        "monthlyBase": 2500,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 2500,
            "monthly": 117.5,
            "annual": 1410
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 2500,
            "monthly": 38.75,
            "annual": 465
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 2500,
            "monthly": 2.5,
            "annual": 30
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 2500,
            "monthly": 3.75,
            "annual": 45
          }
        ],
        "monthlyTotal": 162.5,
        "annualTotal": 1950
      },
      "irpf": {
        "totalPay": 30000,
        "contributions": 1950,
        "netWorkIncome": 28050,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 26050,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 26050,
        "personalFamilyMinimum": {
          "taxpayer": 5550,
          "descendants": 0,
          "under3": 0,
          "ascendants": 0,
          "disability": 0,
          "total": 5550
        },
        "exemptionLimit": 15876,
        "exempt": false,
        "quota1": 5980.5,
        "quota2": 1054.5,
        "quotaBeforeCap": 4926,
        "cap43": 6073.32,
        "quota": 4926,
        "ratePreviousPercent": 16.42,
        "minimumRateApplied": false,
        "withholdingRatePercent": 16.42,
        "annualWithholding": 4926
      },
      "netAnnual": 23124,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 2142.86,
          "contributions": 162.5,
          "withholding": 351.86,
          "net": 1628.5
        },
        "extra": {
          "count": 2,
          "gross": 2142.86,
          "contributions": 0,
          "withholding": 351.86,
          "net": 1791
        }
      },
      "annualEstimate": null,
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 30000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -1410
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -465
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -30
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -45
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 16.42 % of gross",
          "amount": -4926
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 23124
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions 2026 (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          "id": "es-irpf-withholding-2026",
          "name": "Spain: IRPF withholding on employment income 2026 (AEAT algorithm)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "40,000 € with two children (one under three) and the Valencian estimate",
    "input": {
      "annualGross": 40000,
      "children": 2,
      "childrenUnder3": 1,
      "ccaa": "es-vc"
    },
    "output": {
      "annualGross": 40000,
      "pagas": 14,
      "contract": "indefinido",
      "socialSecurity": {
        "monthlyPay": 3333.33,
        "monthlyBase": 3333.33,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 3333.33,
            "monthly": 156.67,
            "annual": 1880.04
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 3333.33,
            "monthly": 51.67,
            "annual": 620.04
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 3333.33,
            "monthly": 3.33,
            "annual": 39.96
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 3333.33,
            "monthly": 5,
            "annual": 60
          }
        ],
        "monthlyTotal": 216.67,
        "annualTotal": 2600.04
      },
      "irpf": {
        "totalPay": 40000,
        "contributions": 2600.04,
        "netWorkIncome": 37399.96,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 35399.96,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 35399.96,
        "personalFamilyMinimum": {
          "taxpayer": 5550,
          "descendants": 2550,
          "under3": 1400,
          "ascendants": 0,
          "disability": 0,
          "total": 9500
        },
        "exemptionLimit": 16867,
        "exempt": false,
        "quota1": 8799.49,
        "quota2": 1805,
        "quotaBeforeCap": 6994.49,
        "cap43": null,
        "quota": 6994.49,
        "ratePreviousPercent": 17.48,
        "minimumRateApplied": false,
        "withholdingRatePercent": 17.48,
        "annualWithholding": 6992
      },
      "netAnnual": 30407.96,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 2857.14,
          "contributions": 216.67,
          "withholding": 499.43,
          "net": 2141.04
        },
        "extra": {
          "count": 2,
          "gross": 2857.14,
          "contributions": 0,
          "withholding": 499.43,
          "net": 2357.71
        }
      },
      "annualEstimate": {
        "ccaa": "es-vc",
        "regionalScale": "Comunitat Valenciana 2026 scale, the community’s own minimums",
        "baseLiquidableGeneral": 35399.96,
        "stateMinimum": 9500,
        "regionalMinimum": 10450,
        "stateQuota": 3497.24,
        "regionalQuota": 3344.39,
        "workDeduction": 0,
        "estimatedTax": 6841.63,
        "withholding": 6992,
        "outcome": "refund",
        "amount": 150.37
      },
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 40000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -1880.04
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -620.04
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -39.96
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -60
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 17.48 % of gross",
          "amount": -6992
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 30407.96
        },
        {
          "item": "estimatedAnnualTax",
          "label": "Estimated IRPF for 2026 (es-vc): state + regional cuota − work deduction",
          "amount": 6841.63
        },
        {
          "item": "returnResult",
          "label": "Expected result of the annual return: + balance due, − refund",
          "amount": -150.37
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Children are counted by half (POR ENTERO = N, the algorithm default when both parents have the right to the minimum).",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions 2026 (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          "id": "es-irpf-withholding-2026",
          "name": "Spain: IRPF withholding on employment income 2026 (AEAT algorithm)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), art. 63",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            },
            {
              "title": "BOE — Real Decreto-ley 5/2026 (disposición adicional sexagésima primera LIRPF)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3810"
            }
          ]
        },
        {
          "id": "es-irpf-regional-scales-2026",
          "name": "Spain: regional IRPF scales and minimums 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 1 y 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "AEAT — Comunidad de Madrid: importes del mínimo del contribuyente, por ascendientes y por discapacidad",
              "url": "https://sede.agenciatributaria.gob.es/Sede/gl_es/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-madrid.html"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 (escala autonómica 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), arts. 23 y 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), arts. 4 y 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 y 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "BOE — DLeg 1/2005 de Aragón (tributos cedidos), art. 110-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOA-d-2005-90006"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "BOE — Ley 8/2013 de Castilla-La Mancha, art. 13 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-1368"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "24,000 € in Madrid: the estimate shows the expected refund",
    "input": {
      "annualGross": 24000,
      "pagas": 12,
      "ccaa": "es-md"
    },
    "output": {
      "annualGross": 24000,
      "pagas": 12,
      "contract": "indefinido",
      "socialSecurity": {
        "monthlyPay": 2000,
        "monthlyBase": 2000,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 2000,
            "monthly": 94,
            "annual": 1128
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 2000,
            "monthly": 31,
            "annual": 372
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 2000,
            "monthly": 2,
            "annual": 24
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 2000,
            "monthly": 3,
            "annual": 36
          }
        ],
        "monthlyTotal": 130,
        "annualTotal": 1560
      },
      "irpf": {
        "totalPay": 24000,
        "contributions": 1560,
        "netWorkIncome": 22440,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 20440,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 20440,
        "personalFamilyMinimum": {
          "taxpayer": 5550,
          "descendants": 0,
          "under3": 0,
          "ascendants": 0,
          "disability": 0,
          "total": 5550
        },
        "exemptionLimit": 15876,
        "exempt": false,
        "quota1": 4297.5,
        "quota2": 1054.5,
        "quotaBeforeCap": 3243,
        "cap43": 3493.32,
        "quota": 3243,
        "ratePreviousPercent": 13.51,
        "minimumRateApplied": false,
        "withholdingRatePercent": 13.51,
        "annualWithholding": 3242.4
      },
      "netAnnual": 19197.6,
      "payslips": {
        "payments": 12,
        "ordinary": {
          "count": 12,
          "gross": 2000,
          "contributions": 130,
          "withholding": 270.2,
          "net": 1599.8
        },
        "extra": null
      },
      "annualEstimate": {
        "ccaa": "es-md",
        "regionalScale": "Comunidad de Madrid 2026 scale, the community’s own minimums",
        "baseLiquidableGeneral": 20440,
        "stateMinimum": 5550,
        "regionalMinimum": 5956.65,
        "stateQuota": 1621.5,
        "regionalQuota": 1416.94,
        "workDeduction": 0,
        "estimatedTax": 3038.44,
        "withholding": 3242.4,
        "outcome": "refund",
        "amount": 203.96
      },
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 24000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -1128
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -372
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -24
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -36
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 13.51 % of gross",
          "amount": -3242.4
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 19197.6
        },
        {
          "item": "estimatedAnnualTax",
          "label": "Estimated IRPF for 2026 (es-md): state + regional cuota − work deduction",
          "amount": 3038.44
        },
        {
          "item": "returnResult",
          "label": "Expected result of the annual return: + balance due, − refund",
          "amount": -203.96
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions 2026 (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          "id": "es-irpf-withholding-2026",
          "name": "Spain: IRPF withholding on employment income 2026 (AEAT algorithm)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), art. 63",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            },
            {
              "title": "BOE — Real Decreto-ley 5/2026 (disposición adicional sexagésima primera LIRPF)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-3810"
            }
          ]
        },
        {
          "id": "es-irpf-regional-scales-2026",
          "name": "Spain: regional IRPF scales and minimums 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 1 y 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "AEAT — Comunidad de Madrid: importes del mínimo del contribuyente, por ascendientes y por discapacidad",
              "url": "https://sede.agenciatributaria.gob.es/Sede/gl_es/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-madrid.html"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 (escala autonómica 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), arts. 23 y 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), arts. 4 y 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 y 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "BOE — DLeg 1/2005 de Aragón (tributos cedidos), art. 110-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOA-d-2005-90006"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "BOE — Ley 8/2013 de Castilla-La Mancha, art. 13 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-1368"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "Fixed-term contract below the no-withholding limit: the 2 % minimum rate",
    "input": {
      "annualGross": 15000,
      "contract": "temporal"
    },
    "output": {
      "annualGross": 15000,
      "pagas": 14,
      "contract": "temporal",
      "socialSecurity": {
        "monthlyPay": 1250,
        "monthlyBase": 1424.4,
        "baseClamp": "minimum",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 1424.4,
            "monthly": 66.95,
            "annual": 803.4
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.6,
            "monthlyBase": 1424.4,
            "monthly": 22.79,
            "annual": 273.48
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 1424.4,
            "monthly": 1.42,
            "annual": 17.04
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 1424.4,
            "monthly": 2.14,
            "annual": 25.68
          }
        ],
        "monthlyTotal": 93.3,
        "annualTotal": 1119.6
      },
      "irpf": {
        "totalPay": 15000,
        "contributions": 1119.6,
        "netWorkIncome": 13880.4,
        "workIncomeReduction": 7302,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 4578.4,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 4578.4,
        "personalFamilyMinimum": {
          "taxpayer": 5550,
          "descendants": 0,
          "under3": 0,
          "ascendants": 0,
          "disability": 0,
          "total": 5550
        },
        "exemptionLimit": 15876,
        "exempt": true,
        "quota1": 0,
        "quota2": 0,
        "quotaBeforeCap": 0,
        "cap43": null,
        "quota": 0,
        "ratePreviousPercent": 0,
        "minimumRateApplied": true,
        "withholdingRatePercent": 2,
        "annualWithholding": 300
      },
      "netAnnual": 13580.4,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 1071.43,
          "contributions": 93.3,
          "withholding": 21.43,
          "net": 956.7
        },
        "extra": {
          "count": 2,
          "gross": 1071.43,
          "contributions": 0,
          "withholding": 21.43,
          "net": 1050
        }
      },
      "annualEstimate": null,
      "warnings": [
        "Monthly pay (1,250.00 €) is below the minimum contribution base, so contributions are computed on 1,424.40 € as for a full-time worker. A full-time salary cannot be below the 2026 SMI (17,094 € a year); for part-time work the minimum base is proportional to the hours worked, which this calculator does not model.",
        "Pay is within the limit below which there is no withholding (15,876.00 €), but a contract shorter than a year keeps the 2 % minimum rate; a contract of a year or more would withhold nothing."
      ],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 15000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -803.4
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.6 % × 12 months",
          "amount": -273.48
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -17.04
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -25.68
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 2.00 % of gross",
          "amount": -300
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 13580.4
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A temporal contract is taken as shorter than one year (CONTRATO = INFERIORAÑO): the rate is at least 2 %, even below the TABLA 1 limit (the algorithm sends the exempt case on to the minimum rates, and the DGT reads art. 86.2 RIRPF the same way). A fixed-term contract of a year or more has no such floor."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions 2026 (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          "id": "es-irpf-withholding-2026",
          "name": "Spain: IRPF withholding on employment income 2026 (AEAT algorithm)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "120,000 €: pay above the maximum base and the solidarity contribution",
    "input": {
      "annualGross": 120000,
      "pagas": 12,
      "age": 66
    },
    "output": {
      "annualGross": 120000,
      "pagas": 12,
      "contract": "indefinido",
      "socialSecurity": {
        "monthlyPay": 10000,
        "monthlyBase": 5101.2,
        "baseClamp": "maximum",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 5101.2,
            "monthly": 239.76,
            "annual": 2877.12
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 5101.2,
            "monthly": 79.07,
            "annual": 948.84
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 5101.2,
            "monthly": 5.1,
            "annual": 61.2
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 5101.2,
            "monthly": 7.65,
            "annual": 91.8
          },
          {
            "concept": "solidaridadTramo1",
            "label": "Cotización adicional de solidaridad, tramo 1",
            "ratePercent": 0.19,
            "monthlyBase": 510.12,
            "monthly": 0.97,
            "annual": 11.64
          },
          {
            "concept": "solidaridadTramo2",
            "label": "Cotización adicional de solidaridad, tramo 2",
            "ratePercent": 0.21,
            "monthlyBase": 2040.48,
            "monthly": 4.29,
            "annual": 51.48
          },
          {
            "concept": "solidaridadTramo3",
            "label": "Cotización adicional de solidaridad, tramo 3",
            "ratePercent": 0.24,
            "monthlyBase": 2348.2,
            "monthly": 5.64,
            "annual": 67.68
          }
        ],
        "monthlyTotal": 342.48,
        "annualTotal": 4109.76
      },
      "irpf": {
        "totalPay": 120000,
        "contributions": 4109.76,
        "netWorkIncome": 115890.24,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 113890.24,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 113890.24,
        "personalFamilyMinimum": {
          "taxpayer": 6700,
          "descendants": 0,
          "under3": 0,
          "ascendants": 0,
          "disability": 0,
          "total": 6700
        },
        "exemptionLimit": 15876,
        "exempt": false,
        "quota1": 42152.11,
        "quota2": 1273,
        "quotaBeforeCap": 40879.11,
        "cap43": null,
        "quota": 40879.11,
        "ratePreviousPercent": 34.06,
        "minimumRateApplied": false,
        "withholdingRatePercent": 34.06,
        "annualWithholding": 40872
      },
      "netAnnual": 75018.24,
      "payslips": {
        "payments": 12,
        "ordinary": {
          "count": 12,
          "gross": 10000,
          "contributions": 342.48,
          "withholding": 3406,
          "net": 6251.52
        },
        "extra": null
      },
      "annualEstimate": null,
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 120000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -2877.12
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -948.84
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -61.2
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -91.8
        },
        {
          "item": "solidaridadTramo1",
          "label": "Cotización adicional de solidaridad, tramo 1, 0.19 % × 12 months",
          "amount": -11.64
        },
        {
          "item": "solidaridadTramo2",
          "label": "Cotización adicional de solidaridad, tramo 2, 0.21 % × 12 months",
          "amount": -51.48
        },
        {
          "item": "solidaridadTramo3",
          "label": "Cotización adicional de solidaridad, tramo 3, 0.24 % × 12 months",
          "amount": -67.68
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 34.06 % of gross",
          "amount": -40872
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 75018.24
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Age is read as 2026 minus the year of birth, as the algorithm does (increase from 65 and from 75).",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "Pay above the maximum base: the ordinary contributions stop at the maximum base and the solidarity contribution applies to the excess."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions 2026 (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "BOE — Orden PJC/297/2026, de 30 de marzo (cotización a la Seguridad Social 2026)",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7296"
            }
          ]
        },
        {
          "id": "es-irpf-withholding-2026",
          "name": "Spain: IRPF withholding on employment income 2026 (AEAT algorithm)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            }
          ]
        }
      ]
    }
  }
];
