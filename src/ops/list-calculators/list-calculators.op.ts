import { defineOperation } from '../../core/operation.js';
import run from './list-calculators.run.js';

export default defineOperation({
  ...run,
  title: 'List calculators',
  summary: 'Lists the money calculators, in English or Spanish, with the address of each one’s page.',
  agentDescription:
    'Lists the money calculators, paginated, in English or Spanish: slug (the tool to call), name, description, category, jurisdiction and page URL. Use it to find the calculator for a question.',
  description:
    'Derived from the operation registry, so every calculator the API serves is listed, in registry order. ' +
    'Each item carries the calculator’s operation id (slug), localized name, description and category, the jurisdiction ' +
    'whose rules it applies and the absolute URL of its documentation page, built from BASE_URL or the request’s origin.',
  category: 'content',
  es: { title: 'Lista de calculadoras', summary: 'Enumera las calculadoras financieras, en inglés o en español, con la dirección de la página de cada una.' },
  examples: [
    {
      title: 'Two calculators per page, in Spanish',
      input: { locale: 'es', perPage: 2 },
      output: {
        "items": [
          {
            "slug": "hourly-to-salary",
            "name": "De tarifa por hora a salario",
            "description": "El salario que un empleador podría pagar con el mismo coste anual que un contrato facturado por horas, con cada coste empresarial de EE. UU. desglosado.",
            "category": "Planificación para autónomos",
            "jurisdiction": "us",
            "url": "https://utility.test/es/calculators/hourly-to-salary"
          },
          {
            "slug": "savings-goal",
            "name": "Objetivo de ahorro para el fondo de emergencia",
            "description": "Calcula un fondo de emergencia como meses de gastos y cuántos meses de ahorro hacen falta para reunirlo, y en qué mes.",
            "category": "Planificación para autónomos",
            "jurisdiction": "global",
            "url": "https://utility.test/es/calculators/savings-goal"
          }
        ],
        "locale": "es",
        "page": 1,
        "perPage": 2,
        "total": 20,
        "totalPages": 10
      },
    },
  ],
  worstCase: () => ({ perPage: 50 }),
});
