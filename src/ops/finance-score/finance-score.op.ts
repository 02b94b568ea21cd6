import { defineOperation } from '../../core/operation.js';
import { examples } from './finance-score.examples.js';
import page from './finance-score.page.js';
import run, { MAX_MILES, MAX_SQFT } from './finance-score.run.js';

const GUIDE = '/guides/freelancer-finance-score-method';

export default defineOperation({
  ...run,
  ...page,
  title: 'Freelancer finance readiness score (US)',
  summary:
    'Scores a US freelancer\'s tax and money habits out of 100 across six weighted areas and prices each gap in dollars a year from the federal rules of the year.',
  agentDescription:
    'Scores a US self-employed person’s tax and money habits out of 100 in six weighted areas and prices each gap in dollars a year with this year’s federal tax rules.',
  description:
    'A readiness score out of 100 for a US self-employed person, federal taxes only, for a single filer, a married couple filing ' +
    'jointly or a head of household (filingStatus, default single). TAX MODEL (rules in force on the UTC date of the request; tax year ' +
    '= that calendar year): net earnings NE = 92.35 % × netProfit; self-employment tax = 12.4 % × min(NE, Social Security wage base: ' +
    '$184,500 in 2026) + 2.9 % × NE, or 0 when NE < $400; Additional Medicare Tax = 0.9 % × (NE − threshold) when positive (threshold ' +
    '$200,000 single or head of household, $250,000 married filing jointly, the spouse taken to have no wages or self-employment ' +
    'income); AGI = netProfit + otherIncome − 50 % of the self-employment tax − retirementContributed (taken as pre-tax, at most the ' +
    'retirement room below); taxable income before the QBI deduction T = AGI − the standard deduction (2026: $16,100 single, $32,200 ' +
    'married filing jointly, $24,150 head of household), not below 0; QUALIFIED BUSINESS INCOME DEDUCTION (IRC §199A, made permanent ' +
    'by P.L. 119-21): QBI = netProfit − 50 % of the self-employment tax − the retirement contributions deducted (a sole proprietorship ' +
    'in which you materially participate, with no W-2 wages paid and no qualified property; self-employed health insurance is not ' +
    'asked); at or below the threshold (2026: $201,750, $403,500 married filing jointly) the deduction is the smaller of 20 % × QBI and ' +
    '20 % × T; above it the 20 % × QBI phases down linearly to 0 over the phase-in range ($75,000, $150,000 married filing jointly, from ' +
    '2026), as the W-2 wage and property limit of a business with neither requires (a warning gives the smaller figure of a specified ' +
    'service business); from 2026 it is at least $400 when QBI is $1,000 or more (§199A(i)); taxable income = T − the deduction, not ' +
    'below 0; income tax by the table of the filing status (10/12/22/24/32/35/37 %; 2026 single tops $12,400, $50,400, $105,700, ' +
    '$201,775, $256,225, $640,600; married filing jointly $24,800, $100,800, $211,400, $403,550, $512,450, $768,700; head of household ' +
    '$17,700, $67,450, $105,700, $201,750, $256,200, $640,600; Rev. Proc. 2025-32); total tax = income tax + self-employment tax + ' +
    'Additional Medicare Tax. otherIncome is treated as ordinary income that is not wages (no withholding, no Social Security wages). ' +
    'Not modelled: credits, itemizing, the additional standard deduction at 65, state taxes. MARGINAL RATES (of the last dollar: ' +
    'taxable income exactly at a bracket top uses that bracket; NE exactly at the wage base still bears 12.4 %): t = the bracket rate ' +
    'of taxable income (0 with none); q = the share of one more dollar of QBI the §199A deduction takes off taxable income (20 % while ' +
    'the 20 % rule binds, 0 under the $400 minimum or with no deduction, the phase-in slope 20 % × (1 − share of the range used) − 20 % × ' +
    'QBI ÷ range inside the range); s = 0.9235 × 15.3 % while NE ≤ the wage base, 0.9235 × 2.9 % above, 0 under $400; a = 0.9235 × 0.9 % ' +
    'above the Additional Medicare threshold; business deduction rate = s + a + t × (1 − q) × (1 − s ÷ 2) (the half of SE tax saved was ' +
    'deductible, so income tax gives back t × (1 − q) × s ÷ 2); retirement contribution rate = t × (1 − q) (contributions for yourself ' +
    'are deducted on Schedule 1, not on Schedule C, so they do not cut SE tax, but they lower QBI). Gaps are priced at these rates; when ' +
    'a gap is large enough to cross a bracket edge, a §199A edge, the wage base or the $400 floor, a warning gives its exact value (the ' +
    'tax recomputed with the gap closed). AREAS (weights: estimated taxes 25, retirement 20, expense tracking 15, ' +
    'deductions 15, client concentration 10, cash reserve 15; weights and the scoring thresholds below are OUR JUDGMENT, not rules of ' +
    'any authority): (1) Estimated taxes — score none 0, some 50, all 100, or 100 when the total tax is under $1,000 (no penalty, ' +
    'IRC §6654(e)(1)); gap = the penalty exposure: required annual payment R = 90 % of the total tax (the current-year safe harbor; ' +
    'the prior-year one is unknown here), each installment R ÷ 4 unpaid from its due date (Apr 15, Jun 15, Sep 15, Jan 15) to April 15 ' +
    'of the next year (365, 304, 212 and 90 days for 2026), at the IRS underpayment rate of each Form 2210 rate period (Apr 16–Jun 30, ' +
    'Jul 1–Sep 30, Oct 1–Dec 31 at the tax year\'s 2nd, 3rd and 4th quarter rates; Jan 1–Apr 15 at the next year\'s 1st quarter rate; a ' +
    'quarter not yet in the dataset carries the last known rate forward, with a warning), simple interest over the days of the ' +
    'period\'s year; "some" is read as half of R paid on time (half the exposure), "all" as none. (2) Retirement — room in a ' +
    'one-participant 401(k): compensation C = netProfit − the deductible half of SE ' +
    'tax; employee deferral min($24,500, C) + employer part 25 % ÷ 125 % = 20 % × C, together at most the §415(c) $72,000 and at most C; ' +
    'plus the catch-up for age at year end (50 or over $8,000; 60 to 63 $11,250; no age given: none) within what C leaves; score = 100 ' +
    '× min(1, retirementContributed ÷ room) (100 when there is no room); gap = max(0, room − retirementContributed) × t × (1 − q). (3) Expense ' +
    'tracking — none 0, manual 75, software 100; not priced (no sourced basis). (4) Deductions — simplified home office = $5 × ' +
    'homeOfficeSqft, at most $1,500 (300 sq ft), and when not claimed at most the profit left after unclaimed mileage (gross income ' +
    'limitation); mileage = businessMiles × 72.5 ¢ (2026); a home office counts as captured when homeOfficeClaimed is true, miles when ' +
    'mileageLogged is true (logged miles are taken as deducted in netProfit; unlogged ones cannot be substantiated); score = 100 × ' +
    'captured ÷ total (100 when there is nothing to capture); gap = uncaptured × the business deduction rate. A mid-2026 rate of 76 ¢ ' +
    'reported by third parties could not be verified in an IRS text and is not applied. (5) Client concentration — topClientPct ≤ 25 ' +
    'scores 100, falling linearly to 0 at 100 %; not priced. (6) Cash reserve — months = cashReserve ÷ monthlyExpenses; score = 100 × ' +
    'min(1, months ÷ 6); not priced (the shortfall is stated in the finding). An area whose input is missing scores 0 and is named in ' +
    'warnings (the score measures what you have shown to be in place). TOTAL score = Σ weight × area score ÷ 100. ENTITY: not scored; ' +
    'entityReview states the self-employment tax at stake and that an S-corporation election may be worth a look, without a dollar ' +
    'threshold and unpriced, because the saving depends on a reasonable salary and on costs this tool does not know; for entity scorp ' +
    'the figures treat the whole profit as self-employment income (an upper bound). YEARS: the figures of the request\'s year; for 2027 ' +
    'the statutory figures (rates, the §199A structure) are in and the indexed ones not yet published (brackets, standard deduction, ' +
    '§199A threshold and minimum, wage base, plan limits, mileage, underpayment rates) repeat 2026\'s, each named in a warning. Defaults: ' +
    'filingStatus single, entity sole, quarterlies none, ' +
    'expenseTracking none; missing amounts count as 0, a missing age as under 50, a missing home-office or mileage-log answer as no. ' +
    'A LOSS (netProfit < 0): NE = 0, so no self-employment tax, no solo 401(k) room (retirement scores 100, nothing to defer) and no ' +
    'QBI deduction (the loss carries to next year\'s §199A, not modelled); the loss lowers AGI in full (excess-business-loss, at-risk and ' +
    'passive limits not applied; a negative AGI warns of a possible net operating loss, not modelled), so estimated taxes are owed only ' +
    'on the rest; the other areas are scored as usual. monthlyExpenses, when given, must be more than 0. Amounts are computed at ' +
    'full precision and rounded to cents only in the output; scores are rounded to one decimal and rates to four. Method and worked ' +
    `example: ${GUIDE}.`,
  category: 'us-tax',
  es: {
    title: 'Puntuación de preparación financiera del autónomo (EE. UU.)',
    summary:
      'Puntúa sobre 100 los hábitos fiscales y financieros de un autónomo en EE. UU. en seis áreas ponderadas y valora cada carencia en dólares al año con las normas federales del año.',
  },
  examples,
  worstCase: () => ({
    netProfit: 1_000_000_000_000,
    filingStatus: 'marriedJointly' as const,
    otherIncome: 1_000_000_000_000,
    age: 61,
    entity: 'scorp' as const,
    quarterlies: 'some' as const,
    retirementContributed: 1_000_000_000_000,
    expenseTracking: 'manual' as const,
    homeOfficeSqft: MAX_SQFT,
    homeOfficeClaimed: false,
    businessMiles: MAX_MILES,
    mileageLogged: false,
    topClientPct: 100,
    monthlyExpenses: 1_000_000_000_000,
    cashReserve: 1_000_000_000_000,
  }),
});
