import { definePage } from '../../core/operation.js';
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
  },
});
