import type { ExamplesFor } from '../../core/operation.js';
import type run from './hourly-to-salary.run.js';

/** The documented examples of hourly-to-salary: run by the test suite, their outputs exact. */
export const examples: ExamplesFor<typeof run> = [
  {
    title: '$90 an hour, 40 hours a week, 48 weeks, with health premiums and a 4 % match',
    input: { hourlyRate: 90, billableHoursPerWeek: 40, weeksWorked: 48, healthMonthly: 600, matchPct: 4 },
    output: {
      salary: 148283.03,
      contractRevenue: 172800,
      totalEmployerCost: 172800,
      billableHoursPerYear: 1920,
      equivalentHourlySalary: 77.23,
      effectiveHourlyCost: 90,
      breakdown: [
        { item: 'contractRevenue', label: 'Contract revenue: $90/h × 40 h/week × 48 weeks', amount: 172800 },
        {
          item: 'salary',
          label: 'Salary, solved so that the total employer cost equals the contract revenue',
          amount: 148283.03
        },
        {
          item: 'employerSocialSecurity',
          label: 'Employer Social Security: 6.2 % of salary up to the 2026 wage base of $184,500',
          amount: 9193.55
        },
        { item: 'employerMedicare', label: 'Employer Medicare: 1.45 % of salary, no cap', amount: 2150.1 },
        {
          item: 'futa',
          label: 'FUTA: 6 % less the 5.4 % state credit = 0.6 % of the first $7,000 of salary',
          amount: 42
        },
        { item: 'healthPremiums', label: 'Employer health premiums: 12 × $600', amount: 7200 },
        { item: 'retirementMatch', label: 'Retirement-plan match: 4 % of salary', amount: 5931.32 },
        { item: 'totalEmployerCost', label: 'Total employer cost (= contract revenue)', amount: 172800 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): us-employer-payroll-taxes effective 2026-01-01, Social Security wage base $184,500.',
        'One employee for a whole calendar year: the Social Security wage base and the FUTA wage base apply once.',
        'Solved exactly: the employer cost is linear in the salary below $7,000, between $7,000 and $184,500, and above $184,500; the equation is solved on each segment and the solution inside its own segment is kept.',
        'FUTA at the net 0.6 %: 6 % less the maximum 5.4 % credit for state unemployment tax paid on time. Employers in a credit-reduction state pay more.',
        "Not included: state unemployment tax (SUTA), state disability or paid-leave contributions, workers' compensation insurance, payroll and benefits administration.",
        'Health premiums and the retirement match are treated as tax-free benefits (no payroll tax on them); the match is a percentage of the whole salary, with no plan limits applied.',
        "The employee's own Social Security and Medicare, the 0.9 % Additional Medicare Tax (employee only) and income tax are withheld from the salary and are not employer costs.",
        "The contractor and the employee are compared on the same billable hours: paid holidays and leave of an employee, and the contractor's own costs (self-employment tax, unbilled time, equipment, insurance), are not modelled.",
        'Employer health premium $600 a month.',
        'Retirement-plan match 4 % of salary.',
        'Amounts are computed at full precision and rounded to cents only in the output, term by term, so the terms can differ from the total by a cent.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            {
              title: "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              url: 'https://www.irs.gov/publications/p15'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'A salary above the Social Security wage base',
    input: { hourlyRate: 150, billableHoursPerWeek: 40, weeksWorked: 50 },
    output: {
      salary: 284395.27,
      contractRevenue: 300000,
      totalEmployerCost: 300000,
      billableHoursPerYear: 2000,
      equivalentHourlySalary: 142.2,
      effectiveHourlyCost: 150,
      breakdown: [
        { item: 'contractRevenue', label: 'Contract revenue: $150/h × 40 h/week × 50 weeks', amount: 300000 },
        {
          item: 'salary',
          label: 'Salary, solved so that the total employer cost equals the contract revenue',
          amount: 284395.27
        },
        {
          item: 'employerSocialSecurity',
          label: 'Employer Social Security: 6.2 % of salary up to the 2026 wage base of $184,500',
          amount: 11439
        },
        { item: 'employerMedicare', label: 'Employer Medicare: 1.45 % of salary, no cap', amount: 4123.73 },
        {
          item: 'futa',
          label: 'FUTA: 6 % less the 5.4 % state credit = 0.6 % of the first $7,000 of salary',
          amount: 42
        },
        { item: 'healthPremiums', label: 'Employer health premiums: 12 × $0', amount: 0 },
        { item: 'retirementMatch', label: 'Retirement-plan match: 0 % of salary', amount: 0 },
        { item: 'totalEmployerCost', label: 'Total employer cost (= contract revenue)', amount: 300000 }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): us-employer-payroll-taxes effective 2026-01-01, Social Security wage base $184,500.',
        'One employee for a whole calendar year: the Social Security wage base and the FUTA wage base apply once.',
        'Solved exactly: the employer cost is linear in the salary below $7,000, between $7,000 and $184,500, and above $184,500; the equation is solved on each segment and the solution inside its own segment is kept.',
        'FUTA at the net 0.6 %: 6 % less the maximum 5.4 % credit for state unemployment tax paid on time. Employers in a credit-reduction state pay more.',
        "Not included: state unemployment tax (SUTA), state disability or paid-leave contributions, workers' compensation insurance, payroll and benefits administration.",
        'Health premiums and the retirement match are treated as tax-free benefits (no payroll tax on them); the match is a percentage of the whole salary, with no plan limits applied.',
        "The employee's own Social Security and Medicare, the 0.9 % Additional Medicare Tax (employee only) and income tax are withheld from the salary and are not employer costs.",
        "The contractor and the employee are compared on the same billable hours: paid holidays and leave of an employee, and the contractor's own costs (self-employment tax, unbilled time, equipment, insurance), are not modelled.",
        'No employer health premium (none given: 0, the default).',
        'No retirement-plan match (none given: 0, the default).',
        'Amounts are computed at full precision and rounded to cents only in the output, term by term, so the terms can differ from the total by a cent.'
      ],
      warnings: [],
      rules: [
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            {
              title: "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              url: 'https://www.irs.gov/publications/p15'
            }
          ]
        }
      ]
    }
  },
  {
    title: 'Revenue below the health premiums: salary 0 and a warning',
    input: { hourlyRate: 20, billableHoursPerWeek: 5, weeksWorked: 10, healthMonthly: 500 },
    output: {
      salary: 0,
      contractRevenue: 1000,
      totalEmployerCost: 6000,
      billableHoursPerYear: 50,
      equivalentHourlySalary: 0,
      effectiveHourlyCost: 120,
      breakdown: [
        { item: 'contractRevenue', label: 'Contract revenue: $20/h × 5 h/week × 10 weeks', amount: 1000 },
        { item: 'salary', label: 'Salary: none, nothing is left once the health premiums are paid', amount: 0 },
        {
          item: 'employerSocialSecurity',
          label: 'Employer Social Security: 6.2 % of salary up to the 2026 wage base of $184,500',
          amount: 0
        },
        { item: 'employerMedicare', label: 'Employer Medicare: 1.45 % of salary, no cap', amount: 0 },
        {
          item: 'futa',
          label: 'FUTA: 6 % less the 5.4 % state credit = 0.6 % of the first $7,000 of salary',
          amount: 0
        },
        { item: 'healthPremiums', label: 'Employer health premiums: 12 × $500', amount: 6000 },
        { item: 'retirementMatch', label: 'Retirement-plan match: 0 % of salary', amount: 0 },
        {
          item: 'totalEmployerCost',
          label: 'Total employer cost (health premiums alone exceed the contract revenue)',
          amount: 6000
        }
      ],
      assumptions: [
        'Rules in force on 2026-11-21 (the date of the request, UTC): us-employer-payroll-taxes effective 2026-01-01, Social Security wage base $184,500.',
        'One employee for a whole calendar year: the Social Security wage base and the FUTA wage base apply once.',
        'Solved exactly: the employer cost is linear in the salary below $7,000, between $7,000 and $184,500, and above $184,500; the equation is solved on each segment and the solution inside its own segment is kept.',
        'FUTA at the net 0.6 %: 6 % less the maximum 5.4 % credit for state unemployment tax paid on time. Employers in a credit-reduction state pay more.',
        "Not included: state unemployment tax (SUTA), state disability or paid-leave contributions, workers' compensation insurance, payroll and benefits administration.",
        'Health premiums and the retirement match are treated as tax-free benefits (no payroll tax on them); the match is a percentage of the whole salary, with no plan limits applied.',
        "The employee's own Social Security and Medicare, the 0.9 % Additional Medicare Tax (employee only) and income tax are withheld from the salary and are not employer costs.",
        "The contractor and the employee are compared on the same billable hours: paid holidays and leave of an employee, and the contractor's own costs (self-employment tax, unbilled time, equipment, insurance), are not modelled.",
        'Employer health premium $500 a month.',
        'No retirement-plan match (none given: 0, the default).',
        'Amounts are computed at full precision and rounded to cents only in the output, term by term, so the terms can differ from the total by a cent.'
      ],
      warnings: [
        'The contract revenue ($1,000) does not cover 12 months of health premiums ($6,000): no salary is left, and the employer would be $5,000 short.'
      ],
      rules: [
        {
          id: 'us-employer-payroll-taxes',
          name: 'US employer payroll taxes (FICA and FUTA)',
          effective: '2026-01-01',
          appliedOn: '2026-11-21',
          carriedForward: [],
          lastChecked: '2026-11-21',
          sources: [
            { title: 'SSA — Contribution and benefit base', url: 'https://www.ssa.gov/oact/cola/cbb.html' },
            {
              title: 'IRS — Topic no. 751, Social Security and Medicare withholding rates',
              url: 'https://www.irs.gov/taxtopics/tc751'
            },
            {
              title: "IRS — Topic no. 759, Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return",
              url: 'https://www.irs.gov/taxtopics/tc759'
            },
            {
              title: "IRS — Publication 15 (Circular E), Employer's Tax Guide",
              url: 'https://www.irs.gov/publications/p15'
            }
          ]
        }
      ]
    }
  }
];
