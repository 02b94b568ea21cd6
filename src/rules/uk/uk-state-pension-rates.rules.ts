import { defineRuleSet } from '../rule-set.js';

const HANSARD_2025 = 'https://parallelparliament.co.uk/debate/2025-02-04/commons/commons-chamber/social-security-benefits';
const HANSARD_2026 =
  'https://parallelparliament.co.uk/mp/roger-gale/debate/Commons/2026-02-10/debates/9979DEC9-AA8E-417B-A0A6-B50044361FBF/PensionsAndSocialSecurity';
const PA2014_S2 = 'https://www.legislation.gov.uk/ukpga/2014/19/section/2';
const SPR2015_R13 = 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13';
const GOV_WHAT_YOULL_GET = 'https://www.gov.uk/new-state-pension/what-youll-get';
const AFP_BUDGET = 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance';

/** How the full-rate rows were read: the minister's statement to the Commons, in a verbatim copy of Hansard. */
const FULL_RATE_NOTE =
  'Read in the parallelparliament.co.uk copy of Hansard (a verbatim copy of the official report). The rate itself is set by the ' +
  'year\'s Social Security Benefits Up-rating Order, which amends regulation 1A of the State Pension Regulations 2015 (full rate of ' +
  'state pension); the order\'s text on legislation.gov.uk and the DWP rates page were not available to read. Checked 2026-11-24.';

const common = {
  qualifyingYearsForFullRate: {
    value: 35,
    unit: 'years',
    label: 'Qualifying years for the full rate (each year below it is one 35th less)',
    labelEs: 'Años cotizados para la cuantía completa (cada año que falta resta 1/35 de la cuantía)',
    source: PA2014_S2,
    confidence: 'high',
    note: 'Pensions Act 2014 s. 2(1)(b): full rate with "35 or more qualifying years"; s. 3(2): the reduced rate is 1/35 × the number of qualifying years × the full rate. Read on legislation.gov.uk.',
  },
  minimumQualifyingYears: {
    value: 10,
    unit: 'years',
    label: 'Minimum qualifying years for any new State Pension',
    labelEs: 'Años cotizados mínimos para cobrar la nueva State Pension',
    source: SPR2015_R13,
    confidence: 'high',
    note: 'State Pension Regulations 2015 (SI 2015/173) reg. 13(1): "the minimum number of qualifying years ... is ten" (Pensions Act 2014 s. 2(3) caps it at 10). Read on legislation.gov.uk.',
  },
  weeksPerPayment: {
    value: 4,
    unit: 'ratio',
    label: 'Weeks per payment: the new State Pension is usually paid every 4 weeks, in arrears',
    labelEs: 'Semanas por pago: la nueva State Pension suele pagarse cada 4 semanas, a periodo vencido',
    source: GOV_WHAT_YOULL_GET,
    confidence: 'high',
    note: 'GOV.UK: "The new State Pension is usually paid every 4 weeks into an account of your choice." Four-weekly amount = weekly rate × 4.',
  },
  weeksPerYear: {
    value: 52,
    unit: 'ratio',
    label: 'Weeks per year used to show yearly amounts (yearly = weekly × 52)',
    labelEs: 'Semanas por año para mostrar importes anuales (anual = semanal × 52)',
    source: AFP_BUDGET,
    confidence: 'medium-low',
    note: 'A presentation convention, not a rule, read in a press report (secondary): the rates are weekly, and yearly figures are quoted as weekly × 52 (£241.30 a week = £12,547.60 a year; £230.25 = £11,973). Some years have 53 payment weeks.',
  },
} as const;

/**
 * The new State Pension (Pensions Act 2014): the full weekly rate of each tax year, the 35 and 10 qualifying-year rules and
 * the payment conventions. One version per tax year, effective on 6 April. The 2027/28 full rate was not published when last
 * checked (2026-11-24): the 2027/28 version repeats the 2026/27 rate (carriedFrom), so a result dated from 6 April 2027 names it
 * as carried forward, while the statutory figures (35 and 10 years) and conventions stand. Past 5 April 2028 the whole set is
 * carried forward.
 */
export const ukStatePensionRates = defineRuleSet({
  id: 'uk-state-pension-rates',
  jurisdiction: 'uk',
  name: { en: 'UK new State Pension rates', es: 'Cuantías de la nueva pensión estatal del Reino Unido' },
  description: {
    en:
      'The full weekly rate of the new State Pension for each tax year (6 April to 5 April), the 35 qualifying years for the full ' +
      'rate and the 10 needed for any pension (Pensions Act 2014; State Pension Regulations 2015), the four-weekly payment cycle, ' +
      'and the weekly × 52 convention for yearly amounts (the six-year limit for filling gaps is in uk-voluntary-class-3-rates). ' +
      'The 2027/28 full rate is not published yet: the 2027/28 version repeats the 2026/27 rate and results say so.',
    es:
      'La cuantía semanal completa de la nueva pensión estatal de cada año fiscal (del 6 de abril al 5 de abril), los 35 años ' +
      'cotizados para la cuantía completa y los 10 necesarios para cobrar algo (Pensions Act 2014; State Pension Regulations 2015), ' +
      'el pago cada cuatro semanas y la convención semanal × 52 para las cifras anuales (el plazo de seis años para cubrir lagunas está ' +
      'en uk-voluntary-class-3-rates). La cuantía completa de 2027/28 aún no se ha publicado: la versión de 2027/28 repite la ' +
      'de 2026/27 y los resultados lo indican.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2028-04-05',
  sources: [
    { title: 'Hansard, HC Deb 4 February 2025, Social Security Benefits (Up-rating Order 2025), Sir Stephen Timms — parallelparliament.co.uk copy', url: HANSARD_2025 },
    { title: 'Hansard, HC Deb 10 February 2026, Pensions and Social Security (Up-rating Order 2026), Sir Stephen Timms — parallelparliament.co.uk copy', url: HANSARD_2026 },
    { title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate', url: PA2014_S2 },
    { title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years', url: SPR2015_R13 },
    { title: "GOV.UK — The new State Pension: What you'll get", url: GOV_WHAT_YOULL_GET },
    { title: 'Agence France 24 (syndicated) — Budget 2025: state pension to £241.30 a week, £12,547.60 a year', url: AFP_BUDGET },
  ],
  versions: [
    {
      effective: '2025-04-06',
      values: {
        fullWeeklyRate: {
          value: 230.25,
          unit: 'GBP',
          label: 'Full new State Pension, per week, 2025/26',
          labelEs: 'Nueva State Pension completa, por semana, 2025/26',
          source: HANSARD_2025,
          confidence: 'medium',
          note:
            'Sir Stephen Timms, Minister for Social Security and Disability, moving the Social Security Benefits Up-rating Order 2025 (HC Deb 4 February 2025): "the ' +
            'full rate of the new state pension will increase from £221.20 to £230.25" (4.1 %, the triple lock; £11,973 a year at 52 ' +
            `weeks). ${FULL_RATE_NOTE}`,
        },
        ...common,
      },
    },
    {
      effective: '2026-04-06',
      values: {
        fullWeeklyRate: {
          value: 241.3,
          unit: 'GBP',
          label: 'Full new State Pension, per week, 2026/27',
          labelEs: 'Nueva State Pension completa, por semana, 2026/27',
          source: HANSARD_2026,
          confidence: 'medium',
          note:
            'Sir Stephen Timms, Minister for Social Security and Disability, moving the Social Security Benefits Up-rating Order 2026 (HC Deb 10 February 2026): "the ' +
            'full rate of the new state pension will increase from £230.25 at the moment to £241.30 per week" (4.8 %, the growth in ' +
            `average earnings to May–July 2025; 230.25 × 1.048 = 241.302; £12,547.60 a year at 52 weeks). ${FULL_RATE_NOTE}`,
        },
        ...common,
      },
    },
    {
      effective: '2027-04-06',
      values: {
        fullWeeklyRate: {
          value: 241.3,
          unit: 'GBP',
          label: 'Full new State Pension, per week, 2027/28 (the 2026/27 rate)',
          labelEs: 'Nueva State Pension completa, por semana, 2027/28 (la de 2026/27)',
          source: HANSARD_2026,
          confidence: 'medium',
          carriedFrom: '2026-04-06',
          note:
            'The 2027/28 rate is set by the next uprating (the triple lock: the highest of earnings growth to May–July 2026, CPI to ' +
            'September 2026 and 2.5 %), which was not published when last checked (2026-11-24). Until it is, the 2026/27 rate is ' +
            'repeated and every result dated from 6 April 2027 says so.',
        },
        ...common,
      },
    },
  ],
});