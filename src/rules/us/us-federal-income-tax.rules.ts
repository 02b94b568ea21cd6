import { defineRuleSet, type RuleValue } from '../rule-set.js';

const RP_2025_32 = 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf';
const RP_2024_40 = 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf';
const IRS_TOPIC_306 = 'https://www.irs.gov/taxtopics/tc306';
const USC_199A = 'https://www.law.cornell.edu/uscode/text/26/199A';
const PLAW_119_21 = 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/pdf/PLAW-119publ21.pdf';

/** Where the figures were read: no PDF of a revenue procedure could be fetched, so every table figure is medium. */
const TWE_2026 =
  "Read on 2026-11-24 in the IRS's own Tax Withholding Estimator source (github.com/IRS-Public/tax-withholding-estimator, " +
  'src/main/resources/twe/facts, TaxYear 2026, commit cfbee92), which encodes the figure, and in PolicyEngine-US (parameters citing ' +
  'rp-25-32.pdf); the two agree. The revenue procedure PDF itself was not fetched, hence medium.';
const TWE_2025 =
  "Read on 2026-11-24 in the IRS's own Tax Withholding Estimator source (github.com/IRS-Public/tax-withholding-estimator, facts as " +
  'of commit 7cb13b3^, TaxYear 2025) and in PolicyEngine-US (parameters citing rp-24-40.pdf); the two agree. The revenue procedure ' +
  'PDF itself was not fetched, hence medium.';
const TABLE_2025_SINGLE =
  'Checked 2026-11-21 against the 2025 table wording ("Over $11,925 but not over $48,475: $1,192.50 plus 12% of the excess over ' +
  '$11,925" … "Over $626,350: $188,769.75 plus 37%") quoted in several independent public tax-engine sources, which agree; the PDF ' +
  'itself was not fetched, hence medium.';
const TABLE_2026_SINGLE =
  'Checked 2026-11-21 against the wording of the official text as extracted verbatim (pdftotext of the irs.gov PDF) by independent ' +
  'public sources, and on 2026-11-24 against the IRS Tax Withholding Estimator source (TaxYear 2026); the PDF itself was not fetched, hence medium.';

export type FilingStatus = 'single' | 'marriedJointly' | 'headOfHousehold';
export const FILING_STATUSES: readonly FilingStatus[] = ['single', 'marriedJointly', 'headOfHousehold'];
/** The suffix of a status's keys in this set. */
export const STATUS_KEY: Readonly<Record<FilingStatus, 'Single' | 'MarriedJointly' | 'HeadOfHousehold'>> = {
  single: 'Single',
  marriedJointly: 'MarriedJointly',
  headOfHousehold: 'HeadOfHousehold',
};
const STATUS_EN: Readonly<Record<FilingStatus, string>> = {
  single: 'single',
  marriedJointly: 'married filing jointly',
  headOfHousehold: 'head of household',
};
const STATUS_ES: Readonly<Record<FilingStatus, string>> = {
  single: 'soltero',
  marriedJointly: 'casados en declaración conjunta',
  headOfHousehold: 'cabeza de familia',
};
/** Rev. Proc. table numbers of §1(j)(2): (A) joint returns, (B) heads of households, (C) unmarried individuals. */
const TABLE: Readonly<Record<FilingStatus, string>> = {
  single: 'Table 3 (§1(j)(2)(C), unmarried individuals)',
  marriedJointly: 'Table 1 (§1(j)(2)(A), married individuals filing joint returns and surviving spouses)',
  headOfHousehold: 'Table 2 (§1(j)(2)(B), heads of households)',
};

type Status = 'Single' | 'MarriedJointly' | 'HeadOfHousehold';
type Top = `bracket${1 | 2 | 3 | 4 | 5 | 6}Top${Status}`;
type Key =
  | `standardDeduction${Status}`
  | `bracket${1 | 2 | 3 | 4 | 5 | 6 | 7}RatePct`
  | Top
  | 'qbiDeductionRatePct'
  | 'qbiThresholdOther'
  | 'qbiThresholdMarriedJointly'
  | 'qbiPhaseInRangeOther'
  | 'qbiPhaseInRangeJoint'
  | 'qbiMinimumDeduction'
  | 'qbiMinimumQualifiedIncome'
  | 'estimatedTaxCurrentYearPct'
  | 'estimatedTaxMinimumBalance';

/** The seven §1(j)(2) rates; fixed by the Code (made permanent by P.L. 119-21 §70101), so the same in every version. */
const RATES = [10, 12, 22, 24, 32, 35, 37] as const;

type Tops = readonly [number, number, number, number, number, number];

interface YearFigures {
  year: number;
  tops: Readonly<Record<FilingStatus, Tops>>;
  standardDeduction: Readonly<Record<FilingStatus, number>>;
  tableSource: string;
  standardDeductionSource: string;
  /** How each status's table was read. */
  tableNote: Readonly<Record<FilingStatus, string>>;
  standardDeductionNote: string;
  qbi: {
    thresholdOther: number;
    thresholdJoint: number;
    rangeOther: number;
    rangeJoint: number;
    minimumDeduction: number;
    minimumQualifiedIncome: number;
    thresholdSource: string;
    thresholdNote: string;
    rangeNote: string;
    rangeSource: string;
    minimumNote: string;
    minimumSource: string;
  };
  /** Set on a version whose indexed figures are not published yet: they repeat the version of this date. */
  carriedFrom?: string;
}

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

/** §199A(a), (b)(2)(A): 20 percent, unchanged by P.L. 119-21 (the House's 23 % was not enacted). */
const qbiRate: RuleValue = {
  value: 20,
  unit: 'percent',
  label: 'Qualified business income deduction (§199A): share of qualified business income, and cap as a share of taxable income before it',
  labelEs:
    'Deducción por rendimientos empresariales cualificados (§199A): porcentaje de esos rendimientos y tope como porcentaje de la base imponible previa',
  source: USC_199A,
  confidence: 'medium',
  note:
    'IRC §199A(a): the deduction is the lesser of the combined qualified business income amount or "20 percent of the excess (if any) ' +
    'of … the taxable income of the taxpayer … over … the net capital gain"; §199A(b)(2)(A): "20 percent of the taxpayer\'s qualified ' +
    'business income". Read in a verbatim copy of the U.S. Code (codexstanford/markdonw-chunck-of-the-usa-code, title 26 §199A), hence ' +
    'medium. P.L. 119-21 §70105 struck the 2025 sunset of §199A(i) and kept 20 percent (the House-passed 23 percent was not enacted): ' +
    'the IRS Tax Withholding Estimator encodes 2/10 for tax year 2026. Statutory, not indexed.',
};

function figures(f: YearFigures): Record<Key, RuleValue> {
  const values: Partial<Record<Key, RuleValue>> = {};
  const carried = f.carriedFrom ? { carriedFrom: f.carriedFrom } : {};
  const carriedNote = f.carriedFrom
    ? ` Not published for ${f.year} yet (no ${f.year} revenue procedure was found on 2026-11-24): the ${Number(f.carriedFrom.slice(0, 4))} figure is repeated until it is.`
    : '';
  for (const status of FILING_STATUSES) {
    const key = STATUS_KEY[status];
    values[`standardDeduction${key}`] = {
      value: f.standardDeduction[status],
      unit: 'USD',
      label: `Basic standard deduction, ${STATUS_EN[status]}, ${f.year}`,
      labelEs: `Deducción estándar básica, ${STATUS_ES[status]}, ${f.year}`,
      source: f.standardDeductionSource,
      confidence: 'medium',
      note: `${f.standardDeductionNote}${carriedNote}`,
      ...carried,
    };
    f.tops[status].forEach((top, i) => {
      values[`bracket${i + 1}Top${key}` as Top] = {
        value: top,
        unit: 'USD',
        label: `Top of the ${RATES[i]} % bracket, ${STATUS_EN[status]}, ${f.year}`,
        labelEs: `Límite superior del tramo del ${RATES[i]} %, ${STATUS_ES[status]}, ${f.year}`,
        source: f.tableSource,
        confidence: 'medium',
        note: `${TABLE[status]}: bracket ${i + 1} "not over $${top.toLocaleString('en-US')}". ${f.tableNote[status]}${carriedNote}`,
        ...carried,
      };
    });
  }
  RATES.forEach((rate, i) => {
    values[`bracket${i + 1}RatePct` as Key] = {
      value: rate,
      unit: 'percent',
      label: `Rate of bracket ${i + 1} of the tax tables (every filing status)`,
      labelEs: `Tipo del tramo ${i + 1} de las tablas del impuesto (todas las formas de declarar)`,
      source: f.tableSource,
      confidence: 'medium',
      note:
        `IRC §1(j)(2): 10, 12, 22, 24, 32, 35 and 37 percent, made permanent by P.L. 119-21 §70101; the same rates head every table of the ` +
        `${f.year} revenue procedure.${f.carriedFrom ? ` Statutory, so published for ${f.year}.` : ` ${f.tableNote.single}`}`,
    };
  });
  const q = f.qbi;
  values.qbiDeductionRatePct = qbiRate;
  values.qbiThresholdOther = {
    value: q.thresholdOther,
    unit: 'USD',
    label: `Qualified business income deduction: threshold amount (taxable income before the deduction), single or head of household, ${f.year}`,
    labelEs: `Deducción por rendimientos empresariales cualificados: umbral (base imponible antes de la deducción), soltero o cabeza de familia, ${f.year}`,
    source: q.thresholdSource,
    confidence: 'medium',
    note: `${q.thresholdNote}${carriedNote}`,
    ...carried,
  };
  values.qbiThresholdMarriedJointly = {
    value: q.thresholdJoint,
    unit: 'USD',
    label: `Qualified business income deduction: threshold amount (taxable income before the deduction), married filing jointly, ${f.year}`,
    labelEs: `Deducción por rendimientos empresariales cualificados: umbral (base imponible antes de la deducción), casados en declaración conjunta, ${f.year}`,
    source: q.thresholdSource,
    confidence: 'medium',
    note: `${q.thresholdNote}${carriedNote}`,
    ...carried,
  };
  values.qbiPhaseInRangeOther = {
    value: q.rangeOther,
    unit: 'USD',
    label: 'Qualified business income deduction: phase-in range above the threshold, single or head of household',
    labelEs: 'Deducción por rendimientos empresariales cualificados: tramo de transición por encima del umbral, soltero o cabeza de familia',
    source: q.rangeSource,
    confidence: 'medium',
    note: q.rangeNote,
  };
  values.qbiPhaseInRangeJoint = {
    value: q.rangeJoint,
    unit: 'USD',
    label: 'Qualified business income deduction: phase-in range above the threshold, married filing jointly',
    labelEs: 'Deducción por rendimientos empresariales cualificados: tramo de transición por encima del umbral, casados en declaración conjunta',
    source: q.rangeSource,
    confidence: 'medium',
    note: q.rangeNote,
  };
  values.qbiMinimumDeduction = {
    value: q.minimumDeduction,
    unit: 'USD',
    label: `Qualified business income deduction: minimum deduction for active business income (§199A(i)), ${f.year}`,
    labelEs: `Deducción por rendimientos empresariales cualificados: deducción mínima por actividad con participación material (§199A(i)), ${f.year}`,
    source: q.minimumSource,
    confidence: 'medium',
    note: `${q.minimumNote}${carriedNote}`,
    ...carried,
  };
  values.qbiMinimumQualifiedIncome = {
    value: q.minimumQualifiedIncome,
    unit: 'USD',
    label: `Qualified business income deduction: active qualified business income needed for the minimum deduction, ${f.year}`,
    labelEs: `Deducción por rendimientos empresariales cualificados: rendimientos cualificados de actividades con participación material necesarios para la deducción mínima, ${f.year}`,
    source: q.minimumSource,
    confidence: 'medium',
    note: `${q.minimumNote}${carriedNote}`,
    ...carried,
  };
  return { ...(values as Record<Key, RuleValue>), ...estimatedTax };
}

const TOPS_2026: Readonly<Record<FilingStatus, Tops>> = {
  single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
  marriedJointly: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
  headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
};
const STANDARD_DEDUCTION_2026: Readonly<Record<FilingStatus, number>> = { single: 16_100, marriedJointly: 32_200, headOfHousehold: 24_150 };

const QBI_2026_THRESHOLD_NOTE =
  'Rev. Proc. 2025-32 §4.26: for taxable years beginning in 2026 the §199A(e)(2) threshold amount is "$403,500 for married ' +
  'individuals filing jointly, $201,775 for married individuals filing separately, and $201,750 for all other returns" (as transcribed ' +
  `by independent sources). ${TWE_2026}`;
const QBI_RANGE_2026_NOTE =
  'IRC §199A(b)(3)(B) and (d)(3)(A) as amended by P.L. 119-21 §70105: the W-2 wage and property limit and the specified-service ' +
  'exclusion phase in over "$75,000 ($150,000 in the case of a joint return)" of taxable income above the threshold, for taxable years ' +
  'beginning after 2025-12-31 (up from $50,000 / $100,000). Read in the IRS Tax Withholding Estimator source (TaxYear 2026: phase-out ' +
  'thresholds $276,750 and $553,500, i.e. threshold + $75,000 / + $150,000) and in PolicyEngine-US (gov/irs/deductions/qbi/phase_out/' +
  'length.yaml: 75,000 / 150,000 from 2026), which agree; the public law text itself was not read, hence medium. Statutory and not ' +
  'indexed (only the threshold amount and the §199A(i) amounts are).';
const QBI_MINIMUM_2026_NOTE =
  'IRC §199A(i) as added by P.L. 119-21 §70105, for taxable years beginning after 2025-12-31: for an "applicable taxpayer" (aggregate ' +
  'qualified business income "with respect to all active qualified trades or businesses" — in which the taxpayer materially ' +
  'participates — "is at least $1,000") the deduction "shall be equal to the greater of (A) the amount of such deduction determined ' +
  'without regard to this subsection, or (B) $400". Statute text read as quoted in the IRS Tax Withholding Estimator source, which ' +
  'encodes $400 and $1,000 for TaxYear 2026 (the draft 2026 Form 8995 adds line 16 "Minimum deduction for active qualified business ' +
  'income" and takes the greater of lines 15 and 16); PolicyEngine-US agrees. Both amounts are indexed for taxable years beginning ' +
  'after 2026. Medium: the public law text itself was not read.';

const QBI_2026 = {
  thresholdOther: 201_750,
  thresholdJoint: 403_500,
  rangeOther: 75_000,
  rangeJoint: 150_000,
  minimumDeduction: 400,
  minimumQualifiedIncome: 1_000,
  thresholdSource: RP_2025_32,
  thresholdNote: QBI_2026_THRESHOLD_NOTE,
  rangeSource: PLAW_119_21,
  rangeNote: QBI_RANGE_2026_NOTE,
  minimumSource: PLAW_119_21,
  minimumNote: QBI_MINIMUM_2026_NOTE,
};

const YEAR_2025: YearFigures = {
  year: 2025,
  tops: {
    single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    marriedJointly: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    headOfHousehold: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  },
  standardDeduction: { single: 15_750, marriedJointly: 31_500, headOfHousehold: 23_625 },
  tableSource: RP_2024_40,
  standardDeductionSource: RP_2025_32,
  tableNote: {
    single: `Rev. Proc. 2024-40 §3.01. ${TABLE_2025_SINGLE}`,
    marriedJointly:
      'Rev. Proc. 2024-40 §3.01 ("Over $394,600 but not over $501,050: $80,398 plus 32% of the excess over $394,600"; the cumulative ' +
      `amounts $2,385, $11,157, $35,302, $80,398, $114,462 and $202,154.50 recompute exactly from these tops). ${TWE_2025}`,
    headOfHousehold:
      'Rev. Proc. 2024-40 §3.01 (the head-of-household 32 % and 35 % edges, $197,300 and $250,500, differ from the single ones; the ' +
      `cumulative amounts $1,700, $7,442, $15,912, $38,460, $55,484 and $187,031.50 recompute exactly from these tops). ${TWE_2025}`,
  },
  standardDeductionNote:
    'Rev. Proc. 2025-32 §2.08: P.L. 119-21 §70102 raised the 2025 basic standard deduction to $31,500 for joint returns, $23,625 for ' +
    'heads of households and "$15,750 for single individuals and married individuals filing separately" (the $30,000 / $22,500 / ' +
    '$15,000 of Rev. Proc. 2024-40 no longer apply). The IRS Tax Withholding Estimator (TaxYear 2025) and PolicyEngine-US encode the ' +
    'same; the PDF itself was not fetched, hence medium.',
  qbi: {
    thresholdOther: 197_300,
    thresholdJoint: 394_600,
    rangeOther: 50_000,
    rangeJoint: 100_000,
    minimumDeduction: 0,
    minimumQualifiedIncome: 0,
    thresholdSource: RP_2024_40,
    thresholdNote:
      'Rev. Proc. 2024-40: for taxable years beginning in 2025 the §199A(e)(2) threshold amount is $394,600 for married individuals ' +
      'filing jointly and $197,300 for all other returns (the 2025 Form 8995 instructions print the same). Read in PolicyEngine-US ' +
      '(gov/irs/deductions/qbi/phase_out/start.yaml citing rp-24-40.pdf p. 15) and several independent tax engines, which agree; the ' +
      'PDF itself was not fetched, hence medium.',
    rangeSource: USC_199A,
    rangeNote:
      'IRC §199A(b)(3)(B)(i)(I) and (d)(3)(A) before P.L. 119-21: "the threshold amount plus $50,000 ($100,000 in the case of a joint ' +
      'return)". Read in a verbatim copy of the U.S. Code (codexstanford/markdonw-chunck-of-the-usa-code, title 26 §199A), hence medium.',
    minimumSource: PLAW_119_21,
    minimumNote:
      'No minimum deduction for 2025: §199A(i), added by P.L. 119-21 §70105, applies to taxable years beginning after 2025-12-31, so ' +
      'both amounts are 0 for 2025 (the deduction is never raised). Medium: the public law text itself was not read.',
  },
};

const YEAR_2026: YearFigures = {
  year: 2026,
  tops: TOPS_2026,
  standardDeduction: STANDARD_DEDUCTION_2026,
  tableSource: RP_2025_32,
  standardDeductionSource: RP_2025_32,
  tableNote: {
    single: `Rev. Proc. 2025-32 §4.01. ${TABLE_2026_SINGLE}`,
    marriedJointly:
      'Rev. Proc. 2025-32 §4.01 ("Over $403,550 but not over $512,450: $82,048 plus 32% of the excess over $403,550"; the cumulative ' +
      'amounts $2,480, $11,600, $35,932, $82,048, $116,896 and $206,583.50 recompute exactly from these tops; the IRS release ' +
      `IR-2025-103 gives the same joint tops, as quoted by the press). ${TWE_2026}`,
    headOfHousehold:
      'Rev. Proc. 2025-32 §4.01 ("Over $201,750 but not over $256,200: $39,207 plus 32% of the excess over $201,750": the head-of-household ' +
      '24 % and 32 % tops are $25 under the single ones; the cumulative amounts $1,770, $7,740, $16,155, $39,207, $56,631 and $191,171 ' +
      `recompute exactly from these tops). ${TWE_2026}`,
  },
  standardDeductionNote:
    'Rev. Proc. 2025-32 §4.14(1): "Married Individuals Filing Joint Returns and Surviving Spouses $32,200; Heads of Households $24,150; ' +
    'Unmarried Individuals (other than Surviving Spouses and Heads of Households) $16,100". Checked against the wording extracted ' +
    'verbatim by independent sources, the IRS Tax Withholding Estimator (TaxYear 2026) and the IRS release as quoted by the press; the ' +
    'PDF itself was not fetched, hence medium.',
  qbi: QBI_2026,
};

/** 2027: the statutory figures (rates, the §199A structure, §6654) are published; the indexed ones are not yet. */
const YEAR_2027: YearFigures = {
  ...YEAR_2026,
  year: 2027,
  carriedFrom: '2026-01-01',
  tableNote: { single: TABLE_2026_SINGLE, marriedJointly: TWE_2026, headOfHousehold: TWE_2026 },
};

/**
 * Federal income tax: the seven brackets of the §1(j)(2) tables for single filers, married couples filing jointly and
 * heads of households, the basic standard deduction, the qualified business income deduction (§199A: rate, threshold,
 * phase-in range, minimum deduction), by year, plus the two §6654 estimated-tax figures the calculators use (the 90 %
 * current-year safe harbor and the $1,000 floor). Married filing separately, the additional standard deduction for age
 * 65 or blindness and credits are not in the set. The 2027 version holds the statutory figures; its indexed figures
 * repeat 2026's (carriedFrom) until the 2027 revenue procedure is published.
 */
export const usFederalIncomeTax = defineRuleSet({
  id: 'us-federal-income-tax',
  jurisdiction: 'us',
  name: {
    en: 'US federal income tax (brackets and standard deduction by filing status, qualified business income deduction, estimated-tax safe harbor)',
    es: 'Impuesto federal sobre la renta de EE. UU. (tramos y deducción estándar por forma de declarar, deducción por rendimientos empresariales cualificados y pagos estimados)',
  },
  shortName: { en: 'US federal income tax: brackets and deductions', es: 'Impuesto federal de EE. UU.: tramos y deducciones' },
  description: {
    en:
      'The 2025 and 2026 federal tax tables (10 % to 37 % in seven brackets) for single filers, married couples filing jointly and ' +
      'heads of households, the basic standard deduction (Rev. Proc. 2024-40 and Rev. Proc. 2025-32, with the One Big Beautiful Bill Act ' +
      'increase for 2025), the qualified business income deduction of IRC §199A (20 %, its threshold, the phase-in range and, from ' +
      '2026, the $400 minimum deduction), and the estimated-tax rules of IRC §6654: pay at least 90 % of the current year\'s tax on time, ' +
      'no penalty below $1,000 owed. For 2027 the statutory figures are in; the indexed ones repeat 2026\'s until the IRS publishes them.',
    es:
      'Las tablas federales de 2025 y 2026 (del 10 % al 37 % en siete tramos) para solteros, casados en declaración conjunta y cabezas ' +
      'de familia, la deducción estándar básica (Rev. Proc. 2024-40 y Rev. Proc. 2025-32, con el aumento de la One Big Beautiful Bill ' +
      'Act para 2025), la deducción por rendimientos empresariales cualificados del IRC §199A (20 %, su umbral, el tramo de transición ' +
      'y, desde 2026, la deducción mínima de 400 $), y las reglas de pagos estimados del IRC §6654: pagar a tiempo al menos el 90 % del ' +
      'impuesto del año, sin recargo por debajo de 1.000 $. Para 2027 figuran las cifras fijadas por ley; las que se actualizan con la ' +
      'inflación repiten las de 2026 hasta que el IRS las publique.',
  },
  lastChecked: '2026-11-24',
  publishedThrough: '2027-12-31',
  sources: [
    { title: 'IRS — Rev. Proc. 2025-32, 2026 inflation-adjusted items (§4.01 tax tables, §4.14 standard deduction, §4.26 qualified business income, §2.08 2025 deduction)', url: RP_2025_32 },
    { title: 'IRS — Rev. Proc. 2024-40, 2025 inflation-adjusted items (§3.01 tax tables, qualified business income threshold)', url: RP_2024_40 },
    { title: 'IRS — Topic no. 306, Penalty for underpayment of estimated tax', url: IRS_TOPIC_306 },
    { title: 'U.S. Code, 26 U.S.C. §199A — Qualified business income (LII)', url: USC_199A },
    { title: 'Public Law 119-21 (One Big Beautiful Bill Act), §70105 — qualified business income deduction', url: PLAW_119_21 },
  ],
  versions: [
    { effective: '2025-01-01', values: figures(YEAR_2025) },
    { effective: '2026-01-01', values: figures(YEAR_2026) },
    { effective: '2027-01-01', values: figures(YEAR_2027) },
  ],
});
