import type { Localized } from '../core/locale.js';

/**
 * The names of the datasets a result's `rules` name, by id, in both languages: the page links each rule set a result
 * used to its dataset page under the name of the page's language, and the API's `rules[].name` is English only.
 * Rule sets enter it as they are defined (defineRuleSet), so a page's module in the browser knows exactly the sets
 * its operation imports and the server knows them all; a dataset that is not a rule set (the LLC state fees) names
 * itself here where it is defined.
 */
const names = new Map<string, Localized>();

export function nameDataset(id: string, name: Localized): void {
  names.set(id, name);
}

export function datasetName(id: string): Localized | undefined {
  return names.get(id);
}
