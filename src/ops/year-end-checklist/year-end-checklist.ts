import { addDays } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { formatDay, formatMoney, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import type { Confidence, RuleSet, RuleVersion } from '../../rules/rule-set.js';
import {
  NOTICE_2025_62,
  USC_1091,
  USC_1211,
  USC_6072,
  USC_6654,
  usYearEndDeadlines,
} from '../../rules/us/us-year-end-deadlines.rules.js';
import { numberFormat } from '../../core/number-format.js';

type Values = (typeof usYearEndDeadlines)['versions'][number]['values'];
type Key = keyof Values;

export interface Source {
  title: string;
  url: string;
}

export interface ChecklistItem {
  action: string;
  deadline: string;
  why: string;
  source: Source;
  furtherReading: Source;
  confidence: Confidence;
}

export const SECTION_IDS = ['everyone', 'income-timing', 'equipment', 'retirement', 'tax-loss-harvesting', 'contractor-returns', 'estimated-tax-catch-up'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ChecklistSection {
  id: SectionId;
  title: string;
  applies: string;
  items: ChecklistItem[];
}

export interface Answers {
  incomeDropNext: boolean;
  plannedPurchases: boolean;
  retirementPlan: boolean;
  hasInvestments: boolean;
  paidContractors: boolean;
  behindOnQuarterlies: boolean;
}

/** Statute pages relied on by items whose rule is qualitative (no figure of the rule set). */
const usc = (section: string) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section${section}&num=0&edition=prelim`;
const SOURCES = {
  s6654: { title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax', url: USC_6654 },
  s6072: { title: '26 U.S.C. §6072 — Time for filing income tax returns; §6081 — extensions', url: USC_6072 },
  s451: { title: '26 U.S.C. §451(a) — General rule for taxable year of inclusion', url: usc('451') },
  s461: { title: '26 U.S.C. §461(a) — General rule for taxable year of deduction', url: usc('461') },
  s179: { title: '26 U.S.C. §179 — Election to expense certain depreciable business assets', url: usc('179') },
  s401: { title: '26 U.S.C. §401(b)(2) — Adoption of a plan after the close of the year', url: usc('401') },
  s404: { title: '26 U.S.C. §404(a)(6) and (h)(1)(B) — When plan and SEP contributions are deemed made', url: usc('404') },
  s219: { title: '26 U.S.C. §219(f)(3) — When IRA contributions are deemed made', url: usc('219') },
  s1211: { title: '26 U.S.C. §1211(b) — Limitation on capital losses', url: USC_1211 },
  s1091: { title: '26 U.S.C. §1091(a) — Loss from wash sales of stock or securities', url: USC_1091 },
  notice202562: { title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act', url: NOTICE_2025_62 },
  s6041A: { title: '26 U.S.C. §6041A — Returns regarding payments of remuneration for services', url: usc('6041A') },
  s7503: { title: '26 U.S.C. §7503 — Time for performance of acts where last day falls on Saturday, Sunday, or legal holiday', url: usc('7503') },
} as const satisfies Record<string, Source>;

/** IRS pages that explain each topic (further reading; the figures come from `source` and the rule set). */
const IRS = {
  p505: { title: 'IRS Publication 505, Tax Withholding and Estimated Tax', url: 'https://www.irs.gov/publications/p505' },
  p538: { title: 'IRS Publication 538, Accounting Periods and Methods', url: 'https://www.irs.gov/publications/p538' },
  p946: { title: 'IRS Publication 946, How To Depreciate Property', url: 'https://www.irs.gov/publications/p946' },
  p560: { title: 'IRS Publication 560, Retirement Plans for Small Business (SEP, SIMPLE, and Qualified Plans)', url: 'https://www.irs.gov/publications/p560' },
  solo401k: { title: 'IRS — One-participant 401(k) plans', url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans' },
  p590a: { title: 'IRS Publication 590-A, Contributions to Individual Retirement Arrangements (IRAs)', url: 'https://www.irs.gov/publications/p590a' },
  p550: { title: 'IRS Publication 550, Investment Income and Expenses', url: 'https://www.irs.gov/publications/p550' },
  i1099: { title: 'IRS — Instructions for Forms 1099-MISC and 1099-NEC', url: 'https://www.irs.gov/instructions/i1099mec' },
  f4868: { title: 'IRS — Form 4868, Application for Automatic Extension of Time To File', url: 'https://www.irs.gov/forms-pubs/about-form-4868' },
} as const satisfies Record<string, Source>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "Friday January 15, 2027" · "viernes 15 ene 2027". */
export function longDate(date: string, locale: Locale = 'en'): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (locale === 'es') return `${WEEKDAYS_ES[d.getUTCDay()]} ${formatDay(date, 'es')}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const usd = (n: number) => `$${numberFormat('en-US').format(n)}`;

/** The texts of a result in one language: `t(english, spanish)` (see core/say.ts). */
type Say = (en: string, es: string) => string;
const english: Say = (en) => en;

/** The version for the tax year, or a 400 saying the year is not covered yet (never the figures of another year). */
export function versionForTaxYear<K extends string>(set: RuleSet<K>, taxYear: number): RuleVersion<K> {
  const version = set.versions.find((v) => v.effective === `${taxYear}-01-01`);
  if (!version) {
    const years = set.versions.map((v) => v.effective.slice(0, 4)).join(', ');
    throw new InputError(
      `no ${set.id} rules for tax year ${taxYear} yet (covered: ${years}); the checklist does not reuse another year's dates and thresholds`,
      `aún no hay normas ${set.id} para el ejercicio ${taxYear} (cubiertos: ${years}); la lista no reutiliza los plazos y umbrales de otro año`,
    );
  }
  return version;
}

/** A source of the rule set, by URL. */
function sourceOf(url: string): Source {
  const found = usYearEndDeadlines.sources.find((s) => s.url === url);
  if (!found) throw new Error(`${url} is not a source of ${usYearEndDeadlines.id}`);
  return { ...found };
}

const lowest = (values: readonly Confidence[]): Confidence =>
  values.includes('medium-low') ? 'medium-low' : values.includes('medium') ? 'medium' : 'high';

/**
 * Builds the applicable sections for a tax year from its rule version (and the neighbouring versions for the 1099 history),
 * its texts in the words of `locale` (the source titles stay as published).
 */
export function buildChecklist(
  taxYear: number,
  values: Values,
  answers: Answers,
  previous: Values | undefined,
  next: Values | undefined,
  locale: Locale = 'en',
) {
  const es = locale === 'es';
  const t: Say = es ? (_en, spanish) => spanish : english;
  const yearEnd = `${taxYear}-12-31`;
  const due = (key: Key) => addDays(yearEnd, values[key].value);
  const v = (key: Key) => values[key].value;
  const conf = (...keys: Key[]) => lowest(keys.map((k) => values[k].confidence));
  const money = (n: number) => (es ? formatMoney(n, 'USD', 'es', true) : usd(n));
  const pct = (n: number) => (es ? formatPercent(n, 'es') : `${n} %`);
  const day = (date: string) => longDate(date, locale);

  const q4 = due('q4EstimatedTaxDueDays');
  const returnDue = due('returnDueDays');
  const extendedDue = due('extendedReturnDueDays');
  const necDue = due('form1099NecDueDays');
  const threshold = v('form1099NecThreshold');

  const sections: ChecklistSection[] = [];
  const skipped: { id: SectionId; title: string; reason: string }[] = [];
  const add = (id: SectionId, title: string, flag: keyof Answers | null, applies: string, notApplies: string, items: ChecklistItem[]) => {
    if (flag === null || answers[flag]) sections.push({ id, title, applies, items });
    else skipped.push({ id, title, reason: notApplies });
  };

  add(
    'everyone',
    t('For everyone', 'Para todos'),
    null,
    t('These apply to every self-employed person, whatever the answers.', 'Se aplican a todo trabajador por cuenta propia, sean cuales sean las respuestas.'),
    '',
    [
      {
        action: t(
          `Estimate this year's profit and tax now and compare the tax with what you have paid through estimated payments and withholding; if you owe estimated tax, pay the fourth ${taxYear} installment by ${day(q4)}.`,
          `Calcula ya el beneficio y el impuesto de este año y compara el impuesto con lo que has pagado en pagos estimados y retenciones; si debes impuesto estimado, paga el cuarto pago trimestral de ${taxYear} a más tardar el ${day(q4)}.`,
        ),
        deadline: q4,
        why: t(
          `The fourth installment of ${taxYear} estimated tax is due January 15 of the following year (26 U.S.C. §6654(c)), ${day(q4)}. ` +
            `No underpayment penalty applies when the year's tax after withholding is less than ${usd(v('estimatedTaxPenaltyFloor'))} (§6654(e)(1)).`,
          `El cuarto pago trimestral del impuesto estimado de ${taxYear} vence el 15 de enero del año siguiente (26 U.S.C. §6654(c)): el ${day(q4)}. ` +
            `No hay recargo por pago insuficiente cuando el impuesto del año, descontadas las retenciones, es inferior a ${money(v('estimatedTaxPenaltyFloor'))} (§6654(e)(1)).`,
        ),
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: conf('q4EstimatedTaxDueDays', 'estimatedTaxPenaltyFloor'),
      },
      {
        action: t(
          `Put the filing dates in your calendar: your ${taxYear} Form 1040 is due ${day(returnDue)}; an extension moves the filing date to ${day(extendedDue)} but not the date to pay.`,
          `Apunta en tu calendario las fechas de presentación: tu declaración de ${taxYear} (formulario 1040) vence el ${day(returnDue)}; una prórroga retrasa la presentación al ${day(extendedDue)}, pero no la fecha de pago.`,
        ),
        deadline: returnDue,
        why: t(
          'Calendar-year returns are due on the 15th day of April after the year (26 U.S.C. §6072(a)); an extension of time to file is limited to 6 months (§6081(a)) ' +
            'and does not extend the time to pay the tax (Reg. 1.6081-1).',
          'Las declaraciones de año natural vencen el 15 de abril siguiente al año (26 U.S.C. §6072(a)); la prórroga para presentar tiene un máximo de 6 meses (§6081(a)) ' +
            'y no amplía el plazo para pagar el impuesto (Reglamento del Tesoro 1.6081-1).',
        ),
        source: SOURCES.s6072,
        furtherReading: IRS.f4868,
        confidence: conf('returnDueDays', 'extendedReturnDueDays'),
      },
    ],
  );

  add(
    'income-timing',
    t('Income timing and expense acceleration', 'Calendario de ingresos y adelanto de gastos'),
    'incomeDropNext',
    t(
      'You expect lower income next year (incomeDropNext): income moved into next year and deductions moved into this year may be taxed or saved at a higher rate this year than next.',
      'Esperas ingresos más bajos el año que viene: los ingresos que pasen al año siguiente y los gastos deducibles que se adelanten a este pueden tributar o ahorrar a un tipo más alto este año que el próximo.',
    ),
    t(
      'Skipped: no lower income expected next year (answered no or left out).',
      'Omitida: no esperas ingresos más bajos el año que viene (respuesta «no» o sin responder).',
    ),
    [
      {
        action: t(
          `If you use the cash method, time your December invoices so that payment arrives in January ${taxYear + 1}: income counts in the year you receive it. Do it by timing the billing, not by leaving money you have already received uncashed.`,
          `Si aplicas el criterio de caja, programa tus facturas de diciembre para que el cobro llegue en enero de ${taxYear + 1}: los ingresos cuentan en el año en que los cobras. Hazlo eligiendo cuándo facturas, no dejando sin cobrar dinero que ya has recibido.`,
        ),
        deadline: yearEnd,
        why: t(
          'An item of gross income is included in the taxable year in which it is received, unless your accounting method puts it in another period (26 U.S.C. §451(a)).',
          'Un ingreso bruto se imputa al ejercicio en que se cobra, salvo que tu método contable lo asigne a otro periodo (26 U.S.C. §451(a)).',
        ),
        source: SOURCES.s451,
        furtherReading: IRS.p538,
        confidence: 'high',
      },
      {
        action: t(
          `Pay before December 31, ${taxYear} the deductible business expenses you would pay in January anyway (supplies, subscriptions, professional fees) so that they count this year.`,
          `Paga antes del 31 dic ${taxYear} los gastos deducibles de la actividad que pagarías igualmente en enero (material, suscripciones, honorarios profesionales) para que cuenten este año.`,
        ),
        deadline: yearEnd,
        why: t(
          'A deduction is taken in the taxable year that is proper under your method of accounting (26 U.S.C. §461(a)); under the cash receipts and disbursements method that is the year you pay. ' +
            'Prepaying costs that belong to later years is limited; see Publication 538.',
          'Un gasto se deduce en el ejercicio que corresponde según tu método contable (26 U.S.C. §461(a)); con el criterio de caja, es el año en que pagas. ' +
            'Adelantar el pago de gastos de años posteriores tiene límites; consulta la Publicación 538 del IRS.',
        ),
        source: SOURCES.s461,
        furtherReading: IRS.p538,
        confidence: 'high',
      },
    ],
  );

  add(
    'equipment',
    t('Equipment purchases and depreciation', 'Compra de equipos y amortización'),
    'plannedPurchases',
    t(
      'You have business purchases coming anyway (plannedPurchases): buying and placing them in service before the year ends can bring the deduction into this year.',
      'Tienes previstas compras para el negocio de todos modos: comprarlas y ponerlas en funcionamiento antes de que acabe el año puede traer la deducción a este año.',
    ),
    t(
      'Skipped: no business purchases planned (answered no or left out).',
      'Omitida: no tienes previstas compras para el negocio (respuesta «no» o sin responder).',
    ),
    [
      {
        action: t(
          `Buy the equipment you need anyway and place it in service in your business by December 31, ${taxYear}; buying it without placing it in service does not bring the deduction into this year.`,
          `Compra el equipo que vas a necesitar de todos modos y ponlo en funcionamiento en tu negocio a más tardar el 31 dic ${taxYear}; comprarlo sin ponerlo en funcionamiento no trae la deducción a este año.`,
        ),
        deadline: yearEnd,
        why: t(
          'A Section 179 expense is "allowed as a deduction for the taxable year in which the section 179 property is placed in service" (26 U.S.C. §179(a)).',
          'El gasto de la sección 179 se admite como deducción del ejercicio en que el bien de la sección 179 se pone en funcionamiento (26 U.S.C. §179(a)).',
        ),
        source: SOURCES.s179,
        furtherReading: IRS.p946,
        confidence: 'high',
      },
      {
        action: t(
          `Before electing Section 179 on your ${taxYear} return (due ${day(returnDue)}), check your business income: the expense cannot exceed the taxable income of your active trade or business, and any excess carries forward.`,
          `Antes de optar por la sección 179 en tu declaración de ${taxYear} (que vence el ${day(returnDue)}), revisa los ingresos de tu negocio: el gasto no puede superar la base imponible de tu actividad, y el exceso se traslada a años siguientes.`,
        ),
        deadline: returnDue,
        why: t(
          'Section 179(b)(3) limits the deduction to taxable income from the active conduct of a trade or business, with a carryover of the amount disallowed. ' +
            'The annual dollar limit is far above most freelancers\' purchases; it is not stated here because it could not be checked against the official text (see Publication 946).',
          'La sección 179(b)(3) limita la deducción a la base imponible procedente del ejercicio activo de una actividad, y lo no admitido se traslada a años siguientes. ' +
            'El límite anual en dólares está muy por encima de las compras de la mayoría de los autónomos; no se indica aquí porque no se ha podido comprobar en el texto oficial (consulta la Publicación 946 del IRS).',
        ),
        source: SOURCES.s179,
        furtherReading: IRS.p946,
        confidence: conf('returnDueDays'),
      },
    ],
  );

  add(
    'retirement',
    t('Retirement contributions and their deadlines', 'Aportaciones para la jubilación y sus plazos'),
    'retirementPlan',
    t(
      'You have a solo retirement plan or similar (retirementPlan): some contributions must be decided before the year ends, others can wait until the return is filed.',
      'Tienes un plan de jubilación individual o similar: algunas aportaciones hay que decidirlas antes de que acabe el año y otras pueden esperar a la presentación de la declaración.',
    ),
    t('Skipped: no retirement plan (answered no or left out).', 'Omitida: no tienes plan de jubilación (respuesta «no» o sin responder).'),
    [
      {
        action: t(
          `If you have a one-participant (solo) 401(k), decide your ${taxYear} employee deferral now: up to ${usd(v('electiveDeferralLimit'))} for ${taxYear} before catch-up contributions. Check your plan document for when the deferral election must be made.`,
          `Si tienes un 401(k) de un solo partícipe, decide ya tu aportación como empleado de ${taxYear}: hasta ${money(v('electiveDeferralLimit'))} en ${taxYear}, sin contar las aportaciones adicionales por edad. Consulta en el reglamento de tu plan cuándo hay que elegirla.`,
        ),
        deadline: yearEnd,
        why: t(
          `${usd(v('electiveDeferralLimit'))} is the ${taxYear} 401(k) elective deferral limit announced by the IRS (medium confidence: read in the title of the IRS news release, not in the release itself). ` +
            'Catch-up contributions for age 50 and over come on top.',
          `${money(v('electiveDeferralLimit'))} es el límite de aportación voluntaria a un 401(k) de ${taxYear} anunciado por el IRS (confianza media: leído en el título del comunicado de prensa del IRS, no en el propio comunicado). ` +
            'Las aportaciones adicionales a partir de los 50 años se suman aparte.',
        ),
        source: sourceOf(values.electiveDeferralLimit.source),
        furtherReading: IRS.solo401k,
        confidence: conf('electiveDeferralLimit'),
      },
      {
        action: t(
          `Employer contributions for ${taxYear} to a SEP or to the profit-sharing part of a solo 401(k) can wait until your return is due: ${day(returnDue)}, or ${day(extendedDue)} with an extension.`,
          `Las aportaciones como empleador de ${taxYear} a un SEP o a la parte de reparto de beneficios de un 401(k) individual pueden esperar al vencimiento de tu declaración: el ${day(returnDue)}, o el ${day(extendedDue)} con prórroga.`,
        ),
        deadline: extendedDue,
        why: t(
          'A contribution made on account of a year by the due date of the return for that year, including extensions, is treated as made on the last day of the year ' +
            '(26 U.S.C. §404(a)(6) for qualified plans, §404(h)(1)(B) for a SEP).',
          'Una aportación a cuenta de un año hecha antes del vencimiento de la declaración de ese año, prórrogas incluidas, se trata como hecha el último día del año ' +
            '(26 U.S.C. §404(a)(6) para los planes cualificados, §404(h)(1)(B) para un SEP).',
        ),
        source: SOURCES.s404,
        furtherReading: IRS.p560,
        confidence: conf('returnDueDays', 'extendedReturnDueDays'),
      },
      {
        action: t(
          `No plan yet? A plan adopted after December 31 but before your ${taxYear} return is due (extensions included, ${day(extendedDue)}) can be treated as adopted on the last day of ${taxYear}, so employer contributions for ${taxYear} are still possible.`,
          `¿Aún no tienes plan? Un plan adoptado después del 31 de diciembre pero antes de que venza tu declaración de ${taxYear} (prórrogas incluidas, el ${day(extendedDue)}) puede tratarse como adoptado el último día de ${taxYear}, así que aún caben aportaciones como empleador de ${taxYear}.`,
        ),
        deadline: extendedDue,
        why: t(
          'An employer that adopts a plan after the close of a taxable year but before the due date of its return (including extensions) may elect to treat it as adopted on the last day of that year (26 U.S.C. §401(b)(2)).',
          'Un empleador que adopta un plan después del cierre del ejercicio pero antes del vencimiento de su declaración (prórrogas incluidas) puede optar por tratarlo como adoptado el último día de ese año (26 U.S.C. §401(b)(2)).',
        ),
        source: SOURCES.s401,
        furtherReading: IRS.p560,
        confidence: conf('extendedReturnDueDays'),
      },
      {
        action: t(
          `A traditional IRA contribution for ${taxYear} can be made until ${day(returnDue)}, the return due date without extensions.`,
          `La aportación a una IRA tradicional de ${taxYear} puede hacerse hasta el ${day(returnDue)}, el vencimiento de la declaración sin prórrogas.`,
        ),
        deadline: returnDue,
        why: t(
          'An IRA contribution made on account of a year by the due date of that year\'s return, not including extensions, is deemed made on the last day of the year (26 U.S.C. §219(f)(3)).',
          'Una aportación a una IRA a cuenta de un año hecha antes del vencimiento de la declaración de ese año, sin contar prórrogas, se considera hecha el último día del año (26 U.S.C. §219(f)(3)).',
        ),
        source: SOURCES.s219,
        furtherReading: IRS.p590a,
        confidence: conf('returnDueDays'),
      },
    ],
  );

  const washDays = v('washSaleWindowDays');
  const washEnd = addDays(yearEnd, washDays);
  const washStart = addDays(yearEnd, -washDays);
  add(
    'tax-loss-harvesting',
    t('Tax-loss harvesting', 'Aflorar pérdidas de inversiones'),
    'hasInvestments',
    t(
      'You hold taxable investments (hasInvestments): losses realized before the year ends offset this year\'s gains.',
      'Tienes inversiones que tributan: las pérdidas realizadas antes de que acabe el año compensan las ganancias de este año.',
    ),
    t('Skipped: no taxable investments (answered no or left out).', 'Omitida: no tienes inversiones que tributen (respuesta «no» o sin responder).'),
    [
      {
        action: t(
          `Review your taxable accounts for positions with unrealized losses and sell the ones you no longer want to hold by December 31, ${taxYear}, to offset gains realized this year.`,
          `Revisa tus cuentas de inversión que tributan en busca de posiciones con pérdidas latentes y vende las que ya no quieras mantener a más tardar el 31 dic ${taxYear}, para compensar las ganancias realizadas este año.`,
        ),
        deadline: yearEnd,
        why: t(
          `Capital losses offset capital gains; a net loss beyond your gains reduces other income by at most ${usd(v('capitalLossLimit'))} a year ` +
            `(${usd(v('capitalLossLimitMfs'))} married filing separately) and the rest carries forward (26 U.S.C. §1211(b), §1212(b)).`,
          `Las pérdidas patrimoniales compensan las ganancias patrimoniales; la pérdida neta que exceda de tus ganancias reduce otros ingresos en ${money(v('capitalLossLimit'))} al año como máximo ` +
            `(${money(v('capitalLossLimitMfs'))} si eres una persona casada que declara por separado) y el resto se traslada a años siguientes (26 U.S.C. §1211(b), §1212(b)).`,
        ),
        source: SOURCES.s1211,
        furtherReading: IRS.p550,
        confidence: conf('capitalLossLimit', 'capitalLossLimitMfs'),
      },
      {
        action: t(
          `Avoid a wash sale: do not buy substantially identical stock or securities (or options to buy them) from ${washDays} days before to ${washDays} days after a loss sale. ` +
            `For a sale on December 31, ${taxYear} the window runs from ${day(washStart)} to ${day(washEnd)}.`,
          `Evita una wash sale: no compres acciones o valores sustancialmente idénticos (ni opciones para comprarlos) desde ${washDays} días antes hasta ${washDays} días después de una venta con pérdida. ` +
            `Para una venta el 31 dic ${taxYear}, la ventana va del ${day(washStart)} al ${day(washEnd)}.`,
        ),
        deadline: washEnd,
        why: t(
          `Under 26 U.S.C. §1091(a) no loss deduction is allowed when substantially identical securities are acquired within the period beginning ${washDays} days before the sale and ending ${washDays} days after it; the disallowed loss is added to the basis of the new shares (§1091(d)).`,
          `Según 26 U.S.C. §1091(a), no se admite deducir la pérdida cuando se adquieren valores sustancialmente idénticos en el periodo que empieza ${washDays} días antes de la venta y termina ${washDays} días después; la pérdida no admitida se suma al coste de las nuevas acciones (§1091(d)).`,
        ),
        source: SOURCES.s1091,
        furtherReading: IRS.p550,
        confidence: conf('washSaleWindowDays'),
      },
    ],
  );

  const thresholdHistory =
    previous && previous.form1099NecThreshold.value !== threshold
      ? t(
          ` It was ${usd(previous.form1099NecThreshold.value)} for payments made in ${taxYear - 1}: the One Big Beautiful Bill Act (§70433) raised it to $2,000 for payments made after December 31, 2025, with inflation adjustments from 2027 (IRS Notice 2025-62). So a contractor paid between ${usd(previous.form1099NecThreshold.value)} and ${usd(threshold - 1)} in ${taxYear} needs no Form 1099-NEC from you, though the payment is still taxable income to them.`,
          ` Para los pagos hechos en ${taxYear - 1} era de ${money(previous.form1099NecThreshold.value)}: la One Big Beautiful Bill Act (§70433) lo subió a ${money(2000)} para los pagos hechos después del 31 dic 2025, con actualización por inflación desde 2027 (aviso 2025-62 del IRS). Así que un contratista al que pagaste entre ${money(previous.form1099NecThreshold.value)} y ${money(threshold - 1)} en ${taxYear} no necesita que le hagas un formulario 1099-NEC, aunque para él el pago sigue siendo un ingreso que tributa.`,
        )
      : next && next.form1099NecThreshold.value !== threshold
        ? t(
            ` For payments made in ${taxYear + 1} it rises to ${usd(next.form1099NecThreshold.value)} (One Big Beautiful Bill Act §70433; IRS Notice 2025-62).`,
            ` Para los pagos hechos en ${taxYear + 1} sube a ${money(next.form1099NecThreshold.value)} (One Big Beautiful Bill Act §70433; aviso 2025-62 del IRS).`,
          )
        : '';
  const jan31 = `${taxYear + 1}-01-31`;
  const necDayNote =
    necDue === jan31
      ? ''
      : t(
          ` January 31, ${taxYear + 1} is a ${WEEKDAYS[new Date(`${jan31}T00:00:00Z`).getUTCDay()]}, so the due date moves to the next business day (26 U.S.C. §7503).`,
          ` El 31 ene ${taxYear + 1} es ${WEEKDAYS_ES[new Date(`${jan31}T00:00:00Z`).getUTCDay()]}, así que el vencimiento pasa al siguiente día hábil (26 U.S.C. §7503).`,
        );
  add(
    'contractor-returns',
    t('Contractor information returns (Form 1099-NEC)', 'Declaraciones informativas de contratistas (formulario 1099-NEC)'),
    'paidContractors',
    threshold === 600
      ? t(
          `You paid subcontractors (paidContractors): for payments made in ${taxYear} the filing duty starts at $600 per contractor.`,
          `Has pagado a subcontratistas: para los pagos hechos en ${taxYear}, la obligación de declarar empieza en ${money(600)} por contratista.`,
        )
      : t(
          `You paid subcontractors (paidContractors). The question says "600 dollars or more", the threshold for payments made in 2025; for payments made in ${taxYear} the filing duty starts at ${usd(threshold)} per contractor.`,
          `Has pagado a subcontratistas. La pregunta dice «600 dólares o más», el umbral de los pagos hechos en 2025; para los pagos hechos en ${taxYear}, la obligación de declarar empieza en ${money(threshold)} por contratista.`,
        ),
    t('Skipped: no contractors paid (answered no or left out).', 'Omitida: no has pagado a subcontratistas (respuesta «no» o sin responder).'),
    [
      {
        action: t(
          `Before the year ends, total what you paid each contractor for services in ${taxYear} and collect the legal name, address and taxpayer identification number of everyone paid ${usd(threshold)} or more (Form W-9 is the IRS form for asking).`,
          `Antes de que acabe el año, suma lo que pagaste a cada contratista por servicios en ${taxYear} y reúne el nombre legal, la dirección y el número de identificación fiscal de todos a los que pagaste ${money(threshold)} o más (el formulario W-9 es el del IRS para pedirlos).`,
        ),
        deadline: yearEnd,
        why: t(
          'The return must set forth the aggregate amount paid and the name and address of the recipient (26 U.S.C. §6041A(a)); collecting the details while you are still paying the contractor is easier than in January.',
          'La declaración debe indicar el importe total pagado y el nombre y la dirección del perceptor (26 U.S.C. §6041A(a)); reunir los datos mientras aún pagas al contratista es más fácil que en enero.',
        ),
        source: SOURCES.s6041A,
        furtherReading: IRS.i1099,
        confidence: 'high',
      },
      {
        action: t(
          `File Form 1099-NEC with the IRS and give a copy to each contractor you paid ${usd(threshold)} or more for services in ${taxYear}, by ${day(necDue)}.`,
          `Presenta el formulario 1099-NEC ante el IRS y entrega una copia a cada contratista al que pagaste ${money(threshold)} o más por servicios en ${taxYear}, a más tardar el ${day(necDue)}.`,
        ),
        deadline: necDue,
        why:
          t(
            `For payments made in ${taxYear} a return is required when the payments to one person reach ${usd(threshold)}.${thresholdHistory} `,
            `Para los pagos hechos en ${taxYear} hay que presentar declaración cuando los pagos a una misma persona llegan a ${money(threshold)}.${thresholdHistory} `,
          ) +
          t(
            `Forms reporting nonemployee compensation are due January 31 of the following year, and so is the copy for the recipient (26 U.S.C. §6071(c), §6041A(e)).${necDayNote}`,
            `Los formularios que declaran retribuciones a no empleados vencen el 31 de enero del año siguiente, igual que la copia para el perceptor (26 U.S.C. §6071(c), §6041A(e)).${necDayNote}`,
          ),
        source: taxYear >= 2026 ? SOURCES.notice202562 : SOURCES.s6041A,
        furtherReading: IRS.i1099,
        confidence: conf('form1099NecThreshold', 'form1099NecDueDays'),
      },
    ],
  );

  add(
    'estimated-tax-catch-up',
    t('Catching up on estimated payments', 'Ponerse al día con los pagos estimados'),
    'behindOnQuarterlies',
    t(
      'You are behind on estimated payments (behindOnQuarterlies): the underpayment penalty keeps running on each missed installment until it is paid.',
      'Vas atrasado en los pagos estimados: el recargo por pago insuficiente sigue corriendo sobre cada pago trimestral que falta hasta que se paga.',
    ),
    t('Skipped: not behind on estimated payments (answered no or left out).', 'Omitida: no vas atrasado en los pagos estimados (respuesta «no» o sin responder).'),
    [
      {
        action: t(
          `Pay what you missed now rather than waiting for ${day(q4)}: a payment is applied to the earliest unpaid installment and stops the penalty on it from the day it is paid.`,
          `Paga ya lo que te falta en lugar de esperar al ${day(q4)}: cada pago se aplica al plazo impagado más antiguo y detiene su recargo desde el día en que se paga.`,
        ),
        deadline: q4,
        why: t(
          'The penalty runs on each installment from its due date until the day the underpayment is paid (or April 15 of the next year), and payments are credited to unpaid installments in the order they were due (26 U.S.C. §6654(b)(2) and (b)(3)).',
          'El recargo corre sobre cada plazo desde su vencimiento hasta el día en que se paga lo que falta (o hasta el 15 de abril del año siguiente), y los pagos se imputan a los plazos impagados por orden de vencimiento (26 U.S.C. §6654(b)(2) y (b)(3)).',
        ),
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: conf('q4EstimatedTaxDueDays'),
      },
      {
        action: t(
          `Aim for the safe harbor: estimated payments plus withholding of at least the smaller of ${v('safeHarborCurrentYearPct')} % of your ${taxYear} tax and ` +
            `${v('safeHarborPriorYearPct')} % of your ${taxYear - 1} tax (${v('safeHarborHighIncomePriorYearPct')} % if your ${taxYear - 1} AGI was over ${usd(v('safeHarborHighIncomeAgi'))}, ` +
            `${usd(v('safeHarborHighIncomeAgiMfs'))} married filing separately), spread over the four installments.`,
          `Apunta al límite de seguridad: que tus pagos estimados más las retenciones lleguen al menos a la menor de estas dos cifras, el ${pct(v('safeHarborCurrentYearPct'))} de tu impuesto de ${taxYear} o ` +
            `el ${pct(v('safeHarborPriorYearPct'))} de tu impuesto de ${taxYear - 1} (el ${pct(v('safeHarborHighIncomePriorYearPct'))} si tu AGI de ${taxYear - 1} superó ${money(v('safeHarborHighIncomeAgi'))}, ` +
            `o ${money(v('safeHarborHighIncomeAgiMfs'))} si eres una persona casada que declara por separado), repartidos entre los cuatro pagos trimestrales.`,
        ),
        deadline: q4,
        why: t(
          'The required annual payment is the lesser of those two amounts, and each installment is a quarter of it (26 U.S.C. §6654(d)(1)); the prior-year option needs a 12-month prior year with a return.',
          'El pago anual exigido es la menor de esas dos cifras, y cada pago trimestral es la cuarta parte (26 U.S.C. §6654(d)(1)); la opción del año anterior exige que ese año tuviera 12 meses y declaración.',
        ),
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: conf('safeHarborCurrentYearPct', 'safeHarborPriorYearPct', 'safeHarborHighIncomePriorYearPct', 'safeHarborHighIncomeAgi', 'safeHarborHighIncomeAgiMfs'),
      },
      {
        action: t(
          `If you or your spouse also earn wages, raise the federal income tax withheld from the last paychecks of ${taxYear}: withholding counts as paid in equal parts on the four due dates, so it can cover earlier installments too.`,
          `Si tú o tu cónyuge cobráis también un salario, aumentad la retención del impuesto federal sobre la renta en las últimas nóminas de ${taxYear}: la retención cuenta como pagada a partes iguales en los cuatro vencimientos, así que también puede cubrir plazos anteriores.`,
        ),
        deadline: yearEnd,
        why: t(
          'Tax withheld on wages is deemed paid in equal parts on each installment due date unless you show the actual dates (26 U.S.C. §6654(g)(1)).',
          'La retención sobre salarios se considera pagada a partes iguales en cada vencimiento trimestral, salvo que acredites las fechas reales (26 U.S.C. §6654(g)(1)).',
        ),
        source: SOURCES.s6654,
        furtherReading: IRS.p505,
        confidence: 'high',
      },
    ],
  );

  return { sections, skipped };
}

/** Rule values whose confidence is not high and that the returned sections use. */
export function mediumFigures(taxYear: number, values: Values, sections: readonly ChecklistSection[], locale: Locale = 'en'): string[] {
  const warnings: string[] = [];
  if (sections.some((s) => s.id === 'retirement')) {
    warnings.push(
      locale === 'es'
        ? `El límite de aportación voluntaria a un 401(k) de ${taxYear} (${formatMoney(values.electiveDeferralLimit.value, 'USD', 'es', true)}) tiene una confianza media: se leyó en el título del comunicado de prensa del IRS, no en el propio comunicado. Compruébalo en ${values.electiveDeferralLimit.source}.`
        : `The ${taxYear} 401(k) elective deferral limit (${usd(values.electiveDeferralLimit.value)}) is medium confidence: it was read in the title of the IRS news release, not in the release itself. Check it at ${values.electiveDeferralLimit.source}.`,
    );
  }
  return warnings;
}
