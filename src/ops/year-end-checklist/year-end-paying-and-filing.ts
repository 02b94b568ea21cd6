// The sections about paying and filing: the dates for everyone, and catching up on missed estimated payments.
import { usd, type ChecklistScene } from './year-end-scene.js';
import { IRS, SOURCES } from './year-end-sources.js';
import { draft, type SectionDraft } from './year-end-types.js';

/** For everyone: the fourth estimated payment and the filing dates. */
export function everyoneSection({ taxYear, t, v, conf, money, day, q4, returnDue, extendedDue }: ChecklistScene): SectionDraft {
  return draft(
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
}

/** Catching up on missed estimated payments: pay now, aim for the safe harbor, raise withholding. */
export function estimatedTaxCatchUpSection({ taxYear, t, yearEnd, v, conf, money, pct, day, q4 }: ChecklistScene): SectionDraft {
  return draft(
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
}
