import type { RuleSet } from './rule-set.js';

/**
 * Every calculator rule set, in catalog order. Each is published by list-datasets at /datasets/<id> and validated by
 * rule-sets.test.ts (dates, ascending versions, a source for every figure). Adding one = its file + one line here.
 */
export const ruleSets: readonly RuleSet[] = [];
