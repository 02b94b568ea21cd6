import { defineRuleSet, type RuleValue } from '../rule-set.js';

const IRS_PUB_587 = 'https://www.irs.gov/publications/p587';
const KPMG_NOTICE_2026_10 = 'https://kpmg.com/us/en/taxnewsflash/news/2025/12/notice-2026-10-standard-mileage-rates-2026.html';
const EY_MILEAGE_2026 = 'https://taxnews.ey.com/news/2026-0112-irs-releases-federal-mileage-rates-and-luxury-vehicle-limit-for-2026';

/** Rev. Proc. 2013-13 safe harbor; not indexed, the same every year since 2013. */
const homeOffice = {
  homeOfficeRatePerSqFt: {
    value: 5,
    unit: 'USD',
    label: 'Simplified home office deduction, dollars per square foot of qualified business use',
    labelEs: 'Deducción simplificada por oficina en casa, dólares por pie cuadrado de uso profesional que cumple los requisitos',
    source: IRS_PUB_587,
    confidence: 'high',
    note:
      'Publication 587, Simplified Method Worksheet: "Maximum allowable amount $5" per square foot; "Do not enter more than 300 ' +
      'square feet". Read in the IRS Tax Map copy of an earlier edition on 2026-11-21; the rate and area come from Rev. Proc. ' +
      '2013-13 (IR-2013-5: "capped at $1,500 per year based on $5 a square foot for up to 300 square feet") and are not indexed. ' +
      'The deduction may not exceed the gross income from the business use less the business expenses (gross income limitation).',
  },
  homeOfficeMaxDeduction: {
    value: 1_500,
    unit: 'USD',
    label: 'Simplified home office deduction cap: $5 × at most 300 square feet',
    labelEs: 'Tope de la deducción simplificada por oficina en casa: 5 $ × 300 pies cuadrados como máximo',
    source: IRS_PUB_587,
    confidence: 'high',
    note: 'Publication 587 worksheet line 2: "Do not enter more than 300 square feet"; 300 × $5 = $1,500 (IR-2013-5: "capped at $1,500 per year").',
  },
} as const satisfies Record<string, RuleValue>;

/**
 * The simplified home office deduction (Rev. Proc. 2013-13) and the IRS business standard mileage rate, by year.
 * A mid-year 2026 business rate of 76 cents from 2026-07-01 (reported as Announcement 2026-11) is NOT in the set: on
 * 2026-11-21 it was found only in third-party sources, never in an IRS text, so it is not shipped.
 */
export const usHomeOfficeMileage = defineRuleSet({
  id: 'us-home-office-mileage',
  jurisdiction: 'us',
  name: {
    en: 'US simplified home office deduction and business mileage rate',
    es: 'Deducción simplificada por oficina en casa y tarifa por milla de negocio en EE. UU.',
  },
  shortName: { es: 'Oficina en casa y tarifa por milla en EE. UU.' },
  description: {
    en:
      'The simplified home office deduction ($5 per square foot of space used regularly and exclusively for business, at most ' +
      '300 square feet, so $1,500) and the IRS standard mileage rate for business use of a car (70 cents a mile in 2025, 72.5 ' +
      'cents from 2026-01-01). A reported mid-2026 change to 76 cents could not be verified in an IRS text and is not included.',
    es:
      'La deducción simplificada por oficina en casa (5 $ por pie cuadrado usado de forma regular y exclusiva para el negocio, ' +
      'como máximo 300 pies cuadrados, es decir 1.500 $) y la tarifa estándar del IRS por milla recorrida en coche por negocio ' +
      '(70 centavos en 2025, 72,5 centavos desde el 1-1-2026). Un cambio a 76 centavos a mitad de 2026 del que informan terceros ' +
      'no se ha podido verificar en un texto del IRS y no se incluye.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'IRS — Publication 587, Business Use of Your Home (simplified method)', url: IRS_PUB_587 },
    { title: 'KPMG TaxNewsFlash — Notice 2026-10: standard mileage rates for 2026', url: KPMG_NOTICE_2026_10 },
    { title: 'EY Tax News — IRS releases federal mileage rates and luxury vehicle limit for 2026 (Notice 2026-10, Notice 2025-05)', url: EY_MILEAGE_2026 },
  ],
  versions: [
    {
      effective: '2025-01-01',
      values: {
        ...homeOffice,
        businessMileageRate: {
          value: 0.7,
          unit: 'USD',
          label: 'IRS standard mileage rate for business use of a car, dollars per mile, 2025',
          labelEs: 'Tarifa estándar del IRS por milla recorrida en coche por negocio, dólares por milla, 2025',
          source: EY_MILEAGE_2026,
          confidence: 'medium',
          note:
            'Notice 2025-05. EY Tax News: "the business standard mileage rate … increases from $0.70 to $0.725" for 2026. The IRS ' +
            'notice itself was not read, hence medium.',
        },
      },
    },
    {
      effective: '2026-01-01',
      values: {
        ...homeOffice,
        businessMileageRate: {
          value: 0.725,
          unit: 'USD',
          label: 'IRS standard mileage rate for business use of a car, dollars per mile, from 2026-01-01',
          labelEs: 'Tarifa estándar del IRS por milla recorrida en coche por negocio, dólares por milla, desde el 1-1-2026',
          source: KPMG_NOTICE_2026_10,
          confidence: 'medium',
          note:
            'Notice 2026-10 (IR-2025-128). KPMG: "Beginning January 1, 2026 … 72.5 cents per mile driven for business use (up 2.5 ' +
            'cents from 2025)"; EY agrees. The IRS notice itself was not read, hence medium. A 76-cent rate for miles from ' +
            '2026-07-01 (Announcement 2026-11) appears only in third-party sources and is not applied.',
        },
      },
    },
  ],
});
