import { defineRuleSet } from '../rule-set.js';

const QUANTUM = 'https://quantumaccountancy.co.uk/resources/tax-centre/tax-rates-allowances/national-insurance';
const HMRC_FORUM = 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688';

/**
 * Voluntary Class 3 National Insurance: the weekly rate of each tax year. Unlike most rule sets, a version here applies
 * to its own tax year only (the rate changes every April): a calculator must not reuse last year's rate for a year whose
 * rate is missing. The 2026/27 rate is deliberately absent: published figures conflict (£18.40 and £18.85 a week) and
 * neither could be confirmed from GOV.UK or legislation.gov.uk on 2026-11-21.
 */
export const ukVoluntaryClass3Rates = defineRuleSet({
  id: 'uk-voluntary-class-3-rates',
  jurisdiction: 'uk',
  name: { en: 'UK voluntary Class 3 National Insurance rates', es: 'Cotizaciones voluntarias de clase 3 del Reino Unido' },
  description: {
    en:
      'The weekly rate of voluntary Class 3 National Insurance contributions, one version per tax year (6 April to 5 April), ' +
      'and the 52 weekly contributions that make a full year. Each version applies to its own tax year only. The 2026/27 rate ' +
      'is not included: published figures conflict (£18.40 and £18.85 a week) and neither could be confirmed from an official ' +
      'source when last checked.',
    es:
      'La cuantía semanal de las cotizaciones voluntarias de clase 3 a la Seguridad Social británica (National Insurance), una ' +
      'versión por año fiscal (del 6 de abril al 5 de abril), y las 52 cotizaciones semanales que completan un año. Cada versión ' +
      'vale solo para su año fiscal. La cuantía de 2026/27 no figura: las cifras publicadas no coinciden (18,40 £ y 18,85 £ a la ' +
      'semana) y ninguna pudo confirmarse en una fuente oficial en la última comprobación.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-04-05',
  sources: [
    { title: 'Quantum Accountancy — National Insurance rates and thresholds 2025/26', url: QUANTUM },
    { title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits', url: HMRC_FORUM },
  ],
  versions: [
    {
      effective: '2025-04-06',
      values: {
        weeklyRate: {
          value: 17.75,
          unit: 'GBP',
          label: 'Voluntary Class 3 contribution, per week, 2025/26',
          labelEs: 'Cotización voluntaria de Class 3, por semana, 2025/26',
          source: QUANTUM,
          confidence: 'medium',
          note:
            'Accountancy tables agree on £17.75 (Quantum Accountancy, TaxScouts, Atholl Scott); the rate is set by the Social Security ' +
            '(Contributions) (Rates, Limits and Thresholds Amendments, National Insurance Funds Payments and Extension of Veteran\'s Relief) ' +
            'Regulations 2025 (SI 2025/288), whose regulation 4 text was not available to check. Checked 2026-11-21.',
        },
        contributionsPerYear: {
          value: 52,
          unit: 'ratio',
          label: 'Weekly contributions that fill one year of the record',
          labelEs: 'Cotizaciones semanales que completan un año del historial de cotización',
          source: HMRC_FORUM,
          confidence: 'medium',
          note: 'HMRC prices a year of Class 3 as 52 weekly contributions ("52 @ £15.85 = £824.20" for 2022-23).',
        },
      },
    },
  ],
});
