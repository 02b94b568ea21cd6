/**
 * Spanish payroll, gross to net, 2026: worker Social Security contributions, the AEAT withholding algorithm and an optional
 * estimate of the year's IRPF liability. Every amount is an exact decimal (a bigint of hundred-millionths), so the
 * algorithm's REDONDEAR1 (round to cents, 0.005 up) and TRUNCAR (cut at the second decimal) act on the true values and
 * never on binary floating-point noise. No rate or threshold lives here: each comes from a rule set, by key.
 */
import { InputError } from '../../core/errors.js';

// ---------------------------------------------------------------------------------------------------------------------
// Exact decimals
// ---------------------------------------------------------------------------------------------------------------------

/** An exact decimal: the value × 10^8. Every input has at most 2 decimals and every rate at most 6 in fraction form, so
 * each product below has at most 8 decimals and is exact. */
export type Dec = bigint;
const ONE = 100_000_000n;
const CENT = 1_000_000n;

/** A number (as its decimal writing, to 8 places) → Dec. */
export function dec(n: number): Dec {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const [whole, frac = ''] = Math.abs(n).toFixed(8).split('.');
  const v = BigInt(whole!) * ONE + BigInt(frac.padEnd(8, '0').slice(0, 8));
  return n < 0 ? -v : v;
}
/** Dec → number (exact for amounts in cents; the nearest double otherwise). */
export function num(d: Dec): number {
  return Number(d) / 1e8;
}
const mul = (a: Dec, b: Dec): Dec => (a * b) / ONE;
/** `rate` written in percent (4.70 = 4.70 %) applied to `a`. */
const pct = (a: Dec, rate: Dec): Dec => (a * rate) / (ONE * 100n);
const max = (a: Dec, b: Dec): Dec => (a > b ? a : b);
const min = (a: Dec, b: Dec): Dec => (a < b ? a : b);
/** REDONDEAR1: to cents, 0.005 up (half away from zero for the rare negative). */
export function round2(a: Dec): Dec {
  const sign = a < 0n ? -1n : 1n;
  const abs = a * sign;
  const q = abs / CENT;
  const r = abs % CENT;
  return sign * (r * 2n >= CENT ? q + 1n : q) * CENT;
}
/** TRUNCAR: cut at the second decimal (values here are never negative). */
export function trunc2(a: Dec): Dec {
  return a - (a % CENT);
}
/** Money out: exact decimal → rounded to cents (0.005 up) → number. */
export const eur = (d: Dec): number => num(round2(d));
/** a ÷ n, rounded to cents half up (a ≥ 0). */
function divRound2(a: Dec, n: bigint): Dec {
  const c = a / CENT;
  return ((c * 2n + n) / (2n * n)) * CENT;
}

// ---------------------------------------------------------------------------------------------------------------------
// Rule values
// ---------------------------------------------------------------------------------------------------------------------

export type RuleValues = Readonly<Record<string, { value: number }>>;

/** A rule value by key; a missing key is a bug in the rule set, never a zero. */
function rule(values: RuleValues, key: string): Dec {
  const found = values[key];
  if (!found) throw new Error(`rule value '${key}' is missing`);
  return dec(found.value);
}
function ruleIfPresent(values: RuleValues, key: string): Dec | undefined {
  const found = values[key];
  return found ? dec(found.value) : undefined;
}

/** A progressive scale: bracket i runs from the previous `upTo` (0 first) to its own `upTo` (none for the last). */
export interface Scale {
  upTo: Dec[];
  rates: Dec[]; // percent
}
/** `${prefix}UpTo1…` and `${prefix}Rate1…`, as many as the rule set has. */
export function scaleFrom(values: RuleValues, prefix: string): Scale {
  const upTo: Dec[] = [];
  const rates: Dec[] = [];
  for (let i = 1; values[`${prefix}Rate${i}`]; i++) {
    rates.push(rule(values, `${prefix}Rate${i}`));
    const limit = ruleIfPresent(values, `${prefix}UpTo${i}`);
    if (limit !== undefined) upTo.push(limit);
  }
  if (rates.length === 0 || upTo.length !== rates.length - 1) throw new Error(`scale '${prefix}' is malformed`);
  return { upTo, rates };
}
/** ESCALA(base): the scale applied bracket by bracket. */
export function applyScale(scale: Scale, base: Dec): Dec {
  let cuota = 0n;
  let lower = 0n;
  for (let i = 0; i < scale.rates.length; i++) {
    const upper = scale.upTo[i];
    const top = upper === undefined ? base : min(base, upper);
    if (top > lower) cuota += pct(top - lower, scale.rates[i]!);
    if (upper === undefined || base <= upper) break;
    lower = upper;
  }
  return cuota;
}

// ---------------------------------------------------------------------------------------------------------------------
// Social Security
// ---------------------------------------------------------------------------------------------------------------------

export type Contract = 'indefinido' | 'temporal';
/**
 * The desempleo rate a contract pays: the permanent one (indefinido, and by the Orden also any contract of a worker with a
 * disability of 33 % or more) or the fixed-term one.
 */
export type UnemploymentRate = 'permanent' | 'fixedTerm';

export interface ContributionLine {
  concept: 'contingenciasComunes' | 'desempleo' | 'formacionProfesional' | 'mei' | 'solidaridadTramo1' | 'solidaridadTramo2' | 'solidaridadTramo3';
  rate: Dec;
  base: Dec;
  monthly: Dec;
  annual: Dec;
}
export interface Contributions {
  monthlyPay: Dec;
  monthlyBase: Dec;
  /** partTime: pay below the full-time minimum base, contributed on as it is (see computeContributions). */
  clamp: 'partTime' | 'maximum' | 'none';
  lines: ContributionLine[];
  monthlyTotal: Dec;
  annualTotal: Dec;
}

/**
 * Monthly base = annual gross ÷ 12 (the 14-payment extras prorated into each month), rounded to cents and capped at the
 * maximum base. Pay below the full-time minimum base can only be lawful as part-time pay (a full-time wage is at least the
 * SMI, and the minimum base is the SMI plus one sixth, LGSS art. 19.2); a part-time base is the pay itself, whose floor is a
 * minimum per hour worked that a lawful wage meets, so such pay is contributed on as it is, never raised to the full-time
 * minimum (which would make the contributions exceed very low pay). Each concept is base × rate rounded to cents (as a payslip shows it), twelve times a year.
 * The solidarity contribution applies, tranche by tranche, to the monthly pay above the maximum base.
 */
export function computeContributions(annualGross: Dec, unemployment: UnemploymentRate, values: RuleValues): Contributions {
  const monthlyPay = divRound2(annualGross, 12n);
  const minimum = rule(values, 'minimumBaseMonthly');
  const maximum = rule(values, 'maximumBaseMonthly');
  const monthlyBase = min(monthlyPay, maximum);
  const clamp = monthlyPay < minimum ? 'partTime' : monthlyPay > maximum ? 'maximum' : 'none';
  const lines: ContributionLine[] = [];
  const add = (concept: ContributionLine['concept'], rate: Dec, base: Dec) => {
    if (base <= 0n) return;
    const monthly = round2(pct(base, rate));
    lines.push({ concept, rate, base, monthly, annual: monthly * 12n });
  };
  add('contingenciasComunes', rule(values, 'commonContingenciesRate'), monthlyBase);
  add('desempleo', rule(values, unemployment === 'permanent' ? 'unemploymentPermanentRate' : 'unemploymentFixedTermRate'), monthlyBase);
  add('formacionProfesional', rule(values, 'vocationalTrainingRate'), monthlyBase);
  add('mei', rule(values, 'meiRate'), monthlyBase);
  const t1 = rule(values, 'solidarityTranche1Upper');
  const t2 = rule(values, 'solidarityTranche2Upper');
  add('solidaridadTramo1', rule(values, 'solidarityTranche1Rate'), min(monthlyPay, t1) - maximum);
  add('solidaridadTramo2', rule(values, 'solidarityTranche2Rate'), min(monthlyPay, t2) - t1);
  add('solidaridadTramo3', rule(values, 'solidarityTranche3Rate'), monthlyPay - t2);
  const monthlyTotal = lines.reduce((s, l) => s + l.monthly, 0n);
  return { monthlyPay, monthlyBase, clamp, lines, monthlyTotal, annualTotal: monthlyTotal * 12n };
}

// ---------------------------------------------------------------------------------------------------------------------
// Personal and family minimum (mínimo personal y familiar)
// ---------------------------------------------------------------------------------------------------------------------

export type Disability = 'none' | 'general' | 'severe';

export interface Household {
  /** 2026 minus the year of birth (the algorithm's age test); undefined = under 65. */
  age?: number;
  /** Descendants in order of increasing year of birth (oldest first): counted in full or by half, and under three. */
  descendants: { full: boolean; under3: boolean }[];
  /** Ascendants over 65 living with the taxpayer (CONVIVENCIA = 1), and whether each is over 75. */
  ascendants: { over75: boolean }[];
  disability: Disability;
  /** Reduced mobility or third-party assistance (MOVILPER). */
  assistance: boolean;
}

/** The amounts a minimum is built from; an undefined one is an amount nobody verified (the caller says what to do). */
export interface MinimumAmounts {
  taxpayer?: Dec; over65?: Dec; over75?: Dec;
  descendants: (Dec | undefined)[]; // 1st, 2nd, 3rd, 4th and further
  under3?: Dec; ascendant65?: Dec; ascendant75?: Dec;
  disability?: Dec; disabilitySevere?: Dec; assistance?: Dec;
}
export interface Minimum {
  taxpayer: Dec; // MINCON
  descendants: Dec; // MINDESG
  under3: Dec; // MINDES3
  ascendants: Dec; // MINAS = 65AS + 75AS
  disability: Dec; // MINDISC
  total: Dec; // MINPERFA
}

export function stateMinimumAmounts(values: RuleValues): MinimumAmounts {
  return {
    taxpayer: rule(values, 'minimumTaxpayer'), over65: rule(values, 'minimumOver65'), over75: rule(values, 'minimumOver75'),
    descendants: [1, 2, 3, 4].map((i) => rule(values, `minimumDescendant${i}`)),
    under3: rule(values, 'minimumUnder3'), ascendant65: rule(values, 'minimumAscendant65'), ascendant75: rule(values, 'minimumAscendant75'),
    disability: rule(values, 'minimumDisability'), disabilitySevere: rule(values, 'minimumDisabilitySevere'), assistance: rule(values, 'minimumAssistance'),
  };
}

/**
 * MINPERFA as the algorithm builds it; `need` receives the name of an amount the household needs and the table lacks,
 * in English and in Spanish.
 */
export function personalFamilyMinimum(h: Household, a: MinimumAmounts, sharedShare: Dec, need: (what: string, whatEs: string) => never): Minimum {
  const req = (v: Dec | undefined, what: string, whatEs: string): Dec => (v === undefined ? need(what, whatEs) : v);
  let taxpayer = req(a.taxpayer, 'the taxpayer minimum', 'el mínimo del contribuyente');
  if ((h.age ?? 0) > 64) taxpayer += req(a.over65, 'the taxpayer minimum over 65', 'el incremento del mínimo del contribuyente por edad superior a 65 años');
  if ((h.age ?? 0) > 74) taxpayer += req(a.over75, 'the taxpayer minimum over 75', 'el incremento del mínimo del contribuyente por edad superior a 75 años');
  let descendants = 0n;
  let under3 = 0n;
  h.descendants.forEach((d, i) => {
    const share = d.full ? ONE : sharedShare;
    const ordinal = ['first', 'second', 'third', 'fourth and further'][Math.min(i, 3)]!;
    const ordinalEs = ['el primero', 'el segundo', 'el tercero', 'el cuarto y siguientes'][Math.min(i, 3)]!;
    descendants += mul(req(a.descendants[Math.min(i, 3)], `the minimum for a ${ordinal} descendant`, `el mínimo por descendientes (${ordinalEs})`), share);
    if (d.under3) under3 += mul(req(a.under3, 'the minimum for a descendant under three', 'el incremento por descendiente menor de tres años'), share);
  });
  let over65 = 0n;
  let over75 = 0n;
  for (const asc of h.ascendants) {
    over65 += req(a.ascendant65, 'the minimum for ascendants', 'el mínimo por ascendientes');
    if (asc.over75) over75 += req(a.ascendant75, 'the minimum for ascendants over 75', 'el incremento por ascendiente mayor de 75 años');
  }
  let disability = 0n;
  if (h.disability === 'severe') disability += req(a.disabilitySevere, 'the disability minimum', 'el mínimo por discapacidad');
  if (h.disability === 'general') disability += req(a.disability, 'the disability minimum', 'el mínimo por discapacidad');
  if (h.disability === 'severe' || (h.disability === 'general' && h.assistance)) {
    disability += req(a.assistance, 'the assistance minimum', 'el mínimo por gastos de asistencia');
  }
  const m = {
    taxpayer,
    descendants: round2(descendants),
    under3: round2(under3),
    ascendants: round2(over65) + round2(over75),
    disability,
  };
  return { ...m, total: m.taxpayer + m.descendants + m.under3 + m.ascendants + m.disability };
}

// ---------------------------------------------------------------------------------------------------------------------
// The AEAT withholding algorithm (initial rate; no regularisation)
// ---------------------------------------------------------------------------------------------------------------------

export interface WithholdingInput {
  /** RETRIB: total annual pay, cash and in kind. */
  totalPay: Dec;
  /** COTIZACIONES: deductible contributions (art. 19.2 a–c). */
  contributions: Dec;
  /** SITUFAM: 1, 2 or 3. */
  situation: 1 | 2 | 3;
  household: Household;
  /** CONTRATO = INFERIORAÑO (the 2 % floor). */
  shortContract: boolean;
  /** PRESVIV: payments on a loan for the main home (RD 1975/2008). */
  homeLoan?: boolean;
}
export interface Withholding {
  totalPay: Dec; // RETRIB
  contributions: Dec; // COTIZACIONES
  netWorkIncome: Dec; // RNT
  workIncomeReduction: Dec; // RED20
  otherExpenses: Dec; // OTROSGASTOS
  reducedNetWorkIncome: Dec; // RNTREDU
  moreThanTwoDescendantsReduction: Dec; // HIJOS
  base: Dec; // BASE
  minimum: Minimum; // MINPERFA
  exemptionLimit: Dec; // TABLA 1
  exempt: boolean;
  quota1: Dec; // CUOTA1
  quota2: Dec; // CUOTA2
  quotaBeforeCap: Dec;
  cap: Dec | null; // LIMITE (43 %)
  quota: Dec; // CUOTA
  homeLoanReduction: Dec; // MINOPAGO
  rateBeforeMinimum: Dec; // TIPO before the floors (tipo previo)
  minimumRateApplied: boolean;
  rate: Dec; // TIPO
  annualWithholding: Dec; // IMPORTE
}

/** RED20 (art. 20 LIRPF, art. 83.3.d RIRPF), rounded to cents. */
export function workIncomeReduction(rnt: Dec, values: RuleValues): Dec {
  const fullUpTo = rule(values, 'reductionFullUpTo');
  const middleUpTo = rule(values, 'reductionMiddleUpTo');
  const endsAt = rule(values, 'reductionEndsAt');
  let red = 0n;
  if (rnt <= fullUpTo) red = rule(values, 'reductionFull');
  else if (rnt <= middleUpTo) red = rule(values, 'reductionFull') - mul(rule(values, 'reductionSlope1'), rnt - fullUpTo);
  else if (rnt < endsAt) red = rule(values, 'reductionMiddle') - mul(rule(values, 'reductionSlope2'), rnt - middleUpTo);
  return round2(red);
}

/** OTROSGASTOS: 2,000 € plus the increase for an active worker with a disability, never more than pay less contributions. */
export function otherExpenses(totalPay: Dec, contributions: Dec, h: Household, values: RuleValues): Dec {
  let expenses = rule(values, 'otherExpenses');
  if (h.disability === 'severe' || (h.disability === 'general' && h.assistance)) expenses += rule(values, 'disabledWorkerExpensesSevere');
  else if (h.disability === 'general') expenses += rule(values, 'disabledWorkerExpenses');
  const room = totalPay - contributions;
  if (room < 0n) return 0n;
  return min(expenses, room);
}

/** TABLA 1: the limit below which there is no withholding, by situación and number of descendants. */
export function exemptionLimit(situation: 1 | 2 | 3, descendants: number, values: RuleValues): Dec {
  const band = descendants === 0 ? 'NoDescendants' : descendants === 1 ? 'OneDescendant' : 'TwoDescendants';
  if (situation === 1 && band === 'NoDescendants') {
    throw new InputError('familySituation: situación familiar 1 needs at least one descendant', 'familySituation: la situación familiar 1 exige al menos un descendiente');
  }
  return rule(values, `exemptSituation${situation}${band}`);
}

export function computeWithholding(input: WithholdingInput, values: RuleValues): Withholding {
  const { totalPay, contributions, household: h } = input;
  const netWorkIncome = max(totalPay - contributions, 0n);
  const red20 = workIncomeReduction(netWorkIncome, values);
  const expenses = otherExpenses(totalPay, contributions, h, values);
  const reducedNetWorkIncome = max(netWorkIncome - expenses - red20, 0n);
  const hijos = h.descendants.length > 2 ? rule(values, 'moreThanTwoDescendantsReduction') : 0n;
  const base = reducedNetWorkIncome > hijos ? reducedNetWorkIncome - hijos : 0n;
  const minimum = personalFamilyMinimum(h, stateMinimumAmounts(values), rule(values, 'descendantSharedShare'), (what) => {
    throw new Error(`state ${what} is missing`);
  });
  const limit = exemptionLimit(input.situation, h.descendants.length, values);
  const exempt = totalPay <= limit;
  const scale = scaleFrom(values, 'scale');
  let quota1 = 0n;
  let quota2 = 0n;
  let quotaBeforeCap = 0n;
  let cap: Dec | null = null;
  let quota = 0n;
  if (!exempt) {
    quota1 = applyScale(scale, base);
    quota2 = applyScale(scale, minimum.total);
    quotaBeforeCap = quota1 > quota2 ? quota1 - quota2 : 0n;
    quota = quotaBeforeCap;
    if (totalPay <= rule(values, 'capPayCeiling')) {
      cap = pct(totalPay - limit, rule(values, 'capRate'));
      if (quota > cap) quota = cap;
    }
  }
  // "Ir a 1": the exempt branch rejoins here, where the home-loan reduction and the minimum rates apply.
  const homeLoanReduction =
    input.homeLoan && totalPay < rule(values, 'homeLoanPayCeiling') ? trunc2(pct(totalPay, rule(values, 'homeLoanRate'))) : 0n;
  const positive = max(quota - homeLoanReduction, 0n);
  // TIPO = TRUNCAR(DIFERENCIA POSITIVA / RETRIB × 100): hundredths of a percent, floored (all terms are positive).
  const rateBeforeMinimum = ((positive * 10_000n) / totalPay) * CENT;
  const floor = input.shortContract ? rule(values, 'minimumRateShortContract') : 0n;
  const minimumRateApplied = rateBeforeMinimum < floor;
  const rate = minimumRateApplied ? floor : rateBeforeMinimum;
  return {
    totalPay, contributions, netWorkIncome, workIncomeReduction: red20, otherExpenses: expenses, reducedNetWorkIncome,
    moreThanTwoDescendantsReduction: hijos, base, minimum, exemptionLimit: limit, exempt, quota1, quota2, quotaBeforeCap,
    cap, quota, homeLoanReduction, rateBeforeMinimum, minimumRateApplied, rate,
    annualWithholding: round2(pct(totalPay, rate)),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Annual liability estimate (state + regional cuota)
// ---------------------------------------------------------------------------------------------------------------------

export interface AnnualEstimate {
  baseLiquidableGeneral: Dec;
  stateMinimum: Dec;
  regionalMinimum: Dec;
  stateQuota: Dec;
  regionalQuota: Dec;
  grossQuota: Dec;
  workDeduction: Dec;
  liability: Dec;
  withholding: Dec;
  difference: Dec; // liability − withholding: > 0 balance due, < 0 refund
}

/** The reference regional scale: the withholding scale less the state scale, bracket by bracket (same brackets). */
export function referenceScale(withholding: Scale, state: Scale): Scale {
  if (withholding.upTo.length !== state.upTo.length || withholding.upTo.some((u, i) => u !== state.upTo[i])) {
    throw new Error('the withholding and state scales have different brackets');
  }
  return { upTo: withholding.upTo, rates: withholding.rates.map((r, i) => r - state.rates[i]!) };
}

/** The regional minimum amounts: the community's own where it sets them (missing ones unavailable), else the state's. */
export function regionalMinimumAmounts(code: string, regional: RuleValues, state: MinimumAmounts): MinimumAmounts {
  const own = (key: string) => ruleIfPresent(regional, `${code}Minimum${key}`);
  if (own('Taxpayer') === undefined) return state;
  return {
    taxpayer: own('Taxpayer'), over65: own('Over65'), over75: own('Over75'),
    descendants: [1, 2, 3, 4].map((i) => own(`Descendant${i}`)),
    under3: own('Under3'), ascendant65: own('Ascendant65'), ascendant75: own('Ascendant75'),
    disability: own('Disability'), disabilitySevere: own('DisabilitySevere'), assistance: own('Assistance'),
  };
}

/**
 * The year's IRPF on the employment income alone, as the annual return computes it: base liquidable general = the
 * reduced net employment income (the withholding-only 600 € reduction does not exist here); each half of the cuota is its
 * scale applied to the base less the same scale applied to the part of the base covered by its minimum (arts. 56, 63
 * and 74 LIRPF); then the DA 61.ª deduction, limited to the cuota. Every cuota is rounded to cents.
 */
export function computeAnnualEstimate(
  w: Withholding,
  stateScale: Scale,
  regionalScale: Scale,
  regionalMinimum: Dec,
  annualValues: RuleValues,
): AnnualEstimate {
  const blg = w.reducedNetWorkIncome;
  const quota = (scale: Scale, minimum: Dec) => round2(applyScale(scale, blg) - applyScale(scale, min(minimum, blg)));
  const stateQuota = quota(stateScale, w.minimum.total);
  const regionalQuota = quota(regionalScale, regionalMinimum);
  const grossQuota = stateQuota + regionalQuota;
  const fullUpTo = rule(annualValues, 'workDeductionFullUpTo');
  const full = rule(annualValues, 'workDeduction');
  const tapered = w.totalPay <= fullUpTo ? full : max(full - pct(w.totalPay - fullUpTo, rule(annualValues, 'workDeductionTaperRate')), 0n);
  const workDeduction = min(round2(tapered), grossQuota);
  const liability = grossQuota - workDeduction;
  return {
    baseLiquidableGeneral: blg, stateMinimum: w.minimum.total, regionalMinimum, stateQuota, regionalQuota, grossQuota,
    workDeduction, liability, withholding: w.annualWithholding, difference: liability - w.annualWithholding,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Payslips
// ---------------------------------------------------------------------------------------------------------------------

export interface Payslip {
  gross: Dec;
  contributions: Dec;
  withholding: Dec;
  net: Dec;
}
/** One payment: gross = annual ÷ payments (to cents), withholding = gross × rate (to cents), contributions as given. */
export function payslip(annualGross: Dec, payments: 12 | 14, rate: Dec, contributions: Dec): Payslip {
  const gross = divRound2(annualGross, BigInt(payments));
  const withholding = round2(pct(gross, rate));
  return { gross, contributions, withholding, net: gross - contributions - withholding };
}
