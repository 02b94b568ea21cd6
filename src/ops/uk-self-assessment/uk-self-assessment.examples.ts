import type { ExamplesFor } from '../../core/operation.js';
import type run from './uk-self-assessment.run.js';

/** The documented examples of uk-self-assessment: run by the test suite, their outputs exact (worked by hand in each comment). */
export const examples: ExamplesFor<typeof run> = [
  {
    // PA 12,570; taxable 32,430 × 20 % = 6,486.00. Class 4: (45,000 − 12,570) × 6 % = 1,945.80. Bill 8,431.80. On account
    // for 2026-27: 6,000 ÷ 2 = 3,000 on 31 Jan and 31 Jul 2027; balancing 8,431.80 − 6,000 = 2,431.80; on account for
    // 2027-28: 8,431.80 ÷ 2 = 4,215.90; 31 Jan 2028: 2,431.80 + 4,215.90 = 6,647.70.
    "title": "£45,000 profit in England, 2026-27, last year's bill £6,000",
    "input": {
      "tradingProfit": 45000,
      "taxYear": "2026-27",
      "lastYearTaxDue": 6000
    },
    "output": {
      "taxYear": "2026-27",
      "totalIncome": 45000,
      "personalAllowance": 12570,
      "taxableIncome": 32430,
      "incomeTaxBands": [
        {
          "band": "basic",
          "ratePct": 20,
          "income": 32430,
          "tax": 6486
        }
      ],
      "incomeTax": 6486,
      "taxDeductedAtSource": 0,
      "incomeTaxDue": 6486,
      "class4": 1945.8,
      "class2": {
        "smallProfitsThreshold": 7105,
        "credited": true,
        "weeklyRate": 3.65,
        "voluntaryCost": 0
      },
      "selfAssessmentBill": 8431.8,
      "paymentsOnAccountThisYear": 3000,
      "balancingPayment": 2431.8,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": true,
      "paymentsOnAccountNextYear": 4215.9,
      "januaryPayment": 6647.7,
      "julyPayment": 4215.9,
      "payments": [
        {
          "date": "2027-01-31",
          "payment": "firstPaymentOnAccount",
          "taxYear": "2026-27",
          "amount": 3000
        },
        {
          "date": "2027-07-31",
          "payment": "secondPaymentOnAccount",
          "taxYear": "2026-27",
          "amount": 3000
        },
        {
          "date": "2028-01-31",
          "payment": "balancingPayment",
          "taxYear": "2026-27",
          "amount": 2431.8
        },
        {
          "date": "2028-01-31",
          "payment": "firstPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 4215.9
        },
        {
          "date": "2028-07-31",
          "payment": "secondPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 4215.9
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit",
          "amount": 45000
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 0
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 45000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance (£12,570, up to the income)",
          "amount": 12570
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 32430
        },
        {
          "item": "basicRateTax",
          "label": "basic rate: £32,430 × 20%",
          "amount": 6486
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 6486
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 0
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 6486
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £32,430 × 6% (profits from £12,570 to £50,270)",
          "amount": 1945.8
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £0 × 2% (profits above £50,270)",
          "amount": 0
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 1945.8
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 8431.8
        },
        {
          "item": "paymentsOnAccountMade",
          "label": "Less: 2 payments on account for 2026-27 (half of last year's bill each)",
          "amount": 6000
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2028",
          "amount": 2431.8
        },
        {
          "item": "paymentOnAccountNextYear",
          "label": "Each payment on account for 2027-28: half the bill, due 31 January 2028 and 31 July 2028",
          "amount": 4215.9
        }
      ],
      "assumptions": [
        "Tax year 2026-27: 6 April 2026 to 5 April 2027.",
        "England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Payments on account towards 2026-27: half of last year's bill each (31 January 2027 and 31 July 2027), none if it was under £1,000; the 80% test on last year is not checked (if HMRC set none, leave it empty).",
        "Payments on account for 2027-28: half of this bill on 31 January 2028 and half on 31 July 2028, assuming next year's bill is £1,000 or more ahead (GOV.UK: not due under £1,000, nor when more than 80% of the tax is deducted at source).",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2026-04-06",
          "appliedOn": "2027-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)",
              "url": "https://www.gravitate.digital/tax-tables-rates-reliefs"
            },
            {
              "title": "Institute of Certified Bookkeepers — Scottish Income Tax 2026/27 (secondary)",
              "url": "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504"
            },
            {
              "title": "salarytax.uk — Class 2 and Class 4 NI for the self-employed, 2026/27 (secondary)",
              "url": "https://salarytax.uk/uk-class-2-class-4-ni-self-employed-2026-27-guide"
            },
            {
              "title": "GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)",
              "url": "https://www.gov.uk/voluntary-national-insurance-contributions/rates"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
  {
    // Taxable 32,430: starter 3,967 × 19 % = 753.73; basic 12,989 × 20 % = 2,597.80; intermediate 14,136 × 21 % =
    // 2,968.56; higher 1,338 × 42 % = 561.96; total 6,882.05 (SPICe's table for the 2026-27 proposals: £6,882 at £45,000).
    // Class 4 1,945.80; bill 8,827.85; no bill last year given: balancing 8,827.85 + 4,413.925 → 13,241.78 on 31 Jan 2028
    // (8,827.85 + 4,413.93).
    "title": "The same £45,000 profit for a Scottish taxpayer, 2026-27",
    "input": {
      "tradingProfit": 45000,
      "scotland": true,
      "taxYear": "2026-27"
    },
    "output": {
      "taxYear": "2026-27",
      "totalIncome": 45000,
      "personalAllowance": 12570,
      "taxableIncome": 32430,
      "incomeTaxBands": [
        {
          "band": "starter",
          "ratePct": 19,
          "income": 3967,
          "tax": 753.73
        },
        {
          "band": "basic",
          "ratePct": 20,
          "income": 12989,
          "tax": 2597.8
        },
        {
          "band": "intermediate",
          "ratePct": 21,
          "income": 14136,
          "tax": 2968.56
        },
        {
          "band": "higher",
          "ratePct": 42,
          "income": 1338,
          "tax": 561.96
        }
      ],
      "incomeTax": 6882.05,
      "taxDeductedAtSource": 0,
      "incomeTaxDue": 6882.05,
      "class4": 1945.8,
      "class2": {
        "smallProfitsThreshold": 7105,
        "credited": true,
        "weeklyRate": 3.65,
        "voluntaryCost": 0
      },
      "selfAssessmentBill": 8827.85,
      "paymentsOnAccountThisYear": 0,
      "balancingPayment": 8827.85,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": true,
      "paymentsOnAccountNextYear": 4413.93,
      "januaryPayment": 13241.78,
      "julyPayment": 4413.93,
      "payments": [
        {
          "date": "2028-01-31",
          "payment": "balancingPayment",
          "taxYear": "2026-27",
          "amount": 8827.85
        },
        {
          "date": "2028-01-31",
          "payment": "firstPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 4413.93
        },
        {
          "date": "2028-07-31",
          "payment": "secondPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 4413.93
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit",
          "amount": 45000
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 0
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 45000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance (£12,570, up to the income)",
          "amount": 12570
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 32430
        },
        {
          "item": "starterRateTax",
          "label": "Scottish starter rate: £3,967 × 19%",
          "amount": 753.73
        },
        {
          "item": "basicRateTax",
          "label": "Scottish basic rate: £12,989 × 20%",
          "amount": 2597.8
        },
        {
          "item": "intermediateRateTax",
          "label": "Scottish intermediate rate: £14,136 × 21%",
          "amount": 2968.56
        },
        {
          "item": "higherRateTax",
          "label": "Scottish higher rate: £1,338 × 42%",
          "amount": 561.96
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 6882.05
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 0
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 6882.05
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £32,430 × 6% (profits from £12,570 to £50,270)",
          "amount": 1945.8
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £0 × 2% (profits above £50,270)",
          "amount": 0
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 1945.8
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 8827.85
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2028",
          "amount": 8827.85
        },
        {
          "item": "paymentOnAccountNextYear",
          "label": "Each payment on account for 2027-28: half the bill, due 31 January 2028 and 31 July 2028",
          "amount": 4413.93
        }
      ],
      "assumptions": [
        "Tax year 2026-27: 6 April 2026 to 5 April 2027.",
        "Scottish taxpayer: the Scottish rates and bands apply to this income (all of it is non-savings, non-dividend).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Last year's bill not given: no payments on account are taken as made towards 2026-27 (as in a first year of Self Assessment), so the balancing payment is the whole bill.",
        "Payments on account for 2027-28: half of this bill on 31 January 2028 and half on 31 July 2028, assuming next year's bill is £1,000 or more ahead (GOV.UK: not due under £1,000, nor when more than 80% of the tax is deducted at source).",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2026-04-06",
          "appliedOn": "2027-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)",
              "url": "https://www.gravitate.digital/tax-tables-rates-reliefs"
            },
            {
              "title": "Institute of Certified Bookkeepers — Scottish Income Tax 2026/27 (secondary)",
              "url": "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504"
            },
            {
              "title": "salarytax.uk — Class 2 and Class 4 NI for the self-employed, 2026/27 (secondary)",
              "url": "https://salarytax.uk/uk-class-2-class-4-ni-self-employed-2026-27-guide"
            },
            {
              "title": "GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)",
              "url": "https://www.gov.uk/voluntary-national-insurance-contributions/rates"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
  {
    // PA 12,570 − (110,000 − 100,000) ÷ 2 = 7,570; taxable 102,430: 37,700 × 20 % = 7,540 + 64,730 × 40 % = 25,892 →
    // 33,432. Class 4: 37,700 × 6 % = 2,262 + 59,730 × 2 % = 1,194.60 → 3,456.60. Bill 36,888.60; each payment on account
    // for 2026-27: 18,444.30.
    "title": "£110,000 profit, 2025-26: the Personal Allowance taper",
    "input": {
      "tradingProfit": 110000,
      "taxYear": "2025-26"
    },
    "output": {
      "taxYear": "2025-26",
      "totalIncome": 110000,
      "personalAllowance": 7570,
      "taxableIncome": 102430,
      "incomeTaxBands": [
        {
          "band": "basic",
          "ratePct": 20,
          "income": 37700,
          "tax": 7540
        },
        {
          "band": "higher",
          "ratePct": 40,
          "income": 64730,
          "tax": 25892
        }
      ],
      "incomeTax": 33432,
      "taxDeductedAtSource": 0,
      "incomeTaxDue": 33432,
      "class4": 3456.6,
      "class2": {
        "smallProfitsThreshold": 6845,
        "credited": true,
        "weeklyRate": 3.5,
        "voluntaryCost": 0
      },
      "selfAssessmentBill": 36888.6,
      "paymentsOnAccountThisYear": 0,
      "balancingPayment": 36888.6,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": true,
      "paymentsOnAccountNextYear": 18444.3,
      "januaryPayment": 55332.9,
      "julyPayment": 18444.3,
      "payments": [
        {
          "date": "2027-01-31",
          "payment": "balancingPayment",
          "taxYear": "2025-26",
          "amount": 36888.6
        },
        {
          "date": "2027-01-31",
          "payment": "firstPaymentOnAccount",
          "taxYear": "2026-27",
          "amount": 18444.3
        },
        {
          "date": "2027-07-31",
          "payment": "secondPaymentOnAccount",
          "taxYear": "2026-27",
          "amount": 18444.3
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit",
          "amount": 110000
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 0
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 110000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance: £12,570 less half the income above £100,000, rounded up to the pound",
          "amount": 7570
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 102430
        },
        {
          "item": "basicRateTax",
          "label": "basic rate: £37,700 × 20%",
          "amount": 7540
        },
        {
          "item": "higherRateTax",
          "label": "higher rate: £64,730 × 40%",
          "amount": 25892
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 33432
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 0
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 33432
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £37,700 × 6% (profits from £12,570 to £50,270)",
          "amount": 2262
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £59,730 × 2% (profits above £50,270)",
          "amount": 1194.6
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 3456.6
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 36888.6
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2027",
          "amount": 36888.6
        },
        {
          "item": "paymentOnAccountNextYear",
          "label": "Each payment on account for 2026-27: half the bill, due 31 January 2027 and 31 July 2027",
          "amount": 18444.3
        }
      ],
      "assumptions": [
        "Tax year 2025-26: 6 April 2025 to 5 April 2026.",
        "England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Last year's bill not given: no payments on account are taken as made towards 2025-26 (as in a first year of Self Assessment), so the balancing payment is the whole bill.",
        "Payments on account for 2026-27: half of this bill on 31 January 2027 and half on 31 July 2027, assuming next year's bill is £1,000 or more ahead (GOV.UK: not due under £1,000, nor when more than 80% of the tax is deducted at source).",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2025-04-06",
          "appliedOn": "2026-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)",
              "url": "https://www.gravitate.digital/tax-tables-rates-reliefs"
            },
            {
              "title": "GOV.UK — Income Tax in Scotland: current rates",
              "url": "https://www.gov.uk/scottish-income-tax"
            },
            {
              "title": "TWP Accounting — National Insurance for the self-employed, 2024/25 and 2025/26 (secondary)",
              "url": "https://www.twpaccounting.co.uk/specialist-tax-news/national-insurance-for-the-self-employed/"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
  {
    // Total 60,000; taxable 47,430: 7,540 + 9,730 × 40 % = 3,892 → 11,432. PAYE on 40,000 alone: 27,430 × 20 % = 5,486.
    // Due 5,946. Class 4: 7,430 × 6 % = 445.80. Bill 6,391.80. PAYE share 5,486 ÷ (11,432 + 445.80) = 46 %: payments on
    // account due, 3,195.90 each. Last year's bill 900 is under 1,000: none made for 2026-27.
    "title": "A £20,000 side business on top of a £40,000 salary, 2026-27",
    "input": {
      "tradingProfit": 20000,
      "otherIncome": 40000,
      "taxYear": "2026-27",
      "lastYearTaxDue": 900
    },
    "output": {
      "taxYear": "2026-27",
      "totalIncome": 60000,
      "personalAllowance": 12570,
      "taxableIncome": 47430,
      "incomeTaxBands": [
        {
          "band": "basic",
          "ratePct": 20,
          "income": 37700,
          "tax": 7540
        },
        {
          "band": "higher",
          "ratePct": 40,
          "income": 9730,
          "tax": 3892
        }
      ],
      "incomeTax": 11432,
      "taxDeductedAtSource": 5486,
      "incomeTaxDue": 5946,
      "class4": 445.8,
      "class2": {
        "smallProfitsThreshold": 7105,
        "credited": true,
        "weeklyRate": 3.65,
        "voluntaryCost": 0
      },
      "selfAssessmentBill": 6391.8,
      "paymentsOnAccountThisYear": 0,
      "balancingPayment": 6391.8,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": true,
      "paymentsOnAccountNextYear": 3195.9,
      "januaryPayment": 9587.7,
      "julyPayment": 3195.9,
      "payments": [
        {
          "date": "2028-01-31",
          "payment": "balancingPayment",
          "taxYear": "2026-27",
          "amount": 6391.8
        },
        {
          "date": "2028-01-31",
          "payment": "firstPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 3195.9
        },
        {
          "date": "2028-07-31",
          "payment": "secondPaymentOnAccount",
          "taxYear": "2027-28",
          "amount": 3195.9
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit",
          "amount": 20000
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 40000
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 60000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance (£12,570, up to the income)",
          "amount": 12570
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 47430
        },
        {
          "item": "basicRateTax",
          "label": "basic rate: £37,700 × 20%",
          "amount": 7540
        },
        {
          "item": "higherRateTax",
          "label": "higher rate: £9,730 × 40%",
          "amount": 3892
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 11432
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 5486
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 5946
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £7,430 × 6% (profits from £12,570 to £50,270)",
          "amount": 445.8
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £0 × 2% (profits above £50,270)",
          "amount": 0
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 445.8
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 6391.8
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2028",
          "amount": 6391.8
        },
        {
          "item": "paymentOnAccountNextYear",
          "label": "Each payment on account for 2027-28: half the bill, due 31 January 2028 and 31 July 2028",
          "amount": 3195.9
        }
      ],
      "assumptions": [
        "Tax year 2026-27: 6 April 2026 to 5 April 2027.",
        "England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Payments on account towards 2026-27: half of last year's bill each (31 January 2027 and 31 July 2027), none if it was under £1,000; the 80% test on last year is not checked (if HMRC set none, leave it empty).",
        "Payments on account for 2027-28: half of this bill on 31 January 2028 and half on 31 July 2028, assuming next year's bill is £1,000 or more ahead (GOV.UK: not due under £1,000, nor when more than 80% of the tax is deducted at source).",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2026-04-06",
          "appliedOn": "2027-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)",
              "url": "https://www.gravitate.digital/tax-tables-rates-reliefs"
            },
            {
              "title": "Institute of Certified Bookkeepers — Scottish Income Tax 2026/27 (secondary)",
              "url": "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504"
            },
            {
              "title": "salarytax.uk — Class 2 and Class 4 NI for the self-employed, 2026/27 (secondary)",
              "url": "https://salarytax.uk/uk-class-2-class-4-ni-self-employed-2026-27-guide"
            },
            {
              "title": "GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)",
              "url": "https://www.gov.uk/voluntary-national-insurance-contributions/rates"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
  {
    // Under the allowance: no tax, no Class 4, bill 0. Under the £7,105 threshold: voluntary Class 2, 52 × 3.65 = 189.80.
    "title": "£5,000 profit, 2026-27: under the small profits threshold",
    "input": {
      "tradingProfit": 5000,
      "taxYear": "2026-27"
    },
    "output": {
      "taxYear": "2026-27",
      "totalIncome": 5000,
      "personalAllowance": 5000,
      "taxableIncome": 0,
      "incomeTaxBands": [],
      "incomeTax": 0,
      "taxDeductedAtSource": 0,
      "incomeTaxDue": 0,
      "class4": 0,
      "class2": {
        "smallProfitsThreshold": 7105,
        "credited": false,
        "weeklyRate": 3.65,
        "voluntaryCost": 189.8
      },
      "selfAssessmentBill": 0,
      "paymentsOnAccountThisYear": 0,
      "balancingPayment": 0,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": false,
      "paymentsOnAccountNextYear": 0,
      "januaryPayment": 0,
      "julyPayment": 0,
      "payments": [
        {
          "date": "2028-01-31",
          "payment": "balancingPayment",
          "taxYear": "2026-27",
          "amount": 0
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit",
          "amount": 5000
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 0
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 5000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance (£12,570, up to the income)",
          "amount": 5000
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 0
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 0
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 0
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 0
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £0 × 6% (profits from £12,570 to £50,270)",
          "amount": 0
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £0 × 2% (profits above £50,270)",
          "amount": 0
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 0
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 0
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2028",
          "amount": 0
        }
      ],
      "assumptions": [
        "Tax year 2026-27: 6 April 2026 to 5 April 2027.",
        "England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Last year's bill not given: no payments on account are taken as made towards 2026-27 (as in a first year of Self Assessment), so the balancing payment is the whole bill.",
        "No payments on account for 2027-28: the bill is under £1,000.",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [
        "Profit under the small profits threshold (£7,105): the year is not credited to your National Insurance record. Voluntary Class 2 costs £3.65 a week, £189.80 for 52 weeks, paid with the balancing payment; it is not in the bill above. Employment income with Class 1 may already make the year count."
      ],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2026-04-06",
          "appliedOn": "2027-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)",
              "url": "https://www.gravitate.digital/tax-tables-rates-reliefs"
            },
            {
              "title": "Institute of Certified Bookkeepers — Scottish Income Tax 2026/27 (secondary)",
              "url": "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504"
            },
            {
              "title": "salarytax.uk — Class 2 and Class 4 NI for the self-employed, 2026/27 (secondary)",
              "url": "https://salarytax.uk/uk-class-2-class-4-ni-self-employed-2026-27-guide"
            },
            {
              "title": "GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)",
              "url": "https://www.gov.uk/voluntary-national-insurance-contributions/rates"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
  {
    // Loss counts as 0. Tax on 30,000: 17,430 × 20 % = 3,486, all taken by PAYE: nothing due. Not credited: voluntary
    // Class 2 52 × 3.45 = 179.40.
    "title": "A £3,000 loss beside a £30,000 pension, 2024-25",
    "input": {
      "tradingProfit": -3000,
      "otherIncome": 30000,
      "taxYear": "2024-25"
    },
    "output": {
      "taxYear": "2024-25",
      "totalIncome": 30000,
      "personalAllowance": 12570,
      "taxableIncome": 17430,
      "incomeTaxBands": [
        {
          "band": "basic",
          "ratePct": 20,
          "income": 17430,
          "tax": 3486
        }
      ],
      "incomeTax": 3486,
      "taxDeductedAtSource": 3486,
      "incomeTaxDue": 0,
      "class4": 0,
      "class2": {
        "smallProfitsThreshold": 6725,
        "credited": false,
        "weeklyRate": 3.45,
        "voluntaryCost": 179.4
      },
      "selfAssessmentBill": 0,
      "paymentsOnAccountThisYear": 0,
      "balancingPayment": 0,
      "overpaid": 0,
      "paymentsOnAccountDueNextYear": false,
      "paymentsOnAccountNextYear": 0,
      "januaryPayment": 0,
      "julyPayment": 0,
      "payments": [
        {
          "date": "2026-01-31",
          "payment": "balancingPayment",
          "taxYear": "2024-25",
          "amount": 0
        }
      ],
      "breakdown": [
        {
          "item": "taxableProfit",
          "label": "Trading profit: a loss, counted as 0",
          "amount": 0
        },
        {
          "item": "otherIncome",
          "label": "Other income (employment or pension, PAYE)",
          "amount": 30000
        },
        {
          "item": "totalIncome",
          "label": "Total income",
          "amount": 30000
        },
        {
          "item": "personalAllowance",
          "label": "Personal Allowance (£12,570, up to the income)",
          "amount": 12570
        },
        {
          "item": "taxableIncome",
          "label": "Taxable income: total income − allowance",
          "amount": 17430
        },
        {
          "item": "basicRateTax",
          "label": "basic rate: £17,430 × 20%",
          "amount": 3486
        },
        {
          "item": "incomeTax",
          "label": "Income tax on all the income",
          "amount": 3486
        },
        {
          "item": "taxDeductedAtSource",
          "label": "Less: tax PAYE takes from the other income (as if it were your only income)",
          "amount": 3486
        },
        {
          "item": "incomeTaxDue",
          "label": "Income tax due through Self Assessment",
          "amount": 0
        },
        {
          "item": "class4Main",
          "label": "Class 4 main rate: £0 × 6% (profits from £12,570 to £50,270)",
          "amount": 0
        },
        {
          "item": "class4Additional",
          "label": "Class 4 additional rate: £0 × 2% (profits above £50,270)",
          "amount": 0
        },
        {
          "item": "class4",
          "label": "Class 4 National Insurance",
          "amount": 0
        },
        {
          "item": "selfAssessmentBill",
          "label": "Self Assessment bill: income tax due + Class 4",
          "amount": 0
        },
        {
          "item": "balancingPayment",
          "label": "Balancing payment, due 31 January 2026",
          "amount": 0
        }
      ],
      "assumptions": [
        "Tax year 2024-25: 6 April 2024 to 5 April 2025.",
        "England, Wales or Northern Ireland: UK rates and bands (the Welsh rates equal them).",
        "Other income is employment or pension income taxed under PAYE: its Class 1 National Insurance is not counted, and unless you give the tax deducted, PAYE is taken to have collected the tax on it as if it were your only income (the allowance given against it first). Savings, dividends and property income are not modelled.",
        "Adjusted net income is taken as total income: pension contributions and Gift Aid, which lower it and extend the bands, are not modelled; nor are Marriage Allowance, student loan repayments or the Class 4 annual maximum for people who also pay Class 1.",
        "Last year's bill not given: no payments on account are taken as made towards 2024-25 (as in a first year of Self Assessment), so the balancing payment is the whole bill.",
        "No payments on account for 2025-26: the bill is under £1,000.",
        "Due dates are the statutory ones (midnight on 31 January and 31 July); a payment that reaches HMRC late is charged interest.",
        "Amounts are computed at full precision and rounded to pence only in the output."
      ],
      "warnings": [
        "A trading loss of £3,000 counts as a profit of 0 here: setting it against other income (sideways loss relief) or carrying it forward is not modelled, so the tax shown may be more than you owe.",
        "Profit under the small profits threshold (£6,725): the year is not credited to your National Insurance record. Voluntary Class 2 costs £3.45 a week, £179.40 for 52 weeks, paid with the balancing payment; it is not in the bill above. Employment income with Class 1 may already make the year count."
      ],
      "rules": [
        {
          "id": "uk-income-tax-and-class-4",
          "name": "UK income tax bands and self-employed National Insurance",
          "effective": "2024-04-06",
          "appliedOn": "2025-04-05",
          "carriedForward": [],
          "lastChecked": "2026-11-29",
          "sources": [
            {
              "title": "Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2021/26/section/5"
            },
            {
              "title": "Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)",
              "url": "https://www.legislation.gov.uk/ukpga/2007/3/section/35"
            },
            {
              "title": "GOV.UK — Income Tax rates and Personal Allowances: previous tax years",
              "url": "https://www.gov.uk/income-tax-rates/previous-tax-years"
            },
            {
              "title": "GOV.UK — Scottish Income Tax: 2024 to 2025 tax year",
              "url": "https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year"
            },
            {
              "title": "GOV.UK — Self-employed National Insurance rates",
              "url": "https://www.gov.uk/self-employed-national-insurance-rates"
            },
            {
              "title": "HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions",
              "url": "https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e"
            },
            {
              "title": "GOV.UK — Understand your Self Assessment tax bill: Payments on account",
              "url": "https://www.gov.uk/understand-self-assessment-bill/payments-on-account"
            }
          ]
        }
      ]
    },
  },
];
