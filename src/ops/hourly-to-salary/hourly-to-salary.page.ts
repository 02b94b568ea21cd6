import { definePage } from '../../core/operation.js';
import { textsFor } from '../../core/say.js';
import type run from './hourly-to-salary.run.js';

export default definePage<typeof run>({
  form: {
    hourlyRate: { label: { en: 'Hourly rate ($)', es: 'Tarifa por hora (US$)' }, help: { es: 'Lo que facturas por cada hora, en dólares estadounidenses.' } },
    billableHoursPerWeek: { label: { en: 'Billable hours a week', es: 'Horas facturables por semana' }, help: { es: 'Horas facturadas cada semana, de 0 a 168 (se admiten decimales).' } },
    weeksWorked: { label: { en: 'Weeks billed a year', es: 'Semanas facturadas al año' }, help: { es: 'Semanas facturadas al año, de 0 a 52 (se admiten decimales).' } },
    healthMonthly: { label: { en: 'Health premium a month ($)', es: 'Seguro médico al mes (US$)' }, help: { es: 'Prima mensual del seguro médico que pagaría el empleador, en dólares.' } },
    matchPct: { label: { en: 'Retirement match (%)', es: 'Aportación a la jubilación (%)' }, help: { es: 'Aportación del empleador al plan de jubilación, en porcentaje del salario (4 significa 4 %).' } },
  },
  page: {
    answer(out, input, tools) {
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const rate = money(input.hourlyRate);
      if (out.contractRevenue === 0 || out.equivalentHourlySalary === null) {
        return t('The contract earns nothing, so it is worth no salary.', 'El contrato no genera ingresos, así que no equivale a ningún salario.');
      }
      if (out.salary === 0) {
        return t(
          `At ${rate} an hour, the contract's ${money(out.contractRevenue)} does not cover the employer's health premiums, so it is worth no salary at all.`,
          `A ${rate} la hora, los ${money(out.contractRevenue)} del contrato no cubren el seguro médico que pagaría el empleador, así que no equivalen a ningún salario.`,
        );
      }
      return t(
        `${rate} an hour as a contractor is worth a salary of ${money(out.salary)} a year (${money(out.equivalentHourlySalary)} per billable hour) at the same cost to the client.`,
        `Cobrar ${rate} la hora como autónomo equivale a un salario de ${money(out.salary)} al año (${money(out.equivalentHourlySalary)} por hora facturable) con el mismo coste para el cliente.`,
      );
    },
    currency: 'USD',
    headline: [
      { field: 'salary', label: { en: 'Equivalent yearly salary', es: 'Salario anual equivalente' }, format: 'money' },
      { field: 'equivalentHourlySalary', label: { en: 'Salary per billable hour', es: 'Salario por hora facturable' }, format: 'money' },
    ],
    details: [
      { field: 'contractRevenue', label: { en: 'Contract revenue', es: 'Ingresos del contrato' }, format: 'money' },
      { field: 'totalEmployerCost', label: { en: 'Total employer cost', es: 'Coste total para el empleador' }, format: 'money' },
      { field: 'billableHoursPerYear', label: { en: 'Billable hours a year', es: 'Horas facturables al año' }, format: 'number' },
      { field: 'effectiveHourlyCost', label: { en: 'Employer cost per billable hour', es: 'Coste para el empleador por hora facturable' }, format: 'money' },
    ],
    /** Where the contract's revenue goes once it pays an employee instead: the salary and the employer's costs on top. */
    chart(out, _input, tools) {
      // No salary (the premiums alone pass the revenue): nothing to split; the warning says why.
      if (out.salary === 0) return undefined;
      const { t } = textsFor(tools);
      const money = (value: number) => tools.format(value, 'money');
      const term = (item: string) => out.breakdown.find((b) => b.item === item)?.amount ?? 0;
      const payrollTaxes = term('employerSocialSecurity') + term('employerMedicare') + term('futa');
      // Each of the employer's costs: its label on the chart, its words in the summary, its amount.
      const costs = [
        [t('Payroll taxes (Social Security, Medicare, FUTA)', 'Impuestos sobre la nómina (Social Security, Medicare, FUTA)'), t('payroll taxes', 'impuestos sobre la nómina'), payrollTaxes],
        [t('Health premiums', 'Seguro médico'), t('health premiums', 'seguro médico'), term('healthPremiums')],
        [t('Retirement match', 'Aportación al plan de jubilación'), t('the retirement match', 'aportación al plan de jubilación'), term('retirementMatch')],
      ] as const;
      const paid = costs.filter(([, , value]) => value > 0);
      const parts = [{ label: t('Salary', 'Salario'), value: out.salary }, ...paid.map(([label, , value]) => ({ label, value }))];
      const said = paid.map(([, words, value]) => `${words} ${money(value)}`).join(', ');
      return {
        kind: 'split',
        title: t('Where the contract revenue goes as a salary', 'Reparto de los ingresos del contrato como salario'),
        summary: t(
          `Of ${money(out.contractRevenue)} of contract revenue a year, ${money(out.salary)} would be salary and the rest the employer's costs: ${said}.`,
          `De ${money(out.contractRevenue)} de ingresos del contrato al año, ${money(out.salary)} serían salario y el resto, costes del empleador: ${said}.`,
        ),
        format: 'money',
        parts,
      };
    },
  },
});
