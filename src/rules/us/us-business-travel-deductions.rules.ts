import { defineRuleSet } from '../rule-set.js';

const IRS_PUB_463 = 'https://www.irs.gov/publications/p463';

/**
 * Deduction limits for a business trip. Travel, lodging and other business costs are deductible in full; business meals
 * are limited by IRC §274(n)(1). The temporary 100 % deduction for restaurant meals (§274(n)(2)(D), Notice 2021-25)
 * applied only to amounts paid or incurred in 2021 and 2022, so the set starts on 2023-01-01.
 */
export const usBusinessTravelDeductions = defineRuleSet({
  id: 'us-business-travel-deductions',
  jurisdiction: 'us',
  name: { en: 'US business travel deductions (meals limit)', es: 'Deducciones por viajes de negocios en EE. UU. (límite de comidas)' },
  description: {
    en:
      'The share of business meal costs that is deductible (50 %, IRC §274(n)) from 2023, after the temporary 100 % deduction ' +
      'for restaurant meals in 2021 and 2022 ended.',
    es:
      'La parte deducible del gasto en comidas de negocios (50 %, IRC §274(n)) desde 2023, una vez terminada la deducción ' +
      'temporal del 100 % de las comidas en restaurantes de 2021 y 2022.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: null,
  sources: [{ title: 'IRS — Publication 463, Travel, Gift, and Car Expenses', url: IRS_PUB_463 }],
  versions: [
    {
      effective: '2023-01-01',
      values: {
        mealsDeductiblePct: {
          value: 50,
          unit: 'percent',
          label: 'Deductible share of business meal costs (travel meals included)',
          labelEs: 'Parte deducible del gasto en comidas de negocios (incluidas las comidas de viaje)',
          source: IRS_PUB_463,
          confidence: 'medium',
          note:
            'Publication 463, chapter 2, "50% Limit": "In general, you can deduct only 50% of your business-related meal expenses" ' +
            '(80 % for workers under the Department of Transportation hours-of-service limits, not modelled). IRC §274(n)(1). The ' +
            '100 % exception for restaurant meals (§274(n)(2)(D), IRS Notice 2021-25) covered only amounts paid or incurred after ' +
            '2020-12-31 and before 2023-01-01. Checked 2026-11-21 against the wording of the publication as quoted verbatim by ' +
            'independent sources (the page itself was not fetched), hence medium.',
        },
      },
    },
  ],
});
