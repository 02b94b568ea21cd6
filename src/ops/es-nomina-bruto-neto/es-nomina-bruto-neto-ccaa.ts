/**
 * The community of residence (ccaa): the codes accepted, and what a community adds to the result, the estimate of the
 * year's IRPF with its state and regional scales.
 */
import type { BreakdownItem } from '../../core/calculator-fields.js';
import { InputError } from '../../core/errors.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import type { RulesApplied } from '../../rules/rule-set.js';
import type { esIrpfWithholding2026 } from '../../rules/es/es-irpf-withholding-2026.rules.js';
import { esIrpfAnnual2026 } from '../../rules/es/es-irpf-annual-2026.rules.js';
import { ES_REGIONS_WITH_SCALE, esIrpfRegionalScales2026 } from '../../rules/es/es-irpf-regional-scales-2026.rules.js';
import {
  computeAnnualEstimate,
  dec,
  eur,
  personalFamilyMinimum,
  referenceScale,
  regionalMinimumAmounts,
  scaleFrom,
  stateMinimumAmounts,
  type Dec,
  type Household,
  type Withholding,
} from './es-nomina-bruto-neto.js';
import type { Input, Output } from './es-nomina-bruto-neto.run.js';

/**
 * Common-regime communities whose current regional scale could not be confirmed against an official source: the result
 * gives the withholding and says why there is no annual estimate, rather than guess a scale.
 */
export const UNCONFIRMED: Record<string, string> = { 'es-ri': 'La Rioja' };
/**
 * Regimes the calculation does not model at all (their own IRPF laws, scales and withholding tables, not verified here from
 * BOTHA, BOB, BOG or BON): a 400.
 */
const FORAL: Record<string, string> = { 'es-pv': 'País Vasco: Álava, Bizkaia, Gipuzkoa', 'es-nc': 'Navarra' };
const CEUTA_MELILLA: Record<string, string> = { 'es-ce': 'Ceuta', 'es-ml': 'Melilla' };
export const AVAILABLE = ['ref', ...[...ES_REGIONS_WITH_SCALE.keys()].sort()];
export const ACCEPTED = [...AVAILABLE, ...Object.keys(UNCONFIRMED)].sort((a, b) => (a === 'ref' ? -1 : b === 'ref' ? 1 : a.localeCompare(b)));

/** The community code, normalised; a 400 only for codes that are unknown or whose regime the calculation does not model. */
export function resolveCcaa(raw: string): string {
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

/**
 * What the community adds to the result: the estimate of the year's IRPF (null without ccaa, or when the community's
 * figures are not verified here), with its breakdown lines, assumptions and warnings added after those of the payslips.
 */
export function byCommunity(
  ccaa: string | undefined,
  c: {
    inp: Input;
    year: number;
    date: string;
    rules: RulesApplied;
    whVersion: (typeof esIrpfWithholding2026)['versions'][number];
    w: Withholding;
    household: Household;
  },
  out: { breakdown: BreakdownItem[]; assumptions: string[]; warnings: string[] },
  locale: Locale,
): Output['annualEstimate'] {
  const { inp, year, date, rules, whVersion, w, household } = c;
  const { breakdown, assumptions, warnings } = out;
  const { t } = textsFor({ locale });

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

  return annualEstimate;
}
