import type { ExamplesFor } from '../../core/operation.js';
import type run from './conference-trip-cost.run.js';

/** The documented examples of conference-trip-cost: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: 'Three nights at a conference, at a 24 % marginal rate',
    input: {
      dayRate: 800,
      ticket: 1200,
      travel: 650,
      lodgingPerNight: 220,
      nights: 3,
      mealsPerDay: 75,
      daysAway: 4,
      billableDaysLost: 3,
      otherCosts: 90,
      marginalTaxPct: 24
    },
    output: {
      cashCost: 2900,
      lostBilling: 2400,
      deductibleExpenses: 2750,
      nonDeductibleExpenses: 150,
      taxSaving: 660,
      lostBillingAfterTax: 1824,
      netCostAfterTax: 4064,
      netCostBeforeTax: 5347.37,
      breakdown: [
        { item: 'ticket', label: 'Ticket or registration', amount: 1200 },
        { item: 'travel', label: 'Travel: flights, trains, taxis, both ways', amount: 650 },
        { item: 'lodging', label: 'Lodging: $220 × 3 nights', amount: 660 },
        { item: 'meals', label: 'Meals: $75 × 4 days away', amount: 300 },
        { item: 'otherCosts', label: 'Other costs (visas, baggage, materials)', amount: 90 },
        { item: 'cashCost', label: 'Cash cost: ticket + travel + lodging + meals + other costs', amount: 2900 },
        { item: 'deductibleMeals', label: 'Deductible meals: 50 % of $300 (IRC §274(n))', amount: 150 },
        {
          item: 'deductibleExpenses',
          label: 'Deductible expenses: ticket + travel + lodging + deductible meals + other costs',
          amount: 2750
        },
        { item: 'nonDeductibleExpenses', label: 'Non-deductible expenses: cash cost − deductible expenses', amount: 150 },
        { item: 'taxSaving', label: 'Tax saving: 24 % marginal rate × deductible expenses (subtracted)', amount: 660 },
        {
          item: 'lostBilling',
          label: 'Lost billing before tax: $800 day rate × 3 billable days lost (not deductible)',
          amount: 2400
        },
        { item: 'lostBillingTax', label: 'Tax the lost billing would have borne: 24 % × lost billing (subtracted)', amount: 576 },
        { item: 'lostBillingAfterTax', label: 'Lost billing after tax: lost billing − the tax on it', amount: 1824 },
        {
          item: 'netCostAfterTax',
          label: 'Net cost after tax (money you keep): cash cost − tax saving + lost billing after tax',
          amount: 4064
        },
        {
          item: 'netCostBeforeTax',
          label: 'Net cost before tax (the billing that pays for it): net cost after tax ÷ (1 − 24 %)',
          amount: 5347.37
        }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): us-business-travel-deductions effective 2023-01-01: business meals 50 % deductible (IRC §274(n)); the 100 % deduction for restaurant meals applied only to 2021 and 2022.',
        'The trip is primarily for business (a US trip, no personal days), so travel and lodging are deductible in full.',
        'Lost billing is income not earned, not an expense: it is not deductible. Had it been earned it would have been taxed at the marginal rate, so the after-tax view counts it net of that tax, on the same basis as the tax saving; the pre-tax view counts it in full and grosses up the after-tax costs instead.',
        'Other costs are counted as fully deductible business expenses. Hosted client dinners are meals and only 50 % deductible: put them in meals per day. Entertainment (shows, sports, golf) is not deductible: leave it out.',
        'Meals are counted at their actual cost per day away (meals per day × days away); the federal per diem rates are not used.',
        'The marginal rate 24 % is applied as given to the deductible expenses and to the lost billing, with no split into federal, state and self-employment tax.',
        'Amounts not given count as 0. Amounts are computed at full precision and rounded to cents only in the output.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-business-travel-deductions',
          name: 'US business travel deductions (meals limit)',
          effective: '2023-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'IRS — Publication 463, Travel, Gift, and Car Expenses', url: 'https://www.irs.gov/publications/p463' } ]
        }
      ]
    }
  },
  {
    title: 'A one-day event with the defaults (no tax rate given)',
    input: { dayRate: 600, ticket: 300, daysAway: 1, billableDaysLost: 1 },
    output: {
      cashCost: 300,
      lostBilling: 600,
      deductibleExpenses: 300,
      nonDeductibleExpenses: 0,
      taxSaving: 0,
      lostBillingAfterTax: 600,
      netCostAfterTax: 900,
      netCostBeforeTax: 900,
      breakdown: [
        { item: 'ticket', label: 'Ticket or registration', amount: 300 },
        { item: 'travel', label: 'Travel: flights, trains, taxis, both ways', amount: 0 },
        { item: 'lodging', label: 'Lodging: $0 × 0 nights', amount: 0 },
        { item: 'meals', label: 'Meals: $0 × 1 days away', amount: 0 },
        { item: 'otherCosts', label: 'Other costs (visas, baggage, materials)', amount: 0 },
        { item: 'cashCost', label: 'Cash cost: ticket + travel + lodging + meals + other costs', amount: 300 },
        { item: 'deductibleMeals', label: 'Deductible meals: 50 % of $0 (IRC §274(n))', amount: 0 },
        {
          item: 'deductibleExpenses',
          label: 'Deductible expenses: ticket + travel + lodging + deductible meals + other costs',
          amount: 300
        },
        { item: 'nonDeductibleExpenses', label: 'Non-deductible expenses: cash cost − deductible expenses', amount: 0 },
        { item: 'taxSaving', label: 'Tax saving: 0 % marginal rate × deductible expenses (subtracted)', amount: 0 },
        { item: 'lostBilling', label: 'Lost billing before tax: $600 day rate × 1 billable days lost (not deductible)', amount: 600 },
        { item: 'lostBillingTax', label: 'Tax the lost billing would have borne: 0 % × lost billing (subtracted)', amount: 0 },
        { item: 'lostBillingAfterTax', label: 'Lost billing after tax: lost billing − the tax on it', amount: 600 },
        {
          item: 'netCostAfterTax',
          label: 'Net cost after tax (money you keep): cash cost − tax saving + lost billing after tax',
          amount: 900
        },
        {
          item: 'netCostBeforeTax',
          label: 'Net cost before tax (the billing that pays for it): net cost after tax ÷ (1 − 0 %)',
          amount: 900
        }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): us-business-travel-deductions effective 2023-01-01: business meals 50 % deductible (IRC §274(n)); the 100 % deduction for restaurant meals applied only to 2021 and 2022.',
        'The trip is primarily for business (a US trip, no personal days), so travel and lodging are deductible in full.',
        'Lost billing is income not earned, not an expense: it is not deductible. Had it been earned it would have been taxed at the marginal rate, so the after-tax view counts it net of that tax, on the same basis as the tax saving; the pre-tax view counts it in full and grosses up the after-tax costs instead.',
        'Other costs are counted as fully deductible business expenses. Hosted client dinners are meals and only 50 % deductible: put them in meals per day. Entertainment (shows, sports, golf) is not deductible: leave it out.',
        'Meals are counted at their actual cost per day away (meals per day × days away); the federal per diem rates are not used.',
        'The marginal tax rate is 0 (the default), so the tax saving is 0 and the net cost is the same after and before tax: give your marginal rate to see both.',
        'Amounts not given count as 0. Amounts are computed at full precision and rounded to cents only in the output.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-business-travel-deductions',
          name: 'US business travel deductions (meals limit)',
          effective: '2023-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [ { title: 'IRS — Publication 463, Travel, Gift, and Car Expenses', url: 'https://www.irs.gov/publications/p463' } ]
        }
      ]
    }
  }
];
