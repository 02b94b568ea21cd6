import type { ExamplesFor } from '../../core/operation.js';
import type run from './es-nomina-bruto-neto.run.js';

/** The documented examples of es-nomina-bruto-neto: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    "title": "30,000 € a year, permanent contract, 14 payments",
    "input": {
      "annualGross": 30000
    },
    "output": {
      "annualGross": 30000,
      "pagas": 14,
      "contract": "indefinido",
      "contractUnderOneYear": false,
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
        "familySituation": 3,
        "descendantsInFull": false,
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
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
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
      "contractUnderOneYear": false,
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
        "familySituation": 3,
        "descendantsInFull": false,
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
        "regionalScale": "Comunitat Valenciana scale in force in 2026, the community’s own minimums",
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
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Children are counted by half (POR ENTERO = N, art. 84.2º RIRPF), as when both parents are entitled to their minimum.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "name": "Spain: regional IRPF scales and minimums (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-madrid.html"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-andalucia.html"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-galicia.html"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-aragon.html"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-castilla-mancha.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html"
            },
            {
              "title": "AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-region-murcia.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-castilla-leon.html"
            },
            {
              "title": "BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560"
            },
            {
              "title": "BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913"
            },
            {
              "title": "BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839"
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
      "contractUnderOneYear": false,
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
        "familySituation": 3,
        "descendantsInFull": false,
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
        "regionalScale": "Comunidad de Madrid scale in force in 2026, the community’s own minimums",
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
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "name": "Spain: regional IRPF scales and minimums (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-madrid.html"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-andalucia.html"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-galicia.html"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-aragon.html"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-castilla-mancha.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html"
            },
            {
              "title": "AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-region-murcia.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-castilla-leon.html"
            },
            {
              "title": "BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560"
            },
            {
              "title": "BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913"
            },
            {
              "title": "BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "Married, spouse without income (situación 2), 20,000 €: 6.02 %",
    "input": {
      "annualGross": 20000,
      "familySituation": 2
    },
    "output": {
      "annualGross": 20000,
      "pagas": 14,
      "contract": "indefinido",
      "contractUnderOneYear": false,
      "socialSecurity": {
        "monthlyPay": 1666.67,
        "monthlyBase": 1666.67,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 1666.67,
            "monthly": 78.33,
            "annual": 939.96
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 1666.67,
            "monthly": 25.83,
            "annual": 309.96
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 1666.67,
            "monthly": 1.67,
            "annual": 20.04
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 1666.67,
            "monthly": 2.5,
            "annual": 30
          }
        ],
        "monthlyTotal": 108.33,
        "annualTotal": 1299.96
      },
      "irpf": {
        "familySituation": 2,
        "descendantsInFull": false,
        "totalPay": 20000,
        "contributions": 1299.96,
        "netWorkIncome": 18700.04,
        "workIncomeReduction": 1194.11,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 15505.93,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 15505.93,
        "personalFamilyMinimum": {
          "taxpayer": 5550,
          "descendants": 0,
          "under3": 0,
          "ascendants": 0,
          "disability": 0,
          "total": 5550
        },
        "exemptionLimit": 17197,
        "exempt": false,
        "quota1": 3098.92,
        "quota2": 1054.5,
        "quotaBeforeCap": 2044.42,
        "cap43": 1205.29,
        "quota": 1205.29,
        "ratePreviousPercent": 6.02,
        "minimumRateApplied": false,
        "withholdingRatePercent": 6.02,
        "annualWithholding": 1204
      },
      "netAnnual": 17496.04,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 1428.57,
          "contributions": 108.33,
          "withholding": 86,
          "net": 1234.24
        },
        "extra": {
          "count": 2,
          "gross": 1428.57,
          "contributions": 0,
          "withholding": 86,
          "net": 1342.57
        }
      },
      "annualEstimate": null,
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 20000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -939.96
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -309.96
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -20.04
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -30
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 6.02 % of gross",
          "amount": -1204
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 17496.04
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 2: married, with a spouse whose income is at most 1,500 € a year; active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "Single parent of two (one under three) in Madrid, children counted in full",
    "input": {
      "annualGross": 30000,
      "familySituation": 1,
      "children": 2,
      "childrenUnder3": 1,
      "descendantsInFull": true,
      "ccaa": "es-md"
    },
    "output": {
      "annualGross": 30000,
      "pagas": 14,
      "contract": "indefinido",
      "contractUnderOneYear": false,
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
        "familySituation": 1,
        "descendantsInFull": true,
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
          "descendants": 5100,
          "under3": 2800,
          "ascendants": 0,
          "disability": 0,
          "total": 13450
        },
        "exemptionLimit": 18694,
        "exempt": false,
        "quota1": 5980.5,
        "quota2": 2605.5,
        "quotaBeforeCap": 3375,
        "cap43": 4861.58,
        "quota": 3375,
        "ratePreviousPercent": 11.25,
        "minimumRateApplied": false,
        "withholdingRatePercent": 11.25,
        "annualWithholding": 3375
      },
      "netAnnual": 24675,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 2142.86,
          "contributions": 162.5,
          "withholding": 241.07,
          "net": 1739.29
        },
        "extra": {
          "count": 2,
          "gross": 2142.86,
          "contributions": 0,
          "withholding": 241.07,
          "net": 1901.79
        }
      },
      "annualEstimate": {
        "ccaa": "es-md",
        "regionalScale": "Comunidad de Madrid scale in force in 2026, the community’s own minimums",
        "baseLiquidableGeneral": 26050,
        "stateMinimum": 13450,
        "regionalMinimum": 14435.49,
        "stateQuota": 1687.5,
        "regionalQuota": 1390.71,
        "workDeduction": 0,
        "estimatedTax": 3078.21,
        "withholding": 3375,
        "outcome": "refund",
        "amount": 296.79
      },
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
          "label": "IRPF withholding, 11.25 % of gross",
          "amount": -3375
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 24675
        },
        {
          "item": "estimatedAnnualTax",
          "label": "Estimated IRPF for 2026 (es-md): state + regional cuota − work deduction",
          "amount": 3078.21
        },
        {
          "item": "returnResult",
          "label": "Expected result of the annual return: + balance due, − refund",
          "amount": -296.79
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 1: single, widowed, divorced or separated with children, entitled to the single-parent reduction; active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Children are counted in full (POR ENTERO = S): the taxpayer alone is entitled to the whole descendant minimum (art. 84.2º RIRPF).",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding).",
        "A single parent may file jointly with the children instead (tributación conjunta), which reduces the base by 2,150 € (art. 84.2.4º LIRPF); the estimate does not compare the two."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "name": "Spain: regional IRPF scales and minimums (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-madrid.html"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-andalucia.html"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-galicia.html"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-aragon.html"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-castilla-mancha.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html"
            },
            {
              "title": "AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-region-murcia.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-castilla-leon.html"
            },
            {
              "title": "BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560"
            },
            {
              "title": "BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913"
            },
            {
              "title": "BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839"
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
      "contractUnderOneYear": true,
      "socialSecurity": {
        "monthlyPay": 1250,
        "monthlyBase": 1250,
        "baseClamp": "partTime",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 1250,
            "monthly": 58.75,
            "annual": 705
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.6,
            "monthlyBase": 1250,
            "monthly": 20,
            "annual": 240
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 1250,
            "monthly": 1.25,
            "annual": 15
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 1250,
            "monthly": 1.88,
            "annual": 22.56
          }
        ],
        "monthlyTotal": 81.88,
        "annualTotal": 982.56
      },
      "irpf": {
        "familySituation": 3,
        "descendantsInFull": false,
        "totalPay": 15000,
        "contributions": 982.56,
        "netWorkIncome": 14017.44,
        "workIncomeReduction": 7302,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 4715.44,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 4715.44,
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
      "netAnnual": 13717.44,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 1071.43,
          "contributions": 81.88,
          "withholding": 21.43,
          "net": 968.12
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
        "Monthly pay (1,250.00 €) is below the minimum contribution base for full-time work (1,424.40 € a month, the SMI plus one sixth, LGSS art. 19.2). A full-time job must pay at least the SMI, so this is taken as part-time work: contributions are computed on the pay itself, as a part-time payslip shows them (the part-time minimum base is a minimum per hour worked, which a lawful wage meets; hours are not asked). If the job is full-time, the pay is below the legal minimum wage.",
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
          "amount": -705
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.6 % × 12 months",
          "amount": -240
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -15
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -22.56
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 2.00 % of gross",
          "amount": -300
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 13717.44
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, part-time work (pay below the full-time minimum base 1,424.40 € a month of groups 4 to 7); groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A temporal contract shorter than one year (CONTRATO = INFERIORAÑO, the default for temporal): the rate is at least 2 % (art. 86.2 RIRPF), even below the TABLA 1 limit, which does not apply where the minimum rates do (art. 81.3 RIRPF). A fixed-term contract of a year or more has no such floor (contractUnderOneYear: false).",
        "A fixed-term contract pays desempleo at 1.6 %; sustitución, relevo and training contracts pay the 1.55 % of a permanent one (not modelled)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "Fixed-term contract of a year or more: no minimum rate",
    "input": {
      "annualGross": 15000,
      "contract": "temporal",
      "contractUnderOneYear": false
    },
    "output": {
      "annualGross": 15000,
      "pagas": 14,
      "contract": "temporal",
      "contractUnderOneYear": false,
      "socialSecurity": {
        "monthlyPay": 1250,
        "monthlyBase": 1250,
        "baseClamp": "partTime",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 1250,
            "monthly": 58.75,
            "annual": 705
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.6,
            "monthlyBase": 1250,
            "monthly": 20,
            "annual": 240
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 1250,
            "monthly": 1.25,
            "annual": 15
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 1250,
            "monthly": 1.88,
            "annual": 22.56
          }
        ],
        "monthlyTotal": 81.88,
        "annualTotal": 982.56
      },
      "irpf": {
        "familySituation": 3,
        "descendantsInFull": false,
        "totalPay": 15000,
        "contributions": 982.56,
        "netWorkIncome": 14017.44,
        "workIncomeReduction": 7302,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 4715.44,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 4715.44,
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
        "minimumRateApplied": false,
        "withholdingRatePercent": 0,
        "annualWithholding": 0
      },
      "netAnnual": 14017.44,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 1071.43,
          "contributions": 81.88,
          "withholding": 0,
          "net": 989.55
        },
        "extra": {
          "count": 2,
          "gross": 1071.43,
          "contributions": 0,
          "withholding": 0,
          "net": 1071.43
        }
      },
      "annualEstimate": null,
      "warnings": [
        "Monthly pay (1,250.00 €) is below the minimum contribution base for full-time work (1,424.40 € a month, the SMI plus one sixth, LGSS art. 19.2). A full-time job must pay at least the SMI, so this is taken as part-time work: contributions are computed on the pay itself, as a part-time payslip shows them (the part-time minimum base is a minimum per hour worked, which a lawful wage meets; hours are not asked). If the job is full-time, the pay is below the legal minimum wage."
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
          "amount": -705
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.6 % × 12 months",
          "amount": -240
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -15
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -22.56
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 0.00 % of gross",
          "amount": 0
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 14017.44
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, part-time work (pay below the full-time minimum base 1,424.40 € a month of groups 4 to 7); groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A temporal contract of a year or more (CONTRATO = GENERAL): no 2 % minimum rate, which applies only to contracts shorter than a year (art. 86.2 RIRPF).",
        "A fixed-term contract pays desempleo at 1.6 %; sustitución, relevo and training contracts pay the 1.55 % of a permanent one (not modelled)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "36,000 € at 67 in the Illes Balears: the Balearic scale and minimums",
    "input": {
      "annualGross": 36000,
      "age": 67,
      "ccaa": "es-ib"
    },
    "output": {
      "annualGross": 36000,
      "pagas": 14,
      "contract": "indefinido",
      "contractUnderOneYear": false,
      "socialSecurity": {
        "monthlyPay": 3000,
        "monthlyBase": 3000,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 3000,
            "monthly": 141,
            "annual": 1692
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 3000,
            "monthly": 46.5,
            "annual": 558
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 3000,
            "monthly": 3,
            "annual": 36
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 3000,
            "monthly": 4.5,
            "annual": 54
          }
        ],
        "monthlyTotal": 195,
        "annualTotal": 2340
      },
      "irpf": {
        "familySituation": 3,
        "descendantsInFull": false,
        "totalPay": 36000,
        "contributions": 2340,
        "netWorkIncome": 33660,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 31660,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 31660,
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
        "quota1": 7663.5,
        "quota2": 1273,
        "quotaBeforeCap": 6390.5,
        "cap43": null,
        "quota": 6390.5,
        "ratePreviousPercent": 17.75,
        "minimumRateApplied": false,
        "withholdingRatePercent": 17.75,
        "annualWithholding": 6390
      },
      "netAnnual": 27270,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 2571.43,
          "contributions": 195,
          "withholding": 456.43,
          "net": 1920
        },
        "extra": {
          "count": 2,
          "gross": 2571.43,
          "contributions": 0,
          "withholding": 456.43,
          "net": 2115
        }
      },
      "annualEstimate": {
        "ccaa": "es-ib",
        "regionalScale": "Illes Balears scale in force in 2026, the community’s own minimums",
        "baseLiquidableGeneral": 31660,
        "stateMinimum": 6700,
        "regionalMinimum": 7370,
        "stateQuota": 3195.25,
        "regionalQuota": 3137.2,
        "workDeduction": 0,
        "estimatedTax": 6332.45,
        "withholding": 6390,
        "outcome": "refund",
        "amount": 57.55
      },
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 36000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -1692
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -558
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -36
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -54
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 17.75 % of gross",
          "amount": -6390
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 27270
        },
        {
          "item": "estimatedAnnualTax",
          "label": "Estimated IRPF for 2026 (es-ib): state + regional cuota − work deduction",
          "amount": 6332.45
        },
        {
          "item": "returnResult",
          "label": "Expected result of the annual return: + balance due, − refund",
          "amount": -57.55
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Age is read as 2026 minus the year of birth, as the algorithm does (increase from 65 and from 75).",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding)."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "name": "Spain: regional IRPF scales and minimums (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-madrid.html"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-andalucia.html"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-galicia.html"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-aragon.html"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-castilla-mancha.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html"
            },
            {
              "title": "AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-region-murcia.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-castilla-leon.html"
            },
            {
              "title": "BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560"
            },
            {
              "title": "BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913"
            },
            {
              "title": "BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839"
            }
          ]
        }
      ]
    }
  },
  {
    "title": "28,000 € in Canarias: the Canarian scale of 2026 and its own minimums",
    "input": {
      "annualGross": 28000,
      "ccaa": "es-cn"
    },
    "output": {
      "annualGross": 28000,
      "pagas": 14,
      "contract": "indefinido",
      "contractUnderOneYear": false,
      "socialSecurity": {
        "monthlyPay": 2333.33,
        "monthlyBase": 2333.33,
        "baseClamp": "none",
        "contributions": [
          {
            "concept": "contingenciasComunes",
            "label": "Contingencias comunes",
            "ratePercent": 4.7,
            "monthlyBase": 2333.33,
            "monthly": 109.67,
            "annual": 1316.04
          },
          {
            "concept": "desempleo",
            "label": "Desempleo",
            "ratePercent": 1.55,
            "monthlyBase": 2333.33,
            "monthly": 36.17,
            "annual": 434.04
          },
          {
            "concept": "formacionProfesional",
            "label": "Formación profesional",
            "ratePercent": 0.1,
            "monthlyBase": 2333.33,
            "monthly": 2.33,
            "annual": 27.96
          },
          {
            "concept": "mei",
            "label": "Mecanismo de Equidad Intergeneracional (MEI)",
            "ratePercent": 0.15,
            "monthlyBase": 2333.33,
            "monthly": 3.5,
            "annual": 42
          }
        ],
        "monthlyTotal": 151.67,
        "annualTotal": 1820.04
      },
      "irpf": {
        "familySituation": 3,
        "descendantsInFull": false,
        "totalPay": 28000,
        "contributions": 1820.04,
        "netWorkIncome": 26179.96,
        "workIncomeReduction": 0,
        "otherDeductibleExpenses": 2000,
        "reducedNetWorkIncome": 24179.96,
        "moreThanTwoDescendantsReduction": 0,
        "withholdingBase": 24179.96,
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
        "quota1": 5419.49,
        "quota2": 1054.5,
        "quotaBeforeCap": 4364.99,
        "cap43": 5213.32,
        "quota": 4364.99,
        "ratePreviousPercent": 15.58,
        "minimumRateApplied": false,
        "withholdingRatePercent": 15.58,
        "annualWithholding": 4362.4
      },
      "netAnnual": 21817.56,
      "payslips": {
        "payments": 14,
        "ordinary": {
          "count": 12,
          "gross": 2000,
          "contributions": 151.67,
          "withholding": 311.6,
          "net": 1536.73
        },
        "extra": {
          "count": 2,
          "gross": 2000,
          "contributions": 0,
          "withholding": 311.6,
          "net": 1688.4
        }
      },
      "annualEstimate": {
        "ccaa": "es-cn",
        "regionalScale": "Canarias scale in force in 2026, the community’s own minimums",
        "baseLiquidableGeneral": 24179.96,
        "stateMinimum": 5550,
        "regionalMinimum": 5606,
        "stateQuota": 2182.49,
        "regionalQuota": 2051.4,
        "workDeduction": 0,
        "estimatedTax": 4233.89,
        "withholding": 4362.4,
        "outcome": "refund",
        "amount": 128.51
      },
      "warnings": [],
      "breakdown": [
        {
          "item": "grossPay",
          "label": "Annual gross salary",
          "amount": 28000
        },
        {
          "item": "contingenciasComunes",
          "label": "Contingencias comunes, 4.7 % × 12 months",
          "amount": -1316.04
        },
        {
          "item": "desempleo",
          "label": "Desempleo, 1.55 % × 12 months",
          "amount": -434.04
        },
        {
          "item": "formacionProfesional",
          "label": "Formación profesional, 0.1 % × 12 months",
          "amount": -27.96
        },
        {
          "item": "mei",
          "label": "Mecanismo de Equidad Intergeneracional (MEI), 0.15 % × 12 months",
          "amount": -42
        },
        {
          "item": "irpfWithholding",
          "label": "IRPF withholding, 15.58 % of gross",
          "amount": -4362.4
        },
        {
          "item": "netAnnual",
          "label": "Net annual pay",
          "amount": 21817.56
        },
        {
          "item": "estimatedAnnualTax",
          "label": "Estimated IRPF for 2026 (es-cn): state + regional cuota − work deduction",
          "amount": 4233.89
        },
        {
          "item": "returnResult",
          "label": "Expected result of the annual return: + balance due, − refund",
          "amount": -128.51
        }
      ],
      "assumptions": [
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "No age given: the taxpayer is taken to be under 65.",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding).",
        "Residents of La Palma have their own withholding regime from 10 September 2026 (per the AEAT algorithm), which is not modelled."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        },
        {
          "id": "es-irpf-annual-2026",
          "name": "Spain: IRPF state scale and employment-income deduction 2026 (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "name": "Spain: regional IRPF scales and minimums (annual liability)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "BOE — DLeg 1/2024 de Cataluña (Código tributario), art. 611-1",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Comunidad de Madrid",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-madrid.html"
            },
            {
              "title": "BOE — DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), arts. 2 a 2 quater",
              "url": "https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068"
            },
            {
              "title": "BOE — Ley 5/2026 de la Comunitat Valenciana, art. 18 y disposición transitoria tercera",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-19331"
            },
            {
              "title": "BOE — Ley 13/1997 de la Comunitat Valenciana (tramo autonómico del IRPF), art. 2 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de Andalucía",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-andalucia.html"
            },
            {
              "title": "BOE — Ley 5/2021 de Andalucía (tributos cedidos), art. 23 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Galicia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-galicia.html"
            },
            {
              "title": "BOE — DLeg 1/2011 de Galicia (tributos cedidos), art. 4 bis",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161"
            },
            {
              "title": "BOE — DLeg 2/2014 del Principado de Asturias (tributos cedidos), arts. 2 a 2 quinquies",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-945"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de Aragón",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-aragon.html"
            },
            {
              "title": "BOE — DLeg 62/2008 de Cantabria (tributos cedidos), art. 1",
              "url": "https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla-La Mancha",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-castilla-mancha.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2024: escala autonómica de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2024/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "BOE — DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 2",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023, ejemplo 5: mínimos autonómicos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c14-adecuacion-impuesto-circunstancias-personales/ejemplos-practicos/ejemplo-5.html"
            },
            {
              "title": "AEAT — Manual específico de Renta 2023 para mayores de 65 años: mínimos de las Illes Balears",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-especifico-irpf-2023-personas-anos/minimos/importes-minimo-personal-familiar-discapacidad-ccaa/comunidad-autonoma-illes-balears.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2023: escala autonómica de la Región de Murcia",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2023/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-autonoma-region-murcia.html"
            },
            {
              "title": "AEAT — Manual práctico de Renta 2022: escala autonómica de Castilla y León",
              "url": "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-autonomico/comunidad-castilla-leon.html"
            },
            {
              "title": "BOE — Ley 9/2025 de Canarias (presupuestos para 2026): art. 18 bis del DLeg 1/2009, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-7560"
            },
            {
              "title": "BOE — Ley 5/2024 de Canarias (presupuestos para 2025): art. 18 ter del DLeg 1/2009, mínimos autonómicos",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-4913"
            },
            {
              "title": "BOE — Ley 2/2026 de Extremadura (presupuestos para 2026): art. 1 del DLeg 1/2018, escala autonómica",
              "url": "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-17839"
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
      "contractUnderOneYear": false,
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
        "familySituation": 3,
        "descendantsInFull": false,
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
        "Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 € a month; groups 1, 2 and 3 have higher minimums, not modelled).",
        "Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.",
        "Withholding follows the AEAT algorithm with situación familiar 3: any other situation (the default); active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.",
        "The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.",
        "The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.",
        "Age is read as 2026 minus the year of birth, as the algorithm does (increase from 65 and from 75).",
        "A permanent contract (CONTRATO = GENERAL) has no minimum rate.",
        "Pay above the maximum base: the ordinary contributions stop at the maximum base and the solidarity contribution applies to the excess."
      ],
      "rules": [
        {
          "id": "es-social-security-worker-2026",
          "name": "Spain: worker Social Security contributions (Régimen General)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
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
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "AEAT — Algoritmo de cálculo del tipo de retención a cuenta del IRPF, rendimientos del trabajo, ejercicio 2026",
              "url": "https://sede.agenciatributaria.gob.es/static_files/Sede/Programas_ayuda/Retenciones/2026/ALGORITMO_2026.pdf"
            },
            {
              "title": "BOE — Reglamento del IRPF (Real Decreto 439/2007, texto consolidado), arts. 81 a 86",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820"
            },
            {
              "title": "BOE — Ley 35/2006, del IRPF (texto consolidado), arts. 19, 20 y 57 a 60",
              "url": "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764"
            }
          ]
        }
      ]
    }
  }
];
