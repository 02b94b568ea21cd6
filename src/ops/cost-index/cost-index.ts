import { InputError } from '../../core/errors.js';
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
import { costIndexIssueRows, monthEnd, usFreelanceCostIndex, type CostIndexIssueRow } from '../../rules/us/us-freelance-cost-index.rules.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';

/** Keys of the dataset's values, per component. */
const DATASET_KEY: Record<CostIndexComponentId, string> = {
  consumerPrices: 'consumerPricesPct',
  borrowingCosts: 'fedFundsTargetUpperPct',
  irsUnderpaymentRate: 'irsUnderpaymentRatePct',
  vehicleMileageRate: 'irsBusinessMileageRateUsd',
  socialSecurityWageBase: 'socialSecurityWageBaseUsd',
};

export const FIRST_ISSUE = costIndexIssueRows[0]!.issue;

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

/** Hundredths of a value with at most 6 decimals, as an exact integer (0.725 → 72.5 is kept as 72500 millionths first). */
function micros(value: number): number {
  return Math.round(value * 1_000_000);
}

/**
 * Score in hundredths of a point (0–1000): 0 at or below the floor, 1000 at or above the ceiling, else
 * 1000 × (v − floor) ÷ (ceiling − floor) rounded half up, in integer arithmetic so a tie never depends on binary noise.
 */
export function scoreHundredths(value: number, floor: number, ceiling: number): number {
  const v = micros(value);
  const f = micros(floor);
  const c = micros(ceiling);
  if (v <= f) return 0;
  if (v >= c) return 1000;
  const num = (v - f) * 1000;
  const den = c - f;
  return Math.floor((2 * num + den) / (2 * den));
}

/** Weight in hundredths (0.25 → 25). */
function weightHundredths(weight: number): number {
  return Math.round(weight * 100);
}

/** Reading in tenths from Σ weight(hundredths) × score(hundredths), rounded half up. */
export function readingTenths(terms: readonly { weight: number; scoreHundredths: number }[]): { tenThousandths: number; tenths: number } {
  const tenThousandths = terms.reduce((sum, t) => sum + weightHundredths(t.weight) * t.scoreHundredths, 0);
  return { tenThousandths, tenths: Math.floor((tenThousandths + 500) / 1000) };
}

/** rulesUsed narrowed to the sources of the one figure the index reads from an imported rule set. */
function rulesUsedForFigure<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, key: K): RulesUsed {
  const url = version.values[key].source;
  const used = rulesUsed(set, version);
  return { ...used, sources: used.sources.filter((s) => s.url === url) };
}

function sourceOf(url: string): RuleSource {
  const found = usFreelanceCostIndex.sources.find((s) => s.url === url);
  return found ? { ...found } : { title: url, url };
}

function asOfAndWhat(id: CostIndexComponentId, row: CostIndexIssueRow, at: string): { asOf: string; date: string; what: string } {
  switch (id) {
    case 'consumerPrices':
      return {
        asOf: row.consumerPrices.observed,
        date: row.consumerPrices.observed,
        what:
          row.consumerPrices.observed === row.issue
            ? `CPI-U all items, 12-month change for ${row.issue} (BLS)`
            : `CPI-U all items, 12-month change for ${row.consumerPrices.observed}, carried forward to ${row.issue}: BLS published no figure for ${row.issue}`,
      };
    case 'borrowingCosts':
      return {
        asOf: at,
        date: row.borrowingCosts.decidedOn,
        what: `Federal funds target range upper limit in force on ${at}, set or kept by the FOMC decision of ${row.borrowingCosts.decidedOn}`,
      };
    case 'irsUnderpaymentRate': {
      const effective = ruleVersionAt(irsUnderpaymentInterestRates, at).effective;
      return { asOf: effective, date: effective, what: `IRS underpayment rate for individuals for the quarter beginning ${effective}` };
    }
    case 'vehicleMileageRate':
      return {
        asOf: row.vehicleMileageRate.effective,
        date: row.vehicleMileageRate.effective,
        what: `IRS standard mileage rate for business use from ${row.vehicleMileageRate.effective}`,
      };
    case 'socialSecurityWageBase': {
      const effective = ruleVersionAt(usEmployerPayrollTaxes, at).effective;
      return { asOf: effective, date: effective, what: `Social Security contribution and benefit base for ${effective.slice(0, 4)}` };
    }
  }
}

/** Scores one issue's components and its reading. */
export function computeIssue(row: CostIndexIssueRow): IssueResult {
  const at = monthEnd(row.issue);
  const version = ruleVersionAt(usFreelanceCostIndex, `${row.issue}-01`);
  const values = version.values as Readonly<Record<string, RuleValue>>;
  const components: Component[] = [];
  const computedFrom: DatedValue[] = [];
  const warnings: string[] = [];
  for (const method of costIndexMethod) {
    const figure = values[DATASET_KEY[method.id]]!;
    const hundredths = scoreHundredths(figure.value, method.floor, method.ceiling);
    const { asOf, date, what } = asOfAndWhat(method.id, row, at);
    const carriedForward = method.id === 'consumerPrices' && row.consumerPrices.observed !== row.issue;
    components.push({
      id: method.id,
      name: method.name.en,
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
      source: sourceOf(figure.source),
      confidence: figure.confidence,
      note: figure.note ?? '',
    });
    computedFrom.push({ component: method.id, date, value: figure.value, unit: method.unit, what, sourceUrl: figure.source });
    if (carriedForward) {
      warnings.push(
        `${method.id}: the ${row.issue} value is carried forward from ${row.consumerPrices.observed}, because BLS collected no October 2025 data and published no figure for ${row.issue}.`,
      );
    }
    if (figure.confidence === 'medium-low') {
      warnings.push(
        `${method.id}: the ${row.issue} value (${figure.value} ${method.unit === 'percent' ? '%' : method.unit}) is confirmed only by secondary sources, not by an official text that was read (confidence medium-low; see its note).`,
      );
    }
  }
  const { tenThousandths, tenths } = readingTenths(
    components.map((c) => ({ weight: c.weight, scoreHundredths: Math.round(c.score * 100) })),
  );
  const rules = [
    rulesUsed(usFreelanceCostIndex, version),
    rulesUsedForFigure(irsUnderpaymentInterestRates, ruleVersionAt(irsUnderpaymentInterestRates, at), 'underpaymentRatePct'),
    rulesUsedForFigure(usEmployerPayrollTaxes, ruleVersionAt(usEmployerPayrollTaxes, at), 'socialSecurityWageBase'),
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

/** Every issue published on or before `today` (YYYY-MM-DD), oldest first. */
export function publishedRows(today: string): CostIndexIssueRow[] {
  return costIndexIssueRows.filter((row) => row.published <= today);
}

/** The issue asked for, or the latest published one; every refusal names the latest available issue. */
export function resolveIssue(requested: string | undefined, today: string): CostIndexIssueRow {
  const published = publishedRows(today);
  const latest = published.at(-1);
  const latestText = latest ? `the latest published issue is ${latest.issue}` : `no issue is published yet (the first, ${FIRST_ISSUE}, appears on ${costIndexIssueRows[0]!.published})`;
  if (requested === undefined) {
    if (!latest) throw new InputError(`issue: ${latestText}`);
    return latest;
  }
  if (requested < FIRST_ISSUE) throw new InputError(`issue: the index starts with issue ${FIRST_ISSUE}, got ${requested}; ${latestText}`);
  if (requested > today.slice(0, 7)) throw new InputError(`issue: ${requested} is in the future (today is ${today}); ${latestText}`);
  const row = published.find((r) => r.issue === requested);
  if (!row) {
    throw new InputError(
      `issue: ${requested} is not published: an issue appears once the BLS consumer price index for its month is out and verified; ${latestText}`,
    );
  }
  return row;
}

/** Assumptions shared by every result. */
export function assumptions(): string[] {
  return [
    'The reading is Σ weight × score over the components, rounded to one decimal (half up); each score is 10 × (value − floor) ÷ (ceiling − floor), clamped to 0–10 and rounded to two decimals (half up). The reading uses the rounded scores shown.',
    'Floors, ceilings and weights are methodology choices of ours, not facts from a source: ' +
      costIndexMethod.map((m) => `${m.id} ${m.floor}–${m.ceiling} ${m.unit}, weight ${m.weight}`).join('; ') +
      '. The guide us-freelance-cost-index-methodology explains each one.',
    'Each value is the official figure in force or published for the issue month: the CPI-U 12-month change for that month (monthly); the federal funds target range upper limit in force on its last day; the IRS underpayment rate of its quarter; the IRS mileage rate and the Social Security wage base of its year (annual figures apply to every month of their year).',
    'A month with no published CPI (October 2025: BLS collected no data) carries the latest earlier published value forward and flags it (carriedForward, carriedForwardFrom).',
    'An issue is published on the day BLS releases its month\'s CPI; the dataset holds the releases that could be verified, so later months are refused until they are added.',
    'The index measures cost pressure on a US freelance business on fixed scales; it is not a forecast, a price level or a personal cost estimate.',
    ...costIndexLeftOut,
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
