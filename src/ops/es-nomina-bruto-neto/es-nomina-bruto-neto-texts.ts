/**
 * The words of a payslip calculation: the contribution names, and its assumptions, warnings and breakdown in English
 * (the API's) or Spanish (the Spanish page's).
 */
import type { BreakdownItem } from '../../core/calculator-fields.js';
import { formatAmount } from '../../core/money.js';
import { formatMoney, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import type { RuleVersion } from '../../rules/rule-set.js';
import type { esSocialSecurityWorker2026 } from '../../rules/es/es-social-security-worker-2026.rules.js';
import type { esIrpfWithholding2026 } from '../../rules/es/es-irpf-withholding-2026.rules.js';
import { eur, num, type ContributionLine, type Contributions, type Dec, type Withholding } from './es-nomina-bruto-neto.js';
import type { Input } from './es-nomina-bruto-neto.run.js';

export const CONCEPT_LABELS: Record<ContributionLine['concept'], string> = {
  contingenciasComunes: 'Contingencias comunes',
  desempleo: 'Desempleo',
  formacionProfesional: 'Formación profesional',
  mei: 'Mecanismo de Equidad Intergeneracional (MEI)',
  solidaridadTramo1: 'Cotización adicional de solidaridad, tramo 1',
  solidaridadTramo2: 'Cotización adicional de solidaridad, tramo 2',
  solidaridadTramo3: 'Cotización adicional de solidaridad, tramo 3',
};

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

/** The version of a rule set that a calculation looked up. */
type VersionOf<S extends { versions: readonly RuleVersion<string>[] }> = S['versions'][number];

/**
 * The assumptions, warnings and breakdown of the payslips (the community adds its own after them, see
 * es-nomina-bruto-neto-ccaa.ts).
 */
export function payrollTexts(
  inp: Input,
  c: {
    year: number;
    shortContract: boolean;
    disabledWorker: boolean;
    gross: Dec;
    netAnnual: Dec;
    ss: Contributions;
    w: Withholding;
    ssVersion: VersionOf<typeof esSocialSecurityWorker2026>;
    whVersion: VersionOf<typeof esIrpfWithholding2026>;
  },
  locale: Locale,
): { assumptions: string[]; warnings: string[]; breakdown: BreakdownItem[] } {
  const { year, shortContract, disabledWorker, gross, netAnnual, ss, w, ssVersion, whVersion } = c;
  // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
  const { t } = textsFor({ locale });
  const es = locale === 'es';
  /** Money in a sentence: "1,424.40 €" · "1.424,40 €". */
  const money = (n: number): string => (es ? formatMoney(n, 'EUR', 'es') : `${formatAmount(n)} €`);
  /** A published rate as written: "4.7 %" · "4,7 %". */
  const rate = (n: number): string => (es ? formatPercent(n, 'es') : `${n} %`);
  const minimumBaseValue = ssVersion.values.minimumBaseMonthly.value;
  const minimumBase = money(minimumBaseValue);
  const partTime = ss.clamp === 'partTime';

  const warnings: string[] = [];
  const assumptions: string[] = [
    t(
      `Tax year ${year}, Régimen General, ${partTime ? 'part-time work (pay below the full-time ' : 'full-time work, contribution groups 4 to 7 ('}minimum base ${minimumBase} a month${partTime ? ' of groups 4 to 7)' : ''}; groups 1, 2 and 3 have higher minimums, not modelled).`,
      `Ejercicio ${year}, Régimen General, ${partTime ? 'jornada parcial (retribución inferior a la ' : 'jornada completa, grupos de cotización 4 a 7 ('}base mínima ${partTime ? 'a jornada completa ' : ''}de ${minimumBase} al mes${partTime ? ' de los grupos 4 a 7)' : ''}; los grupos 1, 2 y 3 tienen bases mínimas más altas, que no se modelan).`,
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
  if (ss.clamp === 'partTime') {
    // Said plainly: what was assumed, why, and what it means if the job is in fact full-time.
    warnings.push(
      t(
        `Monthly pay (${formatAmount(num(ss.monthlyPay))} €) is below the minimum contribution base for full-time work (${formatAmount(minimumBaseValue)} € a month, ` +
          'the SMI plus one sixth, LGSS art. 19.2). A full-time job must pay at least the SMI, so this is taken as part-time work: ' +
          'contributions are computed on the pay itself, as a part-time payslip shows them (the part-time minimum base is a minimum per hour ' +
          'worked, which a lawful wage meets; hours are not asked). If the job is full-time, the pay is below the legal minimum wage.',
        `La retribución mensual (${money(num(ss.monthlyPay))}) es inferior a la base mínima de cotización a jornada completa (${money(minimumBaseValue)} al mes, ` +
          'el SMI más un sexto, art. 19.2 LGSS). Un trabajo a jornada completa debe pagar al menos el SMI, así que se trata como trabajo a tiempo ' +
          'parcial: se cotiza por la propia retribución, como en una nómina a tiempo parcial (la base mínima a tiempo parcial es una base mínima por ' +
          'hora trabajada, que un salario legal alcanza; no se preguntan las horas). Si el trabajo es a jornada completa, el salario está por debajo del salario mínimo legal.',
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
  return { assumptions, warnings, breakdown };
}
