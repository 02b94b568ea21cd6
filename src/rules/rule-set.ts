import { InputError } from '../core/errors.js';
import type { Localized } from '../core/locale.js';
import type { Jurisdiction } from '../core/operation.js';

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
  description: Localized;
  /** YYYY-MM-DD the figures were last compared with their sources. */
  lastChecked: string;
  sources: readonly RuleSource[];
  versions: readonly RuleVersion<K>[];
}

export function defineRuleSet<K extends string>(set: RuleSet<K>): RuleSet<K> {
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

/** What a result echoes about the rules it used: which set, which version, and the sources of that version's figures. */
export interface RulesUsed {
  id: string;
  name: string;
  effective: string;
  lastChecked: string;
  sources: RuleSource[];
}

export function rulesUsed<K extends string>(set: RuleSet<K>, version: RuleVersion<K>): RulesUsed {
  const cited = new Set(Object.values<RuleValue>(version.values).map((v) => v.source));
  return {
    id: set.id,
    name: set.name.en,
    effective: version.effective,
    lastChecked: set.lastChecked,
    sources: set.sources.filter((s) => cited.has(s.url)).map((s) => ({ ...s })),
  };
}
