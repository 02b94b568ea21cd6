import { defineOperation } from '../../core/operation.js';
import { examples } from './hourly-to-salary.examples.js';
import page from './hourly-to-salary.page.js';
import run from './hourly-to-salary.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Hourly rate to salary',
  summary: 'The employee salary an employer could pay for the same yearly cost as a contract billed by the hour, with every US employer cost shown.',
  agentDescription:
    'US contractor hourly rate → the salary with the same yearly employer cost (employer Social Security, Medicare, FUTA, health premium, retirement match), this year’s rules. No state taxes.',
  description:
    'Contract revenue = hourlyRate × billableHoursPerWeek × weeksWorked (US dollars; at most 168 hours a week and 52 weeks). The ' +
    'salary S is the one whose total employer cost equals that revenue: S + employer Social Security (6.2 % of S up to the ' +
    'wage base: $176,100 in 2025, $184,500 in 2026) + employer Medicare (1.45 % of S, uncapped) + FUTA (6.0 % on the first ' +
    '$7,000 of S less the maximum 5.4 % credit for state unemployment tax = 0.6 % net, $42 at most) + 12 × healthMonthly + ' +
    'matchPct % of S. The cost is piecewise linear in S (its slope drops at $7,000 and at the wage base), so the equation is ' +
    'solved exactly on each segment and the solution lying inside its own segment is kept. Figures come from the rule set ' +
    'us-employer-payroll-taxes in force on the UTC date of the request. Assumptions: one employee for a whole calendar year; ' +
    'health premiums and the retirement match are tax-free benefits, and the match applies to the whole salary without plan ' +
    'limits; FUTA at the net 0.6 % (employers in a credit-reduction state pay more); state unemployment tax, state disability ' +
    "or paid-leave contributions and workers' compensation are not included; the employee's own payroll taxes, the 0.9 % " +
    'Additional Medicare Tax (employee only) and income tax come out of the salary and are not employer costs. If the revenue ' +
    'does not exceed 12 × healthMonthly the salary is 0 and a warning says by how much the revenue falls short (not an error). ' +
    'For context, equivalentHourlySalary = salary ÷ (billableHoursPerWeek × weeksWorked), the salary per billable hour, and ' +
    'effectiveHourlyCost = total employer cost ÷ the same hours, which equals hourlyRate whenever the revenue covers the health ' +
    'premiums; both are null when there are no billable hours. Amounts are computed at full precision and rounded to cents ' +
    'only in the output, term by term, so the terms can differ from the total by a cent. Defaults: healthMonthly 0, matchPct 0. ' +
    'A revenue above 1,000,000,000,000 dollars is refused.',
  category: 'planning',
  es: {
    title: 'De tarifa por hora a salario',
    summary: 'El salario que un empleador podría pagar con el mismo coste anual que un contrato facturado por horas, con cada coste empresarial de EE. UU. desglosado.',
  },
  examples,
  worstCase: () => ({ hourlyRate: 1_000_000, billableHoursPerWeek: 168, weeksWorked: 52, healthMonthly: 1_000_000, matchPct: 100 }),
});
