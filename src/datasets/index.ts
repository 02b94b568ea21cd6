import { currencyMinorUnits } from './currency-minor-units.dataset.js';
import type { Dataset } from './dataset.js';
import { ecbReferenceRates } from './ecb-reference-rates.dataset.js';
import { timeZoneAbbreviations } from './time-zone-abbreviations.dataset.js';
import { ruleSets } from '../rules/index.js';
import { llcStateFeesDataset } from '../rules/us/llc-state-fees.js';
import { ruleSetDataset } from './rule-set-dataset.js';

/**
 * Every dataset the service publishes, in catalog order: the calculators' rule sets first (src/rules/index.ts), so the
 * figures a calculator uses are always published with their sources and the date they were checked, then the data
 * behind the utilities.
 */
export const datasets: readonly Dataset[] = [...ruleSets.map(ruleSetDataset), llcStateFeesDataset, ecbReferenceRates, currencyMinorUnits, timeZoneAbbreviations];
