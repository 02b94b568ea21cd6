import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { formatDay } from '../../core/display.js';
import { utcDate } from '../../core/calendar-date.js';
import { textsFor } from '../../core/say.js';
import { LLC_FEES_LAST_CHECKED, llcStateFees } from '../../rules/us/llc-state-fees.js';
import { extreme, lowestConfidence, publicationWarning, resolveState, rulesFor, stateBreakdown, stateCost, type StateCost } from './llc-costs.js';

const confidenceField = z
  .enum(['high', 'medium', 'medium-low'])
  .describe("'high': every figure was read in an official text; 'medium': two or more independent sources agree, or part of the row was read officially; 'medium-low': a figure rests on a single compiled source.");

const stateCostOut = z
  .strictObject({
    state: z.string().describe('USPS code (DC for the District of Columbia).'),
    name: z.string().describe('Name of the state.'),
    formationFee: z.number().describe('State fee to form a domestic LLC, filed as formationFiledBy says, in US dollars.'),
    formationFiledBy: z
      .enum(['online', 'paper'])
      .describe("How formationFee is filed: 'online', the standard filing; 'paper' where only the paper fee could be verified (Massachusetts: $500 on paper; guides report $520 online, not confirmed officially)."),
    publication: z
      .enum(['none', 'required', 'some-counties'])
      .describe("Whether the formation must be published in newspapers: 'required' (New York, Nebraska), 'some-counties' (Arizona outside Maricopa and Pima), 'none'. The newspapers' charges are never included: no official figure."),
    publicationFilingFee: z.number().describe("State fee to file the proof of publication, counted in firstYearTotal: $50 for New York's certificate of publication (NY LLC Law 206); 0 elsewhere."),
    reportFee: z.number().describe('Fee of each periodic report, in US dollars; 0 when the report is free or there is none.'),
    reportFrequency: z.enum(['annual', 'biennial', 'none']).describe('How often the periodic report is due.'),
    reportFeePerYear: z.number().describe('reportFee per year: reportFee for an annual report, reportFee ÷ 2 for a biennial one, 0 without a report.'),
    reportDueInFirstYear: z.boolean().describe('True when the first report falls due on or before the first anniversary of formation whatever the formation date.'),
    annualTax: z.number().describe('Minimum annual tax, franchise tax, license fee or annual charge of a small LLC, in US dollars (0 when none).'),
    annualTaxInFirstYear: z.boolean().describe("True when the formation year's annual tax is owed on top of the formation fee (false only where it is paid inside the formation fee, as in Nevada)."),
    firstYearTotal: z
      .number()
      .describe("formationFee + publicationFilingFee + reportFee if reportDueInFirstYear + annualTax if annualTaxInFirstYear, in US dollars (newspapers' charges not included)."),
    recurringYearlyTotal: z.number().describe('reportFeePerYear + annualTax: the yearly cost from the second year on, in US dollars.'),
    firstDue: z.string().describe('When the first report and the first annual tax fall due.'),
    notes: z.string().describe('What the figures include and exclude, conflicts between sources and how they were resolved.'),
    sources: z.array(z.strictObject({ title: z.string(), url: z.string() })).describe('The sources the figures rely on.'),
    confidence: confidenceField,
    lastChecked: z.string().describe('Date (YYYY-MM-DD) the row was last compared with its sources.'),
  })
  .describe('One state: its fees, its totals and where they come from.');

const extremeOut = (what: string) =>
  z
    .strictObject({
      states: z.array(z.string()).describe('USPS codes of the states with that amount (several on a tie), in code order.'),
      amount: z.number().describe('The amount, in US dollars.'),
    })
    .describe(what);

/** How the two totals are defined: the first assumption of every result, and part of the description. */
export const DEFINITIONS =
  'First-year total = formation fee + the state fee to file the proof of newspaper publication where publication is required ' +
  '(New York: the $50 certificate of publication) + the periodic report fee when the first report falls due on or before the first ' +
  'anniversary of formation whatever the formation date (California, Illinois, Louisiana, Massachusetts, Oklahoma, Oregon, ' +
  'South Dakota, Wyoming) + the annual tax owed for the formation year, even where it is paid after the year ends (Delaware: ' +
  'June 1 of the next year), except where the first year\'s tax is paid inside the formation fee (Nevada). Reports due later in ' +
  'the anniversary month or quarter, or on a fixed date in a later year, come due after the first year for most formation dates ' +
  'and are counted from the second year. Recurring yearly total = report fee per year (a biennial fee ÷ 2) + annual tax.';

const DEFINITIONS_ES =
  'Total del primer año = tasa de constitución + la tasa estatal por presentar la prueba de la publicación en periódicos donde ' +
  'se exige publicarla (Nueva York: el certificado de publicación, 50 US$) + la tasa del informe periódico cuando el primer informe vence en el primer ' +
  'aniversario de la constitución o antes, sea cual sea la fecha de constitución (California, Illinois, Louisiana, Massachusetts, ' +
  'Oklahoma, Oregon, South Dakota, Wyoming) + el impuesto anual debido por el año de constitución, aunque se pague después de que ' +
  'termine el año (Delaware: el 1 de junio del año siguiente), salvo donde el impuesto del primer año va incluido en la tasa de ' +
  'constitución (Nevada). Los informes que vencen más adelante en el mes o el trimestre del aniversario, o en una fecha fija de un ' +
  'año posterior, vencen después del primer año para la mayoría de las fechas de constitución y se cuentan desde el segundo año. ' +
  'Total anual recurrente = tasa del informe al año (una tasa bienal ÷ 2) + impuesto anual.';

const input = z.strictObject({
  state: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('USPS state code (CA, ny, DC; any case). Omit for all 50 states and DC.'),
});

const output = z.strictObject({
  stateCost: stateCostOut.optional().describe('With state: that state.'),
  count: z.int().optional().describe('Without state: how many jurisdictions are listed (51).'),
  states: z.array(stateCostOut).optional().describe('Without state: every state and DC, sorted by USPS code.'),
  cheapestFirstYear: extremeOut('Without state: the lowest first-year total.').optional(),
  mostExpensiveFirstYear: extremeOut('Without state: the highest first-year total.').optional(),
  cheapestRecurring: extremeOut('Without state: the lowest recurring yearly total.').optional(),
  mostExpensiveRecurring: extremeOut('Without state: the highest recurring yearly total.').optional(),
  confidence: confidenceField.describe('The lowest confidence among the rows returned.'),
  breakdown: breakdownOut.describe('With state: each term of the two totals, in order. Without state: empty (each row carries its own terms).'),
  assumptions: assumptionsOut,
  warnings: z
    .array(z.string())
    .describe("Newspaper publication required (its cost not included) and rows whose figures are not high confidence: check them on the state's site before filing."),
  rules: rulesOut,
});

export default defineRun({
  id: 'llc-costs',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: ({ state }, ctx) => {
    const { t, locale } = textsFor(ctx);
    const today = utcDate(ctx.now());
    const assumptions = [
      t(DEFINITIONS, DEFINITIONS_ES),
      t(
        'State filing fees of a domestic LLC, filed online unless a row\'s formationFiledBy says paper. Not included: what newspapers charge for a required publication (New York, Nebraska, Arizona outside Maricopa and Pima; no official figure, only the state fee to file the proof is counted), registered agent, name reservation, business licenses, local fees, and taxes that depend on income, receipts, assets or members beyond the minimums listed.',
        'Tasas estatales de presentación de una LLC del propio estado, presentada en línea salvo que formationFiledBy de la fila diga en papel. No se incluyen: lo que cobran los periódicos por una publicación obligatoria (Nueva York, Nebraska, Arizona fuera de Maricopa y Pima; no hay cifra oficial, solo se cuenta la tasa estatal por presentar la prueba), agente registrado, reserva de nombre, licencias de actividad, tasas locales ni impuestos que dependan de ingresos, facturación, activos o socios por encima de los mínimos indicados.',
      ),
      t(
        'Minimum taxes assume a small single-member LLC below the thresholds noted in its row (for example Wyoming\'s $60 minimum, California\'s $800 tax without the fee due from $250,000 of income, Texas below the no-tax-due threshold, Tennessee with 1 to 6 members).',
        'Los impuestos mínimos suponen una LLC unipersonal pequeña por debajo de los umbrales anotados en su fila (por ejemplo, el mínimo de 60\u00a0US$ de Wyoming, el impuesto de 800\u00a0US$ de California sin la tasa que se debe a partir de 250.000\u00a0US$ de ingresos, Texas por debajo del umbral sin impuesto a pagar, Tennessee con 1 a 6 socios).',
      ),
      t(
        `Fees in force when last checked (${LLC_FEES_LAST_CHECKED}); each row gives its sources and confidence. Check a state's own site before filing.`,
        `Tasas vigentes en la última comprobación (${formatDay(LLC_FEES_LAST_CHECKED, 'es')}); cada fila indica sus fuentes y su grado de confianza. Comprueba el sitio del propio estado antes de presentar nada.`,
      ),
    ];
    if (state !== undefined) {
      const row = resolveState(state);
      const cost = stateCost(row, locale);
      return {
        stateCost: cost,
        confidence: cost.confidence,
        breakdown: stateBreakdown(cost, locale),
        assumptions,
        warnings: [publicationWarning(cost, locale), cost.confidence === 'high' ? undefined : confidenceWarning(cost, t)].filter((w): w is string => w !== undefined),
        rules: rulesFor([row], today),
      };
    }
    const states = llcStateFees.map((row) => stateCost(row, locale));
    const notHigh = states.filter((c) => c.confidence !== 'high');
    const high = states.filter((c) => c.confidence === 'high').map((c) => c.state).join(', ');
    const mediumLow = states.filter((c) => c.confidence === 'medium-low').map((c) => c.state).join(', ');
    const published = states.filter((c) => c.publication !== 'none');
    const publicationWarnings = published.length === 0
      ? []
      : [
          t(
            `Newspaper publication of the formation is required in ${published.map((c) => (c.publication === 'some-counties' ? `${c.state} (some counties)` : c.state)).join(', ')}: ` +
              "the newspapers' charges are not in the totals (each newspaper sets its rate, it varies by county and there is no official figure); " +
              'only the state fee to file the proof of publication is counted (New York $50).',
            `La publicación de la constitución en periódicos es obligatoria en ${published.map((c) => (c.publication === 'some-counties' ? `${c.state} (en algunos condados)` : c.state)).join(', ')}: ` +
              'lo que cobran los periódicos no está en los totales (cada periódico fija su tarifa, varía según el condado y no hay cifra oficial); ' +
              'solo se cuenta la tasa estatal por presentar la prueba de la publicación (Nueva York, 50\u00a0US$).',
          ),
        ];
    return {
      count: states.length,
      states,
      cheapestFirstYear: extreme(states, 'firstYearTotal', 'min'),
      mostExpensiveFirstYear: extreme(states, 'firstYearTotal', 'max'),
      cheapestRecurring: extreme(states, 'recurringYearlyTotal', 'min'),
      mostExpensiveRecurring: extreme(states, 'recurringYearlyTotal', 'max'),
      confidence: lowestConfidence(states.map((c) => c.confidence)),
      breakdown: [],
      assumptions,
      warnings: [
        ...publicationWarnings,
        ...(notHigh.length === 0
          ? []
          : [
              t(
                `${notHigh.length} of ${states.length} rows are not high confidence (every figure read in an official text only for ` +
                  `${high}); medium-low: ${mediumLow}. Check a state's fees on its own site before filing.`,
                `${notHigh.length} de las ${states.length} filas no tienen un grado de confianza alto (todas las cifras se leyeron en un texto ` +
                  `oficial solo en ${high}); confianza media-baja: ${mediumLow}. Comprueba las tasas de un estado en su propio sitio antes de presentar nada.`,
              ),
            ]),
      ],
      // The rules name the sources as published, on every page.
      rules: rulesFor(llcStateFees, today),
    };
  },
});

function confidenceWarning(c: StateCost, t: (en: string, es: string) => string): string {
  const why =
    c.confidence === 'medium'
      ? t('not every figure was read in an official text (independent sources agree)', 'no todas las cifras se leyeron en un texto oficial (coinciden fuentes independientes)')
      : t('a figure rests on a single compiled source', 'una cifra se apoya en una única fuente recopilada');
  return t(
    `${c.name}: ${c.confidence} confidence — ${why}. Check the fees on the state's site before filing.`,
    `${c.name}: confianza ${c.confidence === 'medium' ? 'media' : 'media-baja'} — ${why}. Comprueba las tasas en el sitio del estado antes de presentar nada.`,
  );
}
