import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './us-social-security-estimate.examples.js';
import { MAX_YEARS_WORKED } from './us-social-security-estimate.js';
import page from './us-social-security-estimate.page.js';
import run from './us-social-security-estimate.run.js';

const GUIDE = '/guides/us-social-security-benefit-estimate';

export default defineOperation({
  ...run,
  ...page,
  title: 'US Social Security retirement benefit estimate',
  summary:
    'Estimates your Social Security retirement benefit from typical yearly earnings with SSA\'s method: earnings capped each year and indexed to the average wage index of the year you turn 60, AIME over the highest 35 years, the PIA from the bend points, the claiming-age adjustment from 62 to 70, and the 92.35 % factor for self-employment income.',
  agentDescription:
    'US Social Security retirement benefit by SSA’s method from typical yearly earnings and years worked: indexed, capped earnings, AIME, PIA from this year’s bend points, claiming-age adjustment.',
  description:
    'The Social Security Administration\'s method applied to a simplified earnings record, with the figures of the calendar ' +
    'year of the request (UTC): rule sets us-social-security-benefit-formula (bend points, 90/32/15 %, the 2-year indexing lag, ' +
    'the 40 elapsed years, 35 computation years, 92.35 %, full retirement age 67, claiming fractions), us-social-security-wage-' +
    'history (the national average wage index and the taxable maximum of each year) and us-employer-payroll-taxes (this year\'s ' +
    'taxable maximum). The estimate has you turn 62 in the year of the formula figures (the eligibility year, 2026 for a request ' +
    'in 2026). (1) Earnings: averageAnnualEarnings, or × 92.35 % when selfEmployed (net earnings from self-employment, IRC ' +
    '§1402(a)(12)), in today\'s dollars, taken as the same share of the national average wage (AWI) in every year of a career ' +
    'that fills the last min(yearsWorked, 40) of the 40 years from age 22 to 61. (2) Indexing, as SSA does it: SSA indexes to the ' +
    'AWI of the year you turn 60 (2024 for 2026), two years behind today\'s wages. No AWI of the two years since is in the rule ' +
    'sets, so average wages are assumed to have grown at the mean yearly rate of the latest 10 published years (2014–2024: ' +
    '4.1565 %); today\'s earnings are worth earnings ÷ (1 + that rate)² at the indexing year\'s wages, and the year at 61 counts at ' +
    'face value, earnings ÷ (1 + that rate). Each year is first capped at its own taxable maximum ($42,000 in 1986 … $176,100 in ' +
    '2025) and then multiplied by AWI(indexing year) ÷ AWI(that year), rounded to the cent. (3) AIME = the highest 35 indexed ' +
    'years ÷ 420, rounded down to the dollar (fewer years: the rest count as zeros). (4) PIA = 90 % of the AIME up to the first ' +
    'bend point + 32 % up to the second + 15 % above ($1,286 and $7,749 in 2026, $1,226 and $7,391 in 2025), rounded down to the ' +
    'dime; with earnings at the taxable maximum every year from 22 to 61 (yearsWorked 40) this is SSA\'s own maximum-earner ' +
    'example: AIME $14,358, PIA $4,216.90 for 2026. (5) Claiming age against full retirement age 67: each month early takes 5/9 ' +
    'of 1 % of the PIA for the first 36 months and 5/12 of 1 % beyond (62 = −30 %), the reduction rounded up to the dime; each ' +
    'month after 67 adds 2/3 of 1 % (70 = +24 %), the credit rounded down to the dime; none past 70. (6) Monthly benefit = PIA + ' +
    'adjustment, rounded down to the whole dollar; annual benefit = monthly × 12. Inputs: averageAnnualEarnings required (0 to ' +
    '1e12); yearsWorked a whole number 0–50, default 35; claimAge 62–70, default 67, in whole months written in years (62.5 = 62 ' +
    'years 6 months; decimals within 0.05 of a month are taken as that month, others are refused); selfEmployed default false. ' +
    'Fewer than 10 years of work (40 credits) gives no benefit: monthlyBenefit is then 0 and a warning says so. In 2027 and ' +
    'later, until the next bend points (set from the 2025 AWI) are added, the latest published figures are carried forward: the ' +
    'result is the estimate for someone turning 62 in 2026, and warnings say so. Simplifications: equal relative earnings every ' +
    'year; cost-of-living adjustments after eligibility are ignored (dollars of the eligibility year); full retirement age 67 ' +
    'applies to people born in 1960 or later; all delayed credits are applied at once. Not modelled: spouse\'s, survivor\'s and ' +
    'family benefits, the retirement earnings test, income tax on benefits and Medicare premiums; the Windfall Elimination ' +
    'Provision and Government Pension Offset no longer apply (repealed by the Social Security Fairness Act of 2025). Money is ' +
    `rounded only as SSA rounds (cents, dimes and dollars) and to cents in the output. Method, example and sources: ${GUIDE}.`,
  category: 'us-tax',
  es: {
    title: 'Estimación de la pensión de jubilación de la Seguridad Social de EE. UU.',
    shortTitle: 'Pensión de jubilación de la Seguridad Social de EE. UU.',
    summary:
      'Calcula la pensión de jubilación de la Seguridad Social estadounidense a partir de los ingresos anuales habituales con el método de la SSA: ingresos topados cada año y actualizados con el índice de salarios medios del año en que se cumplen 60, el AIME sobre los 35 años más altos, la cuantía básica (PIA) con los umbrales, el ajuste por la edad de solicitud entre 62 y 70 años y el factor del 92,35 % para ingresos por cuenta propia.',
  },
  examples,
  worstCase: () => ({ averageAnnualEarnings: MAX_AMOUNT, yearsWorked: MAX_YEARS_WORKED, claimAge: 70, selfEmployed: true }),
});
