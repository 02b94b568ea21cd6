import { defineRuleSet } from '../rule-set.js';

const QUANTUM = 'https://quantumaccountancy.co.uk/resources/tax-centre/tax-rates-allowances/national-insurance';
const GOV_VOLUNTARY_RATES = 'https://www.gov.uk/voluntary-national-insurance-contributions/rates';
const HMRC_FORUM = 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688';
const GOV_WHO_CAN_PAY = 'https://www.gov.uk/voluntary-national-insurance-contributions/who-can-pay-voluntary-contributions';

const CONTRIBUTIONS_PER_YEAR = {
  value: 52,
  unit: 'ratio',
  label: 'Weekly contributions that fill one year of the record',
  labelEs: 'Cotizaciones semanales que completan un año del historial de cotización',
  source: HMRC_FORUM,
  confidence: 'medium',
  note: 'HMRC prices a year of Class 3 as 52 weekly contributions ("52 @ £15.85 = £824.20" for 2022-23).',
} as const;

/**
 * How many past tax years a gap can still be bought for. Every version here is effective after 5 April 2025, the day the
 * transitional extension back to 2006-07 closed, so only the six-year limit applies to them.
 */
const BUY_BACK_TAX_YEARS = {
  value: 6,
  unit: 'years',
  label: 'Past tax years whose gaps can still be filled with voluntary contributions',
  labelEs: 'Años fiscales pasados cuyas lagunas aún pueden cubrirse con cotizaciones voluntarias',
  source: GOV_WHO_CAN_PAY,
  confidence: 'high',
  note:
    'GOV.UK (Voluntary National Insurance: Eligibility): "You can usually only pay for gaps in your National Insurance record from ' +
    'the past 6 years." HMRC National Insurance Manual NIM25028 (gov.uk/hmrc-internal-manuals/national-insurance-manual/nim25028): Class 3 contributions "paid after the end of the sixth tax year ' +
    'after the one for which they are being paid, are treated as not paid" (so in 2026/27 the years 2020-21 to 2025-26 are open). ' +
    'The extension that let people reaching State Pension age from 6 April 2016 pay for 2006-07 to 2017-18 (regulations 50C and ' +
    '65BA of the Social Security (Contributions) Regulations 2001) ended on 5 April 2025 (NIM25034, same manual). GOV.UK adds that "you can ' +
    'sometimes pay for gaps from more than 6 years ago depending on your age"; its deadlines section was not read, and the only ' +
    'such window for the new State Pension found in HMRC\'s manual is the one that closed on 5 April 2025. Read on GOV.UK 2026-11-29.',
} as const;

/**
 * Voluntary Class 3 National Insurance: the weekly rate of each tax year (6 April to 5 April). The rate is uprated every
 * April by the annual contributions regulations; the 2027/28 rate was not published when last checked (2026-11-24), so the
 * 2027/28 version repeats the 2026/27 rate (carriedFrom) and a result dated from 6 April 2027 names it as carried forward.
 */
export const ukVoluntaryClass3Rates = defineRuleSet({
  id: 'uk-voluntary-class-3-rates',
  jurisdiction: 'uk',
  name: { en: 'UK voluntary Class 3 National Insurance rates', es: 'Cotizaciones voluntarias de clase 3 del Reino Unido' },
  description: {
    en:
      'The weekly rate of voluntary Class 3 National Insurance contributions, one version per tax year (6 April to 5 April), ' +
      'the 52 weekly contributions that make a full year and the 6 past tax years whose gaps can still be bought (the extension back ' +
      'to 2006-07 closed on 5 April 2025): £17.75 a week in 2025/26 and £18.40 in 2026/27 (uprated by the ' +
      'September 2025 CPI, 3.8 %). The 2027/28 rate is not published yet: the 2027/28 version repeats the 2026/27 rate, and a ' +
      'result dated from 6 April 2027 says so.',
    es:
      'La cuantía semanal de las cotizaciones voluntarias de clase 3 a la Seguridad Social británica (National Insurance), una ' +
      'versión por año fiscal (del 6 de abril al 5 de abril), las 52 cotizaciones semanales que completan un año y los 6 años fiscales ' +
      'pasados cuyas lagunas aún pueden comprarse (la ampliación hasta 2006-07 terminó el 5 de abril de 2025): 17,75 £ a la ' +
      'semana en 2025/26 y 18,40 £ en 2026/27 (revalorizada con el IPC de septiembre de 2025, un 3,8 %). La de 2027/28 aún no se ' +
      'ha publicado: la versión de 2027/28 repite la de 2026/27 y los resultados con fecha desde el 6 de abril de 2027 lo indican.',
  },
  lastChecked: '2026-11-29',
  publishedThrough: '2028-04-05',
  sources: [
    { title: 'Quantum Accountancy — National Insurance rates and thresholds 2025/26', url: QUANTUM },
    { title: 'GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)', url: GOV_VOLUNTARY_RATES },
    { title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits', url: HMRC_FORUM },
    { title: 'GOV.UK — Voluntary National Insurance: Eligibility (gaps from the past 6 years)', url: GOV_WHO_CAN_PAY },
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
          confidence: 'medium-low',
          note:
            'Accountancy tables (secondary) agree on £17.75 (Quantum Accountancy, TaxScouts, Atholl Scott). It matches the official ' +
            'uprating: the Exchequer Secretary told the Commons that the 2025 regulations uprate "the rates of class 2 and class 3 ' +
            'contributions" by the September 2024 CPI, 1.7 % (HC Deb 4 February 2025, read in the parallelparliament.co.uk copy): ' +
            '£17.45 × 1.017 = £17.75 to the 5p. The rate is set by SI 2025/288, regulation 4, whose text was not available to read. ' +
            'Checked 2026-11-24.',
        },
        contributionsPerYear: CONTRIBUTIONS_PER_YEAR,
        buyBackTaxYears: BUY_BACK_TAX_YEARS,
      },
    },
    {
      effective: '2026-04-06',
      values: {
        weeklyRate: {
          value: 18.4,
          unit: 'GBP',
          label: 'Voluntary Class 3 contribution, per week, 2026/27',
          labelEs: 'Cotización voluntaria de Class 3, por semana, 2026/27',
          source: GOV_VOLUNTARY_RATES,
          confidence: 'medium',
          note:
            'The GOV.UK page itself was not read; its sentence "The rates for the 2026 to 2027 tax year are: £3.65 a week for Class 2 ' +
            '£18.40 a week for Class 3" is quoted verbatim, with the page address, by a provenance record that checks the figure ' +
            'against the live page (maxwellriess/UK-Gov-Service-Graph-poc, README). It agrees with the official uprating: the 2026 ' +
            'contributions regulations uprate the Class 2 and Class 3 rates by the September 2025 CPI, 3.8 % (HC Deb 10 February ' +
            '2026, read in the parallelparliament.co.uk copy): £17.75 × 1.038 = £18.42, £18.40 to the 5p; and with Budget 2025 ' +
            'summaries ("the Class 3 rate will be £18.40 per week"). A figure of £18.85 found on one secondary page would be a 6.2 % ' +
            'rise and is rejected. Checked 2026-11-24.',
        },
        contributionsPerYear: CONTRIBUTIONS_PER_YEAR,
        buyBackTaxYears: BUY_BACK_TAX_YEARS,
      },
    },
    {
      effective: '2027-04-06',
      values: {
        weeklyRate: {
          value: 18.4,
          unit: 'GBP',
          label: 'Voluntary Class 3 contribution, per week, 2027/28 (the 2026/27 rate)',
          labelEs: 'Cotización voluntaria de Class 3, por semana, 2027/28 (la de 2026/27)',
          source: GOV_VOLUNTARY_RATES,
          confidence: 'medium',
          carriedFrom: '2026-04-06',
          note:
            'The 2027/28 rate is set by the 2027 contributions regulations (normally uprated by the September 2026 CPI), which were ' +
            'not published when last checked (2026-11-24; none found again on 2026-11-29). Until they are, the 2026/27 rate is repeated and every result dated from ' +
            '6 April 2027 says so.',
        },
        contributionsPerYear: CONTRIBUTIONS_PER_YEAR,
        buyBackTaxYears: BUY_BACK_TAX_YEARS,
      },
    },
  ],
});