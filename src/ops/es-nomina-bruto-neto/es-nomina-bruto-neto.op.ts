import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { formatAmount, MAX_AMOUNT } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { ruleVersionAt, rulesUsed, type RulesUsed } from '../../rules/rule-set.js';
import { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import { esIrpfWithholding2026 } from '../../rules/es/es-irpf-withholding-2026.rules.js';
import { esIrpfAnnual2026 } from '../../rules/es/es-irpf-annual-2026.rules.js';
import { ES_REGIONS_WITH_SCALE, esIrpfRegionalScales2026 } from '../../rules/es/es-irpf-regional-scales-2026.rules.js';
import { formatMoney, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import {
  computeAnnualEstimate,
  computeContributions,
  computeWithholding,
  dec,
  num,
  payslip,
  personalFamilyMinimum,
  referenceScale,
  regionalMinimumAmounts,
  round2,
  scaleFrom,
  stateMinimumAmounts,
  type ContributionLine,
  type Dec,
  type Household,
  type Payslip,
} from './es-nomina-bruto-neto.js';
import { examples } from './es-nomina-bruto-neto.examples.js';

const ID = 'es-nomina-bruto-neto';

/** Money out: exact decimal → rounded to cents (0.005 up) → number. */
const eur = (d: Dec): number => num(round2(d));

const CONCEPT_LABELS: Record<ContributionLine['concept'], string> = {
  contingenciasComunes: 'Contingencias comunes',
  desempleo: 'Desempleo',
  formacionProfesional: 'Formación profesional',
  mei: 'Mecanismo de Equidad Intergeneracional (MEI)',
  solidaridadTramo1: 'Cotización adicional de solidaridad, tramo 1',
  solidaridadTramo2: 'Cotización adicional de solidaridad, tramo 2',
  solidaridadTramo3: 'Cotización adicional de solidaridad, tramo 3',
};

/** Common-regime communities and cities without a verified 2026 scale here: refused, never guessed. */
const NOT_AVAILABLE = ['es-ib', 'es-cn', 'es-cl', 'es-ex', 'es-mc', 'es-ri', 'es-ce', 'es-ml'];
const FORAL: Record<string, string> = { 'es-pv': 'País Vasco', 'es-nc': 'Navarra' };
const AVAILABLE = ['ref', ...[...ES_REGIONS_WITH_SCALE.keys()].sort()];

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

export const input = z.strictObject({
  annualGross: z
    .number()
    .positive()
    .max(MAX_AMOUNT)
    .describe('Annual gross salary in the contract, EUR (salario bruto anual, extra payments included), taken to the cent.'),
  pagas: z.literal([12, 14]).default(14).describe('Payments a year: 12, or 14 (two extra payments, pagas extraordinarias).'),
  contract: z
    .enum(['indefinido', 'temporal'])
    .default('indefinido')
    .describe('Contract type: indefinido (permanent) or temporal (fixed-term; taken as shorter than one year for withholding).'),
  ccaa: z
    .string()
    .max(10)
    .optional()
    .describe(
      `Autonomous community of residence for the estimate of the year's IRPF (withholding does not depend on it): ref for the ` +
        `reference scale, or one of ${AVAILABLE.slice(1).join(', ')}. es-pv and es-nc (foral systems) and other communities are refused.`,
    ),
  children: z.number().int().min(0).max(16).default(0).describe('Children (descendants) under 25 living with the taxpayer.'),
  childrenUnder3: z.number().int().min(0).max(9).default(0).describe('Of those children, how many are under three.'),
  age: z.number().int().min(16).max(120).optional().describe('Taxpayer age in 2026 (2026 minus the year of birth); raises the personal minimum from 65 and from 75.'),
  ascendants65: z.number().int().min(0).max(6).default(0).describe('Ascendants (parents, grandparents) over 65 living with the taxpayer.'),
  ascendants75: z.number().int().min(0).max(6).default(0).describe('Of those ascendants, how many are over 75.'),
  disability: z
    .enum(['none', 'general', 'severe'])
    .default('none')
    .describe("Taxpayer's disability: none, general (33 % or more) or severe (65 % or more)."),
  assistanceNeeds: z.boolean().default(false).describe('The taxpayer has reduced mobility or needs third-party assistance (needs a disability).'),
});

export const output = z.strictObject({
  annualGross: moneyOut('Annual gross salary'),
  pagas: z.number().int().describe('Payments a year.'),
  contract: z.string().describe('Contract type used.'),
  socialSecurity: z
    .strictObject({
      monthlyPay: moneyOut('Monthly pay with the extra payments prorated: annual gross ÷ 12'),
      monthlyBase: moneyOut('Monthly contribution base (base de cotización): monthly pay clamped between the minimum and maximum bases'),
      baseClamp: z.enum(['none', 'minimum', 'maximum']).describe('Whether the base was raised to the minimum or cut to the maximum.'),
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
    .describe('Worker Social Security contributions, 2026.'),
  irpf: z
    .strictObject({
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
      exemptionLimit: moneyOut('Límite excluyente de la obligación de retener (TABLA 1, situación 3)'),
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
    .describe('The AEAT 2026 withholding algorithm, step by step.'),
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
    .describe('Estimate of the year’s IRPF with the state and regional scales, when ccaa is given; null otherwise.'),
  warnings: z.array(z.string()).describe('Things that need the user’s attention.'),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  rules: rulesOut,
});

type Input = z.output<typeof input>;
type Output = z.input<typeof output>;

function slip(count: number, p: Payslip) {
  return { count, gross: eur(p.gross), contributions: eur(p.contributions), withholding: eur(p.withholding), net: eur(p.net) };
}

/** The community: its scale and minimum amounts for the regional cuota, or a clear 400. */
function resolveCcaa(raw: string): string {
  const code = raw.trim().toLowerCase();
  if (code === 'ref' || ES_REGIONS_WITH_SCALE.has(code)) return code;
  if (FORAL[code]) {
    throw new InputError(
      `ccaa: ${code} (${FORAL[code]}) has its own foral income tax with its own scales and withholding tables; this calculator covers the common regime only`,
      `ccaa: ${code} (${FORAL[code]}) tiene su propio IRPF foral, con sus propias escalas y tablas de retención; esta calculadora solo cubre el régimen común`,
    );
  }
  if (NOT_AVAILABLE.includes(code)) {
    throw new InputError(
      `ccaa: the 2026 scale for ${code} is not available; use ref or one of ${AVAILABLE.slice(1).join(', ')}`,
      `ccaa: la escala de 2026 de ${code} no está disponible; usa ref o uno de estos códigos: ${AVAILABLE.slice(1).join(', ')}`,
    );
  }
  throw new InputError(
    `ccaa: unknown code '${raw}'; use ref or one of ${AVAILABLE.slice(1).join(', ')}`,
    `ccaa: código desconocido '${raw}'; usa ref o uno de estos códigos: ${AVAILABLE.slice(1).join(', ')}`,
  );
}

export function run(inp: Input, now: Date, locale: Locale = 'en'): Output {
  // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
  const { t } = textsFor({ locale });
  const es = locale === 'es';
  /** Money in a sentence: "1,424.40 €" · "1.424,40 €". */
  const money = (n: number): string => (es ? formatMoney(n, 'EUR', 'es') : `${formatAmount(n)} €`);
  /** A published rate as written: "4.7 %" · "4,7 %". */
  const rate = (n: number): string => (es ? formatPercent(n, 'es') : `${n} %`);

  if (inp.childrenUnder3 > inp.children) {
    throw new InputError(
      `childrenUnder3: cannot exceed children (${inp.children})`,
      `childrenUnder3: no puede superar el número de hijos (${inp.children})`,
    );
  }
  if (inp.ascendants75 > inp.ascendants65) {
    throw new InputError(
      `ascendants75: cannot exceed ascendants65 (${inp.ascendants65}); count each ascendant over 75 in ascendants65 too`,
      `ascendants75: no puede superar el número de ascendientes mayores de 65 años (${inp.ascendants65}); cuenta también entre ellos a cada ascendiente mayor de 75`,
    );
  }
  if (inp.assistanceNeeds && inp.disability === 'none') {
    throw new InputError(
      'assistanceNeeds: applies only with a disability (general or severe)',
      'assistanceNeeds: solo se aplica con una discapacidad (igual o superior al 33 % o al 65 %)',
    );
  }
  const ccaa = inp.ccaa === undefined ? undefined : resolveCcaa(inp.ccaa);

  const date = utcDate(now);
  const ssVersion = ruleVersionAt(esSocialSecurityWorker2026, date);
  const whVersion = ruleVersionAt(esIrpfWithholding2026, date);
  const rules: RulesUsed[] = [rulesUsed(esSocialSecurityWorker2026, ssVersion, date), rulesUsed(esIrpfWithholding2026, whVersion, date)];

  const gross = round2(dec(inp.annualGross)); // taken to the cent
  if (gross <= 0n) {
    throw new InputError(
      'annualGross: must be at least 0.01 (the amount is taken to the cent)',
      'annualGross: debe ser al menos 0,01 (el importe se toma al céntimo)',
    );
  }
  const ss = computeContributions(gross, inp.contract, ssVersion.values);

  // Descendants by age, oldest first: those under three are the youngest. All counted by half (POR ENTERO = N).
  const household: Household = {
    age: inp.age,
    descendants: Array.from({ length: inp.children }, (_, i) => ({ full: false, under3: i >= inp.children - inp.childrenUnder3 })),
    ascendants: Array.from({ length: inp.ascendants65 }, (_, i) => ({ over75: i < inp.ascendants75 })),
    disability: inp.disability,
    assistance: inp.assistanceNeeds,
  };
  const w = computeWithholding(
    { totalPay: gross, contributions: ss.annualTotal, situation: 3, household, shortContract: inp.contract === 'temporal' },
    whVersion.values,
  );
  const netAnnual = gross - ss.annualTotal - w.annualWithholding;
  const ordinary = payslip(gross, inp.pagas, w.rate, ss.monthlyTotal);
  const extra = inp.pagas === 14 ? payslip(gross, 14, w.rate, 0n) : null;

  const warnings: string[] = [];
  const assumptions: string[] = [
    t(
      'Tax year 2026, Régimen General, full-time work, contribution groups 4 to 7 (minimum base 1,424.40 €/month; groups 1, 2 and 3 have higher minimums, not modelled).',
      'Ejercicio 2026, Régimen General, jornada completa, grupos de cotización 4 a 7 (base mínima de 1.424,40 €/mes; los grupos 1, 2 y 3 tienen bases mínimas más altas, que no se modelan).',
    ),
    t(
      'Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.',
      'Base de cotización = bruto anual ÷ 12, redondeada a céntimos: con 14 pagas, las dos pagas extraordinarias se prorratean en cada base mensual, así que las cotizaciones se descuentan en las 12 nóminas ordinarias y no en las pagas extra. Cada cotización es base × tipo, redondeada a céntimos cada mes; la del año es 12 veces esa cantidad.',
    ),
    t(
      'Withholding follows the AEAT 2026 algorithm with its defaults: situación familiar 3 (no spouse data), active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.',
      'La retención sigue el algoritmo de la AEAT para 2026 con sus valores por defecto: situación familiar 3 (sin datos del cónyuge), trabajador en activo, sin pensiones ni prestaciones por desempleo, sin movilidad geográfica, sin rendimientos irregulares, sin pensiones compensatorias ni anualidades por alimentos fijadas judicialmente, sin reducción por préstamo para la vivienda habitual, sin el régimen de Ceuta, Melilla o La Palma y sin regularización durante el año. La retención no depende de la comunidad autónoma de residencia.',
    ),
    t(
      'The same rate applies to every payment, extra payments included: each payslip withholds its gross × rate rounded to cents, so the payslips can add up to a few cents more or less than the annual withholding.',
      'El mismo tipo se aplica a todas las pagas, también a las extraordinarias: cada nómina retiene su bruto × tipo, redondeado a céntimos, así que la suma de las nóminas puede diferir en unos céntimos del importe anual de las retenciones.',
    ),
    t(
      'The algorithm keeps full precision except where it rounds: the art. 20 reduction, the partial sums of the minimum and the annual withholding to cents (0.005 up), and the rate truncated to two decimals. Amounts shown are rounded to cents.',
      'El algoritmo trabaja con precisión completa salvo donde redondea: la reducción del artículo 20, las sumas parciales del mínimo y el importe anual de las retenciones, a céntimos (0,005 hacia arriba), y el tipo, truncado a dos decimales. Los importes mostrados están redondeados a céntimos.',
    ),
  ];
  if (inp.children > 0) {
    assumptions.push(
      t(
        'Children are counted by half (POR ENTERO = N, the algorithm default when both parents have the right to the minimum).',
        'Los hijos se computan por mitad (POR ENTERO = N, el valor por defecto del algoritmo cuando ambos progenitores tienen derecho al mínimo).',
      ),
    );
  }
  if (inp.ascendants65 > 0) assumptions.push(t('Each ascendant lives only with the taxpayer (CONVIVENCIA = 1).', 'Cada ascendiente convive solo con el contribuyente (CONVIVENCIA = 1).'));
  assumptions.push(
    inp.age === undefined
      ? t('No age given: the taxpayer is taken to be under 65.', 'Sin edad indicada: se considera que el contribuyente tiene menos de 65 años.')
      : t(
          'Age is read as 2026 minus the year of birth, as the algorithm does (increase from 65 and from 75).',
          'La edad se toma como 2026 menos el año de nacimiento, como hace el algoritmo (incremento a partir de los 65 y de los 75 años).',
        ),
  );
  assumptions.push(
    inp.contract === 'temporal'
      ? t(
          'A temporal contract is taken as shorter than one year (CONTRATO = INFERIORAÑO): the rate is at least 2 %, even below the TABLA 1 limit (the algorithm sends the exempt case on to the minimum rates, and the DGT reads art. 86.2 RIRPF the same way). A fixed-term contract of a year or more has no such floor.',
          'Un contrato temporal se considera de duración inferior al año (CONTRATO = INFERIORAÑO): el tipo es como mínimo del 2 %, incluso por debajo del límite de la TABLA 1 (el algoritmo lleva el caso exento a los tipos mínimos, y la DGT interpreta igual el artículo 86.2 del RIRPF). Un contrato temporal de un año o más no tiene ese tipo mínimo.',
        )
      : t('A permanent contract (CONTRATO = GENERAL) has no minimum rate.', 'Un contrato indefinido (CONTRATO = GENERAL) no tiene tipo mínimo.'),
  );
  if (inp.disability === 'severe' && inp.assistanceNeeds) {
    assumptions.push(
      t(
        'With a disability of 65 % or more the assistance amount and the higher expense increase already apply; assistanceNeeds changes nothing.',
        'Con una discapacidad igual o superior al 65 % ya se aplican el mínimo por gastos de asistencia y el incremento mayor de gastos; indicar movilidad reducida o ayuda de terceros no cambia nada.',
      ),
    );
  }
  if (ss.clamp === 'minimum') {
    warnings.push(
      t(
        `Monthly pay (${formatAmount(num(ss.monthlyPay))} €) is below the minimum contribution base, so contributions are computed on ${formatAmount(num(ss.monthlyBase))} € as for a full-time worker. A full-time salary cannot be below the 2026 SMI (17,094 € a year); for part-time work the minimum base is proportional to the hours worked, which this calculator does not model.`,
        `La retribución mensual (${money(num(ss.monthlyPay))}) es inferior a la base mínima de cotización, así que se cotiza por ${money(num(ss.monthlyBase))}, como a jornada completa. Un salario a jornada completa no puede ser inferior al SMI de 2026 (17.094 € al año); a tiempo parcial la base mínima es proporcional a las horas trabajadas, algo que esta calculadora no modela.`,
      ),
    );
  }
  if (ss.clamp === 'maximum') {
    assumptions.push(
      t(
        'Pay above the maximum base: the ordinary contributions stop at the maximum base and the solidarity contribution applies to the excess.',
        'Retribución por encima de la base máxima: las cotizaciones ordinarias se calculan sobre la base máxima y la cotización adicional de solidaridad se aplica al exceso.',
      ),
    );
  }
  if (w.exempt && w.minimumRateApplied) {
    warnings.push(
      t(
        `Pay is within the limit below which there is no withholding (${formatAmount(num(w.exemptionLimit))} €), but a contract shorter than a year keeps the 2 % minimum rate; a contract of a year or more would withhold nothing.`,
        `La retribución no supera el límite excluyente de la obligación de retener (${money(num(w.exemptionLimit))}), pero un contrato de duración inferior al año mantiene el tipo mínimo del 2 %; con un contrato de un año o más no habría retención.`,
      ),
    );
  }

  const breakdown: BreakdownItem[] = [{ item: 'grossPay', label: t('Annual gross salary', 'Salario bruto anual'), amount: eur(gross) }];
  for (const line of ss.lines) {
    breakdown.push({
      item: line.concept,
      label: `${CONCEPT_LABELS[line.concept]}, ${rate(num(line.rate))} × 12 ${t('months', 'meses')}`,
      amount: -eur(line.annual),
    });
  }
  const withholdingRate = num(w.rate).toFixed(2);
  breakdown.push({
    item: 'irpfWithholding',
    label: t(`IRPF withholding, ${withholdingRate} % of gross`, `Retención de IRPF, ${withholdingRate.replace('.', ',')} % del bruto`),
    amount: -eur(w.annualWithholding),
  });
  breakdown.push({ item: 'netAnnual', label: t('Net annual pay', 'Salario neto anual'), amount: eur(netAnnual) });

  let annualEstimate: Output['annualEstimate'] = null;
  if (ccaa !== undefined) {
    const annualVersion = ruleVersionAt(esIrpfAnnual2026, date);
    rules.push(rulesUsed(esIrpfAnnual2026, annualVersion, date));
    const stateScale = scaleFrom(annualVersion.values, 'state');
    const stateAmounts = stateMinimumAmounts(whVersion.values);
    let regionalScale;
    let regionalMinimum = w.minimum.total;
    let scaleName: string;
    if (ccaa === 'ref') {
      regionalScale = referenceScale(scaleFrom(whVersion.values, 'scale'), stateScale);
      scaleName = t(
        'Reference regional scale (withholding scale less the state scale), state minimums',
        'Escala autonómica de referencia (escala de retenciones menos la escala estatal), mínimos estatales',
      );
    } else {
      const regionalVersion = ruleVersionAt(esIrpfRegionalScales2026, date);
      rules.push(rulesUsed(esIrpfRegionalScales2026, regionalVersion, date));
      const code = ccaa.slice(3);
      regionalScale = scaleFrom(regionalVersion.values, code);
      const amounts = regionalMinimumAmounts(code, regionalVersion.values, stateAmounts);
      const own = amounts !== stateAmounts;
      const name = ES_REGIONS_WITH_SCALE.get(ccaa);
      regionalMinimum = personalFamilyMinimum(household, amounts, dec(whVersion.values.descendantSharedShare.value), (what, whatEs) => {
        throw new InputError(
          `ccaa: ${what} of ${ccaa} (${name}) for 2026 is not available; use ref or omit ccaa`,
          `ccaa: ${whatEs} de ${ccaa} (${name}) para 2026 no está disponible; usa ref o deja la comunidad en blanco`,
        );
      }).total;
      scaleName = t(
        `${name} 2026 scale, ${own ? 'the community’s own minimums' : 'state minimums'}`,
        `Escala autonómica de 2026 (${name}), ${own ? 'mínimos propios de la comunidad' : 'mínimos estatales'}`,
      );
    }
    const est = computeAnnualEstimate(w, stateScale, regionalScale, regionalMinimum, annualVersion.values);
    const outcome = est.difference > 0n ? 'balance-due' : est.difference < 0n ? 'refund' : 'even';
    annualEstimate = {
      ccaa,
      regionalScale: scaleName,
      baseLiquidableGeneral: eur(est.baseLiquidableGeneral),
      stateMinimum: eur(est.stateMinimum),
      regionalMinimum: eur(est.regionalMinimum),
      stateQuota: eur(est.stateQuota),
      regionalQuota: eur(est.regionalQuota),
      workDeduction: eur(est.workDeduction),
      estimatedTax: eur(est.liability),
      withholding: eur(est.withholding),
      outcome,
      amount: eur(est.difference < 0n ? -est.difference : est.difference),
    };
    breakdown.push({
      item: 'estimatedAnnualTax',
      label: t(
        `Estimated IRPF for 2026 (${ccaa}): state + regional cuota − work deduction`,
        `IRPF estimado de 2026 (${ccaa === 'ref' ? 'escala de referencia' : ccaa}): cuota estatal + cuota autonómica − deducción por obtención de rendimientos del trabajo`,
      ),
      amount: eur(est.liability),
    });
    breakdown.push({
      item: 'returnResult',
      label: t(
        'Expected result of the annual return: + balance due, − refund',
        'Resultado previsto de la declaración de la renta: + a ingresar, − a devolver',
      ),
      amount: eur(est.difference),
    });
    assumptions.push(
      t(
        'The annual estimate covers this salary alone: no other income, individual filing, no regional deductions or other state deductions than DA 61.ª, and the same circumstances all year. Base liquidable general = rendimiento neto reducido (the 600 € reduction for more than two descendants exists only in withholding).',
        'La estimación anual solo tiene en cuenta este salario: sin otras rentas, tributación individual, sin deducciones autonómicas ni más deducciones estatales que la de la DA 61.ª, y las mismas circunstancias todo el año. Base liquidable general = rendimiento neto reducido (la reducción de 600 € por más de dos descendientes solo existe en las retenciones).',
      ),
    );
  }

  return {
    annualGross: eur(gross),
    pagas: inp.pagas,
    contract: inp.contract,
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
    warnings,
    breakdown,
    assumptions,
    rules,
  };
}

export default defineOperation({
  id: ID,
  title: 'Spanish payroll: gross to net (2026)',
  summary: 'Spanish employee gross-to-net pay for 2026: worker Social Security, IRPF withholding by the AEAT algorithm and net per payslip.',
  description:
    'Social Security (Orden PJC/297/2026): monthly base = annual gross ÷ 12 (with 14 payments the extras are prorated into it), ' +
    'rounded to cents and clamped between 1,424.40 € (groups 4–7) and 5,101.20 €; worker rates 4.70 % contingencias comunes, ' +
    '1.55 % desempleo (indefinido) or 1.60 % (temporal), 0.10 % formación profesional and 0.15 % MEI, each rounded to cents a ' +
    'month; the worker share of the solidarity contribution on monthly pay above 5,101.20 € (0.19 % up to 5,611.32, 0.21 % up to ' +
    '7,651.80, 0.24 % above). IRPF withholding: the AEAT 2026 algorithm — RNT = pay − contributions; reducción art. 20 (7,302 € up ' +
    'to 14,852 €, tapering to 0 at 19,747.50 €), rounded to cents; otros gastos 2,000 € (+3,500 or +7,750 € for a disabled worker); ' +
    'BASE = RNT − gastos − reducción − 600 € with more than two children; mínimo personal y familiar (5,550 €, +1,150 from 65, ' +
    '+1,400 from 75; children 2,400/2,700/4,000/4,500 and +2,800 under three, counted by half; ascendants 1,150, +1,400 over 75; ' +
    'disability 3,000 or 9,000 + 3,000 assistance); no cuota at or below the TABLA 1 limit (situación 3: 15,876 / 16,342 / 16,867 € ' +
    'for 0 / 1 / 2+ children); cuota = scale(BASE) − scale(minimum) on the 19–47 % withholding scale, capped at 43 % of pay above ' +
    'the limit when pay ≤ 35,200 €; rate = cuota ÷ pay truncated to two decimals, at least 2 % for a temporal contract (taken as ' +
    'shorter than a year); annual withholding = pay × rate rounded to cents. Each payment withholds its gross × rate. Net annual = ' +
    'gross − contributions − withholding. With ccaa, an estimate of the year’s IRPF: state scale (art. 63) plus the community’s ' +
    'scale on the base liquidable general, each less the scale on its minimum, minus the DA 61.ª deduction (590.89 € up to ' +
    '17,094 €, tapering by 20 %), against the withholding: the expected refund or balance due. ccaa = ref uses the reference ' +
    `scale (withholding scale less state scale). Supported: ${AVAILABLE.slice(1).join(', ')}; communities whose own minimums were ` +
    'not all verified refuse the inputs that need them. Not covered: es-pv and es-nc (foral systems, a 400), Baleares, Canarias, ' +
    'Castilla y León, Extremadura, Murcia, La Rioja, Ceuta and Melilla (a 400 rather than a guessed scale).',
  category: 'spain-uk',
  kind: 'calculator',
  jurisdiction: 'es',
  es: {
    title: 'Nómina en España: de bruto a neto (2026)',
    summary: 'Sueldo neto de un trabajador en España en 2026: cotizaciones a la Seguridad Social, retención de IRPF según el algoritmo de la AEAT y neto por nómina.',
  },
  input,
  output,
  form: {
    annualGross: {
      label: { en: 'Annual gross salary (€)', es: 'Salario bruto anual (€)' },
      help: { es: 'Salario bruto anual del contrato, en euros, con las pagas extraordinarias incluidas; se toma hasta el céntimo.' },
    },
    pagas: {
      label: { en: 'Payments a year', es: 'Número de pagas' },
      help: { es: 'Pagas al año: 12, o 14 (con dos pagas extraordinarias).' },
      choices: {
        12: { en: '12 payments', es: '12 pagas' },
        14: { en: '14 payments (two extra)', es: '14 pagas (dos extraordinarias)' },
      },
    },
    contract: {
      label: { en: 'Contract type', es: 'Tipo de contrato' },
      help: { es: 'Indefinido o temporal; a efectos de retención, el temporal se considera de duración inferior al año (tipo mínimo del 2 %).' },
      choices: {
        indefinido: { en: 'Permanent (indefinido)', es: 'Indefinido' },
        temporal: { en: 'Fixed-term (temporal)', es: 'Temporal' },
      },
    },
    ccaa: {
      label: { en: 'Region, for the annual estimate', es: 'Comunidad autónoma (estimación anual)' },
      help: {
        en: "Region of residence, to estimate the year's IRPF (withholding does not depend on it). Leave it empty for no estimate.",
        es: 'Comunidad autónoma de residencia, para estimar el IRPF del año (la retención no depende de ella). País Vasco y Navarra (regímenes forales) y las demás comunidades no están disponibles. Déjala en blanco si no quieres la estimación.',
      },
      // The codes the operation accepts, as a list to choose from (the schema takes any code, and names the wrong ones).
      choices: Object.fromEntries(
        AVAILABLE.map((code) => {
          const name = code === 'ref' ? undefined : ES_REGIONS_WITH_SCALE.get(code);
          return [code, name ? { en: name, es: name } : { en: 'Reference scale (no region)', es: 'Escala de referencia (sin comunidad)' }];
        }),
      ),
    },
    children: {
      label: { en: 'Children under 25', es: 'Hijos menores de 25 años' },
      help: { es: 'Hijos (descendientes) menores de 25 años que conviven con el contribuyente.' },
    },
    childrenUnder3: {
      label: { en: 'Of them, under 3', es: 'De ellos, menores de 3 años' },
      help: { es: 'De esos hijos, cuántos tienen menos de tres años.' },
    },
    age: {
      label: { en: 'Age in 2026', es: 'Edad en 2026' },
      help: { es: 'Edad del contribuyente en 2026 (2026 menos el año de nacimiento); el mínimo personal aumenta a partir de los 65 y de los 75 años.' },
    },
    ascendants65: {
      label: { en: 'Ascendants over 65', es: 'Ascendientes mayores de 65 años' },
      help: { es: 'Ascendientes (padres, abuelos) mayores de 65 años que conviven con el contribuyente.' },
    },
    ascendants75: {
      label: { en: 'Of them, over 75', es: 'De ellos, mayores de 75 años' },
      help: { es: 'De esos ascendientes, cuántos tienen más de 75 años.' },
    },
    disability: {
      label: { en: 'Disability', es: 'Discapacidad' },
      help: { es: 'Grado de discapacidad del contribuyente: ninguna, igual o superior al 33 %, o igual o superior al 65 %.' },
      choices: {
        none: { en: 'None', es: 'Ninguna' },
        general: { en: '33 % or more', es: 'Igual o superior al 33 %' },
        severe: { en: '65 % or more', es: 'Igual o superior al 65 %' },
      },
    },
    assistanceNeeds: {
      label: { en: 'Reduced mobility or needs assistance', es: 'Movilidad reducida o ayuda de terceros' },
      help: { es: 'El contribuyente tiene movilidad reducida o necesita la ayuda de terceras personas (solo con discapacidad).' },
    },
  },
  page: {
    currency: 'EUR',
    headline: [
      { field: 'netAnnual', label: { en: 'Net annual pay', es: 'Salario neto anual' }, format: 'money' },
      { field: 'payslips.ordinary.net', label: { en: 'Net per ordinary payslip', es: 'Neto por nómina ordinaria' }, format: 'money' },
      { field: 'irpf.withholdingRatePercent', label: { en: 'IRPF withholding rate', es: 'Tipo de retención de IRPF' }, format: 'percent' },
    ],
    details: [
      { field: 'annualGross', label: { en: 'Annual gross salary', es: 'Salario bruto anual' }, format: 'money' },
      { field: 'socialSecurity.annualTotal', label: { en: 'Social Security contributions a year', es: 'Cotizaciones a la Seguridad Social al año' }, format: 'money' },
      { field: 'irpf.annualWithholding', label: { en: 'IRPF withheld a year', es: 'Retenciones de IRPF al año' }, format: 'money' },
      { field: 'payslips.extra.net', label: { en: 'Net per extra payment', es: 'Neto por paga extraordinaria' }, format: 'money' },
      { field: 'payslips.ordinary.withholding', label: { en: 'IRPF withheld per payslip', es: 'Retención de IRPF por nómina' }, format: 'money' },
      { field: 'socialSecurity.monthlyBase', label: { en: 'Monthly contribution base', es: 'Base de cotización mensual' }, format: 'money' },
      { field: 'irpf.withholdingBase', label: { en: 'Base for the withholding rate', es: 'Base para calcular el tipo de retención' }, format: 'money' },
      { field: 'irpf.personalFamilyMinimum.total', label: { en: 'Personal and family minimum', es: 'Mínimo personal y familiar' }, format: 'money' },
      { field: 'annualEstimate.estimatedTax', label: { en: 'Estimated IRPF for the year', es: 'IRPF estimado del año' }, format: 'money' },
      {
        field: 'annualEstimate.outcome',
        label: { en: 'Expected result of the annual return', es: 'Resultado previsto de la declaración' },
        format: 'text',
        choices: {
          refund: { en: 'Refund', es: 'A devolver' },
          'balance-due': { en: 'Balance due', es: 'A ingresar' },
          even: { en: 'Nothing to pay or refund', es: 'Ni a ingresar ni a devolver' },
        },
      },
      { field: 'annualEstimate.amount', label: { en: 'Expected refund or balance due', es: 'Importe a devolver o a ingresar' }, format: 'money' },
    ],
    tables: [
      {
        field: 'socialSecurity.contributions',
        title: { en: "Worker's Social Security contributions", es: 'Cotizaciones del trabajador a la Seguridad Social' },
        columns: [
          { field: 'label', label: { en: 'Concept', es: 'Concepto' }, format: 'text' },
          { field: 'ratePercent', label: { en: 'Rate', es: 'Tipo' }, format: 'percent' },
          { field: 'monthlyBase', label: { en: 'Base a month', es: 'Base mensual' }, format: 'money' },
          { field: 'monthly', label: { en: 'A month', es: 'Mensual' }, format: 'money' },
          { field: 'annual', label: { en: 'A year', es: 'Anual' }, format: 'money' },
        ],
      },
    ],
    chart: (out, _inp, tools) => {
      const t = (en: string, es: string) => (tools.locale === 'es' ? es : en);
      const money = (n: number) => tools.format(n, 'money');
      const net = out.netAnnual;
      const irpf = out.irpf.annualWithholding;
      const ss = out.socialSecurity.annualTotal;
      return {
        kind: 'split',
        title: t('Where the gross pay goes', 'Reparto del salario bruto anual'),
        summary: t(
          `Of ${money(out.annualGross)} gross a year, ${money(net)} is net pay, ${money(irpf)} IRPF withholding and ${money(ss)} the worker's ` +
            'Social Security contributions; the three parts add up to the gross, to the cent.',
          `De ${money(out.annualGross)} brutos al año, ${money(net)} son salario neto, ${money(irpf)} retención de IRPF y ${money(ss)} ` +
            'cotizaciones del trabajador a la Seguridad Social; las tres partes suman el bruto, al céntimo.',
        ),
        format: 'money',
        parts: [
          { label: t('Net pay', 'Salario neto'), value: net },
          { label: t('IRPF withholding', 'Retención de IRPF'), value: irpf },
          { label: t('Social Security contributions', 'Cotizaciones a la Seguridad Social'), value: ss },
        ],
      };
    },
  },
  examples,
  worstCase: () => ({
    annualGross: 1_000_000_000_000,
    pagas: 14 as const,
    contract: 'temporal' as const,
    ccaa: 'es-ga',
    children: 16,
    childrenUnder3: 9,
    age: 80,
    ascendants65: 0,
    ascendants75: 0,
    disability: 'none' as const,
    assistanceNeeds: false,
  }),
  run: (inp, ctx) => run(inp, ctx.now(), ctx.locale),
});
