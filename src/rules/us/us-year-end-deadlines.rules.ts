import { defineRuleSet, type RuleValue } from '../rule-set.js';

/** Official text of the U.S. Code (uscode.house.gov); read 2026-11-21 through verbatim copies of the sections. */
const usc = (section: string) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section${section}&num=0&edition=prelim`;

export const USC_6654 = usc('6654');
export const USC_6072 = usc('6072');
export const USC_6081 = usc('6081');
export const USC_6071 = usc('6071');
export const USC_6041A = usc('6041A');
export const USC_7503 = usc('7503');
export const USC_1091 = usc('1091');
export const USC_1211 = usc('1211');
export const NOTICE_2025_62 = 'https://www.irs.gov/pub/irs-drop/n-25-62.pdf';
export const IR_2024_285 = 'https://www.irs.gov/newsroom/401k-limit-increases-to-23500-for-2025-ira-limit-remains-7000';
export const IR_2025_111 = 'https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500';

type Key =
  | 'q4EstimatedTaxDueDays'
  | 'returnDueDays'
  | 'extendedReturnDueDays'
  | 'form1099NecDueDays'
  | 'form1099NecThreshold'
  | 'estimatedTaxPenaltyFloor'
  | 'safeHarborCurrentYearPct'
  | 'safeHarborPriorYearPct'
  | 'safeHarborHighIncomePriorYearPct'
  | 'safeHarborHighIncomeAgi'
  | 'safeHarborHighIncomeAgiMfs'
  | 'washSaleWindowDays'
  | 'capitalLossLimit'
  | 'capitalLossLimitMfs'
  | 'electiveDeferralLimit';

const daysAfterYearEnd = (label: string, date: string, source: string, note: string, labelEs: string, dateEs: string): RuleValue => ({
  value: 0, // set by dueIn()
  unit: 'days',
  label: `${label}: days after 31 December of the tax year (${date})`,
  labelEs: `${labelEs}: días después del 31 de diciembre del ejercicio (${dateEs})`,
  source,
  confidence: 'high',
  note,
});

/** A deadline stored as the number of days after 31 December of the tax year to the date published or derived. */
function dueIn(taxYear: number, date: string, value: RuleValue): RuleValue {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${taxYear}-12-31T00:00:00Z`)) / 86_400_000;
  return { ...value, value: days };
}

const STATUTE_NOTE = 'Read 2026-11-21 in a verbatim copy of the U.S. Code section.';

/** Figures that do not change between the two tax years (statutory amounts, not indexed). */
const statutory: Pick<
  Record<Key, RuleValue>,
  | 'estimatedTaxPenaltyFloor'
  | 'safeHarborCurrentYearPct'
  | 'safeHarborPriorYearPct'
  | 'safeHarborHighIncomePriorYearPct'
  | 'safeHarborHighIncomeAgi'
  | 'safeHarborHighIncomeAgiMfs'
  | 'washSaleWindowDays'
  | 'capitalLossLimit'
  | 'capitalLossLimitMfs'
> = {
  estimatedTaxPenaltyFloor: {
    value: 1000, unit: 'USD', label: 'No estimated-tax penalty when the year\'s tax after withholding is less than this', labelEs: 'Sin recargo por impuesto estimado cuando el impuesto del año, descontadas las retenciones, es inferior a esta cifra', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(e)(1). ${STATUTE_NOTE}`,
  },
  safeHarborCurrentYearPct: {
    value: 90, unit: 'percent', label: 'Required annual payment: share of this year\'s tax', labelEs: 'Pago anual exigido: parte del impuesto de este año', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(d)(1)(B)(i): the required annual payment is the lesser of this share of this year's tax and the prior-year share. ${STATUTE_NOTE}`,
  },
  safeHarborPriorYearPct: {
    value: 100, unit: 'percent', label: 'Required annual payment: share of last year\'s tax (last year a full 12-month year with a return)', labelEs: 'Pago anual exigido: parte del impuesto del año pasado (si fue un año completo de 12 meses con declaración)', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(d)(1)(B)(ii). ${STATUTE_NOTE}`,
  },
  safeHarborHighIncomePriorYearPct: {
    value: 110, unit: 'percent', label: 'Share of last year\'s tax when last year\'s AGI exceeded the threshold', labelEs: 'Parte del impuesto del año pasado cuando el AGI del año pasado superó el umbral', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(d)(1)(C)(i). ${STATUTE_NOTE}`,
  },
  safeHarborHighIncomeAgi: {
    value: 150000, unit: 'USD', label: 'AGI of last year above which 110 % replaces 100 %', labelEs: 'AGI del año pasado por encima del cual el 110 % sustituye al 100 %', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(d)(1)(C)(i); not indexed. ${STATUTE_NOTE}`,
  },
  safeHarborHighIncomeAgiMfs: {
    value: 75000, unit: 'USD', label: 'The same AGI threshold for a married individual filing separately', labelEs: 'El mismo umbral de AGI para una persona casada que declara por separado', source: USC_6654, confidence: 'high',
    note: `26 U.S.C. §6654(d)(1)(C)(ii). ${STATUTE_NOTE}`,
  },
  washSaleWindowDays: {
    value: 30, unit: 'days', label: 'Wash sale window: days before and after a loss sale in which buying substantially identical securities disallows the loss', labelEs: 'Ventana de las wash sales: días antes y después de una venta con pérdida en los que comprar valores sustancialmente idénticos anula la pérdida', source: USC_1091, confidence: 'high',
    note: `26 U.S.C. §1091(a): "within a period beginning 30 days before the date of such sale or disposition and ending 30 days after such date". ${STATUTE_NOTE}`,
  },
  capitalLossLimit: {
    value: 3000, unit: 'USD', label: 'Net capital loss deductible against other income in a year', labelEs: 'Pérdida patrimonial neta deducible de otros ingresos en un año', source: USC_1211, confidence: 'high',
    note: `26 U.S.C. §1211(b)(1); the rest carries forward (§1212(b)). Not indexed. ${STATUTE_NOTE}`,
  },
  capitalLossLimitMfs: {
    value: 1500, unit: 'USD', label: 'The same limit for a married individual filing a separate return', labelEs: 'El mismo límite para una persona casada que declara por separado', source: USC_1211, confidence: 'high',
    note: `26 U.S.C. §1211(b)(1). ${STATUTE_NOTE}`,
  },
};

/**
 * Year-end deadlines and thresholds for a calendar-year individual, one version per tax year (effective 1 January of it).
 * Dates are the statutory dates moved to the next day that is not a Saturday, Sunday or District of Columbia legal holiday
 * (26 U.S.C. §7503), stored as days after 31 December of the tax year. A tax year without a version is refused by the
 * checklist rather than guessed: the 2027 version needs the inflation-adjusted 1099 threshold (§6041(h)) first.
 */
export const usYearEndDeadlines = defineRuleSet({
  id: 'us-year-end-deadlines',
  jurisdiction: 'us',
  name: { en: 'US year-end tax deadlines and thresholds for the self-employed', es: 'Plazos y umbrales fiscales de fin de año en EE. UU. para autónomos' },
  shortName: { es: 'Plazos fiscales de fin de año en EE. UU. para autónomos' },
  description: {
    en:
      'For each tax year: the due dates of the fourth estimated-tax installment, Form 1099-NEC, the Form 1040 return and its extended ' +
      'date; the Form 1099-NEC reporting threshold ($600 for payments made in 2025, $2,000 for payments made in 2026); the estimated-tax ' +
      'safe harbors; the wash-sale window; the capital-loss limit; and the 401(k) elective deferral limit.',
    es:
      'Para cada ejercicio: los vencimientos del cuarto pago de impuesto estimado, del formulario 1099-NEC, de la declaración 1040 y de su ' +
      'prórroga; el umbral de declaración del 1099-NEC (600 $ por pagos hechos en 2025 y 2.000 $ por pagos hechos en 2026); los límites ' +
      'de seguridad del impuesto estimado; la ventana de las wash sales; el límite de pérdidas patrimoniales; y el límite de aportación ' +
      'del empleado a un 401(k).',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: '26 U.S.C. §6654 — Failure by individual to pay estimated income tax', url: USC_6654 },
    { title: '26 U.S.C. §6072 — Time for filing income tax returns', url: USC_6072 },
    { title: '26 U.S.C. §6081 — Extension of time for filing returns', url: USC_6081 },
    { title: '26 U.S.C. §6071 — Time for filing returns (nonemployee compensation)', url: USC_6071 },
    { title: '26 U.S.C. §6041A — Returns regarding payments of remuneration for services', url: USC_6041A },
    { title: 'IRS Notice 2025-62 — Reporting thresholds after the One Big Beautiful Bill Act', url: NOTICE_2025_62 },
    { title: '26 U.S.C. §1091 — Loss from wash sales of stock or securities', url: USC_1091 },
    { title: '26 U.S.C. §1211 — Limitation on capital losses', url: USC_1211 },
    { title: 'IRS — 401(k) limit increases to $23,500 for 2025, IRA limit remains $7,000', url: IR_2024_285 },
    { title: 'IRS — 401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500', url: IR_2025_111 },
  ],
  versions: [
    {
      effective: '2025-01-01',
      values: {
        q4EstimatedTaxDueDays: dueIn(2025, '2026-01-15', daysAfterYearEnd('Fourth estimated-tax installment due', '2026-01-15, a Thursday', USC_6654, `26 U.S.C. §6654(c)(2): January 15 of the following taxable year. ${STATUTE_NOTE}`, 'Vencimiento del cuarto pago trimestral del impuesto estimado', '15 ene 2026, jueves')),
        returnDueDays: dueIn(2025, '2026-04-15', daysAfterYearEnd('Form 1040 due', '2026-04-15, a Wednesday', USC_6072, `26 U.S.C. §6072(a): the 15th day of April following the close of the calendar year. ${STATUTE_NOTE}`, 'Vencimiento de la declaración (formulario 1040)', '15 abr 2026, miércoles')),
        extendedReturnDueDays: dueIn(2025, '2026-10-15', daysAfterYearEnd('Form 1040 due with a 6-month extension', '2026-10-15, a Thursday', USC_6081, `26 U.S.C. §6081(a): no extension of more than 6 months (taxpayers abroad excepted); an extension of time to file is not one to pay (Reg. 1.6081-1). ${STATUTE_NOTE}`, 'Vencimiento de la declaración (formulario 1040) con una prórroga de 6 meses', '15 oct 2026, jueves')),
        form1099NecDueDays: dueIn(2025, '2026-02-02', daysAfterYearEnd('Form 1099-NEC due to the IRS and to the recipient', '2026-02-02: January 31, 2026 is a Saturday', USC_6071, `26 U.S.C. §6071(c) and §6041A(e): January 31 of the following year; moved to Monday February 2, 2026 by §7503 (next day that is not a Saturday, Sunday or DC legal holiday). ${STATUTE_NOTE}`, 'Vencimiento del formulario 1099-NEC ante el IRS y para el perceptor', '2 feb 2026: el 31 ene 2026 es sábado')),
        form1099NecThreshold: {
          value: 600, unit: 'USD', label: 'Form 1099-NEC: payments for services to one person in the calendar year that require a return (payments made in 2025)', labelEs: 'Formulario 1099-NEC: pagos por servicios a una misma persona en el año natural que obligan a presentar declaración (pagos hechos en 2025)', source: USC_6041A, confidence: 'high',
          note: `26 U.S.C. §6041A(a)(2) before the One Big Beautiful Bill Act: "$600 or more". IRS Notice 2025-62 confirms $600 applied before the change. ${STATUTE_NOTE}`,
        },
        electiveDeferralLimit: {
          value: 23500, unit: 'USD', label: '401(k) elective deferral limit (employee contributions, before catch-ups), 2025', labelEs: 'Límite de aportación voluntaria a un 401(k) (aportaciones del empleado, sin las adicionales por edad), 2025', source: IR_2024_285, confidence: 'medium',
          note: 'Stated in the title of the IRS news release on the 2025 limits (IR-2024-285, Notice 2024-80), read through its title and address as quoted by several independent sources; the release itself was not fetched, hence medium.',
        },
        ...statutory,
      },
    },
    {
      effective: '2026-01-01',
      values: {
        q4EstimatedTaxDueDays: dueIn(2026, '2027-01-15', daysAfterYearEnd('Fourth estimated-tax installment due', '2027-01-15, a Friday', USC_6654, `26 U.S.C. §6654(c)(2): January 15 of the following taxable year. ${STATUTE_NOTE}`, 'Vencimiento del cuarto pago trimestral del impuesto estimado', '15 ene 2027, viernes')),
        returnDueDays: dueIn(2026, '2027-04-15', daysAfterYearEnd('Form 1040 due', '2027-04-15, a Thursday', USC_6072, `26 U.S.C. §6072(a): the 15th day of April following the close of the calendar year. ${STATUTE_NOTE}`, 'Vencimiento de la declaración (formulario 1040)', '15 abr 2027, jueves')),
        extendedReturnDueDays: dueIn(2026, '2027-10-15', daysAfterYearEnd('Form 1040 due with a 6-month extension', '2027-10-15, a Friday', USC_6081, `26 U.S.C. §6081(a): no extension of more than 6 months (taxpayers abroad excepted); an extension of time to file is not one to pay (Reg. 1.6081-1). ${STATUTE_NOTE}`, 'Vencimiento de la declaración (formulario 1040) con una prórroga de 6 meses', '15 oct 2027, viernes')),
        form1099NecDueDays: dueIn(2026, '2027-02-01', daysAfterYearEnd('Form 1099-NEC due to the IRS and to the recipient', '2027-02-01: January 31, 2027 is a Sunday', USC_6071, `26 U.S.C. §6071(c) and §6041A(e): January 31 of the following year; moved to Monday February 1, 2027 by §7503 (next day that is not a Saturday, Sunday or DC legal holiday). ${STATUTE_NOTE}`, 'Vencimiento del formulario 1099-NEC ante el IRS y para el perceptor', '1 feb 2027: el 31 ene 2027 es domingo')),
        form1099NecThreshold: {
          value: 2000, unit: 'USD', label: 'Form 1099-NEC: payments for services to one person in the calendar year that require a return (payments made in 2026)', labelEs: 'Formulario 1099-NEC: pagos por servicios a una misma persona en el año natural que obligan a presentar declaración (pagos hechos en 2026)', source: NOTICE_2025_62, confidence: 'high',
          note:
            'IRS Notice 2025-62: "Section 70433(a) of the OBBBA increased the reporting threshold under section 6041(a) from $600 to $2,000 with respect to ' +
            'payments made after December 31, 2025, and before January 1, 2027", with an annual inflation adjustment from 2027 (§6041(h)); §6041A ' +
            '(Form 1099-NEC) follows the §6041(a) amount. Read in a verbatim quotation of the notice.',
        },
        electiveDeferralLimit: {
          value: 24500, unit: 'USD', label: '401(k) elective deferral limit (employee contributions, before catch-ups), 2026', labelEs: 'Límite de aportación voluntaria a un 401(k) (aportaciones del empleado, sin las adicionales por edad), 2026', source: IR_2025_111, confidence: 'medium',
          note: 'Stated in the title of the IRS news release on the 2026 limits (IR-2025-111, Notice 2025-67), read through its title and address as quoted by several independent sources; the release itself was not fetched, hence medium.',
        },
        ...statutory,
      },
    },
  ],
});
