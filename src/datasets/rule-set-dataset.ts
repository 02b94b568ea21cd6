import { formatDay } from '../core/display.js';
import type { RuleSet, RuleValue } from '../rules/rule-set.js';
import type { Dataset } from './dataset.js';
import { confidenceLabel, formatRuleValue } from './dataset-format.js';

/**
 * A calculator's rule set as a published dataset: one table row per figure and version, the whole set as JSON. The
 * Spanish table uses each figure's `labelEs` (the English label only where a rule set has not given one yet).
 */
export function ruleSetDataset(set: RuleSet): Dataset {
  return {
    slug: set.id,
    name: set.name,
    ...(set.shortName ? { shortName: set.shortName } : {}),
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
          formatDay(version.effective, locale),
          locale === 'es' ? v.labelEs ?? v.label : v.label,
          v.carriedFrom === undefined
            ? formatRuleValue(v.value, v.unit, locale)
            : locale === 'es'
              ? `${formatRuleValue(v.value, v.unit, locale)} (aún sin publicar: se mantiene la del ${formatDay(v.carriedFrom, locale)})`
              : `${formatRuleValue(v.value, v.unit, locale)} (not published yet: the ${formatDay(v.carriedFrom, locale)} figure, carried forward)`,
          new URL(v.source).hostname,
          confidenceLabel(v.confidence, locale),
        ]),
      ),
    }),
  };
}
