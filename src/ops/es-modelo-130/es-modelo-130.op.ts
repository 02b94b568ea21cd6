import { defineOperation } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { examples } from './es-modelo-130.examples.js';
import page from './es-modelo-130.page.js';
import run from './es-modelo-130.run.js';

export default defineOperation({
  ...run,
  ...page,
  title: 'Modelo 130 quarterly IRPF prepayment (Spain)',
  summary: 'Works out each quarterly Modelo 130 return casilla by casilla: 20 % of the profit accumulated since January (2 % of the quarter\'s income for farming), less earlier payments, withholding and the low-income reduction.',
  agentDescription:
    'Spain’s quarterly Modelo 130 IRPF prepayment, casilla by casilla: 20 % of profit since January (agraria: 2 % of income), less earlier payments, withholding and the priorYearNet reduction.',
  description:
    'Spanish self-employed income-tax prepayment (pago fraccionado del IRPF, modelo 130, estimación directa), in euros, following ' +
    'the casillas of the AEAT form and arts. 109–110 of the IRPF Regulation (rule set es-modelo-130-rules). quarters lists 1 to 4 ' +
    'quarters in order from the first quarter, each with its own ingresos, gastos and retenciones (not accumulated; default 0). ' +
    'actividad general (default): 01 = income from 1 January, 02 = expenses from 1 January, 03 = 01 − 02, 04 = 20 % × 03 if ' +
    'positive else 0, 05 = the positive 07 results of the earlier quarters, 06 = withholding from 1 January, 07 = 04 − 05 − 06. ' +
    'actividad agraria (farming, livestock, forestry, fishing): 08 = income of the quarter, 09 = 2 % × 08, 10 = withholding of ' +
    'the quarter, 11 = 09 − 10 (gastos are not used). Then 12 = 07 + 11, 0 if negative; 13 = the art. 110.3.c reduction chosen by ' +
    'priorYearNet (last year\'s net activity income): up to 9,000 → 100, up to 10,000 → 75, up to 11,000 → 50, up to 12,000 → 25, ' +
    'above → 0 (limits inclusive; a loss counts as below 9,000); omitted → 0, with a warning; 14 = 12 − 13; 15 = unused negative ' +
    'results of earlier quarters, at most 14 when 14 is positive; 16 (home-loan deduction) and 18 (complementary returns) are not ' +
    'modelled (0); 17 = 14 − 15 − 16; 19 = 17 − 18. A positive 19 is paid ("a ingresar"); a negative 19 in the first three ' +
    'quarters ("a deducir") is carried to casilla 15 of later quarters, so the reduction is never lost within the year; a zero ' +
    'result, or a negative one in the fourth quarter, is a "negativa" return. Every casilla is rounded to cents as it is declared ' +
    'and later quarters use the declared amounts. pctIncomeWithRetencion (share of last year\'s activity income that carried ' +
    'withholding): at 70 or more, a professional activity or a farming, livestock or forestry activity need not file; business ' +
    '(empresarial) activities and fishing cannot use that exemption (the input has no field for the kind of activity, so the result ' +
    'states the condition); below 70 the returns are due; omitted, not assessed. Filing windows: 1–20 April, July and October, ' +
    '1–30 January. Not modelled: estimación objetiva (modelo 131), Ceuta and Melilla (rates reduced by 60 %, art. 110.2 RIRPF), the home-loan deduction, ' +
    'complementary returns. Amounts up to 1,000,000,000,000 euros; priorYearNet may be negative.',
  category: 'spain-uk',
  es: {
    title: 'Modelo 130: pago fraccionado trimestral del IRPF',
    summary: 'Calcula cada autoliquidación trimestral del modelo 130 casilla a casilla: el 20 % del rendimiento acumulado desde enero (el 2 % de los ingresos del trimestre en actividades agrarias), menos pagos anteriores, retenciones y la minoración por rendimientos bajos.',
  },
  examples,
  worstCase: () => ({
    quarters: Array.from({ length: 4 }, () => ({ ingresos: MAX_AMOUNT, gastos: MAX_AMOUNT / 3, retenciones: MAX_AMOUNT / 7 })),
    priorYearNet: -MAX_AMOUNT,
    actividad: 'general' as const,
    pctIncomeWithRetencion: 69.99,
  }),
});
