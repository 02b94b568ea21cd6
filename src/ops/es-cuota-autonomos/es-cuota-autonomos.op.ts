import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './es-cuota-autonomos.examples.js';
import page from './es-cuota-autonomos.page.js';
import run from './es-cuota-autonomos.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Spanish self-employed contribution (cuota de autónomos, RETA)',
  summary: 'Finds your RETA tramo from the year’s expected net income and gives the monthly fee at its minimum base, concept by concept, the tarifa plana for new autónomos and the year-end regularisation.',
  agentDescription:
    'Spain’s self-employed contribution (cuota de autónomos, RETA) from expected net income: tramo, monthly fee by concept, tarifa plana and year-end regularisation.',
  description:
    'RETA contribution of a self-employed person in Spain, in euros, with the tables and rates in force on the request date (rule set ' +
    'es-reta-contribution-2026: Orden PJC/297/2026 art. 18 and 37). annualNetIncome (rendimientos netos of all activity, before the own ' +
    'RETA fees) less 7 % for generic expenses (3 % when societario; no deduction on a loss) ÷ 12, to the cent, gives the monthly net ' +
    'income; its tramo: reduced table 1 ≤ 670, 2 ≤ 900, 3 < 1,166.70; general table 1 ≤ 1,300 … 11 ≤ 6,000, 12 above (limits ' +
    'inclusive). Fee = base × each rate (common contingencies 28.30 %, professional 1.30 %, cessation 0.90 %, training 0.10 %, MEI ' +
    '0.90 % in 2026 and 1 % in 2027), each rounded to cents, summed; given at the tramo’s minimum and maximum base; yearly = 12 × ' +
    'the minimum. newAutonomo: the tarifa plana, 80 € plus the MEI on general tramo 1’s minimum base for the first 12 months (confidence ' +
    'medium-low), and whether the next 12 may keep it (computable income below the annual SMI). chosenBase (the monthly base paid now): ' +
    'the year-end regularisation, charging the difference up to the tramo’s minimum or refunding it down to its maximum. In 2027 the ' +
    'tables are not published: the 2026 ones are carried forward with a warning. Not modelled: other bonuses, pluriactividad refunds, ' +
    'part years. Amounts up to 1,000,000,000,000 euros.',
  category: 'spain-uk',
  es: {
    title: 'Cuota de autónomos: tramo y cuota mensual del RETA',
    summary: 'Encuentra tu tramo del RETA según los rendimientos netos previstos del año y calcula la cuota mensual con su base mínima, por conceptos, la tarifa plana de los nuevos autónomos y la regularización de final de año.',
  },
  examples,
  worstCase: () => ({ annualNetIncome: -MAX_AMOUNT, societario: true, newAutonomo: true, chosenBase: 5101.2 }),
});
