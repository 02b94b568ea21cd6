// The cost index of one issue: its components scored and weighted into a reading, the rules behind it, its assumptions.
import { formatNumber } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import {
  ruleVersionAt,
  rulesUsed,
  type Confidence,
  type RuleSet,
  type RulesUsed,
  type RuleSource,
  type RuleValue,
  type RuleVersion,
} from '../../rules/rule-set.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { costIndexLeftOut, costIndexMethod, type CostIndexComponentId, type CostIndexComponentMethod } from '../../rules/us/us-freelance-cost-index-method.js';
import { monthEnd, monthEs, usFreelanceCostIndex, type CostIndexIssueRow } from '../../rules/us/us-freelance-cost-index.rules.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { asOfAndWhat, noteOf, sourceOf, valueEs } from './cost-index-figures.js';
import { readingTenths, scoreHundredths, weightHundredths } from './cost-index-scoring.js';

// What other modules import from here, wherever it now lives.
export { importedNoteEs, valueEs } from './cost-index-figures.js';
export { addMonths, FIRST_ISSUE, freshUntil, publishedRows, resolveIssue, STALE_AFTER_MONTHS, staleLatestWarning } from './cost-index-issues.js';
export { readingTenths, scoreHundredths } from './cost-index-scoring.js';

/** Keys of the dataset's values, per component. */
const DATASET_KEY: Record<CostIndexComponentId, string> = {
  consumerPrices: 'consumerPricesPct',
  borrowingCosts: 'fedFundsTargetUpperPct',
  irsUnderpaymentRate: 'irsUnderpaymentRatePct',
  vehicleMileageRate: 'irsBusinessMileageRateUsd',
  socialSecurityWageBase: 'socialSecurityWageBaseUsd',
};

export interface Component {
  id: CostIndexComponentId;
  name: string;
  value: number;
  unit: CostIndexComponentMethod['unit'];
  periodicity: CostIndexComponentMethod['periodicity'];
  asOf: string;
  carriedForward: boolean;
  carriedForwardFrom: string | null;
  floor: number;
  ceiling: number;
  score: number;
  weight: number;
  contribution: number;
  source: RuleSource;
  confidence: Confidence;
  note: string;
}

export interface DatedValue {
  component: CostIndexComponentId;
  date: string;
  value: number;
  unit: CostIndexComponentMethod['unit'];
  what: string;
  sourceUrl: string;
}

export interface IssueResult {
  issue: string;
  published: string;
  reading: number;
  weightedSum: number;
  components: Component[];
  computedFrom: DatedValue[];
  warnings: string[];
  rules: RulesUsed[];
}

/** rulesUsed narrowed to the sources of the one figure the index reads from an imported rule set. */
function rulesUsedForFigure<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, key: K, appliedOn: string): RulesUsed {
  const url = version.values[key].source;
  const used = rulesUsed(set, version, appliedOn);
  return { ...used, sources: used.sources.filter((s) => s.url === url) };
}

/** Scores one issue's components and its reading; the texts are in `locale` (English for the API). */
export function computeIssue(row: CostIndexIssueRow, locale: Locale = 'en'): IssueResult {
  const es = locale === 'es';
  const at = monthEnd(row.issue);
  const version = ruleVersionAt(usFreelanceCostIndex, `${row.issue}-01`);
  const values = version.values as Readonly<Record<string, RuleValue>>;
  const components: Component[] = [];
  const computedFrom: DatedValue[] = [];
  const warnings: string[] = [];
  for (const method of costIndexMethod) {
    const figure = values[DATASET_KEY[method.id]]!;
    const hundredths = scoreHundredths(figure.value, method.floor, method.ceiling);
    const { asOf, date, what } = asOfAndWhat(method.id, row, at, locale);
    const carriedForward = method.id === 'consumerPrices' && row.consumerPrices.observed !== row.issue;
    components.push({
      id: method.id,
      name: method.name[locale],
      value: figure.value,
      unit: method.unit,
      periodicity: method.periodicity,
      asOf,
      carriedForward,
      carriedForwardFrom: carriedForward ? row.consumerPrices.observed : null,
      floor: method.floor,
      ceiling: method.ceiling,
      score: hundredths / 100,
      weight: method.weight,
      contribution: (weightHundredths(method.weight) * hundredths) / 10_000,
      source: sourceOf(figure.source, locale),
      confidence: figure.confidence,
      note: noteOf(method.id, row, at, figure, locale),
    });
    computedFrom.push({ component: method.id, date, value: figure.value, unit: method.unit, what, sourceUrl: figure.source });
    if (carriedForward) {
      warnings.push(
        es
          ? `${method.id}: el valor de ${monthEs(row.issue)} se arrastra de ${monthEs(row.consumerPrices.observed)}, porque el BLS no recogió datos de octubre de 2025 y no publicó cifra de ${monthEs(row.issue)}.`
          : `${method.id}: the ${row.issue} value is carried forward from ${row.consumerPrices.observed}, because BLS collected no October 2025 data and published no figure for ${row.issue}.`,
      );
    }
    if (figure.confidence === 'medium-low') {
      warnings.push(
        es
          ? `${method.id}: el valor de ${monthEs(row.issue)} (${valueEs(figure.value, method.unit)}) solo lo confirman fuentes secundarias, no un texto oficial leído (confianza media-baja; véase su nota).`
          : `${method.id}: the ${row.issue} value (${figure.value} ${method.unit === 'percent' ? '%' : method.unit}) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).`,
      );
    }
  }
  const { tenThousandths, tenths } = readingTenths(
    components.map((c) => ({ weight: c.weight, scoreHundredths: Math.round(c.score * 100) })),
  );
  const rules = [
    rulesUsed(usFreelanceCostIndex, version, `${row.issue}-01`),
    rulesUsedForFigure(irsUnderpaymentInterestRates, ruleVersionAt(irsUnderpaymentInterestRates, at), 'underpaymentRatePct', at),
    rulesUsedForFigure(usEmployerPayrollTaxes, ruleVersionAt(usEmployerPayrollTaxes, at), 'socialSecurityWageBase', at),
  ];
  return {
    issue: row.issue,
    published: row.published,
    reading: tenths / 10,
    weightedSum: tenThousandths / 10_000,
    components,
    computedFrom,
    warnings,
    rules,
  };
}

/** Assumptions shared by every result, in `locale`. */
export function assumptions(locale: Locale = 'en'): string[] {
  if (locale === 'es') {
    return [
      'La lectura es Σ ponderación × puntuación de los componentes, redondeada a un decimal (la mitad hacia arriba); cada puntuación es 10 × (valor − suelo) ÷ (techo − suelo), limitada a 0–10 y redondeada a dos decimales (la mitad hacia arriba). La lectura usa las puntuaciones redondeadas que se muestran.',
      'Los suelos, techos y ponderaciones son decisiones metodológicas nuestras, no datos de una fuente: ' +
        costIndexMethod
          .map((m) => `${m.id} ${formatNumber(m.floor, 'es')}–${valueEs(m.ceiling, m.unit)}, ponderación ${formatNumber(m.weight, 'es')}`)
          .join('; ') +
        '. La guía us-freelance-cost-index-methodology explica cada una.',
      'Cada valor es la cifra oficial vigente o publicada para el mes del número: la variación a 12 meses del IPC-U de ese mes (mensual); el límite superior de la banda objetivo de los fondos federales vigente su último día; el tipo de interés de demora del IRS de su trimestre; la tarifa por milla del IRS y la base máxima de la Seguridad Social de su año (las cifras anuales se aplican a todos los meses de su año).',
      'Un mes sin IPC publicado (octubre de 2025: el BLS no recogió datos) arrastra el último valor publicado anterior y lo señala (carriedForward, carriedForwardFrom).',
      'Cada número se publica el día en que el BLS difunde el IPC de su mes; el conjunto de datos recoge las publicaciones que se han podido verificar, así que los meses posteriores se rechazan hasta que se añadan.',
      'El índice mide la presión de costes sobre un negocio de autónomo en EE. UU. con escalas fijas; no es una previsión, ni un nivel de precios, ni una estimación de costes personal.',
      ...costIndexLeftOut.map((text) => text.es),
    ];
  }
  return [
    'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
    'Floors, ceilings and weights are methodology choices of ours, not facts from a source: ' +
      costIndexMethod.map((m) => `${m.id} ${m.floor}–${m.ceiling} ${m.unit}, weight ${m.weight}`).join('; ') +
      '. The guide us-freelance-cost-index-methodology explains each one.',
    'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
    'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
    'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
    'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
    ...costIndexLeftOut.map((text) => text.en),
  ];
}

/** The rules a list echoes: each rule set with the first version used and the sources of the figures the issues use. */
export function listRules(rows: readonly CostIndexIssueRow[]): RulesUsed[] {
  const perIssue = rows.map((row) => computeIssue(row).rules);
  return perIssue[0]!.map((firstUsed, i) => {
    const urls = new Set(perIssue.flatMap((rules) => rules[i]!.sources.map((s) => s.url)));
    const set = [usFreelanceCostIndex, irsUnderpaymentInterestRates, usEmployerPayrollTaxes][i]!;
    return { ...firstUsed, sources: set.sources.filter((s) => urls.has(s.url)).map((s) => ({ ...s })) };
  });
}
