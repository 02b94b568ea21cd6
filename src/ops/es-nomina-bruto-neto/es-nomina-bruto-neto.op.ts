import * as z from 'zod';
import { defineOperation } from '../../core/operation.js';
import { formatAmount, MAX_AMOUNT } from '../../core/money.js';
import { utcDate } from '../../core/calendar-date.js';
import { InputError } from '../../core/errors.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
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

/**
 * Common-regime communities whose current regional scale could not be confirmed against an official source: the result
 * gives the withholding and says why there is no annual estimate, rather than guess a scale.
 */
const UNCONFIRMED: Record<string, string> = { 'es-cn': 'Canarias', 'es-ex': 'Extremadura', 'es-ri': 'La Rioja' };
/** Regimes the calculation does not model at all (the withholding itself differs): a 400. */
const FORAL: Record<string, string> = { 'es-pv': 'País Vasco', 'es-nc': 'Navarra' };
const CEUTA_MELILLA: Record<string, string> = { 'es-ce': 'Ceuta', 'es-ml': 'Melilla' };
const AVAILABLE = ['ref', ...[...ES_REGIONS_WITH_SCALE.keys()].sort()];
const ACCEPTED = [...AVAILABLE, ...Object.keys(UNCONFIRMED)].sort((a, b) => (a === 'ref' ? -1 : b === 'ref' ? 1 : a.localeCompare(b)));

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

export const output = z.strictObject({
  annualGross: moneyOut('Annual gross salary'),
  pagas: z.number().int().describe('Payments a year.'),
  contract: z.string().describe('Contract type used.'),
  contractUnderOneYear: z.boolean().describe('Whether the contract is taken to last less than one year (only a temporal contract can).'),
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

type Input = z.output<typeof input>;
type Output = z.input<typeof output>;

function slip(count: number, p: Payslip) {
  return { count, gross: eur(p.gross), contributions: eur(p.contributions), withholding: eur(p.withholding), net: eur(p.net) };
}

/** The community code, normalised; a 400 only for codes that are unknown or whose regime the calculation does not model. */
function resolveCcaa(raw: string): string {
  const code = raw.trim().toLowerCase();
  if (code === 'ref' || ES_REGIONS_WITH_SCALE.has(code) || UNCONFIRMED[code]) return code;
  if (FORAL[code]) {
    throw new InputError(
      `ccaa: ${code} (${FORAL[code]}) has its own foral income tax with its own scales and withholding tables; this calculator covers the common regime only`,
      `ccaa: ${code} (${FORAL[code]}) tiene su propio IRPF foral, con sus propias escalas y tablas de retención; esta calculadora solo cubre el régimen común`,
    );
  }
  if (CEUTA_MELILLA[code]) {
    throw new InputError(
      `ccaa: ${code} (${CEUTA_MELILLA[code]}): income obtained in Ceuta and Melilla has a 60 % deduction of the cuota (art. 68.4 LIRPF) and its own withholding, which this calculator does not model`,
      `ccaa: ${code} (${CEUTA_MELILLA[code]}): las rentas obtenidas en Ceuta y Melilla tienen una deducción del 60 % de la cuota (art. 68.4 LIRPF) y su propia retención, que esta calculadora no modela`,
    );
  }
  throw new InputError(
    `ccaa: unknown code '${raw}'; use ref or one of ${ACCEPTED.slice(1).join(', ')}`,
    `ccaa: código desconocido '${raw}'; usa ref o uno de estos códigos: ${ACCEPTED.slice(1).join(', ')}`,
  );
}

/** A figure the regional estimate needs and its rule set lacks: the estimate is left out and the result says why. */
class MissingFigure extends Error {
  constructor(readonly what: string, readonly whatEs: string) {
    super(what);
  }
}

const SITUATION = {
  1: {
    en: 'situación familiar 1: single, widowed, divorced or separated with children, entitled to the single-parent reduction',
    es: 'situación familiar 1: contribuyente soltero, viudo, divorciado o separado con hijos y derecho a la reducción por familia monoparental',
  },
  2: {
    en: 'situación familiar 2: married, with a spouse whose income is at most 1,500 € a year',
    es: 'situación familiar 2: contribuyente casado cuyo cónyuge no obtiene rentas superiores a 1.500 € anuales',
  },
  3: {
    en: 'situación familiar 3: any other situation (the default)',
    es: 'situación familiar 3: otras situaciones (el valor por defecto)',
  },
} as const;

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
  if (inp.familySituation === 1 && inp.children === 0) {
    throw new InputError(
      'familySituation: situación 1 is for a single parent and needs at least one child (children); without children use 3, or 2 if married to a spouse with income of at most 1,500 €',
      'familySituation: la situación 1 es la de un contribuyente con hijos y exige al menos un hijo (children); sin hijos, usa la 3, o la 2 si estás casado con un cónyuge con rentas no superiores a 1.500 €',
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
  const minimumBase = money(ssVersion.values.minimumBaseMonthly.value);

  const warnings: string[] = [];
  const assumptions: string[] = [
    t(
      `Tax year ${year}, Régimen General, full-time work, contribution groups 4 to 7 (minimum base ${minimumBase} a month; groups 1, 2 and 3 have higher minimums, not modelled).`,
      `Ejercicio ${year}, Régimen General, jornada completa, grupos de cotización 4 a 7 (base mínima de ${minimumBase} al mes; los grupos 1, 2 y 3 tienen bases mínimas más altas, que no se modelan).`,
    ),
    t(
      'Contribution base = annual gross ÷ 12, rounded to cents: with 14 payments the two extra payments are prorated into every monthly base, so contributions are deducted in the 12 ordinary payslips and none in the extra ones. Each contribution is base × rate rounded to cents a month; the year is 12 × that.',
      'Base de cotización = bruto anual ÷ 12, redondeada a céntimos: con 14 pagas, las dos pagas extraordinarias se prorratean en cada base mensual, así que las cotizaciones se descuentan en las 12 nóminas ordinarias y no en las pagas extra. Cada cotización es base × tipo, redondeada a céntimos cada mes; la del año es 12 veces esa cantidad.',
    ),
    t(
      `Withholding follows the AEAT algorithm with ${SITUATION[inp.familySituation].en}; active worker, no pension or unemployment benefit, no geographic mobility, no irregular income, no court-ordered payments, no home-loan reduction, no Ceuta/Melilla/La Palma regime and no regularisation during the year. Withholding does not depend on the community of residence.`,
      `La retención sigue el algoritmo de la AEAT con la ${SITUATION[inp.familySituation].es}; trabajador en activo, sin pensiones ni prestaciones por desempleo, sin movilidad geográfica, sin rendimientos irregulares, sin pensiones compensatorias ni anualidades por alimentos fijadas judicialmente, sin reducción por préstamo para la vivienda habitual, sin el régimen de Ceuta, Melilla o La Palma y sin regularización durante el año. La retención no depende de la comunidad autónoma de residencia.`,
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
  if (whVersion.effective.slice(0, 4) !== String(year)) {
    assumptions.push(
      t(
        `The withholding figures are those of the IRPF law and regulation in force, as the AEAT ${whVersion.effective.slice(0, 4)} algorithm applies them: they stand until changed. The AEAT publishes each year's algorithm at the end of the previous December; a change for ${year} would change this result.`,
        `Las cifras de la retención son las de la ley y el reglamento del IRPF vigentes, tal como las aplica el algoritmo de la AEAT de ${whVersion.effective.slice(0, 4)}: se mantienen mientras no cambien. La AEAT publica el algoritmo de cada año a finales del diciembre anterior; un cambio para ${year} cambiaría este resultado.`,
      ),
    );
  }
  if (inp.children > 0) {
    assumptions.push(
      inp.descendantsInFull
        ? t(
            'Children are counted in full (POR ENTERO = S): the taxpayer alone is entitled to the whole descendant minimum (art. 84.2º RIRPF).',
            'Los hijos se computan por entero (POR ENTERO = S): el contribuyente tiene derecho, de forma exclusiva, a la totalidad del mínimo por descendientes (art. 84.2.º RIRPF).',
          )
        : t(
            'Children are counted by half (POR ENTERO = N, art. 84.2º RIRPF), as when both parents are entitled to their minimum.',
            'Los hijos se computan por mitad (POR ENTERO = N, art. 84.2.º RIRPF), como cuando ambos progenitores tienen derecho a su mínimo.',
          ),
    );
  }
  if (inp.familySituation === 1 && !inp.descendantsInFull) {
    warnings.push(
      t(
        'Situación 1 with the children counted by half: if nobody else is entitled to their minimum (they live only with you, no shared custody), set descendantsInFull, which counts it in full and lowers the withholding.',
        'Situación 1 con los hijos computados por mitad: si nadie más tiene derecho a su mínimo (conviven solo contigo, sin custodia compartida), indica que se computan por entero (descendantsInFull), lo que reduce la retención.',
      ),
    );
  }
  if (inp.ascendants65 > 0) assumptions.push(t('Each ascendant lives only with the taxpayer (CONVIVENCIA = 1).', 'Cada ascendiente convive solo con el contribuyente (CONVIVENCIA = 1).'));
  assumptions.push(
    inp.age === undefined
      ? t('No age given: the taxpayer is taken to be under 65.', 'Sin edad indicada: se considera que el contribuyente tiene menos de 65 años.')
      : t(
          `Age is read as ${year} minus the year of birth, as the algorithm does (increase from 65 and from 75).`,
          `La edad se toma como ${year} menos el año de nacimiento, como hace el algoritmo (incremento a partir de los 65 y de los 75 años).`,
        ),
  );
  if (inp.contract === 'indefinido') {
    assumptions.push(t('A permanent contract (CONTRATO = GENERAL) has no minimum rate.', 'Un contrato indefinido (CONTRATO = GENERAL) no tiene tipo mínimo.'));
  } else if (shortContract) {
    assumptions.push(
      t(
        `A temporal contract shorter than one year (CONTRATO = INFERIORAÑO${inp.contractUnderOneYear === undefined ? ', the default for temporal' : ''}): the rate is at least 2 % (art. 86.2 RIRPF), even below the TABLA 1 limit, which does not apply where the minimum rates do (art. 81.3 RIRPF). A fixed-term contract of a year or more has no such floor (contractUnderOneYear: false).`,
        `Un contrato temporal de duración inferior al año (CONTRATO = INFERIORAÑO${inp.contractUnderOneYear === undefined ? ', el valor por defecto de un contrato temporal' : ''}): el tipo es como mínimo del 2 % (art. 86.2 RIRPF), incluso por debajo del límite de la TABLA 1, que no se aplica cuando corresponden los tipos mínimos (art. 81.3 RIRPF). Un contrato temporal de un año o más no tiene ese tipo mínimo (contractUnderOneYear = no).`,
      ),
    );
  } else {
    assumptions.push(
      t(
        'A temporal contract of a year or more (CONTRATO = GENERAL): no 2 % minimum rate, which applies only to contracts shorter than a year (art. 86.2 RIRPF).',
        'Un contrato temporal de un año o más (CONTRATO = GENERAL): sin el tipo mínimo del 2 %, que solo se aplica a los contratos de duración inferior al año (art. 86.2 RIRPF).',
      ),
    );
  }
  if (inp.contract === 'temporal') {
    assumptions.push(
      disabledWorker
        ? t(
            `With a disability of 33 % or more, any contract pays the desempleo rate of a permanent one (${rate(ssVersion.values.unemploymentPermanentRate.value)}, Orden PJC/297/2026 art. 33.2.a.1º).`,
            `Con una discapacidad igual o superior al 33 %, cualquier contrato cotiza por desempleo al tipo del contrato indefinido (${rate(ssVersion.values.unemploymentPermanentRate.value)}, Orden PJC/297/2026, art. 33.2.a.1.º).`,
          )
        : t(
            `A fixed-term contract pays desempleo at ${rate(ssVersion.values.unemploymentFixedTermRate.value)}; sustitución, relevo and training contracts pay the ${rate(ssVersion.values.unemploymentPermanentRate.value)} of a permanent one (not modelled).`,
            `Un contrato de duración determinada cotiza por desempleo al ${rate(ssVersion.values.unemploymentFixedTermRate.value)}; los contratos de sustitución, de relevo y formativos cotizan al ${rate(ssVersion.values.unemploymentPermanentRate.value)} del contrato indefinido (no se modelan).`,
          ),
    );
  }
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
        `Monthly pay (${formatAmount(num(ss.monthlyPay))} €) is below the minimum contribution base, so contributions are computed on ${formatAmount(num(ss.monthlyBase))} € as for a full-time worker. A full-time salary cannot be below the SMI (17,094 € a year in 2026); for part-time work the minimum base is proportional to the hours worked, which this calculator does not model.`,
        `La retribución mensual (${money(num(ss.monthlyPay))}) es inferior a la base mínima de cotización, así que se cotiza por ${money(num(ss.monthlyBase))}, como a jornada completa. Un salario a jornada completa no puede ser inferior al SMI (17.094 € al año en 2026); a tiempo parcial la base mínima es proporcional a las horas trabajadas, algo que esta calculadora no modela.`,
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
    const v = ssVersion.values;
    if (v.solidarityTranche1Rate.confidence === 'medium-low') {
      const shares = [v.solidarityTranche1Rate, v.solidarityTranche2Rate, v.solidarityTranche3Rate].map((x) => rate(x.value)).join(' / ');
      warnings.push(
        t(
          `The worker shares of the ${ssVersion.effective.slice(0, 4)} solidarity contribution (${shares}) are derived from the rates the LGSS sets for the year, split as contingencias comunes are (art. 19 bis); the Orden de cotización for the year, not published yet, will state them.`,
          `La parte del trabajador de la cotización adicional de solidaridad de ${ssVersion.effective.slice(0, 4)} (${shares}) se deduce de los tipos que fija la LGSS para ese año, repartidos como los de contingencias comunes (art. 19 bis); la orden de cotización del año, aún no publicada, la fijará.`,
        ),
      );
    }
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
      amount: eur(-line.annual),
    });
  }
  const withholdingRate = num(w.rate).toFixed(2);
  breakdown.push({
    item: 'irpfWithholding',
    label: t(`IRPF withholding, ${withholdingRate} % of gross`, `Retención de IRPF, ${withholdingRate.replace('.', ',')} % del bruto`),
    amount: eur(-w.annualWithholding),
  });
  breakdown.push({ item: 'netAnnual', label: t('Net annual pay', 'Salario neto anual'), amount: eur(netAnnual) });

  let annualEstimate: Output['annualEstimate'] = null;
  if (ccaa !== undefined && UNCONFIRMED[ccaa]) {
    warnings.push(
      t(
        `No estimate of the year's IRPF for ${ccaa} (${UNCONFIRMED[ccaa]}): its current regional scale could not be confirmed against an official source, so none is guessed. The withholding above does not depend on the community.`,
        `Sin estimación del IRPF del año para ${ccaa} (${UNCONFIRMED[ccaa]}): no se ha podido confirmar su escala autonómica vigente en una fuente oficial, así que no se supone ninguna. La retención no depende de la comunidad autónoma.`,
      ),
    );
  } else if (ccaa !== undefined) {
    const annualVersion = rules.at(esIrpfAnnual2026, date);
    const stateScale = scaleFrom(annualVersion.values, 'state');
    const stateAmounts = stateMinimumAmounts(whVersion.values);
    let estimate: { regionalScale: ReturnType<typeof scaleFrom>; regionalMinimum: Dec; scaleName: string } | { missing: MissingFigure };
    if (ccaa === 'ref') {
      estimate = {
        regionalScale: referenceScale(scaleFrom(whVersion.values, 'scale'), stateScale),
        regionalMinimum: w.minimum.total,
        scaleName: t(
          'Reference regional scale (withholding scale less the state scale), state minimums',
          'Escala autonómica de referencia (escala de retenciones menos la escala estatal), mínimos estatales',
        ),
      };
    } else {
      const regionalVersion = rules.at(esIrpfRegionalScales2026, date);
      const code = ccaa.slice(3);
      const amounts = regionalMinimumAmounts(code, regionalVersion.values, stateAmounts);
      const own = amounts !== stateAmounts;
      const name = ES_REGIONS_WITH_SCALE.get(ccaa)!;
      try {
        const regionalMinimum = personalFamilyMinimum(household, amounts, dec(whVersion.values.descendantSharedShare.value), (what, whatEs) => {
          throw new MissingFigure(what, whatEs);
        }).total;
        estimate = {
          regionalScale: scaleFrom(regionalVersion.values, code),
          regionalMinimum,
          scaleName: t(
            `${name} scale in force in ${year}, ${own ? 'the community’s own minimums' : 'state minimums'}`,
            `Escala autonómica vigente en ${year} (${name}), ${own ? 'mínimos propios de la comunidad' : 'mínimos estatales'}`,
          ),
        };
      } catch (error) {
        if (!(error instanceof MissingFigure)) throw error;
        estimate = { missing: error };
      }
      if ('missing' in estimate) {
        warnings.push(
          t(
            `No estimate of the year's IRPF for ${ccaa} (${name}): ${estimate.missing.what} of the community is not available here, and this household needs it. The withholding above does not depend on the community.`,
            `Sin estimación del IRPF del año para ${ccaa} (${name}): ${estimate.missing.whatEs} de la comunidad no está disponible aquí, y este hogar lo necesita. La retención no depende de la comunidad autónoma.`,
          ),
        );
      }
    }
    if (!('missing' in estimate)) {
      const est = computeAnnualEstimate(w, stateScale, estimate.regionalScale, estimate.regionalMinimum, annualVersion.values);
      const outcome = est.difference > 0n ? 'balance-due' : est.difference < 0n ? 'refund' : 'even';
      annualEstimate = {
        ccaa,
        regionalScale: estimate.scaleName,
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
          `Estimated IRPF for ${year} (${ccaa}): state + regional cuota − work deduction`,
          `IRPF estimado de ${year} (${ccaa === 'ref' ? 'escala de referencia' : ccaa}): cuota estatal + cuota autonómica − deducción por obtención de rendimientos del trabajo`,
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
      if (inp.familySituation !== 3) {
        assumptions.push(
          inp.familySituation === 1
            ? t(
                'A single parent may file jointly with the children instead (tributación conjunta), which reduces the base by 2,150 € (art. 84.2.4º LIRPF); the estimate does not compare the two.',
                'Un contribuyente con hijos en situación monoparental puede optar por la tributación conjunta con ellos, que reduce la base en 2.150 € (art. 84.2.4.º LIRPF); la estimación no compara ambas opciones.',
              )
            : t(
                'A married couple may file jointly instead (tributación conjunta), which reduces the base by 3,400 € (art. 84.2.3º LIRPF) and often pays off when the spouse has little income; the estimate does not compare the two.',
                'Un matrimonio puede optar por la tributación conjunta, que reduce la base en 3.400 € (art. 84.2.3.º LIRPF) y suele compensar cuando el cónyuge tiene pocas rentas; la estimación no compara ambas opciones.',
              ),
        );
      }
    }
  }
  if (ccaa === 'es-cn') {
    assumptions.push(
      t(
        'Residents of La Palma have their own withholding regime from 10 September 2026 (per the AEAT algorithm), which is not modelled.',
        'Los residentes en La Palma tienen su propio régimen de retenciones desde el 10 de septiembre de 2026 (según el algoritmo de la AEAT), que no se modela.',
      ),
    );
  }

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

export default defineOperation({
  id: ID,
  title: 'Spanish payroll: gross to net',
  summary: 'Spanish employee gross-to-net pay: worker Social Security, IRPF withholding by the AEAT algorithm and net per payslip, with an optional estimate of the annual return.',
  agentDescription:
    'Spanish employee gross-to-net pay, current year: worker Social Security, IRPF withholding rate (AEAT algorithm), net per payslip. With ccaa, also the year’s IRPF refund or balance due.',
  description:
    'Social Security (2026: Orden PJC/297/2026): monthly base = annual gross ÷ 12 (with 14 payments the extras are prorated into it), ' +
    'rounded to cents and clamped between 1,424.40 € (groups 4–7) and 5,101.20 €; worker rates 4.70 % contingencias comunes, ' +
    '1.55 % desempleo (indefinido, or any contract of a worker with a disability) or 1.60 % (temporal), 0.10 % formación profesional ' +
    'and 0.15 % MEI, each rounded to cents a month; the worker share of the solidarity contribution on monthly pay above 5,101.20 € ' +
    '(0.19 % up to 5,611.32, 0.21 % up to 7,651.80, 0.24 % above). 2027: MEI 0.17 % and solidarity 0.23 / 0.25 / 0.29 % (LGSS DT 42ª ' +
    'and 43ª); the 2027 bases are not published yet, so the 2026 ones are carried forward and the result says so. IRPF withholding: ' +
    'the AEAT algorithm (RIRPF arts. 80–86) — RNT = pay − contributions; reducción art. 20 (7,302 € up to 14,852 €, tapering to 0 at ' +
    '19,747.50 €), rounded to cents; otros gastos 2,000 € (+3,500 or +7,750 € for a disabled worker); BASE = RNT − gastos − reducción ' +
    '− 600 € with more than two children; mínimo personal y familiar (5,550 €, +1,150 from 65, +1,400 from 75; children 2,400/2,700/' +
    '4,000/4,500 and +2,800 under three, by half or, with descendantsInFull, in full; ascendants 1,150, +1,400 over 75; disability ' +
    '3,000 or 9,000 + 3,000 assistance); no cuota at or below the art. 81 limit for the familySituation (1: 17,644 / 18,694 €; 2: ' +
    '17,197 / 18,130 / 19,262 €; 3: 15,876 / 16,342 / 16,867 € for 0 / 1 / 2+ children); cuota = scale(BASE) − scale(minimum) on the ' +
    '19–47 % withholding scale, capped at 43 % of pay above that limit when pay ≤ 35,200 €; rate = cuota ÷ pay truncated to two ' +
    'decimals, at least 2 % for a temporal contract shorter than a year (contractUnderOneYear, the default for temporal); annual ' +
    'withholding = pay × rate rounded to cents. Each payment withholds its gross × rate. Net annual = gross − contributions − ' +
    'withholding. With ccaa, an estimate of the year’s IRPF: state scale (art. 63) plus the community’s scale on the base liquidable ' +
    'general, each less the scale on its minimum, minus the DA 61.ª deduction (590.89 € up to 17,094 €, tapering by 20 %), against ' +
    'the withholding: the expected refund or balance due. ccaa = ref uses the reference scale (withholding scale less state scale). ' +
    `Supported: ${AVAILABLE.slice(1).join(', ')}. ${Object.keys(UNCONFIRMED).join(', ')} (Canarias, Extremadura, La Rioja): the ` +
    'current scale could not be confirmed, so the withholding comes without an estimate and a warning says why. Refused (400): es-pv ' +
    'and es-nc (foral systems), es-ce and es-ml (Ceuta and Melilla regime). ' +
    'familySituation: 1 = single, widowed, divorced or separated with children, entitled to the single-parent reduction ' +
    '(art. 84.2.4º LIRPF; needs children ≥ 1); 2 = married, spouse with income of at most 1,500 € a year (exempt income ' +
    'excluded); 3 = any other situation. descendantsInFull: the taxpayer alone is entitled to the whole descendant minimum ' +
    '(art. 84.2º RIRPF, "por entero" in Modelo 145), e.g. the children live only with them; by default each child counts by ' +
    'half, as when both parents are entitled. contractUnderOneYear defaults to true for temporal because a contract for ' +
    'production circumstances lasts at most six months, or a year by sectoral agreement (Estatuto de los Trabajadores art. 15.2).',
  category: 'spain-uk',
  kind: 'calculator',
  jurisdiction: 'es',
  es: {
    title: 'Nómina en España: de bruto a neto',
    summary: 'Sueldo neto de un trabajador en España: cotizaciones a la Seguridad Social, retención de IRPF según el algoritmo de la AEAT y neto por nómina, con una estimación opcional de la declaración de la renta.',
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
      help: { es: 'Indefinido o temporal (de duración determinada). El temporal cotiza por desempleo al 1,60 %, salvo con discapacidad.' },
      choices: {
        indefinido: { en: 'Permanent (indefinido)', es: 'Indefinido' },
        temporal: { en: 'Fixed-term (temporal)', es: 'Temporal' },
      },
    },
    contractUnderOneYear: {
      label: { en: 'Fixed-term contract shorter than a year', es: 'Contrato temporal de duración inferior al año' },
      help: {
        en: 'Only for a temporal contract: a contract shorter than a year has a 2 % minimum withholding rate. Left empty, a temporal contract is taken as shorter than a year.',
        es: 'Solo para un contrato temporal: si dura menos de un año, el tipo de retención es como mínimo del 2 %. Si lo dejas en blanco, el contrato temporal se considera de duración inferior al año.',
      },
    },
    ccaa: {
      label: { en: 'Region, for the annual estimate', es: 'Comunidad autónoma (estimación anual)' },
      help: {
        en: "Region of residence, to estimate the year's IRPF (withholding does not depend on it). Leave it empty for no estimate.",
        es: 'Comunidad autónoma de residencia, para estimar el IRPF del año (la retención no depende de ella). Para Canarias, Extremadura y La Rioja no hay estimación, porque no se ha podido confirmar su escala vigente; País Vasco y Navarra (regímenes forales) y Ceuta y Melilla no están disponibles. Déjala en blanco si no quieres la estimación.',
      },
      // The codes the operation accepts, as a list to choose from (the schema takes any code, and names the wrong ones).
      choices: Object.fromEntries(
        ACCEPTED.map((code) => {
          const name = code === 'ref' ? undefined : (ES_REGIONS_WITH_SCALE.get(code) ?? UNCONFIRMED[code]);
          if (!name) return [code, { en: 'Reference scale (no region)', es: 'Escala de referencia (sin comunidad)' }];
          return [code, UNCONFIRMED[code] ? { en: `${name} (no estimate)`, es: `${name} (sin estimación)` } : { en: name, es: name }];
        }),
      ),
    },
    familySituation: {
      label: { en: 'Family situation (Modelo 145)', es: 'Situación familiar (modelo 145)' },
      help: {
        en: 'As declared to the employer on Modelo 145: 1 = single parent entitled to the single-parent reduction; 2 = married, spouse with income of at most 1,500 € a year; 3 = any other situation.',
        es: 'La que se comunica a la empresa en el modelo 145: 1 = soltero, viudo, divorciado o separado con hijos y derecho a la reducción por familia monoparental; 2 = casado, con un cónyuge con rentas no superiores a 1.500 € anuales; 3 = otras situaciones.',
      },
      choices: {
        1: { en: '1: single parent', es: '1: monoparental' },
        2: { en: '2: married, spouse’s income ≤ 1,500 €', es: '2: cónyuge con rentas ≤ 1.500 €' },
        3: { en: '3: any other situation', es: '3: otras situaciones' },
      },
    },
    children: {
      label: { en: 'Children under 25', es: 'Hijos menores de 25 años' },
      help: { es: 'Hijos (descendientes) menores de 25 años que conviven con el contribuyente.' },
    },
    childrenUnder3: {
      label: { en: 'Of them, under 3', es: 'De ellos, menores de 3 años' },
      help: { es: 'De esos hijos, cuántos tienen menos de tres años.' },
    },
    descendantsInFull: {
      label: { en: 'Children counted in full', es: 'Hijos computados por entero' },
      help: {
        en: 'Yes if you alone are entitled to the whole minimum for the children (for example, they live only with you); no if both parents are, which counts each by half.',
        es: 'Sí, si solo tú tienes derecho a la totalidad del mínimo por los hijos (por ejemplo, conviven solo contigo); no, si lo tienen ambos progenitores, que se reparten cada hijo por mitad.',
      },
    },
    age: {
      label: { en: 'Age this year', es: 'Edad este año' },
      help: { es: 'Edad del contribuyente en el año del cálculo (el año menos el año de nacimiento); el mínimo personal aumenta a partir de los 65 y de los 75 años.' },
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
    contractUnderOneYear: true,
    ccaa: 'es-ga',
    familySituation: 1 as const,
    children: 16,
    childrenUnder3: 9,
    descendantsInFull: true,
    age: 80,
    ascendants65: 0,
    ascendants75: 0,
    disability: 'none' as const,
    assistanceNeeds: false,
  }),
  run: (inp, ctx) => run(inp, ctx.now(), ctx.locale),
});
