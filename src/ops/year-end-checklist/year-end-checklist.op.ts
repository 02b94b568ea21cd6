import { defineOperation } from '../../core/operation.js';
import { examples } from './year-end-checklist.examples.js';
import page from './year-end-checklist.page.js';
import run from './year-end-checklist.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Year-end tax checklist for freelancers',
  summary: 'The December tax actions that apply to a US freelancer, from six yes/no answers, each with its real deadline for the tax year and its official source.',
  agentDescription:
    'The December tax actions for a US freelancer this tax year, picked by six yes/no answers, each with its deadline, rule and official source. Federal only.',
  description:
    'Six optional booleans (default false) select the sections of December actions that apply: incomeDropNext → income timing and ' +
    'expense acceleration; plannedPurchases → equipment purchases and depreciation; retirementPlan → retirement contributions and ' +
    'their deadlines (solo 401(k), SEP, plan adopted after year end, IRA); hasInvestments → tax-loss harvesting and the wash-sale ' +
    'rule; paidContractors → Form 1099-NEC; behindOnQuarterlies → catching up on estimated payments. A section for everyone (estimate ' +
    'the year\'s tax; the fourth installment; filing and extension dates) is always first. Sections that do not apply are listed in ' +
    'skippedSections with the reason. Each item gives the action, its deadline as a date, why (the rule and its figures), the official ' +
    'text it was read in and an IRS page for further reading. The tax year is the calendar year of the request\'s UTC date until it ' +
    'ends (a request on 2026-11-21 gets tax year 2026). Deadlines and thresholds come from the rule set us-year-end-deadlines, one ' +
    'version per tax year (2025 and 2026 so far), never reused for another year: a tax year without a version is a 400 naming the ' +
    'years covered (2027 needs its own version, with the inflation-adjusted Form 1099-NEC threshold, before 2027-01-01). Dates are ' +
    'the statutory dates moved to the next day that is not a Saturday, Sunday or District of Columbia legal holiday (26 U.S.C. §7503): ' +
    'for 2026, the fourth installment is due 2027-01-15, Form 1099-NEC 2027-02-01 (January 31 is a Sunday), Form 1040 2027-04-15 and ' +
    '2027-10-15 with an extension. The Form 1099-NEC threshold follows the law in force for the year of payment: $600 for payments ' +
    'made in 2025, $2,000 for payments made in 2026 (One Big Beautiful Bill Act §70433, IRS Notice 2025-62), inflation-adjusted from ' +
    '2027; the paidContractors question\'s "600 dollars or more" is the 2025 figure, and the item says so. Figures that could not be ' +
    'checked against an official text are left out (the Section 179 dollar limit, the total annual additions limit); the 401(k) elective ' +
    'deferral limit is given with medium confidence and a warning. Scope: a calendar-year individual (Form 1040) with self-employment ' +
    'income on the cash method; federal rules only; not tax advice. breakdown is empty: the checklist does no arithmetic.',
  category: 'us-tax',
  es: {
    title: 'Lista de comprobación fiscal de fin de año para autónomos',
    summary: 'Las acciones fiscales de diciembre que corresponden a un autónomo en EE. UU., a partir de seis respuestas sí/no, cada una con su plazo real del ejercicio y su fuente oficial.',
  },
  examples,
  worstCase: () => ({
    incomeDropNext: true,
    plannedPurchases: true,
    retirementPlan: true,
    hasInvestments: true,
    paidContractors: true,
    behindOnQuarterlies: true,
  }),
});
