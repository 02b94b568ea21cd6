import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { rulesUsed } from '../../rules/rule-set.js';
import { usYearEndDeadlines } from '../../rules/us/us-year-end-deadlines.rules.js';
import { buildChecklist, mediumFigures, SECTION_IDS, versionForTaxYear, type Answers } from './year-end-checklist.js';
import { formatDay } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { examples } from './year-end-checklist.examples.js';

/** The six questions as the Spanish page asks them (also the words of the answers left out, in the assumptions). */
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

export const input = z.strictObject({
  incomeDropNext: flag('Expects lower income next year.'),
  plannedPurchases: flag('Has business purchases coming anyway.'),
  retirementPlan: flag('Has or is considering a solo 401(k), SEP or similar plan.'),
  hasInvestments: flag('Holds taxable investments.'),
  paidContractors: flag('Paid subcontractors this year.'),
  behindOnQuarterlies: flag('Is behind on estimated tax payments.'),
});

export const output = z.strictObject({
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

export default defineOperation({
  id: 'year-end-checklist',
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
  kind: 'calculator',
  jurisdiction: 'us',
  es: {
    title: 'Lista de comprobación fiscal de fin de año para autónomos',
    summary: 'Las acciones fiscales de diciembre que corresponden a un autónomo en EE. UU., a partir de seis respuestas sí/no, cada una con su plazo real del ejercicio y su fuente oficial.',
  },
  input,
  form: {
    incomeDropNext: {
      label: { en: 'Lower income expected next year', es: 'Espero ingresar menos el año que viene' },
      help: { es: 'Marca la casilla si esperas ingresos más bajos el año que viene.' },
    },
    plannedPurchases: {
      label: { en: 'Business purchases planned', es: 'Compras previstas para el negocio' },
      help: { es: 'Marca la casilla si vas a hacer compras para el negocio de todos modos.' },
    },
    retirementPlan: {
      label: { en: 'Solo retirement plan (401(k), SEP)', es: 'Plan de jubilación propio (401(k), SEP)' },
      help: { es: 'Marca la casilla si tienes un plan de jubilación individual o similar (401(k) de un solo partícipe, SEP) o estás pensando en abrirlo.' },
    },
    hasInvestments: {
      label: { en: 'Taxable investments', es: 'Inversiones que tributan' },
      help: { es: 'Marca la casilla si tienes inversiones que tributan (fuera de planes de jubilación).' },
    },
    paidContractors: {
      label: { en: 'Paid subcontractors this year', es: 'He pagado a subcontratistas este año' },
      help: {
        es: 'Marca la casilla si has pagado a subcontratistas este año (el umbral del formulario 1099-NEC es de 600 US$ para los pagos hechos en 2025 y de 2.000 US$ para los hechos en 2026).',
      },
    },
    behindOnQuarterlies: {
      label: { en: 'Behind on estimated tax payments', es: 'Voy atrasado en los pagos estimados' },
      help: { es: 'Marca la casilla si vas atrasado en los pagos trimestrales del impuesto estimado.' },
    },
  },
  page: {
    headline: [
      { field: 'taxYear', label: { en: 'Tax year', es: 'Ejercicio' }, format: 'text' },
    ],
    details: [
      { field: 'asOf', label: { en: 'Date of the checklist', es: 'Fecha de la lista' }, format: 'date' },
    ],
    tables: [
      {
        field: 'sections',
        title: { en: 'Your year-end checklist', es: 'Tu lista de fin de año' },
        columns: [
          { field: 'title', label: { en: 'Section', es: 'Sección' }, format: 'text' },
          { field: 'applies', label: { en: 'Why it applies', es: 'Por qué te afecta' }, format: 'text' },
          { field: 'items', label: { en: 'Actions', es: 'Acciones' }, format: 'text', keys: ['action', 'deadline', 'why', 'source', 'furtherReading'] },
        ],
      },
      {
        field: 'skippedSections',
        title: { en: 'Sections left out', es: 'Secciones omitidas' },
        columns: [
          { field: 'title', label: { en: 'Section', es: 'Sección' }, format: 'text' },
          { field: 'reason', label: { en: 'Why', es: 'Motivo' }, format: 'text' },
        ],
      },
    ],
  },
  output,
  examples,
  worstCase: () => ({
    incomeDropNext: true,
    plannedPurchases: true,
    retirementPlan: true,
    hasInvestments: true,
    paidContractors: true,
    behindOnQuarterlies: true,
  }),
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
              `Answered false or left out (default false): ${omitted.join(', ')}.`,
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
