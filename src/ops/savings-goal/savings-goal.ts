import { formatFixed } from '../../core/display.js';
import { cents, formatAmount } from '../../core/money.js';
import { InputError } from '../../core/errors.js';
import type { BreakdownItem } from '../../core/calculator-fields.js';
import type { Locale } from '../../core/locale.js';
import { formatNumber } from '../../core/display.js';
import { textsFor } from '../../core/say.js';

export interface SavingsGoalInput {
  monthlyExpenses: number;
  targetMonths: number;
  currentSavings: number;
  monthlySaving: number;
}

export type SavingsGoalStatus = 'funded' | 'onTrack' | 'neverFunded';

export interface SavingsGoalResult {
  status: SavingsGoalStatus;
  targetAmount: number;
  currentSavings: number;
  gap: number;
  surplus: number;
  monthlySaving: number;
  monthsToGoal: number | null;
  goalMonth: string | null;
  savingsAtGoal: number | null;
  coverageMonths: number | null;
  message: string;
  breakdown: BreakdownItem[];
  assumptions: string[];
}

/** The last month a result may name: goalMonth is YYYY-MM with a four-digit year. */
const LAST_MONTH_INDEX = 9999 * 12 + 11;



/** Months as a person writes them: 6, 4.5 · 6, 4,5. */
function formatMonths(value: number, locale: Locale = 'en'): string {
  return locale === 'es' ? String(value).replace('.', ',') : String(value);
}

/** Amounts in any one currency, so without a sign, as in the English texts: 11.000,00. */

/** 12,345.60 · 12.345,60: amounts in the texts, the currency being the caller's. */
function amountIn(locale: Locale): (value: number) => string {
  return locale === 'es' ? (value) => formatFixed(value, 'es') : formatAmount;
}

const spanishMonth = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as a Spanish reader writes it: "febrero de 2028". */
function monthInSpanish(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, 1);
  return spanishMonth.format(date);
}

/** 'YYYY-MM' of a month index (year × 12 + month − 1). */
function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * The smallest whole number of monthly savings n with n × saving ≥ gap, both compared in cents (so float noise such
 * as 3 × 0.1 = 0.30000000000000004 never adds a month). `gap` is already in cents and positive; `saving` > 0.
 */
export function monthsToCover(gap: number, saving: number): number {
  let n = Math.max(1, Math.ceil(gap / saving));
  if (!Number.isSafeInteger(n)) {
    const es = amountIn('es');
    throw new InputError(
      `monthlySaving: ${formatAmount(saving)} a month would take more than ${Number.MAX_SAFE_INTEGER} months to save ${formatAmount(gap)}`,
      `monthlySaving: con ${es(saving)} al mes se tardarían más de ${formatNumber(Number.MAX_SAFE_INTEGER, 'es')} meses en ahorrar ${es(gap)}`,
    );
  }
  // The quotient is within a unit or two of the answer; a few steps settle it (bounded, so a hang is impossible).
  for (let step = 0; step < 8 && n > 1 && cents((n - 1) * saving) >= gap; step++) n--;
  for (let step = 0; step < 8 && cents(n * saving) < gap; step++) n++;
  return n;
}

/**
 * Emergency-fund sizing: target = monthlyExpenses × targetMonths; gap and surplus against current savings; months
 * of saving to close the gap and the calendar month it closes in, counted from `currentMonth` (YYYY-MM) as month 0.
 */
export function savingsGoal(input: SavingsGoalInput, currentMonth: string, locale: Locale = 'en'): SavingsGoalResult {
  const { monthlyExpenses, targetMonths, currentSavings, monthlySaving } = input;
  const { t } = textsFor({ locale });
  const amount = amountIn(locale);
  const monthCount = (n: number) => t(`${n} month${n === 1 ? '' : 's'}`, `${formatNumber(n, 'es')} ${n === 1 ? 'mes' : 'meses'}`);
  const targetExact = monthlyExpenses * targetMonths;
  const target = cents(targetExact);
  const gap = cents(Math.max(0, targetExact - currentSavings));
  const surplus = cents(Math.max(0, currentSavings - targetExact));
  const coverageMonths = monthlyExpenses > 0 ? cents(currentSavings / monthlyExpenses) : null;
  const months = t(
    `${formatMonths(targetMonths)} month${targetMonths === 1 ? '' : 's'}`,
    `${formatMonths(targetMonths, 'es')} ${targetMonths === 1 ? 'mes' : 'meses'}`,
  );

  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  const startIndex = year * 12 + (month - 1);

  let status: SavingsGoalStatus;
  let monthsToGoal: number | null;
  let goalMonth: string | null;
  let savingsAtGoal: number | null;
  let message: string;
  if (gap === 0) {
    status = 'funded';
    monthsToGoal = 0;
    goalMonth = currentMonth;
    savingsAtGoal = cents(currentSavings);
    message =
      surplus > 0
        ? t(
            `Already funded: savings of ${amount(currentSavings)} cover the ${amount(target)} target (${months} of expenses) with ${amount(surplus)} to spare.`,
            `Fondo ya cubierto: unos ahorros de ${amount(currentSavings)} cubren el objetivo de ${amount(target)} (${months} de gastos) y sobran ${amount(surplus)}.`,
          )
        : t(
            `Already funded: savings of ${amount(currentSavings)} cover the ${amount(target)} target (${months} of expenses).`,
            `Fondo ya cubierto: unos ahorros de ${amount(currentSavings)} cubren el objetivo de ${amount(target)} (${months} de gastos).`,
          );
  } else if (monthlySaving === 0) {
    status = 'neverFunded';
    monthsToGoal = null;
    goalMonth = null;
    savingsAtGoal = null;
    message = t(
      `Never funded at this rate: ${amount(gap)} of the ${amount(target)} target (${months} of expenses) is missing ` +
        'and nothing is saved each month, so the gap never closes. Give a monthly saving above 0 to get a date.',
      `No se alcanza a este ritmo: faltan ${amount(gap)} del objetivo de ${amount(target)} (${months} de gastos) ` +
        'y no se ahorra nada cada mes, así que la diferencia no se cierra nunca. Indica un ahorro mensual mayor que 0 para obtener una fecha.',
    );
  } else {
    status = 'onTrack';
    monthsToGoal = monthsToCover(gap, monthlySaving);
    const goalIndex = startIndex + monthsToGoal;
    goalMonth = goalIndex <= LAST_MONTH_INDEX ? monthOfIndex(goalIndex) : null;
    savingsAtGoal = cents(currentSavings + monthsToGoal * monthlySaving);
    const when =
      goalMonth === null
        ? t('after the year 9999, beyond any date this service writes', 'después del año 9999, más allá de cualquier fecha que escriba este servicio')
        : t(`in ${goalMonth}`, `en ${monthInSpanish(goalMonth)}`);
    message = t(
      `On track: saving ${amount(monthlySaving)} a month closes the ${amount(gap)} gap to the ${amount(target)} target ` +
        `(${months} of expenses) in ${monthCount(monthsToGoal)}, ${when}.`,
      `En camino: ahorrando ${amount(monthlySaving)} al mes se cierra la diferencia de ${amount(gap)} hasta el objetivo de ${amount(target)} ` +
        `(${months} de gastos) en ${monthCount(monthsToGoal)}, ${when}.`,
    );
  }

  const saved = monthsToGoal === null ? 0 : cents(monthsToGoal * monthlySaving);
  const breakdown: BreakdownItem[] = [
    { item: 'monthlyExpenses', label: t('Essential spending per month', 'Gasto esencial al mes'), amount: cents(monthlyExpenses) },
    { item: 'targetAmount', label: t(`Target: monthly expenses × ${months}`, `Objetivo: gastos mensuales × ${months}`), amount: target },
    { item: 'currentSavings', label: t('Liquid savings already set aside', 'Ahorros líquidos ya reservados'), amount: cents(currentSavings) },
    {
      item: 'gap',
      label: t('Still to save: target − current savings, never below 0', 'Pendiente de ahorrar: objetivo − ahorros actuales, nunca por debajo de 0'),
      amount: gap,
    },
    {
      item: 'surplus',
      label: t(
        'Savings above the target: current savings − target, never below 0',
        'Ahorro por encima del objetivo: ahorros actuales − objetivo, nunca por debajo de 0',
      ),
      amount: surplus,
    },
    { item: 'monthlySaving', label: t('Saved each month', 'Ahorro de cada mes'), amount: cents(monthlySaving) },
    {
      item: 'savedUntilGoal',
      label:
        monthsToGoal === null
          ? t('Saved until the goal: none, the goal is never reached', 'Ahorrado hasta el objetivo: nada, el objetivo no se alcanza nunca')
          : t(`Saved until the goal: ${monthCount(monthsToGoal)} × monthly saving`, `Ahorrado hasta el objetivo: ${monthCount(monthsToGoal)} × ahorro mensual`),
      amount: saved,
    },
  ];

  const assumptions = [
    t(
      `Target = monthly expenses × ${months}; the number of months is your choice (1 to 120, decimals allowed), the calculator uses no rule of thumb.`,
      `Objetivo = gastos mensuales × ${months}; los meses los eliges tú (de 1 a 120, se admiten decimales): la calculadora no aplica ninguna regla general.`,
    ),
    t(
      'Months to the goal = the smallest whole number of monthly savings that covers the gap (gap ÷ monthly saving, rounded up), compared in cents.',
      'Meses hasta el objetivo = el menor número entero de aportaciones mensuales que cubre lo que falta (lo que falta ÷ ahorro mensual, redondeado hacia arriba), comparado en céntimos.',
    ),
    t(
      `The current month (${currentMonth}, from the service clock in UTC) is month 0: its saving is assumed to be in your current savings already, the first new saving lands next month, and the goal is reached in the month of the last saving needed.`,
      `El mes en curso (${monthInSpanish(currentMonth)}, según el reloj del servicio en UTC) es el mes 0: se supone que su ahorro ya está en los ahorros actuales, la primera aportación nueva llega el mes siguiente y el objetivo se alcanza en el mes de la última aportación necesaria.`,
    ),
    t(
      'No interest, inflation, changes in spending or withdrawals are modelled; amounts are in whatever currency you use.',
      'No se tienen en cuenta intereses, inflación, cambios en el gasto ni retiradas; los importes están en la moneda que uses.',
    ),
    monthlyExpenses > 0
      ? t('Coverage = current savings ÷ monthly expenses, rounded to two decimals.', 'Cobertura = ahorros actuales ÷ gastos mensuales, redondeada a dos decimales.')
      : t(
          'Monthly expenses are 0: the target is 0, so any savings fund it, and coverage in months is not defined (null).',
          'Los gastos mensuales son 0: el objetivo es 0, así que cualquier ahorro lo cubre, y la cobertura en meses no está definida (queda vacía).',
        ),
    t(
      'Amounts are rounded to cents only in the result; the arithmetic keeps full precision.',
      'Los importes se redondean a céntimos solo en el resultado; los cálculos mantienen toda la precisión.',
    ),
  ];

  return {
    status,
    targetAmount: target,
    currentSavings: cents(currentSavings),
    gap,
    surplus,
    monthlySaving: cents(monthlySaving),
    monthsToGoal,
    goalMonth,
    savingsAtGoal,
    coverageMonths,
    message,
    breakdown,
    assumptions,
  };
}
