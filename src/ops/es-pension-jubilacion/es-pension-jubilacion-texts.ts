/**
 * The words of an es-pension-jubilacion result, in English (the API's) or Spanish (the Spanish page's): its breakdown,
 * assumptions and warnings, from the estimate and the rules applied.
 */
import { cents, formatAmount } from '../../core/money.js';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../core/display.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { EarlyBracket } from '../../rules/es/es-early-retirement-reductions-2026.rules.js';
import type { Locale } from '../../core/locale.js';
import { textsFor } from '../../core/say.js';
import { MONTHS_PER_YEAR, ordinaryAgeOnRecord, yearsAndMonths, type GapFill, type PensionEstimate, type PensionRules } from './es-pension-jubilacion.js';
import { numberFormat } from '../../core/number-format.js';

const eur = (n: number): string => `${formatAmount(n)} €`;
/** A percentage as published: up to 2 decimals, no trailing zeros (0.21 %, 21 %, 96.58 %). */
const pct = (n: number): string => `${numberFormat('en-US', { maximumFractionDigits: 2 }).format(cents(n))} %`;
/** Percentage points: "2 points", "8 points", "1.5 points". */
const points = (n: number): string => `${numberFormat('en-US', { maximumFractionDigits: 2 }).format(cents(n))} point${cents(n) === 1 ? '' : 's'}`;
const BRACKET_TEXT: Record<EarlyBracket, string> = {
  A: 'under 38 years 6 months contributed',
  B: '38 years 6 months to under 41 years 6 months contributed',
  C: '41 years 6 months to under 44 years 6 months contributed',
  D: '44 years 6 months or more contributed',
};
const BRACKET_TEXT_ES: Record<EarlyBracket, string> = {
  A: 'menos de 38 años y 6 meses cotizados',
  B: 'de 38 años y 6 meses a menos de 41 años y 6 meses cotizados',
  C: 'de 41 años y 6 meses a menos de 44 años y 6 meses cotizados',
  D: '44 años y 6 meses o más cotizados',
};

/** "a", "a and b", "a, b and c" (the Spanish "y" the same way). */
function listOf(items: readonly string[], and: 'and' | 'y'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`;
}

/** The year whose published figure is used (`year`) for a result under the rules of `of`: they differ when it is carried forward. */
export interface FigureYear {
  year: number;
  of: number;
}

/** The years of the yearly figures a result quotes: maximum and minimum contribution bases, maximum and minimum pensions. */
export interface FigureYears {
  maxBase: FigureYear;
  minBase: FigureYear;
  maxPension: FigureYear;
  minPension: FigureYear;
}

/** The words of a result: English (the API's) or Spanish (the Spanish page's), figures written the same way. */
export interface Words {
  /** " (the 2027 one is not published yet)" after a figure carried forward from an earlier year; "" otherwise. */
  notYet(y: FigureYear): string;
  t(en: string, es: string): string;
  /** Years and months: "66 years 10 months" · "66 años y 10 meses". */
  ym(months: number): string;
  eur(n: number): string;
  pct(n: number): string;
  points(n: number): string;
  /** A plain figure of a rule (a divisor): "352.33" · "352,33". */
  num(n: number): string;
}

export function wordsFor(locale: Locale): Words {
  const { t } = textsFor({ locale });
  const notYet = (y: FigureYear) =>
    y.year === y.of ? '' : t(` (the ${y.of} one is not published yet)`, ` (la de ${y.of} aún no se ha publicado)`);
  if (locale !== 'es') return { t, notYet, ym: (m) => yearsAndMonths(m), eur, pct, points, num: (n) => String(n) };
  return {
    t,
    notYet,
    ym: (m) => yearsAndMonths(m, 'es'),
    eur: (n) => formatMoney(n, 'EUR', 'es'),
    pct: (n) => formatPercent(cents(n), 'es'),
    points: (n) => `${formatNumber(cents(n), 'es')} punto${cents(n) === 1 ? '' : 's'}`,
    num: (n) => formatNumber(n, 'es'),
  };
}

/**
 * The gaps of a window in a breakdown label: "60 months before the first period filled as gaps: 48 × 1,424.40 € + 12 ×
 * 712.20 €", or counted as 0 in RETA. Only called when there are gaps.
 */
function gapWords(g: GapFill, r: PensionRules, w: Words, locale: Locale): string {
  const { eur } = w;
  const es = locale === 'es';
  if (g.atZero > 0) {
    return es
      ? `los ${g.months} meses anteriores al primer periodo cuentan como 0: sin integración de lagunas en el RETA`
      : `${g.months} months before the first period count as 0: no gap filling in RETA`;
  }
  const parts: string[] = [];
  if (g.atFull > 0) parts.push(`${g.atFull} × ${eur(r.minimumBaseMonthly)}`);
  if (g.atReduced > 0) parts.push(`${g.atReduced} × ${eur((r.minimumBaseMonthly * r.gapSupplementReducedPercent) / 100)}`);
  if (g.atHalf > 0) parts.push(`${g.atHalf} × ${eur((r.minimumBaseMonthly * r.gapRestPercent) / 100)}`);
  return es
    ? `${g.months === 1 ? 'el mes anterior' : `los ${g.months} meses anteriores`} al primer periodo, integrados como lagunas: ${parts.join(' + ')}`
    : `${g.months} month${g.months === 1 ? '' : 's'} before the first period filled as gaps: ${parts.join(' + ')}`;
}

export function breakdownOf(e: PensionEstimate, periodCount: number, r: PensionRules, rulesYear: number, years: FigureYears, w: Words): BreakdownItem[] {
  const { t, ym, eur, pct, points, num, notYet } = w;
  const items: BreakdownItem[] = [
    {
      item: 'contributedMonths',
      label: t(
        `Months contributed: ${periodCount} period${periodCount === 1 ? '' : 's'}, ${ym(e.contributedMonths)}`,
        `Meses cotizados: ${periodCount} periodo${periodCount === 1 ? '' : 's'}, ${ym(e.contributedMonths)}`,
      ),
      amount: e.contributedMonths,
    },
    {
      item: 'sumLast300Bases',
      label: t(
        `Method 1: sum of the last ${r.method1Months} monthly bases` + (e.m1.gaps.months > 0 ? ` (${gapWords(e.m1.gaps, r, w, 'en')})` : ''),
        `Método 1: suma de las últimas ${r.method1Months} bases mensuales` + (e.m1.gaps.months > 0 ? ` (${gapWords(e.m1.gaps, r, w, 'es')})` : ''),
      ),
      amount: cents(e.m1.sum),
    },
    {
      item: 'baseReguladoraMethod1',
      label: t(`Method 1 base reguladora: sum ÷ ${r.method1Divisor}`, `Base reguladora del método 1: suma ÷ ${num(r.method1Divisor)}`),
      amount: cents(e.m1.value),
    },
    {
      item: 'sumBest302Of304Bases',
      label: t(
        `Method 2: sum of the ${r.method2BasesTaken} highest of the last ${r.method2WindowMonths} monthly bases (left out: ` +
          `${listOf(e.m2.leftOut.map(eur), 'and')}` +
          (e.m2.gaps.months > 0 ? `; ${gapWords(e.m2.gaps, r, w, 'en')}` : '') +
          ')',
        `Método 2: suma de las ${r.method2BasesTaken} bases más altas de las últimas ${r.method2WindowMonths} (se excluyen: ` +
          `${listOf(e.m2.leftOut.map(eur), 'y')}` +
          (e.m2.gaps.months > 0 ? `; ${gapWords(e.m2.gaps, r, w, 'es')}` : '') +
          ')',
      ),
      amount: cents(e.m2.sum),
    },
    {
      item: 'baseReguladoraMethod2',
      label: t(`Method 2 base reguladora: sum ÷ ${r.method2Divisor}`, `Base reguladora del método 2: suma ÷ ${num(r.method2Divisor)}`),
      amount: cents(e.m2.value),
    },
    {
      item: 'baseReguladora',
      label: t(
        `Base reguladora: the higher, method ${e.methodUsed === 'method1' ? '1' : '2'}${e.m1.value === e.m2.value ? ' (both equal)' : ''}`,
        `Base reguladora: la más alta, la del método ${e.methodUsed === 'method1' ? '1' : '2'}${e.m1.value === e.m2.value ? ' (las dos son iguales)' : ''}`,
      ),
      amount: cents(e.baseReguladora),
    },
  ];
  const p = e.percentage;
  if (!p) {
    items.push({
      item: 'percentageForYears',
      label: t(
        `Percentage: none, ${ym(e.contributedMonths)} is less than the ${ym(r.minimumContributionMonths)} required`,
        `Porcentaje: ninguno, ${ym(e.contributedMonths)} es menos de los ${ym(r.minimumContributionMonths)} exigidos`,
      ),
      amount: 0,
    });
    items.push({ item: 'monthlyPension', label: t('Monthly pension: no contributory pension', 'Pensión mensual: sin pensión contributiva'), amount: 0 });
    return items;
  }
  const parts = [t(`${pct(r.basePercentage)} for ${ym(r.minimumContributionMonths)}`, `${pct(r.basePercentage)} por ${ym(r.minimumContributionMonths)}`)];
  if (p.firstMonths > 0) parts.push(`${p.firstMonths} × ${pct(r.firstTrancheRatePerMonth)}`);
  if (p.secondMonths > 0) parts.push(`${p.secondMonths} × ${pct(r.secondTrancheRatePerMonth)}`);
  items.push({
    item: 'percentageForYears',
    label: t(
      `Percentage for ${ym(e.contributedMonths)}: ${parts.join(' + ')}${p.reachedMaximum ? ` = ${pct(r.maximumPercentage)} (the maximum)` : ''}`,
      `Porcentaje por ${ym(e.contributedMonths)}: ${parts.join(' + ')}${p.reachedMaximum ? ` = ${pct(r.maximumPercentage)} (el máximo)` : ''}`,
    ),
    amount: cents(p.percent),
  });
  const long = ym(r.longCareerMonths);
  const ordinary = ym(e.ordinaryAgeMonths);
  items.push({
    item: 'ordinaryAgeMonths',
    label:
      e.ordinaryAgeMonths === r.ordinaryAgeMonths
        ? t(`Ordinary age ${ordinary}: fewer than ${long} contributed by then`, `Edad ordinaria ${ordinary}: menos de ${long} cotizados a esa edad`)
        : e.ordinaryAgeMonths === r.ordinaryAgeLongCareerMonths
          ? t(`Ordinary age ${ordinary}: ${long} or more contributed by then`, `Edad ordinaria ${ordinary}: ${long} o más cotizados a esa edad`)
          : t(`Ordinary age ${ordinary}: the age at which ${long} are reached`, `Edad ordinaria ${ordinary}: la edad a la que se alcanzan ${long} cotizados`),
    amount: e.ordinaryAgeMonths,
  });
  items.push({
    item: 'retirementAgeMonths',
    label: t(
      `Retirement age ${ym(e.retirementAgeMonths)}: ` +
        (e.type === 'early' ? `${e.monthsEarly} months early` : e.type === 'delayed' ? `${e.monthsDelayed} months after the ordinary age` : 'the ordinary age'),
      `Edad de jubilación ${ym(e.retirementAgeMonths)}: ` +
        (e.type === 'early'
          ? `${e.monthsEarly} meses antes de la edad ordinaria`
          : e.type === 'delayed'
            ? `${e.monthsDelayed} meses después de la edad ordinaria`
            : 'la edad ordinaria'),
    ),
    amount: e.retirementAgeMonths,
  });
  items.push({
    item: 'theoreticalMonthlyPension',
    label: t(`Pension before adjustments: base reguladora × ${pct(p.percent)}`, `Pensión antes de ajustes: base reguladora × ${pct(p.percent)}`),
    amount: cents(e.theoreticalPension),
  });
  const max = r.maximumMonthlyPension;
  if (e.early) {
    const onMax = e.early.appliedTo === 'maximumPension';
    items.push({
      item: 'earlyReductionPercent',
      label: t(
        `Early-retirement reduction: ${e.monthsEarly} months early, column ${e.early.bracket} (${BRACKET_TEXT[e.early.bracket]}), ` +
          (onMax ? `applied to the maximum pension ${eur(max)} (DT 34.ª, ${rulesYear})` : 'art. 208.2'),
        `Coeficiente reductor por jubilación anticipada: ${e.monthsEarly} meses antes, columna ${e.early.bracket} ` +
          `(${BRACKET_TEXT_ES[e.early.bracket]}), ` +
          (onMax ? `aplicado a la pensión máxima de ${eur(max)} (DT 34.ª, ${rulesYear})` : 'artículo 208.2 LGSS'),
      ),
      amount: e.early.reductionPercent,
    });
    items.push({
      item: 'earlyReduction',
      label: t(
        `Reduction: ${pct(e.early.reductionPercent)} × ${onMax ? 'the maximum pension' : 'the pension before adjustments'}`,
        `Reducción: ${pct(e.early.reductionPercent)} × ${onMax ? 'la pensión máxima' : 'la pensión antes de ajustes'}`,
      ),
      amount: -cents((onMax ? max : e.theoreticalPension) - e.monthlyPension),
    });
  }
  if (e.delay) {
    const d = e.delay;
    items.push({
      item: 'delayBonusPercent',
      label: d.eligible
        ? t(
            `Delayed-retirement bonus: ${d.fullYears} full year${d.fullYears === 1 ? '' : 's'} × ${pct(r.delayBonusPerYear)}` +
              (d.halfYear ? ` + a further period of more than six months × ${pct(r.delayBonusPerHalfYear)}` : ''),
            `Complemento por demora: ${d.fullYears} año${d.fullYears === 1 ? '' : 's'} completo${d.fullYears === 1 ? '' : 's'} × ${pct(r.delayBonusPerYear)}` +
              (d.halfYear ? ` + un periodo adicional de más de seis meses × ${pct(r.delayBonusPerHalfYear)}` : ''),
          )
        : t(
            `Delayed-retirement bonus: none, fewer than ${ym(r.minimumContributionMonths)} contributed at the ordinary age`,
            `Complemento por demora: ninguno, menos de ${ym(r.minimumContributionMonths)} cotizados a la edad ordinaria`,
          ),
      amount: d.percent,
    });
    if (d.percent > 0) {
      items.push({
        item: 'pensionWithBonus',
        label: t(
          `Pension with the bonus: base reguladora × (${pct(p.percent)} + ${pct(d.percent)})`,
          `Pensión con el complemento: base reguladora × (${pct(p.percent)} + ${pct(d.percent)})`,
        ),
        amount: cents(e.pensionWithBonus),
      });
    }
  }
  if (e.cappedAtMaximum && e.early?.appliedTo !== 'maximumPension') {
    const mp = years.maxPension;
    items.push({
      item: 'maximumMonthlyPension',
      label: t(`Limited to the ${mp.year} maximum pension`, `Limitada a la pensión máxima de ${mp.year}`) + notYet(mp),
      amount: max,
    });
  }
  items.push({
    item: 'monthlyPension',
    label: t(`Monthly pension, one of ${r.paymentsPerYear} payments a year`, `Pensión mensual, una de las ${r.paymentsPerYear} pagas del año`),
    amount: cents(e.monthlyPension),
  });
  items.push({
    item: 'annualPension',
    label: t(`Annual pension: monthly × ${r.paymentsPerYear}`, `Pensión anual: mensual × ${r.paymentsPerYear}`),
    amount: cents(e.monthlyPension * r.paymentsPerYear),
  });
  if (e.aboveMaximumAnnual > 0) {
    items.push({
      item: 'bonusAboveMaximumAnnual',
      label: t(
        `Bonus not used below the maximum (${points(e.unusedBonusPercent)}) paid yearly: ${pct(e.unusedBonusPercent)} × ${eur(max)} × ${r.paymentsPerYear}` +
          (e.aboveMaximumLimited ? ` (limited so that pension + amount ≤ ${MONTHS_PER_YEAR} × ${eur(r.maximumBaseMonthly)})` : ''),
        `Complemento que no cabe por debajo de la pensión máxima (${points(e.unusedBonusPercent)}), abonado cada año: ` +
          `${pct(e.unusedBonusPercent)} × ${eur(max)} × ${r.paymentsPerYear}` +
          (e.aboveMaximumLimited ? ` (limitado para que pensión + importe ≤ ${MONTHS_PER_YEAR} × ${eur(r.maximumBaseMonthly)})` : ''),
      ),
      amount: cents(e.aboveMaximumAnnual),
    });
    items.push({
      item: 'totalAnnual',
      label: t('Total a year: annual pension + yearly amount', 'Total anual: pensión anual + importe anual'),
      amount: cents(e.monthlyPension * r.paymentsPerYear + e.aboveMaximumAnnual),
    });
  }
  return items;
}

export function assumptionsOf(
  e: PensionEstimate,
  r: PensionRules,
  o: { defaulted: boolean; version: string; year: number; years: FigureYears; gapSupplement: boolean },
  w: Words,
): string[] {
  const { t, ym, eur, num, notYet } = w;
  const { maxBase, minBase, minPension } = o.years;
  const year = o.version.slice(0, 4);
  const list = [
    t(
      `Rules of ${year} (rule set es-retirement-pension-2026, version effective ${o.version}) for a pension starting in ${o.year}.`,
      `Normas de ${year} (conjunto de normas es-retirement-pension-2026, versión en vigor desde el ${formatDay(o.version, 'es')}) para una pensión que empieza en ${o.year}.`,
    ),
    t(
      'The periods run without a break, oldest first, up to the month before retirement. Breaks between periods cannot be entered: list only the months you contributed, and a break then counts as if it came before your first period.',
      'Los periodos van sin interrupción, del más antiguo al más reciente, hasta el mes anterior a la jubilación. No se pueden indicar huecos entre periodos: indica solo los meses cotizados, y un hueco cuenta entonces como si fuera anterior al primer periodo.',
    ),
    t(
      `Monthly bases are taken in today's euros, so they are not updated with the CPI. The Social Security updates the bases older than 24 months with the CPI and takes the last 24 at face value, so the official base reguladora is usually a little lower.`,
      'Las bases mensuales se toman en euros de hoy, así que no se actualizan con el IPC. La Seguridad Social actualiza con el IPC las bases anteriores a los últimos 24 meses y toma las de esos 24 meses por su valor nominal, así que la base reguladora oficial suele ser algo menor.',
    ),
    t(
      `Each period's base is limited to the ${maxBase.year} maximum contribution base (${eur(r.maximumBaseMonthly)} a month` +
        (maxBase.year === maxBase.of ? ').' : `; the ${maxBase.of} one is not published yet).`),
      `La base de cada periodo se limita a la base máxima de cotización de ${maxBase.year} (${eur(r.maximumBaseMonthly)} al mes` +
        (maxBase.year === maxBase.of ? ').' : `; la de ${maxBase.of} aún no se ha publicado).`),
    ),
    t(
      'Years and ages are counted in whole months (years × 12; 64.5 = 64 years 6 months).',
      'Los años y las edades se cuentan en meses completos (años × 12; 64,5 = 64 años y 6 meses).',
    ),
    t(
      'General-regime and RETA periods are added together and use the same base reguladora and percentage scale; the regime of the last period decides whether gaps are filled.',
      'Los periodos del Régimen General y del RETA se suman y usan la misma base reguladora y la misma escala de porcentajes; el régimen del último periodo decide si se integran las lagunas.',
    ),
    t(
      `The base reguladora is the higher of method 1 (last ${r.method1Months} bases ÷ ${r.method1Divisor}) and method 2 (best ${r.method2BasesTaken} of the last ${r.method2WindowMonths} ÷ ${r.method2Divisor}): the Social Security applies the more favourable one of its own accord.`,
      `La base reguladora es la más alta entre la del método 1 (últimas ${r.method1Months} bases ÷ ${num(r.method1Divisor)}) y la del método 2 (las ${r.method2BasesTaken} más altas de las últimas ${r.method2WindowMonths} ÷ ${num(r.method2Divisor)}): la Seguridad Social aplica de oficio la más favorable.`,
    ),
    t(
      `The ordinary age follows the ${year} calendar: 65 with ${ym(r.longCareerMonths)} contributed, otherwise ${ym(r.ordinaryAgeMonths)}, assuming you contribute without a break up to retirement.`,
      `La edad ordinaria sigue el calendario de ${year}: 65 años con ${ym(r.longCareerMonths)} cotizados y, si no, ${ym(r.ordinaryAgeMonths)}, suponiendo que cotizas sin interrupción hasta la jubilación.`,
    ),
  ];
  const gaps = e.m2.gaps.months;
  if (gaps > 0 && e.gapRules.fill) {
    list.push(
      t(
        `Gaps: the months of each window before your first period (${gaps} in the method 2 window) are taken as months without a duty to contribute and, as your last period is in the Régimen General, filled as art. 209.1.b LGSS says: the first ${r.gapFullMonths} with the base mínima, the rest with ${r.gapRestPercent} % of it. The base mínima used is that of ${minBase.year}${notYet(minBase)}, ${eur(r.minimumBaseMonthly)} a month (the lowest of the Régimen General), for every gap month and in today's euros like your bases; the Social Security uses the base mínima of each month, updated with the CPI when older than 24 months, which can be lower.`,
        `Lagunas: los meses de cada periodo de cálculo anteriores a tu primer periodo (${gaps} en el del método 2) se consideran meses sin obligación de cotizar y, como tu último periodo es del Régimen General, se integran como dice el artículo 209.1.b LGSS: las primeras ${r.gapFullMonths} mensualidades con la base mínima y el resto con el ${r.gapRestPercent} % de ella. Se usa la base mínima de ${minBase.year}${notYet(minBase)}, ${eur(r.minimumBaseMonthly)} al mes (la más baja del Régimen General), para todos los meses y en euros de hoy, como tus bases; la Seguridad Social usa la base mínima de cada mes, actualizada con el IPC si tiene más de 24 meses, que puede ser menor.`,
      ),
    );
    if (e.gapRules.supplement) {
      list.push(
        t(
          `Gender-gap supplement (DT 41.ª LGSS): gap months 49 to ${r.gapSupplementFullUntilMonth} are filled at 100 % and ${r.gapSupplementFullUntilMonth + 1} to ${r.gapSupplementReducedUntilMonth} at ${r.gapSupplementReducedPercent} % of the base mínima. It is applied to method 2, the current rule: method 1 is art. 209.1 as worded in 2023, applied in its entirety (DT 4.ª.7), which has no such supplement. The supplement applies while the gender gap in retirement pensions is above 5 % (DA 37.ª LGSS), which is assumed.`,
          `Complemento de brecha de género (DT 41.ª LGSS): las mensualidades sin cotizar 49 a ${r.gapSupplementFullUntilMonth} se integran al 100 % de la base mínima y las ${r.gapSupplementFullUntilMonth + 1} a ${r.gapSupplementReducedUntilMonth} al ${r.gapSupplementReducedPercent} %. Se aplica al método 2, la norma vigente: el método 1 es el artículo 209.1 en su redacción de 2023, aplicado en su integridad (DT 4.ª.7), que no lo prevé. El complemento se aplica mientras la brecha de género de las pensiones de jubilación supere el 5 % (DA 37.ª LGSS), lo que se da por supuesto.`,
        ),
      );
    }
  } else if (gaps > 0) {
    list.push(
      t(
        `Gaps: your last period is in RETA, where gaps are not filled (art. 318.d LGSS leaves out art. 209.1.b), so the ${gaps} months of the method 2 window before your first period count as 0. The six months after a cese de actividad benefit that art. 322 fills are not modelled.`,
        `Lagunas: tu último periodo es del RETA, donde no se integran (el artículo 318.d LGSS excluye el 209.1.b), así que los ${gaps} meses del periodo de cálculo del método 2 anteriores a tu primer periodo cuentan como 0. No se modelan los seis meses posteriores a una prestación por cese de actividad que integra el artículo 322.`,
      ),
    );
  }
  if (o.gapSupplement && !e.gapRules.supplement) {
    list.push(
      t(
        'gapSupplement has no effect here: the DT 41.ª supplement applies only where gaps are filled, in the Régimen General.',
        'El complemento de brecha de género no cambia nada aquí: la DT 41.ª solo se aplica donde se integran lagunas, en el Régimen General.',
      ),
    );
  } else if (o.gapSupplement && e.m2.gaps.atReduced === 0 && e.m2.gaps.months <= r.gapFullMonths) {
    list.push(
      t(
        `gapSupplement has no effect here: it changes gap months from the 49th on, and there are ${gaps}.`,
        `El complemento de brecha de género no cambia nada aquí: afecta a las lagunas a partir de la mensualidad 49, y hay ${gaps}.`,
      ),
    );
  }
  if (o.defaulted) {
    list.push(
      t(
        `Retirement age not given: the ordinary age for the years contributed is used (${ym(e.retirementAgeMonths)}).`,
        `Sin edad de jubilación indicada: se usa la edad ordinaria que corresponde a los años cotizados (${ym(e.retirementAgeMonths)}).`,
      ),
    );
  }
  if (e.type === 'early') {
    list.push(
      t(
        'For the reduction, the ordinary age is the one you would have reached by contributing on until it (art. 208.2 LGSS); the reduction bracket uses the whole months contributed at retirement.',
        'Para el coeficiente reductor, la edad ordinaria es la que tendrías si siguieras cotizando hasta alcanzarla (artículo 208.2 LGSS); el tramo de cotización se determina con los meses completos cotizados a la jubilación.',
      ),
      t(
        `Voluntary early retirement also requires a pension above the minimum pension for your family situation at 65 (art. 208.1.c); for a single-person household that is ${eur(r.minimumPensionSingle65Plus)} a payment in ${minPension.year}${notYet(minPension)}.`,
        `La jubilación anticipada voluntaria exige además que la pensión supere la pensión mínima que te correspondería por tu situación familiar a los 65 años (artículo 208.1.c LGSS); para un hogar unipersonal es de ${eur(r.minimumPensionSingle65Plus)} por paga en ${minPension.year}${notYet(minPension)}.`,
      ),
      t(
        'The reduction is permanent. Involuntary early retirement (art. 207) and other routes (hazardous jobs, disability) have other rules and are not modelled.',
        'La reducción es de por vida. La jubilación anticipada involuntaria (artículo 207 LGSS) y otras vías (actividades penosas o peligrosas, discapacidad) tienen otras reglas y no se modelan.',
      ),
    );
  }
  if (e.type === 'delayed') {
    list.push(
      t(
        'The bonus is taken as an additional percentage (option a of art. 210.2 LGSS, the default); the lump-sum and mixed options are not modelled. The months after the ordinary age are assumed contributed.',
        'El complemento se toma como porcentaje adicional (opción a del artículo 210.2 LGSS, la que se aplica por defecto); las opciones de cantidad a tanto alzado y mixta no se modelan. Se suponen cotizados los meses posteriores a la edad ordinaria.',
      ),
      t(
        `The ordinary age is that of the ${year} calendar; if you reached it in an earlier year, the age required then may have been lower, which would add months of delay: not modelled.`,
        `La edad ordinaria es la del calendario de ${year}; si la alcanzaste en un año anterior, la edad exigida entonces pudo ser menor, lo que añadiría meses de demora: no se modela.`,
      ),
    );
  }
  list.push(
    t(
      `Pensions are paid in ${r.paymentsPerYear} payments a year (12 monthly and 2 extra): annual = monthly × ${r.paymentsPerYear}.`,
      `Las pensiones se pagan en ${r.paymentsPerYear} pagas al año (12 mensuales y 2 extraordinarias): anual = mensual × ${r.paymentsPerYear}.`,
    ),
    t(
      'The minimum pension shown is that of a single-person household, as information: it is not applied.',
      'La pensión mínima que se muestra es la de un hogar unipersonal, a título informativo: no se aplica.',
    ),
    t(
      'Not included: the gender-gap pension supplement for children (art. 60 LGSS), income tax, revaluations after the first year, partial, flexible and active retirement, special regimes, and pensions from other countries.',
      'No se incluyen el complemento para la reducción de la brecha de género por hijos (artículo 60 LGSS), el IRPF, las revalorizaciones posteriores al primer año, la jubilación parcial, flexible y activa, los regímenes especiales ni las pensiones de otros países.',
    ),
    t(
      'Amounts are computed at full precision and rounded to cents only in the output; percentages to 2 decimals.',
      'Los importes se calculan con precisión completa y se redondean a céntimos solo en el resultado; los porcentajes, a 2 decimales.',
    ),
  );
  return list;
}

export function warningsOf(
  e: PensionEstimate,
  r: PensionRules,
  o: { periods: readonly { regimen: 'general' | 'reta'; monthlyBase: number }[]; minimum: number; over65: boolean; belowMinimum: boolean; year: number; rulesYear: number; years: FigureYears },
  w: Words,
): string[] {
  const { notYet } = w;
  const { maxBase, maxPension, minPension } = o.years;
  const { t, ym, eur, pct, points } = w;
  const list: string[] = [];
  if (!e.percentage) {
    list.push(
      t(
        `No contributory retirement pension: the periods add up to ${ym(e.contributedMonths)}, and at least ` +
          `${ym(r.minimumContributionMonths)} are needed (art. 205.1.b LGSS). The base reguladora is shown for information.`,
        `Sin pensión contributiva de jubilación: los periodos suman ${ym(e.contributedMonths)} y se necesitan al menos ` +
          `${ym(r.minimumContributionMonths)} (artículo 205.1.b LGSS). La base reguladora se muestra a título informativo.`,
      ),
    );
  }
  for (const index of e.cappedPeriods) {
    list.push(
      t(
        `periods[${index}].monthlyBase ${eur(o.periods[index]!.monthlyBase)} is above the ${maxBase.year} maximum contribution base${notYet(maxBase)} and counts as ` +
          `${eur(r.maximumBaseMonthly)}: a contribution base cannot exceed it (is it a salary?).`,
        `La base mensual del periodo ${index + 1} (${eur(o.periods[index]!.monthlyBase)}) supera la base máxima de cotización de ${maxBase.year}${notYet(maxBase)} y ` +
          `cuenta como ${eur(r.maximumBaseMonthly)}: una base de cotización no puede superarla (¿es un salario?).`,
      ),
    );
  }
  if (e.m2.monthsBeforeCareer > 0) {
    const n = e.m2.monthsBeforeCareer;
    list.push(
      e.gapRules.fill
        ? t(
            `Your career is shorter than the ${r.method2WindowMonths} months the base reguladora looks at: the ${n} months before your first ` +
              'period are filled as gaps (lagunas) with the base mínima, in full or in part (art. 209.1.b LGSS). The Social Security ' +
              'fills only months in which there was no duty to contribute: if you worked then in another scheme or abroad, check your vida laboral.',
            `Tu carrera es más corta que los ${r.method2WindowMonths} meses que abarca la base reguladora: los ${n} meses anteriores a tu ` +
              'primer periodo se integran como lagunas con la base mínima, total o parcialmente (artículo 209.1.b LGSS). La Seguridad ' +
              'Social solo integra los meses en que no había obligación de cotizar: si entonces trabajabas en otro régimen o en el ' +
              'extranjero, revisa tu vida laboral.',
          )
        : t(
            `Your career is shorter than the ${r.method2WindowMonths} months the base reguladora looks at, and in the self-employed regime ` +
              `(RETA) gaps are not filled (except after a cese de actividad benefit): the ${n} months before your first period count as 0.`,
            `Tu carrera es más corta que los ${r.method2WindowMonths} meses que abarca la base reguladora, y en el régimen de autónomos ` +
              `(RETA) las lagunas no se integran (salvo tras una prestación por cese de actividad): los ${n} meses anteriores a tu primer ` +
              'periodo cuentan como 0.',
          ),
    );
  }
  if (e.early) {
    const onMax = e.early.appliedTo === 'maximumPension';
    list.push(
      t(
        `Voluntary early retirement ${e.monthsEarly} months before the ordinary age: the pension is reduced by ` +
          `${pct(e.early.reductionPercent)}${onMax ? ' of the maximum pension' : ''}, for life.`,
        `Jubilación anticipada voluntaria ${e.monthsEarly} meses antes de la edad ordinaria: la pensión se reduce en un ` +
          `${pct(e.early.reductionPercent)}${onMax ? ' de la pensión máxima' : ''}, de por vida.`,
      ),
    );
    if (onMax) {
      list.push(
        t(
          `The pension before the reduction (${eur(e.theoreticalPension)}) is above the maximum, so the smaller ${o.rulesYear} reduction of ` +
            'DT 34.ª LGSS is applied to the maximum pension. A further guarantee of DT 34.ª tied to the rules in force in 2021 is not computed.',
          `La pensión antes de la reducción (${eur(e.theoreticalPension)}) supera la máxima, así que se aplica a la pensión máxima la ` +
            `reducción menor de ${o.rulesYear} de la DT 34.ª LGSS. No se calcula otra garantía de la DT 34.ª ligada a las normas vigentes en 2021.`,
        ),
      );
    }
    if (e.monthlyPension <= r.minimumPensionSingle65Plus) {
      list.push(
        t(
          `At ${eur(e.monthlyPension)} the pension does not exceed the ${minPension.year} minimum pension${notYet(minPension)} at 65 for a single-person household ` +
            `(${eur(r.minimumPensionSingle65Plus)}): voluntary early retirement would then be refused (art. 208.1.c), unless the ` +
            'minimum for your household is lower.',
          `Con ${eur(e.monthlyPension)}, la pensión no supera la pensión mínima de ${minPension.year}${notYet(minPension)} a los 65 años para un hogar unipersonal ` +
            `(${eur(r.minimumPensionSingle65Plus)}): en ese caso se denegaría la jubilación anticipada voluntaria (artículo 208.1.c LGSS), ` +
            'salvo que la mínima de tu hogar sea menor.',
        ),
      );
    }
    const onRecord = ordinaryAgeOnRecord(e.contributedMonths, r);
    if (onRecord - e.retirementAgeMonths > r.earlyRetirementMaxMonths) {
      list.push(
        t(
          `With ${ym(e.contributedMonths)} on your record at retirement, the age required on the record alone is ` +
            `${ym(onRecord)}, more than ${r.earlyRetirementMaxMonths} months after this retirement age. The reduction ` +
            `uses the age you would reach by contributing on (${ym(e.ordinaryAgeMonths)}, art. 208.2); whether access ` +
            '(art. 208.1.a) is measured the same way is not spelled out in the law: confirm with the INSS.',
          `Con ${ym(e.contributedMonths)} cotizados a la jubilación, la edad exigida solo con lo ya cotizado es ` +
            `${ym(onRecord)}, más de ${r.earlyRetirementMaxMonths} meses después de esta edad de jubilación. El coeficiente reductor ` +
            `usa la edad que alcanzarías si siguieras cotizando (${ym(e.ordinaryAgeMonths)}, artículo 208.2 LGSS); la ley no aclara si ` +
            'el acceso (artículo 208.1.a) se mide igual: confírmalo con el INSS.',
        ),
      );
    }
  }
  if (e.delay) {
    if (!e.delay.eligible) {
      list.push(
        t(
          `No delayed-retirement bonus: ${ym(e.delay.contributedAtOrdinaryAge)} were contributed at the ordinary age, ` +
            `fewer than the ${ym(r.minimumContributionMonths)} the bonus needs (art. 210.2 LGSS).`,
          `Sin complemento por demora: a la edad ordinaria había ${ym(e.delay.contributedAtOrdinaryAge)} cotizados, ` +
            `menos de los ${ym(r.minimumContributionMonths)} que exige el complemento (artículo 210.2 LGSS).`,
        ),
      );
    } else if (e.delay.halfYear) {
      list.push(
        t(
          `The bonus includes ${pct(r.delayBonusPerHalfYear)} for a period of more than six months after the first full year: art. 210.2.a ` +
            'LGSS counts such periods «a partir del segundo año completo de demora», read here as from the second year of delay; if it ' +
            `means only after two full years, the bonus would be ${points(r.delayBonusPerHalfYear)} lower. Confirm with the INSS.`,
          `El complemento incluye un ${pct(r.delayBonusPerHalfYear)} por un periodo de más de seis meses después del primer año completo: el ` +
            'artículo 210.2.a LGSS cuenta esos periodos «a partir del segundo año completo de demora», que aquí se lee como desde el ' +
            `segundo año de demora; si solo cuentan tras dos años completos, el complemento sería ${points(r.delayBonusPerHalfYear)} menor. Confírmalo con el INSS.`,
        ),
      );
    }
  }
  if (e.cappedAtMaximum && !e.early) {
    list.push(
      e.aboveMaximumAnnual > 0
        ? t(
            `With the bonus the pension would exceed the ${maxPension.year} maximum${notYet(maxPension)}: it is paid at ${eur(r.maximumMonthlyPension)} and the ` +
              `${points(e.unusedBonusPercent)} of bonus not used are paid as a yearly amount of ${eur(e.aboveMaximumAnnual)} in ` +
              `${r.paymentsPerYear} payments.`,
            `Con el complemento, la pensión superaría la máxima de ${maxPension.year}${notYet(maxPension)}: se paga ${eur(r.maximumMonthlyPension)} y los ` +
              `${points(e.unusedBonusPercent)} de complemento que no caben se abonan como un importe anual de ${eur(e.aboveMaximumAnnual)} ` +
              `en ${r.paymentsPerYear} pagas.`,
          )
        : t(
            `The pension (${eur(e.theoreticalPension)} = base reguladora × percentage) is above the ${maxPension.year} maximum${notYet(maxPension)} and is ` +
              `limited to ${eur(r.maximumMonthlyPension)} a payment.`,
            `La pensión (${eur(e.theoreticalPension)} = base reguladora × porcentaje) supera la máxima de ${maxPension.year}${notYet(maxPension)} y se limita a ` +
              `${eur(r.maximumMonthlyPension)} por paga.`,
          ),
    );
  }
  if (o.belowMinimum) {
    list.push(
      t(
        `The pension is below the ${minPension.year} minimum pension${notYet(minPension)} for a single-person household ` +
          `(${eur(o.minimum)} a payment ${o.over65 ? 'at 65 or over' : 'under 65'}). The Social Security tops it up (complemento a ` +
          `mínimos) only if you live in Spain and your other income stays under ${eur(r.minimumTopUpIncomeLimitSingle)} a year; ` +
          `the minimum is different with a spouse. Not applied here: the difference is ${eur(o.minimum - e.monthlyPension)} a payment.`,
        `La pensión es inferior a la pensión mínima de ${minPension.year}${notYet(minPension)} para un hogar unipersonal ` +
          `(${eur(o.minimum)} por paga ${o.over65 ? 'con 65 años o más' : 'con menos de 65 años'}). La Seguridad Social la completa ` +
          `(complemento a mínimos) solo si resides en España y tus demás rentas no superan ${eur(r.minimumTopUpIncomeLimitSingle)} al ` +
          `año; con cónyuge a cargo la mínima es distinta. Aquí no se aplica: la diferencia es de ${eur(o.minimum - e.monthlyPension)} por paga.`,
      ),
    );
  }
  if (o.year > o.rulesYear) {
    list.push(
      t(
        `The pension starts in ${o.year}, but the newest rules here are those of ${o.rulesYear}: later changes (the base reguladora ` +
          'window widens every year until 2037, the DT 34.ª reductions rise until 2033, new maximum and minimum pensions) are not applied.',
        `La pensión empieza en ${o.year}, pero las normas más recientes aquí son las de ${o.rulesYear}: no se aplican cambios ` +
          'posteriores (el periodo de cálculo de la base reguladora se amplía cada año hasta 2037, los coeficientes de la DT 34.ª suben ' +
          'hasta 2033, nuevas pensiones máxima y mínimas).',
      ),
    );
  }
  return list;
}
