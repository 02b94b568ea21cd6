import { defineRuleSet, type RuleValue } from '../rule-set.js';

const SSA_CBB = 'https://www.ssa.gov/oact/cola/cbb.html';
const IRS_TOPIC_751 = 'https://www.irs.gov/taxtopics/tc751';
const IRS_TOPIC_759 = 'https://www.irs.gov/taxtopics/tc759';
const IRS_PUB_15 = 'https://www.irs.gov/publications/p15';

const READ_AS_QUOTED =
  'Checked 2026-11-21 against the wording of the official page as quoted verbatim by independent sources (the page itself was not fetched), hence medium.';

/** The figures that do not change between the two versions: rates fixed by the Code, the FUTA wage base and credit. */
const rates = {
  socialSecurityRatePct: {
    value: 6.2,
    unit: 'percent',
    label: 'Employer Social Security (OASDI) tax rate, on wages up to the wage base',
    labelEs: 'Tipo del impuesto de Social Security (OASDI) a cargo del empleador, sobre el salario hasta la base máxima',
    source: IRS_TOPIC_751,
    confidence: 'medium',
    note: `6.2 % each for employer and employee (IRC §3111(a)). ${READ_AS_QUOTED}`,
  },
  medicareRatePct: {
    value: 1.45,
    unit: 'percent',
    label: 'Employer Medicare (HI) tax rate, on all wages (no wage base)',
    labelEs: 'Tipo del impuesto de Medicare (HI) a cargo del empleador, sobre todo el salario (sin base máxima)',
    source: IRS_TOPIC_751,
    confidence: 'medium',
    note: `1.45 % each for employer and employee, uncapped (IRC §3111(b)); the 0.9 % Additional Medicare Tax is withheld from the employee only and has no employer share. ${READ_AS_QUOTED}`,
  },
  futaRatePct: {
    value: 6.0,
    unit: 'percent',
    label: 'FUTA tax rate, before the credit for state unemployment tax',
    labelEs: 'Tipo del impuesto FUTA, antes del crédito por el impuesto estatal de desempleo',
    source: IRS_TOPIC_759,
    confidence: 'medium',
    note: `Also Publication 15, section 14: "the FUTA tax rate is 6.0%". ${READ_AS_QUOTED}`,
  },
  futaWageBase: {
    value: 7_000,
    unit: 'USD',
    label: 'FUTA wage base: the first wages paid to each employee in a calendar year',
    labelEs: 'Base salarial de FUTA: los primeros salarios pagados a cada empleado en un año natural',
    source: IRS_TOPIC_759,
    confidence: 'medium',
    note: `"The tax applies to the first $7,000 you paid to each employee as wages during the year." ${READ_AS_QUOTED}`,
  },
  futaMaxCreditPct: {
    value: 5.4,
    unit: 'percent',
    label: 'Maximum FUTA credit for state unemployment tax paid (net FUTA 0.6 %)',
    labelEs: 'Crédito máximo de FUTA por el impuesto estatal de desempleo pagado (FUTA neto 0,6 %)',
    source: IRS_PUB_15,
    confidence: 'medium',
    note:
      'Publication 15, section 14: the credit "may be as much as 5.4% of FUTA taxable wages". Employers in a credit-reduction state ' +
      `(a state with an unpaid federal unemployment loan, listed on Schedule A of Form 940) get less and pay more. ${READ_AS_QUOTED}`,
  },
} as const satisfies Record<string, RuleValue>;

function wageBase(year: number, value: number): RuleValue {
  return {
    value,
    unit: 'USD',
    label: `Social Security contribution and benefit base (wage base), ${year}`,
    labelEs: `Base máxima de cotización y de prestaciones de Social Security, ${year}`,
    source: SSA_CBB,
    confidence: 'medium',
    note:
      `SSA's contribution and benefit base for ${year}; Publication 15 (${year}) states the same figure ("The social security wage base limit is ` +
      `$${value.toLocaleString('en-US')}."). ${READ_AS_QUOTED}`,
  };
}

/**
 * What an employer pays on top of a salary to the federal government: Social Security and Medicare (FICA, employer
 * share) and FUTA. State unemployment tax (SUTA) varies by state and employer and is not here.
 */
export const usEmployerPayrollTaxes = defineRuleSet({
  id: 'us-employer-payroll-taxes',
  jurisdiction: 'us',
  name: { en: 'US employer payroll taxes (FICA and FUTA)', es: 'Cotizaciones empresariales sobre la nómina en EE. UU. (FICA y FUTA)' },
  shortName: { es: 'Cotizaciones empresariales en EE. UU. (FICA y FUTA)' },
  description: {
    en:
      "The employer's share of Social Security (6.2 % up to the wage base) and Medicare (1.45 %, uncapped), and the federal " +
      'unemployment tax (6.0 % on the first $7,000 of wages, less a credit of up to 5.4 % for state unemployment tax), by year.',
    es:
      'La parte empresarial de la Seguridad Social (6,2 % hasta la base máxima) y de Medicare (1,45 %, sin tope) y el impuesto ' +
      'federal de desempleo (6,0 % sobre los primeros 7.000 $ de salario, menos un crédito de hasta el 5,4 % por el impuesto ' +
      'estatal de desempleo), por año.',
  },
  lastChecked: '2026-11-21',
  publishedThrough: '2026-12-31',
  sources: [
    { title: 'SSA — Contribution and benefit base', url: SSA_CBB },
    { title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates', url: IRS_TOPIC_751 },
    { title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return", url: IRS_TOPIC_759 },
    { title: "IRS — Publication 15 (Circular E), Employer's Tax Guide", url: IRS_PUB_15 },
  ],
  versions: [
    { effective: '2025-01-01', values: { socialSecurityWageBase: wageBase(2025, 176_100), ...rates } },
    { effective: '2026-01-01', values: { socialSecurityWageBase: wageBase(2026, 184_500), ...rates } },
  ],
});
