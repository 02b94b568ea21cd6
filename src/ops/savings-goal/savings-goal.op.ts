import { defineOperation } from '../../core/operation.js';
import { CURRENCIES } from '../../core/display.js';
import { examples } from './savings-goal.examples.js';
import page from './savings-goal.page.js';
import run from './savings-goal.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Emergency fund savings goal',
  summary: 'Sizes an emergency fund as months of expenses and says how many months of saving it takes to reach it, and in which month.',
  agentDescription:
    'Sizes an emergency fund (monthly expenses × target months), the months of saving that close the gap and the month it is reached (from the current UTC month). No interest or inflation.',
  description:
    'Pure arithmetic on the inputs: no rate, threshold or rule of thumb from any law or authority is used, so rules is empty. ' +
    'target = monthlyExpenses × targetMonths (targetMonths 1 to 120, decimals allowed, e.g. 4.5). gap = max(0, target − currentSavings); ' +
    'surplus = max(0, currentSavings − target). status is funded when the gap is 0 (monthsToGoal 0, goalMonth the current month), ' +
    'onTrack when a gap remains and monthlySaving is above 0, and neverFunded when a gap remains and monthlySaving is 0 ' +
    '(monthsToGoal, goalMonth and savingsAtGoal are null and the message says the gap never closes). ' +
    'monthsToGoal = ceil(gap ÷ monthlySaving): the smallest whole number of monthly savings that covers the gap, compared in cents. ' +
    "goalMonth (YYYY-MM) counts from the service clock's current month in UTC as month 0: that month's saving is taken to be in " +
    'currentSavings already, the first new saving lands in the next month, and the goal is reached in the month of the last saving ' +
    'needed (current month + monthsToGoal); it is null if that falls after 9999-12. savingsAtGoal = currentSavings + monthsToGoal × ' +
    'monthlySaving (the last month may overshoot the target). coverageMonths = currentSavings ÷ monthlyExpenses, rounded to two ' +
    'decimals; null when monthlyExpenses is 0, in which case the target is 0 and the fund counts as funded. monthlySaving is 0 or at ' +
    'least 0.01. No interest, inflation or change in spending is modelled. Amounts are in any one currency, at most 1e12; they are ' +
    'rounded to cents (half away from zero) only in the result. currency (optional, an addition to the specification\'s ' +
    `parameters) is the ISO 4217 code of that currency, one of ${CURRENCIES.join(', ')}; it is echoed in the output and only ` +
    'labels the figures: nothing is converted. It defaults to USD, what the figures were labelled before it existed.',
  category: 'planning',
  es: {
    title: 'Objetivo de ahorro para el fondo de emergencia',
    summary: 'Calcula un fondo de emergencia como meses de gastos y cuántos meses de ahorro hacen falta para reunirlo, y en qué mes.',
  },
  examples,
  worstCase: () => ({ monthlyExpenses: 1_000_000_000_000, targetMonths: 120, currentSavings: 0.01, monthlySaving: 13.37 }),
});
