import type { BreakdownItem } from '../../core/calculator-fields.js';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../core/display.js';
import type { Locale } from '../../core/locale.js';
import { cents } from '../../core/money.js';
import {
  ageLabel,
  DEFAULT_CLAIM_AGE,
  DEFAULT_YEARS_WORKED,
  fractionLabel,
  usd,
  WAGE_GROWTH_WINDOW,
  type Aime,
  type BenefitFormula,
  type ClaimAdjustment,
  type IndexedYear,
  type Pia,
} from './us-social-security-estimate.js';
import { numberFormat } from '../../core/number-format.js';

/** The inputs of an estimate and the figures computed from them: what its texts are written from. */
export interface EstimateFigures {
  averageAnnualEarnings: number;
  yearsWorked: number;
  selfEmployed: boolean;
  /** claimAge in whole months. */
  months: number;
  /** The date of the request (UTC), YYYY-MM-DD, and its year. */
  today: string;
  year: number;
  f: BenefitFormula;
  /** The taxable maximum of the calculation year, and the year of its rule version. */
  cap: number;
  capYear: string;
  eligibilityYear: number;
  indexingYear: number;
  netEarnings: number;
  modelledYears: number;
  growth: number;
  growthPct: number;
  levelFactor: number;
  awi: number;
  indexed: IndexedYear[];
  a: Aime;
  p: Pia;
  adj: ClaimAdjustment;
  insured: boolean;
  monthlyBenefit: number;
  cappedYears: number;
  firstYear: number | null;
  lastYear: number | null;
  indexedAnnual: number;
}

/** The breakdown, warnings and assumptions of an estimate, in the language `t` picks. */
export function estimateTexts(
  figures: EstimateFigures,
  { t, locale }: { locale: Locale; t(en: string, es: string): string },
): { breakdown: BreakdownItem[]; warnings: string[]; assumptions: string[] } {
  const {
    averageAnnualEarnings,
    yearsWorked,
    selfEmployed,
    months,
    today,
    year,
    f,
    cap,
    capYear,
    eligibilityYear,
    indexingYear,
    netEarnings,
    modelledYears,
    growth,
    growthPct,
    levelFactor,
    awi,
    indexed,
    a,
    p,
    adj,
    insured,
    monthlyBenefit,
    cappedYears,
    firstYear,
    lastYear,
    indexedAnnual,
  } = figures;
  const lastIndexed = indexed.at(-1);

  // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
  const es = locale === 'es';
  const money = (n: number, decimals = 0) => (es ? formatMoney(n, 'USD', 'es', decimals === 0) : usd(n, decimals));
  const pct = (n: number) => (es ? formatPercent(n, 'es') : `${n} %`);
  // Factors and the growth rate keep their 4 decimals in both languages (1,0849 · 4,1565 %).
  const num = (n: number) => (es ? String(n).replace('.', ',') : String(n));
  const growthPctText = `${num(growthPct)} %`;
  const age = (m: number) => ageLabel(m, locale);
  const fra = f.fullRetirementAge;
  const fraEs = `${formatNumber(fra, 'es')} años`;
  const factorText = num(Number(levelFactor.toFixed(4)));
  const growthText = num(Number(growth.toFixed(4)));
  const span = firstYear === null ? '' : `${firstYear}–${lastYear}`;

  const breakdown: BreakdownItem[] = [
    {
      item: 'averageAnnualEarnings',
      label: t(`Typical yearly earnings, today's dollars (${eligibilityYear} wages)`, `Ingresos anuales habituales, en dólares de hoy (salarios de ${eligibilityYear})`),
      amount: cents(averageAnnualEarnings),
    },
  ];
  if (selfEmployed) {
    breakdown.push({
      item: 'netEarningsFromSelfEmployment',
      label: t(
        `Net earnings from self-employment: net profit × ${f.selfEmploymentFactorPct} %`,
        `Ingresos netos por cuenta propia: beneficio neto × ${pct(f.selfEmploymentFactorPct)}`,
      ),
      amount: cents(netEarnings),
    });
  }
  breakdown.push({
    item: 'indexedAnnualEarnings',
    label: t(
      `At ${indexingYear} wages, the indexing year (you turn 60): ÷ ${factorText}, two years of average wage growth at ${growthPct} % a year (assumed: the ${indexingYear - WAGE_GROWTH_WINDOW}–${indexingYear} average)`,
      `A salarios de ${indexingYear}, el año de indexación (cumples 60): ÷ ${factorText}, dos años de crecimiento de los salarios medios al ${growthPctText} anual (supuesto: la media de ${indexingYear - WAGE_GROWTH_WINDOW} a ${indexingYear})`,
    ),
    amount: cents(indexedAnnual),
  });
  if (lastIndexed) {
    breakdown.push({
      item: 'lastYearEarnings',
      label: lastIndexed.capped
        ? t(
            `${lastIndexed.year}, the year you turn 61, at face value: capped at its taxable maximum of ${usd(lastIndexed.taxableMaximum)}`,
            `${lastIndexed.year}, el año en que cumples 61, por su valor nominal: con el tope de su base máxima de ${money(lastIndexed.taxableMaximum)}`,
          )
        : t(
            `${lastIndexed.year}, the year you turn 61, at face value: earnings ÷ ${growthText} (one year of wage growth before today)`,
            `${lastIndexed.year}, el año en que cumples 61, por su valor nominal: ingresos ÷ ${growthText} (un año de crecimiento salarial antes de hoy)`,
          ),
      amount: lastIndexed.indexed,
    });
  }
  if (cappedYears > 0) {
    breakdown.push({
      item: 'cappedYears',
      label: t(
        `Years capped at that year's taxable maximum before indexing (${usd(indexed[0]!.taxableMaximum)} in ${indexed[0]!.year} … ${usd(lastIndexed!.taxableMaximum)} in ${lastIndexed!.year})`,
        `Años topados en la base máxima de ese año antes de actualizar (${money(indexed[0]!.taxableMaximum)} en ${indexed[0]!.year} … ${money(lastIndexed!.taxableMaximum)} en ${lastIndexed!.year})`,
      ),
      amount: cappedYears,
    });
  }
  breakdown.push(
    {
      item: 'yearsCounted',
      label:
        modelledYears === 0
          ? t('Years counted: none (no years worked)', 'Años computados: ninguno (ningún año trabajado)')
          : t(
              `Years counted: the highest indexed of the ${modelledYears} years ${span}, at most ${f.computationYears}`,
              `Años computados: los más altos, ya actualizados, de los ${modelledYears} años de ${firstYear} a ${lastYear}, como máximo ${f.computationYears}`,
            ),
      amount: a.yearsCounted,
    },
    {
      item: 'zeroYears',
      label: t(`Years of the ${f.computationYears} with no earnings, counted as zeros`, `Años de los ${f.computationYears} sin ingresos, computados como ceros`),
      amount: a.zeroYears,
    },
    {
      item: 'totalIndexedEarnings',
      label: t(
        `Total indexed earnings of the ${a.yearsCounted} years counted (each year: capped, × AWI ${indexingYear} ÷ AWI of the year, rounded to the cent)`,
        `Total de ingresos actualizados de los ${a.yearsCounted} años computados (cada año: con su tope, × AWI de ${indexingYear} ÷ AWI del año, redondeado al centavo)`,
      ),
      amount: cents(a.total),
    },
    {
      item: 'aime',
      label: t(`AIME: total ÷ ${a.months} months, rounded down to the dollar`, `AIME: total ÷ ${a.months} meses, redondeado a la baja al dólar`),
      amount: a.aime,
    },
    {
      item: 'piaFirstBand',
      label: t(
        `${f.firstRatePct} % of the AIME up to the first bend point (${usd(f.firstBendPoint)}): ${f.firstRatePct} % × ${usd(p.bands[0]!.aimePart)}`,
        `${pct(f.firstRatePct)} del AIME hasta el primer umbral (${money(f.firstBendPoint)}): ${pct(f.firstRatePct)} × ${money(p.bands[0]!.aimePart)}`,
      ),
      amount: cents(p.bands[0]!.amount),
    },
    {
      item: 'piaSecondBand',
      label: t(
        `${f.secondRatePct} % of the AIME from ${usd(f.firstBendPoint)} to ${usd(f.secondBendPoint)}: ${f.secondRatePct} % × ${usd(p.bands[1]!.aimePart)}`,
        `${pct(f.secondRatePct)} del AIME entre ${money(f.firstBendPoint)} y ${money(f.secondBendPoint)}: ${pct(f.secondRatePct)} × ${money(p.bands[1]!.aimePart)}`,
      ),
      amount: cents(p.bands[1]!.amount),
    },
    {
      item: 'piaThirdBand',
      label: t(
        `${f.thirdRatePct} % of the AIME over ${usd(f.secondBendPoint)}: ${f.thirdRatePct} % × ${usd(p.bands[2]!.aimePart)}`,
        `${pct(f.thirdRatePct)} del AIME por encima de ${money(f.secondBendPoint)}: ${pct(f.thirdRatePct)} × ${money(p.bands[2]!.aimePart)}`,
      ),
      amount: cents(p.bands[2]!.amount),
    },
    { item: 'piaBeforeRounding', label: t('PIA before rounding: the sum of the three bands', 'PIA antes de redondear: la suma de los tres tramos'), amount: cents(p.unrounded) },
    {
      item: 'pia',
      label: t(
        `PIA (${eligibilityYear} bend points), rounded down to the dime: the monthly benefit at full retirement age ${fra}`,
        `PIA (umbrales de ${eligibilityYear}), redondeada a la baja a múltiplos de 10 centavos: la pensión mensual a la edad plena de jubilación, ${fraEs}`,
      ),
      amount: p.pia,
    },
  );
  if (adj.monthsEarly > 0) {
    const parts = [`${adj.firstTierMonths} × ${fractionLabel(f.earlyFirstTierPctPerMonth)} %`];
    if (adj.secondTierMonths > 0) parts.push(`${adj.secondTierMonths} × ${fractionLabel(f.earlySecondTierPctPerMonth)} %`);
    breakdown.push({
      item: 'earlyReduction',
      label: t(
        `Early claiming at ${ageLabel(months)}, ${adj.monthsEarly} months before ${fra}: PIA × (${parts.join(' + ')}) = ${cents(-adj.adjustmentPct)} %, rounded up to the dime`,
        `Solicitud anticipada a los ${age(months)}, ${adj.monthsEarly} meses antes de los ${fraEs}: PIA × (${parts.join(' + ')}) = ${pct(cents(-adj.adjustmentPct))}, redondeado al alza a múltiplos de 10 centavos`,
      ),
      amount: adj.adjustmentAmount,
    });
  } else if (adj.monthsDelayed > 0) {
    breakdown.push({
      item: 'delayedRetirementCredit',
      label: t(
        `Delayed claiming at ${ageLabel(months)}, ${adj.monthsDelayed} months after ${fra}: PIA × ${adj.monthsDelayed} × ${fractionLabel(f.delayedPctPerMonth)} % = ${cents(adj.adjustmentPct)} %, rounded down to the dime`,
        `Solicitud demorada a los ${age(months)}, ${adj.monthsDelayed} meses después de los ${fraEs}: PIA × ${adj.monthsDelayed} × ${fractionLabel(f.delayedPctPerMonth)} % = ${pct(cents(adj.adjustmentPct))}, redondeado a la baja a múltiplos de 10 centavos`,
      ),
      amount: adj.adjustmentAmount,
    });
  }
  breakdown.push(
    {
      item: 'monthlyBenefitBeforeDollarRounding',
      label: t('PIA + adjustment: monthly benefit amount', 'PIA + ajuste: importe mensual de la pensión'),
      amount: adj.benefitBeforeDollarRounding,
    },
    {
      item: 'monthlyBenefit',
      label: insured
        ? t('Monthly benefit, rounded down to the whole dollar', 'Pensión mensual, redondeada a la baja al dólar entero')
        : t(
            `Monthly benefit: none, the record does not give the ${f.minimumYearsOfWork} years of work (40 credits) a retirement benefit needs`,
            `Pensión mensual: ninguna, el historial no reúne los ${f.minimumYearsOfWork} años de trabajo (40 créditos) que exige una pensión de jubilación`,
          ),
      amount: monthlyBenefit,
    },
    { item: 'annualBenefit', label: t('Annual benefit: monthly benefit × 12', 'Pensión anual: pensión mensual × 12'), amount: monthlyBenefit * 12 },
  );

  const warnings: string[] = [];
  if (eligibilityYear < year) {
    warnings.push(
      t(
        `The figures for people turning 62 in ${year} are not published here yet (the ${year} bend points come from the ${year - f.indexingLagYears} ` +
          `average wage index): this is the estimate for someone turning 62 in ${eligibilityYear}, in ${eligibilityYear} dollars, with its ` +
          `${eligibilityYear} bend points and ${indexingYear} wage indexing.`,
        `Las cifras para quienes cumplen 62 años en ${year} aún no están publicadas aquí (los umbrales de ${year} salen del índice de salarios ` +
          `medios de ${year - f.indexingLagYears}): esta es la estimación para quien cumple 62 años en ${eligibilityYear}, en dólares de ` +
          `${eligibilityYear}, con sus umbrales de ${eligibilityYear} y la actualización con los salarios de ${indexingYear}.`,
      ),
    );
  }
  if (netEarnings === 0) {
    warnings.push(
      t(
        'No covered earnings: the AIME is 0 and there is no retirement benefit on your own record.',
        'Sin ingresos computables: el AIME es 0 y no hay pensión de jubilación con tu propio historial.',
      ),
    );
  } else if (!insured) {
    warnings.push(
      t(
        `No retirement benefit: ${yearsWorked} year${yearsWorked === 1 ? '' : 's'} of work cannot give the 40 credits needed (at most 4 a year, so at least ` +
          `${f.minimumYearsOfWork} years). The PIA and adjustment shown are what the formula would give with enough credits; monthlyBenefit and annualBenefit are 0. ` +
          "You may still qualify on a spouse's record (not modelled).",
        `Sin pensión de jubilación: ${yearsWorked === 1 ? '1 año de trabajo no puede' : `${yearsWorked} años de trabajo no pueden`} dar los 40 créditos necesarios ` +
          `(como máximo 4 al año, así que hacen falta al menos ${f.minimumYearsOfWork} años). La PIA y el ajuste que se muestran son lo que daría la fórmula ` +
          'con créditos suficientes; la pensión mensual y la anual son 0. Aún podrías tener derecho a una pensión por el historial de tu cónyuge (no se modela).',
      ),
    );
  }
  if (cappedYears > 0) {
    const who = selfEmployed ? t('Net earnings from self-employment', 'Unos ingresos netos por cuenta propia') : t('Earnings', 'Unos ingresos');
    warnings.push(
      t(
        `${who} of ${usd(netEarnings, 2)} a year ${netEarnings > cap ? `exceed the ${capYear} taxable maximum (${usd(cap)}) and ` : ''}reach the taxable ` +
          `maximum in ${cappedYears} of the ${modelledYears} years: each of those counts only up to that year's maximum (what is above it is ` +
          'neither taxed nor counted toward the benefit).',
        `${who} de ${money(netEarnings, 2)} al año ${netEarnings > cap ? `superan la base máxima de cotización de ${capYear} (${money(cap)}) y ` : ''}alcanzan ` +
          `la base máxima en ${cappedYears} de los ${modelledYears} años: cada uno de ellos solo cuenta hasta la base de ese año (lo que la supera ni ` +
          'cotiza ni cuenta para la pensión).',
      ),
    );
  }
  if (yearsWorked > f.elapsedYears) {
    warnings.push(
      t(
        `Only the ${f.elapsedYears} years from age 22 to 61 are modelled: the other ${yearsWorked - f.elapsedYears} (before 22 or after 61) ` +
          'would not change this estimate of the highest 35 years, since every year here earns the same share of the average wage. ' +
          'In reality a later, higher-earning year can replace a lower one.',
        `Solo se modelan los ${f.elapsedYears} años de los 22 a los 61: los otros ${yearsWorked - f.elapsedYears} (antes de los 22 o después de los 61) ` +
          'no cambiarían esta estimación de los 35 años más altos, porque aquí todos los años ganan la misma proporción del salario medio. ' +
          'En la realidad, un año posterior con más ingresos puede sustituir a uno más bajo.',
      ),
    );
  } else if (yearsWorked > f.computationYears) {
    warnings.push(
      t(
        `Only the highest ${f.computationYears} years count: of your ${modelledYears} years (${span}), the ${modelledYears - f.computationYears} lowest ` +
          'indexed ones are left out; with the same share of the average wage every year they differ only where a taxable maximum applies.',
        `Solo cuentan los ${f.computationYears} años más altos: de tus ${modelledYears} años (de ${firstYear} a ${lastYear}), se dejan fuera los ` +
          `${modelledYears - f.computationYears} más bajos una vez actualizados; con la misma proporción del salario medio cada año, solo difieren donde se aplica una base máxima.`,
      ),
    );
  }

  const assumptions = [
    t(
      `Figures of ${eligibilityYear} (calculation date ${today}, UTC): the estimate has you turn 62 in ${eligibilityYear}, so it uses the ` +
        `${eligibilityYear} bend points (${usd(f.firstBendPoint)} and ${usd(f.secondBendPoint)}) and indexes your earnings to the ${indexingYear} ` +
        `national average wage index (${numberFormat('en-US', { minimumFractionDigits: 2 }).format(awi)}), the year you turn 60, as SSA does.`,
      `Cifras de ${eligibilityYear} (fecha del cálculo ${formatDay(today, 'es')}, UTC): la estimación supone que cumples 62 años en ${eligibilityYear}, así que ` +
        `usa los umbrales de ${eligibilityYear} (${money(f.firstBendPoint)} y ${money(f.secondBendPoint)}) y actualiza tus ingresos con el índice ` +
        `nacional de salarios medios de ${indexingYear} (${formatNumber(awi, 'es')}), el del año en que cumples 60, como hace la SSA.`,
    ),
    t(
      `Your earnings are taken as the same share of the national average wage every year, in today's dollars (${eligibilityYear} wages), over ` +
        `the last ${modelledYears} of the ${f.elapsedYears} years from age 22 to 61 (${f.elapsedYears} elapsed years: ${eligibilityYear - f.elapsedYears}–${eligibilityYear - 1}). ` +
        `No average wage index after ${indexingYear} is in the rule sets, so wages are assumed to grow ${growthPct} % a year after ` +
        `${indexingYear}, their mean over the latest ${WAGE_GROWTH_WINDOW} published years (${indexingYear - WAGE_GROWTH_WINDOW}–${indexingYear}): an assumption, ` +
        `not an official figure. At ${indexingYear} wages your earnings are therefore worth today's ÷ ${factorText}.`,
      `Tus ingresos se toman como la misma proporción del salario medio nacional cada año, en dólares de hoy (salarios de ${eligibilityYear}), durante ` +
        `los últimos ${modelledYears} de los ${f.elapsedYears} años de los 22 a los 61 (${f.elapsedYears} años transcurridos: de ${eligibilityYear - f.elapsedYears} a ${eligibilityYear - 1}). ` +
        `Las normas no tienen ningún índice de salarios medios posterior a ${indexingYear}, así que se supone que los salarios crecen un ${growthPctText} ` +
        `al año después de ${indexingYear}, su media en los últimos ${WAGE_GROWTH_WINDOW} años publicados (de ${indexingYear - WAGE_GROWTH_WINDOW} a ${indexingYear}): una ` +
        `hipótesis, no una cifra oficial. A salarios de ${indexingYear}, tus ingresos valen por tanto los de hoy ÷ ${factorText}.`,
    ),
    t(
      "Each year is capped at that year's taxable maximum and, before the indexing year, multiplied by the average wage index of the " +
        'indexing year ÷ that of the year earned, rounded to the cent (POMS RS 00605.018); later years count at face value. The highest ' +
        `${f.computationYears} indexed years are averaged; missing years up to ${f.computationYears} count as zeros. Ask for your earnings ` +
        'record at ssa.gov/myaccount for your own figures.',
      'Cada año se topa en la base máxima de cotización de ese año y, antes del año de indexación, se multiplica por el índice de ' +
        'salarios medios del año de indexación ÷ el del año en que se ganó, redondeado al centavo (POMS RS 00605.018); los años ' +
        `posteriores cuentan por su valor nominal. Se promedian los ${f.computationYears} años actualizados más altos; los años que falten ` +
        `hasta ${f.computationYears} cuentan como ceros. Pide tu historial de ingresos en ssa.gov/myaccount para tener tus propias cifras.`,
    ),
    t(
      `Years worked default to ${DEFAULT_YEARS_WORKED} and the claiming age to ${DEFAULT_CLAIM_AGE}. Each year worked is assumed to earn the 4 credits a year allows; ` +
        `under ${f.minimumYearsOfWork} years (40 credits) there is no benefit.`,
      `Por defecto, los años trabajados son ${DEFAULT_YEARS_WORKED} y la edad de solicitud, ${DEFAULT_CLAIM_AGE} años. Se supone que cada año trabajado da los 4 créditos que permite un año; ` +
        `con menos de ${f.minimumYearsOfWork} años (40 créditos) no hay pensión.`,
    ),
    t(
      `Full retirement age ${fra} applies to people born on 2 January 1960 or later; people born earlier have a lower one and different results.`,
      `La edad plena de jubilación de ${fraEs} se aplica a quienes nacieron el 2 de enero de 1960 o después; quienes nacieron antes tienen una menor y resultados distintos.`,
    ),
    t(
      `Claiming age is counted in whole months (${ageLabel(months)} here). Early claiming: 5/9 of 1 % a month for the first ${f.earlyFirstTierMonths} months, 5/12 of 1 % beyond; ` +
        `delayed claiming: 2/3 of 1 % a month up to age ${f.delayedCreditMaxAge}. All delayed credits are applied at once (SSA adds the credits of the year you claim the following January unless you claim at ${f.delayedCreditMaxAge}).`,
      `La edad de solicitud se cuenta en meses enteros (aquí, ${age(months)}). Solicitud anticipada: 5/9 del 1 % al mes durante los primeros ${f.earlyFirstTierMonths} meses y 5/12 del 1 % a partir de ahí; ` +
        `solicitud demorada: 2/3 del 1 % al mes hasta los ${f.delayedCreditMaxAge} años. Todos los créditos por demora se aplican de una vez (la SSA suma los créditos del año en que solicitas en el enero siguiente, salvo que solicites a los ${f.delayedCreditMaxAge}).`,
    ),
    t(
      'Rounding as SSA does: indexed earnings to the cent, AIME down to the dollar, PIA down to the dime, a reduction up to the dime (a credit down to it), the monthly benefit down to the dollar; annual = monthly × 12.',
      'Redondeo como el de la SSA: los ingresos actualizados al centavo, el AIME a la baja al dólar, la PIA a la baja a múltiplos de 10 centavos, una reducción al alza a múltiplos de 10 centavos (un crédito, a la baja), la pensión mensual a la baja al dólar; anual = mensual × 12.',
    ),
    t(
      `In dollars of ${eligibilityYear}: cost-of-living adjustments after eligibility (from the year you turn 62) are not added.`,
      `En dólares de ${eligibilityYear}: no se suman las revalorizaciones por coste de la vida posteriores al derecho a la pensión (desde el año en que cumples 62).`,
    ),
    t(
      "Not modelled: spouse's, survivor's and family benefits, disability benefits, the retirement earnings test (benefits withheld while working before full retirement age), " +
        'income tax on benefits and Medicare premiums deducted from the payment. The Windfall Elimination Provision and Government Pension Offset no longer reduce benefits ' +
        '(repealed by the Social Security Fairness Act, signed 5 January 2025, for benefits from January 2024).',
      'No se modelan: las pensiones de cónyuge, de supervivencia y familiares, las de incapacidad, la prueba de ingresos por trabajo (pensión retenida si trabajas antes de la edad plena de jubilación), ' +
        'el impuesto sobre la renta de la pensión ni las primas de Medicare que se descuentan del pago. La Windfall Elimination Provision y la Government Pension Offset ya no reducen las pensiones ' +
        '(derogadas por la Social Security Fairness Act, firmada el 5 de enero de 2025, para las pensiones desde enero de 2024).',
    ),
  ];
  if (selfEmployed) {
    assumptions.push(
      t(
        `selfEmployed: averageAnnualEarnings is read as Schedule C net profit; ${f.selfEmploymentFactorPct} % of it is net earnings from self-employment (Schedule SE, IRC §1402(a)(12)). ` +
          'Wages from a job in the same year share the same taxable maximum: not modelled.',
        `Por cuenta propia: los ingresos se leen como el beneficio neto del Schedule C; el ${pct(f.selfEmploymentFactorPct)} de él son los ingresos netos por cuenta propia (Schedule SE, IRC §1402(a)(12)). ` +
          'Los salarios de un empleo en el mismo año comparten la misma base máxima de cotización: no se modela.',
      ),
    );
  }

  return { breakdown, warnings, assumptions };
}
