import { closestNames, didYouMean, editDistance, InputError } from '../../core/errors.js';
import { cents } from '../../core/money.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import { formatMoney } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import type { Confidence } from '../../rules/rule-set.js';
import {
  LLC_FEES_DATASET_ID,
  LLC_FEES_DATASET_NAME,
  LLC_FEES_EFFECTIVE,
  LLC_FEES_LAST_CHECKED,
  llcStateFees,
  llcStateFeesByCode,
  reportIntervalYears,
  sourceTitleEs,
  type FiledBy,
  type LlcStateFeeRow,
  type Publication,
  type ReportFrequency,
} from '../../rules/us/llc-state-fees.js';
import { numberFormat } from '../../core/number-format.js';

export interface StateCost {
  state: string;
  name: string;
  formationFee: number;
  formationFiledBy: FiledBy;
  publication: Publication;
  publicationFilingFee: number;
  reportFee: number;
  reportFrequency: ReportFrequency;
  reportFeePerYear: number;
  reportDueInFirstYear: boolean;
  annualTax: number;
  annualTaxInFirstYear: boolean;
  firstYearTotal: number;
  recurringYearlyTotal: number;
  firstDue: string;
  notes: string;
  sources: { title: string; url: string }[];
  confidence: Confidence;
  lastChecked: string;
}

const CONFIDENCE_ORDER: readonly Confidence[] = ['medium-low', 'medium', 'high'];

export function lowestConfidence(values: readonly Confidence[]): Confidence {
  let lowest: Confidence = 'high';
  for (const c of values) if (CONFIDENCE_ORDER.indexOf(c) < CONFIDENCE_ORDER.indexOf(lowest)) lowest = c;
  return lowest;
}

/**
 * The USPS code of `input` (trimmed, any case), or a 400 naming the value with the closest codes. A state name is refused
 * with its code, since the parameter takes codes.
 */
export function resolveState(input: string): LlcStateFeeRow {
  const wanted = input.trim();
  const code = wanted.toUpperCase();
  const found = llcStateFeesByCode.get(code);
  if (found) return found;
  const byName = llcStateFees.find((r) => r.name.toLowerCase() === wanted.toLowerCase());
  if (byName) {
    throw new InputError(
      `state: use the USPS code '${byName.state}' for ${byName.name}, not the name`,
      `state: usa el código USPS '${byName.state}' para ${byName.name}, no el nombre`,
    );
  }
  const codes = llcStateFees.map((r) => r.state);
  // 'KY', 'NY' o 'WY'
  const quoted = (names: readonly string[]) => {
    const q = names.map((n) => `'${n}'`);
    return q.length > 1 ? `${q.slice(0, -1).join(', ')} o ${q.at(-1)}` : q.join('');
  };
  // Two-letter codes are all within two edits of each other, so only codes one edit away are worth suggesting.
  let hint: string;
  let hintEs: string;
  if (code.length <= 3) {
    const near = codes.filter((c) => editDistance(code, c) <= 1);
    hint = didYouMean(code, near);
    const close = closestNames(code, near);
    hintEs = close.length > 0 ? `; ¿quizá ${quoted(close)}?` : '';
  } else {
    // A misspelt name: suggest the names, with their codes.
    const names = llcStateFees.map((r) => r.name);
    const closeNames = closestNames(wanted, names);
    const close = closeNames.map((n) => llcStateFees.find((r) => r.name === n)!.state);
    hint = didYouMean(wanted, names) + (close.length > 0 ? ` (USPS code${close.length > 1 ? 's' : ''} ${close.join(', ')})` : '');
    hintEs = close.length > 0 ? `; ¿quizá ${quoted(closeNames)}? (${close.length > 1 ? 'códigos' : 'código'} USPS ${close.join(', ')})` : '';
  }
  throw new InputError(
    `state: unknown USPS state code '${wanted}' (the codes of the 50 states and DC, such as CA, NY, DC)${hint}`,
    `state: código USPS de estado desconocido '${wanted}' (los códigos de los 50 estados y DC, como CA, NY, DC)${hintEs}`,
  );
}

/**
 * Totals of one state: first year = formation + the fee to file the proof of publication + what falls due in year one;
 * recurring = report fee per year + annual tax. Newspapers' charges are never included (no official figure).
 * On the Spanish page its texts (first due dates, notes, the titles written here for sources) are the Spanish ones.
 */
export function stateCost(row: LlcStateFeeRow, locale: Locale = 'en'): StateCost {
  const es = locale === 'es';
  const interval = reportIntervalYears(row.reportFrequency);
  const reportFeePerYear = interval === 0 ? 0 : row.reportFee / interval;
  const firstYearTotal =
    row.formationFee + row.publicationFilingFee + (row.reportDueInFirstYear ? row.reportFee : 0) + (row.annualTaxInFirstYear ? row.annualTax : 0);
  return {
    state: row.state,
    name: row.name,
    formationFee: cents(row.formationFee),
    formationFiledBy: row.formationFiledBy,
    publication: row.publication,
    publicationFilingFee: cents(row.publicationFilingFee),
    reportFee: cents(row.reportFee),
    reportFrequency: row.reportFrequency,
    reportFeePerYear: cents(reportFeePerYear),
    reportDueInFirstYear: row.reportDueInFirstYear,
    annualTax: cents(row.annualTax),
    annualTaxInFirstYear: row.annualTaxInFirstYear,
    firstYearTotal: cents(firstYearTotal),
    recurringYearlyTotal: cents(reportFeePerYear + row.annualTax),
    firstDue: es ? row.es.firstDue : row.firstDue,
    notes: es ? row.es.notes : row.notes,
    sources: row.sources.map((s) => (es ? { ...s, title: sourceTitleEs(s.title) } : { ...s })),
    confidence: row.confidence,
    lastChecked: row.lastChecked,
  };
}

const usd = (n: number) => `$${numberFormat('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 }).format(n)}`;
const usdEs = (n: number) => formatMoney(n, 'USD', 'es', Number.isInteger(n));

/** The named terms of one state's totals, in order, in the words of `locale`. */
export function stateBreakdown(c: StateCost, locale: Locale = 'en'): BreakdownItem[] {
  return locale === 'es' ? breakdownEs(c) : breakdownEn(c);
}

function breakdownEn(c: StateCost): BreakdownItem[] {
  const interval = reportIntervalYears(c.reportFrequency);
  const reportLabel =
    interval === 0
      ? 'Periodic report per year: none'
      : interval === 1
        ? `Report fee per year: ${usd(c.reportFee)} every year`
        : `Report fee per year: ${usd(c.reportFee)} every ${interval} years ÷ ${interval}`;
  return [
    { item: 'formationFee', label: `Formation fee (${c.name}${c.formationFiledBy === 'paper' ? ', filed on paper' : ''})`, amount: c.formationFee },
    ...publicationItems(c, 'en'),
    {
      item: 'firstYearReportFee',
      label: c.reportDueInFirstYear
        ? `First report, due before the first anniversary: ${usd(c.reportFee)}`
        : c.reportFrequency === 'none'
          ? 'First report: none (no periodic report)'
          : 'First report: not due in the first year',
      amount: c.reportDueInFirstYear ? c.reportFee : 0,
    },
    {
      item: 'firstYearAnnualTax',
      label:
        c.annualTax === 0
          ? 'Annual tax for the first year: none'
          : c.annualTaxInFirstYear
            ? `Annual tax for the first year: ${usd(c.annualTax)}`
            : `Annual tax for the first year: paid inside the formation fee`,
      amount: c.annualTaxInFirstYear ? c.annualTax : 0,
    },
    { item: 'firstYearTotal', label: 'First-year total', amount: c.firstYearTotal },
    { item: 'reportFeePerYear', label: reportLabel, amount: c.reportFeePerYear },
    { item: 'annualTax', label: c.annualTax === 0 ? 'Annual tax: none' : `Annual tax: ${usd(c.annualTax)}`, amount: c.annualTax },
    { item: 'recurringYearlyTotal', label: 'Recurring yearly total (from the second year)', amount: c.recurringYearlyTotal },
  ];
}

function breakdownEs(c: StateCost): BreakdownItem[] {
  const interval = reportIntervalYears(c.reportFrequency);
  const reportLabel =
    interval === 0
      ? 'Informe periódico al año: ninguno'
      : interval === 1
        ? `Tasa del informe al año: ${usdEs(c.reportFee)} cada año`
        : `Tasa del informe al año: ${usdEs(c.reportFee)} cada ${interval} años ÷ ${interval}`;
  return [
    { item: 'formationFee', label: `Tasa de constitución (${c.name}${c.formationFiledBy === 'paper' ? ', presentada en papel' : ''})`, amount: c.formationFee },
    ...publicationItems(c, 'es'),
    {
      item: 'firstYearReportFee',
      label: c.reportDueInFirstYear
        ? `Primer informe, que vence antes del primer aniversario: ${usdEs(c.reportFee)}`
        : c.reportFrequency === 'none'
          ? 'Primer informe: ninguno (no hay informe periódico)'
          : 'Primer informe: no vence en el primer año',
      amount: c.reportDueInFirstYear ? c.reportFee : 0,
    },
    {
      item: 'firstYearAnnualTax',
      label:
        c.annualTax === 0
          ? 'Impuesto anual del primer año: ninguno'
          : c.annualTaxInFirstYear
            ? `Impuesto anual del primer año: ${usdEs(c.annualTax)}`
            : 'Impuesto anual del primer año: incluido en la tasa de constitución',
      amount: c.annualTaxInFirstYear ? c.annualTax : 0,
    },
    { item: 'firstYearTotal', label: 'Total del primer año', amount: c.firstYearTotal },
    { item: 'reportFeePerYear', label: reportLabel, amount: c.reportFeePerYear },
    { item: 'annualTax', label: c.annualTax === 0 ? 'Impuesto anual: ninguno' : `Impuesto anual: ${usdEs(c.annualTax)}`, amount: c.annualTax },
    { item: 'recurringYearlyTotal', label: 'Total anual recurrente (desde el segundo año)', amount: c.recurringYearlyTotal },
  ];
}

/**
 * The publication line of a state that requires newspaper publication: the state fee to file the proof (New York's $50
 * certificate of publication), counted in the first year. What the newspapers charge has no official figure: it is
 * named in the warnings, not priced.
 */
function publicationItems(c: StateCost, locale: Locale): BreakdownItem[] {
  if (c.publication === 'none') return [];
  const es = locale === 'es';
  const label =
    c.publicationFilingFee > 0
      ? es
        ? `Presentación de la prueba de publicación en periódicos: ${usdEs(c.publicationFilingFee)} (lo que cobran los periódicos no se incluye)`
        : `Filing the proof of newspaper publication: ${usd(c.publicationFilingFee)} (the newspapers' charges are not included)`
      : es
        ? 'Publicación en periódicos: sin tasa estatal conocida (lo que cobran los periódicos no se incluye)'
        : "Newspaper publication: no known state fee (the newspapers' charges are not included)";
  return [{ item: 'publicationFilingFee', label, amount: c.publicationFilingFee }];
}

/** The warning of a state whose formation must be published: what is and is not in the totals, and why. */
export function publicationWarning(c: StateCost, locale: Locale = 'en'): string | undefined {
  if (c.publication === 'none') return undefined;
  const es = locale === 'es';
  const where =
    c.publication === 'some-counties'
      ? es
        ? ' (en los condados donde se exige)'
        : ' (in the counties that require it)'
      : '';
  if (es) {
    return (
      `${c.name}: la constitución debe publicarse en periódicos${where}. Lo que cobran los periódicos no está en los totales: ` +
      'cada periódico fija su tarifa, varía según el condado y ninguna fuente oficial da una cifra; pide presupuesto a los periódicos ' +
      `que correspondan.${c.publicationFilingFee > 0 ? ` La tasa estatal de ${usdEs(c.publicationFilingFee)} por presentar la prueba de la publicación sí está incluida en el primer año.` : ''}`
    );
  }
  return (
    `${c.name}: the formation must be published in newspapers${where}. The newspapers' charges are not in the totals: each ` +
    'newspaper sets its own rate, it varies by county and no official source gives a figure; ask the newspapers for a quote.' +
    (c.publicationFilingFee > 0 ? ` The state's ${usd(c.publicationFilingFee)} fee to file the proof of publication is included in the first year.` : '')
  );
}

export interface Extreme {
  states: string[];
  amount: number;
}

/** The lowest or highest value of a total, with every state that reaches it (ties listed in code order). */
export function extreme(costs: readonly StateCost[], key: 'firstYearTotal' | 'recurringYearlyTotal', which: 'min' | 'max'): Extreme {
  const values = costs.map((c) => c[key]);
  const amount = which === 'min' ? Math.min(...values) : Math.max(...values);
  return { states: costs.filter((c) => c[key] === amount).map((c) => c.state), amount };
}

/** The rules echo: the fee table stands until a state changes a fee, so nothing in it is ever carried forward. */
export function rulesFor(rows: readonly { sources: readonly { title: string; url: string }[] }[], appliedOn: string) {
  const sources = [...new Map(rows.flatMap((r) => r.sources).map((s) => [s.url, { ...s }])).values()];
  return [
    { id: LLC_FEES_DATASET_ID, name: LLC_FEES_DATASET_NAME, effective: LLC_FEES_EFFECTIVE, appliedOn, carriedForward: [], lastChecked: LLC_FEES_LAST_CHECKED, sources },
  ];
}

export const ALL_COSTS: readonly StateCost[] = llcStateFees.map((r) => stateCost(r));
