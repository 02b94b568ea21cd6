import { defineRuleSet, type Confidence, type RuleValue } from '../rule-set.js';

const FA_2021_S5 = 'https://www.legislation.gov.uk/ukpga/2021/26/section/5';
const ITA_2007_S35 = 'https://www.legislation.gov.uk/ukpga/2007/3/section/35';
const GOV_INCOME_TAX_PREVIOUS = 'https://www.gov.uk/income-tax-rates/previous-tax-years';
const RATES_TABLE_2026 = 'https://www.gravitate.digital/tax-tables-rates-reliefs';
const GOV_SCOTTISH_2024 = 'https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year';
const GOV_SCOTTISH = 'https://www.gov.uk/scottish-income-tax';
const ICB_SCOTTISH_2026 = 'https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504';
const GOV_SELF_EMPLOYED_NI = 'https://www.gov.uk/self-employed-national-insurance-rates';
const TWP_NI_2025 = 'https://www.twpaccounting.co.uk/specialist-tax-news/national-insurance-for-the-self-employed/';
const SALARYTAX_NI_2026 = 'https://salarytax.uk/uk-class-2-class-4-ni-self-employed-2026-27-guide';
const GOV_VOLUNTARY_RATES = 'https://www.gov.uk/voluntary-national-insurance-contributions/rates';
const HMRC_FORUM_CLASS_2 = 'https://community.hmrc.gov.uk/customerforums/sa/3ba5415c-d83b-ef11-a81d-000d3a871c3e';
const GOV_PAYMENTS_ON_ACCOUNT = 'https://www.gov.uk/understand-self-assessment-bill/payments-on-account';

type Unit = RuleValue['unit'];
const fig = (value: number, unit: Unit, label: string, labelEs: string, source: string, confidence: Confidence, note?: string): RuleValue =>
  note === undefined ? { value, unit, label, labelEs, source, confidence } : { value, unit, label, labelEs, source, confidence, note };

/** Figures fixed by statute for every tax year here (the freeze of FA 2021 s.5 runs to 2027-28; the taper and the payments-on-account tests stand). */
function standing(year: string) {
  return {
    personalAllowance: fig(12_570, 'GBP', `Personal Allowance, ${year}`, `Mínimo personal (Personal Allowance), ${year}`, FA_2021_S5, 'high',
      'Finance Act 2021 s.5(2), as amended: £12,570 for each tax year 2022-23 to 2027-28 (read on legislation.gov.uk, 2026-11-29).'),
    allowanceTaperThreshold: fig(100_000, 'GBP', 'Adjusted net income above which the Personal Allowance is reduced by half the excess', 'Renta neta ajustada a partir de la cual el mínimo personal se reduce en la mitad del exceso', ITA_2007_S35, 'high',
      'ITA 2007 s.35(2): reduced by one-half of the excess over £100,000; s.35(3): what remains is rounded up to a whole pound.'),
    basicRateLimit: fig(37_700, 'GBP', `Basic rate limit (taxable income), ${year}`, `Límite del tipo básico (base liquidable), ${year}`, FA_2021_S5, 'high',
      'Finance Act 2021 s.5(1), as amended: £37,700 for each tax year 2022-23 to 2027-28.'),
    paymentsOnAccountMinimumBill: fig(1_000, 'GBP', 'Self Assessment bill under which no payments on account are due', 'Deuda de Self Assessment por debajo de la cual no hay pagos a cuenta', GOV_PAYMENTS_ON_ACCOUNT, 'high',
      'GOV.UK: no payments on account if "your last Self Assessment tax bill was less than £1,000".'),
    paymentsOnAccountDeductedShare: fig(80, 'percent', 'Share of the tax deducted at source above which no payments on account are due', 'Parte del impuesto retenido en origen por encima de la cual no hay pagos a cuenta', GOV_PAYMENTS_ON_ACCOUNT, 'high',
      'GOV.UK: nor if "you paid more than 80% of the previous year\'s tax you owed, for example through your tax code".'),
    class2WeeksPerYear: fig(52, 'ratio', 'Weekly Class 2 contributions in a year', 'Cotizaciones semanales de clase 2 en un año', HMRC_FORUM_CLASS_2, 'medium',
      'HMRC\'s answer prices a year at £3.45 a week as "£179.40 per annum" (52 weeks). A tax year can hold 53 contribution weeks; not modelled.'),
  };
}

interface YearFigures {
  year: string;
  ruk: { additionalThreshold: number; source: string; confidence: Confidence; note: string };
  scot: { starter: number; basic: number; intermediate: number; higher: number; top: number; source: string; confidence: Confidence; note: string };
  ni: { lpl: number; upl: number; main: number; additional: number; spt: number; source: string; confidence: Confidence; note: string };
  class2: { weekly: number; source: string; confidence: Confidence; note: string };
}

function version({ year, ruk, scot, ni, class2 }: YearFigures) {
  const r = (value: number, unit: Unit, label: string, labelEs: string) => fig(value, unit, `${label}, ${year}`, `${labelEs}, ${year}`, ruk.source, ruk.confidence, ruk.note);
  const s = (value: number, unit: Unit, label: string, labelEs: string) => fig(value, unit, `${label}, ${year}`, `${labelEs}, ${year}`, scot.source, scot.confidence, scot.note);
  const n = (value: number, unit: Unit, label: string, labelEs: string) => fig(value, unit, `${label}, ${year}`, `${labelEs}, ${year}`, ni.source, ni.confidence, ni.note);
  return {
    ...standing(year),
    basicRate: r(20, 'percent', 'Basic rate (England, Wales, Northern Ireland)', 'Tipo básico (Inglaterra, Gales, Irlanda del Norte)'),
    higherRate: r(40, 'percent', 'Higher rate', 'Tipo superior (higher rate)'),
    additionalRate: r(45, 'percent', 'Additional rate', 'Tipo adicional (additional rate)'),
    additionalRateThreshold: r(ruk.additionalThreshold, 'GBP', 'Additional rate threshold (taxable income)', 'Umbral del tipo adicional (base liquidable)'),
    scottishStarterLimit: s(scot.starter, 'GBP', 'Scottish starter band, top (taxable income)', 'Tramo inicial escocés, límite (base liquidable)'),
    scottishBasicLimit: s(scot.basic, 'GBP', 'Scottish basic band, top (taxable income)', 'Tramo básico escocés, límite (base liquidable)'),
    scottishIntermediateLimit: s(scot.intermediate, 'GBP', 'Scottish intermediate band, top (taxable income)', 'Tramo intermedio escocés, límite (base liquidable)'),
    scottishHigherLimit: s(scot.higher, 'GBP', 'Scottish higher band, top (taxable income)', 'Tramo superior escocés, límite (base liquidable)'),
    scottishTopThreshold: s(scot.top, 'GBP', 'Scottish top rate threshold (taxable income)', 'Umbral del tipo máximo escocés (base liquidable)'),
    scottishStarterRate: s(19, 'percent', 'Scottish starter rate', 'Tipo inicial escocés'),
    scottishBasicRate: s(20, 'percent', 'Scottish basic rate', 'Tipo básico escocés'),
    scottishIntermediateRate: s(21, 'percent', 'Scottish intermediate rate', 'Tipo intermedio escocés'),
    scottishHigherRate: s(42, 'percent', 'Scottish higher rate', 'Tipo superior escocés'),
    scottishAdvancedRate: s(45, 'percent', 'Scottish advanced rate', 'Tipo avanzado escocés'),
    scottishTopRate: s(48, 'percent', 'Scottish top rate', 'Tipo máximo escocés'),
    class4LowerProfitsLimit: n(ni.lpl, 'GBP', 'Class 4 lower profits limit', 'Límite inferior de beneficios de la clase 4'),
    class4UpperProfitsLimit: n(ni.upl, 'GBP', 'Class 4 upper profits limit', 'Límite superior de beneficios de la clase 4'),
    class4MainRate: n(ni.main, 'percent', 'Class 4 main rate', 'Tipo principal de la clase 4'),
    class4AdditionalRate: n(ni.additional, 'percent', 'Class 4 additional rate', 'Tipo adicional de la clase 4'),
    smallProfitsThreshold: n(ni.spt, 'GBP', 'Small profits threshold (Class 2 credited without paying)', 'Umbral de beneficios reducidos (clase 2 acreditada sin pagar)'),
    class2WeeklyRate: fig(class2.weekly, 'GBP', `Voluntary Class 2 rate per week, ${year}`, `Cotización voluntaria de clase 2 por semana, ${year}`, class2.source, class2.confidence, class2.note),
  };
}

/**
 * UK income tax on non-savings, non-dividend income (England, Wales and Northern Ireland, and Scotland) and the
 * self-employed National Insurance of a sole trader, one version per tax year (6 April to 5 April), with the
 * payments-on-account tests. 2027-28 is not here: its Scottish bands and Class 2 figures were not published when last
 * checked, so the calculator refuses that year rather than reuse 2026-27's.
 */
export const ukIncomeTaxAndClass4 = defineRuleSet({
  id: 'uk-income-tax-and-class-4',
  jurisdiction: 'uk',
  name: { en: 'UK income tax bands and self-employed National Insurance', es: 'Tramos del impuesto sobre la renta y cotizaciones de autónomos del Reino Unido' },
  shortName: { es: 'Renta y cotizaciones de autónomos del Reino Unido' },
  description: {
    en:
      'Personal Allowance (£12,570, reduced by £1 for every £2 of income above £100,000), the rates and bands of England, Wales ' +
      'and Northern Ireland (20 %, 40 %, 45 %) and of Scotland (19 % to 48 %, six bands), Class 4 National Insurance (6 % ' +
      'between £12,570 and £50,270 of profits, 2 % above), the small profits threshold and the voluntary Class 2 rate, and ' +
      'the payments-on-account tests (£1,000; 80 % deducted at source), for the tax years 2024-25, 2025-26 and 2026-27.',
    es:
      'Mínimo personal (12.570 £, que se reduce en 1 £ por cada 2 £ de renta por encima de 100.000 £), tipos y tramos de ' +
      'Inglaterra, Gales e Irlanda del Norte (20 %, 40 %, 45 %) y de Escocia (del 19 % al 48 %, seis tramos), cotización de ' +
      'clase 4 (6 % entre 12.570 £ y 50.270 £ de beneficio, 2 % por encima), umbral de beneficios reducidos y cuota ' +
      'voluntaria de clase 2, y las reglas de los pagos a cuenta (1.000 £; 80 % retenido en origen), para los años fiscales ' +
      '2024-25, 2025-26 y 2026-27.',
  },
  lastChecked: '2026-11-29',
  publishedThrough: '2027-04-05',
  sources: [
    { title: 'Finance Act 2021, section 5 — Basic rate limit and personal allowance for future tax years (legislation.gov.uk)', url: FA_2021_S5 },
    { title: 'Income Tax Act 2007, section 35 — Personal allowance (legislation.gov.uk)', url: ITA_2007_S35 },
    { title: 'GOV.UK — Income Tax rates and Personal Allowances: previous tax years', url: GOV_INCOME_TAX_PREVIOUS },
    { title: 'Gravitate — UK tax tables 2025/26 and 2026/27 (secondary)', url: RATES_TABLE_2026 },
    { title: 'GOV.UK — Scottish Income Tax: 2024 to 2025 tax year', url: GOV_SCOTTISH_2024 },
    { title: 'GOV.UK — Income Tax in Scotland: current rates', url: GOV_SCOTTISH },
    { title: 'Institute of Certified Bookkeepers — Scottish Income Tax 2026/27 (secondary)', url: ICB_SCOTTISH_2026 },
    { title: 'GOV.UK — Self-employed National Insurance rates', url: GOV_SELF_EMPLOYED_NI },
    { title: 'TWP Accounting — National Insurance for the self-employed, 2024/25 and 2025/26 (secondary)', url: TWP_NI_2025 },
    { title: 'salarytax.uk — Class 2 and Class 4 NI for the self-employed, 2026/27 (secondary)', url: SALARYTAX_NI_2026 },
    { title: 'GOV.UK — Voluntary National Insurance: Rates (2026 to 2027 tax year)', url: GOV_VOLUNTARY_RATES },
    { title: 'HMRC Community Forums — HMRC answer on Class 2 and Class 4 contributions', url: HMRC_FORUM_CLASS_2 },
    { title: 'GOV.UK — Understand your Self Assessment tax bill: Payments on account', url: GOV_PAYMENTS_ON_ACCOUNT },
  ],
  versions: [
    {
      effective: '2024-04-06',
      values: version({
        year: '2024-25',
        ruk: { additionalThreshold: 125_140, source: GOV_INCOME_TAX_PREVIOUS, confidence: 'medium',
          note: 'GOV.UK previous tax years, 2024 to 2025: basic 20 % £0 to £50,270 (over £12,570 with the standard allowance), higher 40 % to £125,140, additional 45 % above; read through a verbatim copy of the page (its 2023 to 2024 version, read on gov.uk, is the same). Checked 2026-11-29.' },
        scot: { starter: 2_306, basic: 13_991, intermediate: 31_092, higher: 62_430, top: 125_140, source: GOV_SCOTTISH_2024, confidence: 'medium',
          note: 'GOV.UK 2024 to 2025: starter 19 % £12,571 to £14,876, basic 20 % to £26,561, intermediate 21 % to £43,662, higher 42 % to £75,000, advanced 45 % to £125,140, top 48 % above, with the standard allowance; read through a verbatim copy. Stored as taxable income (less £12,570), as university payroll tables print them. Checked 2026-11-29.' },
        ni: { lpl: 12_570, upl: 50_270, main: 6, additional: 2, spt: 6_725, source: GOV_SELF_EMPLOYED_NI, confidence: 'high',
          note: 'GOV.UK (read on gov.uk): "If your profits are £6,725 or more a year Class 2 contributions are treated as having been paid"; "For tax year 2024 to 2025 you\'ll pay 6% on profits of £12,570 up to £50,270, 2% on profits over £50,270". Checked 2026-11-29.' },
        class2: { weekly: 3.45, source: GOV_SELF_EMPLOYED_NI, confidence: 'high', note: 'GOV.UK: "The Class 2 rate for tax year 2024 to 2025 is £3.45 a week." Checked 2026-11-29.' },
      }),
    },
    {
      effective: '2025-04-06',
      values: version({
        year: '2025-26',
        ruk: { additionalThreshold: 125_140, source: RATES_TABLE_2026, confidence: 'medium-low',
          note: 'Rates unchanged from 2024-25 and the £125,140 threshold frozen: accountancy tables for 2025/26 (secondary); the GOV.UK page for the year was not read. Checked 2026-11-29.' },
        scot: { starter: 2_827, basic: 14_921, intermediate: 31_092, higher: 62_430, top: 125_140, source: GOV_SCOTTISH, confidence: 'medium',
          note: 'GOV.UK current rates (2025 to 2026): starter £12,571 to £15,397, basic to £27,491, intermediate to £43,662, higher to £75,000, advanced to £125,140, top above; read through a verbatim copy. Taxable bands 2,827 / 14,921 / 31,092 / 62,430 agree with the ICB table. Checked 2026-11-29.' },
        ni: { lpl: 12_570, upl: 50_270, main: 6, additional: 2, spt: 6_845, source: TWP_NI_2025, confidence: 'medium-low',
          note: 'Accountancy tables (secondary): SPT £6,845, LPL £12,570, UPL £50,270, 6 % and 2 %, voluntary Class 2 £182.00 a year (52 × £3.50); the GOV.UK page for the year was not read. SPT = £6,725 uprated by the September 2024 CPI (1.7 %). Checked 2026-11-29.' },
        class2: { weekly: 3.5, source: TWP_NI_2025, confidence: 'medium-low', note: 'Voluntary Class 2 £182.00 a year = 52 × £3.50 (secondary tables agree on £3.50). Checked 2026-11-29.' },
      }),
    },
    {
      effective: '2026-04-06',
      values: version({
        year: '2026-27',
        ruk: { additionalThreshold: 125_140, source: RATES_TABLE_2026, confidence: 'medium-low',
          note: 'Rates and the £125,140 threshold unchanged for 2026/27 (accountancy tables, secondary; thresholds frozen to 2030-31 at Budget 2025). Checked 2026-11-29.' },
        scot: { starter: 3_967, basic: 16_956, intermediate: 31_092, higher: 62_430, top: 125_140, source: ICB_SCOTTISH_2026, confidence: 'medium-low',
          note: 'Scottish Budget of 13 January 2026: starter £12,571 to £16,537, basic to £29,526, intermediate to £43,662, higher, advanced and top unchanged; the ICB prints the taxable bands 1–3,967 / 3,968–16,956 / 16,957–31,092 / 31,093–62,430 / 62,431–125,140. BBC (Deloitte) agrees. Official gov.scot or GOV.UK text not read. Checked 2026-11-29.' },
        ni: { lpl: 12_570, upl: 50_270, main: 6, additional: 2, spt: 7_105, source: SALARYTAX_NI_2026, confidence: 'medium-low',
          note: 'Secondary guide for 2026/27: SPT £7,105, 6 % on £12,570 to £50,270, 2 % above. SPT = £6,845 × 1.038 (September 2025 CPI) = £7,105. Checked 2026-11-29.' },
        class2: { weekly: 3.65, source: GOV_VOLUNTARY_RATES, confidence: 'medium',
          note: 'GOV.UK voluntary rates page, quoted verbatim by a provenance record: "The rates for the 2026 to 2027 tax year are: £3.65 a week for Class 2" (see the uk-voluntary-class-3-rates rule set). Checked 2026-11-29.' },
      }),
    },
  ],
});
