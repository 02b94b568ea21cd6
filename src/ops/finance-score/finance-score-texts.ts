/**
 * The words of a finance score that are not an area's finding: the names of its choices, its breakdown and its
 * assumptions, in English (the API's) or Spanish (the Spanish page's).
 */
import { cents } from '../../core/money.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { Localized } from '../../core/locale.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import { usFederalIncomeTax, type FilingStatus } from '../../rules/us/us-federal-income-tax.rules.js';
import { usSelfEmploymentTax } from '../../rules/us/us-self-employment-tax.rules.js';
import { usRetirementLimits } from '../../rules/us/us-retirement-limits.rules.js';
import { usHomeOfficeMileage } from '../../rules/us/us-home-office-mileage.rules.js';
import { quarterLabel } from '../estimated-tax-penalty/estimated-tax-penalty.js';
import {
  AREA_IDS,
  CASH_RESERVE_TARGET_MONTHS,
  CLIENT_SHARE_FULL_SCORE_PCT,
  QUARTERLIES_UNPAID_SHARE,
  WEIGHTS,
  formatNumber,
  formatNumberEs,
  formatPct,
  formatPctEs,
  formatRate,
  formatRateEs,
  formatUsd,
  formatUsdEs,
  formatUsdRate,
  formatUsdRateEs,
  type AreaId,
  type CatchUpTier,
  type Entity,
  type ExpenseTracking,
  type Quarterlies,
} from './finance-score.js';
import type { DeductionsArea, EstimatedTaxes, RetirementArea, Scene } from './finance-score-areas.js';

/** The areas' names, for the table on the page and the Spanish texts. */
export const AREA_NAMES: Readonly<Record<AreaId, Localized>> = {
  estimatedTaxes: { en: 'Estimated taxes', es: 'Pagos a cuenta trimestrales' },
  retirement: { en: 'Retirement', es: 'Jubilación' },
  expenseTracking: { en: 'Expense tracking', es: 'Registro de gastos' },
  deductions: { en: 'Deductions', es: 'Deducciones' },
  clientConcentration: { en: 'Client concentration', es: 'Concentración de clientes' },
  cashReserve: { en: 'Cash reserve', es: 'Colchón de liquidez' },
};
/** Spanish words for the choices, where a Spanish text names them. */
export const QUARTERLIES_ES: Readonly<Record<Quarterlies, string>> = { none: 'ninguno', some: 'algunos', all: 'todos' };
const EXPENSE_TRACKING_ES: Readonly<Record<ExpenseTracking, string>> = { none: 'ninguno', manual: 'a mano', software: 'con programa' };
const ENTITY_ES: Readonly<Record<Entity, string>> = { sole: 'empresario individual', llc: 'LLC unipersonal', scorp: 'sociedad S' };
const CATCH_UP_TIER_ES: Readonly<Record<CatchUpTier, string>> = { none: 'ninguna', age50: '50 años o más', age60to63: 'de 60 a 63 años' };
/** How each filing status is named in the texts. */
export const STATUS_EN: Readonly<Record<FilingStatus, string>> = { single: 'single', marriedJointly: 'married filing jointly', headOfHousehold: 'head of household' };
export const STATUS_ES: Readonly<Record<FilingStatus, string>> = {
  single: 'soltero',
  marriedJointly: 'casados en declaración conjunta',
  headOfHousehold: 'cabeza de familia',
};

/** The breakdown of a score: the tax, line by line, then how each priced gap is reached. */
export function breakdownOf(s: Scene, est: EstimatedTaxes, ret: RetirementArea, ded: DeductionsArea, totalGap: number): BreakdownItem[] {
  const {
    t, day, taxYear, statusEn, statusEs, fitYear, taxRules, rv, deductionRules, netProfit, quarterlies, otherIncome, contributed, room,
    retirementDeduction, tax, m, quarterliesEs, minimumBalance, safeHarborPct, wageBase, factorPct, q, qr, payrollVersion,
  } = s;
  const { requiredAnnual, needsEstimates, daysText, ratesEn, ratesEs, exposure, estimatedGap } = est;
  const { unusedRoom, retirementGap } = ret;
  const { homeOfficeDeduction, mileageDeduction, uncaptured, deductionsGap } = ded;
  // --- Breakdown --------------------------------------------------------------------------------------------------------------
  const qbiRule =
    q.regime === 'minimum'
      ? [`the ${formatUsd(qr.minimumDeduction)} minimum (qualified business income of ${formatUsd(qr.minimumQualifiedIncome)} or more)`, `el mínimo de ${formatUsdEs(qr.minimumDeduction)} (rendimientos cualificados de ${formatUsdEs(qr.minimumQualifiedIncome)} o más)`]
      : q.regime === 'incomeLimit'
        ? [`${formatPct(qr.ratePct)} of taxable income before it (smaller than ${formatPct(qr.ratePct)} of the business income)`, `el ${formatPctEs(qr.ratePct)} de la base imponible previa (menor que el ${formatPctEs(qr.ratePct)} de los rendimientos)`]
        : q.regime === 'phaseIn'
          ? [`${formatPct(qr.ratePct)} of the business income, phased down by ${formatRate(q.phaseInShare)} above the ${formatUsd(qr.threshold)} threshold`, `el ${formatPctEs(qr.ratePct)} de los rendimientos, reducido en un ${formatRateEs(q.phaseInShare)} por encima del umbral de ${formatUsdEs(qr.threshold)}`]
          : q.regime === 'phasedOut'
            ? [`none above ${formatUsd(qr.threshold + qr.phaseInRange)} without W-2 wages or qualified property`, `ninguna por encima de ${formatUsdEs(qr.threshold + qr.phaseInRange)} sin salarios W-2 ni bienes afectos`]
            : q.regime === 'none'
              ? ['none, no qualified business income', 'ninguna, sin rendimientos cualificados']
              : [`${formatPct(qr.ratePct)} of the business income`, `el ${formatPctEs(qr.ratePct)} de los rendimientos`];
  const qbiLabelEn = `Qualified business income deduction (§199A): ${qbiRule[0]}`;
  const qbiLabelEs = `Deducción por rendimientos empresariales cualificados (§199A): ${qbiRule[1]}`;
  const b = (item: string, en: string, es: string, amount: number): BreakdownItem => ({ item, label: t(en, es), amount: cents(amount) });
  const wageBaseYear = payrollVersion.effective.slice(0, 4);
  const breakdown: BreakdownItem[] = [
    b('netProfit', 'Schedule C net profit', 'Beneficio neto del Schedule C', netProfit),
    b('otherIncome', 'Other taxable income (not wages)', 'Otros ingresos sujetos a impuesto (no salariales)', otherIncome),
    b(
      'netEarnings',
      `Net earnings from self-employment: ${formatPct(factorPct)} of net profit`,
      `Rendimientos netos como autónomo: ${formatPctEs(factorPct)} del beneficio neto`,
      tax.netEarnings,
    ),
    b(
      'socialSecurityPart',
      `Social Security part: ${formatPct(taxRules.seSocialSecurityPct)} of net earnings up to the ${wageBaseYear} wage base of ${formatUsd(wageBase)}`,
      `Parte de la Seguridad Social: ${formatPctEs(taxRules.seSocialSecurityPct)} de los rendimientos netos hasta la base máxima de ${wageBaseYear}, ${formatUsdEs(wageBase)}`,
      tax.socialSecurity,
    ),
    b(
      'medicarePart',
      `Medicare part: ${formatPct(taxRules.seMedicarePct)} of net earnings`,
      `Parte de Medicare: ${formatPctEs(taxRules.seMedicarePct)} de los rendimientos netos`,
      tax.medicare,
    ),
    b(
      'selfEmploymentTax',
      `Self-employment tax (none when net earnings are under ${formatUsd(taxRules.seMinimumNetEarnings)})`,
      `Impuesto de autónomos (nada si los rendimientos netos no llegan a ${formatUsdEs(taxRules.seMinimumNetEarnings)})`,
      tax.selfEmploymentTax,
    ),
    b(
      'additionalMedicareTax',
      `Additional Medicare Tax: ${formatPct(taxRules.additionalMedicarePct)} of net earnings above ${formatUsd(taxRules.additionalMedicareThreshold)}`,
      `Additional Medicare Tax: ${formatPctEs(taxRules.additionalMedicarePct)} de los rendimientos netos que superan ${formatUsdEs(taxRules.additionalMedicareThreshold)}`,
      tax.additionalMedicare,
    ),
    b(
      'deductibleHalfOfSeTax',
      `Deductible part of self-employment tax: ${formatPct(taxRules.seDeductibleSharePct)}`,
      `Parte deducible del impuesto de autónomos: ${formatPctEs(taxRules.seDeductibleSharePct)}`,
      tax.deductibleHalf,
    ),
    b(
      'retirementDeduction',
      'Retirement contributions deducted (as given, pre-tax, up to the room below)',
      'Aportaciones a la jubilación deducidas (las indicadas, antes de impuestos, hasta el margen de más abajo)',
      retirementDeduction,
    ),
    b(
      'adjustedGrossIncome',
      'Adjusted gross income: net profit + other income − deductible part − retirement contributions',
      'Ingreso bruto ajustado (AGI): beneficio neto + otros ingresos − parte deducible − aportaciones a la jubilación',
      tax.adjustedGrossIncome,
    ),
    b('standardDeduction', `Standard deduction, ${statusEn}, ${fitYear}`, `Deducción estándar, ${statusEs}, ${fitYear}`, taxRules.standardDeduction),
    b(
      'taxableIncomeBeforeQbiDeduction',
      'Taxable income before the qualified business income deduction: AGI − standard deduction, not below 0',
      'Base imponible antes de la deducción por rendimientos empresariales cualificados: AGI − deducción estándar, no menos de 0',
      tax.taxableBeforeQbi,
    ),
    b(
      'qualifiedBusinessIncome',
      'Qualified business income: net profit − deductible part of self-employment tax − retirement contributions',
      'Rendimientos empresariales cualificados: beneficio neto − parte deducible del impuesto de autónomos − aportaciones a la jubilación',
      q.qualifiedBusinessIncome,
    ),
    b(
      'qbiDeduction',
      qbiLabelEn,
      qbiLabelEs,
      q.deduction,
    ),
    b('taxableIncome', 'Taxable income: before the QBI deduction − the deduction, not below 0', 'Base imponible: antes de la deducción − la deducción, no menos de 0', tax.taxableIncome),
    b(
      'federalIncomeTax',
      `Federal income tax by the ${fitYear} table, ${statusEn}`,
      `Impuesto federal sobre la renta según la tabla de ${fitYear}, ${statusEs}`,
      tax.incomeTax,
    ),
    b(
      'totalFederalTax',
      'Total federal tax: income tax + self-employment tax + Additional Medicare Tax',
      'Impuesto federal total: impuesto sobre la renta + impuesto de autónomos + Additional Medicare Tax',
      tax.totalTax,
    ),
    b(
      'requiredAnnualPayment',
      `Required annual estimated payment: ${formatPct(safeHarborPct)} of the total tax (0 under ${formatUsd(minimumBalance)})`,
      `Pago a cuenta anual exigido: ${formatPctEs(safeHarborPct)} del impuesto total (0 por debajo de ${formatUsdEs(minimumBalance)})`,
      requiredAnnual,
    ),
    b(
      'penaltyExposureIfNonePaid',
      needsEstimates
        ? `Penalty exposure with no installment on time: each R ÷ 4 from its due date to April 15, ${taxYear + 1} (${daysText} days), at ${ratesEn}`
        : 'Penalty exposure with no installment on time: none, no payment is required',
      needsEstimates
        ? `Riesgo de recargo sin ningún plazo pagado a tiempo: cada R ÷ 4 desde su vencimiento hasta el ${day(`${taxYear + 1}-04-15`)} (${daysText} días), al ${ratesEs}`
        : 'Riesgo de recargo sin ningún plazo pagado a tiempo: ninguno, no se exige ningún pago',
      exposure.total,
    ),
    b(
      'estimatedTaxesGap',
      `Estimated taxes gap (quarterlies ${quarterlies}: ${formatNumber(QUARTERLIES_UNPAID_SHARE[quarterlies] * 100)} % of the exposure)`,
      `Carencia en pagos a cuenta (plazos pagados a tiempo: ${quarterliesEs}; ${formatNumberEs(QUARTERLIES_UNPAID_SHARE[quarterlies] * 100)} % del riesgo)`,
      estimatedGap,
    ),
    b(
      'retirementEmployeeDeferral',
      `Solo 401(k) employee deferral: up to ${formatUsd(rv.electiveDeferralLimit.value)}, at most compensation`,
      `401(k) individual, aportación como empleado: hasta ${formatUsdEs(rv.electiveDeferralLimit.value)}, como máximo la remuneración`,
      room.employeeDeferral,
    ),
    b(
      'retirementEmployerPart',
      `Solo 401(k) employer part: ${formatRate(room.employerRate)} of ${formatUsd(room.compensation)} compensation`,
      `401(k) individual, parte del empleador: ${formatRateEs(room.employerRate)} de ${formatUsdEs(room.compensation)} de remuneración`,
      room.employerContribution,
    ),
    b('retirementCatchUp', `Catch-up for the age tier (${room.tier})`, `Aportación adicional por edad (${CATCH_UP_TIER_ES[room.tier]})`, room.catchUp),
    b(
      'retirementRoom',
      `Retirement room: deferral + employer part (at most ${formatUsd(rv.annualAdditionsLimit.value)} and compensation) + catch-up`,
      `Margen para la jubilación: aportación como empleado + parte del empleador (como máximo ${formatUsdEs(rv.annualAdditionsLimit.value)} y la remuneración) + aportación adicional por edad`,
      room.total,
    ),
    b('retirementContributed', 'Already contributed', 'Ya aportado', contributed),
    b(
      'retirementGap',
      `Retirement gap: unused room ${formatUsd(unusedRoom)} × ${formatRate(m.retirementContribution)}`,
      `Carencia en jubilación: margen sin usar ${formatUsdEs(unusedRoom)} × ${formatRateEs(m.retirementContribution)}`,
      retirementGap,
    ),
    b(
      'homeOfficeDeduction',
      `Home office, simplified: ${formatUsdRate(deductionRules.homeOfficeRatePerSqFt)} a sq ft, at most ${formatUsd(deductionRules.homeOfficeMaxDeduction)}`,
      `Despacho en casa, método simplificado: ${formatUsdRateEs(deductionRules.homeOfficeRatePerSqFt)} por pie cuadrado, como máximo ${formatUsdEs(deductionRules.homeOfficeMaxDeduction)}`,
      homeOfficeDeduction,
    ),
    b(
      'mileageDeduction',
      `Business miles × ${formatUsdRate(deductionRules.businessMileageRate)} a mile`,
      `Millas profesionales × ${formatUsdRateEs(deductionRules.businessMileageRate)} por milla`,
      mileageDeduction,
    ),
    b(
      'uncapturedDeductions',
      'Deductions not captured (home office not claimed, miles not logged)',
      'Deducciones sin aprovechar (despacho en casa no deducido, millas sin registrar)',
      uncaptured,
    ),
    b(
      'deductionsGap',
      `Deductions gap: uncaptured × ${formatRate(m.businessDeduction)}`,
      `Carencia en deducciones: sin aprovechar × ${formatRateEs(m.businessDeduction)}`,
      deductionsGap,
    ),
    b('totalGap', 'Total priced gap a year', 'Carencia total valorada, al año', totalGap),
  ];
  return breakdown;
}

/** The assumptions of a score: the rules and their versions, the tax model, and the scoring choices. */
export function assumptionsOf(s: Scene, est: EstimatedTaxes): string[] {
  const {
    t, day, today, taxYear, joint, statusEn, statusEs, fitYear, taxRules, rv, deductionRules, entity, quarterlies, expenseTracking, otherIncome,
    quarterliesEs, safeHarborPct, wageBase, qr, fitVersion, seVersion, payrollVersion, retirementVersion, deductionVersion,
  } = s;
  const { rateFrames } = est;
  // --- Assumptions --------------------------------------------------------------------------------------------------------
  const rateVersions = rateFrames.filter((r) => r.version).map((r) => `${quarterLabel(r.frame.quarterStart)} ${r.version!.effective}`);
  const assumptions = [
    t(
      `Rules in force on ${today} (the date of the request, UTC) for tax year ${taxYear}: ${usFederalIncomeTax.id} ${fitVersion.effective}, ` +
        `${usSelfEmploymentTax.id} ${seVersion.effective}, Social Security wage base ${formatUsd(wageBase)} (${usEmployerPayrollTaxes.id} ` +
        `${payrollVersion.effective}), ${usRetirementLimits.id} ${retirementVersion.effective}, ${usHomeOfficeMileage.id} ` +
        `${deductionVersion.effective}` +
        (rateVersions.length > 0 ? `, IRS underpayment rates by quarter (${irsUnderpaymentInterestRates.id}: ${rateVersions.join(', ')}).` : '.'),
      `Normas vigentes el ${day(today)} (fecha de la consulta, UTC) para el ejercicio ${taxYear}: ${usFederalIncomeTax.id} del ${day(fitVersion.effective)}, ` +
        `${usSelfEmploymentTax.id} del ${day(seVersion.effective)}, base máxima de la Seguridad Social ${formatUsdEs(wageBase)} (${usEmployerPayrollTaxes.id} ` +
        `del ${day(payrollVersion.effective)}), ${usRetirementLimits.id} del ${day(retirementVersion.effective)}, ${usHomeOfficeMileage.id} ` +
        `del ${day(deductionVersion.effective)}` +
        (rateVersions.length > 0
          ? `, tipos de interés de demora del IRS por trimestre (${irsUnderpaymentInterestRates.id}: ${rateFrames
              .filter((r) => r.version)
              .map((r) => `T${quarterLabel(r.frame.quarterStart).slice(6)} ${quarterLabel(r.frame.quarterStart).slice(0, 4)} del ${day(r.version!.effective)}`)
              .join(', ')}).`
          : '.'),
    ),
    t(
      `Filing status ${statusEn}, with the standard deduction, federal taxes only: no state or local tax, no credits, no itemized deductions, no additional standard deduction at 65.`,
      `Forma de declarar: ${statusEs}, con la deducción estándar, solo impuestos federales: sin impuestos estatales ni locales, sin créditos fiscales, sin deducciones detalladas y sin la deducción estándar adicional a partir de los 65 años.`,
    ),
    joint
      ? t(
          `Married filing jointly: other income (${formatUsd(otherIncome)}) holds your spouse's taxable income too, treated as ordinary income that is not wages. Your spouse is taken to have no wages or self-employment income (they would count towards the ${formatUsd(taxRules.additionalMedicareThreshold)} Additional Medicare threshold, and their withholding would lower the estimated payments needed), and the retirement room is yours alone.`,
          `Casados en declaración conjunta: los otros ingresos (${formatUsdEs(otherIncome)}) incluyen también la renta sujeta a impuesto de tu cónyuge, tratada como renta ordinaria no salarial. Se supone que tu cónyuge no tiene salarios ni ingresos por cuenta propia (contarían para el umbral de ${formatUsdEs(taxRules.additionalMedicareThreshold)} del Additional Medicare Tax, y sus retenciones reducirían los pagos a cuenta necesarios), y el margen de jubilación es solo el tuyo.`,
        )
      : t(
          `Other income (${formatUsd(otherIncome)}) is treated as ordinary income that is not wages: no withholding and no Social Security wages. Wages would lower the self-employment wage base and the Additional Medicare threshold, and withholding would lower the estimated payments needed.`,
          `Los otros ingresos (${formatUsdEs(otherIncome)}) se tratan como renta ordinaria no salarial: sin retenciones y sin salarios sujetos a la Seguridad Social. Un salario reduciría la base máxima del impuesto de autónomos y el umbral del Additional Medicare Tax, y las retenciones reducirían los pagos a cuenta necesarios.`,
        ),
    t(
      `Qualified business income deduction (IRC §199A): your business is taken as one sole proprietorship in which you materially participate, with no W-2 wages paid and no qualified property; qualified business income = net profit − the deductible half of self-employment tax − the retirement contributions deducted (self-employed health insurance would lower it too and is not asked); other income is not business income. The deduction is the smaller of ${formatPct(qr.ratePct)} of that income and ${formatPct(qr.ratePct)} of taxable income before it (no capital gains)` +
        (qr.minimumDeduction > 0 ? `, at least ${formatUsd(qr.minimumDeduction)} when the income is ${formatUsd(qr.minimumQualifiedIncome)} or more` : '') +
        `; above the ${formatUsd(qr.threshold)} threshold (${statusEn}, ${fitYear}) it phases down to nothing at ${formatUsd(qr.threshold + qr.phaseInRange)}, and a specified service business loses it faster (a warning gives that figure).`,
      `Deducción por rendimientos empresariales cualificados (IRC §199A): tu actividad se trata como una sola empresa individual en la que participas de forma material, sin salarios W-2 pagados ni bienes afectos; rendimientos cualificados = beneficio neto − la mitad deducible del impuesto de autónomos − las aportaciones a la jubilación deducidas (el seguro médico del autónomo también los reduciría y no se pregunta); los otros ingresos no son rendimiento de la actividad. La deducción es la menor entre el ${formatPctEs(qr.ratePct)} de esos rendimientos y el ${formatPctEs(qr.ratePct)} de la base imponible previa (sin ganancias de capital)` +
        (qr.minimumDeduction > 0 ? `, con un mínimo de ${formatUsdEs(qr.minimumDeduction)} si los rendimientos son de ${formatUsdEs(qr.minimumQualifiedIncome)} o más` : '') +
        `; por encima del umbral de ${formatUsdEs(qr.threshold)} (${statusEs}, ${fitYear}) se reduce hasta desaparecer en ${formatUsdEs(qr.threshold + qr.phaseInRange)}, y una actividad de servicios profesionales la pierde antes (un aviso da esa cifra).`,
    ),
    t(
      `Gaps are priced at the marginal rates of the last dollar (see marginalRates); a gap large enough to cross a bracket edge, a §199A limit, the wage base or the ${formatUsd(taxRules.seMinimumNetEarnings)} floor is worth a different amount (a warning then gives the exact value).`,
      `Las carencias se valoran a los tipos marginales del último dólar (véase marginalRates); una carencia lo bastante grande como para cruzar el límite de un tramo, un límite del §199A, la base máxima o el mínimo de ${formatUsdEs(taxRules.seMinimumNetEarnings)} vale otra cantidad (entonces un aviso da el valor exacto).`,
    ),
    t(
      `Estimated taxes: required annual payment = ${formatPct(safeHarborPct)} of this year's tax (the prior-year safe harbor is not known here); each quarter of it is taken as unpaid until April 15 of the next year at the IRS underpayment rate of each Form 2210 rate period; "some" = half paid on time.`,
      `Pagos a cuenta: pago anual exigido = ${formatPctEs(safeHarborPct)} del impuesto de este año (la regla de seguridad del año anterior no se conoce aquí); cada cuarta parte se trata como impagada hasta el 15 de abril del año siguiente al tipo de interés de demora del IRS de cada periodo del formulario 2210; «algunos» = la mitad pagada a tiempo.`,
    ),
    t(
      'Retirement: a one-participant (solo) 401(k), pre-tax contributions, no other plan and no wages elsewhere. A SEP-IRA allows only the employer part, so its room is smaller. Roth contributions are not deductible and defer no tax.',
      'Jubilación: un 401(k) individual (de un solo partícipe), aportaciones antes de impuestos, sin otro plan ni salarios en otro sitio. Un SEP-IRA solo admite la parte del empleador, así que su margen es menor. Las aportaciones Roth no son deducibles y no difieren impuestos.',
    ),
    t(
      `Deductions: the simplified home office method only (the regular method may give more); logged miles are taken as already deducted, unlogged ones as not claimed; the business mileage rate of ${formatUsdRate(deductionRules.businessMileageRate)} in force from ${deductionVersion.effective} applies to every mile (a mid-2026 rate of 76 cents reported by third parties was not found in any IRS text and is not applied).`,
      `Deducciones: solo el método simplificado del despacho en casa (el método ordinario puede dar más); las millas registradas se dan por ya deducidas y las no registradas, por no deducidas; la tarifa por milla profesional de ${formatUsdRateEs(deductionRules.businessMileageRate)} vigente desde el ${day(deductionVersion.effective)} se aplica a todas las millas (una tarifa de 76 centavos a mitad de 2026 citada por terceros no aparece en ningún texto del IRS y no se aplica).`,
    ),
    t(
      `Scoring weights and thresholds are our judgment, not rules of any authority: weights ${AREA_IDS.map((a) => `${AREA_NAMES[a].en.toLowerCase()} ${WEIGHTS[a]}`).join(', ')}; quarterlies none/some/all = 0/50/100; expense tracking none/manual/software = 0/75/100; largest client ≤ ${CLIENT_SHARE_FULL_SCORE_PCT} % = 100, linear to 0 at 100 %; cash reserve target ${CASH_RESERVE_TARGET_MONTHS} months.`,
      `Las ponderaciones y umbrales de la puntuación son criterio nuestro, no normas de ninguna autoridad: ponderaciones ${AREA_IDS.map((a) => `${AREA_NAMES[a].es.toLowerCase()} ${WEIGHTS[a]}`).join(', ')}; plazos pagados a tiempo ninguno/algunos/todos = 0/50/100; registro de gastos ninguno/a mano/con programa = 0/75/100; mayor cliente ≤ ${CLIENT_SHARE_FULL_SCORE_PCT} % = 100, en línea recta hasta 0 al 100 %; objetivo de colchón de liquidez, ${CASH_RESERVE_TARGET_MONTHS} meses.`,
    ),
    t(
      `Choices used: entity ${entity}, quarterlies ${quarterlies}, expense tracking ${expenseTracking} (when not given: sole, none and none). Missing amounts count as 0, a missing age as under ${rv.catchUpMinAge.value}, a missing home-office or mileage-log answer as no.`,
      `Opciones usadas: forma jurídica, ${ENTITY_ES[entity]}; plazos pagados a tiempo, ${quarterliesEs}; registro de gastos, ${EXPENSE_TRACKING_ES[expenseTracking]} (si no se indican: empresario individual, ninguno y ninguno). Los importes que faltan cuentan como 0, una edad que falta como menos de ${rv.catchUpMinAge.value} años, y la oficina en casa o el registro de kilómetros sin indicar, como no.`,
    ),
    t(
      'Amounts are computed at full precision and rounded to cents only in the output; scores to one decimal, rates to four.',
      'Los importes se calculan con precisión completa y se redondean a centavos solo en el resultado; las puntuaciones, a un decimal, y los tipos, a cuatro.',
    ),
  ];
  return assumptions;
}

/**
 * What a loss year means for the score, said in the result (our reading, documented in the guide): the business owes no
 * self-employment tax and gets no §199A deduction, its loss lowers the tax on other income, and a solo plan has no room;
 * the areas are scored by the same rules, which give those results on their own.
 */
export function lossYearTexts(s: Scene): { assumption: string; warning?: string } {
  const { t, netProfit, tax } = s;
  const loss = formatUsd(-netProfit);
  const lossEs = formatUsdEs(-netProfit);
  const assumption = t(
    `A loss year (a ${loss} Schedule C loss): no self-employment tax (net earnings from self-employment are not positive), no qualified ` +
      'business income deduction (the qualified business loss is carried to next year\'s §199A computation, IRC §199A(c)(2), not ' +
      'modelled), and the loss is subtracted from your other income in full (the excess business loss, at-risk and passive-activity ' +
      'limits are not applied). A solo 401(k) takes nothing without net earnings; estimated taxes are owed only on the other income.',
    `Año con pérdidas (pérdida de ${lossEs} en el Schedule C): sin impuesto de autónomos (los ingresos netos por cuenta propia no son ` +
      'positivos), sin deducción por rendimientos de actividades económicas cualificadas (la pérdida cualificada se traslada al cálculo ' +
      'del §199A del año siguiente, IRC §199A(c)(2), no modelado) y la pérdida se resta por completo de tus otros ingresos (no se ' +
      'aplican los límites a las pérdidas empresariales excesivas, de importe en riesgo ni de actividades pasivas). Un 401(k) individual ' +
      'no admite aportaciones sin ingresos netos; los pagos trimestrales solo se deben por los otros ingresos.',
  );
  if (tax.adjustedGrossIncome >= 0) return { assumption };
  return {
    assumption,
    warning: t(
      `The ${loss} loss is larger than your other income: adjusted gross income is ${formatUsd(tax.adjustedGrossIncome)} and no income tax ` +
        'is due. What is left may be a net operating loss to carry to later years (not modelled).',
      `La pérdida de ${lossEs} supera tus otros ingresos: la base imponible ajustada (AGI) es de ${formatUsdEs(tax.adjustedGrossIncome)} y no ` +
        'hay impuesto sobre la renta. Lo que sobra puede ser una pérdida operativa neta compensable en años posteriores (no modelado).',
    ),
  };
}
