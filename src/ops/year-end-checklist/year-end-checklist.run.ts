import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { rulesUsed } from '../../rules/rule-set.js';
import { usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';
import { buildChecklist, mediumFigures, SECTION_IDS, versionForTaxYear, type Answers } from './year-end-checklist.js';
import { formatDay } from '../../core/display.js';
import { textsFor } from '../../core/say.js';

/** The six questions as the Spanish page asks them (also the words of the answers left out, in the assumptions). */
/** The questions in words, for the sentence that lists those answered no (never the field ids: a page shows it). */
const QUESTIONS: Readonly<Record<keyof Answers, string>> = {
  incomeDropNext: 'lower income expected next year',
  plannedPurchases: 'business purchases planned',
  retirementPlan: 'a retirement plan',
  hasInvestments: 'taxable investments',
  paidContractors: 'contractors paid this year',
  behindOnQuarterlies: 'behind on estimated payments',
};

const QUESTIONS_ES: Readonly<Record<keyof Answers, string>> = {
  incomeDropNext: 'esperas ingresos más bajos el año que viene',
  plannedPurchases: 'tienes previstas compras para el negocio',
  retirementPlan: 'tienes o estudias un plan de jubilación individual',
  hasInvestments: 'tienes inversiones que tributan',
  paidContractors: 'has pagado a subcontratistas este año',
  behindOnQuarterlies: 'vas atrasado en los pagos estimados',
};

const flag = (description: string) => z.boolean().default(false).describe(description);

const sourceOut = z.strictObject({ title: z.string(), url: z.string() });

const itemOut = z
  .strictObject({
    action: z.string().describe('What to do.'),
    deadline: z.string().describe('The date (YYYY-MM-DD) by which to do it, for the tax year of the checklist, weekends and DC legal holidays applied.'),
    why: z.string().describe('Why it matters and the rule behind it, with its figures.'),
    source: sourceOut.describe('The official text the rule and its figures were read in (statute, IRS notice or release).'),
    furtherReading: sourceOut.describe('The IRS publication or page that explains the topic.'),
    confidence: z
      .enum(['high', 'medium', 'medium-low'])
      .describe("The lowest confidence of the figures the item uses: 'high' when read in an official text."),
  })
  .describe('One action.');

const input = z.strictObject({
  incomeDropNext: flag('Expects lower income next year.'),
  plannedPurchases: flag('Has business purchases coming anyway.'),
  retirementPlan: flag('Has or is considering a solo 401(k), SEP or similar plan.'),
  hasInvestments: flag('Holds taxable investments.'),
  paidContractors: flag('Paid subcontractors this year.'),
  behindOnQuarterlies: flag('Is behind on estimated tax payments.'),
});

const output = z.strictObject({
  taxYear: z.int().describe('The tax year of the checklist: the calendar year of the request date.'),
  asOf: z.string().describe('The date of the request (UTC, YYYY-MM-DD).'),
  answers: z
    .strictObject({
      incomeDropNext: z.boolean(),
      plannedPurchases: z.boolean(),
      retirementPlan: z.boolean(),
      hasInvestments: z.boolean(),
      paidContractors: z.boolean(),
      behindOnQuarterlies: z.boolean(),
    })
    .describe('The six answers used, defaults applied.'),
  sections: z
    .array(
      z
        .strictObject({
          id: z.enum(SECTION_IDS).describe('Stable id of the section.'),
          title: z.string().describe('Title of the section.'),
          applies: z.string().describe('Why the section applies.'),
          items: z.array(itemOut).describe('The actions, in order.'),
        })
        .describe('One section that applies.'),
    )
    .describe('The sections that apply: everyone first, then in the order of the questions.'),
  skippedSections: z
    .array(
      z.strictObject({
        id: z.enum(SECTION_IDS).describe('Stable id of the section.'),
        title: z.string().describe('Title of the section.'),
        reason: z.string().describe('Why it does not apply.'),
      }),
    )
    .describe('The sections left out, with the answer that left them out.'),
  breakdown: breakdownOut.describe('Empty: the checklist does no arithmetic (the dates are in the items).'),
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Figures used that are not high confidence.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'year-end-checklist',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    const asOf = utcDate(ctx.now());
    const calendarYear = Number(asOf.slice(0, 4));
    // Early in a year whose rules are not published yet, the year that just ended is the one with open deadlines.
    const hasRules = (year: number) => usYearEndDeadlines.versions.some((v) => v.effective === `${year}-01-01`);
    const fallBack = !hasRules(calendarYear) && hasRules(calendarYear - 1);
    const taxYear = fallBack ? calendarYear - 1 : calendarYear;
    const version = versionForTaxYear(usYearEndDeadlines, taxYear);
    const previous = usYearEndDeadlines.versions.find((v) => v.effective === `${taxYear - 1}-01-01`);
    const next = usYearEndDeadlines.versions.find((v) => v.effective === `${taxYear + 1}-01-01`);
    const answers: Answers = { ...input };
    const { t, locale } = textsFor(ctx);
    const { sections, skipped } = buildChecklist(taxYear, version.values, answers, previous?.values, next?.values, locale);
    const omitted = Object.entries(input)
      .filter(([, value]) => !value)
      .map(([key]) => key);
    const omittedEs = omitted.map((key) => QUESTIONS_ES[key as keyof Answers]);
    return structuredClone({
      taxYear,
      asOf,
      answers,
      sections,
      skippedSections: skipped,
      breakdown: [],
      assumptions: [
        fallBack
          ? t(
              `Tax year ${taxYear}: no ${calendarYear} rules are published here yet, so the checklist is the one for the year that just ended, whose deadlines run into ${calendarYear}; rules us-year-end-deadlines effective ${version.effective}.`,
              `Ejercicio ${taxYear}: aquí aún no se han publicado las normas de ${calendarYear}, así que la lista es la del año que acaba de terminar, cuyos plazos llegan a ${calendarYear}; normas us-year-end-deadlines en vigor desde el ${formatDay(version.effective, 'es')}.`,
            )
          : t(
              `Tax year ${taxYear}: the calendar year of the request date (${asOf}, UTC), until it ends; rules us-year-end-deadlines effective ${version.effective}.`,
              `Ejercicio ${taxYear}: el año natural de la fecha de la consulta (${formatDay(asOf, 'es')}, UTC), hasta que termine; normas us-year-end-deadlines en vigor desde el ${formatDay(version.effective, 'es')}.`,
            ),
        t(
          'A calendar-year individual filing Form 1040 with self-employment income (sole proprietor or single-member LLC) on the cash method; federal rules only (state deadlines and rules are not included).',
          'Una persona física que presenta el formulario 1040 por año natural, con ingresos por cuenta propia (empresario individual o LLC unipersonal) y criterio de caja; solo normas federales (no se incluyen los plazos ni las normas de los estados).',
        ),
        t(
          'Deadlines are the statutory dates moved to the next day that is not a Saturday, Sunday or District of Columbia legal holiday (26 U.S.C. §7503); disaster postponements announced by the IRS for some areas are not included.',
          'Los plazos son las fechas legales, trasladadas al siguiente día que no sea sábado, domingo ni festivo oficial del Distrito de Columbia (26 U.S.C. §7503); no se incluyen los aplazamientos por catástrofes que el IRS anuncia para algunas zonas.',
        ),
        t(
          'Figures that could not be checked against an official text are left out (the Section 179 dollar limit, the total annual additions limit of a solo 401(k) or SEP); the actions are described without them.',
          'Se omiten las cifras que no se han podido comprobar en un texto oficial (el límite en dólares de la sección 179, el límite total de aportaciones anuales a un 401(k) individual o a un SEP); las acciones se describen sin ellas.',
        ),
        omitted.length === 0
          ? t('All six answers were true.', 'Las seis respuestas fueron «sí».')
          : t(
              `Answered no or left out (no by default): ${omitted.map((key) => QUESTIONS[key as keyof Answers]).join('; ')}.`,
              `Respondido «no» o sin responder («no» por defecto): ${omittedEs.join('; ')}.`,
            ),
        t(
          'A checklist of actions to consider, not tax advice: whether an action pays depends on your figures.',
          'Una lista de acciones que considerar, no asesoramiento fiscal: que una acción compense depende de tus cifras.',
        ),
      ],
      warnings: [
        ...(fallBack
          ? [
              t(
                `The ${calendarYear} year-end rules are not published here yet: this is the ${taxYear} checklist (its estimated-tax, Form 1099-NEC and return deadlines fall in ${calendarYear}).`,
                `Aquí aún no se han publicado las normas de fin de año de ${calendarYear}: esta es la lista de ${taxYear} (sus plazos del impuesto estimado, del formulario 1099-NEC y de la declaración caen en ${calendarYear}).`,
              ),
            ]
          : []),
        ...mediumFigures(taxYear, version.values, sections, locale),
      ],
      rules: [rulesUsed(usYearEndDeadlines, version, `${taxYear}-01-01`)],
    });
  },
});
