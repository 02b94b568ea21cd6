import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { MAX_AMOUNT } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import { esIrpfWithholding2026 } from '../../rules/es/es-irpf-withholding-2026.rules.js';
import type { Locale } from '../../core/locale.js';
import { computeContributions, computeWithholding, dec, eur, num, payslip, round2, type Household, type Payslip } from './es-nomina-bruto-neto.js';
import { byCommunity, resolveCcaa } from './es-nomina-bruto-neto-ccaa.js';
import { CONCEPT_LABELS, payrollTexts } from './es-nomina-bruto-neto-texts.js';

const ID = 'es-nomina-bruto-neto';

const moneyOut = (what: string) => z.number().describe(`${what}, EUR, rounded to cents.`);

const payslipOut = z
  .strictObject({
    count: z.number().int().describe('How many payslips of this kind a year.'),
    gross: moneyOut('Gross pay of the payslip: annual gross ÷ number of payments'),
    contributions: moneyOut('Worker Social Security contributions deducted in this payslip'),
    withholding: moneyOut('IRPF withheld: gross × withholding rate'),
    net: moneyOut('Net pay of the payslip'),
  })
  .describe('One kind of payslip.');

const input = z.strictObject({
  annualGross: z
    .number()
    .positive()
    .max(MAX_AMOUNT)
    .describe('Annual gross salary, EUR, extra payments included.'),
  pagas: z.literal([12, 14]).default(14).describe('Payments a year (14: two pagas extraordinarias).'),
  contract: z
    .enum(['indefinido', 'temporal'])
    .default('indefinido')
    .describe('indefinido (permanent) or temporal (fixed-term).'),
  contractUnderOneYear: z
    .boolean()
    .optional()
    .describe(
      'Temporal contract under a year (2 % minimum rate). Default true for temporal; not with indefinido.',
    ),
  ccaa: z
    .string()
    .max(10)
    .optional()
    .describe(
      'Autonomous community for the annual IRPF estimate (ignored by withholding): ref or an ISO 3166-2:ES code.',
    ),
  familySituation: z
    .literal([1, 2, 3])
    .default(3)
    .describe(
      'Modelo 145 situation: 1 single parent; 2 married, spouse earns ≤ 1,500 €/year; 3 other.',
    ),
  children: z.number().int().min(0).max(16).default(0).describe('Children under 25 living with the taxpayer.'),
  childrenUnder3: z.number().int().min(0).max(9).default(0).describe('Of those, how many are under 3.'),
  descendantsInFull: z
    .boolean()
    .default(false)
    .describe(
      'true: whole descendant minimum (por entero); false: half per child.',
    ),
  age: z.number().int().min(16).max(120).optional().describe('Age in the tax year (year − birth year); 65+ and 75+ raise the minimum.'),
  ascendants65: z.number().int().min(0).max(6).default(0).describe('Parents or grandparents over 65 living with the taxpayer.'),
  ascendants75: z.number().int().min(0).max(6).default(0).describe('Of those, how many are over 75.'),
  disability: z
    .enum(['none', 'general', 'severe'])
    .default('none')
    .describe('Disability: general 33 %+, severe 65 %+.'),
  assistanceNeeds: z.boolean().default(false).describe('Needs assistance or has reduced mobility (requires a disability).'),
});

const output = z.strictObject({
  annualGross: moneyOut('Annual gross salary'),
  pagas: z.number().int().describe('Payments a year.'),
  contract: z.string().describe('Contract type used.'),
  contractUnderOneYear: z.boolean().describe('Whether the contract is taken to last less than one year (only a temporal contract can).'),
  socialSecurity: z
    .strictObject({
      monthlyPay: moneyOut('Monthly pay with the extra payments prorated: annual gross ÷ 12'),
      monthlyBase: moneyOut('Monthly contribution base (base de cotización): monthly pay, capped at the maximum base'),
      baseClamp: z
        .enum(['none', 'partTime', 'maximum'])
        .describe('maximum: pay cut to the maximum base; partTime: pay below the full-time minimum base, taken as part-time and contributed on as it is.'),
      contributions: z
        .array(
          z.strictObject({
            concept: z.string().describe('Concept (camelCase): contingenciasComunes, desempleo, formacionProfesional, mei, solidaridadTramo1–3.'),
            label: z.string().describe('Its name in Spanish payroll terms.'),
            ratePercent: z.number().describe('Worker rate, percent.'),
            monthlyBase: moneyOut('What the rate applies to each month (the base, or the slice of pay above the maximum base)'),
            monthly: moneyOut('Monthly contribution'),
            annual: moneyOut('Annual contribution: 12 × monthly'),
          }),
        )
        .describe('Each worker contribution, in order.'),
      monthlyTotal: moneyOut('Total worker contributions a month'),
      annualTotal: moneyOut('Total worker contributions a year'),
    })
    .describe('Worker Social Security contributions for the year of the calculation date.'),
  irpf: z
    .strictObject({
      familySituation: z.number().int().describe('Situación familiar used (1, 2 or 3).'),
      descendantsInFull: z.boolean().describe('Whether the descendants were counted in full (POR ENTERO = S) rather than by half.'),
      totalPay: moneyOut('Retribuciones totales (RETRIB)'),
      contributions: moneyOut('Cotizaciones a la Seguridad Social (COTIZACIONES)'),
      netWorkIncome: moneyOut('Rendimiento neto del trabajo (RNT = RETRIB − COTIZACIONES)'),
      workIncomeReduction: moneyOut('Reducción por obtención de rendimientos del trabajo (RED20, art. 20 LIRPF)'),
      otherDeductibleExpenses: moneyOut('Otros gastos deducibles (OTROSGASTOS, art. 19.2.f), disability increase included'),
      reducedNetWorkIncome: moneyOut('Rendimiento neto reducido (RNTREDU = RNT − OTROSGASTOS − RED20)'),
      moreThanTwoDescendantsReduction: moneyOut('Reducción por más de dos descendientes (HIJOS)'),
      withholdingBase: moneyOut('Base para calcular el tipo de retención (BASE)'),
      personalFamilyMinimum: z
        .strictObject({
          taxpayer: moneyOut('Mínimo del contribuyente, age increases included (MINCON)'),
          descendants: moneyOut('Mínimo por descendientes (MINDESG)'),
          under3: moneyOut('Increase for descendants under three (MINDES3)'),
          ascendants: moneyOut('Mínimo por ascendientes (MINAS)'),
          disability: moneyOut('Mínimo por discapacidad, gastos de asistencia included (MINDISC)'),
          total: moneyOut('Mínimo personal y familiar (MINPERFA)'),
        })
        .describe('Mínimo personal y familiar for the withholding rate.'),
      exemptionLimit: moneyOut('Límite excluyente de la obligación de retener (art. 81 RIRPF, TABLA 1) for the situación familiar and the number of descendants'),
      exempt: z.boolean().describe('Pay is at most the TABLA 1 limit: cuota 0.'),
      quota1: moneyOut('Cuota 1: withholding scale applied to BASE'),
      quota2: moneyOut('Cuota 2: withholding scale applied to MINPERFA'),
      quotaBeforeCap: moneyOut('Cuota 1 − cuota 2 (not below 0)'),
      cap43: z.number().nullable().describe('Límite del 43 %: 43 % of pay above the TABLA 1 limit, when pay is at most 35,200 € (null otherwise). EUR, rounded to cents.'),
      quota: moneyOut('Cuota de retención after the 43 % cap'),
      ratePreviousPercent: z.number().describe('Tipo previo: cuota ÷ RETRIB × 100, truncated to two decimals, before the minimum rate.'),
      minimumRateApplied: z.boolean().describe('The 2 % minimum for contracts shorter than a year raised the rate.'),
      withholdingRatePercent: z.number().describe('Tipo de retención, percent (two decimals).'),
      annualWithholding: moneyOut('Importe anual de las retenciones: RETRIB × tipo, rounded to cents'),
    })
    .describe('The AEAT withholding algorithm, step by step.'),
  netAnnual: moneyOut('Net annual pay: gross − contributions − annual withholding'),
  payslips: z
    .strictObject({
      payments: z.number().int().describe('Payments a year.'),
      ordinary: payslipOut.describe('Each ordinary (monthly) payslip.'),
      extra: payslipOut.nullable().describe('Each extra payslip (paga extra) with 14 payments, without contributions (they are prorated monthly); null with 12.'),
    })
    .describe('Net pay per payslip.'),
  annualEstimate: z
    .strictObject({
      ccaa: z.string().describe('Community code used.'),
      regionalScale: z.string().describe('Which regional scale and minimums were applied.'),
      baseLiquidableGeneral: moneyOut('Base liquidable general (employment income only)'),
      stateMinimum: moneyOut('Mínimo personal y familiar for the state cuota'),
      regionalMinimum: moneyOut('Mínimo personal y familiar for the regional cuota'),
      stateQuota: moneyOut('Cuota íntegra estatal'),
      regionalQuota: moneyOut('Cuota íntegra autonómica'),
      workDeduction: moneyOut('Deducción por obtención de rendimientos del trabajo (DA 61.ª LIRPF)'),
      estimatedTax: moneyOut('Estimated IRPF for the year: cuotas − deduction'),
      withholding: moneyOut('Annual withholding'),
      outcome: z.enum(['refund', 'balance-due', 'even']).describe('Expected result of the annual return: refund (a devolver), balance due (a ingresar) or even.'),
      amount: moneyOut('Expected refund or balance due (positive)'),
    })
    .nullable()
    .describe(
      'Estimate of the year’s IRPF with the state and regional scales, when ccaa is given and the community’s figures are verified; ' +
        'null otherwise (a warning says what is missing).',
    ),
  warnings: z.array(z.string()).describe('Things that need the user’s attention.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

export type Input = z.output<typeof input>;
export type Output = z.input<typeof output>;

function slip(count: number, p: Payslip) {
  return { count, gross: eur(p.gross), contributions: eur(p.contributions), withholding: eur(p.withholding), net: eur(p.net) };
}

/** The payslips of a year, and the estimate of its IRPF when ccaa is given. */
function grossToNet(inp: Input, now: Date, locale: Locale = 'en'): Output {
  if (inp.childrenUnder3 > inp.children) {
    throw new InputError(
      `childrenUnder3: cannot exceed the number of children (${inp.children})`,
      `childrenUnder3: no puede superar el número de hijos (${inp.children})`,
    );
  }
  if (inp.ascendants75 > inp.ascendants65) {
    throw new InputError(
      `ascendants75: cannot exceed the ascendants over 65 (${inp.ascendants65}); count each ascendant over 75 among those over 65 too`,
      `ascendants75: no puede superar el número de ascendientes mayores de 65 años (${inp.ascendants65}); cuenta también entre ellos a cada ascendiente mayor de 75`,
    );
  }
  if (inp.assistanceNeeds && inp.disability === 'none') {
    throw new InputError(
      'assistanceNeeds: applies only with a disability (general or severe)',
      'assistanceNeeds: solo se aplica con una discapacidad (igual o superior al 33 % o al 65 %)',
    );
  }
  if (inp.familySituation === 1 && inp.children === 0) {
    throw new InputError(
      'familySituation: situación 1 is for a single parent and needs at least one child; without children use 3, or 2 if married to a spouse with income of at most 1,500 €',
      'familySituation: la situación 1 es la de un contribuyente con hijos y exige al menos un hijo; sin hijos, usa la 3, o la 2 si estás casado con un cónyuge con rentas no superiores a 1.500 €',
    );
  }
  if (inp.contract === 'indefinido' && inp.contractUnderOneYear === true) {
    throw new InputError(
      'contractUnderOneYear: applies only to a temporal contract; an indefinido contract has no fixed duration',
      'contractUnderOneYear: solo se aplica a un contrato temporal; un contrato indefinido no tiene una duración determinada',
    );
  }
  const shortContract = inp.contract === 'temporal' && inp.contractUnderOneYear !== false;
  const ccaa = inp.ccaa === undefined ? undefined : resolveCcaa(inp.ccaa);

  const date = utcDate(now);
  const year = Number(date.slice(0, 4));
  const rules = new RulesApplied(locale);
  const ssVersion = rules.at(esSocialSecurityWorker2026, date);
  const whVersion = rules.at(esIrpfWithholding2026, date);

  const gross = round2(dec(inp.annualGross)); // taken to the cent
  if (gross <= 0n) {
    throw new InputError(
      'annualGross: must be at least 0.01 (the amount is taken to the cent)',
      'annualGross: debe ser al menos 0,01 (el importe se toma al céntimo)',
    );
  }
  // Desempleo: the permanent rate for an indefinido contract and, by the Orden, for any contract of a worker with a disability.
  const disabledWorker = inp.disability !== 'none';
  const ss = computeContributions(gross, inp.contract === 'indefinido' || disabledWorker ? 'permanent' : 'fixedTerm', ssVersion.values);

  // Descendants by age, oldest first: those under three are the youngest. Counted in full or by half (POR ENTERO).
  const household: Household = {
    age: inp.age,
    descendants: Array.from({ length: inp.children }, (_, i) => ({ full: inp.descendantsInFull, under3: i >= inp.children - inp.childrenUnder3 })),
    ascendants: Array.from({ length: inp.ascendants65 }, (_, i) => ({ over75: i < inp.ascendants75 })),
    disability: inp.disability,
    assistance: inp.assistanceNeeds,
  };
  const w = computeWithholding(
    { totalPay: gross, contributions: ss.annualTotal, situation: inp.familySituation, household, shortContract },
    whVersion.values,
  );
  const netAnnual = gross - ss.annualTotal - w.annualWithholding;
  const ordinary = payslip(gross, inp.pagas, w.rate, ss.monthlyTotal);
  const extra = inp.pagas === 14 ? payslip(gross, 14, w.rate, 0n) : null;

  const { assumptions, warnings, breakdown } = payrollTexts(
    inp,
    { year, shortContract, disabledWorker, gross, netAnnual, ss, w, ssVersion, whVersion },
    locale,
  );
  const annualEstimate = byCommunity(ccaa, { inp, year, date, rules, whVersion, w, household }, { breakdown, assumptions, warnings }, locale);

  return {
    annualGross: eur(gross),
    pagas: inp.pagas,
    contract: inp.contract,
    contractUnderOneYear: shortContract,
    socialSecurity: {
      monthlyPay: eur(ss.monthlyPay),
      monthlyBase: eur(ss.monthlyBase),
      baseClamp: ss.clamp,
      contributions: ss.lines.map((l) => ({
        concept: l.concept,
        label: CONCEPT_LABELS[l.concept],
        ratePercent: num(l.rate),
        monthlyBase: eur(l.base),
        monthly: eur(l.monthly),
        annual: eur(l.annual),
      })),
      monthlyTotal: eur(ss.monthlyTotal),
      annualTotal: eur(ss.annualTotal),
    },
    irpf: {
      familySituation: inp.familySituation,
      descendantsInFull: inp.descendantsInFull,
      totalPay: eur(w.totalPay),
      contributions: eur(w.contributions),
      netWorkIncome: eur(w.netWorkIncome),
      workIncomeReduction: eur(w.workIncomeReduction),
      otherDeductibleExpenses: eur(w.otherExpenses),
      reducedNetWorkIncome: eur(w.reducedNetWorkIncome),
      moreThanTwoDescendantsReduction: eur(w.moreThanTwoDescendantsReduction),
      withholdingBase: eur(w.base),
      personalFamilyMinimum: {
        taxpayer: eur(w.minimum.taxpayer),
        descendants: eur(w.minimum.descendants),
        under3: eur(w.minimum.under3),
        ascendants: eur(w.minimum.ascendants),
        disability: eur(w.minimum.disability),
        total: eur(w.minimum.total),
      },
      exemptionLimit: eur(w.exemptionLimit),
      exempt: w.exempt,
      quota1: eur(w.quota1),
      quota2: eur(w.quota2),
      quotaBeforeCap: eur(w.quotaBeforeCap),
      cap43: w.cap === null ? null : eur(w.cap),
      quota: eur(w.quota),
      ratePreviousPercent: num(w.rateBeforeMinimum),
      minimumRateApplied: w.minimumRateApplied,
      withholdingRatePercent: num(w.rate),
      annualWithholding: eur(w.annualWithholding),
    },
    netAnnual: eur(netAnnual),
    payslips: { payments: inp.pagas, ordinary: slip(12, ordinary), extra: extra === null ? null : slip(2, extra) },
    annualEstimate,
    warnings: [...warnings, ...rules.warnings],
    breakdown,
    assumptions,
    rules: rules.used,
  };
}

export default defineRun({
  id: ID,
  kind: 'calculator',
  jurisdiction: 'es',
  input,
  output,
  run: (inp, ctx) => grossToNet(inp, ctx.now(), ctx.locale),
});
