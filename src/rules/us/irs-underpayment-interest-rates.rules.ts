import { defineRuleSet, type RuleValue } from '../rule-set.js';

/**
 * The IRS underpayment interest rate for individuals (IRC §6621(a)(2): federal short-term rate + 3 points, set each
 * calendar quarter), one version per quarter, effective on the quarter's first day. It is the rate of the Form 2210
 * estimated-tax penalty (IRC §6654(a)), read per rate period.
 *
 * Confidence says how each row was read: 'high' only where an IRS page itself was read (an irs.gov Internal Revenue
 * Bulletin page); 'medium' where the IRS news release was read as republished verbatim with its IR number, where a
 * Federal Register notice was read in a verbatim copy, or where a tax firm or CPA society reports the release or the
 * revenue ruling; 'medium-low' where no IRS or newsroom text was found (2026-Q2 to 2026-Q4), only agreeing non-IRS
 * sources. Every row's source is a page that states that quarter's rate. Calculators flag results that use a
 * 'medium-low' row. 2027-Q1 is not in the set: no announcement was found on 2026-11-24 (it is normally made in late
 * November); a result that needs it carries 2026-Q4 forward and says so.
 */

const LOBSERVATEUR_2023_Q1 = 'https://www.lobservateur.com/2022/11/29/interest-rates-increase-for-the-first-quarter-of-2023/';
const THINKADVISOR_2023_Q2 = 'https://thinkadvisor.com/2023/02/13/irs-announces-interest-rates-for-q2/';
const TAXNOTES_2023_Q3 = 'https://www.taxnotes.com/lr/resolve//7grlj';
const IRB_2023_37 = 'https://www.irs.gov/irb/2023-37_IRB';
const FR_2024_14171 = 'https://www.federalregister.gov/d/2024-14171';
const NYSSCPA_2024_Q1 =
  'https://www.nysscpa.org/news/publications/the-trusted-professional/article/irs-rates-unchanged-for-first-quarter-2024-112023';
const DCBIZ_2024_Q2 = 'https://dcbizdaily.com/2024/02/26/irs-says-interest-rates-remain-same-for-second-quarter-of-2024/';
const EIN_2024_Q4 = 'https://www.einpresswire.com/article/737287912/interest-rates-remain-the-same-for-the-fourth-quarter-of-2024';
const NJCPA_2025_Q1 = 'https://njcpa.org/article/2024/11/18/irs-interest-rates-decrease-for-the-first-quarter-of-2025';
const KPMG_2025_Q2 = 'https://kpmg.com/us/en/taxnewsflash/news/2025/03/rev-rul-2025-7-interest-rates-tax-underpayments-overpayments.html';
const EIN_2025_Q3 = 'https://www.einpresswire.com/article/812307551/interest-rates-remain-the-same-for-third-quarter-of-2025';
const RSM_2025_Q4 = 'https://rsmus.com/insights/tax-alerts/2025/irs-maintains-interest-rates-for-the-fourth-quarter-of-2025.html';
const IRB_2025_48 = 'https://www.irs.gov/irb/2025-48_IRB';
const JUPID_2026 = 'https://github.com/jupid-tax/jupid-skills/blob/main/forms/form-2210/references/penalty-rates.md';

const LABEL = 'IRS underpayment interest rate, individuals (IRC §6621(a)(2)), annual, simple for the §6654 penalty';
const LABEL_ES = 'Tipo de interés del IRS por pagos insuficientes, personas físicas (IRC §6621(a)(2)), anual, simple para el recargo del §6654';

function rate(value: number, source: string, confidence: RuleValue['confidence'], note: string): { underpaymentRatePct: RuleValue } {
  return { underpaymentRatePct: { value, unit: 'percent', label: LABEL, labelEs: LABEL_ES, source, confidence, note } };
}

/** The CBP table of IRS rates in the Federal Register, which corroborates 2023. */
const FR_TABLE =
  'The rate table of Federal Register notice 2024-21785 (CBP, read in the federal.elaws.us copy) agrees: 01/01/23–09/30/23 7 %, 10/01/23–12/31/24 8 %.';

const NOT_IRS_2026 =
  'No IRS or newsroom text was found for this quarter; the figure is corroborated only by non-IRS sources. Check it at irs.gov/payments/quarterly-interest-rates.';

export const irsUnderpaymentInterestRates = defineRuleSet({
  id: 'irs-underpayment-interest-rates',
  jurisdiction: 'us',
  name: {
    en: 'IRS underpayment interest rates by quarter (individuals)',
    es: 'Tipos de interés de demora del IRS por trimestre (personas físicas)',
  },
  shortName: { es: 'Tipos de interés de demora del IRS por trimestre' },
  description: {
    en:
      'The annual interest rate the IRS charges individuals on underpayments, set each calendar quarter under IRC §6621(a)(2) ' +
      '(federal short-term rate plus 3 percentage points) and used, as simple interest, for the Form 2210 estimated-tax penalty. ' +
      'One version per quarter from 2023-Q1; the value is the rate as published (7 means 7 % a year).',
    es:
      'Tipo de interés anual que el IRS aplica a las personas físicas por impagos, fijado cada trimestre natural según el IRC ' +
      '§6621(a)(2) (tipo federal a corto plazo más 3 puntos) y usado, como interés simple, en el recargo del formulario 2210 por ' +
      'pagos fraccionados insuficientes. Una versión por trimestre desde el primero de 2023; el valor es el tipo publicado (7 = 7 % anual).',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'IRS release IR-2022-206 "Interest rates increase for the first quarter of 2023" (Rev. Rul. 2022-23), republished verbatim', url: LOBSERVATEUR_2023_Q1 },
    { title: 'ThinkAdvisor — IRS announces interest rates for Q2 2023 (Rev. Rul. 2023-4)', url: THINKADVISOR_2023_Q2 },
    { title: 'Tax Notes — IRS release IR-2023-104 "Interest rates remain the same for the third quarter of 2023" (Rev. Rul. 2023-11)', url: TAXNOTES_2023_Q3 },
    { title: 'IRS — Internal Revenue Bulletin 2023-37 (Rev. Rul. 2023-17: rates for the quarter beginning October 1, 2023)', url: IRB_2023_37 },
    { title: 'NYSSCPA — IRS interest rates unchanged for first quarter 2024 (IR-2023-219, Rev. Rul. 2023-22)', url: NYSSCPA_2024_Q1 },
    { title: 'IRS release "Interest rates remain the same for the second quarter of 2024" (Rev. Rul. 2024-6), republished', url: DCBIZ_2024_Q2 },
    { title: 'Federal Register 2024-14171 (CBP, June 28, 2024) — quarterly IRS interest rates for the quarter beginning July 1, 2024', url: FR_2024_14171 },
    { title: 'IRS release IR-2024-220 "Interest rates remain the same for the fourth quarter of 2024", republished verbatim', url: EIN_2024_Q4 },
    { title: 'NJCPA — IRS interest rates decrease for the first quarter of 2025 (Rev. Rul. 2024-25)', url: NJCPA_2025_Q1 },
    { title: 'KPMG — Rev. Rul. 2025-7: interest rates remain the same for second quarter 2025', url: KPMG_2025_Q2 },
    { title: 'IRS release IR-2025-59 "Interest rates remain the same for third quarter of 2025", republished verbatim', url: EIN_2025_Q3 },
    { title: 'RSM — IRS maintains interest rates for the fourth quarter of 2025 (Rev. Rul. 2025-18)', url: RSM_2025_Q4 },
    { title: 'IRS — Internal Revenue Bulletin 2025-48 (Rev. Rul. 2025-22: rates for the quarter beginning January 1, 2026)', url: IRB_2025_48 },
    { title: 'jupid-skills — Form 2210 penalty rates (third-party notes citing IRB 2026-8, 2026-22, 2026-36)', url: JUPID_2026 },
  ],
  versions: [
    {
      effective: '2023-01-01',
      values: rate(7, LOBSERVATEUR_2023_Q1, 'medium', `IR-2022-206 (Nov. 29, 2022); Rev. Rul. 2022-23, IRB 2022-51: "For individuals, the rate for overpayments and underpayments will be 7% per year" for the quarter beginning Jan. 1, 2023. IRS release read as republished verbatim, not on irs.gov, hence medium. ${FR_TABLE}`),
    },
    {
      effective: '2023-04-01',
      values: rate(7, THINKADVISOR_2023_Q2, 'medium', `IRS announcement of Feb. 13, 2023; Rev. Rul. 2023-4, IRB 2023-9: rates "remain the same for the calendar quarter beginning April 1", "7% for underpayments". Read in a press report quoting the IRS release, hence medium. ${FR_TABLE}`),
    },
    {
      effective: '2023-07-01',
      values: rate(7, TAXNOTES_2023_Q3, 'medium', `IR-2023-104 (May 22, 2023); Rev. Rul. 2023-11, IRB 2023-23: "7% for underpayments" for the quarter beginning July 1, 2023. IRS release read in the Tax Notes verbatim copy, hence medium; NJCPA reports the same. ${FR_TABLE}`),
    },
    {
      effective: '2023-10-01',
      values: rate(8, IRB_2023_37, 'high', 'IR-2023-154; Rev. Rul. 2023-17, IRB 2023-37 (Sept. 11, 2023): "The rates for interest determined under Section 6621 of the code for the calendar quarter beginning October 1, 2023, will be 8 percent for overpayments (7 percent in the case of a corporation), 8 percent for underpayments". Read on the irs.gov bulletin page (irs.gov/irb/2023-37_IRB/index.html) on 2026-11-24.'),
    },
    { effective: '2024-01-01', values: rate(8, NYSSCPA_2024_Q1, 'medium', 'IR-2023-219; Rev. Rul. 2023-22, IRB 2023-49. Read in a CPA society report of the IRS release, hence medium.') },
    { effective: '2024-04-01', values: rate(8, DCBIZ_2024_Q2, 'medium', 'IR-2024-47; Rev. Rul. 2024-6, IRB 2024-10: "8% for underpayments". IRS release text read as republished, not on irs.gov, hence medium.') },
    {
      effective: '2024-07-01',
      values: rate(
        8,
        FR_2024_14171,
        'medium',
        'Federal Register notice 2024-14171 (89 FR 54016, June 28, 2024), CBP\'s quarterly notice of the IRS rates: "For the calendar quarter beginning July 1, 2024, the interest rates for underpayments will be 8 percent for both corporations and non-corporations." Read in the regulations.justia.com verbatim copy of the notice on 2026-11-24, hence medium. The IRS announcement of May 2024 (Rev. Rul. 2024-11) was reported by the press with the same 8 %.',
      ),
    },
    { effective: '2024-10-01', values: rate(8, EIN_2024_Q4, 'medium', 'IR-2024-220; Rev. Rul. 2024-18, IRB 2024-37: "8% for underpayments". IRS release read as republished verbatim, not on irs.gov, hence medium.') },
    { effective: '2025-01-01', values: rate(7, NJCPA_2025_Q1, 'medium', 'IR-2024-290; Rev. Rul. 2024-25, IRB 2024-49.') },
    { effective: '2025-04-01', values: rate(7, KPMG_2025_Q2, 'medium', 'IR-2025-29; Rev. Rul. 2025-7, IRB 2025-13.') },
    { effective: '2025-07-01', values: rate(7, EIN_2025_Q3, 'medium', 'IR-2025-59; Rev. Rul. 2025-11, IRB 2025-23: "7% for underpayments". IRS release read as republished verbatim, not on irs.gov, hence medium.') },
    { effective: '2025-10-01', values: rate(7, RSM_2025_Q4, 'medium', 'Rev. Rul. 2025-18, IRB 2025-37.') },
    {
      effective: '2026-01-01',
      values: rate(
        7,
        IRB_2025_48,
        'high',
        'IR-2025-112; Rev. Rul. 2025-22, IRB 2025-48 (Nov. 24, 2025): "The rates for interest determined under Section 6621 of the code for the calendar quarter beginning January 1, 2026, will be 7 percent for overpayments (6 percent in the case of a corporation), 7 percent for underpayments". Read on 2026-11-24 on the IRS\'s own copy of the bulletin page served at www.stayexempt.irs.gov/irb/2025-48_IRB (an irs.gov host); KPMG\'s report of Rev. Rul. 2025-22 agrees.',
      ),
    },
    {
      effective: '2026-04-01',
      values: rate(6, JUPID_2026, 'medium-low', `IRB 2026-8 per the source. Also stated by legalclarity.org and by the ONRR (US Dept. of the Interior) rate update for 4/1/2026–6/30/2026. ${NOT_IRS_2026}`),
    },
    {
      effective: '2026-07-01',
      values: rate(7, JUPID_2026, 'medium-low', `IRB 2026-22, Rev. Rul. 2026-10 per the source. The ONRR rate update for 7/1/2026–9/30/2026 agrees. ${NOT_IRS_2026}`),
    },
    {
      effective: '2026-10-01',
      values: rate(7, JUPID_2026, 'medium-low', `IRB 2026-36, Rev. Rul. 2026-15 per the source. The ONRR rate update for 10/1/2026–12/31/2026 agrees. ${NOT_IRS_2026}`),
    },
  ],
});
