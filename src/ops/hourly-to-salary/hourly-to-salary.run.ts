import * as z from 'zod';
import { defineRun } from '../../core/operation.js';
import { InputError } from '../../core/errors.js';
import { amountField, percentField, cents, MAX_AMOUNT } from '../../core/money.js';
import { IMPLAUSIBLE } from '../../core/plausible.js';
import { utcDate } from '../../core/calendar-date.js';
import { assumptionsOut, breakdownOut, rulesOut, type BreakdownItem } from '../../core/calculator-fields.js';
import { RulesApplied } from '../../rules/rule-set.js';
import { usEmployerPayrollTaxes } from '../../rules/us/us-employer-payroll-taxes.rules.js';
import { formatDay, formatMoney, formatNumber as formatNumberIn, formatPercent } from '../../core/display.js';
import { textsFor } from '../../core/say.js';
import { employerCost, formatNumber, formatPct, formatUsd, solveSalary, type PayrollRates } from './hourly-to-salary.js';

/** Months of health premiums in a year (a calendar fact, not a rule). */
const MONTHS_PER_YEAR = 12;

const perHour = (description: string) => z.number().nullable().describe(description);

/** amount ÷ hours in cents; null without hours (or with so few that the quotient overflows). */
function perBillableHour(amount: number, hours: number): number | null {
  const value = amount / hours;
  return hours > 0 && Number.isFinite(value) ? cents(value) : null;
}

const input = z.strictObject({
  hourlyRate: amountField('USD per billable hour.'),
  billableHoursPerWeek: z.number().min(0).max(168).describe('Hours billed per week.'),
  weeksWorked: z.number().min(0).max(52).describe('Weeks billed per year.'),
  healthMonthly: amountField('Employer health premium per month, USD.').default(0),
  matchPct: percentField('Employer retirement match, % of salary (4 = 4 %).').default(0),
});

const output = z.strictObject({
  salary: z.number().describe('The yearly salary with the same total employer cost as the contract, in dollars (0 when the revenue does not cover the health premiums).'),
  contractRevenue: z.number().describe('hourlyRate × billableHoursPerWeek × weeksWorked, in dollars.'),
  totalEmployerCost: z.number().describe('Salary plus every employer cost; equals contractRevenue unless the revenue does not cover the health premiums.'),
  billableHoursPerYear: z.number().describe('billableHoursPerWeek × weeksWorked.'),
  equivalentHourlySalary: perHour('Salary ÷ billableHoursPerYear, in dollars per hour: what the salary pays per billable hour; null when there are no billable hours.'),
  effectiveHourlyCost: perHour("Total employer cost ÷ billableHoursPerYear, in dollars per hour: equals hourlyRate when the revenue covers the health premiums; null when there are no billable hours."),
  breakdown: breakdownOut,
  assumptions: assumptionsOut,
  warnings: z.array(z.string()).describe('Problems that need attention: a revenue that does not cover the health premiums or is zero.'),
  rules: rulesOut,
});

export default defineRun({
  id: 'hourly-to-salary',
  kind: 'calculator',
  jurisdiction: 'us',
  input,
  output,
  run: (input, ctx) => {
    const { hourlyRate, billableHoursPerWeek, weeksWorked, healthMonthly, matchPct } = input;
    const today = utcDate(ctx.now());
    const rules = new RulesApplied(ctx.locale);
    const version = rules.at(usEmployerPayrollTaxes, today);
    const v = version.values;
    const year = version.effective.slice(0, 4);

    const billableHoursPerYear = billableHoursPerWeek * weeksWorked;
    const revenue = hourlyRate * billableHoursPerYear;
    if (revenue > MAX_AMOUNT) {
      throw new InputError(
        `hourlyRate: the hourly rate × billable hours a week × weeks worked must be at most ${MAX_AMOUNT}, got ${revenue}`,
        `hourlyRate: la tarifa × las horas por semana × las semanas no puede pasar de ${formatNumberIn(MAX_AMOUNT, 'es')}; da ${formatNumberIn(revenue, 'es')}`,
      );
    }
    const netFutaPct = v.futaRatePct.value - v.futaMaxCreditPct.value;
    const rates: PayrollRates = {
      socialSecurity: v.socialSecurityRatePct.value / 100,
      socialSecurityWageBase: v.socialSecurityWageBase.value,
      medicare: v.medicareRatePct.value / 100,
      futaNet: netFutaPct / 100,
      futaWageBase: v.futaWageBase.value,
    };
    const healthAnnual = MONTHS_PER_YEAR * healthMonthly;
    const matchRate = matchPct / 100;
    const salary = solveSalary(revenue, rates, healthAnnual, matchRate);
    const cost = employerCost(salary, rates, healthAnnual, matchRate);

    // Every text in English (the API's) or Spanish (the Spanish page's), with the figures written the same way.
    const { t, locale } = textsFor(ctx);
    const es = locale === 'es';
    const usd = (n: number) => (es ? formatMoney(Math.round(n * 100) / 100, 'USD', 'es', Number.isInteger(Math.round(n * 100) / 100)) : formatUsd(n));
    const pct = (n: number) => (es ? formatPercent(Number(n.toFixed(6)), 'es') : formatPct(n));
    const num = (n: number) => (es ? formatNumberIn(Number(n.toFixed(6)), 'es') : formatNumber(n));

    const breakdown: BreakdownItem[] = [
      {
        item: 'contractRevenue',
        label: t(
          `Contract revenue: ${usd(hourlyRate)}/h × ${num(billableHoursPerWeek)} h/week × ${num(weeksWorked)} weeks`,
          `Ingresos del contrato: ${usd(hourlyRate)}/h × ${num(billableHoursPerWeek)} h/semana × ${num(weeksWorked)} semanas`,
        ),
        amount: cents(revenue),
      },
      {
        item: 'salary',
        label: revenue > healthAnnual
          ? t('Salary, solved so that the total employer cost equals the contract revenue', 'Salario, despejado para que el coste total del empleador iguale los ingresos del contrato')
          : t('Salary: none, nothing is left once the health premiums are paid', 'Salario: ninguno, no queda nada tras pagar el seguro médico'),
        amount: cents(cost.salary),
      },
      {
        item: 'employerSocialSecurity',
        label: t(
          `Employer Social Security: ${pct(v.socialSecurityRatePct.value)} of salary up to the ${year} wage base of ${usd(rates.socialSecurityWageBase)}`,
          `Seguridad Social del empleador: ${pct(v.socialSecurityRatePct.value)} del salario hasta la base máxima de ${year}, ${usd(rates.socialSecurityWageBase)}`,
        ),
        amount: cents(cost.socialSecurity),
      },
      {
        item: 'employerMedicare',
        label: t(`Employer Medicare: ${pct(v.medicareRatePct.value)} of salary, no cap`, `Medicare del empleador: ${pct(v.medicareRatePct.value)} del salario, sin tope`),
        amount: cents(cost.medicare),
      },
      {
        item: 'futa',
        label: t(
          `FUTA: ${pct(v.futaRatePct.value)} less the ${pct(v.futaMaxCreditPct.value)} state credit = ${pct(netFutaPct)} of the first ${usd(rates.futaWageBase)} of salary`,
          `FUTA: ${pct(v.futaRatePct.value)} menos el crédito estatal del ${pct(v.futaMaxCreditPct.value)} = ${pct(netFutaPct)} de los primeros ${usd(rates.futaWageBase)} de salario`,
        ),
        amount: cents(cost.futa),
      },
      {
        item: 'healthPremiums',
        label: t(`Employer health premiums: ${MONTHS_PER_YEAR} × ${usd(healthMonthly)}`, `Seguro médico a cargo del empleador: ${MONTHS_PER_YEAR} × ${usd(healthMonthly)}`),
        amount: cents(cost.health),
      },
      {
        item: 'retirementMatch',
        label: t(`Retirement-plan match: ${pct(matchPct)} of salary`, `Aportación al plan de jubilación: ${pct(matchPct)} del salario`),
        amount: cents(cost.match),
      },
      {
        item: 'totalEmployerCost',
        label: revenue >= healthAnnual
          ? t('Total employer cost (= contract revenue)', 'Coste total del empleador (= ingresos del contrato)')
          : t('Total employer cost (health premiums alone exceed the contract revenue)', 'Coste total del empleador (el seguro médico por sí solo supera los ingresos del contrato)'),
        amount: cents(cost.total),
      },
    ];

    const warnings: string[] = [];
    if (billableHoursPerWeek > IMPLAUSIBLE.billableHoursPerWeek) {
      const hours = formatNumberIn(billableHoursPerWeek, ctx.locale ?? 'en');
      warnings.push(
        t(
          `Billing ${hours} hours a week is unrealistic: ${IMPLAUSIBLE.billableHoursPerWeek} hours is already 11 and a half hours every day of the week, all year. Check the figure.`,
          `Facturar ${hours} horas a la semana es poco realista: ${IMPLAUSIBLE.billableHoursPerWeek} horas ya son 11 horas y media cada día de la semana, todo el año. Comprueba la cifra.`,
        ),
      );
    }
    if (revenue < healthAnnual) {
      warnings.push(
        t(
          `The contract revenue (${usd(revenue)}) does not cover 12 months of health premiums (${usd(healthAnnual)}): ` +
            `no salary is left, and the employer would be ${usd(healthAnnual - revenue)} short.`,
          `Los ingresos del contrato (${usd(revenue)}) no cubren 12 meses de seguro médico (${usd(healthAnnual)}): ` +
            `no queda salario y al empleador le faltarían ${usd(healthAnnual - revenue)}.`,
        ),
      );
    } else if (revenue === 0) {
      warnings.push(t('The contract revenue is 0 (a zero rate, hours or weeks), so the equivalent salary is 0.', 'Los ingresos del contrato son 0 (tarifa, horas o semanas a cero), así que el salario equivalente es 0.'));
    } else if (revenue === healthAnnual) {
      warnings.push(
        t(
          `The contract revenue (${usd(revenue)}) only just covers 12 months of health premiums: no salary is left.`,
          `Los ingresos del contrato (${usd(revenue)}) cubren justo 12 meses de seguro médico: no queda salario.`,
        ),
      );
    }

    const assumptions = [
      t(
        `Rules in force on ${today} (the date of the request, UTC): ${usEmployerPayrollTaxes.id} effective ${version.effective}, ` +
          `Social Security wage base ${usd(rates.socialSecurityWageBase)}.`,
        `Normas vigentes el ${formatDay(today, 'es')} (fecha de la consulta, UTC): ${usEmployerPayrollTaxes.id} en vigor desde el ${formatDay(version.effective, 'es')}, ` +
          `base máxima de la Seguridad Social ${usd(rates.socialSecurityWageBase)}.`,
      ),
      t(
        'One employee for a whole calendar year: the Social Security wage base and the FUTA wage base apply once.',
        'Un empleado durante un año natural completo: la base máxima de la Seguridad Social y la base del FUTA se aplican una vez.',
      ),
      t(
        `Solved exactly: the employer cost is linear in the salary below ${usd(rates.futaWageBase)}, between ` +
          `${usd(rates.futaWageBase)} and ${usd(rates.socialSecurityWageBase)}, and above ${usd(rates.socialSecurityWageBase)}; ` +
          'the equation is solved on each segment and the solution inside its own segment is kept.',
        `Cálculo exacto: el coste del empleador es lineal en el salario por debajo de ${usd(rates.futaWageBase)}, entre ` +
          `${usd(rates.futaWageBase)} y ${usd(rates.socialSecurityWageBase)}, y por encima de ${usd(rates.socialSecurityWageBase)}; ` +
          'la ecuación se resuelve en cada tramo y se conserva la solución que cae dentro de su propio tramo.',
      ),
      t(
        `FUTA at the net ${pct(netFutaPct)}: ${pct(v.futaRatePct.value)} less the maximum ${pct(v.futaMaxCreditPct.value)} ` +
          'credit for state unemployment tax paid on time. Employers in a credit-reduction state pay more.',
        `FUTA al ${pct(netFutaPct)} neto: ${pct(v.futaRatePct.value)} menos el crédito máximo del ${pct(v.futaMaxCreditPct.value)} ` +
          'por el impuesto estatal de desempleo pagado a tiempo. Los empleadores de un estado con reducción del crédito pagan más.',
      ),
      t(
        "Not included: state unemployment tax (SUTA), state disability or paid-leave contributions, workers' compensation insurance, " +
          'payroll and benefits administration.',
        'No se incluyen: el impuesto estatal de desempleo (SUTA), las cotizaciones estatales por incapacidad o permisos retribuidos, ' +
          'el seguro de accidentes laborales ni la gestión de nóminas y beneficios.',
      ),
      t(
        'Health premiums and the retirement match are treated as tax-free benefits (no payroll tax on them); the match is a percentage ' +
          'of the whole salary, with no plan limits applied.',
        'El seguro médico y la aportación a la jubilación se tratan como beneficios exentos (sin impuestos sobre la nómina); la ' +
          'aportación es un porcentaje de todo el salario, sin los límites del plan.',
      ),
      t(
        "The employee's own Social Security and Medicare, the 0.9 % Additional Medicare Tax (employee only) and income tax are " +
          'withheld from the salary and are not employer costs.',
        'La Seguridad Social y el Medicare del propio empleado, el Additional Medicare Tax del 0,9 % (solo del empleado) y el ' +
          'impuesto sobre la renta se retienen del salario y no son costes del empleador.',
      ),
      t(
        'The contractor and the employee are compared on the same billable hours: paid holidays and leave of an employee, and the ' +
          "contractor's own costs (self-employment tax, unbilled time, equipment, insurance), are not modelled.",
        'Se compara al autónomo y al empleado con las mismas horas facturables: no se modelan las vacaciones y permisos pagados del ' +
          'empleado ni los costes propios del autónomo (impuesto de autónomos, tiempo no facturado, equipo, seguros).',
      ),
      healthMonthly === 0
        ? t('No employer health premium (none given: 0, the default).', 'Sin seguro médico a cargo del empleador (sin indicar: 0, el valor por defecto).')
        : t(`Employer health premium ${usd(healthMonthly)} a month.`, `Seguro médico a cargo del empleador: ${usd(healthMonthly)} al mes.`),
      matchPct === 0
        ? t('No retirement-plan match (none given: 0, the default).', 'Sin aportación al plan de jubilación (sin indicar: 0, el valor por defecto).')
        : t(`Retirement-plan match ${pct(matchPct)} of salary.`, `Aportación al plan de jubilación del ${pct(matchPct)} del salario.`),
      t(
        'Amounts are computed at full precision and rounded to cents only in the output, term by term, so the terms can differ from ' +
          'the total by a cent.',
        'Los importes se calculan con precisión completa y se redondean a céntimos solo en el resultado, término a término, así que ' +
          'los términos pueden diferir del total en un céntimo.',
      ),
    ];

    return {
      salary: cents(cost.salary),
      contractRevenue: cents(revenue),
      totalEmployerCost: cents(cost.total),
      billableHoursPerYear: Number(billableHoursPerYear.toFixed(6)),
      equivalentHourlySalary: perBillableHour(cost.salary, billableHoursPerYear),
      effectiveHourlyCost: perBillableHour(cost.total, billableHoursPerYear),
      breakdown,
      assumptions,
      warnings: [...warnings, ...rules.warnings],
      rules: rules.used,
    };
  },
});
