import { currencyMinorUnits } from './currency-minor-units.dataset.js';
import type { Dataset } from './dataset.js';
import { ecbReferenceRates } from './ecb-reference-rates.dataset.js';
import { timeZoneAbbreviations } from './time-zone-abbreviations.dataset.js';

/**
 * Every dataset the service publishes, in catalog order. The calculators' rule files are added here as they arrive,
 * so the figures a calculator uses are always published with their sources and the date they were checked.
 */
export const datasets: readonly Dataset[] = [ecbReferenceRates, currencyMinorUnits, timeZoneAbbreviations];
