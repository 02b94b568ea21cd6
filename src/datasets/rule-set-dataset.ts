import type { RuleSet, RuleValue } from '../rules/rule-set.js';
import type { Dataset } from './dataset.js';

const UNIT_SUFFIX: Record<RuleValue['unit'], string> = {
  USD: ' USD', EUR: ' EUR', GBP: ' GBP', percent: ' %', ratio: '×', years: ' years', months: ' months', days: ' days',
};

/** A calculator's rule set as a published dataset: one table row per figure and version, the whole set as JSON. */
export function ruleSetDataset(set: RuleSet): Dataset {
  return {
    slug: set.id,
    name: set.name,
    description: set.description,
    lastChecked: set.lastChecked,
    sources: set.sources,
    data: () => set,
    table: (locale) => ({
      columns: locale === 'es'
        ? ['Desde', 'Concepto', 'Valor', 'Fuente', 'Confianza']
        : ['From', 'Figure', 'Value', 'Source', 'Confidence'],
      rows: set.versions.flatMap((version) =>
        Object.values<RuleValue>(version.values).map((v) => [
          version.effective,
          v.label,
          `${v.value.toLocaleString('en-US', { maximumFractionDigits: 6 })}${UNIT_SUFFIX[v.unit]}`,
          new URL(v.source).hostname,
          v.confidence,
        ]),
      ),
    }),
  };
}
