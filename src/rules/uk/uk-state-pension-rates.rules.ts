import { defineRuleSet } from '../rule-set.js';

const GOV_RATES = 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/proposed-benefit-and-pension-rates-2026-to-2027';
const PA2014_S2 = 'https://www.legislation.gov.uk/ukpga/2014/19/section/2';
const SPR2015_R13 = 'https://www.legislation.gov.uk/uksi/2015/173/regulation/13';
const GOV_WHAT_YOULL_GET = 'https://www.gov.uk/new-state-pension/what-youll-get';
const HMRC_FORUM = 'https://community.hmrc.gov.uk/customerforums/pt/8f18e85a-7fbe-ed11-9ac4-00155d975688';
const AFP_BUDGET = 'https://agencefrance24.com/pensions-live-ordinary-brits-hit-hardest-by-rachel-reevess-budget-personal-finance-finance';

const FULL_RATE_NOTE =
  'The DWP page lists the 2025/26 and 2026/27 weekly rates side by side; our stored copy of it did not show the State Pension ' +
  'row, so the figure was checked against several independent reports of the uprating (4.8 % triple-lock rise, approved by ' +
  'Parliament on 10 February 2026) that all agree. Checked 2026-11-21.';

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
    confidence: 'medium',
    note: 'A presentation convention, not a rule: the rates are weekly, and yearly figures are quoted as weekly × 52 (£241.30 a week = £12,547.60 a year; £230.25 = £11,973). Some years have 53 payment weeks.',
  },
  voluntaryBuyBackYears: {
    value: 6,
    unit: 'years',
    label: 'Usual time limit for filling a gap with voluntary contributions (years after the end of the tax year)',
    labelEs: 'Plazo habitual para cubrir una laguna con cotizaciones voluntarias (años desde el final del año fiscal)',
    source: HMRC_FORUM,
    confidence: 'medium',
    note: 'HMRC: gaps must "normally" be filled "within six years of the end of the tax year" (archived HMRC page When and how to top up); the HMRC answer on its forum lists final time limits six years after each year (2022-23: 5 April 2029). Extended deadlines have applied to some past years.',
  },
} as const;

/**
 * The new State Pension (Pensions Act 2014): the full weekly rate of each tax year, the 35 and 10 qualifying-year rules and
 * the payment conventions. One version per tax year, effective on 6 April.
 */
export const ukStatePensionRates = defineRuleSet({
  id: 'uk-state-pension-rates',
  jurisdiction: 'uk',
  name: { en: 'UK new State Pension rates', es: 'Cuantías de la nueva pensión estatal del Reino Unido' },
  description: {
    en:
      'The full weekly rate of the new State Pension for each tax year (6 April to 5 April), the 35 qualifying years for the full ' +
      'rate and the 10 needed for any pension (Pensions Act 2014; State Pension Regulations 2015), the four-weekly payment cycle, ' +
      'the weekly × 52 convention for yearly amounts and the usual six-year limit for filling gaps with voluntary contributions.',
    es:
      'La cuantía semanal completa de la nueva pensión estatal de cada año fiscal (del 6 de abril al 5 de abril), los 35 años ' +
      'cotizados para la cuantía completa y los 10 necesarios para cobrar algo (Pensions Act 2014; State Pension Regulations 2015), ' +
      'el pago cada cuatro semanas, la convención semanal × 52 para las cifras anuales y el plazo habitual de seis años para cubrir ' +
      'lagunas con cotizaciones voluntarias.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2027-04-05',
  sources: [
    { title: 'GOV.UK (DWP) — Proposed benefit and pension rates 2026 to 2027', url: GOV_RATES },
    { title: 'Pensions Act 2014, section 2 — Entitlement to state pension at full or reduced rate', url: PA2014_S2 },
    { title: 'The State Pension Regulations 2015 (SI 2015/173), regulation 13 — Minimum number of qualifying years', url: SPR2015_R13 },
    { title: "GOV.UK — The new State Pension: What you'll get", url: GOV_WHAT_YOULL_GET },
    { title: 'HMRC Community Forums — HMRC answer on voluntary Class 3 contributions, rates and time limits', url: HMRC_FORUM },
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
          source: GOV_RATES,
          confidence: 'medium',
          note: `£230.25 a week (up from £221.20; £11,973 a year at 52 weeks), as the minister told the Commons on the 2025 uprating order. ${FULL_RATE_NOTE}`,
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
          source: GOV_RATES,
          confidence: 'medium',
          note: `£241.30 a week (+4.8 %, from £230.25; £12,547.60 a year at 52 weeks). ${FULL_RATE_NOTE}`,
        },
        ...common,
      },
    },
  ],
});
