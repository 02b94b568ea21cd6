import { defineOperation } from '../../core/operation.js';
import run from './list-datasets.run.js';

export default defineOperation({
  ...run,
  title: 'List datasets',
  summary: 'Lists the datasets the service publishes, with the date each was last checked, its sources and a JSON download.',
  agentDescription:
    'Lists the datasets behind the operations (exchange rates, currencies, time zones, the calculators’ rule sets) with last-checked date, sources, page and JSON URL. Paginated, English or Spanish.',
  description:
    'The data behind the operations, published so every figure can be checked: the embedded ECB reference-rates snapshot, ' +
    'the ISO 4217 minor units currency-convert rounds to, and the time-zone abbreviation table (the calculators’ dated, ' +
    'sourced rule files join the list as they are added). Each dataset has a page (description, table, sources) and a ' +
    'JSON download at the same address plus ".json".',
  category: 'content',
  es: { title: 'Lista de conjuntos de datos', summary: 'Enumera los conjuntos de datos que publica el servicio, con la fecha de su última comprobación, sus fuentes y una descarga en JSON.' },
  examples: [
    {
      title: 'The first dataset',
      input: { perPage: 1 },
      output: {
        "items": [
          {
            "slug": "us-employer-payroll-taxes",
            "name": "US employer payroll taxes (FICA and FUTA)",
            "description": "The employer's share of Social Security (6.2 % up to the wage base) and Medicare (1.45 %, uncapped), and the federal unemployment tax (6.0 % on the first $7,000 of wages, less a credit of up to 5.4 % for state unemployment tax), by year.",
            "lastChecked": "2026-11-21",
            "sources": [
              {
                "title": "SSA — Contribution and benefit base",
                "url": "https://www.ssa.gov/oact/cola/cbb.html"
              },
              {
                "title": "IRS — Topic no. 751, Social Security and Medicare withholding rates",
                "url": "https://www.irs.gov/taxtopics/tc751"
              },
              {
                "title": "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
                "url": "https://www.irs.gov/taxtopics/tc759"
              },
              {
                "title": "IRS — Publication 15 (Circular E), Employer's Tax Guide",
                "url": "https://www.irs.gov/publications/p15"
              }
            ],
            "url": "https://utility.test/datasets/us-employer-payroll-taxes",
            "download": "https://utility.test/datasets/us-employer-payroll-taxes.json"
          }
        ],
        "locale": "en",
        "page": 1,
        "perPage": 1,
        "total": 30,
        "totalPages": 30
      },
    },
  ],
  worstCase: () => ({ perPage: 50 }),
});
