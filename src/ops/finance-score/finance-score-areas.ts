/**
 * The six areas of a finance score and the entity note, each worked out on its own from the scene of the request (its
 * inputs, the rules in force and the tax they give): score, finding, priced gap, and the warnings it raises, in order.
 */
import { cents } from '../../core/money.js';
import type { RulesApplied } from '../../rules/rule-set.js';
import { irsUnderpaymentInterestRates } from '../../rules/us/irs-underpayment-interest-rates.rules.js';
import type { usRetirementLimits } from '../../rules/us/us-retirement-limits.rules.js';
import { dayDivisor, quarterLabel, quarterNameEs, ratePeriodFrames } from '../estimated-tax-penalty/estimated-tax-penalty.js';
import {
  CLIENT_SHARE_FULL_SCORE_PCT,
  CASH_RESERVE_TARGET_MONTHS,
  EXPENSE_TRACKING_SCORE,
  QUARTERLIES_SCORE,
  QUARTERLIES_UNPAID_SHARE,
  computeTax,
  incomeTaxOn,
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
  marginalRates,
  penaltyExposure,
  roundTo,
  type Bracket,
  type DeductionRules,
  type Entity,
  type ExpenseTracking,
  type MarginalRates,
  type QbiResult,
  type QbiRules,
  type Quarterlies,
  type RatePeriod,
  type RetirementRoom,
  type TaxResult,
  type TaxRules,
} from './finance-score.js';
import type { FinanceScoreInput } from './finance-score.run.js';

/** A rule set's version, by the date it is in force from. */
interface Dated {
  readonly effective: string;
}

/**
 * What the areas, the breakdown and the assumptions of a score read: the request with its defaults, the rules in force
 * on its date, and the tax and marginal rates they give.
 */
export interface Scene {
  input: FinanceScoreInput;
  /** Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way. */
  t: (en: string, es: string) => string;
  day: (iso: string) => string;
  today: string;
  taxYear: number;
  joint: boolean;
  statusEn: string;
  statusEs: string;
  fitYear: number;
  fitVersion: Dated;
  seVersion: Dated;
  payrollVersion: Dated;
  retirementVersion: Dated;
  deductionVersion: Dated;
  brackets: readonly Bracket[];
  taxRules: TaxRules;
  rv: (typeof usRetirementLimits)['versions'][number]['values'];
  deductionRules: DeductionRules;
  netProfit: number;
  entity: Entity;
  quarterlies: Quarterlies;
  expenseTracking: ExpenseTracking;
  otherIncome: number;
  contributed: number;
  sqft: number;
  miles: number;
  homeOfficeClaimed: boolean;
  mileageLogged: boolean;
  cashReserve: number;
  room: RetirementRoom;
  retirementDeduction: number;
  tax: TaxResult;
  m: MarginalRates;
  quarterliesEs: string;
  minimumBalance: number;
  safeHarborPct: number;
  wageBase: number;
  factorPct: number;
  q: QbiResult;
  qr: QbiRules;
}

/** Above the §199A threshold, a warning: the deduction phases down, and a specified service business loses more. */
export function qbiPhaseInWarning(s: Scene, warnings: string[]): void {
  const { t, statusEn, statusEs, fitYear, brackets, tax, q, qr } = s;
  // --- §199A above its threshold ----------------------------------------------------------------------------------------
  if (q.qualifiedBusinessIncome > 0 && q.phaseInShare > 0) {
    const end = qr.threshold + qr.phaseInRange;
    const sstbTaxable = Math.max(0, tax.taxableBeforeQbi - q.specifiedServiceDeduction);
    const sstbMore = incomeTaxOn(sstbTaxable, brackets) - tax.incomeTax;
    const minimumText = qr.minimumDeduction > 0 && q.regime === 'minimum' ? t(` (the ${formatUsd(qr.minimumDeduction)} minimum)`, ` (el mínimo de ${formatUsdEs(qr.minimumDeduction)})`) : '';
    warnings.push(
      t(
        `Your taxable income before the qualified business income deduction, ${formatUsd(tax.taxableBeforeQbi)}, is above the §199A ` +
          `threshold of ${formatUsd(qr.threshold)} (${statusEn}, ${fitYear}): a business with no W-2 wages and no qualified property ` +
          `loses the 20 % deduction linearly up to ${formatUsd(end)}, so it is ${formatUsd(q.deduction)} here${minimumText}, not ` +
          `${formatUsd(Math.min(q.fullComponent, q.incomeLimit))}. If yours is a specified service business (consulting, health, law, ` +
          `accounting, financial services, performing arts…) it is ${formatUsd(q.specifiedServiceDeduction)} and the income tax ` +
          `${formatUsd(sstbMore)} more; W-2 wages you pay or qualified property would raise it. Form 8995-A gives the exact figure.`,
        `Tu base imponible antes de la deducción por rendimientos empresariales cualificados, ${formatUsdEs(tax.taxableBeforeQbi)}, ` +
          `supera el umbral del §199A de ${formatUsdEs(qr.threshold)} (${statusEs}, ${fitYear}): una actividad sin salarios W-2 ni bienes ` +
          `afectos pierde la deducción del 20 % en línea recta hasta ${formatUsdEs(end)}, así que aquí es de ${formatUsdEs(q.deduction)}${minimumText}, ` +
          `no de ${formatUsdEs(Math.min(q.fullComponent, q.incomeLimit))}. Si la tuya es una actividad de servicios profesionales ` +
          `(consultoría, salud, derecho, contabilidad, servicios financieros, artes escénicas…) es de ${formatUsdEs(q.specifiedServiceDeduction)} ` +
          `y el impuesto sobre la renta, ${formatUsdEs(sstbMore)} mayor; pagar salarios W-2 o tener bienes afectos la aumentaría. El formulario 8995-A da la cifra exacta.`,
      ),
    );
  }
}

/** Area (1): the required estimated payments, their penalty exposure at the IRS rates of the year, and the finding. */
export function estimatedTaxesArea(s: Scene, rulesApplied: RulesApplied, warnings: string[]) {
  const { t, day, taxYear, quarterlies, tax, minimumBalance, safeHarborPct } = s;
  // --- (1) Estimated taxes ------------------------------------------------------------------------------------------------
  const needsEstimates = tax.totalTax >= minimumBalance;
  const requiredAnnual = needsEstimates ? tax.totalTax * (safeHarborPct / 100) : 0;
  // Form 2210's rate periods of the tax year, each at its quarter's rate (looked up only when a payment is required).
  const rateFrames = ratePeriodFrames(taxYear).map((frame) => {
    const version = needsEstimates ? rulesApplied.at(irsUnderpaymentInterestRates, frame.quarterStart) : undefined;
    return { frame, version, ratePct: version?.values.underpaymentRatePct.value ?? 0, divisor: dayDivisor(frame.end) };
  });
  const periods: RatePeriod[] = rateFrames.map((r) => ({ start: r.frame.start, end: r.frame.end, ratePct: r.ratePct, dayDivisor: r.divisor }));
  const exposure = penaltyExposure(requiredAnnual, periods, taxYear);
  const estimatedGap = exposure.total * QUARTERLIES_UNPAID_SHARE[quarterlies];
  const estimatedScore = needsEstimates ? QUARTERLIES_SCORE[quarterlies] : 100;
  const daysText = exposure.installments.map((i) => i.daysLate).join(', ');
  const ratesEn = rateFrames
    .map((r) => `${formatPct(r.ratePct)} in ${quarterLabel(r.frame.quarterStart)}${r.version && r.version.effective !== r.frame.quarterStart ? ` (${quarterLabel(r.version.effective)}'s, carried forward)` : ''}`)
    .join(', ');
  const ratesEs = rateFrames
    .map(
      (r) =>
        `${formatPctEs(r.ratePct)} en el ${quarterNameEs(quarterLabel(r.frame.quarterStart))}` +
        (r.version && r.version.effective !== r.frame.quarterStart ? ` (el del ${quarterNameEs(quarterLabel(r.version.effective))}, mantenido)` : ''),
    )
    .join(', ');
  const divisors = [...new Set(rateFrames.map((r) => r.divisor))].join(' or ');
  const divisorsEs = [...new Set(rateFrames.map((r) => r.divisor))].join(' o ');
  let estimatedFinding: string;
  if (!needsEstimates) {
    estimatedFinding = t(
      `Your federal tax for ${taxYear} comes to ${formatUsd(tax.totalTax)} (income tax ${formatUsd(tax.incomeTax)} + self-employment ` +
        `tax ${formatUsd(tax.selfEmploymentTax + tax.additionalMedicare)}), under the ${formatUsd(minimumBalance)} below which no ` +
        'underpayment penalty applies (IRC §6654(e)(1), assuming no withholding): no quarterly payments are needed.',
      `Tu impuesto federal de ${taxYear} asciende a ${formatUsdEs(tax.totalTax)} (impuesto sobre la renta ${formatUsdEs(tax.incomeTax)} + impuesto ` +
        `de autónomos ${formatUsdEs(tax.selfEmploymentTax + tax.additionalMedicare)}), por debajo de los ${formatUsdEs(minimumBalance)} que hacen ` +
        'falta para que haya recargo por pagos a cuenta insuficientes (IRC §6654(e)(1), suponiendo que no hay retenciones): no hacen falta pagos trimestrales.',
    );
  } else {
    const base =
      `Required annual payment: ${formatPct(safeHarborPct)} of your ${formatUsd(tax.totalTax)} federal tax = ${formatUsd(requiredAnnual)}, ` +
      `in four installments of ${formatUsd(requiredAnnual / 4)} due April 15, June 15, September 15 and January 15.`;
    const baseEs =
      `Pago a cuenta anual exigido: el ${formatPctEs(safeHarborPct)} de tu impuesto federal de ${formatUsdEs(tax.totalTax)} = ${formatUsdEs(requiredAnnual)}, ` +
      `en cuatro plazos de ${formatUsdEs(requiredAnnual / 4)} que vencen el 15 de abril, el 15 de junio, el 15 de septiembre y el 15 de enero.`;
    const full =
      `each unpaid installment runs simple interest from its due date to April 15, ${taxYear + 1} (${daysText} days) at the IRS ` +
      `underpayment rate of each Form 2210 rate period: ${ratesEn}, over ${divisors} days; ${formatUsd(exposure.total)} in all`;
    const fullEs =
      `cada plazo impagado genera interés simple desde su vencimiento hasta el ${day(`${taxYear + 1}-04-15`)} (${daysText} días) al tipo ` +
      `de interés de demora del IRS de cada periodo del formulario 2210: ${ratesEs}, sobre ${divisorsEs} días; ${formatUsdEs(exposure.total)} en total`;
    estimatedFinding =
      quarterlies === 'all'
        ? t(`${base} All paid on time: no penalty exposure.`, `${baseEs} Todos pagados a tiempo: sin riesgo de recargo.`)
        : quarterlies === 'none'
          ? t(`${base} None paid on time: ${full}.`, `${baseEs} Ninguno pagado a tiempo: ${fullEs}.`)
          : t(
              `${base} Some paid on time, read as half of the required amount: the other half runs ${formatUsd(estimatedGap)}, half ` +
                `of the exposure of paying nothing on time (${full}).`,
              `${baseEs} Algunos pagados a tiempo, lo que se interpreta como la mitad del importe exigido: la otra mitad genera ` +
                `${formatUsdEs(estimatedGap)}, la mitad del riesgo de no pagar nada a tiempo (${fullEs}).`,
            );
    if (quarterlies !== 'all') {
      estimatedFinding += t(
        ' Paying the installments on time (or the prior-year safe harbor, IRS Topic no. 306) avoids it; the estimated-tax-penalty calculator figures it for your own payment dates.',
        ' Pagar los plazos a tiempo (o acogerse a la regla de seguridad del año anterior, tema 306 del IRS) lo evita; la calculadora del recargo por pagos estimados lo calcula con tus propios pagos.',
      );
    }
  }
  const weakRates = needsEstimates && quarterlies !== 'all' ? rateFrames.filter((r) => r.version?.values.underpaymentRatePct.confidence === 'medium-low') : [];
  if (weakRates.length > 0) {
    const used = [...new Map(weakRates.map((r) => [r.version!.effective, r])).values()];
    warnings.push(
      t(
        `The IRS underpayment rates used for ${used.map((r) => `${quarterLabel(r.version!.effective)} (${formatPct(r.ratePct)})`).join(', ')} ` +
          'are confirmed only by non-IRS sources (confidence medium-low in the dataset irs-underpayment-interest-rates); check them at irs.gov/payments/quarterly-interest-rates.',
        `Los tipos de interés de demora del IRS usados para ${used.map((r) => `el ${quarterNameEs(quarterLabel(r.version!.effective))} (${formatPctEs(r.ratePct)})`).join(', ')} ` +
          'solo los confirman fuentes ajenas al IRS (confianza media-baja en el conjunto de datos irs-underpayment-interest-rates); compruébalos en la ' +
          'página de tipos de interés trimestrales del IRS.',
      ),
    );
  }
  return { needsEstimates, requiredAnnual, rateFrames, exposure, estimatedGap, estimatedScore, daysText, ratesEn, ratesEs, estimatedFinding };
}

/** Area (2): the room in a solo 401(k), what is left unused and the income tax it would defer. */
export function retirementArea(s: Scene, warnings: string[]) {
  const { input, t, taxYear, retirementVersion, taxRules, rv, netProfit, otherIncome, contributed, room, retirementDeduction, tax, m } = s;
  const retirementYear = Number(retirementVersion.effective.slice(0, 4));
  const yearNote = retirementYear === taxYear ? `${taxYear}` : `${taxYear} (the ${retirementYear} limits, the latest published)`;
  const yearNoteEs = retirementYear === taxYear ? `${taxYear}` : `${taxYear} (con los límites de ${retirementYear}, los últimos publicados)`;
  // --- (2) Retirement -------------------------------------------------------------------------------------------------------
  const unusedRoom = contributed >= cents(room.total) ? 0 : room.total - contributed;
  const retirementGap = unusedRoom * m.retirementContribution;
  const retirementScore = unusedRoom === 0 ? 100 : 100 * Math.min(1, contributed / room.total);
  const tierText =
    room.tier === 'age60to63'
      ? t(
          `catch-up ${formatUsd(room.catchUp)} (ages ${rv.enhancedCatchUpMinAge.value}–${rv.enhancedCatchUpMaxAge.value}, up to ${formatUsd(rv.enhancedCatchUpLimit.value)})`,
          `aportación adicional por edad ${formatUsdEs(room.catchUp)} (de ${rv.enhancedCatchUpMinAge.value} a ${rv.enhancedCatchUpMaxAge.value} años, hasta ${formatUsdEs(rv.enhancedCatchUpLimit.value)})`,
        )
      : room.tier === 'age50'
        ? t(
            `catch-up ${formatUsd(room.catchUp)} (age ${rv.catchUpMinAge.value} or over, up to ${formatUsd(rv.catchUpLimit.value)})`,
            `aportación adicional por edad ${formatUsdEs(room.catchUp)} (${rv.catchUpMinAge.value} años o más, hasta ${formatUsdEs(rv.catchUpLimit.value)})`,
          )
        : input.age === undefined
          ? t('no catch-up (no age given)', 'sin aportación adicional por edad (no se indicó la edad)')
          : t(`no catch-up (under ${rv.catchUpMinAge.value})`, `sin aportación adicional por edad (menos de ${rv.catchUpMinAge.value} años)`);
  let retirementFinding: string;
  if (room.total === 0) {
    retirementFinding = t(
      'No net earnings from self-employment, so a solo 401(k) has no room this year: nothing to defer.',
      'Sin rendimientos netos como autónomo, un 401(k) individual no tiene margen este año: no hay nada que diferir.',
    );
  } else {
    const capped = room.capped < room.employeeDeferral + room.employerContribution;
    const atLimit = room.capped === rv.annualAdditionsLimit.value;
    retirementFinding = t(
      `Room in a solo 401(k) for ${yearNote}: ${formatUsd(room.total)} = employee deferral ${formatUsd(room.employeeDeferral)} + ` +
        `employer part ${formatUsd(room.employerContribution)} (${formatRate(room.employerRate)} of ${formatUsd(room.compensation)} ` +
        `net earnings after the deductible half of SE tax)` +
        (capped
          ? `, capped at ${formatUsd(room.capped)} (${atLimit ? `the §415(c) limit of ${formatUsd(rv.annualAdditionsLimit.value)}` : 'your compensation'})`
          : '') +
        `, + ${tierText}. Contributed ${formatUsd(contributed)}: ` +
        (unusedRoom === 0
          ? 'no room left unused.'
          : `${formatUsd(unusedRoom)} of room unused, ` +
            (m.retirementContribution > 0
              ? `worth ${formatUsd(retirementGap)} of income tax deferred at ${formatRate(m.retirementContribution)} (your ` +
                `${formatRate(m.incomeTax)} bracket${m.qbiDeductionShare !== 0 ? `, less the ${formatRate(m.qbiDeductionShare)} the §199A deduction takes back` : ''}).`
              : 'but with no taxable income it would defer no income tax now.')),
      `Margen en un 401(k) individual para ${yearNoteEs}: ${formatUsdEs(room.total)} = aportación como empleado ${formatUsdEs(room.employeeDeferral)} + ` +
        `parte del empleador ${formatUsdEs(room.employerContribution)} (${formatRateEs(room.employerRate)} de ${formatUsdEs(room.compensation)} ` +
        'de rendimientos netos tras la mitad deducible del impuesto de autónomos)' +
        (capped
          ? `, con un tope de ${formatUsdEs(room.capped)} (${atLimit ? `el límite del §415(c), ${formatUsdEs(rv.annualAdditionsLimit.value)}` : 'tu remuneración'})`
          : '') +
        `, + ${tierText}. Aportado: ${formatUsdEs(contributed)}; ` +
        (unusedRoom === 0
          ? 'no queda margen sin usar.'
          : `quedan ${formatUsdEs(unusedRoom)} de margen sin usar, ` +
            (m.retirementContribution > 0
              ? `que equivalen a ${formatUsdEs(retirementGap)} de impuesto sobre la renta diferido al ${formatRateEs(m.retirementContribution)} (tu ` +
                `tramo del ${formatRateEs(m.incomeTax)}${m.qbiDeductionShare !== 0 ? `, menos el ${formatRateEs(m.qbiDeductionShare)} que recupera la deducción del §199A` : ''}).`
              : 'pero sin base imponible no diferirían ningún impuesto sobre la renta ahora.')),
    );
  }
  if (contributed > cents(room.total)) {
    warnings.push(
      t(
        `retirementContributed (${formatUsd(contributed)}) is more than the room computed for a solo 401(k) (${formatUsd(room.total)}): ` +
          'an excess contribution must be corrected; check the figures with your plan provider.',
        `retirementContributed (${formatUsdEs(contributed)}) supera el margen calculado para un 401(k) individual (${formatUsdEs(room.total)}): ` +
          'una aportación excesiva debe corregirse; revisa las cifras con la gestora de tu plan.',
      ),
    );
  }
  if (retirementGap > 0) {
    const filled = computeTax(netProfit, otherIncome, retirementDeduction + unusedRoom, taxRules);
    const after = marginalRates(filled, taxRules);
    if (cents(tax.totalTax - filled.totalTax) !== cents(retirementGap)) {
      warnings.push(
        t(
          `The retirement gap is priced at the marginal ${formatRate(m.retirementContribution)} on all ${formatUsd(unusedRoom)}, but that much ` +
            `moves taxable income across a rate edge (a bracket or a §199A limit; the rate there is ${formatRate(after.retirementContribution)}): ` +
            `contributing it all would defer ${formatUsd(tax.totalTax - filled.totalTax)} of tax this year, not ${formatUsd(retirementGap)}.`,
          `La carencia en jubilación se valora al tipo marginal del ${formatRateEs(m.retirementContribution)} sobre los ${formatUsdEs(unusedRoom)}, pero esa ` +
            `cantidad lleva la base imponible al otro lado de un cambio de tipo (un tramo o un límite del §199A; allí el tipo es del ${formatRateEs(after.retirementContribution)}): ` +
            `aportarla entera diferiría ${formatUsdEs(tax.totalTax - filled.totalTax)} de impuesto este año, no ${formatUsdEs(retirementGap)}.`,
        ),
      );
    }
  }
  return { unusedRoom, retirementGap, retirementScore, retirementFinding };
}

/** Area (3): how expenses are tracked (not priced). */
export function expenseTrackingArea(s: Scene) {
  const { t, expenseTracking } = s;
  // --- (3) Expense tracking -------------------------------------------------------------------------------------------------
  const expenseScore = EXPENSE_TRACKING_SCORE[expenseTracking];
  const expenseFinding =
    expenseTracking === 'software'
      ? t(
          'Expenses tracked in software: records that support every deduction. Not priced.',
          'Gastos registrados con un programa: registros que respaldan cada deducción. No se valora.',
        )
      : expenseTracking === 'manual'
        ? t(
            'Expenses tracked by hand: valid records, but easier to leave incomplete than a tool that reconciles bank feeds and keeps receipts. Not priced: there is no sourced basis for what that costs.',
            'Gastos registrados a mano: registros válidos, pero más fáciles de dejar incompletos que con una herramienta que concilia los movimientos bancarios y guarda los justificantes. No se valora: no hay ninguna base con fuente para saber cuánto cuesta.',
          )
        : t(
            'Expenses not tracked: deductions you cannot document can be disallowed, and deductible costs are likely missed. Not priced: there is no sourced basis for how much untracked expenses cost.',
            'Gastos sin registrar: las deducciones que no puedes documentar pueden rechazarse, y es probable que se pierdan gastos deducibles. No se valora: no hay ninguna base con fuente para saber cuánto cuestan los gastos sin registrar.',
          );
  return { expenseScore, expenseFinding };
}

/** Area (4): the home office and business miles deductible, what is not captured and the tax it would save. */
export function deductionsArea(s: Scene, warnings: string[]) {
  const { input, t, taxRules, deductionRules, netProfit, otherIncome, sqft, miles, homeOfficeClaimed, mileageLogged, retirementDeduction, tax, m } = s;
  // --- (4) Deductions captured ----------------------------------------------------------------------------------------------
  const mileageDeduction = miles * deductionRules.businessMileageRate;
  const homeOfficeFull = Math.min(sqft * deductionRules.homeOfficeRatePerSqFt, deductionRules.homeOfficeMaxDeduction);
  const mileageMissing = miles > 0 && !mileageLogged ? mileageDeduction : 0;
  const homeOfficeLimit = Math.max(0, netProfit - mileageMissing);
  const homeOfficeDeduction = homeOfficeClaimed ? homeOfficeFull : Math.min(homeOfficeFull, homeOfficeLimit);
  const homeOfficeMissing = sqft > 0 && !homeOfficeClaimed ? homeOfficeDeduction : 0;
  const potential = mileageDeduction + homeOfficeDeduction;
  const uncaptured = mileageMissing + homeOfficeMissing;
  const deductionsScore = potential > 0 ? (100 * (potential - uncaptured)) / potential : 100;
  const deductionsGap = uncaptured * m.businessDeduction;
  const maxSqft = deductionRules.homeOfficeMaxDeduction / deductionRules.homeOfficeRatePerSqFt;
  const parts: string[] = [];
  if (sqft > 0) {
    const limited = !homeOfficeClaimed && homeOfficeDeduction < homeOfficeFull;
    parts.push(
      t(
        `Home office: ${formatNumber(sqft)} sq ft × ${formatUsdRate(deductionRules.homeOfficeRatePerSqFt)} (simplified method, at most ` +
          `${formatNumber(maxSqft)} sq ft = ${formatUsd(deductionRules.homeOfficeMaxDeduction)})` +
          (limited ? `, limited to the ${formatUsd(homeOfficeLimit)} of profit left` : '') +
          ` = ${formatUsd(homeOfficeDeduction)}, ${homeOfficeClaimed ? 'claimed' : 'not claimed'}.`,
        `Despacho en casa: ${formatNumberEs(sqft)} pies cuadrados × ${formatUsdRateEs(deductionRules.homeOfficeRatePerSqFt)} (método simplificado, ` +
          `como máximo ${formatNumberEs(maxSqft)} pies cuadrados = ${formatUsdEs(deductionRules.homeOfficeMaxDeduction)})` +
          (limited ? `, limitado a los ${formatUsdEs(homeOfficeLimit)} de beneficio que quedan` : '') +
          ` = ${formatUsdEs(homeOfficeDeduction)}, ${homeOfficeClaimed ? 'deducido' : 'no deducido'}.`,
      ),
    );
  }
  if (miles > 0) {
    parts.push(
      t(
        `Business miles: ${formatNumber(miles)} × ${formatUsdRate(deductionRules.businessMileageRate)} = ${formatUsd(mileageDeduction)}, ` +
          (mileageLogged ? 'logged (taken as deducted in netProfit).' : 'not logged: without a log the deduction cannot be substantiated, so it is taken as not claimed.'),
        `Millas profesionales: ${formatNumberEs(miles)} × ${formatUsdRateEs(deductionRules.businessMileageRate)} = ${formatUsdEs(mileageDeduction)}, ` +
          (mileageLogged
            ? 'registradas (se dan por deducidas en netProfit).'
            : 'sin registrar: sin un registro la deducción no puede justificarse, así que se da por no deducida.'),
      ),
    );
  }
  const deductionsFinding =
    parts.length === 0
      ? t('No home office or business miles reported: nothing to capture.', 'No se indica despacho en casa ni millas profesionales: no hay nada que aprovechar.')
      : `${parts.join(' ')} ` +
        (uncaptured > 0
          ? t(
              `Uncaptured: ${formatUsd(uncaptured)} × your business deduction rate of ${formatRate(m.businessDeduction)} = ${formatUsd(deductionsGap)} a year.`,
              `Sin aprovechar: ${formatUsdEs(uncaptured)} × tu tipo de deducción empresarial del ${formatRateEs(m.businessDeduction)} = ${formatUsdEs(deductionsGap)} al año.`,
            )
          : potential > 0
            ? t('All captured.', 'Todo aprovechado.')
            : t(
                'Nothing deductible this year (the home office deduction cannot exceed the business profit).',
                'Nada deducible este año (la deducción por despacho en casa no puede superar el beneficio de la actividad).',
              ));
  if (deductionsGap > 0) {
    const claimed = computeTax(netProfit - uncaptured, otherIncome, retirementDeduction, taxRules);
    const after = marginalRates(claimed, taxRules);
    if (cents(tax.totalTax - claimed.totalTax) !== cents(deductionsGap)) {
      warnings.push(
        t(
          `The uncaptured deductions are priced at the marginal ${formatRate(m.businessDeduction)} on all ${formatUsd(uncaptured)}, but ` +
            `that much moves the profit across a rate edge (the rate there is ${formatRate(after.businessDeduction)}): claiming them would ` +
            `save ${formatUsd(tax.totalTax - claimed.totalTax)} of tax this year, not ${formatUsd(deductionsGap)}.`,
          `Las deducciones sin aprovechar se valoran al tipo marginal del ${formatRateEs(m.businessDeduction)} sobre los ${formatUsdEs(uncaptured)}, pero ` +
            `esa cantidad lleva el beneficio al otro lado de un cambio de tipo (allí el tipo es del ${formatRateEs(after.businessDeduction)}): deducirlas ` +
            `ahorraría ${formatUsdEs(tax.totalTax - claimed.totalTax)} de impuesto este año, no ${formatUsdEs(deductionsGap)}.`,
        ),
      );
    }
  }
  if (sqft > 0 && input.homeOfficeClaimed === undefined) {
    warnings.push(t('Home office already deducted not given: the home office is treated as not claimed.', 'Despacho ya deducido no indicado: el despacho en casa se trata como no deducido.'));
  }
  if (miles > 0 && input.mileageLogged === undefined) {
    warnings.push(t('Miles logged not given: the business miles are treated as not logged.', 'Millas registradas no indicadas: las millas profesionales se tratan como no registradas.'));
  }
  return { mileageDeduction, homeOfficeDeduction, uncaptured, deductionsScore, deductionsGap, deductionsFinding };
}

/** Areas (5) and (6): client concentration and cash reserve, each scored 0 when not answered (one warning names them). */
export function clientAndCashAreas(s: Scene, warnings: string[]) {
  const { input, t, cashReserve } = s;
  // --- (5) Client concentration ---------------------------------------------------------------------------------------------
  const unanswered: string[] = [];
  let clientScore = 0;
  let clientFinding: string;
  if (input.topClientPct === undefined) {
    unanswered.push(t('largest client share (client concentration)', 'peso del mayor cliente (concentración de clientes)'));
    clientFinding = t(
      'Not answered (the share of your largest client): scored 0. Give the share of billing from your largest client to score it.',
      'Sin respuesta (la parte de tu mayor cliente): puntúa 0. Indica qué parte de tu facturación viene de tu mayor cliente para puntuarla.',
    );
  } else {
    const pct = input.topClientPct;
    clientScore = pct <= CLIENT_SHARE_FULL_SCORE_PCT ? 100 : (100 * (100 - pct)) / (100 - CLIENT_SHARE_FULL_SCORE_PCT);
    clientFinding = t(
      `Largest client: ${formatNumber(pct)} % of billing. Our threshold: ${CLIENT_SHARE_FULL_SCORE_PCT} % or less scores 100, ` +
        'falling linearly to 0 at 100 %. Losing that client would cut that share of revenue; not priced (no sourced basis).',
      `Mayor cliente: ${formatNumberEs(pct)} % de la facturación. Nuestro umbral: un ${CLIENT_SHARE_FULL_SCORE_PCT} % o menos puntúa 100, ` +
        'y la puntuación baja en línea recta hasta 0 al llegar al 100 %. Perder ese cliente recortaría esa parte de los ingresos; no se valora (no hay ninguna base con fuente).',
    );
  }

  // --- (6) Cash reserve -----------------------------------------------------------------------------------------------------
  let cashScore = 0;
  let cashFinding: string;
  if (input.monthlyExpenses === undefined) {
    unanswered.push(t('monthly spending (cash reserve)', 'gasto mensual (colchón de liquidez)'));
    cashFinding = t(
      'Not answered (monthly expenses): scored 0. Give your monthly spending and cash reserve to score it.',
      'Sin respuesta (gasto mensual): puntúa 0. Indica tu gasto mensual y tu colchón de liquidez para puntuarla.',
    );
  } else {
    const months = cashReserve / input.monthlyExpenses;
    const shown = roundTo(months, 2);
    const target = CASH_RESERVE_TARGET_MONTHS * input.monthlyExpenses;
    cashScore = 100 * Math.min(1, months / CASH_RESERVE_TARGET_MONTHS);
    cashFinding = t(
      `Cash reserve ${formatUsd(cashReserve)} covers ${formatNumber(shown)} ${shown === 1 ? 'month' : 'months'} of ${formatUsd(input.monthlyExpenses)} ` +
        `spending. Our target: ${CASH_RESERVE_TARGET_MONTHS} months (${formatUsd(target)}), ` +
        (cashReserve >= target ? 'met.' : `${formatUsd(target - cashReserve)} short.`) +
        ' Not priced: a thin reserve has no sourced yearly cost.',
      `Un colchón de liquidez de ${formatUsdEs(cashReserve)} cubre ${formatNumberEs(shown)} ${shown === 1 ? 'mes' : 'meses'} de gasto de ` +
        `${formatUsdEs(input.monthlyExpenses)}. Nuestro objetivo: ${CASH_RESERVE_TARGET_MONTHS} meses (${formatUsdEs(target)}), ` +
        (cashReserve >= target ? 'cumplido.' : `faltan ${formatUsdEs(target - cashReserve)}.`) +
        ' No se valora: un colchón escaso no tiene un coste anual con fuente.',
    );
  }
  if (unanswered.length > 0) warnings.push(t(`Not answered, scored 0: ${unanswered.join(', ')}.`, `Sin respuesta, puntúan 0: ${unanswered.join(', ')}.`));
  return { clientScore, clientFinding, cashScore, cashFinding };
}

/** The entity: a note on an S-corporation election, not scored. */
export function entityReview(s: Scene, warnings: string[]) {
  const { t, entity, tax, netProfit } = s;
  // --- Entity ---------------------------------------------------------------------------------------------------------------
  const seTotal = tax.selfEmploymentTax;
  let entityFinding: string;
  if (entity === 'scorp') {
    entityFinding = t(
      'S corporation: the figures treat the whole profit as self-employment income, which is close to paying all of it as salary. ' +
        'Distributions above a reasonable salary bear no payroll tax, so the tax, the penalty exposure and the marginal rates here are an upper bound.',
      'Sociedad S: las cifras tratan todo el beneficio como renta de autónomo, lo que se parece a cobrarlo todo como salario. ' +
        'Los repartos por encima de un salario razonable no pagan impuestos sobre la nómina, así que el impuesto, el riesgo de recargo y los tipos marginales de aquí son un máximo.',
    );
    warnings.push(
      t(
        'entity scorp: the tax model is a sole proprietor\'s (all profit bearing self-employment tax), an upper bound for an S corporation; see entityReview.',
        'Forma jurídica sociedad S (scorp): el modelo fiscal es el de un empresario individual (todo el beneficio paga impuesto de autónomos), un máximo para una sociedad S; véase entityReview.',
      ),
    );
  } else if (seTotal === 0 && netProfit < 0) {
    entityFinding = t(
      'The business made a loss: no self-employment tax, so an S-corporation election would save nothing.',
      'La actividad tuvo pérdidas: sin impuesto de autónomos, tributar como sociedad S no ahorraría nada.',
    );
  } else if (seTotal === 0) {
    entityFinding = t(
      'No self-employment tax at this profit: an S-corporation election would save nothing.',
      'Sin impuesto de autónomos con este beneficio: tributar como sociedad S no ahorraría nada.',
    );
  } else {
    entityFinding = t(
      `Taxed as a sole proprietor${entity === 'llc' ? ' (a single-member LLC is disregarded unless it elects otherwise)' : ''}: the whole ` +
        `profit bears self-employment tax, ${formatUsd(seTotal)} this year. An S-corporation election may be worth a look: only a reasonable ` +
        'salary then bears payroll tax, distributions do not. Whether it pays depends on a reasonable salary for your work and on the ' +
        'cost of payroll, a separate return and state fees, none of which this tool knows, so no threshold is applied and no saving is priced.',
      `Tributa como empresario individual${entity === 'llc' ? ' (una LLC unipersonal es fiscalmente transparente salvo que opte por otra cosa)' : ''}: todo el ` +
        `beneficio paga impuesto de autónomos, ${formatUsdEs(seTotal)} este año. Puede merecer la pena estudiar tributar como sociedad S: entonces solo un ` +
        'salario razonable paga impuestos sobre la nómina; los repartos, no. Que compense depende de un salario razonable para tu trabajo y del coste de ' +
        'la nómina, de una declaración aparte y de las tasas estatales, nada de lo cual conoce esta herramienta, así que no se aplica ningún umbral ni se valora ningún ahorro.',
    );
  }
  return { seTotal, entityFinding };
}

export type EstimatedTaxes = ReturnType<typeof estimatedTaxesArea>;
export type RetirementArea = ReturnType<typeof retirementArea>;
export type DeductionsArea = ReturnType<typeof deductionsArea>;
