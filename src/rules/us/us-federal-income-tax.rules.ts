import { defineRuleSet, type RuleValue } from '../rule-set.js';

const RP_2025_32 = 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf';
const RP_2024_40 = 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf';
const IRS_TOPIC_306 = 'https://www.irs.gov/taxtopics/tc306';

const READ_AS_EXTRACTED =
  'Checked 2026-11-21 against the wording of the official text as extracted verbatim (pdftotext of the irs.gov PDF) by ' +
  'independent public sources; the PDF itself was not fetched, hence medium.';
const READ_2025_TABLE =
  'Checked 2026-11-21 against the 2025 table wording ("Over $11,925 but not over $48,475: $1,192.50 plus 12% of the excess ' +
  'over $11,925" … "Over $626,350: $188,769.75 plus 37%") quoted in several independent public tax-engine sources, which agree; ' +
  'the PDF itself was not fetched, hence medium.';

type Key =
  | 'standardDeductionSingle'
  | 'bracket1RatePct'
  | 'bracket1TopSingle'
  | 'bracket2RatePct'
  | 'bracket2TopSingle'
  | 'bracket3RatePct'
  | 'bracket3TopSingle'
  | 'bracket4RatePct'
  | 'bracket4TopSingle'
  | 'bracket5RatePct'
  | 'bracket5TopSingle'
  | 'bracket6RatePct'
  | 'bracket6TopSingle'
  | 'bracket7RatePct'
  | 'estimatedTaxCurrentYearPct'
  | 'estimatedTaxMinimumBalance';

/** The seven §1(j)(2) rates; fixed by the Code (made permanent by P.L. 119-21 §70101), so the same in both versions. */
const RATES = [10, 12, 22, 24, 32, 35, 37] as const;

/** IRC §6654: the estimated-tax rules a calculator needs, not indexed for inflation. */
const estimatedTax = {
  estimatedTaxCurrentYearPct: {
    value: 90,
    unit: 'percent',
    label: "Estimated tax: share of the current year's tax that must be paid on time (the current-year safe harbor)",
    labelEs: 'Pagos estimados: parte del impuesto del año en curso que debe pagarse a tiempo (la regla de protección del año en curso)',
    source: IRS_TOPIC_306,
    confidence: 'high',
    note:
      'IRS Topic no. 306: taxpayers avoid the penalty if they "paid at least 90% of the tax for the current year or 100% of the ' +
      'tax shown on the return for the prior year, whichever is smaller" (110 % of the prior year above $150,000 of prior-year ' +
      'AGI). IRC §6654(d)(1)(B)(i); not indexed. Read on a stored irs.gov copy of the topic page on 2026-11-21.',
  },
  estimatedTaxMinimumBalance: {
    value: 1_000,
    unit: 'USD',
    label: 'Estimated tax: no penalty when the tax after withholding is less than this',
    labelEs: 'Pagos estimados: sin recargo cuando el impuesto tras las retenciones es inferior a esta cifra',
    source: IRS_TOPIC_306,
    confidence: 'high',
    note:
      'IRS Topic no. 306: no penalty if you "owe less than $1,000 in tax after subtracting [your] withholding". IRC §6654(e)(1); ' +
      'not indexed. Read on a stored irs.gov copy of the topic page on 2026-11-21.',
  },
} as const satisfies Record<string, RuleValue>;

function schedule(
  year: number,
  tops: readonly [number, number, number, number, number, number],
  standardDeduction: number,
  source: string,
  standardDeductionSource: string,
  where: string,
  tableCheck: string,
  standardDeductionNote: string,
): Record<Key, RuleValue> {
  const values: Partial<Record<Key, RuleValue>> = {
    standardDeductionSingle: {
      value: standardDeduction,
      unit: 'USD',
      label: `Basic standard deduction, single filer (unmarried individual), ${year}`,
      labelEs: `Deducción estándar básica, declarante soltero (persona no casada), ${year}`,
      source: standardDeductionSource,
      confidence: 'medium',
      note: `${standardDeductionNote} ${READ_AS_EXTRACTED}`,
    },
  };
  RATES.forEach((rate, i) => {
    const n = i + 1;
    values[`bracket${n}RatePct` as Key] = {
      value: rate,
      unit: 'percent',
      label: `Rate of bracket ${n} of the ${year} single-filer tax table`,
      labelEs: `Tipo del tramo ${n} de la tabla de ${year} para declarantes solteros`,
      source,
      confidence: 'medium',
      note: `${where}, Table 3 (§1(j)(2)(C), unmarried individuals). ${tableCheck}`,
    };
    if (i < tops.length) {
      values[`bracket${n}TopSingle` as Key] = {
        value: tops[i]!,
        unit: 'USD',
        label: `Taxable income at which bracket ${n} (${rate} %) ends, single filer, ${year}`,
        labelEs: `Base imponible en la que termina el tramo ${n} (${rate} %), declarante soltero, ${year}`,
        source,
        confidence: 'medium',
        note: `${where}, Table 3: "not over $${tops[i]!.toLocaleString('en-US')}". ${tableCheck}`,
      };
    }
  });
  return { ...(values as Record<Key, RuleValue>), ...estimatedTax };
}

/**
 * Federal income tax of a single filer: the seven brackets of the §1(j)(2)(C) table and the basic standard deduction,
 * by year, plus the two §6654 estimated-tax figures the calculators use (the 90 % current-year safe harbor and the
 * $1,000 floor). Other filing statuses, the additional standard deduction for age 65 or blindness, credits and the
 * qualified business income deduction are not in the set.
 */
export const usFederalIncomeTax = defineRuleSet({
  id: 'us-federal-income-tax',
  jurisdiction: 'us',
  name: {
    en: 'US federal income tax, single filer (brackets, standard deduction, estimated-tax safe harbor)',
    es: 'Impuesto federal sobre la renta de EE. UU., declarante soltero (tramos, deducción estándar y pagos estimados)',
  },
  description: {
    en:
      'The 2025 and 2026 federal tax table for a single filer (10 % to 37 % in seven brackets) and the basic standard deduction ' +
      '(Rev. Proc. 2024-40 and Rev. Proc. 2025-32, with the One Big Beautiful Bill Act increase for 2025), and the estimated-tax ' +
      'rules of IRC §6654: pay at least 90 % of the current year\'s tax on time, no penalty below $1,000 owed.',
    es:
      'La tabla federal de 2025 y 2026 para un declarante soltero (del 10 % al 37 % en siete tramos) y la deducción estándar ' +
      'básica (Rev. Proc. 2024-40 y Rev. Proc. 2025-32, con el aumento de la One Big Beautiful Bill Act para 2025), y las reglas ' +
      'de pagos estimados del IRC §6654: pagar a tiempo al menos el 90 % del impuesto del año, sin recargo por debajo de 1.000 $.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §2.08 2025 deduction)', url: RP_2025_32 },
    { title: 'IRS — Rev. Proc. 2024-40, 2025 inflation-adjusted items (§3.01 tax tables)', url: RP_2024_40 },
    { title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax', url: IRS_TOPIC_306 },
  ],
  versions: [
    {
      effective: '2025-01-01',
      values: schedule(
        2025,
        [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
        15_750,
        RP_2024_40,
        RP_2025_32,
        'Rev. Proc. 2024-40 §3.01',
        READ_2025_TABLE,
        'Rev. Proc. 2025-32 §2.08: P.L. 119-21 §70102 raised the 2025 basic standard deduction to "$15,750 for single individuals ' +
          'and married individuals filing separate returns" (the $15,000 of Rev. Proc. 2024-40 no longer applies).',
      ),
    },
    {
      effective: '2026-01-01',
      values: schedule(
        2026,
        [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
        16_100,
        RP_2025_32,
        RP_2025_32,
        'Rev. Proc. 2025-32 §4.01',
        READ_AS_EXTRACTED,
        'Rev. Proc. 2025-32 §4.14(1): "Unmarried Individuals (other than Surviving Spouses and Heads of Households) … $16,100".',
      ),
    },
  ],
});
