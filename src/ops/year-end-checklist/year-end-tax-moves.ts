// The sections about moves before December 31 that lower this year's tax: income timing, equipment, retirement, losses.
import { addDays } from '../../core/calendar-date.js';
import { usd, type ChecklistScene } from './year-end-scene.js';
import { IRS, SOURCES, sourceOf } from './year-end-sources.js';
import { draft, type SectionDraft } from './year-end-types.js';

/** Income into next year, expenses into this one, when income is expected to fall. */
export function incomeTimingSection({ taxYear, t, yearEnd }: ChecklistScene): SectionDraft {
  return draft(
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
}

/** Equipment placed in service before the year ends (Section 179). */
export function equipmentSection({ taxYear, t, yearEnd, conf, day, returnDue }: ChecklistScene): SectionDraft {
  return draft(
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
}

/** Retirement contributions: what must be decided by December 31 and what can wait for the return. */
export function retirementSection({ taxYear, values, t, yearEnd, v, conf, money, day, returnDue, extendedDue }: ChecklistScene): SectionDraft {
  return draft(
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
}

/** Losses realized before the year ends, and the wash-sale window around December 31. */
export function taxLossHarvestingSection({ taxYear, t, yearEnd, v, conf, money, day }: ChecklistScene): SectionDraft {
  const washDays = v('washSaleWindowDays');
  const washEnd = addDays(yearEnd, washDays);
  const washStart = addDays(yearEnd, -washDays);
  return draft(
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
}
