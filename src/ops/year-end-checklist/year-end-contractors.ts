// The section about contractors: Form 1099-NEC, its threshold for the year (and how it changed) and its due date.
import { usd, WEEKDAYS, WEEKDAYS_ES, type ChecklistScene } from './year-end-scene.js';
import { IRS, SOURCES } from './year-end-sources.js';
import { draft, type SectionDraft } from './year-end-types.js';

/** Form 1099-NEC: the details to collect before the year ends, the threshold of the year and its history, the due date. */
export function contractorReturnsSection({ taxYear, previous, next, t, yearEnd, conf, money, day, necDue, threshold }: ChecklistScene): SectionDraft {
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
  return draft(
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
}
