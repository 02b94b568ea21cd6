import { InputError } from '../core/errors.js';
import type { Locale, Localized } from '../core/locale.js';
import type { Jurisdiction } from '../core/operation.js';
import { nameDataset } from './dataset-names.js';

export interface RuleSource {
  title: string;
  url: string;
}

/** How sure we are of a figure: high = an official text read; medium / medium-low = published conventions (lenders, brokers). */
export type Confidence = 'high' | 'medium' | 'medium-low';

/** One figure of a rule set: its value, what it is, and the source (a URL among the set's sources) that states it. */
export interface RuleValue {
  value: number;
  /** 'percent' values are written as published (6.2 means 6.2 %). */
  unit: 'USD' | 'EUR' | 'GBP' | 'percent' | 'ratio' | 'years' | 'months' | 'days';
  label: string;
  /** The Spanish of `label` (natural Spanish as used in Spain), shown on the /es/ dataset pages. */
  labelEs?: string;
  source: string;
  confidence: Confidence;
  note?: string;
  /**
   * YYYY-MM-DD: this version's figure for its period is not published yet, so the value is the one in force from that
   * date, carried forward (statutory figures of the same version are published). A result using the version says so.
   */
  carriedFrom?: string;
}

export interface RuleVersion<K extends string> {
  /** YYYY-MM-DD from which these values apply. */
  effective: string;
  values: Readonly<Record<K, RuleValue>>;
}

/**
 * Dated, sourced figures a calculator uses ("rules are data"). Versions are in ascending `effective` order; the
 * calculator asks for the version in force on its calculation date and never carries a rate of its own.
 * Every rule set is published by list-datasets (`/datasets/<id>`).
 */
export interface RuleSet<K extends string = string> {
  /** kebab-case; the dataset slug. */
  id: string;
  jurisdiction: Jurisdiction;
  name: Localized;
  /** The dataset page's `<title>` in a language whose name is longer than 65 characters. */
  shortName?: Partial<Localized>;
  description: Localized;
  /** YYYY-MM-DD the figures were last compared with their sources. */
  lastChecked: string;
  /**
   * The last day the published figures cover, for figures set for a period (a tax year, a quarter, a benefit year):
   * a date after it is served by the latest version carried forward, and the result warns, naming the rule set. null
   * for figures that stand until a law or the source changes them (fees, statutory schedules, lenders' conventions).
   */
  publishedThrough: string | null;
  sources: readonly RuleSource[];
  versions: readonly RuleVersion<K>[];
}

/** A rule set, and its name in the table of dataset names the pages read (src/rules/dataset-names.ts). */
export function defineRuleSet<K extends string>(set: RuleSet<K>): RuleSet<K> {
  nameDataset(set.id, set.name);
  return set;
}

/** The version in force on `date` (the latest whose effective date is not after it); a date before every version is a 400. */
export function ruleVersionAt<K extends string>(set: RuleSet<K>, date: string): RuleVersion<K> {
  let found: RuleVersion<K> | undefined;
  for (const version of set.versions) if (version.effective <= date) found = version;
  if (!found) {
    throw new InputError(
      `no ${set.id} rules are in force on ${date}: the earliest apply from ${set.versions[0]?.effective ?? '(none)'}`,
      `no hay normas ${set.id} vigentes el ${date}: las primeras se aplican desde el ${set.versions[0]?.effective ?? '(ninguna)'}`,
    );
  }
  return found;
}

/**
 * What a result echoes about the rules it used: which set, which version, the date it was applied for, which of its
 * figures are carried forward from an earlier period, and the sources of that version's figures.
 */
export interface RulesUsed {
  id: string;
  name: string;
  effective: string;
  appliedOn: string;
  carriedForward: string[];
  lastChecked: string;
  sources: RuleSource[];
}

/** Whether `date` lies past what the set's published figures cover, so its latest version is carried forward whole. */
function pastPublication<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, date: string): boolean {
  return set.publishedThrough !== null && date > set.publishedThrough && version === set.versions.at(-1);
}

/** Keys of the figures of `version` that are not published for `date`: all of them past `publishedThrough`. */
function carriedKeys<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, date: string): K[] {
  const keys = Object.keys(version.values) as K[];
  if (pastPublication(set, version, date)) return keys;
  return keys.filter((key) => version.values[key].carriedFrom !== undefined);
}

export function rulesUsed<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, appliedOn: string): RulesUsed {
  const cited = new Set(Object.values<RuleValue>(version.values).map((v) => v.source));
  return {
    id: set.id,
    name: set.name.en,
    effective: version.effective,
    appliedOn,
    carriedForward: carriedKeys(set, version, appliedOn).map((key) => version.values[key].label),
    lastChecked: set.lastChecked,
    sources: set.sources.filter((s) => cited.has(s.url)).map((s) => ({ ...s })),
  };
}

/** A few figures by name; more as a count, with where they are listed (the result's rules and the dataset page). */
function listed(labels: readonly string[], setId: string, locale: Locale): string {
  if (labels.length <= 6) return labels.join('; ');
  return locale === 'es'
    ? `${labels.length} cifras (las enumera carriedForward en las reglas de este resultado y la página /es/datasets/${setId})`
    : `${labels.length} figures (listed under carriedForward in this result's rules and on /datasets/${setId})`;
}

/** The warning a result carries when it uses figures not published for its date; undefined when all are published. */
export function carriedForwardWarning<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, appliedOn: string, locale: Locale = 'en'): string | undefined {
  const keys = carriedKeys(set, version, appliedOn);
  if (keys.length === 0) return undefined;
  const whole = pastPublication(set, version, appliedOn);
  if (locale === 'es') {
    return whole
      ? `Las cifras de «${set.name.es}» vigentes el ${appliedOn} aún no se han publicado (última comprobación: ${set.lastChecked}): ` +
          `este resultado mantiene las vigentes desde el ${version.effective} y cambiará cuando se publiquen.`
      : `Aún no se han publicado para el ${appliedOn} y se mantienen las anteriores (${set.name.es}, última comprobación: ${set.lastChecked}): ` +
          `${listed(keys.map((key) => version.values[key].labelEs ?? version.values[key].label), set.id, 'es')}.`;
  }
  return whole
    ? `The figures of "${set.name.en}" in force on ${appliedOn} are not published yet (last checked ${set.lastChecked}): ` +
        `this result carries forward those in force from ${version.effective}, and will change when they are published.`
    : `Not published yet for ${appliedOn}, so carried forward from the previous period (${set.name.en}, last checked ${set.lastChecked}): ` +
        `${listed(keys.map((key) => version.values[key].label), set.id, 'en')}.`;
}

/**
 * The rules one result applies: `at` looks a set up for a date and records it, so the result echoes every set it used
 * (`used`) and warns of every figure carried forward past its publication (`warnings`). Calculators use this rather
 * than pairing ruleVersionAt with rulesUsed by hand.
 */
export class RulesApplied {
  readonly #locale: Locale;
  readonly #used: RulesUsed[] = [];
  readonly #warnings: string[] = [];
  readonly #seen = new Set<string>();

  constructor(locale: Locale = 'en') {
    this.#locale = locale;
  }

  /** The version of `set` in force on `date`, recorded for the result. */
  at<K extends string>(set: RuleSet<K>, date: string): RuleVersion<K> {
    const version = ruleVersionAt(set, date);
    this.record(set, version, date);
    return version;
  }

  /** Records a version looked up elsewhere (once per set, version and date). */
  record<K extends string>(set: RuleSet<K>, version: RuleVersion<K>, date: string): void {
    const key = `${set.id}|${version.effective}|${date}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    this.#used.push(rulesUsed(set, version, date));
    const warning = carriedForwardWarning(set, version, date, this.#locale);
    if (warning && !this.#warnings.includes(warning)) this.#warnings.push(warning);
  }

  get used(): RulesUsed[] {
    return [...this.#used];
  }

  get warnings(): string[] {
    return [...this.#warnings];
  }
}
