import type { ExamplesFor } from '../../core/operation.js';
import type run from './us-estimated-tax.run.js';

/** The documented examples of us-estimated-tax (clock 2026-11-21: only the January 15, 2027 installment is ahead). */
export const examples: ExamplesFor<typeof run> = [
  {
    title: "A $100,000 profit, single, last year's tax $15,000 on $90,000 of AGI, $11,250 paid so far",
    input: {"netProfit":100000,"filingStatus":"single","priorYearTax":15000,"priorYearAgi":90000,"paidSoFar":11250},
    output: {
      "taxYear": 2026,
      "filingStatus": "single",
      "nextDueDate": "2027-01-15",
      "nextPayment": 3750,
      "totalTax": 22364.55,
      "selfEmploymentTax": 14129.55,
      "additionalMedicareTax": 0,
      "incomeTax": 8235,
      "requiredAnnualPayment": 15000,
      "requiredAnnualBasis": "priorYear",
      "paymentsRequired": true,
      "remainingToPay": 3750,
      "balanceDueWithReturn": 7364.55,
      "installments": [
        {
          "installment": 4,
          "dueDate": "2027-01-15",
          "amount": 3750
        }
      ],
      "shortInstallments": [],
      "breakdown": [
        {
          "item": "netEarnings",
          "label": "Net earnings from self-employment: 92.35 % of net profit",
          "amount": 92350
        },
        {
          "item": "socialSecurityPart",
          "label": "Social Security part: 12.4 % of net earnings up to the $184,500 wage base (none under $400)",
          "amount": 11451.4
        },
        {
          "item": "medicarePart",
          "label": "Medicare part: 2.9 % of net earnings",
          "amount": 2678.15
        },
        {
          "item": "selfEmploymentTax",
          "label": "Self-employment tax (Schedule SE)",
          "amount": 14129.55
        },
        {
          "item": "additionalMedicareTax",
          "label": "Additional Medicare Tax: 0.9 % of net earnings above $200,000",
          "amount": 0
        },
        {
          "item": "deductibleHalfOfSeTax",
          "label": "Deductible half of self-employment tax (50 %)",
          "amount": 7064.78
        },
        {
          "item": "adjustedGrossIncome",
          "label": "Adjusted gross income: net profit + other income − the deductible half",
          "amount": 92935.23
        },
        {
          "item": "standardDeduction",
          "label": "Standard deduction of the filing status",
          "amount": 16100
        },
        {
          "item": "taxableIncomeBeforeQbi",
          "label": "Taxable income before the §199A deduction (not below 0)",
          "amount": 76835.23
        },
        {
          "item": "qbiDeduction",
          "label": "§199A deduction: the smaller of 20 % of qualified business income and 20 % of taxable income before it",
          "amount": 15367.05
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income",
          "amount": 61468.18
        },
        {
          "item": "incomeTax",
          "label": "Income tax by the tax table of the filing status",
          "amount": 8235
        },
        {
          "item": "totalTax",
          "label": "Total tax (Form 1040-ES worksheet line 11c)",
          "amount": 22364.55
        },
        {
          "item": "currentYearTest",
          "label": "90 % of the total tax (line 12a)",
          "amount": 20128.09
        },
        {
          "item": "priorYearTest",
          "label": "100 % of last year's tax (line 12b)",
          "amount": 15000
        },
        {
          "item": "requiredAnnualPayment",
          "label": "Required annual payment: the smaller (line 12c)",
          "amount": 15000
        },
        {
          "item": "withholding",
          "label": "Income tax withheld (line 13)",
          "amount": 0
        },
        {
          "item": "dueFromEstimatedPayments",
          "label": "Due from estimated payments: required payment − withholding (line 14a)",
          "amount": 15000
        },
        {
          "item": "paidSoFar",
          "label": "Estimated tax paid so far",
          "amount": 11250
        },
        {
          "item": "remainingToPay",
          "label": "Left to pay in the remaining installments",
          "amount": 3750
        },
        {
          "item": "balanceDueWithReturn",
          "label": "Rest of the total tax, with the return (negative: a refund)",
          "amount": 7364.55
        }
      ],
      "assumptions": [
        "Tax year 2026: the year whose installments are being paid on 2026-11-21 (until its fourth installment is due in January, a year's installments are still being paid). Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): 2026-04-15, 2026-06-15, 2026-09-15 and 2027-01-15.",
        "Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.",
        "The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.",
        "Last year's AGI did not exceed $150,000: 100 % of last year's tax (IRC §6654(d)(1)(C)).",
        "Last year is taken to be a 12-month tax year with a return filed; otherwise only the 90 % test applies (IRC §6654(d)(1)(B)(ii)).",
        "Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.",
        "The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).",
        "Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: /calculators/estimated-tax-penalty; the method: /guides/us-estimated-tax-1040-es."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "us-federal-income-tax",
          "name": "US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)",
              "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
            },
            {
              "title": "IRS — Topic no. 306, Penalty for underpayment of estimated tax",
              "url": "https://www.irs.gov/taxtopics/tc306"
            },
            {
              "title": "U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)",
              "url": "https://www.law.cornell.edu/uscode/text/26/199A"
            },
            {
              "title": "Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction",
              "url": "https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf"
            }
          ]
        },
        {
          "id": "us-self-employment-tax",
          "name": "US self-employment tax (Schedule SE)",
          "effective": "2025-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Topic no. 554, Self-employment tax",
              "url": "https://www.irs.gov/taxtopics/tc554"
            },
            {
              "title": "IRS — Schedule SE (Form 1040), Self-Employment Tax",
              "url": "https://www.irs.gov/pub/irs-pdf/f1040sse.pdf"
            },
            {
              "title": "IRS — Topic no. 560, Additional Medicare Tax",
              "url": "https://www.irs.gov/taxtopics/tc560"
            }
          ]
        },
        {
          "id": "us-employer-payroll-taxes",
          "name": "US employer payroll taxes (FICA and FUTA)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "SSA — Contribution and benefit base",
              "url": "https://www.ssa.gov/oact/cola/cbb.html"
            },
            {
              "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
              "url": "https://www.irs.gov/taxtopics/tc751"
            },
            {
              "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              "url": "https://www.irs.gov/taxtopics/tc759"
            },
            {
              "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              "url": "https://www.irs.gov/publications/p15"
            }
          ]
        },
        {
          "id": "us-year-end-deadlines",
          "name": "US year-end tax deadlines and thresholds for the self-employed",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "26 U.S.C. §6654 — Failure by individual to pay estimated income tax",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6072 — Time for filing income tax returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6081 — Extension of time for filing returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim"
            },
            {
              "title": "IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act",
              "url": "https://www.irs.gov/pub/irs-drop/n-25-62.pdf"
            },
            {
              "title": "26 U.S.C. §1091 — Loss from wash sales of stock or securities",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §1211 — Limitation on capital losses",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim"
            },
            {
              "title": "IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500",
              "url": "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500"
            }
          ]
        }
      ]
    },
  },
  {
    title: "No prior-year figures and nothing paid yet: only the 90 % test, three installments short",
    input: {"netProfit":60000},
    output: {
      "taxYear": 2026,
      "filingStatus": "single",
      "nextDueDate": "2027-01-15",
      "nextPayment": 10833.48,
      "totalTax": 12037.2,
      "selfEmploymentTax": 8477.73,
      "additionalMedicareTax": 0,
      "incomeTax": 3559.47,
      "requiredAnnualPayment": 10833.48,
      "requiredAnnualBasis": "currentYear",
      "paymentsRequired": true,
      "remainingToPay": 10833.48,
      "balanceDueWithReturn": 1203.72,
      "installments": [
        {
          "installment": 4,
          "dueDate": "2027-01-15",
          "amount": 10833.48
        }
      ],
      "shortInstallments": [
        1,
        2,
        3
      ],
      "breakdown": [
        {
          "item": "netEarnings",
          "label": "Net earnings from self-employment: 92.35 % of net profit",
          "amount": 55410
        },
        {
          "item": "socialSecurityPart",
          "label": "Social Security part: 12.4 % of net earnings up to the $184,500 wage base (none under $400)",
          "amount": 6870.84
        },
        {
          "item": "medicarePart",
          "label": "Medicare part: 2.9 % of net earnings",
          "amount": 1606.89
        },
        {
          "item": "selfEmploymentTax",
          "label": "Self-employment tax (Schedule SE)",
          "amount": 8477.73
        },
        {
          "item": "additionalMedicareTax",
          "label": "Additional Medicare Tax: 0.9 % of net earnings above $200,000",
          "amount": 0
        },
        {
          "item": "deductibleHalfOfSeTax",
          "label": "Deductible half of self-employment tax (50 %)",
          "amount": 4238.87
        },
        {
          "item": "adjustedGrossIncome",
          "label": "Adjusted gross income: net profit + other income − the deductible half",
          "amount": 55761.14
        },
        {
          "item": "standardDeduction",
          "label": "Standard deduction of the filing status",
          "amount": 16100
        },
        {
          "item": "taxableIncomeBeforeQbi",
          "label": "Taxable income before the §199A deduction (not below 0)",
          "amount": 39661.14
        },
        {
          "item": "qbiDeduction",
          "label": "§199A deduction: the smaller of 20 % of qualified business income and 20 % of taxable income before it",
          "amount": 7932.23
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income",
          "amount": 31728.91
        },
        {
          "item": "incomeTax",
          "label": "Income tax by the tax table of the filing status",
          "amount": 3559.47
        },
        {
          "item": "totalTax",
          "label": "Total tax (Form 1040-ES worksheet line 11c)",
          "amount": 12037.2
        },
        {
          "item": "currentYearTest",
          "label": "90 % of the total tax (line 12a)",
          "amount": 10833.48
        },
        {
          "item": "requiredAnnualPayment",
          "label": "Required annual payment: the smaller (line 12c)",
          "amount": 10833.48
        },
        {
          "item": "withholding",
          "label": "Income tax withheld (line 13)",
          "amount": 0
        },
        {
          "item": "dueFromEstimatedPayments",
          "label": "Due from estimated payments: required payment − withholding (line 14a)",
          "amount": 10833.48
        },
        {
          "item": "paidSoFar",
          "label": "Estimated tax paid so far",
          "amount": 0
        },
        {
          "item": "remainingToPay",
          "label": "Left to pay in the remaining installments",
          "amount": 10833.48
        },
        {
          "item": "balanceDueWithReturn",
          "label": "Rest of the total tax, with the return (negative: a refund)",
          "amount": 1203.72
        }
      ],
      "assumptions": [
        "Tax year 2026: the year whose installments are being paid on 2026-11-21 (until its fourth installment is due in January, a year's installments are still being paid). Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): 2026-04-15, 2026-06-15, 2026-09-15 and 2027-01-15.",
        "Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.",
        "The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.",
        "Last year's tax not given: only the 90 % test applies. With last year's tax (and AGI), the required payment can be smaller.",
        "Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.",
        "The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).",
        "Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: /calculators/estimated-tax-penalty; the method: /guides/us-estimated-tax-1040-es."
      ],
      "warnings": [
        "A penalty may apply for installments 1, 2 and 3: by 2026-09-15, $8,125.11 was due from estimated payments (a quarter of $10,833.48 for each installment), and $0 has been paid. The estimated tax penalty calculator (/calculators/estimated-tax-penalty) figures what it costs; the annualized income installment method (Form 2210 Schedule AI) can lower it when the income came late in the year."
      ],
      "rules": [
        {
          "id": "us-federal-income-tax",
          "name": "US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)",
              "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
            },
            {
              "title": "IRS — Topic no. 306, Penalty for underpayment of estimated tax",
              "url": "https://www.irs.gov/taxtopics/tc306"
            },
            {
              "title": "U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)",
              "url": "https://www.law.cornell.edu/uscode/text/26/199A"
            },
            {
              "title": "Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction",
              "url": "https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf"
            }
          ]
        },
        {
          "id": "us-self-employment-tax",
          "name": "US self-employment tax (Schedule SE)",
          "effective": "2025-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Topic no. 554, Self-employment tax",
              "url": "https://www.irs.gov/taxtopics/tc554"
            },
            {
              "title": "IRS — Schedule SE (Form 1040), Self-Employment Tax",
              "url": "https://www.irs.gov/pub/irs-pdf/f1040sse.pdf"
            },
            {
              "title": "IRS — Topic no. 560, Additional Medicare Tax",
              "url": "https://www.irs.gov/taxtopics/tc560"
            }
          ]
        },
        {
          "id": "us-employer-payroll-taxes",
          "name": "US employer payroll taxes (FICA and FUTA)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "SSA — Contribution and benefit base",
              "url": "https://www.ssa.gov/oact/cola/cbb.html"
            },
            {
              "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
              "url": "https://www.irs.gov/taxtopics/tc751"
            },
            {
              "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              "url": "https://www.irs.gov/taxtopics/tc759"
            },
            {
              "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              "url": "https://www.irs.gov/publications/p15"
            }
          ]
        },
        {
          "id": "us-year-end-deadlines",
          "name": "US year-end tax deadlines and thresholds for the self-employed",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "26 U.S.C. §6654 — Failure by individual to pay estimated income tax",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6072 — Time for filing income tax returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6081 — Extension of time for filing returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim"
            },
            {
              "title": "IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act",
              "url": "https://www.irs.gov/pub/irs-drop/n-25-62.pdf"
            },
            {
              "title": "26 U.S.C. §1091 — Loss from wash sales of stock or securities",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §1211 — Limitation on capital losses",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim"
            },
            {
              "title": "IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500",
              "url": "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500"
            }
          ]
        }
      ]
    },
  },
  {
    title: "A $5,000 loss and $60,000 of other income: no self-employment tax, income tax on the rest",
    input: {"netProfit":-5000,"otherIncome":60000},
    output: {
      "taxYear": 2026,
      "filingStatus": "single",
      "nextDueDate": "2027-01-15",
      "nextPayment": 3978,
      "totalTax": 4420,
      "selfEmploymentTax": 0,
      "additionalMedicareTax": 0,
      "incomeTax": 4420,
      "requiredAnnualPayment": 3978,
      "requiredAnnualBasis": "currentYear",
      "paymentsRequired": true,
      "remainingToPay": 3978,
      "balanceDueWithReturn": 442,
      "installments": [
        {
          "installment": 4,
          "dueDate": "2027-01-15",
          "amount": 3978
        }
      ],
      "shortInstallments": [
        1,
        2,
        3
      ],
      "breakdown": [
        {
          "item": "netEarnings",
          "label": "Net earnings from self-employment: 92.35 % of net profit",
          "amount": 0
        },
        {
          "item": "socialSecurityPart",
          "label": "Social Security part: 12.4 % of net earnings up to the $184,500 wage base (none under $400)",
          "amount": 0
        },
        {
          "item": "medicarePart",
          "label": "Medicare part: 2.9 % of net earnings",
          "amount": 0
        },
        {
          "item": "selfEmploymentTax",
          "label": "Self-employment tax (Schedule SE)",
          "amount": 0
        },
        {
          "item": "additionalMedicareTax",
          "label": "Additional Medicare Tax: 0.9 % of net earnings above $200,000",
          "amount": 0
        },
        {
          "item": "deductibleHalfOfSeTax",
          "label": "Deductible half of self-employment tax (50 %)",
          "amount": 0
        },
        {
          "item": "adjustedGrossIncome",
          "label": "Adjusted gross income: net profit + other income − the deductible half",
          "amount": 55000
        },
        {
          "item": "standardDeduction",
          "label": "Standard deduction of the filing status",
          "amount": 16100
        },
        {
          "item": "taxableIncomeBeforeQbi",
          "label": "Taxable income before the §199A deduction (not below 0)",
          "amount": 38900
        },
        {
          "item": "qbiDeduction",
          "label": "§199A deduction: the smaller of 20 % of qualified business income and 20 % of taxable income before it",
          "amount": 0
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income",
          "amount": 38900
        },
        {
          "item": "incomeTax",
          "label": "Income tax by the tax table of the filing status",
          "amount": 4420
        },
        {
          "item": "totalTax",
          "label": "Total tax (Form 1040-ES worksheet line 11c)",
          "amount": 4420
        },
        {
          "item": "currentYearTest",
          "label": "90 % of the total tax (line 12a)",
          "amount": 3978
        },
        {
          "item": "requiredAnnualPayment",
          "label": "Required annual payment: the smaller (line 12c)",
          "amount": 3978
        },
        {
          "item": "withholding",
          "label": "Income tax withheld (line 13)",
          "amount": 0
        },
        {
          "item": "dueFromEstimatedPayments",
          "label": "Due from estimated payments: required payment − withholding (line 14a)",
          "amount": 3978
        },
        {
          "item": "paidSoFar",
          "label": "Estimated tax paid so far",
          "amount": 0
        },
        {
          "item": "remainingToPay",
          "label": "Left to pay in the remaining installments",
          "amount": 3978
        },
        {
          "item": "balanceDueWithReturn",
          "label": "Rest of the total tax, with the return (negative: a refund)",
          "amount": 442
        }
      ],
      "assumptions": [
        "Tax year 2026: the year whose installments are being paid on 2026-11-21 (until its fourth installment is due in January, a year's installments are still being paid). Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): 2026-04-15, 2026-06-15, 2026-09-15 and 2027-01-15.",
        "Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.",
        "The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.",
        "A loss: no self-employment tax, and the loss is taken off other income in full (the at-risk, passive-activity and excess-business-loss limits are not applied).",
        "Last year's tax not given: only the 90 % test applies. With last year's tax (and AGI), the required payment can be smaller.",
        "Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.",
        "The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).",
        "Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: /calculators/estimated-tax-penalty; the method: /guides/us-estimated-tax-1040-es."
      ],
      "warnings": [
        "A penalty may apply for installments 1, 2 and 3: by 2026-09-15, $2,983.50 was due from estimated payments (a quarter of $3,978 for each installment), and $0 has been paid. The estimated tax penalty calculator (/calculators/estimated-tax-penalty) figures what it costs; the annualized income installment method (Form 2210 Schedule AI) can lower it when the income came late in the year."
      ],
      "rules": [
        {
          "id": "us-federal-income-tax",
          "name": "US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)",
              "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
            },
            {
              "title": "IRS — Topic no. 306, Penalty for underpayment of estimated tax",
              "url": "https://www.irs.gov/taxtopics/tc306"
            },
            {
              "title": "U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)",
              "url": "https://www.law.cornell.edu/uscode/text/26/199A"
            },
            {
              "title": "Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction",
              "url": "https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf"
            }
          ]
        },
        {
          "id": "us-self-employment-tax",
          "name": "US self-employment tax (Schedule SE)",
          "effective": "2025-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Topic no. 554, Self-employment tax",
              "url": "https://www.irs.gov/taxtopics/tc554"
            },
            {
              "title": "IRS — Schedule SE (Form 1040), Self-Employment Tax",
              "url": "https://www.irs.gov/pub/irs-pdf/f1040sse.pdf"
            },
            {
              "title": "IRS — Topic no. 560, Additional Medicare Tax",
              "url": "https://www.irs.gov/taxtopics/tc560"
            }
          ]
        },
        {
          "id": "us-employer-payroll-taxes",
          "name": "US employer payroll taxes (FICA and FUTA)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "SSA — Contribution and benefit base",
              "url": "https://www.ssa.gov/oact/cola/cbb.html"
            },
            {
              "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
              "url": "https://www.irs.gov/taxtopics/tc751"
            },
            {
              "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              "url": "https://www.irs.gov/taxtopics/tc759"
            },
            {
              "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              "url": "https://www.irs.gov/publications/p15"
            }
          ]
        },
        {
          "id": "us-year-end-deadlines",
          "name": "US year-end tax deadlines and thresholds for the self-employed",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "26 U.S.C. §6654 — Failure by individual to pay estimated income tax",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6072 — Time for filing income tax returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6081 — Extension of time for filing returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim"
            },
            {
              "title": "IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act",
              "url": "https://www.irs.gov/pub/irs-drop/n-25-62.pdf"
            },
            {
              "title": "26 U.S.C. §1091 — Loss from wash sales of stock or securities",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §1211 — Limitation on capital losses",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim"
            },
            {
              "title": "IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500",
              "url": "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500"
            }
          ]
        }
      ]
    },
  },
  {
    title: "Withholding of $5,000 covers the tax on a $20,000 profit: no payments required",
    input: {"netProfit":20000,"withholding":5000},
    output: {
      "taxYear": 2026,
      "filingStatus": "single",
      "nextDueDate": "2027-01-15",
      "nextPayment": 0,
      "totalTax": 3024.87,
      "selfEmploymentTax": 2825.91,
      "additionalMedicareTax": 0,
      "incomeTax": 198.96,
      "requiredAnnualPayment": 2722.39,
      "requiredAnnualBasis": "currentYear",
      "paymentsRequired": false,
      "remainingToPay": 0,
      "balanceDueWithReturn": -1975.13,
      "installments": [
        {
          "installment": 4,
          "dueDate": "2027-01-15",
          "amount": 0
        }
      ],
      "shortInstallments": [],
      "breakdown": [
        {
          "item": "netEarnings",
          "label": "Net earnings from self-employment: 92.35 % of net profit",
          "amount": 18470
        },
        {
          "item": "socialSecurityPart",
          "label": "Social Security part: 12.4 % of net earnings up to the $184,500 wage base (none under $400)",
          "amount": 2290.28
        },
        {
          "item": "medicarePart",
          "label": "Medicare part: 2.9 % of net earnings",
          "amount": 535.63
        },
        {
          "item": "selfEmploymentTax",
          "label": "Self-employment tax (Schedule SE)",
          "amount": 2825.91
        },
        {
          "item": "additionalMedicareTax",
          "label": "Additional Medicare Tax: 0.9 % of net earnings above $200,000",
          "amount": 0
        },
        {
          "item": "deductibleHalfOfSeTax",
          "label": "Deductible half of self-employment tax (50 %)",
          "amount": 1412.96
        },
        {
          "item": "adjustedGrossIncome",
          "label": "Adjusted gross income: net profit + other income − the deductible half",
          "amount": 18587.05
        },
        {
          "item": "standardDeduction",
          "label": "Standard deduction of the filing status",
          "amount": 16100
        },
        {
          "item": "taxableIncomeBeforeQbi",
          "label": "Taxable income before the §199A deduction (not below 0)",
          "amount": 2487.05
        },
        {
          "item": "qbiDeduction",
          "label": "§199A deduction: the smaller of 20 % of qualified business income and 20 % of taxable income before it",
          "amount": 497.41
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income",
          "amount": 1989.64
        },
        {
          "item": "incomeTax",
          "label": "Income tax by the tax table of the filing status",
          "amount": 198.96
        },
        {
          "item": "totalTax",
          "label": "Total tax (Form 1040-ES worksheet line 11c)",
          "amount": 3024.87
        },
        {
          "item": "currentYearTest",
          "label": "90 % of the total tax (line 12a)",
          "amount": 2722.39
        },
        {
          "item": "requiredAnnualPayment",
          "label": "Required annual payment: the smaller (line 12c)",
          "amount": 2722.39
        },
        {
          "item": "withholding",
          "label": "Income tax withheld (line 13)",
          "amount": 5000
        },
        {
          "item": "dueFromEstimatedPayments",
          "label": "Due from estimated payments: required payment − withholding (line 14a)",
          "amount": 0
        },
        {
          "item": "paidSoFar",
          "label": "Estimated tax paid so far",
          "amount": 0
        },
        {
          "item": "remainingToPay",
          "label": "Left to pay in the remaining installments",
          "amount": 0
        },
        {
          "item": "balanceDueWithReturn",
          "label": "Rest of the total tax, with the return (negative: a refund)",
          "amount": -1975.13
        }
      ],
      "assumptions": [
        "Tax year 2026: the year whose installments are being paid on 2026-11-21 (until its fourth installment is due in January, a year's installments are still being paid). Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): 2026-04-15, 2026-06-15, 2026-09-15 and 2027-01-15.",
        "Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.",
        "The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.",
        "Last year's tax not given: only the 90 % test applies. With last year's tax (and AGI), the required payment can be smaller.",
        "Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.",
        "The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).",
        "Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: /calculators/estimated-tax-penalty; the method: /guides/us-estimated-tax-1040-es."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "us-federal-income-tax",
          "name": "US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)",
              "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
            },
            {
              "title": "IRS — Topic no. 306, Penalty for underpayment of estimated tax",
              "url": "https://www.irs.gov/taxtopics/tc306"
            },
            {
              "title": "U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)",
              "url": "https://www.law.cornell.edu/uscode/text/26/199A"
            },
            {
              "title": "Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction",
              "url": "https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf"
            }
          ]
        },
        {
          "id": "us-self-employment-tax",
          "name": "US self-employment tax (Schedule SE)",
          "effective": "2025-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Topic no. 554, Self-employment tax",
              "url": "https://www.irs.gov/taxtopics/tc554"
            },
            {
              "title": "IRS — Schedule SE (Form 1040), Self-Employment Tax",
              "url": "https://www.irs.gov/pub/irs-pdf/f1040sse.pdf"
            },
            {
              "title": "IRS — Topic no. 560, Additional Medicare Tax",
              "url": "https://www.irs.gov/taxtopics/tc560"
            }
          ]
        },
        {
          "id": "us-employer-payroll-taxes",
          "name": "US employer payroll taxes (FICA and FUTA)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "SSA — Contribution and benefit base",
              "url": "https://www.ssa.gov/oact/cola/cbb.html"
            },
            {
              "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
              "url": "https://www.irs.gov/taxtopics/tc751"
            },
            {
              "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              "url": "https://www.irs.gov/taxtopics/tc759"
            },
            {
              "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              "url": "https://www.irs.gov/publications/p15"
            }
          ]
        },
        {
          "id": "us-year-end-deadlines",
          "name": "US year-end tax deadlines and thresholds for the self-employed",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "26 U.S.C. §6654 — Failure by individual to pay estimated income tax",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6072 — Time for filing income tax returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6081 — Extension of time for filing returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim"
            },
            {
              "title": "IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act",
              "url": "https://www.irs.gov/pub/irs-drop/n-25-62.pdf"
            },
            {
              "title": "26 U.S.C. §1091 — Loss from wash sales of stock or securities",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §1211 — Limitation on capital losses",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim"
            },
            {
              "title": "IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500",
              "url": "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500"
            }
          ]
        }
      ]
    },
  },
  {
    title: "Married filing jointly, $300,000 profit, last year's AGI above $150,000: 110 % of last year's tax",
    input: {"netProfit":300000,"filingStatus":"marriedJointly","priorYearTax":50000,"priorYearAgi":250000,"withholding":4000,"paidSoFar":45000},
    output: {
      "taxYear": 2026,
      "filingStatus": "marriedJointly",
      "nextDueDate": "2027-01-15",
      "nextPayment": 6000,
      "totalTax": 64992.4,
      "selfEmploymentTax": 30912.45,
      "additionalMedicareTax": 243.45,
      "incomeTax": 33836.5,
      "requiredAnnualPayment": 55000,
      "requiredAnnualBasis": "priorYear",
      "paymentsRequired": true,
      "remainingToPay": 6000,
      "balanceDueWithReturn": 9992.4,
      "installments": [
        {
          "installment": 4,
          "dueDate": "2027-01-15",
          "amount": 6000
        }
      ],
      "shortInstallments": [],
      "breakdown": [
        {
          "item": "netEarnings",
          "label": "Net earnings from self-employment: 92.35 % of net profit",
          "amount": 277050
        },
        {
          "item": "socialSecurityPart",
          "label": "Social Security part: 12.4 % of net earnings up to the $184,500 wage base (none under $400)",
          "amount": 22878
        },
        {
          "item": "medicarePart",
          "label": "Medicare part: 2.9 % of net earnings",
          "amount": 8034.45
        },
        {
          "item": "selfEmploymentTax",
          "label": "Self-employment tax (Schedule SE)",
          "amount": 30912.45
        },
        {
          "item": "additionalMedicareTax",
          "label": "Additional Medicare Tax: 0.9 % of net earnings above $250,000",
          "amount": 243.45
        },
        {
          "item": "deductibleHalfOfSeTax",
          "label": "Deductible half of self-employment tax (50 %)",
          "amount": 15456.23
        },
        {
          "item": "adjustedGrossIncome",
          "label": "Adjusted gross income: net profit + other income − the deductible half",
          "amount": 284543.78
        },
        {
          "item": "standardDeduction",
          "label": "Standard deduction of the filing status",
          "amount": 32200
        },
        {
          "item": "taxableIncomeBeforeQbi",
          "label": "Taxable income before the §199A deduction (not below 0)",
          "amount": 252343.78
        },
        {
          "item": "qbiDeduction",
          "label": "§199A deduction: the smaller of 20 % of qualified business income and 20 % of taxable income before it",
          "amount": 50468.76
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income",
          "amount": 201875.02
        },
        {
          "item": "incomeTax",
          "label": "Income tax by the tax table of the filing status",
          "amount": 33836.5
        },
        {
          "item": "totalTax",
          "label": "Total tax (Form 1040-ES worksheet line 11c)",
          "amount": 64992.4
        },
        {
          "item": "currentYearTest",
          "label": "90 % of the total tax (line 12a)",
          "amount": 58493.16
        },
        {
          "item": "priorYearTest",
          "label": "110 % of last year's tax (line 12b)",
          "amount": 55000
        },
        {
          "item": "requiredAnnualPayment",
          "label": "Required annual payment: the smaller (line 12c)",
          "amount": 55000
        },
        {
          "item": "withholding",
          "label": "Income tax withheld (line 13)",
          "amount": 4000
        },
        {
          "item": "dueFromEstimatedPayments",
          "label": "Due from estimated payments: required payment − withholding (line 14a)",
          "amount": 51000
        },
        {
          "item": "paidSoFar",
          "label": "Estimated tax paid so far",
          "amount": 45000
        },
        {
          "item": "remainingToPay",
          "label": "Left to pay in the remaining installments",
          "amount": 6000
        },
        {
          "item": "balanceDueWithReturn",
          "label": "Rest of the total tax, with the return (negative: a refund)",
          "amount": 9992.4
        }
      ],
      "assumptions": [
        "Tax year 2026: the year whose installments are being paid on 2026-11-21 (until its fourth installment is due in January, a year's installments are still being paid). Its due dates, moved past weekends and District of Columbia holidays (IRC §7503): 2026-04-15, 2026-06-15, 2026-09-15 and 2027-01-15.",
        "Federal tax only, with the standard deduction of the filing status: no itemizing, credits, alternative minimum tax, net investment income tax or state tax. Other income is ordinary income that is not wages (wages would share the Social Security wage base and the Additional Medicare threshold); on a joint return the spouse has no self-employment income.",
        "The §199A deduction is that of one sole proprietorship in which you materially participate, with no W-2 wages and no qualified property.",
        "Last year's AGI exceeded $150,000: 110 % of last year's tax (IRC §6654(d)(1)(C)).",
        "Last year is taken to be a 12-month tax year with a return filed; otherwise only the 90 % test applies (IRC §6654(d)(1)(B)(ii)).",
        "Withholding counts as paid in four equal parts on the due dates (Form 2210 treats it so unless you elect the actual dates); what was paid so far counts as paid on time, oldest installment first.",
        "The next installment brings your payments up to a quarter of the required payment less withholding for each installment due by then; the rest is split evenly over the ones after it (Publication 505, Amended Estimated Tax Worksheet).",
        "Not modelled: the annualized income installment method, farmers and fishermen (66⅔ %), married filing separately. What a late or missed installment costs: /calculators/estimated-tax-penalty; the method: /guides/us-estimated-tax-1040-es."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "us-federal-income-tax",
          "name": "US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)",
              "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
            },
            {
              "title": "IRS — Topic no. 306, Penalty for underpayment of estimated tax",
              "url": "https://www.irs.gov/taxtopics/tc306"
            },
            {
              "title": "U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)",
              "url": "https://www.law.cornell.edu/uscode/text/26/199A"
            },
            {
              "title": "Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction",
              "url": "https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf"
            }
          ]
        },
        {
          "id": "us-self-employment-tax",
          "name": "US self-employment tax (Schedule SE)",
          "effective": "2025-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-24",
          "sources": [
            {
              "title": "IRS — Topic no. 554, Self-employment tax",
              "url": "https://www.irs.gov/taxtopics/tc554"
            },
            {
              "title": "IRS — Schedule SE (Form 1040), Self-Employment Tax",
              "url": "https://www.irs.gov/pub/irs-pdf/f1040sse.pdf"
            },
            {
              "title": "IRS — Topic no. 560, Additional Medicare Tax",
              "url": "https://www.irs.gov/taxtopics/tc560"
            }
          ]
        },
        {
          "id": "us-employer-payroll-taxes",
          "name": "US employer payroll taxes (FICA and FUTA)",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "SSA — Contribution and benefit base",
              "url": "https://www.ssa.gov/oact/cola/cbb.html"
            },
            {
              "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
              "url": "https://www.irs.gov/taxtopics/tc751"
            },
            {
              "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              "url": "https://www.irs.gov/taxtopics/tc759"
            },
            {
              "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              "url": "https://www.irs.gov/publications/p15"
            }
          ]
        },
        {
          "id": "us-year-end-deadlines",
          "name": "US year-end tax deadlines and thresholds for the self-employed",
          "effective": "2026-01-01",
          "appliedOn": "2026-11-21",
          "carriedForward": [],
          "lastChecked": "2026-11-21",
          "sources": [
            {
              "title": "26 U.S.C. §6654 — Failure by individual to pay estimated income tax",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6654&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6072 — Time for filing income tax returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6072&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6081 — Extension of time for filing returns",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6081&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6071&num=0&edition=prelim"
            },
            {
              "title": "IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act",
              "url": "https://www.irs.gov/pub/irs-drop/n-25-62.pdf"
            },
            {
              "title": "26 U.S.C. §1091 — Loss from wash sales of stock or securities",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1091&num=0&edition=prelim"
            },
            {
              "title": "26 U.S.C. §1211 — Limitation on capital losses",
              "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1211&num=0&edition=prelim"
            },
            {
              "title": "IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500",
              "url": "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500"
            }
          ]
        }
      ]
    },
  },
];
